import { describe, expect, it } from 'vitest';
import { createPairedTally, mergePaired, pairedDifference, recordPair, type PairedTally } from '../src/paired.js';

function tallyOf(pairs: [0 | 1, 0 | 1][]): PairedTally {
  const t = createPairedTally();
  for (const [a, b] of pairs) recordPair(t, a, b);
  return t;
}

// 3 × (1,1), 4 × (1,0), 1 × (0,1), 2 × (0,0).
const TEN: [0 | 1, 0 | 1][] = [
  [1, 1], [1, 0], [0, 0], [1, 0], [1, 1], [0, 1], [1, 0], [0, 0], [1, 1], [1, 0],
];

describe('paired tally', () => {
  it('counts the four cells', () => {
    expect(tallyOf(TEN)).toEqual({ n: 10, n00: 2, n01: 1, n10: 4, n11: 3 });
  });

  it('accepts booleans and rejects anything but 0/1', () => {
    const t = createPairedTally();
    recordPair(t, true, false);
    expect(t).toEqual({ n: 1, n00: 0, n01: 0, n10: 1, n11: 0 });
    expect(() => recordPair(t, 2 as 1, 0)).toThrow(RangeError);
    expect(t.n).toBe(1);
  });

  it('merges to the same counts in any split and order', () => {
    const whole = tallyOf(TEN);
    expect(mergePaired(tallyOf(TEN.slice(0, 4)), tallyOf(TEN.slice(4)))).toEqual(whole);
    expect(mergePaired(tallyOf(TEN.slice(7)), tallyOf(TEN.slice(0, 7)), createPairedTally())).toEqual(whole);
  });

  it('refuses an inconsistent tally', () => {
    expect(() => mergePaired({ n: 3, n00: 1, n01: 0, n10: 0, n11: 0 })).toThrow(RangeError);
  });
});

describe('pairedDifference', () => {
  it('matches the hand computation', () => {
    // d = a − b: four +1, one −1, five 0. Mean 0.3; Σd² = 5;
    // s² = (5 − 10·0.09)/9 = 0.455556; half = 1.959964·√(0.455556/10) = 0.418330.
    const r = pairedDifference(tallyOf(TEN));
    expect(r.n).toBe(10);
    expect(r.diff).toBeCloseTo(0.3, 12);
    expect(r.low).toBeCloseTo(-0.11833, 5);
    expect(r.high).toBeCloseTo(0.71833, 5);
  });

  it('is antisymmetric in A and B', () => {
    const swapped = pairedDifference(tallyOf(TEN.map(([a, b]) => [b, a])));
    expect(swapped.diff).toBeCloseTo(-0.3, 12);
    expect(swapped.low).toBeCloseTo(-0.71833, 5);
    expect(swapped.high).toBeCloseTo(0.11833, 5);
  });

  it('clamps to [−1, 1] and collapses when every difference is the same', () => {
    const r = pairedDifference(tallyOf([[1, 0], [0, 0]]));
    // s² = (1 − 2·0.25)/1 = 0.5, half = 1.96·0.5 = 0.98.
    expect(r.low).toBeCloseTo(0.5 - 0.979982, 5);
    expect(r.high).toBe(1);
    expect(pairedDifference(tallyOf([[1, 0], [1, 0], [1, 0]]))).toEqual({ diff: 1, low: 1, high: 1, n: 3 });
  });

  it('knows nothing with fewer than two pairs', () => {
    expect(pairedDifference(createPairedTally())).toEqual({ diff: 0, low: -1, high: 1, n: 0 });
    expect(pairedDifference(tallyOf([[0, 1]]))).toEqual({ diff: -1, low: -1, high: 1, n: 1 });
  });
});
