// Reads the CSV tables a run writes (plain comma-separated, no quoted commas in them)
// and small checks shared by the end-to-end tests of the widened CLI.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { listFiles, type CliResult } from './cli-helpers.js';

export type Row = Record<string, string>;

/** The header line of a CSV file in `dir`. */
export function header(dir: string, file: string): string {
  return readFileSync(join(dir, file), 'utf8').split('\n')[0] as string;
}

/** Every data row of a CSV file in `dir`, keyed by the header's column names. */
export function readCsv(dir: string, file: string): Row[] {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l !== '');
  const cols = (lines[0] as string).split(',');
  return lines.slice(1).map((l) => {
    const cells = l.split(',');
    const row: Row = {};
    cols.forEach((c, i) => (row[c] = cells[i] ?? ''));
    return row;
  });
}

/** Bad input: exit 2, one `balance-lab: ` line on stderr matching `message`, nothing on stdout. */
export function expectOneLine(r: CliResult, message: RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^balance-lab: /);
  expect(lines[0]).toMatch(message);
  expect(r.stdout).toBe('');
}

/** Nothing was written: the --out directory does not exist, or is empty. */
export function expectNothingWritten(parent: string): void {
  expect(listFiles(parent)).toEqual([]);
}
