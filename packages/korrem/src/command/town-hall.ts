// The Town Hall (spec §1.15, G19): one face-down Nation deck (top = its last entry) plus P face-up
// slots, P = villages + 2 × kingdoms. Recruit (Enlist) pays from the Nation Bank and costs
// `enlistActionCost` Actions (G14); Cycle costs 1 Action; a Summon goes to the hand for free. Every
// card that enters a slot is fresh and cannot be recruited until the owner's next Command Phase
// (RB: Cycling, "next Nation Turn"; ASSUMPTION G19 extends it to every new slot card).
import type { Rng } from '@balance-lab/core';
import { encode, argA, argB } from '../actions.js';
import { RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { townHallPiles } from '../world/vp.js';
import {
  LOC_ARMY,
  LOC_CREATURE_DECK,
  LOC_HAND,
  LOC_NATION_DECK,
  LOC_SLOT,
  NONE,
  PL_SLOTS,
  PL_WORDS,
  G_HIDDEN_READS,
  freeFlag,
  seatArmyAt,
  type ArmyIndex,
  type Copy,
  type KorremState,
  type Seat,
  type TileIndex,
} from '../state.js';
import {
  affordable,
  armyName,
  bankBase,
  bundleText,
  cardName,
  covers,
  isMachine,
  isSummon,
  memberCounts,
  nonMachinesOf,
  ownsSettlement,
  payFrom,
  spend,
  totalOf,
} from './common.js';
import { V_CYCLE, V_RECRUIT, V_TAKE_SUMMON } from './verbs.js';

/** RB: Cycling "uses 1 Action per Cycle". */
export const CYCLE_ACTION_COST = 1;


export const slotIndex = (s: KorremState, seat: Seat, i: number): number => seat * s.shape.slotCap + i;
export const slotCard = (s: KorremState, seat: Seat, i: number): Copy => s.slot[seat * s.shape.slotCap + i]!;

/** Takes the top card of the seat's Nation deck, or -1 when it is empty. */
export function drawNationTop(s: KorremState, seat: Seat): Copy {
  const len = s.nationDeckLen[seat]!;
  if (len === 0) return NONE;
  const c = s.nationDeck[seat * s.shape.copies + len - 1]!;
  s.nationDeckLen[seat] = len - 1;
  // The seen bottom part (deckKnown) never exceeds the deck; a draw from the face-down part is a hidden read.
  if (s.deckKnown[seat]! > len - 1) s.deckKnown[seat] = len - 1;
  else s.g[G_HIDDEN_READS]!++;
  return c;
}

/** Puts a copy at the bottom of `seat`'s Nation deck (G19: returned and cycled cards go to the bottom). */
export function putNationBottom(s: KorremState, seat: Seat, c: Copy): void {
  const base = seat * s.shape.copies;
  const len = s.nationDeckLen[seat]!;
  s.nationDeck.copyWithin(base + 1, base, base + len);
  s.nationDeck[base] = c;
  s.nationDeckLen[seat] = len + 1;
  s.deckKnown[seat]!++; // everyone saw it go to the bottom (spec §6.1)
  s.copyLoc[c] = LOC_NATION_DECK;
  s.copyArg[c] = seat;
}

/** The seat whose Nation deck the copy belongs to, or -1 for a creature. */
export const originSeat = (s: KorremState, c: Copy): Seat => s.copyOrigin[c]!;

/**
 * A killed or sacrificed character goes back where it came from: a Nation card to the bottom of
 * its Nation's deck (ASSUMPTION G19 on the position), a creature to the bottom of the Creature deck.
 */
export function returnToNationDeck(s: KorremState, c: Copy): void {
  const seat = originSeat(s, c);
  if (seat >= 0) {
    putNationBottom(s, seat, c);
    return;
  }
  const len = s.lens[0]!;
  s.creatureDeck.copyWithin(1, 0, len);
  s.creatureDeck[0] = c;
  s.lens[0] = len + 1;
  s.deckKnown[s.shape.seats]!++;
  s.copyLoc[c] = LOC_CREATURE_DECK;
  s.copyArg[c] = 0;
}

function fillSlot(s: KorremState, seat: Seat, i: number): void {
  const k = slotIndex(s, seat, i);
  const c = drawNationTop(s, seat);
  s.slot[k] = c;
  s.slotFresh[k] = c >= 0 ? 1 : 0;
  if (c >= 0) {
    s.copyLoc[c] = LOC_SLOT;
    s.copyArg[c] = k;
  }
}

/**
 * Brings the Town Hall in line with the settlements: PL_SLOTS = P (at most slotCap); new slots
 * fill from the top of the deck (fresh); slots beyond P (a settlement lost) return to the bottom.
 * Call after building, upgrading or losing a settlement, and at the start of a Command Phase.
 */
export function syncTownHall(s: KorremState, seat: Seat): void {
  const p = Math.min(townHallPiles(s, seat), s.shape.slotCap);
  s.pl[seat * PL_WORDS + PL_SLOTS] = p;
  for (let i = p; i < s.shape.slotCap; i++) {
    const k = slotIndex(s, seat, i);
    const c = s.slot[k]!;
    if (c >= 0) putNationBottom(s, seat, c);
    s.slot[k] = NONE;
    s.slotFresh[k] = 0;
  }
  for (let i = 0; i < p; i++) if (s.slot[slotIndex(s, seat, i)]! < 0) fillSlot(s, seat, i);
}

/** Takes the card out of slot i and refills the slot from the deck (fresh). */
export function takeFromSlot(s: KorremState, seat: Seat, i: number): Copy {
  const k = slotIndex(s, seat, i);
  const c = s.slot[k]!;
  s.slot[k] = NONE;
  fillSlot(s, seat, i);
  return c;
}

export function addToHand(s: KorremState, seat: Seat, c: Copy): void {
  const n = s.handLen[seat]!;
  if (n >= s.shape.handCap) throw new RangeError(`hand of seat ${seat} is full`);
  s.hand[seat * s.shape.handCap + n] = c;
  s.handLen[seat] = n + 1;
  s.copyLoc[c] = LOC_HAND;
  s.copyArg[c] = seat;
}

export function joinArmy(s: KorremState, c: Copy, a: ArmyIndex): void {
  s.copyLoc[c] = LOC_ARMY;
  s.copyArg[c] = a;
}

/** May slot i's card be recruited now (present, a character, not fresh unless allowed)? */
export function slotRecruitable(s: KorremGame, seat: Seat, i: number): boolean {
  const k = slotIndex(s, seat, i);
  const c = s.slot[k]!;
  if (c < 0 || isSummon(s, c)) return false;
  return s.slotFresh[k] === 0 || s.config.params.freshCardRecruitable;
}

/**
 * Sacrifices (G58): the payer chooses; the engine takes the army's cheapest members by total
 * recruitment cost (then the lowest copy), Machines first among equals. Returns false when the army
 * cannot spare `n` members and still hold a non-Machine once `joiner` has joined.
 */
function chooseSacrifices(s: KorremGame, a: ArmyIndex, n: number, joinerIsMachine: boolean, out: Int32Array): boolean {
  const cost = s.config.content.cards.cost;
  let k = 0;
  for (let pass = 0; pass < n; pass++) {
    let best = NONE;
    let bestScore = Infinity;
    for (let c = 0; c < s.shape.copies; c++) {
      if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
      let taken = false;
      for (let j = 0; j < k; j++) if (out[j] === c) taken = true;
      if (taken) continue;
      let score = 0;
      const card = s.copyCard[c]!;
      for (let r = 0; r < RESOURCES; r++) score += cost[card * RESOURCES + r]!;
      score = score * 2 + (isMachine(s, c) ? 0 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (best < 0) return false;
    out[k++] = best;
  }
  if (!joinerIsMachine) return true;
  const counts = memberCounts(s, a);
  let nonLeft = nonMachinesOf(counts);
  for (let j = 0; j < k; j++) if (!isMachine(s, out[j]!)) nonLeft--;
  return nonLeft > 0 && totalOf(counts) >= n;
}
const sacrificeScratch = new Int32Array(16);

/**
 * Can `copy` (paid by someone else) join `seat`'s side on settlement tile `t`? Returns the army it
 * joins, `freeFlag` for a new army, or -1. A new army needs a free flag (G9) and a non-Machine (G59).
 */
export function recruitDestination(s: KorremGame, seat: Seat, c: Copy, t: TileIndex): ArmyIndex {
  const own = seatArmyAt(s, seat, t);
  const card = s.copyCard[c]!;
  const sacrifice = s.config.content.cards.sacrifice[card]!;
  if (own >= 0) {
    if (sacrifice > 0 && !chooseSacrifices(s, own, sacrifice, isMachine(s, c), sacrificeScratch)) return NONE;
    return own;
  }
  if (sacrifice > 0 || isMachine(s, c)) return NONE;
  return freeFlag(s, seat);
}

export function legalTownHall(s: KorremGame, seat: Seat, out: Int32Array, n: number): number {
  const p = s.pl[seat * PL_WORDS + PL_SLOTS]!;
  const cost = s.config.content.cards.cost;
  const enlist = s.config.params.enlistActionCost;
  const bank = bankBase(seat);
  for (let i = 0; i < p; i++) {
    const c = slotCard(s, seat, i);
    if (c < 0) continue;
    if (isSummon(s, c)) {
      // RB: Town Hall Summons, "go directly to your hand (no cost)".
      if (affordable(s, seat, 0) && s.handLen[seat]! < s.shape.handCap) out[n++] = encode(V_TAKE_SUMMON, i);
    } else if (slotRecruitable(s, seat, i) && affordable(s, seat, enlist) && covers(s.pl, bank, cost, s.copyCard[c]! * RESOURCES)) {
      for (let t = 0; t < s.map.count; t++) {
        if (!ownsSettlement(s, seat, t)) continue;
        if (recruitDestination(s, seat, c, t) >= 0) out[n++] = encode(V_RECRUIT, i, t);
      }
    }
    if (s.nationDeckLen[seat]! > 0 && affordable(s, seat, CYCLE_ACTION_COST)) out[n++] = encode(V_CYCLE, i);
  }
  return n;
}

/**
 * Recruit (§1.15): pay the slot card's cost from the bank (plus sacrifices, G58), spend the Enlist
 * Actions, put the card in the own army on that settlement or a new army there. Recruiting onto an
 * own settlement an enemy occupies makes the new army the attacker (§1.20): the encounter hook runs.
 */
export function applyRecruit(s: KorremGame, seat: Seat, code: number, rng: Rng): void {
  const i = argA(code);
  const t = argB(code);
  const c = slotCard(s, seat, i);
  const card = s.copyCard[c]!;
  const a = recruitDestination(s, seat, c, t);
  if (a < 0) throw new Error(`recruit of ${cardName(s, c)} onto tile ${t} is not legal`);
  const sacrifice = s.config.content.cards.sacrifice[card]!;
  if (sacrifice > 0) {
    chooseSacrifices(s, a, sacrifice, isMachine(s, c), sacrificeScratch);
    for (let j = 0; j < sacrifice; j++) returnToNationDeck(s, sacrificeScratch[j]!);
  }
  payFrom(s.pl, bankBase(seat), s.config.content.cards.cost, card * RESOURCES);
  spend(s, seat, s.config.params.enlistActionCost);
  takeFromSlot(s, seat, i);
  const isNew = s.armyTile[a]! < 0;
  if (isNew) {
    s.armyTile[a] = t;
    s.armyActions[a] = 0; // G14 perArmy: formed this phase, it acts from the next Command Phase
  }
  joinArmy(s, c, a);
  if (isNew && s.settleOccupier[t]! >= 0) s.config.encounters.enter(s, a, t, rng);
}

export function applyCycle(s: KorremGame, seat: Seat, code: number): void {
  const i = argA(code);
  const c = takeFromSlotToBottom(s, seat, i);
  if (c < 0) throw new Error(`slot ${i} is empty`);
  spend(s, seat, CYCLE_ACTION_COST);
}

/** Cycle: the slot's card goes to the bottom of the deck, then the slot refills from the top (fresh). */
function takeFromSlotToBottom(s: KorremState, seat: Seat, i: number): Copy {
  const k = slotIndex(s, seat, i);
  const c = s.slot[k]!;
  if (c < 0) return NONE;
  s.slot[k] = NONE;
  putNationBottom(s, seat, c);
  fillSlot(s, seat, i);
  return c;
}

export function applyTakeSummon(s: KorremGame, seat: Seat, code: number): void {
  const i = argA(code);
  const c = takeFromSlot(s, seat, i);
  addToHand(s, seat, c);
  spend(s, seat, 0);
}

export function describeTownHall(s: KorremGame, seat: Seat, verb: number, code: number): string {
  const i = argA(code);
  const c = slotCard(s, seat, i);
  const name = c >= 0 ? cardName(s, c) : 'an empty pile';
  if (verb === V_CYCLE) return `Cycle Town Hall pile ${i + 1} (${name} to the bottom of the Nation deck; 1 Action)`;
  if (verb === V_TAKE_SUMMON) return `Take the Summon ${name} from Town Hall pile ${i + 1} into your hand (no cost)`;
  const t = argB(code);
  const a = c >= 0 ? recruitDestination(s, seat, c, t) : NONE;
  const where = s.map.describeTile(t, s.config.content);
  const into = a >= 0 && s.armyTile[a]! >= 0 ? `joins ${armyName(s, a)}` : 'forms a new army';
  return `Enlist ${name} from Town Hall pile ${i + 1} onto your settlement at ${where} (${into}; pay ${bundleText(s.config.content.cards.cost, s.copyCard[c]! * RESOURCES)} from the Nation Bank)`;
}
