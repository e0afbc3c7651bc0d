// The Family's 9 Upgrade tokens (spec §2.2; rulebook L1721-1746, L2697-2733) as effect hooks. Each
// hook table is "resolve this Upgrade token as one packet" (R-ABL-F step 5, L1744): the turn
// machine starts it when the card is played inside the Abilities jar and whenever the token is
// drawn (or chosen by Willa) later; EF_ARG is the card's ALL_CARDS index. The numbers are the card
// data's (data/cards.ts).
//
// Playing the card upgrades the bag for the rest of the game, so every Upgrade is playable even
// when its token could do nothing right now (canStart is always true).
//
// Cards with two parts "in either order" (Confluence, Psychopomp, Stormwalker) ask, while a part
// is left, for the next thing to do: the basic action packet, or the first choice of the other
// part; A_EFFECT_STOP declines whatever is left. A_EFFECT arguments: a = operation (OP_*), then
//   OP_BASIC                   the card's basic actions (one packet)
//   OP_FROM  b = hex           Confluence: the hex whose things are pulled; Psychopomp: the Haint's hex
//   OP_TO    b = hex           where they go
//   OP_WALK_HAINT b, c         Stormwalker: one Haint from hex b onto the adjacent Storm hex c
//   OP_WALK_LEGEND b           Stormwalker: the Legend onto the adjacent Storm hex b
//   OP_WALK_DONE               the Stormwalking is over
//   OP_SPAWN b = hex           Distant Stirring's SPAWN target
// EF_STEP: bit 0 the basic part done, bit 1 the other part done, bits 2+ the sub-step (SUB_*).
import { A_EFFECT, A_EFFECT_STOP, argA, argB, argC, encode, kindOf } from '../../actions.js';
import { advanceOptionExists, movableLegends } from '../../advance.js';
import { OPEN, hasStorm } from '../../basic-actions.js';
import { factionUnitsOn } from '../../attack.js';
import { UPGRADES } from '../../data/cards.js';
import { EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexName } from '../../hex.js';
import { isBrambles, isTerrainHex } from '../../map.js';
import { dollMayEnter, freeHaints, legendMovable, mayEnter, moveLegend, moveUnits, stepsToward } from '../../relocate.js';
import { spawnTargets } from '../../spawn.js';
import {
  FAC_F, FAC_K, FAC_P, F_HOME, F_SEAT, F_SPAWN_REACH, F_STORM_POSS, F_WORDS, LEGEND_FIRST, TK_ADV, TK_SPN, TK_STR, TOKEN_KINDS, UNIT_FACTIONS,
  dollOn, unitsOn, type Frame,
} from '../../state.js';
import { openPacket, type HarrowGame } from '../../turn.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const facOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_FAC]!;
const legendHexOf = (s: HarrowGame, fac: number): number => s.legendHex[LEGEND_FIRST[fac]!]!;
/** Scratch for one call (adjacent-hex lists, SPAWN-target probes); never read across calls. */
const STEPS = new Int32Array(6);
const PROBE = new Int32Array(8);

const OP_BASIC = 0;
const OP_FROM = 1;
const OP_TO = 2;
const OP_WALK_HAINT = 3;
const OP_WALK_LEGEND = 4;
const OP_WALK_DONE = 5;

const DONE_BASIC = 1;
const DONE_OTHER = 2;
const SUB_MENU = 0;
const SUB_DEST = 1; // OP_FROM chosen (EF_M0 = its hex): where to
const SUB_WALK = 2; // Stormwalking in progress
const subOf = (s: HarrowGame, fr: Frame): number => s.frames[fr + EF_STEP]! >> 2;
const setSub = (s: HarrowGame, fr: Frame, sub: number): void => {
  s.frames[fr + EF_STEP] = (s.frames[fr + EF_STEP]! & 3) | (sub << 2);
};

const KIND_WORD = ['ADVANCE', 'SPAWN', 'STRENGTHEN'] as const;

type Card = (typeof UPGRADES)[keyof typeof UPGRADES];

/** U3, U4, U5, U6, U9: the token is a packet of `count` basic actions of `kind` (Knife and Knitting: their attack part is attack.ts's, spec §2.2). */
function packetUpgrade(card: Card, kind: number, count: number): EffectHooks {
  return {
    ...NO_HOOKS,
    key: `card:${card.id}`,
    name: card.name,
    source: card.source,
    start: (s, fr) => openPacket(s, s.config, facOf(s, fr), kind, count, RS_EFFECT),
  };
}

