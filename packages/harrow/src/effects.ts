// Effects: a card, a Bonus tile, a Legend's Unique Power or a Legend-track space resolving as a
// decision frame (PR_EFFECT) whose decisions its own hooks answer. The mechanisms (the turn
// machine, windows, the Legend jar) start an effect by its id and never know which one it is;
// what each one does lives with its faction (src/factions/*) or with the Bonus tiles
// (bonus-tiles.ts), and content.ts binds them into the configuration (`TurnConfig.effects`).
//
// The contract, for every hook table:
//   * `start` runs when the effect begins, its PR_EFFECT frame already on top with EF_ID, EF_FAC,
//     EF_ARG set and EF_STEP, EF_M0…EF_M2 zero. It returns OPEN when a decision is on top (its
//     own frame waiting for `legal`/`apply`, or a packet / attack / sub-effect it opened above
//     itself with resume RS_EFFECT), or `endEffect(s)` when it is done.
//   * `legal` lists the decisions of its own frame (A_EFFECT codes whose arguments the effect
//     defines, A_EFFECT_STOP wherever the step is optional); it must return ≥ 1 action. `apply`
//     answers one of them and returns like `start`.
//   * `resume` runs when a frame the effect opened above itself closes (RS_EFFECT); returns like `start`.
//   * `describe` speaks the rulebook's words for one of its actions.
//   * `canStart` is the play condition (Spirit Trap's adjacency, Buried's shared hex, …): false
//     keeps the card or tile from being offered.
// Memory lives in the frame (EF_STEP, EF_M0…EF_M2) and the state: no module-level variables.
import type { Rng } from '@balance-lab/core';
import {
  FIELD_0, FIELD_1, FIELD_2, FIELD_3, FIELD_4, FIELD_5, FIELD_6, FW_PROMPT, PR_EFFECT, popFrame, pushFrame, topFrame, type Frame,
} from './state.js';
import type { HarrowGame } from './turn.js';

/** PR_EFFECT fields. */
export const EF_ID = FIELD_0; // index in TurnConfig.effects
export const EF_FAC = FIELD_1; // the faction it resolves for
export const EF_ARG = FIELD_2; // what the starter passed (e.g. the track spaces to resolve, the card index)
export const EF_STEP = FIELD_3; // the effect's own step counter (0 at start)
export const EF_M0 = FIELD_4; // the effect's memory
export const EF_M1 = FIELD_5;
export const EF_M2 = FIELD_6;

/** Resume code: a frame an effect opened above itself closed (the turn machine calls `effectResume`). */
export const RS_EFFECT = 20;

/** The hooks of one effect (see the file comment for the contract). */
export interface EffectHooks {
  /** Stable id: `card:<card id>`, `tile:<tile id>`, `power:<legend id>`, `track:<faction>:<side>`. */
  readonly key: string;
  /** The printed name. */
  readonly name: string;
  /** Rulebook line(s) / spec rule it implements. */
  readonly source: string;
  canStart(s: HarrowGame, fac: number, arg: number): boolean;
  start(s: HarrowGame, fr: Frame, rng: Rng): number;
  legal(s: HarrowGame, fr: Frame, out: Int32Array): number;
  apply(s: HarrowGame, fr: Frame, action: number, rng: Rng): number;
  resume(s: HarrowGame, fr: Frame, rng: Rng): number;
  describe(s: HarrowGame, fr: Frame, action: number): string;
  /**
   * For an effect that is a whole turn (Hester's, a solo Round's automated part): true while its
   * decision on top is the turn's first, a new choice rather than the finishing of an earlier one
   * (game.ts `harrowResolving`: bots score the position before it). Absent: never.
   */
  opensTurn?(s: HarrowGame, fr: Frame): boolean;
}

/** Defaults for hook tables: always playable, no decisions, nothing to resume. Spread it first: `{ ...NO_HOOKS, key, name, source, start }`. */
export const NO_HOOKS: Omit<EffectHooks, 'key' | 'name' | 'source' | 'start'> = {
  canStart: () => true,
  legal: () => {
    throw new RangeError('effect: no decisions of its own');
  },
  apply: () => {
    throw new RangeError('effect: no decisions of its own');
  },
  resume: (s) => endEffect(s),
  describe: (_s, _fr, action) => `effect step ${action}`,
};

/** Closes the effect frame on top; returns its resume code. */
export function endEffect(s: HarrowGame): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_EFFECT) throw new RangeError('endEffect: no effect frame on top');
  return popFrame(s);
}

/**
 * Starts effect `id` for faction `fac`, decided by `seat`, resuming with `resume` when it ends.
 * Returns OPEN (a decision is on top) or the resume code to run.
 */
export function startEffect(s: HarrowGame, id: number, fac: number, seat: number, resume: number, arg: number, rng: Rng): number {
  const fr = pushFrame(s, PR_EFFECT, resume, seat);
  s.frames[fr + EF_ID] = id;
  s.frames[fr + EF_FAC] = fac;
  s.frames[fr + EF_ARG] = arg;
  return s.config.effects[id]!.start(s, fr, rng);
}

const hooksOf = (s: HarrowGame, fr: Frame): EffectHooks => s.config.effects[s.frames[fr + EF_ID]!]!;

export function effectLegal(s: HarrowGame, out: Int32Array): number {
  const fr = topFrame(s);
  const k = hooksOf(s, fr).legal(s, fr, out);
  if (k <= 0) throw new RangeError(`effect ${hooksOf(s, fr).key} offered no decision at step ${s.frames[fr + EF_STEP]}`);
  return k;
}

export function effectApply(s: HarrowGame, action: number, rng: Rng): number {
  const fr = topFrame(s);
  return hooksOf(s, fr).apply(s, fr, action, rng);
}

export function effectResume(s: HarrowGame, rng: Rng): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_EFFECT) throw new RangeError(`RS_EFFECT with prompt ${s.frames[fr + FW_PROMPT]} on top`);
  return hooksOf(s, fr).resume(s, fr, rng);
}

export function describeEffectAction(s: HarrowGame, action: number): string {
  const fr = topFrame(s);
  const h = hooksOf(s, fr);
  return `${h.name}: ${h.describe(s, fr, action)}`;
}

/** The effect table's index of `key`, −1 when absent. */
export function effectIndex(effects: readonly EffectHooks[], key: string): number {
  for (let i = 0; i < effects.length; i++) if (effects[i]!.key === key) return i;
  return -1;
}
