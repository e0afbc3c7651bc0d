// Landmarks in the Command Phase (spec §3.1, CF-20/21, G53, G72). Roll effects: once per army per
// Command Phase, at 0 Actions, while the army stands there; on a D8 at least the Landmark's
// `rollAtLeast` (Taverns 8, Hunter's Lodge 4, Mines and Tomb 8, Bazaar 8, from content):
// * recruit (Taverns, Lodge): the top Creature card is revealed; Pay its recruitment cost from the
//   army's cargo (RB: Armies, rule 2) or Decline — it stays on top (ASSUMPTION);
// * collect (Mines, Tomb): N units of one chosen resource type (ASSUMPTION G53);
// * Bazaar: pay the Gold price from the cargo to take any Artifact from the World deck, which is
//   then shuffled; once per player per game, used up by a purchase (G72).
// Markets: any number of exchanges with the supply at the Landmark's rate (4:1, 3:1, 1:1; an Active
// Trade Winds lowers it, world/timeline.ts), paid from the cargo. Choices after a roll are PR_LANDMARK.
import type { Rng } from '@balance-lab/core';
import { argA, argB, encode, kindOf } from '../actions.js';
import { KIND_SUMMON, LM_BAZAAR, LM_COLLECT, LM_MARKET, LM_RECRUIT, WK_ARTIFACT } from '../content/compiled.js';
import { GO, RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { PR_LANDMARK, closeFrame, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, PL_BAZAAR_USED, PL_WORDS, WLOC_ARMY, armyOwner, pushFrame, type ArmyIndex, type Frame, type Seat } from '../state.js';
import { affordable, armyName, bundleText, cargoBase, covers, payFrom, spend } from './common.js';
import { marketRate } from '../world/timeline.js';
import { revealTopCreature, takeTopCreature } from '../encounter/npc.js';
import { addToHand, joinArmy } from './town-hall.js';
import { V_LANDMARK, V_MARKET } from './verbs.js';

/** RB: Components, "every random roll is a D8" (§1.3). */
export const LANDMARK_DIE = 8;
/** RB: Barrenaire Bazaar, "pay 6 Gold": the currency; the price is the Landmark's `amount`. */
export const BAZAAR_CURRENCY = GO;

// PR_LANDMARK verbs and frame words.
export const L_DECLINE = 0;
export const L_PAY = 1;
export const L_RESOURCE = 2; // a = resource
export const L_ARTIFACT = 3; // b = World copy
const F_ARMY = FW_0;
const F_LANDMARK = FW_0 + 1;
const F_ROLL = FW_0 + 2;
const CREATURE_LEN = 0; // s.lens[0]
const WORLD_LEN = 1; // s.lens[1]

const landmarkAt = (s: KorremGame, a: ArmyIndex): number => {
  const t = s.armyTile[a]!;
  return t < 0 ? -1 : s.map.landmark[t]!;
};

function hasRoll(s: KorremGame, seat: Seat, lm: number): boolean {
  const L = s.config.content.landmarks;
  const e = L.effect[lm]!;
  if (L.rollAtLeast[lm]! <= 0) return false;
  if (e === LM_RECRUIT) return s.lens[CREATURE_LEN]! > 0;
  if (e === LM_BAZAAR) return s.pl[seat * PL_WORDS + PL_BAZAAR_USED] === 0;
  return e === LM_COLLECT;
}

export function legalLandmark(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  const lm = landmarkAt(s, a);
  if (lm < 0 || !affordable(s, seat, 0)) return n;
  const L = s.config.content.landmarks;
  if (s.armyLandmarkUsed[a] === 0 && hasRoll(s, seat, lm)) out[n++] = encode(V_LANDMARK, a);
  if (L.effect[lm] === LM_MARKET) {
    const rate = marketRate(s, L.amount[lm]!);
    const mask = L.resources[lm]!;
    const base = cargoBase(a);
    for (let give = 0; give < RESOURCES; give++) {
      if ((mask & (1 << give)) === 0 || s.armyCargo[base + give]! < rate) continue;
      for (let get = 0; get < RESOURCES; get++) if (get !== give && (mask & (1 << get)) !== 0) out[n++] = encode(V_MARKET, a, give * 8 + get);
    }
  }
  return n;
}

export function applyMarket(s: KorremGame, seat: Seat, code: number): void {
  const a = argA(code);
  const give = argB(code) >> 3;
  const get = argB(code) & 7;
  const lm = landmarkAt(s, a);
  const L = s.config.content.landmarks;
  if (lm < 0) throw new Error('no Landmark here');
  const rate = marketRate(s, L.amount[lm]!);
  if ( L.effect[lm] !== LM_MARKET || s.armyCargo[cargoBase(a) + give]! < rate) throw new Error('illegal market exchange');
  s.armyCargo[cargoBase(a) + give] = s.armyCargo[cargoBase(a) + give]! - rate;
  s.armyCargo[cargoBase(a) + get] = s.armyCargo[cargoBase(a) + get]! + 1;
  spend(s, seat, 0);
}

/** V_LANDMARK: roll the D8; on success resolve or push the PR_LANDMARK choice. */
export function applyLandmarkRoll(s: KorremGame, seat: Seat, code: number, rng: Rng): void {
  const a = argA(code);
  const lm = landmarkAt(s, a);
  if (lm < 0 || s.armyLandmarkUsed[a] !== 0 || !hasRoll(s, seat, lm)) throw new Error(`${armyName(s, a)} cannot use a Landmark roll now`);
  s.armyLandmarkUsed[a] = 1;
  spend(s, seat, 0);
  const roll = rng.die(LANDMARK_DIE);
  const L = s.config.content.landmarks;
  if (roll < L.rollAtLeast[lm]!) return;
  const mask = L.resources[lm]!;
  if (L.effect[lm] === LM_COLLECT && (mask & (mask - 1)) === 0) {
    const r = 31 - Math.clz32(mask);
    s.armyCargo[cargoBase(a) + r] = s.armyCargo[cargoBase(a) + r]! + L.amount[lm]!;
    return;
  }
  // The recruit card is turned face up for everyone; after Decline it stays on top, known to all.
  if (L.effect[lm] === LM_RECRUIT) revealTopCreature(s);
  const fr = pushFrame(s, PR_LANDMARK, seat);
  s.frames[fr + F_ARMY] = a;
  s.frames[fr + F_LANDMARK] = lm;
  s.frames[fr + F_ROLL] = roll;
}

/** The revealed top Creature card (Taverns, Lodge). */
const topCreature = (s: KorremGame): number => s.creatureDeck[s.lens[CREATURE_LEN]! - 1]!;

export const landmarkHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const a = s.frames[fr + F_ARMY]!;
    const lm = s.frames[fr + F_LANDMARK]!;
    const L = s.config.content.landmarks;
    const e = L.effect[lm]!;
    let n = 0;
    if (e === LM_COLLECT) {
      for (let r = 0; r < RESOURCES; r++) if ((L.resources[lm]! & (1 << r)) !== 0) out[n++] = encode(L_RESOURCE, r);
      return n;
    }
    out[n++] = encode(L_DECLINE);
    if (e === LM_RECRUIT) {
      const card = s.copyCard[topCreature(s)]!;
      if (covers(s.armyCargo, cargoBase(a), s.config.content.cards.cost, card * RESOURCES)) out[n++] = encode(L_PAY);
    } else if (s.armyCargo[cargoBase(a) + BAZAAR_CURRENCY]! >= L.amount[lm]!) {
      const world = s.config.content.world;
      for (let i = 0; i < s.lens[WORLD_LEN]!; i++) {
        const w = s.worldDeck[i]!;
        if (world.kind[s.wCard[w]!] === WK_ARTIFACT) out[n++] = encode(L_ARTIFACT, 0, w);
      }
    }
    return n;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    const a = s.frames[fr + F_ARMY]!;
    const lm = s.frames[fr + F_LANDMARK]!;
    const L = s.config.content.landmarks;
    const verb = kindOf(action);
    if (verb === L_RESOURCE) {
      const r = argA(action);
      s.armyCargo[cargoBase(a) + r] = s.armyCargo[cargoBase(a) + r]! + L.amount[lm]!;
    } else if (verb === L_PAY) {
      const c = takeTopCreature(s);
      const card = s.copyCard[c]!;
      payFrom(s.armyCargo, cargoBase(a), s.config.content.cards.cost, card * RESOURCES);
      // ASSUMPTION G31: a recruited Summon goes to the hand.
      if ((s.config.content.cards.kinds[card]! & KIND_SUMMON) !== 0) addToHand(s, armyOwner(s, a), c);
      else joinArmy(s, c, a);
    } else if (verb === L_ARTIFACT) {
      buyArtifact(s, a, argB(action), L.amount[lm]!, rng);
    }
    closeFrame(s, rng);
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const a = s.frames[fr + F_ARMY]!;
    const lm = s.frames[fr + F_LANDMARK]!;
    const L = s.config.content.landmarks;
    const verb = kindOf(action);
    const name = L.name[lm];
    if (verb === L_RESOURCE) return `${name}: collect ${L.amount[lm]} ${RESOURCE_NAMES[argA(action)]} into ${armyName(s, a)}'s cargo`;
    if (verb === L_DECLINE) return `${name}: decline`;
    if (verb === L_PAY) {
      const card = s.copyCard[topCreature(s)]!;
      return `${name}: pay ${bundleText(s.config.content.cards.cost, card * RESOURCES)} from the cargo to recruit ${s.config.content.cards.name[card]} into ${armyName(s, a)}`;
    }
    return `${name}: pay ${L.amount[lm]} Gold to take the Artifact ${s.config.content.world.name[s.wCard[argB(action)]!]} from the World deck`;
  },
};

