// balance-lab sweep <game> --set param=v1,v2 ...: variants on the same seeds, against the baseline.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { runSweep, sweepCsv, sweepJson, sweepReportHtml, UsageError, writeFileAtomic, type SweepAxis, type SweepResult } from '@balance-lab/core';
import { intOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { loadGame } from '../game-arg.js';

export const SWEEP_OPTIONS: readonly OptionSpec[] = [
  { name: 'games', kind: 'value', placeholder: 'N', help: 'game indices per variant (default 1200)' },
  ...PLAN_OPTIONS,
  { name: 'workers', kind: 'value', placeholder: 'W', help: 'worker threads (default: one per core)' },
  { name: 'out', kind: 'value', placeholder: 'DIR', help: 'write sweep.csv, sweep.json and report.html (the sweep and the baseline\'s full report) here' },
  { name: 'json', kind: 'flag', help: 'print sweep.json on stdout' },
  { name: 'quiet', kind: 'flag', help: 'no table on stderr' },
];

const pct = (x: number): string => (x * 100).toFixed(1);

export function sweepTable(r: SweepResult): string {
  const lines = [`${r.variants.length} variants on the same ${r.games} game indices (seed ${r.seed})`, ''];
  for (const v of r.variants) {
    lines.push(`${v.label}${v.label === r.closestToBalanced ? '   ← closest to balanced' : ''}   (imbalance ${pct(v.imbalance)} points)`);
    for (const f of v.factions) {
      const change = v.isBaseline ? '' : `   change ${f.diff >= 0 ? '+' : ''}${pct(f.diff)} [${pct(f.diffLow)}, ${pct(f.diffHigh)}]`;
      lines.push(`  ${f.faction.padEnd(10)} ${pct(f.winRate).padStart(5)}% [${pct(f.ciLow)}, ${pct(f.ciHigh)}]${change}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** `--set key=a,b,c` into sweep axes; a single value is a fixed override of every variant. */
function splitSets(list: readonly string[]): { axes: SweepAxis[]; fixed: Record<string, string> } {
  const axes: SweepAxis[] = [];
  const fixed: Record<string, string> = {};
  for (const item of list) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`invalid --set '${item}': expected param=v1,v2,...`);
    const key = item.slice(0, eq).trim();
    const values = item.slice(eq + 1).split(',').map((v) => v.trim());
    if (values.some((v) => v === '')) throw new UsageError(`invalid --set '${item}': empty value in the list`);
    if (values.length === 1) fixed[key] = values[0] as string;
    else axes.push({ key, values });
  }
  return { axes, fixed };
}

export async function sweepCommand(argv: readonly string[], io: Io, command: string): Promise<number> {
  const args = parseArgs('sweep', argv, SWEEP_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for sweep: give one game`);
  const { axes, fixed } = splitSets(args.lists.get('set') ?? []);
  if (axes.length === 0) throw new UsageError('a sweep needs at least one --set param=v1,v2,... with two or more values');
  // Plan options as for simulate; --set is split here into swept axes and fixed overrides.
  const base = planOptionsFrom(chosen, { ...args, lists: new Map([...args.lists].filter(([k]) => k !== 'set')) }, intOption(args, 'games', 1200, 1, 1e12), null);
  const quiet = args.flags.has('quiet');
  const result = await runSweep({
    game,
    gameRef: chosen.ref,
    plan: { ...base, parameters: { ...(base.parameters ?? {}), ...fixed } },
    axes,
    workers: intOption(args, 'workers', availableParallelism(), 0, 256),
    onVariant: (label, i, total) => {
      if (!quiet) io.stderr.write(`[${i + 1}/${total}] ${label}\n`);
    },
  });
  const json = sweepJson(result, command);
  const out = args.values.get('out');
  if (out !== undefined) {
    const html = await sweepReportHtml(result, { command, parameters: game.parameters });
    mkdirSync(out, { recursive: true });
    writeFileAtomic(join(out, 'sweep.csv'), sweepCsv(result));
    writeFileAtomic(join(out, 'report.html'), html);
    writeFileAtomic(join(out, 'sweep.json'), json);
  }
  if (args.flags.has('json')) io.stdout.write(json);
  if (!quiet) io.stderr.write(sweepTable(result) + (out !== undefined ? `written to ${out}/\n` : ''));
  return 0;
}
