// Settlements (§1.13, CF-13/17), Walls and Towers (§1.14, CF-14), the Town Hall (§1.15, CF-15/16,
// G19, G58, G59), the Nation Bank (§1.16) and exchanges between own armies (§1.17, G49, G59, G76).
import { describe, expect, it } from 'vitest';
import { returnToNationDeck } from '../src/command/town-hall.js';
import { LOC_ARMY, LOC_HAND, LOC_NATION_DECK, PL_KINGDOMS_LEFT, PL_SLOTS, PL_TOWERS_LEFT, PL_VILLAGES_LEFT, PL_WALLS_LEFT, PL_WORDS, SETTLE_KINGDOM, SETTLE_VILLAGE, WLOC_ARMY, WLOC_BANK, PL_VP } from '../src/state.js';
import { content, makeKit } from './command-kit.js';

const pl = (seat: number, w: number): number => seat * PL_WORDS + w;

function villageCargo(k: ReturnType<typeof makeKit>, a: number): void {
  k.setCargo(a, 'Or', 2);
  k.setCargo(a, 'Wd', 8);
  k.setCargo(a, 'Gr', 4);
}

function kingdomBank(k: ReturnType<typeof makeKit>, seat: number): void {
  k.setBank(seat, 'Or', 6);
  k.setBank(seat, 'Wd', 6);
  k.setBank(seat, 'St', 3);
  k.setBank(seat, 'Go', 3);
}

describe('settlements §1.13', () => {
  it('CF-13 §1.13 a Village costs 2 Or + 8 Wd + 4 Gr from the army’s cargo, 1 Action, and opens Town Hall pile 1 (fresh)', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    const a = k.army(0, 0, t, 'Farmer');
    villageCargo(k, a);
    k.setCargo(a, 'Fi', 1);
    k.start(0, 2);
    k.act(/Build a Village with Army #1 .* \(pay 8 Wd \+ 2 Or \+ 4 Gr|Build a Village/);
    expect(k.s.settleKind[t]).toBe(SETTLE_VILLAGE);
    expect(k.s.settleOwner[t]).toBe(0);
    expect([k.cargo(a, 'Or'), k.cargo(a, 'Wd'), k.cargo(a, 'Gr'), k.cargo(a, 'Fi')]).toEqual([0, 0, 0, 1]);
    expect(k.actions(0)).toBe(1);
    expect(k.s.pl[pl(0, PL_VILLAGES_LEFT)]).toBe(7);
    expect(k.s.pl[pl(0, PL_SLOTS)]).toBe(1);
    expect(k.s.slot[0]).toBeGreaterThanOrEqual(0);
    expect(k.s.slotFresh[0]).toBe(1);
  });

  it('CF-13 §1.13 one Wood short, no Village', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    const a = k.army(0, 0, t, 'Farmer');
    villageCargo(k, a);
    k.setCargo(a, 'Wd', 7);
    k.start(0, 2);
    expect(k.describeAll().some((d) => d.startsWith('Build a Village'))).toBe(false);
  });

  it('CF-17 §1.13 never next to another settlement (own or enemy), never on Ocean or a Landmark', () => {
    for (const [land, neighbourSettled, legal] of [
      ['Plains', true, false],
      ['Ocean', false, false],
      ['Farfield Village', false, false],
      ['Plains', false, true],
    ] as const) {
      const k = makeKit();
      const t = k.tile('0,0', land);
      const n = k.tile('1,0', 'Plains');
      if (neighbourSettled) k.settle(1, n, 'village');
      const a = k.army(2, 0, t, 'Fisherman');
      villageCargo(k, a);
      k.start(2, 2);
      expect(k.describeAll().some((d) => d.startsWith('Build a Village')), `${land} ${neighbourSettled}`).toBe(legal);
    }
  });

  it('CF-13 CF-15 G67 §1.13 a Kingdom costs 6 Or + 6 Wd + 3 St + 3 Go, from the bank anywhere; P goes 2 → 3; the Village returns to supply', () => {
    const k = makeKit();
    const v1 = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    const v2 = k.tile('2,0', 'Plains');
    k.settle(0, v1, 'village');
    k.settle(0, v2, 'village');
    k.s.pl[pl(0, PL_VILLAGES_LEFT)] = 6;
    kingdomBank(k, 0);
    k.start(0, 1);
    expect(k.s.pl[pl(0, PL_SLOTS)]).toBe(2);
    k.act(/Upgrade the Village to a Kingdom at Plains 2,0 \(pay .* from the Nation Bank\)/);
    expect(k.s.settleKind[v2]).toBe(SETTLE_KINGDOM);
    expect(k.s.pl[pl(0, PL_SLOTS)]).toBe(3);
    expect(k.s.pl[pl(0, PL_VILLAGES_LEFT)]).toBe(7);
    expect(k.s.pl[pl(0, PL_KINGDOMS_LEFT)]).toBe(5);
    for (const r of ['Or', 'Wd', 'St', 'Go']) expect(k.bank(0, r)).toBe(0);
    expect(k.actions(0)).toBe(0);
  });

  it('CF-15 §1.15 Town Hall piles: 1V → 1, 2V → 2, 2V+1K → 4', () => {
    for (const [villages, kingdoms, piles] of [
      [1, 0, 1],
      [2, 0, 2],
      [2, 1, 4],
    ] as const) {
      const k = makeKit();
      const spots = ['0,0', '2,0', '4,0'];
      for (let i = 0; i < 5; i++) k.tile(`${i},0`, 'Plains');
      for (let i = 0; i < villages + kingdoms; i++) k.settle(0, k.at(spots[i]!), i < villages ? 'village' : 'kingdom');
      k.start(0, 1);
      expect(k.s.pl[pl(0, PL_SLOTS)]).toBe(piles);
      for (let i = 0; i < piles; i++) expect(k.s.slot[i]).toBeGreaterThanOrEqual(0);
    }
  });

  it('G67 §1.13 an army standing on the Village may pay the upgrade from its cargo instead', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    const a = k.army(0, 0, v, 'Farmer');
    for (const [r, n] of [['Or', 6], ['Wd', 6], ['St', 3], ['Go', 3]] as const) k.setCargo(a, r, n);
    for (const r of ['Or', 'Wd', 'St', 'Go']) k.setBank(0, r, 0);
    k.start(0, 1);
    k.act(/Upgrade .* from Army #1 there/);
    expect(k.s.settleKind[v]).toBe(SETTLE_KINGDOM);
    expect(k.cargo(a, 'St')).toBe(0);
  });

  it('G64 §1.13 an occupied settlement cannot be upgraded or fortified', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    const enemy = k.army(1, 0, v, 'Goblin Laborer');
    k.s.settleOccupier[v] = enemy;
    kingdomBank(k, 0);
    k.setBank(0, 'Wd', 10);
    k.setBank(0, 'Gr', 10);
    k.start(0, 2);
    expect(k.describeAll().some((d) => /Upgrade|Wall|Tower/.test(d))).toBe(false);
  });
});

