// A run's checkpoint: its identity and committed prefix, written atomically
// into the output directory every few seconds so a killed run can resume and
// end with exactly the result of an uninterrupted one.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './errors.js';
import { identityDifference, type RunIdentity } from './identity.js';
import { writeFileAtomic } from './report/files.js';
import type { RunProgress } from './runner.js';

export const CHECKPOINT_FILE = 'checkpoint.json';

export interface Checkpoint {
  readonly schema: 2;
  readonly identity: RunIdentity;
  /** Shard index this run plays (0 when unsharded). */
  readonly shard: number;
  readonly progress: RunProgress;
  /** Bytes of games.csv that belong to the committed prefix (null without --games-csv). */
  readonly gamesCsvBytes: number | null;
}

export function writeCheckpoint(dir: string, cp: Checkpoint): void {
  writeFileAtomic(join(dir, CHECKPOINT_FILE), JSON.stringify(cp) + '\n');
}

export function readCheckpoint(dir: string): Checkpoint | null {
  const path = join(dir, CHECKPOINT_FILE);
  if (!existsSync(path)) return null;
  let cp: Checkpoint;
  try {
    cp = JSON.parse(readFileSync(path, 'utf8')) as Checkpoint;
  } catch (e) {
    throw new UsageError(`cannot read checkpoint '${path}': ${(e as Error).message}`);
  }
  if (!cp?.identity || !cp.progress) throw new UsageError(`'${path}' is not a balance-lab checkpoint`);
  if (cp.schema !== 2) throw new UsageError(`cannot resume: '${path}' was written by another balance-lab (checkpoint schema ${String(cp.schema)}); start the run again`);
  // Checkpoints written before game modules have no module field: built-in games.
  return { ...cp, identity: { ...cp.identity, module: cp.identity.module ?? '' } };
}

/** Throws a one-line UsageError when the checkpoint belongs to another run. */
export function checkResumable(cp: Checkpoint, identity: RunIdentity, shard: number, dir: string): void {
  const diff = identityDifference(cp.identity, identity);
  if (diff) throw new UsageError(`cannot resume: the checkpoint in '${dir}' is for a different run: ${diff} (checkpoint vs command)`);
  if (cp.shard !== shard) throw new UsageError(`cannot resume: the checkpoint in '${dir}' is for shard ${cp.shard}, the command plays shard ${shard}`);
}

export function removeCheckpoint(dir: string): void {
  rmSync(join(dir, CHECKPOINT_FILE), { force: true });
}
