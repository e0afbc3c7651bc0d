// CSV tables of the statistics. Rates are pre-formatted with a fixed number of
// decimals so that the same tally always produces byte-identical files.
import * as aq from 'arquero';
import type { FactionRow, MatchupRow, SeatRow } from '../stats.js';

export const CSV_DECIMALS = 6;

const fixed = (x: number): string => x.toFixed(CSV_DECIMALS);

type Cell = string | number | null;

// Explicit column names keep the header (and its order) even for zero rows.
function toCsv(columns: string[], rows: Record<string, Cell>[]): string {
  return aq.from(rows, columns).toCSV();
}

export function factionsCsv(rows: FactionRow[]): string {
  const columns = ['faction', 'games', 'wins', 'draws', 'timeouts', 'win_rate', 'ci_low', 'ci_high'];
  return toCsv(
    columns,
    rows.map((r) => ({
      faction: r.faction,
      games: r.games,
      wins: r.wins,
      draws: r.draws,
      timeouts: r.timeouts,
      win_rate: fixed(r.winRate),
      ci_low: fixed(r.ciLow),
      ci_high: fixed(r.ciHigh),
    })),
  );
}

/** As many seat columns as the widest seating; narrower seatings leave them blank. */
export function matchupsCsv(rows: MatchupRow[]): string {
  const width = rows.reduce((w, r) => Math.max(w, r.seats.length), 0);
  const seatIdx = Array.from({ length: width }, (_, i) => i);
  const columns = [
    ...seatIdx.map((i) => `seat${i}`),
    'games',
    ...seatIdx.map((i) => `wins_seat${i}`),
    'draws',
    'timeouts',
    ...seatIdx.flatMap((i) => [`win_rate_seat${i}`, `ci_low_seat${i}`, `ci_high_seat${i}`]),
    'draw_rate',
    'timeout_rate',
    'mean_length',
  ];
  return toCsv(
    columns,
    rows.map((r) => {
      const row: Record<string, Cell> = {
        games: r.games,
        draws: r.draws,
        timeouts: r.timeouts,
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

export function seatsCsv(rows: SeatRow[]): string {
  const columns = ['seat', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high'];
  return toCsv(
    columns,
    rows.map((r) => ({
      seat: r.seat,
      games: r.games,
      wins: r.wins,
      win_rate: fixed(r.winRate),
      ci_low: fixed(r.ciLow),
      ci_high: fixed(r.ciHigh),
    })),
  );
}
