// The clan-behaviour interface. One object per clan (src/clans/<clan>.ts),
// dispatched by clan index from the table in clans/index.ts; no per-decision
// closures. Every hook receives the state; the active seat is s.g[G_SEAT].
//
// Control flow contract: a hook that starts an action (deed, journey, post-roll
// choice, skill) must eventually call exactly one continuation from flow.ts:
//   endExecute(s, rng)   – Phase 3 is over, go to slotting (TS-4);
//   endAcquire(s, rng)   – Phase 5 is over, end the turn;
//   resumeUpkeep(s)      – back to the Upkeep prompt (after a relic effect);
// or open a decision frame with openPrompt(s, promptId, RESUME_*) (state.ts
// "Decision frames"), whose legal actions/apply come back through
// promptActions/applyPrompt with the frame's prompt. The open decision moves to
// its next step with nextPrompt (its fields stay); a sub-decision is a frame
// opened over it with RESUME_PARENT, and when it closes the clan's resumePrompt
// hook carries on with the parent. A frame closes with finishClanPrompt(s, rng)
// (runs its resume) or one of the continuations above (which close every open
// frame). What a decision remembers between its steps lives in its frame's
// fields, named by the clan per prompt (const SPLIT_LEFT = FIELD_0); what a
// clan remembers across decisions lives in its clanVar words (CV_*). A clan
// prompt must always offer at least one action (offer an A_END "decline" for
// optional steps). Extra rolls (Wibo Morph, rerolls) go through flow.rollBone
// and update G_ROLL / G_ROLL_BONE (only the last bone rolled is slotted, CR-S-5).
// Hooks must not allocate: write into `out`, use the state's typed arrays
// (hexSite/hexCell, clanVar, frames) and module-level scratch buffers that
// carry nothing from one call to the next.
import type { Rng } from '@balance-lab/core';
import type { Config } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import type { DarkleafState, UnitId } from '../state.js';

export interface ClanHooks {
  readonly clan: number;
  /** Whether this hook set implements the clan fully (false → README "Not yet implemented"). */
  readonly complete: boolean;

  // ---- Setup ----
  /** SU-8-like setup decisions before the first roll (Hexen Quarry). Legal actions, or 0 if none pending. */
  setupActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number;
  applySetup(s: DarkleafState, seat: number, action: number, rng: Rng): void;
  setupPending(s: DarkleafState, seat: number): boolean;

  // ---- Upkeep (TS-1) ----
  /** Step 1: tick this clan's counters (mandatory). */
  upkeepCounters(s: DarkleafState, seat: number, rng: Rng): void;
  /** Whether the relic of `row` (timing upkeep) can be spent now. */
  canSpendRelic(s: DarkleafState, seat: number, row: number): boolean;
  /** Executes the relic effect (token already removed); ends with resumeUpkeep or a clan prompt. */
  spendRelic(s: DarkleafState, seat: number, row: number, rng: Rng): void;

  // ---- Intent (TS-2) and Phase 3 ----
  /** 0 = declares before rolling; 1 = rolls first, then chooses (Huldra HU-T-1, Murg Predictive Model); 2 = never declares, always journeys (Ferrymen, Hexen). */
  intentMode(s: DarkleafState, seat: number): number;
  /** DECLARE_DEED actions for Phase 2 (or for the post-roll choice in mode 1). */
  deedIntents(s: DarkleafState, seat: number, out: Int32Array, n: number): number;
  /** Executes the declared deed with the roll in G_ROLL (CR-G-4: an impossible target fails). */
  executeDeed(s: DarkleafState, seat: number, rng: Rng): void;
  /** Roll-first clans: actions offered after the roll (defaults to journey/deed choice). */
  postRollActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number;
  /** As surelyHasJourneyMove, for postRollActions: true only if it would list two actions or more. */
  surelyHasPostRollChoice(s: DarkleafState, seat: number): boolean;
  applyPostRoll(s: DarkleafState, seat: number, action: number, rng: Rng): void;
  /** Journey choices for journey value `value` (MOVE / MOVE_PART codes). */
  journeyMoves(s: DarkleafState, seat: number, value: number, out: Int32Array, n: number): number;
  /**
   * A cheap early answer for the forced-choice check (turn.ts settle): true only if journeyMoves
   * would list at least one move for `value` (so Cancel is not the only choice); false when it
   * does not know — settle then generates the list. It must never say true wrongly.
   */
  surelyHasJourneyMove(s: DarkleafState, seat: number, value: number): boolean;
  /** Applies a MOVE/MOVE_PART from journeyMoves. */
  applyJourney(s: DarkleafState, seat: number, action: number, rng: Rng): void;
  /** Journey value from a roll (Calm Waters; Hexen reads a direction). */
  journeyValue(s: DarkleafState, seat: number, roll: number): number;

