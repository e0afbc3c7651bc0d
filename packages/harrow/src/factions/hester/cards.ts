// Hester's 13 cards (spec §2.4, L2775-2801) as effect hooks. A card is played onto one of at most
// 3 piles by her turn (turn.ts of this folder); each active card may then be ACTIVATED once per
// turn for free (spec §1.20.3 "Free: activate cards", L2104-2106): that activation is the effect
// below, started with arg = the card's index in ALL_CARDS. `canStart` is false when the card
// would do nothing in the position, so the turn does not offer it.
//
// Moves made by a card are not the Move action: they cost nothing and follow the core rules for
// the moved Haint (`mayEnter`: no Bonfire, no enemy Units, the faction's goal-piece limits, the
// Unit limit, L2147-2155), so only Draw Closer makes a Bonfire; Hester herself may enter any hex
// (ASSUMPTION G-26). When a card moves an Infected Haint off a Doll hex the Hester player decides
// whether the Doll follows (ASSUMPTION G-84, L2287).
//
// Decisions (A_EFFECT a, b as below; each step one choice, spec §5.4):
//   Desperate Grasp        a = hex the re-placed Root enters
//   Draw Closer            a = meeting hex; then a = hex the first warring faction's Haint comes from; then the second's
//   Forced Sacrifice       a = hex; then a = cube colour
//   Hell's Half Acre       a = cube colour (twice)
//   Lollygagger            a = Bonfire hex; then a = cube colour
//   Mud in Yer Eye         a = opponent faction (only on a tie, G-96); then a = cube colour
//   Night Hag              a = Bonfire hex; then a = hex of a piece, b = 1 for Hester (or stop); then a = destination
//   Only Hurt for a Moment a = hex; then a = cube colour (twice)
//   Reach                  a = Legend slot; then a = destination
//   Tramping Ground        a = hex of the piece, b = 1 for Hester; then a = destination
//   Ward                   a = hex touched by a Root, b = its touched slot; (Legend rule) then a = hex of that faction's Haint
//   White Bowels           a = hex of the Infected Haint; then a = first hex; then a = second hex (or stop)
//   Wild Tangle            a = cube colour given; then a = cube colour taken
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { OPEN } from '../../basic-actions.js';
import { movableHaints } from '../../advance.js';
import { HESTER_CARDS } from '../../data/cards.js';
import { EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexName } from '../../hex.js';
import { isBrambles, isMountain } from '../../map.js';
import { legendMovable, mayEnter, moveLegend, moveUnits } from '../../relocate.js';
import {
  COLOURS, EMPTY, FACTION_COLOUR, FAC_H, FW_SEAT, F_SEAT, F_WORDS, LS_HESTER, LS_KAMMI1, LS_P, NONE,
  UNIT_FACTIONS, slotFaction, topFrame, unitsOn, type Frame,
} from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import {
  BOX_INFECT, BOX_SUMMON, HB_BONFIRE_POSS, HB_HEAD, HB_INFECTED_AT, HB_ROOTS_LAST, HB_ROOTS_LAST_LEN, HB_ROOTS_NOW,
  HB_ROOTS_NOW_LEN, HB_SNAKES, HB_STAGE, HB_USED, HB_BOXES, TOUCHED_SLOTS, actionsLeft, bonfiresOnMap, boxUsed, hesterOf, rightmostBonfireSpace,
  HESTER_COLOURS, hexColour, rootTouched, snakesLeft, touchedHex,
} from './board.js';
import { ST_BOTTOM, makeBonfire, summonCost } from './turn.js';

const C = HESTER_CARDS;
/** Hester's terrain-cube colours (L2032). */
const TERRAIN_CUBES = HESTER_COLOURS;
const N_TERRAIN = HESTER_COLOURS.length;
const COLOUR_NAME = ['red', 'blue', 'purple', 'brown', 'teal', 'yellow', 'green'] as const;
const FACTION_NAME = ['the Protectors', 'the Family', 'Kammi'] as const;
const SLOT_NAME = ['the Protector Legend', 'the Family Legend', 'Kammi token A', 'Kammi token B'] as const;
const STOP = encode(A_EFFECT_STOP);
/** Hester's piece marker in "which piece" decisions (b = 1). */
const PIECE_HESTER = 1;

const hx = (s: HarrowGame, h: number): string => hexName(s.map.grid, h);
const colourOfHex = hexColour;
const bgH = (s: HarrowGame, c: number): number => s.bg[FAC_H * COLOURS + c]!;
/** Hester's terrain-cube supply (the 6 of each colour of L2032, as setup fills it: Hester's Possessions). */
const supplyH = (s: HarrowGame, c: number): number => s.poss[FAC_H * COLOURS + c]!;
const seated = (s: HarrowGame, f: number): boolean => s.f[f * F_WORDS + F_SEAT]! >= 0;
const infectedOn = (s: HarrowGame, f: number, h: number): number => s.infected[f * s.n + h]!;
/** Infected Haints of f on h that may move (an Iron Nail pins one Haint, R-ADV-6; it pins an uninfected one first). */
const movableInfected = (s: HarrowGame, f: number, h: number): number => Math.min(infectedOn(s, f, h), movableHaints(s, f, h));
const uninfectedHaints = (s: HarrowGame, f: number, h: number): number => s.haint[f * s.n + h]! - infectedOn(s, f, h);
const hesterHex = (s: HarrowGame): number => s.legendHex[LS_HESTER]!;
/** Her turn is past the Tree (stage D, L2208): the Bottom actions Infect and Summon are open. */
const afterTree = (s: HarrowGame): boolean => s.hester[HB_STAGE]! >= ST_BOTTOM;

