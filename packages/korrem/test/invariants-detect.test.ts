// checkKorremInvariants (spec §6.7) on positions broken on purpose: each invariant the state can express
// reports its violation (and a sound position reports nothing), so the property tests can fail.
import { describe, expect, it } from 'vitest';
import { KIND_MACHINE, STATE_POISONED, STATE_UNDEAD } from '../src/content/compiled.js';
import { KorremPosition, S } from '../src/testing/index.js';

const MAP = { '0,0': 'Plains', '1,0': 'Forest', '2,0': 'Plains', '3,0': 'Plains', '0,1': 'Ocean', '-1,0': 'Plains' } as const;

function sound(): KorremPosition {
  return new KorremPosition(['human', 'elves', 'talos'])
    .tiles(MAP)
    .village('0,0', 'human')
    .village('3,0', 'elves')
    .army('human', '0,0', ['Farmer', 'Footman'], { cargo: { Wd: 2 } })
    .army('elves', '2,0', ['Elf Archer'])
    .npc('-1,0', ['White Wolf'])
    .bank('human', { Gr: 1 })
    .hand('elves', 'Rally');
}

const expectOne = (p: KorremPosition, pattern: RegExp): void => {
  const bad = p.invariants();
  expect(bad.some((m) => pattern.test(m)), `expected ${pattern} among:\n${bad.join('\n')}`).toBe(true);
};

describe('§6.7 invariants: a sound position passes', () => {
  it('the built position has no violation', () => {
    expect(sound().invariants()).toEqual([]);
  });
});

