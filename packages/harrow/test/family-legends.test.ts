// The six Family Legends' Unique Powers (spec §1.3 R-LEG-LEVI … R-LEG-WILLA, rulebook L532-540,
// L2685-2695; gaps G-45, G-48, G-72): one or more scenarios per power on a built position.
// Map side A: the Family Home Hex is 3,0 (Plains), the Protector Home Hex −3,0; 0,0 is the Brambles;
// printed Storms on 1,−3 and −1,3.
import { describe, expect, it } from 'vitest';
import { resolveParameters } from '@balance-lab/core';
import { HarrowPosition, noDice, S } from '@balance-lab/harrow/testing';
import { TREE_PARAMETERS } from '../src/data/tree.js';

const BLUE_F = S.FAC_F * S.COLOURS + 1; // data/tree.ts BLUE
const power = (p: HarrowPosition, key: string) => p.s.config.effects.find((e) => e.key === key)!;
const nail = (p: HarrowPosition, hex: string, unit: number): void => {
  p.s.nail[0] = p.at(hex);
  p.s.nail[1] = unit;
};
const tree = (script: string) => ({ values: resolveParameters(TREE_PARAMETERS, { 'tree.mode': 'scripted', 'tree.script': script }) });
const family = (legend: string, script = 'all') => ({ legends: { family: legend }, ...tree(script) });
const dests = (p: HarrowPosition, prefix: string): string[] =>
  p
    .options()
    .filter((o) => o.includes(prefix))
    .map((o) => o.slice(o.lastIndexOf(' ') + 1))
    .sort();

