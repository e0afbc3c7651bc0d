// What the three Basic Actions (spec §1.11: ADVANCE advance.ts, SPAWN spawn.ts, STRENGTHEN
// strengthen.ts) share: the numbers they read (data/factions.ts, some `--set` keys), and the
// core-rule occupancy tests (spec §1.10, R-CORE-1…4, R-CORE-7). Their actions are encoded by
// actions.ts (kinds A_ADV_*, A_SPN_*), their prompts are PR_ADV_* and PR_SPAWN of state.ts.
//
// ---- actions (actions.ts `encode(kind, a, b)`) ---------------------------------------------
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
import { FAMILY, GAME, KAMMI, PROTECTORS } from './data/factions.js';
import { FAC_F, FAC_P, LS_KAMMI1, LS_P, UNIT_FACTIONS, slotFaction, type HarrowState } from './state.js';

/** Every number the Basic Actions read, resolved from data or parameters once per game. */
export interface BasicNumbers {
  /** R-CORE-1 (L317, L1342). */
  readonly unitsPerHex: number;
  /** GAME.advanceStepCost (L350, L1297). */
  readonly stepBase: number;
  /** `game.mountainExtraAdvance` (L351, L1299). */
  readonly mountainExtra: number;
  /** Per unit faction FAC_P..FAC_K: `<faction>.stormExtraAdvance` (L352, L1300). */
  readonly stormExtra: Int32Array;
  /** `game.pathDiscount` (L491, L1501). */
  readonly pathDiscount: number;
  /** GAME.unnailCost (L2637). */
  readonly unnailCost: number;
  /** G-88 safeguard: cost-0 steps per turn (g[G_FREE_PATH_STEPS]). */
  readonly maxFreePathSteps: number;
  /** GAME.spawnHaints (L392, L1326). */
  readonly spawnHaints: number;
  /** GAME.strengthenCubes (L382, L1318). */
  readonly strengthenCubes: number;
  /** R-STR-2: checked in the owner's Clean-Up (L384, L671). */
  readonly cubeCap: number;
  /** `game.range` / `game.mountainRange` (L549, L1557): a Legend's range, for SPAWNs widened by Distant Stirring (L2705). */
  readonly range: number;
  readonly mountainRange: number;
}

const intOr = (values: ParameterValues, key: string, d: number): number => {
  const v = values[key];
  return typeof v === 'number' ? v : d;
};

/** The numbers from the data files; `values` overrides the ones that are `--set` keys. */
export function basicNumbers(values: ParameterValues = {}): BasicNumbers {
  return {
    unitsPerHex: intOr(values, 'game.unitsPerHex', GAME.unitsPerHex.value),
    stepBase: GAME.advanceStepCost.value,
    mountainExtra: intOr(values, 'game.mountainExtraAdvance', GAME.mountainExtraAdvance.value),
    stormExtra: Int32Array.of(
      intOr(values, 'protectors.stormExtraAdvance', PROTECTORS.stormExtraAdvance.value),
      intOr(values, 'family.stormExtraAdvance', FAMILY.stormExtraAdvance.value),
      intOr(values, 'kammi.stormExtraAdvance', KAMMI.stormExtraAdvance.value),
    ),
    pathDiscount: intOr(values, 'game.pathDiscount', GAME.pathDiscount.value),
    unnailCost: GAME.unnailCost.value,
    maxFreePathSteps: intOr(values, 'game.maxFreePathSteps', GAME.maxFreePathSteps.value),
    spawnHaints: GAME.spawnHaints.value,
    strengthenCubes: GAME.strengthenCubes.value,
    cubeCap: intOr(values, 'game.cubeCap', GAME.cubeCap.value),
    range: intOr(values, 'game.range', GAME.range.value),
    mountainRange: intOr(values, 'game.mountainRange', GAME.mountainRange.value),
  };
}

/** Most options one Basic-Action prompt offers on a 61-hex map (group: 16 Haint counts × 4 Legend masks). */
export const BASIC_MAX_LEGAL = 128;

/** Returned by the apply functions while the packet is still open. */
export const OPEN = -1;

// ---- occupancy ---------------------------------------------------------------------------

/** Enemy Units (Haints and Legends of the other unit factions) on hex h; Hester is not a Unit (G-26). */
export function enemyUnitsOn(s: HarrowState, fac: number, h: number): number {
  const n = s.n;
  let u = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) if (f !== fac) u += s.haint[f * n + h]!;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h && slotFaction(slot) !== fac) u++;
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
