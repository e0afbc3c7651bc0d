// NPC flags and the Creature deck as the encounter glue uses them (spec §1.3, §1.8, §1.18, G78,
// G80): flags in use, a free flag, drawing the top card, a card to the bottom (seen by all, so it
// joins the known bottom entries), and a creature shuffled back (Flee, Walk away).
import type { Rng } from '@balance-lab/core';
import { returnToNationDeck } from '../command/town-hall.js';
import { RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { G_CREATURE_TOP_SEEN, G_HIDDEN_READS, LOC_ARMY, LOC_CREATURE_DECK, NONE, type ArmyIndex, type Copy, type KorremState } from '../state.js';

/** Index of the Creature deck in `deckKnown` (after the seats' Nation decks, state.ts). */
const creatureKnown = (s: KorremState): number => s.shape.seats;

/** ASSUMPTION G80: the "Limit of 9 Active Creatures" counts NPC flags in use (params.creatureLimit). */
export function npcFlagsInUse(s: KorremState): number {
  let k = 0;
  for (let a = s.npcBase; a < s.armies; a++) if (s.armyTile[a]! >= 0) k++;
  return k;
}

export function freeNpcFlag(s: KorremState): ArmyIndex {
  for (let a = s.npcBase; a < s.armies; a++) if (s.armyTile[a]! < 0) return a;
  return NONE;
}

/** The NPC army on tile `t`, or -1 (NPCs never share a hex). */
export function npcAt(s: KorremState, t: number): ArmyIndex {
  for (let a = s.npcBase; a < s.armies; a++) if (s.armyTile[a] === t) return a;
  return NONE;
}

export const creatureDeckSize = (s: KorremState): number => s.lens[0]!;

/** Reveals the top card of the Creature deck to every player without taking it (a face-down read the first time), or -1. */
export function revealTopCreature(s: KorremState): Copy {
  const len = s.lens[0]!;
  if (len === 0) return NONE;
  if (s.g[G_CREATURE_TOP_SEEN] === 0) s.g[G_HIDDEN_READS]!++;
  s.g[G_CREATURE_TOP_SEEN] = 1;
  return s.creatureDeck[len - 1]!;
}

/** Takes the top card of the Creature deck, or -1 when empty (G78). Its location is the caller's. */
export function drawCreature(s: KorremState): Copy {
  const seen = s.g[G_CREATURE_TOP_SEEN] !== 0;
  const c = takeTopCreature(s);
  if (c >= 0 && !seen) s.g[G_HIDDEN_READS]!++;
  return c;
}

/** Takes the top card already revealed by `revealTopCreature` (no second hidden read), or -1. */
export function takeTopCreature(s: KorremState): Copy {
  const len = s.lens[0]!;
  if (len === 0) return NONE;
  const c = s.creatureDeck[len - 1]!;
  s.lens[0] = len - 1;
  s.g[G_CREATURE_TOP_SEEN] = 0;
  const k = creatureKnown(s);
  if (s.deckKnown[k]! > len - 1) s.deckKnown[k] = len - 1;
  return c;
}

/** Puts `c` at the bottom of the Creature deck, face down but seen by everyone (§1.8 no legal hex; §2.11 a dead creature). */
export function creatureToBottom(s: KorremState, c: Copy): void {
  const len = s.lens[0]!;
  s.creatureDeck.copyWithin(1, 0, len);
  s.creatureDeck[0] = c;
  s.lens[0] = len + 1;
  s.copyLoc[c] = LOC_CREATURE_DECK;
  s.copyArg[c] = 0;
  s.deckKnown[creatureKnown(s)]!++;
}

/** Shuffles `c` into the Creature deck (RB Fig. 7 LEGEND: Flee, Walk away "shuffled back"); nothing is known of its order afterwards. */
export function shuffleCreatureIn(s: KorremState, c: Copy, rng: Rng): void {
  const len = s.lens[0]!;
  s.creatureDeck[len] = c;
  s.lens[0] = len + 1;
  s.copyLoc[c] = LOC_CREATURE_DECK;
  s.copyArg[c] = 0;
  rng.shuffle(s.creatureDeck, len + 1);
  s.deckKnown[creatureKnown(s)] = 0;
  s.g[G_CREATURE_TOP_SEEN] = 0;
}

/**
 * NPC army `a` leaves the map: every creature in it is shuffled back into the Creature deck (a
 * Nation character that had defected to it goes back to its Nation deck) and its flag is freed.
 * Its loot (G76) goes back to the supply: nobody defeated it.
 */
export function npcArmyLeaves(s: KorremGame, a: ArmyIndex, rng: Rng): void {
  const nation = s.config.content.cards.nation;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    if (nation[s.copyCard[c]!]! >= 0) returnToNationDeck(s, c);
    else shuffleCreatureIn(s, c, rng);
  }
  freeNpcArmy(s, a);
}

export function freeNpcArmy(s: KorremState, a: ArmyIndex): void {
  s.armyTile[a] = NONE;
  s.npcStanding[a] = 0;
  s.armyLandmarkUsed[a] = 0;
  s.armyCargo.fill(0, a * RESOURCES, (a + 1) * RESOURCES);
}
