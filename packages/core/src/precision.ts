// Precision mode: play in deterministic batches until every matchup interval
// is narrow enough. Batch boundaries depend only on the plan (never on the
// worker count), and the stop test only on the counts so far, so the same seed
// always stops at the same game count.
import { SeatingPlan, type RunPlan } from './plan.js';
import { runPlan, type RunOptions, type RunProgress, type RunResult } from './runner.js';
import { factionRows, matchupRows } from './stats.js';
import type { Tally } from './tally.js';

/** Whose intervals must reach the target: every seat of every seating, or every faction at every count. */
export type PrecisionTarget = 'matchups' | 'factions';

export interface PrecisionOptions extends Omit<RunOptions, 'plan' | 'chunkSize' | 'resume'> {
  /** The plan; its `games` is ignored (precision decides), `maxGames` caps it (game indices, all counts). */
  readonly plan: RunPlan;
  /** Target half-width of every Wilson 95% interval (e.g. 0.01 for ±1 point). */
  readonly halfWidth: number;
  readonly maxGames: number;
  /** Default: matchups. At 6 players there are 720 seatings; per-faction targets are reachable there. */
  readonly on?: PrecisionTarget;
  /** Called after each batch with the widest half-width so far. */
  readonly onBatch?: (games: number, widest: number) => void;
}

export interface PrecisionResult extends RunResult {
  readonly target: number;
  /** Widest matchup half-width when the run stopped. */
  readonly widest: number;
  /** Whether every interval reached the target (false: stopped at maxGames). */
  readonly reached: boolean;
  /** Games the plan grew to. */
  readonly plannedGames: number;
  /** Whose intervals had to reach the target. */
  readonly on: PrecisionTarget;
}

/** Widest half-width over every seat of every seating, or of every faction at every count (1 when nothing was played). */
export function widestHalfWidth(t: Tally, on: PrecisionTarget = 'matchups'): number {
  let widest = 0;
  let any = false;
  if (on === 'factions') {
    for (const f of factionRows(t)) {
      widest = Math.max(widest, (f.ciHigh - f.ciLow) / 2);
      any = true;
    }
    return any ? widest : 1;
  }
  for (const m of matchupRows(t)) {
    for (let s = 0; s < m.seats.length; s++) {
      widest = Math.max(widest, ((m.ciHigh[s] as number) - (m.ciLow[s] as number)) / 2);
      any = true;
    }
  }
  return any ? widest : 1;
}

/** Chunks hold whole cycles of the seating plan so every batch is balanced. */
export function precisionChunkSize(plan: RunPlan): number {
  const cycle = new SeatingPlan(plan).cycle;
  return cycle * Math.max(1, Math.ceil(200 / cycle));
}

/** Cumulative batch targets: 16 chunks, then doubling, capped at maxGames. */
export function batchTargets(chunkSize: number, maxGames: number): number[] {
  const targets: number[] = [];
  for (let t = chunkSize * 16; ; t *= 2) {
    if (t >= maxGames) {
      targets.push(maxGames);
      return targets;
    }
    targets.push(t);
  }
}

export async function runToPrecision(opts: PrecisionOptions): Promise<PrecisionResult> {
  const chunkSize = precisionChunkSize(opts.plan);
  let resume: RunProgress | undefined;
  let result: RunResult | undefined;
  let wall = 0;
  let widest = 1;
  let planned = 0;
  for (const target of batchTargets(chunkSize, opts.maxGames)) {
    planned = target;
    result = await runPlan({ ...opts, plan: { ...opts.plan, games: target }, chunkSize, resume });
    wall += result.wallSeconds;
    widest = widestHalfWidth(result.tally, opts.on);
    opts.onBatch?.(result.games, widest);
    if (!result.complete || widest <= opts.halfWidth) break;
    resume = result;
  }
  const r = result as RunResult;
  return { ...r, wallSeconds: wall, target: opts.halfWidth, widest, reached: widest <= opts.halfWidth, plannedGames: planned, on: opts.on ?? 'matchups' };
}
