// Call to Arms (spec §1.21, CF-19, G65). A settlement attacked while it has no own army on its hex,
// no Walls and no Towers is Defenseless: its owner rolls D8 = n and, for free, forms an army of up
// to n cards (at most 8) from the Town Hall on that hex, which defends. ASSUMPTION G65: slot cards in
// slot order first, then cards from the top of the deck, until n characters are gathered; Summons met
// on the way go to the hand and do not count; a Machines-only draw does not rise (G59) and its cards
// stay where they were; the slots refill afterwards; no free flag → no Call to Arms. Not for an
// occupied settlement. The encounter module calls this; it starts no battle itself.
import type { Rng } from '@balance-lab/core';
import type { KorremGame } from '../prompts.js';
import { NONE, SETTLE_NONE, freeFlag, seatArmyAt, type ArmyIndex, type TileIndex } from '../state.js';
import { isMachine, isSummon } from './common.js';
import { addToHand, drawNationTop, joinArmy, slotIndex, syncTownHall } from './town-hall.js';

/** RB: Call to Arms, "roll a D8"; "maximum 8" cards. */
export const CALL_TO_ARMS_DIE = 8;
export const CALL_TO_ARMS_MAX = 8;

/** Is the settlement on `t` Defenseless (§1.21): a settlement, unoccupied, no own army, no Walls or Towers? */
export function defenseless(s: KorremGame, t: TileIndex): boolean {
  if (s.settleKind[t] === SETTLE_NONE || s.settleOccupier[t]! >= 0) return false;
  if (s.settleWalls[t]! > 0 || s.settleTowers[t]! > 0) return false;
  return seatArmyAt(s, s.settleOwner[t]!, t) < 0;
}

/** Rolls the D8 and calls to arms; returns the new army or -1. */
export function rollCallToArms(s: KorremGame, t: TileIndex, rng: Rng): ArmyIndex {
  return callToArms(s, t, rng.die(CALL_TO_ARMS_DIE));
}

/**
 * Forms the defending army of up to n characters on settlement tile `t` (G65); returns it, or -1 when
 * nobody rises (no free flag, not Defenseless, nothing to draw, or Machines only).
 */
export function callToArms(s: KorremGame, t: TileIndex, n: number): ArmyIndex {
  if (!defenseless(s, t)) return NONE;
  const seat = s.settleOwner[t]!;
  const a = freeFlag(s, seat);
  if (a < 0) return NONE;
  const want = Math.min(n, CALL_TO_ARMS_MAX);
  // First pass: which slot cards and how many deck cards (from the top) are taken, without moving anything.
  const cap = s.shape.slotCap;
  let taken = 0;
  let nonMachine = false;
  let slotMask = 0;
  for (let i = 0; i < cap && taken < want; i++) {
    const c = s.slot[slotIndex(s, seat, i)]!;
    if (c < 0) continue;
    slotMask |= 1 << i;
    if (isSummon(s, c)) continue;
    taken++;
    if (!isMachine(s, c)) nonMachine = true;
  }
  const deckBase = seat * s.shape.copies;
  const len = s.nationDeckLen[seat]!;
  let fromDeck = 0;
  for (let j = len - 1; j >= 0 && taken < want; j--) {
    const c = s.nationDeck[deckBase + j]!;
    fromDeck++;
    if (isSummon(s, c)) continue;
    taken++;
    if (!isMachine(s, c)) nonMachine = true;
  }
  if (taken === 0 || !nonMachine) return NONE;
  s.armyTile[a] = t;
  for (let i = 0; i < cap; i++) {
    if ((slotMask & (1 << i)) === 0) continue;
    const k = slotIndex(s, seat, i);
    const c = s.slot[k]!;
    s.slot[k] = NONE;
    s.slotFresh[k] = 0;
    if (isSummon(s, c)) addToHand(s, seat, c);
    else joinArmy(s, c, a);
  }
  for (let j = 0; j < fromDeck; j++) {
    const c = drawNationTop(s, seat);
    if (isSummon(s, c)) addToHand(s, seat, c);
    else joinArmy(s, c, a);
  }
  syncTownHall(s, seat);
  return a;
}
