// Statistical checks of the Wibo probability facts (spec §5.2 T-31, T-35), played
// through the engine with a fixed seed; expected values come from the data (bone
// sides, morphMin), tolerance 4σ.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import {
  A_CHOOSE_BONE, A_DECLARE_DEED, A_END, A_MOVE, A_TARGET, defaultTestConfig, encode, kindOf, legal, play, PositionBuilder, S, sq,
} from './helpers.js';

const N = 4000;
const cfg = defaultTestConfig();
const wibo = cfg.clans[4]!;
const pMorph = (wibo.boneSides - wibo.thresholds['morphMin']! + 1) / wibo.boneSides;

function expectRate(hits: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * sigma + 1e-9);
}

describe('Wildero Wibo probability facts (fixed seed, 4σ)', () => {
  it('T-31 a Morph roll succeeds with (sides − morphMin + 1)/sides (d6, 3+: 2/3) [L855]', () => {
    const rng = new Rng('t31');
    let hits = 0;
    for (let done = 0; done < N; ) {
      const b = new PositionBuilder('wibo', 'huldra');
      const p = b.place(0, 'pawn', 'd1');
      const t = b.place(1, 'pawn', 'e2');
      const s = b.startTurn(0, rng);
      play(s, encode(A_DECLARE_DEED, p, t, 0), rng);
      if (!legal(s).includes(encode(A_MOVE, p, sq('d2')))) continue; // journey roll ≠ 1: no Morph this time
      play(s, encode(A_MOVE, p, sq('d2')), rng);
      play(s, encode(A_CHOOSE_BONE, s.g[S.G_ROLL_BONE]!, 0, t + 1), rng);
      done++;
      if (s.uSq[t] === S.SQ_GRAVEYARD) hits++;
    }
    expectRate(hits, pMorph);
  });

  it('T-31 Mass Morph: both units convert on the same roll, never just one (rate (sides − morphMin + 1)/sides) [L810]', () => {
    const rng = new Rng('t31-mass');
    let both = 0, one = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('wibo', 'huldra');
      const sg = b.place(0, 'sage', 'c1');
      const t1 = b.place(1, 'pawn', 'e4');
      const t2 = b.place(1, 'pawn', 'd4');
      const s = b.startTurn(0, rng);
      // Force the journey roll to reach e3 (distance 2): re-roll the setup until it does.
      play(s, encode(A_DECLARE_DEED, sg, t1, 0), rng);
      if (!legal(s).includes(encode(A_MOVE, sg, sq('e3')))) { i--; continue; }
      play(s, encode(A_MOVE, sg, sq('e3')), rng);
      play(s, legal(s).find((a) => kindOf(a) === A_CHOOSE_BONE)!, rng);
      if (legal(s).includes(encode(A_TARGET, t2))) play(s, encode(A_TARGET, t2), rng);
      else if (s.g[S.G_PHASE] === S.PH_CLAN && legal(s).includes(encode(A_END))) play(s, encode(A_END), rng);
      const a = s.uSq[t1] === S.SQ_GRAVEYARD, c = s.uSq[t2] === S.SQ_GRAVEYARD;
      if (a && c) both++;
      else if (a || c) one++;
    }
    expect(one).toBe(0);
    expectRate(both, pMorph);
  });

  it('T-35 a Wibo turn rolls between 1 and maxRollsPerTurn bones (journey, Morph, retreat) [L790]', () => {
    const rng = new Rng('t35');
    const max = wibo.thresholds['maxRollsPerTurn']!;
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const b = new PositionBuilder('wibo', 'huldra');
      const p = b.place(0, 'pawn', 'd1');
      const t = b.place(1, 'pawn', 'e2');
      b.place(1, 'queen', 'h8');
      const s = b.startTurn(0, rng);
      play(s, encode(A_DECLARE_DEED, p, t, 0), rng);
      // Always take the most rolling option, until the turn leaves Phase 3.
      for (let k = 0; k < 10 && (s.g[S.G_PHASE] === S.PH_CLAN || s.g[S.G_PHASE] === S.PH_JOURNEY); k++) {
        const l = legal(s);
        play(s, l.find((a) => kindOf(a) === A_CHOOSE_BONE) ?? l.find((a) => kindOf(a) === A_MOVE) ?? l[0]!, rng);
      }
      const r = s.g[S.G_ROLLS]!;
      expect(r).toBeGreaterThanOrEqual(1);
      expect(r).toBeLessThanOrEqual(max);
      seen.add(r);
    }
    expect([...seen].sort()).toEqual([1, 2, 3].filter((x) => x <= max));
  });
});
