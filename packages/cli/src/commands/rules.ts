// balance-lab rules <game>: every parameter with its default, what it accepts and its source.
import { describeAccepted, loadGameRef, UsageError } from '@balance-lab/core';
import { parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { findGame } from '../registry.js';

export const RULES_OPTIONS: readonly OptionSpec[] = [{ name: 'json', kind: 'flag', help: 'print the parameters as JSON' }];

export async function rulesCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs('rules', argv, RULES_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const entry = findGame(gameId);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for rules: give one game`);
  const game = await loadGameRef(entry.ref);
  const rows = game.parameters.map((p) => ({
    key: p.key,
    default: p.default,
    accepts: describeAccepted(p),
    source: p.source,
    description: p.description,
    ...(p.alternatives ? { alternatives: p.alternatives } : {}),
  }));
  if (args.flags.has('json')) {
    io.stdout.write(JSON.stringify({ game: game.id, version: game.version, parameters: rows }, null, 2) + '\n');
    return 0;
  }
  io.stdout.write(`${game.name} (${game.id} ${game.version}): ${rows.length} parameters; change any with --set key=value\n\n`);
  for (const r of rows) {
    io.stdout.write(`${r.key} = ${String(r.default)}\n`);
    io.stdout.write(`    ${r.description}; accepts ${r.accepts}\n`);
    io.stdout.write(`    source: ${r.source}\n`);
    if (r.alternatives) io.stdout.write(`    alternatives: ${r.alternatives.join(', ')}\n`);
  }
  return 0;
}
