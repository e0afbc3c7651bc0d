// What the three Basic Actions (spec §1.11: ADVANCE advance.ts, SPAWN spawn.ts, STRENGTHEN
// strengthen.ts) share: their rule numbers, the integer action encoding, the prompt ids of their
// decision frames, and the core-rule occupancy tests (spec §1.10, R-CORE-1…4, R-CORE-7).
//
// ---- action encoding --------------------------------------------------------------------
// An action is one Int32: kind | a << 6 | b << 14 | c << 22 (kind 6 bits, a/b/c 8 bits each,
// as Darkleaf). Hexes (≤ 255 on any radius ≤ 8 map) go in `a`. The Basic-Action kinds are
// 40…47, away from the low kinds the turn machine and the attack module are likely to take.
//   A_ADV_SOURCE  a = source hex                   (D11: start a step from this hex)
//   A_ADV_STOP                                     (D11: forfeit the rest of the packet, R-TRN-01)
//   A_ADV_UNNAIL  a = nail index (0..NAILS−1)      (D11: spend 1 ADVANCE to return an Iron Nail, L2637)
//   A_ADV_GROUP   a = Haints, b = Legend mask      (D11b: bit i = the faction's i-th Legend slot)
//   A_ADV_DEST    a = destination hex              (D11c)
//   A_ADV_DOLL    a = 1 take the Doll, 0 leave it  (D11d, R-ADV-5)
//   A_SPN_TARGET  a = target hex                   (D12)
//   A_SPN_STOP                                     (D12: skip, forfeits the rest of the packet)
//
// ---- decision frames --------------------------------------------------------------------
// A packet of basic actions is a frame (state.ts `pushFrame`) whose fields hold what is left;
// the sub-decisions of one ADVANCE step are one frame pushed over the packet, whose prompt
// advances PR_ADV_GROUP → PR_ADV_DEST (→ PR_ADV_DOLL) in place and is popped when the step is
// done. The packet's resume code (given by the caller, the turn machine) is returned by
// `advanceApply` / `spawnApply` when the packet closes; while it is open they return OPEN.
// A packet with nothing left to decide but "stop" closes by itself (the spec's auto-applied
// forced decision, §5.4; R-SPN-2 "the SPAWN is lost").
import type { ParameterValues } from '@balance-lab/core';
import { GAME } from './data/factions.js';
import { S } from './data/sourced.js';
import { BLUE, PURPLE, RED } from './data/tree.js';
import { FAC_F, FAC_K, FAC_P, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, UNIT_FACTIONS, type HarrowState } from './state.js';

// ---- rule numbers the data files lack (belong in data/factions.ts GAME) --------------------

/** Basic-Action numbers with their sources; the data files have no entry for them yet. */
export const BASIC_RULES = {
  stepBase: S(1, 'L350, L1297 ("you can move any number of units that are all on the same hex to an adjacent hex using only 1 ADVANCE Basic Action")'),
  mountainExtra: S(1, 'L351, L1299 ("It costs 1 more ADVANCE Basic Action to move onto a mountain hex")'),
  /** Extra ADVANCE onto a Storm, per unit faction (P, F, K). */
  stormExtra: S<readonly number[]>([1, 0, 1], 'L352, L1300 ("Protectors and Kammi must spend 1 more Advance Basic Action to move onto Storms. The Family treats Storms as a regular Terrain"); L353, L1302 (Storm on a Mountain: 3)'),
  pathDiscount: S(1, 'L491, L1501 ("ANY Unit (yours or your opponent\'s) can enter this hex for 1 less ADVANCE"; 2 Paths on a Mountain or Storm: 0)'),
  unnailCost: S(1, 'L2637 ("This Unit cannot move until its owner uses 1 ADVANCE to return the Iron Nail")'),
  spawnHaints: S(1, 'L392, L1326 ("It costs 1 SPAWN Basic Action to summon 1 Haint")'),
  strengthenCubes: S(1, 'L382, L1318 ("Each STRENGTHEN Basic Action adds 1 cube of your color to the Battleground")'),
} as const;

/** Every number the Basic Actions read, resolved from data or parameters once per game. */
export interface BasicNumbers {
  /** R-CORE-1 (L317, L1342). */
  readonly unitsPerHex: number;
  readonly stepBase: number;
  readonly mountainExtra: number;
  /** Per unit faction FAC_P..FAC_K. */
  readonly stormExtra: Int32Array;
  readonly pathDiscount: number;
  readonly unnailCost: number;
  /** G-88 safeguard: cost-0 steps per turn (g[G_FREE_PATH_STEPS]). */
  readonly maxFreePathSteps: number;
  readonly spawnHaints: number;
  readonly strengthenCubes: number;
  /** R-STR-2: checked in the owner's Clean-Up (L384, L671). */
  readonly cubeCap: number;
}

const intOr = (values: ParameterValues, key: string, d: number): number => {
  const v = values[key];
  return typeof v === 'number' ? v : d;
};

