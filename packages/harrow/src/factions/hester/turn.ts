// Hester's whole turn (spec §1.20.3, rulebook L2047-2257) as one effect, `turn:hester`: A Roots
// and terrain cubes, B Top actions, C the Tree, D Bottom actions, E Clean-Up and eating. The turn
// machine starts it at Hester's turn slots; when it ends her turn is over. Making a Bonfire
// (§1.20.5) is its own effect, `hester:bonfire`, started by `makeBonfire` (also for Draw Closer).
//
// The stage lives on the board (HB_STAGE: cards read whether the Tree has run); the step in progress
// (a move or infection being paid for, the Legend being eaten) lives in the turn effect's own frame
// (`pend*` below); decisions are A_EFFECT codes with a = OP_*, b and c as each OP says.
import type { Rng } from '@balance-lab/core';
import { A_EFFECT, A_EFFECT_STOP, argA, argB, argC, encode, kindOf } from '../../actions.js';
import { OPEN, enemyUnitsOn } from '../../basic-actions.js';
import { activateTree, discardGoblinCards, releaseNailsOn } from '../../attack.js';
import { drawCards, takeFromHand } from '../../cleanup.js';
import { ALL_CARDS } from '../../data/cards.js';
import { POWERS } from '../../data/legends.js';
import { EF_ARG, EF_M0, EF_M1, EF_M2, EF_STEP, RS_EFFECT, effectIndex, endEffect, startEffect, type EffectHooks } from '../../effects.js';
import { hexName } from '../../hex.js';
import { dollMayEnter, freeHaints, mayEnter, moveUnits } from '../../relocate.js';
import { handRead, kammiToken } from '../../secrets.js';
import { spawnable, spawnOnto } from '../../spawn.js';
import {
  BAG_BASIC, CARD_CAP, COLOURS, EMPTY, FAC_F, FAC_H, FAC_K, FAC_P, FW_SEAT, F_FAM_FILL, F_HAINT_POSS,
  F_HAND_LEN, F_HOME, F_SCORING_SIDE, F_SCROLLS, F_SEAT, F_WILD, F_WORDS, G_FREE_PATH_STEPS, G_KAMMI_REVEALED, G_WILD_SUPPLY, isAutomated, G_OVER, G_PHASE, G_REASON, G_WINNER,
  LEGEND_COUNT, LEGEND_FIRST, LS_HESTER, LS_KAMMI0, LS_KAMMI1, LS_P, NAILS, PH_OVER, TK_SCR, UNIT_FACTIONS, dollOn,
  slotFaction, topFrame, type Frame,
} from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import {
  BOX_CARD, BOX_INFECT, BOX_MOVE, BOX_ROOT, BOX_SPAWN, BOX_SUMMON, HB_ACTIONS, HB_ACTIVATED, HB_BONFIRE_POSS,
  HB_BONFIRE_SPACE, HB_BOXES, HB_COLOUR_LAST, HB_COLOUR_NOW, HB_DRAWS, HB_FIRST_ROOT, HB_HEAD, HB_INFECTED_AT,
  HB_PILE_DEPTH, HB_PILE_TOP, HB_ROOTS_LAST, HB_ROOTS_LAST_LEN, HB_ROOTS_NOW,
  HB_ROOTS_NOW_LEN, HB_ROOTS_PLACED, HB_SCORING, HB_SNAKES, HB_STAGE, HB_USED, HESTER_COLOURS, MAX_PILES, MAX_ROOTS_TURN,
  ROOT_BLACK, ROOT_BROWN, ROOT_EDGE, SCORING_SPACES, SC_BONFIRE, SC_EMPTY, SC_TOKEN, SC_WILD, SPACES_PER_SIDE, TOUCHED_SLOTS,
  bonfiresOnMap, hesterCubeTotal, hesterHasWon, hesterOf, hexColour, rightmostBonfireSpace, rootTouched, touchedHex,
} from './board.js';
import { END_HESTER } from '../../objectives.js';

export { hesterHasWon } from './board.js';

// ---- codes -----------------------------------------------------------------------------------

/** Turn stages (HB_STAGE). */
export const ST_COLOUR = 1;
export const ST_ROOT = 2;
export const ST_TOP = 3;
export const ST_MOVE_TO = 4;
export const ST_PAY = 5;
export const ST_CARD_PILE = 6;
export const ST_EXTRA_ROOT = 7;
export const ST_BOTTOM = 8;
export const ST_INFECT_ANY = 9;
export const ST_EAT = 10;
export const ST_EAT_WHAT = 11;
export const ST_EAT_SPACE = 12;
export const ST_CAP = 13;
export const ST_DONE = 14;

/** A_EFFECT argument a: what the decision is. */
export const OP_COLOUR = 1; // b = ROOT_BROWN / ROOT_BLACK
export const OP_ROOT = 2; // b = the hex the Root enters
export const OP_PLAY = 3; // b = card (ALL_CARDS index)
export const OP_PILE = 4; // b = pile covered
export const OP_EXTRA_ROOT = 5;
export const OP_SPAWN = 6; // b = hex, c = faction
export const OP_OPEN_MOVE = 7;
export const OP_MOVE_FROM = 8; // b = hex, c = piece (faction of an Infected Haint, or PIECE_HESTER)
export const OP_MOVE_TO = 9; // b = hex, c = MODE_*
export const OP_ACTIVATE = 10; // b = pile
export const OP_PAY = 11; // b = cube colour
export const OP_OPEN_INFECT = 12;
export const OP_INFECT = 13; // b = Root hex, c = MODE_*
export const OP_INFECT_AT = 14; // b = hex of the Haint infected instead of a Legend
export const OP_SUMMON = 15; // b = Bonfire hex
export const OP_EAT = 16; // b = Legend slot
export const OP_EAT_WHAT = 17; // b = EAT_* source
export const OP_SPACE = 18; // b = Scoring Space
export const OP_RETURN = 19; // b = cube colour back to the supply
export const OP_PUSH = 20; // b = destination hex
export const OP_UNNAIL = 21; // b = nail index (on Hester)

export const PIECE_HESTER = 3;
export const MODE_MATCH = 0;
export const MODE_ANY = 1;
/** The step in progress, in the turn effect's frame: EF_M0 its kind (PEND_*, bits 0-7), the cubes
 *  still to pay for it (bits 8-15) and value c (a hex, bits 16-31); EF_M1 value a; EF_M2 value b. */
