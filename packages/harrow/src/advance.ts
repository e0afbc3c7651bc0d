// ADVANCE (spec §1.11.1, R-ADV-1…7; rulebook L340-372, L1269-1312, Paths L489-495, L1499-1503).
//
// A packet of ADVANCE points is a PR_ADV_PACKET frame; each step is three atomic decisions on a
// frame pushed over it (spec §5.4 D11 → D11b → D11c, then D11d for a Doll):
//   source hex (A_ADV_SOURCE) or stop (A_ADV_STOP, forfeits the rest, R-TRN-01) or return an
//   Iron Nail (A_ADV_UNNAIL, 1 ADVANCE, L2637)
//   → group (A_ADV_GROUP: how many of your Haints there, which of your Legends; ≥ 1 Unit)
//   → destination (A_ADV_DEST: an adjacent hex the group may enter and the packet can pay)
//   → Doll carry (A_ADV_DOLL: take/leave) when the source held a Doll that may follow (R-ADV-5).
// One step moves one group onto one adjacent hex for its entry cost, whatever the group's size
// (★10, L355-372: a group of 1, 2 or 4 Units costs 1; splitting onto two hexes is two steps).
// Units may be picked up and dropped off: every step is a fresh group decision (L1298).
// Every offered option leads somewhere: a source is offered only if some group from it has a
// destination, a group only if it fits a destination; so no step ever needs a decline.
//
// A packet is uninterruptible (★9, L449, L1738): while it is open the top frame is one of ours,
// so the turn machine offers no card or tile until it closes. Free Path steps (R-ADV-4, L1501)
// are a packet opened with budget 0: only cost-0 entries are then offered. Every cost-0 entry,
// in a packet or not, counts against `game.maxFreePathSteps` (G-88), so chained Paths cannot
// loop forever inside a packet either.
import { LEGENDS } from './data/legends.js';
import { MOUNTAIN } from './data/maps.js';
import { PURPLE, RED } from './data/tree.js';
import { A_ADV_DEST, A_ADV_DOLL, A_ADV_GROUP, A_ADV_SOURCE, A_ADV_STOP, A_ADV_UNNAIL, argA, argB, encode, kindOf } from './actions.js';
import { OPEN, hasStorm, mayHold, type BasicNumbers } from './basic-actions.js';
import {
  COLOURS, FAC_H, FAC_K, FAC_P, FIELD_0, FIELD_1, FIELD_2, FIELD_3, FRAME_WORDS, FW_PROMPT, FW_SEAT, F_LEGEND, F_UNIQUE, F_WORDS,
  G_FREE_PATH_STEPS, LEGEND_COUNT, LEGEND_FIRST, NAILS, NAIL_HAINT, NONE, PR_ADV_DEST, PR_ADV_DOLL, PR_ADV_GROUP, PR_ADV_PACKET,
  RS_NONE, dollOn, factionSeat, popFrame, pushFrame, slotFaction, topFrame, unitsOn, type HarrowState,
  carryInfected,
} from './state.js';

/** Emmy's index in LEGENDS (R-LEG-EMMY: she collects red cubes on the hexes she enters). */
const EMMY = LEGENDS.findIndex((l) => l.id === 'emmy');

/**
 * R-ADV-2 (L351-353, L1299-1302, L491, L1501; ◇11): the ADVANCE cost for faction `fac` to enter
 * hex h: max(0, base + Mountain + Storm(P/K only) − Paths). Storm on a Mountain: 3 for the
 * Protectors and Kammi, 2 for the Family; one Path: terrain 0, Mountain or Storm 1; two Paths 0.
 */
export function stepCost(s: HarrowState, fac: number, h: number, n: BasicNumbers): number {
  let c = n.stepBase - n.pathDiscount * s.path[h]!;
  if (s.map.kind[h] === MOUNTAIN) c += n.mountainExtra;
  if (hasStorm(s, h)) c += n.stormExtra[fac]!;
  return c < 0 ? 0 : c;
}

/** A step into h is payable from `budget`; cost-0 entries also need G-88 room. */
function affordable(s: HarrowState, fac: number, h: number, budget: number, n: BasicNumbers): boolean {
  const c = stepCost(s, fac, h, n);
  return c <= budget && (c > 0 || s.g[G_FREE_PATH_STEPS]! < n.maxFreePathSteps);
}

