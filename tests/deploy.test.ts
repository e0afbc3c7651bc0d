import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, readSummary, ROOT, tempDir } from './cli-helpers.js';

function script(name: string, env: Record<string, string>): { status: number | null; stderr: string } {
  const r = spawnSync(join(ROOT, 'deploy', name), [], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, JOB_COMPLETION_INDEX: '', SLURM_ARRAY_TASK_ID: '', AWS_BATCH_JOB_ARRAY_INDEX: '', ...env },
  });
  return { status: r.status, stderr: r.stderr };
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
});
