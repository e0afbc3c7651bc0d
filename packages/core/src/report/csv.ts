// CSV tables of the statistics. Rates are pre-formatted with a fixed number of
// decimals so that the same tally always produces byte-identical files.
import * as aq from 'arquero';
import type { FactionRow, MatchupRow, MetricRow, SeatRow, TurnRow } from '../stats.js';
import type { Tally } from '../tally.js';

export const CSV_DECIMALS = 6;

const fixed = (x: number): string => x.toFixed(CSV_DECIMALS);

type Cell = string | number | null;

// Explicit column names keep the header (and its order) even for zero rows.
function toCsv(columns: string[], rows: Record<string, Cell>[]): string {
  return aq.from(rows, columns).toCSV();
}

const fixedOrBlank = (x: number | null): string | null => (x === null ? null : fixed(x));

/** One row per player count and faction; `relative` is win_rate ÷ fair_share (1 = fair). */
export function factionsCsv(rows: FactionRow[]): string {
  const columns = ['players', 'faction', 'games', 'wins', 'losses', 'draws', 'timeouts', 'win_rate', 'ci_low', 'ci_high', 'fair_share', 'relative', 'rel_low', 'rel_high'];
  return toCsv(
    columns,
    rows.map((r) => ({
      players: r.players,
      faction: r.faction,
      games: r.games,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      timeouts: r.timeouts,
      win_rate: fixed(r.winRate),
      ci_low: fixed(r.ciLow),
      ci_high: fixed(r.ciHigh),
      fair_share: fixed(r.fairShare),
      relative: fixedOrBlank(r.relative),
      rel_low: fixedOrBlank(r.relLow),
      rel_high: fixedOrBlank(r.relHigh),
    })),
  );
}

/** As many seat columns as the widest seating; narrower seatings leave them blank. */
export function matchupsCsv(rows: MatchupRow[]): string {
  const width = rows.reduce((w, r) => Math.max(w, r.seats.length), 0);
  const seatIdx = Array.from({ length: width }, (_, i) => i);
  const columns = [
    'players',
    ...seatIdx.map((i) => `seat${i}`),
    'games',
    ...seatIdx.map((i) => `wins_seat${i}`),
    'losses',
    'draws',
    'timeouts',
    ...seatIdx.flatMap((i) => [`win_rate_seat${i}`, `ci_low_seat${i}`, `ci_high_seat${i}`]),
    'loss_rate',
    'draw_rate',
    'timeout_rate',
    'mean_length',
  ];
  return toCsv(
    columns,
    rows.map((r) => {
      const row: Record<string, Cell> = {
        players: r.players,
        games: r.games,
        losses: r.losses,
        draws: r.draws,
        timeouts: r.timeouts,
        loss_rate: fixed(r.lossRate),
        draw_rate: fixed(r.drawRate),
        timeout_rate: fixed(r.timeoutRate),
        mean_length: fixed(r.meanLength),
      };
      for (const i of seatIdx) {
        const has = i < r.seats.length;
        row[`seat${i}`] = has ? r.seats[i]! : null;
        row[`wins_seat${i}`] = has ? (r.wins[i] ?? 0) : null;
        row[`win_rate_seat${i}`] = has ? fixed(r.winRate[i] ?? 0) : null;
        row[`ci_low_seat${i}`] = has ? fixed(r.ciLow[i] ?? 0) : null;
        row[`ci_high_seat${i}`] = has ? fixed(r.ciHigh[i] ?? 1) : null;
      }
      return row;
    }),
  );
}

/** A win rate with its interval for each player count and `key` (a seat index or a turn position). */
function rateTableCsv<K extends 'seat' | 'position'>(key: K, rows: readonly (Pick<SeatRow, 'players' | 'games' | 'wins' | 'winRate' | 'ciLow' | 'ciHigh'> & Record<K, number>)[]): string {
  return toCsv(
    ['players', key, 'games', 'wins', 'win_rate', 'ci_low', 'ci_high'],
    rows.map((r) => ({
      players: r.players,
      [key]: r[key],
      games: r.games,
      wins: r.wins,
      win_rate: fixed(r.winRate),
      ci_low: fixed(r.ciLow),
      ci_high: fixed(r.ciHigh),
    })),
  );
}

/** Win rate by seat index, per player count. */
export function seatsCsv(rows: SeatRow[]): string {
  return rateTableCsv('seat', rows);
}

/** Win rate by turn position (0 = the seat that moved first), per player count. */
export function turnsCsv(rows: TurnRow[]): string {
  return rateTableCsv('position', rows);
}

