// summary.json: the run's metadata, its tally, and the rates derived from it.
// Counts are byte-stable (canonical key order), so merged shards can be
// compared with a single run field by field.
import { createHash } from 'node:crypto';
import type { AnyGame } from './contracts.js';
import type { ParamValue } from './parameters.js';
import type { RunPlan } from './plan.js';
import {
  factionRows,
  lengthStats,
  matchupRows,
  seatRows,
  type FactionRow,
  type LengthStats,
  type MatchupRow,
  type SeatRow,
} from './stats.js';
import { canonicalTally, totalGames, type Tally } from './tally.js';
import { pairedDifference, pairedMean } from './paired.js';
import { bandForPlayers, checkBand, DEFAULT_ALPHA, factionVerdicts, judge, matchupVerdicts, type Band, type Verdict } from './verdict.js';

export const SUMMARY_SCHEMA = 1;

export interface SummaryPlan {
  readonly factions: readonly string[];
  readonly players: number;
  readonly mirror: boolean;
  /** Each game index played twice with the seats swapped (common random numbers). */
  readonly paired: boolean;
  /** Games in the whole plan (all shards). */
  readonly games: number;
  /** Shards of the plan (1 for an unsharded run). */
  readonly shardCount: number;
}

export interface Summary {
  readonly schema: number;
  /** False for a run stopped before every planned game was played. */
  readonly complete: boolean;
  readonly game: string;
  readonly gameName: string;
  readonly version: string;
  readonly tool: string;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly parameters: Readonly<Record<string, ParamValue>>;
  readonly parametersHash: string;
  readonly plan: SummaryPlan;
  /** Shard numbers this result covers, sorted. */
  readonly shards: readonly number[];
  readonly totalGames: number;
  readonly draws: number;
  readonly timeouts: number;
  /** Games that threw and were recorded in errors.csv (--keep-going); not in any other count. */
  readonly errors: number;
  readonly lengthUnit: string;
  /** Precision mode: the target half-width, the widest reached, and whether every interval got there. */
  readonly precision: { readonly target: number; readonly widest: number; readonly reached: boolean } | null;
  readonly wallSeconds: number;
  readonly workers: number;
  readonly command: string | null;
  readonly factions: readonly FactionRow[];
  readonly matchups: readonly MatchupRow[];
  readonly seats: readonly SeatRow[];
  readonly length: LengthStats;
  /** Paired runs: each faction's win rate over pairs (its seat-0 and seat-1 game counted as one), and seat advantage. */
  readonly paired: PairedSummary | null;
  /** Balance verdicts against the tolerance band, Holm-corrected per family at level alpha. */
  readonly verdicts: { readonly band: Band; readonly alpha: number; readonly factions: readonly Verdict[]; readonly matchups: readonly Verdict[] };
  readonly tally: Tally;
}

export interface PairedFactionRow {
  readonly faction: string;
  readonly pairs: number;
  /** Win rate over pairs with the interval from the pairs' spread. */
  readonly winRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Win rate in seat 0 minus in seat 1 for this faction, paired. */
  readonly seatAdvantage: number;
  readonly seatAdvantageLow: number;
  readonly seatAdvantageHigh: number;
}

export interface PairedSummary {
  readonly factions: readonly PairedFactionRow[];
  /** Seat 0's win rate over pairs. */
  readonly seat0: { readonly pairs: number; readonly winRate: number; readonly ciLow: number; readonly ciHigh: number };
}

function pairedSummary(t: Tally, order: readonly string[]): PairedSummary | null {
  if (!t.pairs) return null;
  const factions = order
    .filter((f) => t.pairs!.factions[f])
    .map((f) => {
      const p = t.pairs!.factions[f]!;
      const m = pairedMean(p);
      const d = pairedDifference(p);
      return { faction: f, pairs: p.n, winRate: m.rate, ciLow: m.low, ciHigh: m.high, seatAdvantage: d.diff, seatAdvantageLow: d.low, seatAdvantageHigh: d.high };
    });
  const s0 = pairedMean(t.pairs.seat0);
  return { factions, seat0: { pairs: s0.n, winRate: s0.rate, ciLow: s0.low, ciHigh: s0.high } };
}

