// Mergeable sufficient statistics of a run. Everything is an integer count or
// integer sum, so merging shards from worker threads or checkpoints is exact
// and independent of order; the statistics module derives rates from these.
import type { Outcome, SeatIndex } from './contracts.js';
import { createPairedTally, mergePaired, recordPair, type PairedTally } from './paired.js';

/** How many games ended each way other than a win, by reason. */
export interface EndReasons {
  loss: Record<string, number>;
  draw: Record<string, number>;
  timeout: Record<string, number>;
}

/** Per seat sums of one metric over the seating's games (exact integers). */
export interface MetricSums {
  sum: number[];
  sumSq: number[];
}

export interface SeatingTally {
  /** Faction id per seat. */
  seats: string[];
  games: number;
  /** Wins per seat (a shared win counts for each winner; a co-op win for every seat). */
  wins: number[];
  /** Finished games no seat won (a solo player beaten, a party wiped out). */
  losses: number;
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
  /** Reasons of the games no seat won, by kind. */
  ends: EndReasons;
  /**
   * Turn positions: `turnGames[seat * N + p]` = games in which that seat took its first
   * turn p-th (0 = first), `turnWins` the same for its wins. N = seats.length.
   */
  turnGames: number[];
  turnWins: number[];
  /** Metric key -> per seat sums (games with the game's `metrics`). */
  metrics: Record<string, MetricSums>;
}

export interface Tally {
  /** Key = seatingKey(seats). */
  seatings: Record<string, SeatingTally>;
  /** Paired two-player runs (--paired): the pairs of seat-swapped games. */
  pairs?: PairTallies;
  /** Paired runs at 3 or more players: the groups of rotated games, by player count. */
  rotations?: Record<string, RotationTallies>;
}

/**
 * A group of N games: one game index played in all N rotations of its seating.
 * `wins[k]` counts the groups in which the subject won k of the N games.
 */
export interface RotationTally {
  n: number;
  wins: number[];
}

