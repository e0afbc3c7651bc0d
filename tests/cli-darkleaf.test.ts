import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

describe('balance-lab with Darkleaf Gambit (built CLI)', () => {
  it('simulates every ordered pairing of the six clans and reports each clan with its timeouts', () => {
    const r = cli(['simulate', 'darkleaf', '--games', '60', '--seed', '3', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as any;
    expect(s.matchups).toHaveLength(30);
    expect(s.factions.map((f: any) => f.faction)).toEqual(['huldra', 'murg', 'ferrymen', 'erde', 'wibo', 'hexen']);
    for (const f of s.factions) expect(f.games).toBe(20);
    expect(r.stderr).toMatch(/^huldra +20 +\d+ +0 +\d+ /m);
  });

  it('gives the same counts with 1 or 2 workers, and as 2 shards merged', () => {
    const args = ['simulate', 'darkleaf', '--games', '90', '--seed', 'det', '--quiet'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    const shards = [0, 1].map((i) => {
      const d = tempDir();
      expect(cli([...args, '--shard', `${i}/2`, '--out', d]).status).toBe(0);
      return d;
    });
    const merged = tempDir();
    expect(cli(['merge', ...shards, '--out', merged, '--quiet']).status).toBe(0);
    expect(counts(readSummary(merged))).toEqual(counts(readSummary(a)));
  });

  it('replay tells a Darkleaf game step by step with pictures of the board', () => {
    const r = cli(['replay', 'darkleaf', '--seed', '1', '--game-index', '4']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Darkleaf Gambit, seed 1, game 4: seat 0 \w+ \(random\) vs seat 1 \w+ \(random\)/);
    expect(r.stdout).toMatch(/^ {4}1 {2}seat \d: /m);
    expect(r.stdout).toMatch(/ a  b  c  d  e  f  g  h /);
    expect(r.stdout).toMatch(/(wins: |timeout: round cap)/);
  });

  it.each([
    [['--set', 'game.willMode=loserChooses'], /game.willMode=loserChooses: .*G-26/],
    [['--set', 'ferrymen.thresholds.flowTargets=2'], /ferrymen.thresholds.flowTargets=2 is not modelled yet: .*only 1 is accepted/],
    [['--set', 'game.calmWatersScope=both'], /game.calmWatersScope=both is not modelled yet \(G-105\)/],
    [['--factions', 'murg,orcs'], /unknown faction 'orcs' for darkleaf: accepted factions are huldra, murg, ferrymen, erde, wibo, hexen/],
    [['--players', '3'], /invalid player count '3' for darkleaf: accepted is 2/],
    [['--set', 'huldra.boneSides=1'], /invalid value '1' for parameter huldra.boneSides/],
  ])('refuses %o with one line and exit 2', (extra, message) => {
    const r = cli(['simulate', 'darkleaf', '--games', '10', ...extra]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