const PEND_MOVE = 1;
const PEND_INFECT = 2;
const PEND_UNNAIL = 3;
const pendOp = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_M0]! & 255;
const payLeft = (s: HarrowGame, fr: Frame): number => (s.frames[fr + EF_M0]! >> 8) & 255;
const pendC = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_M0]! >>> 16;
const setPendOp = (s: HarrowGame, fr: Frame, op: number): void => {
  s.frames[fr + EF_M0] = (s.frames[fr + EF_M0]! & ~255) | op;
};
const setPayLeft = (s: HarrowGame, fr: Frame, n: number): void => {
  s.frames[fr + EF_M0] = (s.frames[fr + EF_M0]! & ~0xff00) | (n << 8);
};
const setPendC = (s: HarrowGame, fr: Frame, hex: number): void => {
  s.frames[fr + EF_M0] = (s.frames[fr + EF_M0]! & 0xffff) | (hex << 16);
};
const pendA = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_M1]!;
const pendB = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_M2]!;
const setPendA = (s: HarrowGame, fr: Frame, v: number): void => {
  s.frames[fr + EF_M1] = v;
};
const setPendB = (s: HarrowGame, fr: Frame, v: number): void => {
  s.frames[fr + EF_M2] = v;
};
/** Eating sources (OP_EAT_WHAT b): 0..2 a Faction-Board row (TK_ADV..TK_STR), 3 a Scroll, 4 a Wild, 5..7 a Family bag kind, 8 the Family track's rightmost token. */
const EAT_ROW = 0;
const EAT_SCROLL = 3;
const EAT_WILD = 4;
const EAT_BAG = 5;
const EAT_TRACK = 8;
const EAT_SOURCES = 9;


/** L2637 (Bernice): Terrain Cubes Hester spends to remove an Iron Nail from herself. */
const HESTER_UNNAIL_CUBES = POWERS.bernice.numbers.hesterRemoveNailCubes.value;

export const TURN_KEY = 'turn:hester';
export const BONFIRE_KEY = 'hester:bonfire';

const COLOUR_NAMES = ['red', 'blue', 'purple', 'brown', 'teal', 'yellow', 'green'];
const FACTION_NAMES = ['Protector', 'Family', 'Kammi'];

// ---- small helpers ---------------------------------------------------------------------------

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const hn = (s: HarrowGame) => hesterOf(s.config);
const seated = (s: HarrowGame, fac: number): boolean => s.f[fi(fac, F_SEAT)]! >= 0;
const bgAt = (c: number): number => FAC_H * COLOURS + c;
const left = (s: HarrowGame): number => s.hester[HB_ACTIONS]! - s.hester[HB_USED]!;
const used = (s: HarrowGame, box: number): boolean => (s.hester[HB_BOXES]! & box) !== 0;
const stage = (s: HarrowGame): number => s.hester[HB_STAGE]!;
const setStage = (s: HarrowGame, st: number): void => {
  s.hester[HB_STAGE] = st;
};
function useAction(s: HarrowGame, box: number): void {
  s.hester[HB_USED]!++;
  s.hester[HB_BOXES]! |= box;
}
/** Pays `k` cubes of colour c from Hester's Battleground to the supply. */
function payColour(s: HarrowGame, c: number, k: number): void {
  s.bg[bgAt(c)]! -= k;
  s.poss[bgAt(c)]! += k;
}
/** R-H-INCOME: one cube of colour c from the supply, if any is left (L2083). */
function gainCube(s: HarrowGame, c: number): void {
  if (c < 0 || s.poss[bgAt(c)]! === 0) return;
  s.poss[bgAt(c)]!--;
  s.bg[bgAt(c)]!++;
}
/** The only colour Hester holds, or −1 when she holds two or more colours (or none). */
function onlyColour(s: HarrowGame): number {
  let c1 = -1;
  for (let i = 0; i < HESTER_COLOURS.length; i++) {
    const c = HESTER_COLOURS[i]!;
    if (s.bg[bgAt(c)]! === 0) continue;
    if (c1 >= 0) return -1;
    c1 = c;
  }
  return c1;
}
function affordable(s: HarrowGame, colour: number, cost: number, mode: number): boolean {
  if (cost < 0) return false;
  return mode === MODE_MATCH ? colour >= 0 && s.bg[bgAt(colour)]! >= cost : hesterCubeTotal(s) >= cost;
}
const isOpponent = (s: HarrowGame, fac: number): boolean => fac < UNIT_FACTIONS && seated(s, fac);

// ---- A. Roots (R-H-ROOT, R-H-INCOME, R-H-ROOT-BONFIRE) -------------------------------------------

const isEdge = (s: HarrowGame, h: number): boolean => {
  for (let d = 0; d < 6; d++) if (s.map.grid.nbr[h * 6 + d]! < 0) return true;
  return false;
};

/** Hexes the next Root may enter (the first Root of the game: any edge hex, L2059; else from the head, G-51, L2065-2067). */
function rootTargets(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  if (s.hester[HB_FIRST_ROOT] === 0) {
    for (let h = 0; h < s.n; h++) {
      if (!isEdge(s, h)) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_ROOT, h);
    }
    return k;
  }
  const head = s.hester[HB_HEAD]!;
  if (head === EMPTY) return 0;
  for (let d = 0; d < 6; d++) {
    const v = s.map.grid.nbr[head * 6 + d]!;
    if (v < 0 || rootTouched(s, v, true)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_ROOT, v);
  }
  return k;
}

function placeRoot(s: HarrowGame, to: number): void {
  const b = s.hester;
  const from = b[HB_FIRST_ROOT] === 0 ? ROOT_EDGE : b[HB_HEAD]!;
  b[HB_FIRST_ROOT] = 1;
  const i = b[HB_ROOTS_NOW_LEN]!;
  b[HB_ROOTS_NOW + 2 * i] = from;
  b[HB_ROOTS_NOW + 2 * i + 1] = to;
  b[HB_ROOTS_NOW_LEN] = i + 1;
  b[HB_HEAD] = to;
  // L2085, G-28: a Root entering a Bonfire adds a token, from Possessions only.
  if (s.bonfire[to]! > 0 && b[HB_BONFIRE_POSS]! > 0) {
    b[HB_BONFIRE_POSS]!--;
    s.bonfire[to]!++;
  }
}

/** Step A after the Roots: last turn's Roots leave the map (L2069), then one cube per touched hex (L2071). */
function finishRoots(s: HarrowGame): number {
  const b = s.hester;
  b[HB_ROOTS_LAST_LEN] = 0;
  b.fill(EMPTY, HB_ROOTS_LAST, HB_ROOTS_LAST + 2 * MAX_ROOTS_TURN);
  for (let i = 0; i < TOUCHED_SLOTS; i++) {
    const h = touchedHex(s, i);
    if (h >= 0) gainCube(s, hexColour(s, h));
  }
  setStage(s, ST_TOP);
  return OPEN;
}

function rootStep(s: HarrowGame): number {
  const b = s.hester;
  if (b[HB_ROOTS_PLACED]! < hn(s).rootsPerTurn && rootTargets(s, null) > 0) {
    setStage(s, ST_ROOT);
    return OPEN;
  }
  return finishRoots(s);
}

// ---- B. Top actions ------------------------------------------------------------------------

