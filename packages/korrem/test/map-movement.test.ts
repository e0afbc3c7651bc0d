import { describe, expect, it } from 'vitest';
import { TRAIT_BARTER, TRAIT_FLYING, TRAIT_SEAFARING } from '../src/content/compiled.js';
import { KorremMap } from '../src/map/board.js';
import { parsePos } from '../src/map/hex.js';
import { CANNOT_ENTER, SITE_NPC, SITE_SETTLEMENT, moveCost, settlementSiteLegal, settlementSites } from '../src/map/movement.js';
import { FIXTURE, layout, putLandmark } from './map-fixture.js';

const C = FIXTURE;

/** A map with one tile of every land, in a row, plus the Landmarks used below. */
function allLands(): { map: KorremMap; t: Record<string, number> } {
  const map = new KorremMap(30);
  layout(map, 'P 0,0; F 1,0; M 2,0; O 3,0; D 4,0; T 6,0; P 7,0; M 8,0');
  const t: Record<string, number> = {
    P: 0, F: 1, M: 2, O: 3, D: 4, T: 5,
    outpost: putLandmark(map, C, "Smuggler's Outpost", '3,1'),
    castle: putLandmark(map, C, 'Silver Castle', '8,1'),
    throne: putLandmark(map, C, 'Throne of Korrem', '0,-1'),
  };
  t.wasteM = map.tileAt(parsePos('8,0'));
  map.makeWasteland(t.wasteM);
  return { map, t };
}

// Army trait summaries: (OR over members, AND over members).
const FOOT = [0, 0] as const; // no traits
const SHIP = [TRAIT_SEAFARING, 0] as const; // one Seafaring member among others
const FLYERS = [TRAIT_FLYING, TRAIT_FLYING] as const; // all Flying
const SOME_FLYING = [TRAIT_FLYING | TRAIT_BARTER, TRAIT_BARTER] as const; // some, not all, Flying

describe('CF-10 §1.10 movement costs', () => {
  it('CF-10 Mountain costs 2; Plains, Forest, Desert, Tundra 1', () => {
    const { map, t } = allLands();
    expect(moveCost(map, C, t.M!, ...FOOT)).toBe(2);
    for (const k of ['P', 'F', 'D', 'T']) expect(moveCost(map, C, t[k]!, ...FOOT)).toBe(1);
  });

  it('CF-10 Ocean needs a Seafaring member (cost 1) or an all-Flying army', () => {
    const { map, t } = allLands();
    expect(moveCost(map, C, t.O!, ...FOOT)).toBe(CANNOT_ENTER);
    expect(moveCost(map, C, t.O!, ...SHIP)).toBe(1);
    expect(moveCost(map, C, t.O!, ...FLYERS)).toBe(1);
    expect(moveCost(map, C, t.O!, ...SOME_FLYING)).toBe(CANNOT_ENTER);
  });

  it('CF-10 an all-Flying army pays 1 everywhere, Mountains included; a partly Flying one pays 2 on Mountains', () => {
    const { map, t } = allLands();
    expect(moveCost(map, C, t.M!, ...FLYERS)).toBe(1);
    expect(moveCost(map, C, t.M!, ...SOME_FLYING)).toBe(2);
    expect(moveCost(map, C, t.castle!, ...FLYERS)).toBe(1);
  });

  it('G52 a Landmark costs as its base type and can always be entered: Ocean islands without Seafaring', () => {
    const { map, t } = allLands();
    expect(moveCost(map, C, t.outpost!, ...FOOT)).toBe(1);
    expect(moveCost(map, C, t.castle!, ...FOOT)).toBe(2);
    expect(moveCost(map, C, t.throne!, ...FOOT)).toBe(1);
  });

  it('G52 Wasteland costs 1, whatever it was (a wasted Mountain)', () => {
    const { map, t } = allLands();
    expect(moveCost(map, C, t.wasteM!, ...FOOT)).toBe(1);
    // A wasted Ocean is Wasteland: no Seafaring needed any more.
    map.makeWasteland(t.O!);
    expect(moveCost(map, C, t.O!, ...FOOT)).toBe(1);
  });
});

describe('CF-17 §1.13 where a settlement may stand', () => {
  it('CF-17 not on Ocean, Wasteland or a Landmark (the Throne included); yes on the other lands', () => {
    const { map, t } = allLands();
    const occ = new Uint8Array(map.capacity);
    for (const k of ['P', 'F', 'M', 'D', 'T']) expect(settlementSiteLegal(map, t[k]!, occ)).toBe(true);
    for (const k of ['O', 'outpost', 'castle', 'throne', 'wasteM']) expect(settlementSiteLegal(map, t[k]!, occ)).toBe(false);
  });

  it('CF-17 not on a tile holding a settlement or an NPC; not next to a settlement; an NPC next door does not matter', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; P 1,0; P 2,0; P 3,0; P 4,0');
    const occ = new Uint8Array(map.capacity);
    occ[0] = SITE_SETTLEMENT;
    occ[3] = SITE_NPC;
    expect(settlementSiteLegal(map, 0, occ)).toBe(false); // holds a settlement
    expect(settlementSiteLegal(map, 1, occ)).toBe(false); // next to it
    expect(settlementSiteLegal(map, 2, occ)).toBe(true); // an NPC next door at 3,0
    expect(settlementSiteLegal(map, 3, occ)).toBe(false); // holds an NPC
    expect(settlementSiteLegal(map, 4, occ)).toBe(true);
    const out = new Int16Array(map.count);
    const n = settlementSites(map, occ, out);
    expect(Array.from(out.subarray(0, n))).toEqual([2, 4]);
  });
});