  // ---- Units ----
  /** Clan-trait invulnerability of own unit `u` against a vanquish by `bySeat` (rooks come from data). */
  traitInvulnerable(s: DarkleafState, u: UnitId, bySeat: number): boolean;
  /**
   * Own unit `u` may never be named as a target by `bySeat`'s clan, whatever
   * game.blockInvulnerableTargets says (ER-U-5 Thick Skin [L775]: the Erde king "cannot be the target
   * of Wibo's Morph" and "is invulnerable to Hexen Hexes" — clans whose data `pathTargetsRoyal` is
   * false). Default false.
   */
  traitUntargetable(s: DarkleafState, u: UnitId, bySeat: number): boolean;
  /** Own unit `u` cannot be moved, pushed or relocated by anyone (WI-S-5 The Endless stasis). */
  traitImmovable(s: DarkleafState, u: UnitId): boolean;
  /** Most squares own unit `u` may move in one action, whatever the source (WI-U-5 Deep Roots: 1); default 8. */
  traitMoveCap(s: DarkleafState, u: UnitId): number;
  /**
   * CR-V-1 cleanup when unit `u` (either owner) leaves the board for the graveyard (e.g. drop
   * a Witch's Ladder on it and release its chip). Called once per clan in play, before removal.
   */
  onVanquished(s: DarkleafState, u: UnitId): void;
  /**
   * Reclaimed ground is this clan's (ER-T-2, G-58, CR-N-3): its units may end on a Reclaimed
   * square and be placed there. Default false (Erde: true).
   */
  readonly ownsReclaimed: boolean;
  /**
   * A rival unit marked as this clan's Quarry (UF_QUARRY) just left the board for the graveyard
   * (HX-V-2): score it for `seat` (this clan's seat), checking victory. Default: nothing.
   */
  quarryTaken(s: DarkleafState, seat: number): void;
  /**
   * Own unit `u` falls to a Will vanquish result whatever its invulnerability or protective
   * auras (G-57 alternative: the Erde king with erde.options.kingImmuneToWill = false). Default false.
   */
  exposedToWill(s: DarkleafState, u: UnitId): boolean;

  // ---- Skills (TS-5, CR-S-12) ----
  /**
   * A sub-decision opened over this clan's decision frame asking `prompt` closed (RESUME_PARENT):
   * carry on with that decision. Default: an error (the clan opens no sub-decisions).
   */
  resumePrompt(s: DarkleafState, seat: number, prompt: number, rng: Rng): void;

  /** Whether this module implements the effect of skill `skillId`; rows of unimplemented skills never complete. */
  implementsSkill(skillId: string): boolean;
  /** Whether the effect of `row` could execute now (miracle target, aura unit, Murg trait…). */
  canExecuteSkill(s: DarkleafState, seat: number, row: number): boolean;
  /** Phase-5 execution of a completed miracle/aura/law row (relic tokens are generic). Ends with endAcquire or a clan prompt. */
  acquireSkill(s: DarkleafState, seat: number, row: number, rng: Rng): void;

  // ---- Clan prompts ----
  promptActions(s: DarkleafState, seat: number, prompt: number, out: Int32Array, n: number): number;
  applyPrompt(s: DarkleafState, seat: number, prompt: number, action: number, rng: Rng): void;
  describePrompt?(s: DarkleafState, prompt: number): string;
  /** One line of this clan's own state for `render` (Hexen's Hexes), or undefined. */
  renderSeat?(s: DarkleafState, seat: number): string | undefined;
  /** Clan wording for an action of this clan's turn (rulebook words); undefined = the generic text. */
  describeAction?(s: DarkleafState, action: number): string | undefined;

  // ---- Victory and end of turn ----
  /** Immediate victory (CR-END-1): whether this clan's path to victory is complete for `seat`. */
  victory(s: DarkleafState, seat: number): boolean;
  /** The clan's path to victory as an Outcome.reason ('three hunts'), and its rule id (HU-V-1). */
  readonly victoryReason: string;
  readonly victorySource: string;
  /**
   * An action kind of this clan, besides A_SPEND_RELIC, that spends a relic token (Huldra's Tweak,
   * HU-S-4), so a Will result that blocks relics (CR-W) drops it too; 0 = none.
   */
  readonly relicSpendKind: number;
  /** The clan's deed in rulebook words, for action descriptions: 'Hunt' / 'Hunts'. */
  readonly deedName: string;
  readonly deedVerb: string;
  /** TS-6 for this clan's own turn end (Wibo check); may declare a win. */
  endOfTurn(s: DarkleafState, seat: number, rng: Rng): void;

  // ---- Added for Hexen (HX-T-2, HX-U-2); defaults in base.ts keep the old behaviour ----
  /** Phase 5: a relic token of `row` was just earned (token already placed). Ends with endAcquire or a clan prompt. */
  relicEarned(s: DarkleafState, seat: number, row: number, rng: Rng): void;
  /** Phase 3: the journey was cancelled (CR-J-7). Ends with endExecute or a clan prompt. */
  cancelJourney(s: DarkleafState, seat: number, rng: Rng): void;

  // ---- Evaluation (spec §6.5, evaluate.ts; issue 24: a clan's evaluation terms live with the clan) ----
  /**
   * This clan's evaluation tables for `config` with bound `weights` (its weights block, thresholds
   * and options read once); evaluate.ts builds them once per Config and passes them back to
   * evalTerms. Default: null (no clan terms).
   */
  evalTables(config: Config, weights: WeightsData): unknown;
  /**
   * `v` plus this clan's terms of P(seat) (progress along its path to victory, its threats, its
   * supply), added in order. `tables` is what evalTables built; `mode` is how the seat's next
   * roll sits in the turn (eval-kit M_*), `roll` G_ROLL, `sides` the seat's largest bone,
   * `tempo` the shared tempo weight. Must not allocate. Default: `v`.
   */
  evalTerms(s: DarkleafState, seat: number, v: number, tables: unknown, mode: number, roll: number, sides: number, tempo: number): number;
  /**
   * GameDefinition.resolving: whether greedy plays this clan prompt (opened with RESUME_EXECUTE by
   * the seat to move) out before scoring. Default true; Erde's split-journey parts say false.
   */
  promptResolving(s: DarkleafState, prompt: number): boolean;
  /**
   * The seat to move, inside this clan prompt, has its journey or deed behind it (it can no
   * longer parry; Wibo's Morph roll after the journey). Default false.
   */
  promptAfterAction(s: DarkleafState, prompt: number): boolean;
}