describe('§6.7 1 resources and §6.7 3 VP', () => {
  it('§6.7 1: a negative bank entry or cargo entry is reported', () => {
    const p = sound().bank('elves', { Or: -1 });
    expectOne(p, /§6\.7 1: seat 1's bank holds -1 of resource 2/);
    const q = sound();
    q.s.armyCargo[1] = -2;
    expectOne(q, /§6\.7 1: army 0 carries -2/);
  });

  it('§6.7 3: VP that no source explains, or Artifact VP without the Artifact in the bank, are reported', () => {
    const p = sound();
    p.s.pl[S.PL_VP] = 3;
    expectOne(p, /§6\.7 3: VP beyond quests, Monsters and Artifacts total 3/);
    const q = sound();
    q.s.pl[S.PL_VP_ARTIFACT] = 2;
    q.s.pl[S.PL_VP] = 2;
    expectOne(q, /§6\.7 3: seat 0 counts 2 Artifact VP but its bank holds Artifacts worth 0/);
  });
});

describe('§6.7 4, 5 map', () => {
  it('§6.7 4: settlements on touching hexes, or on Ocean, are reported', () => {
    const p = sound().village('-1,0', 'talos');
    expectOne(p, /§6\.7 4: settlements on tiles \d+ and \d+ touch/);
    const q = sound();
    const t = q.at('0,1');
    q.s.settleOwner[t] = 2;
    q.s.settleKind[t] = S.SETTLE_VILLAGE;
    expectOne(q, /§6\.7 4: a settlement on tile \d+, which is Ocean, Wasteland or a Landmark/);
  });

  it('§6.7 5: a tile in two places, a map in two pieces, Desert against Tundra, two Landmarks touching', () => {
    const p = sound();
    p.s.bag.put(p.s.map.source[0]!);
    expectOne(p, /§6\.7 5: content tile \d+ is in 2 places/);
    expectOne(sound().tile('9,9', 'Plains'), /§6\.7 5: the map is not edge-connected \(6 of 7 tiles/);
    expectOne(sound().tile('4,0', 'Desert').tile('5,0', 'Tundra'), /§6\.7 5: Desert and Tundra touch/);
    expectOne(sound().tile('1,1', 'Farfield Village').tile('2,1', 'Crystal Cove'), /§6\.7 5: Landmarks on tiles \d+ and \d+ touch/);
  });
});

describe('§6.7 6, 7 armies, supply', () => {
  it('§6.7 6: two armies of one Nation on a hex; two Nations on a hex outside an encounter', () => {
    expectOne(sound().army('human', '0,0', ['Woodcutter']), /§6\.7 6: two armies of seat 0 \(0, 1\) on tile 0/);
    expectOne(sound().army('talos', '2,0', ['Merchant']), /§6\.7 6: armies \d+ and \d+ share tile \d+ outside an encounter/);
  });

  it('§6.7 6: an army of Machines only (G59), an empty army on the map, a free flag with cargo', () => {
    const p = sound().army('talos', '1,0', ['Bronze Sentinel']);
    expect(p.content.cards.kinds[p.content.cardByName('Bronze Sentinel')]! & KIND_MACHINE).not.toBe(0);
    expectOne(p, /§6\.7 6: army \d+ on tile \d+ is Machines only/);
    const q = sound();
    q.s.armyTile[3] = q.at('1,0');
    expectOne(q, /§6\.7 6: army 3 on tile \d+ has no character/);
    const r = sound();
    r.s.armyCargo[5 * 7] = 1;
    expectOne(r, /§6\.7 6: free flag 5 carries cargo/);
  });

  it('§6.7 7: Towers on a Village, a supply below zero, a one-sided Romantic bond, Heart pairs over the cap', () => {
    const p = sound();
    p.s.settleTowers[p.at('0,0')] = 1;
    expectOne(p, /§6\.7 7: Towers on the Village/);
    const q = sound();
    q.s.pl[S.PL_WALLS_LEFT] = -1;
    expectOne(q, /§6\.7 7: seat 0 has -1 Walls in supply/);
    const r = sound();
    r.s.copyRomance[0] = 1;
    expectOne(r, /§6\.7 7: copy 0's Romantic partner 1 is not bonded back/);
    const u = sound();
    u.s.g[S.G_HEARTS_USED] = u.s.config.params.battle.heartPairCap + 1;
    expectOne(u, /Heart-token pairs in use/);
  });
});

describe('§6.7 8, 9 cards', () => {
  it('§6.7 8: a copy in a deck and a slot at once; a copy whose card changed; a World card in two places', () => {
    const p = sound();
    const c = p.s.nationDeck[0]!;
    p.s.slot[0] = c;
    expectOne(p, /§6\.7 8: copy \d+ is in seat 0's slot 0 but says loc 1/);
    const q = sound();
    q.s.copyCard[q.s.nationDeck[0]!] = q.content.cardByName('Knight');
    expectOne(q, /§6\.7 8: copy \d+ is card \d+ of seat 0, setup made it card \d+ of seat 0/);
    const r = sound();
    r.s.worldDeck[0] = r.s.worldDeck[1]!;
    expectOne(r, /§6\.7 8 World cards: World copy \d+ is in two places/);
  });

  it('§6.7 11, 12: Poisoned outside a battle; a Machine that is Undead', () => {
    const p = sound();
    p.s.copyState[p.s.nationDeck[0]!] = STATE_POISONED;
    expectOne(p, /§6\.7 12: copy \d+ carries state bits 4 outside a battle/);
    const q = sound().army('talos', '1,0', ['Merchant', 'Bronze Sentinel']);
    const machine = q.s.copyCard.findIndex((card, c) => card === q.content.cardByName('Bronze Sentinel') && q.s.copyLoc[c] === S.LOC_ARMY);
    q.s.copyState[machine] = STATE_UNDEAD;
    expectOne(q, /§6\.7 11: copy \d+, a Machine or Summon, is Undead/);
    const ok = sound();
    ok.s.copyState[ok.s.nationDeck[0]!] = STATE_UNDEAD;
    expect(ok.invariants()).toEqual([]);
  });

  it('§6.7 9: once Round 1 has started, Town Hall slots = villages + 2·kingdoms', () => {
    const p = sound();
    p.s.g[S.G_ROUND] = 1;
    p.s.pl[S.PL_SLOTS] = 2;
    expectOne(p, /§6\.7 9: seat 0 has 2 Town Hall slots but 1 piles/);
  });

  it('frames: a depth beyond the stack, a frame decided by no seat, a stale closed frame', () => {
    const p = sound();
    p.s.g[S.G_DEPTH] = S.FRAME_DEPTH + 1;
    expectOne(p, /frames: depth 17 outside 0\.\.16/);
    const q = sound();
    q.s.g[S.G_DEPTH] = 1;
    q.s.frames[S.FW_SEAT] = 7;
    expectOne(q, /frames: frame 0 \(prompt 0\) is decided by seat 7/);
    const r = sound();
    r.s.frames[3] = 1;
    expectOne(r, /frames: closed frame word 3 holds 1/);
  });
});
