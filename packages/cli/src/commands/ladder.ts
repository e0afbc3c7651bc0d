// balance-lab ladder <game> --bots a,b,..: a bot-vs-bot win matrix.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import * as aq from 'arquero';
import { availableParallelism } from 'node:os';
import { parseBotSpec, runLadder, UsageError, writeFileAtomic, type LadderCell, type LadderResult } from '@balance-lab/core';
import { intOption, listOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { loadGame } from '../game-arg.js';
import { parseSets } from '../plan-args.js';

export const LADDER_OPTIONS: readonly OptionSpec[] = [
  { name: 'bots', kind: 'value', placeholder: 'A,B,..', help: 'bots to rank (at least two)' },
  { name: 'games', kind: 'value', placeholder: 'N', help: 'games per pair of bots, half in each seat order (default 1200; with --players N a multiple of 2N)' },
  { name: 'players', kind: 'value', placeholder: 'N', help: 'players per game (default 2); with more, each bot sits alone against the other in every other seat' },
  { name: 'seed', kind: 'value', placeholder: 'S', help: 'run seed (default 1)' },
  { name: 'factions', kind: 'value', placeholder: 'a,b,..', help: 'factions rotated over (default: all)' },
  { name: 'set', kind: 'list', placeholder: 'param=value', help: 'override a rule parameter (repeatable)' },
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core)' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write ladder.csv, ladder-factions.csv and ladder.json here' },
  { name: 'json', kind: 'flag', help: 'print ladder.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no matrix on stderr' },
];

const COLUMNS = ['bot', 'opponent', 'faction', 'games', 'wins', 'losses', 'draws', 'timeouts', 'win_rate_decided', 'ci_low', 'ci_high'];

function csv(cells: readonly LadderCell[], withFaction: boolean): string {
  const cols = withFaction ? COLUMNS : COLUMNS.filter((c) => c !== 'faction');
  return aq
    .from(
      cells.map((c) => ({
        bot: c.bot,
        opponent: c.opponent,
        faction: c.faction ?? '',
        games: c.games,
        wins: c.wins,
        losses: c.losses,
        draws: c.draws,
        timeouts: c.timeouts,
        win_rate_decided: c.winRate.toFixed(6),
        ci_low: c.ciLow.toFixed(6),
        ci_high: c.ciHigh.toFixed(6),
      })),
      cols,
    )
    .toCSV();
}

export function ladderMatrix(r: LadderResult): string {
  const w = Math.max(10, ...r.bots.map((b) => b.length + 2));
  const lines = [r.players === 2 ? 'win rate of the row bot over decided games (95% interval)' : `win rate of the row bot alone against the column bot in the other ${r.players - 1} seats, over decided games (95% interval)`, ''.padEnd(w) + r.bots.map((b) => b.padStart(w + 8)).join('')];
  for (const bot of r.bots) {
    let line = bot.padEnd(w);
    for (const opp of r.bots) {
      const c = r.cells.find((x) => x.bot === bot && x.opponent === opp && x.faction === null);
      line += (c ? `${(c.winRate * 100).toFixed(1)}% [${(c.ciLow * 100).toFixed(0)},${(c.ciHigh * 100).toFixed(0)}]` : '—').padStart(w + 8);
    }
    lines.push(line);
  }
  return lines.join('\n') + '\n';
}

export async function ladderCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('ladder', argv, LADDER_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for ladder: give one game`);
  if (!args.values.has('bots')) throw new UsageError('ladder needs --bots A,B,.. (at least two bots)');
  const bots = listOption(args.values.get('bots') as string, 'bots');
  for (const b of bots) parseBotSpec(b);
  const sets = parseSets(args.lists.get('set') ?? []);
  const result = await runLadder({
    game,
    gameRef: chosen.ref,
    bots,
    games: intOption(args, 'games', 1200, 2, 1e12),
    players: intOption(args, 'players', 2, 2, 64),
    seed: args.values.get('seed') ?? '1',
    factions: args.values.has('factions') ? listOption(args.values.get('factions') as string, 'factions') : undefined,
    parameters: sets,
    workers: intOption(args, 'workers', availableParallelism(), 0, 256),
    onPair: (a, b) => {
      if (!args.flags.has('quiet')) io.stderr.write(`playing ${a} vs ${b}…\n`);
    },
  });
  const json = JSON.stringify({ game: game.id, version: game.version, command, ...result }, null, 2) + '\n';
  const out = args.values.get('out');
  if (out !== undefined) {
    mkdirSync(out, { recursive: true });
    writeFileAtomic(join(out, 'ladder.csv'), csv(result.cells.filter((c) => c.faction === null), false));
    writeFileAtomic(join(out, 'ladder-factions.csv'), csv(result.cells.filter((c) => c.faction !== null), true));
    writeFileAtomic(join(out, 'ladder.json'), json);
  }
  if (args.flags.has('json')) io.stdout.write(json);
  if (!args.flags.has('quiet')) io.stderr.write(ladderMatrix(result) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
