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

describe('windows (R-TRN-02, R-ADV-4, G-88)', () => {
  it('free Path steps are offered in the window while a cost-0 entry exists, and opening them counts against game.maxFreePathSteps (no endless open/stop loop)', async () => {
    const { HarrowPosition, noDice, S } = await import('@balance-lab/harrow/testing');
    const p = new HarrowPosition('protectors', 'family').haints('protectors', '-2,0', 1).legend('protectors', '-3,0').path('-1,0').bonusTile(1, 'STRENGTHEN').turn('protectors');
    p.play('break the Wild Mason Jar', noDice());
    expect(p.options()).toContain('move onto Path tokens (free steps)');
    let opened = 0;
    while (p.options().includes('move onto Path tokens (free steps)')) {
      p.play('move onto Path tokens (free steps)', noDice());
      opened++;
      expect(p.prompt()).toBe(S.PR_ADV_PACKET);
      p.play('ADVANCE: stop', noDice());
    }
    expect(opened).toBe(p.s.config.basic.maxFreePathSteps - 1); // each opening counts one; the last needs one step left
  });

  it('harrow.resolving is true while an ADVANCE step or a card is being finished, false at a fresh decision', async () => {
    const { HarrowPosition, noDice } = await import('@balance-lab/harrow/testing');
    const p = new HarrowPosition('protectors', 'family').haints('protectors', '-2,0', 1).legend('protectors', '-3,0').turn('protectors');
    expect(harrow.resolving!(p.s)).toBe(false); // choosing a jar
    p.play('break the Wild Mason Jar', noDice());
    p.play('1 ADVANCE', noDice());
    expect(harrow.resolving!(p.s)).toBe(false); // the packet: source or stop
    p.play('move Units from hex -2,0', noDice());
    expect(harrow.resolving!(p.s)).toBe(true); // the group of a started step
  });
});
