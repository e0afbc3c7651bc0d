// Kammi's Legend Ability Track, both sides (spec §1.4, L1529-1539) as effect hooks. The starter
// passes in EF_ARG how many spaces it allows (the Legend jar TRACK_ALL_SPACES, "activate the 1st
// scroll" 1); the spaces resolved are the base space plus one per Scroll owned (F_SCROLLS), left to
// right, each optional (G-15).
//
// Decisions (A_EFFECT a, b as below; A_EFFECT_STOP declines):
//   Side 1 "Replay"      a = card (ALL_CARDS index), b = its place in the active list; stop ends the track
//   Side 2 "Grid cubes"  base, Scroll 2, Scroll 3: a = 0 resolve the space (stop declines it and goes on);
//                        Scroll 1: a = Doll, then a = its destination, then (the Unit's owner decides)
//                        a = 0 a Haint / a = 1 b = Legend slot comes along, or stop
import type { Rng } from '@balance-lab/core';
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { OPEN } from '../../basic-actions.js';
import { onEnter } from '../../advance.js';
import { drawCards } from '../../cleanup.js';
import { ALL_CARDS } from '../../data/cards.js';
import { LEGEND_TRACKS } from '../../data/legends.js';
import { EF_ARG, EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, startEffect, type EffectHooks } from '../../effects.js';
import { hexName } from '../../hex.js';
import { dollMayEnter, freeHaints, legendMovable, mayEnter, moveUnits, stepsToward } from '../../relocate.js';
import {
  CARD_CAP, DOLLS, EMPTY, FAC_K, FW_SEAT, F_ACTIVE_LEN, F_DECK_LEN, F_HAND_LEN, F_WORDS, G_GRID_ROWS, KG_BLACK, KG_COLS,
  LEGEND_COUNT, LEGEND_FIRST, LS_KAMMI0, LS_KAMMI1, UNIT_FACTIONS, factionSeat, slotFaction, type Frame,
} from '../../state.js';
import { trackSpacesFor, type HarrowGame } from '../../turn.js';
import { PURPLE_K, SLOT_NAME, goblinHex, kammiSlot } from './goblin-cards.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const hx = (s: HarrowGame, h: number): string => hexName(s.map.grid, h);
const STOP = encode(A_EFFECT_STOP);
const SIDE1 = LEGEND_TRACKS.find((t) => t.id === 'kammi-1')!;
const SIDE2 = LEGEND_TRACKS.find((t) => t.id === 'kammi-2')!;
/** L1539: "put a purple STRENGTHEN cube on each row", "draw 1 card". */
const CUBES_PER_ROW = 1;
const CARDS_DRAWN = 1;


// ---- Side 1: Replay -------------------------------------------------------------------------

/** Active cards not replayed yet this activation (bit = place in the active list) that could do something. */
function replayOptions(s: HarrowGame, used: number, out: Int32Array | null): number {
  const base = FAC_K * CARD_CAP;
  const len = s.f[fi(FAC_K, F_ACTIVE_LEN)]!;
  let k = 0;
  for (let i = 0; i < len; i++) {
    if ((used >> i) & 1) continue;
    const card = s.active[base + i]!;
    const e = s.config.cardEffect[card]!;
    if (card === EMPTY || e < 0 || !s.config.effects[e]!.canStart(s, FAC_K, card)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, card, i);
  }
  return k;
}

/**
 * Side 1 (L1535): re-trigger 1, 2, 3 or 4 different active Goblin cards (base + one per Scroll).
 * A re-trigger is not a card play (no F_CARD_TURN); the card's own hooks run with EF_ARG = the card.
 * EF_STEP = cards replayed, M0 = their places in the active list.
 */