describe('Walls and Towers §1.14', () => {
  it('CF-14 §1.14 a Wall goes on a Village at the nation’s price (Human 3 Wd + 2 Gr, G7); a Tower only on a Kingdom', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    const kg = k.tile('2,0', 'Plains');
    k.settle(0, v, 'village');
    k.settle(0, kg, 'kingdom');
    for (const r of ['Gr', 'Wd', 'Or', 'St']) k.setBank(0, r, 20);
    k.start(0, 3);
    const towers = k.describeAll().filter((d) => d.startsWith('Buy a Tower'));
    expect(towers).toEqual([expect.stringMatching(/Plains 2,0/)]);
    k.act(/Buy a Wall for the settlement at Plains 0,0 \(pay 3 Wd \+ 2 Gr|Buy a Wall for the settlement at Plains 0,0/);
    expect(k.s.settleWalls[v]).toBe(1);
    expect(k.bank(0, 'Wd')).toBe(17);
    expect(k.bank(0, 'Gr')).toBe(18);
    expect(k.s.pl[pl(0, PL_WALLS_LEFT)]).toBe(14);
    k.act(/Buy a Tower/);
    expect(k.s.settleTowers[kg]).toBe(1);
    expect(k.s.pl[pl(0, PL_TOWERS_LEFT)]).toBe(9);
    expect(k.bank(0, 'Or')).toBe(16);
    expect(k.actions(0)).toBe(1);
  });

  it('§1.3 supply caps: with no Walls left none can be bought', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    for (const r of ['Gr', 'Wd']) k.setBank(0, r, 20);
    k.s.pl[pl(0, PL_WALLS_LEFT)] = 0;
    k.start(0, 3);
    expect(k.describeAll().some((d) => d.startsWith('Buy a Wall'))).toBe(false);
  });
});

