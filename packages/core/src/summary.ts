// summary.json: the run's metadata, its tally, and the rates derived from it.
// Counts are byte-stable (canonical key order), so merged shards can be
// compared with a single run field by field.
import { fingerprint } from './fingerprint.js';
import type { AnyGame } from './contracts.js';
import type { ParamValue } from './parameters.js';
import type { RunPlan } from './plan.js';
import {
  factionRows,
  fairShare,
  lengthStats,
  matchupRows,
  metricRows,
  seatRows,
  turnRows,
  Z95,
  type FactionRow,
  type LengthStats,
  type MatchupRow,
  type MetricRow,
  type SeatRow,
  type TurnRow,
} from './stats.js';
import { canonicalTally, totalGames, type RotationTally, type Tally } from './tally.js';
import { pairedDifference, pairedMean } from './paired.js';
import { bandAround, bandForPlayers, checkBand, DEFAULT_ALPHA, factionVerdicts, judge, matchupVerdicts, type Band, type Verdict } from './verdict.js';
import { UsageError } from './errors.js';

/** 2: losses, per-count rows, turn positions, metrics, content (schema 1 summaries cannot be merged with these). */
export const SUMMARY_SCHEMA = 2;

export interface SummaryPlan {
  readonly factions: readonly string[];
  /** Player counts, ascending. */
  readonly players: readonly number[];
  /** Legal seatings each count cycles through (same order as `players`). */
  readonly seatings: readonly number[];
  readonly mirror: boolean;
  /** Each game index played twice with the seats swapped (common random numbers). */
  readonly paired: boolean;
  /** Games in the whole plan (all shards). */
  readonly games: number;
  /** Shards of the plan (1 for an unsharded run). */
  readonly shardCount: number;
  /** Content in force (games that take content): the set's name or file, and its hash. */
  readonly content: { readonly name: string; readonly hash: string } | null;
}

export interface SummaryPrecision {
  readonly target: number;
  readonly widest: number;
  readonly reached: boolean;
  readonly on: 'matchups' | 'factions';
}

/** One player count of a study: its games, how they ended, its fair share and band. */
export interface CountSummary {
  readonly players: number;
  readonly games: number;
  readonly losses: number;
  readonly draws: number;
  readonly timeouts: number;
  /** 1/N, or for co-op and solo games the overall win rate at this count. */
  readonly fairShare: number;
  readonly band: Band;
}

export interface Summary {
  readonly schema: number;
  /** False for a run stopped before every planned game was played. */
  readonly complete: boolean;
  readonly game: string;
  readonly gameName: string;
  readonly version: string;
  /** A game loaded from a file: `path#export sha256:…`; '' for a built-in game (absent in older summaries). */
  readonly module?: string;
  readonly tool: string;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly parameters: Readonly<Record<string, ParamValue>>;
  readonly parametersHash: string;
  readonly plan: SummaryPlan;
  /** Shard numbers this result covers, sorted. */
  readonly shards: readonly number[];
  readonly totalGames: number;
  /** Finished games no seat won. */
  readonly losses: number;
  readonly draws: number;
  readonly timeouts: number;
  /** Games that threw and were recorded in errors.csv (--keep-going); not in any other count. */
  readonly errors: number;
  readonly lengthUnit: string;
  /** Precision mode: the target half-width, the widest reached, whether every interval got there, and whose intervals (matchups or factions). */
  readonly precision: SummaryPrecision | null;
  readonly wallSeconds: number;
  readonly workers: number;
  readonly command: string | null;
  /** Whether the seats play as one party (co-op): a win names every seat. */
  readonly cooperative: boolean;
  /** Per player count. */
  readonly counts: readonly CountSummary[];
  /** Per player count and faction. */
  readonly factions: readonly FactionRow[];
  readonly matchups: readonly MatchupRow[];
  readonly seats: readonly SeatRow[];
  /** Win rate by turn position (0 = first to move), per player count. */
  readonly turns: readonly TurnRow[];
  /** Per-game counters the game reports, per count, faction and metric. */
  readonly metrics: readonly MetricRow[];
  readonly length: LengthStats;
  /** Paired runs: each faction's win rate over its pairs or rotation groups, and seat advantage (two players). */
  readonly paired: PairedSummary | null;
  /**
   * Balance verdicts, per player count against that count's band, Holm-corrected per
   * count and family at level alpha. `band` is the band given (--band), null for the
   * default: each count's fair share ± 5 points.
   */
  readonly verdicts: { readonly band: Band | null; readonly alpha: number; readonly factions: readonly Verdict[]; readonly matchups: readonly Verdict[] };
  readonly tally: Tally;
}

