// Plays one game of a run. Game i gets its own rules, bot and determinization
// streams from (seed, i), so it is the same game in any worker, shard or resume.
import type { ActionCode, AnyGame, Bot, Outcome, Seating } from './contracts.js';
import type { ParsedBotSpec } from './bots/registry.js';
import { botStream, rngFor, type Rng } from './rng.js';

/** A game that never ends is a bug in the game, not a result. */
export const MAX_DECISIONS_PER_GAME = 1_000_000;

export interface PlayContext {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly seed: string;
  /** Bot per seat. */
  readonly bots: readonly ParsedBotSpec[];
  /** Reused legal-action buffer (at least game.maxActions long). */
  readonly buffer: Int32Array;
  /** Reused buffer for one seat's metrics at the end of a game. */
  readonly metricScratch: Int32Array;
}

export interface PlayedGame {
  readonly index: number;
  readonly seating: Seating;
  readonly outcome: Outcome;
  readonly length: number;
  readonly decisions: number;
  /** Seats in the order of their first turn (the game's `turnOrder`), or null: seat order. */
  readonly turnOrder: readonly number[] | null;
  /** The game's metrics, `metrics[seat * M + m]`, or null for a game without metrics. */
  readonly metrics: Int32Array | null;
}

export interface DecisionLogEntry {
  readonly seat: number;
  readonly action: ActionCode;
  readonly description: string;
}

/** A game that threw: where it happened, so the run can name the replay that reproduces it. */
export class GameCrash extends Error {
  override readonly name = 'GameCrash';
  constructor(
    readonly gameIndex: number,
    readonly seating: Seating,
    readonly seed: string,
    readonly causeMessage: string,
    readonly causeStack: string | undefined,
  ) {
    super(`game ${gameIndex} (${seating.join(' vs ')}) threw: ${causeMessage}`);
  }
}

export function createPlayContext(game: AnyGame, config: unknown, seed: string, bots: readonly ParsedBotSpec[]): PlayContext {
  return { game, config, seed, bots, buffer: new Int32Array(Math.max(1, game.maxActions)), metricScratch: new Int32Array(game.metrics?.length ?? 0) };
}

/**
 * Plays game `index` with `seating` to the end. `log`, when given, receives
 * every decision and the state after it (replays and tests); bulk runs pass
 * nothing. `botSeats[k]`, when given, is the seat whose bot and bot stream seat
 * k uses (seat-swapped pairs).
 */
export function playGame(
  ctx: PlayContext,
  seating: Seating,
  index: number,
  log?: (entry: DecisionLogEntry, stateAfter: unknown) => void,
  botSeats?: readonly number[],
): PlayedGame {
  const { game, config, seed, buffer } = ctx;
  try {
    const rules = rngFor(seed, index, 'rules');
    const state = game.setup(config, seating, rules);
    const determinizeRng = rngFor(seed, index, 'determinize');
    const seats = seating.length;
    const bots: Bot[] = [];
    const botRngs: Rng[] = [];
    for (let s = 0; s < seats; s++) {
      // A seat-swapped game (--paired) gives each faction the bot and bot stream it had in game A.
      const from = botSeats ? (botSeats[s] as number) : s;
      const spec = ctx.bots[from] ?? ctx.bots[0];
      if (!spec) throw new Error('no bot for seat ' + s);
      bots.push(spec.factory.create({ game, config, determinizeRng }, spec.arg));
      botRngs.push(rngFor(seed, index, botStream(from)));
    }
    let decisions = 0;
    let result = game.outcome(state);
    while (result === null) {
      if (decisions >= MAX_DECISIONS_PER_GAME) {
        throw new Error(`no outcome after ${MAX_DECISIONS_PER_GAME} decisions (the game's turn cap does not stop it)`);
      }
      const seat = game.currentSeat(state);
      const count = game.legalActions(state, buffer);
      if (count <= 0) throw new Error(`no legal action for seat ${seat} in a running game`);
      const action = (bots[seat] as Bot).choose(state, seat, buffer, count, botRngs[seat] as Rng);
      const description = log ? game.describeAction(state, action) : '';
      game.apply(state, action, rules);
      if (log) log({ seat, action, description }, state);
      decisions++;
      result = game.outcome(state);
    }
    const turnOrder = game.turnOrder ? game.turnOrder(state) : null;
    let metrics: Int32Array | null = null;
    const m = game.metrics?.length ?? 0;
    if (m > 0 && game.metricValues) {
      // One array a game (its values outlive the game: a paired group is recorded after all its games).
      metrics = new Int32Array(seats * m);
      const seatValues = ctx.metricScratch;
      for (let s = 0; s < seats; s++) {
        game.metricValues(state, s, seatValues);
        for (let k = 0; k < m; k++) metrics[s * m + k] = seatValues[k] as number;
      }
    }
    return { index, seating, outcome: result, length: game.length(state), decisions, turnOrder, metrics };
  } catch (err) {
    if (err instanceof GameCrash) throw err;
    const e = err instanceof Error ? err : new Error(String(err));
    throw new GameCrash(index, seating, seed, e.message, e.stack);
  }
}
