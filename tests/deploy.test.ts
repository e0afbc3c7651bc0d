import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, ROOT, tempDir } from './cli-helpers.js';

function script(name: string, env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'deploy', name), [], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, JOB_COMPLETION_INDEX: '', SLURM_ARRAY_TASK_ID: '', AWS_BATCH_JOB_ARRAY_INDEX: '', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A stand-in for sbatch that records each call (its SBATCH_ARRAY_INX and arguments) and answers a job id. */
function fakeSbatch(): { bin: string; calls: () => string[][] } {
  const bin = tempDir();
  const log = join(bin, 'calls.log');
  writeFileSync(
    join(bin, 'sbatch'),
    `#!/usr/bin/env bash\n{ echo "SBATCH_ARRAY_INX=\${SBATCH_ARRAY_INX-unset}"; printf '%s\\n' "$@"; echo ---; } >> '${log}'\n` +
      `case "$*" in *balance-study.sbatch*) echo 41 ;; *) echo 42 ;; esac\n`,
    { mode: 0o755 },
  );
  const calls = () =>
    readFileSync(log, 'utf8').split('---\n').filter(Boolean).map((c) => c.trimEnd().split('\n'));
  return { bin, calls };
}

describe('deploy/ array-job scripts', () => {
  it.each([['JOB_COMPLETION_INDEX'], ['SLURM_ARRAY_TASK_ID'], ['AWS_BATCH_JOB_ARRAY_INDEX']])(
    'run-shard.sh per %s index as separate processes, then merge-shards.sh, equals one run',
    (variable) => {
      const results = tempDir();
      const study = { STUDY_GAME: 'dice-race', STUDY_GAMES: '1800', STUDY_SHARDS: '3', STUDY_SEED: '11', STUDY_RESULTS: results, STUDY_ARGS: '--workers 1' };
      for (const i of ['0', '1', '2']) {
        const r = script('run-shard.sh', { ...study, [variable]: i });
        expect(r.status, r.stderr).toBe(0);
      }
      const m = script('merge-shards.sh', { STUDY_RESULTS: results });
      expect(m.status, m.stderr).toBe(0);
      const single = tempDir();
      expect(cli(['simulate', 'dice-race', '--games', '1800', '--seed', '11', '--out', single, '--quiet']).status).toBe(0);
      expect(counts(readSummary(join(results, 'merged')))).toEqual(counts(readSummary(single)));
    },
  );

  it('run-shard.sh without an array index says so and exits 2', () => {
    const r = script('run-shard.sh', { STUDY_GAMES: '10', STUDY_SHARDS: '2', STUDY_RESULTS: tempDir() });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no array index/);
  });

  it('slurm/submit.sh sets the array size from STUDY_SHARDS, and the merge job is one job, never an array', () => {
    const { bin, calls } = fakeSbatch();
    const r = script('slurm/submit.sh', {
      PATH: `${bin}:${process.env.PATH}`,
      STUDY_GAMES: '100',
      STUDY_SHARDS: '3',
      STUDY_RESULTS: tempDir(),
      SBATCH_ARRAY_INX: '0-7',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/shards as job 41 .*merge as job 42/);
    expect(r.stderr).toMatch(/ignoring SBATCH_ARRAY_INX/);
    const all = calls();
    expect(all).toHaveLength(2);
    const [array = [], merge = []] = all;
    expect(array).toContain('--array=0-2');
    expect(array).toContain('--cpus-per-task=1');
    expect(array.at(-1)).toMatch(/balance-study\.sbatch$/);
    expect(merge).toContain('SBATCH_ARRAY_INX=unset');
    expect(merge).toContain('--dependency=afterok:41');
    expect(merge.some((a) => a.startsWith('--array'))).toBe(false);
    expect(readFileSync(join(ROOT, 'deploy/slurm/balance-study.sbatch'), 'utf8')).not.toMatch(/^#SBATCH --array/m);
  });

  it('slurm/submit.sh takes --cpus-per-task from STUDY_CPUS_PER_TASK and refuses a bad shard count', () => {
    const { bin, calls } = fakeSbatch();
    const env = { PATH: `${bin}:${process.env.PATH}`, STUDY_GAMES: '100', STUDY_RESULTS: tempDir(), SBATCH_ARRAY_INX: '' };
    expect(script('slurm/submit.sh', { ...env, STUDY_CPUS_PER_TASK: '2' }).status).toBe(0);
    expect(calls()[0]).toEqual(expect.arrayContaining(['--array=0-7', '--cpus-per-task=2']));
    const bad = script('slurm/submit.sh', { ...env, STUDY_SHARDS: '0' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/STUDY_SHARDS must be a positive integer/);
  });

  it('slurm/balance-study.sbatch takes the shard count from the array and refuses a different STUDY_SHARDS', () => {
    const results = tempDir();
    const task = { SLURM_ARRAY_TASK_COUNT: '2', SLURM_CPUS_PER_TASK: '1', STUDY_REPO: ROOT, STUDY_RESULTS: results };
    const bad = script('slurm/balance-study.sbatch', { ...task, SLURM_ARRAY_TASK_ID: '0', STUDY_GAMES: '10', STUDY_SHARDS: '3' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/STUDY_SHARDS=3 but the array has 2 tasks/);
    const study = { ...task, STUDY_GAME: 'dice-race', STUDY_GAMES: '400', STUDY_SEED: '5', STUDY_SHARDS: '' };
    for (const i of ['0', '1']) {
      const r = script('slurm/balance-study.sbatch', { ...study, SLURM_ARRAY_TASK_ID: i });
      expect(r.status, r.stderr).toBe(0);
    }
    expect(script('merge-shards.sh', { STUDY_RESULTS: results }).status).toBe(0);
    const single = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '400', '--seed', '5', '--out', single, '--quiet']).status).toBe(0);
    expect(counts(readSummary(join(results, 'merged')))).toEqual(counts(readSummary(single)));
  });
});