const replay: EffectHooks = {
  ...NO_HOOKS,
  key: `track:${SIDE1.id}`,
  name: `Kammi Legend track: ${SIDE1.name}`,
  source: SIDE1.source,
  canStart: (s, fac, arg) => trackSpacesFor(s, fac, arg) > 0 && replayOptions(s, 0, null) > 0,
  start: (s, fr) => replayNext(s, fr),
  legal: (s, fr, out) => {
    const k = replayOptions(s, s.frames[fr + EF_M0]!, out);
    out[k] = STOP;
    return k + 1;
  },
  apply: (s: HarrowGame, fr: Frame, action: number, rng: Rng) => {
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    const card = argA(action);
    s.frames[fr + EF_M0]! |= 1 << argB(action);
    s.frames[fr + EF_STEP]!++;
    return startEffect(s, s.config.cardEffect[card]!, FAC_K, s.frames[fr + FW_SEAT]!, RS_EFFECT, card, rng);
  },
  resume: (s, fr) => replayNext(s, fr),
  describe: (_s, _fr, action) =>
    kindOf(action) === A_EFFECT_STOP ? 'replay no more cards' : `replay the active card ${ALL_CARDS[argA(action)]?.name ?? argA(action)}`,
};

function replayNext(s: HarrowGame, fr: Frame): number {
  const fac = s.frames[fr + EF_FAC]!;
  if (s.frames[fr + EF_STEP]! >= trackSpacesFor(s, fac, s.frames[fr + EF_ARG]!)) return endEffect(s);
  return replayOptions(s, s.frames[fr + EF_M0]!, null) > 0 ? OPEN : endEffect(s);
}

// ---- Side 2: Grid cubes -----------------------------------------------------------------------

const SP_CUBES = 0;
const SP_DOLL = 1;
const SP_DRAW = 2;
const SP_SWAP = 3;
/** Scroll-1 sub-steps (EF_M0): the Doll, its destination, the Unit that comes along. */
const DS_DOLL = 0;
const DS_DEST = 1;
const DS_UNIT = 2;

/** Rows with no token in their black zone (2, or 3 before Kammi's first Abilities jar). */
function openRows(s: HarrowGame): number {
  let k = 0;
  for (let r = 0; r < s.g[G_GRID_ROWS]!; r++) if (s.kGrid[r * KG_COLS + KG_BLACK] === EMPTY) k++;
  return k;
}

const PULL = new Int32Array(6);

/** Destinations one hex closer to Kammi for the Doll on `from` (R-CORE-5), written to PULL; returns the count. */
function dollSteps(s: HarrowGame, from: number): number {
  const kh = s.legendHex[kammiSlot(s)]!;
  if (kh < 0 || from === kh) return 0;
  const k = stepsToward(s, from, kh, PULL);
  let m = 0;
  for (let i = 0; i < k; i++) if (dollMayEnter(s, PULL[i]!)) PULL[m++] = PULL[i]!;
  return m;
}

function dollOptions(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0 || dollSteps(s, h) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, d);
  }
  return k;
}

/** The Unit that may come with the Doll from `src` to `dst` (its owner's choice): a = 0 a Haint, a = 1 b = Legend slot. */
function unitOptions(s: HarrowGame, src: number, dst: number, out: Int32Array | null): number {
  let k = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (!mayEnter(s, f, dst, 1, s.config.basic)) continue;
    if (freeHaints(s, f, src) > 0) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, 0, f);
    }
    for (let i = 0; i < LEGEND_COUNT[f]!; i++) {
      const slot = LEGEND_FIRST[f]! + i;
      if (s.legendHex[slot] !== src || !legendMovable(s, slot)) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, 1, slot);
    }
  }
  return k;
}

/** The faction whose Units stand on h (R-CORE-2…4: one at most), −1. */
function ownerOn(s: HarrowGame, h: number): number {
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (s.haint[f * s.n + h]! > 0) return f;
    for (let i = 0; i < LEGEND_COUNT[f]!; i++) if (s.legendHex[LEGEND_FIRST[f]! + i] === h) return f;
  }
  return -1;
}

function swapPossible(s: HarrowGame): boolean {
  const g = goblinHex(s);
  const k = s.legendHex[kammiSlot(s)]!;
  return g >= 0 && k >= 0 && g !== k && legendMovable(s, LS_KAMMI0) && legendMovable(s, LS_KAMMI1);
}