// ---- the "in either order" frame ----------------------------------------------------------------

/** The other part of a two-part card: its options in the menu, its own sub-steps. */
interface OtherPart {
  /** Menu options of the other part (its first choice) from out[k]; returns the new end (out null: count only). */
  menu(s: HarrowGame, fr: Frame, out: Int32Array | null, k: number): number;
  /** Options of sub-step `sub` (≥ 1). */
  legal(s: HarrowGame, fr: Frame, sub: number, out: Int32Array): number;
  /** Applies one of the part's options (menu or sub-step): OPEN, or RS_EFFECT (the frame's `resume` goes on). */
  apply(s: HarrowGame, fr: Frame, action: number): number;
  /** A frame the part opened closed. */
  resume(s: HarrowGame, fr: Frame): number;
  describe(s: HarrowGame, action: number): string;
}

function basicPossible(s: HarrowGame, fac: number, kind: number, count: number): boolean {
  if (kind === TK_ADV) return advanceOptionExists(s, fac, count, s.config.basic);
  if (kind === TK_SPN) return spawnTargets(s, fac, PROBE, 0, s.config.basic) > 0;
  return true;
}

function twoPartUpgrade(card: Card, kind: number, count: number, other: OtherPart): EffectHooks {
  const menu = (s: HarrowGame, fr: Frame, out: Int32Array | null): number => {
    const done = s.frames[fr + EF_STEP]! & 3;
    let k = 0;
    if ((done & DONE_BASIC) === 0 && basicPossible(s, facOf(s, fr), kind, count)) {
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, OP_BASIC);
    }
    if ((done & DONE_OTHER) === 0) k = other.menu(s, fr, out, k);
    return k;
  };
  /** Back to the menu, or the end when nothing is left to choose. */
  const next = (s: HarrowGame, fr: Frame): number => {
    setSub(s, fr, SUB_MENU);
    return menu(s, fr, null) > 0 ? OPEN : endEffect(s);
  };
  return {
    ...NO_HOOKS,
    key: `card:${card.id}`,
    name: card.name,
    source: card.source,
    start: (s, fr) => next(s, fr),
    legal: (s, fr, out) => {
      const sub = subOf(s, fr);
      if (sub !== SUB_MENU) return other.legal(s, fr, sub, out);
      const k = menu(s, fr, out);
      out[k] = encode(A_EFFECT_STOP);
      return k + 1;
    },
    apply: (s, fr, action) => {
      if (kindOf(action) === A_EFFECT_STOP) return endEffect(s);
      if (argA(action) === OP_BASIC) {
        s.frames[fr + EF_STEP]! |= DONE_BASIC;
        return openPacket(s, s.config, facOf(s, fr), kind, count, RS_EFFECT);
      }
      // OPEN, or RS_EFFECT: `resume` then goes on (back to the menu once the part is back at SUB_MENU).
      return other.apply(s, fr, action);
    },
    resume: (s, fr) => (subOf(s, fr) === SUB_MENU ? next(s, fr) : other.resume(s, fr)),
    describe: (s, fr, action) => {
      if (kindOf(action) === A_EFFECT_STOP) return 'decline the rest of this Upgrade';
      if (argA(action) === OP_BASIC) return `${count} ${KIND_WORD[kind]}`;
      return other.describe(s, action);
    },
  };
}

/** Parts whose moves open no frame (no Doll question) are never resumed inside a sub-step. */
const noSubFrames = (): number => {
  throw new RangeError('upgrade: no frame was opened in this sub-step');
};

// ---- U1 Confluence (L2701) ----------------------------------------------------------------------

/** Either faction's Home Hex (ASSUMPTION G-90: nothing moves onto or off either). */
function isHome(s: HarrowGame, h: number): boolean {
  for (let f = 0; f < UNIT_FACTIONS; f++) if (s.f[fi(f, F_SEAT)]! >= 0 && s.f[fi(f, F_HOME)] === h) return true;
  return false;
}

/** What of hex h can move onto d (bit per thing, C_*), each tested against d as it is now (the things on h already share a hex legally). */
const C_UNITS = 1; // << faction
const C_TOKENS = 8;
const C_PATH = 16;
const C_STORM = 32;
const C_TOWNSFOLK = 64;
const C_BUILDING = 128;
const C_DOLL = 256;

