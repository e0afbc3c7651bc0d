// CR-N next-best territory placement: when a rule places a unit into a target set
// with no legal square, the unit goes to a legal square at the smallest Chebyshev
// distance from the set (ring 1, ring 2, …); the moving player chooses.
import { CHEB, type Square } from './geometry.js';
import { type DarkleafState, TERR_RECLAIMED } from './state.js';

/** Scratch target set, filled by callers before placementSquares (module-level, reused). */
export const TARGET = new Uint8Array(64);
/** Result buffer of placementSquares. */
export const PLACE_OUT = new Int8Array(64);

export function clearTarget(): void {
  TARGET.fill(0);
}

/** CR-N-3: empty and, unless the placed unit's clan owns Reclaimed ground (ER-T-2, the ownsReclaimed hook), not Reclaimed. */
export function legalPlacement(s: DarkleafState, sq: Square, ownsReclaimed: boolean): boolean {
  return s.board[sq] === -1 && (ownsReclaimed || (s.terr[sq]! & TERR_RECLAIMED) === 0);
}

/**
 * Whether placementSquares finds a square for a non-empty target set: CR-N widens the search to
 * the whole board, so whether any square is free and legal (no TARGET or PLACE_OUT written).
 */
export function anyPlacement(s: DarkleafState, ownsReclaimed: boolean): boolean {
  for (let sq = 0; sq < 64; sq++) if (legalPlacement(s, sq, ownsReclaimed)) return true;
  return false;
}

/** Writes the next-best squares for TARGET into PLACE_OUT; returns how many (0 = no free legal square at all). */
const TARGET_LIST = new Int8Array(64);

export function placementSquares(s: DarkleafState, ownsReclaimed: boolean): number {
  let nt = 0;
  let n = 0;
  for (let t = 0; t < 64; t++) {
    if (TARGET[t] === 0) continue;
    TARGET_LIST[nt++] = t;
    if (legalPlacement(s, t, ownsReclaimed)) PLACE_OUT[n++] = t;
  }
  if (n > 0 || nt === 0) return n; // the target set itself has room (distance 0)
  let best = 99;
  for (let sq = 0; sq < 64; sq++) {
    if (!legalPlacement(s, sq, ownsReclaimed)) continue;
    let d = 99;
    for (let i = 0; i < nt; i++) {
      const c = CHEB[sq * 64 + TARGET_LIST[i]!]!;
      if (c < d) d = c;
    }
    if (d < best) {
      best = d;
      n = 0;
    }
    if (d === best && d < 99) PLACE_OUT[n++] = sq;
  }
  return n;
}
