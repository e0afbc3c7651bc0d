// Hexen probability facts (spec §5.2 T-32), played through the engine with a fixed
// seed; expected values are computed from the data (bone sides, compass spread,
// Two-Headed Snake), tolerance 4σ.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { A_MOVE, defaultTestConfig, encode, legal, PositionBuilder, sq } from './helpers.js';
import { HEXEN } from '../src/config.js';
import { ray } from '../src/geometry.js';

const N = 4000;
const hexen = defaultTestConfig().clans[HEXEN]!;

function expectRate(hits: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * sigma + 1e-9);
}

/** Exact P(direction `dir` is usable) from the data: rolls whose compass set contains it. */
function expected(dir: number, compass: boolean, knight: boolean): number {
  const spread = compass ? hexen.thresholds['compassSpread']! : 0;
  let hits = 0;
  for (let r = 1; r <= hexen.boneSides; r++) {
    let set = 0;
    for (let k = -spread; k <= spread; k++) {
      const d = (r - 1 + k + 8) & 7;
      set |= 1 << d;
      if (knight) set |= 1 << ((d + 4) & 7);
    }
    if ((set & (1 << dir)) !== 0) hits++;
  }
  return hits / hexen.boneSides;
}

function rate(dir: number, compass: boolean, knight: boolean, seed: string): number {
  const rng = new Rng(seed);
  let hits = 0;
  for (let i = 0; i < N; i++) {
    const b = new PositionBuilder('hexen', 'huldra');
    const u = b.place(0, knight ? 'knight' : 'pawn', 'd4');
    if (compass) b.law(0, 'celestialCompass');
    const s = b.startTurn(0, rng);
    if (legal(s).includes(encode(A_MOVE, u, ray(sq('d4'), dir, 1)))) hits++;
  }
  return hits;
}

describe('Hexen probability facts (fixed seed, 4σ)', () => {
  it('T-32 each compass direction 1/8; with Celestial Compass 3/8; knight 2/8; knight + Compass 6/8 [L916, L944, L905]', () => {
    expect(expected(0, false, false)).toBe(1 / 8);
    expect(expected(0, true, false)).toBe(3 / 8);
    expect(expected(0, false, true)).toBe(2 / 8);
    expect(expected(0, true, true)).toBe(6 / 8);
    expectRate(rate(0, false, false, 't32-a'), expected(0, false, false));
    expectRate(rate(3, false, false, 't32-b'), expected(3, false, false));
    expectRate(rate(2, true, false, 't32-c'), expected(2, true, false));
    expectRate(rate(5, false, true, 't32-d'), expected(5, false, true));
    expectRate(rate(7, true, true, 't32-e'), expected(7, true, true));
  });
});
