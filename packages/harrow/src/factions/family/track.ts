// The Family Legend Ability Track, both sides (spec §1.4; rulebook L501-514, L1511-1527), as
// effect hooks. The starter's EF_ARG is how many spaces may resolve: the Legend jar passes
// TRACK_ALL_SPACES (the base space plus one per Scroll owned), "Activate 1st Scroll" and "Your
// Druthers" pass 1 (the base space only, G-15). Spaces resolve left to right, each at most once,
// each optional (A_EFFECT_STOP declines it). Every scroll space acts on the Storm S the base space
// just placed, so without a new Storm (none in Possessions, no legal hex, or declined) nothing
// else resolves.
//
// Side 1 "Storm" (L1515-1521) pulls toward S, Side 2 "Storm (push)" (L1525-1527) pushes away:
//   base      a = the hex of the new Storm S (Side 1: a hex with a Family Unit; Side 2: adjacent
//             to the Legend; never the Brambles, R-CORE-6, nor a hex with a Storm, ASSUMPTION G-65)
//   scroll 1  the Ability Token (a = its hex, b = its kind), then a = its destination: any hex one
//             step closer to / farther from S, Units and goal pieces allowed (L1519)
//   scroll 2  a Family Unit (a = hex, b = NAIL_HAINT + faction for a Haint, else its LS_* slot),
//             then a = destination (core rules kept, "if legally allowed", L1520)
//   scroll 3  the same for an enemy Unit (L1521)
// Nailed Units do not move (R-ADV-6); a moved Unit's owner decides about a Doll on its hex (R-ADV-5).
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { OPEN, hasStorm } from '../../basic-actions.js';
import { factionUnitsOn } from '../../attack.js';
import { LEGEND_TRACKS } from '../../data/legends.js';
import { ABILITY_TOKEN_NAMES } from '../../data/maps.js';
import { EF_ARG, EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { isBrambles } from '../../map.js';
import { freeHaints, legendMovable, mayEnter, moveLegend, moveUnits, stepsAway, stepsToward } from '../../relocate.js';
import {
  F_STORM_POSS, F_WORDS, LEGEND_FIRST, LS_KAMMI1, LS_P, NAIL_HAINT, TOKEN_KINDS, UNIT_FACTIONS, slotFaction, type Frame,
} from '../../state.js';
import { trackSpacesFor, type HarrowGame } from '../../turn.js';

/** Owners by faction index and by Legend slot, for the descriptions (the two Kammi tokens look alike). */
const UNIT_OWNER = ['Protector', 'Family', 'Kammi'];
const LEGEND_OWNER = ['Protector', 'Family', 'Kammi', 'Kammi'];
const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const facOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;
/** Scratch for one call's adjacent-hex lists (stepsToward / stepsAway); never read across calls. */
const STEPS = new Int32Array(6);

const trackOf = (id: string): (typeof LEGEND_TRACKS)[number] => {
  const t = LEGEND_TRACKS.find((x) => x.id === id);
  if (t === undefined) throw new Error(`no Legend track ${id}`);
  return t;
};


/** Steps (EF_STEP). */
const ST_STORM = 0;
const ST_TOKEN = 1;
const ST_TOKEN_DST = 2;
const ST_OWN = 3;
const ST_OWN_DST = 4;
const ST_ENEMY = 5;
/** The space a step belongs to (0 base, 1…3 the scroll spaces). */
const spaceOfStep = (step: number): number => (step + 1) >> 1;

/** One side's geometry: pull toward S (Side 1) or push away from it (Side 2). */
interface Side {
  readonly push: boolean;
}

/** Hexes one step closer to (pull) / farther from (push) S, into STEPS; returns the count. */
const stepsFor = (s: HarrowGame, side: Side, h: number, storm: number): number =>
  side.push ? stepsAway(s, h, storm, STEPS) : stepsToward(s, h, storm, STEPS);

/** Whether the new Storm may go on h (base space): not the Brambles (R-CORE-6), not on a Storm (G-65), and the side's own condition. */
function stormHexOk(s: HarrowGame, side: Side, fac: number, h: number): boolean {
  if (isBrambles(s.map, h) || hasStorm(s, h)) return false;
  if (side.push) {
    // L1525: adjacent to your Legend.
    const l = s.legendHex[LEGEND_FIRST[fac]!]!;
    return l >= 0 && hexDistance(s.map.grid, l, h) === 1;
  }
  // L1515: a hex with at least one of your Units.
  return factionUnitsOn(s, fac, h) > 0;
}

function stormHexes(s: HarrowGame, side: Side, fac: number, out: Int32Array | null): number {
  if (s.f[fi(fac, F_STORM_POSS)]! <= 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (!stormHexOk(s, side, fac, h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** Ability Tokens that can be moved one step relative to S (L1519: any hex may receive them). */
function tokens(s: HarrowGame, side: Side, storm: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    let any = false;
    for (let kind = 0; kind < TOKEN_KINDS; kind++) {
      if (s.tok[kind * s.n + h]! === 0) continue;
      if (!any && stepsFor(s, side, h, storm) === 0) break;
      any = true;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, kind);
    }
  }
  return k;
}

function tokenDests(s: HarrowGame, side: Side, h: number, storm: number, out: Int32Array): number {
  const m = stepsFor(s, side, h, storm);
  for (let i = 0; i < m; i++) out[i] = encode(A_EFFECT, STEPS[i]!);
  return m;
}

const unitFaction = (u: number): number => (u >= NAIL_HAINT ? u - NAIL_HAINT : slotFaction(u));

/** Legal destinations of Unit `u` on h, one step relative to S, core rules kept (R-CORE-1…7). */
function unitDests(s: HarrowGame, side: Side, h: number, u: number, storm: number, out: Int32Array | null): number {
  const f = unitFaction(u);
  const m = stepsFor(s, side, h, storm);
  let k = 0;
  for (let i = 0; i < m; i++) {
    const d = STEPS[i]!;
    if (!mayEnter(s, f, d, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, d);
  }
  return k;
}

/** Movable Units (own or enemy) with a destination: Haints (not nailed) by hex and faction, Legends by slot. */
function units(s: HarrowGame, side: Side, fac: number, own: boolean, storm: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      if ((f === fac) !== own || freeHaints(s, f, h) === 0 || unitDests(s, side, h, NAIL_HAINT + f, storm, null) === 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, NAIL_HAINT + f);
    }
    for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
      if (s.legendHex[slot] !== h || (slotFaction(slot) === fac) !== own || !legendMovable(s, slot)) continue;
      if (unitDests(s, side, h, slot, storm, null) === 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, slot);
    }
  }
  return k;
}

/** Goes on at scroll space `space` (1…3) or later, skipping spaces with nothing to do; ends past the last allowed one. */
function nextSpace(s: HarrowGame, side: Side, fr: Frame, space: number): number {
  const fac = facOf(s, fr);
  const last = s.frames[fr + EF_M0]! - 1;
  const storm = s.frames[fr + EF_M1]!;
  for (let i = space; i <= last; i++) {
    if (i === 1 && tokens(s, side, storm, null) > 0) s.frames[fr + EF_STEP] = ST_TOKEN;
    else if (i === 2 && units(s, side, fac, true, storm, null) > 0) s.frames[fr + EF_STEP] = ST_OWN;
    else if (i === 3 && units(s, side, fac, false, storm, null) > 0) s.frames[fr + EF_STEP] = ST_ENEMY;
    else continue;
    return OPEN;
  }
  return endEffect(s);
}

function moveUnit(s: HarrowGame, fr: Frame, dst: number): number {
  const sel = s.frames[fr + EF_M2]!;
  const h = sel & 0xff;
  const u = sel >> 8;
  if (u >= NAIL_HAINT) return moveUnits(s, u - NAIL_HAINT, h, dst, 1, 0, RS_EFFECT);
  return moveLegend(s, u, dst, RS_EFFECT);
}

function stormSide(id: string, side: Side): EffectHooks {
  const t = trackOf(id);
  const rel = side.push ? 'away from' : 'closer to';
  const verb = side.push ? 'push' : 'pull';
  return {
    ...NO_HOOKS,
    key: `track:${t.id}`,
    name: `Legend track (${t.name})`,
    source: t.source,
    // Every space needs the new Storm: without one nothing can resolve.
    canStart: (s, fac) => stormHexes(s, side, fac, null) > 0,
    start: (s, fr) => {
      s.frames[fr + EF_M0] = trackSpacesFor(s, facOf(s, fr), s.frames[fr + EF_ARG]!);
      s.frames[fr + EF_STEP] = ST_STORM;
      return stormHexes(s, side, facOf(s, fr), null) > 0 ? OPEN : endEffect(s);
    },
    legal: (s, fr, out) => {
      const fac = facOf(s, fr);
      const F = s.frames;
      const storm = F[fr + EF_M1]!;
      const sel = F[fr + EF_M2]!;
      let k: number;
      switch (F[fr + EF_STEP]) {
        case ST_STORM:
          k = stormHexes(s, side, fac, out);
          break;
        case ST_TOKEN:
          k = tokens(s, side, storm, out);
          break;
        case ST_TOKEN_DST:
          return tokenDests(s, side, sel & 0xff, storm, out);
        case ST_OWN:
          k = units(s, side, fac, true, storm, out);
          break;
        case ST_ENEMY:
          k = units(s, side, fac, false, storm, out);
          break;
        default: // ST_OWN_DST, ST_ENEMY_DST
          return unitDests(s, side, sel & 0xff, sel >> 8, storm, out);
      }
      out[k++] = encode(A_EFFECT_STOP);
      return k;
    },
    apply: (s, fr, action) => {
      const fac = facOf(s, fr);
      const F = s.frames;
      const step = F[fr + EF_STEP]!;
      // Declining a scroll space goes on with the next; declining the base space leaves no S for the others.
      if (kindOf(action) === A_EFFECT_STOP) return step === ST_STORM ? endEffect(s) : nextSpace(s, side, fr, spaceOfStep(step) + 1);
      switch (step) {
        case ST_STORM: {
          const h = argA(action);
          s.storm[h] = 1;
          s.f[fi(fac, F_STORM_POSS)]!--;
          F[fr + EF_M1] = h;
          return nextSpace(s, side, fr, 1);
        }
        case ST_TOKEN:
        case ST_OWN:
        case ST_ENEMY:
          F[fr + EF_M2] = argA(action) | (argB(action) << 8);
          F[fr + EF_STEP] = step + 1;
          return OPEN;
        case ST_TOKEN_DST: {
          const sel = F[fr + EF_M2]!;
          const kind = sel >> 8;
          s.tok[kind * s.n + (sel & 0xff)]!--;
          s.tok[kind * s.n + argA(action)]!++;
          return nextSpace(s, side, fr, 2);
        }
        default:
          return moveUnit(s, fr, argA(action));
      }
    },
    // A Unit move closed (its Doll question answered): the next space.
    resume: (s, fr) => (s.frames[fr + EF_STEP] === ST_OWN_DST ? nextSpace(s, side, fr, 3) : endEffect(s)),
    describe: (s, fr, action) => {
      const g = s.map.grid;
      const step = s.frames[fr + EF_STEP]!;
      if (kindOf(action) === A_EFFECT_STOP) return step === ST_STORM ? 'place no Storm' : `decline scroll space ${spaceOfStep(step)}`;
      const a = argA(action);
      switch (step) {
        case ST_STORM:
          return `place a Storm Token on hex ${hexName(g, a)}`;
        case ST_TOKEN:
          return `${verb} the ${ABILITY_TOKEN_NAMES[argB(action)]} Ability Token on hex ${hexName(g, a)} 1 hex ${rel} the Storm`;
        case ST_OWN:
        case ST_ENEMY: {
          const u = argB(action);
          const who = u >= NAIL_HAINT ? `a ${UNIT_OWNER[u - NAIL_HAINT] ?? 'faction'} Haint` : `the ${LEGEND_OWNER[u] ?? 'faction'} Legend`;
          return `${verb} ${who} on hex ${hexName(g, a)} 1 hex ${rel} the Storm`;
        }
        case ST_TOKEN_DST:
          return `${verb} the Ability Token onto hex ${hexName(g, a)}`;
        default:
          return `${verb} the Unit onto hex ${hexName(g, a)}`;
      }
    },
  };
}

export const FAMILY_TRACK_EFFECTS: readonly EffectHooks[] = [
  stormSide('family-1', { push: false }),
  stormSide('family-2', { push: true }),
];
