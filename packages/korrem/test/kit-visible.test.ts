// testing/visible.ts: what one seat can see (spec §6.1). Changes in hidden places give no difference;
// a change anywhere the seat can see is reported.
import { describe, expect, it } from 'vitest';
import { korrem } from '../src/game.js';
import { KorremPosition, S, visibleDifference } from '../src/testing/index.js';

function position(): KorremPosition {
  return new KorremPosition(['human', 'elves']).tiles({ '0,0': 'Plains', '1,0': 'Forest' }).village('0,0', 'human').army('human', '0,0', ['Farmer']).hand('human', 'Rally').hand('elves', 'Ambush');
}

describe('visibleDifference (spec §6.1)', () => {
  it('a clone shows nothing; the order of the face-down decks and another seat’s World card in hand are hidden', () => {
    const p = position();
    const d = korrem.clone(p.s);
    expect(visibleDifference(p.s, d, 0)).toBeNull();
    // Swap two cards of seat 0's face-down Nation deck, and of the World deck.
    const t = d.nationDeck[0]!;
    d.nationDeck[0] = d.nationDeck[1]!;
    d.nationDeck[1] = t;
    const w = d.worldDeck[0]!;
    d.worldDeck[0] = d.worldDeck[1]!;
    d.worldDeck[1] = w;
    expect(visibleDifference(p.s, d, 0)).toBeNull();
    // Seat 1's World card swapped with one in the deck: hidden from seat 0, seen by seat 1.
    const theirs = ~d.hand[1 * d.shape.handCap]!;
    const other = d.worldDeck[2]!;
    d.hand[1 * d.shape.handCap] = ~other;
    d.worldDeck[2] = theirs;
    d.wLoc[other] = S.WLOC_HAND;
    d.wArg[other] = 1;
    d.wLoc[theirs] = S.WLOC_DECK;
    d.wArg[theirs] = -1;
    expect(visibleDifference(p.s, d, 0)).toBeNull();
    expect(visibleDifference(p.s, d, 1)).toMatch(/seat 1's hand entry 0/);
  });

  it('a bank, the own hand, a known bottom card, the map and an army are visible', () => {
    const p = position();
    const bank = korrem.clone(p.s);
    bank.pl[S.PL_BANK] = 5;
    expect(visibleDifference(p.s, bank, 1)).toMatch(/^pl\[/);
    const own = korrem.clone(p.s);
    const w = own.worldDeck[0]!;
    own.hand[0] = ~w;
    expect(visibleDifference(p.s, own, 0)).toMatch(/seat 0's hand entry 0/);
    const known = korrem.clone(p.s);
    known.deckKnown[0] = 1;
    const k2 = korrem.clone(known);
    const t = k2.nationDeck[0]!;
    k2.nationDeck[0] = k2.nationDeck[1]!;
    k2.nationDeck[1] = t;
    expect(visibleDifference(known, k2, 1)).toMatch(/known bottom of seat 0's Nation deck/);
    const map = korrem.clone(p.s);
    map.map.wasteland[1] = 1;
    expect(visibleDifference(p.s, map, 0)).toMatch(/^map\.wasteland\[1\]/);
    const army = korrem.clone(p.s);
    army.armyTile[0] = 1;
    expect(visibleDifference(p.s, army, 1)).toMatch(/^armyTile\[0\]/);
  });
});