function bgTotal(s: HarrowGame): number {
  let k = 0;
  for (let i = 0; i < N_TERRAIN; i++) k += bgH(s, TERRAIN_CUBES[i]!);
  return k;
}
function supplyTotal(s: HarrowGame): number {
  let k = 0;
  for (let i = 0; i < N_TERRAIN; i++) k += supplyH(s, TERRAIN_CUBES[i]!);
  return k;
}
/** One terrain cube of colour c from the supply to Hester's Battleground (none when that colour is out, L2085). */
function gainCube(s: HarrowGame, c: number): void {
  if (supplyH(s, c) === 0) return;
  s.poss[FAC_H * COLOURS + c]!--;
  s.bg[FAC_H * COLOURS + c]!++;
}
/** One terrain cube of colour c from Hester's Battleground back to the supply. */
function payCube(s: HarrowGame, c: number): void {
  s.bg[FAC_H * COLOURS + c]!--;
  s.poss[FAC_H * COLOURS + c]!++;
}
/** Options: each terrain colour with a cube in the Battleground (from = true) or in the supply (from = false), except `not`. */
function colourOptions(s: HarrowGame, fromBg: boolean, not: number, out: Int32Array): number {
  let k = 0;
  for (let i = 0; i < N_TERRAIN; i++) {
    const c = TERRAIN_CUBES[i]!;
    if (c !== not && (fromBg ? bgH(s, c) : supplyH(s, c)) > 0) out[k++] = encode(A_EFFECT, c);
  }
  return k;
}
/** Infected Haints of factions other than f on h. */
function opposingInfected(s: HarrowGame, f: number, h: number): number {
  let k = 0;
  for (let g = 0; g < UNIT_FACTIONS; g++) if (g !== f) k += infectedOn(s, g, h);
  return k;
}
/** The unit faction whose Haints stand on h (core rules: at most one), −1 none. */
function haintFaction(s: HarrowGame, h: number): number {
  for (let f = 0; f < UNIT_FACTIONS; f++) if (s.haint[f * s.n + h]! > 0) return f;
  return NONE;
}

/**
 * Moves one Infected Haint of f from src to dst (legality is the caller's), firing dst's entry
 * triggers; a Doll on src is offered to the Hester player (ASSUMPTION G-84). Returns OPEN when
 * the Doll question is on top (it resumes the effect with RS_EFFECT), else RS_EFFECT.
 */
function moveInfected(s: HarrowGame, fr: Frame, f: number, src: number, dst: number): number {
  const r = moveUnits(s, f, src, dst, 1, 0, RS_EFFECT, true, 1);
  if (r === OPEN) s.frames[topFrame(s) + FW_SEAT] = s.frames[fr + FW_SEAT]!;
  return r;
}

/** Continues an effect after a step: its own decision if it has one (`more`), else it ends. */
const goOn = (s: HarrowGame, more: boolean): number => (more ? OPEN : endEffect(s));

// ---- H3 Forced Sacrifice (L2781, G-91, G-73) ---------------------------------------------------

/** H3: one of her Battleground cubes onto a hex without terrain cubes (s.sacrifice = colour + 1); the first uninfected Haint to enter returns it to her Battleground (G-73: an entry trigger, with those of advance.ts `onEnter`). */
const forcedSacrifice: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['forced-sacrifice'].id}`,
  name: C['forced-sacrifice'].name,
  source: C['forced-sacrifice'].source,
  canStart: (s) => bgTotal(s) >= C['forced-sacrifice'].numbers.cubes.value && s.sacrifice.indexOf(0) >= 0,
  start: () => OPEN,
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 1) return colourOptions(s, true, NONE, out);
    let k = 0;
    for (let h = 0; h < s.n; h++) if (s.sacrifice[h] === 0) out[k++] = encode(A_EFFECT, h);
    return k;
  },
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const c = argA(action);
    s.bg[FAC_H * COLOURS + c]!--;
    s.sacrifice[s.frames[fr + EF_M0]!] = c + 1;
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `place a Terrain Cube on hex ${hx(s, argA(action))}` : `use a ${COLOUR_NAME[argA(action)]} cube`,
};

// ---- H6 Mud in Yer Eye (L2787, G-96) -----------------------------------------------------------

/** Cubes of faction f on its Battleground (its own colour). */
const bgOf = (s: HarrowGame, f: number): number => s.bg[f * COLOURS + FACTION_COLOUR[f]!]!;
/** The seated opponents with the fewest Battleground cubes, as a bit mask over factions. */
function fewestMask(s: HarrowGame): number {
  let best = 1 << 30;
  let mask = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (!seated(s, f)) continue;
    const k = bgOf(s, f);
    if (k < best) {
      best = k;
      mask = 1 << f;
    } else if (k === best) mask |= 1 << f;
  }
  return mask;
}
const oneBit = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
/** The opponent gains 1 cube of its colour from its Possessions (none left: nothing). */
function opponentGains(s: HarrowGame, f: number): void {
  const i = f * COLOURS + FACTION_COLOUR[f]!;
  if (s.poss[i]! === 0) return;
  s.poss[i]!--;
  s.bg[i]!++;
}
/** After the opponent's cube: Hester's own cube of her choice, if the supply has any. */
const mudHester = (s: HarrowGame, fr: Frame): number => {
  s.frames[fr + EF_STEP] = 1;
  return goOn(s, supplyTotal(s) > 0);
};

/** H6: the opponent with the fewest Battleground cubes gains one (ties: Hester chooses, G-96); Hester gains a terrain cube of her choice. */
const mudInYerEye: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['mud-in-yer-eye'].id}`,
  name: C['mud-in-yer-eye'].name,
  source: C['mud-in-yer-eye'].source,
  canStart: (s) => {
    if (supplyTotal(s) > 0) return true;
    const m = fewestMask(s);
    for (let f = 0; f < UNIT_FACTIONS; f++) if ((m >> f) & 1 && s.poss[f * COLOURS + FACTION_COLOUR[f]!]! > 0) return true;
    return false;
  },
  start: (s, fr) => {
    const m = fewestMask(s);
    if (m === 0) return mudHester(s, fr);
    if (oneBit(m)) {
      opponentGains(s, lowBit(m));
      return mudHester(s, fr);
    }
    return OPEN;
  },
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 1) return colourOptions(s, false, NONE, out);
    const m = fewestMask(s);
    let k = 0;
    for (let f = 0; f < UNIT_FACTIONS; f++) if ((m >> f) & 1) out[k++] = encode(A_EFFECT, f);
    return k;
  },
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      opponentGains(s, argA(action));
      return mudHester(s, fr);
    }
    gainCube(s, argA(action));
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `${FACTION_NAME[argA(action)]} gain a cube` : `gain a ${COLOUR_NAME[argA(action)]} Terrain Cube`,
};

