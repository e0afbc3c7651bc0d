import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './cli-helpers.js';

function example(name: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'examples', name), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('examples/ run as a user would run them', () => {
  it('study.mjs prints every clan with its interval and a verdict', () => {
    const r = example('study.mjs', '120');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Darkleaf Gambit: 120 games/);
    for (const clan of ['huldra', 'murg', 'ferrymen', 'erde', 'wibo', 'hexen']) expect(r.stdout).toMatch(new RegExp(`^${clan} +\\d+\\.\\d%  \\[`, 'm'));
    expect(r.stdout).toMatch(/— (inside|outside|undecided)/);
  });

  it('sweep.mjs prints three variants with paired changes and the closest to balanced', () => {
    const r = example('sweep.mjs', '120');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/murg.thresholds.destroyMin=3 \(baseline\) +murg \d+\.\d%  baseline/);
    expect(r.stdout).toMatch(/murg.thresholds.destroyMin=5 +murg \d+\.\d%  -?\d+\.\d points \[/);
    expect(r.stdout).toMatch(/^closest to balanced: /m);
  });
});
