// A solo Round's automated part (rulebook L2466-2601, spec §1.21.2 A-D) as one effect, `solo:round`,
// decided by the solo player (Hester's seat): A the objectives (a Building, then a Townsfolk, placed
// from a drawn card when none is on the map), B the activation card (a pile, a side, the flip, one
// replacement), C its areas in clockwise order from its element, each activated 1 + (Hester's action
// tokens on it) times (G-21), D the attack. Hester's own turn follows (turn:hester); the Round's
// end is the turn machine's (Brambles, then R-END-4).
//
// Decisions are A_EFFECT codes with a = OP_*, b as each OP says; the attack offers its declaration
// codes (A_ATK_DECLARE) as they are. A choice with one option is made at once. The card being
// resolved and the activation's record are the G_SOLO_* globals; the effect's frame holds its stage
// (EF_STEP), the group chosen to move (EF_M0), the pile chosen for the activation (EF_M1) and
// whether a Move pass is under way (EF_M2).
import type { Rng } from '@balance-lab/core';
import { A_ATK_DECLARE, A_EFFECT, argA, argB, argC, encode, kindOf } from '../actions.js';
import { attackApply, attackDeclarations, attackStart, attackWords, T_BONFIRE, T_HESTER, T_UNITS, factionUnitsOn } from '../attack.js';
import { ALL_CARDS } from '../data/cards.js';
import { SOLO_PILES } from '../data/solo.js';
import { EF_M0, EF_M1, EF_M2, EF_STEP, RS_EFFECT, endEffect, NO_HOOKS, type EffectHooks } from '../effects.js';
import { OPEN, enemyUnitsOn } from '../basic-actions.js';
import { actionsOwned, HESTER_COLOURS } from '../factions/hester/board.js';
import { hexName } from '../hex.js';
import { END_SOLO_DECK, endGame } from '../objectives.js';
import { faceDownRead } from '../secrets.js';
import { spawnable, spawnOnto } from '../spawn.js';
import {
  CARD_CAP, COLOURS, EMPTY, FACTION_COLOUR, FAC_F, FAC_H, FAC_P, F_DECK_LEN, F_DISCARD_LEN, F_HAINT_POSS, F_WORDS, G_SOLO_AREA,
  G_SOLO_CARD, G_SOLO_CHOICES, G_SOLO_HEX_CARD, G_SOLO_LEFT, G_SOLO_PLACING, G_SOLO_REDRAWN, G_SOLO_SIDE, G_SOLO_TARGET, LS_HESTER, NONE,
  unitsOn, type Frame,
} from '../state.js';
import type { HarrowGame } from '../turn.js';
import { AREA_CUBE, AREA_MOVE, AREA_SPAWN, AREAS, PILES, PILE_OF_CARD, SOLO_PILE_BLOCK, activationsFor, type SoloRules } from './numbers.js';
import { groupOptions, movableGroups, moveGroup, startMovePass } from './move.js';

// ---- codes -----------------------------------------------------------------------------------

/** Stages (EF_STEP). */
const ST_OBJ_PILE = 1; // a pile to draw from for the objective G_SOLO_PLACING
const ST_OBJ_HEX = 2; // its hex (G_SOLO_HEX_CARD's two, or any free hex after Faceless Portraits)
const ST_PILE = 3; // the activation's pile
const ST_SIDE = 4; // the side it is committed to
const ST_KEEP = 5; // keep the flipped card or replace it (once per turn, L2483)
const ST_SPAWN_HEX = 6; // where this SPAWN goes
const ST_HEX_PILE = 7; // a pile to draw a card from only for its 2 hexes (L2518, G-78)
const ST_GROUP = 8; // which group moves next (L2525)
const ST_DEST = 9; // where the group on EF_M0 goes
const ST_ATTACK = 10; // which attack (L2545-2555)
const ST_ATTACKING = 11; // the attack runs above this frame

/** A_EFFECT argument a. */
export const OP_PILE = 1; // b = pile (0 red, 1 blue, 2 purple)
export const OP_SIDE = 2; // b = FAC_P (red side) or FAC_F (blue side)
export const OP_KEEP = 3;
export const OP_REDRAW = 4; // b = pile
export const OP_HEX = 5; // b = hex (an objective's or a SPAWN's)
export const OP_GROUP = 6; // b = the group's hex
export const OP_DEST = 7; // b = hex, or STAY
const STAY = 255;

