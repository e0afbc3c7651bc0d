// The Protectors' 16 Tactics cards (spec §2.1, rulebook L2645-2677; §1.15 L1736-1748): one
// scenario (at least) per card on a built position, named with its T-number and rulebook line.
// Map side A (data/maps.ts): "0,0" the Brambles, "0,-2" / "2,-2" / "-2,2" / "0,2" Mountains,
// "-3,0" / "3,0" the Homes, printed Storms on "1,-3" and "-1,3".
import { describe, expect, it } from 'vitest';
import { HarrowPosition, noDice, S } from '@balance-lab/harrow/testing';

const P = S.FAC_P;
const F = S.FAC_F;
const fw = (p: HarrowPosition, fac: number, field: number): number => p.s.f[fac * S.F_WORDS + field]!;
const redIdx = P * S.COLOURS + S.FACTION_COLOUR[P]!;
const blueIdx = F * S.COLOURS + S.FACTION_COLOUR[F]!;
const canStart = (p: HarrowPosition, key: string, fac: number): boolean =>
  p.s.config.effects.find((e) => e.key === key)!.canStart(p.s, fac, 0);
/** The field of the frame on top (packet sizes). */
const topField = (p: HarrowPosition, field: number): number => p.s.frames[(p.s.g[S.G_DEPTH]! - 1) * S.FRAME_WORDS + field]!;

