// Testing kit for any game: fast-check arbitraries for random legal play and a
// runner that replays a generated path, so a property over "every legal game"
// shrinks to a short path and prints the seed and choices that reproduce it.
import fc from 'fast-check';
import type { AnyGame, ActionCode, Seating } from '../contracts.js';
import { rngFor } from '../rng.js';

export { ScriptedRng } from '../rng.js';

/** A generated game: its seating, the seed of its rules stream, and a choice per decision. */
export interface LegalPlayCase {
  readonly seating: readonly string[];
  readonly seed: number;
  /** Decision k takes legal[choices[k] % count]; past the end, choice 0. */
  readonly choices: readonly number[];
}

export interface LegalPlayOptions {
  /** Seatings to draw from (default: every ordered pair of distinct factions). */
  readonly seatings?: readonly (readonly string[])[];
  /** Longest path of choices fast-check generates (default 400). */
  readonly maxChoices?: number;
}

/** Every ordered pair of distinct factions of a game. */
export function orderedFactionPairs(game: AnyGame): string[][] {
  const ids = game.factions.map((f) => f.id);
  return ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b]));
}

/** An arbitrary of random legal play: seating, seed and a path of choices. */
export function legalPlay(game: AnyGame, opts: LegalPlayOptions = {}): fc.Arbitrary<LegalPlayCase> {
  const seatings = opts.seatings ?? orderedFactionPairs(game);
  return fc.record({
    seating: fc.constantFrom(...seatings),
    seed: fc.nat(),
    choices: fc.array(fc.nat(), { maxLength: opts.maxChoices ?? 400 }),
  });
}

export interface ReplayStep<State> {
  readonly state: State;
  readonly step: number;
  readonly action: ActionCode;
}

/**
 * Plays a generated case from the start: `onStep` sees the state after every
 * apply (throw or return false to fail). Stops at the game's end or after
 * `maxDecisions`; returns the state reached.
 */
export function replayLegalPlay<State>(
  game: AnyGame,
  config: unknown,
  c: LegalPlayCase,
  onStep: (s: ReplayStep<State>) => void | boolean,
  maxDecisions = 100_000,
): State {
  const rules = rngFor(c.seed, 0, 'rules');
  const state = game.setup(config, c.seating as Seating, rules) as State;
  const buffer = new Int32Array(Math.max(1, game.maxActions));
  for (let step = 0; step < maxDecisions && game.outcome(state) === null; step++) {
    const n = game.legalActions(state, buffer);
    if (n <= 0) throw new Error(`no legal action at step ${step} of a running game`);
    const action = buffer[(c.choices[step] ?? 0) % n] as number;
    game.apply(state, action, rules);
    if (onStep({ state, step, action }) === false) throw new Error(`property failed after step ${step} (action ${action})`);
  }
  return state;
}

export { checkConformance, stateDifference, ConformanceError } from './conformance.js';
export type { ConformanceOptions, ConformanceReport, OutcomeCount, SameStateOptions } from './conformance.js';
