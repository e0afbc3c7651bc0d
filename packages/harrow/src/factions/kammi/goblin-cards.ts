// Kammi's 12 Goblin cards (spec §2.3, L2745-2769; general rules §1.15, L1750-1759) as effect
// hooks. Every distance is measured from the Goblin token (L1753), never from Kammi: `goblinHex`.
// A played card stays in play (turn.ts `playCard` puts it in `s.active`); Kammi Side 1 re-triggers
// it through the same hooks (track.ts). After Backbiter detonated no card can be played (L2743):
// every `canStart` is false without a living Goblin on the map.
//
// Decisions (A_EFFECT a, b as below; each step one choice, spec §5.4):
//   Blood Money     a = hex for the cube
//   Doll's Whisper  a = hex, b = faction of an enemy Haint; then a = its destination (twice)
//   Doppelganger    a = hex to SPAWN onto
//   Entice          a = hex, b = faction of the enemy Haint; then a = its destination
//   Let's Blouse!   a = token kind (TK_*); then a = hex
//   Sleight of Hand a = hex of your Haint; then a = hex, b = faction of the enemy Haint
//   Snare           a = Legend slot; then a = Haints carried; then a = destination
//   Propel          a = hex of your Haint; then a = destination
//   Tempt           a = hex, b = token kind; then a = destination
//   Keyhole         a = hex X; then a = source hex, b = item (TK_* token, KH_TOWNSFOLK, KH_BUILDING), or stop
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { OPEN } from '../../basic-actions.js';
import { GOBLIN_CARDS } from '../../data/cards.js';
import { EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { isBrambles, terrainOf } from '../../map.js';
import { freeHaints, legendMovable, mayEnter, moveUnits, stepsToward } from '../../relocate.js';
import { spawnOnto, spawnable } from '../../spawn.js';
import { onEnter } from '../../advance.js';
import {
  COLOURS, FACTION_COLOUR, FAC_F, FAC_K, FAC_P, F_HAINT_POSS, F_SEAT, F_WORDS, G_BOX_TOKEN, G_GOBLIN_ALIVE,
  LEGEND_COUNT, LEGEND_FIRST, LS_KAMMI0, LS_KAMMI1, LS_P, NONE, TK_ADV, TK_SCR, TOKEN_KINDS, UNIT_FACTIONS, dollOn,
  slotFaction, unitsOn, type Frame,
  carryInfected,
} from '../../state.js';
import { openPicks, type HarrowGame } from '../../turn.js';
import { kammiToken } from '../../secrets.js';

const K = GOBLIN_CARDS;
const fi = (fac: number, field: number): number => fac * F_WORDS + field;

// ---- shared helpers (also used by goblins.ts and track.ts) ---------------------------------

/** The Legend slot of the Goblin token (G_KAMMI_TOKEN names Kammi's; the other is the Goblin). */
export const goblinSlot = (s: HarrowGame): number => LS_KAMMI0 + 1 - kammiToken(s);
/** The Legend slot of the Kammi token. */
export const kammiSlot = (s: HarrowGame): number => LS_KAMMI0 + kammiToken(s);
/** The Goblin's hex, −1 when it is gone (Backbiter, L2743) or not placed. */
export function goblinHex(s: HarrowGame): number {
  if (s.g[G_GOBLIN_ALIVE] !== 1 || kammiToken(s) < 0) return NONE;
  return s.legendHex[goblinSlot(s)]!;
}
/** Hex distance (G-40). */
/** A Haint-owning faction in the game other than Kammi. */
export const isEnemy = (s: HarrowGame, f: number): boolean => f !== FAC_K && s.f[fi(f, F_SEAT)]! >= 0;
/** Kammi's purple cubes in Possessions / on the Battleground (index into poss / bg). */
export const PURPLE_K = FAC_K * COLOURS + FACTION_COLOUR[FAC_K]!;

const FACTION_NAME = ['Protector', 'Family', 'Kammi'] as const;
export const TOKEN_NAME = ['ADVANCE', 'SPAWN', 'STRENGTHEN', 'Scroll'] as const;
export const SLOT_NAME = ['the Protector Legend', 'the Family Legend', 'Kammi token 0', 'Kammi token 1'] as const;
const hx = (s: HarrowGame, h: number): string => hexName(s.map.grid, h);
const STOP = encode(A_EFFECT_STOP);
const fac0 = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;
const step = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_STEP]!;