function confluenceMask(s: HarrowGame, h: number, d: number): number {
  if (isHome(s, h) || isHome(s, d)) return 0;
  const basic = s.config.basic;
  const brambles = isBrambles(s.map, d);
  let m = 0;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    const size = freeHaints(s, f, h) + popcount(movableLegends(s, f, h));
    // A faction's movable Units go together; a Unit may not go onto its opponents' Units or goal pieces (mayHold).
    if (size > 0 && mayEnter(s, f, d, size, basic)) m |= C_UNITS << f;
  }
  for (let kind = 0; kind < TOKEN_KINDS; kind++) if (s.tok[kind * s.n + h]! > 0) m |= C_TOKENS;
  if (s.path[h]! > 0) m |= C_PATH;
  // L2701: no Storm, Townsfolk or Building onto the Brambles (printed Storms are the map's and stay).
  if (s.storm[h]! > 0 && !brambles) m |= C_STORM;
  // R-CORE-3…5: a Townsfolk never with Family or Kammi Units or a Doll; a Building never with Protector or Kammi Units or a Doll.
  if (s.townsfolk[h]! > 0 && !brambles && factionUnitsOn(s, FAC_F, d) + factionUnitsOn(s, FAC_K, d) === 0 && dollOn(s, d) < 0 && s.bonfire[d] === 0) {
    m |= C_TOWNSFOLK;
  }
  if (s.building[h]! > 0 && !brambles && factionUnitsOn(s, FAC_P, d) + factionUnitsOn(s, FAC_K, d) === 0 && dollOn(s, d) < 0) m |= C_BUILDING;
  if (dollOn(s, h) >= 0 && dollMayEnter(s, d)) m |= C_DOLL;
  return m;
}

const popcount = (m: number): number => {
  let k = 0;
  for (let x = m; x !== 0; x &= x - 1) k++;
  return k;
};

/** Destinations of the pull from h (one step closer to the Family Legend) where something moves. */
function confluenceDests(s: HarrowGame, h: number, out: Int32Array | null): number {
  const l = legendHexOf(s, FAC_F);
  if (l < 0) return 0;
  const m = stepsToward(s, h, l, STEPS);
  let k = 0;
  for (let i = 0; i < m; i++) {
    const d = STEPS[i]!;
    if (confluenceMask(s, h, d) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_TO, d);
  }
  return k;
}

/** Moves everything of h that can onto d (all decided on the position before the move). */
function confluenceMove(s: HarrowGame, h: number, d: number): void {
  const m = confluenceMask(s, h, d);
  const N = s.n;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if ((m & (C_UNITS << f)) === 0) continue;
    // The Doll is one of the pulled things itself: no Doll question (offerDoll false).
    moveUnits(s, f, h, d, freeHaints(s, f, h), movableLegends(s, f, h), RS_EFFECT, false);
  }
  if ((m & C_TOKENS) !== 0) {
    for (let kind = 0; kind < TOKEN_KINDS; kind++) {
      s.tok[kind * N + d]! += s.tok[kind * N + h]!;
      s.tok[kind * N + h] = 0;
    }
  }
  if ((m & C_PATH) !== 0) {
    s.path[d]! += s.path[h]!;
    s.path[h] = 0;
  }
  if ((m & C_STORM) !== 0) {
    // L2701: a Storm pulled onto a Storm does nothing more; it goes back to the Possessions.
    if (hasStorm(s, d)) s.f[fi(FAC_F, F_STORM_POSS)]! += s.storm[h]!;
    else s.storm[d] = s.storm[h]!;
    s.storm[h] = 0;
  }
  if ((m & C_TOWNSFOLK) !== 0) {
    s.townsfolk[d]! += s.townsfolk[h]!;
    s.townsfolk[h] = 0;
  }
  if ((m & C_BUILDING) !== 0) {
    s.building[d]! += s.building[h]!;
    s.building[h] = 0;
  }
  if ((m & C_DOLL) !== 0) s.dollHex[dollOn(s, h)] = d;
}

const confluencePart: OtherPart = {
  menu: (s, _fr, out, k) => {
    for (let h = 0; h < s.n; h++) {
      if (confluenceDests(s, h, null) === 0) continue;
      if (out === null) return k + 1;
      out[k++] = encode(A_EFFECT, OP_FROM, h);
    }
    return k;
  },
  legal: (s, fr, _sub, out) => confluenceDests(s, s.frames[fr + EF_M0]!, out),
  apply: (s, fr, action) => {
    if (argA(action) === OP_FROM) {
      s.frames[fr + EF_M0] = argB(action);
      setSub(s, fr, SUB_DEST);
      return OPEN;
    }
    confluenceMove(s, s.frames[fr + EF_M0]!, argB(action));
    s.frames[fr + EF_STEP]! |= DONE_OTHER;
    setSub(s, fr, SUB_MENU);
    return RS_EFFECT;
  },
  resume: noSubFrames,
  describe: (s, action) =>
    argA(action) === OP_FROM
      ? `pull all things in hex ${hexName(s.map.grid, argB(action))} 1 hex closer to your Legend`
      : `pull them onto hex ${hexName(s.map.grid, argB(action))}`,
};

