// A designer's own property test of a house rule, written with the testing kits
// the packages export: "Huldra roll a d6 instead of a d4" must keep every rule
// invariant over random legal play, in every seating with Huldra.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultValues, resolveParameters } from '@balance-lab/core';
import { legalPlay, replayLegalPlay } from '@balance-lab/core/testing';
import { darkleaf } from '@balance-lab/darkleaf';
import { checkInvariants } from '@balance-lab/darkleaf/testing';

const houseRule = { 'huldra.boneSides': 6 };

describe('house rule: Huldra bones are d6', () => {
  it('changes the rule in force', () => {
    expect(defaultValues(darkleaf.parameters)['huldra.boneSides']).toBe(4);
    expect(resolveParameters(darkleaf.parameters, houseRule)['huldra.boneSides']).toBe(6);
  });

  it('keeps every invariant after every decision of random legal play', () => {
    const config = darkleaf.configure(resolveParameters(darkleaf.parameters, houseRule));
    const withHuldra = darkleaf.factions.flatMap((f) => (f.id === 'huldra' ? [] : [['huldra', f.id], [f.id, 'huldra']]));
    fc.assert(
      fc.property(legalPlay(darkleaf, { seatings: withHuldra, maxChoices: 300 }), (c) => {
        replayLegalPlay(darkleaf, config, c, ({ state, step }) => {
          const broken = checkInvariants(state as never);
          expect(broken, `step ${step}`).toEqual([]);
        }, 300);
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