export interface PairedFactionRow {
  readonly players: number;
  readonly faction: string;
  /** Pairs (two players) or rotation groups (N ≥ 3) of games. */
  readonly pairs: number;
  /** Win rate over pairs with the interval from the pairs' spread. */
  readonly winRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Two players: win rate in seat 0 minus in seat 1 for this faction, paired; null for N ≥ 3. */
  readonly seatAdvantage: number | null;
  readonly seatAdvantageLow: number | null;
  readonly seatAdvantageHigh: number | null;
}

export interface PairedSeatRow {
  readonly players: number;
  readonly seat: number;
  readonly pairs: number;
  readonly winRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
}

export interface PairedSummary {
  readonly factions: readonly PairedFactionRow[];
  /** Two players: seat 0's win rate over pairs (null when no two-player games were paired). */
  readonly seat0: { readonly pairs: number; readonly winRate: number; readonly ciLow: number; readonly ciHigh: number } | null;
  /** Every count: each seat's win rate over its pairs or rotation groups. */
  readonly seats: readonly PairedSeatRow[];
}

/**
 * The win rate over rotation groups: each group's value is k/N (k wins in its N
 * rotated games), with a normal interval from the spread of those values, as
 * pairedMean does for pairs.
 */
export function rotationMean(r: RotationTally, players: number, z: number = Z95): { rate: number; low: number; high: number; n: number; se: number } {
  const { n } = r;
  if (n === 0) return { rate: 0, low: 0, high: 1, n, se: Infinity };
  let sum = 0;
  let sumSq = 0;
  r.wins.forEach((count, k) => {
    sum += (count * k) / players;
    sumSq += (count * k * k) / (players * players);
  });
  const rate = sum / n;
  if (n < 2) return { rate, low: 0, high: 1, n, se: Infinity };
  const se = Math.sqrt(Math.max(0, (sumSq - n * rate * rate) / (n - 1)) / n);
  return { rate, low: Math.max(0, rate - z * se), high: Math.min(1, rate + z * se), n, se };
}

type GroupMean = { rate: number; low: number; high: number; n: number; se: number };

/** A faction's rate over its pairs or rotation groups at this count, or null when it has none. */
function groupMean(t: Tally, players: number, faction: string): GroupMean | null {
  if (players === 2) {
    const p = t.pairs?.factions[faction];
    return p ? pairedMean(p) : null;
  }
  const r = t.rotations?.[String(players)]?.factions[faction];
  return r ? rotationMean(r, players) : null;
}

function pairedSummary(t: Tally, order: readonly string[], counts: readonly number[]): PairedSummary | null {
  if (!t.pairs && !t.rotations) return null;
  const factions: PairedFactionRow[] = [];
  const seats: PairedSeatRow[] = [];
  for (const n of counts) {
    for (const f of order) {
      const m = groupMean(t, n, f);
      if (!m) continue;
      const d = n === 2 ? pairedDifference(t.pairs!.factions[f]!) : null;
      factions.push({
        players: n, faction: f, pairs: m.n, winRate: m.rate, ciLow: m.low, ciHigh: m.high,
        seatAdvantage: d ? d.diff : null, seatAdvantageLow: d ? d.low : null, seatAdvantageHigh: d ? d.high : null,
      });
    }
    if (n === 2 && t.pairs) {
      // Over a pair, seat 1's wins are the pair's games minus seat 0's and the undecided ones; seat 0 says it all.
      const s0 = pairedMean(t.pairs.seat0);
      seats.push({ players: 2, seat: 0, pairs: s0.n, winRate: s0.rate, ciLow: s0.low, ciHigh: s0.high });
    }
    const rot = t.rotations?.[String(n)];
    rot?.seats.forEach((r, seat) => {
      const m = rotationMean(r, n);
      seats.push({ players: n, seat, pairs: m.n, winRate: m.rate, ciLow: m.low, ciHigh: m.high });
    });
  }
  const s0 = t.pairs ? pairedMean(t.pairs.seat0) : null;
  return { factions, seat0: s0 ? { pairs: s0.n, winRate: s0.rate, ciLow: s0.low, ciHigh: s0.high } : null, seats };
}

