// The Protector Legends' Unique Powers (spec §1.3, rulebook L2629-2643; Emmy also L522-530), as
// effect hooks (effects.ts) started by the Legend jar with EF_ARG 0. Numbers are the power data's
// (data/legends.ts POWERS). A_EFFECT arguments per power:
//   Emmy          a = hex that gets a red cube (asked only when the cubes run short, G-47)
//   Bernice       a = hex (the Haint's source, then its destination); a = nail index (recall);
//                 a = hex, b = the Unit under the nail (NAIL_HAINT + faction for a Haint, else its LS_* slot)
//   Malachi       a = the Fury hex (the attack then runs on its own frames, attack.ts)
//   Priscilla     a = hex that gets a Goad
//   Skinless Boy  a = hex (the Haint's source, its destination, the Townsfolk's source, its destination)
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { movableHaints } from '../../advance.js';
import { OPEN, enemyUnitsOn } from '../../basic-actions.js';
import { furyAttackExists, furyAttackStart, factionUnitsOn } from '../../attack.js';
import { POWERS } from '../../data/legends.js';
import { EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { terrainOf } from '../../map.js';
import { mayEnter, moveUnits } from '../../relocate.js';
import {
  COLOURS, FACTION_COLOUR, F_RANGE_BONUS, F_UNIQUE, F_WORDS, LEGEND_FIRST, LS_KAMMI1, LS_P, NAILS, NAIL_HAINT, NONE,
  UNIT_FACTIONS, dollOn, unitsOn, type Frame,
} from '../../state.js';
import type { HarrowGame } from '../../turn.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const HAINT_OWNER = ['Protector', 'Family', 'Kammi'] as const;
const LEGEND_NAME = ['the Protector Legend', 'the Family Legend', 'Kammi token 0', 'Kammi token 1'] as const;
const legendHexOf = (s: HarrowGame, fac: number): number => s.legendHex[LEGEND_FIRST[fac]!]!;
const nbrOf = (s: HarrowGame, h: number, d: number): number => s.map.grid.nbr[h * 6 + d]!;
const facOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;

// ---- Emmy (R-LEG-EMMY, L2635) ---------------------------------------------------------------

const EMMY = POWERS.emmy;

/** Hexes with ≥ 1 of your Haints and no red cube (L2635), into `out` (null: count only). */
function emmyHexes(s: HarrowGame, fac: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.haint[fac * s.n + h]! === 0 || s.redCube[h]! > 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function placeRed(s: HarrowGame, fac: number, h: number): void {
  const per = EMMY.numbers.cubesPerHex.value;
  s.poss[fac * COLOURS + FACTION_COLOUR[fac]!]! -= per;
  s.redCube[h]! += per;
}

/** Every eligible hex gets its cube when there are enough; otherwise the owner chooses (G-47), one hex a decision. */
function emmyGoOn(s: HarrowGame, fr: Frame): number {
  const fac = facOf(s, fr);
  const per = EMMY.numbers.cubesPerHex.value;
  const cubes = s.poss[fac * COLOURS + FACTION_COLOUR[fac]!]!;
  const k = emmyHexes(s, fac, null);
  if (k === 0 || cubes < per) return endEffect(s);
  if (cubes >= k * per) {
    for (let h = 0; h < s.n; h++) if (s.haint[fac * s.n + h]! > 0 && s.redCube[h] === 0) placeRed(s, fac, h);
    return endEffect(s);
  }
  return OPEN;
}

const emmy: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${EMMY.id}`,
  name: EMMY.name,
  source: EMMY.source,
  canStart: (s, fac) => emmyHexes(s, fac, null) > 0 && s.poss[fac * COLOURS + FACTION_COLOUR[fac]!]! >= EMMY.numbers.cubesPerHex.value,
  start: (s, fr) => emmyGoOn(s, fr),
  legal: (s, fr, out) => emmyHexes(s, facOf(s, fr), out),
  apply: (s, fr, action) => {
    placeRed(s, facOf(s, fr), argA(action));
    return emmyGoOn(s, fr);
  },
  describe: (s, _fr, action) => `place a red cube on hex ${hexName(s.map.grid, argA(action))} (too few cubes for every hex with your Haints, G-47)`,
};

// ---- Bernice (R-LEG-BERNICE, L2637) ---------------------------------------------------------

const BERNICE = POWERS.bernice;
const B_SRC = 0; // which Haint moves (its hex)
const B_DST = 1; // to which adjacent terrain hex
const B_MOVED = 2; // the move is running (a Doll question may be open above)
const B_RECALL = 3; // both nails on the map: recall one, or stop
const B_NAIL = 4; // where the nail goes

/** Adjacent terrain hexes one Haint of `fac` on `src` may move to (not an ADVANCE, L1295: no costs; core rules apply). */
function berniceDests(s: HarrowGame, fac: number, src: number, out: Int32Array | null): number {
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbrOf(s, src, d);
    if (h < 0 || terrainOf(s.map, h) < 0 || !mayEnter(s, fac, h, 1, s.config.basic)) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function berniceSources(s: HarrowGame, fac: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (movableHaints(s, fac, h) === 0 || berniceDests(s, fac, h, null) === 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function nailsUnder(s: HarrowGame, h: number, unit: number): number {
  let k = 0;
  for (let i = 0; i < NAILS; i++) if (s.nail[2 * i] === h && s.nail[2 * i + 1] === unit) k++;
  return k;
}

function hasOwnNeighbour(s: HarrowGame, fac: number, h: number): boolean {
  for (let d = 0; d < 6; d++) {
    const x = nbrOf(s, h, d);
    if (x >= 0 && factionUnitsOn(s, fac, x) > 0) return true;
  }
  return false;
}

/**
 * Units a nail may go under (L2637: "a Unit in a hex adjacent to one of your Units"): each
 * faction's not-yet-nailed Haints on a hex, each Legend not nailed; never the Unit the recalled
 * nail just left ("a new Unit"; frame EF_M1 hex, EF_M2 unit).
 */
function nailTargets(s: HarrowGame, fr: Frame, out: Int32Array | null): number {
  const fac = facOf(s, fr);
  const oldHex = s.frames[fr + EF_M1]!;
  const oldUnit = s.frames[fr + EF_M2]!;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (unitsOn(s, h) === 0 || !hasOwnNeighbour(s, fac, h)) continue;
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      const u = NAIL_HAINT + f;
      if (s.haint[f * s.n + h]! <= nailsUnder(s, h, u) || (h === oldHex && u === oldUnit)) continue;
      if (out !== null) out[k] = encode(A_EFFECT, h, u);
      k++;
    }
    for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
      if (s.legendHex[slot] !== h || nailsUnder(s, h, slot) > 0 || (h === oldHex && slot === oldUnit)) continue;
      if (out !== null) out[k] = encode(A_EFFECT, h, slot);
      k++;
    }
  }
  return k;
}

/** A nail with Bernice (hex −1), or −1. */
function freeNail(s: HarrowGame): number {
  for (let i = 0; i < NAILS; i++) if (s.nail[2 * i]! < 0) return i;
  return NONE;
}

/** Part 2: place a nail (or, with both on the map, MAY recall one first, L2637). */
function berniceNail(s: HarrowGame, fr: Frame): number {
  if (nailTargets(s, fr, null) === 0) return endEffect(s);
  s.frames[fr + EF_STEP] = freeNail(s) >= 0 ? B_NAIL : B_RECALL;
  return OPEN;
}

const bernice: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${BERNICE.id}`,
  name: BERNICE.name,
  source: BERNICE.source,
  canStart: (s, fac) => berniceSources(s, fac, null) > 0 || nailTargetsExist(s, fac),
  start: (s, fr) => {
    s.frames[fr + EF_M1] = NONE;
    s.frames[fr + EF_M2] = NONE;
    if (berniceSources(s, facOf(s, fr), null) > 0) {
      s.frames[fr + EF_STEP] = B_SRC;
      return OPEN;
    }
    return berniceNail(s, fr);
  },
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    switch (s.frames[fr + EF_STEP]) {
      case B_SRC:
        return berniceSources(s, fac, out);
      case B_DST:
        return berniceDests(s, fac, s.frames[fr + EF_M0]!, out);
      case B_RECALL: {
        for (let i = 0; i < NAILS; i++) out[i] = encode(A_EFFECT, i);
        out[NAILS] = encode(A_EFFECT_STOP);
        return NAILS + 1;
      }
      default:
        return nailTargets(s, fr, out);
    }
  },
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    const F = s.frames;
    switch (F[fr + EF_STEP]) {
      case B_SRC:
        F[fr + EF_M0] = argA(action);
        F[fr + EF_STEP] = B_DST;
        return OPEN;
      case B_DST:
        F[fr + EF_STEP] = B_MOVED;
        return moveUnits(s, fac, F[fr + EF_M0]!, argA(action), BERNICE.numbers.haintsMoved.value, 0, RS_EFFECT);
      case B_RECALL: {
        if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
        const i = argA(action);
        F[fr + EF_M1] = s.nail[2 * i]!;
        F[fr + EF_M2] = s.nail[2 * i + 1]!;
        s.nail[2 * i] = NONE;
        s.nail[2 * i + 1] = NONE;
        F[fr + EF_STEP] = B_NAIL;
        return nailTargets(s, fr, null) > 0 ? OPEN : endEffect(s);
      }
      default: {
        const i = freeNail(s);
        s.nail[2 * i] = argA(action);
        s.nail[2 * i + 1] = argB(action);
        return endEffect(s);
      }
    }
  },
  resume: (s, fr) => berniceNail(s, fr),
  describe: (s, fr, action) => {
    const g = s.map.grid;
    switch (s.frames[fr + EF_STEP]) {
      case B_SRC:
        return `move 1 of your Haints from hex ${hexName(g, argA(action))}`;
      case B_DST:
        return `move the Haint to the adjacent terrain hex ${hexName(g, argA(action))}`;
      case B_RECALL:
        return kindOf(action) === A_EFFECT_STOP
          ? 'leave both Iron Nails where they are'
          : `recall Iron Nail ${argA(action)} from hex ${hexName(g, s.nail[2 * argA(action)]!)} to place it under a new Unit`;
      default: {
        const u = argB(action);
        const who = u >= NAIL_HAINT ? `a ${HAINT_OWNER[u - NAIL_HAINT]} Haint` : LEGEND_NAME[u];
        return `place an Iron Nail under ${who} on hex ${hexName(g, argA(action))}`;
      }
    }
  },
};

