// balance-lab tune <game> --vary param=lo..hi[:step] ...: search parameters for the most balanced variant.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { runTune, searchScope, tuneCsv, tuneJson, tuneReportHtml, UsageError, writeFileAtomic, type TuneRange, type TuneResult } from '@balance-lab/core';
import { intOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { loadGame } from '../game-arg.js';

export const TUNE_OPTIONS: readonly OptionSpec[] = [
  { name: 'vary', kind: 'list', placeholder: 'param=lo..hi[:step]', help: 'a parameter to search and its range (repeatable; step 1 by default for integers)' },
  { name: 'budget', kind: 'value', placeholder: 'GAMES', help: 'games the search may play over every candidate (default 20000); the confirmation is extra' },
  { name: 'block', kind: 'value', placeholder: 'N', help: 'game indices per candidate per round (default 200)' },
  { name: 'confirm', kind: 'value', placeholder: 'N', help: 'fresh game indices for the confirmation (default: as many as the winner played)' },
  ...PLAN_OPTIONS,
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core); the result does not depend on it' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write tune.csv, tune.json and report.html here' },
  { name: 'json', kind: 'flag', help: 'print tune.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no progress or table on stderr' },
  { name: 'help', kind: 'flag', help: 'print these options' },
];

function tuneHelp(): string {
  return [
    'usage:',
    '  balance-lab tune <game> --vary param=lo..hi[:step] [--vary ...] [--bot B] [--budget GAMES] [--seed S] [--out DIR]',
    '',
    "Searches the varied parameters for the variant whose factions are closest to their fair shares (objective: the",
    "largest distance of a faction's win rate from 1/players). Candidates race in rounds on the same game indices and",
    'seatings; one significantly worse than the best is dropped. A grid too large to race whole is searched by seeded',
    'evolutionary proposals. The winner is confirmed against the defaults on fresh game indices.',
    '',
    'options:',
    ...TUNE_OPTIONS.map((o) => `  --${o.name}${o.kind === 'flag' ? '' : ' ' + (o.placeholder ?? 'VALUE')}`.padEnd(30) + o.help),
    '',
  ].join('\n');
}

const pct = (x: number): string => (x * 100).toFixed(1);
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${pct(x)}`;

/** `key=lo..hi[:step]` into a range; the values are checked against the parameter by core. */
export function parseVary(item: string): TuneRange {
  const m = /^([^=]+)=([^.:]+)\.\.([^:]+)(?::(.+))?$/.exec(item.trim());
  if (!m) throw new UsageError(`invalid --vary '${item}': expected param=lo..hi or param=lo..hi:step`);
  return { key: (m[1] as string).trim(), lo: (m[2] as string).trim(), hi: (m[3] as string).trim(), ...(m[4] !== undefined ? { step: m[4].trim() } : {}) };
}

export function tuneTable(r: TuneResult): string {
  const c = r.confirmation;
  const lines = [
    `objective: ${r.objective}`,
    `${searchScope(r)}, ${r.rounds.length} round${r.rounds.length === 1 ? '' : 's'} of ${r.block} game indices, ` +
      `${r.searchGames} search games (whole grid at the winner's precision: ${r.fullGridGames})`,
    `winner: ${r.winner}   (defaults: ${r.defaults})`,
    `confirmation on fresh indices ${c.start}-${c.end - 1}: objective ${pct(c.winner.objective)} [${pct(c.winner.objectiveLow)}, ${pct(c.winner.objectiveHigh)}] ` +
      `vs defaults ${pct(c.defaults.objective)} [${pct(c.defaults.objectiveLow)}, ${pct(c.defaults.objectiveHigh)}] points`,
  ];
  for (const f of c.changes) lines.push(`  ${f.faction.padEnd(10)} ${pct(f.defaultRate).padStart(5)}% -> ${pct(f.winnerRate).padStart(5)}%   change ${signed(f.diff)} [${signed(f.low)}, ${signed(f.high)}]`);
  return lines.join('\n') + '\n';
}

export async function tuneCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('tune', argv, TUNE_OPTIONS);
  if (args.flags.has('help')) {
    io.stdout.write(tuneHelp());
    return 0;
  }
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for tune: give one game`);
  const ranges = (args.lists.get('vary') ?? []).map(parseVary);
  if (ranges.length === 0) throw new UsageError('tune needs at least one --vary param=lo..hi[:step]');
  const { games: _games, ...plan } = planOptionsFrom(chosen, args, 1, null);
  const quiet = args.flags.has('quiet');
  const out = args.values.get('out');
  const result = await runTune({
    game: chosen.game,
    gameRef: chosen.ref,
    plan,
    ranges,
    budget: intOption(args, 'budget', 20000, 1, 1e12),
    block: intOption(args, 'block', 200, 1, 1e9),
    confirmGames: args.values.has('confirm') ? intOption(args, 'confirm', 0, 1, 1e12) : undefined,
    workers: intOption(args, 'workers', availableParallelism(), 0, 256),
    onRound: (round, n, start, end) => {
      if (!quiet) io.stderr.write(`[round ${round}] ${n} candidates on game indices ${start}-${end - 1}\n`);
    },
    onConfirm: (start, end) => {
      if (!quiet) io.stderr.write(`[confirmation] winner and defaults on fresh game indices ${start}-${end - 1}\n`);
    },
  });
  const json = tuneJson(result, command);
  if (out !== undefined) {
    const html = await tuneReportHtml(result, { command });
    if (!existsSync(out)) mkdirSync(out, { recursive: true });
    writeFileAtomic(join(out, 'tune.csv'), tuneCsv(result));
    writeFileAtomic(join(out, 'tune.json'), json);
    writeFileAtomic(join(out, 'report.html'), html);
  }
  if (args.flags.has('json')) io.stdout.write(json);
  if (!quiet) io.stderr.write(tuneTable(result) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