const PILE_NAMES = SOLO_PILES.map((p) => p.colour);
const SIDE_NAME = (fac: number): string => (fac === FAC_P ? 'red side (the Protectors)' : 'blue side (the Family)');

/** Scratch for a list nobody else sees: declarations, hexes (used only inside one call). */
const SCRATCH = new Int32Array(4096);

const rulesOf = (s: HarrowGame): SoloRules => s.config.setup.solo;

// ---- the piles -------------------------------------------------------------------------------

const pileLen = (s: HarrowGame, p: number): number => s.f[SOLO_PILE_BLOCK[p]! * F_WORDS + F_DECK_LEN]!;
function cardsLeft(s: HarrowGame): number {
  let k = 0;
  for (let p = 0; p < PILES; p++) k += pileLen(s, p);
  return k;
}
/** The only non-empty pile, or −1 when there are none or several. */
function onlyPile(s: HarrowGame): number {
  let only = NONE;
  for (let p = 0; p < PILES; p++) {
    if (pileLen(s, p) === 0) continue;
    if (only >= 0) return NONE;
    only = p;
  }
  return only;
}
/** Flips the top card of pile p (face-down until now: a read of the hidden order). */
function draw(s: HarrowGame, p: number): number {
  const b = SOLO_PILE_BLOCK[p]!;
  const len = --s.f[b * F_WORDS + F_DECK_LEN]!;
  faceDownRead(s);
  const c = s.deck[b * CARD_CAP + len]!;
  s.deck[b * CARD_CAP + len] = EMPTY;
  return c;
}
/** A used solo card goes face-up beside its pile. */
function discardCard(s: HarrowGame, card: number): void {
  if (card < 0) return;
  const b = SOLO_PILE_BLOCK[PILE_OF_CARD[card]!]!;
  const len = s.f[b * F_WORDS + F_DISCARD_LEN]!;
  s.discard[b * CARD_CAP + len] = card;
  s.f[b * F_WORDS + F_DISCARD_LEN] = len + 1;
}

/** R-END-4 (L2627): a solo card is needed and none remain: Hester loses. */
function deckOut(s: HarrowGame): number {
  endGame(s, NONE, END_SOLO_DECK);
  return OPEN;
}

/** L2487: Faceless Portraits (the Amaryllis): Hester loses every terrain cube on her Battleground. */
function amaryllisStrikes(s: HarrowGame): void {
  for (let i = 0; i < HESTER_COLOURS.length; i++) {
    const c = HESTER_COLOURS[i]!;
    s.poss[FAC_H * COLOURS + c]! += s.bg[FAC_H * COLOURS + c]!;
    s.bg[FAC_H * COLOURS + c] = 0;
  }
}

// ---- A. objectives (L2470-2478) -----------------------------------------------------------------

/** A hex an objective may go on: no Units, no Hester, no Bonfire, no Townsfolk or Building (L2471, L2476). */
const freeForObjective = (s: HarrowGame, h: number): boolean =>
  h >= 0 && unitsOn(s, h) === 0 && s.legendHex[LS_HESTER] !== h && s.bonfire[h] === 0 && s.townsfolk[h] === 0 && s.building[h] === 0;

/** Objective hexes offered by card `card` (any free hex after the Amaryllis), written to out. */
function objectiveHexes(s: HarrowGame, card: number, out: Int32Array): number {
  const r = rulesOf(s);
  let k = 0;
  if (r.amaryllis[card] === 1) {
    for (let h = 0; h < s.n; h++) if (freeForObjective(s, h)) out[k++] = h;
    return k;
  }
  const a = r.hexA[card]!;
  const b = r.hexB[card]!;
  if (freeForObjective(s, a)) out[k++] = a;
  if (b !== a && freeForObjective(s, b)) out[k++] = b;
  return k;
}

