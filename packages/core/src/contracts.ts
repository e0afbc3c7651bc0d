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

/**
 * - `win`: one or more seats won (a co-op win names every seat; a game whose rules
 *   name a winner at its cap reports a win with that reason, e.g. "round cap: most VP").
 * - `loss`: the game finished and no seat won (a solo player beaten, a party wiped out).
 * - `draw`: the rules themselves ended it level.
 * - `timeout`: stopped by the game's round/turn cap with no winner named.
 */
export type OutcomeKind = 'win' | 'loss' | 'draw' | 'timeout';

/** Every outcome kind, in the order reports list them. */
export const OUTCOME_KINDS: readonly OutcomeKind[] = ['win', 'loss', 'draw', 'timeout'];

/** How a finished game ended. Losses, draws and timeouts are counted apart from each other. */
export interface Outcome {
  readonly kind: OutcomeKind;
  /** Winning seats (usually one; every seat for a co-op win); empty for a loss, a draw or a timeout. */
  readonly winners: readonly SeatIndex[];
  /** Why it ended, e.g. the victory path ("three hunts"), "turn cap", "party wiped out". */
  readonly reason: string;
}

/** One way a game can end, as its `outcomes` list declares it (the conformance suite checks every outcome against it). */
export interface OutcomeSpec {
  readonly kind: OutcomeKind;
  readonly reason: string;
  /** Rulebook section or a plain sentence. */
  readonly source?: string;
}

/** A named integer counter a game reports per seat at the end of every game (VP by source, kills, rounds played). */
export interface MetricSpec {
  /** Column value in metrics.csv, e.g. `vp.quests`. */
  readonly key: string;
  readonly description: string;
}

/** One built-in content set: a whole document, with where its values come from. */
export interface ContentSet<Doc = unknown> {
  readonly description: string;
  /** Rulebook section, or `ASSUMPTION: reason`. */
  readonly source: string;
  readonly document: Doc;
}

/**
 * Content a game takes as data (decks, creatures, tiles): a JSON document checked
 * against `schema` (JSON Schema, as Ajv reads it), then by `check` for what a schema
 * cannot say. The run's content is part of its identity (its hash).
 */
export interface ContentSpec<Doc = unknown> {
  /** JSON Schema of a document. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** Built-in sets by name. */
  readonly sets: Readonly<Record<string, ContentSet<Doc>>>;
  /** The set a run uses when none is asked for. */
  readonly default: string;
  /** Checks beyond the schema; null when the document is fine, else one line naming the field, e.g. "/cards/2: value 0 is below 1". */
  check?(doc: Doc): string | null;
}

export interface Faction {
  readonly id: string;
  readonly name: string;
}

export interface SeatLimits {
  readonly min: number;
  readonly max: number;
  /** The player count a plan uses when none is asked for (absent: `min`). */
  readonly default?: number;
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

  /**
   * Whether the seats play as one party that wins or loses together (co-operative).
   * Absent: competitive. A co-op win names every seat; the fair share of a co-op or
   * a solo game is the overall win rate at that player count, not 1/N.
   */
  readonly cooperative?: boolean;
  /** Every (kind, reason) `outcome` can return. Optional for the runner; the conformance suite requires it. */
  readonly outcomes?: readonly OutcomeSpec[];
  /** Named counters reported per seat at the end of every game (see `metricValues`). */
  readonly metrics?: readonly MetricSpec[];
  /** Content the game takes as data (`--content`); absent for games whose rules are all parameters. */
  readonly content?: ContentSpec;

