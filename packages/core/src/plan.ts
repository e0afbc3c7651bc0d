// What a run plays: which seating game i gets, and which game indices a shard owns.
// Game i's seating depends on (seed, i) alone, never on workers or shards.
import type { AnyGame, Seating } from './contracts.js';
import { UsageError } from './errors.js';
import { resolveParameters, type ParamValue } from './parameters.js';
import { parseBotSpec } from './bots/registry.js';
import { rngFor } from './rng.js';

export interface Shard {
  /** 0-based shard number. */
  readonly index: number;
  readonly count: number;
}

export interface RunPlan {
  readonly seed: string;
  readonly games: number;
  /** Factions taking part, in the order given. */
  readonly factions: readonly string[];
  readonly players: number;
  /** Whether a seating may repeat a faction (mirror matches: only on request). */
  readonly mirror: boolean;
  /** Bot spec per seat (`name[:arg]`). */
  readonly bots: readonly string[];
  /** Every parameter of the game with the value in force. */
  readonly parameters: Readonly<Record<string, ParamValue>>;
  readonly shard: Shard | null;
  /** Play every game index twice, seats swapped, on the same streams (2 players only). */
  readonly paired: boolean;
}

/**
 * Two-player plans cycle through every ordered pair, so equal counts per
 * seating (when `games` is a multiple of the pair count) balance the design.
 */
export function orderedPairs(factions: readonly string[], mirror: boolean): string[][] {
  const pairs: string[][] = [];
  for (const a of factions) for (const b of factions) if (mirror || a !== b) pairs.push([a, b]);
  return pairs;
}

export class SeatingPlan {
  private readonly pairs: string[][] | null;

  constructor(private readonly plan: RunPlan) {
    this.pairs = plan.players === 2 ? orderedPairs(plan.factions, plan.mirror) : null;
  }

  /** How many distinct seatings the 2-player cycle has (null for N-player draws). */
  get cycle(): number | null {
    return this.pairs ? this.pairs.length : null;
  }

  seatingFor(gameIndex: number): Seating {
    if (this.pairs) return this.pairs[gameIndex % this.pairs.length] as string[];
    // N-player: a seating drawn from the game's own 'seating' stream.
    const rng = rngFor(this.plan.seed, gameIndex, 'seating');
    const { factions, players } = this.plan;
    if (this.plan.mirror) return Array.from({ length: players }, () => rng.pick(factions));
    return rng.shuffle([...factions]).slice(0, players);
  }
}

/** Game indices a shard plays: those ≡ shard.index (mod shard.count). */
export function inShard(shard: Shard | null, gameIndex: number): boolean {
  return shard === null || gameIndex % shard.count === shard.index;
}

export function shardGameCount(games: number, shard: Shard | null): number {
  if (!shard) return games;
  return Math.max(0, Math.ceil((games - shard.index) / shard.count));
}

/** Checks a seating request against the game's limits; throws UsageError with one line. */
export function checkSeatingRequest(game: AnyGame, factions: readonly string[], players: number, mirror: boolean): void {
  const known = game.factions.map((f) => f.id);
  for (const f of factions) {
    if (!known.includes(f)) throw new UsageError(`unknown faction '${f}' for ${game.id}: accepted factions are ${known.join(', ')}`);
  }
  const seen = new Set<string>();
  for (const f of factions) {
    if (seen.has(f)) throw new UsageError(`faction '${f}' is listed twice in --factions`);
    seen.add(f);
  }
  if (!Number.isInteger(players) || players < game.seats.min || players > game.seats.max) {
    const range = game.seats.min === game.seats.max ? `${game.seats.min}` : `${game.seats.min} to ${game.seats.max}`;
    throw new UsageError(`invalid player count '${players}' for ${game.id}: accepted is ${range}`);
  }
  if (mirror && !game.allowMirror) throw new UsageError(`${game.id} does not allow mirror matches (--mirror)`);
  if (!mirror && factions.length < players) {
    throw new UsageError(
      `${players} players need at least ${players} factions without --mirror, got ${factions.length} (${factions.join(', ')})`,
    );
  }
  if (factions.length < 1) throw new UsageError('no factions chosen');
}

export interface PlanOptions {
  readonly games: number;
  readonly seed?: string | number;
  /** Default: every faction of the game. */
  readonly factions?: readonly string[];
  /** Default: the game's minimum seat count. */
  readonly players?: number;
  readonly mirror?: boolean;
  /** One bot spec for every seat, or one per seat. Default: random. */
  readonly bots?: readonly string[];
  /** Parameter overrides (key → value or text); unknown keys and bad values are rejected. */
  readonly parameters?: Readonly<Record<string, unknown>>;
  readonly shard?: Shard | null;
  /** Common random numbers: each game index twice, seats swapped (2 players only). */
  readonly paired?: boolean;
}

/** Validates options against the game and returns the plan every worker and shard shares. */
export function makePlan(game: AnyGame, opts: PlanOptions): RunPlan {
  if (!Number.isInteger(opts.games) || opts.games < 1) throw new UsageError(`invalid game count '${opts.games}': expected an integer of at least 1`);
  const factions = opts.factions ? [...opts.factions] : game.factions.map((f) => f.id);
  const players = opts.players ?? game.seats.min;
  const mirror = opts.mirror ?? false;
  checkSeatingRequest(game, factions, players, mirror);
  const specs = opts.bots && opts.bots.length > 0 ? [...opts.bots] : ['random'];
  if (specs.length !== 1 && specs.length !== players) {
    throw new UsageError(`--bots lists ${specs.length} bots (${specs.join(',')}) but the game has ${players} seats: give one per seat`);
  }
  for (const spec of specs) parseBotSpec(spec);
  const bots = specs.length === 1 ? Array.from({ length: players }, () => specs[0] as string) : specs;
  const parameters = resolveParameters(game.parameters, opts.parameters ?? {});
  game.configure(parameters);
  const shard = opts.shard ?? null;
  if (shard && !(Number.isInteger(shard.count) && shard.count >= 1 && Number.isInteger(shard.index) && shard.index >= 0 && shard.index < shard.count)) {
    throw new UsageError(`invalid shard '${shard.index}/${shard.count}': expected i/n with 0 <= i < n`);
  }
  const paired = opts.paired ?? false;
  if (paired && players !== 2) throw new UsageError(`--paired swaps the two seats of a two-player game; got ${players} players`);
  return { seed: String(opts.seed ?? 1), games: opts.games, factions, players, mirror, bots, parameters, shard, paired };
}