/** Own Haints on h that are not under an Iron Nail (R-ADV-6). */
export function movableHaints(s: HarrowState, fac: number, h: number): number {
  let k = s.haint[fac * s.n + h]!;
  for (let i = 0; i < NAILS; i++) if (s.nail[2 * i] === h && s.nail[2 * i + 1] === NAIL_HAINT + fac) k--;
  return k < 0 ? 0 : k;
}

/** Bit i set when the faction's i-th Legend slot stands on h and is not nailed (R-ADV-6). */
export function movableLegends(s: HarrowState, fac: number, h: number): number {
  let mask = 0;
  const first = LEGEND_FIRST[fac]!;
  const count = LEGEND_COUNT[fac]!;
  for (let i = 0; i < count; i++) {
    const slot = first + i;
    if (s.legendHex[slot] !== h) continue;
    let nailed = false;
    for (let j = 0; j < NAILS; j++) if (s.nail[2 * j] === h && s.nail[2 * j + 1] === slot) nailed = true;
    if (!nailed) mask |= 1 << i;
  }
  return mask;
}

const bits = (m: number): number => (m & 1) + ((m >> 1) & 1);

/** The largest group that can step from `src` to some adjacent hex within `budget` (0: none). */
export function roomFrom(s: HarrowState, fac: number, src: number, budget: number, n: BasicNumbers): number {
  const nbr = s.map.grid.nbr;
  let best = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[src * 6 + d]!;
    if (h < 0 || !mayHold(s, fac, h) || !affordable(s, fac, h, budget, n)) continue;
    const room = n.unitsPerHex - unitsOn(s, h);
    if (room > best) best = room;
  }
  return best;
}

/** Owner faction of nail i's Unit, or −1 (no nail on the map). */
function nailOwner(s: HarrowState, i: number): number {
  if (s.nail[2 * i]! < 0) return NONE;
  const u = s.nail[2 * i + 1]!;
  return u >= NAIL_HAINT ? u - NAIL_HAINT : slotFaction(u);
}

function anyPath(s: HarrowState): boolean {
  for (let h = 0; h < s.n; h++) if (s.path[h] !== 0) return true;
  return false;
}

/** Any option but "stop" in the packet frame `fr`. */
function packetHasOption(s: HarrowState, fr: number, n: BasicNumbers): boolean {
  return advanceOptionExists(s, s.frames[fr + FIELD_1]!, s.frames[fr + FIELD_0]!, n);
}

/** Whether an ADVANCE packet of `budget` points would offer `fac` anything but "stop" (budget 0: a free Path step, R-ADV-4). */
export function advanceOptionExists(s: HarrowState, fac: number, budget: number, n: BasicNumbers): boolean {
  // A cost-0 entry needs Path tokens (R-ADV-2: the base cost is positive): none on the map, no free step.
  if (budget === 0 && n.stepBase > 0 && !anyPath(s)) return false;
  if (budget >= n.unnailCost) for (let i = 0; i < NAILS; i++) if (nailOwner(s, i) === fac) return true;
  for (let h = 0; h < s.n; h++) {
    if (movableHaints(s, fac, h) + movableLegends(s, fac, h) === 0) continue;
    if (roomFrom(s, fac, h, budget, n) > 0) return true;
  }
  return false;
}

/** Closes the packet on top if only "stop" is left: its resume code, else OPEN. */
function closeIfDone(s: HarrowState, n: BasicNumbers): number {
  return packetHasOption(s, topFrame(s), n) ? OPEN : popFrame(s);
}

/**
 * Opens an ADVANCE packet of `budget` points for `fac` (R-ADV-3; 0 = free Path steps only,
 * R-ADV-4). The decider is the faction's seat. Returns OPEN, or `resume` at once when there is
 * nothing to decide (the packet is forfeited, R-TRN-01).
 */
export function openAdvance(s: HarrowState, fac: number, budget: number, resume: number, n: BasicNumbers): number {
  const fr = pushFrame(s, PR_ADV_PACKET, resume, factionSeat(s, fac));
  s.frames[fr + FIELD_0] = budget;
  s.frames[fr + FIELD_1] = fac;
  return closeIfDone(s, n);
}