// ---- H7 Night Hag (L2789) ------------------------------------------------------------------------
// Memory: EF_M0 bits 0-7 the Bonfire hex, bit 8 Hester has moved, bits 9-16 the chosen piece's hex,
// bit 17 the chosen piece is Hester; EF_M1, EF_M2 four bytes each: the hexes (+1) where moved
// Haints arrived (at most 8: the snakes, L2009), so no Haint moves twice.

const NH_BONFIRE = 0xff;
const NH_HESTER_MOVED = 1 << 8;
const NH_PIECE_SHIFT = 9;
const NH_PIECE_HESTER = 1 << 17;
const NH_ARRIVALS = 8;

function nhArrival(s: HarrowGame, fr: Frame, i: number): number {
  const w = s.frames[fr + (i < 4 ? EF_M1 : EF_M2)]!;
  return ((w >>> ((i & 3) * 8)) & 0xff) - 1;
}
function nhAddArrival(s: HarrowGame, fr: Frame, h: number): void {
  for (let i = 0; i < NH_ARRIVALS; i++) {
    if (nhArrival(s, fr, i) >= 0) continue;
    const at = fr + (i < 4 ? EF_M1 : EF_M2);
    s.frames[at] = s.frames[at]! | ((h + 1) << ((i & 3) * 8));
    return;
  }
}
/** Infected Haints of f on h that may still move under Night Hag (those that arrived this effect may not). */
function nhUnmoved(s: HarrowGame, fr: Frame, f: number, h: number): number {
  let k = movableInfected(s, f, h);
  for (let i = 0; i < NH_ARRIVALS; i++) if (nhArrival(s, fr, i) === h) k--;
  return k;
}
/** Adjacent hexes of colour t a piece on src may go to (Hester: any, G-26); written to out as A_EFFECT a = hex when out is given. */
function nhDests(s: HarrowGame, t: number, src: number, f: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[src * 6 + d]!;
    if (h < 0 || colourOfHex(s, h) !== t) continue;
    if (f >= 0 && !mayEnter(s, f, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
/** Night Hag's pieces that can still move toward colour t (A_EFFECT a = hex, b = 1 Hester). */
function nhPieces(s: HarrowGame, fr: Frame, t: number, out: Int32Array | null): number {
  let k = 0;
  const m0 = fr < 0 ? 0 : s.frames[fr + EF_M0]!;
  const hh = hesterHex(s);
  if (hh >= 0 && (m0 & NH_HESTER_MOVED) === 0 && nhDests(s, t, hh, NONE, null) > 0) {
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, hh, PIECE_HESTER);
  }
  for (let h = 0; h < s.n; h++) {
    const f = haintFaction(s, h);
    if (f < 0 || (fr < 0 ? movableInfected(s, f, h) : nhUnmoved(s, fr, f, h)) <= 0) continue;
    if (nhDests(s, t, h, f, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h, 0);
  }
  return k;
}
/** A Bonfire hex whose terrain names a colour. */
const nhBonfireColour = (s: HarrowGame, h: number): number => (s.bonfire[h]! > 0 ? colourOfHex(s, h) : NONE);

/** H7: choose one Bonfire; each Infected Haint and Hester may move to an adjacent hex of that Bonfire's terrain, free. */
const nightHag: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['night-hag'].id}`,
  name: C['night-hag'].name,
  source: C['night-hag'].source,
  canStart: (s) => {
    for (let h = 0; h < s.n; h++) {
      const t = nhBonfireColour(s, h);
      if (t >= 0 && nhPieces(s, NONE, t, null) > 0) return true;
    }
    return false;
  },
  start: () => OPEN,
  legal: (s, fr, out) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) {
      let k = 0;
      for (let h = 0; h < s.n; h++) {
        const t = nhBonfireColour(s, h);
        if (t >= 0 && nhPieces(s, NONE, t, null) > 0) out[k++] = encode(A_EFFECT, h);
      }
      return k;
    }
    const m0 = s.frames[fr + EF_M0]!;
    const t = colourOfHex(s, m0 & NH_BONFIRE);
    if (step === 1) {
      const k = nhPieces(s, fr, t, out);
      out[k] = STOP;
      return k + 1;
    }
    const src = (m0 >> NH_PIECE_SHIFT) & 0xff;
    return nhDests(s, t, src, (m0 & NH_PIECE_HESTER) !== 0 ? NONE : haintFaction(s, src), out);
  },
  apply: (s, fr, action, rng) => {
    const step = s.frames[fr + EF_STEP]!;
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    const m0 = s.frames[fr + EF_M0]!;
    if (step === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    if (step === 1) {
      const piece = (argA(action) << NH_PIECE_SHIFT) | (argB(action) === PIECE_HESTER ? NH_PIECE_HESTER : 0);
      s.frames[fr + EF_M0] = (m0 & (NH_BONFIRE | NH_HESTER_MOVED)) | piece;
      s.frames[fr + EF_STEP] = 2;
      return OPEN;
    }
    const src = (m0 >> NH_PIECE_SHIFT) & 0xff;
    const dst = argA(action);
    s.frames[fr + EF_STEP] = 1;
    if ((m0 & NH_PIECE_HESTER) !== 0) {
      s.legendHex[LS_HESTER] = dst;
      s.frames[fr + EF_M0] = m0 | NH_HESTER_MOVED;
      return nightHag.resume(s, fr, rng);
    }
    nhAddArrival(s, fr, dst);
    const r = moveInfected(s, fr, haintFaction(s, src), src, dst);
    return r === OPEN ? OPEN : nightHag.resume(s, fr, rng);
  },
  resume: (s, fr) => goOn(s, nhPieces(s, fr, colourOfHex(s, s.frames[fr + EF_M0]! & NH_BONFIRE), null) > 0),
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'move no more';
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) return `choose the Bonfire on hex ${hx(s, argA(action))}`;
    if (step === 1) return argB(action) === PIECE_HESTER ? `move Hester from hex ${hx(s, argA(action))}` : `move an Infected Haint from hex ${hx(s, argA(action))}`;
    return `to hex ${hx(s, argA(action))}`;
  },
};

// ---- H12 White Bowels (L2799) --------------------------------------------------------------------
// Memory: EF_M0 the Haint's hex, EF_M1 its faction.

/** The Haint of f may end on h: no opposing Infected Haint on h or next to it (L2799). */
function wbEndOk(s: HarrowGame, f: number, h: number): boolean {
  if (opposingInfected(s, f, h) > 0) return false;
  const nbr = s.map.grid.nbr;
  for (let d = 0; d < 6; d++) {
    const v = nbr[h * 6 + d]!;
    if (v >= 0 && opposingInfected(s, f, v) > 0) return false;
  }
  return true;
}
/** Steps of the Haint of f from `from` (not back onto `not`) after which it can end legally, with `left` steps left after this one. */
function wbSteps(s: HarrowGame, f: number, from: number, not: number, left: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[from * 6 + d]!;
    if (h < 0 || h === not || !mayEnter(s, f, h, 1, s.config.basic)) continue;
    if (!wbEndOk(s, f, h) && (left === 0 || wbSteps(s, f, h, from, 0, null) === 0)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
const wbMax = (): number => C['white-bowels'].numbers.maxSteps.value;

/** H12: one Infected Haint moves up to 2 hexes, free, and may not end on or next to an opposing Infected Haint. */
const whiteBowels: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['white-bowels'].id}`,
  name: C['white-bowels'].name,
  source: C['white-bowels'].source,
  canStart: (s) => {
    for (let h = 0; h < s.n; h++) {
      const f = haintFaction(s, h);
      if (f >= 0 && movableInfected(s, f, h) > 0 && wbSteps(s, f, h, NONE, wbMax() - 1, null) > 0) return true;
    }
    return false;
  },
  start: () => OPEN,
  legal: (s, fr, out) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) {
      let k = 0;
      for (let h = 0; h < s.n; h++) {
        const f = haintFaction(s, h);
        if (f >= 0 && movableInfected(s, f, h) > 0 && wbSteps(s, f, h, NONE, wbMax() - 1, null) > 0) out[k++] = encode(A_EFFECT, h);
      }
      return k;
    }
    const at = s.frames[fr + EF_M0]!;
    const f = s.frames[fr + EF_M1]!;
    let k = wbSteps(s, f, at, NONE, wbMax() - step, out);
    if (step > 1 && wbEndOk(s, f, at)) out[k++] = STOP;
    return k;
  },
  apply: (s, fr, action, rng) => {
    if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
    const step = s.frames[fr + EF_STEP]!;
    const h = argA(action);
    s.frames[fr + EF_STEP] = step + 1;
    if (step === 0) {
      s.frames[fr + EF_M0] = h;
      s.frames[fr + EF_M1] = haintFaction(s, h);
      return OPEN;
    }
    const src = s.frames[fr + EF_M0]!;
    s.frames[fr + EF_M0] = h;
    const r = moveInfected(s, fr, s.frames[fr + EF_M1]!, src, h);
    return r === OPEN ? OPEN : whiteBowels.resume(s, fr, rng);
  },
  resume: (s, fr) => {
    const step = s.frames[fr + EF_STEP]!;
    const at = s.frames[fr + EF_M0]!;
    const f = s.frames[fr + EF_M1]!;
    if (step > wbMax()) return endEffect(s);
    return goOn(s, wbSteps(s, f, at, NONE, wbMax() - step, null) > 0);
  },
  describe: (s, fr, action) => {
    if (kindOf(action) === A_EFFECT_STOP) return 'stop moving';
    return s.frames[fr + EF_STEP] === 0 ? `move the Infected Haint on hex ${hx(s, argA(action))}` : `move it to hex ${hx(s, argA(action))}`;
  },
};

