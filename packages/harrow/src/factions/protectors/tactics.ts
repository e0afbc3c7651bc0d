// The Protectors' 16 Tactics cards (spec §2.1, rulebook L2645-2677; §1.15, L1736-1748) as effect
// hooks (effects.ts). The turn machine offers a card before or after the jar action (one a turn),
// discards it and starts its effect with EF_ARG = the card's index; these hooks are what the card
// then does. Every number is the card data's (data/cards.ts `TACTICS`).
//
// "You" is the player of the card; "the enemy" is the 1v1 opponent (`haintOpponent`), never
// Hester (spec §2). Moves outside ADVANCE go through relocate.ts (`mayEnter`, `moveUnits`,
// `moveLegend`): entry triggers fire (R-ADV-7) and the moving Unit's owner decides about a Doll
// (R-ADV-5); nailed Units never move (R-ADV-6, L2637).
import type { Rng } from '@balance-lab/core';
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { movableHaints, stepCost } from '../../advance.js';
import { OPEN, hasStorm } from '../../basic-actions.js';
import { collectToken, drawCards, hasOwnUnit, mayFile } from '../../cleanup.js';
import { TACTICS } from '../../data/cards.js';
import { ALL_BONUS_TILES } from '../../data/tiles.js';
import { haintOpponent } from '../../dial.js';
import { EF_FAC, EF_ID, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, startEffect, type EffectHooks } from '../../effects.js';
import { hexName, rayHex } from '../../hex.js';
import { legendMovable, mayEnter, moveLegend, moveUnits, stepsToward } from '../../relocate.js';
import { spawnOnto, spawnTargets, spawnable } from '../../spawn.js';
import {
  BONUS_CAP, COLOURS, FACTION_COLOUR, FW_SEAT, F_DEFERRED, F_HAINT_POSS, F_RANGE_BONUS, F_WILD,
  F_WORDS, G_BONUS_SLOTS, G_BOX_TOKEN, G_FREE_PATH_STEPS, G_JAR_DONE, G_LAST_JAR, G_WILD_SUPPLY, LEGEND_COUNT, LEGEND_FIRST,
  TK_SPN, TK_STR, TOKEN_KINDS, dollOn, unitsOn, type Frame,
} from '../../state.js';
import { strengthen } from '../../strengthen.js';
import { JAR_I_WILD, openFixedPicks, openPacket, openPicks, rowValue, trackEffectOf, type HarrowGame } from '../../turn.js';

const T = TACTICS;
const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const facOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;
/** The hex of your Legend (the Protectors have one Legend slot), −1 off the map. */
const legendHexOf = (s: HarrowGame, fac: number): number => s.legendHex[LEGEND_FIRST[fac]!]!;
const hx = (s: HarrowGame, h: number): string => hexName(s.map.grid, h);
const TOKEN_NAMES = ['ADVANCE', 'SPAWN', 'STRENGTHEN', 'Scroll'] as const;
/** Scratch for spawnTargets / stepsToward inside one call (never read across calls). */
const SCRATCH = new Int32Array(16);

const ids = (c: { id: string; name: string; source: string }): { key: string; name: string; source: string } => ({
  key: `card:${c.id}`,
  name: c.name,
  source: c.source,
});

/** "Half your value (round up)" (L2651, L2669). */
const half = (v: number, divisor: number, roundUp: boolean): number => (roundUp ? Math.ceil(v / divisor) : Math.floor(v / divisor));

// ---- T1 Banish (L2647, G-67) ----------------------------------------------------------------

const enemyCubeIndex = (s: HarrowGame, fac: number): number => {
  const e = haintOpponent(s, fac);
  return e < 0 ? -1 : e * COLOURS + FACTION_COLOUR[e]!;
};
const enemyCubes = (s: HarrowGame, fac: number): number => {
  const i = enemyCubeIndex(s, fac);
  return i < 0 ? 0 : s.bg[i]!;
};

/**
 * T1 (L2647): set aside up to 3 of the enemy's cubes from its Battleground (A_EFFECT a = how many;
 * stop = none); cleanup.ts `returnSetAside` puts them back at the end of your turn (G-67).
 */
const banish: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T.banish),
  canStart: (s, fac) => enemyCubes(s, fac) > 0,
  start: (s, fr) => (enemyCubes(s, facOf(s, fr)) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    const max = Math.min(T.banish.numbers.maxEnemyCubes.value, enemyCubes(s, facOf(s, fr)));
    let k = 0;
    for (let m = max; m >= 1; m--) out[k++] = encode(A_EFFECT, m);
    out[k++] = encode(A_EFFECT_STOP);
    return k;
  },
  apply: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT) {
      const i = enemyCubeIndex(s, facOf(s, fr));
      const m = argA(action);
      s.bg[i]! -= m;
      s.setAside[i]! += m;
    }
    return endEffect(s);
  },
  describe: (_s, _fr, action) =>
    kindOf(action) === A_EFFECT_STOP
      ? 'take none of your enemy\'s cubes'
      : `take ${argA(action)} of your enemy's cubes out of the Battleground until the end of your turn`,
};

