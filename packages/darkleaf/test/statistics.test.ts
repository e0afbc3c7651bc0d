// Statistical checks of the spec's probability facts (§5.2 T-22…T-30), played
// through the engine with a fixed seed; expected values are computed from the
// data (bone sides, thresholds), tolerance 4σ.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import {
  A_DECLARE_DEED, A_HUNT, A_MOVE, A_TWEAK, defaultTestConfig, sq, encode, legal, outcome, play, PositionBuilder, S,
} from './helpers.js';

const N = 4000;
const cfg = defaultTestConfig();
const huldraSides = cfg.clans[0]!.boneSides;
const murg = cfg.clans[1]!;

function expectRate(hits: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / N);
  expect(Math.abs(hits / N - p)).toBeLessThanOrEqual(4 * sigma + 1e-9);
}

function huldraHuntRate(dist: number, opts: { longBow?: boolean; tweak?: boolean }, seed: string): number {
  const rng = new Rng(seed);
  let hits = 0;
  const target = String.fromCharCode(97) + String(2 + dist);
  for (let i = 0; i < N; i++) {
    const b = new PositionBuilder('huldra', 'murg');
    const p = b.place(0, 'pawn', 'a2');
    if (opts.longBow) b.aura(p, 'longBow');
    if (opts.tweak) b.relicTokens(0, b.row(0, 'tweak'), 1);
    const k = b.place(1, 'king', target);
    const s = b.startTurn(0, rng);
    const hunt = (x: number) => legal(s).some((a) => (a & 63) === A_HUNT && ((a >>> 14) & 255) === k && ((a >>> 6) & 255) === x);
    if (hunt(p)) hits++;
    else if (opts.tweak) {
      play(s, encode(A_TWEAK, b.row(0, 'tweak')), rng);
      if (hunt(p)) hits++;
    }
  }
  return hits;
}

describe('probability facts (fixed seed, 4σ)', () => {
  it('T-22 lucky shot: one Huldra unit in line with the royal hits with 1/sides per turn [L403]', () => {
    for (const d of [1, 3]) expectRate(huldraHuntRate(d, {}, `t22-${d}`), 1 / huldraSides);
  });

  it('T-23 lucky shot with one Tweak spent on a miss: 1 − (1 − 1/sides)² [L403, L460]', () => {
    expectRate(huldraHuntRate(2, { tweak: true }, 't23'), 1 - (1 - 1 / huldraSides) ** 2);
  });

  it('T-24 Long Bow pawn: 2/sides at distance 2..sides, 1/sides at distance 1 [L448]', () => {
    expectRate(huldraHuntRate(2, { longBow: true }, 't24a'), 2 / huldraSides);
    expectRate(huldraHuntRate(1, { longBow: true }, 't24b'), 1 / huldraSides);
  });

  function destroyRate(targets: 'one' | 'lock' | 'royal', law: boolean, seed: string): number {
    const rng = new Rng(seed);
    let hits = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('murg', 'huldra');
      if (law) b.law(0, 'technologicalSingularity');
      const k = b.place(0, 'knight', 'd4');
      let t1: number, t2 = -1;
      if (targets === 'royal') t1 = b.place(1, 'queen', 'd5');
      else {
        t1 = b.place(1, 'pawn', 'd5');
        b.place(1, 'queen', 'h8');
        if (targets === 'lock') t2 = b.place(1, 'pawn', 'e5');
      }
      const s = b.startTurn(0, rng);
      play(s, encode(A_DECLARE_DEED, k, t1, t2 + 1), rng);
      if (targets === 'royal') hits += outcome(s) !== null ? 1 : 0;
      else hits += s.uSq[t1] === S.SQ_GRAVEYARD ? 1 : 0;
    }
    return hits;
  }

  it('T-26 Murg Destroy on a non-royal succeeds with P = (sides − destroyMin + 1)/sides [L187]', () => {
    expectRate(destroyRate('one', false, 't26'), (murg.boneSides - murg.thresholds['destroyMin']! + 1) / murg.boneSides);
  });

  it('T-27 Target Lock succeeds with P = (sides − targetLockMin + 1)/sides [L180]', () => {
    expectRate(destroyRate('lock', false, 't27'), (murg.boneSides - murg.thresholds['targetLockMin']! + 1) / murg.boneSides);
  });

  it('T-29 Assassin Ambush on the royal from distance 3 along a clear line wins with P = 1/sides [L568]', () => {
    const rng = new Rng('t29');
    let hits = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('murg', 'huldra');
      const sg = b.place(0, 'sage', 'c1');
      b.aura(sg, 'assassin');
      b.place(1, 'queen', 'f4');
      const s = b.startTurn(0, rng);
      if (legal(s).includes(encode(A_MOVE, sg, sq('f4')))) hits++;
    }
    expectRate(hits, 1 / murg.boneSides);
  });

  it('T-30 Erde Reclaim succeeds with P = (sides − reclaimMin + 1)/sides [L763]', () => {
    const erde = cfg.clans[3]!;
    const rng = new Rng('t30');
    let hits = 0;
    for (let i = 0; i < N; i++) {
      const b = new PositionBuilder('erde', 'murg');
      const p = b.place(0, 'pawn', 'e4');
      b.place(0, 'king', 'a1');
      b.place(1, 'king', 'h8');
      const s = b.startTurn(0, rng);
      play(s, encode(A_DECLARE_DEED, p, 0, 0), rng);
      if ((s.terr[sq('e4')]! & S.TERR_RECLAIMED) !== 0) hits++;
    }
    expectRate(hits, (erde.boneSides - erde.thresholds['reclaimMin']! + 1) / erde.boneSides);
  });

  it('T-28 Destroy on the royal: 1/6, and 2/6 with Technological Singularity [L193, L171]', () => {
    expectRate(destroyRate('royal', false, 't28a'), (murg.boneSides - murg.thresholds['royalDestroyMin']! + 1) / murg.boneSides);
    expectRate(destroyRate('royal', true, 't28b'), (murg.boneSides - murg.thresholds['royalDestroyMinLaw']! + 1) / murg.boneSides);
  });
});
