import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, tempDir } from './cli-helpers.js';

// Heart of Korrem (issue 22): 2–6 players, content as data (--content), rule switches as --set parameters.
describe('balance-lab with Heart of Korrem (built CLI)', () => {
  it('simulates 3 players with random bots, the same with 1 or 2 workers', () => {
    const args = ['simulate', 'korrem', '--players', '3', '--bot', 'random', '--games', '12', '--seed', 'hk-3p', '--set', 'game.roundCap=20', '--quiet'];
    const a = tempDir();
    const b = tempDir();
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    const s = readSummary(a) as any;
    expect(s.totalGames).toBe(12);
    expect(s.errors ?? 0).toBe(0);
  });

  it('lists every parameter and the content sets (rules korrem)', () => {
    const r = cli(['rules', 'korrem']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('content sets');
    expect(r.stdout).toContain('tuned (default)');
    expect(r.stdout).toContain('starter');
    for (const key of ['game.vpGoal', 'game.roundCap', 'game.capRule', 'trade.mode', 'battle.turnCap', 'game.commandOrder']) expect(r.stdout).toContain(key);
  });

  it('a malformed --content file: one line naming the bad field, exit 2, no output files', () => {
    const dir = tempDir();
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ source: 'x', nations: 3 }));
    const out = join(dir, 'out');
    const r = cli(['simulate', 'korrem', '--content', file, '--games', '2', '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/invalid content .*bad\.json/);
    expect(existsSync(out)).toBe(false);
  });
});