/** The card playable at all: a living Goblin on the map (L2743, L1753). */
const goblinUp = (s: HarrowGame): boolean => goblinHex(s) >= 0;

// ---- moving enemy Haints (Entice, Doll's Whisper) -----------------------------------------

/**
 * Enemy Haints within `maxD` of the Goblin that can move to a legal adjacent hex other than
 * `avoid` (A_EFFECT a = hex, b = faction). `moved` is the hex of a Haint moved already by this
 * effect (it is not chosen again). out null: returns 1 at the first option.
 */
function enemyHaintSources(s: HarrowGame, maxD: number, moved: number, avoid: number, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (hexDistance(s.map.grid, g, h) > maxD) continue;
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      if (!isEnemy(s, f)) continue;
      const free = freeHaints(s, f, h) - (h === moved ? 1 : 0);
      if (free <= 0 || haintDests(s, f, h, avoid, null) === 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, f);
    }
  }
  return k;
}

/** Legal adjacent hexes for one Haint of `f` from `src` (not `avoid`). */
function haintDests(s: HarrowGame, f: number, src: number, avoid: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[src * 6 + d]!;
    if (h < 0 || h === avoid || !mayEnter(s, f, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** A Doll within `d` of the Goblin (Doll's Whisper's play condition, L2751). */
function dollNear(s: HarrowGame, d: number): boolean {
  const g = goblinHex(s);
  if (g < 0) return false;
  for (let i = 0; i < s.dollHex.length; i++) {
    const h = s.dollHex[i]!;
    if (h >= 0 && hexDistance(s.map.grid, g, h) <= d) return true;
  }
  return false;
}

// ---- K1 Blood Money ----------------------------------------------------------------------

function bloodMoneyHexes(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0 || s.poss[PURPLE_K]! < K['blood-money'].numbers.cubes.value) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (hexDistance(s.map.grid, g, h) > K['blood-money'].numbers.maxDistance.value || unitsOn(s, h) > 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** K1 (L2747, G-73): a cube from Possessions on a Unit-free hex within 2; advance.ts `onEnter` pays it to the first Unit entering. */
const bloodMoney: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K['blood-money'].id}`,
  name: K['blood-money'].name,
  source: K['blood-money'].source,
  canStart: (s) => bloodMoneyHexes(s, null) > 0,
  start: (s) => (bloodMoneyHexes(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, _fr, out) => bloodMoneyHexes(s, out),
  apply: (s, _fr, action) => {
    const c = K['blood-money'].numbers.cubes.value;
    s.poss[PURPLE_K]! -= c;
    s.bloodMoney[argA(action)]! += c;
    return endEffect(s);
  },
  describe: (s, _fr, action) => `place one of your cubes on hex ${hx(s, argA(action))}`,
};

// ---- K2 Buried ----------------------------------------------------------------------------

/** K2 (L2749): with ≥ 1 Kammi Haint on the Goblin's hex, 1 ADVANCE, SPAWN or STRENGTHEN (no Wild token). */
const buried: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.buried.id}`,
  name: K.buried.name,
  source: K.buried.source,
  canStart: (s) => {
    const g = goblinHex(s);
    return g >= 0 && s.haint[FAC_K * s.n + g]! >= K.buried.numbers.minOwnHaintsOnGoblinHex.value;
  },
  start: (s, fr) => {
    const fac = fac0(s, fr);
    const g = goblinHex(s);
    if (g < 0 || s.haint[FAC_K * s.n + g]! < K.buried.numbers.minOwnHaintsOnGoblinHex.value) return endEffect(s);
    s.frames[fr + EF_STEP] = 1;
    return openPicks(s, fac, K.buried.numbers.basicActions.value, RS_EFFECT);
  },
};

// ---- K3 Doll's Whisper ----------------------------------------------------------------------

/** Steps: 0 first Haint, 1 its destination, 2 second Haint, 3 its destination. M0 source, M1 faction, M2 first destination. */
const dollsWhisper: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K['dolls-whisper'].id}`,
  name: K['dolls-whisper'].name,
  source: K['dolls-whisper'].source,
  canStart: (s) =>
    dollNear(s, K['dolls-whisper'].numbers.dollMaxDistance.value) &&
    enemyHaintSources(s, K['dolls-whisper'].numbers.haintMaxDistance.value, NONE, NONE, null) > 0,
  start: (s, fr) => {
    s.frames[fr + EF_M2] = NONE;
    return dollsWhisper.canStart(s, fac0(s, fr), 0) ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    const st = step(s, fr);
    const d1 = s.frames[fr + EF_M2]!;
    if (st === 0 || st === 2) return enemyHaintSources(s, K['dolls-whisper'].numbers.haintMaxDistance.value, d1, d1, out);
    return haintDests(s, s.frames[fr + EF_M1]!, s.frames[fr + EF_M0]!, d1, out);
  },
  apply: (s, fr, action) => {
    const st = step(s, fr);
    if (st === 0 || st === 2) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_M1] = argB(action);
      s.frames[fr + EF_STEP] = st + 1;
      return OPEN;
    }
    const dst = argA(action);
    if (st === 1) s.frames[fr + EF_M2] = dst;
    s.frames[fr + EF_STEP] = st + 1;
    return moveUnits(s, s.frames[fr + EF_M1]!, s.frames[fr + EF_M0]!, dst, 1, 0, RS_EFFECT);
  },
  resume: (s, fr) => {
    // L2751 "two enemy Haints": the second one moves when one can (its destination differs from the first's).
    if (step(s, fr) === 2) {
      const d1 = s.frames[fr + EF_M2]!;
      if (enemyHaintSources(s, K['dolls-whisper'].numbers.haintMaxDistance.value, d1, d1, null) > 0) return OPEN;
    }
    return endEffect(s);
  },
  describe: (s, fr, action) => {
    const st = step(s, fr);
    if (st === 0 || st === 2) return `choose the ${FACTION_NAME[argB(action)]} Haint on hex ${hx(s, argA(action))}`;
    return `move that Haint to the adjacent hex ${hx(s, argA(action))}`;
  },
};

// ---- K4 Doppelganger ----------------------------------------------------------------------

function doppelgangerHexes(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0 || s.f[fi(FAC_K, F_HAINT_POSS)]! <= 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    // spawnable: fewer than 4 Units, no enemy Unit, Building, Townsfolk (Kammi's core rules) or Bonfire.
    if (hexDistance(s.map.grid, g, h) > K.doppelganger.numbers.maxDistance.value || !spawnable(s, FAC_K, h, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** K4 (L2753): SPAWN 1 Haint onto a legal hex up to 3 from the Goblin. */
const doppelganger: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.doppelganger.id}`,
  name: K.doppelganger.name,
  source: K.doppelganger.source,
  canStart: (s) => doppelgangerHexes(s, null) > 0,
  start: (s) => (doppelgangerHexes(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, _fr, out) => doppelgangerHexes(s, out),
  apply: (s, _fr, action) => {
    spawnOnto(s, FAC_K, argA(action), s.config.basic);
    return endEffect(s);
  },
  describe: (s, _fr, action) => `SPAWN a Haint onto hex ${hx(s, argA(action))}`,
};

// ---- K5 Entice ----------------------------------------------------------------------------

/** K5 (L2755): one enemy Haint (infected or not) within 2 of the Goblin moves to a legal adjacent hex. Steps: 0 Haint, 1 destination. */
const entice: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.entice.id}`,
  name: K.entice.name,
  source: K.entice.source,
  canStart: (s) => enemyHaintSources(s, K.entice.numbers.maxDistance.value, NONE, NONE, null) > 0,
  start: (s) => (enemyHaintSources(s, K.entice.numbers.maxDistance.value, NONE, NONE, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) =>
    step(s, fr) === 0
      ? enemyHaintSources(s, K.entice.numbers.maxDistance.value, NONE, NONE, out)
      : haintDests(s, s.frames[fr + EF_M1]!, s.frames[fr + EF_M0]!, NONE, out),
  apply: (s, fr, action) => {
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_M1] = argB(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    s.frames[fr + EF_STEP] = 2;
    return moveUnits(s, s.frames[fr + EF_M1]!, s.frames[fr + EF_M0]!, argA(action), 1, 0, RS_EFFECT);
  },
  describe: (s, fr, action) =>
    step(s, fr) === 0
      ? `target the ${FACTION_NAME[argB(action)]} Haint on hex ${hx(s, argA(action))}`
      : `move that Haint to the adjacent hex ${hx(s, argA(action))}`,
};

// ---- K6 Grudge ----------------------------------------------------------------------------

/** Cubes Grudge sets aside from enemy faction f now (1 per its Haint within 2 of the Goblin, at most what it has). */
function grudgeCubes(s: HarrowGame, f: number): number {
  const g = goblinHex(s);
  if (g < 0 || !isEnemy(s, f)) return 0;
  let haints = 0;
  for (let h = 0; h < s.n; h++) if (hexDistance(s.map.grid, g, h) <= K.grudge.numbers.maxDistance.value) haints += s.haint[f * s.n + h]!;
  return Math.min(haints * K.grudge.numbers.cubesPerEnemyHaint.value, s.bg[f * COLOURS + FACTION_COLOUR[f]!]!);
}

/** K6 (L2757, CF-22, G-67): enemy cubes set aside; cleanup.ts `returnSetAside` puts them back at the end of the turn. */
const grudge: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.grudge.id}`,
  name: K.grudge.name,
  source: K.grudge.source,
  canStart: (s) => {
    for (let f = 0; f < UNIT_FACTIONS; f++) if (grudgeCubes(s, f) > 0) return true;
    return false;
  },
  start: (s) => {
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      const k = grudgeCubes(s, f);
      const c = f * COLOURS + FACTION_COLOUR[f]!;
      s.bg[c]! -= k;
      s.setAside[c]! += k;
    }
    return endEffect(s);
  },
};

