// Moving pieces outside an ADVANCE (spec §1.10, R-ADV-5…7): the moves, pushes, pulls and
// relocations of cards, Bonus tiles, Legend powers and tracks. They ignore ADVANCE costs (L1295)
// but follow the core rules (R-CORE-1…7): `mayEnter` is the one legality test, `moveUnits` the
// one way to move Units (it fires the entry triggers of R-ADV-7 and offers the Doll, R-ADV-5),
// `stepsToward` / `stepsAway` the hexes one step closer to / farther from a hex. Distances: hex.ts `hexDistance`.
import { A_ADV_DOLL, argA } from './actions.js';
import { OPEN, mayHold, type BasicNumbers } from './basic-actions.js';
import { movableHaints, movableLegends, onEnter } from './advance.js';
import {
  FIELD_0, FIELD_1, FW_PROMPT, LEGEND_COUNT, LEGEND_FIRST, PR_DOLL_CARRY, dollOn, factionSeat, popFrame, pushFrame, slotFaction,
  topFrame, unitsOn, type HarrowState,
  carryInfected,
} from './state.js';

/** Whether `size` Units of faction `fac` may move onto hex h (R-CORE-1…4, R-CORE-7; the Unit limit). */
export function mayEnter(s: HarrowState, fac: number, h: number, size: number, n: BasicNumbers): boolean {
  return h >= 0 && mayHold(s, fac, h) && unitsOn(s, h) + size <= n.unitsPerHex;
}

/** A Doll may go onto h: no other Doll, Building, Townsfolk (R-CORE-5, L1308) or Bonfire (R-CORE-7). */
export const dollMayEnter = (s: HarrowState, h: number): boolean =>
  dollOn(s, h) < 0 && s.building[h] === 0 && s.townsfolk[h] === 0 && s.bonfire[h] === 0;

/** Haints of `fac` on h that may move (not under an Iron Nail, R-ADV-6). */
export const freeHaints = (s: HarrowState, fac: number, h: number): number => movableHaints(s, fac, h);

/** Whether Legend slot `slot` may move (on the map and not nailed, R-ADV-6). */
export function legendMovable(s: HarrowState, slot: number): boolean {
  const h = s.legendHex[slot]!;
  if (h < 0) return false;
  const fac = slotFaction(slot);
  return ((movableLegends(s, fac, h) >> (slot - LEGEND_FIRST[fac]!)) & 1) === 1;
}

/**
 * Moves `haints` Haints and the Legends of `legendMask` (bit i = the faction's i-th Legend slot)
 * of faction `fac` from src to dst, firing dst's entry triggers (R-ADV-7). Legality is the
 * caller's (`mayEnter`). If a Doll on src may follow, its owner is asked (R-ADV-5: the moving
 * Unit's owner decides; not after an attack push) on a PR_DOLL_CARRY frame resuming with
 * `resume`: returns OPEN then, else `resume`. `offerDoll` false: the Doll stays.
 */
export function moveUnits(
  s: HarrowState, fac: number, src: number, dst: number, haints: number, legendMask: number, resume: number, offerDoll = true, infected = 0,
): number {
  const N = s.n;
  s.haint[fac * N + src]! -= haints;
  s.haint[fac * N + dst]! += haints;
  // `infected` of the moved Haints are Infected ones chosen as such (Hester moves them, L2137); any
  // others follow only when no uninfected Haint stays behind (carryInfected).
  s.infected[fac * N + src]! -= infected;
  s.infected[fac * N + dst]! += infected;
  const clean = haints - infected - carryInfected(s, fac, src, dst);
  const first = LEGEND_FIRST[fac]!;
  for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if ((legendMask >> i) & 1) s.legendHex[first + i] = dst;
  onEnter(s, fac, dst, legendMask, clean);
  if (!offerDoll) return resume;
  const doll = dollOn(s, src);
  if (doll < 0 || !dollMayEnter(s, dst)) return resume;
  const fr = pushFrame(s, PR_DOLL_CARRY, resume, factionSeat(s, fac));
  s.frames[fr + FIELD_0] = doll;
  s.frames[fr + FIELD_1] = dst;
  return OPEN;
}

/** Moves Legend slot `slot` alone from its hex to dst (its owner decides about a Doll). */
export function moveLegend(s: HarrowState, slot: number, dst: number, resume: number): number {
  const fac = slotFaction(slot);
  return moveUnits(s, fac, s.legendHex[slot]!, dst, 0, 1 << (slot - LEGEND_FIRST[fac]!), resume);
}

/** PR_DOLL_CARRY options: take the Doll along or leave it (A_ADV_DOLL 1 / 0). */
export function dollCarryLegal(out: Int32Array): number {
  out[0] = A_ADV_DOLL | (1 << 6);
  out[1] = A_ADV_DOLL;
  return 2;
}

/** Answers PR_DOLL_CARRY; returns the frame's resume code. */
export function dollCarryApply(s: HarrowState, action: number): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_DOLL_CARRY) throw new RangeError('dollCarryApply: no PR_DOLL_CARRY frame on top');
  if (argA(action) === 1) s.dollHex[s.frames[fr + FIELD_0]!] = s.frames[fr + FIELD_1]!;
  return popFrame(s);
}

/** Hexes adjacent to `from` that are one step closer to `to` (distance − 1), written to out; returns the count. */
export function stepsToward(s: HarrowState, from: number, to: number, out: Int32Array): number {
  const g = s.map.grid;
  const d = g.dist[from * g.count + to]!;
  let k = 0;
  for (let i = 0; i < 6; i++) {
    const h = g.nbr[from * 6 + i]!;
    if (h >= 0 && g.dist[h * g.count + to] === d - 1) out[k++] = h;
  }
  return k;
}

/** Hexes adjacent to `from` that are one step farther from `away` (distance + 1); returns the count. */
export function stepsAway(s: HarrowState, from: number, away: number, out: Int32Array): number {
  const g = s.map.grid;
  const d = g.dist[from * g.count + away]!;
  let k = 0;
  for (let i = 0; i < 6; i++) {
    const h = g.nbr[from * 6 + i]!;
    if (h >= 0 && g.dist[h * g.count + away] === d + 1) out[k++] = h;
  }
  return k;
}
