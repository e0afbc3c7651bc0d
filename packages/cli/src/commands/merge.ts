// balance-lab merge <dir>...: combines shard results into one, refusing parts of different runs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSummary,
  createTally,
  loadGameRef,
  mergeInto,
  summaryJson,
  UsageError,
  writeFileAtomic,
  writeRunOutputs,
  type RunPlan,
  type Summary,
} from '@balance-lab/core';
import { parseArgs, type OptionSpec } from '../args.js';
import { summaryTable, type Io } from '../output.js';
import { findGame } from '../registry.js';
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

/** The fields that must agree for parts to belong to one run; the first that differs is named. */
function runIdentity(s: Summary): [string, string][] {
  return [
    ['game', s.game],
    ['version', s.version],
    ['seed', s.seed],
    ['parameters', s.parametersHash],
    ['bots', s.bots.join(',')],
    ['factions', s.plan.factions.join(',')],
    ['players', String(s.plan.players)],
    ['mirror', String(s.plan.mirror)],
    ['paired', String(s.plan.paired ?? false)],
    ['games', String(s.plan.games)],
    ['shard count', String(s.plan.shardCount)],
  ];
}

export async function mergeCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('merge', argv, MERGE_OPTIONS);
  const out = args.values.get('out');
  if (out === undefined) throw new UsageError('merge needs --out DIR');
  if (args.positionals.length === 0) throw new UsageError('merge needs at least one directory to merge');
  const parts = args.positionals.map((dir) => ({ dir, summary: readSummary(dir) }));
  const first = parts[0]!;
  const ref = runIdentity(first.summary);
  for (const p of parts.slice(1)) {
    const id = runIdentity(p.summary);
    for (let k = 0; k < ref.length; k++) {
      const [field, want] = ref[k]!;
      const got = id[k]![1];
      if (got !== want) throw new UsageError(`cannot merge '${p.dir}' with '${first.dir}': different ${field} (${got} vs ${want})`);
    }
  }
  const owner = new Map<number, string>();
  for (const p of parts) {
    for (const shard of p.summary.shards) {
      const seen = owner.get(shard);
      if (seen !== undefined) throw new UsageError(`duplicate shard ${shard}: in both '${seen}' and '${p.dir}'`);
      owner.set(shard, p.dir);
    }
  }
  const count = first.summary.plan.shardCount;
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !owner.has(i));

  const entry = findGame(first.summary.game);
  const game = await loadGameRef(entry.ref);
  const tally = createTally();
  for (const p of parts) mergeInto(tally, p.summary.tally);
  const s = first.summary;
  const plan: RunPlan = {
    seed: s.seed,
    games: s.plan.games,
    factions: s.plan.factions,
    players: s.plan.players,
    mirror: s.plan.mirror,
    bots: s.bots,
    parameters: s.parameters,
    shard: count > 1 ? { index: 0, count } : null,
    paired: s.plan.paired ?? false,
  };
  const merged = buildSummary({
    game: { ...game, version: s.version },
    plan,
    tally,
    shards: [...owner.keys()],
    wallSeconds: parts.reduce((acc, p) => acc + p.summary.wallSeconds, 0),
    workers: parts.reduce((acc, p) => acc + p.summary.workers, 0),
    complete: missing.length === 0 && parts.every((p) => p.summary.complete),
    command,
    errors: parts.reduce((acc, p) => acc + (p.summary.errors ?? 0), 0),
    band: bandOption(args) ?? s.verdicts?.band,
  });
  await writeRunOutputs(out, merged, { parameters: game.parameters });
  const errorTables = parts.map((p) => join(p.dir, 'errors.csv')).filter((f) => existsSync(f));
  if (errorTables.length > 0) {
    const [header, ...rows] = errorTables.flatMap((f, i) => readFileSync(f, 'utf8').trimEnd().split('\n').slice(i === 0 ? 0 : 1));
    writeFileAtomic(join(out, 'errors.csv'), [header, ...rows].join('\n') + '\n');
  }
  if (args.flags.has('json')) io.stdout.write(summaryJson(merged));
  if (missing.length > 0) io.stderr.write(`balance-lab: missing shards ${missing.join(', ')} of ${count}: the merged result is marked incomplete\n`);
  if (!args.flags.has('quiet')) io.stderr.write(summaryTable(merged) + `written to ${out}/\n`);
  return 0;
}
