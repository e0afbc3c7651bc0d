// The World deck, its face-up discard pile and the World cards in the hands (spec §3.2, G78).
// Every World copy is in exactly one place (spec §6.7 invariant 8): the deck array, the discard
// array, a hand, the Event timeline (queued in `timeline` or the active Event), an army, a bank,
// gone (destroyed Artifacts), or — for the moment between the weather-8 draw and the Observer's
// choice — drawn (WLOC_DRAWN). `worldConservation` checks exactly that.
import type { Rng } from '@balance-lab/core';
import {
  G_HIDDEN_READS,
  G_TL_ACTIVE,
  G_TL_LEN,
  WLOC_ARMY,
  WLOC_BANK,
  WLOC_DECK,
  WLOC_DISCARD,
  WLOC_GONE,
  WLOC_HAND,
  WLOC_TIMELINE,
  type KorremState,
  type Seat,
  type WCopy,
  WLOC_DRAWN,
} from '../state.js';

/** lens[] slots (state.ts: [creatureDeck, worldDeck, worldDiscard, spare]). */
const LEN_DECK = 1;
const LEN_DISCARD = 2;

/** deckKnown[] slot of the World deck (state.ts: [Nation decks by seat…, Creature deck, World deck]). */
const knownSlot = (s: KorremState): number => s.shape.seats + 1;

/**
 * Entries at the bottom of the World deck that every player saw go there (an Artifact nobody could
 * receive, G34); observations keep them, determinization shuffles only the rest (spec §6.1).
 */
export const worldDeckKnown = (s: KorremState): number => s.deckKnown[knownSlot(s)]!;

export const worldDeckSize = (s: KorremState): number => s.lens[LEN_DECK]!;
export const worldDiscardSize = (s: KorremState): number => s.lens[LEN_DISCARD]!;

/** Setup (spec §1.6 "Shuffle the World Deck"): every copy of the content's World deck into the deck, shuffled. */
export function setupWorldDeck(s: KorremState, worldDeck: ArrayLike<number>, rng: Rng): void {
  const n = s.shape.worldCopies;
  for (let w = 0; w < n; w++) {
    s.wCard[w] = worldDeck[w]!;
    s.wLoc[w] = WLOC_DECK;
    s.wArg[w] = -1;
    s.worldDeck[w] = w;
  }
  s.lens[LEN_DECK] = n;
  s.lens[LEN_DISCARD] = 0;
  s.deckKnown[knownSlot(s)] = 0;
  s.g[G_TL_ACTIVE] = -1;
  s.g[G_TL_LEN] = 0;
  rng.shuffle(s.worldDeck, n);
}

/** Shuffles the World deck in place (Events shuffled back §3.3, the Bazaar search G72). */
export function shuffleWorldDeck(s: KorremState, rng: Rng): void {
  rng.shuffle(s.worldDeck, s.lens[LEN_DECK]!);
  s.deckKnown[knownSlot(s)] = 0;
}

/**
 * Takes the top World card (the last entry), first shuffling the discard pile into a new deck when
 * the deck is empty (ASSUMPTION G78). Returns -1 when both are empty. The copy leaves the deck
 * array with its wLoc unchanged (WLOC_DECK): the caller puts it somewhere at once. Counts one
 * hidden read (a draw from a face-down zone).
 */
export function drawWorld(s: KorremState, rng: Rng): WCopy {
  if (s.lens[LEN_DECK] === 0) reshuffleDiscard(s, rng);
  const n = s.lens[LEN_DECK]!;
  if (n === 0) return -1;
  const w = s.worldDeck[n - 1]!;
  s.lens[LEN_DECK] = n - 1;
  const ks = knownSlot(s);
  if (s.deckKnown[ks]! > n - 1) s.deckKnown[ks] = n - 1;
  s.g[G_HIDDEN_READS]!++;
  return w;
}

/** G78: the face-up discard pile, shuffled, becomes the World deck. */
export function reshuffleDiscard(s: KorremState, rng: Rng): void {
  let n = s.lens[LEN_DECK]!;
  const d = s.lens[LEN_DISCARD]!;
  for (let i = 0; i < d; i++) {
    const w = s.worldDiscard[i]!;
    s.worldDeck[n++] = w;
    s.wLoc[w] = WLOC_DECK;
    s.wArg[w] = -1;
  }
  s.lens[LEN_DECK] = n;
  s.lens[LEN_DISCARD] = 0;
  rng.shuffle(s.worldDeck, n);
  s.deckKnown[knownSlot(s)] = 0;
}

/** A used Strategy, Nation or Disaster card goes face up on the discard pile (ASSUMPTION G78). */
export function discardWorld(s: KorremState, w: WCopy): void {
  const d = s.lens[LEN_DISCARD]!;
  s.worldDiscard[d] = w;
  s.lens[LEN_DISCARD] = d + 1;
  s.wLoc[w] = WLOC_DISCARD;
  s.wArg[w] = -1;
}

/** Puts `w` at the bottom of the World deck (an Artifact nobody may receive, G34). */
export function worldToBottom(s: KorremState, w: WCopy): void {
  const n = s.lens[LEN_DECK]!;
  s.worldDeck.copyWithin(1, 0, n);
  s.worldDeck[0] = w;
  s.lens[LEN_DECK] = n + 1;
  s.deckKnown[knownSlot(s)]!++;
  s.wLoc[w] = WLOC_DECK;
  s.wArg[w] = -1;
}

