// Assumption sensitivity: every parameter whose default rests on a guess carries
// its plausible alternatives; each alternative is played on the baseline's seeds
// (common random numbers) and the assumptions are ranked, per faction, by how far
// they move its win rate — "these five guesses decide the Murg's win rate".
import type { AnyGame, GameRef } from './contracts.js';
import { UsageError } from './errors.js';
import { pairedDifference } from './paired.js';
import { resolveParameters, type ParamValue, type ParameterSpec } from './parameters.js';
import { makePlan, type PlanOptions } from './plan.js';
import { factionRows } from './stats.js';
import { onePlayerCount, pairByFaction, playForPairing, rowSeatings } from './sweep.js';

export interface SensitivityOptions {
  readonly game: AnyGame;
  readonly gameRef: GameRef | null;
  /** Plan shared by the baseline and every alternative (its parameters are the baseline's). */
  readonly plan: PlanOptions;
  readonly workers: number;
  /** Parameters to study (default: every parameter with alternatives). */
  readonly keys?: readonly string[];
  readonly onRun?: (label: string, index: number, total: number) => void;
}

/** One alternative value of one parameter, for one faction. */
export interface SensitivityRow {
  readonly key: string;
  readonly source: string;
  readonly baselineValue: ParamValue;
  readonly alternative: ParamValue;
  readonly faction: string;
  readonly baselineRate: number;
  readonly rate: number;
  /** Win rate with the alternative minus with the default, paired game by game. */
  readonly diff: number;
  readonly low: number;
  readonly high: number;
}

/** A faction's assumptions, most influential first (by the largest |diff| over each parameter's alternatives). */
export interface FactionSensitivity {
  readonly faction: string;
  readonly ranking: readonly SensitivityRow[];
}

export interface SensitivityResult {
  readonly game: string;
  readonly version: string;
  readonly seed: string;
  readonly games: number;
  readonly bots: readonly string[];
  readonly parameters: readonly string[];
  readonly rows: readonly SensitivityRow[];
  readonly factions: readonly FactionSensitivity[];
  readonly wallSeconds: number;
}

export function assumptionParameters(specs: readonly ParameterSpec[]): ParameterSpec[] {
  return specs.filter((p) => (p.alternatives?.length ?? 0) > 0);
}

export async function runSensitivity(opts: SensitivityOptions): Promise<SensitivityResult> {
  const { game } = opts;
  const studied = opts.keys
    ? opts.keys.map((k) => {
        const spec = game.parameters.find((p) => p.key === k);
        if (!spec) throw new UsageError(`unknown parameter '${k}' for ${game.id}`);
        if (!spec.alternatives?.length) throw new UsageError(`parameter ${k} has no alternatives to study (its default is not marked as a guess)`);
        return spec;
      })
    : assumptionParameters(game.parameters);
  if (studied.length === 0) throw new UsageError(`${game.id} has no parameters with alternatives to study`);
  const baselinePlan = makePlan(game, opts.plan);
  onePlayerCount(baselinePlan, 'a sensitivity study');
  if (baselinePlan.shard) throw new UsageError('a sensitivity study plays every game; it cannot be sharded');
  const baseValues = resolveParameters(game.parameters, opts.plan.parameters ?? {});
  // Every alternative is validated (against its own parameter and the game's cross-checks) before any game.
  const runs = studied.flatMap((spec) =>
    (spec.alternatives ?? [])
      .filter((alt) => alt !== baseValues[spec.key])
      .map((alt) => ({ spec, alt, plan: makePlan(game, { ...opts.plan, parameters: { ...(opts.plan.parameters ?? {}), [spec.key]: alt } }) })),
  );
  const started = performance.now();
  const total = runs.length + 1;
  opts.onRun?.('baseline', 0, total);
  const base = await playForPairing(opts, baselinePlan);
  const seatings = rowSeatings(baselinePlan);
  const order = game.factions.map((f) => f.id).filter((f) => baselinePlan.factions.includes(f));
  const fairness = { cooperative: game.cooperative === true };
  const baseRates = new Map(factionRows(base.tally, order, baselinePlan.players, fairness).map((r) => [r.faction, r.winRate]));
  const rows: SensitivityRow[] = [];
  for (let k = 0; k < runs.length; k++) {
    const { spec, alt, plan } = runs[k]!;
    opts.onRun?.(`${spec.key}=${String(alt)}`, k + 1, total);
    const v = await playForPairing(opts, plan);
    const pairs = pairByFaction(v.masks, base.masks, seatings);
    const rates = new Map(factionRows(v.tally, order, baselinePlan.players, fairness).map((r) => [r.faction, r.winRate]));
    for (const faction of order) {
      const p = pairs.get(faction);
      if (!p) continue;
      const d = pairedDifference(p);
      rows.push({
        key: spec.key,
        source: spec.source,
        baselineValue: baseValues[spec.key] as ParamValue,
        alternative: alt,
        faction,
        baselineRate: baseRates.get(faction) ?? 0,
        rate: rates.get(faction) ?? 0,
        diff: d.diff,
        low: d.low,
        high: d.high,
      });
    }
  }
  const factions = order.map((faction) => {
    // Per parameter, its most influential alternative for this faction; then parameters by that.
    const best = new Map<string, SensitivityRow>();
    for (const r of rows) {
      if (r.faction !== faction) continue;
      const cur = best.get(r.key);
      if (!cur || Math.abs(r.diff) > Math.abs(cur.diff)) best.set(r.key, r);
    }
    return { faction, ranking: [...best.values()].sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff) || (a.key < b.key ? -1 : 1)) };
  });
  return {
    game: game.id,
    version: game.version,
    seed: baselinePlan.seed,
    games: baselinePlan.games,
    bots: baselinePlan.bots,
    parameters: studied.map((s) => s.key),
    rows,
    factions,
    wallSeconds: (performance.now() - started) / 1000,
  };
}
