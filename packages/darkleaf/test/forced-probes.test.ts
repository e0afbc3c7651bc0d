// The forced-choice probes of settle (turn.ts surelyNotForced: the clans' surelyHasJourneyMove
// and surelyHasPostRollChoice, slotting's surelyHasSlotChoice) may only say "a choice" where the
// full list has two actions or more. With game.autoApplyForcedChoices off every forced state is
// a decision too, so random play over random seeds meets both kinds; a failure prints the seed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveParameters, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { surelyHasSlotChoice } from '../src/slotting.js';
import { G_PHASE, G_ROLL, G_SEAT, PH_JOURNEY, PH_POSTROLL, PH_SLOT, type DarkleafState } from '../src/state.js';

const cfg = darkleaf.configure(resolveParameters(darkleaf.parameters, { 'game.autoApplyForcedChoices': false }));
const ids = darkleaf.factions.map((f) => f.id);

/** The probe's answer for `s`, or null in a phase without one. */
function probe(s: DarkleafState): boolean | null {
  const seat = s.g[G_SEAT]!;
  const hooks = s.config.hooks[s.clan[seat]!]!;
  switch (s.g[G_PHASE]) {
    case PH_JOURNEY:
      return hooks.surelyHasJourneyMove(s, seat, hooks.journeyValue(s, seat, s.g[G_ROLL]!));
    case PH_POSTROLL:
      return hooks.surelyHasPostRollChoice(s, seat);
    case PH_SLOT:
      return surelyHasSlotChoice(s, seat);
    default:
      return null;
  }
}

describe('forced-choice probes (spec §6.4 auto-applied single choices)', () => {
  it('say "a choice" only where the list has two or more actions, over random games of random seatings (auto-apply off)', () => {
    const buf = new Int32Array(darkleaf.maxActions);
    const seen = { yes: 0, forced: 0 };
    fc.assert(
      fc.property(fc.nat(), fc.nat(29), (seed, pair) => {
        const a = Math.floor(pair / 5), b = pair % 5 >= a ? (pair % 5) + 1 : pair % 5;
        const rules = new Rng(`probe-rules:${seed}`);
        const bot = new Rng(`probe-bot:${seed}`);
        const s = darkleaf.setup(cfg, [ids[a]!, ids[b]!], rules);
        for (let step = 0; step < 3000 && darkleaf.outcome(s) === null; step++) {
          const n = darkleaf.legalActions(s, buf);
          const p = probe(s);
          if (p === true) {
            seen.yes++;
            if (n < 2) throw new Error(`decision ${step}: the probe says a choice, the list has ${n}\n${darkleaf.render(s)}`);
          }
          if (p !== null && n === 1) seen.forced++;
          darkleaf.apply(s, buf[bot.int(n)]!, rules);
        }
      }),
      { numRuns: 40 },
    );
    // Both sides were met: probes that found a choice, and forced states in the probed phases.
    expect(seen.yes).toBeGreaterThan(1000);
    expect(seen.forced).toBeGreaterThan(10);
  });
});