/** Shuffles `w` into the World deck (an Event that has run its course, §3.3). */
export function shuffleIntoWorldDeck(s: KorremState, w: WCopy, rng: Rng): void {
  const n = s.lens[LEN_DECK]!;
  s.worldDeck[n] = w;
  s.lens[LEN_DECK] = n + 1;
  s.wLoc[w] = WLOC_DECK;
  s.wArg[w] = -1;
  rng.shuffle(s.worldDeck, n + 1);
  s.deckKnown[knownSlot(s)] = 0;
}

/**
 * Takes a chosen copy out of the deck (the Barrenaire Bazaar's search, §3.1 L17, G72; the caller
 * shuffles afterwards). Returns false when `w` is not in the deck. The copy's wLoc is left to the
 * caller. Searching the face-down deck counts one hidden read.
 */
export function takeFromWorldDeck(s: KorremState, w: WCopy): boolean {
  const n = s.lens[LEN_DECK]!;
  s.g[G_HIDDEN_READS]!++;
  for (let i = 0; i < n; i++) {
    if (s.worldDeck[i] !== w) continue;
    s.worldDeck.copyWithin(i, i + 1, n);
    s.lens[LEN_DECK] = n - 1;
    const ks = knownSlot(s);
    if (i < s.deckKnown[ks]!) s.deckKnown[ks]!--;
    return true;
  }
  return false;
}

// ---- hands (entries ~w for World copies, spec state.ts) ---------------------------------------

export function handAddWorld(s: KorremState, seat: Seat, w: WCopy): void {
  const len = s.handLen[seat]!;
  if (len >= s.shape.handCap) throw new RangeError(`hand of seat ${seat} is full (${s.shape.handCap})`);
  s.hand[seat * s.shape.handCap + len] = ~w;
  s.handLen[seat] = len + 1;
  s.wLoc[w] = WLOC_HAND;
  s.wArg[w] = seat;
}

/** Removes World copy `w` from `seat`'s hand (keeping the others' order); false when it is not there. wLoc is left to the caller. */
export function handRemoveWorld(s: KorremState, seat: Seat, w: WCopy): boolean {
  const base = seat * s.shape.handCap;
  const len = s.handLen[seat]!;
  for (let i = 0; i < len; i++) {
    if (s.hand[base + i] !== ~w) continue;
    s.hand.copyWithin(base + i, base + i + 1, base + len);
    s.handLen[seat] = len - 1;
    return true;
  }
  return false;
}

/** World copies in `seat`'s hand, written to `out`; returns how many. */
export function worldCardsInHand(s: KorremState, seat: Seat, out: Int32Array | Int16Array): number {
  const base = seat * s.shape.handCap;
  const len = s.handLen[seat]!;
  let k = 0;
  for (let i = 0; i < len; i++) {
    const e = s.hand[base + i]!;
    if (e < 0) out[k++] = ~e;
  }
  return k;
}

// ---- conservation (spec §6.7 invariant 8) ----------------------------------------------------------

/**
 * Checks that every World copy is in exactly one place and that wLoc/wArg agree with the arrays
 * that hold it. Returns null, or one line naming the first problem. Allocates (tests and invariant checks only).
 */
export function worldConservation(s: KorremState): string | null {
  const n = s.shape.worldCopies;
  const seen = new Int8Array(n);
  const place = (w: number, where: string, loc: number, arg: number): string | null => {
    if (!(w >= 0 && w < n)) return `${where}: ${w} is not a World copy`;
    if (seen[w]! > 0) return `World copy ${w} is in two places (again in ${where})`;
    seen[w] = 1;
    if (s.wLoc[w] !== loc) return `World copy ${w} is in ${where} but wLoc is ${s.wLoc[w]}`;
    if (arg >= 0 && s.wArg[w] !== arg) return `World copy ${w} is in ${where} but wArg is ${s.wArg[w]}`;
    return null;
  };
  if (worldDeckKnown(s) > s.lens[LEN_DECK]!) return `the World deck has ${worldDeckKnown(s)} known bottom entries but ${s.lens[LEN_DECK]} cards`;
  let e: string | null;
  for (let i = 0; i < s.lens[LEN_DECK]!; i++) if ((e = place(s.worldDeck[i]!, 'the World deck', WLOC_DECK, -1))) return e;
  for (let i = 0; i < s.lens[LEN_DISCARD]!; i++) if ((e = place(s.worldDiscard[i]!, 'the World discard', WLOC_DISCARD, -1))) return e;
  for (let i = 0; i < s.g[G_TL_LEN]!; i++) if ((e = place(s.timeline[i]!, 'the Event queue', WLOC_TIMELINE, -1))) return e;
  const act = s.g[G_TL_ACTIVE]!;
  if (act >= 0 && (e = place(act, 'the active Event', WLOC_TIMELINE, -1))) return e;
  for (let p = 0; p < s.shape.seats; p++) {
    const base = p * s.shape.handCap;
    for (let i = 0; i < s.handLen[p]!; i++) {
      const h = s.hand[base + i]!;
      if (h < 0 && (e = place(~h, `the hand of seat ${p}`, WLOC_HAND, p))) return e;
    }
  }
  for (let w = 0; w < n; w++) {
    if (seen[w]) continue;
    const loc = s.wLoc[w]!;
    if (loc === WLOC_ARMY) {
      const a = s.wArg[w]!;
      if (!(a >= 0 && a < s.armies) || s.armyTile[a]! < 0) return `World copy ${w} is carried by army ${a}, which is not on the map`;
    } else if (loc === WLOC_BANK) {
      if (!(s.wArg[w]! >= 0 && s.wArg[w]! < s.shape.seats)) return `World copy ${w} is in the bank of seat ${s.wArg[w]}`;
    } else if (loc !== WLOC_GONE && loc !== WLOC_DRAWN) {
      return `World copy ${w} has wLoc ${loc} but is in none of its arrays`;
    }
  }
  return null;
}