/** The game's per-game counters: per player count, faction and metric, the exact sum and the mean per game. */
export function metricsCsv(rows: MetricRow[]): string {
  const columns = ['players', 'faction', 'metric', 'games', 'sum', 'mean', 'sd', 'ci_low', 'ci_high'];
  return toCsv(
    columns,
    rows.map((r) => ({
      players: r.players,
      faction: r.faction,
      metric: r.metric,
      games: r.games,
      sum: r.sum,
      mean: fixed(r.mean),
      sd: fixed(r.sd),
      ci_low: Number.isFinite(r.ciLow) ? fixed(r.ciLow) : null,
      ci_high: Number.isFinite(r.ciHigh) ? fixed(r.ciHigh) : null,
    })),
  );
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Histogram bins with games, sorted by length. */
function histRows(hist: Record<string, number>): [number, number][] {
  return Object.entries(hist)
    .map(([k, n]) => [Number(k), n] as [number, number])
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The exact game-length histogram: `length,games`, over all games. With
 * `bySeating`, one block per seating instead, with seat columns as in
 * matchups.csv: `seat0,seat1,…,length,games`.
 */
export function lengthsCsv(t: Tally, opts: { bySeating?: boolean } = {}): string {
  const keys = Object.keys(t.seatings).sort(byCodeUnit);
  if (!opts.bySeating) {
    const hist: Record<string, number> = {};
    for (const k of keys) {
      for (const [len, n] of Object.entries(t.seatings[k]!.lengthHist)) hist[len] = (hist[len] ?? 0) + n;
    }
    return toCsv(['length', 'games'], histRows(hist).map(([length, games]) => ({ length, games })));
  }
  const width = keys.reduce((w, k) => Math.max(w, t.seatings[k]!.seats.length), 0);
  const seatCols = Array.from({ length: width }, (_, i) => `seat${i}`);
  const rows: Record<string, Cell>[] = [];
  for (const k of keys) {
    const s = t.seatings[k]!;
    for (const [length, games] of histRows(s.lengthHist)) {
      const row: Record<string, Cell> = { length, games };
      seatCols.forEach((c, i) => (row[c] = s.seats[i] ?? null));
      rows.push(row);
    }
  }
  return toCsv([...seatCols, 'length', 'games'], rows);
}

export interface PathRow {
  outcome: 'win' | 'loss' | 'draw' | 'timeout';
  /** The winning faction; '' for losses, draws and timeouts. */
  faction: string;
  reason: string;
  games: number;
  /** Share of the faction's wins (win rows), or of the games that ended the same way. */
  share: number;
}

/**
 * Victory paths: per faction, how many of its wins came by each reason (pooled
 * over seats, seatings and counts), then the reasons of losses, draws and
 * timeouts. Factions follow `factions` order, then any others by id; within a group
 * the most common reason comes first (ties by name) so the file is byte-stable.
 */
export function pathRows(t: Tally, factions: readonly string[] = []): PathRow[] {
  const wins = new Map<string, Record<string, number>>();
  for (const f of factions) wins.set(f, {});
  const ends = { loss: {}, draw: {}, timeout: {} } as Record<Exclude<PathRow['outcome'], 'win'>, Record<string, number>>;
  for (const key of Object.keys(t.seatings).sort(byCodeUnit)) {
    const s = t.seatings[key]!;
    s.seats.forEach((f, i) => {
      let acc = wins.get(f);
      if (!acc) wins.set(f, (acc = {}));
      for (const [r, n] of Object.entries(s.winReasons[i] ?? {})) acc[r] = (acc[r] ?? 0) + n;
    });
    for (const kind of ['loss', 'draw', 'timeout'] as const) {
      for (const [r, n] of Object.entries(s.ends[kind])) ends[kind][r] = (ends[kind][r] ?? 0) + n;
    }
  }
  const listed = [...new Set(factions)];
  const rest = [...wins.keys()].filter((f) => !listed.includes(f)).sort(byCodeUnit);
  const out: PathRow[] = [];
  const push = (outcome: PathRow['outcome'], faction: string, counts: Record<string, number>): void => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const sorted = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || byCodeUnit(a[0], b[0]));
    for (const [reason, games] of sorted) out.push({ outcome, faction, reason, games, share: games / total });
  };
  for (const f of [...listed, ...rest]) push('win', f, wins.get(f)!);
  for (const kind of ['loss', 'draw', 'timeout'] as const) push(kind, '', ends[kind]);
  return out;
}

export function pathsCsv(t: Tally, factions: readonly string[] = []): string {
  return toCsv(
    ['outcome', 'faction', 'reason', 'games', 'share'],
    pathRows(t, factions).map((r) => ({ ...r, share: fixed(r.share) })),
  );
}
