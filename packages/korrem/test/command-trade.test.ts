// National Trade (§1.19, G11), Armed Occupation recruits (§1.20, CF-18, G64) and Call to Arms (§1.21, CF-19, G65).
import { describe, expect, it } from 'vitest';
import { callToArms, defenseless, rollCallToArms } from '../src/command/call-to-arms.js';
import { returnToNationDeck } from '../src/command/town-hall.js';
import { PR_COMMAND, PR_TRADE_REPLY, PR_TRADE_SEAL } from '../src/prompts.js';
import { LOC_ARMY, LOC_HAND, LOC_NATION_DECK, LOC_SLOT, PL_OFFERS, PL_SLOTS, PL_RENEGED_MASK, PL_WORDS, armySize } from '../src/state.js';
import { makeKit } from './command-kit.js';

const pl = (seat: number, w: number): number => seat * PL_WORDS + w;

function tradeKit(mode: 'trust' | 'binding' | 'none' = 'trust'): ReturnType<typeof makeKit> {
  const k = makeKit({ params: { 'trade.mode': mode } });
  k.tile('0,0', 'Plains');
  k.setBank(0, 'Gr', 5);
  k.setBank(1, 'Wd', 3);
  k.start(0, 1);
  return k;
}

const offer = /Offer seat 1 a National Trade: 2 Gr for 1 Wd/;

