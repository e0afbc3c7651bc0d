// The three Goblins' Unique Powers (spec §1.3, L2737-2743) as effect hooks. Each says "Discard
// to …": ASSUMPTION G-18, the cost is Kammi's single purple Unique Power token (F_UNIQUE), so a
// Goblin power is used once per game; it is spent when the power starts. Distances are measured
// from the Goblin token (goblin-cards.ts `goblinHex`).
//
// Decisions (A_EFFECT a as below):
//   Brute      a = Legend slot to move next (or stop: the rest stay); then a = adjacent hex, up to 2 steps (or stop)
//   Trickster  a = the Doll (0..2) to pull
//   Backbiter  none: every adjacent hex holds Haints of one faction at most (R-CORE-2…4), so "1 Haint on each" is forced
import { A_EFFECT, A_EFFECT_STOP, argA, encode, kindOf } from '../../actions.js';
import { OPEN } from '../../basic-actions.js';
import { discardGoblinCards, killHaintAt } from '../../attack.js';
import { POWERS } from '../../data/legends.js';
import { dialKill, haintOpponent } from '../../dial.js';
import { EF_FAC, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { dollMayEnter, legendMovable, mayEnter, moveLegend } from '../../relocate.js';
import {
  DOLLS, FAC_F, FAC_K, FAC_P, F_HAINT_POSS, F_UNIQUE, F_WORDS, G_GOBLIN_ALIVE,
  G_KAMMI_REVEALED, LS_KAMMI1, LS_P, NAILS, NONE, UNIT_FACTIONS, slotFaction,
} from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import { SLOT_NAME, goblinHex, goblinSlot } from './goblin-cards.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const BRUTE = POWERS.brute;
const TRICKSTER = POWERS.trickster;
const BACKBITER = POWERS.backbiter;
const BRUTE_STEPS = BRUTE.numbers.maxSteps.value;
const TRICKSTER_DISTANCE = TRICKSTER.numbers.dollDistance.value;
/** ASSUMPTION G-49: Kammi's own Haints are killed too (the data flag's alternative spares them). */
const BACKBITER_OWN = BACKBITER.numbers.ownHaintsTargetable.value;

const hx = (s: HarrowGame, h: number): string => hexName(s.map.grid, h);
const STOP = encode(A_EFFECT_STOP);
const hasToken = (s: HarrowGame, fac: number): boolean => s.f[fi(fac, F_UNIQUE)]! > 0;
/** G-18: "Discard to …" spends the purple token. */
const spendToken = (s: HarrowGame, fac: number): void => {
  s.f[fi(fac, F_UNIQUE)]!--;
};

// ---- Brute --------------------------------------------------------------------------------

/** L2739: no Legend enters or passes through a hex with the opponent's goal (Protectors: Townsfolk; Family: Buildings). */
function opponentGoal(s: HarrowGame, h: number): boolean {
  const o = haintOpponent(s, FAC_K);
  if (o === FAC_P) return s.townsfolk[h]! > 0;
  if (o === FAC_F) return s.building[h]! > 0;
  return false;
}

/** Legal adjacent hexes for the Legend in `slot` (core rules for its faction, alone: no Haints, L2739). */
function bruteDests(s: HarrowGame, slot: number, out: Int32Array | null): number {
  const fac = slotFaction(slot);
  const from = s.legendHex[slot]!;
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const h = nbr[from * 6 + d]!;
    if (!mayEnter(s, fac, h, 1, s.config.basic) || opponentGoal(s, h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** Legends not yet moved (bit = slot in `done`) that can step. Hester is outside the 2-player game. */
function bruteLegends(s: HarrowGame, done: number, out: Int32Array | null): number {
  let k = 0;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if ((done >> slot) & 1 || !legendMovable(s, slot) || bruteDests(s, slot, null) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, slot);
  }
  return k;
}

/**
 * Brute (L2739): every Legend on the map, Kammi's two tokens included, moves up to 2 hexes, one
 * at a time, Kammi choosing the paths; each step is checked (so "through" is covered). Each
 * Legend's owner decides about a Doll on the hex it leaves (relocate.ts `moveLegend`).
 * Steps: 0 which Legend next (M0 = moved mask), 1 its steps (M1 slot, M2 steps taken).
 */
const brute: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${BRUTE.id}`,
  name: BRUTE.name,
  source: BRUTE.source,
  canStart: (s, fac) => hasToken(s, fac) && bruteLegends(s, 0, null) > 0,
  start: (s, fr) => {
    spendToken(s, s.frames[fr + EF_FAC]!);
    return bruteLegends(s, 0, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 0) {
      const k = bruteLegends(s, s.frames[fr + EF_M0]!, out);
      out[k] = STOP;
      return k + 1;
    }
    const k = bruteDests(s, s.frames[fr + EF_M1]!, out);
    out[k] = STOP;
    return k + 1;
  },
  apply: (s, fr, action) => {
    const stop = kindOf(action) === A_EFFECT_STOP;
    if (s.frames[fr + EF_STEP] === 0) {
      if (stop) return endEffect(s);
      const slot = argA(action);
      s.frames[fr + EF_M0]! |= 1 << slot;
      s.frames[fr + EF_M1] = slot;
      s.frames[fr + EF_M2] = 0;
      s.frames[fr + EF_STEP] = 1;
      return OPEN;
    }
    if (stop) return bruteNext(s, fr);
    s.frames[fr + EF_M2]!++;
    return moveLegend(s, s.frames[fr + EF_M1]!, argA(action), RS_EFFECT);
  },
  resume: (s, fr) => {
    const slot = s.frames[fr + EF_M1]!;
    if (s.frames[fr + EF_M2]! < BRUTE_STEPS && legendMovable(s, slot) && bruteDests(s, slot, null) > 0) return OPEN;
    return bruteNext(s, fr);
  },
  describe: (s, fr, action) => {
    if (s.frames[fr + EF_STEP] === 0) {
      if (kindOf(action) === A_EFFECT_STOP) return 'move no more Legends';
      return `move ${SLOT_NAME[argA(action)]} (on hex ${hx(s, s.legendHex[argA(action)]!)})`;
    }
    if (kindOf(action) === A_EFFECT_STOP) return 'that Legend moves no further';
    return `move it onto the adjacent hex ${hx(s, argA(action))}`;
  },
};

/** The Legend in progress is done: the next one, or the end. */
function bruteNext(s: HarrowGame, fr: number): number {
  s.frames[fr + EF_STEP] = 0;
  return bruteLegends(s, s.frames[fr + EF_M0]!, null) > 0 ? OPEN : endEffect(s);
}

// ---- Trickster ----------------------------------------------------------------------------

function tricksterDolls(s: HarrowGame, out: Int32Array | null): number {
  const g = goblinHex(s);
  if (g < 0 || !dollMayEnter(s, g)) return 0;
  let k = 0;
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0 || hexDistance(s.map.grid, g, h) !== TRICKSTER_DISTANCE) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, d);
  }
  return k;
}

/** Trickster (L2741): a Doll alone (no Unit) from a hex adjacent to the Goblin onto the Goblin's hex (R-CORE-5 still applies). */
const trickster: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${TRICKSTER.id}`,
  name: TRICKSTER.name,
  source: TRICKSTER.source,
  canStart: (s, fac) => hasToken(s, fac) && tricksterDolls(s, null) > 0,
  start: (s, fr) => {
    spendToken(s, s.frames[fr + EF_FAC]!);
    return tricksterDolls(s, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, _fr, out) => tricksterDolls(s, out),
  apply: (s, _fr, action) => {
    s.dollHex[argA(action)] = goblinHex(s);
    return endEffect(s);
  },
  describe: (s, _fr, action) => `pull the Doll on hex ${hx(s, s.dollHex[argA(action)]!)} onto the Goblin's hex ${hx(s, goblinHex(s))}`,
};

// ---- Backbiter ----------------------------------------------------------------------------

/**
 * Backbiter (L2743, G-49): kill 1 Haint on each hex adjacent to the Goblin, whatever its owner;
 * enemy kills go through the Haint Dial (dial.ts), Kammi's own Haints return to her Possessions
 * unscored. Then the Goblin leaves the game: its token off the map (a nail on it returns to
 * Bernice, G-92), its active cards discarded, no more cards (L2743), and the other token is
 * publicly Kammi (G_KAMMI_REVEALED).
 */
const backbiter: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${BACKBITER.id}`,
  name: BACKBITER.name,
  source: BACKBITER.source,
  canStart: (s, fac) => hasToken(s, fac) && goblinHex(s) >= 0,
  start: (s, fr) => {
    const fac = s.frames[fr + EF_FAC]!;
    const g = goblinHex(s);
    spendToken(s, fac);
    if (g < 0) return endEffect(s);
    const nbr = s.map.grid.nbr;
    for (let d = 0; d < 6; d++) {
      const h = nbr[g * 6 + d]!;
      if (h < 0) continue;
      for (let f = 0; f < UNIT_FACTIONS; f++) {
        if (s.haint[f * s.n + h] === 0 || (f === FAC_K && !BACKBITER_OWN)) continue;
        killHaintAt(s, f, h);
        if (f === FAC_K) s.f[fi(FAC_K, F_HAINT_POSS)]!++;
        else dialKill(s, s.config.attack.dial, FAC_K, f);
        break;
      }
    }
    const slot = goblinSlot(s);
    for (let i = 0; i < NAILS; i++) {
      if (s.nail[2 * i + 1] === slot && s.nail[2 * i] === g) {
        s.nail[2 * i] = NONE;
        s.nail[2 * i + 1] = NONE;
      }
    }
    s.legendHex[slot] = NONE;
    discardGoblinCards(s);
    s.g[G_GOBLIN_ALIVE] = 0;
    s.g[G_KAMMI_REVEALED] = 1;
    return endEffect(s);
  },
};

export const GOBLIN_POWER_EFFECTS: readonly EffectHooks[] = [brute, trickster, backbiter];
