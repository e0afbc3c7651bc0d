// Rates and intervals derived from a Tally. Pure functions of the integer
// counts, so the same tally always yields the same numbers.
import type { SeatingTally, Tally } from './tally.js';

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

/** The player counts a tally holds (seating lengths), ascending. */
export function playerCounts(t: Tally): number[] {
  return [...new Set(Object.values(t.seatings).map((s) => s.seats.length))].sort((a, b) => a - b);
}

function seatingsAt(t: Tally, players: number): SeatingTally[] {
  return Object.keys(t.seatings)
    .sort(byCodeUnit)
    .map((k) => t.seatings[k]!)
    .filter((s) => s.seats.length === players);
}

/** How fair shares are set: 1/N for competitive games; the overall win rate for co-op and solo games. */
export interface FairnessOptions {
  readonly cooperative?: boolean;
}

/**
 * The win rate an average faction gets at this count: 1/N in a competitive game; in a
 * co-op game (the party wins or loses together) or a solo game, the overall win
 * rate of the games at that count (so a faction is judged against the average party).
 */
export function fairShare(t: Tally, players: number, opts: FairnessOptions = {}): number {
  if (!opts.cooperative && players > 1) return 1 / players;
  let games = 0;
  let won = 0;
  for (const s of seatingsAt(t, players)) {
    games += s.games;
    won += s.wins[0] ?? 0;
  }
  return games === 0 ? 0 : won / games;
}

export interface FactionRow {
  players: number;
  faction: string;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  timeouts: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
  /** The fair share at this count (see fairShare). */
  fairShare: number;
  /** winRate ÷ fairShare (N × win rate in a competitive game): 1 is fair. Null when the fair share is 0. */
  relative: number | null;
  relLow: number | null;
  relHigh: number | null;
}

/**
 * Per player count, pooled over every seating the faction takes part in; each seat
 * it holds counts as a game for it (a mirror seating counts twice). `factions` fixes
 * the row order within a count and adds rows for factions with no games; factions
 * found in the tally but not listed follow, sorted by id, so no data is silently
 * dropped. `players` lists the counts to report (default: those in the tally).
 */
export function factionRows(t: Tally, factions?: readonly string[], players?: readonly number[], opts: FairnessOptions = {}): FactionRow[] {
  const out: FactionRow[] = [];
  for (const n of players ?? playerCounts(t)) {
    const acc = new Map<string, { games: number; wins: number; losses: number; draws: number; timeouts: number }>();
    const get = (f: string) => {
      let a = acc.get(f);
      if (!a) acc.set(f, (a = { games: 0, wins: 0, losses: 0, draws: 0, timeouts: 0 }));
      return a;
    };
    for (const f of factions ?? []) get(f);
    for (const s of seatingsAt(t, n)) {
      s.seats.forEach((f, i) => {
        const a = get(f);
        a.games += s.games;
        a.wins += s.wins[i] ?? 0;
        a.losses += s.losses;
        a.draws += s.draws;
        a.timeouts += s.timeouts;
      });
    }
    const fair = fairShare(t, n, opts);
    const listed = factions ? [...new Set(factions)] : [];
    const known = new Set(listed);
    const rest = [...acc.keys()].filter((f) => !known.has(f)).sort(byCodeUnit);
    for (const faction of [...listed, ...rest]) {
      const a = acc.get(faction)!;
      const ci = wilson(a.wins, a.games);
      const rel = (x: number): number | null => (fair > 0 ? x / fair : null);
      out.push({ players: n, faction, ...a, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high, fairShare: fair, relative: rel(ci.rate), relLow: rel(ci.low), relHigh: rel(ci.high) });
    }
  }
  return out;
}

export interface MatchupRow {
  players: number;
  seats: string[];
  games: number;
  wins: number[];
  losses: number;
  draws: number;
  timeouts: number;
  winRate: number[];
  ciLow: number[];
  ciHigh: number[];
  lossRate: number;
  drawRate: number;
  timeoutRate: number;
  meanLength: number;
  sdLength: number;
}

