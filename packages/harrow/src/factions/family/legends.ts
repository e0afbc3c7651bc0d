// The Family Legends' Unique Powers (spec §1.3 R-LEG-LEVI … R-LEG-WILLA; rulebook L532-540,
// L2685-2695) as effect hooks (effects.ts). The Family Legend is slot LS_F; the Legend jar starts
// the power with EF_ARG 0. Numbers come from data/legends.ts (POWERS.*.numbers).
//
// Decisions (A_EFFECT a, b):
//   Levi     a = source hex, then a = destination hex; A_EFFECT_STOP ends (optional throughout).
//   Corbin   a = hex of the Haint taken off; then a = SPAWN hex per SPAWN (A_EFFECT_STOP skips the rest).
//   Odessa   a = cubes moved onto her board (A_EFFECT_STOP: none); after a Tree activation inside an
//            attack (attack.ts `afterTree`, EF_ARG = AFTER_TREE) a = cubes returned (STOP: none).
//   Mildred  a = hex Mildred is relocated to; after the Tree, a = Storm hex, then a = token kind (STOP ends).
//   Kaine    a = hex, b = faction of the enemy Haint removed.
//   Willa    a = bag kind of the token taken out of the bag and resolved.
import type { Rng } from '@balance-lab/core';
import { A_EFFECT, A_EFFECT_STOP, argA, argB, encode, kindOf } from '../../actions.js';
import { AFTER_TREE, activateTree, attackAfterTree, killHaintAt } from '../../attack.js';
import { OPEN, hasStorm } from '../../basic-actions.js';
import { ABILITY_TOKEN_NAMES } from '../../data/maps.js';
import { UPGRADE_CARDS } from '../../data/cards.js';
import { POWERS } from '../../data/legends.js';
import { EF_ARG, EF_M0, EF_M1, EF_M2, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { hexDistance, hexName } from '../../hex.js';
import { terrainOf } from '../../map.js';
import { freeHaints, legendMovable, mayEnter, moveLegend, moveUnits } from '../../relocate.js';
import { spawnOnto, spawnable } from '../../spawn.js';
import {
  BAG_BASIC, BAG_KINDS, COLOURS, FACTION_COLOUR, FAC_F, F_HAINT_POSS, F_HOME, F_WORDS, G_BOX_TOKEN, LS_F, TOKEN_KINDS, UNIT_FACTIONS,
  type Frame,
} from '../../state.js';
import { resolveFamilyToken, type HarrowGame } from '../../turn.js';

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
/** The Family's cubes: Battleground / Odessa's board index (blue, state.ts FACTION_COLOUR). */
const BLUE_F = FAC_F * COLOURS + FACTION_COLOUR[FAC_F]!;
const isStop = (action: number): boolean => kindOf(action) === A_EFFECT_STOP;
const FACTION_NAMES = ['Protector', 'Family', 'Kammi'] as const;

// ---- Levi (R-LEG-LEVI, L532-540, L2685) -----------------------------------------------------
//
// Each Haint moves at most once. Haints are not told apart, so the effect remembers the hexes
// that RECEIVED a Levi move (a bitmask over the hexes in EF_M0…EF_M2, 96 bits) and never lets a
// Haint leave such a hex again: a hex's own Haints must leave before any arrive. Every legal set
// of moves can be played in that order (a chain A→B→C as B→C, then A→B; departures first only
// frees room under the Unit limit), except cycles, which leave every hex's count unchanged.
// EF_STEP: 0 = choose a source hex; src + 1 = choose where the Haint from src goes.

const LEVI = POWERS.levi;
/** Hexes the received-hex bitmask can hold (EF_M0…EF_M2). */
const LEVI_MASK_HEXES = 96;

const received = (s: HarrowGame, fr: Frame, h: number): boolean => ((s.frames[fr + EF_M0 + (h >> 5)]! >>> (h & 31)) & 1) === 1;

/** Levi's terrain, or −1 when he is off the map or on a Mountain or the Brambles (no move then). */
function leviTerrain(s: HarrowGame): number {
  const h = s.legendHex[LS_F]!;
  return h < 0 ? -1 : terrainOf(s.map, h);
}

/** A Levi move src → dst (adjacent): one of the two hexes has Levi's terrain; dst may hold one more Family Unit. */
const leviStep = (s: HarrowGame, t: number, src: number, dst: number): boolean =>
  dst >= 0 && (terrainOf(s.map, src) === t || terrainOf(s.map, dst) === t) && mayEnter(s, FAC_F, dst, 1, s.config.basic);

/** Destinations of a Haint on src (written as A_EFFECT codes when out is given); the count. */
function leviDests(s: HarrowGame, t: number, src: number, out: Int32Array | null, at: number): number {
  const nbr = s.map.grid.nbr;
  let k = at;
  for (let d = 0; d < 6; d++) {
    const dst = nbr[src * 6 + d]!;
    if (!leviStep(s, t, src, dst)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, dst);
  }
  return k - at;
}

/** Hexes with a Haint that has not moved yet (free of nails, never received one) and somewhere to go. */
function leviSources(s: HarrowGame, fr: Frame, out: Int32Array | null): number {
  const t = leviTerrain(s);
  if (t < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (freeHaints(s, FAC_F, h) === 0 || (fr >= 0 && received(s, fr, h)) || leviDests(s, t, h, null, 0) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

const levi: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${LEVI.id}`,
  name: LEVI.name,
  source: `${LEVI.source}, L532-540`,
  canStart: (s) => s.n <= LEVI_MASK_HEXES && leviSources(s, -1, null) > 0,
  start: (s, fr) => {
    if (s.n > LEVI_MASK_HEXES) throw new RangeError(`Levi: the moved-hex memory holds ${LEVI_MASK_HEXES} hexes, the map has ${s.n}`);
    return leviSources(s, fr, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step > 0) return leviDests(s, leviTerrain(s), step - 1, out, 0);
    const k = leviSources(s, fr, out);
    out[k] = encode(A_EFFECT_STOP);
    return k + 1;
  },
  apply: (s, fr, action) => {
    if (isStop(action)) return endEffect(s);
    const step = s.frames[fr + EF_STEP]!;
    const h = argA(action);
    if (step === 0) {
      s.frames[fr + EF_STEP] = h + 1;
      return OPEN;
    }
    s.frames[fr + EF_STEP] = 0;
    s.frames[fr + EF_M0 + (h >> 5)]! |= 1 << (h & 31);
    // Not an ADVANCE (L2685): no Mountain / Storm cost; Levi stays (L540); the Doll may follow (R-ADV-5).
    return moveUnits(s, FAC_F, step - 1, h, 1, 0, RS_EFFECT);
  },
  resume: (s, fr) => (leviSources(s, fr, null) > 0 ? OPEN : endEffect(s)),
  describe: (s, fr, action) => {
    if (isStop(action)) return 'stop moving Haints';
    const step = s.frames[fr + EF_STEP]!;
    return step === 0
      ? `move a Haint from hex ${hexName(s.map.grid, argA(action))}`
      : `move the Haint from hex ${hexName(s.map.grid, step - 1)} to hex ${hexName(s.map.grid, argA(action))}`;
  },
};

// ---- Corbin (R-LEG-CORBIN, L2687, G-48) ------------------------------------------------------
// EF_STEP 0: which Haint comes off (mandatory, the cost: G-48); 1: the SPAWNs, EF_M0 = SPAWNs made.

const CORBIN = POWERS.corbin;

/** SPAWN targets: legal hexes within `spawnRadius` of Corbin or of the Home Hex (L2687). */
function corbinTargets(s: HarrowGame, out: Int32Array | null): number {
  if (s.f[fi(FAC_F, F_HAINT_POSS)]! <= 0) return 0;
  const g = s.map.grid;
  const corbin = s.legendHex[LS_F]!;
  const home = s.f[fi(FAC_F, F_HOME)]!;
  const radius = CORBIN.numbers.spawnRadius.value;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    const near = (corbin >= 0 && hexDistance(g, h, corbin) <= radius) || (home >= 0 && hexDistance(g, h, home) <= radius);
    if (!near || !spawnable(s, FAC_F, h, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** Hexes with a Haint Corbin may take off (not nailed, L2687). */
function corbinRemovals(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (freeHaints(s, FAC_F, h) === 0) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

const corbin: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${CORBIN.id}`,
  name: CORBIN.name,
  source: CORBIN.source,
  // G-48: without a Haint to take off, the power cannot be used.
  canStart: (s) => !CORBIN.numbers.removalRequired.value || corbinRemovals(s, null) > 0,
  start: (s, fr) => {
    if (corbinRemovals(s, null) > 0) return OPEN;
    s.frames[fr + EF_STEP] = 1;
    return corbinTargets(s, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    if (s.frames[fr + EF_STEP] === 0) return corbinRemovals(s, out);
    const k = corbinTargets(s, out);
    out[k] = encode(A_EFFECT_STOP);
    return k + 1;
  },
  apply: (s, fr, action) => {
    if (isStop(action)) return endEffect(s);
    const h = argA(action);
    if (s.frames[fr + EF_STEP] === 0) {
      killHaintAt(s, FAC_F, h);
      s.f[fi(FAC_F, F_HAINT_POSS)]!++;
      s.frames[fr + EF_STEP] = 1;
    } else {
      spawnOnto(s, FAC_F, h, s.config.basic);
      s.frames[fr + EF_M0]!++;
    }
    return s.frames[fr + EF_M0]! < CORBIN.numbers.spawns.value && corbinTargets(s, null) > 0 ? OPEN : endEffect(s);
  },
  describe: (s, fr, action) => {
    if (isStop(action)) return 'SPAWN no more';
    const h = hexName(s.map.grid, argA(action));
    return s.frames[fr + EF_STEP] === 0 ? `take a Haint off hex ${h}` : `SPAWN a Haint onto hex ${h}`;
  },
};

// ---- Odessa (R-LEG-ODESSA, L2689, G-45) ------------------------------------------------------
// Her board is s.stash (Family blue): not the Battleground, not the Tree, not the 6-cube cap.
// EF_STEP 0: the power, cubes onto the board; ODESSA_RETURN: after a Tree activation in an attack
// (started by attack.ts with EF_ARG AFTER_TREE), cubes back to the Battleground, counting in that
// comparison (G-45); the attack then goes on (`attackAfterTree`).

const ODESSA = POWERS.odessa;
const ODESSA_RETURN = 1;

/** Cubes the power may move onto the board now: up to `cubesMoved`, the board holding at most `maxCubesOnBoard`. */
const odessaTakeMax = (s: HarrowGame): number =>
  Math.min(ODESSA.numbers.cubesMoved.value, ODESSA.numbers.maxCubesOnBoard.value - s.stash[BLUE_F]!, s.bg[BLUE_F]!);

const odessa: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${ODESSA.id}`,
  name: ODESSA.name,
  source: ODESSA.source,
  canStart: (s, _fac, arg) => (arg === AFTER_TREE ? s.stash[BLUE_F]! > 0 : odessaTakeMax(s) > 0),
  start: (s, fr) => {
    if (s.frames[fr + EF_ARG] === AFTER_TREE) {
      s.frames[fr + EF_STEP] = ODESSA_RETURN;
      return OPEN;
    }
    return odessaTakeMax(s) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    const max = s.frames[fr + EF_STEP] === ODESSA_RETURN ? s.stash[BLUE_F]! : odessaTakeMax(s);
    for (let n = 1; n <= max; n++) out[n - 1] = encode(A_EFFECT, n);
    out[max] = encode(A_EFFECT_STOP);
    return max + 1;
  },
  apply: (s, fr, action) => {
    const n = isStop(action) ? 0 : argA(action);
    if (s.frames[fr + EF_STEP] !== ODESSA_RETURN) {
      s.bg[BLUE_F]! -= n;
      s.stash[BLUE_F]! += n;
      return endEffect(s);
    }
    s.stash[BLUE_F]! -= n;
    s.bg[BLUE_F]! += n;
    endEffect(s); // the attack frame below goes on with the comparison, not with this frame's resume code
    return attackAfterTree(s, s.config.attack);
  },
  describe: (s, fr, action) => {
    const back = s.frames[fr + EF_STEP] === ODESSA_RETURN;
    if (isStop(action)) return back ? 'return no cubes to the Battleground' : 'take no cubes';
    return back
      ? `return ${argA(action)} cube(s) from your Character Board to the Battleground`
      : `take ${argA(action)} cube(s) from the Battleground onto your Character Board`;
  },
};

// ---- Mildred (R-LEG-MILDRED, L2691, G-72) ----------------------------------------------------
// EF_STEP 0: where Mildred goes; 1: the Tree (after the Doll question); 2: a Storm hex for a token;
// 3: which token goes on hex EF_M1. EF_M0 = first token hex + 1; EF_M2 = tokens placed.

const MILDRED = POWERS.mildred;

/** Hexes Mildred may be relocated to: another hex with a Family Haint she may enter. */
function mildredDests(s: HarrowGame, out: Int32Array | null): number {
  if (!legendMovable(s, LS_F)) return 0;
  const from = s.legendHex[LS_F]!;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (h === from || s.haint[FAC_F * s.n + h] === 0 || !mayEnter(s, FAC_F, h, 1, s.config.basic)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

const boxTokens = (s: HarrowGame): number => {
  let k = 0;
  for (let t = 0; t < TOKEN_KINDS; t++) k += s.g[G_BOX_TOKEN + t]!;
  return k;
};

/** Storm hexes still open for a token (not the first token's hex: "each onto a different Storm hex"). */
function mildredStorms(s: HarrowGame, fr: Frame, out: Int32Array | null): number {
  if (boxTokens(s) === 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (!hasStorm(s, h) || s.frames[fr + EF_M0] === h + 1) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, h);
  }
  return k;
}

/** G-72: all Battleground cubes of all players go in; ≥ `ownCubesNeeded` blue out ⇒ the tokens. */
function mildredTree(s: HarrowGame, fr: Frame, rng: Rng): number {
  activateTree(s, s.config.attack, rng);
  if (s.bg[BLUE_F]! < MILDRED.numbers.ownCubesNeeded.value) return endEffect(s);
  s.frames[fr + EF_STEP] = 2;
  return mildredStorms(s, fr, null) > 0 ? OPEN : endEffect(s);
}

const mildred: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${MILDRED.id}`,
  name: MILDRED.name,
  source: MILDRED.source,
  start: (s, fr, rng) => {
    if (mildredDests(s, null) > 0) return OPEN; // L2691: "you will always get to move Mildred"
    s.frames[fr + EF_STEP] = 1;
    return mildredTree(s, fr, rng);
  },
  legal: (s, fr, out) => {
    const step = s.frames[fr + EF_STEP]!;
    if (step === 0) return mildredDests(s, out);
    if (step === 3) {
      let k = 0;
      for (let t = 0; t < TOKEN_KINDS; t++) if (s.g[G_BOX_TOKEN + t]! > 0) out[k++] = encode(A_EFFECT, t);
      return k;
    }
    const k = mildredStorms(s, fr, out);
    out[k] = encode(A_EFFECT_STOP);
    return k + 1;
  },
  apply: (s, fr, action) => {
    const step = s.frames[fr + EF_STEP]!;
    if (isStop(action)) return endEffect(s);
    const a = argA(action);
    if (step === 0) {
      s.frames[fr + EF_STEP] = 1;
      return moveLegend(s, LS_F, a, RS_EFFECT);
    }
    if (step === 2) {
      s.frames[fr + EF_M1] = a;
      s.frames[fr + EF_STEP] = 3;
      return OPEN;
    }
    const h = s.frames[fr + EF_M1]!;
    s.tok[a * s.n + h]!++;
    s.g[G_BOX_TOKEN + a]!--;
    s.frames[fr + EF_M0] = h + 1;
    s.frames[fr + EF_M2]!++;
    s.frames[fr + EF_STEP] = 2;
    return s.frames[fr + EF_M2]! < MILDRED.numbers.tokensPlaced.value && mildredStorms(s, fr, null) > 0 ? OPEN : endEffect(s);
  },
  resume: (s, fr, rng) => mildredTree(s, fr, rng),
  describe: (s, fr, action) => {
    const step = s.frames[fr + EF_STEP]!;
    if (isStop(action)) return 'place no more Ability Tokens';
    const a = argA(action);
    if (step === 0) return `relocate Mildred to hex ${hexName(s.map.grid, a)}`;
    if (step === 2) return `place an Ability Token from the box on the Storm hex ${hexName(s.map.grid, a)}`;
    return `place a ${ABILITY_TOKEN_NAMES[a]} token on hex ${hexName(s.map.grid, s.frames[fr + EF_M1]!)}`;
  },
};

// ---- Kaine (R-LEG-KAINE, L2693, G-72) --------------------------------------------------------

const KAINE = POWERS.kaine;

/** Enemy Haints on hexes of Kaine's terrain: A_EFFECT (hex, faction). */
function kaineTargets(s: HarrowGame, out: Int32Array | null): number {
  const kh = s.legendHex[LS_F]!;
  const t = kh < 0 ? -1 : terrainOf(s.map, kh);
  if (t < 0) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (terrainOf(s.map, h) !== t) continue;
    for (let o = 0; o < UNIT_FACTIONS; o++) {
      if (o === FAC_F || s.haint[o * s.n + h] === 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, h, o);
    }
  }
  return k;
}

const kaine: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${KAINE.id}`,
  name: KAINE.name,
  source: KAINE.source,
  // L2693: "he needs to be on a terrain hex".
  canStart: (s) => s.legendHex[LS_F]! >= 0 && terrainOf(s.map, s.legendHex[LS_F]!) >= 0,
  start: (s, _fr, rng) => {
    activateTree(s, s.config.attack, rng); // G-72: all Battleground cubes of all players go in
    return s.bg[BLUE_F]! >= KAINE.numbers.ownCubesNeeded.value && kaineTargets(s, null) > 0 ? OPEN : endEffect(s);
  },
  legal: (s, _fr, out) => kaineTargets(s, out),
  apply: (s, _fr, action) => {
    const o = argB(action);
    // L2693: back to its owner's Possessions; no point, no Haint Dial, no cubes paid.
    killHaintAt(s, o, argA(action));
    s.f[fi(o, F_HAINT_POSS)]!++;
    return endEffect(s);
  },
  describe: (s, _fr, action) => `remove a ${FACTION_NAMES[argB(action)]} Haint from hex ${hexName(s.map.grid, argA(action))}`,
};

// ---- Willa (R-LEG-WILLA, L2695) --------------------------------------------------------------
// The token leaves the bag for s.drawn, so this turn's Clean-Up files it like any used token (L2695).

const WILLA = POWERS.willa;

/** Whether the bag token of `kind` can be resolved: a basic token always; an Upgrade token when its card's effect can start. */
function willaMay(s: HarrowGame, kind: number): boolean {
  if (s.bag[kind] === 0) return false;
  if (kind < BAG_BASIC) return true;
  if (!WILLA.numbers.upgradeTokenAllowed.value) return false;
  const card = s.config.upgradeCard[kind - BAG_BASIC]!;
  const id = card >= 0 ? s.config.cardEffect[card]! : -1;
  return id >= 0 && s.config.effects[id]!.canStart(s, FAC_F, card);
}

function willaKinds(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  for (let kind = 0; kind < BAG_KINDS; kind++) {
    if (!willaMay(s, kind)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_EFFECT, kind);
  }
  return k;
}

const BAG_NAMES = ['ADVANCE', 'SPAWN', 'STRENGTHEN'] as const;

const willa: EffectHooks = {
  ...NO_HOOKS,
  key: `power:${WILLA.id}`,
  name: WILLA.name,
  source: WILLA.source,
  canStart: (s) => willaKinds(s, null) > 0,
  start: (s) => (willaKinds(s, null) > 0 ? OPEN : endEffect(s)),
  legal: (s, _fr, out) => willaKinds(s, out),
  apply: (s, fr, action, rng) => {
    const kind = argA(action);
    s.bag[kind]!--;
    s.drawn[kind]!++;
    s.frames[fr + EF_STEP] = 1;
    return resolveFamilyToken(s, s.config, kind, RS_EFFECT, rng);
  },
  describe: (_s, _fr, action) => {
    const kind = argA(action);
    return kind < BAG_BASIC ? `take the ${BAG_NAMES[kind]} token out of the bag and resolve it` : `take the Upgrade token ${UPGRADE_CARDS[kind - BAG_BASIC]!.name} out of the bag and resolve it`;
  },
};

export const FAMILY_POWER_EFFECTS: readonly EffectHooks[] = [levi, corbin, odessa, mildred, kaine, willa];
