// Variant sweeps: the cross product of parameter values, every variant played
// on the same seeds and seatings as the baseline (common random numbers), so a
// faction's change against the baseline gets a paired interval that is much
// narrower than comparing two independent runs.
import type { AnyGame, GameRef } from './contracts.js';
import { UsageError } from './errors.js';
import { createPairedTally, pairedDifference, recordPair, type PairedTally } from './paired.js';
import { resolveParameters, type ParamValue } from './parameters.js';
import { makePlan, SeatingPlan, type PlanOptions, type RunPlan } from './plan.js';
import { runPlan } from './runner.js';
import { factionRows, type FactionRow } from './stats.js';
import { buildSummary, type Summary } from './summary.js';
import type { Tally } from './tally.js';

export interface SweepAxis {
  readonly key: string;
  /** Raw values as typed after `--set key=`; each is validated against the parameter. */
  readonly values: readonly string[];
}

export interface SweepOptions {
  readonly game: AnyGame;
  readonly gameRef: GameRef | null;
  /** Plan options shared by every variant; its `parameters` are the baseline's fixed overrides. */
  readonly plan: PlanOptions;
  readonly axes: readonly SweepAxis[];
  readonly workers: number;
  readonly onVariant?: (label: string, index: number, total: number) => void;
}

export interface SweepFactionRow extends FactionRow {
  /** Win rate in this variant minus in the baseline, paired game by game. */
  readonly diff: number;
  readonly diffLow: number;
  readonly diffHigh: number;
}

export interface SweepVariant {
  /** "key=value, key=value" ("baseline" for the baseline). */
  readonly label: string;
  /** The swept values of this variant. */
  readonly settings: Readonly<Record<string, ParamValue>>;
  readonly isBaseline: boolean;
  readonly games: number;
  readonly factions: readonly SweepFactionRow[];
  /** Largest distance of a faction's win rate from its fair share (1/players; co-op: the overall rate): smaller is more balanced. */
  readonly imbalance: number;
}

export interface SweepResult {
  readonly game: string;
  readonly version: string;
  readonly seed: string;
  readonly games: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly axes: readonly SweepAxis[];
  readonly variants: readonly SweepVariant[];
  /** Label of the variant closest to balanced (smallest imbalance; the baseline included). */
  readonly closestToBalanced: string;
  readonly wallSeconds: number;
  /**
   * The baseline run as `simulate` would summarise it (its tally, matchups, seats, lengths,
   * victory paths, verdicts), for the baseline sections of the sweep's report.html.
   * `command` is null: the caller knows the command line.
   */
  readonly baselineSummary: Summary;
}

/** Every combination of the axes' values, in axis order. */
export function crossProduct(axes: readonly SweepAxis[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const axis of axes) combos = combos.flatMap((c) => axis.values.map((v) => ({ ...c, [axis.key]: v })));
  return combos;
}

/** Winners of each game of a run, as a seat bit mask per game (rows in index order, A then B when paired). */
export interface RunForPairing {
  readonly tally: Tally;
  readonly masks: Uint8Array;
  readonly wallSeconds: number;
}

function imbalance(rows: readonly FactionRow[]): number {
  return rows.reduce((m, r) => Math.max(m, r.games > 0 ? Math.abs(r.winRate - r.fairShare) : 0), 0);
}

/** Sweeps, sensitivity studies and tunes compare variants at one player count. */
export function onePlayerCount(plan: RunPlan, command: string): number {
  if (plan.players.length !== 1) throw new UsageError(`${command} studies one player count at a time; got --players ${plan.players.join(',')}`);
  return plan.players[0] as number;
}

/** Plays a plan keeping each game's winners, so another run on the same seeds can be paired with it. */
export async function playForPairing(run: { readonly game: AnyGame; readonly gameRef: GameRef | null; readonly workers: number }, plan: RunPlan): Promise<RunForPairing> {
  const masks = new Uint8Array(plan.games * (plan.paired ? Math.max(...plan.players) : 1));
  let row = 0;
  const r = await runPlan({
    ...run,
    plan,
    collectRows: true,
    onCommit: (_p, rows) => {
      for (const g of rows ?? []) {
        let mask = 0;
        if (g.kind === 'win') for (const s of g.winners) mask |= 1 << s;
        masks[row++] = mask;
      }
    },
  });
  // keepGoing is off, so a game that throws has already stopped the run with a GameCrash.
  return { tally: r.tally, masks, wallSeconds: r.wallSeconds };
}

/** The seating of every row of playForPairing, in row order. */
export function rowSeatings(plan: RunPlan): (readonly string[])[] {
  const sp = new SeatingPlan(plan);
  const rows: (readonly string[])[] = [];
  for (let i = 0; i < plan.games; i++) {
    const s = sp.seatingFor(i);
    // --paired plays every rotation of the seats, in rotation order.
    const rotations = plan.paired ? s.length : 1;
    for (let r = 0; r < rotations; r++) rows.push(s.map((_, k) => s[(k + r) % s.length] as string));
  }
  return rows;
}

