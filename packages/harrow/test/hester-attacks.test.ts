// Attacking Bonfires and Hester, and Infected Haints dying last (3-player game, spec §1.20.7-1.20.8,
// rulebook L2188-2240, L2223; G-27, G-27b, G-76, G-86, G-92), cited by the R-H-ATK-* rule ids of
// src/factions/hester/rules.ts. Positions: Protectors seat 0, Family seat 1, Hester seat 2; the
// Tree is scripted ('all': every dropped cube falls out) so the cube counts after it are exact.
import { describe, expect, it } from 'vitest';
import { HarrowPosition, S, noDice } from '@balance-lab/harrow/testing';
import { A_ATK_DECLARE, A_ATK_HIT, A_ATK_STOP, argA, argC, encode } from '../src/actions.js';
import { T_BONFIRE, T_HESTER, T_UNITS, attackStart, attackWords, killHaintAt } from '../src/attack.js';
import { HB_BONFIRE_POSS, HB_BONFIRE_SPACE, HB_SNAKES } from '../src/factions/hester/board.js';
import { hesterRule } from '../src/factions/hester/rules.js';

const { FAC_P, FAC_F, F_WORDS, F_DIAL, F_PLATE, F_SCORE, F_PTS_DIAL, LS_HESTER, RS_NONE, PR_ATK_HIT, PR_ATK_DECLARE } = S;
const TREE_ALL = { 'tree.mode': 'scripted', 'tree.script': 'all;all;all;all' };
const R = (id: string): string => `${id} (${hesterRule(id).source})`;

function pos(): HarrowPosition {
  return new HarrowPosition('protectors', 'family', { hester: true, values: TREE_ALL });
}
/** Opens a Mason-Jar attack of the Protectors (the declaration prompt). */
function attack(p: HarrowPosition, faction = FAC_P): HarrowPosition {
  expect(attackStart(p.s, p.s.config.attack, faction, RS_NONE, true)).toBe(true);
  return p;
}
const declare = (p: HarrowPosition, from: string, to: string, target: number): number => encode(A_ATK_DECLARE, p.at(from), p.at(to), target);
const spaces = (p: HarrowPosition): number[] => [0, 1, 2].map((i) => p.s.hester[HB_BONFIRE_SPACE + i]!);
const f = (p: HarrowPosition, fac: number, field: number): number => p.s.f[fac * F_WORDS + field]!;
const HIT = encode(A_ATK_HIT);
const STOP = encode(A_ATK_STOP);

