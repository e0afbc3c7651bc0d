// Mergeable sufficient statistics of a run. Everything is an integer count or
// integer sum, so merging shards from worker threads or checkpoints is exact
// and independent of order; the statistics module derives rates from these.
import type { Outcome } from './contracts.js';
import { createPairedTally, mergePaired, recordPair, type PairedTally } from './paired.js';

export interface SeatingTally {
  /** Faction id per seat. */
  seats: string[];
  games: number;
  /** Wins per seat (a shared win counts for each winner). */
  wins: number[];
  draws: number;
  timeouts: number;
  /** Σ length, in the game's own unit. */
  lengthSum: number;
  /** Σ length². */
  lengthSumSq: number;
  /** Exact length -> games (sparse; keys are integer strings). */
  lengthHist: Record<string, number>;
  /** Per seat: outcome.reason -> wins by that path. */
  winReasons: Record<string, number>[];
  /** Reason -> count, for draws and timeouts. */
  endReasons: Record<string, number>;
}

export interface Tally {
  /** Key = seatingKey(seats). */
  seatings: Record<string, SeatingTally>;
  /** Paired runs (--paired) only: the pairs of seat-swapped games. */
  pairs?: PairTallies;
}

/**
 * Pairs of games played on the same streams with the two seats swapped. For a
 * faction, a = it won the game where it sat in seat 0, b = it won where it sat
 * in seat 1; for `seat0`, a = seat 0 won game A, b = seat 0 won game B.
 */
export interface PairTallies {
  factions: Record<string, PairedTally>;
  seat0: PairedTally;
}

export function createTally(): Tally {
  return { seatings: {} };
}

export function seatingKey(seats: readonly string[]): string {
  return seats.join(',');
}

function emptySeating(seats: readonly string[]): SeatingTally {
  return {
    seats: [...seats],
    games: 0,
    wins: seats.map(() => 0),
    draws: 0,
    timeouts: 0,
    lengthSum: 0,
    lengthSumSq: 0,
    lengthHist: {},
    winReasons: seats.map(() => ({})),
    endReasons: {},
  };
}

function seatingFor(t: Tally, seats: readonly string[]): SeatingTally {
  const key = seatingKey(seats);
  let s = t.seatings[key];
  if (!s) {
    s = emptySeating(seats);
    t.seatings[key] = s;
  }
  return s;
}

function bump(counts: Record<string, number>, key: string, by: number): void {
  counts[key] = (counts[key] ?? 0) + by;
}

function addCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [k, v] of Object.entries(from)) bump(into, k, v);
}

export function recordGame(t: Tally, seats: readonly string[], outcome: Outcome, length: number): void {
  // The histogram is keyed by exact length, and sums must stay exact for merging.
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`recordGame: length must be an integer >= 0, got ${length}`);
  }
  // Validate before touching the tally so a bad outcome leaves it unchanged.
  const winners = outcome.kind === 'win' ? [...new Set(outcome.winners)] : [];
  if (outcome.kind === 'win') {
    if (winners.length === 0) throw new RangeError('recordGame: a win needs at least one winner');
    for (const w of winners) {
      if (!Number.isInteger(w) || w < 0 || w >= seats.length) {
        throw new RangeError(`recordGame: winner seat ${w} outside 0..${seats.length - 1}`);
      }
    }
  }
  const s = seatingFor(t, seats);
  s.games += 1;
  s.lengthSum += length;
  s.lengthSumSq += length * length;
  bump(s.lengthHist, String(length), 1);
  if (outcome.kind === 'win') {
    for (const w of winners) {
      s.wins[w] = (s.wins[w] ?? 0) + 1;
      bump(s.winReasons[w]!, outcome.reason, 1);
    }
  } else {
    if (outcome.kind === 'draw') s.draws += 1;
    else s.timeouts += 1;
    bump(s.endReasons, outcome.reason, 1);
  }
}

/** Records a pair: `outcomeA` for `seatsA` (two seats), `outcomeB` for the same game with the seats swapped. */
export function recordSwappedPair(t: Tally, seatsA: readonly string[], outcomeA: Outcome, outcomeB: Outcome): void {
  const pairs = (t.pairs ??= { factions: {}, seat0: createPairedTally() });
  const wonA = (seat: number): boolean => outcomeA.kind === 'win' && outcomeA.winners.includes(seat);
  const wonB = (seat: number): boolean => outcomeB.kind === 'win' && outcomeB.winners.includes(seat);
  const [f0, f1] = seatsA as [string, string];
  recordPair((pairs.factions[f0] ??= createPairedTally()), wonA(0), wonB(1));
  if (f1 !== f0) recordPair((pairs.factions[f1] ??= createPairedTally()), wonB(0), wonA(1));
  recordPair(pairs.seat0, wonA(0), wonB(0));
}

export function mergeInto(target: Tally, src: Tally): Tally {
  if (src.pairs) {
    const into = (target.pairs ??= { factions: {}, seat0: createPairedTally() });
    for (const [f, p] of Object.entries(src.pairs.factions)) into.factions[f] = mergePaired(into.factions[f] ?? createPairedTally(), p);
    into.seat0 = mergePaired(into.seat0, src.pairs.seat0);
  }
  for (const from of Object.values(src.seatings)) {
    const into = seatingFor(target, from.seats);
    into.games += from.games;
    into.draws += from.draws;
    into.timeouts += from.timeouts;
    into.lengthSum += from.lengthSum;
    into.lengthSumSq += from.lengthSumSq;
    addCounts(into.lengthHist, from.lengthHist);
    addCounts(into.endReasons, from.endReasons);
    from.wins.forEach((w, i) => {
      into.wins[i] = (into.wins[i] ?? 0) + w;
    });
    from.winReasons.forEach((r, i) => {
      addCounts((into.winReasons[i] ??= {}), r);
    });
  }
  return target;
}

export function mergeTallies(...parts: Tally[]): Tally {
  const out = createTally();
  for (const p of parts) mergeInto(out, p);
  return out;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function sortedCounts(counts: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of Object.keys(counts).sort(byCodeUnit)) out[k] = counts[k]!;
  return out;
}

/** A deep copy with keys sorted everywhere, so JSON.stringify is byte-stable. */
export function canonicalTally(t: Tally): Tally {
  const seatings: Record<string, SeatingTally> = {};
  for (const key of Object.keys(t.seatings).sort(byCodeUnit)) {
    const s = t.seatings[key]!;
    seatings[key] = {
      seats: [...s.seats],
      games: s.games,
      wins: [...s.wins],
      draws: s.draws,
      timeouts: s.timeouts,
      lengthSum: s.lengthSum,
      lengthSumSq: s.lengthSumSq,
      lengthHist: sortedCounts(s.lengthHist),
      winReasons: s.winReasons.map(sortedCounts),
      endReasons: sortedCounts(s.endReasons),
    };
  }
  if (!t.pairs) return { seatings };
  const factions: Record<string, PairedTally> = {};
  for (const f of Object.keys(t.pairs.factions).sort(byCodeUnit)) factions[f] = { ...t.pairs.factions[f]! };
  return { seatings, pairs: { factions, seat0: { ...t.pairs.seat0 } } };
}

export function totalGames(t: Tally): number {
  let n = 0;
  for (const s of Object.values(t.seatings)) n += s.games;
  return n;
}
