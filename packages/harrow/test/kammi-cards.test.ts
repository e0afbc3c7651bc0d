// Kammi (spec §2.3 K1-K12, §1.3 Goblins, §1.4 Kammi track; rulebook L1529-1539, L1750-1759,
// L2737-2769): one scenario per Goblin card, Goblin power and track space on a built position.
// Map side A; Kammi is seat 0 against the Protectors; Kammi stands far away on -3,1 so every
// distance in these tests can only be the Goblin's (L1753).
import { describe, expect, it } from 'vitest';
import { HarrowPosition, S, cardOf, noDice } from '@balance-lab/harrow/testing';
import { resolveParameters } from '@balance-lab/core';
import { GOBLIN_CARDS } from '../src/data/cards.js';
import { TREE_PARAMETERS } from '../src/data/tree.js';

const K = S.FAC_K;
const P = S.FAC_P;

function pos(goblin = '1,1'): HarrowPosition {
  return new HarrowPosition('kammi', 'protectors', { legends: { kammi: 'brute' } }).kammi('-3,1').goblin(goblin);
}
const hooks = (p: HarrowPosition, key: string) => {
  const e = p.s.config.effects.find((x) => x.key === key);
  if (e === undefined) throw new Error(`no effect ${key}`);
  return e;
};
const canStart = (p: HarrowPosition, key: string, arg = 0): boolean => hooks(p, key).canStart(p.s, K, arg);
const has = (p: HarrowPosition, words: string): boolean => p.options().some((o) => o.includes(words));
const purplePoss = (p: HarrowPosition): number => p.s.poss[K * S.COLOURS + S.FACTION_COLOUR[K]!]!;
const activeCards = (p: HarrowPosition): number[] =>
  [...p.s.active.subarray(K * S.CARD_CAP, K * S.CARD_CAP + p.s.f[K * S.F_WORDS + S.F_ACTIVE_LEN]!)];
const hex = (p: HarrowPosition, name: string): number => p.at(name);

