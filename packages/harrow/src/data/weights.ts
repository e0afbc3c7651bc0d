// The weights of Harrow's first position evaluation (game.ts `evaluate`), as Sourced data so a
// study can see where they come from. A FIRST evaluation: score difference only, no board
// features yet (spec §5.5 lists the features a later one should add).
import { S, type Sourced } from './sourced.js';

export const EVAL_WEIGHTS = {
  /** Points of lead that count as a sure win (the value saturates there). */
  scoreScale: S(7, 'ours: the score difference is divided by game.pointsToWin\'s default (L764: 7) and clamped to [-1, 1]; a first evaluation'),
} as const satisfies Readonly<Record<string, Sourced<number>>>;