const objectivesOnMap = (s: HarrowGame, fac: number): number => {
  let k = 0;
  const arr = fac === FAC_F ? s.building : s.townsfolk;
  for (let h = 0; h < s.n; h++) k += arr[h]!;
  return k;
};
const inSupply = (s: HarrowGame, fac: number): number => s.objBoard[fac * 4]! + s.objBoard[fac * 4 + 1]! + s.objBoard[fac * 4 + 2]! + s.objBoard[fac * 4 + 3]!;
function takeFromSupply(s: HarrowGame, fac: number): void {
  for (let i = 0; i < 4; i++) {
    if (s.objBoard[fac * 4 + i]! > 0) {
      s.objBoard[fac * 4 + i]!--;
      return;
    }
  }
}

/** The next objective to place (a Building first, then a Townsfolk, L2470-2472), −1 none. */
function nextPlacement(s: HarrowGame): number {
  for (const fac of PLACE_ORDER) if (objectivesOnMap(s, fac) === 0 && inSupply(s, fac) > 0) return fac;
  return NONE;
}
const PLACE_ORDER = [FAC_F, FAC_P] as const;

function objectives(s: HarrowGame, fr: Frame, rng: Rng): number {
  const fac = nextPlacement(s);
  s.g[G_SOLO_PLACING] = fac;
  if (fac < 0) return choosePile(s, fr, rng);
  if (cardsLeft(s) === 0) return deckOut(s);
  const only = onlyPile(s);
  if (only >= 0) return objectiveCard(s, fr, only, rng);
  s.frames[fr + EF_STEP] = ST_OBJ_PILE;
  return OPEN;
}

function objectiveCard(s: HarrowGame, fr: Frame, p: number, rng: Rng): number {
  const card = draw(s, p);
  s.g[G_SOLO_HEX_CARD] = card;
  if (rulesOf(s).amaryllis[card] === 1) amaryllisStrikes(s);
  const k = objectiveHexes(s, card, SCRATCH);
  if (k === 0) {
    // L2476: neither hex is free: discard and draw again.
    discardCard(s, card);
    s.g[G_SOLO_HEX_CARD] = NONE;
    return objectives(s, fr, rng);
  }
  if (k === 1) return placeObjective(s, fr, SCRATCH[0]!, rng);
  s.frames[fr + EF_STEP] = ST_OBJ_HEX;
  return OPEN;
}

function placeObjective(s: HarrowGame, fr: Frame, h: number, rng: Rng): number {
  const fac = s.g[G_SOLO_PLACING]!;
  takeFromSupply(s, fac);
  if (fac === FAC_F) s.building[h]!++;
  else s.townsfolk[h]!++;
  discardCard(s, s.g[G_SOLO_HEX_CARD]!);
  s.g[G_SOLO_HEX_CARD] = NONE;
  return objectives(s, fr, rng);
}

// ---- B. the activation card (L2479-2483) ---------------------------------------------------------

function choosePile(s: HarrowGame, fr: Frame, rng: Rng): number {
  if (cardsLeft(s) === 0) return deckOut(s);
  const only = onlyPile(s);
  s.frames[fr + EF_M1] = only;
  s.frames[fr + EF_STEP] = only >= 0 ? ST_SIDE : ST_PILE;
  return OPEN;
}

function commit(s: HarrowGame, fr: Frame, side: number, rng: Rng): number {
  s.g[G_SOLO_SIDE] = side;
  s.g[G_SOLO_CARD] = draw(s, s.frames[fr + EF_M1]!);
  if (s.g[G_SOLO_REDRAWN] === 0 && cardsLeft(s) > 0) {
    s.frames[fr + EF_STEP] = ST_KEEP;
    return OPEN;
  }
  return resolveCard(s, fr, rng);
}

// ---- C. resolving the card (L2485-2553) -----------------------------------------------------------

function resolveCard(s: HarrowGame, fr: Frame, rng: Rng): number {
  const r = rulesOf(s);
  const card = s.g[G_SOLO_CARD]!;
  s.g[G_SOLO_TARGET] = NONE;
  s.g[G_SOLO_HEX_CARD] = NONE;
  if (r.amaryllis[card] === 1) {
    // L2487, G-87: lose the cubes, SPAWN 1 Haint anywhere legal, no area; then the attack without the Hester icon.
    amaryllisStrikes(s);
    s.g[G_SOLO_AREA] = AREAS;
    s.g[G_SOLO_LEFT] = 0;
    return spawnOne(s, fr, true, rng);
  }
  s.g[G_SOLO_AREA] = 0;
  s.g[G_SOLO_LEFT] = activationsFor(r, tokensOn(s, 0));
  return runAreas(s, fr, rng);
}

