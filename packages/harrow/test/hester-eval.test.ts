// Hester's evaluation term (factions/hester/eval.ts; weights in data/weights.ts): Scoring Spaces
// toward her immediate win (L2297) and what leads to the next one (R-H-BONFIRE, L2157: an Infected
// Haint of each opponent brought together).
import { describe, expect, it } from 'vitest';
import { HarrowPosition } from '@balance-lab/harrow/testing';
import { hesterWorth } from '../src/factions/hester/eval.js';
import { HB_SCORING, SC_BONFIRE } from '../src/factions/hester/board.js';
import { harrow } from '../src/game.js';

const pos = (): HarrowPosition => new HarrowPosition('protectors', 'family', { hester: true });

describe("Hester's evaluation (R-H-WIN L2297, R-H-BONFIRE L2157)", () => {
  it('an Infected Haint of each opponent is worth more the nearer the two stand', () => {
    const far = pos().infected('protectors', '-3,0', 1).infected('family', '3,0', 1);
    const near = pos().infected('protectors', '-1,0', 1).infected('family', '0,1', 1);
    expect(hesterWorth(near.s)).toBeGreaterThan(hesterWorth(far.s));
    expect(hesterWorth(far.s)).toBeGreaterThan(hesterWorth(pos().s));
  });

  it("Hester's value for her seat rises with a Bonfire made, and the factions' falls", () => {
    const before = pos();
    const after = pos();
    after.s.hester[HB_SCORING] = SC_BONFIRE; // a Bonfire pair on Scoring Space 0
    expect(harrow.evaluate!(after.s, 2)).toBeGreaterThan(harrow.evaluate!(before.s, 2));
    expect(harrow.evaluate!(after.s, 0)).toBeLessThan(harrow.evaluate!(before.s, 0));
  });
});