describe('Goblin cards (spec §2.3): distances from the Goblin token (L1753)', () => {
  it('§2.3, §1.3, §1.4: every Goblin card, Goblin power and Kammi track side has its effect', () => {
    const p = pos();
    for (const c of Object.values(GOBLIN_CARDS)) expect(p.s.config.cardEffect[cardOf(c.id)]).toBeGreaterThanOrEqual(0);
    for (const key of ['power:brute', 'power:trickster', 'power:backbiter', 'track:kammi-1', 'track:kammi-2']) hooks(p, key);
  });

  it('K1 Blood Money (L2747): played from the hand in the window before the jar; a cube on a Unit-free hex within 2 of the Goblin, paid out on entry (G-73)', () => {
    const p = pos().haints('protectors', '2,1').hand('kammi', 'Blood Money').turn('kammi');
    p.play('break the Wild Mason Jar', noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    p.play('play the card Blood Money', noDice());
    expect(p.prompt()).toBe(S.PR_EFFECT);
    expect(has(p, 'on hex 3,1')).toBe(true); // 2 from the Goblin
    expect(has(p, 'on hex 2,1')).toBe(false); // a Unit there
    expect(has(p, 'on hex 1,1')).toBe(false); // the Goblin itself is a Unit
    expect(has(p, 'on hex -2,1')).toBe(false); // 1 from Kammi, 3 from the Goblin
    const before = purplePoss(p);
    p.play('place one of your cubes on hex 2,0', noDice());
    expect(p.s.bloodMoney[hex(p, '2,0')]).toBe(1);
    expect(purplePoss(p)).toBe(before - 1);
    // §1.15: the played card stays in play beside the Goblin.
    expect(activeCards(p)).toEqual([cardOf('blood-money')]);
    expect(p.s.f[K * S.F_WORDS + S.F_CARD_TURN]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it('K1 Blood Money (L2747): ANY Unit entering the hex, an enemy one included, sends the cube to Kammi\'s Battleground', () => {
    const p = pos().haints('protectors', '2,1');
    p.effect('card:blood-money', 'kammi', noDice());
    p.play('place one of your cubes on hex 3,1', noDice());
    expect(p.battleground('kammi')).toBe(0);
    p.effect('card:entice', 'kammi', noDice());
    p.play('target the Protector Haint on hex 2,1', noDice());
    p.play('adjacent hex 3,1', noDice());
    expect(p.battleground('kammi')).toBe(1);
    expect(p.s.bloodMoney[hex(p, '3,1')]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K2 Buried (L2749): only with a Kammi Haint on the Goblin\'s hex; 1 basic action of your choice, no Wild token', () => {
    const p = pos().hand('kammi', 'Buried');
    expect(canStart(p, 'card:buried')).toBe(false);
    p.haints('kammi', '1,1');
    expect(canStart(p, 'card:buried')).toBe(true);
    const wild = p.s.f[K * S.F_WORDS + S.F_WILD]!;
    p.effect('card:buried', 'kammi', noDice());
    expect(p.prompt()).toBe(S.PR_PICK);
    const bg = p.battleground('kammi');
    p.play('1 STRENGTHEN Basic Action(s)', noDice());
    expect(p.battleground('kammi')).toBeGreaterThan(bg);
    expect(p.s.f[K * S.F_WORDS + S.F_WILD]).toBe(wild);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('K2 Buried (L2749): not offered in the window without a Kammi Haint on the Goblin\'s hex (a Haint with Kammi does not count)', () => {
    const p = pos().haints('kammi', '-3,1').hand('kammi', 'Buried', 'Tempt').token('SPAWN', '3,0').turn('kammi');
    p.play('break the Legend Mason Jar', noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    expect(has(p, 'play the card Tempt')).toBe(true);
    expect(has(p, 'play the card Buried')).toBe(false);
  });

  it('K3 Doll\'s Whisper (L2751): needs a Doll within 2; two enemy Haints within 2 each move to a different legal adjacent hex', () => {
    const p = pos().haints('protectors', '0,1').haints('protectors', '1,0').haints('protectors', '4,0');
    expect(canStart(p, 'card:dolls-whisper')).toBe(false); // no Doll
    p.doll(0, '3,1');
    expect(canStart(p, 'card:dolls-whisper')).toBe(true);
    p.effect('card:dolls-whisper', 'kammi', noDice());
    expect(has(p, 'Haint on hex 4,0')).toBe(false); // 3 from the Goblin
    p.play('choose the Protector Haint on hex 0,1', noDice());
    expect(has(p, 'hex 1,1')).toBe(false); // the Goblin's hex: Kammi Units
    p.play('adjacent hex 0,0', noDice());
    // The moved Haint is not chosen again; the second one may not end on 0,0.
    expect(has(p, 'Haint on hex 0,0')).toBe(false);
    p.play('choose the Protector Haint on hex 1,0', noDice());
    expect(has(p, 'adjacent hex 0,0')).toBe(false);
    p.play('adjacent hex 2,-1', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('protectors', '0,0')).toBe(1);
    expect(p.haintsOn('protectors', '2,-1')).toBe(1);
    expect(p.haintsOn('protectors', '0,1') + p.haintsOn('protectors', '1,0')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K4 Doppelganger (L2753): SPAWN up to 3 from the Goblin, never with enemy Units, Buildings or Townsfolk', () => {
    const p = pos().townsfolk('2,0').building('2,1').haints('protectors', '1,2');
    p.effect('card:doppelganger', 'kammi', noDice());
    expect(has(p, 'onto hex 4,0')).toBe(true); // exactly 3
    expect(has(p, 'onto hex -3,2')).toBe(false); // 4 from the Goblin, next to Kammi
    expect(has(p, 'onto hex 2,0')).toBe(false);
    expect(has(p, 'onto hex 2,1')).toBe(false);
    expect(has(p, 'onto hex 1,2')).toBe(false);
    const poss = p.possessionsHaints('kammi');
    p.play('SPAWN a Haint onto hex 4,0', noDice());
    expect(p.haintsOn('kammi', '4,0')).toBe(1);
    expect(p.possessionsHaints('kammi')).toBe(poss - 1);
    expect(p.invariants()).toEqual([]);
  });

  it('K5 Entice (L2755): one enemy Haint within 2 of the Goblin to a legal adjacent hex', () => {
    const p = pos().haints('protectors', '2,1').haints('protectors', '-2,1').townsfolk('3,1').building('2,2');
    p.effect('card:entice', 'kammi', noDice());
    expect(has(p, 'Haint on hex -2,1')).toBe(false); // next to Kammi, 3 from the Goblin
    p.play('target the Protector Haint on hex 2,1', noDice());
    expect(has(p, 'adjacent hex 3,1')).toBe(true); // a Townsfolk: legal for the Protectors
    expect(has(p, 'adjacent hex 2,2')).toBe(false); // a Building (R-CORE-2)
    expect(has(p, 'adjacent hex 1,1')).toBe(false); // the Goblin (R-CORE-2)
    p.play('adjacent hex 3,0', noDice());
    expect(p.haintsOn('protectors', '3,0')).toBe(1);
    expect(p.haintsOn('protectors', '2,1')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K6 Grudge (L2757, CF-22): 1 enemy cube set aside per enemy Haint within 2, limited by their cubes; back at the end of the turn (G-67)', () => {
    const p = pos().haints('protectors', '2,1', 2).haints('protectors', '0,1').haints('protectors', '-2,1', 2).cubes('protectors', 2);
    p.effect('card:grudge', 'kammi', noDice());
    expect(p.battleground('protectors')).toBe(0);
    expect(p.s.setAside[P * S.COLOURS + S.FACTION_COLOUR[P]!]).toBe(2);
    const q = pos().haints('protectors', '2,1', 2).haints('protectors', '0,1').haints('protectors', '-2,1', 2).cubes('protectors', 5);
    q.effect('card:grudge', 'kammi', noDice());
    expect(q.battleground('protectors')).toBe(2); // 3 Haints in reach, not 5
    expect(q.invariants()).toEqual([]);
    expect(canStart(pos().haints('protectors', '-2,1').cubes('protectors', 2), 'card:grudge')).toBe(false);
  });

  it('K7 Let\'s Blouse! (L2759): any Ability Token from the box onto a hex exactly 2 from the Goblin', () => {
    const p = pos();
    p.s.g[S.G_BOX_TOKEN + S.TK_SCR] = 1;
    p.effect('card:lets-blouse', 'kammi', noDice());
    p.play('take a Scroll token', noDice());
    expect(has(p, 'place it on hex 3,1')).toBe(true);
    expect(has(p, 'place it on hex 2,1')).toBe(false); // 1 away
    expect(has(p, 'place it on hex 4,0')).toBe(false); // 3 away
    p.play('place it on hex 3,1', noDice());
    expect(p.s.tok[S.TK_SCR * p.s.n + hex(p, '3,1')]).toBe(1);
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_SCR]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K8 Sleight of Hand (L2761): your lone Haint within 2 of the Goblin swaps with any lone enemy Haint; never onto a Townsfolk', () => {
    const p = pos().haints('kammi', '2,0').haints('kammi', '-2,1').haints('protectors', '-4,2').haints('protectors', '4,0', 2)
      .haints('protectors', '3,1').townsfolk('3,1');
    p.effect('card:sleight-of-hand', 'kammi', noDice());
    expect(has(p, 'your Haint on hex -2,1')).toBe(false); // near Kammi only
    p.play('choose your Haint on hex 2,0', noDice());
    expect(has(p, 'Haint on hex 4,0')).toBe(false); // not alone
    expect(has(p, 'Haint on hex 3,1')).toBe(false); // a Townsfolk there (R-CORE-4)
    p.play('Protector Haint on hex -4,2', noDice()); // anywhere on the map
    expect(p.haintsOn('kammi', '-4,2')).toBe(1);
    expect(p.haintsOn('protectors', '2,0')).toBe(1);
    expect(p.haintsOn('kammi', '2,0')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K9 Snare (L2763): only with the Goblin and the opponent\'s Legend on different terrains; any Legend moves 1 hex carrying Haints', () => {
    expect(canStart(pos().legend('protectors', '2,0'), 'card:snare')).toBe(false); // Plains and Plains
    expect(canStart(pos().legend('protectors', '2,-2'), 'card:snare')).toBe(false); // a Mountain is no terrain
    const p = pos().legend('protectors', '2,2').haints('protectors', '2,2', 2); // Forest against the Goblin's Plains
    p.effect('card:snare', 'kammi', noDice());
    p.play('move the Protector Legend', noDice());
    p.play('carry 2 Haint(s) along', noDice());
    expect(has(p, 'adjacent hex 1,1')).toBe(false);
    p.play('adjacent hex 1,2', noDice());
    expect(p.legendAt('protectors')).toBe('1,2');
    expect(p.haintsOn('protectors', '1,2')).toBe(2);
    expect(p.invariants()).toEqual([]);
  });

  it('K10 Propel (L2765): your Haint adjacent to the Goblin relocated within 2 of it, Mountains included', () => {
    const p = pos().haints('kammi', '2,1').haints('kammi', '3,1').haints('protectors', '1,0');
    p.effect('card:propel', 'kammi', noDice());
    expect(has(p, 'your Haint on hex 3,1')).toBe(false); // 2 away, not adjacent
    p.play('choose your Haint on hex 2,1', noDice());
    expect(has(p, 'relocate it to hex 1,0')).toBe(false); // enemy Units
    expect(has(p, 'relocate it to hex -1,1')).toBe(true);
    expect(has(p, 'relocate it to hex -2,1')).toBe(false); // 3 away
    p.play('relocate it to hex 0,2', noDice()); // a Mountain
    expect(p.haintsOn('kammi', '0,2')).toBe(1);
    expect(p.haintsOn('kammi', '2,1')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K11 Tempt (L2767): any Ability Token on the map 1 hex towards the Goblin', () => {
    const p = pos().token('SPAWN', '3,0').token('ADVANCE', '1,1');
    p.effect('card:tempt', 'kammi', noDice());
    expect(has(p, 'token on hex 1,1')).toBe(false); // already there
    p.play('pull the SPAWN token on hex 3,0', noDice());
    expect(p.options().length).toBe(2);
    expect(has(p, 'onto hex 4,0')).toBe(false);
    p.play('onto hex 2,1', noDice());
    expect(p.s.tok[S.TK_SPN * p.s.n + hex(p, '2,1')]).toBe(1);
    expect(p.s.tok[S.TK_SPN * p.s.n + hex(p, '3,0')]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('K12 Through the Keyhole (L2769): up to 3 items from hexes adjacent to X onto X; Townsfolk or Buildings, never both', () => {
    const p = pos().townsfolk('3,-1').building('1,-1').token('SPAWN', '2,0').token('ADVANCE', '1,0').token('STRENGTHEN', '4,-2');
    p.effect('card:through-the-keyhole', 'kammi', noDice());
    expect(has(p, 'pick hex 1,1')).toBe(false); // distance 0
    p.play('pick hex 2,-1', noDice());
    expect(has(p, 'STRENGTHEN token')).toBe(false); // not adjacent to X
    expect(has(p, 'a Building from hex 1,-1')).toBe(true);
    p.play('a Townsfolk from hex 3,-1', noDice());
    expect(has(p, 'a Building')).toBe(false);
    p.play('the SPAWN token from hex 2,0', noDice());
    p.play('the ADVANCE token from hex 1,0', noDice());
    expect(p.prompt()).toBe(-1); // 3 items moved
    const x = hex(p, '2,-1');
    expect(p.s.townsfolk[x]).toBe(1);
    expect(p.s.tok[S.TK_SPN * p.s.n + x]).toBe(1);
    expect(p.s.tok[S.TK_ADV * p.s.n + x]).toBe(1);
    expect(p.s.building[hex(p, '1,-1')]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it('K12 Through the Keyhole (G-94, R-CORE-6): no Building or Townsfolk onto the Brambles; the pick may stop at once', () => {
    const p = pos().building('-1,0').townsfolk('0,-1').token('SPAWN', '-1,1');
    p.effect('card:through-the-keyhole', 'kammi', noDice());
    p.play('pick hex 0,0', noDice());
    expect(has(p, 'a Building')).toBe(false);
    expect(has(p, 'a Townsfolk')).toBe(false);
    p.play('move no more items', noDice());
    expect(p.s.tok[S.TK_SPN * p.s.n + hex(p, '-1,1')]).toBe(1);
    expect(p.prompt()).toBe(-1);
  });

  it('§1.15 (L1757, R-ATK-8): the Goblin hit by an attack discards every active card (attack.ts); cards stay playable', () => {
    const values = resolveParameters(TREE_PARAMETERS, { 'tree.mode': 'scripted', 'tree.script': 'all' });
    const p = new HarrowPosition('kammi', 'protectors', { legends: { kammi: 'brute' }, values })
      .kammi('-3,1').goblin('1,1').haints('protectors', '2,1', 2).cubes('protectors', 4).active('kammi', 'Tempt', 'Entice')
      .hand('kammi', 'Grudge').turn('protectors');
    p.play('break the Attack Mason Jar', noDice());
    p.play('no free Basic Action', noDice());
    p.play('from hex 2,1 against the Units on hex 1,1', noDice());
    p.play('discard cubes and hit', noDice());
    expect(activeCards(p)).toEqual([]);
    expect(p.s.f[K * S.F_WORDS + S.F_DISCARD_LEN]).toBe(2);
    expect(canStart(p, 'card:grudge')).toBe(true); // L1757: cards may still be played
  });

  it('§1.15 (L2743): no Goblin card is playable once the Goblin has detonated', () => {
    const p = pos().token('SPAWN', '3,0');
    expect(canStart(p, 'card:tempt')).toBe(true);
    p.s.g[S.G_GOBLIN_ALIVE] = 0;
    p.s.legendHex[S.LS_KAMMI1] = -1;
    expect(canStart(p, 'card:tempt')).toBe(false);
  });
});

describe('Goblin Unique Powers (spec §1.3, G-18: the purple token, once per game)', () => {
  it('Brute (L2739): through the Legend jar; every Legend up to 2 hexes, never onto or through the opponent\'s goal; the token is spent', () => {
    const p = pos().legend('protectors', '2,0').townsfolk('3,0').legendIs('kammi', 'brute').turn('kammi');
    p.play('break the Legend Mason Jar', noDice());
    expect(has(p, 'resolve the Legend Ability Track')).toBe(false); // Side 1 with no active card: nothing to replay
    p.play('use the Unique Power', noDice());
    expect(p.s.f[K * S.F_WORDS + S.F_UNIQUE]).toBe(0);
    p.play('move the Protector Legend', noDice());
    expect(has(p, 'adjacent hex 3,0')).toBe(false); // a Townsfolk: the Protectors' goal
    expect(has(p, 'adjacent hex 1,1')).toBe(false); // Kammi's Goblin (R-CORE-2)
    p.play('adjacent hex 2,-1', noDice());
    p.play('adjacent hex 3,-1', noDice());
    expect(p.legendAt('protectors')).toBe('3,-1');
    // Back to the choice of Legend: the Protector Legend is done.
    expect(has(p, 'the Protector Legend')).toBe(false);
    p.play('move Kammi token 1', noDice());
    p.play('adjacent hex 1,2', noDice());
    p.play('that Legend moves no further', noDice());
    p.play('move no more Legends', noDice());
    expect(p.legendAt('goblin')).toBe('1,2');
    expect(p.legendAt('kammi')).toBe('-3,1');
    expect(canStart(p, 'power:brute')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it('Trickster (L2741): a Doll alone from a hex adjacent to the Goblin onto the Goblin\'s hex', () => {
    const p = pos().legendIs('kammi', 'trickster').doll(0, '2,0').doll(1, '3,0').haints('protectors', '2,0');
    p.effect('power:trickster', 'kammi', noDice());
    expect(p.options().length).toBe(1); // the Doll 2 away is out of reach
    p.play('pull the Doll on hex 2,0', noDice());
    expect(p.s.dollHex[0]).toBe(hex(p, '1,1'));
    expect(p.haintsOn('protectors', '2,0')).toBe(1); // no Unit comes along
    expect(p.s.f[K * S.F_WORDS + S.F_UNIQUE]).toBe(0);
    expect(canStart(p, 'power:trickster')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it('Backbiter (L2743, G-49): 1 Haint killed on each adjacent hex, Kammi\'s own unscored; the Goblin leaves, its cards are discarded, no more cards', () => {
    const p = pos().legendIs('kammi', 'backbiter').haints('protectors', '2,1', 2).haints('kammi', '1,0').haints('kammi', '1,1')
      .haints('protectors', '3,1').active('kammi', 'Tempt', 'Entice').hand('kammi', 'Grudge');
    const poss = p.possessionsHaints('kammi');
    p.effect('power:backbiter', 'kammi', noDice());
    expect(p.haintsOn('protectors', '2,1')).toBe(1);
    expect(p.haintsOn('protectors', '3,1')).toBe(1); // 2 away
    expect(p.haintsOn('kammi', '1,0')).toBe(0);
    expect(p.haintsOn('kammi', '1,1')).toBe(1); // on the Goblin's own hex: not adjacent
    expect(p.possessionsHaints('kammi')).toBe(poss + 1);
    expect(p.score('kammi')).toBe(1); // the Dial's first position scores at once (CF-15)
    expect(p.legendAt('goblin')).toBe(null);
    expect(p.s.g[S.G_GOBLIN_ALIVE]).toBe(0);
    expect(p.s.g[S.G_KAMMI_REVEALED]).toBe(1);
    expect(activeCards(p)).toEqual([]);
    expect(p.s.f[K * S.F_WORDS + S.F_DISCARD_LEN]).toBe(2);
    expect(canStart(p, 'card:grudge')).toBe(false);
    expect(canStart(p, 'power:backbiter')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('Kammi Legend Ability Track (spec §1.4)', () => {
  it('Side 1 Replay (L1535): base + 1 Scroll = 2 different active cards re-triggered, not card plays', () => {
    const p = pos().scrolls('kammi', 1).active('kammi', 'Tempt', 'Grudge', 'Buried').token('SPAWN', '3,0')
      .haints('protectors', '2,1').cubes('protectors', 3);
    expect(canStart(p, 'track:kammi-1', 4)).toBe(true);
    p.effect('track:kammi-1', 'kammi', noDice(), 4);
    expect(has(p, 'replay the active card Buried')).toBe(false); // nothing it could do
    p.play('replay the active card Tempt', noDice());
    p.play('pull the SPAWN token on hex 3,0', noDice());
    p.play('onto hex 2,0', noDice());
    expect(has(p, 'replay the active card Tempt')).toBe(false);
    p.play('replay the active card Grudge', noDice());
    expect(p.prompt()).toBe(-1); // 2 spaces used
    expect(p.battleground('protectors')).toBe(2);
    expect(p.s.tok[S.TK_SPN * p.s.n + hex(p, '2,0')]).toBe(1);
    expect(activeCards(p).length).toBe(3);
    expect(p.s.f[K * S.F_WORDS + S.F_CARD_TURN]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Side 1 Replay (L1535, G-15): "activate the 1st scroll" replays one card; each space may be declined', () => {
    const p = pos().scrolls('kammi', 3).active('kammi', 'Tempt', 'Grudge').token('SPAWN', '3,0').haints('protectors', '2,1').cubes('protectors', 3);
    p.effect('track:kammi-1', 'kammi', noDice(), 1);
    p.play('replay the active card Grudge', noDice());
    expect(p.prompt()).toBe(-1);
    const q = pos().scrolls('kammi', 3).active('kammi', 'Tempt').token('SPAWN', '3,0');
    q.effect('track:kammi-1', 'kammi', noDice(), 4);
    q.play('replay no more cards', noDice());
    expect(q.prompt()).toBe(-1);
    expect(canStart(pos().scrolls('kammi', 3), 'track:kammi-1', 4)).toBe(false); // no active card
  });

  it('Side 2 Grid cubes (L1539): a cube on every row with an empty black zone, then (Scroll 1) a Doll pulled toward Kammi with a Unit if its owner wishes', () => {
    const p = new HarrowPosition('kammi', 'protectors', { trackSides: { kammi: 2 } }).kammi('-2,1').goblin('3,1').scrolls('kammi', 1)
      .doll(0, '0,1').haints('protectors', '0,1');
    const rows = p.s.g[S.G_GRID_ROWS]!;
    p.s.kGrid[0 * S.KG_COLS + S.KG_BLACK] = S.TK_ADV; // row 1 has a token in its black zone
    const poss = purplePoss(p);
    p.effect('track:kammi-2', 'kammi', noDice(), 4);
    p.play('place a purple cube on each Action-Grid row', noDice());
    expect(p.s.kRowCubes[0]).toBe(0);
    for (let r = 1; r < rows; r++) expect(p.s.kRowCubes[r]).toBe(1);
    expect(purplePoss(p)).toBe(poss - (rows - 1));
    p.play('pull the Doll on hex 0,1', noDice());
    p.play('pull it onto hex -1,1', noDice());
    // The Protectors own the Unit on the Doll's hex: they decide whether it comes.
    expect(p.decider()).toBe(p.s.f[P * S.F_WORDS + S.F_SEAT]);
    p.play('a Haint comes with the Doll', noDice());
    expect(p.prompt()).toBe(-1); // base + 1 Scroll: two spaces
    expect(p.s.dollHex[0]).toBe(hex(p, '-1,1'));
    expect(p.haintsOn('protectors', '-1,1')).toBe(1);
    expect(p.haintsOn('protectors', '0,1')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Side 2 Grid cubes (L1539): Scroll 2 draws 1 card, Scroll 3 swaps Kammi and her Goblin; a declined space does not end the track', () => {
    const p = new HarrowPosition('kammi', 'protectors', { trackSides: { kammi: 2 } }).kammi('-2,1').goblin('3,1').scrolls('kammi', 3)
      .deck('kammi', 'Entice', 'Tempt');
    p.effect('track:kammi-2', 'kammi', noDice(), 4);
    expect(p.decider()).toBe(p.s.f[K * S.F_WORDS + S.F_SEAT]);
    p.play('decline: no cubes', noDice());
    // No Doll on the map: the Scroll-1 space has nothing to do and is passed.
    p.play('draw 1 card', noDice());
    expect(p.handCards('kammi')).toEqual(['Tempt']);
    p.play('swap the location of Kammi and her Goblin', noDice());
    expect(p.legendAt('kammi')).toBe('3,1');
    expect(p.legendAt('goblin')).toBe('-2,1');
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('Side 2, G-15 as parameters: legendTrack.spaces=3 ends the track after Scroll 2; legendTrack.maxScrolls=1 uses one Scroll of three', () => {
    const short = new HarrowPosition('kammi', 'protectors', { trackSides: { kammi: 2 }, values: { 'legendTrack.spaces': 3 } })
      .kammi('-2,1').goblin('3,1').scrolls('kammi', 3).deck('kammi', 'Entice', 'Tempt');
    short.effect('track:kammi-2', 'kammi', noDice(), 4);
    short.play('decline: no cubes', noDice());
    short.play('draw 1 card', noDice());
    expect(short.prompt()).toBe(-1); // no swap: the fourth space is not on the track
    expect(short.legendAt('kammi')).toBe('-2,1');

    const capped = new HarrowPosition('kammi', 'protectors', { trackSides: { kammi: 2 }, values: { 'legendTrack.maxScrolls': 1 } })
      .kammi('-2,1').goblin('3,1').scrolls('kammi', 3).deck('kammi', 'Entice', 'Tempt');
    capped.effect('track:kammi-2', 'kammi', noDice(), 4);
    capped.play('decline: no cubes', noDice());
    // The Scroll-1 space (a Doll pull) has nothing to do; the Scroll-2 card draw is past the cap.
    expect(capped.prompt()).toBe(-1);
    expect(capped.handCards('kammi')).toEqual([]);
  });

  it('Side 2 (L1539): the Legend jar resolves only the base space without Scrolls', () => {
    const p = new HarrowPosition('kammi', 'protectors', { trackSides: { kammi: 2 } }).kammi('-2,1').goblin('3,1').deck('kammi', 'Tempt');
    p.effect('track:kammi-2', 'kammi', noDice(), 4);
    p.play('place a purple cube', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.handCards('kammi')).toEqual([]);
    expect(p.legendAt('kammi')).toBe('-2,1');
  });
});