/** One row per seating, by player count, then by seating key. */
export function matchupRows(t: Tally): MatchupRow[] {
  return playerCounts(t).flatMap((n) =>
    seatingsAt(t, n).map((s) => {
      const cis = s.seats.map((_, i) => wilson(s.wins[i] ?? 0, s.games));
      const len = histStats(s.lengthHist);
      return {
        players: n,
        seats: [...s.seats],
        games: s.games,
        wins: s.seats.map((_, i) => s.wins[i] ?? 0),
        losses: s.losses,
        draws: s.draws,
        timeouts: s.timeouts,
        winRate: cis.map((c) => c.rate),
        ciLow: cis.map((c) => c.low),
        ciHigh: cis.map((c) => c.high),
        lossRate: ratio(s.losses, s.games),
        drawRate: ratio(s.draws, s.games),
        timeoutRate: ratio(s.timeouts, s.games),
        meanLength: len.mean,
        sdLength: len.sd,
      };
    }),
  );
}

export interface SeatRow {
  players: number;
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

/** Seat advantage: per player count and seat index, over every game that has that seat. */
export function seatRows(t: Tally): SeatRow[] {
  return playerCounts(t).flatMap((n) => {
    const games = new Array<number>(n).fill(0);
    const wins = new Array<number>(n).fill(0);
    for (const s of seatingsAt(t, n)) {
      for (let i = 0; i < n; i++) {
        games[i]! += s.games;
        wins[i]! += s.wins[i] ?? 0;
      }
    }
    return games.map((g, seat) => {
      const ci = wilson(wins[seat]!, g);
      return { players: n, seat, games: g, wins: wins[seat]!, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high };
    });
  });
}

export interface TurnRow {
  players: number;
  /** 0 = the seat that took the first turn. */
  position: number;
  games: number;
  wins: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

/** First-player advantage: per player count and turn position, whoever held it. */
export function turnRows(t: Tally): TurnRow[] {
  return playerCounts(t).flatMap((n) => {
    const games = new Array<number>(n).fill(0);
    const wins = new Array<number>(n).fill(0);
    for (const s of seatingsAt(t, n)) {
      for (let seat = 0; seat < n; seat++) {
        for (let p = 0; p < n; p++) {
          games[p]! += s.turnGames[seat * n + p] ?? 0;
          wins[p]! += s.turnWins[seat * n + p] ?? 0;
        }
      }
    }
    return games.map((g, position) => {
      const ci = wilson(wins[position]!, g);
      return { players: n, position, games: g, wins: wins[position]!, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high };
    });
  });
}

export interface MetricRow {
  players: number;
  faction: string;
  metric: string;
  /** Games (seats held) the faction reported the metric in. */
  games: number;
  sum: number;
  mean: number;
  /** Sample standard deviation per game. */
  sd: number;
  /** Normal 95% interval of the mean. */
  ciLow: number;
  ciHigh: number;
}

/**
 * Per player count, faction and metric (in the order `metrics` gives, then any other
 * key found): the exact sum over the faction's games, the mean per game and its interval.
 */
export function metricRows(t: Tally, factions: readonly string[] = [], metrics: readonly string[] = []): MetricRow[] {
  const out: MetricRow[] = [];
  for (const n of playerCounts(t)) {
    const acc = new Map<string, { games: number; sum: number; sumSq: number }>();
    const keyOf = (f: string, m: string): string => `${f}\u0000${m}`;
    const seenF = new Set<string>();
    const seenM = new Set<string>();
    for (const s of seatingsAt(t, n)) {
      for (const [metric, m] of Object.entries(s.metrics)) {
        seenM.add(metric);
        s.seats.forEach((f, i) => {
          seenF.add(f);
          const a = acc.get(keyOf(f, metric)) ?? { games: 0, sum: 0, sumSq: 0 };
          a.games += s.games;
          a.sum += m.sum[i] ?? 0;
          a.sumSq += m.sumSq[i] ?? 0;
          acc.set(keyOf(f, metric), a);
        });
      }
    }
    const fOrder = [...factions.filter((f) => seenF.has(f)), ...[...seenF].filter((f) => !factions.includes(f)).sort(byCodeUnit)];
    const mOrder = [...metrics.filter((m) => seenM.has(m)), ...[...seenM].filter((m) => !metrics.includes(m)).sort(byCodeUnit)];
    for (const faction of fOrder) {
      for (const metric of mOrder) {
        const a = acc.get(keyOf(faction, metric));
        if (!a || a.games === 0) continue;
        const mean = a.sum / a.games;
        const sd = a.games > 1 ? Math.sqrt(Math.max(0, (a.sumSq - a.games * mean * mean) / (a.games - 1))) : 0;
        const half = a.games > 1 ? (Z95 * sd) / Math.sqrt(a.games) : Infinity;
        out.push({ players: n, faction, metric, games: a.games, sum: a.sum, mean, sd, ciLow: mean - half, ciHigh: mean + half });
      }
    }
  }
  return out;
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
