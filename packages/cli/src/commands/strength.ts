// balance-lab strength <game> --bots a,b,..: each faction's win rate across bot strength, and whether its gap holds.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseBotSpec, runStrength, strengthCsv, strengthJson, strengthReportHtml, UsageError, writeFileAtomic, type StrengthResult } from '@balance-lab/core';
import { intOption, listOption, parseArgs, type OptionSpec, type ParsedArgs } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { loadGame } from '../game-arg.js';

export const STRENGTH_OPTIONS: readonly OptionSpec[] = [
  { name: 'bots', kind: 'value', placeholder: 'A,B,..', help: 'bot levels, weakest first (at least two): every seat plays each level in turn' },
  { name: 'games', kind: 'value', placeholder: 'N', help: 'game indices per level (default 1200)' },
  // Every plan option but the bots: here --bots lists the levels, and each level sits in every seat.
  // A curve compares levels at one player count, so --players takes one.
  ...PLAN_OPTIONS.filter((o) => o.name !== 'bot' && o.name !== 'bots').map((o) =>
    o.name === 'players' ? { ...o, placeholder: 'K', help: "seats per game: one count (default: the game's usual count)" } : o,
  ),
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core); the result is the same for any count' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write strength.csv, strength.json and report.html here' },
  { name: 'json', kind: 'flag', help: 'print strength.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no progress lines and no table on stderr' },
  { name: 'help', kind: 'flag', help: 'print these options' },
];

export const STRENGTH_USAGE =
  'balance-lab strength <game> --bots A,B,.. [--games N] [--seed S] [--players K] [--factions a,b,..] [--set p=v ...] [--variant file.json] [--content SET|file.json] [--mirror] [--paired] [--workers W] [--out DIR] [--json] [--quiet]';

export function strengthHelp(): string {
  return [
    'usage:',
    `  ${STRENGTH_USAGE}`,
    '',
    "A self-play study at each bot level on the same game indices and seatings: each faction's win rate per level,",
    'its gap from the fair share, the paired change between levels, and whether the gap grows, shrinks or holds.',
    '',
    'options:',
    ...STRENGTH_OPTIONS.map((o) => `  --${o.name}${o.kind === 'flag' ? '' : ' ' + (o.placeholder ?? 'VALUE')}`.padEnd(30) + o.help),
    '',
  ].join('\n');
}

const pct = (x: number): string => (x * 100).toFixed(1);
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;

/** What stderr shows at the end: per faction, its row at each level, then the verdicts. */
export function strengthTable(r: StrengthResult): string {
  const fair = r.partyFairShare ? "fair share: the party's win rate at each level" : `fair share ${pct(1 / r.players)}%`;
  const lines = [`${r.gameName}: ${r.levels.length} levels on the same ${r.games.toLocaleString('en-US')} game indices (seed ${r.seed}), ${r.players} player${r.players === 1 ? '' : 's'}, ${fair}`, ''];
  const w = Math.max(8, ...r.levels.map((l) => l.bot.length));
  for (const f of r.factions) {
    lines.push(f);
    for (const x of r.rows.filter((row) => row.faction === f)) {
      const change = x.change ? `   change ${pts(x.change.diff)} [${pts(x.change.low)}, ${pts(x.change.high)}]` : '';
      lines.push(`  ${x.bot.padEnd(w)}  ${pct(x.winRate).padStart(5)}% [${pct(x.ciLow)}, ${pct(x.ciHigh)}]  gap ${pts(x.gap).padStart(6)}${change}`);
    }
  }
  lines.push('');
  for (const v of r.verdicts) lines.push(v.text);
  return lines.join('\n') + '\n';
}

/** `--bots` as levels: present, each a known bot spec. Counts and repeats are checked with the plan, in core. */
function levelsFrom(args: ParsedArgs): string[] {
  const raw = args.values.get('bots');
  if (raw === undefined) throw new UsageError('strength needs --bots A,B,.. (at least two bot levels, weakest first)');
  const levels = listOption(raw, 'bots');
  for (const b of levels) parseBotSpec(b);
  return levels;
}

export async function strengthCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('strength', argv, STRENGTH_OPTIONS);
  if (args.flags.has('help')) {
    io.stdout.write(strengthHelp());
    return 0;
  }
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for strength: give one game`);
  const levels = levelsFrom(args);
  // Plan options as for simulate, without --bots (the levels): each level puts its bot in every seat.
  const planArgs: ParsedArgs = { ...args, values: new Map([...args.values].filter(([k]) => k !== 'bots')) };
  const { bots: _bots, ...plan } = planOptionsFrom(chosen, planArgs, intOption(args, 'games', 1200, 1, 1e12), null);
  const quiet = args.flags.has('quiet');
  const result = await runStrength({
    game,
    gameRef: chosen.ref,
    plan,
    levels,
    workers: intOption(args, 'workers', availableParallelism(), 0, 256),
    onLevel: (bot, i, total) => {
      if (!quiet) io.stderr.write(`[${i + 1}/${total}] ${bot}\n`);
    },
  });
  const json = strengthJson(result, command);
  const out = args.values.get('out');
  if (out !== undefined) {
    const html = await strengthReportHtml(result, { command, parameters: game.parameters });
    mkdirSync(out, { recursive: true });
    writeFileAtomic(join(out, 'strength.csv'), strengthCsv(result));
    writeFileAtomic(join(out, 'report.html'), html);
    // Last, so a directory with a strength.json has every file of that study.
    writeFileAtomic(join(out, 'strength.json'), json);
  }
  if (args.flags.has('json')) io.stdout.write(json);
  if (!quiet) io.stderr.write(strengthTable(result) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
