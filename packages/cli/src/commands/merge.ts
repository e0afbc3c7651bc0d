// balance-lab merge <dir>...: combines shard results into one, refusing parts of different runs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkMergeable,
  loadGameRef,
  mergeSummaries,
  type AnyGame,
  summaryJson,
  UsageError,
  writeFileAtomic,
  writeRunOutputs,
  type Summary,
} from '@balance-lab/core';
import { parseArgs, type OptionSpec } from '../args.js';
import { summaryTable, type Io } from '../output.js';
import { findGame } from '../registry.js';
import { loadRecordedModule } from '../game-module.js';
import { BAND_OPTION, bandOption } from '../plan-args.js';

export const MERGE_OPTIONS: readonly OptionSpec[] = [
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'directory for the merged result (required)' },
  BAND_OPTION,
  { name: 'json', kind: 'flag', help: 'print the merged summary.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no table' },
];

function readSummary(dir: string): Summary {
  const path = join(dir, 'summary.json');
  if (!existsSync(path)) throw new UsageError(`no summary.json in '${dir}': merge takes directories written by simulate --out`);
  let s: Summary;
  try {
    s = JSON.parse(readFileSync(path, 'utf8')) as Summary;
  } catch (e) {
    throw new UsageError(`cannot read '${path}': ${(e as Error).message}`);
  }
  if (typeof s !== 'object' || s === null || typeof s.game !== 'string' || !s.tally || !Array.isArray(s.shards) || !s.plan) {
    throw new UsageError(`'${path}' is not a balance-lab summary`);
  }
  return s;
}

/**
 * The game a summary was made with: a built-in game by its name, or the designer's module
 * it names, which must be unchanged (merge refuses a changed module, as resume does).
 */
async function gameOf(s: Summary, dir: string): Promise<AnyGame> {
  if (!s.module) return loadGameRef(findGame(s.game).ref);
  return (await loadRecordedModule(s.module, `cannot merge '${dir}' with the game module as it is now`)).game;
}

export async function mergeCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('merge', argv, MERGE_OPTIONS);
  const out = args.values.get('out');
  if (out === undefined) throw new UsageError('merge needs --out DIR');
  if (args.positionals.length === 0) throw new UsageError('merge needs at least one directory to merge');
  const band = bandOption(args);
  const parts = args.positionals.map((dir) => ({ label: dir, summary: readSummary(dir) }));
  // The parts must agree with each other before the game they name is loaded, so a
  // shard made with another module is named as such, not as a change on disk.
  checkMergeable(parts);
  const game = await gameOf(parts[0]!.summary, parts[0]!.label);
  const { summary: merged, missing } = mergeSummaries(game, parts, { command, band });
  await writeRunOutputs(out, merged, { parameters: game.parameters });
  const errorTables = parts.map((p) => join(p.label, 'errors.csv')).filter((f) => existsSync(f));
  if (errorTables.length > 0) {
    const [header, ...rows] = errorTables.flatMap((f, i) => readFileSync(f, 'utf8').trimEnd().split('\n').slice(i === 0 ? 0 : 1));
    writeFileAtomic(join(out, 'errors.csv'), [header, ...rows].join('\n') + '\n');
  }
  if (args.flags.has('json')) io.stdout.write(summaryJson(merged));
  if (missing.length > 0) io.stderr.write(`balance-lab: missing shards ${missing.join(', ')} of ${merged.plan.shardCount}: the merged result is marked incomplete\n`);
  if (!args.flags.has('quiet')) io.stderr.write(summaryTable(merged) + `written to ${out}/\n`);
  return 0;
}
