// The five Protector Legends' Unique Powers (spec §1.3 R-LEG-EMMY … R-LEG-SKINLESS, rulebook
// L2629-2643) and both sides of the Protector Legend Ability Track (spec §1.4, L481-499,
// L1489-1509); gaps G-15, G-43, G-44, G-46, G-47, G-53, G-64, G-92.
// Map side A: the Protector Home Hex is −3,0, the Family's 3,0 (Plains); 0,0 is the Brambles;
// Mountains 0,−2, 2,−2, −2,2, 0,2, 4,−3, −4,3.
import { describe, expect, it } from 'vitest';
import { HarrowPosition, noDice, S } from '@balance-lab/harrow/testing';
import { killHaintAt } from '../src/attack.js';
import { movableHaints } from '../src/advance.js';
import { TREE_PARAMETERS } from '../src/data/tree.js';

const RED_P = S.FAC_P * S.COLOURS + 0; // data/tree.ts RED
const fp = (field: number): number => S.FAC_P * S.F_WORDS + field;
/** A scripted Tree (every other tree.* key at its default: the scripted mode reads them all). */
const TREE_DEFAULTS = Object.fromEntries(TREE_PARAMETERS.map((q) => [q.key, q.default]));
const tree = (script: string) => ({ values: { ...TREE_DEFAULTS, 'tree.mode': 'scripted', 'tree.script': script } });
const protector = (legend: string, script = 'all') => ({ legends: { protectors: legend }, ...tree(script) });
const hook = (p: HarrowPosition, key: string) => p.s.config.effects.find((e) => e.key === key)!;
/** The last word (a hex name) of every option containing `words`, sorted. */
const hexes = (p: HarrowPosition, words: string): string[] =>
  p
    .options()
    .filter((o) => o.includes(words))
    .map((o) => o.slice(o.lastIndexOf(' ') + 1))
    .sort();