// ---- T2 Blown' Up a Storm (L2649) --------------------------------------------------------------

/** The landing hexes: over an adjacent Storm, straight on (A_EFFECT a = landing hex, b = the Storm). */
function stormHops(s: HarrowGame, fac: number, out: Int32Array | null): number {
  const slot = LEGEND_FIRST[fac]!;
  if (!legendMovable(s, slot)) return 0;
  const from = s.legendHex[slot]!;
  const g = s.map.grid;
  const n = T['blown-up-a-storm'].numbers;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const storm = rayHex(g, from, d, n.stormDistance.value);
    if (storm < 0 || !hasStorm(s, storm)) continue;
    const land = rayHex(g, from, d, n.landingDistance.value);
    if (!mayEnter(s, fac, land, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, land, storm);
  }
  return k;
}

/** T2 (L2649): your Legend hops over an adjacent Storm to the hex straight beyond; no ADVANCE cost; its Doll follows if you wish. */
const blownUpAStorm: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['blown-up-a-storm']),
  canStart: (s, fac) => stormHops(s, fac, null) > 0,
  start: (s, fr) => (stormHops(s, facOf(s, fr), null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => stormHops(s, facOf(s, fr), out),
  apply: (s, fr, action) => moveLegend(s, LEGEND_FIRST[facOf(s, fr)]!, argA(action), RS_EFFECT),
  describe: (s, _fr, action) => `relocate your Legend over the Storm on hex ${hx(s, argB(action))} to hex ${hx(s, argA(action))}`,
};

// ---- T3 Conjure the Dead (L2651), T12 Rally (L2669) ----------------------------------------------

const conjureCount = (s: HarrowGame, fac: number): number => {
  const n = T['conjure-the-dead'].numbers;
  return half(rowValue(s, s.config, fac, TK_SPN), n.valueDivisor.value, n.roundUp.value);
};

/** T3 (L2651, CF-21): a SPAWN packet of ⌈SPAWN row value / 2⌉; "up to": the packet's skip ends it. */
const conjureTheDead: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['conjure-the-dead']),
  canStart: (s, fac) => conjureCount(s, fac) > 0 && spawnTargets(s, fac, SCRATCH, 0, s.config.basic) > 0,
  start: (s, fr) => {
    const fac = facOf(s, fr);
    return openPacket(s, s.config, fac, TK_SPN, conjureCount(s, fac), RS_EFFECT);
  },
};

const rallyCount = (s: HarrowGame, fac: number): number => {
  const n = T.rally.numbers;
  return half(rowValue(s, s.config, fac, TK_STR), n.valueDivisor.value, n.roundUp.value);
};
const ownPossCubes = (s: HarrowGame, fac: number): number => s.poss[fac * COLOURS + FACTION_COLOUR[fac]!]!;

/** T12 (L2669): STRENGTHEN up to ⌈STRENGTHEN row value / 2⌉ times (A_EFFECT a = how many; stop = none). */
const rally: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T.rally),
  canStart: (s, fac) => rallyCount(s, fac) > 0 && ownPossCubes(s, fac) > 0,
  start: (s, fr) => (rallyCount(s, facOf(s, fr)) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    // More STRENGTHENs than cubes in Possessions move nothing more (R-STR-1): not separate options.
    const per = s.config.basic.strengthenCubes;
    const useful = per > 0 ? Math.ceil(ownPossCubes(s, fac) / per) : 0;
    const max = Math.min(rallyCount(s, fac), useful);
    let k = 0;
    for (let m = max; m >= 1; m--) out[k++] = encode(A_EFFECT, m);
    out[k++] = encode(A_EFFECT_STOP);
    return k;
  },
  apply: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT) strengthen(s, facOf(s, fr), argA(action), s.config.basic);
    return endEffect(s);
  },
  describe: (_s, _fr, action) => (kindOf(action) === A_EFFECT_STOP ? 'STRENGTHEN no more' : `STRENGTHEN ${argA(action)} time(s)`),
};

// ---- T4 Dead Shot (L2653, G-61) -------------------------------------------------------------------

/** Tokens on the 6 straight lines from your Legend at distance ≥ minDistance (A_EFFECT a = hex, b = kind) that you can file. */
function deadShotTargets(s: HarrowGame, fac: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  if (from < 0) return 0;
  const g = s.map.grid;
  const n = T['dead-shot'].numbers;
  const N = s.n;
  const max = n.maxDistance.value === 0 ? g.raySteps - 1 : n.maxDistance.value;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    // Distance 0 (the Legend's own hex) is on every line: count it on the first only.
    for (let dist = d === 0 ? n.minDistance.value : Math.max(1, n.minDistance.value); dist <= max; dist++) {
      const h = rayHex(g, from, d, dist);
      if (h < 0) break;
      for (let kind = 0; kind < TOKEN_KINDS; kind++) {
        if (s.tok[kind * N + h]! === 0 || !mayFile(s, fac, kind, s.config.cleanup)) continue;
        if (out === null) return 1;
        out[k++] = encode(A_EFFECT, h, kind);
      }
    }
  }
  return k;
}

