// Darkleaf Gambit as a Balance Lab GameDefinition.
import type { GameDefinition, Outcome, OutcomeSpec, ParameterValues } from '@balance-lab/core';
import { MAX_LEGAL } from './actions.js';
import { compile } from './compile.js';
import type { Config } from './config.js';
import { darkleafParameters, dataFromValues } from './data/index.js';
import { describeAction, render } from './render.js';
import { bindWeights, evaluate, resolving } from './evaluate.js';
import { DarkleafState, G_FIRST_SEAT, G_OVER, G_REASON, G_TURN, G_WINNER } from './state.js';
import { applyAction, currentSeat, legalActions, setupGame } from './turn.js';
import { HOOKS } from './clans/index.js';

/** configure(values) = compile(dataFromValues(values)), with the evaluation weights (weights.*) bound to the Config. */
export function configure(values: ParameterValues): Config {
  const data = dataFromValues(values);
  const config = compile(data);
  bindWeights(config, data.weights);
  return config;
}

/** Outcome reasons by G_REASON: the winning clan's path (index + 1, units.ts declareWin); index 0 unused. */
export const REASONS: readonly string[] = ['', ...HOOKS.map((h) => h.victoryReason)];

// Cached outcomes: outcome() must not allocate (contract).
const WIN_OUTCOMES: Outcome[][] = [0, 1].map((seat) =>
  REASONS.map((reason) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([seat]), reason })),
);
/** G-83 calls this a draw; the project counts round-cap games as timeouts, apart from draws. */
const TIMEOUT: Outcome = Object.freeze({ kind: 'timeout', winners: Object.freeze([]) as readonly number[], reason: 'round cap' });

export function outcome(s: DarkleafState): Outcome | null {
  const over = s.g[G_OVER]!;
  if (over === 0) return null;
  if (over === 2) return TIMEOUT;
  return WIN_OUTCOMES[s.g[G_WINNER]!]![s.g[G_REASON]!]!;
}

/** Every way a game ends: one win per clan's path to victory (its hooks' victoryReason), and the round cap. */
export const OUTCOMES: readonly OutcomeSpec[] = [
  ...HOOKS.map((h): OutcomeSpec => ({ kind: 'win', reason: h.victoryReason, source: h.victorySource })),
  { kind: 'timeout', reason: 'round cap', source: 'CR-END-2, ASSUMPTION G-83 (a draw in the spec; counted as a timeout)' },
];

// SU-7: the first seat (clan starting order, or game.firstPlayer) moves first, then the other.
const TURN_ORDERS: readonly (readonly number[])[] = [Object.freeze([0, 1]), Object.freeze([1, 0])];

export const darkleaf: GameDefinition<DarkleafState, Config> = {
  id: 'darkleaf',
  name: 'Darkleaf Gambit',
  version: '0.1.0',
  factions: [
    { id: 'huldra', name: 'Huldra' },
    { id: 'murg', name: 'The Murg' },
    { id: 'ferrymen', name: 'Ferrymen' },
    { id: 'erde', name: 'Erde' },
    { id: 'wibo', name: 'Wildero Wibo' },
    { id: 'hexen', name: 'Hexen' },
  ],
  seats: { min: 2, max: 2 },
  allowMirror: false,
  outcomes: OUTCOMES,
  parameters: darkleafParameters,
  lengthUnit: 'turns',
  // Buffer size: no prompt offers more legal actions (codes themselves are bit-packed, see actions.ts).
  maxActions: MAX_LEGAL,
  configure,
  setup: setupGame,
  currentSeat,
  legalActions,
  apply: applyAction,
  outcome,
  // Turns played: completed turns, plus the turn in which a win happened.
  length: (s) => s.g[G_TURN]! + (s.g[G_OVER] === 1 ? 1 : 0),
  turnOrder: (s) => TURN_ORDERS[s.g[G_FIRST_SEAT]!]!,
  clone: (s) => s.clone(),
  copyInto: (dst, src) => dst.copyFrom(src),
  describeAction,
  render,
  // Heuristic for the greedy and MCTS bots (src/evaluate.ts; weights in src/data/weights.ts).
  evaluate,
  resolving,
  // On a bot's scratch copy the rival's Phase-3 roll waits as a decision; evaluate scores it by its
  // odds (rollMode in src/evaluate.ts). The bot's own rolls are still drawn: a build that scored
  // them before the roll too won 43.5% of decided games against the sampling greedy (6,000 games,
  // seed h2h-1).
  stopBeforeChance: (s, seat) => s.stopBeforeRollsOf(seat),
};

export { compile, ConfigError } from './compile.js';
export * from './config.js';
export { DarkleafState } from './state.js';
export type { UnitId } from './state.js';
export type { Square, Dir } from './geometry.js';
export type { ClanHooks } from './clans/hooks.js';
export { describeAction, render } from './render.js';

import { CLAN_IDS } from './config.js';
/** Which clans' rules are fully implemented (README "Not yet implemented" lists the rest). */
export const clanStatus: readonly { readonly id: string; readonly complete: boolean }[] = HOOKS.map((h) => ({
  id: CLAN_IDS[h.clan]!,
  complete: h.complete,
}));
