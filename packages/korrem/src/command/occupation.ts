// Armed Occupation recruits (spec §1.20, CF-18, G64). An army that occupies an enemy settlement may
// recruit, during its owner's Command Phase, from 1 (Village) or 2 (Kingdom) of the occupied nation's
// Town Hall slots; ASSUMPTION G64: at most one recruit per pile (the fresh-card rule), `enlistActionCost`
// Actions each (G14), paid from the occupying army's cargo; the recruit joins that army and keeps its
// allegiance (it returns to its origin deck on death: returnToNationDeck reads the card's nation).
import { argA, argB, encode } from '../actions.js';
import { RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { PL_SLOTS, PL_WORDS, SETTLE_KINGDOM, type ArmyIndex, type Seat } from '../state.js';
import { affordableBy, armyName, bundleText, cardName, cargoBase, covers, payFrom, spendBy } from './common.js';
import { joinArmy, slotCard, slotRecruitable, takeFromSlot } from './town-hall.js';
import { V_OCCUPY_RECRUIT } from './verbs.js';

/** RB: Armed Occupation — "recruit from 1 Town Hall pile (Village) or 2 piles (Kingdom)". */
export const OCCUPY_PILES_VILLAGE = 1;
export const OCCUPY_PILES_KINGDOM = 2;

/** Recruits army `a` may still make this phase at the settlement it occupies, given `used` so far. */
export function occupationAllowance(s: KorremGame, a: ArmyIndex, used: number): number {
  const t = s.armyTile[a]!;
  if (t < 0 || s.settleOccupier[t] !== a) return 0;
  const piles = s.settleKind[t] === SETTLE_KINGDOM ? OCCUPY_PILES_KINGDOM : OCCUPY_PILES_VILLAGE;
  return Math.max(0, piles - used);
}

export function legalOccupationRecruits(s: KorremGame, seat: Seat, a: ArmyIndex, used: number, out: Int32Array, n: number): number {
  if (occupationAllowance(s, a, used) <= 0 || !affordableBy(s, seat, a, s.config.params.enlistActionCost)) return n;
  const t = s.armyTile[a]!;
  const victim = s.settleOwner[t]!;
  const cards = s.config.content.cards;
  const p = s.pl[victim * PL_WORDS + PL_SLOTS]!;
  for (let i = 0; i < p; i++) {
    if (!slotRecruitable(s, victim, i)) continue;
    const card = s.copyCard[slotCard(s, victim, i)]!;
    // ASSUMPTION: cards that demand Sacrifices (G58) are not offered to an occupier.
    if (cards.sacrifice[card]! > 0 || !covers(s.armyCargo, cargoBase(a), cards.cost, card * RESOURCES)) continue;
    out[n++] = encode(V_OCCUPY_RECRUIT, i, t);
  }
  return n;
}

/** Applies the recruit; returns the occupying army (the caller counts its recruits this phase). */
export function applyOccupationRecruit(s: KorremGame, seat: Seat, code: number): ArmyIndex {
  const i = argA(code);
  const t = argB(code);
  const a = s.settleOccupier[t]!;
  const victim = s.settleOwner[t]!;
  if (a < 0 || s.armyTile[a] !== t || !slotRecruitable(s, victim, i)) throw new Error('illegal occupation recruit');
  const c = slotCard(s, victim, i);
  payFrom(s.armyCargo, cargoBase(a), s.config.content.cards.cost, s.copyCard[c]! * RESOURCES);
  spendBy(s, seat, a, s.config.params.enlistActionCost);
  takeFromSlot(s, victim, i);
  joinArmy(s, c, a);
  return a;
}

export function describeOccupationRecruit(s: KorremGame, code: number): string {
  const i = argA(code);
  const t = argB(code);
  const victim = s.settleOwner[t]!;
  const c = slotCard(s, victim, i);
  const a = s.settleOccupier[t]!;
  return `Occupation recruit: ${armyName(s, a)} enlists ${cardName(s, c)} from the occupied Town Hall pile ${i + 1} (pay ${bundleText(s.config.content.cards.cost, s.copyCard[c]! * RESOURCES)} from its cargo)`;
}
