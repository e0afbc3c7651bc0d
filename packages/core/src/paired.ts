// Paired differences for common-random-number comparisons: the same game
// (same seed) played under A and under B — seats swapped (`--paired`), or two
// rule variants. Pairing cancels the luck both games share, so the interval on
// the difference is much narrower than comparing two independent win rates.
// Kept as integer counts of the four (a, b) outcomes so shards merge exactly.
import { Z95 } from './stats.js';
import { normalUpperTail } from './verdict.js';

export interface PairedTally {
  /** Pairs recorded. Always n00 + n01 + n10 + n11. */
  n: number;
  /** Pairs lost in A and in B. */
  n00: number;
  /** Lost in A, won in B. */
  n01: number;
  /** Won in A, lost in B. */
  n10: number;
  /** Won in both. */
  n11: number;
}

export function createPairedTally(): PairedTally {
  return { n: 0, n00: 0, n01: 0, n10: 0, n11: 0 };
}

type Bit = 0 | 1 | boolean;

function bit(x: Bit, name: string): 0 | 1 {
  if (x === true || x === 1) return 1;
  if (x === false || x === 0) return 0;
  throw new RangeError(`recordPair: ${name} must be 0, 1, true or false, got ${String(x)}`);
}

/** Records one pair: `a` = the faction won game A, `b` = it won the paired game B. */
export function recordPair(t: PairedTally, a: Bit, b: Bit): void {
  const cell = `n${bit(a, 'a')}${bit(b, 'b')}` as 'n00' | 'n01' | 'n10' | 'n11';
  t[cell] += 1;
  t.n += 1;
}

/** A new tally holding every pair of the parts (order does not matter). */
export function mergePaired(...parts: readonly PairedTally[]): PairedTally {
  const out = createPairedTally();
  for (const p of parts) {
    if (p.n !== p.n00 + p.n01 + p.n10 + p.n11) {
      throw new RangeError(`mergePaired: inconsistent tally, n=${p.n} but cells sum to ${p.n00 + p.n01 + p.n10 + p.n11}`);
    }
    out.n += p.n;
    out.n00 += p.n00;
    out.n01 += p.n01;
    out.n10 += p.n10;
    out.n11 += p.n11;
  }
  return out;
}

export interface PairedDifference {
  /** Mean of a − b: win rate in A minus win rate in B. */
  diff: number;
  low: number;
  high: number;
  n: number;
}

/**
 * Mean paired difference d = a − b ∈ {−1, 0, 1} with a normal-approximation
 * interval diff ± z·s/√n, s the sample standard deviation of the differences
 * (s² = (Σd² − n·diff²)/(n − 1), Σd² = n10 + n01). Only discordant pairs move
 * the difference, as in McNemar's test. The approximation needs a fair number
 * of discordant pairs; when all differences are equal s = 0 and the interval
 * collapses to the point. Clamped to [−1, 1]; with fewer than 2 pairs nothing
 * is known about the spread, so the interval is the whole [−1, 1].
 */
export function pairedDifference(t: PairedTally, z: number = Z95): PairedDifference {
  const { n } = t;
  const { diff, se } = pairedSpread(t);
  if (n < 2) return { diff, low: -1, high: 1, n };
  const half = z * se;
  return { diff, low: Math.max(-1, diff - half), high: Math.min(1, diff + half), n };
}

/** The mean paired difference and its standard error (Infinity with fewer than 2 pairs), as pairedDifference uses them. */
function pairedSpread(t: PairedTally): { diff: number; se: number } {
  const { n, n01, n10 } = t;
  if (n === 0) return { diff: 0, se: Infinity };
  const diff = (n10 - n01) / n;
  if (n < 2) return { diff, se: Infinity };
  const variance = Math.max(0, (n10 + n01 - n * diff * diff) / (n - 1));
  return { diff, se: Math.sqrt(variance / n) };
}

/**
 * Two-sided p-value of "no difference" for the paired difference, from the same
 * normal approximation as its interval (so p <= 0.05 exactly when the 95% interval
 * excludes 0, clamping aside). Every difference equal (s = 0): 0 when they are not 0, else 1.
 */
export function pairedDifferenceP(t: PairedTally): number {
  const { diff, se } = pairedSpread(t);
  return twoSidedP(diff, se);
}

/** Two-sided normal p-value of an estimate against 0 given its standard error. */
export function twoSidedP(estimate: number, se: number): number {
  if (!Number.isFinite(se)) return 1;
  if (se === 0) return estimate === 0 ? 1 : 0;
  return Math.min(1, 2 * normalUpperTail(Math.abs(estimate) / se));
}

export interface PairedMean {
  /** Mean over pairs of (a + b) / 2: the win rate with each pair counted once. */
  rate: number;
  low: number;
  high: number;
  n: number;
  /** Standard error of `rate` (Infinity with fewer than 2 pairs). */
  se: number;
}

/**
 * The win rate over pairs, each pair's value (a + b) / 2 ∈ {0, ½, 1}, with a
 * normal-approximation interval from the spread of those values. Under common
 * random numbers the two games of a pair are correlated, so this interval is
 * the honest one for a rate estimated from pairs (a Wilson interval over 2n
 * games would treat them as independent).
 */
export function pairedMean(t: PairedTally, z: number = Z95): PairedMean {
  const { n, n01, n10, n11 } = t;
  if (n === 0) return { rate: 0, low: 0, high: 1, n, se: Infinity };
  const rate = (0.5 * (n01 + n10) + n11) / n;
  if (n < 2) return { rate, low: 0, high: 1, n, se: Infinity };
  const sumSq = 0.25 * (n01 + n10) + n11;
  const variance = Math.max(0, (sumSq - n * rate * rate) / (n - 1));
  const se = Math.sqrt(variance / n);
  const half = z * se;
  return { rate, low: Math.max(0, rate - half), high: Math.min(1, rate + half), n, se };
}
