// The Protector Legend Ability Track, both sides (spec §1.4; rulebook L481-499, L1489-1509,
// L2677, L2847), as effect hooks. The starter's EF_ARG is how many spaces may resolve: the Legend
// jar passes TRACK_ALL_SPACES (the base space plus one per Scroll owned), "Activate 1st Scroll"
// and "Your Druthers" pass 1 (the base space only, G-15). Spaces resolve left to right, each at
// most once, each optional (A_EFFECT_STOP declines it).
//
// Side 1 "Path" — A_EFFECT arguments:
//   pick-up (Legend jar only, L1505-1509)  a = hex to pick a Path token up from (STOP: done picking)
//   a space's source                       c = 1 from Possessions; c = 2 the Path token on hex a (STOP: decline the rest)
//   a space's destination                  a = hex within the Legend's range
// Side 2 "Townsfolk" — A_EFFECT arguments:
//   base: the Townsfolk (a = its hex), then where it is pulled (a = hex)
//   scroll 1: a = the Ability-token kind it picks up (G-64)
//   scrolls 2 and 3: the Unit (a = hex, b = NAIL_HAINT + faction for a Haint, else its LS_* slot), then a = destination
import { A_EFFECT, A_EFFECT_STOP, argA, argB, argC, encode, kindOf } from '../../actions.js';
import { movableHaints } from '../../advance.js';
import { OPEN, enemyUnitsOn } from '../../basic-actions.js';
import { rangeOf } from '../../attack.js';
import { fileToken, mayFile } from '../../cleanup.js';
import { LEGEND_TRACKS } from '../../data/legends.js';
import { ABILITY_TOKEN_NAMES } from '../../data/maps.js';
import { EF_ARG, EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { isBrambles } from '../../map.js';
import { legendMovable, mayEnter, moveLegend, moveUnits, stepsAway, stepsToward } from '../../relocate.js';
import {
  F_OWED_DRAWS, F_PATH_POSS, F_RANGE_BONUS, F_WORDS, LEGEND_FIRST, LS_KAMMI1, LS_P, NAIL_HAINT, NONE, TK_SCR, UNIT_FACTIONS, dollOn, slotFaction,
  type Frame,
} from '../../state.js';
import { TRACK_ALL_SPACES, trackSpacesFor, type HarrowGame } from '../../turn.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const HAINT_OWNER = ['Protector', 'Family', 'Kammi'] as const;
const LEGEND_NAME = ['the Protector Legend', 'the Family Legend', 'Kammi token 0', 'Kammi token 1'] as const;
const facOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;
const legendHexOf = (s: HarrowGame, fac: number): number => s.legendHex[LEGEND_FIRST[fac]!]!;
/** Scratch for one call's adjacent-hex lists (stepsToward / stepsAway); never read across calls. */
const STEPS = new Int32Array(6);


const trackOf = (id: string): (typeof LEGEND_TRACKS)[number] => {
  const t = LEGEND_TRACKS.find((x) => x.id === id);
  if (t === undefined) throw new Error(`no Legend track ${id}`);
  return t;
};

// ---- Side 1 "Path" (L481-499, L1489-1509) -----------------------------------------------------

const PATH = trackOf('protectors-1');
const P_PICK = 0;
const P_SRC = 1;
const P_DST = 2;
const SRC_POSS = 1;
const SRC_MAP = 2;

/** Path placement range: the Legend's range (2, 3 on a Mountain) plus Laying Out All Night (L485, L2661). */
const pathRange = (s: HarrowGame, fac: number, from: number): number => rangeOf(s, s.config.attack, from) + s.f[fi(fac, F_RANGE_BONUS)]!;

/** Hexes a Path token may go to: within range of the Legend, not `except` (a moved token's own hex), no Bonfire (R-CORE-7). */
function pathDests(s: HarrowGame, fac: number, except: number, out: Int32Array | null): number {
  const from = legendHexOf(s, fac);
  if (from < 0) return 0;
  const reach = pathRange(s, fac, from);
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (h === except || hexDistance(s.map.grid, from, h) > reach || s.bonfire[h]! > 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function pathSources(s: HarrowGame, fac: number, out: Int32Array | null): number {
  let k = 0;
  if (s.f[fi(fac, F_PATH_POSS)]! > 0 && pathDests(s, fac, NONE, null) > 0) {
    if (out !== null) out[k] = encode(A_EFFECT, 0, 0, SRC_POSS);
    k++;
  }
  for (let h = 0; h < s.n; h++) {
    if (s.path[h]! === 0 || pathDests(s, fac, h, null) === 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h, 0, SRC_MAP);
    k++;
  }
  return k;
}

const pathsOnMap = (s: HarrowGame): boolean => {
  for (let h = 0; h < s.n; h++) if (s.path[h]! > 0) return true;
  return false;
};

/** The next space (EF_M0 spaces left), or the end. */
function pathNextSpace(s: HarrowGame, fr: Frame): number {
  if (s.frames[fr + EF_M0]! <= 0 || pathSources(s, facOf(s, fr), null) === 0) return endEffect(s);
  s.frames[fr + EF_STEP] = P_SRC;
  return OPEN;
}

const pathSide: EffectHooks = {
  ...NO_HOOKS,
  key: `track:${PATH.id}`,
  name: `Legend track (${PATH.name})`,
  source: `${PATH.source}, L481-499, L1505-1509`,
  canStart: (s, fac, arg) => {
    if (legendHexOf(s, fac) < 0) return false;
    if (arg >= TRACK_ALL_SPACES && pathsOnMap(s)) return true;
    return pathSources(s, fac, null) > 0;
  },
  start: (s, fr) => {
    const fac = facOf(s, fr);
    const arg = s.frames[fr + EF_ARG]!;
    s.frames[fr + EF_M0] = trackSpacesFor(s, fac, arg);
    // L1505-1509: only the Legend jar may first collect Path tokens from the map.
    if (arg >= TRACK_ALL_SPACES && pathsOnMap(s)) {
      s.frames[fr + EF_STEP] = P_PICK;
      return OPEN;
    }
    return pathNextSpace(s, fr);
  },
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    let k = 0;
    switch (s.frames[fr + EF_STEP]) {
      case P_PICK:
        for (let h = 0; h < s.n; h++) if (s.path[h]! > 0) out[k++] = encode(A_EFFECT, h);
        out[k++] = encode(A_EFFECT_STOP);
        return k;
      case P_SRC:
        k = pathSources(s, fac, out);
        out[k++] = encode(A_EFFECT_STOP);
        return k;
      default:
        return pathDests(s, fac, s.frames[fr + EF_M1]!, out);
    }
  },
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    const F = s.frames;
    const stop = kindOf(action) === A_EFFECT_STOP;
    switch (F[fr + EF_STEP]) {
      case P_PICK:
        if (stop) return pathNextSpace(s, fr);
        s.path[argA(action)]!--;
        s.f[fi(fac, F_PATH_POSS)]!++;
        return pathsOnMap(s) ? OPEN : pathNextSpace(s, fr);
      case P_SRC:
        // The spaces are alike, so declining one declines the rest.
        if (stop) return endEffect(s);
        F[fr + EF_M1] = argC(action) === SRC_POSS ? NONE : argA(action);
        F[fr + EF_STEP] = P_DST;
        return OPEN;
      default: {
        const src = F[fr + EF_M1]!;
        if (src < 0) s.f[fi(fac, F_PATH_POSS)]!--;
        else s.path[src]!--;
        s.path[argA(action)]!++;
        F[fr + EF_M0]!--;
        return pathNextSpace(s, fr);
      }
    }
  },
  describe: (s, fr, action) => {
    const g = s.map.grid;
    const stop = kindOf(action) === A_EFFECT_STOP;
    switch (s.frames[fr + EF_STEP]) {
      case P_PICK:
        return stop ? 'leave the other Path tokens where they are' : `collect the Path token on hex ${hexName(g, argA(action))} into your Possessions`;
      case P_SRC:
        if (stop) return 'place or move no more Path tokens';
        return argC(action) === SRC_POSS ? 'place a Path token from your Possessions' : `move the Path token on hex ${hexName(g, argA(action))}`;
      default:
        return `put the Path token on hex ${hexName(g, argA(action))}`;
    }
  },
};

// ---- Side 2 "Townsfolk" (L1493-1495) --------------------------------------------------------

const TOWNSFOLK = trackOf('protectors-2');
const T_SRC = 0; // base: which Townsfolk
const T_DST = 1; // base: where it is pulled
const T_PICK = 2; // scroll 1: which token it picks up
const T_ADJ_UNIT = 3; // scroll 2: which adjacent Unit is pushed
const T_ADJ_DST = 4;
const T_ANY_UNIT = 5; // scroll 3: which Unit anywhere is pushed
const T_ANY_DST = 6;

/** L1493: a Townsfolk may go onto Mountains and Storms, never the Brambles, an enemy-Unit or Building hex; no Doll (R-CORE-5) or Bonfire (R-CORE-7). */
const townsfolkMayEnter = (s: HarrowGame, fac: number, h: number): boolean =>
  !isBrambles(s.map, h) && enemyUnitsOn(s, fac, h) === 0 && s.building[h] === 0 && dollOn(s, h) < 0 && s.bonfire[h] === 0;

function pullDests(s: HarrowGame, fac: number, src: number, out: Int32Array | null): number {
  const to = legendHexOf(s, fac);
  if (to < 0) return 0;
  const m = stepsToward(s, src, to, STEPS);
  let k = 0;
  for (let i = 0; i < m; i++) {
    const h = STEPS[i]!;
    if (!townsfolkMayEnter(s, fac, h)) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

function pullSources(s: HarrowGame, fac: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.townsfolk[h]! === 0 || pullDests(s, fac, h, null) === 0) continue;
    if (out !== null) out[k] = encode(A_EFFECT, h);
    k++;
  }
  return k;
}

/** Token kinds on the Townsfolk's hex that can be collected as at Clean-Up (G-64: a full row takes none). */
function pickKinds(s: HarrowGame, fac: number, h: number, out: Int32Array | null): number {
  let k = 0;
  for (let kind = 0; kind <= TK_SCR; kind++) {
    if (s.tok[kind * s.n + h]! === 0 || !mayFile(s, fac, kind, s.config.cleanup)) continue;
    if (out !== null) out[k] = encode(A_EFFECT, kind);
    k++;
  }
  return k;
}

const unitFaction = (u: number): number => (u >= NAIL_HAINT ? u - NAIL_HAINT : slotFaction(u));

/** Hexes the Unit `u` on h may be pushed to, one step farther from `away`, core rules kept. */
function pushDests(s: HarrowGame, h: number, u: number, away: number, out: Int32Array | null): number {
  const f = unitFaction(u);
  const m = stepsAway(s, h, away, STEPS);
  let k = 0;
  for (let i = 0; i < m; i++) {
    const d = STEPS[i]!;
    if (!mayEnter(s, f, d, 1, s.config.basic)) continue;
    if (out !== null) out[k] = encode(A_EFFECT, d);
    k++;
  }
  return k;
}

/** Pushable Units (not nailed, R-ADV-6) adjacent to the Townsfolk on `tf` (`adjacent`) or anywhere, with a destination. */
function pushUnits(s: HarrowGame, tf: number, adjacent: boolean, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (adjacent && hexDistance(s.map.grid, h, tf) !== 1) continue;
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      if (movableHaints(s, f, h) === 0 || pushDests(s, h, NAIL_HAINT + f, tf, null) === 0) continue;
      if (out !== null) out[k] = encode(A_EFFECT, h, NAIL_HAINT + f);
      k++;
    }
    for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
      if (s.legendHex[slot] !== h || !legendMovable(s, slot) || pushDests(s, h, slot, tf, null) === 0) continue;
      if (out !== null) out[k] = encode(A_EFFECT, h, slot);
      k++;
    }
  }
  return k;
}