// ---- H13 Wild Tangle (L2801) -------------------------------------------------------------------

/** H13: trade 1 of her Battleground terrain cubes for a cube of another colour from the supply. */
const wildTangle: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['wild-tangle'].id}`,
  name: C['wild-tangle'].name,
  source: C['wild-tangle'].source,
  canStart: (s) => {
    for (let i = 0; i < N_TERRAIN; i++) {
      const c = TERRAIN_CUBES[i]!;
      if (bgH(s, c) === 0) continue;
      for (let j = 0; j < N_TERRAIN; j++) if (j !== i && supplyH(s, TERRAIN_CUBES[j]!) > 0) return true;
    }
    return false;
  },
  start: () => OPEN,
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 1) return colourOptions(s, false, s.frames[fr + EF_M0]!, out);
    let k = 0;
    for (let i = 0; i < N_TERRAIN; i++) {
      const c = TERRAIN_CUBES[i]!;
      if (bgH(s, c) === 0) continue;
      let other = false;
      for (let j = 0; j < N_TERRAIN; j++) if (j !== i && supplyH(s, TERRAIN_CUBES[j]!) > 0) other = true;
      if (other) out[k++] = encode(A_EFFECT, c);
    }
    return k;
  },
  apply: (s, fr, action) => {
    const c = argA(action);
    if (s.frames[fr + EF_STEP] === 0) {
      s.frames[fr + EF_M0] = c;
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    payCube(s, s.frames[fr + EF_M0]!);
    gainCube(s, c);
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `trade a ${COLOUR_NAME[argA(action)]} Terrain Cube` : `for a ${COLOUR_NAME[argA(action)]} Terrain Cube from the supply`,
};

// ---- H1 Desperate Grasp (L2777, G-51) ------------------------------------------------------------

const rootsNow = (s: HarrowGame): number => s.hester[HB_ROOTS_NOW_LEN]!;
/** Whether hex v is free for a Root under the no-revisit rule (L2067) once this turn's first Root is gone. */
function dgFree(s: HarrowGame, v: number): boolean {
  const b = s.hester;
  for (let i = 1; i < b[HB_ROOTS_NOW_LEN]!; i++) if (b[HB_ROOTS_NOW + 2 * i] === v || b[HB_ROOTS_NOW + 2 * i + 1] === v) return false;
  for (let i = 0; i < b[HB_ROOTS_LAST_LEN]!; i++) if (b[HB_ROOTS_LAST + 2 * i] === v || b[HB_ROOTS_LAST + 2 * i + 1] === v) return false;
  return true;
}
/** Hexes the re-placed Root may enter: on the map, next to the head of the path, not touched by the other Roots of this or last turn. */
function dgDests(s: HarrowGame, out: Int32Array | null): number {
  if (rootsNow(s) === 0) return 0;
  const head = s.hester[HB_HEAD]!;
  if (head === EMPTY) return 0;
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const v = nbr[head * 6 + d]!;
    if (v < 0 || !dgFree(s, v)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, v);
  }
  return k;
}

/**
 * H1: this turn's first Root leaves the map and re-enters at the head of the path (G-51: the path
 * is one snake). It gives no cube (L2777); entering a Bonfire hex adds a token as any Root does
 * (L2085, G-28). The infection marks of the touched hexes follow their hexes.
 */
const desperateGrasp: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['desperate-grasp'].id}`,
  name: C['desperate-grasp'].name,
  source: C['desperate-grasp'].source,
  canStart: (s) => dgDests(s, null) > 0,
  start: () => OPEN,
  legal: (s, _fr, out) => dgDests(s, out),
  apply: (s, _fr, action) => {
    const b = s.hester;
    const v = argA(action);
    const head = b[HB_HEAD]!;
    const len = b[HB_ROOTS_NOW_LEN]!;
    // Touched slot 0 (the first Root's from-hex) is dropped; the others shift down by one.
    b[HB_INFECTED_AT] = b[HB_INFECTED_AT]! >> 1;
    b.copyWithin(HB_ROOTS_NOW, HB_ROOTS_NOW + 2, HB_ROOTS_NOW + 2 * len);
    b[HB_ROOTS_NOW + 2 * (len - 1)] = head;
    b[HB_ROOTS_NOW + 2 * (len - 1) + 1] = v;
    b[HB_HEAD] = v;
    if (s.bonfire[v]! > 0 && b[HB_BONFIRE_POSS]! > 0) {
      b[HB_BONFIRE_POSS]!--;
      s.bonfire[v]!++;
    }
    return endEffect(s);
  },
  describe: (s, _fr, action) => `move your first Root to continue your path into hex ${hx(s, argA(action))}`,
};

