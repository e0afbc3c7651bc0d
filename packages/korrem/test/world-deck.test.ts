import { describe, expect, it } from 'vitest';
import { G_HIDDEN_READS, WLOC_DECK, WLOC_DISCARD, WLOC_HAND } from '../src/state.js';
import {
  discardWorld,
  drawWorld,
  handAddWorld,
  handRemoveWorld,
  shuffleIntoWorldDeck,
  takeFromWorldDeck,
  worldCardsInHand,
  worldConservation,
  worldDeckSize,
  worldDiscardSize,
  worldDeckKnown,
  worldToBottom,
} from '../src/world/world-deck.js';
import { CONTENT, makeKit } from './world-kit.js';

describe('World deck (§3.2, G78)', () => {
  it('§1.6 setup: the 19 starter World cards are all in the deck, shuffled, each copy once', () => {
    const { s } = makeKit();
    expect(CONTENT.worldDeck.length).toBe(19);
    expect(worldDeckSize(s)).toBe(19);
    expect(worldConservation(s)).toBeNull();
    const order = Array.from(s.worldDeck.subarray(0, 19));
    expect(order).not.toEqual([...order].sort((a, b) => a - b)); // shuffled (seed 'world-kit')
  });

  it('G78: when the deck runs out the face-up discard pile is shuffled into a new deck; every draw counts one hidden read', () => {
    const k = makeKit();
    const { s, rng } = k;
    const drawn: number[] = [];
    for (let i = 0; i < 19; i++) drawn.push(drawWorld(s, rng));
    expect(new Set(drawn).size).toBe(19);
    expect(s.g[G_HIDDEN_READS]).toBe(19);
    expect(worldDeckSize(s)).toBe(0);
    for (const w of drawn.slice(0, 5)) discardWorld(s, w);
    for (const w of drawn.slice(5)) handAddWorld(s, 0, w);
    expect(worldConservation(s)).toBeNull();
    const next = drawWorld(s, rng);
    expect(drawn.slice(0, 5)).toContain(next);
    expect(worldDiscardSize(s)).toBe(0);
    expect(worldDeckSize(s)).toBe(4);
    for (let i = 0; i < 4; i++) expect(s.wLoc[s.worldDeck[i]!]).toBe(WLOC_DECK);
    expect(s.g[G_HIDDEN_READS]).toBe(20);
    handAddWorld(s, 1, next);
    expect(worldConservation(s)).toBeNull();
    for (let i = 0; i < 4; i++) handAddWorld(s, 1, drawWorld(s, rng));
    expect(drawWorld(s, rng)).toBe(-1);
    expect(s.g[G_HIDDEN_READS]).toBe(24);
  });

  it('bottom, shuffle-in, the Bazaar search and hands keep every copy in exactly one place (§6.7 inv. 8)', () => {
    const k = makeKit();
    const { s, rng } = k;
    const w = drawWorld(s, rng);
    worldToBottom(s, w);
    expect(s.worldDeck[0]).toBe(w);
    expect(worldConservation(s)).toBeNull();
    const crown = k.wcopy('Crown of the Ancients');
    expect(takeFromWorldDeck(s, crown)).toBe(true);
    expect(takeFromWorldDeck(s, crown)).toBe(false);
    handAddWorld(s, 2, crown);
    expect(worldCardsInHand(s, 2, new Int32Array(8))).toBe(1);
    expect(worldConservation(s)).toBeNull();
    expect(handRemoveWorld(s, 2, crown)).toBe(true);
    expect(handRemoveWorld(s, 2, crown)).toBe(false);
    shuffleIntoWorldDeck(s, crown, rng);
    expect(worldDeckSize(s)).toBe(19);
    expect(worldConservation(s)).toBeNull();
  });

  it('§6.1 a card put at the bottom is publicly known (deckKnown) until a shuffle; drawing down to it shrinks the known part', () => {
    const k = makeKit();
    const { s, rng } = k;
    const a = drawWorld(s, rng);
    const b = drawWorld(s, rng);
    worldToBottom(s, a);
    worldToBottom(s, b);
    expect(worldDeckKnown(s)).toBe(2);
    expect(Array.from(s.worldDeck.subarray(0, 2))).toEqual([b, a]);
    for (let i = 0; i < 18; i++) handAddWorld(s, i % 3, drawWorld(s, rng));
    expect(worldDeckSize(s)).toBe(1);
    expect(worldDeckKnown(s)).toBe(1);
    expect(takeFromWorldDeck(s, b)).toBe(true);
    expect(worldDeckKnown(s)).toBe(0);
    worldToBottom(s, b);
    shuffleIntoWorldDeck(s, drawWorld(s, rng), rng);
    expect(worldDeckKnown(s)).toBe(0);
  });

  it('the conservation check catches a copy in two places and a stale wLoc', () => {
    const k = makeKit();
    const { s, rng } = k;
    const w = drawWorld(s, rng);
    expect(worldConservation(s)).toMatch(/in none of its arrays/);
    handAddWorld(s, 0, w);
    s.hand[s.shape.handCap * 1] = ~w;
    s.handLen[1] = 1;
    expect(worldConservation(s)).toMatch(/two places/);
    s.handLen[1] = 0;
    s.wLoc[w] = WLOC_DISCARD;
    expect(worldConservation(s)).toMatch(/wLoc/);
    s.wLoc[w] = WLOC_HAND;
    expect(worldConservation(s)).toBeNull();
  });
});
