// balance-lab sensitivity <game>: which assumptions move each faction's win rate most.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { runSensitivity, sensitivityCsv, sensitivityHtml, UsageError, writeFileAtomic, type SensitivityResult } from '@balance-lab/core';
import { intOption, listOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { loadGame } from '../game-arg.js';

export const SENSITIVITY_OPTIONS: readonly OptionSpec[] = [
  { name: 'games', kind: 'value', placeholder: 'N', help: 'game indices per run (default 1200)' },
  { name: 'only', kind: 'value', placeholder: 'p,q,..', help: 'study only these parameters (default: every one with alternatives)' },
  ...PLAN_OPTIONS,
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core)' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write sensitivity.csv, sensitivity.json and sensitivity.html here' },
  { name: 'json', kind: 'flag', help: 'print sensitivity.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no table on stderr' },
];

const pts = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;

export function sensitivityTable(r: SensitivityResult, top = 5): string {
  const lines = [`${r.parameters.length} assumptions, each alternative on the same ${r.games} game indices (seed ${r.seed})`, ''];
  for (const f of r.factions) {
    lines.push(`${f.faction}: the ${Math.min(top, f.ranking.length)} guesses that move its win rate most`);
    for (const x of f.ranking.slice(0, top)) {
      lines.push(`  ${pts(x.diff).padStart(6)} [${pts(x.low)}, ${pts(x.high)}] points   ${x.key}: ${String(x.baselineValue)} → ${String(x.alternative)}`);
    }
  }
  return lines.join('\n') + '\n';
}

export async function sensitivityCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('sensitivity', argv, SENSITIVITY_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for sensitivity: give one game`);
  const quiet = args.flags.has('quiet');
  const result = await runSensitivity({
    game,
    gameRef: chosen.ref,
    plan: planOptionsFrom(chosen, args, intOption(args, 'games', 1200, 1, 1e12), null),
    keys: args.values.has('only') ? listOption(args.values.get('only') as string, 'only') : undefined,
    workers: intOption(args, 'workers', availableParallelism(), 0, 256),
    onRun: (label, i, total) => {
      if (!quiet) io.stderr.write(`[${i + 1}/${total}] ${label}\n`);
    },
  });
  const json = JSON.stringify({ command, ...result }, null, 2) + '\n';
  const out = args.values.get('out');
  if (out !== undefined) {
    const html = await sensitivityHtml(result, command);
    mkdirSync(out, { recursive: true });
    writeFileAtomic(join(out, 'sensitivity.csv'), sensitivityCsv(result));
    writeFileAtomic(join(out, 'sensitivity.html'), html);
    writeFileAtomic(join(out, 'sensitivity.json'), json);
  }
  if (args.flags.has('json')) io.stdout.write(json);
  if (!quiet) io.stderr.write(sensitivityTable(result) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