describe('§2.1 Tactics cards (L2645-2677)', () => {
  it('T1 Banish (L2647, G-67): up to 3 enemy cubes leave the Battleground until the end of the turn (played from the hand before the jar)', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').cubes('family', 5).hand('protectors', 'Banish').turn('protectors');
    p.play('break the Wild Mason Jar', noDice());
    p.play('play the card Banish', noDice());
    expect(p.options()).toEqual([
      "Banish: take 3 of your enemy's cubes out of the Battleground until the end of your turn",
      "Banish: take 2 of your enemy's cubes out of the Battleground until the end of your turn",
      "Banish: take 1 of your enemy's cubes out of the Battleground until the end of your turn",
      "Banish: take none of your enemy's cubes",
    ]);
    p.play('take 3 of', noDice());
    expect(p.battleground('family')).toBe(2);
    expect(p.s.setAside[blueIdx]).toBe(3);
    expect(p.handCards('protectors')).toEqual([]);
    // The Wild jar: its picks, then Clean-Up returns the cubes (G-67).
    expect(p.prompt()).toBe(S.PR_PICK);
    p.play('take no more Basic Actions', noDice());
    while (p.prompt() !== S.PR_TURN) p.apply(p.legal()[p.legal().length - 1]!, noDice());
    expect(p.battleground('family')).toBe(5);
    expect(p.s.setAside[blueIdx]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('T1 Banish (L2647): not offered when the enemy has no cube in the Battleground', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').hand('protectors', 'Banish').wild('protectors', 1).turn('protectors');
    p.play('break the Wild Mason Jar', noDice());
    expect(p.options().some((o) => o.includes('Banish'))).toBe(false);
  });

  it("T2 Blown' Up a Storm (L2649): the Legend hops over an adjacent Storm, straight on; a blocked landing is not offered", () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,-1').storm('0,-1').storm('-2,0').haints('family', '-3,1');
    // Over "-2,0" (SW) the landing "-3,1" holds a Family Haint: illegal.
    p.effect("card:blown-up-a-storm", 'protectors', noDice());
    expect(p.options()).toEqual(["Blown' Up a Storm: relocate your Legend over the Storm on hex 0,-1 to hex 1,-1"]);
    p.play('to hex 1,-1', noDice());
    expect(p.legendAt('protectors')).toBe('1,-1');
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
    const q = new HarrowPosition('protectors', 'family').legend('protectors', '-1,-1').storm('-2,0').haints('family', '-3,1');
    expect(canStart(q, 'card:blown-up-a-storm', P)).toBe(false);
  });

  it('T3 Conjure the Dead (L2651): SPAWN value 3 gives a packet of 2 SPAWNs (half, rounded up)', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0');
    p.s.rowFill[P * 3 + S.TK_SPN] = 2; // the SPAWN row shows 3 (data/factions.ts)
    p.effect('card:conjure-the-dead', 'protectors', noDice());
    expect(p.prompt()).toBe(S.PR_SPAWN);
    expect(topField(p, S.FIELD_0)).toBe(2);
    p.play('summon 1 Haint onto hex -1,0', noDice()).play('summon 1 Haint onto hex -1,0', noDice());
    expect(p.haintsOn('protectors', '-1,0')).toBe(2);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T4 Dead Shot (L2653, G-61): a token on a straight line from the Legend goes on the board now; a Draw-Card space draws now', () => {
    const p = new HarrowPosition('protectors', 'family')
      .legend('protectors', '-1,0')
      .token('SPAWN', '2,0') // 3 hexes E
      .token('STRENGTHEN', '1,1') // not on a line
      .token('ADVANCE', '-1,0') // the Legend's own hex: distance 0
      .deck('protectors', 'Rally', 'Holler');
    p.s.rowFill[P * 3 + S.TK_SPN] = 1; // the next SPAWN space has a Draw-Card symbol (2,2,3*,…)
    p.effect('card:dead-shot', 'protectors', noDice());
    expect(p.options()).toEqual(['Dead Shot: take the SPAWN token on hex 2,0 and add it to your Faction Board']);
    p.play('SPAWN token on hex 2,0', noDice());
    expect(p.s.tok[S.TK_SPN * p.s.n + p.at('2,0')]).toBe(0);
    expect(p.s.rowFill[P * 3 + S.TK_SPN]).toBe(2);
    expect(p.handCards('protectors')).toEqual(['Holler']);
    expect(p.invariants()).toEqual([]);
  });

  it('T5 Gumption (L2655): SPAWN a Haint onto a hex with a Townsfolk (not a full one)', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '2,-1').townsfolk('1,1').townsfolk('2,-1').haints('protectors', '2,-1', 3);
    p.effect('card:gumption', 'protectors', noDice());
    expect(p.options()).toEqual(['Gumption: SPAWN a Haint on hex 1,1 with a Townsfolk']);
    p.play('hex 1,1', noDice());
    expect(p.haintsOn('protectors', '1,1')).toBe(1);
    expect(p.invariants()).toEqual([]);
    expect(canStart(new HarrowPosition('protectors', 'family').legend('protectors', '-3,0'), 'card:gumption', P)).toBe(false);
  });

  it('T6 Haunting Vision (L2657): played before the jar, its up to 3 Wild actions come after the jar action', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').wild('protectors', 2).hand('protectors', 'Haunting Vision').turn('protectors');
    p.play('break the Abilities Mason Jar', noDice());
    p.play('play the card Haunting Vision', noDice());
    expect(p.prompt()).toBe(S.PR_EFFECT); // nothing yet: the jar comes first
    p.play('take the STRENGTHEN row', noDice());
    expect(p.battleground('protectors')).toBe(2); // the jar's STRENGTHEN 2 is done
    expect(p.prompt()).toBe(S.PR_PICK);
    expect(topField(p, S.FIELD_0)).toBe(2); // min(3, 2 Wild tokens)
    expect(p.options()).toContain('2 ADVANCE Basic Action(s)');
    expect(p.options()).not.toContain('3 ADVANCE Basic Action(s)');
    p.play('1 STRENGTHEN', noDice()).play('1 STRENGTHEN', noDice());
    expect(p.battleground('protectors')).toBe(4);
    expect(p.invariants()).toEqual([]);
  });

  it('T6 Haunting Vision (L2657): played after the jar, the Wild actions come at once (3 at most)', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').wild('protectors', 5);
    p.s.g[S.G_JAR_DONE] = 1;
    p.effect('card:haunting-vision', 'protectors', noDice());
    expect(p.prompt()).toBe(S.PR_PICK);
    expect(topField(p, S.FIELD_0)).toBe(3);
    p.play('Wild: take no more Basic Actions', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T6 Haunting Vision (L2657): not playable without a Wild token, unless the Wild jar is about to give one', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').wild('protectors', 0);
    p.s.g[S.G_JAR_DONE] = 1;
    expect(canStart(p, 'card:haunting-vision', P)).toBe(false);
    p.s.g[S.G_JAR_DONE] = 0;
    p.s.g[S.G_LAST_JAR] = 1; // the Wild jar, before its action
    p.s.g[S.G_WILD_SUPPLY] = 1;
    expect(canStart(p, 'card:haunting-vision', P)).toBe(true);
    p.s.g[S.G_LAST_JAR] = 0; // the Abilities jar
    expect(canStart(p, 'card:haunting-vision', P)).toBe(false);
  });

  it('T7 Holler (L2659, L2637): a nailed enemy Haint cannot be moved', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').haints('family', '0,-1');
    p.s.nail[0] = p.at('0,-1');
    p.s.nail[1] = S.NAIL_HAINT + F;
    expect(canStart(p, 'card:holler', P)).toBe(false);
  });

  it('T7 Holler (L2659), first choice: 2 different enemy Haints adjacent to the Legend, 1 hex each', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').haints('family', '0,-1').haints('family', '-1,1').haints('family', '1,0');
    p.effect('card:holler', 'protectors', noDice());
    p.play('move 2 enemy Haints', noDice());
    expect(p.options()).toEqual(['Holler: move the enemy Haint on hex 0,-1', 'Holler: move the enemy Haint on hex -1,1']);
    p.play('on hex 0,-1', noDice());
    expect(p.options()).not.toContain('Holler: move the enemy Haint onto hex -1,0'); // the Legend's hex
    p.play('onto hex 1,-2', noDice());
    expect(p.options()).toEqual(['Holler: move the enemy Haint on hex -1,1']);
    p.play('on hex -1,1', noDice()).play('onto hex -1,2', noDice());
    expect(p.haintsOn('family', '1,-2')).toBe(1);
    expect(p.haintsOn('family', '-1,2')).toBe(1);
    expect(p.haintsOn('family', '1,0')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T7 Holler (L2659): the same Haint is not moved twice; second choice moves 1 Haint within 2 hexes up to 2 hexes', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').haints('family', '0,-1');
    p.effect('card:holler', 'protectors', noDice());
    p.play('move 2 enemy Haints', noDice()).play('on hex 0,-1', noDice()).play('onto hex 0,0', noDice());
    expect(p.haintsOn('family', '0,0')).toBe(1); // still adjacent, but already moved
    expect(p.prompt()).toBe(-1);
    const q = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').haints('family', '1,0').haints('family', '3,-1');
    q.effect('card:holler', 'protectors', noDice());
    // Nothing adjacent: the mode is not asked; "3,-1" is 4 hexes away.
    expect(q.options()).toEqual(['Holler: move the enemy Haint on hex 1,0']);
    q.play('on hex 1,0', noDice()).play('onto hex 2,0', noDice());
    expect(q.options()).toContain('Holler: move that Haint no farther');
    q.play('onto hex 3,0', noDice());
    expect(q.haintsOn('family', '3,0')).toBe(1);
    expect(q.prompt()).toBe(-1);
    expect(q.invariants()).toEqual([]);
  });

  it('T8 Laying Out All Night (L2661): +2 range until the end of the turn', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0');
    p.effect('card:laying-out-all-night', 'protectors', noDice());
    expect(fw(p, P, S.F_RANGE_BONUS)).toBe(2);
    expect(p.prompt()).toBe(-1);
  });

  it('T9 Madder Than a Wet Hen (L2663): STRENGTHEN 1, SPAWN 1, ADVANCE 1, and 1 more with fewer cubes than the enemy', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').cubes('family', 3);
    p.effect('card:madder-than-a-wet-hen', 'protectors', noDice());
    expect(p.battleground('protectors')).toBe(1);
    expect(p.options()).toEqual(['1 ADVANCE Basic Action(s)', '1 SPAWN Basic Action(s)']);
    p.play('1 SPAWN', noDice()).play('onto hex -1,0', noDice());
    p.play('1 ADVANCE', noDice());
    p.play('move Units from hex -1,0', noDice()).play('move 0 Haint(s) and your Legend', noDice()).play('onto the adjacent hex -2,0', noDice());
    // 2 cubes against the Family's 3: 1 basic action of your choice.
    expect(p.prompt()).toBe(S.PR_PICK);
    expect(topField(p, S.FIELD_0)).toBe(1);
    p.play('1 STRENGTHEN', noDice());
    expect(p.battleground('protectors')).toBe(2);
    expect(p.haintsOn('protectors', '-1,0')).toBe(1);
    expect(p.legendAt('protectors')).toBe('-2,0');
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T9 Madder Than a Wet Hen (L2663): no extra action without fewer cubes than the enemy', () => {
    const p = new HarrowPosition('protectors', 'family').cubes('family', 1);
    p.effect('card:madder-than-a-wet-hen', 'protectors', noDice());
    // No Unit on the map: the ADVANCE does nothing; the SPAWN is skipped; then 1 cube each: not fewer.
    expect(p.battleground('protectors')).toBe(1);
    p.play('1 SPAWN', noDice()).play('SPAWN: skip', noDice()).play('1 ADVANCE', noDice());
    expect(p.prompt()).toBe(-1);
  });

  it('T10 Over Yonder (L2665, G-74): 3 ADVANCE for the Legend alone, normal step costs; the Doll asks its owner', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,-1').haints('protectors', '-1,-1', 2).haints('family', '-2,-1').doll(0, '-1,-1');
    p.effect('card:over-yonder', 'protectors', noDice());
    expect(p.options()).not.toContain('Over Yonder: ADVANCE your Legend onto hex -2,-1 (3 left)'); // an enemy there
    p.play('onto hex 0,-2', noDice()); // a Mountain: 2
    expect(p.prompt()).toBe(S.PR_DOLL_CARRY);
    expect(p.decider()).toBe(fw(p, P, S.F_SEAT));
    p.apply(p.legal()[1]!, noDice()); // the Doll stays
    expect(p.haintsOn('protectors', '-1,-1')).toBe(2);
    expect(p.options()).toContain('Over Yonder: ADVANCE your Legend onto hex 1,-2 (1 left)');
    expect(p.options()).not.toContain('Over Yonder: ADVANCE your Legend onto hex 1,-3 (1 left)'); // a printed Storm: 2
    p.play('onto hex 1,-2', noDice());
    expect(p.legendAt('protectors')).toBe('1,-2');
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T10 Over Yonder: a nailed Legend cannot be played', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,-1');
    p.s.nail[0] = p.at('-1,-1');
    p.s.nail[1] = S.LS_P;
    expect(canStart(p, 'card:over-yonder', P)).toBe(false);
  });

  it('T11 Reinforce (L2667): up to 3 Haints from anywhere onto hexes with your Legend or Haints, within the Unit limit', () => {
    const p = new HarrowPosition('protectors', 'family')
      .legend('protectors', '-1,0')
      .haints('protectors', '-1,0', 3)
      .haints('protectors', '1,1')
      .haints('protectors', '2,2')
      .haints('protectors', '-2,-2');
    p.effect('card:reinforce', 'protectors', noDice());
    p.play('from hex 2,2', noDice());
    expect(p.options()).toEqual(['Reinforce: onto hex -2,-2', 'Reinforce: onto hex 1,1']); // -1,0 is full
    p.play('onto hex 1,1', noDice());
    p.play('from hex -2,-2', noDice()).play('onto hex 1,1', noDice());
    expect(p.haintsOn('protectors', '1,1')).toBe(3);
    p.play('relocate no more', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T12 Rally (L2669): STRENGTHEN up to half the STRENGTHEN value, rounded up', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0');
    p.s.rowFill[P * 3 + S.TK_STR] = 4; // the row shows 4
    p.effect('card:rally', 'protectors', noDice());
    expect(p.options()).toEqual(['Rally: STRENGTHEN 2 time(s)', 'Rally: STRENGTHEN 1 time(s)', 'Rally: STRENGTHEN no more']);
    p.play('STRENGTHEN 2', noDice());
    expect(p.s.bg[redIdx]).toBe(2);
    expect(p.invariants()).toEqual([]);
  });

  it('T13 Spirit Trap (L2671, G-89): a Unit next to either Kammi token activates half the Wild tokens (rounded up)', () => {
    const p = new HarrowPosition('protectors', 'kammi').kammi('3,-2').goblin('2,-2').haints('protectors', '2,-1').wild('protectors', 3);
    p.effect('card:spirit-trap', 'protectors', noDice());
    expect(p.prompt()).toBe(S.PR_PICK);
    expect(topField(p, S.FIELD_0)).toBe(2);
    p.play('take no more Basic Actions', noDice());
    expect(p.invariants()).toEqual([]);
    const q = new HarrowPosition('protectors', 'kammi').kammi('3,-2').goblin('2,-2').haints('protectors', '1,0').wild('protectors', 3);
    expect(canStart(q, 'card:spirit-trap', P)).toBe(false);
  });

  it("T14 Witch's Fire (L2673): 2 tokens from the box onto 2 different empty hexes", () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').path('1,1').townsfolk('2,2').token('ADVANCE', '1,-1');
    for (let k = 0; k < 4; k++) p.s.g[S.G_BOX_TOKEN + k] = 0;
    p.s.g[S.G_BOX_TOKEN + S.TK_STR] = 1;
    p.s.g[S.G_BOX_TOKEN + S.TK_SCR] = 1;
    p.effect('card:witchs-fire', 'protectors', noDice());
    expect(p.options()).toEqual(["Witch's Fire: take a STRENGTHEN Ability Token from the box", "Witch's Fire: take a Scroll Ability Token from the box"]);
    p.play('STRENGTHEN', noDice());
    const opts = p.options();
    for (const busy of ['-1,0', '1,1', '2,2', '1,-1']) expect(opts).not.toContain(`Witch's Fire: place it on the empty hex ${busy}`);
    p.play('empty hex 0,0', noDice());
    p.play('Scroll', noDice());
    expect(p.options()).not.toContain("Witch's Fire: place it on the empty hex 0,0");
    p.play('empty hex 3,-3', noDice());
    expect(p.s.tok[S.TK_STR * p.s.n + p.at('0,0')]).toBe(1);
    expect(p.s.tok[S.TK_SCR * p.s.n + p.at('3,-3')]).toBe(1);
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_STR]).toBe(0);
    expect(p.prompt()).toBe(-1);
  });

  it('T15 Yaller Dog (L2675): up to 3 enemy Haints within 3 hexes, each 1 hex closer to the Legend, none twice', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').haints('family', '2,0').haints('family', '3,-1').haints('family', '-1,-2');
    p.effect('card:yaller-dog', 'protectors', noDice());
    // "3,-1" is 4 hexes away.
    expect(p.options()).toEqual([
      'Yaller Dog: move the enemy Haint on hex -1,-2 1 hex closer to your Legend',
      'Yaller Dog: move the enemy Haint on hex 2,0 1 hex closer to your Legend',
      'Yaller Dog: move no more enemy Haints',
    ]);
    p.play('on hex 2,0', noDice());
    expect(p.options()).toEqual(['Yaller Dog: onto hex 1,0']);
    p.play('onto hex 1,0', noDice());
    expect(p.options()).toEqual(['Yaller Dog: move the enemy Haint on hex -1,-2 1 hex closer to your Legend', 'Yaller Dog: move no more enemy Haints']);
    p.play('on hex -1,-2', noDice()).play('onto hex -1,-1', noDice());
    expect(p.haintsOn('family', '1,0')).toBe(1);
    expect(p.haintsOn('family', '-1,-1')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T15 Yaller Dog (L2675): 3 Haints at most', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0');
    for (const h of ['1,0', '-1,-2', '-1,2', '1,-2']) p.haints('family', h);
    p.effect('card:yaller-dog', 'protectors', noDice());
    p.play('on hex 1,0', noDice()).play('onto hex 0,0', noDice());
    p.play('on hex -1,-2', noDice()).play('onto hex -1,-1', noDice());
    p.play('on hex -1,2', noDice()).play('onto hex -1,1', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.haintsOn('family', '1,-2')).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it('T16 Your Druthers Is My Ruthers (L2677, G-15): the base space of the Legend track only, and 1 basic action, in the order chosen', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-1,0').trackSide('protectors', 1).scrolls('protectors', 3);
    p.s.f[P * S.F_WORDS + S.F_PATH_POSS] = 2;
    p.effect('card:your-druthers-is-my-ruthers', 'protectors', noDice());
    expect(p.options()).toEqual([
      'Your Druthers Is My Ruthers: perform 1 ADVANCE, 1 SPAWN or 1 STRENGTHEN first, then activate the first Scroll of your Legend Track',
      'Your Druthers Is My Ruthers: activate the first Scroll of your Legend Track first, then perform 1 ADVANCE, 1 SPAWN or 1 STRENGTHEN',
    ]);
    p.play('activate the first Scroll of your Legend Track first', noDice());
    p.play('place a Path token from your Possessions', noDice()).play('put the Path token on hex 0,1', noDice());
    // 3 Scrolls, yet only the base space: no second Path token; the basic action follows.
    expect(p.s.path[p.at('0,1')]).toBe(1);
    expect(fw(p, P, S.F_PATH_POSS)).toBe(1);
    expect(p.prompt()).toBe(S.PR_PICK);
    expect(topField(p, S.FIELD_0)).toBe(1);
    p.play('1 STRENGTHEN', noDice());
    expect(p.battleground('protectors')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('T16 Your Druthers Is My Ruthers (L2677): with nothing the track can do, just the basic action', () => {
    const p = new HarrowPosition('protectors', 'family').trackSide('protectors', 1); // no Legend on the map
    p.effect('card:your-druthers-is-my-ruthers', 'protectors', noDice());
    expect(p.prompt()).toBe(S.PR_PICK);
    p.play('1 STRENGTHEN', noDice());
    expect(p.battleground('protectors')).toBe(1);
    expect(p.prompt()).toBe(-1);
  });
});