/** Goes on at scroll space `space` (1…3) or later, skipping spaces with nothing to do; ends past the last allowed one. */
function townsfolkSpace(s: HarrowGame, fr: Frame, space: number): number {
  const fac = facOf(s, fr);
  const last = s.frames[fr + EF_M0]! - 1;
  const tf = s.frames[fr + EF_M1]!;
  for (let i = space; i <= last; i++) {
    if (i === 1 && pickKinds(s, fac, tf, null) > 0) s.frames[fr + EF_STEP] = T_PICK;
    else if (i === 2 && pushUnits(s, tf, true, null) > 0) s.frames[fr + EF_STEP] = T_ADJ_UNIT;
    else if (i === 3 && pushUnits(s, tf, false, null) > 0) s.frames[fr + EF_STEP] = T_ANY_UNIT;
    else continue;
    return OPEN;
  }
  return endEffect(s);
}

/** The space a step belongs to. */
const spaceOfStep = (step: number): number => (step <= T_DST ? 0 : step === T_PICK ? 1 : step <= T_ADJ_DST ? 2 : 3);

function pushUnit(s: HarrowGame, fr: Frame, dst: number): number {
  const sel = s.frames[fr + EF_M2]!;
  const h = sel & 0xff;
  const u = sel >> 8;
  if (u >= NAIL_HAINT) return moveUnits(s, u - NAIL_HAINT, h, dst, 1, 0, RS_EFFECT);
  return moveLegend(s, u, dst, RS_EFFECT);
}