/** Paired runs judge each faction on its rate over pairs or rotation groups (the honest interval under common random numbers). */
function factionVerdictsFor(t: Tally, rows: readonly FactionRow[], band: Band, alpha: number, lead: (r: FactionRow) => string): Verdict[] {
  if (!t.pairs && !t.rotations) return factionVerdicts(rows, band, alpha, lead);
  return judge(
    rows.map((r) => {
      const m = groupMean(t, r.players, r.faction);
      const groups = r.players === 2 ? 'seat-swapped pairs' : `groups of ${r.players} rotations`;
      return {
        subject: r.faction,
        players: r.players,
        lead: `${lead(r)} (over ${m?.n ?? 0} ${groups})`,
        wins: r.wins,
        games: r.games,
        losses: r.losses,
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
  return fingerprint(JSON.stringify(sorted));
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
  readonly precision?: SummaryPrecision | null;
  /** Tolerance band for every count (default: each count's fair share ± 5 points). */
  readonly band?: Band | null;
  readonly alpha?: number;
}

/** The default band of a count: 1/N ± 5 points, or around the fair share of a co-op or solo game. */
export function defaultBand(game: AnyGame, tally: Tally, players: number): Band {
  return game.cooperative || players === 1 ? bandAround(fairShare(tally, players, { cooperative: true })) : bandForPlayers(players);
}

export function buildSummary(input: SummaryInput): Summary {
  const { game, plan } = input;
  const tally = canonicalTally(input.tally);
  const fairness = { cooperative: game.cooperative === true };
  const order = game.factions.map((f) => f.id).filter((f) => plan.factions.includes(f));
  const matchups = matchupRows(tally);
  const factions = factionRows(tally, order, plan.players, fairness);
  const given = input.band ? checkBand(input.band) : null;
  const alpha = input.alpha ?? DEFAULT_ALPHA;
  const several = plan.players.length > 1;
  const lead = (r: FactionRow): string => `${r.faction}${several ? ` at ${r.players} players` : ''} wins`;
  const counts: CountSummary[] = [];
  const fv: Verdict[] = [];
  const mv: Verdict[] = [];
  for (const n of plan.players) {
    const at = matchups.filter((m) => m.players === n);
    const band = given ?? defaultBand(game, tally, n);
    const sum = (k: 'games' | 'losses' | 'draws' | 'timeouts'): number => at.reduce((acc, m) => acc + m[k], 0);
    counts.push({ players: n, games: sum('games'), losses: sum('losses'), draws: sum('draws'), timeouts: sum('timeouts'), fairShare: fairShare(tally, n, fairness), band });
    fv.push(...factionVerdictsFor(tally, factions.filter((r) => r.players === n), band, alpha, lead));
    mv.push(...matchupVerdicts(at, band, alpha));
  }
  const sortedParams: Record<string, ParamValue> = {};
  for (const k of Object.keys(plan.parameters).sort()) sortedParams[k] = plan.parameters[k] as ParamValue;
  return {
    schema: SUMMARY_SCHEMA,
    complete: input.complete,
    game: game.id,
    gameName: game.name,
    version: game.version,
    module: plan.module,
    tool: TOOL_VERSION,
    seed: plan.seed,
    bots: [...plan.bots],
    parameters: sortedParams,
    parametersHash: hashParameters(plan.parameters),
    plan: {
      factions: [...plan.factions],
      players: [...plan.players],
      seatings: plan.cycles.map((c) => c.length),
      mirror: plan.mirror,
      paired: plan.paired,
      games: plan.games,
      shardCount: plan.shard ? plan.shard.count : 1,
      content: plan.content ? { name: plan.content.name, hash: plan.content.hash } : null,
    },
    shards: [...input.shards].sort((a, b) => a - b),
    totalGames: totalGames(tally),
    losses: counts.reduce((a, c) => a + c.losses, 0),
    draws: counts.reduce((a, c) => a + c.draws, 0),
    timeouts: counts.reduce((a, c) => a + c.timeouts, 0),
    errors: input.errors ?? 0,
    lengthUnit: game.lengthUnit,
    precision: input.precision ?? null,
    wallSeconds: Math.round(input.wallSeconds * 1000) / 1000,
    workers: input.workers,
    command: input.command,
    cooperative: fairness.cooperative,
    counts,
    factions,
    matchups,
    seats: seatRows(tally),
    turns: turnRows(tally),
    metrics: metricRows(tally, order, (game.metrics ?? []).map((m) => m.key)),
    length: lengthStats(tally),
    paired: pairedSummary(tally, order, plan.players),
    verdicts: { band: given, alpha, factions: fv, matchups: mv },
    tally,
  };
}

/** Throws one line when a summary was written by another schema (its tally cannot be merged or resumed). */
export function checkSummarySchema(s: { readonly schema?: unknown }, label: string): void {
  if (s.schema !== SUMMARY_SCHEMA) {
    throw new UsageError(`'${label}' was written by another balance-lab (summary schema ${String(s.schema)}, this one reads ${SUMMARY_SCHEMA}): run it again with this version`);
  }
}
