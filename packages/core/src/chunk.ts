// One unit of work of a run: the shard's game indices in [start, end).
import type { OutcomeKind } from './contracts.js';
import { inShard, SeatingPlan, type RunPlan } from './plan.js';
import { GameCrash, playGame, type PlayContext } from './play.js';
import { recordGame, type Tally } from './tally.js';

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
  for (let i = start; i < end; i++) {
    if (!inShard(plan.shard, i)) continue;
    const seats = seating.seatingFor(i);
    let played;
    try {
      played = playGame(ctx, seats, i);
    } catch (err) {
      if (!opts.keepGoing || !(err instanceof GameCrash)) throw err;
      errors.push({ index: i, seating: seats, message: err.causeMessage });
      continue;
    }
    recordGame(tally, seats, played.outcome, played.length);
    games++;
    decisions += played.decisions;
    rows?.push({
      index: i,
      seating: seats,
      kind: played.outcome.kind,
      winners: played.outcome.winners,
      reason: played.outcome.reason,
      length: played.length,
    });
  }
  return { games, decisions, rows, errors };
}