/** R-H-MOVE: cubes to move `piece` onto dst in `mode` (a Path token saves one, L2270); −1 when that mode does not apply. */
export function moveCost(s: HarrowGame, piece: number, dst: number, mode: number): number {
  const n = hn(s);
  const path = s.path[dst]! > 0 ? 1 : 0;
  const col = hexColour(s, dst);
  let cost: number;
  if (piece === PIECE_HESTER) {
    if (col < 0) cost = mode === MODE_ANY ? n.moveHesterAny : -1;
    else cost = mode === MODE_MATCH ? n.moveHesterMatching : -1;
  } else {
    cost = mode === MODE_MATCH ? (col < 0 ? -1 : n.moveInfectedMatching) : n.moveInfectedAny;
  }
  return cost < 0 ? -1 : Math.max(0, cost - path);
}

/** Other-faction Infected Haints on h that make a Bonfire with an Infected Haint of `fac` entering (all of h's enemy Units). */
function bonfireMeeting(s: HarrowGame, fac: number, h: number): boolean {
  const enemy = enemyUnitsOn(s, fac, h);
  if (enemy === 0) return false;
  let inf = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) if (f !== fac) inf += s.infected[f * s.n + h]!;
  return inf === enemy;
}

/**
 * R-H-MOVE (L2147-2153, L2157-2160): an Infected Haint of `fac` may enter h: no Bonfire, no foreign
 * Townsfolk/Building, no enemy uninfected Unit (enemy Infected Haints only when a Bonfire pair is
 * left on the board: that makes a Bonfire), the Unit limit otherwise. Storms do not matter (L2146).
 */
export function infectedMayEnter(s: HarrowGame, fac: number, h: number): boolean {
  if (h < 0 || s.bonfire[h]! > 0) return false;
  if (enemyUnitsOn(s, fac, h) > 0) {
    if (fac !== FAC_F && s.building[h]! > 0) return false;
    if (fac !== FAC_P && s.townsfolk[h]! > 0) return false;
    return rightmostBonfireSpace(s) >= 0 && bonfireMeeting(s, fac, h);
  }
  return mayEnter(s, fac, h, 1, s.config.basic);
}

/** Infected Haints of `fac` on h that may move (not nailed). */
const movableInfected = (s: HarrowGame, fac: number, h: number): number => Math.min(s.infected[fac * s.n + h]!, freeHaints(s, fac, h));

/** Destinations (× payment mode) for `piece` from src into out; with out null, whether one exists. */
function moveTargets(s: HarrowGame, piece: number, src: number, out: Int32Array | null, at: number): number {
  let k = at;
  for (let d = 0; d < 6; d++) {
    const h = s.map.grid.nbr[src * 6 + d]!;
    if (h < 0) continue;
    if (piece !== PIECE_HESTER && !infectedMayEnter(s, piece, h)) continue;
    const col = hexColour(s, h);
    for (let mode = MODE_MATCH; mode <= MODE_ANY; mode++) {
      const cost = moveCost(s, piece, h, mode);
      if (!affordable(s, col, cost, mode)) continue;
      // A step made free by a Path token (L2270) counts against the free-step safeguard (G-88, as the factions' Path steps).
      if (cost === 0 && s.g[G_FREE_PATH_STEPS]! >= s.config.basic.maxFreePathSteps) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_MOVE_TO, h, mode);
    }
  }
  return k - at;
}

/** The Iron Nail under Hester (Bernice, L2637), −1 none. */
function nailOnHester(s: HarrowGame): number {
  const hh = s.legendHex[LS_HESTER]!;
  for (let i = 0; i < NAILS; i++) if (hh >= 0 && s.nail[2 * i] === hh && s.nail[2 * i + 1] === LS_HESTER) return i;
  return -1;
}

function moveSources(s: HarrowGame, out: Int32Array | null, at: number): number {
  let k = at;
  const hh = s.legendHex[LS_HESTER]!;
  const nail = nailOnHester(s);
  if (nail >= 0) {
    // L2637: nailed, Hester first spends 2 Terrain Cubes (any) to send the Iron Nail back to Bernice.
    if (hesterCubeTotal(s) >= HESTER_UNNAIL_CUBES) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_UNNAIL, nail);
    }
  } else if (hh >= 0 && moveTargets(s, PIECE_HESTER, hh, null, 0) > 0) {
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_MOVE_FROM, hh, PIECE_HESTER);
  }
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (!seated(s, f)) continue;
    for (let h = 0; h < s.n; h++) {
      if (movableInfected(s, f, h) === 0 || moveTargets(s, f, h, null, 0) === 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_MOVE_FROM, h, f);
    }
  }
  return k - at;
}

/** Moves the pending piece (a: src, b: piece) to c once paid. */
function doMove(s: HarrowGame, fr: Frame, rng: Rng): number {
  const src = pendA(s, fr);
  const piece = pendB(s, fr);
  const dst = pendC(s, fr);
  setPendOp(s, fr, 0);
  setStage(s, ST_TOP);
  if (piece === PIECE_HESTER) {
    s.legendHex[LS_HESTER] = dst; // G-26: Hester is no Unit and ignores the core rules
    return OPEN;
  }
  const meeting = bonfireMeeting(s, piece, dst);
  if (meeting) {
    // The Doll cannot follow onto the Bonfire about to form (L2185): no Doll choice.
    moveUnits(s, piece, src, dst, 1, 0, RS_EFFECT, false, 1);
    return makeBonfire(s, dst, RS_EFFECT, rng);
  }
  const code = moveUnits(s, piece, src, dst, 1, 0, RS_EFFECT, true, 1);
  // G-84 (L2287): Hester, not the Haint's owner, decides whether the Doll follows.
  if (code === OPEN) s.frames[topFrame(s) + FW_SEAT] = s.frames[fr + FW_SEAT]!;
  return OPEN;
}

/** R-H-SPAWN targets: an opponent's Home Hex or Legend hex (either Kammi token, G-89). */
function spawnTargets(s: HarrowGame, out: Int32Array | null, at: number): number {
  let k = at;
  const basic = s.config.basic;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (!seated(s, f) || s.f[fi(f, F_HAINT_POSS)]! <= 0) continue;
    for (let i = -1; i < LEGEND_COUNT[f]!; i++) {
      const h = i < 0 ? s.f[fi(f, F_HOME)]! : s.legendHex[LEGEND_FIRST[f]! + i]!;
      if (h < 0 || !spawnable(s, f, h, basic)) continue;
      let dup = false;
      for (let j = -1; j < i; j++) if ((j < 0 ? s.f[fi(f, F_HOME)]! : s.legendHex[LEGEND_FIRST[f]! + j]!) === h) dup = true;
      if (dup) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_SPAWN, h, f);
    }
  }
  return k - at;
}

/** R-H-ACTIVATE: the top card of each pile not yet activated this turn whose effect may start. */
function activations(s: HarrowGame, out: Int32Array, at: number): number {
  let k = at;
  const c = s.config;
  for (let p = 0; p < MAX_PILES; p++) {
    const card = s.hester[HB_PILE_TOP + p]!;
    if (card === EMPTY || ((s.hester[HB_ACTIVATED]! >> p) & 1) !== 0) continue;
    const e = c.cardEffect[card] ?? -1;
    if (e < 0 || !c.effects[e]!.canStart(s, FAC_H, card)) continue;
    out[k++] = encode(A_EFFECT, OP_ACTIVATE, p);
  }
  return k - at;
}

