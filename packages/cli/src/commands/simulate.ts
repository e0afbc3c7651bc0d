// balance-lab simulate <game>: plays a plan of games and writes the summary and tables.
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildSummary, makePlan, runPlan, summaryJson, UsageError, writeRunOutputs } from '@balance-lab/core';
import { intOption, parseArgs, type OptionSpec } from '../args.js';
import { Progress, summaryTable, type Io } from '../output.js';
import { parseShard, PLAN_OPTIONS, planOptionsFrom, shardFromEnvironment } from '../plan-args.js';
import { findGame } from '../registry.js';
import { loadGameRef } from '@balance-lab/core';

export const SIMULATE_OPTIONS: readonly OptionSpec[] = [
  { name: 'games', kind: 'value', placeholder: 'N', help: 'games to play (default 1000)' },
  ...PLAN_OPTIONS,
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core; 0 = in this thread)' },
  { name: 'shard', kind: 'value', placeholder: 'i/n', help: 'play only games whose index ≡ i (mod n)' },
  { name: 'shards', kind: 'value', placeholder: 'n', help: 'like --shard, index from JOB_COMPLETION_INDEX / SLURM_ARRAY_TASK_ID / AWS_BATCH_JOB_ARRAY_INDEX' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write summary.json, factions.csv, matchups.csv, seats.csv here' },
  { name: 'json', kind: 'flag', help: 'print summary.json on stdout (nothing else goes there)' },
  { name: 'quiet', kind: 'flag', help: 'no table, no progress bar' },
];

export async function simulateCommand(argv: readonly string[], io: Io, env: NodeJS.ProcessEnv, command: string): Promise<number> {
  const args = parseArgs('simulate', argv, SIMULATE_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const entry = findGame(gameId);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for simulate: give one game`);
  const game = await loadGameRef(entry.ref);
  const games = intOption(args, 'games', 1000, 1, 1e12);
  const workers = intOption(args, 'workers', availableParallelism(), 0, 256);
  if (args.values.has('shard') && args.values.has('shards')) throw new UsageError('give --shard i/n or --shards n, not both');
  const shard = args.values.has('shard')
    ? parseShard(args.values.get('shard') as string)
    : args.values.has('shards')
      ? shardFromEnvironment(args.values.get('shards') as string, env)
      : null;
  const plan = makePlan(game, planOptionsFrom(game, args, games, shard));
  const out = args.values.get('out');
  if (out !== undefined && existsSync(out) && !statSync(out).isDirectory()) {
    throw new UsageError(`invalid --out '${out}': it exists and is not a directory`);
  }

  const quiet = args.flags.has('quiet');
  const progress = new Progress(io, !quiet && io.stderr.isTTY === true);
  const result = await runPlan({
    game,
    gameRef: entry.ref,
    plan,
    workers,
    onProgress: (done, total) => progress.update(done, total),
  });
  progress.end();
  const summary = buildSummary({
    game,
    plan,
    tally: result.tally,
    shards: [shard ? shard.index : 0],
    wallSeconds: result.wallSeconds,
    workers,
    complete: true,
    command,
  });
  if (out !== undefined) writeRunOutputs(out, summary);
  if (args.flags.has('json')) io.stdout.write(summaryJson(summary));
  if (!quiet) io.stderr.write(summaryTable(summary) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
