import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

// Harrow County is in progress (issue 20): Training plays; the Full game is refused.
describe('balance-lab with Harrow County (built CLI)', () => {
  it('simulates Training (Protectors vs Family) in both seat orders, the same with 1 or 2 workers', () => {
    const args = ['simulate', 'harrow', '--games', '24', '--seed', 'hc', '--quiet'];
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

  it('rules lists the invented Tree values with their gap and the rulebook numbers with their lines', () => {
    const r = cli(['rules', 'harrow']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/tree\.pNew = 0\.75\n.*\n\s+source: .*ASSUMPTION G-29/);
    expect(r.stdout).toMatch(/game\.pointsToWin = 7\n.*\n\s+source: L764/);
  });

  it('the Full game is refused with one line naming what is missing, exit 2, no output files', () => {
    const out = join(tempDir(), 'full');
    const r = cli(['simulate', 'harrow', '--games', '4', '--set', 'game.mode=full', '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/Full game is not playable yet: .*Use game\.mode=training/);
    expect(existsSync(out)).toBe(false);
  });
});