  /**
   * Compiles validated parameter values (and the run's content document, for games
   * that declare `content`) once per run. Throws `ConfigError` for impossible combinations.
   */
  configure(values: ParameterValues, content?: unknown): Config;
  /**
   * Every seating the rules allow at this player count, in a fixed order (plans
   * cycle through exactly these). Absent: every ordered arrangement of distinct
   * factions (with repeats when `mirror`), in faction order.
   */
  seatings?(config: Config, players: number, mirror: boolean): readonly Seating[];
  /** A fresh game for this seating; chance in setup uses `rng` (the rules stream). */
  setup(config: Config, seating: Seating, rng: Rng): State;
  /**
   * The seat that must decide next. It also says who moves first: the runner asks it before
   * every decision, from the state `setup` returns on, and never assumes seat 0.
   */
  currentSeat(state: State): SeatIndex;
  /** Writes the legal action codes into `out` and returns how many there are (≥ 1 while running). */
  legalActions(state: State, out: Int32Array): number;
  /**
   * Applies a legal action in place; chance is resolved with `rng` (the rules stream), only
   * through its draws (`next`, `uint32`, `int`, and `die`, `pick`, `shuffle` built on them),
   * and no reference to it is kept: the result is a function of the state, the action and the
   * values drawn. Greedy relies on this: a sample whose draws repeat an earlier sample's
   * values is not played again.
   */
  apply(state: State, action: ActionCode, rng: Rng): void;
  /** null while the game runs; how it ended otherwise. Must not allocate while running. */
  outcome(state: State): Outcome | null;
  /** Game length so far, in `lengthUnit`. */
  length(state: State): number;
  /**
   * Seats in the order they took their first turn (a permutation of 0..N-1), read
   * once when the game has ended. For games where the rules decide who goes first
   * (a starting order, tile flips, a roll). Absent: seat order (seat 0 first).
   */
  turnOrder?(state: State): readonly SeatIndex[];
  /** Writes `metrics[m]` for `seat` into `out[m]` (integers), read once when the game has ended. */
  metricValues?(state: State, seat: SeatIndex, out: Int32Array): void;
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
  /**
   * Whether this state hides anything from the seat to move (for games with
   * `determinize` whose modes or phases hide nothing). Absent: true whenever the game
   * has `determinize`. Bots take their exact (no guessing) path when it is false.
   */
  hidden?(state: State): boolean;
  /**
   * For games with hidden information: how many times the rules have read a value that
   * `seat` cannot see (a card drawn from a face-down deck, which secret token is which).
   * It only ever grows, and lives in the state. An action after which it has not grown
   * (on a determinization for `seat`) did the same thing on every determinization, so a
   * bot need not resample it. The conformance suite checks exactly that. `evaluate` must
   * then read nothing `seat` cannot see. Absent: every action is taken to depend on the
   * hidden values.
   */
  hiddenReads?(state: State, seat: SeatIndex): number;
  /**
   * Everything `seat` knows, as text (its information state). Two states with the same
   * text for a seat must look the same to it; the conformance suite checks that
   * `determinize` keeps it.
   */
  informationState?(state: State, seat: SeatIndex): string;
  /**
   * Heuristic value of the position for `seat`, in [-1, 1]. Greedy needs it. MCTS runs without
   * it, but with one it plays differently: rollouts stop after `depth` decisions and the leaf is
   * scored here, and progressive widening orders new moves by it (bots/mcts.ts).
   */
  evaluate?(state: State, seat: SeatIndex): number;
  /**
   * True while the seat to move is finishing an action it has already committed
   * to (the direction of a push its move caused, a roll its declared deed calls
   * for), so `evaluate` here does not yet see what the action did. The greedy bot
   * plays such decisions out before it scores. Absent: never.
   */
  resolving?(state: State): boolean;
  /**
   * Marks `state`, a bot's scratch copy for `seat`, so that `apply` on it (now, and after any
   * `copyInto` into it) stops before a chance draw that would follow on its own for another seat
   * (the roll that opens a rival's turn): that seat is left at a decision with that one action,
   * and `evaluate` scores the roll by its odds rather than by one outcome. The greedy bot marks the
   * copies it scores its candidates on (not `greedy:k:sampled`), so a candidate that hands the turn
   * on draws nothing and is exact after one sample. States the runner plays are never marked, so no game's course or
   * rules stream changes. Absent: apply always draws.
   */
  stopBeforeChance?(state: State, seat: SeatIndex): void;
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
  /** Whether this spec needs `game.evaluate` (checked when a plan is made, so a game without one is bad input). */
  needsEvaluate?(arg: string | undefined): boolean;
  /**
   * The spec with every default spelled out, as it plays `game` (a valid `arg`): two specs with
   * the same canonical form are the same bot there (`greedy` and `greedy:8`), so a ladder or a
   * strength curve does not play it twice. Absent: the spec's own text.
   */
  canonical?(arg: string | undefined, game: AnyGame): string;
  create(ctx: BotContext, arg: string | undefined): Bot;
}

/** A reference to a game that a worker thread can import: module URL plus export name. */
export interface GameRef {
  readonly moduleUrl: string;
  readonly exportName: string;
}
