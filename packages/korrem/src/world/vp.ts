// Victory points (spec §1.1, §1.22): every change goes through `addVp`, which keeps the per-source
// words for the metrics (§6.6) and checks the win at once (ASSUMPTION G55); the round-cap outcome
// (ASSUMPTION G75).
import { CAP_TIMEOUT } from '../parameters.js';
import type { KorremGame } from '../prompts.js';
import {
  END_VP,
  G_END,
  G_WINNER,
  PL_VP,
  PL_VP_ARTIFACT,
  PL_VP_MONSTER,
  PL_VP_QUEST,
  PL_WORDS,
  SETTLE_KINGDOM,
  SETTLE_VILLAGE,
  type KorremState,
  type Seat,
} from '../state.js';

/** Where VP come from (spec §1.1): the PL_* word that counts them. */
export type VpSource = number;
export const VP_QUEST: VpSource = PL_VP_QUEST;
export const VP_MONSTER: VpSource = PL_VP_MONSTER;
/** Banked Artifacts only (spec §6.7 invariant 3: equals the sum over the Artifacts in the bank). */
export const VP_ARTIFACT: VpSource = PL_VP_ARTIFACT;
/** The Heart of Korrem's bonus (G35) and traded VP (G56): only the total counts them (total − the three sources). */
export const VP_OTHER: VpSource = PL_VP;

/**
 * Adds `amount` (negative: a loss) to `seat`'s VP, by source. Losses only take back VP gained
 * before (spec §1.22: an Artifact leaves the bank, a keep quest lapses, a VP trade).
 * A gain that brings the seat to `vpGoal` or more ends the game at once with that seat the
 * winner, unless the game has already ended (the first to reach the goal wins, G55).
 */
export function addVp(s: KorremGame, seat: Seat, amount: number, source: VpSource): void {
  if (amount === 0) return;
  const base = seat * PL_WORDS;
  s.pl[base + PL_VP] = s.pl[base + PL_VP]! + amount;
  if (source !== PL_VP) s.pl[base + source] = s.pl[base + source]! + amount;
  if (amount > 0 && s.g[G_END] === 0 && s.pl[base + PL_VP]! >= s.config.params.vpGoal) declareWinner(s, seat);
}

/** The game ends now with `seat` the winner (the VP goal, or the Heart of Korrem under heartMode instantWin, G35). */
export function declareWinner(s: KorremState, seat: Seat): void {
  if (s.g[G_END] !== 0) return;
  s.g[G_WINNER] = seat;
  s.g[G_END] = END_VP;
}

export const vpOf = (s: KorremState, seat: Seat): number => s.pl[seat * PL_WORDS + PL_VP]!;

/** Moves `n` VP from one seat to another (a VP trade, only with trade.allowVp, ASSUMPTION G56). */
export function transferVp(s: KorremGame, from: Seat, to: Seat, n: number): void {
  if (!s.config.params.allowVpTrade) throw new Error('VP trading is off (trade.allowVp, G56)');
  if (n <= 0 || vpOf(s, from) < n) throw new RangeError(`seat ${from} cannot trade ${n} VP`);
  addVp(s, from, -n, VP_OTHER);
  addVp(s, to, n, VP_OTHER);
}

/** Town Hall piles P = villages + 2 × kingdoms owned (§1.15), counting occupied settlements. */
export function townHallPiles(s: KorremState, seat: Seat): number {
  let p = 0;
  const n = s.map.count;
  for (let t = 0; t < n; t++) {
    if (s.settleOwner[t] !== seat) continue;
    const k = s.settleKind[t];
    if (k === SETTLE_VILLAGE) p += 1;
    else if (k === SETTLE_KINGDOM) p += 2;
  }
  return p;
}

/**
 * The winners at the round cap (ASSUMPTION G75), as a bit mask of seats (bit s = seat s): under
 * capRule mostVp the most VP, ties broken by more Town Hall piles (villages + 2·kingdoms), still
 * tied → a shared win; under timeout nobody (0).
 */
export function capOutcome(s: KorremGame): number {
  if (s.config.params.capRule === CAP_TIMEOUT) return 0;
  let mask = 0;
  let bestVp = -1;
  let bestPiles = -1;
  for (let p = 0; p < s.shape.seats; p++) {
    const v = vpOf(s, p);
    const piles = townHallPiles(s, p);
    if (v > bestVp || (v === bestVp && piles > bestPiles)) {
      bestVp = v;
      bestPiles = piles;
      mask = 1 << p;
    } else if (v === bestVp && piles === bestPiles) {
      mask |= 1 << p;
    }
  }
  return mask;
}