/** canStart without a frame: a nail target exists ignoring the "new Unit" rule (the recalled nail's Unit is still nailed then). */
function nailTargetsExist(s: HarrowGame, fac: number): boolean {
  for (let h = 0; h < s.n; h++) {
    if (unitsOn(s, h) === 0 || !hasOwnNeighbour(s, fac, h)) continue;
    for (let f = 0; f < UNIT_FACTIONS; f++) if (s.haint[f * s.n + h]! > nailsUnder(s, h, NAIL_HAINT + f)) return true;
    for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h && nailsUnder(s, h, slot) === 0) return true;
  }
  return false;
}

// ---- Malachi (R-LEG-MALACHI, L2639) ---------------------------------------------------------

const MALACHI = POWERS.malachi;
const M_FURY = 0;
const M_ATTACK = 1;

/** Fury hexes: 1–2 from Malachi, no Malachi, no enemy Units, no Bonfire (R-CORE-7), with a hex in range to attack. */
function furyHexes(s: HarrowGame, fac: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  if (from < 0 || s.f[fi(fac, F_UNIQUE)]! <= 0) return 0;
  const lo = MALACHI.numbers.furyMinDistance.value;
  const hi = MALACHI.numbers.furyMaxDistance.value;
  const bonus = s.f[fi(fac, F_RANGE_BONUS)]!;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const d = hexDistance(s.map.grid, from, h);
    if (d < lo || d > hi || h === from || enemyUnitsOn(s, fac, h) > 0 || s.bonfire[h]! > 0) continue;
    if (!furyAttackExists(s, s.config.attack, fac, h, bonus)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

const malachi: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${MALACHI.id}`,
  name: MALACHI.name,
  source: MALACHI.source,
  canStart: (s, fac) => furyHexes(s, fac, null) > 0,
  start: (s, fr) => {
    s.frames[fr + EF_STEP] = M_FURY;
    return OPEN;
  },
  legal: (s, fr, out) => furyHexes(s, facOf(s, fr), out),
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    const n = MALACHI.numbers;
    s.f[fi(fac, F_UNIQUE)]!--;
    s.frames[fr + EF_STEP] = M_ATTACK;
    // G-44: a Legend-power attack, not a Mason-Jar attack (data flag countsAsJarAttack).
    furyAttackStart(
      s, s.config.attack, fac, argA(action), n.furyUnits.value, n.maxAttackingUnits.value, RS_EFFECT, n.countsAsJarAttack.value,
      s.f[fi(fac, F_RANGE_BONUS)]!,
    );
    return OPEN;
  },
  resume: (s, fr) => {
    // L2639: "Return Fury token."
    s.f[fi(facOf(s, fr), F_UNIQUE)]!++;
    return endEffect(s);
  },
  describe: (s, _fr, action) => `place the Attack Fury token on hex ${hexName(s.map.grid, argA(action))} and attack from it`,
};

// ---- Priscilla (R-LEG-PRISCILLA, L2641) -----------------------------------------------------

const PRISCILLA = POWERS.priscilla;

/** Goad hexes: Priscilla's terrain, no Townsfolk or Building, no Units (G-46), no Goad yet (2 different hexes), no Bonfire. */
function goadHexes(s: HarrowGame, fac: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  if (from < 0 || s.f[fi(fac, F_UNIQUE)]! <= 0) return 0;
  const t = terrainOf(s.map, from);
  if (t < 0) return 0; // L2641: a Mountain or the Brambles is no terrain
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.map.kind[h] !== t || s.townsfolk[h]! > 0 || s.building[h]! > 0 || s.goad[h]! > 0 || s.bonfire[h]! > 0) continue;
    if (!PRISCILLA.numbers.goadOnUnitsAllowed.value && unitsOn(s, h) > 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

const priscilla: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${PRISCILLA.id}`,
  name: PRISCILLA.name,
  source: PRISCILLA.source,
  canStart: (s, fac) => goadHexes(s, fac, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => goadHexes(s, facOf(s, fr), out),
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    s.goad[argA(action)]!++;
    s.f[fi(fac, F_UNIQUE)]!--;
    const placed = ++s.frames[fr + EF_M0]!;
    return placed < PRISCILLA.numbers.goadsPlaced.value && goadHexes(s, fac, null) > 0 ? OPEN : endEffect(s);
  },
  describe: (s, _fr, action) => `place a Goad token on hex ${hexName(s.map.grid, argA(action))}`,
};

// ---- Skinless Boy (R-LEG-SKINLESS, L2643) ---------------------------------------------------

const SKINLESS = POWERS['skinless-boy'];
const SB_HSRC = 0;
const SB_HDST = 1;
const SB_MOVED = 2;
const SB_TSRC = 3;
const SB_TDST = 4;

/** Skinless Boy's terrain, −1 on a Mountain or the Brambles (the power then does nothing, L2643). */
const skinlessTerrain = (s: HarrowGame, fac: number): number => {
  const h = legendHexOf(s, fac);
  return h < 0 ? NONE : terrainOf(s.map, h);
};

/** A hex matching the terrain where a Haint of `fac` may stand (no Building or enemy Unit, core rules) / a Townsfolk may. */
function skinlessMayEnter(s: HarrowGame, fac: number, h: number, t: number, townsfolk: boolean): boolean {
  if (h < 0 || s.map.kind[h] !== t) return false;
  if (!townsfolk) return mayEnter(s, fac, h, 1, s.config.basic);
  // A Townsfolk: no Building, no enemy Unit (L2643), no Doll (R-CORE-5), no Bonfire (R-CORE-7).
  return s.building[h] === 0 && enemyUnitsOn(s, fac, h) === 0 && dollOn(s, h) < 0 && s.bonfire[h] === 0;
}

function skinlessDests(s: HarrowGame, fac: number, src: number, townsfolk: boolean, out: Int32Array | null): number {
  const t = skinlessTerrain(s, fac);
  if (t < 0) return 0;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbrOf(s, src, d);
    if (!skinlessMayEnter(s, fac, h, t, townsfolk)) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function skinlessSources(s: HarrowGame, fac: number, townsfolk: boolean, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if ((townsfolk ? s.townsfolk[h]! : movableHaints(s, fac, h)) === 0 || skinlessDests(s, fac, h, townsfolk, null) === 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

/** After the Haint (or when none can move): the Townsfolk, if one can. */
function skinlessTownsfolk(s: HarrowGame, fr: Frame): number {
  if (skinlessSources(s, facOf(s, fr), true, null) === 0) return endEffect(s);
  s.frames[fr + EF_STEP] = SB_TSRC;
  return OPEN;
}

const skinless: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${SKINLESS.id}`,
  name: SKINLESS.name,
  source: SKINLESS.source,
  canStart: (s, fac) => skinlessSources(s, fac, false, null) > 0 || skinlessSources(s, fac, true, null) > 0,
  start: (s, fr) => {
    if (skinlessSources(s, facOf(s, fr), false, null) > 0) return OPEN; // SB_HSRC
    return skinlessTownsfolk(s, fr);
  },
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    switch (s.frames[fr + EF_STEP]) {
      case SB_HSRC:
        return skinlessSources(s, fac, false, out);
      case SB_HDST:
        return skinlessDests(s, fac, s.frames[fr + EF_M0]!, false, out);
      case SB_TSRC:
        return skinlessSources(s, fac, true, out);
      default:
        return skinlessDests(s, fac, s.frames[fr + EF_M0]!, true, out);
    }
  },
  apply: (s, fr, action) => {
    const F = s.frames;
    const h = argA(action);
    switch (F[fr + EF_STEP]) {
      case SB_HSRC:
      case SB_TSRC:
        F[fr + EF_M0] = h;
        F[fr + EF_STEP]!++;
        return OPEN;
      case SB_HDST:
        F[fr + EF_STEP] = SB_MOVED;
        return moveUnits(s, facOf(s, fr), F[fr + EF_M0]!, h, SKINLESS.numbers.haintsMoved.value, 0, RS_EFFECT);
      case SB_TDST:
      default:
        s.townsfolk[F[fr + EF_M0]!]! -= SKINLESS.numbers.townsfolkMoved.value;
        s.townsfolk[h]! += SKINLESS.numbers.townsfolkMoved.value;
        return endEffect(s);
    }
  },
  resume: (s, fr) => skinlessTownsfolk(s, fr),
  describe: (s, fr, action) => {
    const hx = hexName(s.map.grid, argA(action));
    switch (s.frames[fr + EF_STEP]) {
      case SB_HSRC:
        return `move 1 of your Haints from hex ${hx}`;
      case SB_HDST:
        return `move the Haint onto the adjacent hex ${hx} of Skinless Boy's terrain`;
      case SB_TSRC:
        return `move a Townsfolk from hex ${hx}`;
      default:
        return `move the Townsfolk onto the adjacent hex ${hx} of Skinless Boy's terrain`;
    }
  },
};

export const PROTECTOR_POWER_EFFECTS: readonly EffectHooks[] = [emmy, bernice, malachi, priscilla, skinless];
