// The library surface in one call each: what the CLI does, for scripts.
import { availableParallelism } from 'node:os';
import { parseBotSpec } from './bots/registry.js';
import type { AnyGame, GameRef, Outcome, Seating } from './contracts.js';
import { makePlan, type PlanOptions } from './plan.js';
import { createPlayContext, playGame as playIndexedGame, type DecisionLogEntry } from './play.js';
import { runToPrecision, type PrecisionTarget } from './precision.js';
import { runPlan } from './runner.js';
import { requireGameRef } from './game-ref.js';
import { buildSummary, type Summary } from './summary.js';
import { resolveParameters } from './parameters.js';
import { resolveContent } from './content.js';
import type { Band } from './verdict.js';

export interface SimulateOptions extends Omit<PlanOptions, 'games'> {
  readonly game: AnyGame;
  /** Games to play; or give `precision` instead. */
  readonly games?: number;
  /** Play deterministic batches until every matchup's (or faction's) interval is within ±halfWidth (or maxGames). */
  readonly precision?: { readonly halfWidth: number; readonly maxGames?: number; readonly on?: PrecisionTarget };
  /**
   * Lets worker threads import the game: `{ moduleUrl: import.meta.url, exportName: 'myGame' }`
   * in the module that exports it. Every worker imports that module, so its top-level code runs
   * once per worker. Without it the games are played in this thread.
   */
  readonly gameRef?: GameRef | null;
  /** Worker threads (default: one per core with a gameRef, otherwise 0 = this thread); more than 0 needs `gameRef`. */
  readonly workers?: number;
  readonly band?: Band;
  readonly signal?: AbortSignal;
}

/** Plays a study and returns its summary (the object written as summary.json). */
export async function simulate(opts: SimulateOptions): Promise<Summary> {
  const { game } = opts;
  const gameRef = opts.gameRef ?? null;
  const workers = opts.workers ?? (gameRef ? availableParallelism() : 0);
  if (workers > 0) requireGameRef(gameRef, workers);
  const maxGames = opts.precision ? (opts.precision.maxGames ?? 1_000_000) : (opts.games ?? 1000);
  const plan = makePlan(game, { ...opts, games: maxGames });
  const run = { game, gameRef, plan, workers, signal: opts.signal };
  const precision = opts.precision ? await runToPrecision({ ...run, halfWidth: opts.precision.halfWidth, maxGames: plan.games, on: opts.precision.on ?? 'matchups' }) : null;
  const result = precision ?? (await runPlan(run));
  return buildSummary({
    game,
    plan: precision ? { ...plan, games: precision.plannedGames } : plan,
    tally: result.tally,
    shards: [plan.shard?.index ?? 0],
    wallSeconds: result.wallSeconds,
    workers,
    complete: result.complete,
    command: null,
    errors: result.errors.length,
    precision: precision ? { target: precision.target, widest: precision.widest, reached: precision.reached, on: precision.on } : null,
    band: opts.band,
  });
}

export interface PlayedGameReport {
  readonly outcome: Outcome;
  readonly length: number;
  readonly decisions: number;
  /** Every decision in words, when asked for. */
  readonly log: DecisionLogEntry[] | null;
}

/**
 * Plays one game: game `index` of the run seeded `seed`, with this seating and
 * one bot spec per seat (or one for all). The same arguments give the same game
 * as inside `simulate`.
 */
export function playGame(
  game: AnyGame,
  seating: Seating,
  seed: string | number,
  index: number,
  bots: readonly string[] = ['random'],
  opts: {
    readonly parameters?: Readonly<Record<string, unknown>>;
    readonly log?: boolean;
    /** A built-in content set's name or a document (games that take content); default: the game's default set. */
    readonly content?: PlanOptions['content'];
  } = {},
): PlayedGameReport {
  const content = resolveContent(game, opts.content);
  const config = game.configure(resolveParameters(game.parameters, opts.parameters ?? {}), content?.document);
  const specs = seating.map((_, s) => parseBotSpec(bots[s] ?? bots[0] ?? 'random'));
  const ctx = createPlayContext(game, config, String(seed), specs);
  const log: DecisionLogEntry[] | null = opts.log ? [] : null;
  const played = playIndexedGame(ctx, seating, index, log ? (e) => log.push(e) : undefined);
  return { outcome: played.outcome, length: played.length, decisions: played.decisions, log };
}