function pilesInUse(s: HarrowGame): number {
  let k = 0;
  for (let p = 0; p < MAX_PILES; p++) if (s.hester[HB_PILE_TOP + p] !== EMPTY) k++;
  return k;
}

function putOnPile(s: HarrowGame, p: number, card: number): void {
  s.hester[HB_PILE_TOP + p] = card;
  s.hester[HB_PILE_DEPTH + p]!++;
  s.hester[HB_ACTIVATED]! &= ~(1 << p); // the newly active card has not been used (L2108)
}

function topLegal(s: HarrowGame, out: Int32Array): number {
  let k = 0;
  const n = hn(s);
  const l = left(s);
  if (l > 0) {
    if (!used(s, BOX_CARD)) {
      const len = s.f[fi(FAC_H, F_HAND_LEN)]!;
      if (len > 0) handRead(s, FAC_H);
      for (let i = 0; i < len; i++) out[k++] = encode(A_EFFECT, OP_PLAY, s.hand[FAC_H * CARD_CAP + i]!);
    }
    if (!used(s, BOX_ROOT) && s.hester[HB_ROOTS_NOW_LEN]! < MAX_ROOTS_TURN && rootTargets(s, null) > 0) out[k++] = encode(A_EFFECT, OP_EXTRA_ROOT);
    if (!used(s, BOX_SPAWN)) k += spawnTargets(s, out, k);
    if (!n.perUse && !used(s, BOX_MOVE) && moveSources(s, null, 0) > 0) out[k++] = encode(A_EFFECT, OP_OPEN_MOVE);
  }
  if ((n.perUse ? l > 0 : used(s, BOX_MOVE))) k += moveSources(s, out, k);
  k += activations(s, out, k);
  out[k++] = encode(A_EFFECT_STOP);
  return k;
}

// ---- D. Bottom actions --------------------------------------------------------------------

/** An opponent Legend on h with no uninfected Haint there (L2217: infect any of its owner's Haints instead): its faction, else −1. */
function legendInstead(s: HarrowGame, h: number): number {
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if (s.legendHex[slot] !== h) continue;
    const f = slotFaction(slot);
    if (s.haint[f * s.n + h]! - s.infected[f * s.n + h]! > 0) return -1;
    for (let x = 0; x < s.n; x++) if (s.haint[f * s.n + x]! - s.infected[f * s.n + x]! > 0) return f;
    return -1;
  }
  return -1;
}
/** The faction with an uninfected Haint on h, −1 none. */
function uninfectedOn(s: HarrowGame, h: number): number {
  for (let f = 0; f < UNIT_FACTIONS; f++) if (s.haint[f * s.n + h]! - s.infected[f * s.n + h]! > 0) return f;
  return -1;
}

function infectTargets(s: HarrowGame, out: Int32Array | null, at: number): number {
  if (s.hester[HB_SNAKES]! === 0) return 0;
  const n = hn(s);
  let k = at;
  for (let i = 0; i < TOUCHED_SLOTS; i++) {
    const h = touchedHex(s, i);
    if (h < 0 || ((s.hester[HB_INFECTED_AT]! >> i) & 1) !== 0) continue;
    if (uninfectedOn(s, h) < 0 && legendInstead(s, h) < 0) continue;
    const col = hexColour(s, h);
    if (affordable(s, col, n.infectMatching, MODE_MATCH)) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_INFECT, h, MODE_MATCH);
    }
    if (affordable(s, col, n.infectAny, MODE_ANY)) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_INFECT, h, MODE_ANY);
    }
  }
  return k - at;
}

/** R-H-SUMMON cost with the Bonfires now on the map (G-23), 0 when there is none. */
export function summonCost(s: HarrowGame): number {
  const b = bonfiresOnMap(s);
  if (b === 0) return 0;
  const t = hn(s).summonCost;
  return t[Math.min(b, t.length) - 1]!;
}

function summonTargets(s: HarrowGame, out: Int32Array | null, at: number): number {
  if (s.legendHex[LS_HESTER]! >= 0 || used(s, BOX_SUMMON)) return 0;
  const cost = summonCost(s);
  let k = at;
  for (let h = 0; h < s.n; h++) {
    if (s.bonfire[h]! === 0) continue;
    // G-85: a Mountain or Brambles Bonfire has no matching colour.
    if (!affordable(s, hexColour(s, h), cost, MODE_MATCH)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_SUMMON, h);
  }
  return k - at;
}

function bottomLegal(s: HarrowGame, out: Int32Array): number {
  let k = 0;
  const perUse = hn(s).perUse;
  const l = left(s);
  if (l > 0) {
    if (!perUse && !used(s, BOX_INFECT) && infectTargets(s, null, 0) > 0) out[k++] = encode(A_EFFECT, OP_OPEN_INFECT);
    k += summonTargets(s, out, k);
  }
  if (perUse ? l > 0 : used(s, BOX_INFECT)) k += infectTargets(s, out, k);
  k += activations(s, out, k);
  out[k++] = encode(A_EFFECT_STOP);
  return k;
}

function infectHaint(s: HarrowGame, f: number, h: number): void {
  s.infected[f * s.n + h]!++;
  s.hester[HB_SNAKES]!--;
}

/** Infects at the pending Root hex once paid: its uninfected Haint, or (L2217) a Haint of the Legend's owner chosen next. */
function doInfect(s: HarrowGame, fr: Frame): number {
  const h = pendA(s, fr);
  setPendOp(s, fr, 0);
  const f = uninfectedOn(s, h);
  if (f >= 0) {
    infectHaint(s, f, h);
    setStage(s, ST_BOTTOM);
    return OPEN;
  }
  setPendB(s, fr, legendInstead(s, h));
  setStage(s, ST_INFECT_ANY);
  return OPEN;
}

// ---- E. Clean-Up and eating (R-H-EAT, R-H-CLEANUP) ------------------------------------------------

/** Scoring Spaces on the side facing faction `fac` (L2025, L2245): its seat in 3 players, fixed per faction in solo. */
const sideOf = (s: HarrowGame, fac: number): number => s.f[fi(fac, F_SCORING_SIDE)]!;
function emptyOnSide(s: HarrowGame, side: number): number {
  let k = 0;
  for (let i = 0; i < SPACES_PER_SIDE; i++) if (s.hester[HB_SCORING + side * SPACES_PER_SIDE + i] === SC_EMPTY) k++;
  return k;
}

