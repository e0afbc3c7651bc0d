// SPAWN (spec §1.11.2, R-SPN-1…2; rulebook L388-398, L1322-1336).
//
// A packet of SPAWNs is a PR_SPAWN frame (FIELD_0 SPAWNs left, FIELD_1 faction). Each SPAWN is
// one atomic decision (spec §5.4 D12): a target hex (A_SPN_TARGET) or skip (A_SPN_STOP, which
// forfeits the rest of the packet: skipping one SPAWN and spawning later reaches the same
// positions, so one stop suffices). Targets (R-SPN-1): the hex of one of your Legends (Kammi:
// either token, L1336) or your Home Hex, with fewer than `game.unitsPerHex` Units (L392, L397),
// no enemy Units, even on your own Home Hex (L1332), no Bonfire (R-CORE-7, L2185), and the
// faction's own core rules (no Building for Protectors/Kammi, no Townsfolk for Family/Kammi,
// L1343-1348). A Storm changes nothing: 1 SPAWN is 1 Haint (L396, L1330; ◇23).
// With no Haint in Possessions or no legal target the SPAWN is lost (R-SPN-2): the packet
// closes by itself. Card-widened targets (R-SPN-3) are the cards' business.
import { A_SPN_STOP, A_SPN_TARGET, argA, encode, kindOf } from './actions.js';
import { OPEN, mayHold, type BasicNumbers } from './basic-actions.js';
import { isMountain } from './map.js';
import {
  FIELD_0, FIELD_1, FW_PROMPT, F_HAINT_POSS, F_HOME, F_SPAWN_REACH, F_WORDS, LEGEND_COUNT, LEGEND_FIRST, PR_SPAWN, factionSeat, popFrame, pushFrame,
  topFrame, unitsOn, type HarrowState,
} from './state.js';

/** Whether faction `fac` may SPAWN onto hex h (h one of its targets; R-SPN-1). */
export function spawnable(s: HarrowState, fac: number, h: number, n: BasicNumbers): boolean {
  return h >= 0 && unitsOn(s, h) < n.unitsPerHex && mayHold(s, fac, h);
}

/**
 * Writes the legal SPAWN targets of `fac` to `out` from `at` (Legend hexes in slot order, then the
 * Home Hex; each hex once); returns the new end. None without a Haint in Possessions (R-SPN-2).
 */
export function spawnTargets(s: HarrowState, fac: number, out: Int32Array, at: number, n: BasicNumbers): number {
  if (s.f[fac * F_WORDS + F_HAINT_POSS]! <= 0) return at;
  const start = at;
  const first = LEGEND_FIRST[fac]!;
  const count = LEGEND_COUNT[fac]!;
  for (let i = 0; i <= count; i++) {
    const h = i < count ? s.legendHex[first + i]! : s.f[fac * F_WORDS + F_HOME]!;
    if (!spawnable(s, fac, h, n)) continue;
    let dup = false;
    for (let j = start; j < at; j++) if (out[j] === encode(A_SPN_TARGET, h)) dup = true;
    if (!dup) out[at++] = encode(A_SPN_TARGET, h);
  }
  if (s.f[fac * F_WORDS + F_SPAWN_REACH]! > 0) {
    for (let h = 0; h < s.n; h++) {
      if (!inReach(s, fac, h, n) || !spawnable(s, fac, h, n)) continue;
      let dup = false;
      for (let j = start; j < at; j++) if (out[j] === encode(A_SPN_TARGET, h)) dup = true;
      if (!dup) out[at++] = encode(A_SPN_TARGET, h);
    }
  }
  return at;
}

/** Distant Stirring (L2705): h lies within the range of one of the faction's Legends (2, or 3 from a Mountain). */
function inReach(s: HarrowState, fac: number, h: number, n: BasicNumbers): boolean {
  const g = s.map.grid;
  for (let i = 0; i < LEGEND_COUNT[fac]!; i++) {
    const l = s.legendHex[LEGEND_FIRST[fac]! + i]!;
    if (l < 0) continue;
    const range = isMountain(s.map, l) ? n.mountainRange : n.range;
    if (g.dist[l * g.count + h]! <= range) return true;
  }
  return false;
}

/** Any legal target (no allocation). */
function hasTarget(s: HarrowState, fac: number, n: BasicNumbers): boolean {
  if (s.f[fac * F_WORDS + F_HAINT_POSS]! <= 0) return false;
  const first = LEGEND_FIRST[fac]!;
  const count = LEGEND_COUNT[fac]!;
  for (let i = 0; i < count; i++) if (spawnable(s, fac, s.legendHex[first + i]!, n)) return true;
  if (spawnable(s, fac, s.f[fac * F_WORDS + F_HOME]!, n)) return true;
  if (s.f[fac * F_WORDS + F_SPAWN_REACH]! > 0) for (let h = 0; h < s.n; h++) if (inReach(s, fac, h, n) && spawnable(s, fac, h, n)) return true;
  return false;
}

function closeIfDone(s: HarrowState, n: BasicNumbers): number {
  const fr = topFrame(s);
  return s.frames[fr + FIELD_0]! > 0 && hasTarget(s, s.frames[fr + FIELD_1]!, n) ? OPEN : popFrame(s);
}

/** Opens a packet of `count` SPAWNs for `fac`; OPEN, or `resume` at once if none can be used (R-SPN-2). */
export function openSpawn(s: HarrowState, fac: number, count: number, resume: number, n: BasicNumbers): number {
  const fr = pushFrame(s, PR_SPAWN, resume, factionSeat(s, fac));
  s.frames[fr + FIELD_0] = count;
  s.frames[fr + FIELD_1] = fac;
  return closeIfDone(s, n);
}

/** The legal options of the SPAWN prompt on top: its targets, then skip. */
export function spawnLegal(s: HarrowState, out: Int32Array, n: BasicNumbers): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_SPAWN) return 0;
  const k = spawnTargets(s, s.frames[fr + FIELD_1]!, out, 0, n);
  out[k] = encode(A_SPN_STOP);
  return k + 1;
}

/** Places up to `spawnHaints` Haints of `fac` on h (1 by L392), within the Unit cap; returns how many. */
export function spawnOnto(s: HarrowState, fac: number, h: number, n: BasicNumbers): number {
  const base = fac * F_WORDS + F_HAINT_POSS;
  let k = Math.min(n.spawnHaints, s.f[base]!, n.unitsPerHex - unitsOn(s, h));
  if (k < 0) k = 0;
  s.haint[fac * s.n + h]! += k;
  s.f[base]! -= k;
  return k;
}

/** Applies one SPAWN option; the packet's resume code when it closes, else OPEN. */
export function spawnApply(s: HarrowState, code: number, n: BasicNumbers): number {
  const fr = topFrame(s);
  switch (kindOf(code)) {
    case A_SPN_TARGET:
      spawnOnto(s, s.frames[fr + FIELD_1]!, argA(code), n);
      s.frames[fr + FIELD_0]!--;
      return closeIfDone(s, n);
    case A_SPN_STOP:
      return popFrame(s);
    default:
      throw new RangeError(`spawnApply: ${code} is not a SPAWN option`);
  }
}