/** T4 (L2653): take 1 token in a straight line from your Legend onto your board now; a covered Draw-Card symbol draws now. */
const deadShot: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['dead-shot']),
  canStart: (s, fac) => deadShotTargets(s, fac, null) > 0,
  start: (s, fr) => (deadShotTargets(s, facOf(s, fr), null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => deadShotTargets(s, facOf(s, fr), out),
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    const draws = collectToken(s, fac, argB(action), argA(action), s.config.cleanup);
    if (draws > 0 && T['dead-shot'].numbers.drawsImmediately.value) drawCards(s, fac, draws, s.config.cleanup.handLimit);
    return endEffect(s);
  },
  describe: (s, _fr, action) => `take the ${TOKEN_NAMES[argB(action)] ?? argB(action)} token on hex ${hx(s, argA(action))} and add it to your Faction Board`,
};

// ---- T5 Gumption (L2655) ----------------------------------------------------------------------------

function gumptionTargets(s: HarrowGame, fac: number, out: Int32Array | null): number {
  if (s.f[fi(fac, F_HAINT_POSS)]! <= 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.townsfolk[h]! === 0 || !spawnable(s, fac, h, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** T5 (L2655, R-SPN-3): SPAWN 1 Haint onto any hex with a Townsfolk (fewer than 4 Units, no enemy). */
const gumption: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T.gumption),
  canStart: (s, fac) => gumptionTargets(s, fac, null) > 0,
  start: (s, fr) => (gumptionTargets(s, facOf(s, fr), null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => gumptionTargets(s, facOf(s, fr), out),
  apply: (s, fr, action) => {
    spawnOnto(s, facOf(s, fr), argA(action), s.config.basic);
    return endEffect(s);
  },
  describe: (s, _fr, action) => `SPAWN a Haint on hex ${hx(s, argA(action))} with a Townsfolk`,
};

// ---- T6 Haunting Vision (L2657) ---------------------------------------------------------------------

const WILD_TILE = ALL_BONUS_TILES.findIndex((t) => t.id === 'wild');

/** A Wild token may still come before the jar action: the Wild jar with a supply, or a face-up Wild tile of this jar's slot. */
function wildMayCome(s: HarrowGame): boolean {
  if (s.g[G_WILD_SUPPLY]! <= 0) return false;
  const jar = s.g[G_LAST_JAR]!;
  if (jar === JAR_I_WILD) return true;
  if (jar < 0 || jar >= s.g[G_BONUS_SLOTS]!) return false;
  for (let i = 0; i < s.bonusSlotLen[jar]!; i++) if (s.bonusSlot[jar * BONUS_CAP + i] === WILD_TILE) return true;
  return false;
}

/**
 * T6 (L2657): after the jar action, up to 3 Wild picks (PR_PICK, its stop = "up to"). Played
 * before the jar it defers itself (F_DEFERRED) and the turn machine restarts it after the jar.
 */
const hauntingVision: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['haunting-vision']),
  canStart: (s, fac) => s.f[fi(fac, F_WILD)]! > 0 || (s.g[G_JAR_DONE] === 0 && wildMayCome(s)),
  start: (s, fr) => {
    const fac = facOf(s, fr);
    if (s.g[G_JAR_DONE] === 0 && T['haunting-vision'].numbers.afterJarOnly.value) {
      s.f[fi(fac, F_DEFERRED)] = s.frames[fr + EF_ID]! + 1;
      return endEffect(s);
    }
    return openPicks(s, fac, Math.min(T['haunting-vision'].numbers.maxWildTokens.value, s.f[fi(fac, F_WILD)]!), RS_EFFECT);
  },
};

// ---- T7 Holler (L2659) -----------------------------------------------------------------------------

// Frame: EF_STEP stage (H_MODE, H_SOURCE, H_DEST, H_MORE), EF_M0 mode (0 = two adjacent Haints
// 1 hex each, 1 = one Haint within 2 hexes up to 2 hexes), EF_M1 the chosen Haint's hex,
// EF_M2 moves made | (hex of the first moved Haint + 1) << 8 (mode 0: "2 different" Haints).
const H_MODE = 0;
const H_SOURCE = 1;
const H_DEST = 2;
const H_MORE = 3;

/** A legal adjacent hex for 1 enemy Haint from h (Storm and Mountain costs ignored, L2659). */
function enemyStepExists(s: HarrowGame, enemy: number, h: number): boolean {
  const nbr = s.map.grid.nbr;
  for (let d = 0; d < 6; d++) if (mayEnter(s, enemy, nbr[h * 6 + d]!, 1, s.config.basic)) return true;
  return false;
}

/** Holler's source hexes for `mode` (A_EFFECT a = hex); `movedAt` is the hex of a Haint already moved (mode 0), −1 none. */
function hollerSources(s: HarrowGame, fac: number, mode: number, movedAt: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  const enemy = haintOpponent(s, fac);
  if (from < 0 || enemy < 0) return 0;
  const n = T.holler.numbers;
  const reach = mode === 0 ? n.optionADistance.value : n.optionBDistance.value;
  const g = s.map.grid;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const d = g.dist[from * g.count + h]!;
    if (d < 1 || d > reach) continue;
    const free = movableHaints(s, enemy, h) - (h === movedAt ? 1 : 0);
    if (free <= 0 || !enemyStepExists(s, enemy, h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

function enemySteps(s: HarrowGame, enemy: number, src: number, out: Int32Array): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[src * 6 + d]!;
    if (mayEnter(s, enemy, h, 1, s.config.basic)) out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** After a move: the next Holler decision (OPEN) or the end. */
function hollerNext(s: HarrowGame, fr: Frame): number {
  const F = s.frames;
  const fac = facOf(s, fr);
  const moved = F[fr + EF_M2]! & 255;
  if (F[fr + EF_M0] === 0) {
    if (moved >= T.holler.numbers.optionAHaints.value) return endEffect(s);
    F[fr + EF_STEP] = H_SOURCE;
    return hollerSources(s, fac, 0, (F[fr + EF_M2]! >> 8) - 1, null) > 0 ? OPEN : endEffect(s);
  }
  if (moved >= T.holler.numbers.optionBSteps.value) return endEffect(s);
  F[fr + EF_STEP] = H_MORE;
  return enemyStepExists(s, haintOpponent(s, fac), F[fr + EF_M1]!) ? OPEN : endEffect(s);
}

/**
 * T7 (L2659): choose one: (mode 0) 2 different enemy Haints adjacent to your Legend 1 hex each,
 * or (mode 1) 1 enemy Haint within 2 hexes of your Legend moved up to 2 hexes (spec T7: the
 * second step may be declined). Destinations must be legal for the Haint; no ADVANCE cost.
 * Decisions: the mode (asked only when both exist), the Haint's hex, each destination. In mode 0
 * the second Haint is moved when one can be ("Move 2").
 */
const holler: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T.holler),
  canStart: (s, fac) => hollerSources(s, fac, 1, -1, null) > 0,
  start: (s, fr) => {
    const fac = facOf(s, fr);
    if (hollerSources(s, fac, 1, -1, null) === 0) return endEffect(s);
    if (hollerSources(s, fac, 0, -1, null) > 0) return OPEN; // H_MODE: both modes exist
    s.frames[fr + EF_M0] = 1;
    s.frames[fr + EF_STEP] = H_SOURCE;
    return OPEN;
  },
  legal: (s, fr, out) => {
    const F = s.frames;
    const fac = facOf(s, fr);
    switch (F[fr + EF_STEP]) {
      case H_MODE:
        out[0] = encode(A_EFFECT, 0);
        out[1] = encode(A_EFFECT, 1);
        return 2;
      case H_SOURCE:
        return hollerSources(s, fac, F[fr + EF_M0]!, (F[fr + EF_M2]! >> 8) - 1, out);
      case H_DEST:
        return enemySteps(s, haintOpponent(s, fac), F[fr + EF_M1]!, out);
      default: {
        const k = enemySteps(s, haintOpponent(s, fac), F[fr + EF_M1]!, out);
        out[k] = encode(A_EFFECT_STOP);
        return k + 1;
      }
    }
  },
  apply: (s, fr, action) => {
    const F = s.frames;
    const fac = facOf(s, fr);
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    switch (F[fr + EF_STEP]) {
      case H_MODE:
        F[fr + EF_M0] = argA(action);
        F[fr + EF_STEP] = H_SOURCE;
        return OPEN;
      case H_SOURCE:
        F[fr + EF_M1] = argA(action);
        F[fr + EF_STEP] = H_DEST;
        return OPEN;
      default: {
        const src = F[fr + EF_M1]!;
        const dst = argA(action);
        const moved = (F[fr + EF_M2]! & 255) + 1;
        const first = moved === 1 ? dst + 1 : F[fr + EF_M2]! >> 8;
        F[fr + EF_M2] = moved | (first << 8);
        F[fr + EF_M1] = dst;
        return moveUnits(s, haintOpponent(s, fac), src, dst, 1, 0, RS_EFFECT);
      }
    }
  },
  resume: (s, fr) => hollerNext(s, fr),
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'move that Haint no farther';
    switch (s.frames[fr + EF_STEP]) {
      case H_MODE:
        return argA(action) === 0
          ? 'move 2 enemy Haints that are each adjacent to your Legend 1 hex each'
          : 'move 1 enemy Haint that is up to 2 hexes away from your Legend 2 hexes';
      case H_SOURCE:
        return `move the enemy Haint on hex ${hx(s, argA(action))}`;
      default:
        return `move the enemy Haint onto hex ${hx(s, argA(action))}`;
    }
  },
};

// ---- T8 Laying Out All Night (L2661) ---------------------------------------------------------------

/** T8 (L2661): +2 range until the end of your turn (attacks and Path placement read F_RANGE_BONUS). */
const layingOutAllNight: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['laying-out-all-night']),
  start: (s, fr) => {
    s.f[fi(facOf(s, fr), F_RANGE_BONUS)]! += T['laying-out-all-night'].numbers.rangeBonus.value;
    return endEffect(s);
  },
};