/** The numbers from the data files; `values` overrides the ones that are `--set` keys. */
export function basicNumbers(values: ParameterValues = {}): BasicNumbers {
  return {
    unitsPerHex: intOr(values, 'game.unitsPerHex', GAME.unitsPerHex.value),
    stepBase: BASIC_RULES.stepBase.value,
    mountainExtra: BASIC_RULES.mountainExtra.value,
    stormExtra: Int32Array.from(BASIC_RULES.stormExtra.value),
    pathDiscount: BASIC_RULES.pathDiscount.value,
    unnailCost: BASIC_RULES.unnailCost.value,
    maxFreePathSteps: intOr(values, 'game.maxFreePathSteps', GAME.maxFreePathSteps.value),
    spawnHaints: BASIC_RULES.spawnHaints.value,
    strengthenCubes: BASIC_RULES.strengthenCubes.value,
    cubeCap: intOr(values, 'game.cubeCap', GAME.cubeCap.value),
  };
}

// ---- encoding ------------------------------------------------------------------------------

export const A_ADV_SOURCE = 40;
export const A_ADV_STOP = 41;
export const A_ADV_UNNAIL = 42;
export const A_ADV_GROUP = 43;
export const A_ADV_DEST = 44;
export const A_ADV_DOLL = 45;
export const A_SPN_TARGET = 46;
export const A_SPN_STOP = 47;

export const encodeBasic = (kind: number, a = 0, b = 0, c = 0): number => kind | (a << 6) | (b << 14) | (c << 22);
export const basicKind = (code: number): number => code & 63;
export const basicA = (code: number): number => (code >>> 6) & 255;
export const basicB = (code: number): number => (code >>> 14) & 255;
export const basicC = (code: number): number => (code >>> 22) & 255;

/** Most options one Basic-Action prompt offers on a 61-hex map (group: 16 Haint counts × 4 Legend masks). */
export const BASIC_MAX_LEGAL = 128;

// ---- prompts (after the setup prompts 1..3; the turn machine owns the rest) ----------------

/** An ADVANCE packet (D11). FIELD_0 budget left, FIELD_1 faction, FIELD_2 steps taken. */
export const PR_ADV_PACKET = 16;
/** One ADVANCE step, group choice (D11b). FIELD_0 source, FIELD_1 faction. */
export const PR_ADV_GROUP = 17;
/** One ADVANCE step, destination (D11c). FIELD_0 source, FIELD_1 faction, FIELD_2 Haints, FIELD_3 Legend mask. */
export const PR_ADV_DEST = 18;
/** Doll carry after a step (D11d, R-ADV-5). FIELD_0 source, FIELD_1 faction, FIELD_2 destination, FIELD_3 Doll. */
export const PR_ADV_DOLL = 19;
/** A SPAWN packet (D12). FIELD_0 SPAWNs left, FIELD_1 faction. */
export const PR_SPAWN = 20;

/** Returned by the apply functions while the packet is still open. */
export const OPEN = -1;

// ---- factions ------------------------------------------------------------------------------

/** Cube colour per unit faction (spec §0: Protectors red, Family blue, Kammi purple). */
export const FACTION_COLOUR = Int32Array.of(RED, BLUE, PURPLE);
/** A faction's Legend slots: LEGEND_FIRST[fac] + 0..LEGEND_COUNT[fac]−1 (Kammi: both tokens, L1336). */
export const LEGEND_FIRST = Int32Array.of(LS_P, LS_F, LS_KAMMI0);
export const LEGEND_COUNT = Int32Array.of(1, 1, 2);
/** Owner faction of Legend slots LS_P, LS_F, LS_KAMMI0, LS_KAMMI1 (Hester and the spare: none). */
const SLOT_OWNER = Int32Array.of(FAC_P, FAC_F, FAC_K, FAC_K, -1, -1);
export const slotOwner = (slot: number): number => SLOT_OWNER[slot] ?? -1;
/** The Iron Nail unit code of a Haint of faction f is NAIL_HAINT + f (state.ts `nail` doc: "8 + faction"). */
export const NAIL_HAINT = 8;

/** Enemy Units (Haints and Legends of the other unit factions) on hex h; Hester is not a Unit (G-26). */
export function enemyUnitsOn(s: HarrowState, fac: number, h: number): number {
  const n = s.n;
  let u = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) if (f !== fac) u += s.haint[f * n + h]!;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h && SLOT_OWNER[slot] !== fac) u++;
  return u;
}

/**
 * Whether hex h may hold Units of faction `fac` (ignoring the count): no enemy Units
 * (R-CORE-2…4, L1343-1348), no Building for Protector or Kammi Units, no Townsfolk for Family
 * or Kammi Units, no Bonfire (R-CORE-7, L2185).
 */
export function mayHold(s: HarrowState, fac: number, h: number): boolean {
  if (s.bonfire[h]! > 0) return false;
  if (fac !== FAC_F && s.building[h]! > 0) return false;
  if (fac !== FAC_P && s.townsfolk[h]! > 0) return false;
  return enemyUnitsOn(s, fac, h) === 0;
}

/** A Storm on hex h: a token or a printed one (G-4). */
export const hasStorm = (s: HarrowState, h: number): boolean => s.storm[h]! > 0 || s.map.printedStorm[h] === 1;
