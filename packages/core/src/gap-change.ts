// How far a faction's gap from its fair share moved between two runs played on
// the same game indices and seatings (two levels of a strength curve), paired
// game by game. In a competitive game the fair share is 1/N at every level, so
// the gap moves exactly as the win rate does and sweep's paired difference
// answers it. In a co-op or solo game the fair share is the party's own win rate
// at that level, which moves with the bots too; the change of the gap is then a
// contrast over every game (the faction's games against all), with its own
// standard error.
import { createPairedTally, pairedDifference, pairedDifferenceP, twoSidedP } from './paired.js';
import { Z95 } from './stats.js';
import { pairByFaction } from './sweep.js';

export interface GapChange {
  /** Gap in the later run minus gap in the earlier one (fractions: 0.05 = 5 points). */
  readonly diff: number;
  /** 95% interval of `diff`. */
  readonly low: number;
  readonly high: number;
  /** Paired observations: the faction's (game, seat) pairs; for a party game, every game. */
  readonly n: number;
  /** Two-sided p-value of "the gap did not move", from the same normal approximation as the interval. */
  readonly pValue: number;
}

/**
 * Per faction, its gap in `after` minus its gap in `before`. `after` and `before`
 * hold each row's winners as a seat bit mask (playForPairing), `seatings` the
 * faction per seat of each row (rowSeatings); `party` says the fair share is the
 * overall win rate (co-op and solo games, as fairShare sets it).
 */
export function gapChanges(
  after: Uint8Array,
  before: Uint8Array,
  seatings: readonly (readonly string[])[],
  factions: readonly string[],
  party: boolean,
): Map<string, GapChange> {
  if (after.length < seatings.length || before.length < seatings.length) {
    throw new RangeError(`gapChanges: ${seatings.length} rows but ${after.length} and ${before.length} results`);
  }
  const out = new Map<string, GapChange>();
  if (!party) {
    // Fair share fixed at 1/N: the gap's change is the win rate's, paired as a sweep pairs variants.
    const pairs = pairByFaction(after, before, seatings);
    for (const f of factions) {
      const t = pairs.get(f) ?? createPairedTally();
      const d = pairedDifference(t);
      out.set(f, { diff: d.diff, low: d.low, high: d.high, n: d.n, pValue: pairedDifferenceP(t) });
    }
    return out;
  }
  for (const f of factions) out.set(f, partyGapChange(after, before, seatings, f));
  return out;
}

/**
 * Gap = the faction's win rate over its M seats − the party's win rate over all R
 * games (seat 0's, as fairShare counts it). Its change is the mean over games of
 * x_r = (R/M)·Σ_{seats of f in r} d_{r,s} − D_r, d and D the games' win changes
 * (−1, 0, 1). Games are independent, so the interval is mean ± z·sd(x)/√R,
 * treating the seating cycle as a random draw (slightly conservative).
 */
function partyGapChange(after: Uint8Array, before: Uint8Array, seatings: readonly (readonly string[])[], faction: string): GapChange {
  const rows = seatings.length;
  let seats = 0;
  for (const s of seatings) for (const f of s) if (f === faction) seats++;
  if (seats === 0 || rows === 0) return { diff: 0, low: -1, high: 1, n: 0, pValue: 1 };
  const bit = (mask: number, s: number): number => (mask >> s) & 1;
  const weight = rows / seats;
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rows; r++) {
    const a = after[r] as number;
    const b = before[r] as number;
    let mine = 0;
    (seatings[r] as readonly string[]).forEach((f, s) => {
      if (f === faction) mine += bit(a, s) - bit(b, s);
    });
    const x = weight * mine - (bit(a, 0) - bit(b, 0));
    sum += x;
    sumSq += x * x;
  }
  const diff = sum / rows;
  // A gap lies in [−1, 1], so its change in [−2, 2]: all that is known from fewer than two games.
  if (rows < 2) return { diff, low: -2, high: 2, n: rows, pValue: 1 };
  const se = Math.sqrt(Math.max(0, (sumSq - rows * diff * diff) / (rows - 1)) / rows);
  return { diff, low: diff - Z95 * se, high: diff + Z95 * se, n: rows, pValue: twoSidedP(diff, se) };
}