describe('R-LEG-EMMY (L2635, L522-530, G-47)', () => {
  it('Emmy CF-19 (L2635): through the Legend jar, one red cube on every hex with a Protector Haint and no red cube; none collected on her own hex', () => {
    const p = new HarrowPosition('protectors', 'family', protector('emmy'))
      .legend('protectors', '-2,1').haints('protectors', '-2,1').haints('protectors', '-1,1', 2).haints('protectors', '-1,-1').haints('family', '2,0')
      .turn('protectors');
    p.s.redCube[p.at('-1,-1')] = 1;
    const poss = p.s.poss[RED_P]!;
    p.play('break the Legend Mason Jar', noDice()).play('use the Unique Power', noDice());
    // Enough cubes: no decision, every eligible hex gets exactly one.
    expect(p.prompt()).toBe(S.PR_LEGEND_JAR);
    expect([p.s.redCube[p.at('-2,1')], p.s.redCube[p.at('-1,1')], p.s.redCube[p.at('-1,-1')], p.s.redCube[p.at('2,0')]]).toEqual([1, 1, 1, 0]);
    expect(p.s.poss[RED_P]).toBe(poss - 2);
    // L2635: Emmy does not pick up a cube placed on her own hex.
    expect(p.battleground('protectors')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Emmy (G-47): with too few cubes the owner chooses the hexes; without any cube or Haint the power is not offered', () => {
    const p = new HarrowPosition('protectors', 'family', protector('emmy')).legend('protectors', '-2,1').haints('protectors', '-1,1').haints('protectors', '1,1');
    const spare = p.s.poss[RED_P]! - 1;
    p.s.poss[RED_P] = 1;
    p.effect('power:emmy', 'protectors', noDice());
    expect(p.options()).toEqual([
      'Emmy: place a red cube on hex -1,1 (too few cubes for every hex with your Haints, G-47)',
      'Emmy: place a red cube on hex 1,1 (too few cubes for every hex with your Haints, G-47)',
    ]);
    p.play('on hex 1,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.s.redCube[p.at('-1,1')], p.s.redCube[p.at('1,1')], p.s.poss[RED_P]]).toEqual([0, 1, 0]);
    expect(hook(p, 'power:emmy').canStart(p.s, S.FAC_P, 0)).toBe(false);
    p.s.poss[RED_P] = spare;
    expect(hook(p, 'power:emmy').canStart(p.s, S.FAC_P, 0)).toBe(true);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-BERNICE (L2637, G-43, G-92)', () => {
  it('Bernice (L2637): move 1 Haint to an adjacent terrain hex (no Mountain, enemy or Building), then nail a Unit next to one of yours', () => {
    const p = new HarrowPosition('protectors', 'family', protector('bernice'))
      .legendIs('protectors', 'bernice').legend('protectors', '-2,1').haints('protectors', '-1,-1').haints('family', '-2,0').building('0,-1')
      .legend('family', '3,0');
    p.effect('power:bernice', 'protectors', noDice());
    expect(p.options()).toEqual(['Bernice: move 1 of your Haints from hex -1,-1']);
    p.play('from hex -1,-1', noDice());
    // -1,-1's neighbours: 0,-1 Building, 0,-2 Mountain, -2,0 Family Haint are closed.
    expect(hexes(p, 'adjacent terrain hex')).toEqual(['-1,-2', '-1,0', '-2,-1']);
    p.play('terrain hex -1,0', noDice());
    expect(p.haintsOn('protectors', '-1,0')).toBe(1);
    // Units on hexes adjacent to a Protector Unit: the Family Haint (next to -1,0), the Haint and Bernice (next to each other); not Levi on 3,0.
    expect(p.options()).toEqual([
      'Bernice: place an Iron Nail under a Family Haint on hex -2,0',
      'Bernice: place an Iron Nail under a Protector Haint on hex -1,0',
      'Bernice: place an Iron Nail under the Protector Legend on hex -2,1',
    ]);
    p.play('under a Family Haint', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.s.nail[0], p.s.nail[1]]).toEqual([p.at('-2,0'), S.NAIL_HAINT + S.FAC_F]);
    // R-ADV-6: the nailed Haint cannot move.
    expect(movableHaints(p.s, S.FAC_F, p.at('-2,0'))).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Bernice (L2637): with both nails on the map she may recall one and place it under a new Unit', () => {
    const p = new HarrowPosition('protectors', 'family', protector('bernice'))
      .legendIs('protectors', 'bernice').legend('protectors', '-2,1').haints('family', '-2,0').haints('family', '-1,1').legend('family', '-1,0');
    p.s.nail.set([p.at('-2,0'), S.NAIL_HAINT + S.FAC_F, p.at('-1,0'), S.LS_F]);
    p.effect('power:bernice', 'protectors', noDice());
    // No Haint of hers to move; the nail part asks first whether to recall.
    expect(p.options()).toEqual([
      'Bernice: recall Iron Nail 0 from hex -2,0 to place it under a new Unit',
      'Bernice: recall Iron Nail 1 from hex -1,0 to place it under a new Unit',
      'Bernice: leave both Iron Nails where they are',
    ]);
    p.play('recall Iron Nail 1', noDice());
    // Levi (just freed) is not a new Unit, the Haint on -2,0 is still nailed: only the Haint on -1,1.
    expect(p.options()).toEqual(['Bernice: place an Iron Nail under a Family Haint on hex -1,1']);
    p.play('under a Family Haint on hex -1,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.s.nail[0], p.s.nail[1], p.s.nail[2], p.s.nail[3]]).toEqual([p.at('-2,0'), S.NAIL_HAINT + S.FAC_F, p.at('-1,1'), S.NAIL_HAINT + S.FAC_F]);
    expect(p.invariants()).toEqual([]);
  });

  it('Bernice (G-92, G-43): a nail under a killed Haint returns to Bernice; nothing to move or nail → not offered', () => {
    const p = new HarrowPosition('protectors', 'family', protector('bernice')).legendIs('protectors', 'bernice').legend('protectors', '-2,1').haints('family', '-2,0');
    p.s.nail.set([p.at('-2,0'), S.NAIL_HAINT + S.FAC_F]);
    killHaintAt(p.s, S.FAC_F, p.at('-2,0'));
    p.s.f[S.FAC_F * S.F_WORDS + S.F_HAINT_POSS]!++;
    expect([p.s.nail[0], p.s.nail[1]]).toEqual([-1, -1]);
    expect(hook(p, 'power:bernice').canStart(p.s, S.FAC_P, 0)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-MALACHI (L2639, G-44)', () => {
  it('Malachi (L2639): the Fury 1–2 hexes away (not on enemies, only where a target is in range) attacks as 2 Units + yours; not a Mason-Jar attack', () => {
    const p = new HarrowPosition('protectors', 'family', protector('malachi'))
      .legendIs('protectors', 'malachi').legend('protectors', '-1,0').haints('family', '1,0').haints('protectors', '1,-1').cubes('protectors', 2)
      .legend('family', '2,0');
    p.effect('power:malachi', 'protectors', noDice());
    const at = p.options().map((o) => o.replace('Malachi: place the Attack Fury token on hex ', '').replace(' and attack from it', ''));
    expect(at).toContain('1,-1');
    expect(at).not.toContain('-1,0'); // Malachi's own hex
    expect(at).not.toContain('1,0'); // an enemy Unit
    expect(at).not.toContain('-3,1'); // 2 from Malachi but nothing within 2 of it
    for (const h of at) expect(p.s.map.grid.dist[p.at('-1,0') * p.s.n + p.at(h)]).toBeGreaterThanOrEqual(1);
    p.play('token on hex 1,-1 ', noDice());
    expect(p.s.f[fp(S.F_UNIQUE)]).toBe(0);
    expect(p.prompt()).toBe(S.PR_ATK_DECLARE);
    // Range from the Fury hex (not from Malachi, 3 away from Levi): 1,0 and Levi on 2,0 (distance 2).
    expect(p.options()).toEqual(['Attack: from hex 1,-1 against the Units on hex 1,0', 'Attack: from hex 1,-1 against the Units on hex 2,0']);
    p.play('against the Units on hex 1,0', noDice());
    // Fury 2 + 1 Haint = 3 Units against 1: the bonus cube (2 + 1 = 3 ≥ 2 and ≥ 0): a hit.
    expect(p.battleground('protectors')).toBe(3);
    p.play('discard cubes and hit', noDice());
    expect(p.haintsOn('family', '1,0')).toBe(0);
    expect(p.prompt()).toBe(-1);
    // L2639 "Return Fury token"; G-44: no Mason-Jar attack was made, the free action is untouched.
    expect(p.s.f[fp(S.F_UNIQUE)]).toBe(1);
    expect(p.s.f[fp(S.F_ATTACKED)]).toBe(0);
    expect(p.s.f[fp(S.F_FREE_ACTION)]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('Malachi (L2639): an empty Fury hex counts as 2 Units (a tie with 2 defenders gives no bonus cube) and no Haint Clash is possible', () => {
    const p = new HarrowPosition('protectors', 'family', protector('malachi', 'all'))
      .legendIs('protectors', 'malachi').legend('protectors', '-1,0').haints('family', '1,0', 2).cubes('family', 3).legend('family', '3,0');
    p.effect('power:malachi', 'protectors', noDice());
    p.play('token on hex 1,-1 ', noDice()).play('against the Units on hex 1,0', noDice());
    // Tie 2 – 2: no bonus cube; A = 0 < D = 3 and no Protector Haint on the Fury hex: no clash, the attack ends.
    expect(p.battleground('protectors')).toBe(0);
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('family', '1,0')).toBe(2);
    expect(p.s.f[fp(S.F_UNIQUE)]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-PRISCILLA (L2641, G-46)', () => {
  it('Priscilla (L2641): 2 Goads on different hexes of her terrain with no Townsfolk, Building or Units (G-46); not from a Mountain', () => {
    const p = new HarrowPosition('protectors', 'family', protector('priscilla'))
      .legendIs('protectors', 'priscilla').legend('protectors', '-1,-1').haints('family', '1,-1').townsfolk('2,-1').building('-2,1');
    p.effect('power:priscilla', 'protectors', noDice());
    const goads = p.options().map((o) => o.replace('Priscilla: place a Goad token on hex ', ''));
    for (const h of goads) expect(p.s.map.kind[p.at(h)]).toBe(p.s.map.kind[p.at('-1,-1')]);
    for (const h of ['-1,-1', '1,-1', '2,-1', '-2,1', '0,-1', '0,-2', '0,0']) expect(goads).not.toContain(h);
    expect(goads).toContain('1,1');
    expect(goads).toContain('3,0'); // the Family Home Hex is Plains terrain
    p.play('on hex 1,1', noDice());
    expect(p.options()).not.toContain('Priscilla: place a Goad token on hex 1,1');
    p.play('on hex -2,0', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.s.goad[p.at('1,1')], p.s.goad[p.at('-2,0')], p.s.f[fp(S.F_UNIQUE)]]).toEqual([1, 1, 0]);
    expect(hook(p, 'power:priscilla').canStart(p.s, S.FAC_P, 0)).toBe(false); // no Goad left
    const m = new HarrowPosition('protectors', 'family', protector('priscilla')).legendIs('protectors', 'priscilla').legend('protectors', '0,-2');
    expect(hook(m, 'power:priscilla').canStart(m.s, S.FAC_P, 0)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('R-LEG-SKINLESS (L2643)', () => {
  it('Skinless Boy (L2643): 1 Haint and 1 Townsfolk each onto an adjacent hex of his terrain, never a Building or enemy hex', () => {
    const p = new HarrowPosition('protectors', 'family', protector('skinless-boy'))
      .legendIs('protectors', 'skinless-boy').legend('protectors', '-1,1').haints('protectors', '-2,1').haints('family', '-1,0').building('-2,0')
      .townsfolk('1,1').haints('family', '2,0').legend('family', '3,0');
    p.effect('power:skinless-boy', 'protectors', noDice());
    expect(p.options()).toEqual(['Skinless Boy: move 1 of your Haints from hex -2,1']);
    p.play('from hex -2,1', noDice());
    // -2,1's neighbours: -1,1 / -3,2 Plains; -1,0 enemy, -2,0 Building, -3,1 Bog, -2,2 Mountain.
    expect(p.options()).toEqual([
      "Skinless Boy: move the Haint onto the adjacent hex -1,1 of Skinless Boy's terrain",
      "Skinless Boy: move the Haint onto the adjacent hex -3,2 of Skinless Boy's terrain",
    ]);
    p.play('hex -3,2', noDice());
    expect(p.options()).toEqual(['Skinless Boy: move a Townsfolk from hex 1,1']);
    p.play('Townsfolk from hex 1,1', noDice());
    // 1,1's Plains neighbours: 2,0 has a Family Haint; only 1,0.
    expect(p.options()).toEqual(["Skinless Boy: move the Townsfolk onto the adjacent hex 1,0 of Skinless Boy's terrain"]);
    p.play('hex 1,0', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.haintsOn('protectors', '-3,2'), p.s.townsfolk[p.at('1,0')], p.s.townsfolk[p.at('1,1')]]).toEqual([1, 1, 0]);
    const m = new HarrowPosition('protectors', 'family', protector('skinless-boy')).legendIs('protectors', 'skinless-boy').legend('protectors', '0,2').haints('protectors', '-1,2');
    expect(hook(m, 'power:skinless-boy').canStart(m.s, S.FAC_P, 0)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('Protectors Side 1 "Path" (§1.4, L481-499, L1489-1509, G-15)', () => {
  it('Path (L1505-1509, L1489): the Legend jar first collects Path tokens, then places one per space (base + 1 per Scroll) within range', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-2,1').haints('protectors', '-3,0').scrolls('protectors', 1).path('2,0').turn('protectors');
    p.s.f[fp(S.F_PATH_POSS)] = 1;
    p.play('break the Legend Mason Jar', noDice()).play('resolve the Legend Ability Track', noDice());
    expect(p.options()).toEqual([
      'Legend track (Path): collect the Path token on hex 2,0 into your Possessions',
      'Legend track (Path): leave the other Path tokens where they are',
    ]);
    p.play('collect the Path token on hex 2,0', noDice());
    expect(p.s.f[fp(S.F_PATH_POSS)]).toBe(2);
    expect(p.options()).toEqual(['Legend track (Path): place a Path token from your Possessions', 'Legend track (Path): place or move no more Path tokens']);
    p.play('place a Path token from your Possessions', noDice());
    const dests = hexes(p, 'put the Path token on hex');
    // Range 2 from −2,1 (not a Mountain): 19 hexes, all on the map side.
    for (const h of dests) expect(p.s.map.grid.dist[p.at('-2,1') * p.s.n + p.at(h)]).toBeLessThanOrEqual(2);
    expect(dests).toContain('-2,1');
    expect(dests).not.toContain('1,1');
    p.play('put the Path token on hex -1,0', noDice());
    p.play('place a Path token from your Possessions', noDice()).play('put the Path token on hex -3,1', noDice());
    // Two spaces (base + 1 Scroll): the track ends although a token could still move.
    expect(p.prompt()).toBe(S.PR_LEGEND_JAR);
    expect([p.s.path[p.at('-1,0')], p.s.path[p.at('-3,1')], p.s.path[p.at('2,0')], p.s.f[fp(S.F_PATH_POSS)]]).toEqual([1, 1, 0, 0]);
    expect(p.invariants()).toEqual([]);
  });

  it('Path (L2677, L2847, G-15): "the 1st scroll" (EF_ARG 1) moves one token, no collecting first; Laying Out All Night widens the range', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-2,1').scrolls('protectors', 3).path('1,1');
    p.s.f[fp(S.F_PATH_POSS)] = 0;
    p.s.f[fp(S.F_RANGE_BONUS)] = 2;
    p.effect('track:protectors-1', 'protectors', noDice(), 1);
    expect(p.options()).toEqual(['Legend track (Path): move the Path token on hex 1,1', 'Legend track (Path): place or move no more Path tokens']);
    p.play('move the Path token on hex 1,1', noDice());
    const dests = hexes(p, 'put the Path token on hex');
    expect(dests).toContain('2,1'); // distance 4 with the +2
    expect(dests).not.toContain('3,1'); // distance 5
    expect(dests).not.toContain('1,1'); // its own hex
    p.play('put the Path token on hex 2,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect([p.s.path[p.at('1,1')], p.s.path[p.at('2,1')]]).toEqual([0, 1]);
    const none = new HarrowPosition('protectors', 'family').legend('protectors', '-2,1');
    none.s.f[fp(S.F_PATH_POSS)] = 0;
    expect(hook(none, 'track:protectors-1').canStart(none.s, S.FAC_P, 1)).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('Protectors Side 2 "Townsfolk" (§1.4, L1493-1495, G-64)', () => {
  it('Townsfolk (L1493-1495): pull 1 closer, pick up a token (G-64), push an adjacent Unit away, push any Unit away', () => {
    const p = new HarrowPosition('protectors', 'family', { trackSides: { protectors: 2 } })
      .trackSide('protectors', 2).legend('protectors', '-2,1').scrolls('protectors', 3).townsfolk('0,1').token('STRENGTHEN', '-1,1')
      .haints('family', '-1,0').legend('family', '2,1');
    const fill = p.s.rowFill[S.FAC_P * 3 + S.TK_STR]!;
    p.effect('track:protectors-2', 'protectors', noDice(), 4);
    expect(p.options()).toEqual([
      'Legend track (Townsfolk): pull the Townsfolk on hex 0,1 1 hex closer to your Legend',
      'Legend track (Townsfolk): pull no Townsfolk',
    ]);
    p.play('pull the Townsfolk on hex 0,1', noDice());
    // Only -1,1 is 1 closer to −2,1 (0,0 is the Brambles and no closer).
    expect(p.options()).toEqual(['Legend track (Townsfolk): pull the Townsfolk onto hex -1,1']);
    p.play('onto hex -1,1', noDice());
    expect(p.options()).toEqual([
      'Legend track (Townsfolk): the Townsfolk picks up the STRENGTHEN Ability Token on its hex',
      'Legend track (Townsfolk): decline scroll space 1',
    ]);
    p.play('picks up the STRENGTHEN', noDice());
    expect(p.s.rowFill[S.FAC_P * 3 + S.TK_STR]).toBe(fill + 1);
    expect(p.s.tok[S.TK_STR * p.s.n + p.at('-1,1')]).toBe(0);
    // Scroll 2: Units adjacent to the Townsfolk on −1,1: the Family Haint on −1,0, Emmy on −2,1.
    expect(p.options()).toEqual([
      'Legend track (Townsfolk): push a Family Haint on hex -1,0 1 hex away from the Townsfolk',
      'Legend track (Townsfolk): push the Protector Legend on hex -2,1 1 hex away from the Townsfolk',
      'Legend track (Townsfolk): decline scroll space 2',
    ]);
    p.play('push a Family Haint on hex -1,0', noDice());
    expect(hexes(p, 'push it onto hex')).toEqual(['-1,-1', '-2,0', '0,-1']);
    p.play('push it onto hex 0,-1', noDice());
    expect(p.haintsOn('family', '0,-1')).toBe(1);
    // Scroll 3: any Unit on the map, e.g. Levi on 2,1.
    expect(p.options()).toContain('Legend track (Townsfolk): push the Family Legend on hex 2,1 1 hex away from the Townsfolk');
    p.play('push the Family Legend on hex 2,1', noDice());
    expect(hexes(p, 'push it onto hex')).toEqual(['2,2', '3,0', '3,1']);
    p.play('push it onto hex 3,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.legendAt('family')).toBe('3,1');
    expect(p.invariants()).toEqual([]);
  });

  it('Townsfolk (L2677, L2847): "Your Druthers" / "Activate 1st Scroll" (EF_ARG 1) pulls only; never onto a Building, enemy or the Brambles', () => {
    const p = new HarrowPosition('protectors', 'family', { trackSides: { protectors: 2 } })
      .trackSide('protectors', 2).legend('protectors', '-2,1').scrolls('protectors', 3).townsfolk('0,2').townsfolk('1,-1').token('ADVANCE', '0,1')
      .building('0,-1').haints('family', '-1,2');
    p.effect('track:protectors-2', 'protectors', noDice(), 1);
    // 1,-1 is not offered: its hexes 1 closer are 0,-1 (a Building) and 0,0 (the Brambles).
    expect(p.options()).toEqual([
      'Legend track (Townsfolk): pull the Townsfolk on hex 0,2 1 hex closer to your Legend',
      'Legend track (Townsfolk): pull no Townsfolk',
    ]);
    p.play('pull the Townsfolk on hex 0,2', noDice());
    // From the Mountain 0,2, 1 closer to −2,1: -1,2 (a Family Haint) and 0,1.
    expect(p.options()).toEqual(['Legend track (Townsfolk): pull the Townsfolk onto hex 0,1']);
    p.play('onto hex 0,1', noDice());
    // Only the base space: the ADVANCE token on 0,1 stays although 3 Scrolls are owned.
    expect(p.prompt()).toBe(-1);
    expect(p.s.tok[S.TK_ADV * p.s.n + p.at('0,1')]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });
});
