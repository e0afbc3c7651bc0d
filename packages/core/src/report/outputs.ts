// The files of a run directory. Each is written atomically, so a reader never
// sees half a file and a crash never leaves one.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Summary } from '../summary.js';
import { factionsCsv, matchupsCsv, seatsCsv } from './csv.js';
import { writeFileAtomic } from './files.js';

export const OUTPUT_FILES = ['summary.json', 'factions.csv', 'matchups.csv', 'seats.csv'] as const;

export function summaryJson(summary: Summary): string {
  return JSON.stringify(summary, null, 2) + '\n';
}

export function writeRunOutputs(dir: string, summary: Summary): void {
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, 'factions.csv'), factionsCsv([...summary.factions]));
  writeFileAtomic(join(dir, 'matchups.csv'), matchupsCsv([...summary.matchups]));
  writeFileAtomic(join(dir, 'seats.csv'), seatsCsv([...summary.seats]));
  // Last, so a directory with a summary.json has every file of that summary.
  writeFileAtomic(join(dir, 'summary.json'), summaryJson(summary));
}