// ---- T9 Madder Than a Wet Hen (L2663) ---------------------------------------------------------------

function battlegroundCubes(s: HarrowGame, fac: number): number {
  let k = 0;
  for (let c = 0; c < COLOURS; c++) k += s.bg[fac * COLOURS + c]!;
  return k;
}

/**
 * T9 (L2663): STRENGTHEN 1, SPAWN 1, ADVANCE 1 in any order (openFixedPicks); then, with fewer
 * Battleground cubes than the 1v1 enemy (never Hester), 1 basic action of your choice.
 * EF_STEP: 1 the fixed actions, 2 the extra one.
 */
const madderThanAWetHen: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['madder-than-a-wet-hen']),
  start: (s, fr) => {
    const n = T['madder-than-a-wet-hen'].numbers;
    s.frames[fr + EF_STEP] = 1;
    return openFixedPicks(s, s.config, facOf(s, fr), n.advance.value, n.spawn.value, n.strengthen.value, RS_EFFECT);
  },
  resume: (s, fr) => {
    if (s.frames[fr + EF_STEP] !== 1) return endEffect(s);
    const fac = facOf(s, fr);
    const n = T['madder-than-a-wet-hen'].numbers;
    const enemy = haintOpponent(s, fac);
    const fewer = enemy >= 0 && battlegroundCubes(s, fac) < battlegroundCubes(s, enemy);
    if (n.bonusNeedsFewerCubes.value && !fewer) return endEffect(s);
    s.frames[fr + EF_STEP] = 2;
    return openPicks(s, fac, n.bonusActions.value, RS_EFFECT);
  },
};