const townsfolkSide: EffectHooks = {
  ...NO_HOOKS,
  key: `track:${TOWNSFOLK.id}`,
  name: `Legend track (${TOWNSFOLK.name})`,
  source: TOWNSFOLK.source,
  canStart: (s, fac) => pullSources(s, fac, null) > 0,
  start: (s, fr) => {
    s.frames[fr + EF_M0] = trackSpacesFor(s, facOf(s, fr), s.frames[fr + EF_ARG]!);
    s.frames[fr + EF_STEP] = T_SRC;
    return OPEN;
  },
  legal: (s, fr, out) => {
    const fac = facOf(s, fr);
    const F = s.frames;
    const tf = F[fr + EF_M1]!;
    let k: number;
    switch (F[fr + EF_STEP]) {
      case T_SRC:
        k = pullSources(s, fac, out);
        break;
      case T_DST:
        return pullDests(s, fac, F[fr + EF_M1]!, out);
      case T_PICK:
        k = pickKinds(s, fac, tf, out);
        break;
      case T_ADJ_UNIT:
        k = pushUnits(s, tf, true, out);
        break;
      case T_ANY_UNIT:
        k = pushUnits(s, tf, false, out);
        break;
      default: {
        const sel = F[fr + EF_M2]!;
        return pushDests(s, sel & 0xff, sel >> 8, tf, out);
      }
    }
    out[k++] = encode(A_EFFECT_STOP);
    return k;
  },
  apply: (s, fr, action) => {
    const fac = facOf(s, fr);
    const F = s.frames;
    const step = F[fr + EF_STEP]!;
    // Declining a space goes on with the next one; without the base space there is no "that Townsfolk".
    if (kindOf(action) === A_EFFECT_STOP) return step === T_SRC ? endEffect(s) : townsfolkSpace(s, fr, spaceOfStep(step) + 1);
    switch (step) {
      case T_SRC:
        F[fr + EF_M1] = argA(action);
        F[fr + EF_STEP] = T_DST;
        return OPEN;
      case T_DST: {
        const dst = argA(action);
        s.townsfolk[F[fr + EF_M1]!]!--;
        s.townsfolk[dst]!++;
        F[fr + EF_M1] = dst;
        return townsfolkSpace(s, fr, 1);
      }
      case T_PICK: {
        const tf = F[fr + EF_M1]!;
        const kind = argA(action);
        s.tok[kind * s.n + tf]!--;
        const draws = fileToken(s, fac, kind, s.config.cleanup);
        // G-64 "collected as at Clean-Up": a covered Draw-Card symbol draws at this turn's Clean-Up step 4.
        s.f[fi(fac, F_OWED_DRAWS)]! += draws;
        return townsfolkSpace(s, fr, 2);
      }
      case T_ADJ_UNIT:
      case T_ANY_UNIT:
        F[fr + EF_M2] = argA(action) | (argB(action) << 8);
        F[fr + EF_STEP] = step + 1;
        return OPEN;
      case T_ANY_DST:
      default:
        return pushUnit(s, fr, argA(action));
    }
  },
  // A push closed (its Doll question answered): the next space.
  resume: (s, fr) => (s.frames[fr + EF_STEP] === T_ADJ_DST ? townsfolkSpace(s, fr, 3) : endEffect(s)),
  describe: (s, fr, action) => {
    const g = s.map.grid;
    const step = s.frames[fr + EF_STEP]!;
    if (kindOf(action) === A_EFFECT_STOP) return step === T_SRC ? 'pull no Townsfolk' : `decline scroll space ${spaceOfStep(step)}`;
    switch (step) {
      case T_SRC:
        return `pull the Townsfolk on hex ${hexName(g, argA(action))} 1 hex closer to your Legend`;
      case T_DST:
        return `pull the Townsfolk onto hex ${hexName(g, argA(action))}`;
      case T_PICK:
        return `the Townsfolk picks up the ${ABILITY_TOKEN_NAMES[argA(action)]} Ability Token on its hex`;
      case T_ADJ_UNIT:
      case T_ANY_UNIT: {
        const u = argB(action);
        const who = u >= NAIL_HAINT ? `a ${HAINT_OWNER[u - NAIL_HAINT]} Haint` : LEGEND_NAME[u];
        return `push ${who} on hex ${hexName(g, argA(action))} 1 hex away from the Townsfolk`;
      }
      default:
        return `push it onto hex ${hexName(g, argA(action))}`;
    }
  },
};

export const PROTECTOR_TRACK_EFFECTS: readonly EffectHooks[] = [pathSide, townsfolkSide];
