// The round driver (spec §1.7, §6.4): Observe (the weather D8 and its event), one Command Phase per
// player in the configured order, then the end of the round (Event timeline tick, quest checks,
// the round cap). It runs whenever no decision frame is open and stops as soon as one is pushed;
// what each step does lives in the modules bound into `config.round` (RoundHooks, prompts.ts) at configure time.
import type { Rng } from '@balance-lab/core';
import type { KorremGame } from './prompts.js';
import { END_CAP, G_COMMAND_INDEX, G_COMMAND_SEAT, G_DEPTH, G_END, G_FIRST, G_OBSERVER, G_ROUND, G_STAGE, G_WEATHER, NONE } from './state.js';
import { rollWeather, weatherActions } from './weather.js';

/** Stages of the driver (G_STAGE). Setup stages come first; setup.ts owns them. */
export const ST_SETUP = 0;
export const ST_ROUND_START = 1;
export const ST_COMMANDS = 2;
export const ST_ROUND_END = 3;
export const ST_OVER = 4;

/**
 * The Observer of round `round` (1-based). The first player observes round 1 (Quick Start §3);
 * the role passes left each round under observerLast, and to the last player to act under
 * observerFirst (spec §1.7, G15).
 */
export function observerOf(s: KorremGame, round: number): number {
  const n = s.shape.seats;
  const first = s.g[G_FIRST]!;
  const k = round - 1;
  return s.config.params.observerLast ? (first + k) % n : (((first - k) % n) + n) % n;
}

/** The seat of the `i`-th Command Phase (0-based) of a round with this Observer (spec §1.7, G15). */
export function commandSeat(s: KorremGame, observer: number, i: number): number {
  const n = s.shape.seats;
  // observerLast: the Observer's left neighbour first, the Observer last; observerFirst: the Observer first.
  return s.config.params.observerLast ? (observer + 1 + i) % n : (observer + i) % n;
}

/** Runs the round until a decision is needed or the game ends. */
export function advanceRounds(s: KorremGame, rng: Rng): void {
  while (s.g[G_DEPTH] === 0 && s.g[G_END] === 0) {
    const stage = s.g[G_STAGE]!;
    if (stage === ST_ROUND_START) {
      const round = s.g[G_ROUND]! + 1;
      if (round > s.config.params.roundCap) {
        s.g[G_END] = END_CAP;
        s.g[G_STAGE] = ST_OVER;
        return;
      }
      s.g[G_ROUND] = round;
      const observer = observerOf(s, round);
      s.g[G_OBSERVER] = observer;
      const face = rollWeather(rng);
      s.g[G_WEATHER] = face;
      s.g[G_COMMAND_INDEX] = 0;
      s.g[G_STAGE] = ST_COMMANDS;
      s.config.round.weatherEvent(s, face, observer, rng);
    } else if (stage === ST_COMMANDS) {
      const i = s.g[G_COMMAND_INDEX]!;
      if (i >= s.shape.seats) {
        s.g[G_COMMAND_SEAT] = NONE;
        s.g[G_STAGE] = ST_ROUND_END;
        continue;
      }
      s.g[G_COMMAND_INDEX] = i + 1;
      const seat = commandSeat(s, s.g[G_OBSERVER]!, i);
      s.g[G_COMMAND_SEAT] = seat;
      s.config.round.startCommandPhase(s, seat, weatherActions(s.g[G_WEATHER]!), rng);
    } else if (stage === ST_ROUND_END) {
      s.g[G_STAGE] = ST_ROUND_START;
      s.config.round.endOfRound(s, rng);
    } else {
      return;
    }
  }
}