describe('Attacking a Bonfire (R-H-ATK-BONFIRE, spec §1.20.8)', () => {
  it(`★15 ${R('R-H-ATK-BONFIRE')} L2236: Hester on a Bonfire of 2 tokens is 5 Units; the Bonfire is the target, not Hester`, () => {
    // Plains 1,0: a Bonfire of 2 with Hester on it; 2 Protector Haints on -1,0 (2 hexes away), 3 red cubes.
    const p = pos().bonfire('1,0', 2).hester('1,0').haints('protectors', '-1,0', 2).cubes('protectors', 3);
    attack(p);
    const offered = p.legal();
    expect(offered).toContain(declare(p, '-1,0', '1,0', T_BONFIRE));
    expect(offered).not.toContain(declare(p, '-1,0', '1,0', T_HESTER));
    expect(offered).not.toContain(declare(p, '-1,0', '1,0', T_UNITS));
    expect(attackWords(p.s, declare(p, '-1,0', '1,0', T_BONFIRE))).toBe('Attack: from hex -1,0 against the Bonfire on hex 1,0');
    p.apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice());
    // 5 Units (2 tokens + Hester 3) against 2: Hester gains 1 yellow cube (Plains, L2194); A = 3 ≥ D = 1.
    expect(p.supplyOf('yellow')).toBe(5);
    expect(p.terrainCubesOf('yellow')).toBe(1);
    expect(p.battleground('protectors')).toBe(3);
    expect(p.prompt()).toBe(PR_ATK_HIT);
    expect(attackWords(p.s, HIT)).toBe('Attack: discard 1 cube to discard 1 Bonfire Token');
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} L2195-2196: the last token douses the Bonfire: +1 point (not the Dial), 2 tokens back onto the leftmost empty space`, () => {
    // Two Bonfires: the board's spaces are 2 / 0 / 0; dousing the one on 1,0 refills the middle space.
    const p = pos().bonfire('1,0', 2).bonfire('4,-2', 2).haints('protectors', '-1,0', 2).cubes('protectors', 3);
    expect(spaces(p)).toEqual([2, 0, 0]);
    const possBefore = p.s.hester[HB_BONFIRE_POSS]!;
    attack(p).apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice());
    // 2 Units against 2: no bonus cube; A = 3 ≥ D = 0.
    expect(p.terrainCubesOf('yellow')).toBe(0);
    p.apply(HIT, noDice());
    expect(p.bonfireOn('1,0')).toBe(1);
    expect(p.battleground('protectors')).toBe(2);
    expect(p.prompt()).toBe(PR_ATK_HIT);
    p.apply(HIT, noDice());
    expect(p.bonfireOn('1,0')).toBe(0);
    expect(p.score('protectors')).toBe(1);
    expect(f(p, FAC_P, F_PTS_DIAL)).toBe(0);
    expect(f(p, FAC_P, S.F_PTS_BONFIRE)).toBe(1); // the metric points.bonfire
    expect(f(p, FAC_P, F_PLATE)).toBe(0);
    expect(spaces(p)).toEqual([2, 2, 0]);
    expect(p.s.hester[HB_BONFIRE_POSS]).toBe(possBefore);
    expect(p.bonfireOn('4,-2')).toBe(2);
    expect(p.battleground('protectors')).toBe(1); // the spare cube stays on the Battleground
    expect(p.prompt()).toBe(-1); // the attack is over
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} L2195, L2240: the douse point is \`game.dousePoints\` (set to 3: three points)`, () => {
    const p = new HarrowPosition('protectors', 'family', { hester: true, values: { ...TREE_ALL, 'game.dousePoints': 3 } })
      .bonfire('1,0', 1).haints('protectors', '-1,0', 2).cubes('protectors', 3);
    attack(p).apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice());
    p.apply(HIT, noDice());
    expect(p.bonfireOn('1,0')).toBe(0);
    expect(p.score('protectors')).toBe(3);
    expect(f(p, FAC_P, S.F_PTS_BONFIRE)).toBe(3);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} G-76: 1 cube per token on the Brambles too; a partial hit removes tokens without dousing`, () => {
    // A Bonfire of 3 on the Brambles 0,0 (a Root added one, L2197); 2 red cubes, 3 Units vs 3 (no bonus).
    const p = pos().bonfire('0,0', 3).haints('protectors', '-2,0', 3).cubes('protectors', 2);
    const possBefore = p.s.hester[HB_BONFIRE_POSS]!;
    attack(p).apply(declare(p, '-2,0', '0,0', T_BONFIRE), noDice());
    p.apply(HIT, noDice()).apply(HIT, noDice());
    expect(p.bonfireOn('0,0')).toBe(1);
    expect(p.battleground('protectors')).toBe(0);
    expect(p.score('protectors')).toBe(0);
    expect(p.s.hester[HB_BONFIRE_POSS]).toBe(possBefore + 2);
    expect(spaces(p)).toEqual([2, 2, 0]);
    expect(p.prompt()).toBe(-1); // no cube left to spend
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} L2195 ("as many cubes as they want"): the attacker may stop after any token`, () => {
    const p = pos().bonfire('1,0', 2).haints('protectors', '-1,0', 2).cubes('protectors', 3);
    attack(p).apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice());
    expect(p.legal()).toEqual([HIT, STOP]);
    p.apply(HIT, noDice()).apply(STOP, noDice());
    expect(p.bonfireOn('1,0')).toBe(1);
    expect(p.battleground('protectors')).toBe(2);
    expect(p.score('protectors')).toBe(0);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} L2195: A < D fails: nothing removed and no Haint Clash`, () => {
    const p = pos().bonfire('1,0', 2).haints('protectors', '-1,0', 2).cubes('protectors', 2).terrainCubes({ yellow: 2, teal: 1 });
    attack(p).apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.bonfireOn('1,0')).toBe(2);
    expect(p.haintsOn('protectors', '-1,0')).toBe(2);
    expect(p.battleground('protectors')).toBe(2);
    expect(p.terrainCubesOf('yellow') + p.terrainCubesOf('teal')).toBe(3);
    expect(p.score('protectors')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-BONFIRE')} R-ATK-1/2: a Bonfire is offered only within range (2; 3 from a Mountain)`, () => {
    // Bonfire on 4,-2; Protector Haints on -3,0 (far), 2,-1 (2 hexes) and the Mountain 2,-2 (2 hexes).
    const p = pos().bonfire('4,-2', 2).haints('protectors', '-3,0', 1).haints('protectors', '2,-1', 1).haints('family', '-4,1', 1);
    attack(p);
    const bonfireFrom = p.legal().filter((a) => argC(a) === T_BONFIRE).map((a) => p.name(argA(a)));
    expect(bonfireFrom).toEqual(['2,-1']);
    // From a Mountain the range is 3: 1,-2 is 3 hexes from 4,-2.
    const q = pos().bonfire('4,-2', 2).haints('protectors', '0,-2', 1).haints('protectors', '-3,0', 1);
    expect(attackStart(q.s, q.s.config.attack, FAC_P, RS_NONE, true)).toBe(false); // 4 hexes from the Mountain 0,-2
    const m = pos().bonfire('3,-2', 2).haints('protectors', '0,-2', 1).haints('protectors', '-1,-1', 1);
    attack(m);
    expect(m.legal()).toEqual([declare(m, '0,-2', '3,-2', T_BONFIRE)]); // -1,-1 is 3 hexes away too, but no Mountain
    expect(p.invariants()).toEqual([]);
  });
});