// ---- K7 Let's Blouse! ----------------------------------------------------------------------

function blouseHexes(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (hexDistance(s.map.grid, g, h) !== K['lets-blouse'].numbers.exactDistance.value) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

function blouseKinds(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let t = TK_ADV; t < TOKEN_KINDS; t++) {
    if (s.g[G_BOX_TOKEN + t]! <= 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, t);
  }
  return k;
}

/** K7 (L2759): any 1 Ability Token from the box onto a hex exactly 2 from the Goblin. Steps: 0 kind, 1 hex. */
const letsBlouse: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K['lets-blouse'].id}`,
  name: K['lets-blouse'].name,
  source: K['lets-blouse'].source,
  canStart: (s) => blouseKinds(s, null) > 0 && blouseHexes(s, null) > 0,
  start: (s) => (blouseKinds(s, null) > 0 && blouseHexes(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => (step(s, fr) === 0 ? blouseKinds(s, out) : blouseHexes(s, out)),
  apply: (s, fr, action) => {
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const t = s.frames[fr + EF_M0]!;
    s.g[G_BOX_TOKEN + t]!--;
    s.tok[t * s.n + argA(action)]!++;
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    step(s, fr) === 0 ? `take a ${TOKEN_NAME[argA(action)]} token from the supply` : `place it on hex ${hx(s, argA(action))}`,
};

// ---- K8 Sleight of Hand --------------------------------------------------------------------

/** A single free Haint of `f`, alone on h (L2761 "both must have no other Units in their hex"). */
const aloneHaint = (s: HarrowGame, f: number, h: number): boolean => unitsOn(s, h) === 1 && freeHaints(s, f, h) === 1;

/** The enemy Haints that may swap with Kammi's lone Haint on `own` (A_EFFECT a = hex, b = faction). */
function sleightTargets(s: HarrowGame, own: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (h === own) continue;
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      if (!isEnemy(s, f) || !aloneHaint(s, f, h)) continue;
      // Kammi's Haint lands where the enemy Haint stood: no Building, Townsfolk (R-CORE-4) or Bonfire.
      // The enemy Haint lands on a hex Kammi's lone Haint held: nothing there can forbid it.
      if (s.building[h]! > 0 || s.townsfolk[h]! > 0 || s.bonfire[h]! > 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, f);
    }
  }
  return k;
}

function sleightOwn(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (hexDistance(s.map.grid, g, h) > K['sleight-of-hand'].numbers.ownHaintMaxDistance.value || !aloneHaint(s, FAC_K, h)) continue;
    if (sleightTargets(s, h, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/**
 * K8 (L2761): your lone Haint within 2 of the Goblin and any lone enemy Haint swap hexes. A swap
 * is a relocation (G-73): only the destinations' entry triggers fire, and no Doll is carried
 * (both Dolls stay where they are, which always keeps R-CORE-5). Steps: 0 your Haint, 1 the enemy's.
 */
const sleightOfHand: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K['sleight-of-hand'].id}`,
  name: K['sleight-of-hand'].name,
  source: K['sleight-of-hand'].source,
  canStart: (s) => sleightOwn(s, null) > 0,
  start: (s) => (sleightOwn(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => (step(s, fr) === 0 ? sleightOwn(s, out) : sleightTargets(s, s.frames[fr + EF_M0]!, out)),
  apply: (s, fr, action) => {
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const own = s.frames[fr + EF_M0]!;
    const h = argA(action);
    const f = argB(action);
    const N = s.n;
    s.haint[FAC_K * N + own]!--;
    s.haint[f * N + h]!--;
    s.haint[FAC_K * N + h]!++;
    s.haint[f * N + own]!++;
    const kammiClean = 1 - carryInfected(s, FAC_K, own, h);
    const foeClean = 1 - carryInfected(s, f, h, own);
    onEnter(s, FAC_K, h, 0, kammiClean);
    onEnter(s, f, own, 0, foeClean);
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    step(s, fr) === 0
      ? `choose your Haint on hex ${hx(s, argA(action))}`
      : `swap it with the ${FACTION_NAME[argB(action)]} Haint on hex ${hx(s, argA(action))}`,
};

// ---- K9 Snare -----------------------------------------------------------------------------

/** The opponent's Legend hex (the one Haint-owning opponent's Legend slot), −1. */
function opponentLegendHex(s: HarrowGame): number {
  for (let f = 0; f < UNIT_FACTIONS; f++) if (isEnemy(s, f)) return s.legendHex[LEGEND_FIRST[f]!]!;
  return NONE;
}

/** L2763: both the Goblin and the opponent's Legend on terrain hexes of different terrains. */
function snareCondition(s: HarrowGame): boolean {
  const g = goblinHex(s);
  const o = opponentLegendHex(s);
  if (g < 0 || o < 0) return false;
  const tg = terrainOf(s.map, g);
  const to = terrainOf(s.map, o);
  return tg >= 0 && to >= 0 && tg !== to;
}

/** Adjacent hexes a group of `size` (the Legend in `slot` and size − 1 Haints) may enter. */
function snareDests(s: HarrowGame, slot: number, size: number, out: Int32Array | null): number {
  const fac = slotFaction(slot);
  const from = s.legendHex[slot]!;
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[from * 6 + d]!;
    if (!mayEnter(s, fac, h, size, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

function snareCounts(s: HarrowGame, slot: number, out: Int32Array | null): number {
  const fac = slotFaction(slot);
  const free = freeHaints(s, fac, s.legendHex[slot]!);
  let k = 0;
  for (let c = 0; c <= free; c++) {
    if (snareDests(s, slot, 1 + c, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, c);
  }
  return k;
}

function snareLegends(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  // Every Unit Legend (Hester is no Unit, G-26; the 2-player game has none).
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if (!legendMovable(s, slot) || snareDests(s, slot, 1, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, slot);
  }
  return k;
}

/** K9 (L2763): any Legend moves 1 hex, carrying Haints of its hex. Steps: 0 Legend, 1 Haints carried (skipped when it has none free), 2 destination. */
const snare: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.snare.id}`,
  name: K.snare.name,
  source: K.snare.source,
  canStart: (s) => snareCondition(s) && snareLegends(s, null) > 0,
  start: (s) => (snareCondition(s) && snareLegends(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    const st = step(s, fr);
    if (st === 0) return snareLegends(s, out);
    if (st === 1) return snareCounts(s, s.frames[fr + EF_M0]!, out);
    return snareDests(s, s.frames[fr + EF_M0]!, 1 + s.frames[fr + EF_M1]!, out);
  },
  apply: (s, fr, action) => {
    const st = step(s, fr);
    if (st === 0) {
      const slot = argA(action);
      s.frames[fr + EF_M0] = slot;
      s.frames[fr + EF_M1] = 0;
      const carry = K.snare.numbers.carriesHaints.value && freeHaints(s, slotFaction(slot), s.legendHex[slot]!) > 0;
      s.frames[fr + EF_STEP] = carry ? 1 : 2;
      return OPEN;
    }
    if (st === 1) {
      s.frames[fr + EF_M1] = argA(action);
      s.frames[fr + EF_STEP] = 2;
      return OPEN;
    }
    const slot = s.frames[fr + EF_M0]!;
    const fac = slotFaction(slot);
    s.frames[fr + EF_STEP] = 3;
    return moveUnits(s, fac, s.legendHex[slot]!, argA(action), s.frames[fr + EF_M1]!, 1 << (slot - LEGEND_FIRST[fac]!), RS_EFFECT);
  },
  describe: (s, fr, action) => {
    const st = step(s, fr);
    if (st === 0) return `move ${SLOT_NAME[argA(action)]} (on hex ${hx(s, s.legendHex[argA(action)]!)}) 1 hex`;
    if (st === 1) return `carry ${argA(action)} Haint(s) along`;
    return `onto the adjacent hex ${hx(s, argA(action))}`;
  },
};

// ---- K10 Propel ---------------------------------------------------------------------------

function propelDests(s: HarrowGame, src: number, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    // L2765: any legal hex within 2 of the Goblin, Mountains included (mayEnter has no terrain test).
    if (h === src || hexDistance(s.map.grid, g, h) > K.propel.numbers.maxDistance.value || !mayEnter(s, FAC_K, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

function propelSources(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (hexDistance(s.map.grid, g, h) !== K.propel.numbers.fromDistance.value || freeHaints(s, FAC_K, h) === 0 || propelDests(s, h, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** K10 (L2765, G-73): your Haint adjacent to the Goblin is relocated to a legal hex within 2 of it (only the landing hex triggers). Steps: 0 Haint, 1 hex. */
const propel: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.propel.id}`,
  name: K.propel.name,
  source: K.propel.source,
  canStart: (s) => propelSources(s, null) > 0,
  start: (s) => (propelSources(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => (step(s, fr) === 0 ? propelSources(s, out) : propelDests(s, s.frames[fr + EF_M0]!, out)),
  apply: (s, fr, action) => {
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    s.frames[fr + EF_STEP] = 2;
    // R-ADV-5: a Doll on the Haint's hex may follow it (its owner, Kammi, decides).
    return moveUnits(s, FAC_K, s.frames[fr + EF_M0]!, argA(action), 1, 0, RS_EFFECT);
  },
  describe: (s, fr, action) =>
    step(s, fr) === 0 ? `choose your Haint on hex ${hx(s, argA(action))}` : `relocate it to hex ${hx(s, argA(action))}`,
};

// ---- K11 Tempt ----------------------------------------------------------------------------

const PULL = new Int32Array(6);

function temptSources(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (h === g) continue;
    for (let t = TK_ADV; t < TOKEN_KINDS; t++) {
      if (s.tok[t * s.n + h]! <= 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, t);
    }
  }
  return k;
}

/** K11 (L2767): any Ability Token on the map is pulled 1 hex closer to the Goblin (any hex may take it). Steps: 0 token, 1 destination. */
const tempt: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K.tempt.id}`,
  name: K.tempt.name,
  source: K.tempt.source,
  canStart: (s) => temptSources(s, null) > 0,
  start: (s) => (temptSources(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    if (step(s, fr) === 0) return temptSources(s, out);
    const k = stepsToward(s, s.frames[fr + EF_M0]!, goblinHex(s), PULL);
    for (let i = 0; i < k; i++) out[i] = encode(A_EFFECT, PULL[i]!);
    return k;
  },
  apply: (s, fr, action) => {
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_M1] = argB(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const t = s.frames[fr + EF_M1]!;
    s.tok[t * s.n + s.frames[fr + EF_M0]!]!--;
    s.tok[t * s.n + argA(action)]!++;
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    step(s, fr) === 0
      ? `pull the ${TOKEN_NAME[argB(action)]} token on hex ${hx(s, argA(action))}`
      : `1 hex towards your Goblin, onto hex ${hx(s, argA(action))}`,
};

// ---- K12 Through the Keyhole ------------------------------------------------------------------

/** Item codes beyond the token kinds. */
const KH_TOWNSFOLK = TOKEN_KINDS;
const KH_BUILDING = TOKEN_KINDS + 1;

/** Units of faction f on h (Haints and Legends). */
function factionUnits(s: HarrowGame, f: number, h: number): number {
  let u = s.haint[f * s.n + h]!;
  for (let i = 0; i < LEGEND_COUNT[f]!; i++) if (s.legendHex[LEGEND_FIRST[f]! + i] === h) u++;
  return u;
}

/** A Townsfolk may come onto x: R-CORE-3/4 (no Family or Kammi Unit), R-CORE-5 (no Doll), R-CORE-6 (not the Brambles), R-CORE-7, and no Building (L2769). */
const townsfolkMay = (s: HarrowGame, x: number): boolean =>
  !isBrambles(s.map, x) && s.building[x] === 0 && dollOn(s, x) < 0 && s.bonfire[x] === 0 &&
  factionUnits(s, FAC_F, x) + factionUnits(s, FAC_K, x) === 0;
/** A Building may come onto x: R-CORE-2/4 (no Protector or Kammi Unit), R-CORE-5, G-94 (not the Brambles), R-CORE-7, and no Townsfolk (L2769). */
const buildingMay = (s: HarrowGame, x: number): boolean =>
  !isBrambles(s.map, x) && s.townsfolk[x] === 0 && dollOn(s, x) < 0 && s.bonfire[x] === 0 &&
  factionUnits(s, FAC_P, x) + factionUnits(s, FAC_K, x) === 0;

/**
 * Items on hexes adjacent to x that may move onto x (A_EFFECT a = source hex, b = item). "Never a
 * Townsfolk AND a Building" (L2769) needs no memory: once one is on x, the other may not come.
 */
function keyholeItems(s: HarrowGame, x: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  const tf = townsfolkMay(s, x);
  const bd = buildingMay(s, x);
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[x * 6 + d]!;
    if (h < 0) continue;
    for (let t = TK_ADV; t <= TK_SCR; t++) {
      if (s.tok[t * s.n + h]! <= 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, t);
    }
    if (tf && s.townsfolk[h]! > 0) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, KH_TOWNSFOLK);
    }
    if (bd && s.building[h]! > 0) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, KH_BUILDING);
    }
  }
  return k;
}

function keyholeHexes(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0) return 0;
  const n = K['through-the-keyhole'].numbers;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const d = hexDistance(s.map.grid, g, h);
    if (d < n.minDistance.value || d > n.maxDistance.value || keyholeItems(s, h, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/**
 * K12 (L2769, G-94): pick X at 1–2 from the Goblin, then up to 3 items from hexes adjacent to X
 * onto X, one at a time: Ability Tokens, plus Townsfolk or Buildings (never both). Steps: 0 X
 * (M0), then items (M2 moved) until 3 or stop.
 */
const throughTheKeyhole: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${K['through-the-keyhole'].id}`,
  name: K['through-the-keyhole'].name,
  source: K['through-the-keyhole'].source,
  canStart: (s) => keyholeHexes(s, null) > 0,
  start: (s) => (keyholeHexes(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    if (step(s, fr) === 0) return keyholeHexes(s, out);
    const k = keyholeItems(s, s.frames[fr + EF_M0]!, out);
    out[k] = STOP;
    return k + 1;
  },
  apply: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    if (step(s, fr) === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const x = s.frames[fr + EF_M0]!;
    const h = argA(action);
    const item = argB(action);
    if (item === KH_TOWNSFOLK) {
      s.townsfolk[h]!--;
      s.townsfolk[x]!++;
    } else if (item === KH_BUILDING) {
      s.building[h]!--;
      s.building[x]!++;
    } else {
      s.tok[item * s.n + h]!--;
      s.tok[item * s.n + x]!++;
    }
    const moved = ++s.frames[fr + EF_M2]!;
    if (moved >= K['through-the-keyhole'].numbers.maxItems.value || keyholeItems(s, x, null) === 0) return endEffect(s);
    return OPEN;
  },
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'move no more items';
    if (step(s, fr) === 0) return `pick hex ${hx(s, argA(action))}`;
    const item = argB(action);
    const what = item === KH_TOWNSFOLK ? 'a Townsfolk' : item === KH_BUILDING ? 'a Building' : `the ${TOKEN_NAME[item]} token`;
    return `move ${what} from hex ${hx(s, argA(action))} onto hex ${hx(s, s.frames[fr + EF_M0]!)}`;
  },
};

// ---- the table ----------------------------------------------------------------------------

/** Every card needs a living Goblin on the map (L2743 "You won't be able to play any more cards"). */
function withGoblin(e: EffectHooks): EffectHooks {
  return { ...e, canStart: (s, fac, arg) => goblinUp(s) && e.canStart(s, fac, arg) };
}

export const GOBLIN_CARD_EFFECTS: readonly EffectHooks[] = [
  bloodMoney, buried, dollsWhisper, doppelganger, entice, grudge, letsBlouse, sleightOfHand, snare, propel, tempt, throughTheKeyhole,
].map(withGoblin);
