// Property test (§6.7 invariants 1, 6, 8, 9, 10, 13): random legal play through Command Phases —
// every sub-prompt included — keeps resources non-negative, one army per nation per hex, no empty or
// Machines-only army, every card copy in exactly one zone, Actions spent ≤ W, free actions ≤ the cap,
// and every Command Phase ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { G_DEPTH, PL_ACTIONS, PL_FREE_USED, PL_WORDS } from '../src/state.js';
import { makeKit } from './command-kit.js';

function position(seed: string): ReturnType<typeof makeKit> {
  const k = makeKit({ nations: ['human', 'talos', 'borean'], seed, params: { 'game.maxFreeActionsPerPhase': 12 } });
  const names = ['Plains', 'Plains', 'Forest', 'Desert', 'Desert', 'Mountain', 'Ocean', 'Farfield Village', 'Plains', 'Forest', 'Tundra', 'Barrenaire Bazaar'];
  const pos = ['0,0', '1,0', '2,0', '0,1', '1,1', '2,1', '-1,1', '-1,0', '0,-1', '1,-1', '-1,2', '0,2'];
  names.forEach((n, i) => k.tile(pos[i]!, n));
  k.settle(0, k.at('0,0'), 'village');
  k.settle(1, k.at('1,1'), 'village');
  k.settle(0, k.at('-1,2'), 'kingdom');
  k.army(0, 0, k.at('0,0'), 'Farmer', 'Footman');
  k.army(0, 1, k.at('1,0'), 'Farmer', 'Blacksmith');
  k.army(1, 0, k.at('1,1'), 'Merchant', 'Bronze Sentinel');
  k.army(2, 0, k.at('-1,1'), 'Fisherman');
  for (let seat = 0; seat < 3; seat++) for (const r of ['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go']) k.setBank(seat, r, 6);
  k.setCargo(0, 'Wd', 9);
  k.setCargo(0, 'Gr', 5);
  k.setCargo(0, 'Or', 2);
  return k;
}

describe('Command Phase random play (§6.7)', () => {
  const kinds = new Set<string>();
  it('§6.7 invariants hold after every action of random legal play; every Command Phase ends within W + maxFreeActionsPerPhase actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 40, maxLength: 120 }), (seed, picks) => {
        const k = position(`random-${seed}`);
        let seat = 0;
        let w = 1 + (seed % 8);
        k.start(seat, w);
        let phaseSteps = 0;
        for (const pick of picks) {
          if (k.s.g[G_DEPTH] === 0) {
            seat = (seat + 1) % 3;
            w = 1 + ((seed + seat) % 8);
            k.start(seat, w);
            phaseSteps = 0;
          }
          const legal = k.legal();
          expect(legal.length).toBeGreaterThan(0);
          kinds.add(k.describeAll()[pick % legal.length]!.split(' ')[0]!);
          k.step(legal[pick % legal.length]!);
          phaseSteps++;
          const spent = w - k.s.pl[seat * PL_WORDS + PL_ACTIONS]!;
          expect(spent).toBeGreaterThanOrEqual(0);
          expect(spent).toBeLessThanOrEqual(w);
          expect(k.s.pl[seat * PL_WORDS + PL_FREE_USED]).toBeLessThanOrEqual(12);
          // Costed actions ≤ W, free ones ≤ 12, sub-decisions (choices, seals) at most a few per action.
          expect(phaseSteps).toBeLessThanOrEqual(4 * (w + 12) + 4);
        }
      }),
      { numRuns: 40 },
    );
    // The walk reaches the main kinds of action (a sanity check that the property is not vacuous).
    for (const verb of ['Move', 'Enlist', 'Deposit', 'Withdraw', 'Cycle', 'Offer', 'End']) expect(kinds, [...kinds].join(',')).toContain(verb);
  });
});
