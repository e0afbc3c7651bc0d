// balance-lab rules <game>: every parameter with its default, what it accepts and its source.
import { describeAccepted, hashContent, UsageError } from '@balance-lab/core';
import { parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { loadGame } from '../game-arg.js';

export const RULES_OPTIONS: readonly OptionSpec[] = [{ name: 'json', kind: 'flag', help: 'print the parameters as JSON' }];

export async function rulesCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs('rules', argv, RULES_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for rules: give one game`);
  const rows = game.parameters.map((p) => ({
    key: p.key,
    default: p.default,
    accepts: describeAccepted(p),
    source: p.source,
    description: p.description,
    ...(p.alternatives ? { alternatives: p.alternatives } : {}),
  }));
  const content = game.content
    ? Object.entries(game.content.sets).map(([name, set]) => ({ name, default: name === game.content!.default, hash: hashContent(set.document), description: set.description, source: set.source }))
    : [];
  const seats = { min: game.seats.min, max: game.seats.max, default: game.seats.default ?? game.seats.min };
  if (args.flags.has('json')) {
    const extra = game.content ? { content, contentSchema: game.content.schema } : {};
    io.stdout.write(JSON.stringify({ game: game.id, version: game.version, seats, cooperative: game.cooperative === true, parameters: rows, ...extra }, null, 2) + '\n');
    return 0;
  }
  const players = seats.min === seats.max ? `${seats.min} players` : `${seats.min} to ${seats.max} players (default ${seats.default})`;
  io.stdout.write(`${game.name} (${game.id} ${game.version}), ${players}${game.cooperative ? ', co-operative' : ''}: ${rows.length} parameters; change any with --set key=value\n\n`);
  if (content.length > 0) {
    io.stdout.write(`content sets (--content NAME, or --content file.json with a document of the same schema):\n`);
    for (const c of content) {
      io.stdout.write(`${c.name}${c.default ? ' (default)' : ''}  hash ${c.hash}\n    ${c.description}\n    source: ${c.source}\n`);
    }
    io.stdout.write('\n');
  }
  for (const r of rows) {
    io.stdout.write(`${r.key} = ${String(r.default)}\n`);
    io.stdout.write(`    ${r.description}; accepts ${r.accepts}\n`);
    io.stdout.write(`    source: ${r.source}\n`);
    if (r.alternatives) io.stdout.write(`    alternatives: ${r.alternatives.join(', ')}\n`);
  }
  return 0;
}