export interface RotationTallies {
  /** Per faction: its wins in each group (it sits in every game of the group). */
  factions: Record<string, RotationTally>;
  /** Per seat index: the wins of whoever held that seat, over the group. */
  seats: RotationTally[];
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
    losses: 0,
    draws: 0,
    timeouts: 0,
    lengthSum: 0,
    lengthSumSq: 0,
    lengthHist: {},
    winReasons: seats.map(() => ({})),
    ends: { loss: {}, draw: {}, timeout: {} },
    turnGames: new Array<number>(seats.length * seats.length).fill(0),
    turnWins: new Array<number>(seats.length * seats.length).fill(0),
    metrics: {},
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

/** What a finished game reports besides its outcome: turn positions and metrics. */
export interface GameExtras {
  /** Seats in the order of their first turn; null: seat order. */
  readonly turnOrder?: readonly SeatIndex[] | null;
  /** Metric keys and their values, `values[seat * keys.length + m]`. */
  readonly metrics?: { readonly keys: readonly string[]; readonly values: ArrayLike<number> } | null;
}

function checkTurnOrder(order: readonly SeatIndex[], n: number): void {
  const seen = new Array<boolean>(n).fill(false);
  if (order.length !== n) throw new RangeError(`recordGame: turn order ${order.join(',')} is not a permutation of the ${n} seats`);
  for (const s of order) {
    if (!Number.isInteger(s) || s < 0 || s >= n || seen[s]) throw new RangeError(`recordGame: turn order ${order.join(',')} is not a permutation of the ${n} seats`);
    seen[s] = true;
  }
}

export function recordGame(t: Tally, seats: readonly string[], outcome: Outcome, length: number, extras: GameExtras = {}): void {
  // The histogram is keyed by exact length, and sums must stay exact for merging.
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`recordGame: length must be an integer >= 0, got ${length}`);
  }
  // Validate before touching the tally so a bad outcome leaves it unchanged.
  const winners = outcome.kind === 'win' ? [...new Set(outcome.winners)] : [];
  if (outcome.kind === 'win') {
    if (winners.length === 0) throw new RangeError('recordGame: a win needs at least one winner (a game no seat wins is a loss)');
    for (const w of winners) {
      if (!Number.isInteger(w) || w < 0 || w >= seats.length) {
        throw new RangeError(`recordGame: winner seat ${w} outside 0..${seats.length - 1}`);
      }
    }
  } else if (outcome.kind !== 'loss' && outcome.kind !== 'draw' && outcome.kind !== 'timeout') {
    throw new RangeError(`recordGame: unknown outcome kind '${String(outcome.kind)}'`);
  }
  const n = seats.length;
  const order = extras.turnOrder ?? null;
  if (order) checkTurnOrder(order, n);
  const m = extras.metrics ?? null;
  if (m) {
    if (m.values.length < n * m.keys.length) throw new RangeError(`recordGame: ${m.values.length} metric values for ${n} seats × ${m.keys.length} metrics`);
    for (let i = 0; i < n * m.keys.length; i++) {
      if (!Number.isSafeInteger(m.values[i])) throw new RangeError(`recordGame: metric ${m.keys[i % m.keys.length]} of seat ${Math.floor(i / m.keys.length)} is ${m.values[i]}, not an integer`);
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
    if (outcome.kind === 'loss') s.losses += 1;
    else if (outcome.kind === 'draw') s.draws += 1;
    else s.timeouts += 1;
    bump(s.ends[outcome.kind], outcome.reason, 1);
  }
  for (let p = 0; p < n; p++) {
    const seat = order ? (order[p] as number) : p;
    s.turnGames[seat * n + p] = (s.turnGames[seat * n + p] ?? 0) + 1;
    if (winners.includes(seat)) s.turnWins[seat * n + p] = (s.turnWins[seat * n + p] ?? 0) + 1;
  }
  if (m) {
    m.keys.forEach((key, k) => {
      const acc = (s.metrics[key] ??= { sum: new Array<number>(n).fill(0), sumSq: new Array<number>(n).fill(0) });
      for (let seat = 0; seat < n; seat++) {
        const v = m.values[seat * m.keys.length + k] as number;
        acc.sum[seat] = (acc.sum[seat] ?? 0) + v;
        acc.sumSq[seat] = (acc.sumSq[seat] ?? 0) + v * v;
      }
    });
  }
}

function createRotationTally(players: number): RotationTally {
  return { n: 0, wins: new Array<number>(players + 1).fill(0) };
}

function mergeRotation(into: RotationTally, from: RotationTally): void {
  into.n += from.n;
  from.wins.forEach((w, k) => (into.wins[k] = (into.wins[k] ?? 0) + w));
}

/**
 * Records a group of N ≥ 3 rotated games: `outcomes[r]` is the game in which seat s
 * held faction `seats[(s + r) % N]`.
 */