describe('R-LEG-LEVI (L532-540, L2685)', () => {
  it('Levi CF-20 (L2685): a Haint on a non-matching hex may only step onto Levi\'s terrain; each Haint moves once; played through the Legend jar', () => {
    const p = new HarrowPosition('protectors', 'family').legend('family', '1,1').haints('family', '2,1', 2).turn('family');
    p.play('break the Legend Mason Jar', noDice()).play('use the Unique Power', noDice());
    expect(p.prompt()).toBe(S.PR_EFFECT);
    expect(p.options()).toEqual(['Levi: move a Haint from hex 2,1', 'Levi: stop moving Haints']);
    p.play('move a Haint from hex 2,1', noDice());
    // 2,1 is Forest: only its Plains neighbours (Levi on Plains 1,1), not Forest 3,1 / 2,2 or Wetlands 1,2.
    expect(dests(p, 'to hex')).toEqual(['1,1', '2,0', '3,0']);
    p.play('to hex 2,0', noDice());
    // The moved Haint cannot move again: 2,0 received it and is no source now.
    expect(p.options()).toEqual(['Levi: move a Haint from hex 2,1', 'Levi: stop moving Haints']);
    p.play('move a Haint from hex 2,1', noDice()).play('to hex 3,0', noDice());
    // Nothing left to move: the power ends by itself; the Legend jar asks again.
    expect(p.prompt()).toBe(S.PR_LEGEND_JAR);
    expect([p.haintsOn('family', '2,1'), p.haintsOn('family', '2,0'), p.haintsOn('family', '3,0')]).toEqual([0, 1, 1]);
    expect(p.legendAt('family')).toBe('1,1');
    expect(p.invariants()).toEqual([]);
  });

  it('Levi (L538): off Levi\'s terrain to any adjacent hex except enemy Units and Townsfolk; a Mountain costs nothing extra', () => {
    const p = new HarrowPosition('protectors', 'family').legend('family', '1,1').haints('family', '1,0').haints('protectors', '2,0').townsfolk('1,-1');
    p.effect('power:levi', 'family', noDice());
    p.play('move a Haint from hex 1,0', noDice());
    // 1,0 is Plains: any neighbour (2,0 Protector Haint, 1,-1 Townsfolk are closed; 0,0 is the Brambles; 2,-1 Plains).
    expect(dests(p, 'to hex')).toEqual(['0,0', '0,1', '1,1', '2,-1']);
    p.play('to hex 0,0', noDice());
    expect(p.haintsOn('family', '0,0')).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it('Levi (L2685, R-LEG-LEVI): a chain is played departures first; nailed Haints do not move; Levi on a Mountain has no power', () => {
    const p = new HarrowPosition('protectors', 'family').legend('family', '1,1').haints('family', '2,0').haints('family', '2,1').haints('family', '1,0').haints('family', '-2,1');
    nail(p, '1,0', S.NAIL_HAINT + S.FAC_F);
    p.effect('power:levi', 'family', noDice());
    expect(p.options().some((o) => o.includes('from hex 1,0'))).toBe(false);
    p.play('move a Haint from hex 2,0', noDice()).play('to hex 2,-1', noDice());
    p.play('move a Haint from hex 2,1', noDice()).play('to hex 2,0', noDice());
    expect([p.haintsOn('family', '2,-1'), p.haintsOn('family', '2,0'), p.haintsOn('family', '2,1')]).toEqual([1, 1, 0]);
    expect(p.options()).toEqual(['Levi: move a Haint from hex -2,1', 'Levi: stop moving Haints']);
    p.play('stop moving Haints', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('family', '-2,1')).toBe(1);
    expect(p.invariants()).toEqual([]);

    const m = new HarrowPosition('protectors', 'family').legend('family', '2,-2').haints('family', '2,-1');
    expect(power(m, 'power:levi').canStart(m.s, S.FAC_F, 0)).toBe(false);
  });
});

describe('R-LEG-CORBIN (L2687, G-48)', () => {
  it('Corbin (L2687): take 1 free Haint off, then SPAWN 2 within 1 hex of Corbin or the Home Hex', () => {
    const p = new HarrowPosition('protectors', 'family', family('corbin'))
      .legendIs('family', 'corbin').legend('family', '-1,-1').haints('family', '1,-1').haints('family', '2,1').haints('protectors', '0,-1').townsfolk('4,0');
    nail(p, '2,1', S.NAIL_HAINT + S.FAC_F);
    const poss = p.possessionsHaints('family');
    p.effect('power:corbin', 'family', noDice());
    // The nailed Haint on 2,1 cannot be taken (L2687); the removal is not optional (G-48).
    expect(p.options()).toEqual(['Corbin: take a Haint off hex 1,-1']);
    p.play('take a Haint off hex 1,-1', noDice());
    const targets = dests(p, 'SPAWN a Haint');
    // Within 1 of Corbin (−1,−1) or of Home (3,0); 0,−1 has a Protector Haint, 4,0 a Townsfolk, 2,1 holds a Haint (still legal).
    expect(targets).toEqual(['-1,-1', '-1,-2', '-1,0', '-2,-1', '-2,0', '0,-2', '2,0', '2,1', '3,-1', '3,0', '3,1', '4,-1'].sort());
    p.play('SPAWN a Haint onto hex 3,0', noDice()).play('SPAWN a Haint onto hex -1,0', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.haintsOn('family', '1,-1'), p.haintsOn('family', '3,0'), p.haintsOn('family', '-1,0')]).toEqual([0, 1, 1]);
    expect(p.possessionsHaints('family')).toBe(poss - 1);
    expect(p.invariants()).toEqual([]);
  });

  it('Corbin (G-48): with no Haint to take off (none, or only nailed ones) the power cannot be used', () => {
    const p = new HarrowPosition('protectors', 'family', family('corbin')).legendIs('family', 'corbin').legend('family', '-1,-1');
    expect(power(p, 'power:corbin').canStart(p.s, S.FAC_F, 0)).toBe(false);
    p.haints('family', '2,1');
    nail(p, '2,1', S.NAIL_HAINT + S.FAC_F);
    expect(power(p, 'power:corbin').canStart(p.s, S.FAC_F, 0)).toBe(false);
    p.haints('family', '2,0');
    expect(power(p, 'power:corbin').canStart(p.s, S.FAC_F, 0)).toBe(true);
  });
});

describe('R-LEG-ODESSA (L2689, G-45)', () => {
  it('Odessa (L2689): up to 3 Battleground cubes onto her board, at most 3 there at any time', () => {
    const p = new HarrowPosition('protectors', 'family', family('odessa')).legendIs('family', 'odessa').legend('family', '2,1').cubes('family', 5);
    p.effect('power:odessa', 'family', noDice());
    expect(p.options()).toEqual([
      'Odessa: take 1 cube(s) from the Battleground onto your Character Board',
      'Odessa: take 2 cube(s) from the Battleground onto your Character Board',
      'Odessa: take 3 cube(s) from the Battleground onto your Character Board',
      'Odessa: take no cubes',
    ]);
    p.play('take 2 cube(s)', noDice());
    expect([p.battleground('family'), p.s.stash[BLUE_F]]).toEqual([3, 2]);
    p.effect('power:odessa', 'family', noDice());
    expect(p.options()).toEqual(['Odessa: take 1 cube(s) from the Battleground onto your Character Board', 'Odessa: take no cubes']);
    p.play('take 1 cube(s)', noDice());
    expect([p.battleground('family'), p.s.stash[BLUE_F]]).toEqual([2, 3]);
    expect(power(p, 'power:odessa').canStart(p.s, S.FAC_F, 0)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it('Odessa (G-45): after the Tree of her own attack the returned cubes count in the comparison', () => {
    const attacking = (): HarrowPosition => {
      const p = new HarrowPosition('protectors', 'family', family('odessa', 'blue=1'))
        .legendIs('family', 'odessa').legend('family', '2,1').haints('family', '1,0').haints('protectors', '-1,0').cubes('family', 1).turn('family');
      p.s.poss[BLUE_F]! -= 2;
      p.s.stash[BLUE_F] = 2;
      p.play('break the Attack Mason Jar', noDice()).play('no free Basic Action', noDice());
      return p.play('from hex 1,0 against the Units on hex -1,0', noDice());
    };
    // Returning none: 1 blue is below the kill cost 2, the attack ends and the turn goes on.
    const none = attacking().play('return no cubes', noDice());
    expect(none.prompt()).not.toBe(S.PR_EFFECT);
    expect(none.prompt() >= S.PR_ATK_DECLARE && none.prompt() <= S.PR_ATK_CLASH_DEF).toBe(false);
    expect([none.haintsOn('protectors', '-1,0'), none.s.stash[BLUE_F]]).toEqual([1, 2]);
    const p = attacking();
    // 1 blue out: alone it is below the kill cost 2 (the attack would end); Odessa is asked first.
    expect(p.prompt()).toBe(S.PR_EFFECT);
    expect(p.decider()).toBe(p.s.f[S.FAC_F * S.F_WORDS + S.F_SEAT]);
    expect(p.options()).toEqual([
      'Odessa: return 1 cube(s) from your Character Board to the Battleground',
      'Odessa: return 2 cube(s) from your Character Board to the Battleground',
      'Odessa: return no cubes to the Battleground',
    ]);
    p.play('return 2 cube(s)', noDice());
    expect(p.prompt()).toBe(S.PR_ATK_HIT);
    expect([p.battleground('family'), p.s.stash[BLUE_F]]).toEqual([3, 0]);
    p.play('discard cubes and hit', noDice());
    expect(p.haintsOn('protectors', '-1,0')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Odessa (L2689 "when another faction activates the tree"): the Family decides while defending; the cubes returned decide the comparison', () => {
    const defending = (): HarrowPosition => {
      const p = new HarrowPosition('protectors', 'family', family('odessa', 'red=2'))
        .legendIs('family', 'odessa').legend('family', '2,1').haints('family', '1,0').haints('protectors', '-1,0').cubes('protectors', 2).turn('protectors');
      p.s.poss[BLUE_F]! -= 3;
      p.s.stash[BLUE_F] = 3;
      p.play('break the Attack Mason Jar', noDice()).play('no free Basic Action', noDice());
      p.play('from hex -1,0 against the Units on hex 1,0', noDice());
      expect(p.prompt()).toBe(S.PR_EFFECT);
      expect(p.decider()).toBe(p.s.f[S.FAC_F * S.F_WORDS + S.F_SEAT]);
      return p;
    };
    const none = defending().play('return no cubes', noDice());
    expect(none.prompt()).toBe(S.PR_ATK_HIT); // 2 red ≥ 0 blue
    expect(none.s.stash[BLUE_F]).toBe(3);
    expect(none.invariants()).toEqual([]);
    const three = defending().play('return 3 cube(s)', noDice());
    expect(three.prompt()).toBe(S.PR_ATK_CLASH_ATK); // 2 red < 3 blue: a Haint Clash (R-CLS-1)
    expect([three.battleground('family'), three.s.stash[BLUE_F]]).toEqual([3, 0]);
    expect(three.invariants()).toEqual([]);
  });
});

describe('R-LEG-MILDRED (L2691, G-72)', () => {
  it('Mildred (L2691): relocate to a hex with a Family Haint, the Tree, ≥3 blue out: 2 box tokens on different Storm hexes', () => {
    const p = new HarrowPosition('protectors', 'family', family('mildred', 'blue=3'))
      .legendIs('family', 'mildred').legend('family', '2,1').haints('family', '-1,1').haints('family', '1,-1').haints('family', '2,1').storm('1,1').cubes('family', 3);
    const box = [...p.s.g.subarray(S.G_BOX_TOKEN, S.G_BOX_TOKEN + 4)];
    p.effect('power:mildred', 'family', noDice());
    expect(dests(p, 'relocate Mildred')).toEqual(['-1,1', '1,-1']);
    p.play('relocate Mildred to hex -1,1', noDice());
    expect(p.legendAt('family')).toBe('-1,1');
    expect(p.battleground('family')).toBe(3);
    expect(dests(p, 'Storm hex')).toEqual(['-1,3', '1,-3', '1,1']);
    p.play('on the Storm hex 1,1', noDice());
    // Any kind the box holds (SCROLL: none in the box now).
    expect(p.options().map((o) => o.split(' ')[3])).toEqual(box.flatMap((k, i) => (k > 0 ? [['ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL'][i]!] : [])));
    p.play('SPAWN token', noDice());
    expect(dests(p, 'Storm hex')).toEqual(['-1,3', '1,-3']);
    p.play('on the Storm hex -1,3', noDice()).play('ADVANCE token', noDice());
    expect(p.prompt()).toBe(-1);
    const n = p.s.n;
    expect([p.s.tok[S.TK_SPN * n + p.at('1,1')], p.s.tok[S.TK_ADV * n + p.at('-1,3')]]).toEqual([1, 1]);
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_SPN]).toBe(box[S.TK_SPN]! - 1);
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_ADV]).toBe(box[S.TK_ADV]! - 1);
    expect(p.invariants()).toEqual([]);
  });

  it('Mildred (L2691): with 2 blue out she still relocates, but no token is placed', () => {
    const p = new HarrowPosition('protectors', 'family', family('mildred', 'blue=2'))
      .legendIs('family', 'mildred').legend('family', '2,1').haints('family', '1,-1').cubes('family', 3);
    p.effect('power:mildred', 'family', noDice());
    p.play('relocate Mildred to hex 1,-1', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.legendAt('family')).toBe('1,-1');
    expect(p.battleground('family')).toBe(2);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-KAINE (L2693, G-72)', () => {
  it('Kaine (L2693): ≥3 blue out: an enemy Haint on Kaine\'s terrain goes back to Possessions, no point, no Dial, no cubes', () => {
    const p = new HarrowPosition('protectors', 'family', family('kaine', 'blue=3'))
      .legendIs('family', 'kaine').legend('family', '1,1').haints('protectors', '-1,0').haints('protectors', '0,1').cubes('family', 3);
    const poss = p.possessionsHaints('protectors');
    const dial = p.s.f[S.FAC_F * S.F_WORDS + S.F_DIAL];
    p.effect('power:kaine', 'family', noDice());
    // 1,1 is Plains: −1,0 (Plains) qualifies, 0,1 (Wetlands) does not.
    expect(p.options()).toEqual(['Kaine: remove a Protector Haint from hex -1,0']);
    p.play('remove a Protector Haint', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('protectors', '-1,0')).toBe(0);
    expect(p.possessionsHaints('protectors')).toBe(poss + 1);
    expect([p.score('family'), p.s.f[S.FAC_F * S.F_WORDS + S.F_DIAL], p.battleground('family')]).toEqual([0, dial, 3]);
    expect(p.invariants()).toEqual([]);
  });

  it('Kaine (L2693): 2 blue out removes nothing; on a Mountain or the Brambles the power cannot be used', () => {
    const p = new HarrowPosition('protectors', 'family', family('kaine', 'blue=2'))
      .legendIs('family', 'kaine').legend('family', '1,1').haints('protectors', '-1,0').cubes('family', 3);
    p.effect('power:kaine', 'family', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('protectors', '-1,0')).toBe(1);
    p.s.legendHex[S.LS_F] = p.at('2,-2');
    expect(power(p, 'power:kaine').canStart(p.s, S.FAC_F, 0)).toBe(false);
    p.s.legendHex[S.LS_F] = p.at('0,0');
    expect(power(p, 'power:kaine').canStart(p.s, S.FAC_F, 0)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-WILLA (L2695)', () => {
  it('Willa (L2695): any token of the bag is taken out and resolved; it waits in s.drawn for Clean-Up', () => {
    const p = new HarrowPosition('protectors', 'family', family('willa')).legendIs('family', 'willa').legend('family', '2,1');
    const bag = [...p.s.bag];
    p.effect('power:willa', 'family', noDice());
    expect(p.options()).toEqual([
      'Willa: take the ADVANCE token out of the bag and resolve it',
      'Willa: take the SPAWN token out of the bag and resolve it',
      'Willa: take the STRENGTHEN token out of the bag and resolve it',
    ].filter((_, i) => bag[i]! > 0));
    p.play('SPAWN token', noDice());
    expect(p.prompt()).toBe(S.PR_SPAWN);
    p.play('summon 1 Haint onto hex 2,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('family', '2,1')).toBe(1);
    expect([p.s.bag[S.TK_SPN], p.s.drawn[S.TK_SPN]]).toEqual([bag[S.TK_SPN]! - 1, 1]);
    expect(p.invariants()).toEqual([]);
  });

  it('Willa (L2695 "even an Upgraded Token"): an Upgrade token in the bag is offered once its card\'s effect exists', () => {
    const p = new HarrowPosition('protectors', 'family', family('willa')).legendIs('family', 'willa').legend('family', '2,1');
    p.s.bag.fill(0);
    p.s.bag[S.BAG_BASIC] = 1;
    const card = p.s.config.upgradeCard[0]!;
    const id = p.s.config.cardEffect[card]!;
    const ready = id >= 0 && p.s.config.effects[id]!.canStart(p.s, S.FAC_F, card);
    expect(power(p, 'power:willa').canStart(p.s, S.FAC_F, 0)).toBe(ready);
    p.s.bag[S.TK_STR] = 1;
    const before = p.battleground('family');
    p.effect('power:willa', 'family', noDice());
    expect(p.options().length).toBe(ready ? 2 : 1);
    p.play('STRENGTHEN token', noDice());
    expect(p.battleground('family')).toBe(before + 1);
    expect([p.s.bag[S.TK_STR], p.s.drawn[S.TK_STR]]).toEqual([0, 1]);
    expect(p.invariants()).toEqual([]);
  });
});