/** Paired runs judge each faction on its rate over pairs (the honest interval under common random numbers). */
function factionVerdictsFor(t: Tally, rows: readonly FactionRow[], band: Band, alpha: number): Verdict[] {
  if (!t.pairs) return factionVerdicts(rows, band, alpha);
  return judge(
    rows.map((r) => {
      const p = t.pairs!.factions[r.faction];
      const m = p ? pairedMean(p) : null;
      return {
        subject: r.faction,
        lead: `${r.faction} wins (over ${m?.n ?? 0} seat-swapped pairs)`,
        wins: r.wins,
        games: r.games,
        ...(m ? { estimate: { rate: m.rate, low: m.low, high: m.high, se: m.se } } : {}),
      };
    }),
    band,
    alpha,
  );
}

export const TOOL_VERSION = 'balance-lab 0.1.0';

/** Stable hash of the parameter values in force (sorted keys). */
export function hashParameters(values: Readonly<Record<string, ParamValue>>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((k) => [k, values[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
}

export interface SummaryInput {
  readonly game: AnyGame;
  readonly plan: RunPlan;
  readonly tally: Tally;
  readonly shards: readonly number[];
  readonly wallSeconds: number;
  readonly workers: number;
  readonly complete: boolean;
  readonly command: string | null;
  readonly errors?: number;
  readonly precision?: { readonly target: number; readonly widest: number; readonly reached: boolean } | null;
  /** Tolerance band (default: fair share 1/players ± 5 points). */
  readonly band?: Band;
  readonly alpha?: number;
}

export function buildSummary(input: SummaryInput): Summary {
  const { game, plan } = input;
  const tally = canonicalTally(input.tally);
  const matchups = matchupRows(tally);
  let draws = 0;
  let timeouts = 0;
  for (const m of matchups) {
    draws += m.draws;
    timeouts += m.timeouts;
  }
  const band = checkBand(input.band ?? bandForPlayers(plan.players));
  const alpha = input.alpha ?? DEFAULT_ALPHA;
  const factions = factionRows(tally, game.factions.map((f) => f.id).filter((f) => plan.factions.includes(f)));
  const sortedParams: Record<string, ParamValue> = {};
  for (const k of Object.keys(plan.parameters).sort()) sortedParams[k] = plan.parameters[k] as ParamValue;
  return {
    schema: SUMMARY_SCHEMA,
    complete: input.complete,
    game: game.id,
    gameName: game.name,
    version: game.version,
    tool: TOOL_VERSION,
    seed: plan.seed,
    bots: [...plan.bots],
    parameters: sortedParams,
    parametersHash: hashParameters(plan.parameters),
    plan: {
      factions: [...plan.factions],
      players: plan.players,
      mirror: plan.mirror,
      paired: plan.paired,
      games: plan.games,
      shardCount: plan.shard ? plan.shard.count : 1,
    },
    shards: [...input.shards].sort((a, b) => a - b),
    totalGames: totalGames(tally),
    draws,
    timeouts,
    errors: input.errors ?? 0,
    lengthUnit: game.lengthUnit,
    precision: input.precision ?? null,
    wallSeconds: Math.round(input.wallSeconds * 1000) / 1000,
    workers: input.workers,
    command: input.command,
    factions,
    matchups,
    seats: seatRows(tally),
    length: lengthStats(tally),
    paired: pairedSummary(tally, plan.factions),
    verdicts: { band, alpha, factions: factionVerdictsFor(tally, factions, band, alpha), matchups: matchupVerdicts(matchups, band, alpha) },
    tally,
  };
}