describe('National Trade §1.19', () => {
  it('G11 §1.19 trust: accepted, both Deliver (sealed, revealed together) → the honest swap, bank to bank', () => {
    const k = tradeKit();
    k.act(offer);
    expect(k.topPrompt()).toBe(PR_TRADE_REPLY);
    k.act(/Accept/);
    expect(k.topPrompt()).toBe(PR_TRADE_SEAL);
    k.act(/^Deliver/);
    // Nothing moves before both have sealed.
    expect(k.bank(0, 'Gr')).toBe(5);
    expect(k.topPrompt()).toBe(PR_TRADE_SEAL);
    k.act(/^Deliver/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect([k.bank(0, 'Gr'), k.bank(0, 'Wd'), k.bank(1, 'Gr'), k.bank(1, 'Wd')]).toEqual([3, 1, 2, 2]);
    expect(k.s.pl[pl(0, PL_RENEGED_MASK)]).toBe(0);
    expect(k.s.pl[pl(1, PL_RENEGED_MASK)]).toBe(0);
    expect(k.s.pl[pl(0, PL_OFFERS)]).toBe(1);
  });

  it('G11 §1.19 trust: the receiver reneges → a one-sided hand-over, recorded against the receiver', () => {
    const k = tradeKit();
    k.act(offer);
    k.act(/Accept/);
    k.act(/^Deliver/);
    k.act(/^Renege/);
    expect([k.bank(0, 'Gr'), k.bank(0, 'Wd'), k.bank(1, 'Gr'), k.bank(1, 'Wd')]).toEqual([3, 0, 2, 3]);
    expect(k.s.pl[pl(0, PL_RENEGED_MASK)]).toBe(1 << 1);
    expect(k.s.pl[pl(1, PL_RENEGED_MASK)]).toBe(0);
  });

  it('G11 §1.19 trust: both renege → nothing moves, both recorded', () => {
    const k = tradeKit();
    k.act(offer);
    k.act(/Accept/);
    k.act(/^Renege/);
    k.act(/^Renege/);
    expect([k.bank(0, 'Gr'), k.bank(0, 'Wd'), k.bank(1, 'Gr'), k.bank(1, 'Wd')]).toEqual([5, 0, 0, 3]);
    expect(k.s.pl[pl(0, PL_RENEGED_MASK)]).toBe(1 << 1);
    expect(k.s.pl[pl(1, PL_RENEGED_MASK)]).toBe(1 << 0);
  });

  it('G11 §1.19 binding: an accepted trade is one swap, no sealed choice', () => {
    const k = tradeKit('binding');
    k.act(offer);
    k.act(/Accept/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect([k.bank(0, 'Gr'), k.bank(0, 'Wd'), k.bank(1, 'Gr'), k.bank(1, 'Wd')]).toEqual([3, 1, 2, 2]);
  });

  it('G11 §1.19 a rejected offer changes nothing; at most 2 offers per Command Phase', () => {
    const k = tradeKit();
    k.act(offer);
    k.act(/Reject/);
    expect(k.bank(0, 'Gr')).toBe(5);
    k.act(offer);
    k.act(/Reject/);
    expect(k.describeAll().some((d) => d.startsWith('Offer'))).toBe(false);
  });

  it('G11 §1.19 none: no offers at all; templates only give 1–4 for 1–2 of what both banks hold', () => {
    expect(tradeKit('none').describeAll().some((d) => d.startsWith('Offer'))).toBe(false);
    const k = tradeKit();
    const offers = k.describeAll().filter((d) => d.startsWith('Offer'));
    // Seat 0 holds only Gr (5 → 1..4), seat 1 only Wd (3 → 1..2), seat 2 nothing.
    expect(offers).toHaveLength(4 * 2);
  });
});

describe('Armed Occupation §1.20', () => {
  function occupied(kind: 'village' | 'kingdom'): { k: ReturnType<typeof makeKit>; a: number; v: number } {
    const k = makeKit();
    const v = k.tile('0,0', 'Forest');
    k.settle(1, v, kind);
    const a = k.army(0, 0, v, 'Farmer');
    k.s.settleOccupier[v] = a;
    k.slots(1, 'Elf Archer', 'Elf Archer');
    k.setCargo(a, 'Wd', 10);
    k.setCargo(a, 'Ge', 10);
    return { k, a, v };
  }

  it('CF-18 §1.20 G64 the occupier of a Village recruits from 1 pile, paying from its cargo, 1 Action; the recruit joins it and keeps its allegiance', () => {
    const { k, a } = occupied('village');
    k.start(0, 3);
    const recruits = k.describeAll().filter((d) => d.startsWith('Occupation recruit'));
    expect(recruits).toHaveLength(1); // P = 1 for a Village
    k.act(/Occupation recruit: Army #1 enlists Elf Archer/);
    expect(k.actions(0)).toBe(2);
    expect(k.cargo(a, 'Wd')).toBe(8);
    expect(k.cargo(a, 'Ge')).toBe(9);
    expect(armySize(k.s, a)).toBe(2);
    expect(k.describeAll().some((d) => d.startsWith('Occupation recruit'))).toBe(false);
    const archer = [...Array(k.s.shape.copies).keys()].find((c) => k.s.copyLoc[c] === LOC_ARMY && k.s.copyArg[c] === a && k.s.copyOrigin[c] === 1)!;
    returnToNationDeck(k.s, archer);
    expect(k.s.copyLoc[archer]).toBe(LOC_NATION_DECK);
    expect(k.s.copyArg[archer]).toBe(1);
  });

  it('CF-18 §1.20 the occupier of a Kingdom recruits from 2 piles, one recruit per pile (fresh rule)', () => {
    const { k } = occupied('kingdom');
    k.start(0, 3);
    expect(k.describeAll().filter((d) => d.startsWith('Occupation recruit'))).toHaveLength(2);
    k.act(/Occupation recruit: .* pile 1 /);
    const left = k.describeAll().filter((d) => d.startsWith('Occupation recruit'));
    expect(left).toEqual([expect.stringMatching(/pile 2 /)]);
    k.act(/Occupation recruit: .* pile 2 /);
    expect(k.describeAll().some((d) => d.startsWith('Occupation recruit'))).toBe(false);
  });
});

describe('Call to Arms §1.21', () => {
  function humanVillage(): { k: ReturnType<typeof makeKit>; v: number } {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    k.s.pl[pl(0, PL_SLOTS)] = 1;
    return { k, v };
  }

  it('CF-19 §1.21 G65 D8 = 3: the slot card, then the top two deck cards, form an army on the settlement; the slot refills', () => {
    const { k, v } = humanVillage();
    const [slotCard] = k.slots(0, 'Footman');
    const second = k.onTop(0, 'Knight');
    const first = k.onTop(0, 'Prince');
    const deckBefore = k.s.nationDeckLen[0]!;
    const a = callToArms(k.s, v, 3);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(k.s.armyTile[a]).toBe(v);
    for (const c of [slotCard!, first, second]) {
      expect(k.s.copyLoc[c]).toBe(LOC_ARMY);
      expect(k.s.copyArg[c]).toBe(a);
    }
    expect(armySize(k.s, a)).toBe(3);
    expect(k.s.nationDeckLen[0]).toBe(deckBefore - 3); // 2 to the army, 1 to refill the slot
    expect(k.s.slot[0]).toBeGreaterThanOrEqual(0);
    k.checkInvariants();
  });

  it('CF-19 §1.21 the roll is a D8 and the army never exceeds it', () => {
    const { k, v } = humanVillage();
    k.slots(0, 'Footman');
    k.rng.dice.push(2);
    const a = rollCallToArms(k.s, v, k.rng);
    expect(armySize(k.s, a)).toBe(2);
  });

  it('CF-19 §1.21 not Defenseless with a Wall or an own army; not for an occupied settlement', () => {
    const w = humanVillage();
    w.k.s.settleWalls[w.v] = 1;
    expect(defenseless(w.k.s, w.v)).toBe(false);
    expect(callToArms(w.k.s, w.v, 8)).toBe(-1);
    const o = humanVillage();
    const enemy = o.k.army(1, 0, o.v, 'Goblin Laborer');
    o.k.s.settleOccupier[o.v] = enemy;
    expect(callToArms(o.k.s, o.v, 8)).toBe(-1);
    const g = humanVillage();
    g.k.army(0, 0, g.v, 'Farmer');
    expect(defenseless(g.k.s, g.v)).toBe(false);
  });

  it('G65 §1.21 Summons met on the way go to the hand and do not count', () => {
    const k = makeKit({ nations: ['druid', 'human'] });
    const v = k.tile('0,0', 'Forest');
    k.settle(0, v, 'village');
    const [wolf] = k.slots(0, 'Spirit Wolf');
    const top = k.onTop(0, 'Apprentice');
    const a = callToArms(k.s, v, 1);
    expect(k.s.copyLoc[wolf!]).toBe(LOC_HAND);
    expect(k.s.copyArg[top]).toBe(a);
    expect(armySize(k.s, a)).toBe(1);
  });

  it('G59 G65 §1.21 a Machines-only draw does not rise: the Machine stays in its slot', () => {
    const k = makeKit({ nations: ['talos', 'human'] });
    const v = k.tile('0,0', 'Desert');
    k.settle(0, v, 'village');
    const [sentinel] = k.slots(0, 'Bronze Sentinel');
    expect(callToArms(k.s, v, 1)).toBe(-1);
    expect(k.s.copyLoc[sentinel!]).toBe(LOC_SLOT);
    expect(k.s.armyTile.slice(0, 8).every((t) => t === -1)).toBe(true);
  });

  it('G65 §1.21 no free flag → no Call to Arms', () => {
    const k = makeKit({ params: { 'game.armyFlagsPerNation': 1 } });
    const v = k.tile('0,0', 'Plains');
    const far = k.tile('1,0', 'Plains');
    k.settle(0, v, 'village');
    k.army(0, 0, far, 'Farmer');
    k.slots(0, 'Footman');
    expect(callToArms(k.s, v, 5)).toBe(-1);
  });
});