function drawPossible(s: HarrowGame): boolean {
  const hand = s.f[fi(FAC_K, F_HAND_LEN)]!;
  const limit = s.config.cleanup.handLimit;
  return s.f[fi(FAC_K, F_DECK_LEN)]! > 0 && hand < CARD_CAP && (limit <= 0 || hand < limit);
}

function spaceAvailable(s: HarrowGame, space: number): boolean {
  switch (space) {
    case SP_CUBES:
      return s.poss[PURPLE_K]! >= CUBES_PER_ROW && openRows(s) > 0;
    case SP_DOLL:
      return dollOptions(s, null) > 0;
    case SP_DRAW:
      return drawPossible(s);
    default:
      return swapPossible(s);
  }
}

/** The next space with something to do (from EF_STEP on), or the end. */
function gridNext(s: HarrowGame, fr: Frame): number {
  const fac = s.frames[fr + EF_FAC]!;
  const n = trackSpacesFor(s, fac, s.frames[fr + EF_ARG]!);
  s.frames[fr + EF_M0] = DS_DOLL;
  s.frames[fr + FW_SEAT] = factionSeat(s, FAC_K);
  while (s.frames[fr + EF_STEP]! < n && !spaceAvailable(s, s.frames[fr + EF_STEP]!)) s.frames[fr + EF_STEP]!++;
  return s.frames[fr + EF_STEP]! < n ? OPEN : endEffect(s);
}

/**
 * Side 2 (L1539). Base: 1 purple cube from Possessions on each Action-Grid row whose black zone is
 * empty (cubes stack; turn.ts `pushKammiRow` moves them to the Battleground; short of cubes, the
 * rows fill top to bottom). Scroll 1: one Doll 1 hex closer to Kammi (R-CORE-5), a Unit of its hex
 * may come along if its owner wishes (that player decides; no Doll carry of its own, entry triggers
 * fire). Scroll 2: draw 1 card. Scroll 3: Kammi and the Goblin swap hexes (nailed tokens cannot;
 * the two tokens look alike, so the swap reveals nothing). EF_STEP = the space, M0 Scroll-1 sub-step,
 * M1 the Doll, M2 its old hex.
 */
