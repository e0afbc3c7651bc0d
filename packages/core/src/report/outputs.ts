// The files of a run directory. Each is written atomically, so a reader never
// sees half a file and a crash never leaves one.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ParameterSpec } from '../parameters.js';
import type { Summary } from '../summary.js';
import { factionsCsv, lengthsCsv, matchupsCsv, metricsCsv, pathsCsv, seatsCsv, turnsCsv } from './csv.js';
import { writeFileAtomic } from './files.js';
import { reportHtml } from './html.js';

export const OUTPUT_FILES = ['summary.json', 'factions.csv', 'matchups.csv', 'seats.csv', 'turns.csv', 'metrics.csv', 'lengths.csv', 'paths.csv', 'report.html'] as const;

export function summaryJson(summary: Summary): string {
  return JSON.stringify(summary, null, 2) + '\n';
}

export interface OutputOptions {
  /** The game's parameter registry, so the report shows each value's source. */
  readonly parameters?: readonly ParameterSpec[];
}

export async function writeRunOutputs(dir: string, summary: Summary, options: OutputOptions = {}): Promise<void> {
  const html = await reportHtml(summary, { band: summary.verdicts.band ?? undefined, alpha: summary.verdicts.alpha, parameters: options.parameters });
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, 'factions.csv'), factionsCsv([...summary.factions]));
  writeFileAtomic(join(dir, 'matchups.csv'), matchupsCsv([...summary.matchups]));
  writeFileAtomic(join(dir, 'seats.csv'), seatsCsv([...summary.seats]));
  writeFileAtomic(join(dir, 'turns.csv'), turnsCsv([...summary.turns]));
  writeFileAtomic(join(dir, 'metrics.csv'), metricsCsv([...summary.metrics]));
  writeFileAtomic(join(dir, 'lengths.csv'), lengthsCsv(summary.tally));
  writeFileAtomic(join(dir, 'paths.csv'), pathsCsv(summary.tally, summary.plan.factions));
  writeFileAtomic(join(dir, 'report.html'), html);
  // Last, so a directory with a summary.json has every file of that summary.
  writeFileAtomic(join(dir, 'summary.json'), summaryJson(summary));
}