describe('Attacking Hester (R-H-ATK-HESTER, spec §1.20.8)', () => {
  it(`${R('R-H-ATK-HESTER')} G-27, G-86: Hester (3 Units) killed for 2 cubes leaves the map, no point, the Dial back to 1; a nail under her returns (G-92)`, () => {
    const p = pos().hester('1,0').haints('protectors', '-1,0', 2).cubes('protectors', 3);
    p.s.f[FAC_P * F_WORDS + F_DIAL] = 2;
    p.s.nail[0] = p.at('1,0');
    p.s.nail[1] = LS_HESTER;
    attack(p);
    expect(p.legal()).toEqual([declare(p, '-1,0', '1,0', T_HESTER)]);
    expect(attackWords(p.s, p.legal()[0]!)).toBe('Attack: from hex -1,0 against Hester on hex 1,0');
    p.apply(declare(p, '-1,0', '1,0', T_HESTER), noDice());
    // 3 against 2: Hester gains a yellow cube (Plains); A = 3 ≥ D = 1 and ≥ the cost 2.
    expect(p.terrainCubesOf('yellow')).toBe(1);
    expect(p.prompt()).toBe(PR_ATK_HIT);
    expect(attackWords(p.s, HIT)).toBe('Attack: discard cubes and kill Hester');
    p.apply(HIT, noDice());
    expect(p.hesterAt()).toBeNull();
    expect(p.battleground('protectors')).toBe(1);
    expect(p.score('protectors')).toBe(0);
    expect(f(p, FAC_P, F_DIAL)).toBe(0);
    expect([p.s.nail[0], p.s.nail[1]]).toEqual([-1, -1]);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-HESTER')} G-27, G-27b, G-86: on the Brambles she costs 1 and gives no bonus cube; a plate already full scores at once`, () => {
    // 4 Protector Haints vs Hester's 3 on the Brambles: the Protectors gain the bonus cube (A = 1).
    const p = pos().hester('0,0').haints('protectors', '-2,0', 4);
    p.s.f[FAC_P * F_WORDS + F_DIAL] = 1;
    p.s.f[FAC_P * F_WORDS + F_PLATE] = 1;
    p.s.f[FAC_F * F_WORDS + S.F_HAINT_POSS]! -= 1; // the plate holds one Family Haint
    attack(p).apply(declare(p, '-2,0', '0,0', T_HESTER), noDice());
    expect(p.battleground('protectors')).toBe(1);
    p.apply(HIT, noDice());
    expect(p.hesterAt()).toBeNull();
    expect(p.battleground('protectors')).toBe(0);
    // The Dial at 1 with a Haint on the plate: +1 at once (the Dial point), the Haint home, the Dial up to 2.
    expect(p.score('protectors')).toBe(1);
    expect(f(p, FAC_P, F_PTS_DIAL)).toBe(1);
    expect(f(p, FAC_P, F_PLATE)).toBe(0);
    expect(f(p, FAC_P, F_DIAL)).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-HESTER')} G-27b: more Units on Hester's side on a Mountain gives her no cube; A < cost ends the attack`, () => {
    const p = pos().hester('0,-2').haints('protectors', '-1,-1', 1).cubes('protectors', 1);
    attack(p).apply(declare(p, '-1,-1', '0,-2', T_HESTER), noDice());
    expect(p.terrainCubesOf('brown') + p.terrainCubesOf('teal') + p.terrainCubesOf('yellow') + p.terrainCubesOf('green')).toBe(0);
    expect(p.prompt()).toBe(-1); // A = 1 ≥ D = 0 but the cost is 2
    expect(p.hesterAt()).toBe('0,-2');
    expect(p.battleground('protectors')).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ATK-HESTER')} L2236: Hester on a hex with enemy Units is a target of its own beside them`, () => {
    const p = pos().hester('1,0').legend('family', '1,0').haints('protectors', '-1,0', 1);
    attack(p);
    expect(p.legal()).toEqual([declare(p, '-1,0', '1,0', T_UNITS), declare(p, '-1,0', '1,0', T_HESTER)]);
    expect(p.invariants()).toEqual([]);
  });
});

describe('Infected Haints die last (spec §1.20.7, L2223)', () => {
  it('L2223: an attack kills the uninfected Haint first; the Infected one dies next and its snake returns to Hester', () => {
    const p = pos().haints('family', '1,0', 1).infected('family', '1,0', 1).haints('protectors', '-1,0', 2).cubes('protectors', 4);
    const snakes = p.s.hester[HB_SNAKES]!;
    attack(p).apply(declare(p, '-1,0', '1,0', T_UNITS), noDice());
    p.apply(HIT, noDice());
    expect(p.haintsOn('family', '1,0')).toBe(1);
    expect(p.infectedOn('family', '1,0')).toBe(1);
    expect(p.s.hester[HB_SNAKES]).toBe(snakes);
    p.apply(HIT, noDice());
    expect(p.haintsOn('family', '1,0')).toBe(0);
    expect(p.infectedOn('family', '1,0')).toBe(0);
    expect(p.s.hester[HB_SNAKES]).toBe(snakes + 1);
    expect(p.invariants()).toEqual([]);
  });

  it('L2223: killHaintAt (every kill effect) keeps infected ≤ Haints on a hex of 3 with 2 Infected', () => {
    const p = pos().haints('family', '2,1', 1).infected('family', '2,1', 2);
    const h = p.at('2,1');
    const snakes = p.s.hester[HB_SNAKES]!;
    killHaintAt(p.s, FAC_F, h);
    expect([p.haintsOn('family', '2,1'), p.infectedOn('family', '2,1'), p.s.hester[HB_SNAKES]]).toEqual([2, 2, snakes]);
    killHaintAt(p.s, FAC_F, h);
    expect([p.haintsOn('family', '2,1'), p.infectedOn('family', '2,1'), p.s.hester[HB_SNAKES]]).toEqual([1, 1, snakes + 1]);
    p.s.f[FAC_F * F_WORDS + S.F_HAINT_POSS]! += 2; // the killed Haints back in Possessions (the Dial's part, not killHaintAt's)
    expect(p.invariants()).toEqual([]);
  });
});

describe('through a turn', () => {
  it(`${R('R-H-ATK-BONFIRE')}: the Attack Mason Jar offers the Bonfire in the declaration prompt`, () => {
    const p = pos().bonfire('1,0', 2).haints('protectors', '-1,0', 2).cubes('protectors', 2).turn('protectors');
    p.play('break the Attack Mason Jar', noDice());
    if (p.prompt() !== PR_ATK_DECLARE) p.play('no free Basic Action', noDice());
    expect(p.legal()).toEqual([declare(p, '-1,0', '1,0', T_BONFIRE)]);
    p.apply(declare(p, '-1,0', '1,0', T_BONFIRE), noDice()).apply(HIT, noDice()).apply(HIT, noDice());
    expect(p.bonfireOn('1,0')).toBe(0);
    expect(p.score('protectors')).toBe(1);
    expect(p.s.f[FAC_P * F_WORDS + F_SCORE]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });
});