const gridCubes: EffectHooks = {
  ...NO_HOOKS,
  key: `track:${SIDE2.id}`,
  name: `Kammi Legend track: ${SIDE2.name}`,
  source: SIDE2.source,
  canStart: (s, fac, arg) => {
    const n = trackSpacesFor(s, fac, arg);
    for (let sp = 0; sp < n; sp++) if (spaceAvailable(s, sp)) return true;
    return false;
  },
  start: (s, fr) => gridNext(s, fr),
  legal: (s, fr, out) => {
    const space = s.frames[fr + EF_STEP]!;
    if (space !== SP_DOLL) {
      out[0] = encode(A_EFFECT, 0);
      out[1] = STOP;
      return 2;
    }
    const sub = s.frames[fr + EF_M0]!;
    if (sub === DS_DOLL) {
      const k = dollOptions(s, out);
      out[k] = STOP;
      return k + 1;
    }
    const src = s.frames[fr + EF_M2]!;
    if (sub === DS_DEST) {
      const k = dollSteps(s, src);
      for (let i = 0; i < k; i++) out[i] = encode(A_EFFECT, PULL[i]!);
      return k;
    }
    const k = unitOptions(s, src, s.dollHex[s.frames[fr + EF_M1]!]!, out);
    out[k] = STOP;
    return k + 1;
  },
  apply: (s, fr, action) => {
    const space = s.frames[fr + EF_STEP]!;
    const stop = kindOf(action) === A_EFFECT_STOP;
    if (space !== SP_DOLL || stop) {
      s.frames[fr + EF_STEP] = space + 1;
      if (!stop) resolveSimple(s, space);
      return gridNext(s, fr);
    }
    const sub = s.frames[fr + EF_M0]!;
    if (sub === DS_DOLL) {
      const d = argA(action);
      s.frames[fr + EF_M1] = d;
      s.frames[fr + EF_M2] = s.dollHex[d]!;
      s.frames[fr + EF_M0] = DS_DEST;
      return OPEN;
    }
    const src = s.frames[fr + EF_M2]!;
    if (sub === DS_DEST) {
      const dst = argA(action);
      s.dollHex[s.frames[fr + EF_M1]!] = dst;
      const owner = ownerOn(s, src);
      if (owner < 0 || unitOptions(s, src, dst, null) === 0) {
        s.frames[fr + EF_STEP] = space + 1;
        return gridNext(s, fr);
      }
      // L1539 "if that Unit's owner wants to": the owner decides this step.
      s.frames[fr + EF_M0] = DS_UNIT;
      s.frames[fr + FW_SEAT] = factionSeat(s, owner);
      return OPEN;
    }
    const dst = s.dollHex[s.frames[fr + EF_M1]!]!;
    s.frames[fr + EF_STEP] = space + 1;
    s.frames[fr + FW_SEAT] = factionSeat(s, FAC_K);
    const f = argA(action) === 0 ? argB(action) : -1;
    if (f >= 0) return moveUnits(s, f, src, dst, 1, 0, RS_EFFECT, false);
    const slot = argB(action);
    const lf = slotFaction(slot);
    return moveUnits(s, lf, src, dst, 0, 1 << (slot - LEGEND_FIRST[lf]!), RS_EFFECT, false);
  },
  resume: (s, fr) => gridNext(s, fr),
  describe: (s, fr, action) => {
    const space = s.frames[fr + EF_STEP]!;
    const stop = kindOf(action) === A_EFFECT_STOP;
    if (space === SP_CUBES) return stop ? 'decline: no cubes on the Action Grid' : 'place a purple cube on each Action-Grid row with no token in its black zone';
    if (space === SP_DRAW) return stop ? 'decline: draw no card' : 'draw 1 card';
    if (space === SP_SWAP) return stop ? 'decline: no swap' : 'swap the location of Kammi and her Goblin';
    const sub = s.frames[fr + EF_M0]!;
    if (sub === DS_DOLL) return stop ? 'decline: pull no Doll' : `pull the Doll on hex ${hx(s, s.dollHex[argA(action)]!)} 1 hex closer to Kammi`;
    if (sub === DS_DEST) return `pull it onto hex ${hx(s, argA(action))}`;
    if (stop) return 'no Unit comes with the Doll';
    return argA(action) === 0 ? 'a Haint comes with the Doll' : `${SLOT_NAME[argB(action)]} comes with the Doll`;
  },
};

/** The base space, Scroll 2 and Scroll 3 (no decision of their own). */
function resolveSimple(s: HarrowGame, space: number): void {
  if (space === SP_CUBES) {
    for (let r = 0; r < s.g[G_GRID_ROWS]!; r++) {
      if (s.kGrid[r * KG_COLS + KG_BLACK] !== EMPTY || s.poss[PURPLE_K]! < CUBES_PER_ROW) continue;
      s.poss[PURPLE_K]! -= CUBES_PER_ROW;
      s.kRowCubes[r]! += CUBES_PER_ROW;
    }
  } else if (space === SP_DRAW) {
    drawCards(s, FAC_K, CARDS_DRAWN, s.config.cleanup.handLimit);
  } else if (space === SP_SWAP) {
    const a = s.legendHex[LS_KAMMI0]!;
    const b = s.legendHex[LS_KAMMI1]!;
    s.legendHex[LS_KAMMI0] = b;
    s.legendHex[LS_KAMMI1] = a;
    // A relocation: only the landing hexes trigger (G-73); both were occupied, so this is for completeness.
    onEnter(s, FAC_K, b, 1, 0);
    onEnter(s, FAC_K, a, 2, 0);
  }
}

export const KAMMI_TRACK_EFFECTS: readonly EffectHooks[] = [replay, gridCubes];