/** The area activated `i`-th (clockwise from the card's element, G-56). */
function areaAt(r: SoloRules, card: number, i: number): number {
  const start = r.clockwise.indexOf(r.element[card]!);
  return r.clockwise[(start + i) % AREAS]!;
}
/** L2493-2495: Hester's action tokens go one per area from the element's, clockwise, wrapping around. */
function tokensOn(s: HarrowGame, i: number): number {
  const a = actionsOwned(s);
  return Math.floor(a / AREAS) + (i < a % AREAS ? 1 : 0);
}

function runAreas(s: HarrowGame, fr: Frame, rng: Rng): number {
  const r = rulesOf(s);
  const card = s.g[G_SOLO_CARD]!;
  const fac = s.g[G_SOLO_SIDE]!;
  for (;;) {
    const i = s.g[G_SOLO_AREA]!;
    if (i >= AREAS) return attackStep(s, fr, rng);
    if (s.g[G_SOLO_LEFT]! <= 0) {
      s.g[G_SOLO_AREA] = i + 1;
      if (i + 1 < AREAS) s.g[G_SOLO_LEFT] = activationsFor(r, tokensOn(s, i + 1));
      continue;
    }
    const area = areaAt(r, card, i);
    if (area === AREA_CUBE) {
      // L2510-2512: +1 cube of the faction's colour per activation, while its Possessions hold one.
      const c = fac * COLOURS + FACTION_COLOUR[fac]!;
      for (let k = s.g[G_SOLO_LEFT]!; k > 0 && s.poss[c]! > 0; k--) {
        s.poss[c]!--;
        s.bg[c]!++;
      }
      s.g[G_SOLO_LEFT] = 0;
    } else if (area === AREA_SPAWN) {
      if (s.f[fac * F_WORDS + F_HAINT_POSS]! <= 0) {
        s.g[G_SOLO_LEFT] = 0;
        continue;
      }
      return spawnOne(s, fr, false, rng);
    } else if (area === AREA_MOVE) {
      return movePass(s, fr, rng);
    }
  }
}

/** SPAWN hexes of the card in use (its 2, or any legal hex for the Amaryllis), written to out. */
function spawnHexes(s: HarrowGame, anywhere: boolean, out: Int32Array): number {
  const r = rulesOf(s);
  const fac = s.g[G_SOLO_SIDE]!;
  const basic = s.config.basic;
  let k = 0;
  const hexCard = s.g[G_SOLO_HEX_CARD]! >= 0 ? s.g[G_SOLO_HEX_CARD]! : s.g[G_SOLO_CARD]!;
  if (anywhere || r.amaryllis[hexCard] === 1) {
    for (let h = 0; h < s.n; h++) if (spawnable(s, fac, h, basic)) out[k++] = h;
    return k;
  }
  // L2516: no enemy Units, no Bonfire, no opposing objective, fewer than 4 Units.
  const a = r.hexA[hexCard]!;
  const b = r.hexB[hexCard]!;
  if (spawnable(s, fac, a, basic)) out[k++] = a;
  if (b !== a && spawnable(s, fac, b, basic)) out[k++] = b;
  return k;
}

/** One SPAWN of the SPAWN area (or Faceless Portraits' one, `anywhere`). */
function spawnOne(s: HarrowGame, fr: Frame, anywhere: boolean, rng: Rng): number {
  const fac = s.g[G_SOLO_SIDE]!;
  if (s.f[fac * F_WORDS + F_HAINT_POSS]! <= 0) return anywhere ? attackStep(s, fr, rng) : areaDone(s, fr, rng);
  const k = spawnHexes(s, anywhere, SCRATCH);
  if (k === 0) {
    if (anywhere) return attackStep(s, fr, rng);
    // L2518, G-78: draw another card only for its 2 hexes.
    if (cardsLeft(s) === 0) return deckOut(s);
    const only = onlyPile(s);
    if (only >= 0) return hexCard(s, fr, only, rng);
    s.frames[fr + EF_STEP] = ST_HEX_PILE;
    return OPEN;
  }
  if (k === 1) return spawnAt(s, fr, SCRATCH[0]!, rng);
  s.frames[fr + EF_STEP] = anywhere ? ST_SPAWN_HEX | ANYWHERE : ST_SPAWN_HEX;
  return OPEN;
}
/** Flag on ST_SPAWN_HEX: Faceless Portraits' SPAWN, anywhere legal. */
const ANYWHERE = 0x100;

