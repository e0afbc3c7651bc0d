// The Event Timeline (spec §3.3, Fig. 10, CF-23, G36) and the three starter Events' effects (§4.6).
import { describe, expect, it } from 'vitest';
import { GR, PLAINS, FOREST } from '../src/lands.js';
import { G_TL_ACTIVE, G_TL_LEFT, WLOC_DECK, WLOC_TIMELINE } from '../src/state.js';
import {
  activeEvent,
  activeEventRoundsLeft,
  eventStartsIn,
  eventYieldBonus,
  eventYieldResource,
  marketRate,
  queueEvent,
  queuedEventPlayedBy,
  queuedEventSeenBy,
  queuedEvents,
  tickTimeline,
} from '../src/world/timeline.js';
import { takeFromWorldDeck, worldConservation, worldDeckSize } from '../src/world/world-deck.js';
import { weatherAlsoPlacesCreature } from '../src/world/timeline.js';
import { makeKit, type Kit } from './world-kit.js';

function play(k: Kit, name: string, seat: number): number {
  const w = k.wcopy(name);
  expect(takeFromWorldDeck(k.s, w)).toBe(true);
  queueEvent(k.s, seat, w);
  return w;
}

describe('§3.3 Event Timeline', () => {
  it('G36: the first Event played becomes Active at once with its full duration; later ones queue face down', () => {
    const k = makeKit();
    const hf = play(k, 'Harvest Festival', 0);
    expect(activeEvent(k.s)).toBe(hf);
    expect(activeEventRoundsLeft(k.s)).toBe(3);
    const tw = play(k, 'Trade Winds', 1);
    expect(activeEvent(k.s)).toBe(hf);
    expect(queuedEvents(k.s)).toBe(1);
    expect(k.s.wLoc[tw]).toBe(WLOC_TIMELINE);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('CF-23 (Fig. 10): with the Active Event at 5 rounds left, the next queued Event becomes active in 6 (the 6th round, counting this one)', () => {
    const k = makeKit();
    const a = play(k, 'Harvest Festival', 0);
    const b = play(k, 'Beast Migration', 1);
    const c = play(k, 'Trade Winds', 2);
    k.s.g[G_TL_LEFT] = 5;
    expect(eventStartsIn(k.s, 0)).toBe(6);
    expect(eventStartsIn(k.s, 1)).toBe(-1); // "will become active eventually"
    let round = 1;
    while (activeEvent(k.s) === a) {
      tickTimeline(k.s, k.rng);
      round++;
    }
    expect(round).toBe(6);
    expect(activeEvent(k.s)).toBe(b);
    expect(activeEventRoundsLeft(k.s)).toBe(2); // Beast Migration's full duration
    expect(k.s.wLoc[a]).toBe(WLOC_DECK); // shuffled back into the World deck
    expect(worldDeckSize(k.s)).toBe(17);
    expect(eventStartsIn(k.s, 0)).toBe(3);
    tickTimeline(k.s, k.rng);
    tickTimeline(k.s, k.rng);
    expect(activeEvent(k.s)).toBe(c);
    expect(queuedEvents(k.s)).toBe(0);
    for (let i = 0; i < 3; i++) tickTimeline(k.s, k.rng);
    expect(k.s.g[G_TL_ACTIVE]).toBe(-1);
    expect(worldDeckSize(k.s)).toBe(19);
    expect(worldConservation(k.s)).toBeNull();
    tickTimeline(k.s, k.rng); // nothing Active: nothing happens
    expect(worldDeckSize(k.s)).toBe(19);
  });

  it('§3.3 queued Events are face down: only the seat that played one sees it; everyone sees who played it', () => {
    const k = makeKit();
    play(k, 'Harvest Festival', 0);
    const tw = play(k, 'Trade Winds', 1);
    expect(queuedEventPlayedBy(k.s, 0)).toBe(1);
    expect(queuedEventSeenBy(k.s, 0, 1)).toBe(tw);
    expect(queuedEventSeenBy(k.s, 0, 0)).toBe(-1);
    expect(queuedEventSeenBy(k.s, 0, 2)).toBe(-1);
  });
});

describe('§4.6 starter Events, read by the mechanisms while Active', () => {
  it('Harvest Festival (3 rounds): each Plains yield +1 Gr; nothing on Forest; nothing once it has ended', () => {
    const k = makeKit();
    expect(eventYieldBonus(k.s, PLAINS)).toBe(0);
    play(k, 'Harvest Festival', 0);
    expect(eventYieldBonus(k.s, PLAINS)).toBe(1);
    expect(eventYieldResource(k.s)).toBe(GR);
    expect(eventYieldBonus(k.s, FOREST)).toBe(0);
    for (let i = 0; i < 3; i++) tickTimeline(k.s, k.rng);
    expect(eventYieldBonus(k.s, PLAINS)).toBe(0);
    expect(eventYieldResource(k.s)).toBe(-1);
  });

  it('Beast Migration (2 rounds): a weather roll of 3 also places a Creature; other faces do not', () => {
    const k = makeKit();
    expect(weatherAlsoPlacesCreature(k.s, 3)).toBe(false);
    play(k, 'Beast Migration', 0);
    expect(weatherAlsoPlacesCreature(k.s, 3)).toBe(true);
    expect(weatherAlsoPlacesCreature(k.s, 2)).toBe(false);
    tickTimeline(k.s, k.rng);
    expect(weatherAlsoPlacesCreature(k.s, 3)).toBe(true);
    tickTimeline(k.s, k.rng);
    expect(weatherAlsoPlacesCreature(k.s, 3)).toBe(false);
  });

  it('Trade Winds (3 rounds): market rates 4:1 → 3:1 and 3:1 → 2:1; 1:1 stays (CF-20 markets)', () => {
    const k = makeKit();
    expect(marketRate(k.s, 4)).toBe(4);
    play(k, 'Trade Winds', 0);
    expect([marketRate(k.s, 4), marketRate(k.s, 3), marketRate(k.s, 1)]).toEqual([3, 2, 1]);
    play(k, 'Harvest Festival', 1); // queued: does not act yet
    expect(eventYieldBonus(k.s, PLAINS)).toBe(0);
  });
});
