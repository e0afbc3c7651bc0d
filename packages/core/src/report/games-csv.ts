// games.csv, one row per game, streamed to disk as chunks commit so millions
// of rows never sit in memory. Rows arrive in game-index order (the runner
// commits chunks in order), and the byte length after each commit is what a
// checkpoint records, so a resumed run truncates to it and appends.
import { closeSync, fsyncSync, ftruncateSync, openSync, writeSync, fstatSync } from 'node:fs';
import * as aq from 'arquero';
import type { GameRow } from '../chunk.js';

const COLUMNS = ['index', 'seating', 'kind', 'winner_seats', 'winner_factions', 'reason', 'length'] as const;

export class GamesCsvWriter {
  private readonly fd: number;
  private size: number;

  /** Opens `path`; with `resumeBytes` keeps exactly that many bytes, otherwise starts afresh. */
  constructor(path: string, resumeBytes: number | null) {
    this.fd = openSync(path, resumeBytes === null ? 'w' : 'r+');
    if (resumeBytes !== null) {
      if (fstatSync(this.fd).size < resumeBytes) throw new Error(`games.csv is shorter than its checkpoint (${resumeBytes} bytes)`);
      ftruncateSync(this.fd, resumeBytes);
    }
    this.size = resumeBytes ?? 0;
  }

  get bytes(): number {
    return this.size;
  }

  append(rows: readonly GameRow[]): void {
    if (rows.length === 0 && this.size > 0) return;
    const table = aq.from(
      rows.map((r) => ({
        index: r.index,
        seating: r.seating.join('|'),
        kind: r.kind,
        winner_seats: r.winners.join('|'),
        winner_factions: r.winners.map((s) => r.seating[s]).join('|'),
        reason: r.reason,
        length: r.length,
      })),
      [...COLUMNS],
    );
    let text = table.toCSV({ header: this.size === 0 });
    if (text.length > 0 && !text.endsWith('\n')) text += '\n';
    const buf = Buffer.from(text, 'utf8');
    writeSync(this.fd, buf, 0, buf.length, this.size);
    this.size += buf.length;
  }

  /** Flushes to disk before a checkpoint names this size. */
  sync(): void {
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}
