// What a run plays: which seating game i gets, and which game indices a shard owns.
// Game i's seating depends on (seed, i) alone, never on workers or shards.
//
// A plan may hold several player counts: game index i belongs to count k = i mod K
// (K counts), as that count's game j = ⌊i / K⌋, which takes seating j of the
// count's cycle of legal seatings. Every count therefore progresses together, and
// a one-count plan maps game i to seating i exactly as plans always have.
import type { AnyGame, Seating } from './contracts.js';
import { UsageError } from './errors.js';
import { resolveParameters, type ParamValue } from './parameters.js';
import { parseBotSpec } from './bots/registry.js';
import { allSeatings, legalSeatings, mandatoryFactions, seatingsWithin } from './seatings.js';
import { resolveContent, type RunContent } from './content.js';

export interface Shard {
  /** 0-based shard number. */
  readonly index: number;
  readonly count: number;
}

export interface RunPlan {
  readonly seed: string;
  /** Game indices in the whole plan (all counts): games per count × number of counts. */
  readonly games: number;
  /** Factions taking part, in the game's order (those of the legal seatings when none were chosen). */
  readonly factions: readonly string[];
  /** Player counts, ascending; one study per count. */
  readonly players: readonly number[];
  /** Per player count (same order), the legal seatings the plan cycles through. */
  readonly cycles: readonly (readonly Seating[])[];
  /** Whether a seating may repeat a faction (mirror matches: only on request). */
  readonly mirror: boolean;
  /** Bot spec per seat (`name[:arg]`), as many as the largest count has seats. */
  readonly bots: readonly string[];
  /** Every parameter of the game with the value in force. */
  readonly parameters: Readonly<Record<string, ParamValue>>;
  /** The content document in force (games that declare content), with its name and hash. */
  readonly content: RunContent | null;
  readonly shard: Shard | null;
  /** Play every game index in every rotation of its seating, on the same streams (`--paired`). */
  readonly paired: boolean;
  /**
   * For a game loaded from a designer's module: its path as given, the export and the
   * SHA-256 of the file (`./my-game.mjs#myGame sha256:…`); '' for a built-in game.
   * Part of the run's identity, so merge and resume refuse a changed module.
   */
  readonly module: string;
}

