import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

describe('simulate --paired (built CLI)', () => {
  it('is identical across worker counts and shard layouts, and reports paired rates', () => {
    const args = ['simulate', 'dice-race', '--games', '1200', '--paired', '--seed', 'pp', '--quiet'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    const sa = readSummary(a) as any;
    expect(counts(readSummary(b))).toEqual(counts(sa));
    expect(sa.totalGames).toBe(2400);
    expect(sa.plan.paired).toBe(true);
    expect(sa.paired.seat0.pairs).toBe(1200);
    const shards = [0, 1].map((i) => {
      const d = tempDir();
      expect(cli([...args, '--shard', `${i}/2`, '--out', d]).status).toBe(0);
      return d;
    });
    const merged = tempDir();
    expect(cli(['merge', ...shards, '--out', merged, '--quiet']).status).toBe(0);
    expect(counts(readSummary(merged))).toEqual(counts(sa));
    expect((readSummary(merged) as any).paired).toEqual(sa.paired);
  });

  it('refuses to merge a paired shard with an unpaired one', () => {
    const a = tempDir();
    const b = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '100', '--shard', '0/2', '--paired', '--out', a, '--quiet']).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '100', '--shard', '1/2', '--out', b, '--quiet']).status).toBe(0);
    const r = cli(['merge', a, b, '--out', tempDir()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/different paired \(false vs true\)/);
  });
});