function hexCard(s: HarrowGame, fr: Frame, p: number, rng: Rng): number {
  discardCard(s, s.g[G_SOLO_HEX_CARD]!);
  const card = draw(s, p);
  s.g[G_SOLO_HEX_CARD] = card;
  if (rulesOf(s).amaryllis[card] === 1) amaryllisStrikes(s);
  return spawnOne(s, fr, false, rng);
}

function spawnAt(s: HarrowGame, fr: Frame, h: number, rng: Rng): number {
  const fac = s.g[G_SOLO_SIDE]!;
  spawnOnto(s, fac, h, s.config.basic);
  if (s.g[G_SOLO_AREA]! >= AREAS) return attackStep(s, fr, rng); // Faceless Portraits' single SPAWN
  return areaDone(s, fr, rng);
}

/** One activation of the current area is done. */
function areaDone(s: HarrowGame, fr: Frame, rng: Rng): number {
  s.g[G_SOLO_LEFT]!--;
  return runAreas(s, fr, rng);
}

/** One activation of the Move area: every group of the active faction moves 1 hex (L2525-2535). */
function movePass(s: HarrowGame, fr: Frame, rng: Rng): number {
  const fac = s.g[G_SOLO_SIDE]!;
  const basic = s.config.basic;
  if (s.frames[fr + EF_M2] === 0) {
    startMovePass(s);
    s.frames[fr + EF_M2] = 1;
  }
  for (;;) {
    const groups = movableGroups(s, fac, SCRATCH, basic, true);
    if (groups === 0) {
      s.frames[fr + EF_M2] = 0;
      return areaDone(s, fr, rng);
    }
    if (groups > 1) {
      s.frames[fr + EF_STEP] = ST_GROUP;
      return OPEN;
    }
    const from = SCRATCH[0]!;
    const k = groupOptions(s, fac, from, SCRATCH, basic);
    if (k > 1) {
      s.frames[fr + EF_M0] = from;
      s.frames[fr + EF_STEP] = ST_DEST;
      return OPEN;
    }
    moveGroup(s, rulesOf(s), fac, from, SCRATCH[0]!);
  }
}

// ---- D. the attack (L2543-2571) --------------------------------------------------------------------

/**
 * The declarations the card allows, written to out: with the Hester icon, Hester if in range, else a
 * Bonfire, else Units; without it, Units only, and only from a hex with at least as many Units as
 * the target's (L2545-2555).
 */
function soloDeclarations(s: HarrowGame, out: Int32Array): number {
  const r = rulesOf(s);
  const fac = s.g[G_SOLO_SIDE]!;
  const card = s.g[G_SOLO_CARD]!;
  const n = attackDeclarations(s, s.config.attack, fac, out);
  const icon = r.hesterIcon[card] === 1;
  let want = T_UNITS;
  if (icon) {
    for (let i = 0; i < n; i++) if (argC(out[i]!) === T_HESTER) want = T_HESTER;
    if (want === T_UNITS) for (let i = 0; i < n; i++) if (argC(out[i]!) === T_BONFIRE) want = T_BONFIRE;
  }
  let k = 0;
  for (let i = 0; i < n; i++) {
    const code = out[i]!;
    if (argC(code) !== want) continue;
    if (want === T_UNITS && factionUnitsOn(s, fac, argA(code)) < enemyUnitsOn(s, fac, argB(code))) continue;
    out[k++] = code;
  }
  return k;
}

function attackStep(s: HarrowGame, fr: Frame, rng: Rng): number {
  const k = soloDeclarations(s, SCRATCH);
  if (k === 0) return finish(s);
  if (k === 1) return launch(s, fr, SCRATCH[0]!, rng);
  s.frames[fr + EF_STEP] = ST_ATTACK;
  return OPEN;
}

function launch(s: HarrowGame, fr: Frame, code: number, rng: Rng): number {
  const fac = s.g[G_SOLO_SIDE]!;
  attackStart(s, s.config.attack, fac, RS_EFFECT, false);
  s.frames[fr + EF_STEP] = ST_ATTACKING;
  return attackApply(s, s.config.attack, rng, code);
}