// ---- H2 Draw Closer (L2779, G-95) ----------------------------------------------------------------
// Memory: EF_M0 the meeting hex, EF_M1 the hex the first faction's Haint comes from.

/** The two warring factions (the seated unit factions), low and high. */
function warring(s: HarrowGame, second: boolean): number {
  let seen = false;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (!seated(s, f)) continue;
    if (!second || seen) return f;
    seen = true;
  }
  return NONE;
}
/** Uninfected Units (Haints and Legends) on h. */
function uninfectedUnits(s: HarrowGame, h: number): number {
  let k = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) k += uninfectedHaints(s, f, h);
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h) k++;
  return k;
}
/** Neighbours of x holding a movable Infected Haint of f (A_EFFECT a = hex). */
function dcSources(s: HarrowGame, x: number, f: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[x * 6 + d]!;
    if (h < 0 || movableInfected(s, f, h) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
/**
 * x is a meeting hex: each Haint could enter it alone by Hester's move rules (G-95: no Bonfire, no
 * uninfected Units, no Townsfolk or Building — one of the two factions is always foreign to it —
 * room under the Unit limit), and an Infected Haint of each warring faction stands next to it.
 */
function dcMeeting(s: HarrowGame, x: number): boolean {
  const fa = warring(s, false);
  const fb = warring(s, true);
  if (fb < 0) return false;
  if (s.bonfire[x]! > 0 || s.townsfolk[x]! > 0 || s.building[x]! > 0 || uninfectedUnits(s, x) > 0) return false;
  if (unitsOn(s, x) + 1 > s.config.basic.unitsPerHex) return false;
  return dcSources(s, x, fa, null) > 0 && dcSources(s, x, fb, null) > 0;
}
function dcMeetings(s: HarrowGame, out: Int32Array | null): number {
  if (rightmostBonfireSpace(s) < 0) return 0;
  let k = 0;
  for (let x = 0; x < s.n; x++) {
    if (!dcMeeting(s, x)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, x);
  }
  return k;
}

/** H2: an Infected Haint of each warring faction, both next to one hex, move onto it together and make a Bonfire (§1.20.5). */
const drawCloser: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['draw-closer'].id}`,
  name: C['draw-closer'].name,
  source: C['draw-closer'].source,
  canStart: (s) => dcMeetings(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) return dcMeetings(s, out);
    return dcSources(s, s.frames[fr + EF_M0]!, warring(s, step === 2), out);
  },
  apply: (s, fr, action, rng) => {
    const step = s.frames[fr + EF_STEP]!;
    s.frames[fr + EF_STEP] = step + 1;
    if (step === 0) {
      s.frames[fr + EF_M0] = argA(action);
      return OPEN;
    }
    if (step === 1) {
      s.frames[fr + EF_M1] = argA(action);
      return OPEN;
    }
    const x = s.frames[fr + EF_M0]!;
    const fa = warring(s, false);
    const fb = warring(s, true);
    // Both arrive together (L2779); a Doll is not carried: the Bonfire would push it off at once.
    for (let i = 0; i < 2; i++) {
      const f = i === 0 ? fa : fb;
      const src = i === 0 ? s.frames[fr + EF_M1]! : argA(action);
      moveUnits(s, f, src, x, 1, 0, RS_EFFECT, false, 1);
    }
    return makeBonfire(s, x, RS_EFFECT, rng);
  },
  describe: (s, fr, action) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) return `draw the Infected Haints together on hex ${hx(s, argA(action))}`;
    return `move the Infected Haint of ${FACTION_NAME[warring(s, step === 2)]} from hex ${hx(s, argA(action))}`;
  },
};

// ---- H4 Hell's Half Acre (L2783) -----------------------------------------------------------------

/** A Root of this turn touches the Brambles or a Mountain. */
function rootOnWasteland(s: HarrowGame): boolean {
  for (let i = 0; i < TOUCHED_SLOTS; i++) {
    const h = touchedHex(s, i);
    if (h >= 0 && (isBrambles(s.map, h) || isMountain(s.map, h))) return true;
  }
  return false;
}

/** H4: with a Root on the Brambles or a Mountain, gain any 2 terrain cubes (one colour choice each). */
const hellsHalfAcre: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['hells-half-acre'].id}`,
  name: C['hells-half-acre'].name,
  source: C['hells-half-acre'].source,
  canStart: (s) => supplyTotal(s) > 0 && rootOnWasteland(s),
  start: () => OPEN,
  legal: (s, _fr, out) => colourOptions(s, false, NONE, out),
  apply: (s, fr, action) => {
    gainCube(s, argA(action));
    const n = s.frames[fr + EF_STEP]! + 1;
    s.frames[fr + EF_STEP] = n;
    return goOn(s, n < C['hells-half-acre'].numbers.cubes.value && supplyTotal(s) > 0);
  },
  describe: (_s, _fr, action) => `gain a ${COLOUR_NAME[argA(action)]} Terrain Cube`,
};