// ---- T10 Over Yonder (L2665, G-74) ------------------------------------------------------------------

/** Your Legend's steps within `budget` (normal step costs, G-74; cost-0 steps within G-88's limit), A_EFFECT a = hex. */
function yonderSteps(s: HarrowGame, fac: number, budget: number, out: Int32Array | null): number {
  const slot = LEGEND_FIRST[fac]!;
  if (!legendMovable(s, slot)) return 0;
  const from = s.legendHex[slot]!;
  const nbr = s.map.grid.nbr;
  const b = s.config.basic;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[from * 6 + d]!;
    if (!mayEnter(s, fac, h, 1, b)) continue;
    const c = T['over-yonder'].numbers.normalStepCosts.value ? stepCost(s, fac, h, b) : 1;
    if (c > budget || (c === 0 && s.g[G_FREE_PATH_STEPS]! >= b.maxFreePathSteps)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** T10 (L2665): 3 ADVANCE points for your Legend alone (EF_M0 points left); each step a decision, or stop. */
const overYonder: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['over-yonder']),
  canStart: (s, fac) => yonderSteps(s, fac, T['over-yonder'].numbers.advance.value, null) > 0,
  start: (s, fr) => {
    s.frames[fr + EF_M0] = T['over-yonder'].numbers.advance.value;
    return yonderSteps(s, facOf(s, fr), s.frames[fr + EF_M0]!, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    const k = yonderSteps(s, facOf(s, fr), s.frames[fr + EF_M0]!, out);
    out[k] = encode(A_EFFECT_STOP);
    return k + 1;
  },
  apply: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    const fac = facOf(s, fr);
    const h = argA(action);
    const c = T['over-yonder'].numbers.normalStepCosts.value ? stepCost(s, fac, h, s.config.basic) : 1;
    s.frames[fr + EF_M0]! -= c;
    if (c === 0) s.g[G_FREE_PATH_STEPS]!++;
    return moveLegend(s, LEGEND_FIRST[fac]!, h, RS_EFFECT);
  },
  resume: (s, fr) => (yonderSteps(s, facOf(s, fr), s.frames[fr + EF_M0]!, null) > 0 ? OPEN : endEffect(s)),
  describe: (s, fr, action) =>
    kindOf(action) === A_EFFECT_STOP
      ? 'stop (the ADVANCE left is lost)'
      : `ADVANCE your Legend onto hex ${hx(s, argA(action))} (${s.frames[fr + EF_M0]} left)`,
};