function buyArtifact(s: KorremGame, a: ArmyIndex, w: number, price: number, rng: Rng): void {
  const seat = armyOwner(s, a);
  const len = s.lens[WORLD_LEN]!;
  let at = -1;
  for (let i = 0; i < len; i++) if (s.worldDeck[i] === w) at = i;
  if (at < 0) throw new Error('that Artifact is not in the World deck');
  s.worldDeck.copyWithin(at, at + 1, len);
  s.lens[WORLD_LEN] = len - 1;
  s.armyCargo[cargoBase(a) + BAZAAR_CURRENCY] = s.armyCargo[cargoBase(a) + BAZAAR_CURRENCY]! - price;
  s.wLoc[w] = WLOC_ARMY;
  s.wArg[w] = a;
  s.pl[seat * PL_WORDS + PL_BAZAAR_USED] = 1;
  // ASSUMPTION G72: the World deck is shuffled after the search.
  for (let i = len - 2; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = s.worldDeck[i]!;
    s.worldDeck[i] = s.worldDeck[j]!;
    s.worldDeck[j] = x;
  }
}

export function describeLandmark(s: KorremGame, verb: number, code: number): string {
  const a = argA(code);
  const lm = landmarkAt(s, a);
  const L = s.config.content.landmarks;
  if (verb === V_LANDMARK) return `${armyName(s, a)} uses ${L.name[lm]}: roll the D8 (succeeds on ${L.rollAtLeast[lm]}+)`;
  const give = argB(code) >> 3;
  const get = argB(code) & 7;
  return `Trade at ${L.name[lm]}: ${marketRate(s, L.amount[lm]!)} ${RESOURCE_NAMES[give]} from ${armyName(s, a)}'s cargo for 1 ${RESOURCE_NAMES[get]}`;
}
