import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

describe('simulate --precision (built CLI)', () => {
  it('stops at the same game count with the same counts for --workers 1 and 2', () => {
    const a = tempDir();
    const b = tempDir();
    const args = ['simulate', 'dice-race', '--precision', '0.03', '--max-games', '200000', '--seed', '21'];
    const ra = cli([...args, '--workers', '1', '--out', a]);
    expect(ra.status, ra.stderr).toBe(0);
    expect(ra.stderr).toMatch(/precision: every matchup within ±3.00 points after \d+ games/);
    expect(cli([...args, '--workers', '2', '--out', b, '--quiet']).status).toBe(0);
    const sa = readSummary(a) as any;
    expect(counts(readSummary(b))).toEqual(counts(sa));
    expect(sa.precision).toMatchObject({ target: 0.03, reached: true, on: 'matchups' });
    expect(sa.precision.widest).toBeLessThanOrEqual(0.03);
    expect(sa.plan.games).toBe(sa.totalGames);
  });

  it.each([
    [['--precision', '0.7'], /invalid --precision '0.7': expected a half-width between 0 and 0.5/],
    [['--precision', '0.01', '--games', '100'], /--precision decides the game count itself: drop --games/],
    [['--max-games', '100'], /--max-games goes with --precision/],
  ])('rejects %o with one line', (extra, message) => {
    const r = cli(['simulate', 'dice-race', ...extra]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(message);
  });
});
