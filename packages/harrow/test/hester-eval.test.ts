// Hester's evaluation term (factions/hester/eval.ts; weights in data/weights.ts): Scoring Spaces
// toward her immediate win (L2297) and what leads to the next one (R-H-BONFIRE, L2157: an Infected
// Haint of each opponent brought together; R-H-EAT, L2242: Hester on an opponent Legend's hex).
// The step tests check what one-ply greedy sees after one atomic decision of hers.
import { describe, expect, it } from 'vitest';
import { HarrowPosition } from '@balance-lab/harrow/testing';
import { hesterWorth } from '../src/factions/hester/eval.js';
import { HB_SCORING, SC_BONFIRE, SC_WILD, hexColour } from '../src/factions/hester/board.js';
import { EVAL_WEIGHTS as W } from '../src/data/weights.js';
import { harrow } from '../src/game.js';

const pos = (): HarrowPosition => new HarrowPosition('protectors', 'family', { hester: true });
/** One terrain cube's worth, and the cubes a step costs (an Infected Haint: 1 matching; Hester: 2 matching; spec §1.20.3 B). */
const CUBE = W.hesterCube.value;

describe("Hester's evaluation (R-H-WIN L2297, R-H-BONFIRE L2157, R-H-EAT L2242)", () => {
  it('an Infected Haint of each opponent is worth more the nearer the two stand', () => {
    const far = pos().infected('protectors', '-3,0', 1).infected('family', '3,0', 1);
    const near = pos().infected('protectors', '-1,0', 1).infected('family', '0,1', 1);
    expect(hesterWorth(near.s)).toBeGreaterThan(hesterWorth(far.s));
    expect(hesterWorth(far.s)).toBeGreaterThan(hesterWorth(pos().s));
  });

  it('one step of an Infected Haint toward its partner is worth more than the cube it costs', () => {
    const before = pos().infected('protectors', '-3,0', 1).infected('family', '3,0', 1);
    const after = pos().infected('protectors', '-2,0', 1).infected('family', '3,0', 1);
    expect(hesterWorth(after.s) - CUBE).toBeGreaterThan(hesterWorth(before.s));
  });

  it('every pair still to make counts, not only the nearest (k nearest disjoint pairs)', () => {
    const one = pos().infected('protectors', '-1,0', 1).infected('family', '0,1', 1).infected('protectors', '-3,0', 1).infected('family', '3,0', 1);
    const closer = pos().infected('protectors', '-1,0', 1).infected('family', '0,1', 1).infected('protectors', '-2,0', 1).infected('family', '3,0', 1);
    expect(hesterWorth(closer.s)).toBeGreaterThan(hesterWorth(one.s));
  });

  it('a pair counts more than two Infected Haints of one opponent', () => {
    const pair = pos().infected('protectors', '-3,0', 1).infected('family', '3,0', 1);
    const same = pos().infected('protectors', '-3,0', 1).infected('protectors', '-2,0', 1);
    expect(hesterWorth(pair.s)).toBeGreaterThan(hesterWorth(same.s));
  });

  it('making the Bonfire is worth more than the adjacent pair it uses up', () => {
    const pair = pos().infected('protectors', '-1,0', 1).infected('family', '0,0', 1);
    const made = pos().bonfire('0,0').hesterActions(2);
    made.s.hester[HB_SCORING] = SC_BONFIRE;
    expect(hesterWorth(made.s)).toBeGreaterThan(hesterWorth(pair.s));
  });

  it('Infected Haints count for nothing once no Bonfire pair is left on her board', () => {
    const none = pos().bonfire('-4,4').bonfire('4,-4').bonfire('0,-4');
    const withHaints = pos().bonfire('-4,4').bonfire('4,-4').bonfire('0,-4').infected('protectors', '-1,0', 1).infected('family', '0,0', 1);
    expect(hesterWorth(withHaints.s)).toBe(hesterWorth(none.s));
  });

  it('Hester one step nearer a Legend she may eat from is worth more than the 2 cubes the step costs', () => {
    const far = pos().legend('protectors', '-3,0').wild('protectors', 1).hester('0,0');
    const near = pos().legend('protectors', '-3,0').wild('protectors', 1).hester('-1,0');
    expect(hesterWorth(near.s) - 2 * CUBE).toBeGreaterThan(hesterWorth(far.s));
  });

  it("her last step onto the Legend's hex is worth more than the 2 cubes of its colour it spends (the need is met there)", () => {
    // Regression: the cubes her last step needs counted only while she was a step away, so stepping on
    // lost their worth and greedy Hester stood next to a Legend for rounds without eating.
    const colourName = (p: HarrowPosition): 'brown' | 'teal' | 'yellow' | 'green' =>
      (['brown', 'teal', 'yellow', 'green'] as const)[hexColour(p.s, p.at('-1,0')) - 3]!;
    const next = pos().legend('protectors', '-1,0').wild('protectors', 1).hester('-2,0');
    next.terrainCubes({ [colourName(next)]: 2 });
    const on = pos().legend('protectors', '-1,0').wild('protectors', 1).hester('-1,0');
    expect(hexColour(on.s, on.at('-1,0'))).toBeGreaterThanOrEqual(3);
    expect(hesterWorth(on.s)).toBeGreaterThan(hesterWorth(next.s));
  });

  it('a Legend with nothing to eat, or whose side is full, does not draw her', () => {
    const nothing = pos().legend('protectors', '-1,0').wild('protectors', 0).scrolls('protectors', 0).hester('0,0');
    const alone = pos().hester('0,0');
    expect(hesterWorth(nothing.s)).toBe(hesterWorth(alone.s));
    const full = pos().legend('protectors', '-1,0').wild('protectors', 1).hester('0,0');
    for (let i = 0; i < 3; i++) full.s.hester[HB_SCORING + i] = SC_BONFIRE; // seat 0's side
    const fullAlone = pos().hester('0,0');
    for (let i = 0; i < 3; i++) fullAlone.s.hester[HB_SCORING + i] = SC_BONFIRE;
    expect(hesterWorth(full.s)).toBe(hesterWorth(fullAlone.s));
  });

  it('eating (a filled space, Hester off the map) is worth more than standing on the Legend', () => {
    const standing = pos().legend('protectors', '-1,0').wild('protectors', 1).hester('-1,0');
    const eaten = pos().legend('protectors', '-1,0').hester(null);
    eaten.s.hester[HB_SCORING] = SC_WILD;
    expect(hesterWorth(eaten.s)).toBeGreaterThan(hesterWorth(standing.s));
  });

  it('her Root path heading toward an uninfected Haint she needs is worth more', () => {
    const toward = pos().haints('family', '3,0', 1).root('edge', '4,-1');
    const away = pos().haints('family', '3,0', 1).root('edge', '-4,1');
    expect(hesterWorth(toward.s)).toBeGreaterThan(hesterWorth(away.s));
  });

  it("Hester's value for her seat rises with a Bonfire made, and the factions' falls", () => {
    const before = pos();
    const after = pos();
    after.s.hester[HB_SCORING] = SC_BONFIRE; // a Bonfire pair on Scoring Space 0
    expect(harrow.evaluate!(after.s, 2)).toBeGreaterThan(harrow.evaluate!(before.s, 2));
    expect(harrow.evaluate!(after.s, 0)).toBeLessThan(harrow.evaluate!(before.s, 0));
  });
});
