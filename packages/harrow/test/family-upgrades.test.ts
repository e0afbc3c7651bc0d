// The Family's Upgrade tokens (spec §2.2, rulebook L1721-1746, L2697-2733), Knife in the Dark /
// Knitting Fate on the next attack (G-83), and the Family Legend Ability Track, both sides (spec
// §1.4, L501-514, L1511-1527): one scenario per card / space on a built position.
import { describe, expect, it } from 'vitest';
import { resolveParameters } from '@balance-lab/core';
import { A_JAR, HarrowPosition, Rng, S, argA, argB, cardOf, noDice } from '@balance-lab/harrow/testing';
import { harrow } from '@balance-lab/harrow';
import { UPGRADE_CARDS } from '../src/data/cards.js';
import { TREE_PARAMETERS } from '../src/data/tree.js';

const F = (fac: number, field: number): number => fac * S.F_WORDS + field;
const U = (id: string): number => UPGRADE_CARDS.findIndex((c) => c.id === id);
const blue = (p: HarrowPosition): number => p.s.poss[S.FAC_F * S.COLOURS + S.FACTION_COLOUR[S.FAC_F]!]!;
const red = (p: HarrowPosition): number => p.s.poss[S.FAC_P * S.COLOURS + S.FACTION_COLOUR[S.FAC_P]!]!;

/** Protectors (seat 0) against the Family (seat 1), Emmy at her home side, Levi on `legend`. */
function family(legend = '2,-1', side: 1 | 2 = 1): HarrowPosition {
  return new HarrowPosition('protectors', 'family', { trackSides: { family: side } }).legend('protectors', '-2,1').legend('family', legend);
}

/** Starts the Upgrade token's effect directly, as a draw or Willa would. */
function upgrade(p: HarrowPosition, id: string): HarrowPosition {
  return p.effect(`card:${id}`, 'family', noDice(), cardOf(id));
}

