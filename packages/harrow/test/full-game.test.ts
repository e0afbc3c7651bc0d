// The Full two-player game end to end (issue 20): the core's conformance suite over every ordered
// seating of Protectors, Family and Kammi (legal actions valid, every game ends, same seed ⇒ same
// game, determinize keeps the information state), and fast-check properties over random seeds and
// random legal action sequences: the spec's invariants (checkInvariants: occupancy R-CORE-1…5,
// conservation of Haints) after every apply. A failing property prints its seating, seed and path.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance, legalPlay, replayLegalPlay } from '@balance-lab/core/testing';
import { checkInvariants } from '@balance-lab/harrow/testing';
import { harrow, configureHarrow } from '../src/game.js';
import { missingEffects } from '../src/content.js';
import { describeHarrowAction } from '../src/game.js';
import type { HarrowGame } from '../src/turn.js';

const FULL = { 'game.mode': 'full' };

describe('the Full game (issue 20)', () => {
  it('has an effect for every card, Bonus tile, Unique Power and Legend-track side of the three factions', () => {
    expect(missingEffects()).toEqual([]);
  });

  it('conforms over all six seatings: legal actions valid, every game ends, determinism, determinize', () => {
    const report = checkConformance(harrow, { seed: 'harrow-full', games: 12, maxDecisions: 20_000, parameters: FULL });
    expect(report.playouts).toBe(12);
    expect(report.determinizeChecks).toBeGreaterThan(0);
  }, 240_000);

  it('keeps the invariants after every apply over random seatings, seeds and legal paths (fast-check)', () => {
    const config = configureHarrow(FULL);
    fc.assert(
      fc.property(legalPlay(harrow, { maxChoices: 600 }), (c) => {
        replayLegalPlay<HarrowGame>(harrow, config, c, ({ state, step, action }) => {
          const bad = checkInvariants(state);
          if (bad.length > 0) throw new Error(`after step ${step} (${describeHarrowAction(state, action)}): ${bad.join('; ')}`);
        }, 600);
      }),
      { numRuns: 40, seed: 20_261_126 },
    );
  }, 240_000);
});