/** The card is spent; the activation is over. */
function finish(s: HarrowGame): number {
  discardCard(s, s.g[G_SOLO_CARD]!);
  discardCard(s, s.g[G_SOLO_HEX_CARD]!);
  s.g[G_SOLO_CARD] = NONE;
  s.g[G_SOLO_HEX_CARD] = NONE;
  s.g[G_SOLO_SIDE] = NONE;
  s.g[G_SOLO_TARGET] = NONE;
  s.g[G_SOLO_PLACING] = NONE;
  return endEffect(s);
}

// ---- the effect ------------------------------------------------------------------------------

function start(s: HarrowGame, fr: Frame, rng: Rng): number {
  s.g[G_SOLO_CARD] = NONE;
  s.g[G_SOLO_SIDE] = NONE;
  s.g[G_SOLO_HEX_CARD] = NONE;
  s.g[G_SOLO_TARGET] = NONE;
  s.g[G_SOLO_REDRAWN] = 0;
  s.g[G_SOLO_CHOICES] = 0;
  return objectives(s, fr, rng);
}

function pileOptions(s: HarrowGame, op: number, out: Int32Array, at: number): number {
  let k = at;
  for (let p = 0; p < PILES; p++) if (pileLen(s, p) > 0) out[k++] = encode(A_EFFECT, op, p);
  return k;
}
function hexOptions(op: number, k: number, out: Int32Array): number {
  for (let i = 0; i < k; i++) out[i] = encode(A_EFFECT, op, SCRATCH[i]!);
  return k;
}

function legal(s: HarrowGame, fr: Frame, out: Int32Array): number {
  const stage = s.frames[fr + EF_STEP]!;
  switch (stage & 0xff) {
    case ST_OBJ_PILE:
    case ST_PILE:
    case ST_HEX_PILE:
      return pileOptions(s, OP_PILE, out, 0);
    case ST_OBJ_HEX:
      return hexOptions(OP_HEX, objectiveHexes(s, s.g[G_SOLO_HEX_CARD]!, SCRATCH), out);
    case ST_SIDE:
      out[0] = encode(A_EFFECT, OP_SIDE, FAC_P);
      out[1] = encode(A_EFFECT, OP_SIDE, FAC_F);
      return 2;
    case ST_KEEP:
      out[0] = encode(A_EFFECT, OP_KEEP);
      return pileOptions(s, OP_REDRAW, out, 1);
    case ST_SPAWN_HEX:
      return hexOptions(OP_HEX, spawnHexes(s, (stage & ANYWHERE) !== 0, SCRATCH), out);
    case ST_GROUP:
      return hexOptions(OP_GROUP, movableGroups(s, s.g[G_SOLO_SIDE]!, SCRATCH, s.config.basic, false), out);
    case ST_DEST: {
      const k = groupOptions(s, s.g[G_SOLO_SIDE]!, s.frames[fr + EF_M0]!, SCRATCH, s.config.basic);
      for (let i = 0; i < k; i++) out[i] = encode(A_EFFECT, OP_DEST, SCRATCH[i]! < 0 ? STAY : SCRATCH[i]!);
      return k;
    }
    case ST_ATTACK:
      return soloDeclarations(s, out);
    default:
      throw new RangeError(`solo:round: no decision at stage ${stage}`);
  }
}

