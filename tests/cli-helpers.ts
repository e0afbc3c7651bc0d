// Runs the built balance-lab command the way a user does, and reads what it wrote.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BIN = join(ROOT, 'packages/cli/bin/balance-lab.js');

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function cli(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function tempDir(prefix = 'bl-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function readSummary(dir: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Record<string, unknown>;
}

/** The parts of a summary that are counts (and rates derived from counts): what must match across layouts. */
export function counts(summary: Record<string, unknown>): unknown {
  const { tally, factions, matchups, seats, length, totalGames, draws, timeouts, seed, parametersHash, bots } = summary;
  return { tally, factions, matchups, seats, length, totalGames, draws, timeouts, seed, parametersHash, bots };
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir);
}
