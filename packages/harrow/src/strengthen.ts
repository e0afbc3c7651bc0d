// STRENGTHEN (spec §1.11.3, R-STR-1…2; rulebook L378-384, L1314-1320). No decision: each
// STRENGTHEN moves `strengthenCubes` (1, L382) cubes of your colour from Possessions to your side
// of the Battleground, or nothing when Possessions are empty (R-STR-1). The cap
// (`game.cubeCap`, 6, L384, L671) is not checked here but in the owner's Clean-Up (R-STR-2):
// `capBattleground` is that step, for the Clean-Up code to call.
import type { BasicNumbers } from './basic-actions.js';
import { COLOURS, FACTION_COLOUR, type HarrowState } from './state.js';

/** Resolves `count` STRENGTHEN actions for `fac`; returns the cubes moved. */
export function strengthen(s: HarrowState, fac: number, count: number, n: BasicNumbers): number {
  const i = fac * COLOURS + FACTION_COLOUR[fac]!;
  let k = count * n.strengthenCubes;
  if (k > s.poss[i]!) k = s.poss[i]!;
  if (k < 0) k = 0;
  s.poss[i]! -= k;
  s.bg[i]! += k;
  return k;
}

/** R-STR-2 (L384, L671): cubes of the owner's colour beyond `cubeCap` go back to Possessions; returns how many. */
export function capBattleground(s: HarrowState, fac: number, n: BasicNumbers): number {
  const i = fac * COLOURS + FACTION_COLOUR[fac]!;
  const excess = s.bg[i]! - n.cubeCap;
  if (excess <= 0) return 0;
  s.bg[i]! -= excess;
  s.poss[i]! += excess;
  return excess;
}
