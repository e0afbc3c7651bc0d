// CR-J journeys: straight lines along the unit's direction mask, exact distance
// (or ≤ with the "≤" icon), no leap-frogging, legal destination.
import { A_MOVE, encode } from './actions.js';
import { maskToGlobal, RAY, RAY_STEPS, type Square } from './geometry.js';
import { type DarkleafState, type UnitId, G_JOURNEYED, G_TURN, unitType } from './state.js';
import { mayEndOn, moveUnit } from './units.js';

/** CR-J-8 / G-92 / G-66: the unit may not journey or be used this turn. */
export const isFrozen = (s: DarkleafState, u: UnitId): boolean => s.uFrozenUntil[u]! >= s.g[G_TURN]!;

/**
 * Appends MOVE codes for unit `u` journeying `dist` squares along the global
 * directions in `globalMask` (any k ≤ dist when `upTo`). Intermediate squares
 * must be empty (CR-J-3); the destination empty and legal (CR-J-5).
 * With `out` null it only counts them, and stops once `n` reaches `limit` (a forced-choice probe).
 */
export function walkMoves(
  s: DarkleafState, u: UnitId, globalMask: number, dist: number, upTo: boolean, out: Int32Array | null, n: number, limit = MAX_COUNT,
): number {
  const from = s.uSq[u]!;
  if (from < 0 || dist < 1) return n;
  const board = s.board;
  for (let m = globalMask & 0xff; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m); // set directions, lowest first
    const at = (from * 8 + d) * RAY_STEPS;
    if (!upTo && RAY[at + dist]! < 0) continue; // an exact journey off the board (RAY is −1 past the edge)
    for (let k = 1; k <= dist; k++) {
      const sq = RAY[at + k]!;
      if (sq < 0 || board[sq] !== -1) break;
      if ((k === dist || upTo) && mayEndOn(s, u, sq)) {
        if (out !== null) out[n] = encode(A_MOVE, u, sq);
        if (++n >= limit) return n;
      }
    }
  }
  return n;
}

/** No limit: every move is listed. */
const MAX_COUNT = 0x7fffffff;

/** Journey choices of every unit of `seat` by its data direction set (with `out` null: their count, up to `limit`). */
export function genericJourneyMoves(s: DarkleafState, seat: number, value: number, out: Int32Array | null, n: number, limit = MAX_COUNT): number {
  const clan = s.config.clans[s.clan[seat]!]!;
  for (let i = 0; i < 16 && n < limit; i++) {
    const u = seat * 16 + i;
    if (s.uSq[u]! < 0 || isFrozen(s, u)) continue;
    const t = unitType(u);
    const mask = maskToGlobal(seat, clan.journeyMask[t]!);
    if (mask === 0) continue;
    const fixed = clan.journeyFixed[t]!;
    n = walkMoves(s, u, mask, fixed > 0 ? fixed : value, clan.journeyUpTo[t] === 1, out, n, limit);
  }
  return n;
}

/** Moves the unit and records it as the unit that journeyed this turn. */
export function journeyTo(s: DarkleafState, u: UnitId, to: Square): void {
  moveUnit(s, u, to);
  s.g[G_JOURNEYED] = u;
}
