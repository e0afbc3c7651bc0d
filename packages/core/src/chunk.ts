// One unit of work of a run: the shard's game indices in [start, end).
import { inShard, SeatingPlan, type RunPlan } from './plan.js';
import { playGame, type PlayContext } from './play.js';
import { recordGame, type Tally } from './tally.js';

export interface ChunkResult {
  readonly games: number;
  readonly decisions: number;
}

export function runChunk(ctx: PlayContext, plan: RunPlan, seating: SeatingPlan, start: number, end: number, tally: Tally): ChunkResult {
  let games = 0;
  let decisions = 0;
  for (let i = start; i < end; i++) {
    if (!inShard(plan.shard, i)) continue;
    const seats = seating.seatingFor(i);
    const played = playGame(ctx, seats, i);
    recordGame(tally, seats, played.outcome, played.length);
    games++;
    decisions += played.decisions;
  }
  return { games, decisions };
}
