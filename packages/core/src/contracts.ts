// The contracts every game and every bot implements. A game is a forward model
// (TAG's split): it knows the rules and nothing about who plays; a bot knows how
// to choose among legal actions and nothing about a particular game's rules.
import type { Rng } from './rng.js';
import type { ParameterSpec, ParameterValues } from './parameters.js';

/** Index of a seat at the table, 0-based. Seat 0 is the first listed in a seating. */
export type SeatIndex = number;
/** An integer-encoded atomic decision. Each game defines its own encoding. */
export type ActionCode = number;
/** Faction identifiers of one game, seat by seat, e.g. ['murg', 'huldra']. */
export type Seating = readonly string[];

export type OutcomeKind = 'win' | 'draw' | 'timeout';

/**
 * How a finished game ended. `timeout` is a game stopped by its round/turn cap:
 * it is counted apart from a draw the rules themselves produced.
 */
export interface Outcome {
  readonly kind: OutcomeKind;
  /** Winning seats (usually one); empty for a draw or a timeout. */
  readonly winners: readonly SeatIndex[];
  /** Why it ended, e.g. the victory path ("three hunts") or "turn cap". */
  readonly reason: string;
}

export interface Faction {
  readonly id: string;
  readonly name: string;
}

export interface SeatLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * A game as the runner, the bots and the CLI see it.
 *
 * `Config` is the game's compiled form of parameter values (built once per run
 * by `configure`); `State` is mutable and should live in typed arrays so that
 * `clone`/`copyInto` are cheap.
 */
export interface GameDefinition<State = unknown, Config = unknown> {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly factions: readonly Faction[];
  readonly seats: SeatLimits;
  /** Whether a seating may contain the same faction twice (mirror matches). */
  readonly allowMirror: boolean;
  /** Every tunable rule number, with its default, range and source note. */
  readonly parameters: readonly ParameterSpec[];
  /** What `length` counts, e.g. "turns" or "rounds". */
  readonly lengthUnit: string;
  /**
   * Most legal actions any decision can offer: the length of the reused legal-action buffer.
   * It bounds the count, not the codes: an ActionCode may be any int32 (Darkleaf packs
   * arguments into it), so a bot must never index an array by code.
   */
  readonly maxActions: number;

  /** Compiles validated parameter values once per run. Throws `ConfigError` for impossible combinations. */
  configure(values: ParameterValues): Config;
  /** A fresh game for this seating; chance in setup uses `rng` (the rules stream). */
  setup(config: Config, seating: Seating, rng: Rng): State;
  /** The seat that must decide next. */
  currentSeat(state: State): SeatIndex;
  /** Writes the legal action codes into `out` and returns how many there are (≥ 1 while running). */
  legalActions(state: State, out: Int32Array): number;
  /** Applies a legal action in place; chance is resolved with `rng` (the rules stream). */
  apply(state: State, action: ActionCode, rng: Rng): void;
  /** null while the game runs; how it ended otherwise. Must not allocate while running. */
  outcome(state: State): Outcome | null;
  /** Game length so far, in `lengthUnit`. */
  length(state: State): number;
  clone(state: State): State;
  /** Copies `src` into `dst` (same config) without allocating. */
  copyInto(dst: State, src: State): void;
  describeAction(state: State, action: ActionCode): string;
  render(state: State): string;
  /**
   * For games with hidden information: a copy of `state` in which everything
   * `seat` cannot see is resampled consistently with what it has seen.
   * Perfect-information games may omit it.
   */
  determinize?(state: State, seat: SeatIndex, rng: Rng): State;
  /**
   * `determinize` into an existing state (no allocation), for bots that resample
   * every iteration. The result must depend only on what `seat` can see of `src`
   * and on `rng` — not on how the unseen items happen to be ordered in `src`.
   */
  determinizeInto?(dst: State, src: State, seat: SeatIndex, rng: Rng): void;
  /** Heuristic value of the position for `seat`, in [-1, 1]; used by greedy and MCTS bots. */
  evaluate?(state: State, seat: SeatIndex): number;
  /**
   * True while the seat to move is finishing an action it has already committed
   * to (the direction of a push its move caused, a roll its declared deed calls
   * for), so `evaluate` here does not yet see what the action did. The greedy bot
   * plays such decisions out before it scores. Absent: never.
   */
  resolving?(state: State): boolean;
}

/** A game whose State/Config types are not known to the caller (runner, CLI). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any>;

/**
 * A bot chooses one of `legal[0..count)` for the seat to move. It may read only
 * what that seat can see: for hidden information it must go through
 * `game.determinize`. `rng` is the bot's own stream for this seat and game.
 */
export interface Bot {
  readonly name: string;
  choose(state: unknown, seat: SeatIndex, legal: Int32Array, count: number, rng: Rng): ActionCode;
}

export interface BotContext {
  readonly game: AnyGame;
  readonly config: unknown;
  /** The determinization stream of this game, for bots that resample hidden information. */
  readonly determinizeRng: Rng;
}

/** Makes a bot for one seat; `arg` is what follows the colon in a spec like `mcts:200`. */
export interface BotFactory {
  readonly name: string;
  readonly description: string;
  /** Validates `arg`; returns an error line or null. */
  validate(arg: string | undefined): string | null;
  create(ctx: BotContext, arg: string | undefined): Bot;
}

/** A reference to a game that a worker thread can import: module URL plus export name. */
export interface GameRef {
  readonly moduleUrl: string;
  readonly exportName: string;
}