/** G-32 / R-WLD-1: adds `extra` ADVANCE to the packet on top (merging consecutive packets). */
export function addAdvanceBudget(s: HarrowState, extra: number): void {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_ADV_PACKET) throw new RangeError('addAdvanceBudget: no ADVANCE packet on top');
  s.frames[fr + FIELD_0]! += extra;
}

/** ADVANCE points left in the packet on top (or under the step frame on top); −1 if none. */
export function advanceBudget(s: HarrowState): number {
  let fr = topFrame(s);
  const p = s.frames[fr + FW_PROMPT]!;
  if (p === PR_ADV_GROUP || p === PR_ADV_DEST || p === PR_ADV_DOLL) fr -= FRAME_WORDS;
  return s.frames[fr + FW_PROMPT] === PR_ADV_PACKET ? s.frames[fr + FIELD_0]! : NONE;
}

export const isAdvancePrompt = (p: number): boolean => p >= PR_ADV_PACKET && p <= PR_ADV_DOLL;

/** The legal options of the ADVANCE prompt on top, written to `out` from 0; returns their count. */
export function advanceLegal(s: HarrowState, out: Int32Array, n: BasicNumbers): number {
  const fr = topFrame(s);
  const f = s.frames;
  const prompt = f[fr + FW_PROMPT]!;
  const fac = f[fr + FIELD_1]!;
  let k = 0;
  if (prompt === PR_ADV_PACKET) {
    const budget = f[fr + FIELD_0]!;
    for (let h = 0; h < s.n; h++) {
      if (movableHaints(s, fac, h) + movableLegends(s, fac, h) === 0) continue;
      if (roomFrom(s, fac, h, budget, n) > 0) out[k++] = encode(A_ADV_SOURCE, h);
    }
    if (budget >= n.unnailCost) for (let i = 0; i < NAILS; i++) if (nailOwner(s, i) === fac) out[k++] = encode(A_ADV_UNNAIL, i);
    out[k++] = encode(A_ADV_STOP);
  } else if (prompt === PR_ADV_GROUP) {
    const src = f[fr + FIELD_0]!;
    const fit = roomFrom(s, fac, src, f[fr - FRAME_WORDS + FIELD_0]!, n);
    const mh = movableHaints(s, fac, src);
    const ml = movableLegends(s, fac, src);
    for (let m = 0; m <= ml; m++) {
      if ((m & ~ml) !== 0) continue;
      const lo = m === 0 ? 1 : 0;
      const hi = Math.min(mh, fit - bits(m));
      for (let h = lo; h <= hi; h++) out[k++] = encode(A_ADV_GROUP, h, m);
    }
  } else if (prompt === PR_ADV_DEST) {
    const src = f[fr + FIELD_0]!;
    const size = f[fr + FIELD_2]! + bits(f[fr + FIELD_3]!);
    const budget = f[fr - FRAME_WORDS + FIELD_0]!;
    const nbr = s.map.grid.nbr;
    for (let d = 0; d < 6; d++) {
      const h = nbr[src * 6 + d]!;
      if (h < 0 || !mayHold(s, fac, h) || !affordable(s, fac, h, budget, n)) continue;
      if (unitsOn(s, h) + size <= n.unitsPerHex) out[k++] = encode(A_ADV_DEST, h);
    }
  } else if (prompt === PR_ADV_DOLL) {
    out[k++] = encode(A_ADV_DOLL, 1);
    out[k++] = encode(A_ADV_DOLL, 0);
  }
  return k;
}

/** R-ADV-7: what entering hex h triggers (also when passing through: every step enters). */
/**
 * Entry triggers of hex h for Units of `fac` arriving (R-ADV-7): `legendMask` its Legends,
 * `cleanHaints` the uninfected Haints among them (3 players: Forced Sacrifice wants one, L2781).
 */