/** Whether `fac` has token source `src` Hester may eat (L2245-2249; never Kammi's grid). */
function eatable(s: HarrowGame, fac: number, src: number): boolean {
  // Solo (ASSUMPTION G-55): the automated factions own no tokens; she eats a Wild token from the 5 nearby.
  if (isAutomated(s, fac)) return src === EAT_WILD && s.g[G_WILD_SUPPLY]! > 0;
  if (src < EAT_SCROLL) return fac !== FAC_F && s.rowFill[fac * 3 + src - EAT_ROW]! > 0;
  if (src === EAT_SCROLL) return s.f[fi(fac, F_SCROLLS)]! > 0;
  if (src === EAT_WILD) return s.f[fi(fac, F_WILD)]! > 0;
  if (fac !== FAC_F) return false;
  if (src < EAT_TRACK) return s.bag[src - EAT_BAG]! > 0;
  const fill = s.f[fi(FAC_F, F_FAM_FILL)]!;
  return fill > 0 && s.famTrack[fill - 1]! < BAG_BASIC; // L2249: not an upgraded token
}
function anyEatable(s: HarrowGame, fac: number): boolean {
  for (let src = 0; src < EAT_SOURCES; src++) if (eatable(s, fac, src)) return true;
  return false;
}

/** Whether Hester could eat from faction `fac` if she stood on its Legend (L2245-2249): a token to take and an empty space on its side. */
export const canEatFrom = (s: HarrowGame, fac: number): boolean => emptyOnSide(s, sideOf(s, fac)) > 0 && anyEatable(s, fac);

function eatLegal(s: HarrowGame, out: Int32Array | null): number {
  const hh = s.legendHex[LS_HESTER]!;
  if (hh < 0) return 0;
  let k = 0;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if (s.legendHex[slot] !== hh) continue;
    const f = slotFaction(slot);
    if (!isOpponent(s, f) || !canEatFrom(s, f)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_EAT, slot);
  }
  return k;
}

/** Takes the eaten token from `fac` and returns its Scoring-Space code. */
function takeEaten(s: HarrowGame, fac: number, src: number): number {
  if (src < EAT_SCROLL) {
    s.rowFill[fac * 3 + src]!--;
    return SC_TOKEN + src;
  }
  if (src === EAT_SCROLL) {
    s.f[fi(fac, F_SCROLLS)]!--;
    return SC_TOKEN + TK_SCR;
  }
  if (src === EAT_WILD) {
    if (isAutomated(s, fac)) s.g[G_WILD_SUPPLY]!--;
    else s.f[fi(fac, F_WILD)]!--;
    return SC_WILD;
  }
  if (src < EAT_TRACK) {
    s.bag[src - EAT_BAG]!--;
    return SC_TOKEN + src - EAT_BAG;
  }
  const fill = s.f[fi(FAC_F, F_FAM_FILL)]! - 1;
  const kind = s.famTrack[fill]!;
  s.famTrack[fill] = EMPTY;
  s.f[fi(FAC_F, F_FAM_FILL)] = fill;
  return SC_TOKEN + kind;
}

/** L2290-2291, G-26b: trying to eat the Goblin hits it: Kammi's active cards are discarded, both tokens revealed; Hester stays. */
function goblinHit(s: HarrowGame): void {
  discardGoblinCards(s);
  s.g[G_KAMMI_REVEALED] = 1;
}

/** Fills Scoring Space `space` with `code`; counts its Draw-Card symbol (G-24); Hester wins when it is the 6th (L2297). */
function fillSpace(s: HarrowGame, space: number, code: number): void {
  s.hester[HB_SCORING + space] = code;
  if (hn(s).drawSpaces[space % SPACES_PER_SIDE]) s.hester[HB_DRAWS]!++;
  if (hesterHasWon(s)) endForHester(s);
}

/** R-H-WIN: the game ends at once, Hester's seat the winner (G_REASON END_HESTER). */
export function endForHester(s: HarrowGame): void {
  s.g[G_OVER] = 1;
  s.g[G_WINNER] = s.f[fi(FAC_H, F_SEAT)]!;
  s.g[G_REASON] = END_HESTER;
  s.g[G_PHASE] = PH_OVER;
}

function startCleanup(s: HarrowGame): number {
  if (eatLegal(s, null) > 0) {
    setStage(s, ST_EAT);
    return OPEN;
  }
  return capStep(s);
}

/** R-H-CLEANUP: cubes above the cap go back one by one (Hester's choice of colour), then the draws; the turn ends. */
function capStep(s: HarrowGame): number {
  while (hesterCubeTotal(s) > hn(s).cubeCap) {
    const c = onlyColour(s);
    if (c < 0) {
      setStage(s, ST_CAP);
      return OPEN;
    }
    payColour(s, c, 1);
  }
  drawCards(s, FAC_H, s.hester[HB_DRAWS]!, 0);
  s.hester[HB_DRAWS] = 0;
  s.hester[HB_USED] = 0;
  setStage(s, ST_DONE);
  return endEffect(s);
}

// ---- paying "any" cubes -------------------------------------------------------------------

/** Starts paying `cost` cubes of any colours for the pending step; auto-pays while one colour is left. */
function payAny(s: HarrowGame, fr: Frame, cost: number, rng: Rng): number {
  setPayLeft(s, fr, cost);
  return payLoop(s, fr, rng);
}
function payLoop(s: HarrowGame, fr: Frame, rng: Rng): number {
  while (payLeft(s, fr) > 0) {
    const c = onlyColour(s);
    if (c < 0) {
      setStage(s, ST_PAY);
      return OPEN;
    }
    payColour(s, c, 1);
    setPayLeft(s, fr, payLeft(s, fr) - 1);
  }
  const pend = pendOp(s, fr);
  if (pend === PEND_UNNAIL) {
    s.nail[2 * pendA(s, fr)] = -1; // back with Bernice
    s.nail[2 * pendA(s, fr) + 1] = -1;
    setPendOp(s, fr, 0);
    setStage(s, ST_TOP);
    return OPEN;
  }
  return pend === PEND_MOVE ? doMove(s, fr, rng) : doInfect(s, fr);
}

// ---- the turn effect ------------------------------------------------------------------------

function turnStart(s: HarrowGame, fr: Frame): number {
  const b = s.hester;
  // The Roots on the map become last turn's (L2067).
  b.copyWithin(HB_ROOTS_LAST, HB_ROOTS_NOW, HB_ROOTS_NOW + 2 * MAX_ROOTS_TURN);
  b[HB_ROOTS_LAST_LEN] = b[HB_ROOTS_NOW_LEN]!;
  b.fill(EMPTY, HB_ROOTS_NOW, HB_ROOTS_NOW + 2 * MAX_ROOTS_TURN);
  b[HB_ROOTS_NOW_LEN] = 0;
  if (b[HB_COLOUR_NOW]! !== 0) b[HB_COLOUR_LAST] = b[HB_COLOUR_NOW]!;
  b[HB_COLOUR_NOW] = 0;
  b[HB_USED] = 0;
  b[HB_BOXES] = 0;
  b[HB_ACTIVATED] = 0;
  b[HB_DRAWS] = 0;
  b[HB_INFECTED_AT] = 0;
  b[HB_ROOTS_PLACED] = 0;
  setPendOp(s, fr, 0);
  setPayLeft(s, fr, 0);
  // G-51b: last turn's set is still on the map, so the colours alternate; only the first turn chooses.
  const last = b[HB_COLOUR_LAST]!;
  if (last === 0) {
    setStage(s, ST_COLOUR);
    return OPEN;
  }
  b[HB_COLOUR_NOW] = last === ROOT_BROWN ? ROOT_BLACK : ROOT_BROWN;
  return rootStep(s);
}