/** Every ordered pair of the factions (with mirror pairs when asked): the two-player cycle. */
export function orderedPairs(factions: readonly string[], mirror: boolean): string[][] {
  return allSeatings(factions, 2, mirror);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export class SeatingPlan {
  constructor(private readonly plan: RunPlan) {}

  /**
   * Game indices in one whole cycle of every count: K × lcm of the counts' cycle
   * lengths, so a run of a multiple of it plays every legal seating equally often.
   */
  get cycle(): number {
    const lcm = this.plan.cycles.reduce((l, c) => (l / gcd(l, c.length)) * c.length, 1);
    return this.plan.cycles.length * lcm;
  }

  /** The player count game `gameIndex` is played at. */
  playersFor(gameIndex: number): number {
    return this.plan.players[gameIndex % this.plan.players.length] as number;
  }

  seatingFor(gameIndex: number): Seating {
    const k = this.plan.players.length;
    const cycle = this.plan.cycles[gameIndex % k] as readonly Seating[];
    return cycle[Math.floor(gameIndex / k) % cycle.length] as Seating;
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

/**
 * Games a shard of the plan plays: one per game index it owns, or with --paired
 * one per rotation of the index's seating (N at N players).
 */
export function shardPlayCount(plan: RunPlan): number {
  if (!plan.paired) return shardGameCount(plan.games, plan.shard);
  const k = plan.players.length;
  const count = plan.shard?.count ?? 1;
  const index = plan.shard?.index ?? 0;
  // The pattern of (count, owned) repeats every lcm(k, count) indices.
  const period = (k / gcd(k, count)) * count;
  const played = (from: number, to: number): number => {
    let n = 0;
    for (let i = from; i < to; i++) if (i % count === index) n += plan.players[i % k] as number;
    return n;
  };
  const whole = Math.floor(plan.games / period);
  return whole * played(0, period) + played(whole * period, plan.games);
}

/** `players` as asked: one count, or a list (`2,3,4`) or range (`2-6`) already parsed. */
function checkPlayerCounts(game: AnyGame, players: readonly number[]): number[] {
  const range = game.seats.min === game.seats.max ? `${game.seats.min}` : `${game.seats.min} to ${game.seats.max}`;
  for (const n of players) {
    if (!Number.isInteger(n) || n < game.seats.min || n > game.seats.max) {
      throw new UsageError(`invalid player count '${n}' for ${game.id}: accepted is ${range}`);
    }
  }
  const sorted = [...new Set(players)].sort((a, b) => a - b);
  if (sorted.length !== players.length) throw new UsageError(`player count listed twice in --players ${players.join(',')}`);
  if (sorted.length === 0) throw new UsageError('no player count chosen');
  return sorted;
}

function checkFactionList(game: AnyGame, factions: readonly string[]): void {
  const known = game.factions.map((f) => f.id);
  for (const f of factions) {
    if (!known.includes(f)) throw new UsageError(`unknown faction '${f}' for ${game.id}: accepted factions are ${known.join(', ')}`);
  }
  const seen = new Set<string>();
  for (const f of factions) {
    if (seen.has(f)) throw new UsageError(`faction '${f}' is listed twice in --factions`);
    seen.add(f);
  }
  if (factions.length < 1) throw new UsageError('no factions chosen');
}

/**
 * The seatings a count cycles through: the game's legal ones, narrowed to the chosen
 * factions. Throws one line when the game has none, or none uses only the chosen factions.
 */
function cycleFor(game: AnyGame, config: unknown, players: number, mirror: boolean, chosen: readonly string[] | null): Seating[] {
  let legal: readonly Seating[];
  try {
    legal = legalSeatings(game, config, players, mirror);
  } catch (e) {
    throw new UsageError(`${game.id} at ${players} players: ${(e as Error).message}; narrow --factions`);
  }
  if (legal.length === 0) {
    const mirrorWouldHelp = !mirror && game.allowMirror && legalSeatings(game, config, players, true).length > 0;
    const counts: number[] = [];
    for (let n = game.seats.min; n <= game.seats.max; n++) if (n !== players && legalSeatings(game, config, n, mirror).length > 0) counts.push(n);
    throw new UsageError(
      `${game.id} has no legal ${players}-player seating${mirrorWouldHelp ? ' without --mirror' : ''} under these parameters` +
        (counts.length > 0 ? `: it has seatings at --players ${counts.join(',')}` : ''),
    );
  }
  if (!chosen) return [...legal];
  const within = seatingsWithin(legal, chosen);
  if (within.length > 0) return within;
  const must = mandatoryFactions(legal);
  if (typeof game.seatings !== 'function' && !mirror && chosen.length < players) {
    throw new UsageError(`${players} players need at least ${players} factions without --mirror, got ${chosen.length} (${chosen.join(', ')})`);
  }
  throw new UsageError(
    `no legal ${players}-player seating of ${game.id} uses only ${chosen.join(', ')}` +
      (must.length > 0 ? `: every legal seating includes ${must.join(', ')}` : `: legal seatings are like ${(legal[0] as Seating).join(',')}`),
  );
}

export interface PlanOptions {
  /** Games per player count. */
  readonly games: number;
  readonly seed?: string | number;
  /** Factions taking part: seatings are narrowed to those using only these. Default: every faction of the game. */
  readonly factions?: readonly string[];
  /** One player count, or several (one study per count). Default: the game's `seats.default`, else its minimum. */
  readonly players?: number | readonly number[];
  readonly mirror?: boolean;
  /** One bot spec for every seat, or one per seat (one player count only). Default: random. */
  readonly bots?: readonly string[];
  /** Parameter overrides (key → value or text); unknown keys and bad values are rejected. */
  readonly parameters?: Readonly<Record<string, unknown>>;
  /**
   * Content for games that declare it: a built-in set's name, or a document
   * (already parsed JSON) with a label naming where it came from. Default: the game's default set.
   */
  readonly content?: string | { readonly label: string; readonly document: unknown };
  readonly shard?: Shard | null;
  /** Common random numbers: each game index in every rotation of its seating. */
  readonly paired?: boolean;
  /** The game module's identity (`path#export sha256:…`) when the game came from a file; default ''. */
  readonly module?: string;
}

/** Validates options against the game and returns the plan every worker and shard shares. */
export function makePlan(game: AnyGame, opts: PlanOptions): RunPlan {
  if (!Number.isInteger(opts.games) || opts.games < 1) throw new UsageError(`invalid game count '${opts.games}': expected an integer of at least 1`);
  const asked = opts.players === undefined ? [game.seats.default ?? game.seats.min] : typeof opts.players === 'number' ? [opts.players] : opts.players;
  const players = checkPlayerCounts(game, asked);
  const mirror = opts.mirror ?? false;
  if (mirror && !game.allowMirror) throw new UsageError(`${game.id} does not allow mirror matches (--mirror)`);
  if (opts.factions) checkFactionList(game, opts.factions);
  const most = players[players.length - 1] as number;
  const specs = opts.bots && opts.bots.length > 0 ? [...opts.bots] : ['random'];
  if (specs.length !== 1 && (players.length !== 1 || specs.length !== most)) {
    throw new UsageError(
      players.length !== 1
        ? `--bots lists ${specs.length} bots (${specs.join(',')}) but the study has ${players.join(', ')} players: give one bot for every seat (--bot)`
        : `--bots lists ${specs.length} bots (${specs.join(',')}) but the game has ${most} seats: give one per seat`,
    );
  }
  for (const spec of specs) {
    const parsed = parseBotSpec(spec);
    if (parsed.factory.needsEvaluate?.(parsed.arg) && typeof game.evaluate !== 'function') {
      throw new UsageError(`bot '${spec}' needs a position evaluation, but ${game.id} has none: accepted bots for it are random and mcts[:iterations] or ismcts[:iterations] (random rollouts)`);
    }
  }
  const bots = specs.length === 1 ? Array.from({ length: most }, () => specs[0] as string) : specs;
  const parameters = resolveParameters(game.parameters, opts.parameters ?? {});
  const content = resolveContent(game, opts.content);
  const config = game.configure(parameters, content?.document);
  const cycles = players.map((n) => cycleFor(game, config, n, mirror, opts.factions ?? null));
  const inPlay = new Set(cycles.flat(2));
  const factions = opts.factions ? [...opts.factions] : game.factions.map((f) => f.id).filter((f) => inPlay.has(f));
  const shard = opts.shard ?? null;
  if (shard && !(Number.isInteger(shard.count) && shard.count >= 1 && Number.isInteger(shard.index) && shard.index >= 0 && shard.index < shard.count)) {
    throw new UsageError(`invalid shard '${shard.index}/${shard.count}': expected i/n with 0 <= i < n`);
  }
  const paired = opts.paired ?? false;
  if (paired && players[0] === 1) throw new UsageError('--paired plays each game in every rotation of its seats; a 1-player game has nothing to rotate');
  const games = opts.games * players.length;
  if (!Number.isSafeInteger(games)) throw new UsageError(`invalid game count '${opts.games}': too many games for ${players.length} player counts`);
  return { seed: String(opts.seed ?? 1), games, factions, players, cycles, mirror, bots, parameters, content, shard, paired, module: opts.module ?? '' };
}