function apply(s: HarrowGame, fr: Frame, action: number, rng: Rng): number {
  const stage = s.frames[fr + EF_STEP]!;
  s.g[G_SOLO_CHOICES]!++;
  if (kindOf(action) === A_ATK_DECLARE) return launch(s, fr, action, rng);
  const b = argB(action);
  switch (stage & 0xff) {
    case ST_OBJ_PILE:
      return objectiveCard(s, fr, b, rng);
    case ST_OBJ_HEX:
      return placeObjective(s, fr, b, rng);
    case ST_PILE:
      s.frames[fr + EF_M1] = b;
      s.frames[fr + EF_STEP] = ST_SIDE;
      return OPEN;
    case ST_SIDE:
      return commit(s, fr, b, rng);
    case ST_KEEP:
      if (argA(action) === OP_REDRAW) {
        // L2483: once per turn, discard it and draw from any pile; the replacement must be resolved.
        discardCard(s, s.g[G_SOLO_CARD]!);
        s.g[G_SOLO_REDRAWN] = 1;
        s.g[G_SOLO_CARD] = draw(s, b);
      }
      return resolveCard(s, fr, rng);
    case ST_SPAWN_HEX:
      return spawnAt(s, fr, b, rng);
    case ST_HEX_PILE:
      return hexCard(s, fr, b, rng);
    case ST_GROUP: {
      const k = groupOptions(s, s.g[G_SOLO_SIDE]!, b, SCRATCH, s.config.basic);
      if (k === 1) {
        moveGroup(s, rulesOf(s), s.g[G_SOLO_SIDE]!, b, SCRATCH[0]!);
        return movePass(s, fr, rng);
      }
      s.frames[fr + EF_M0] = b;
      s.frames[fr + EF_STEP] = ST_DEST;
      return OPEN;
    }
    case ST_DEST:
      moveGroup(s, rulesOf(s), s.g[G_SOLO_SIDE]!, s.frames[fr + EF_M0]!, b === STAY ? NONE : b);
      return movePass(s, fr, rng);
    default:
      throw new RangeError(`solo:round: no decision at stage ${stage}`);
  }
}

/** The attack above this frame closed: the activation is over. */
const resume = (s: HarrowGame): number => finish(s);

function describe(s: HarrowGame, fr: Frame, action: number): string {
  if (kindOf(action) === A_ATK_DECLARE) return `${factionName(s.g[G_SOLO_SIDE]!)} ${attackWords(s, action) ?? 'attack'}`;
  const b = argB(action);
  const hx = (h: number): string => hexName(s.map.grid, h);
  switch (argA(action)) {
    case OP_PILE: {
      const stage = s.frames[fr + EF_STEP]! & 0xff;
      const why = stage === ST_OBJ_PILE ? `to place a ${s.g[G_SOLO_PLACING] === FAC_F ? 'Building' : 'Townsfolk'}` : stage === ST_HEX_PILE ? 'for 2 new SPAWN hexes' : 'for the activation';
      return `draw from the ${PILE_NAMES[b]} pile ${why}`;
    }
    case OP_SIDE: return `commit the card to the ${SIDE_NAME(b)}`;
    case OP_KEEP: return `resolve ${ALL_CARDS[s.g[G_SOLO_CARD]!]?.name ?? 'the card'}`;
    case OP_REDRAW: return `discard ${ALL_CARDS[s.g[G_SOLO_CARD]!]?.name ?? 'the card'} and draw a replacement from the ${PILE_NAMES[b]} pile`;
    case OP_HEX:
      return (s.frames[fr + EF_STEP]! & 0xff) === ST_OBJ_HEX
        ? `place the ${s.g[G_SOLO_PLACING] === FAC_F ? 'Building' : 'Townsfolk'} on hex ${hx(b)}`
        : `${factionName(s.g[G_SOLO_SIDE]!)} SPAWN a Haint on hex ${hx(b)}`;
    case OP_GROUP: return `move ${factionPossessive(s.g[G_SOLO_SIDE]!)} Units on hex ${hx(b)} next`;
    case OP_DEST: {
      const from = hx(s.frames[fr + EF_M0]!);
      return b === STAY ? `the group on hex ${from} stays where it is` : `move ${factionPossessive(s.g[G_SOLO_SIDE]!)} group on hex ${from} to hex ${hx(b)}`;
    }
    default: return `solo step ${action}`;
  }
}
const factionName = (fac: number): string => (fac === FAC_P ? 'the Protectors' : 'the Family');
const factionPossessive = (fac: number): string => (fac === FAC_P ? "the Protectors'" : "the Family's");

const soloRound: EffectHooks = {
  ...NO_HOOKS,
  key: 'solo:round',
  name: 'Solo Round',
  source: 'L2466-2601 (spec §1.21.2 A-D): objectives, the solo card, its areas, the attack',
  start,
  legal,
  apply,
  resume,
  describe,
  opensTurn: (s) => s.g[G_SOLO_CHOICES] === 0,
};

export const SOLO_EFFECTS: readonly EffectHooks[] = [soloRound];