function turnLegal(s: HarrowGame, fr: Frame, out: Int32Array): number {
  const b = s.hester;
  let k = 0;
  switch (stage(s)) {
    case ST_COLOUR:
      out[0] = encode(A_EFFECT, OP_COLOUR, ROOT_BROWN);
      out[1] = encode(A_EFFECT, OP_COLOUR, ROOT_BLACK);
      return 2;
    case ST_ROOT:
    case ST_EXTRA_ROOT:
      return rootTargets(s, out);
    case ST_TOP:
      return topLegal(s, out);
    case ST_MOVE_TO:
      return moveTargets(s, pendB(s, fr), pendA(s, fr), out, 0);
    case ST_PAY:
    case ST_CAP:
      for (let i = 0; i < HESTER_COLOURS.length; i++) {
        const c = HESTER_COLOURS[i]!;
        if (s.bg[bgAt(c)]! > 0) out[k++] = encode(A_EFFECT, stage(s) === ST_PAY ? OP_PAY : OP_RETURN, c);
      }
      return k;
    case ST_CARD_PILE:
      for (let p = 0; p < MAX_PILES; p++) out[k++] = encode(A_EFFECT, OP_PILE, p);
      return k;
    case ST_BOTTOM:
      return bottomLegal(s, out);
    case ST_INFECT_ANY: {
      const f = pendB(s, fr);
      for (let h = 0; h < s.n; h++) if (s.haint[f * s.n + h]! - s.infected[f * s.n + h]! > 0) out[k++] = encode(A_EFFECT, OP_INFECT_AT, h);
      return k;
    }
    case ST_EAT:
      k = eatLegal(s, out);
      out[k++] = encode(A_EFFECT_STOP);
      return k;
    case ST_EAT_WHAT: {
      const f = pendA(s, fr);
      for (let src = 0; src < EAT_SOURCES; src++) if (eatable(s, f, src)) out[k++] = encode(A_EFFECT, OP_EAT_WHAT, src);
      return k;
    }
    case ST_EAT_SPACE: {
      const side = sideOf(s, pendA(s, fr));
      for (let i = 0; i < SPACES_PER_SIDE; i++) {
        const sp = side * SPACES_PER_SIDE + i;
        if (b[HB_SCORING + sp] === SC_EMPTY) out[k++] = encode(A_EFFECT, OP_SPACE, sp);
      }
      return k;
    }
    default:
      throw new RangeError(`turn:hester: no decision at stage ${stage(s)}`);
  }
}

function turnApply(s: HarrowGame, fr: Frame, action: number, rng: Rng): number {
  const b = s.hester;
  const st = stage(s);
  if (kindOf(action) === A_EFFECT_STOP) {
    if (st === ST_TOP) {
      // C. The Tree (L2200-2206): every cube on the Battleground; no Top action afterwards.
      activateTree(s, s.config.attack, rng);
      setStage(s, ST_BOTTOM);
      return OPEN;
    }
    if (st === ST_BOTTOM) return startCleanup(s);
    return capStep(s); // ST_EAT: Hester does not eat
  }
  const op = argA(action);
  const x = argB(action);
  const y = argC(action);
  switch (op) {
    case OP_COLOUR:
      b[HB_COLOUR_NOW] = x;
      return rootStep(s);
    case OP_ROOT:
      placeRoot(s, x);
      if (st === ST_EXTRA_ROOT) {
        gainCube(s, hexColour(s, x)); // R-H-EXTRA-ROOT: the one newly touched hex
        setStage(s, ST_TOP);
        return OPEN;
      }
      b[HB_ROOTS_PLACED]!++;
      return rootStep(s);
    case OP_EXTRA_ROOT:
      useAction(s, BOX_ROOT);
      setStage(s, ST_EXTRA_ROOT);
      return OPEN;
    case OP_PLAY: {
      useAction(s, BOX_CARD);
      takeFromHand(s, FAC_H, x);
      if (pilesInUse(s) < MAX_PILES) {
        let p = 0;
        while (s.hester[HB_PILE_TOP + p] !== EMPTY) p++;
        putOnPile(s, p, x);
        return OPEN;
      }
      setPendA(s, fr, x);
      setStage(s, ST_CARD_PILE);
      return OPEN;
    }
    case OP_PILE:
      putOnPile(s, x, pendA(s, fr));
      setStage(s, ST_TOP);
      return OPEN;
    case OP_SPAWN:
      useAction(s, BOX_SPAWN);
      spawnOnto(s, y, x, s.config.basic);
      return OPEN;
    case OP_OPEN_MOVE:
      useAction(s, BOX_MOVE);
      return OPEN;
    case OP_MOVE_FROM:
      setPendA(s, fr, x);
      setPendB(s, fr, y);
      setStage(s, ST_MOVE_TO);
      return OPEN;
    case OP_MOVE_TO: {
      if (hn(s).perUse) useAction(s, BOX_MOVE);
      const cost = moveCost(s, pendB(s, fr), x, y);
      if (cost === 0) s.g[G_FREE_PATH_STEPS]!++;
      setPendC(s, fr, x);
      setPendOp(s, fr, PEND_MOVE);
      if (y === MODE_MATCH) {
        payColour(s, hexColour(s, x), cost);
        return doMove(s, fr, rng);
      }
      return payAny(s, fr, cost, rng);
    }
    case OP_UNNAIL:
      if (hn(s).perUse) useAction(s, BOX_MOVE);
      setPendA(s, fr, x);
      setPendOp(s, fr, PEND_UNNAIL);
      return payAny(s, fr, HESTER_UNNAIL_CUBES, rng);
    case OP_PAY:
      payColour(s, x, 1);
      setPayLeft(s, fr, payLeft(s, fr) - 1);
      return payLoop(s, fr, rng);
    case OP_ACTIVATE: {
      b[HB_ACTIVATED]! |= 1 << x;
      const card = b[HB_PILE_TOP + x]!;
      return startEffect(s, s.config.cardEffect[card]!, FAC_H, s.frames[fr + FW_SEAT]!, RS_EFFECT, card, rng);
    }
    case OP_OPEN_INFECT:
      useAction(s, BOX_INFECT);
      return OPEN;
    case OP_INFECT: {
      const n = hn(s);
      if (n.perUse) useAction(s, BOX_INFECT);
      for (let i = 0; i < TOUCHED_SLOTS; i++) if (touchedHex(s, i) === x) b[HB_INFECTED_AT]! |= 1 << i;
      setPendA(s, fr, x);
      setPendOp(s, fr, PEND_INFECT);
      if (y === MODE_MATCH) {
        payColour(s, hexColour(s, x), n.infectMatching);
        return doInfect(s, fr);
      }
      return payAny(s, fr, n.infectAny, rng);
    }
    case OP_INFECT_AT:
      infectHaint(s, pendB(s, fr), x);
      setStage(s, ST_BOTTOM);
      return OPEN;
    case OP_SUMMON:
      useAction(s, BOX_SUMMON);
      payColour(s, hexColour(s, x), summonCost(s));
      s.legendHex[LS_HESTER] = x;
      return OPEN;
    case OP_EAT: {
      const f = slotFaction(x);
      if (f === FAC_K && x - LS_KAMMI0 !== kammiToken(s)) {
        goblinHit(s);
        return capStep(s);
      }
      setPendA(s, fr, f);
      setStage(s, ST_EAT_WHAT);
      return OPEN;
    }
    case OP_EAT_WHAT:
      setPendB(s, fr, x);
      setStage(s, ST_EAT_SPACE);
      return OPEN;
    case OP_SPACE: {
      const code = takeEaten(s, pendA(s, fr), pendB(s, fr));
      s.legendHex[LS_HESTER] = -1; // L2250: after eating Hester leaves the map
      releaseNailsOn(s, LS_HESTER); // G-92: a nail under her returns to Bernice
      fillSpace(s, x, code);
      if (s.g[G_OVER] !== 0) return OPEN;
      return capStep(s);
    }
    case OP_RETURN:
      payColour(s, x, 1);
      return capStep(s);
    default:
      throw new RangeError(`turn:hester: action ${action}`);
  }
}