// ---- T11 Reinforce (L2667) --------------------------------------------------------------------------

/** Reinforce destinations: hexes with your Legend or Haints that 1 more Unit of yours may enter; returns the count, `first` one in SCRATCH[0]. */
function reinforceDestCount(s: HarrowGame, fac: number): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (!hasOwnUnit(s, fac, h) || !mayEnter(s, fac, h, 1, s.config.basic)) continue;
    if (k === 0) SCRATCH[0] = h;
    k++;
  }
  return k;
}

/** Source hexes (A_EFFECT a = hex): a free Haint of yours with some destination other than its own hex. */
function reinforceSources(s: HarrowGame, fac: number, out: Int32Array | null): number {
  const dests = reinforceDestCount(s, fac);
  if (dests === 0) return 0;
  const only = SCRATCH[0]!;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (movableHaints(s, fac, h) === 0 || (dests === 1 && only === h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/**
 * T11 (L2667): relocate up to 3 of your Haints (not nailed) one at a time onto hexes with your
 * Legend or other Haints (4-Unit limit, core rules). EF_STEP 0 the Haint's hex (or stop), 1 its
 * destination (EF_M1 the source); EF_M0 Haints relocated.
 */
const reinforce: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T.reinforce),
  canStart: (s, fac) => reinforceSources(s, fac, null) > 0,
  start: (s, fr) => (reinforceSources(s, facOf(s, fr), null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    if (s.frames[fr + EF_STEP] === 0) {
      const k = reinforceSources(s, fac, out);
      out[k] = encode(A_EFFECT_STOP);
      return k + 1;
    }
    const src = s.frames[fr + EF_M1]!;
    let k = 0;
    for (let h = 0; h < s.n; h++) {
      if (h === src || !hasOwnUnit(s, fac, h) || !mayEnter(s, fac, h, 1, s.config.basic)) continue;
      out[k++] = encode(A_EFFECT, h);
    }
    return k;
  },
  apply: (s, fr, action) => {
    const F = s.frames;
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    if (F[fr + EF_STEP] === 0) {
      F[fr + EF_M1] = argA(action);
      F[fr + EF_STEP] = 1;
      return OPEN;
    }
    F[fr + EF_STEP] = 0;
    F[fr + EF_M0]!++;
    return moveUnits(s, facOf(s, fr), F[fr + EF_M1]!, argA(action), 1, 0, RS_EFFECT);
  },
  resume: (s, fr) =>
    s.frames[fr + EF_M0]! < T.reinforce.numbers.maxHaints.value && reinforceSources(s, facOf(s, fr), null) > 0 ? OPEN : endEffect(s),
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'relocate no more Haints';
    return s.frames[fr + EF_STEP] === 0
      ? `relocate a Haint from hex ${hx(s, argA(action))}`
      : `onto hex ${hx(s, argA(action))}`;
  },
};

// ---- T13 Spirit Trap (L2671, G-89) -----------------------------------------------------------------

/** Some Unit of `fac` stands adjacent to an enemy Legend token (either Kammi token, G-89). */
function nextToEnemyLegend(s: HarrowGame, fac: number): boolean {
  const enemy = haintOpponent(s, fac);
  if (enemy < 0) return false;
  const nbr = s.map.grid.nbr;
  for (let i = 0; i < LEGEND_COUNT[enemy]!; i++) {
    const at = s.legendHex[LEGEND_FIRST[enemy]! + i]!;
    if (at < 0) continue;
    for (let d = 0; d < 6; d++) {
      const h = nbr[at * 6 + d]!;
      if (h >= 0 && hasOwnUnit(s, fac, h)) return true;
    }
  }
  return false;
}

const trapPicks = (s: HarrowGame, fac: number): number => {
  const n = T['spirit-trap'].numbers;
  return half(s.f[fi(fac, F_WILD)]!, n.wildDivisor.value, n.roundUp.value);
};

/** T13 (L2671): with a Unit adjacent to an enemy Legend, ⌈Wild tokens / 2⌉ Wild picks (PR_PICK, "can": its stop). */
const spiritTrap: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['spirit-trap']),
  canStart: (s, fac) => trapPicks(s, fac) > 0 && nextToEnemyLegend(s, fac),
  start: (s, fr) => {
    const fac = facOf(s, fr);
    return nextToEnemyLegend(s, fac) ? openPicks(s, fac, trapPicks(s, fac), RS_EFFECT) : endEffect(s);
  },
};

// ---- T14 Witch's Fire (L2673) -----------------------------------------------------------------------

