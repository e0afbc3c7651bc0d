// CR-V-11 pushes (Flow, Tremor, Big Wave, Master the Current): one square in a
// direction; blocked by a unit, by Reclaimed ground for non-Erde units, by
// immovable units (The Endless stasis); only Flow-type pushes may leave the
// board, which vanquishes (CR-V-4 invulnerable units block, CR-V-7 absorbs).
// Milestone 1 ships the primitive for the clan modules still to be written.
import { ADJ, type Dir } from './geometry.js';
import { type DarkleafState, type UnitId, unitSeat } from './state.js';
import { isInvulnerable, mayEndOn, moveUnit, V_ABSORBED, vanquish } from './units.js';

export const PUSH_BLOCKED = 0, PUSH_MOVED = 1, PUSH_OFF_EDGE = 2, PUSH_ABSORBED = 3;

/** Whether `u` may be moved by anyone right now (WI-S-5 stasis etc.). */
export function isImmovable(s: DarkleafState, u: UnitId): boolean {
  return s.config.hooks[s.clan[unitSeat(u)]!]!.traitImmovable(s, u);
}

/** Most squares `u` may move in one action (IX-19/IX-34 Deep Roots). */
export function moveCap(s: DarkleafState, u: UnitId): number {
  return s.config.hooks[s.clan[unitSeat(u)]!]!.traitMoveCap(s, u);
}

/** Where a push of `u` in global direction `dir` would end: a square, −2 off the edge, −1 blocked. */
export function pushDestination(s: DarkleafState, u: UnitId, dir: Dir, mayLeaveBoard: boolean, bySeat: number): number {
  if (isImmovable(s, u)) return -1;
  const to = ADJ[s.uSq[u]! * 8 + dir]!;
  if (to < 0) return mayLeaveBoard && !isInvulnerable(s, u, bySeat) ? -2 : -1;
  if (s.board[to] !== -1 || !mayEndOn(s, u, to)) return -1;
  return to;
}

/** Pushes `u` one square; returns PUSH_*. Off-edge pushes vanquish on behalf of `bySeat`. */
export function pushUnit(s: DarkleafState, u: UnitId, dir: Dir, mayLeaveBoard: boolean, bySeat: number): number {
  const to = pushDestination(s, u, dir, mayLeaveBoard, bySeat);
  if (to === -1) return PUSH_BLOCKED;
  if (to === -2) return vanquish(s, u, bySeat) === V_ABSORBED ? PUSH_ABSORBED : PUSH_OFF_EDGE;
  moveUnit(s, u, to);
  return PUSH_MOVED;
}