/** A card, the Doll choice or a Bonfire ended: the turn asks again at its stage. */
function turnResume(): number {
  return OPEN;
}

const EAT_NAMES = ['the rightmost ADVANCE token of the Faction Board', 'the rightmost SPAWN token of the Faction Board', 'the rightmost STRENGTHEN token of the Faction Board',
  'a Scroll', 'a Wild token', 'an ADVANCE token from the bag', 'a SPAWN token from the bag', 'a STRENGTHEN token from the bag', 'the rightmost token of the Faction-Board track'];
const SLOT_NAMES = ['the Protector Legend', 'the Family Legend', 'Kammi token A', 'Kammi token B'];

function turnDescribe(s: HarrowGame, _fr: Frame, action: number): string {
  if (kindOf(action) === A_EFFECT_STOP) {
    const st = stage(s);
    return st === ST_TOP ? 'go on to the Tree' : st === ST_BOTTOM ? 'go on to Clean-Up' : 'do not eat';
  }
  const g = s.map.grid;
  const x = argB(action);
  const y = argC(action);
  const hex = (h: number): string => hexName(g, h);
  const way = (m: number): string => (m === MODE_MATCH ? 'paying matching cubes' : 'paying any cubes');
  switch (argA(action)) {
    case OP_COLOUR:
      return `place the ${x === ROOT_BROWN ? 'brown' : 'black'} Roots this turn`;
    case OP_ROOT:
      return `place a Root into hex ${hex(x)}`;
    case OP_PLAY:
      return `play the card ${ALL_CARDS[x]?.name ?? x}`;
    case OP_PILE:
      return `cover the pile of ${ALL_CARDS[s.hester[HB_PILE_TOP + x]!]?.name ?? 'no card'}`;
    case OP_EXTRA_ROOT:
      return 'place 1 more Root and gain 1 more Terrain Cube';
    case OP_SPAWN:
      return `SPAWN a ${FACTION_NAMES[y]} Haint onto hex ${hex(x)}`;
    case OP_OPEN_MOVE:
      return 'move Infected Haints and Hester';
    case OP_MOVE_FROM:
      return y === PIECE_HESTER ? `move Hester from hex ${hex(x)}` : `move an Infected ${FACTION_NAMES[y]} Haint from hex ${hex(x)}`;
    case OP_MOVE_TO:
      return `move onto hex ${hex(x)}, ${way(y)}`;
    case OP_ACTIVATE:
      return `activate the card ${ALL_CARDS[s.hester[HB_PILE_TOP + x]!]?.name ?? x}`;
    case OP_PAY:
      return `discard a ${COLOUR_NAMES[x]} Terrain Cube`;
    case OP_OPEN_INFECT:
      return 'infect Haints';
    case OP_INFECT:
      return `infect a Haint on hex ${hex(x)}, ${way(y)}`;
    case OP_INFECT_AT:
      return `infect a Haint on hex ${hex(x)} instead of the Legend`;
    case OP_SUMMON:
      return `summon Hester onto the Bonfire on hex ${hex(x)}`;
    case OP_EAT:
      return `eat a token from ${SLOT_NAMES[x] ?? x}`;
    case OP_EAT_WHAT:
      return `eat ${EAT_NAMES[x]}`;
    case OP_SPACE:
      return `put it on Scoring Space ${x + 1}`;
    case OP_RETURN:
      return `return a ${COLOUR_NAMES[x]} Terrain Cube to the supply`;
    case OP_UNNAIL:
      return 'spend 2 Terrain Cubes to remove the Iron Nail from Hester';
    default:
      return `step ${argA(action)}`;
  }
}

const hesterTurn: EffectHooks = {
  key: TURN_KEY,
  name: "Hester's turn",
  source: 'L2047-2257 (spec §1.20.3)',
  canStart: () => true,
  start: (s, fr) => turnStart(s, fr),
  legal: turnLegal,
  apply: turnApply,
  resume: () => turnResume(),
  describe: turnDescribe,
  // Her first decision: the Root colour, or the first Root when the colour is forced.
  opensTurn: (s) => s.hester[HB_ROOTS_PLACED] === 0 && (s.hester[HB_STAGE] === ST_COLOUR || s.hester[HB_STAGE] === ST_ROOT),
};

// ---- making a Bonfire (R-H-BONFIRE, §1.20.5) --------------------------------------------------

/** Push items (EF_M0): Haints of factions 0..2 (the item is the faction), Ability tokens 3..6, Path 7, Doll 8, Goad 9, Blood Money 10, red cube 11, Forced Sacrifice 12. */
const PUSH_TOKEN = 3;
const PUSH_PATH = 7;
const PUSH_DOLL = 8;
const PUSH_GOAD = 9;
const PUSH_BLOOD = 10;
const PUSH_RED = 11;
const PUSH_SACRIFICE = 12;
const PUSH_ITEMS = 13;
const PUSH_NAMES = ['an Infected Protector Haint', 'an Infected Family Haint', 'an Infected Kammi Haint', 'an ADVANCE token', 'a SPAWN token',
  'a STRENGTHEN token', 'a Scroll token', 'a Path token', 'a Doll token', 'a Goad', 'a Blood Money cube', "Emmy's red cube", 'a Forced Sacrifice cube'];
const BF_SPACE = 1;
const BF_PUSH = 2;

