// Ferrymen probability facts (spec §5.2 T-33 and the Flow odds implied by FE-D-2),
// played through the engine with a fixed seed; expected values come from the data
// (bone sides, calmWatersMod), tolerance 4σ.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { A_MOVE, A_TARGET, argB, defaultTestConfig, kindOf, legal, play, PositionBuilder, sq } from './helpers.js';

const N = 4000;
const cfg = defaultTestConfig();
const fm = cfg.clans[2]!;

function expectRate(hits: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * sigma + 1e-9);
}

describe('Ferrymen probability facts (fixed seed, 4σ)', () => {
  it('T-33 Calm Waters: journey = roll + calmWatersMod; a zero journey with P = 1/sides [L660, L679]', () => {
    const mod = fm.thresholds['calmWatersMod']!;
    expect(mod).toBe(-1);
    const rng = new Rng('t33');
    let zero = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('ferrymen', 'murg');
      b.place(0, 'pawn', 'a1');
      b.law(0, 'calmWaters');
      b.place(1, 'king', 'h8');
      const s = b.startTurn(0, rng);
      const acts = legal(s);
      if (acts.some((a) => kindOf(a) === A_TARGET)) zero++;
      else {
        // Any other roll r: the pawn journeys exactly r + mod squares.
        const dest = acts.find((a) => kindOf(a) === A_MOVE)!;
        expect(argB(dest) >> 3).toBe(s.g[3]! + mod); // G_ROLL
      }
    }
    expectRate(zero, 1 / fm.boneSides);
  });

  it('FE-D-2 Flow on the ahead rival k+1 squares in front happens with P = 1/sides (exact journey) [L624, L303]', () => {
    const rng = new Rng('fe-flow');
    let pushed = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('ferrymen', 'murg');
      b.place(0, 'pawn', 'd2');
      const r = b.place(1, 'pawn', 'd6'); // ahead after a journey of exactly 3
      b.place(1, 'king', 'h8');
      const s = b.startTurn(0, rng);
      const m = legal(s).filter((a) => kindOf(a) === A_MOVE);
      if (m.length === 0) continue; // roll 4+: d6 blocks the pawn, the journey is cancelled
      play(s, m[0]!, rng); // the ahead Flow is automatic (G-48)
      if (s.uSq[r] === sq('d7')) pushed++;
    }
    expectRate(pushed, 1 / fm.boneSides);
  });
});
