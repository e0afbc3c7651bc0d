// The Event Timeline (spec §3.3, RB "The Event Timeline", Fig. 10, ASSUMPTION G36): played Events
// queue face down; one is Active at a time for its duration; at each round's end the Active one
// ticks, and at 0 it is shuffled back into the World deck and the next queued one becomes Active.
// The Active Event's effect is read by the mechanisms through the queries at the bottom.
//
// Counting: an Event that becomes Active is active for the rest of the current round, and
// G_TL_LEFT counts that round. So with 5 rounds left, the next queued Event is the Active one in the
// 6th round counting the current one as the 1st — Fig. 10's "will become active in 6 turns" (CF-23).
import type { Rng } from '@balance-lab/core';
import type { WorldCardId } from '../content/compiled.js';
import type { Land, Resource } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { G_TL_ACTIVE, G_TL_LEFT, G_TL_LEN, WLOC_TIMELINE, type KorremState, type Seat, type WCopy } from '../state.js';
import { shuffleIntoWorldDeck } from './world-deck.js';
import { WE_MARKET_RATE, WE_WEATHER_CREATURE, WE_YIELD_BONUS } from './world-effects.js';


/** The Active Event's World copy, or -1. */
export const activeEvent = (s: KorremState): WCopy => s.g[G_TL_ACTIVE]!;
export const activeEventRoundsLeft = (s: KorremState): number => s.g[G_TL_LEFT]!;
export const queuedEvents = (s: KorremState): number => s.g[G_TL_LEN]!;

/** Puts a played Event face down at the end of the queue; it becomes Active at once when none is (§3.3, G36). */
export function queueEvent(s: KorremGame, seat: Seat, w: WCopy): void {
  const n = s.g[G_TL_LEN]!;
  s.timeline[n] = w;
  s.timelineBy[n] = seat;
  s.g[G_TL_LEN] = n + 1;
  s.wLoc[w] = WLOC_TIMELINE;
  s.wArg[w] = -1;
  if (s.g[G_TL_ACTIVE]! < 0) activateNext(s);
}

function activateNext(s: KorremGame): void {
  const n = s.g[G_TL_LEN]!;
  if (n === 0) {
    s.g[G_TL_ACTIVE] = -1;
    s.g[G_TL_LEFT] = 0;
    return;
  }
  const w = s.timeline[0]!;
  s.timeline.copyWithin(0, 1, n);
  s.timelineBy.copyWithin(0, 1, n);
  s.g[G_TL_LEN] = n - 1;
  s.g[G_TL_ACTIVE] = w;
  s.g[G_TL_LEFT] = s.config.content.world.duration[s.wCard[w]!]!;
}

/** End of the round (§1.7 step 3, G36): the Active Event's count drops by 1; at 0 it is shuffled into the World deck and the next becomes Active. */
export function tickTimeline(s: KorremGame, rng: Rng): void {
  const w = s.g[G_TL_ACTIVE]!;
  if (w < 0) return;
  const left = s.g[G_TL_LEFT]! - 1;
  s.g[G_TL_LEFT] = left;
  if (left > 0) return;
  s.g[G_TL_ACTIVE] = -1;
  shuffleIntoWorldDeck(s, w, rng);
  activateNext(s);
}

/**
 * In which round (counting the current one as the 1st) the queued Event at position `i` becomes
 * Active, as far as the table knows (Fig. 10): the next one in the Active Event's rounds left + 1;
 * later ones are unknown (-1): "will become active eventually" (their durations are face down).
 */
export function eventStartsIn(s: KorremState, i: number): number {
  if (i !== 0 || s.g[G_TL_LEN]! === 0) return -1;
  return s.g[G_TL_LEFT]! + 1;
}

/** Who played the queued Event at position `i` (public, §3.3). */
export const queuedEventPlayedBy = (s: KorremState, i: number): Seat => s.timelineBy[i]!;

/**
 * The queued Event at position `i` as seat `viewer` sees it (§3.3 "Do not reveal until it becomes
 * Active"; spec §6.7 invariant 16): its World copy for the seat that played it, else -1 (unknown).
 */
export function queuedEventSeenBy(s: KorremState, i: number, viewer: Seat): WCopy {
  return s.timelineBy[i] === viewer ? s.timeline[i]! : -1;
}

// ---- what the Active Event changes (spec §4.6 Events; the mechanisms ask) -----------------------------

function activeCard(s: KorremGame, effect: number): WorldCardId {
  const w = s.g[G_TL_ACTIVE]!;
  if (w < 0) return -1;
  const wc = s.wCard[w]!;
  return s.config.content.world.effect[wc] === effect ? wc : -1;
}

/** Harvest Festival (yieldBonus): the extra amount each yield on `land` gives (of `eventYieldResource`), 0 when no such Event is Active. */
export function eventYieldBonus(s: KorremGame, land: Land): number {
  const wc = activeCard(s, WE_YIELD_BONUS);
  return wc >= 0 && s.config.content.world.effectLand[wc] === land ? s.config.content.world.effectValue[wc]! : 0;
}

/** The resource `eventYieldBonus` pays, or -1 when no yieldBonus Event is Active. */
export function eventYieldResource(s: KorremGame): Resource {
  const wc = activeCard(s, WE_YIELD_BONUS);
  return wc >= 0 ? s.config.content.world.effectResource[wc]! : -1;
}

/** Beast Migration (weatherAlsoPlacesCreature): does a weather roll of `face` also place a Creature (as a 4 does)? */
export function weatherAlsoPlacesCreature(s: KorremGame, face: number): boolean {
  const wc = activeCard(s, WE_WEATHER_CREATURE);
  return wc >= 0 && s.config.content.world.effectValue[wc] === face;
}

/** Trade Winds (marketRateBonus): a Landmark market's rate (resources given per one taken) while it is Active: rates above 1:1 fall by its amount, never below 1:1 (4:1 → 3:1, 3:1 → 2:1). */
export function marketRate(s: KorremGame, printed: number): number {
  const wc = activeCard(s, WE_MARKET_RATE);
  if (wc < 0 || printed <= 1) return printed;
  return Math.max(1, printed - s.config.content.world.effectValue[wc]!);
}