/** L2673: no Units, Ability tokens, Townsfolk, Buildings, Dolls, Path tokens or unique-power pieces (Goads, Blood Money, red cubes, Bonfires, Sacrifices). */
function emptyHex(s: HarrowGame, h: number): boolean {
  if (unitsOn(s, h) > 0 || s.townsfolk[h]! > 0 || s.building[h]! > 0 || s.path[h]! > 0 || dollOn(s, h) >= 0) return false;
  if (s.goad[h]! > 0 || s.bloodMoney[h]! > 0 || s.redCube[h]! > 0 || s.bonfire[h]! > 0 || s.sacrifice[h]! > 0) return false;
  for (let kind = 0; kind < TOKEN_KINDS; kind++) if (s.tok[kind * s.n + h]! > 0) return false;
  return true;
}

function anyEmptyHex(s: HarrowGame): boolean {
  for (let h = 0; h < s.n; h++) if (emptyHex(s, h)) return true;
  return false;
}

function boxTokens(s: HarrowGame): number {
  let k = 0;
  for (let kind = 0; kind < TOKEN_KINDS; kind++) k += s.g[G_BOX_TOKEN + kind]!;
  return k;
}

/**
 * T14 (L2673): up to 2 Ability tokens from the box ("if available", spec T14), each onto a
 * different empty hex, any distance. EF_STEP 0 which kind, 1 which hex (EF_M1 the kind); EF_M0 placed.
 */
const witchsFire: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['witchs-fire']),
  canStart: (s) => boxTokens(s) > 0 && anyEmptyHex(s),
  start: (s) => (boxTokens(s) > 0 && anyEmptyHex(s) ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    let k = 0;
    if (s.frames[fr + EF_STEP] === 0) {
      for (let kind = 0; kind < TOKEN_KINDS; kind++) if (s.g[G_BOX_TOKEN + kind]! > 0) out[k++] = encode(A_EFFECT, kind);
      return k;
    }
    for (let h = 0; h < s.n; h++) if (emptyHex(s, h)) out[k++] = encode(A_EFFECT, h);
    return k;
  },
  apply: (s, fr, action) => {
    const F = s.frames;
    if (F[fr + EF_STEP] === 0) {
      F[fr + EF_M1] = argA(action);
      F[fr + EF_STEP] = 1;
      return OPEN;
    }
    const kind = F[fr + EF_M1]!;
    s.g[G_BOX_TOKEN + kind]!--;
    s.tok[kind * s.n + argA(action)]!++;
    F[fr + EF_STEP] = 0;
    F[fr + EF_M0]!++;
    return F[fr + EF_M0]! < T['witchs-fire'].numbers.tokens.value && boxTokens(s) > 0 && anyEmptyHex(s) ? OPEN : endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0
      ? `take a ${TOKEN_NAMES[argA(action)] ?? argA(action)} Ability Token from the box`
      : `place it on the empty hex ${hx(s, argA(action))}`,
};

// ---- T15 Yaller Dog (L2675) -------------------------------------------------------------------------

// Frame: EF_STEP 0 the Haint's hex (or stop), 1 its destination (EF_M1 the source); EF_M0 Haints
// moved; EF_M2 the hexes (+1) of the Haints moved so far, 8 bits each (the first 4), so that no
// Haint moves twice ("1 hex closer", L2675).
const YALLER_MEMORY = 4;
function movedOn(packed: number, h: number): number {
  let k = 0;
  for (let i = 0; i < YALLER_MEMORY; i++) if (((packed >>> (8 * i)) & 255) === h + 1) k++;
  return k;
}

