// errors.csv: games that threw under --keep-going, each with the replay command that reproduces it.
import * as aq from 'arquero';
import type { GameErrorRow } from '../chunk.js';

export function errorsCsv(rows: readonly GameErrorRow[], replay: (row: GameErrorRow) => string): string {
  return aq
    .from(
      rows.map((r) => ({ index: r.index, seating: r.seating.join('|'), message: r.message, replay: replay(r) })),
      ['index', 'seating', 'message', 'replay'],
    )
    .toCSV();
}