/** Per faction, (won in the variant, won in the baseline) for every game both played. */
export function pairByFaction(variant: Uint8Array, baseline: Uint8Array, seatings: readonly (readonly string[])[]): Map<string, PairedTally> {
  const pairs = new Map<string, PairedTally>();
  for (let g = 0; g < seatings.length; g++) {
    const a = variant[g] as number;
    const b = baseline[g] as number;
    (seatings[g] as readonly string[]).forEach((f, s) => {
      let t = pairs.get(f);
      if (!t) pairs.set(f, (t = createPairedTally()));
      recordPair(t, ((a >> s) & 1) as 0 | 1, ((b >> s) & 1) as 0 | 1);
    });
  }
  return pairs;
}

export async function runSweep(opts: SweepOptions): Promise<SweepResult> {
  const { game } = opts;
  if (opts.axes.length === 0) throw new UsageError('a sweep needs at least one --set param=v1,v2,...');
  const seen = new Set<string>();
  for (const axis of opts.axes) {
    if (seen.has(axis.key)) throw new UsageError(`parameter ${axis.key} is swept twice`);
    seen.add(axis.key);
    if (axis.values.length === 0) throw new UsageError(`--set ${axis.key}= needs at least one value`);
  }
  const baselinePlan = makePlan(game, opts.plan);
  const players = onePlayerCount(baselinePlan, 'a sweep');
  if (baselinePlan.shard) throw new UsageError('a sweep plays every game; it cannot be sharded');
  const combos = crossProduct(opts.axes);
  // Validate every variant before playing any: a bad value fails fast with one line.
  const plans = combos.map((c) => makePlan(game, { ...opts.plan, parameters: { ...(opts.plan.parameters ?? {}), ...c } }));
  const baselineValues = resolveParameters(game.parameters, opts.plan.parameters ?? {});
  const sameAsBaseline = (p: RunPlan): boolean => opts.axes.every((a) => p.parameters[a.key] === baselineValues[a.key]);
  const started = performance.now();
  const total = plans.length + (plans.some(sameAsBaseline) ? 0 : 1);
  let played = 0;
  opts.onVariant?.('baseline', played++, total);
  const base = await playForPairing(opts, baselinePlan);
  const seatings = rowSeatings(baselinePlan);
  const order = game.factions.map((f) => f.id).filter((f) => baselinePlan.factions.includes(f));
  const variants: SweepVariant[] = [];
  const describe = (tally: Tally, pairs: Map<string, PairedTally> | null, label: string, settings: Record<string, ParamValue>, isBaseline: boolean): SweepVariant => {
    const rows = factionRows(tally, order, baselinePlan.players, { cooperative: game.cooperative === true }).map((r) => {
      const d = pairs ? pairedDifference(pairs.get(r.faction) ?? createPairedTally()) : { diff: 0, low: 0, high: 0 };
      return { ...r, diff: d.diff, diffLow: d.low, diffHigh: d.high };
    });
    return { label, settings, isBaseline, games: rows.reduce((n, r) => n + r.games, 0) / players, factions: rows, imbalance: imbalance(rows) };
  };
  const baseSettings: Record<string, ParamValue> = {};
  for (const a of opts.axes) baseSettings[a.key] = baselineValues[a.key] as ParamValue;
  if (!plans.some(sameAsBaseline)) variants.push(describe(base.tally, null, 'baseline', baseSettings, true));
  for (let k = 0; k < plans.length; k++) {
    const plan = plans[k] as RunPlan;
    const settings: Record<string, ParamValue> = {};
    for (const a of opts.axes) settings[a.key] = plan.parameters[a.key] as ParamValue;
    const label = Object.entries(settings).map(([key, v]) => `${key}=${String(v)}`).join(', ');
    if (sameAsBaseline(plan)) {
      variants.push(describe(base.tally, null, `${label} (baseline)`, settings, true));
      continue;
    }
    opts.onVariant?.(label, played++, total);
    const v = await playForPairing(opts, plan);
    const pairs = pairByFaction(v.masks, base.masks, seatings);
    variants.push(describe(v.tally, pairs, label, settings, false));
  }
  const closest = variants.reduce((best, v) => (v.imbalance < best.imbalance ? v : best));
  return {
    game: game.id,
    version: game.version,
    seed: baselinePlan.seed,
    games: baselinePlan.games,
    players,
    bots: baselinePlan.bots,
    axes: opts.axes,
    variants,
    closestToBalanced: closest.label,
    wallSeconds: (performance.now() - started) / 1000,
    baselineSummary: buildSummary({
      game,
      plan: baselinePlan,
      tally: base.tally,
      shards: [0],
      wallSeconds: base.wallSeconds,
      workers: opts.workers,
      complete: true,
      command: null,
    }),
  };
}
