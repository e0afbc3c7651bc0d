// One unit of work of a run: the shard's game indices in [start, end).
import type { OutcomeKind } from './contracts.js';
import { inShard, SeatingPlan, type RunPlan } from './plan.js';
import { GameCrash, playGame, type PlayContext } from './play.js';
import { recordGame, recordSwappedPair, type Tally } from './tally.js';
import type { Outcome } from './contracts.js';

/** One finished game, for the opt-in games.csv. */
export interface GameRow {
  readonly index: number;
  readonly seating: readonly string[];
  readonly kind: OutcomeKind;
  readonly winners: readonly number[];
  readonly reason: string;
  readonly length: number;
}

/** A game that threw under --keep-going: recorded, counted, and the run goes on. */
export interface GameErrorRow {
  readonly index: number;
  readonly seating: readonly string[];
  readonly message: string;
}

export interface ChunkResult {
  readonly games: number;
  readonly decisions: number;
  readonly rows: GameRow[] | null;
  readonly errors: GameErrorRow[];
}

export interface ChunkOptions {
  /** Collect a row per game (games.csv). */
  readonly rows: boolean;
  /** Record crashed games instead of stopping the run. */
  readonly keepGoing: boolean;
}

export function runChunk(
  ctx: PlayContext,
  plan: RunPlan,
  seating: SeatingPlan,
  start: number,
  end: number,
  tally: Tally,
  opts: ChunkOptions,
): ChunkResult {
  let games = 0;
  let decisions = 0;
  const rows: GameRow[] | null = opts.rows ? [] : null;
  const errors: GameErrorRow[] = [];
  const swapped = [1, 0];
  for (let i = start; i < end; i++) {
    if (!inShard(plan.shard, i)) continue;
    const seats = seating.seatingFor(i);
    // --paired: the same game index again with the two seats swapped, on the same streams.
    const orders = plan.paired ? [seats, [seats[1] as string, seats[0] as string]] : [seats];
    const played = [];
    try {
      for (let k = 0; k < orders.length; k++) played.push(playGame(ctx, orders[k] as string[], i, undefined, k === 1 ? swapped : undefined));
    } catch (err) {
      if (!opts.keepGoing || !(err instanceof GameCrash)) throw err;
      errors.push({ index: i, seating: err.seating, message: err.causeMessage });
      continue;
    }
    for (const p of played) {
      recordGame(tally, p.seating, p.outcome, p.length);
      games++;
      decisions += p.decisions;
      rows?.push({ index: i, seating: p.seating, kind: p.outcome.kind, winners: p.outcome.winners, reason: p.outcome.reason, length: p.length });
    }
    if (plan.paired) recordSwappedPair(tally, seats, (played[0] as { outcome: Outcome }).outcome, (played[1] as { outcome: Outcome }).outcome);
  }
  return { games, decisions, rows, errors };
}