export function recordRotationGroup(t: Tally, seats: readonly string[], outcomes: readonly Outcome[]): void {
  const n = seats.length;
  if (outcomes.length !== n) throw new RangeError(`recordRotationGroup: ${outcomes.length} games for ${n} rotations`);
  const group = ((t.rotations ??= {})[String(n)] ??= { factions: {}, seats: Array.from({ length: n }, () => createRotationTally(n)) });
  const won = (o: Outcome, seat: number): boolean => o.kind === 'win' && o.winners.includes(seat);
  for (const f of new Set(seats)) {
    let k = 0;
    outcomes.forEach((o, r) => {
      if (seats.some((g, s) => g === f && won(o, (s - r + n) % n))) k++;
    });
    const ft = (group.factions[f] ??= createRotationTally(n));
    ft.n += 1;
    ft.wins[k] = (ft.wins[k] ?? 0) + 1;
  }
  for (let seat = 0; seat < n; seat++) {
    const k = outcomes.filter((o) => won(o, seat)).length;
    const st = group.seats[seat]!;
    st.n += 1;
    st.wins[k] = (st.wins[k] ?? 0) + 1;
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
  for (const [players, from] of Object.entries(src.rotations ?? {})) {
    const n = Number(players);
    const into = ((target.rotations ??= {})[players] ??= { factions: {}, seats: Array.from({ length: n }, () => createRotationTally(n)) });
    for (const [f, r] of Object.entries(from.factions)) mergeRotation((into.factions[f] ??= createRotationTally(n)), r);
    from.seats.forEach((r, i) => mergeRotation(into.seats[i]!, r));
  }
  if (src.pairs) {
    const into = (target.pairs ??= { factions: {}, seat0: createPairedTally() });
    for (const [f, p] of Object.entries(src.pairs.factions)) into.factions[f] = mergePaired(into.factions[f] ?? createPairedTally(), p);
    into.seat0 = mergePaired(into.seat0, src.pairs.seat0);
  }
  for (const from of Object.values(src.seatings)) {
    const into = seatingFor(target, from.seats);
    into.games += from.games;
    into.losses += from.losses;
    into.draws += from.draws;
    into.timeouts += from.timeouts;
    into.lengthSum += from.lengthSum;
    into.lengthSumSq += from.lengthSumSq;
    addCounts(into.lengthHist, from.lengthHist);
    for (const kind of ['loss', 'draw', 'timeout'] as const) addCounts(into.ends[kind], from.ends[kind]);
    from.turnGames.forEach((g, i) => (into.turnGames[i] = (into.turnGames[i] ?? 0) + g));
    from.turnWins.forEach((w, i) => (into.turnWins[i] = (into.turnWins[i] ?? 0) + w));
    for (const [key, m] of Object.entries(from.metrics)) {
      const acc = (into.metrics[key] ??= { sum: m.sum.map(() => 0), sumSq: m.sumSq.map(() => 0) });
      m.sum.forEach((v, i) => (acc.sum[i] = (acc.sum[i] ?? 0) + v));
      m.sumSq.forEach((v, i) => (acc.sumSq[i] = (acc.sumSq[i] ?? 0) + v));
    }
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
      losses: s.losses,
      draws: s.draws,
      timeouts: s.timeouts,
      lengthSum: s.lengthSum,
      lengthSumSq: s.lengthSumSq,
      lengthHist: sortedCounts(s.lengthHist),
      winReasons: s.winReasons.map(sortedCounts),
      ends: { loss: sortedCounts(s.ends.loss), draw: sortedCounts(s.ends.draw), timeout: sortedCounts(s.ends.timeout) },
      turnGames: [...s.turnGames],
      turnWins: [...s.turnWins],
      metrics: Object.fromEntries(Object.keys(s.metrics).sort(byCodeUnit).map((k) => [k, { sum: [...s.metrics[k]!.sum], sumSq: [...s.metrics[k]!.sumSq] }])),
    };
  }
  const out: Tally = { seatings };
  if (t.pairs) {
    const factions: Record<string, PairedTally> = {};
    for (const f of Object.keys(t.pairs.factions).sort(byCodeUnit)) factions[f] = { ...t.pairs.factions[f]! };
    out.pairs = { factions, seat0: { ...t.pairs.seat0 } };
  }
  if (t.rotations) {
    out.rotations = {};
    for (const players of Object.keys(t.rotations).sort((a, b) => Number(a) - Number(b))) {
      const r = t.rotations[players]!;
      const factions: Record<string, RotationTally> = {};
      for (const f of Object.keys(r.factions).sort(byCodeUnit)) factions[f] = { n: r.factions[f]!.n, wins: [...r.factions[f]!.wins] };
      out.rotations[players] = { factions, seats: r.seats.map((x) => ({ n: x.n, wins: [...x.wins] })) };
    }
  }
  return out;
}

export function totalGames(t: Tally): number {
  let n = 0;
  for (const s of Object.values(t.seatings)) n += s.games;
  return n;
}
