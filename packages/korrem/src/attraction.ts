// Attraction (spec §2.9, Fig. 6, CF-34/35): which bond two characters can form, how many hearts it
// needs, the attraction roll and Seduce. Pure functions over CompiledContent; no allocation.
// The battle engine checks the rest before calling attractionBond: orthogonal adjacency, the target
// is an enemy (G42), neither is Undead nor an Add-on, the initiator is not Frozen, one attempt per
// character per own phase (G42), a free Heart-token pair for Romantic/Companion (HEART_TOKEN_PAIRS).
import type { Rng } from '@balance-lab/core';
import { ATTR_CHA, ATTR_COM, ATTR_INT, ATTR_NONE, ATTR_ROM } from './lands.js';
import { KIND_MACHINE, type CardId, type CompiledContent } from './content/compiled.js';
import {
  ATTRACTION_DICE,
  HEARTS_CHARISMA,
  HEARTS_COMPANION,
  HEARTS_INTIMACY,
  HEARTS_ROMANTIC,
} from './data/attraction-dice.js';

/** Bond kinds. A Charisma initiator forms the bond of the target's type (RB Fig. 6 "Influenced"). */
export const BOND_NONE = 0;
export const BOND_ROM = 1;
export const BOND_COM = 2;
export const BOND_INT = 3;
export const BOND_NAMES = ['None', 'Romantic', 'Companionship', 'Intimacy'] as const;
export type Bond = number;

/** The bond a Charisma initiator forms with a target of each attraction type (index ATTR_*). */
const BOND_OF_TYPE: Int8Array = (() => {
  const t = new Int8Array(ATTR_CHA + 1);
  t[ATTR_ROM] = BOND_ROM;
  t[ATTR_COM] = BOND_COM;
  t[ATTR_INT] = BOND_INT;
  return t;
})();

/**
 * The bond `initiator` can form with `target` by type and score (Figure 6 decision order, §2.9),
 * or BOND_NONE. `initiatorScore` is the initiator's current score (its card's `attrScore`, or the
 * Seduce-shifted one, G43). In order:
 * 1. a Machine (ATTR_NONE or KIND_MACHINE) on either side: none [RB];
 * 2. a Charisma target: none ("immune from being influenced by others, including other Charismatic Types");
 * 3. a Charisma initiator: only if the target's score is strictly lower ("A Charisma 7 can Attract a
 *    Romantic 6 or lower"), and the bond is the target's type; never via the Companionship row;
 * 4. both Romantic or both Intimacy with equal scores: that type;
 * 5. either is Companionship with equal scores: Companion ("Companion Types can bond any Attraction Type, if the Stat Numbers match");
 * 6. else none.
 */
export function attractionBond(content: CompiledContent, initiator: CardId, target: CardId, initiatorScore: number): Bond {
  const cards = content.cards;
  const ti = cards.attrType[initiator] as number;
  const tt = cards.attrType[target] as number;
  if (ti === ATTR_NONE || tt === ATTR_NONE) return BOND_NONE;
  if (((cards.kinds[initiator] as number) | (cards.kinds[target] as number)) & KIND_MACHINE) return BOND_NONE;
  if (tt === ATTR_CHA) return BOND_NONE;
  const targetScore = cards.attrScore[target] as number;
  if (ti === ATTR_CHA) return targetScore < initiatorScore ? (BOND_OF_TYPE[tt] as number) : BOND_NONE;
  if (initiatorScore !== targetScore) return BOND_NONE;
  if (ti === tt && (ti === ATTR_ROM || ti === ATTR_INT)) return BOND_OF_TYPE[ti] as number;
  if (ti === ATTR_COM || tt === ATTR_COM) return BOND_COM;
  return BOND_NONE;
}

/**
 * Hearts the initiator's roll must show (RB Attraction Dice): Romantic 2, Intimacy 1, Companion 1,
 * and 2 for any bond a Charisma initiator forms ("2 Hearts … Romantic Love or Charisma"). 0 for BOND_NONE.
 */
export function heartsNeeded(content: CompiledContent, initiator: CardId, _target: CardId, bond: Bond): number {
  if (bond === BOND_NONE) return 0;
  if (content.cards.attrType[initiator] === ATTR_CHA) return HEARTS_CHARISMA;
  if (bond === BOND_ROM) return HEARTS_ROMANTIC;
  if (bond === BOND_INT) return HEARTS_INTIMACY;
  return HEARTS_COMPANION;
}

/**
 * Rolls the attraction dice (only the initiator rolls, RB) and counts the hearts.
 * `facesHearts[face − 1]` = hearts on that face (data/attraction-dice.ts, G12); `sides` lets a
 * caller pass a larger reusable buffer of which only the first `sides` entries are faces.
 */
export function rollHearts(rng: Rng, facesHearts: Int8Array, sides: number = facesHearts.length): number {
  let hearts = 0;
  for (let d = 0; d < ATTRACTION_DICE; d++) hearts += facesHearts[rng.die(sides) - 1] as number;
  return hearts;
}

export function attractionSucceeds(hearts: number, needed: number): boolean {
  return needed > 0 && hearts >= needed;
}

/** Whether a formed bond takes a Heart-token pair (Romantic, Companion); Intimacy uses none (RB Fig. 6). */
export function bondUsesHeartTokens(bond: Bond): boolean {
  return bond === BOND_ROM || bond === BOND_COM;
}

/**
 * ASSUMPTION G44: an Intimate bond re-formed by the same pair in consecutive battle turns becomes
 * Romantic when the count reaches the initiator's attraction score (RB Fig. 6 "If the Intimate Bond
 * lasts for the same number of turns as Character Attraction Score").
 */
export function intimacyBecomesRomantic(consecutiveTurns: number, initiatorScore: number): boolean {
  return consecutiveTurns >= initiatorScore;
}

/** Seduce (Emperor, §4.4) readings of "Rolls a 2, and adjusts his Intimacy Stat to match" (G43). */
export const SEDUCE_SHIFT_UP_TO = 0;
export const SEDUCE_SET_TO_ROLL = 1;
export const SEDUCE_MODES = ['shiftUpTo', 'setToRoll'] as const;
export type SeduceMode = number;

/**
 * The user's Intimacy score for this phase after Seduce with D8 `roll` (ASSUMPTION G43).
 * shiftUpTo (default): moves to the target's score when it is within `roll`, else unchanged
 * (a partial shift matches nothing). setToRoll: the roll becomes the score.
 */
export function seduceScore(mode: SeduceMode, userScore: number, targetScore: number, roll: number): number {
  if (mode === SEDUCE_SET_TO_ROLL) return roll;
  const gap = targetScore > userScore ? targetScore - userScore : userScore - targetScore;
  return gap <= roll ? targetScore : userScore;
}