// ---- U7 Psychopomp (L2725) ------------------------------------------------------------------

/** Uninfected, unnailed Haints of the Family on h (ASSUMPTION G-62: your own Haint). */
const relocatable = (s: HarrowGame, h: number): number =>
  Math.min(freeHaints(s, FAC_F, h), s.haint[FAC_F * s.n + h]! - s.infected[FAC_F * s.n + h]!);

/** L2725: a terrain hex (not a Mountain or the Brambles) with no Units and no Ability Tokens, core rules kept. */
function psychopompDest(s: HarrowGame, d: number): boolean {
  if (!isTerrainHex(s.map, d) || unitsOn(s, d) > 0) return false;
  for (let kind = 0; kind < TOKEN_KINDS; kind++) if (s.tok[kind * s.n + d]! > 0) return false;
  return mayEnter(s, FAC_F, d, 1, s.config.basic);
}

function psychopompDests(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let d = 0; d < s.n; d++) {
    if (!psychopompDest(s, d)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, OP_TO, d);
  }
  return k;
}

const psychopompPart: OtherPart = {
  menu: (s, _fr, out, k) => {
    if (psychopompDests(s, null) === 0) return k;
    for (let h = 0; h < s.n; h++) {
      if (relocatable(s, h) <= 0) continue;
      if (out === null) return k + 1;
      out[k++] = encode(A_EFFECT, OP_FROM, h);
    }
    return k;
  },
  legal: (s, _fr, _sub, out) => psychopompDests(s, out),
  apply: (s, fr, action) => {
    if (argA(action) === OP_FROM) {
      s.frames[fr + EF_M0] = argB(action);
      setSub(s, fr, SUB_DEST);
      return OPEN;
    }
    s.frames[fr + EF_STEP]! |= DONE_OTHER;
    setSub(s, fr, SUB_MENU);
    // A relocation is no step onto an adjacent hex: the Doll stays (R-ADV-5 is about moves); entry triggers fire.
    return moveUnits(s, FAC_F, s.frames[fr + EF_M0]!, argB(action), 1, 0, RS_EFFECT, false);
  },
  resume: noSubFrames,
  describe: (s, action) =>
    argA(action) === OP_FROM
      ? `relocate 1 uninfected Haint from hex ${hexName(s.map.grid, argB(action))}`
      : `relocate it to hex ${hexName(s.map.grid, argB(action))}`,
};

// ---- U8 Stormwalker (L2729) -----------------------------------------------------------------
// One atomic Stormwalking step: each Unit moves at most once. Haints are counted per hex, so a hex
// that received Stormwalking Haints (EF_M0 / EF_M1: bit per hex) is no longer a source; any
// simultaneous plan can be played in an order that moves a hex's own Haints before others arrive.
// EF_M2 = 1 once the Legend walked.

const received = (s: HarrowGame, fr: Frame, h: number): boolean =>
  ((s.frames[fr + (h < 32 ? EF_M0 : EF_M1)]! >>> (h & 31)) & 1) === 1;
const markReceived = (s: HarrowGame, fr: Frame, h: number): void => {
  s.frames[fr + (h < 32 ? EF_M0 : EF_M1)]! |= 1 << (h & 31);
};

function walks(s: HarrowGame, fr: Frame, out: Int32Array | null, k0: number): number {
  let k = k0;
  const nbr = s.map.grid.nbr;
  const basic = s.config.basic;
  const l = legendHexOf(s, FAC_F);
  if (s.frames[fr + EF_M2] === 0 && l >= 0 && legendMovable(s, LEGEND_FIRST[FAC_F]!)) {
    for (let i = 0; i < 6; i++) {
      const d = nbr[l * 6 + i]!;
      if (d < 0 || !hasStorm(s, d) || !mayEnter(s, FAC_F, d, 1, basic)) continue;
      if (out === null) return k + 1;
      out[k++] = encode(A_EFFECT, OP_WALK_LEGEND, d);
    }
  }
  for (let h = 0; h < s.n; h++) {
    if (freeHaints(s, FAC_F, h) === 0 || received(s, fr, h)) continue;
    for (let i = 0; i < 6; i++) {
      const d = nbr[h * 6 + i]!;
      if (d < 0 || !hasStorm(s, d) || !mayEnter(s, FAC_F, d, 1, basic)) continue;
      if (out === null) return k + 1;
      out[k++] = encode(A_EFFECT, OP_WALK_HAINT, h, d);
    }
  }
  return k;
}