export function onEnter(s: HarrowState, fac: number, h: number, legendMask: number, cleanHaints: number): void {
  // Priscilla's Goad: any Unit entering destroys it; it returns to her (L2641, ASSUMPTION G-46).
  if (s.goad[h]! > 0) {
    s.f[FAC_P * F_WORDS + F_UNIQUE]! += s.goad[h]!;
    s.goad[h] = 0;
  }
  // Blood Money (K1): the first Unit to enter sends the cube to Kammi's Battleground.
  if (s.bloodMoney[h]! > 0) {
    s.bg[FAC_K * COLOURS + PURPLE]! += s.bloodMoney[h]!;
    s.bloodMoney[h] = 0;
  }
  // Forced Sacrifice (Hester's H3, L2781): the first uninfected Haint to enter sends the cube (colour + 1) to her Battleground.
  if (cleanHaints > 0 && s.sacrifice[h]! > 0) {
    s.bg[FAC_H * COLOURS + s.sacrifice[h]! - 1]!++;
    s.sacrifice[h] = 0;
  }
  // Emmy entering a red-cube hex collects it to the Battleground (R-LEG-EMMY, L2635).
  if (fac === FAC_P && (legendMask & 1) !== 0 && s.redCube[h]! > 0 && s.f[FAC_P * F_WORDS + F_LEGEND] === EMMY) {
    s.bg[FAC_P * COLOURS + RED]! += s.redCube[h]!;
    s.redCube[h] = 0;
  }
}

/** A Doll may go onto h: no other Doll, Building, Townsfolk (R-CORE-5, L1308) or Bonfire (R-CORE-7). */
const dollMayEnter = (s: HarrowState, h: number): boolean =>
  dollOn(s, h) < 0 && s.building[h] === 0 && s.townsfolk[h] === 0 && s.bonfire[h] === 0;

/**
 * Applies one option of the ADVANCE prompt on top (one produced by `advanceLegal`; not re-checked).
 * Returns the packet's resume code when the packet closes, else OPEN.
 */
export function advanceApply(s: HarrowState, code: number, n: BasicNumbers): number {
  const fr = topFrame(s);
  const f = s.frames;
  const fac = f[fr + FIELD_1]!;
  const N = s.n;
  switch (kindOf(code)) {
    case A_ADV_SOURCE: {
      const st = pushFrame(s, PR_ADV_GROUP, RS_NONE, f[fr + FW_SEAT]!);
      f[st + FIELD_0] = argA(code);
      f[st + FIELD_1] = fac;
      return OPEN;
    }
    case A_ADV_STOP:
      return popFrame(s);
    case A_ADV_UNNAIL: {
      // L2637: 1 ADVANCE returns the nail to Bernice (state.ts: nail hex −1 = with Bernice).
      const i = argA(code);
      f[fr + FIELD_0]! -= n.unnailCost;
      s.nail[2 * i] = NONE;
      s.nail[2 * i + 1] = NONE;
      return closeIfDone(s, n);
    }
    case A_ADV_GROUP:
      f[fr + FW_PROMPT] = PR_ADV_DEST;
      f[fr + FIELD_2] = argA(code);
      f[fr + FIELD_3] = argB(code);
      return OPEN;
    case A_ADV_DEST: {
      const src = f[fr + FIELD_0]!;
      const dst = argA(code);
      const k = f[fr + FIELD_2]!;
      const mask = f[fr + FIELD_3]!;
      const pk = fr - FRAME_WORDS;
      const cost = stepCost(s, fac, dst, n);
      f[pk + FIELD_0]! -= cost;
      f[pk + FIELD_2]!++;
      if (cost === 0) s.g[G_FREE_PATH_STEPS]!++;
      s.haint[fac * N + src]! -= k;
      s.haint[fac * N + dst]! += k;
      const clean = k - carryInfected(s, fac, src, dst);
      const first = LEGEND_FIRST[fac]!;
      for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if ((mask >> i) & 1) s.legendHex[first + i] = dst;
      onEnter(s, fac, dst, mask, clean);
      const doll = dollOn(s, src);
      if (doll >= 0 && dollMayEnter(s, dst)) {
        f[fr + FW_PROMPT] = PR_ADV_DOLL;
        f[fr + FIELD_2] = dst;
        f[fr + FIELD_3] = doll;
        return OPEN;
      }
      popFrame(s);
      return closeIfDone(s, n);
    }
    case A_ADV_DOLL: {
      if (argA(code) === 1) s.dollHex[f[fr + FIELD_3]!] = f[fr + FIELD_2]!;
      popFrame(s);
      return closeIfDone(s, n);
    }
    default:
      throw new RangeError(`advanceApply: ${code} is not an ADVANCE option`);
  }
}
