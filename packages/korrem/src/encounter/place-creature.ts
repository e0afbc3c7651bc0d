// Weather 4, Place Creature (spec §1.8, Fig. 5B; ASSUMPTIONS G30, G66, G78, G80): the Observer
// places the top Creature card on a hex of its category that holds no settlement and is not a
// Landmark. No legal hex → the card goes to the bottom of the deck; all NPC flags in use (the
// "Limit of 9 Active Creatures", counted in flags, G80) or an empty deck → nothing happens and the
// card stays on top. Landing on a hex holding a player army engages that army at once, the army
// being the Defender (G66); otherwise the creature stands under a free grey NPC flag.
import type { Rng } from '@balance-lab/core';
import { argB, encode } from '../actions.js';
import { CREATURE_CATEGORIES, LANDS, MOUNTAIN, OCEAN } from '../lands.js';
import { closeFrame, PR_PLACE_CREATURE, type KorremGame, type PromptHooks } from '../prompts.js';
import {
  FW_0, G_DEPTH, LOC_ARMY, NONE, SETTLE_NONE, pushFrame, type Copy, type KorremState, type Seat, type TileIndex,
} from '../state.js';
import { startEngagement } from './engage.js';
import { creatureToBottom, freeNpcFlag, npcAt, npcFlagsInUse, revealTopCreature, takeTopCreature } from './npc.js';

const ALL_LANDS = (1 << LANDS) - 1;
const landBit = (l: number): number => 1 << l;

/**
 * Where each creature category enters play (RB Fig. 5B; spec §1.8), as a bit mask of effective
 * lands (bit l = lands.ts code l; a laid-waste tile counts as Wasteland), by CREATURE_CATEGORIES
 * index. The six land categories: a hex of that type. Swamp: any non-Ocean hex. SkyRealm: any hex.
 * FireRealm: not stated, ASSUMPTION G30 Mountain. Tenebris ("Shadow Creatures … can appear on any
 * Land Hex", RB Glossary; Fig. 8B "Add it to any Hex"): any hex — the rulebook calls every tile a Land Hex.
 */
export const CATEGORY_LANDS: Int16Array = (() => {
  const t = new Int16Array(CREATURE_CATEGORIES.length);
  for (let l = 0; l <= 5; l++) t[l] = landBit(l); // Plains … Tundra share their lands.ts codes
  t[CREATURE_CATEGORIES.indexOf('Swamp')] = ALL_LANDS & ~landBit(OCEAN);
  t[CREATURE_CATEGORIES.indexOf('SkyRealm')] = ALL_LANDS;
  t[CREATURE_CATEGORIES.indexOf('FireRealm')] = landBit(MOUNTAIN);
  t[CREATURE_CATEGORIES.indexOf('Tenebris')] = ALL_LANDS;
  return t;
})();

/**
 * May creature card `card` be placed on tile `t`? Its category's lands (Fig. 5B, G30); never a
 * Landmark (G30); never a settlement (§1.8); never a hex already holding an NPC (ASSUMPTION: NPCs
 * never share a hex, so an engagement always meets one creature or one standing army).
 */
export function creatureHexLegal(s: KorremGame, card: number, t: TileIndex): boolean {
  const cat = s.config.content.cards.category[card]!;
  if (cat < 0) return false;
  if (s.map.isLandmark(t) || s.settleKind[t] !== SETTLE_NONE) return false;
  if ((CATEGORY_LANDS[cat]! & landBit(s.map.effectiveLand(t))) === 0) return false;
  return npcAt(s, t) < 0;
}

/** Writes the tiles where `card` may be placed into `out`; returns how many. */
export function creatureHexes(s: KorremGame, card: number, out: Int32Array): number {
  let n = 0;
  for (let t = 0; t < s.map.count; t++) if (creatureHexLegal(s, card, t)) out[n++] = encode(0, 0, t);
  return n;
}

/** Outcomes of startPlaceCreature (for the round driver and tests). */
export const PLACE_NOTHING = 0; // deck empty (G78) or NPC flags all in use (G80): the card stays on top
export const PLACE_TO_BOTTOM = 1; // no legal hex (G30)
export const PLACE_DECISION = 2; // PR_PLACE_CREATURE pushed for the Observer

let scratch = new Int32Array(0);
function scratchFor(s: KorremState): Int32Array {
  if (scratch.length < s.map.capacity) scratch = new Int32Array(s.map.capacity);
  return scratch;
}

/** Weather 4 (§1.8): reveals the top Creature card and opens the Observer's choice of hex, if any. */
export function startPlaceCreature(s: KorremGame, observer: Seat, _rng: Rng): number {
  if (s.lens[0] === 0) return PLACE_NOTHING;
  if (npcFlagsInUse(s) >= Math.min(s.config.params.creatureLimit, s.shape.npcFlags)) return PLACE_NOTHING;
  const c = revealTopCreature(s);
  if (creatureHexes(s, s.copyCard[c]!, scratchFor(s)) === 0) {
    creatureToBottom(s, takeTopCreature(s));
    return PLACE_TO_BOTTOM;
  }
  const fr = pushFrame(s, PR_PLACE_CREATURE, observer);
  s.frames[fr + FW_0] = c;
  return PLACE_DECISION;
}

/** Puts creature copy `c` (already out of the deck) on `t` under a free NPC flag and engages a player army there at once (G66). */
export function placeCreature(s: KorremGame, c: Copy, t: TileIndex, rng: Rng): void {
  const npc = freeNpcFlag(s);
  if (npc < 0) throw new Error('no free NPC flag (the creature limit is checked before the reveal)');
  s.armyTile[npc] = t;
  s.npcStanding[npc] = 0;
  s.copyLoc[c] = LOC_ARMY;
  s.copyArg[c] = npc;
  let army = NONE;
  for (let a = 0; a < s.npcBase; a++) if (s.armyTile[a] === t) army = a;
  if (army >= 0) startEngagement(s, army, npc, t, true, rng);
}

export const PLACE_CREATURE_HOOKS: PromptHooks = {
  legal(s, fr, out) {
    return creatureHexes(s, s.copyCard[s.frames[fr + FW_0]!]!, out);
  },
  apply(s, fr, action, rng) {
    const c = s.frames[fr + FW_0]!;
    const t = argB(action);
    if (!creatureHexLegal(s, s.copyCard[c]!, t)) throw new Error(`tile ${t} is not a legal hex for this creature`);
    const drawn = takeTopCreature(s);
    if (drawn !== c) throw new Error('the revealed creature is no longer on top of the Creature deck');
    const depth = s.g[G_DEPTH]!;
    placeCreature(s, c, t, rng);
    // An engagement that opened a decision or a battle closes this frame through `resume`.
    if (s.g[G_DEPTH] === depth) closeFrame(s, rng);
  },
  resume(s, _fr, rng) {
    closeFrame(s, rng);
  },
  describe(s, fr, action) {
    const card = s.copyCard[s.frames[fr + FW_0]!]!;
    const t = argB(action);
    const content = s.config.content;
    let army = NONE;
    for (let a = 0; a < s.npcBase; a++) if (s.armyTile[a] === t) army = a;
    const what = army >= 0 ? ' (it engages the army there at once)' : '';
    return `Place ${content.cards.name[card]} (${CREATURE_CATEGORIES[content.cards.category[card]!]}) on ${s.map.describeTile(t, content)}${what}`;
  },
};
