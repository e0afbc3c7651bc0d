// Whole-game properties (spec §6.7): the invariants after EVERY apply, termination, determinism, over
// N = 2…6, random nation subsets and orders, seeds and a few rule variants. fast-check prints the
// failing case (seating, seed, path of choices) and its own seed, and shrinks the path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { korrem } from '../src/game.js';
import { checkKorremInvariants } from '../src/invariants.js';
import { G_ROUND, PL_VP, PL_VP_ARTIFACT, PL_VP_MONSTER, PL_VP_QUEST, PL_WORDS } from '../src/state.js';
import { play, playCases } from './property-play.js';

describe('Heart of Korrem whole-game properties (spec §6.7)', () => {
  it('§6.7 1–12: checkKorremInvariants is empty after every apply of random legal play; §6.7 2: VP fall only by a listed cause (round cap 6)', () => {
    fc.assert(
      fc.property(playCases(), (c) => {
        let prev: Int32Array | null = null;
        play(c, 6, (s, step, action) => {
          const bad = checkKorremInvariants(s);
          if (bad.length > 0) throw new Error(`after decision ${step} (action ${action}):\n  ${bad.join('\n  ')}`);
          // §6.7 2: a seat's VP fall only when an Artifact leaves its bank, a keep quest lapses, or (trade.allowVp) a VP trade; Monster VP never fall.
          for (let p = 0; prev !== null && p < s.shape.seats; p++) {
            const b = p * PL_WORDS;
            const was = (w: number): number => prev![b + w]!;
            const now = (w: number): number => s.pl[b + w]!;
            if (now(PL_VP_MONSTER) < was(PL_VP_MONSTER)) throw new Error(`after decision ${step}: seat ${p}'s Monster VP fell`);
            const otherFell = now(PL_VP) - now(PL_VP_QUEST) - now(PL_VP_MONSTER) - now(PL_VP_ARTIFACT) < was(PL_VP) - was(PL_VP_QUEST) - was(PL_VP_MONSTER) - was(PL_VP_ARTIFACT);
            if (otherFell && !s.config.params.allowVpTrade) throw new Error(`after decision ${step}: seat ${p}'s VP fell with VP trading off`);
          }
          prev = Int32Array.from(s.pl);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('§6.7 13 termination: every game ends by the round cap (random bots, round cap 30)', () => {
    fc.assert(
      fc.property(playCases(0), (c) => {
        const { state, decisions } = play(c, 30, undefined, 400_000);
        expect(korrem.outcome(state), `still running after ${decisions} decisions`).not.toBeNull();
        expect(state.g[G_ROUND]).toBeLessThanOrEqual(30);
      }),
      { numRuns: 40 },
    );
  });

  it('§6.7 14 determinism: the same seed and choices give the same decisions, state and outcome (round cap 6)', () => {
    fc.assert(
      fc.property(playCases(), (c) => {
        const a = play(c, 6);
        const b = play(c, 6);
        expect(b.log).toEqual(a.log);
        expect(korrem.outcome(b.state)).toEqual(korrem.outcome(a.state));
        expect(new Uint8Array(b.state.buffer)).toEqual(new Uint8Array(a.state.buffer));
        expect(Array.from(b.state.map.pos.subarray(0, b.state.map.count))).toEqual(Array.from(a.state.map.pos.subarray(0, a.state.map.count)));
      }),
      { numRuns: 25 },
    );
  });
});