describe('Upgrade cards inside the Abilities jar (L1721-1730)', () => {
  it('U9 Sound & Fury CF-33 (L1730, L2733): pay a drawn STRENGTHEN to the box; the token joins the kept tokens and gives 2 STRENGTHEN', () => {
    const p = family().hand('family', 'Sound & Fury').turn('family');
    p.s.bag.fill(0);
    p.s.bag[S.TK_STR] = 6; // every draw is a STRENGTHEN
    p.play('break the Abilities Mason Jar', new Rng('draw'));
    while (p.prompt() === S.PR_FAMILY_PUTBACK) p.apply(p.legal()[0]!, noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    const box = p.s.g[S.G_BOX_TOKEN + S.TK_STR]!;
    const before = blue(p);
    p.play('sound & fury', noDice());
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_STR]).toBe(box + 1);
    expect(p.s.drawn[S.BAG_BASIC + U('sound-and-fury')]).toBe(1);
    expect(p.s.f[F(S.FAC_F, S.F_UPGRADES_USED)]! & (1 << U('sound-and-fury'))).not.toBe(0);
    // The 2 STRENGTHEN tokens left resolve at once; the Upgrade token is a pick of its own.
    while (p.prompt() === S.PR_WINDOW) p.play('go on', noDice());
    expect(blue(p)).toBe(before - 2);
    expect(p.prompt()).toBe(S.PR_PICK);
    p.apply(p.legal()[0]!, noDice());
    expect(blue(p)).toBe(before - 4);
    expect(p.invariants()).toEqual([]);
  });

  it('U3 Faceless Portraits (L2709): one packet of 2 SPAWN', () => {
    const p = upgrade(family(), 'faceless-portraits');
    expect(p.prompt()).toBe(S.PR_SPAWN);
    p.play('onto hex 2,-1', noDice()).play('onto hex 2,-1', noDice());
    expect(p.haintsOn('family', '2,-1')).toBe(2);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('U6 Meeting Lodge (L2721): one ADVANCE packet of 2', () => {
    const p = upgrade(family().haints('family', '1,1', 1), 'meeting-lodge');
    expect(p.prompt()).toBe(S.PR_ADV_PACKET);
    expect(p.s.frames[(p.s.g[S.G_DEPTH]! - 1) * S.FRAME_WORDS + S.FIELD_0]).toBe(2);
  });

  it('U4 Knife in the Dark / U5 Knitting Fate (L2713, L2717): 1 STRENGTHEN when resolved', () => {
    const p = family();
    const before = blue(p);
    upgrade(p, 'knife-in-the-dark');
    expect(blue(p)).toBe(before - 1);
    upgrade(p, 'knitting-fate');
    expect(blue(p)).toBe(before - 2);
    expect(p.prompt()).toBe(-1);
  });
});

describe('Knife in the Dark / Knitting Fate on the next attack (spec §2.2 U4/U5, ASSUMPTION G-83)', () => {
  /** Family Haint on 2,0 attacks Protector Haints; the Tree gives nothing back (scripted). */
  function attack(defHex: string, defHaints: number, set: Record<string, boolean> = {}): HarrowPosition {
    const values = { ...resolveParameters(TREE_PARAMETERS, { 'tree.mode': 'scripted', 'tree.script': 'red=0' }), ...set };
    const p = new HarrowPosition('protectors', 'family', { values })
      .legend('protectors', '-3,1').legend('family', '3,1').haints('family', '2,0', 1).haints('protectors', defHex, defHaints);
    return p;
  }
  const breakAttackJar = (p: HarrowPosition): HarrowPosition => {
    p.turn('family').play('break the Attack Mason Jar', noDice());
    while (p.prompt() === S.PR_WINDOW) p.play('go on', noDice());
    return p.play('no free Basic Action', noDice());
  };

  it('U4 (L2713): the attacker gets 2 bonus cubes, the outnumbering defender none; the token returns to the bag', () => {
    const p = attack('1,-1', 2);
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knife-in-the-dark');
    const [b, r] = [blue(p), red(p)];
    const bag = p.s.bag[S.BAG_BASIC + U('knife-in-the-dark')]!;
    breakAttackJar(p);
    p.play('1,-1', noDice());
    expect(blue(p)).toBe(b - 2);
    expect(red(p)).toBe(r);
    expect(p.s.f[F(S.FAC_F, S.F_MODS)]).toBe(0);
    expect(p.s.bag[S.BAG_BASIC + U('knife-in-the-dark')]).toBe(bag + 1);
    expect(p.invariants()).toEqual([]);
  });

  it('without Knife the defender with more Units gets the bonus cube (R-ATK-4)', () => {
    const p = attack('1,-1', 2);
    const [b, r] = [blue(p), red(p)];
    breakAttackJar(p).play('1,-1', noDice());
    expect(blue(p)).toBe(b);
    expect(red(p)).toBe(r - 1);
  });

  it('U5 (L2717): +2 range makes a hex 4 away attackable, once; the token returns to the bag', () => {
    const far = attack('-2,0', 1); // 4 hexes from 2,0
    breakAttackJar(far);
    expect(far.prompt()).not.toBe(S.PR_ATK_DECLARE); // out of range: the attack is skipped (G-81)

    const p = attack('-2,0', 1);
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knitting-fate');
    breakAttackJar(p);
    expect(p.prompt()).toBe(S.PR_ATK_DECLARE);
    const [b, r] = [blue(p), red(p)];
    p.play('-2,0', noDice());
    expect(p.s.f[F(S.FAC_F, S.F_MODS)]).toBe(0);
    expect(p.s.bag[S.BAG_BASIC + U('knitting-fate')]).toBe(1);
    // Knitting leaves the bonus cube alone: equal Units, nobody gets one.
    expect([blue(p), red(p)]).toEqual([b, r]);
  });

  it('U5 with any jar (G-83): after an attack this Round, Knitting opens an attack with the Wild jar', () => {
    const p = attack('-2,0', 1);
    p.s.f[F(S.FAC_F, S.F_ATTACKED)] = 1;
    p.turn('family');
    expect(p.legal().length).toBe(4); // the four jars, none in attack mode: nothing in range
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knitting-fate');
    expect(p.legal().length).toBe(7); // + Abilities, Wild and Legend in attack mode (R-JAR-2)
    p.apply(p.legal().find((a) => (a & 63) === A_JAR && argA(a) === 1 && argB(a) === 1)!, noDice()); // the Wild jar, attack mode
    while (p.prompt() === S.PR_WINDOW) p.play('go on', noDice());
    expect(p.prompt()).toBe(S.PR_ATK_DECLARE);
    p.play('-2,0', noDice());
    expect(p.s.f[F(S.FAC_F, S.F_MODS)]).toBe(0);
  });
});

describe('Knife in the Dark / Knitting Fate, L1744\'s reading of G-83: only when the Attack Mason Jar is activated (family.upgradeAnyJar.<card> false)', () => {
  const jarOnly = { 'family.upgradeAnyJar.knife-in-the-dark': false, 'family.upgradeAnyJar.knitting-fate': false };
  function attack(defHex: string, defHaints: number): HarrowPosition {
    const values = { ...resolveParameters(TREE_PARAMETERS, { 'tree.mode': 'scripted', 'tree.script': 'red=0' }), ...jarOnly };
    return new HarrowPosition('protectors', 'family', { values })
      .legend('protectors', '-3,1').legend('family', '3,1').haints('family', '2,0', 1).haints('protectors', defHex, defHaints);
  }
  const WILD = 1;
  const wildAttack = (p: HarrowPosition): HarrowPosition => {
    p.apply(p.legal().find((a) => (a & 63) === A_JAR && argA(a) === WILD && argB(a) === 1)!, noDice());
    while (p.prompt() === S.PR_WINDOW) p.play('go on', noDice());
    return p;
  };

  it('the parameters are the cards\' G-83 values, with the jar-only reading as the alternative', () => {
    for (const id of ['knife-in-the-dark', 'knitting-fate']) {
      const spec = harrow.parameters.find((x) => x.key === `family.upgradeAnyJar.${id}`)!;
      expect(spec).toMatchObject({ kind: 'bool', default: true, alternatives: [false] });
      expect(spec.source).toContain('G-83');
    }
  });

  it('U5: Knitting\'s +2 range does not open an attack with the Wild jar', () => {
    const p = attack('-2,0', 1);
    p.s.f[F(S.FAC_F, S.F_ATTACKED)] = 1;
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knitting-fate');
    p.turn('family');
    expect(p.legal().length).toBe(4); // the four jars, none in attack mode: out of range without Knitting
  });

  it('U4: a Wild-jar attack neither uses nor spends Knife (the outnumbering defender gets its cube); the Attack jar then does', () => {
    const p = attack('1,-1', 2);
    p.s.f[F(S.FAC_F, S.F_ATTACKED)] = 1;
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knife-in-the-dark');
    const [b, r] = [blue(p), red(p)];
    wildAttack(p.turn('family')).play('1,-1', noDice());
    expect([blue(p), red(p)]).toEqual([b, r - 1]);
    expect(p.s.f[F(S.FAC_F, S.F_MODS)]).toBe(1 << U('knife-in-the-dark'));

    const q = attack('1,-1', 2);
    q.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knife-in-the-dark');
    const [qb, qr] = [blue(q), red(q)];
    q.turn('family').play('break the Attack Mason Jar', noDice());
    while (q.prompt() === S.PR_WINDOW) q.play('go on', noDice());
    q.play('no free Basic Action', noDice()).play('1,-1', noDice());
    expect([blue(q), red(q)]).toEqual([qb - 2, qr]);
    expect(q.s.f[F(S.FAC_F, S.F_MODS)]).toBe(0);
    expect(q.invariants()).toEqual([]);
  });

  it('U5: the Attack jar still reaches 4 hexes with Knitting', () => {
    const p = attack('-2,0', 1);
    p.s.f[F(S.FAC_F, S.F_MODS)] = 1 << U('knitting-fate');
    p.turn('family').play('break the Attack Mason Jar', noDice());
    while (p.prompt() === S.PR_WINDOW) p.play('go on', noDice());
    p.play('no free Basic Action', noDice());
    expect(p.prompt()).toBe(S.PR_ATK_DECLARE);
    p.play('-2,0', noDice());
    expect(p.s.f[F(S.FAC_F, S.F_MODS)]).toBe(0);
  });
});

describe('Upgrades with two parts "in either order"', () => {
  it('U1 Confluence (L2701, G-90): 1 SPAWN, and everything on a hex that can moves 1 hex closer to the Legend', () => {
    const p = family('2,1').haints('protectors', '0,1', 1).townsfolk('0,1').token('SPAWN', '0,1').storm('0,1').haints('family', '1,1', 1);
    p.haints('family', '-3,0', 1); // on the Protector Home Hex: never pulled (G-90)
    upgrade(p, 'confluence');
    expect(p.options().some((o) => o.includes('1 SPAWN'))).toBe(true);
    expect(p.options().some((o) => o.includes('hex -3,0'))).toBe(false);
    expect(p.options().some((o) => o.includes('hex 2,1 1 hex closer'))).toBe(false); // the Legend's own hex
    p.play('pull all things in hex 0,1', noDice());
    p.play('onto hex 1,1', noDice());
    // The token and the Storm move; the Protector Haint (Family Units there) and the Townsfolk (R-CORE-3) stay.
    expect(p.s.tok[S.TK_SPN * p.s.n + p.at('1,1')]).toBe(1);
    expect(p.s.storm[p.at('1,1')]).toBe(1);
    expect(p.s.storm[p.at('0,1')]).toBe(0);
    expect(p.haintsOn('protectors', '0,1')).toBe(1);
    expect(p.s.townsfolk[p.at('0,1')]).toBe(1);
    expect(p.options().some((o) => o.includes('1 SPAWN'))).toBe(true);
    p.play('1 SPAWN', noDice()).play('onto hex 2,1', noDice());
    expect(p.haintsOn('family', '2,1')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('U1 Confluence: Units and goal pieces that may go move together; a Storm onto a Storm returns to Possessions', () => {
    const p = family('2,-1').haints('protectors', '0,-2', 2).townsfolk('0,-2').storm('0,-2').storm('1,-2');
    const poss = p.s.f[F(S.FAC_F, S.F_STORM_POSS)]!;
    upgrade(p, 'confluence');
    p.play('pull all things in hex 0,-2', noDice()).play('onto hex 1,-2', noDice());
    expect(p.haintsOn('protectors', '1,-2')).toBe(2);
    expect(p.s.townsfolk[p.at('1,-2')]).toBe(1);
    expect(p.s.storm[p.at('0,-2')]).toBe(0);
    expect(p.s.f[F(S.FAC_F, S.F_STORM_POSS)]).toBe(poss + 1);
    expect(p.invariants()).toEqual([]);
  });

  it('U7 Psychopomp (L2725, G-62): relocate 1 own Haint to an empty terrain hex (no Mountain, Brambles, Units or tokens); then 1 ADVANCE', () => {
    const p = family('3,1').haints('family', '2,0', 1).haints('protectors', '-3,3', 1).token('ADVANCE', '-2,3');
    upgrade(p, 'psychopomp');
    expect(p.options().some((o) => o.includes('from hex -2,1'))).toBe(false); // Emmy's hex: not a Family Haint
    p.play('relocate 1 uninfected haint from hex 2,0', noDice());
    const opts = p.options();
    expect(opts.some((o) => o.endsWith('hex -3,2'))).toBe(true);
    for (const bad of ['-4,3', '0,0', '-3,3', '-2,3', '3,1', '-2,1']) expect(opts.some((o) => o.endsWith(`hex ${bad}`))).toBe(false);
    p.play('relocate it to hex -3,2', noDice());
    expect(p.haintsOn('family', '-3,2')).toBe(1);
    expect(p.haintsOn('family', '2,0')).toBe(0);
    expect(p.prompt()).toBe(S.PR_EFFECT);
    p.play('1 ADVANCE', noDice());
    expect(p.prompt()).toBe(S.PR_ADV_PACKET);
    expect(p.invariants()).toEqual([]);
  });

  it('U8 Stormwalker (L2729): each Unit onto 1 adjacent Storm, once, as one step; then 1 ADVANCE', () => {
    // 1,-3 is a printed Storm; a Storm token on 2,-3 next to it.
    const p = family('0,-3').haints('family', '1,-2', 2).storm('2,-3');
    upgrade(p, 'stormwalker');
    p.play('1 Haint from hex 1,-2 onto the adjacent Storm hex 1,-3', noDice());
    // The Haint that walked cannot walk on to 2,-3; the ADVANCE waits until the Stormwalking is over.
    expect(p.options().some((o) => o.includes('from hex 1,-3'))).toBe(false);
    expect(p.options().some((o) => o.includes('1 ADVANCE'))).toBe(false);
    p.play('1 Haint from hex 1,-2 onto the adjacent Storm hex 2,-3', noDice());
    p.play('your Legend onto the adjacent Storm hex 1,-3', noDice());
    expect(p.haintsOn('family', '1,-3')).toBe(1);
    expect(p.haintsOn('family', '2,-3')).toBe(1);
    expect(p.legendAt('family')).toBe('1,-3');
    // Nothing left to walk: the Stormwalking is over by itself and the ADVANCE is next.
    expect(p.options().some((o) => o.includes('1 ADVANCE'))).toBe(true);
    expect(p.options().some((o) => o.includes('Stormwalk:'))).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it('U2 Distant Stirring (L2705): SPAWN within the Legend\'s range (2 off a Mountain) or on the Home Hex', () => {
    const p = upgrade(family('0,-1'), 'distant-stirring');
    const opts = p.options();
    expect(opts).toContain('SPAWN: summon 1 Haint onto hex 1,0'); // 2 away
    expect(opts).toContain('SPAWN: summon 1 Haint onto hex 3,0'); // the Home Hex
    expect(opts).not.toContain('SPAWN: summon 1 Haint onto hex 2,0'); // 3 away
    p.play('SPAWN: summon 1 Haint onto hex 1,0', noDice());
    expect(p.s.f[S.FAC_F * S.F_WORDS + S.F_SPAWN_REACH]).toBe(1); // later SPAWNs this turn are widened too
    expect(p.haintsOn('family', '1,0')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });
});

describe('the Family Legend Ability Track (spec §1.4)', () => {
  it('Side 1 base (L1515, G-65): a Storm on a hex with a Family Unit, not the Brambles nor a Storm; only the base with EF_ARG 1', () => {
    const p = family('1,1').haints('family', '0,0', 1).haints('family', '1,-3', 1).haints('family', '-1,1', 1).scrolls('family', 3);
    const poss = p.s.f[F(S.FAC_F, S.F_STORM_POSS)]!;
    p.effect('track:family-1', 'family', noDice(), 1);
    const opts = p.options();
    expect(opts.filter((o) => o.includes('place a Storm')).length).toBe(2); // 1,1 and -1,1
    expect(opts.some((o) => o.includes('0,0'))).toBe(false);
    expect(opts.some((o) => o.includes('1,-3'))).toBe(false);
    p.play('on hex -1,1', noDice());
    expect(p.s.storm[p.at('-1,1')]).toBe(1);
    expect(p.s.f[F(S.FAC_F, S.F_STORM_POSS)]).toBe(poss - 1);
    expect(p.prompt()).toBe(-1);
  });

  it('Side 1 without Storm tokens in Possessions cannot start', () => {
    const p = family('1,1');
    p.s.f[F(S.FAC_F, S.F_STORM_POSS)] = 0;
    const id = p.s.config.effects.findIndex((e) => e.key === 'track:family-1');
    expect(p.s.config.effects[id]!.canStart(p.s, S.FAC_F, 4)).toBe(false);
  });

  it('Side 1 scrolls CF-27 (L505-514, L1519-1521): pull a token, a friendly Unit and an enemy Unit 1 hex closer to the new Storm', () => {
    const p = family('1,1').scrolls('family', 3).token('STRENGTHEN', '1,-1').haints('family', '3,1', 1).haints('protectors', '-1,2', 1);
    p.effect('track:family-1', 'family', noDice(), 4);
    p.play('on hex 1,1', noDice());
    // Scroll 1: the token on 1,-1 (2 away) goes to a hex 1 away from 1,1.
    p.play('STRENGTHEN Ability Token on hex 1,-1', noDice());
    expect(p.options()).toEqual(['Legend track (Storm): pull the Ability Token onto hex 1,0']); // the one hex 1 step closer
    p.play('onto hex 1,0', noDice());
    expect(p.s.tok[S.TK_STR * p.s.n + p.at('1,0')]).toBe(1);
    // Scroll 2: the Haint on 3,1 toward 1,1 (only 2,1 is 1 step closer).
    p.play('a Family Haint on hex 3,1', noDice()).play('onto hex 2,1', noDice());
    expect(p.haintsOn('family', '2,1')).toBe(1);
    // Scroll 3: enemy Units only; the Protector Haint on -1,2 toward 1,1.
    expect(p.options().some((o) => o.includes('faction 1'))).toBe(false);
    p.play('a Protector Haint on hex -1,2', noDice());
    p.play('onto hex 0,1', noDice());
    expect(p.haintsOn('protectors', '0,1')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('Side 1, G-15 as parameters: legendTrack.maxScrolls=1 resolves one scroll space of three; legendTrack.spaces=2 the same with three Scrolls', () => {
    for (const values of [{ 'legendTrack.maxScrolls': 1 }, { 'legendTrack.spaces': 2 }] as Record<string, number>[]) {
      const p = new HarrowPosition('protectors', 'family', { values }).legend('protectors', '-2,1').legend('family', '1,1')
        .scrolls('family', 3).token('STRENGTHEN', '1,-1').haints('family', '3,1', 1);
      p.effect('track:family-1', 'family', noDice(), 4);
      p.play('on hex 1,1', noDice());
      p.play('STRENGTHEN Ability Token on hex 1,-1', noDice()).play('onto hex 1,0', noDice());
      expect(p.prompt(), JSON.stringify(values)).toBe(-1); // scroll space 2 (the Haint on 3,1) is past the cap
      expect(p.haintsOn('family', '3,1')).toBe(1);
    }
  });

  it('Side 1: a scroll space may be declined (the next one follows); an enemy Unit is never pulled onto Family Units', () => {
    const p = family('1,1').scrolls('family', 3).token('SPAWN', '-1,1').haints('family', '0,1', 1).haints('protectors', '-1,1', 1);
    p.effect('track:family-1', 'family', noDice(), 4);
    p.play('on hex 1,1', noDice()).play('decline scroll space 1', noDice());
    p.play('decline scroll space 2', noDice());
    // The Protector Haint on -1,1 has one hex closer to 1,1, 0,1, which holds a Family Haint: not offered; Emmy on -2,1 is.
    expect(p.options()).toEqual([
      'Legend track (Storm): pull the Protector Legend on hex -2,1 1 hex closer to the Storm',
      'Legend track (Storm): decline scroll space 3',
    ]);
    p.play('the Protector Legend', noDice()).play('onto hex -1,1', noDice());
    expect(p.legendAt('protectors')).toBe('-1,1');
    expect(p.s.tok[S.TK_SPN * p.s.n + p.at('-1,1')]).toBe(1); // scroll space 1 was declined
    expect(p.invariants()).toEqual([]);
  });

  it('Side 2 (L1525-1527): a Storm adjacent to the Legend, then push a token, an own Unit and an enemy Unit 1 hex away', () => {
    const p = family('1,1', 2).scrolls('family', 3).token('ADVANCE', '1,0').haints('family', '2,0', 1).haints('protectors', '0,1', 1);
    p.effect('track:family-2', 'family', noDice(), 4);
    const opts = p.options();
    expect(opts.some((o) => o.includes('hex 1,1'))).toBe(false); // not the Legend's own hex
    expect(opts.some((o) => o.includes('hex 3,-1'))).toBe(false); // not adjacent
    p.play('on hex 1,0', noDice());
    p.play('ADVANCE Ability Token on hex 1,0', noDice()).play('onto hex 2,-1', noDice());
    expect(p.s.tok[S.TK_ADV * p.s.n + p.at('2,-1')]).toBe(1);
    p.play('a Family Haint on hex 2,0', noDice()).play('onto hex 3,0', noDice());
    expect(p.haintsOn('family', '3,0')).toBe(1);
    p.play('a Protector Haint on hex 0,1', noDice()).play('onto hex -1,2', noDice());
    expect(p.haintsOn('protectors', '-1,2')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });
});

describe('G-19: the Upgrade cost tokens are parameters', () => {
  it('family.upgradeCost.sound-and-fury=ADVANCE makes a drawn ADVANCE pay for Sound & Fury, and a STRENGTHEN no longer does', () => {
    const p = new HarrowPosition('family', 'protectors', { values: { 'family.upgradeCost.sound-and-fury': 'ADVANCE' } }).legend('family', '-3,0').hand('family', 'Sound & Fury');
    p.s.bag.fill(0);
    p.s.bag[S.TK_STR] = 2;
    p.s.bag[S.TK_ADV] = 2;
    p.turn('family').play('break the Abilities Mason Jar', noDice());
    while (p.prompt() === S.PR_FAMILY_PUTBACK) p.play('put a STRENGTHEN token back', noDice());
    expect(p.options()).toContain('play the Upgrade card Sound & Fury, paying a ADVANCE token');
    expect(p.options().some((o) => o.includes('paying a STRENGTHEN'))).toBe(false);
  });
});
