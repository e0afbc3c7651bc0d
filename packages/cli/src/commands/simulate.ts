// balance-lab simulate <game>: plays a plan of games and writes the summary and
// tables; checkpoints as it goes, resumes, and stops cleanly on a signal.
import { existsSync, readFileSync, statSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import {
  buildSummary,
  checkResumable,
  errorsCsv,
  GamesCsvWriter,
  makePlan,
  planIdentity,
  readCheckpoint,
  removeCheckpoint,
  runPlan,
  runToPrecision,
  summaryJson,
  UsageError,
  writeCheckpoint,
  writeFileAtomic,
  writeRunOutputs,
  type AnyGame,
  type GameRef,
  type GameErrorRow,
  type RunPlan,
  type RunProgress,
  type RunResult,
  type RunOptions,
  type GameRow,
  type PrecisionResult,
  type Band,
  type PrecisionTarget,
} from '@balance-lab/core';

const pct = (x: number): string => (x * 100).toFixed(2);
import { intOption, parseArgs, type OptionSpec, type ParsedArgs } from '../args.js';
import { Progress, summaryTable, type Io } from '../output.js';
import { BAND_OPTION, bandOption, parseShard, PLAN_OPTIONS, planOptionsFrom, shardFromEnvironment } from '../plan-args.js';
import { loadGame } from '../game-arg.js';
import { replayCommandLine } from '../replay-line.js';

export const SIMULATE_OPTIONS: readonly OptionSpec[] = [
  { name: 'games', kind: 'value', placeholder: 'N', help: 'games to play per player count (default 1000)' },
  { name: 'precision', kind: 'value', placeholder: 'H', help: 'instead of --games: play batches until every matchup interval (or with --on factions, every faction interval) is within ±H (e.g. 0.01)' },
  { name: 'on', kind: 'value', placeholder: 'matchups|factions', help: 'with --precision: whose intervals must reach ±H (default matchups)' },
  { name: 'max-games', kind: 'value', placeholder: 'M', help: 'with --precision: stop at M games per player count (default 1000000)' },
  ...PLAN_OPTIONS,
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core; 0 = in this thread)' },
  { name: 'shard', kind: 'value', placeholder: 'i/n', help: 'play only games whose index ≡ i (mod n)' },
  { name: 'shards', kind: 'value', placeholder: 'n', help: 'like --shard, index from JOB_COMPLETION_INDEX / SLURM_ARRAY_TASK_ID / AWS_BATCH_JOB_ARRAY_INDEX' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write summary.json and the CSV tables here (checkpointed while running)' },
  { name: 'resume', kind: 'flag', help: 'continue the run checkpointed in --out DIR' },
  { name: 'keep-going', kind: 'flag', help: 'record games that throw in errors.csv and go on' },
  { name: 'games-csv', kind: 'flag', help: 'also write games.csv, one row per game (streamed)' },
  { name: 'checkpoint-seconds', kind: 'value', placeholder: 'T', help: 'seconds between checkpoints (default 5)' },
  BAND_OPTION,
  { name: 'json', kind: 'flag', help: 'print summary.json on stdout (nothing else goes there)' },
  { name: 'quiet', kind: 'flag', help: 'no table, no progress bar' },
];

/** Exit statuses of a run stopped by a signal (128 + signal number). */
const SIGNAL_EXIT: Record<'SIGINT' | 'SIGTERM', number> = { SIGINT: 130, SIGTERM: 143 };

interface Prepared {
  readonly game: AnyGame;
  /** What each worker thread imports (a built-in game's module or the designer's). */
  readonly ref: GameRef;
  readonly plan: RunPlan;
  readonly workers: number;
  readonly out: string | undefined;
  readonly resume: RunProgress | undefined;
  readonly gamesCsvBytes: number | null;
  readonly checkpointMs: number;
  /** Target half-width, game cap (all counts) and whose intervals, in precision mode. */
  readonly precision: { readonly halfWidth: number; readonly maxGames: number; readonly on: PrecisionTarget } | null;
  readonly band: Band | undefined;
}

async function prepare(args: ParsedArgs, env: NodeJS.ProcessEnv): Promise<Prepared | 'already-complete'> {
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game, ref } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for simulate: give one game`);
  const precision = precisionOption(args);
  const games = precision ? precision.maxGames : intOption(args, 'games', 1000, 1, 1e12);
  const workers = intOption(args, 'workers', availableParallelism(), 0, 256);
  const checkpointMs = intOption(args, 'checkpoint-seconds', 5, 1, 86400) * 1000;
  if (args.values.has('shard') && args.values.has('shards')) throw new UsageError('give --shard i/n or --shards n, not both');
  const shard = args.values.has('shard')
    ? parseShard(args.values.get('shard') as string)
    : args.values.has('shards')
      ? shardFromEnvironment(args.values.get('shards') as string, env)
      : null;
  const plan = makePlan(game, planOptionsFrom(chosen, args, games, shard));
  const band = bandOption(args);
  if (band && plan.players.length > 1) {
    throw new UsageError(`--band sets one band, but ${plan.players.join(', ')} players have different fair shares: give --band with one --players count`);
  }
  const out = args.values.get('out');
  if (out !== undefined && existsSync(out) && !statSync(out).isDirectory()) {
    throw new UsageError(`invalid --out '${out}': it exists and is not a directory`);
  }
  for (const needsOut of ['resume', 'games-csv']) {
    if (args.flags.has(needsOut) && out === undefined) throw new UsageError(`--${needsOut} needs --out DIR`);
  }
  if (!args.flags.has('resume') || out === undefined) {
    return { game, ref, plan, workers, out, resume: undefined, gamesCsvBytes: null, checkpointMs, precision: precision && { ...precision, maxGames: plan.games }, band };
  }
  const cp = readCheckpoint(out);
  if (!cp) {
    const summaryPath = join(out, 'summary.json');
    if (existsSync(summaryPath) && (JSON.parse(readFileSync(summaryPath, 'utf8')) as { complete?: boolean }).complete === true) {
      return 'already-complete';
    }
    throw new UsageError(`nothing to resume in '${out}': no checkpoint.json`);
  }
  checkResumable(cp, planIdentity(game, plan), shard?.index ?? 0, out);
  if (args.flags.has('games-csv') !== (cp.gamesCsvBytes !== null)) {
    throw new UsageError(`cannot resume: the checkpoint in '${out}' was made ${cp.gamesCsvBytes === null ? 'without' : 'with'} --games-csv`);
  }
  return { game, ref, plan, workers, out, resume: cp.progress, gamesCsvBytes: cp.gamesCsvBytes, checkpointMs, precision: null, band };
}

function precisionOption(args: ParsedArgs): { halfWidth: number; maxGames: number; on: PrecisionTarget } | null {
  const raw = args.values.get('precision');
  if (raw === undefined) {
    for (const other of ['max-games', 'on']) if (args.values.has(other)) throw new UsageError(`--${other} goes with --precision`);
    return null;
  }
  const on = args.values.get('on') ?? 'matchups';
  if (on !== 'matchups' && on !== 'factions') throw new UsageError(`invalid --on '${on}': expected matchups or factions`);
  const h = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(h) || h <= 0 || h >= 0.5) {
    throw new UsageError(`invalid --precision '${raw}': expected a half-width between 0 and 0.5 (e.g. 0.01 for ±1 point)`);
  }
  for (const other of ['games', 'shard', 'shards']) {
    if (args.values.has(other)) throw new UsageError(`--precision decides the game count itself: drop --${other}`);
  }
  if (args.flags.has('resume')) throw new UsageError('--precision runs cannot be resumed: drop --resume');
  return { halfWidth: h, maxGames: intOption(args, 'max-games', 1_000_000, 1, 1e12), on };
}

export async function simulateCommand(argv: readonly string[], io: Io, env: NodeJS.ProcessEnv, command: string): Promise<number> {
  const args = parseArgs('simulate', argv, SIMULATE_OPTIONS);
  const prepared = await prepare(args, env);
  const quiet = args.flags.has('quiet');
  if (prepared === 'already-complete') {
    if (!quiet) io.stderr.write(`balance-lab: the run in '${args.values.get('out')}' is already complete; nothing to resume\n`);
    return 0;
  }
  const { game, plan, workers, out } = prepared;
  if (!quiet && !prepared.precision) {
    const perCount = plan.games / plan.players.length;
    plan.players.forEach((n, k) => {
      const cycle = (plan.cycles[k] as readonly unknown[]).length;
      if (perCount % cycle !== 0) {
        io.stderr.write(
          `note: ${perCount} games at ${n} players do not divide evenly among its ${cycle} legal seatings: ` +
            `${perCount % cycle} seatings get one game more (use a multiple of ${cycle} for a balanced design)\n`,
        );
      }
    });
  }
  const shardIndex = plan.shard?.index ?? 0;
  const identity = planIdentity(game, plan);
  if (out !== undefined) mkdirSync(out, { recursive: true });
  const gamesCsv = args.flags.has('games-csv') && out !== undefined ? new GamesCsvWriter(join(out, 'games.csv'), prepared.gamesCsvBytes) : null;

  let committed: RunProgress | undefined = prepared.resume;
  let lastCheckpoint = performance.now();
  const checkpoint = (): void => {
    if (out === undefined || committed === undefined) return;
    gamesCsv?.sync();
    writeCheckpoint(out, { schema: 2, identity, shard: shardIndex, progress: committed, gamesCsvBytes: gamesCsv ? gamesCsv.bytes : null });
    lastCheckpoint = performance.now();
  };

  const controller = new AbortController();
  let stoppedBy: 'SIGINT' | 'SIGTERM' | null = null;
  const onSignal = (sig: 'SIGINT' | 'SIGTERM'): void => {
    if (stoppedBy) process.exit(SIGNAL_EXIT[sig]); // a second signal: stop at once
    stoppedBy = sig;
    controller.abort();
  };
  const onInt = (): void => onSignal('SIGINT');
  const onTerm = (): void => onSignal('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);

  const progress = new Progress(io, !quiet && io.stderr.isTTY === true);
  let result: RunResult;
  let precisionResult: PrecisionResult | null = null;
  try {
    const runOptions = {
      game,
      gameRef: prepared.ref,
      plan,
      workers,
      resume: prepared.resume,
      signal: controller.signal,
      collectRows: gamesCsv !== null,
      keepGoing: args.flags.has('keep-going'),
      onCommit: (p: RunProgress, rows: readonly GameRow[] | null) => {
        committed = p;
        if (rows && gamesCsv) gamesCsv.append(rows);
        if (performance.now() - lastCheckpoint >= prepared.checkpointMs) checkpoint();
      },
      onProgress: (done: number, total: number) => progress.update(done, total),
    } satisfies RunOptions;
    if (prepared.precision) {
      precisionResult = await runToPrecision({ ...runOptions, ...prepared.precision });
      result = precisionResult;
    } else {
      result = await runPlan(runOptions);
    }
  } catch (err) {
    // Whatever failed, the games finished before it stay on disk.
    progress.end();
    checkpoint();
    gamesCsv?.close();
    throw err;
  } finally {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
  progress.end();

  const summary = buildSummary({
    game,
    plan: precisionResult ? { ...plan, games: precisionResult.plannedGames } : plan,
    tally: result.tally,
    shards: [shardIndex],
    wallSeconds: result.wallSeconds,
    workers,
    complete: result.complete,
    command,
    errors: result.errors.length,
    precision: precisionResult ? { target: precisionResult.target, widest: precisionResult.widest, reached: precisionResult.reached, on: precisionResult.on } : null,
    band: prepared.band,
  });
  if (out !== undefined) {
    if (!result.complete) {
      committed = result;
      checkpoint();
    }
    if (gamesCsv) {
      gamesCsv.sync();
      gamesCsv.close();
    }
    writeErrors(out, result.errors, args, plan);
    await writeRunOutputs(out, summary, { parameters: game.parameters });
    if (result.complete) removeCheckpoint(out);
  }
  if (args.flags.has('json')) io.stdout.write(summaryJson(summary));
  if (!quiet) {
    io.stderr.write(summaryTable(summary) + (out !== undefined ? `written to ${out}/\n` : ''));
    if (result.errors.length > 0) io.stderr.write(`${result.errors.length} games threw and were skipped (--keep-going); see ${out ?? ''}/errors.csv\n`);
  }
  const whose = prepared.precision?.on === 'factions' ? 'faction' : 'matchup';
  if (precisionResult && !quiet) {
    io.stderr.write(
      precisionResult.reached
        ? `precision: every ${whose} within ±${pct(precisionResult.target)} points after ${result.games} games\n`
        : `precision: stopped at --max-games ${precisionResult.plannedGames / plan.players.length} per player count; the widest ${whose} interval is ±${pct(precisionResult.widest)} points (target ±${pct(precisionResult.target)})\n`,
    );
  }
  if (stoppedBy) {
    io.stderr.write(
      `balance-lab: stopped by ${stoppedBy} after ${result.games} games; ` +
        (out !== undefined ? `continue with the same command and --resume\n` : 'nothing was saved (no --out)\n'),
    );
    return SIGNAL_EXIT[stoppedBy];
  }
  return 0;
}

function writeErrors(out: string, errors: readonly GameErrorRow[], args: ParsedArgs, plan: RunPlan): void {
  if (errors.length === 0) return;
  const gameId = args.positionals[0] as string;
  writeFileAtomic(join(out, 'errors.csv'), errorsCsv(errors, (row) => replayCommandLine(gameId, plan.seed, row.index, args)));
}