/** The Stormwalking goes on while a walk is left, else it is over. */
function walkOn(s: HarrowGame, fr: Frame): number {
  if (walks(s, fr, null, 0) > 0) return OPEN;
  s.frames[fr + EF_STEP]! |= DONE_OTHER;
  setSub(s, fr, SUB_MENU);
  return RS_EFFECT;
}

const stormwalkerPart: OtherPart = {
  menu: (s, fr, out, k) => {
    if (s.n > 64) throw new RangeError('Stormwalker: the received-hex mask holds 64 hexes');
    return walks(s, fr, out, k);
  },
  legal: (s, fr, _sub, out) => {
    const k = walks(s, fr, out, 0);
    out[k] = encode(A_EFFECT, OP_WALK_DONE);
    return k + 1;
  },
  apply: (s, fr, action) => {
    const op = argA(action);
    if (op === OP_WALK_DONE) {
      s.frames[fr + EF_STEP]! |= DONE_OTHER;
      setSub(s, fr, SUB_MENU);
      return RS_EFFECT;
    }
    setSub(s, fr, SUB_WALK);
    if (op === OP_WALK_LEGEND) {
      s.frames[fr + EF_M2] = 1;
      return moveLegend(s, LEGEND_FIRST[FAC_F]!, argB(action), RS_EFFECT);
    }
    const d = argC(action);
    markReceived(s, fr, d);
    return moveUnits(s, FAC_F, argB(action), d, 1, 0, RS_EFFECT);
  },
  resume: (s, fr) => walkOn(s, fr),
  describe: (s, action) => {
    const g = s.map.grid;
    switch (argA(action)) {
      case OP_WALK_LEGEND:
        return `Stormwalk: your Legend onto the adjacent Storm hex ${hexName(g, argB(action))}`;
      case OP_WALK_HAINT:
        return `Stormwalk: 1 Haint from hex ${hexName(g, argB(action))} onto the adjacent Storm hex ${hexName(g, argC(action))}`;
      default:
        return 'end the Stormwalking';
    }
  },
};

// ---- U2 Distant Stirring (L2705) ----------------------------------------------------------------

const STIRRING = UPGRADES['distant-stirring'];
/**
 * 1 SPAWN; for the rest of this turn every SPAWN may also target a legal hex within the range of
 * the Legend (2, 3 from a Mountain; the Home Hex stays a target): F_SPAWN_REACH, read by spawn.ts.
 */
const distantStirring: EffectHooks = {
  ...NO_HOOKS,
  key: `card:${STIRRING.id}`,
  name: STIRRING.name,
  source: STIRRING.source,
  start: (s, fr) => {
    const fac = facOf(s, fr);
    s.f[fi(fac, F_SPAWN_REACH)] = 1;
    return openPacket(s, s.config, fac, TK_SPN, STIRRING.numbers.spawn.value, RS_EFFECT);
  },
};

// ---- the table ------------------------------------------------------------------------------

const U = UPGRADES;

export const UPGRADE_EFFECTS: readonly EffectHooks[] = [
  twoPartUpgrade(U.confluence, TK_SPN, U.confluence.numbers.spawn.value, confluencePart),
  distantStirring,
  packetUpgrade(U['faceless-portraits'], TK_SPN, U['faceless-portraits'].numbers.spawn.value),
  packetUpgrade(U['knife-in-the-dark'], TK_STR, U['knife-in-the-dark'].numbers.strengthen.value),
  packetUpgrade(U['knitting-fate'], TK_STR, U['knitting-fate'].numbers.strengthen.value),
  packetUpgrade(U['meeting-lodge'], TK_ADV, U['meeting-lodge'].numbers.advance.value),
  twoPartUpgrade(U.psychopomp, TK_ADV, U.psychopomp.numbers.advance.value, psychopompPart),
  twoPartUpgrade(U.stormwalker, TK_ADV, U.stormwalker.numbers.advance.value, stormwalkerPart),
  packetUpgrade(U['sound-and-fury'], TK_STR, U['sound-and-fury'].numbers.strengthen.value),
];