/** Source hexes (A_EFFECT a = hex) of enemy Haints within 3 of your Legend, not yet moved, with a legal step closer. */
function yallerSources(s: HarrowGame, fac: number, packed: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  const enemy = haintOpponent(s, fac);
  if (from < 0 || enemy < 0) return 0;
  const g = s.map.grid;
  const reach = T['yaller-dog'].numbers.maxDistance.value;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const d = g.dist[from * g.count + h]!;
    if (d < 1 || d > reach) continue;
    if (movableHaints(s, enemy, h) - movedOn(packed, h) <= 0) continue;
    if (yallerDests(s, enemy, h, from, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** Legal adjacent hexes 1 closer to your Legend for an enemy Haint on src (A_EFFECT a = hex). */
function yallerDests(s: HarrowGame, enemy: number, src: number, legend: number, out: Int32Array | null): number {
  const m = stepsToward(s, src, legend, SCRATCH);
  let k = 0;
  for (let i = 0; i < m; i++) {
    const h = SCRATCH[i]!;
    if (!mayEnter(s, enemy, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** T15 (L2675): up to 3 enemy Haints within 3 hexes of your Legend, each 1 hex closer to it. */
const yallerDog: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['yaller-dog']),
  canStart: (s, fac) => yallerSources(s, fac, 0, null) > 0,
  start: (s, fr) => (yallerSources(s, facOf(s, fr), 0, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, fr, out) => {
    const F = s.frames;
    const fac = facOf(s, fr);
    if (F[fr + EF_STEP] === 0) {
      const k = yallerSources(s, fac, F[fr + EF_M2]!, out);
      out[k] = encode(A_EFFECT_STOP);
      return k + 1;
    }
    return yallerDests(s, haintOpponent(s, fac), F[fr + EF_M1]!, legendHexOf(s, fac), out);
  },
  apply: (s, fr, action) => {
    const F = s.frames;
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    if (F[fr + EF_STEP] === 0) {
      F[fr + EF_M1] = argA(action);
      F[fr + EF_STEP] = 1;
      return OPEN;
    }
    const dst = argA(action);
    const moved = F[fr + EF_M0]!;
    if (moved < YALLER_MEMORY) F[fr + EF_M2]! |= (dst + 1) << (8 * moved);
    F[fr + EF_M0] = moved + 1;
    F[fr + EF_STEP] = 0;
    return moveUnits(s, haintOpponent(s, facOf(s, fr)), F[fr + EF_M1]!, dst, 1, 0, RS_EFFECT);
  },
  resume: (s, fr) =>
    s.frames[fr + EF_M0]! < T['yaller-dog'].numbers.maxHaints.value && yallerSources(s, facOf(s, fr), s.frames[fr + EF_M2]!, null) > 0
      ? OPEN
      : endEffect(s),
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'move no more enemy Haints';
    return s.frames[fr + EF_STEP] === 0
      ? `move the enemy Haint on hex ${hx(s, argA(action))} 1 hex closer to your Legend`
      : `onto hex ${hx(s, argA(action))}`;
  },
};

// ---- T16 Your Druthers Is My Ruthers (L2677, G-15) --------------------------------------------------

const trackOf = (s: HarrowGame, fac: number): number => trackEffectOf(s, s.config, fac);
const TRACK_SPACES = T['your-druthers-is-my-ruthers'].numbers.trackSpaces.value;

function trackPossible(s: HarrowGame, fac: number): boolean {
  const id = trackOf(s, fac);
  return id >= 0 && s.config.effects[id]!.canStart(s, fac, TRACK_SPACES);
}

/** Starts part `part` (0 the basic action, 1 the base space of your Legend track). */
function druthersPart(s: HarrowGame, fr: Frame, part: number, rng: Rng): number {
  const fac = facOf(s, fr);
  if (part === 0) return openPicks(s, fac, T['your-druthers-is-my-ruthers'].numbers.basicActions.value, RS_EFFECT);
  if (!trackPossible(s, fac)) return RS_EFFECT;
  return startEffect(s, trackOf(s, fac), fac, s.frames[fr + FW_SEAT]!, RS_EFFECT, TRACK_SPACES, rng);
}

/**
 * T16 (L2677): 1 basic action of your choice (PR_PICK) and the base space of your Legend track
 * (G-15: "the first Scroll"), in the order you choose (asked only when the track can act).
 * EF_STEP 0 the order decision, 1 the first part running, 2 the second; EF_M0 the part run first.
 */
const yourDruthers: EffectHooks = {
  ...NO_HOOKS,
  ...ids(T['your-druthers-is-my-ruthers']),
  start: (s, fr, rng) => {
    if (trackPossible(s, facOf(s, fr))) return OPEN;
    s.frames[fr + EF_STEP] = 2;
    return druthersPart(s, fr, 0, rng);
  },
  legal: (_s, _fr, out) => {
    out[0] = encode(A_EFFECT, 0);
    out[1] = encode(A_EFFECT, 1);
    return 2;
  },
  apply: (s, fr, action, rng) => {
    s.frames[fr + EF_M0] = argA(action);
    s.frames[fr + EF_STEP] = 1;
    return druthersPart(s, fr, argA(action), rng);
  },
  resume: (s, fr, rng) => {
    if (s.frames[fr + EF_STEP] !== 1) return endEffect(s);
    s.frames[fr + EF_STEP] = 2;
    return druthersPart(s, fr, 1 - s.frames[fr + EF_M0]!, rng);
  },
  describe: (_s, _fr, action) =>
    argA(action) === 0
      ? 'perform 1 ADVANCE, 1 SPAWN or 1 STRENGTHEN first, then activate the first Scroll of your Legend Track'
      : 'activate the first Scroll of your Legend Track first, then perform 1 ADVANCE, 1 SPAWN or 1 STRENGTHEN',
};

export const TACTIC_EFFECTS: readonly EffectHooks[] = [
  banish,
  blownUpAStorm,
  conjureTheDead,
  deadShot,
  gumption,
  hauntingVision,
  holler,
  layingOutAllNight,
  madderThanAWetHen,
  overYonder,
  reinforce,
  rally,
  spiritTrap,
  witchsFire,
  yallerDog,
  yourDruthers,
];
