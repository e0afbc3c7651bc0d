// Statistical checks of Erde's probability facts (spec §5.2 T-30, T-34), played through the
// engine with a fixed seed; expected values come from the data (bone sides, thresholds), 4σ.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import {
  A_DECLARE_DEED, A_DECLARE_JOURNEY, A_MOVE, A_MOVE_PART, A_SPEND_RELIC, argC, defaultTestConfig, encode, kindOf, legal,
  play, PositionBuilder, S, sq,
} from './helpers.js';

const N = 4000;
const erde = defaultTestConfig().clans[3]!;

function expectRate(hits: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * sigma + 1e-9);
}

function reclaimRate(law: boolean, seed: string): number {
  const rng = new Rng(seed);
  let hits = 0;
  for (let i = 0; i < N; i++) {
    const b = new PositionBuilder('erde', 'murg');
    const p = b.place(0, 'pawn', 'd5');
    b.place(0, 'king', 'a1');
    b.place(1, 'king', 'h8');
    if (law) b.law(0, 'oneWithTheLand');
    const s = b.startTurn(0, rng);
    play(s, encode(A_DECLARE_DEED, p, 0, 0), rng);
    if ((s.terr[sq('d5')]! & S.TERR_RECLAIMED) !== 0) hits++;
  }
  return hits;
}

describe('Erde probabilities (§5.2)', () => {
  it('T-30 Reclaim succeeds with P = (sides − reclaimMin + 1)/sides (d8: 3/8) [L763]', () => {
    expectRate(reclaimRate(false, 'erde-t30a'), (erde.boneSides - erde.thresholds['reclaimMin']! + 1) / erde.boneSides);
  });

  it('T-30 with One With the Land P = (sides − reclaimMinLaw + 1)/sides (d8: 1/2) [L759]', () => {
    expectRate(reclaimRate(true, 'erde-t30b'), (erde.boneSides - erde.thresholds['reclaimMinLaw']! + 1) / erde.boneSides);
  });

  it('T-34 Metamorphic can be spent on a journey roll ≥ metamorphicMinRoll (d8: 6/8); every split part sums to the roll [L733, L751]', () => {
    const rng = new Rng('erde-t34');
    let offered = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('erde', 'murg');
      b.place(0, 'pawn', 'a2');
      b.place(0, 'pawn', 'c2');
      b.place(0, 'pawn', 'f2');
      b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
      const s = b.startTurn(0, rng);
      if (s.g[S.G_PHASE] === S.PH_DECLARE) play(s, encode(A_DECLARE_JOURNEY), rng);
      const roll = s.g[S.G_ROLL]!;
      const acts = legal(s);
      if (acts.some((a) => kindOf(a) === A_SPEND_RELIC)) offered++;
      // Each first part is 1..roll−1 squares; a whole journey uses the full roll (no ≤ units).
      for (const a of acts) if (kindOf(a) === A_MOVE_PART) expect(argC(a) >= 1 && argC(a) < roll).toBe(true);
      if (i % 40 === 0) {
        // Follow a split to the end: the parts travelled sum to the roll.
        const part = acts.find((a) => kindOf(a) === A_MOVE_PART);
        if (part !== undefined) {
          let travelled = argC(part);
          play(s, part, rng);
          const last = legal(s).find((a) => kindOf(a) === A_MOVE)!;
          const from = s.uSq[(last >>> 6) & 255]!, to = (last >>> 14) & 255;
          travelled += Math.max(Math.abs((from & 7) - (to & 7)), Math.abs((from >> 3) - (to >> 3)));
          expect(travelled).toBe(roll);
        }
      }
    }
    expectRate(offered, (erde.boneSides - erde.thresholds['metamorphicMinRoll']! + 1) / erde.boneSides);
  });
});
