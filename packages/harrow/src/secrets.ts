// The hidden values the rules read (spec §5.6), each read counted for every seat that cannot see
// it: core's `hiddenReads`. A greedy bot resamples an action only when, on its guess, the action
// read something its seat cannot see (or drew chance); the conformance suite checks that an action
// with no counted read comes out the same, as that seat sees it, on every determinization.
// Every rules read of a hidden value goes through this file; the evaluation reads none.
import { DOLLS, FAC_K, G_DOLL_REAL, G_GOBLIN_ALIVE, G_HIDDEN_READS, G_KAMMI_REVEALED, G_KAMMI_TOKEN, G_PLAYERS, G_SEAT_FACTION, type HarrowState } from './state.js';

/** Whether `seat` knows which Kammi token is Kammi (its own faction, revealed, the Goblin gone, or not placed yet). */
export function knowsKammi(s: HarrowState, seat: number): boolean {
  return s.g[G_SEAT_FACTION + seat] === FAC_K || s.g[G_KAMMI_REVEALED] === 1 || s.g[G_GOBLIN_ALIVE] === 0 || s.g[G_KAMMI_TOKEN]! < 0;
}

/** Whether `seat` knows which Doll is real (everyone but Kammi; Kammi once a Doll is face-up). */
export function knowsDoll(s: HarrowState, seat: number): boolean {
  if (s.g[G_SEAT_FACTION + seat] !== FAC_K || s.g[G_DOLL_REAL]! < 0) return true;
  for (let d = 0; d < DOLLS; d++) if (s.dollFaceUp[d] !== 0) return true;
  return false;
}

/** Which physical Kammi token (0/1) is Kammi, −1 before placement; a read for the seats that do not know. */
export function kammiToken(s: HarrowState): number {
  const players = s.g[G_PLAYERS]!;
  for (let seat = 0; seat < players; seat++) if (!knowsKammi(s, seat)) s.g[G_HIDDEN_READS + seat]! += 1;
  return s.g[G_KAMMI_TOKEN]!;
}

/** Which physical Doll is real, −1 before placement; a read for Kammi's seat while it does not know. */
export function realDoll(s: HarrowState): number {
  const players = s.g[G_PLAYERS]!;
  for (let seat = 0; seat < players; seat++) if (!knowsDoll(s, seat)) s.g[G_HIDDEN_READS + seat]! += 1;
  return s.g[G_DOLL_REAL]!;
}

/**
 * A card taken from the top of a face-down deck or a tile from the Bonus pile: a read for every seat
 * (a deck's order is unseen by its owner too, spec §5.6; the few bottom cards it placed itself are
 * counted as well — a harmless over-count).
 */
export function faceDownRead(s: HarrowState): void {
  const players = s.g[G_PLAYERS]!;
  for (let seat = 0; seat < players; seat++) s.g[G_HIDDEN_READS + seat]! += 1;
}

/** core `hiddenReads`: the reads of values `seat` cannot see so far. */
export const harrowHiddenReads = (s: HarrowState, seat: number): number => s.g[G_HIDDEN_READS + seat]!;

/**
 * Runs a query (a legal-action list, a description, the render) without counting its reads: a
 * query changes nothing, and what it lists for the seat to move depends only on what that seat
 * sees (core conformance [determinize]).
 */
export function uncounted<S extends HarrowState, A, T>(s: S, query: (s: S, arg: A) => T, arg: A): T {
  const r0 = s.g[G_HIDDEN_READS]!;
  const r1 = s.g[G_HIDDEN_READS + 1]!;
  const r2 = s.g[G_HIDDEN_READS + 2]!;
  const out = query(s, arg);
  s.g[G_HIDDEN_READS] = r0;
  s.g[G_HIDDEN_READS + 1] = r1;
  s.g[G_HIDDEN_READS + 2] = r2;
  return out;
}

/** A look at which cards `fac` holds (the hand's size is public): a read for every other faction's seat. */
export function handRead(s: HarrowState, fac: number): void {
  const players = s.g[G_PLAYERS]!;
  for (let seat = 0; seat < players; seat++) if (s.g[G_SEAT_FACTION + seat] !== fac) s.g[G_HIDDEN_READS + seat]! += 1;
}
