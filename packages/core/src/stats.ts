// Rates and intervals derived from a Tally. Pure functions of the integer
// counts, so the same tally always yields the same numbers.
import type { Tally } from './tally.js';

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

/** Two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval: unlike the Wald interval it stays inside [0, 1] and
 * keeps its coverage near 0% and 100%, where lopsided factions live.
 */
export function wilson(successes: number, trials: number, z = Z95): Interval {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials) {
    throw new RangeError(`wilson: need integers 0 <= successes <= trials, got ${successes}/${trials}`);
  }
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // At k = 0 (k = n) the lower (upper) bound is exactly 0 (1); rounding would
  // otherwise leave it a hair off, or past the edge.
  const low = successes === 0 ? 0 : Math.max(0, center - half);
  const high = successes === trials ? 1 : Math.min(1, center + half);
  return { rate: p, low, high };
}

export interface FactionRow {
  faction: string;
  games: number;
  wins: number;
  draws: number;
  timeouts: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

/**
 * Pooled over every seating the faction takes part in; each seat it holds
 * counts as a game for it (a mirror seating counts twice). `factions` fixes the
 * row order and adds rows for factions with no games; factions found in the
 * tally but not listed follow, sorted by id, so no data is silently dropped.
 */
export function factionRows(t: Tally, factions?: readonly string[]): FactionRow[] {
  const acc = new Map<string, { games: number; wins: number; draws: number; timeouts: number }>();
  const get = (f: string) => {
    let a = acc.get(f);
    if (!a) acc.set(f, (a = { games: 0, wins: 0, draws: 0, timeouts: 0 }));
    return a;
  };
  for (const f of factions ?? []) get(f);
  for (const s of Object.values(t.seatings)) {
    s.seats.forEach((f, i) => {
      const a = get(f);
      a.games += s.games;
      a.wins += s.wins[i] ?? 0;
      a.draws += s.draws;
      a.timeouts += s.timeouts;
    });
  }
  const listed = factions ? [...new Set(factions)] : [];
  const known = new Set(listed);
  const rest = [...acc.keys()].filter((f) => !known.has(f)).sort(byCodeUnit);
  return [...listed, ...rest].map((faction) => {
    const a = acc.get(faction)!;
    const ci = wilson(a.wins, a.games);
    return { faction, ...a, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high };
  });
}

export interface MatchupRow {
  seats: string[];
  games: number;
  wins: number[];
  draws: number;
  timeouts: number;
  winRate: number[];
  ciLow: number[];
  ciHigh: number[];
  drawRate: number;
  timeoutRate: number;
  meanLength: number;
  sdLength: number;
}

/** One row per seating, sorted by seating key. */
export function matchupRows(t: Tally): MatchupRow[] {
  return Object.keys(t.seatings)
    .sort(byCodeUnit)
    .map((key) => {
      const s = t.seatings[key]!;
      const cis = s.seats.map((_, i) => wilson(s.wins[i] ?? 0, s.games));
      const len = histStats(s.lengthHist);
      return {
        seats: [...s.seats],
        games: s.games,
        wins: s.seats.map((_, i) => s.wins[i] ?? 0),
        draws: s.draws,
        timeouts: s.timeouts,
        winRate: cis.map((c) => c.rate),
        ciLow: cis.map((c) => c.low),
        ciHigh: cis.map((c) => c.high),
        drawRate: ratio(s.draws, s.games),
        timeoutRate: ratio(s.timeouts, s.games),
        meanLength: len.mean,
        sdLength: len.sd,
      };
    });
}

export interface SeatRow {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

/** Seat advantage: per seat index, over every game that has that seat. */
export function seatRows(t: Tally): SeatRow[] {
  const games: number[] = [];
  const wins: number[] = [];
  for (const s of Object.values(t.seatings)) {
    s.seats.forEach((_, i) => {
      games[i] = (games[i] ?? 0) + s.games;
      wins[i] = (wins[i] ?? 0) + (s.wins[i] ?? 0);
    });
  }
  return games.map((g, seat) => {
    const ci = wilson(wins[seat] ?? 0, g);
    return { seat, games: g, wins: wins[seat] ?? 0, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high };
  });
}

export interface LengthStats {
  games: number;
  mean: number;
  sd: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

/**
 * Over all games, from the exact histogram. `sd` is the sample standard
 * deviation; `median` averages the two middle games when the count is even;
 * `p90` is nearest-rank. All zero when there are no games.
 */
export function lengthStats(t: Tally): LengthStats {
  const hist: Record<string, number> = {};
  for (const s of Object.values(t.seatings)) {
    for (const [k, v] of Object.entries(s.lengthHist)) hist[k] = (hist[k] ?? 0) + v;
  }
  return histStats(hist);
}

function histStats(hist: Record<string, number>): LengthStats {
  const bins = Object.entries(hist)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
  let games = 0;
  let sum = 0;
  for (const [len, n] of bins) {
    games += n;
    sum += len * n;
  }
  if (games === 0) return { games: 0, mean: 0, sd: 0, median: 0, p90: 0, min: 0, max: 0 };
  const mean = sum / games;
  // Two-pass over the histogram rather than Σx² − (Σx)²/n, which cancels
  // catastrophically once Σx² passes 2^53 on long runs.
  let ss = 0;
  for (const [len, n] of bins) ss += n * (len - mean) ** 2;
  const sd = games > 1 ? Math.sqrt(ss / (games - 1)) : 0;
  // Value of the game at 1-based rank r in sorted order.
  const atRank = (r: number): number => {
    let seen = 0;
    for (const [len, n] of bins) {
      seen += n;
      if (seen >= r) return len;
    }
    return bins[bins.length - 1]![0];
  };
  const median = games % 2 === 1 ? atRank((games + 1) / 2) : (atRank(games / 2) + atRank(games / 2 + 1)) / 2;
  return {
    games,
    mean,
    sd,
    median,
    p90: atRank(Math.ceil(0.9 * games)),
    min: bins[0]![0],
    max: bins[bins.length - 1]![0],
  };
}

function ratio(k: number, n: number): number {
  return n === 0 ? 0 : k / n;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
