import { describe, expect, it } from 'vitest';
import { cli } from './cli-helpers.js';

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