// ---- H5 Lollygagger (L2785, G-85) ----------------------------------------------------------------
// Memory: EF_M0 the Bonfire hex.

/** Colours with enough cubes for the summon (A_EFFECT a = colour). */
function lgColours(s: HarrowGame, out: Int32Array | null): number {
  const cost = summonCost(s);
  let k = 0;
  for (let i = 0; i < N_TERRAIN; i++) {
    const c = TERRAIN_CUBES[i]!;
    if (bgH(s, c) < cost) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, c);
  }
  return k;
}
/** The Summon action is open to her: after the Tree (L2208), once per turn, with an action token left, Hester off the map, a Bonfire on it. */
const lgSummonOpen = (s: HarrowGame): boolean =>
  afterTree(s) && !boxUsed(s, BOX_SUMMON) && actionsLeft(s) > 0 && hesterHex(s) < 0 && bonfiresOnMap(s) > 0;

/**
 * H5: Summon Hester (her Summon action: 1 action token, once per turn, L2226) paying the cost with
 * cubes of any one colour, so also onto a Bonfire on a Mountain or the Brambles (G-85).
 */
const lollygagger: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C.lollygagger.id}`,
  name: C.lollygagger.name,
  source: C.lollygagger.source,
  canStart: (s) => lgSummonOpen(s) && lgColours(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 1) return lgColours(s, out);
    let k = 0;
    for (let h = 0; h < s.n; h++) if (s.bonfire[h]! > 0) out[k++] = encode(A_EFFECT, h);
    return k;
  },
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const cost = summonCost(s);
    for (let i = 0; i < cost; i++) payCube(s, argA(action));
    s.hester[HB_USED]!++;
    s.hester[HB_BOXES]! |= BOX_SUMMON;
    s.legendHex[LS_HESTER] = s.frames[fr + EF_M0]!;
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `summon Hester onto the Bonfire on hex ${hx(s, argA(action))}` : `pay ${summonCost(s)} ${COLOUR_NAME[argA(action)]} Terrain Cubes`,
};

// ---- H8 Only Hurt for a Moment (L2791) -----------------------------------------------------------
// Memory: EF_M0 the hex; EF_STEP 1, 2 the cubes being paid.

/** Hexes with an Infected Haint and an uninfected Haint (of the same faction: core rules). */
function ohHexes(s: HarrowGame, out: Int32Array | null): number {
  if (snakesLeft(s) === 0 || bgTotal(s) < C['only-hurt-for-a-moment'].numbers.cubeCost.value) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const f = haintFaction(s, h);
    if (f < 0 || infectedOn(s, f, h) === 0 || uninfectedHaints(s, f, h) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
/** Puts a snake on one uninfected Haint of f on h (L2214). */
function infect(s: HarrowGame, f: number, h: number): void {
  s.hester[HB_SNAKES]!--;
  s.infected[f * s.n + h]!++;
}

/** H8: pay any 2 terrain cubes to infect a Haint that shares its hex with an Infected Haint; any time, no Root, no Infect action. */
const onlyHurt: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['only-hurt-for-a-moment'].id}`,
  name: C['only-hurt-for-a-moment'].name,
  source: C['only-hurt-for-a-moment'].source,
  canStart: (s) => ohHexes(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => (s.frames[fr + EF_STEP] === 0 ? ohHexes(s, out) : colourOptions(s, true, NONE, out)),
  apply: (s, fr, action) => {
    const step = s.frames[fr + EF_STEP]!;
    s.frames[fr + EF_STEP] = step + 1;
    if (step === 0) {
      s.frames[fr + EF_M0] = argA(action);
      return OPEN;
    }
    payCube(s, argA(action));
    if (step < C['only-hurt-for-a-moment'].numbers.cubeCost.value) return OPEN;
    const h = s.frames[fr + EF_M0]!;
    infect(s, haintFaction(s, h), h);
    return endEffect(s);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `infect a Haint on hex ${hx(s, argA(action))}` : `pay a ${COLOUR_NAME[argA(action)]} Terrain Cube`,
};

// ---- H9 Reach (L2793, G-75) ----------------------------------------------------------------------
// Memory: EF_M0 the Legend slot.

/** Hexes next to Legend slot `slot` with a Root of this turn that its Legend may enter (A_EFFECT a = hex). */
function reachDests(s: HarrowGame, slot: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  const from = s.legendHex[slot]!;
  const f = slotFaction(slot);
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[from * 6 + d]!;
    if (h < 0 || !rootTouched(s, h, false) || !mayEnter(s, f, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
/** Movable Legends (either Kammi token, G-89) with a destination (A_EFFECT a = slot). */
function reachLegends(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if (!legendMovable(s, slot) || reachDests(s, slot, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, slot);
  }
  return k;
}

/** H9: move any Legend to an adjacent hex with a Root, carrying no Haints (G-75); its owner decides about a Doll. */
const reach: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C.reach.id}`,
  name: C.reach.name,
  source: C.reach.source,
  canStart: (s) => reachLegends(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => (s.frames[fr + EF_STEP] === 0 ? reachLegends(s, out) : reachDests(s, s.frames[fr + EF_M0]!, out)),
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    return moveLegend(s, s.frames[fr + EF_M0]!, argA(action), RS_EFFECT);
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `move ${SLOT_NAME[argA(action)]}` : `to hex ${hx(s, argA(action))}`,
};

// ---- H10 Tramping Ground (L2795) -----------------------------------------------------------------
// Memory: EF_M0 the piece's hex, EF_M1 1 when it is Hester.

/** Empty neighbours of src without Roots that the piece may enter (f < 0: Hester, G-26). */
function tgDests(s: HarrowGame, src: number, f: number, out: Int32Array | null): number {
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[src * 6 + d]!;
    if (h < 0 || unitsOn(s, h) > 0 || rootTouched(s, h, false)) continue;
    if (f >= 0 && !mayEnter(s, f, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
function tgPieces(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  const hh = hesterHex(s);
  if (hh >= 0 && tgDests(s, hh, NONE, null) > 0) {
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, hh, PIECE_HESTER);
  }
  for (let h = 0; h < s.n; h++) {
    const f = haintFaction(s, h);
    if (f < 0 || movableInfected(s, f, h) === 0 || tgDests(s, h, f, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h, 0);
  }
  return k;
}

/** H10: move 1 Infected Haint or Hester to an adjacent hex with no Units and no Roots. */
const trampingGround: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C['tramping-ground'].id}`,
  name: C['tramping-ground'].name,
  source: C['tramping-ground'].source,
  canStart: (s) => tgPieces(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 0) return tgPieces(s, out);
    const src = s.frames[fr + EF_M0]!;
    return tgDests(s, src, s.frames[fr + EF_M1] === PIECE_HESTER ? NONE : haintFaction(s, src), out);
  },
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      s.frames[fr + EF_M0] = argA(action);
      s.frames[fr + EF_M1] = argB(action);
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    const src = s.frames[fr + EF_M0]!;
    if (s.frames[fr + EF_M1] === PIECE_HESTER) {
      s.legendHex[LS_HESTER] = argA(action);
      return endEffect(s);
    }
    return moveInfected(s, fr, haintFaction(s, src), src, argA(action));
  },
  describe: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) return argB(action) === PIECE_HESTER ? `move Hester from hex ${hx(s, argA(action))}` : `move an Infected Haint from hex ${hx(s, argA(action))}`;
    return `to hex ${hx(s, argA(action))}`;
  },
};

