import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './cli-helpers.js';

describe('balance-lab sweep (built CLI)', () => {
  it('writes sweep.csv, sweep.json and sweep.html, identical for any worker count', () => {
    const a = tempDir();
    const b = tempDir();
    const args = ['sweep', 'dice-race', '--set', 'owl.walk=1,2', '--set', 'race.length=30', '--games', '480', '--seed', '4', '--quiet'];
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(readFileSync(join(b, 'sweep.csv'), 'utf8')).toBe(readFileSync(join(a, 'sweep.csv'), 'utf8'));
    const j = JSON.parse(readFileSync(join(a, 'sweep.json'), 'utf8')) as any;
    expect(j.variants.map((v: any) => v.label)).toEqual(['owl.walk=1', 'owl.walk=2 (baseline)']);
    expect(j.command).toMatch(/^balance-lab sweep dice-race --set owl.walk=1,2/);
    expect(existsSync(join(a, 'sweep.html'))).toBe(true);
  });

  it.each([
    [['--set', 'owl.walk=1,9'], /invalid value '9' for parameter owl.walk/],
    [['--set', 'nope=1,2'], /unknown parameter 'nope'/],
    [['--set', 'owl.walk=2'], /a sweep needs at least one --set param=v1,v2/],
  ])('rejects %o with one line and writes nothing', (extra, message) => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const r = cli(['sweep', 'dice-race', ...extra, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});
