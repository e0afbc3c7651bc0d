// The 3-player game end to end (issue 21): Hester always the third seat (R-H-SEAT, L1951, L2045)
// with every ordered pair of Protectors, Family and Kammi; the core's conformance suite (legal
// actions, every game ends, determinism, determinize keeps the information state, hidden reads);
// fast-check: the invariants after every apply over random seatings, seeds and legal paths.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@balance-lab/core';
import { checkConformance, legalPlay, replayLegalPlay } from '@balance-lab/core/testing';
import { checkInvariants } from '@balance-lab/harrow/testing';
import { harrow, configureHarrow, describeHarrowAction } from '../src/game.js';
import type { HarrowGame } from '../src/turn.js';

const FULL = { 'game.mode': 'full' };

describe('the 3-player game (issue 21)', () => {
  it('seats Hester third in every legal seating: the six ordered pairs of the factions, none with Hester elsewhere', () => {
    const config = configureHarrow(FULL);
    const seatings = harrow.seatings!(config, 3, false);
    expect(seatings.map((s) => s.join(','))).toEqual([
      'protectors,family,hester', 'protectors,kammi,hester', 'family,protectors,hester',
      'family,kammi,hester', 'kammi,protectors,hester', 'kammi,family,hester',
    ]);
    expect(() => harrow.setup(config, ['hester', 'family', 'protectors'], new Rng('bad-seat'))).toThrow(/Hester is always the third seat/);
    expect(harrow.seatings!(configureHarrow({ "game.mode": "training" }), 3, false)).toEqual([]);
  });

  it('conforms over the six seatings: legal actions valid, every game ends, determinism, determinize and hidden reads', () => {
    const report = checkConformance(harrow, { seed: 'harrow-3p', players: [3], games: 12, maxDecisions: 30_000, parameters: FULL });
    expect(report.playouts).toBe(12);
    expect(report.determinizeChecks).toBeGreaterThan(0);
  }, 300_000);

  it('keeps the invariants after every apply over random 3-player seatings, seeds and legal paths (fast-check)', () => {
    const config = configureHarrow(FULL);
    fc.assert(
      fc.property(legalPlay(harrow, { maxChoices: 600, seatings: harrow.seatings!(config, 3, false) }), (c) => {
        replayLegalPlay<HarrowGame>(harrow, config, c, ({ state, step, action }) => {
          const bad = checkInvariants(state);
          if (bad.length > 0) throw new Error(`after step ${step} (${describeHarrowAction(state, action)}): ${bad.join('; ')}`);
        }, 600);
      }),
      { numRuns: 30, seed: 20_261_127 },
    );
  }, 240_000);
});