// ---- H11 Ward (L2797) ----------------------------------------------------------------------------
// Memory: EF_M0 the touched slot of the Root hex; EF_M1 the faction whose Legend stands there (Legend rule).

/** A Unit-faction Legend on h (either Kammi token, G-89), −1 none. */
function legendFactionOn(s: HarrowGame, h: number): number {
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h) return slotFaction(slot);
  return NONE;
}
/** Hexes with an uninfected Haint of f (A_EFFECT a = hex). */
function uninfectedHexes(s: HarrowGame, f: number, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (uninfectedHaints(s, f, h) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}
/** Whether the Root hex of touched slot i can take Ward's infection: not yet infected this turn, an uninfected Haint there, or a Legend whose owner has one (L2217-2218). */
function wardSlotOk(s: HarrowGame, i: number): boolean {
  const h = touchedHex(s, i);
  if (h < 0 || ((s.hester[HB_INFECTED_AT]! >> i) & 1) !== 0) return false;
  const f = haintFaction(s, h);
  if (f >= 0 && uninfectedHaints(s, f, h) > 0) return true;
  const lf = legendFactionOn(s, h);
  return lf >= 0 && uninfectedHexes(s, lf, null) > 0;
}
/** Infecting is open: after the Tree (L2208), with the Infect box open or an action token to open it (G-22; one per use under `perUse`). */
function wardInfectOpen(s: HarrowGame): boolean {
  if (!afterTree(s)) return false;
  const perUse = hesterOf(s.config).perUse;
  return (!perUse && boxUsed(s, BOX_INFECT)) || actionsLeft(s) > 0;
}
function wardSlots(s: HarrowGame, out: Int32Array | null): number {
  // "The first Haint you infect this turn" (L2797): no Root hex infected yet this turn.
  if (s.hester[HB_INFECTED_AT] !== 0 || snakesLeft(s) === 0 || !wardInfectOpen(s)) return 0;
  let k = 0;
  for (let i = 0; i < TOUCHED_SLOTS; i++) {
    if (!wardSlotOk(s, i)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, touchedHex(s, i), i);
  }
  return k;
}
/** Ward's infection: the Infect action (opening the box, or one action per use, G-22) without its cubes. */
function wardInfect(s: HarrowGame, fr: Frame, f: number, h: number): number {
  const perUse = hesterOf(s.config).perUse;
  if (perUse || !boxUsed(s, BOX_INFECT)) s.hester[HB_USED]!++;
  s.hester[HB_BOXES]! |= BOX_INFECT;
  s.hester[HB_INFECTED_AT]! |= 1 << s.frames[fr + EF_M0]!;
  infect(s, f, h);
  return endEffect(s);
}

/**
 * H11: the first Haint infected this turn costs no cubes (L2797): an infection on a hex touched by
 * this turn's Roots (1 per hex), even on a Mountain or the Brambles; with a Legend and no
 * uninfected Haint there, any one Haint of its owner (L2217-2218).
 */
const ward: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${C.ward.id}`,
  name: C.ward.name,
  source: C.ward.source,
  canStart: (s) => wardSlots(s, null) > 0,
  start: () => OPEN,
  legal: (s, fr, out) => (s.frames[fr + EF_STEP] === 0 ? wardSlots(s, out) : uninfectedHexes(s, s.frames[fr + EF_M1]!, out)),
  apply: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 1) return wardInfect(s, fr, s.frames[fr + EF_M1]!, argA(action));
    const h = argA(action);
    s.frames[fr + EF_M0] = argB(action);
    const f = haintFaction(s, h);
    if (f >= 0 && uninfectedHaints(s, f, h) > 0) return wardInfect(s, fr, f, h);
    s.frames[fr + EF_M1] = legendFactionOn(s, h);
    s.frames[fr + EF_STEP] = 1;
    return OPEN;
  },
  describe: (s, fr, action) =>
    s.frames[fr + EF_STEP] === 0 ? `infect on hex ${hx(s, argA(action))} for free` : `infect a Haint on hex ${hx(s, argA(action))}`,
};

/** Hester's 13 cards, bound by key `card:<id>` (content.ts). */
export const HESTER_CARD_EFFECTS: readonly EffectHooks[] = [
  desperateGrasp,
  drawCloser,
  forcedSacrifice,
  hellsHalfAcre,
  lollygagger,
  mudInYerEye,
  nightHag,
  onlyHurt,
  reach,
  trampingGround,
  ward,
  whiteBowels,
  wildTangle,
];
