import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

// Harrow County (issue 20): the Full game by default over the six ordered seatings; Training one --set away.
describe('balance-lab with Harrow County (built CLI)', () => {
  it('simulates the Full game over all six ordered seatings, the same with 1 or 2 workers', () => {
    const args = ['simulate', 'harrow', '--games', '24', '--seed', 'hc-full', '--quiet'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    const s = readSummary(a) as any;
    expect(s.factions.map((f: any) => f.faction).sort()).toEqual(['family', 'kammi', 'protectors']);
    expect(s.matchups).toHaveLength(6);
    expect(s.totalGames).toBe(24);
  });

  it('simulates Training (Protectors vs Family) in both seat orders with --set game.mode=training', () => {
    const args = ['simulate', 'harrow', '--games', '24', '--seed', 'hc', '--quiet', '--set', 'game.mode=training'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    const s = readSummary(a) as any;
    expect(s.factions.map((f: any) => f.faction)).toEqual(['protectors', 'family']);
    expect(s.matchups).toHaveLength(2);
    expect(s.totalGames).toBe(24);
  });

  it('simulates 3 players with Hester third in all six seatings, the same with 1 or 2 workers (issue 21)', () => {
    const args = ['simulate', 'harrow', '--players', '3', '--games', '12', '--seed', 'hc-3p', '--quiet'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    const s = readSummary(a) as any;
    expect(s.factions.map((f: any) => f.faction).sort()).toEqual(['family', 'hester', 'kammi', 'protectors']);
    expect(s.factions.find((f: any) => f.faction === 'hester').games).toBe(12);
    expect(s.matchups.length).toBeGreaterThanOrEqual(6);
  });

  it('plays solo with --players 1 at the level set by solo.level, its losses by reason; a bad level or split: one line, exit 2, no files (issue 21)', () => {
    const a = tempDir();
    const r = cli(['simulate', 'harrow', '--players', '1', '--games', '8', '--seed', 'hc-solo', '--set', 'solo.level=3', '--quiet', '--out', a]);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(a) as any;
    expect(s.factions.map((f: any) => f.faction)).toEqual(['hester']);
    expect(s.totalGames).toBe(8);
    expect(JSON.stringify(s)).toMatch(/solo: (an automated faction reached the score|the solo cards ran out)/);
    for (const bad of [['solo.level=4', /solo\.level/], ['solo.split=6/6/5', /6\/6\/5/]] as const) {
      const out = join(tempDir(), 'bad');
      const e = cli(['simulate', 'harrow', '--players', '1', '--games', '4', '--set', bad[0], '--out', out]);
      expect(e.status).toBe(2);
      expect(e.stderr.trim().split('\n')).toHaveLength(1);
      expect(e.stderr).toMatch(bad[1]);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('rules lists the invented Tree values with their gap and the rulebook numbers with their lines', () => {
    const r = cli(['rules', 'harrow']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/tree\.pNew = 0\.75\n.*\n\s+source: .*ASSUMPTION G-29/);
    expect(r.stdout).toMatch(/game\.pointsToWin = 7\n.*\n\s+source: L764/);
  });

  it('a bad mode is refused with one line naming the accepted ones, exit 2, no output files', () => {
    const out = join(tempDir(), 'bad');
    const r = cli(['simulate', 'harrow', '--games', '4', '--set', 'game.mode=fulll', '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/fulll/);
    expect(r.stderr).toMatch(/full/);
    expect(r.stderr).toMatch(/training/);
    expect(existsSync(out)).toBe(false);
  });
});
