// One unit of work of a run: the shard's game indices in [start, end).
import type { OutcomeKind } from './contracts.js';
import { inShard, SeatingPlan, type RunPlan } from './plan.js';
import { GameCrash, playGame, type PlayContext } from './play.js';
import { recordGame, recordRotationGroup, recordSwappedPair, type Tally } from './tally.js';

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
  const metricKeys = (ctx.game.metrics ?? []).map((m) => m.key);
  for (let i = start; i < end; i++) {
    if (!inShard(plan.shard, i)) continue;
    const seats = seating.seatingFor(i);
    const n = seats.length;
    // --paired: the same game index in every rotation r of its seats, on the same streams:
    // seat s holds the faction of seat (s + r) mod N, with that seat's bot and bot stream.
    const rotations = plan.paired ? n : 1;
    const played = [];
    try {
      for (let r = 0; r < rotations; r++) {
        const order = r === 0 ? seats : seats.map((_, s) => seats[(s + r) % n] as string);
        const botSeats = r === 0 ? undefined : seats.map((_, s) => (s + r) % n);
        played.push(playGame(ctx, order, i, undefined, botSeats));
      }
    } catch (err) {
      if (!opts.keepGoing || !(err instanceof GameCrash)) throw err;
      errors.push({ index: i, seating: err.seating, message: err.causeMessage });
      continue;
    }
    for (const p of played) {
      recordGame(tally, p.seating, p.outcome, p.length, { turnOrder: p.turnOrder, metrics: p.metrics ? { keys: metricKeys, values: p.metrics } : null });
      games++;
      decisions += p.decisions;
      rows?.push({ index: i, seating: p.seating, kind: p.outcome.kind, winners: p.outcome.winners, reason: p.outcome.reason, length: p.length });
    }
    if (plan.paired && n === 2) recordSwappedPair(tally, seats, played[0]!.outcome, played[1]!.outcome);
    else if (plan.paired) recordRotationGroup(tally, seats, played.map((p) => p.outcome));
  }
  return { games, decisions, rows, errors };
}
