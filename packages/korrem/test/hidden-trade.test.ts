// A sealed Deliver/Renege (RB: National Trade, "you can choose not to provide Resources even after
// confirming"; spec §1.19, §6.1, G11): while the receiver seals, the offerer's sealed choice is
// hidden from it, so its determinized view resamples that choice; the offerer's own view keeps it.
import { describe, expect, it } from 'vitest';
import { korrem } from '../src/game.js';
import { KorremPosition, Rng, S, noDice } from '../src/testing/index.js';

function sealing(offererChoice: 'Deliver' | 'Renege'): KorremPosition {
  const p = new KorremPosition(['human', 'elves'])
    .tiles({ '0,0': 'Plains', '1,0': 'Forest', '2,0': 'Plains', '3,0': 'Plains' })
    .village('0,0', 'human')
    .army('human', '0,0', ['Farmer'])
    .army('elves', '3,0', ['Elf Archer'])
    .bank('human', { Gr: 3 })
    .bank('elves', { Wd: 3 })
    .weather(5)
    .commandPhase('human');
  p.play('Offer seat 1 a National Trade: 1 Gr for 1 Wd', noDice());
  p.play('Accept the trade', noDice());
  p.play(offererChoice === 'Deliver' ? 'Deliver your part' : 'Renege: keep your part', noDice());
  return p;
}

const parentSeal = (s: S.KorremState): number => s.frames[S.topFrame(s) - S.FRAME_WORDS + S.FW_0 + 2]!;

describe('§1.19 G11 trust mode: the sealed choice is hidden until both are in', () => {
  it("the receiver's determinized view resamples the offerer's sealed choice; the offerer's view keeps it", () => {
    const p = sealing('Deliver');
    expect(p.decider()).toBe('elves');
    const truth = parentSeal(p.s);
    const seen = new Set<number>();
    const rng = new Rng('hidden-trade');
    for (let i = 0; i < 40; i++) {
      const d = korrem.determinize!(p.s, p.seat('elves'), rng);
      seen.add(parentSeal(d));
    }
    expect(seen.size).toBe(2);
    for (let i = 0; i < 10; i++) expect(parentSeal(korrem.determinize!(p.s, p.seat('human'), rng))).toBe(truth);
  });

  it('revealing the two choices counts as a hidden read', () => {
    const p = sealing('Renege');
    const before = korrem.hiddenReads!(p.s, p.seat('elves'));
    p.play('Deliver your part', noDice());
    expect(korrem.hiddenReads!(p.s, p.seat('elves'))).toBeGreaterThan(before);
    expect(p.bankOf('elves', 'Wd')).toBe(2);
    expect(p.bankOf('human', 'Wd')).toBe(1);
    expect(p.invariants()).toEqual([]);
  });
});