describe('Town Hall §1.15', () => {
  function townHall(): { k: ReturnType<typeof makeKit>; v: number } {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    k.settle(0, v, 'village');
    return { k, v };
  }

  it('§1.15 G14 recruit: pay the slot card from the bank, 1 Action; it forms a new army on the settlement; the slot refills', () => {
    const { k, v } = townHall();
    const [footman] = k.slots(0, 'Footman');
    k.setBank(0, 'Gr', 2);
    k.setBank(0, 'Or', 1);
    k.start(0, 2);
    k.act(/Enlist Footman .*forms a new army/);
    expect(k.s.copyLoc[footman!]).toBe(LOC_ARMY);
    expect(k.s.armyTile[k.s.copyArg[footman!]!]).toBe(v);
    expect(k.bank(0, 'Gr')).toBe(0);
    expect(k.bank(0, 'Or')).toBe(0);
    expect(k.actions(0)).toBe(1);
    expect(k.s.slot[0]).not.toBe(footman);
    expect(k.s.slotFresh[0]).toBe(1);
  });

  it('§1.15 a recruit joins the own army already on the settlement', () => {
    const { k, v } = townHall();
    const a = k.army(0, 0, v, 'Farmer');
    const [footman] = k.slots(0, 'Footman');
    k.setBank(0, 'Gr', 2);
    k.setBank(0, 'Or', 1);
    k.start(0, 1);
    k.act(/Enlist Footman .*joins Army #1/);
    expect(k.s.copyArg[footman!]).toBe(a);
  });

  it('CF-16 G19 §1.15 the refilled card is fresh: not recruitable this Command Phase, recruitable at the next', () => {
    const { k } = townHall();
    k.slots(0, 'Footman');
    k.onTop(0, 'Footman');
    k.setBank(0, 'Gr', 10);
    k.setBank(0, 'Or', 10);
    k.start(0, 3);
    k.act(/Enlist Footman/);
    expect(k.describeAll().some((d) => d.startsWith('Enlist'))).toBe(false);
    k.act(/End the Command Phase/);
    k.start(0, 3);
    expect(k.describeAll().some((d) => d.startsWith('Enlist'))).toBe(true);
  });

  it('G19 §1.15 freshCardRecruitable=true allows a second recruit from the pile', () => {
    const k = makeKit({ params: { 'game.freshCardRecruitable': true } });
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    k.slots(0, 'Footman');
    k.onTop(0, 'Footman');
    k.setBank(0, 'Gr', 10);
    k.setBank(0, 'Or', 10);
    k.start(0, 3);
    k.act(/Enlist Footman/);
    expect(k.describeAll().some((d) => d.startsWith('Enlist Footman'))).toBe(true);
  });

  it('CF-16 §1.15 Cycle: 1 Action per cycle, no limit; the card goes to the bottom of the deck and the top card fills the slot', () => {
    const { k } = townHall();
    const [footman] = k.slots(0, 'Footman');
    const top = k.onTop(0, 'Knight');
    k.start(0, 3);
    k.act(/Cycle Town Hall pile 1/);
    expect(k.s.slot[0]).toBe(top);
    expect(k.s.copyLoc[footman!]).toBe(LOC_NATION_DECK);
    expect(k.s.nationDeck[0]).toBe(footman); // the bottom
    expect(k.actions(0)).toBe(2);
    k.act(/Cycle Town Hall pile 1/);
    k.act(/Cycle Town Hall pile 1/);
    expect(k.actions(0)).toBe(0);
    expect(k.describeAll().some((d) => d.startsWith('Cycle'))).toBe(false);
  });

  it('§1.15 a Summon in a slot goes to the hand for free and the slot refills', () => {
    const k = makeKit({ nations: ['druid', 'human'] });
    const v = k.tile('0,0', 'Forest');
    k.settle(0, v, 'village');
    const [wolf] = k.slots(0, 'Spirit Wolf');
    k.start(0, 1);
    expect(k.describeAll().some((d) => d.startsWith('Enlist Spirit Wolf'))).toBe(false);
    k.act(/Take the Summon Spirit Wolf .* \(no cost\)/);
    expect(k.s.copyLoc[wolf!]).toBe(LOC_HAND);
    expect(k.s.handLen[0]).toBe(1);
    expect(k.actions(0)).toBe(1);
    expect(k.s.slot[0]).not.toBe(wolf);
  });

  it('G59 §1.17 a Machine cannot form an army alone: Bronze Sentinel may only join an army with a non-Machine', () => {
    const k = makeKit({ nations: ['talos', 'human'] });
    const v = k.tile('0,0', 'Desert');
    k.settle(0, v, 'village');
    k.slots(0, 'Bronze Sentinel');
    for (const r of ['Or', 'St']) k.setBank(0, r, 5);
    k.start(0, 2);
    expect(k.describeAll().some((d) => d.startsWith('Enlist'))).toBe(false);
    k.act(/End the Command Phase/);
    k.army(0, 0, v, 'Merchant');
    k.start(0, 2);
    k.act(/Enlist Bronze Sentinel .*joins Army #1/);
  });

  it('§1.20 recruiting onto an own settlement an enemy occupies forms a new army that attacks (encounter hook)', () => {
    const { k, v } = townHall();
    const enemy = k.army(1, 0, v, 'Goblin Laborer');
    k.s.settleOccupier[v] = enemy;
    k.slots(0, 'Footman');
    k.setBank(0, 'Gr', 2);
    k.setBank(0, 'Or', 1);
    k.start(0, 1);
    k.act(/Enlist Footman .*forms a new army/);
    expect(k.encounters).toEqual([{ army: 0, tile: v }]);
  });

  it('G9 §1.15 with every flag in use and no army on the settlement, nobody can be recruited there', () => {
    const k = makeKit({ params: { 'game.armyFlagsPerNation': 1 } });
    const v = k.tile('0,0', 'Plains');
    const w = k.tile('1,0', 'Plains');
    k.settle(0, v, 'village');
    k.army(0, 0, w, 'Farmer');
    k.slots(0, 'Footman');
    k.setBank(0, 'Gr', 2);
    k.setBank(0, 'Or', 1);
    k.start(0, 1);
    expect(k.describeAll().some((d) => d.startsWith('Enlist'))).toBe(false);
  });

  it('G19 §1.15 a killed character returns to the bottom of its Nation deck', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    k.army(0, 0, t, 'Farmer', 'Footman');
    const footman = [...Array(k.s.shape.copies).keys()].find((c) => k.s.copyLoc[c] === LOC_ARMY && content().cards.name[k.s.copyCard[c]!] === 'Footman')!;
    const before = k.s.nationDeckLen[0]!;
    returnToNationDeck(k.s, footman);
    expect(k.s.nationDeckLen[0]).toBe(before + 1);
    expect(k.s.nationDeck[0]).toBe(footman);
    expect(k.s.copyLoc[footman]).toBe(LOC_NATION_DECK);
  });
});

describe('Nation Bank §1.16', () => {
  it('§1.16 deposit all cargo and withdraw the cost of a Village at an own settlement, 0 Actions', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    const a = k.army(0, 0, v, 'Farmer');
    k.setCargo(a, 'Gr', 3);
    k.setCargo(a, 'Wd', 2);
    k.setBank(0, 'Gr', 1);
    k.setBank(0, 'Wd', 10);
    k.setBank(0, 'Or', 2);
    k.start(0, 0);
    k.act(/Deposit all of Army #1's cargo/);
    expect(k.bank(0, 'Gr')).toBe(4);
    expect(k.bank(0, 'Wd')).toBe(12);
    expect(k.cargo(a, 'Gr')).toBe(0);
    k.act(/lacks for a Village/);
    expect([k.cargo(a, 'Or'), k.cargo(a, 'Wd'), k.cargo(a, 'Gr')]).toEqual([2, 8, 4]);
    expect([k.bank(0, 'Or'), k.bank(0, 'Wd'), k.bank(0, 'Gr')]).toEqual([0, 4, 0]);
    expect(k.actions(0)).toBe(0);
  });

  it('§1.16 G64 the bank cannot be used through a settlement an enemy occupies, nor away from own settlements', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    const far = k.tile('1,0', 'Plains');
    k.settle(1, v, 'village');
    const mine = k.army(0, 0, far, 'Farmer');
    k.setCargo(mine, 'Gr', 3);
    // Seat 1's settlement occupied by seat 0's army: seat 1 has no army there and cannot reach the bank through it.
    k.s.armyTile[mine] = v;
    k.s.settleOccupier[v] = mine;
    const theirs = k.army(1, 0, far, 'Goblin Laborer');
    k.setCargo(theirs, 'Wd', 3);
    k.start(1, 2);
    expect(k.describeAll().some((d) => /Deposit|Withdraw/.test(d))).toBe(false);
    k.act(/End/);
    k.start(0, 2);
    expect(k.describeAll().some((d) => /Deposit|Withdraw/.test(d))).toBe(false);
  });

  it('CF-24 §3.4 an Artifact deposited in the bank counts its VP; withdrawn, it stops counting', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    const a = k.army(0, 0, v, 'Farmer');
    const world = content().world;
    let w = -1;
    for (let i = 0; i < k.s.shape.worldCopies; i++) if (world.name[k.s.wCard[i]!] === 'Crown of the Ancients') w = i;
    k.s.wLoc[w] = WLOC_ARMY;
    k.s.wArg[w] = a;
    const vp = world.vp[k.s.wCard[w]!]!;
    expect(vp).toBeGreaterThan(0);
    k.start(0, 0);
    k.act(/Deposit the Artifact Crown of the Ancients/);
    expect(k.s.wLoc[w]).toBe(WLOC_BANK);
    expect(k.s.pl[pl(0, PL_VP)]).toBe(vp);
    k.act(/Withdraw the Artifact Crown of the Ancients/);
    expect(k.s.pl[pl(0, PL_VP)]).toBe(0);
  });
});

