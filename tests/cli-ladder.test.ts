import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './cli-helpers.js';

describe('balance-lab ladder (built CLI)', () => {
  it('plays every pair in both seat orders over every seating and writes the win matrix', () => {
    const out = tempDir();
    const r = cli(['ladder', 'dice-race', '--bots', 'random,greedy:2', '--games', '480', '--seed', '5', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/win rate of the row bot over decided games/);
    const rows = readFileSync(join(out, 'ladder.csv'), 'utf8').trim().split('\n');
    expect(rows[0]).toBe('bot,opponent,games,wins,losses,draws,timeouts,win_rate_decided,ci_low,ci_high');
    const cells = rows.slice(1).map((l) => l.split(','));
    const random = cells.find((c) => c[0] === 'random')!;
    const greedy = cells.find((c) => c[0] === 'greedy:2')!;
    expect(Number(random[2])).toBe(480);
    // One bot's wins are the other's losses.
    expect(random[3]).toBe(greedy[4]);
    expect(random[4]).toBe(greedy[3]);
    expect(Number(greedy[7])).toBeGreaterThan(0.6);
    const byFaction = readFileSync(join(out, 'ladder-factions.csv'), 'utf8').trim().split('\n').slice(1);
    // Each bot played each of the 4 factions.
    expect(byFaction.filter((l) => l.startsWith('greedy:2,'))).toHaveLength(4);
    const json = JSON.parse(readFileSync(join(out, 'ladder.json'), 'utf8')) as { command: string };
    expect(json.command).toMatch(/^balance-lab ladder dice-race --bots random,greedy:2/);
  });

  it('with --players 3 sits each bot alone against two copies of the other, in each seat', () => {
    const out = tempDir();
    const r = cli(['ladder', 'dice-race', '--players', '3', '--bots', 'random,greedy:2', '--games', '360', '--seed', '5', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/row bot alone against the column bot in the other 2 seats/);
    const cells = readFileSync(join(out, 'ladder.csv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const random = cells.find((c) => c[0] === 'random')!;
    const greedy = cells.find((c) => c[0] === 'greedy:2')!;
    // Half the games each bot sits alone (60 in each of the 3 seats).
    expect(Number(random[2])).toBe(180);
    expect(Number(greedy[2])).toBe(180);
    // Alone against two random runners greedy wins more than its 1/3 share; random alone against two greedy ones less.
    expect(Number(greedy[7])).toBeGreaterThan(0.45);
    expect(Number(random[7])).toBeLessThan(0.25);
    const json = JSON.parse(readFileSync(join(out, 'ladder.json'), 'utf8')) as { players: number };
    expect(json.players).toBe(3);
  });

  it.each([
    [['--bots', 'random,greedy', '--players', '3', '--games', '100'], /expected a multiple of 6/],
    [['--bots', 'random,greedy', '--players', '5'], /expected 2 to 4/],
    [['--bots', 'random'], /a ladder needs at least two bots/],
    [['--bots', 'random,brilliant'], /unknown bot 'brilliant'/],
    [['--bots', 'greedy,random,greedy:8'], /'greedy' and 'greedy:8' in 'greedy,random,greedy:8' are the same bot \(greedy:8\): list each bot once/],
    [['--bots', 'random,greedy', '--games', '7'], /expected an even number/],
    [[], /ladder needs --bots/],
  ])('rejects %o with one line', (extra, message) => {
    const r = cli(['ladder', 'dice-race', ...extra]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
