// A bot's view of the game: for hidden information, a fresh guess at what its
// seat cannot see; otherwise the state itself. The bot never reads the real
// state's hidden parts — only the guess.
import type { AnyGame, SeatIndex } from '../contracts.js';
import type { Rng } from '../rng.js';

/** Whether the game hides anything (it then provides determinize). */
export function hasHiddenInformation(game: AnyGame): boolean {
  return typeof game.determinizeInto === 'function' || typeof game.determinize === 'function';
}

/**
 * Whether `state` hides anything from the seat to move: the game's own `hidden`
 * when it has one (a mode or phase with nothing hidden), else whether it can determinize.
 */
export function hidesNow(game: AnyGame, state: unknown): boolean {
  if (!hasHiddenInformation(game)) return false;
  return typeof game.hidden === 'function' ? game.hidden(state) : true;
}

/**
 * Writes a guess into `into` when the game can (no allocation) and returns it;
 * falls back to a freshly allocated `determinize`, or to `state` itself for
 * perfect information.
 */
export function guessInto(game: AnyGame, into: unknown, state: unknown, seat: SeatIndex, rng: Rng): unknown {
  if (typeof game.determinizeInto === 'function') {
    game.determinizeInto(into, state, seat, rng);
    return into;
  }
  if (typeof game.determinize === 'function') return game.determinize(state, seat, rng);
  return state;
}