describe('exchange between own armies §1.17', () => {
  it('G49 §1.17 adjacent own armies exchange characters, cargo and Artifacts for 0 Actions', () => {
    const k = makeKit();
    const t1 = k.tile('0,0', 'Plains');
    const t2 = k.tile('1,0', 'Plains');
    const a = k.army(0, 0, t1, 'Farmer', 'Footman');
    const b = k.army(0, 1, t2, 'Farmer');
    k.setCargo(a, 'Gr', 3);
    k.start(0, 0);
    k.act(/Footman moves from Army #1 to the adjacent Army #2/);
    k.act(/Army #1 hands its Gr to the adjacent Army #2/);
    expect(k.cargo(b, 'Gr')).toBe(3);
    expect(k.cargo(a, 'Gr')).toBe(0);
    expect(k.actions(0)).toBe(0);
  });

  it('G76 §1.17 the last character leaving empties the army: its flag is freed and its cargo goes along', () => {
    const k = makeKit();
    const t1 = k.tile('0,0', 'Plains');
    const t2 = k.tile('1,0', 'Plains');
    const a = k.army(0, 0, t1, 'Farmer');
    const b = k.army(0, 1, t2, 'Farmer');
    k.setCargo(a, 'Wd', 4);
    k.start(0, 0);
    k.act(/Farmer moves from Army #1 to the adjacent Army #2/);
    expect(k.s.armyTile[a]).toBe(-1);
    expect(k.cargo(b, 'Wd')).toBe(4);
    expect(k.cargo(a, 'Wd')).toBe(0);
  });

  it('G59 §1.17 a transfer may not leave Machines alone', () => {
    const k = makeKit({ nations: ['talos', 'human'] });
    const t1 = k.tile('0,0', 'Desert');
    const t2 = k.tile('1,0', 'Desert');
    k.army(0, 0, t1, 'Merchant', 'Bronze Sentinel');
    k.army(0, 1, t2, 'Merchant');
    k.start(0, 0);
    const moves = k.describeAll().filter((d) => /moves from Army #1/.test(d));
    expect(moves).toEqual([expect.stringMatching(/Bronze Sentinel/)]);
  });

  it('G49 §1.17 armies that are not adjacent cannot exchange', () => {
    const k = makeKit();
    const t1 = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    const t3 = k.tile('2,0', 'Plains');
    k.army(0, 0, t1, 'Farmer');
    k.army(0, 1, t3, 'Farmer');
    k.start(0, 0);
    expect(k.describeAll().some((d) => /moves from|hands/.test(d))).toBe(false);
  });
});