function itemsOn(s: HarrowGame, item: number, h: number): number {
  const n = s.n;
  if (item < PUSH_TOKEN) return s.haint[item * n + h]!;
  if (item < PUSH_PATH) return s.tok[(item - PUSH_TOKEN) * n + h]!;
  switch (item) {
    case PUSH_PATH: return s.path[h]!;
    case PUSH_DOLL: return dollOn(s, h) >= 0 ? 1 : 0;
    case PUSH_GOAD: return s.goad[h]!;
    case PUSH_BLOOD: return s.bloodMoney[h]!;
    case PUSH_RED: return s.redCube[h]!;
    default: return s.sacrifice[h]! > 0 ? 1 : 0;
  }
}

/** Whether `item` may be pushed onto h (the core rules, L2175; tokens: any hex without a Bonfire). */
function pushable(s: HarrowGame, item: number, h: number): boolean {
  if (h < 0 || s.bonfire[h]! > 0) return false;
  if (item < PUSH_TOKEN) return mayEnter(s, item, h, 1, s.config.basic);
  if (item === PUSH_DOLL) return dollMayEnter(s, h);
  if (item === PUSH_SACRIFICE) return s.sacrifice[h] === 0;
  return true;
}

function pushTargets(s: HarrowGame, fr: Frame, out: Int32Array | null): number {
  const hex = s.frames[fr + EF_ARG]!;
  const item = s.frames[fr + EF_M0]!;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = s.map.grid.nbr[hex * 6 + d]!;
    if (!pushable(s, item, h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_PUSH, h);
  }
  return k;
}

function pushOne(s: HarrowGame, item: number, from: number, to: number): void {
  const n = s.n;
  if (item < PUSH_TOKEN) {
    const inf = s.infected[item * n + from]! > 0 ? 1 : 0;
    if (to >= 0) {
      moveUnits(s, item, from, to, 1, 0, RS_EFFECT, false, inf);
    } else {
      s.infected[item * n + from]! -= inf;
      // No legal hex: the Haint goes back to its owner's Possessions, its snake to Hester (not in the book).
      s.haint[item * n + from]!--;
      s.f[fi(item, F_HAINT_POSS)]!++;
      s.hester[HB_SNAKES]! += inf;
    }
    return;
  }
  if (item < PUSH_PATH) {
    const i = (item - PUSH_TOKEN) * n;
    s.tok[i + from]!--;
    if (to >= 0) s.tok[i + to]!++;
    return;
  }
  switch (item) {
    case PUSH_PATH:
      s.path[from]!--;
      if (to >= 0) s.path[to]!++;
      return;
    case PUSH_DOLL:
      s.dollHex[dollOn(s, from)] = to;
      return;
    case PUSH_GOAD:
      s.goad[from]!--;
      if (to >= 0) s.goad[to]!++;
      return;
    case PUSH_BLOOD:
      s.bloodMoney[from]!--;
      if (to >= 0) s.bloodMoney[to]!++;
      return;
    case PUSH_RED:
      s.redCube[from]!--;
      if (to >= 0) s.redCube[to]!++;
      return;
    default:
      if (to >= 0) s.sacrifice[to] = s.sacrifice[from]!;
      s.sacrifice[from] = 0;
  }
}

/** The next item to push off the Bonfire (asks where), or the end: +1 action token (L2179). */
function pushNext(s: HarrowGame, fr: Frame): number {
  const hex = s.frames[fr + EF_ARG]!;
  for (let item = 0; item < PUSH_ITEMS; item++) {
    while (itemsOn(s, item, hex) > 0) {
      s.frames[fr + EF_M0] = item;
      if (pushTargets(s, fr, null) > 0) {
        s.frames[fr + EF_STEP] = BF_PUSH;
        return OPEN;
      }
      pushOne(s, item, hex, -1);
    }
  }
  const b = s.hester;
  if (b[HB_BONFIRE_POSS]! > 0) {
    b[HB_BONFIRE_POSS]!--;
    b[HB_ACTIONS]!++;
  }
  return endEffect(s);
}

const bonfireEffect: EffectHooks = {
  key: BONFIRE_KEY,
  name: 'Making a Bonfire',
  source: 'L2157-2181 (spec §1.20.5)',
  canStart: (s) => rightmostBonfireSpace(s) >= 0,
  start: (s, fr) => {
    const hex = s.frames[fr + EF_ARG]!;
    const b = s.hester;
    const sp = rightmostBonfireSpace(s);
    s.bonfire[hex]! += b[HB_BONFIRE_SPACE + sp]!;
    b[HB_BONFIRE_SPACE + sp] = 0;
    // L2169: one Infected Haint of each opponent leaves for a Scoring Space; the snakes go back.
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      if (s.infected[f * s.n + hex]! === 0) continue;
      s.infected[f * s.n + hex]!--;
      s.haint[f * s.n + hex]!--;
      b[HB_SNAKES]!++;
    }
    s.frames[fr + EF_STEP] = BF_SPACE;
    return OPEN;
  },
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === BF_PUSH) return pushTargets(s, fr, out);
    let k = 0;
    for (let i = 0; i < SCORING_SPACES; i++) if (s.hester[HB_SCORING + i] === SC_EMPTY) out[k++] = encode(A_EFFECT, OP_SPACE, i);
    return k;
  },
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === BF_PUSH) {
      pushOne(s, s.frames[fr + EF_M0]!, s.frames[fr + EF_ARG]!, argB(action));
      return pushNext(s, fr);
    }
    fillSpace(s, argB(action), SC_BONFIRE);
    if (s.g[G_OVER] !== 0) return OPEN;
    return pushNext(s, fr);
  },
  resume: (s) => endEffect(s),
  describe: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === BF_PUSH) return `push ${PUSH_NAMES[s.frames[fr + EF_M0]!]} to hex ${hexName(s.map.grid, argB(action))}`;
    return `put the two Infected Haints on Scoring Space ${argB(action) + 1}`;
  },
};

/**
 * R-H-BONFIRE (§1.20.5): the Infected Haints of both opponents are on `hex` (the caller moved
 * them there); makes the Bonfire as the effect `hester:bonfire` decided by Hester's seat, resuming with
 * `resume`. Returns OPEN (a decision is on top). Draw Closer calls this too.
 */
export function makeBonfire(s: HarrowGame, hex: number, resume: number, rng: Rng): number {
  const id = effectIndex(s.config.effects, BONFIRE_KEY);
  if (id < 0) throw new RangeError(`makeBonfire: no '${BONFIRE_KEY}' effect in the table`);
  return startEffect(s, id, FAC_H, s.f[fi(FAC_H, F_SEAT)]!, resume, hex, rng);
}

/** Whether Hester's turn is past the Tree (step C, L2206): Bottom actions only. */
export const afterTree = (s: HarrowGame): boolean => stage(s) >= ST_BOTTOM && stage(s) !== ST_DONE;

/** Hester's turn and the Bonfire (content.ts binds them). */
export const HESTER_TURN_EFFECTS: readonly EffectHooks[] = [hesterTurn, bonfireEffect];

