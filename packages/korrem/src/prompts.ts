// The decision-frame prompts (spec §6.3: the cursor is a stack of frames). Each prompt is owned by
// one module, which exports its `PromptHooks`; game.ts binds them into `config.prompts` at
// configure time, so mechanisms reach each other's decisions through the config (a hook table),
// never by importing each other's handlers. Ids are listed here, once.
import type { Rng } from '@balance-lab/core';
import type { CompiledContent } from './content/compiled.js';
import type { KorremParams } from './parameters.js';
import { FRAME_WORDS, FW_PROMPT, FW_SEAT, G_DEPTH, popFrame, topFrame, type Frame, type KorremState } from './state.js';

export interface KorremConfig {
  readonly content: CompiledContent;
  readonly params: KorremParams;
  /** Hooks by prompt id (PR_*). */
  readonly prompts: readonly PromptHooks[];
  /** What entering an occupied hex starts (battle, engagement, Call to Arms): bound by game.ts. */
  readonly encounters: EncounterHooks;
  /** The steps of a round (round.ts calls them): bound by game.ts. */
  readonly round: RoundHooks;
  /** The position evaluation with its own scratch (evaluate.ts), made per config. */
  readonly evaluate: (s: KorremGame, seat: number) => number;
}

/** What the round driver (round.ts) calls; each step lives in the module that owns it. */
export interface RoundHooks {
  /** The weather event of face 1, 4 or 8 (spec §1.8), resolved by the Observer; may push frames. */
  weatherEvent(s: KorremGame, face: number, observer: number, rng: Rng): void;
  /** Starts `seat`'s Command Phase with `actions` Actions (pushes its frame). */
  startCommandPhase(s: KorremGame, seat: number, actions: number, rng: Rng): void;
  /** End of the round (spec §1.7 step 3): the Event timeline ticks, quests are checked. */
  endOfRound(s: KorremGame, rng: Rng): void;
}

/** Entering a hex that holds an enemy army, an enemy settlement, a wild creature or a standing NPC army (spec §1.10). */
export interface EncounterHooks {
  /** Army `army` has just entered tile `tile`, which holds something it must face; may push frames (battle, engagement). */
  enter(s: KorremGame, army: number, tile: number, rng: Rng): void;
}

/** The state as every mechanism sees it: the game state with the run's config. */
export interface KorremGame extends KorremState {
  readonly config: KorremConfig;
}

export interface PromptHooks {
  /** Writes the frame's legal actions into `out` and returns how many (≥ 1). */
  legal(s: KorremGame, fr: Frame, out: Int32Array): number;
  /** Applies one of them; pops its own frame (with `closeFrame`) when its decision is finished. */
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void;
  /** Called when a frame this one pushed has closed and this is the top again; may close itself or push more. */
  resume?(s: KorremGame, fr: Frame, rng: Rng): void;
  describe(s: KorremGame, fr: Frame, action: number): string;
}

// Setup (spec §1.5, §1.6)
export const PR_SETUP_TILE = 0; // a player places a tile from their setup hand (setup-placement)
export const PR_SETUP_VILLAGE = 1; // a player places their first Village
// Observe (§1.8)
export const PR_PLACE_LAND = 2; // weather 1: where the drawn tile goes
export const PR_PLACE_CREATURE = 3; // weather 4: where the revealed creature goes
export const PR_WORLD_DRAW = 4; // weather 8: resolving the drawn World card (Disaster target, Artifact recipient)
// Command Phase (§1.9–§1.21)
export const PR_COMMAND = 5; // the Command Phase's main choice
export const PR_DISCOVER = 6; // choose one of the drawn tiles and a position
export const PR_GATHER_CHOICE = 7; // which resource a Provider takes (Wood or Gems…)
export const PR_ENGAGEMENT = 8; // Figure 7 sub-decisions: Pay/Decline, Reroll/Walk away, Stop/Let go
export const PR_LANDMARK = 9; // Pay/Decline, choose a resource
export const PR_TRADE_REPLY = 10; // the receiver accepts or rejects
export const PR_TRADE_SEAL = 11; // sealed Deliver/Renege (trust mode)
export const PR_BATTLE = 12; // a battle decision (the battle sub-game)
export const PR_RETREAT_PATH = 13; // the retreating army's path, hex by hex
export const PR_AFTERMATH = 14; // the winner assigns Artifacts
export const PR_CARD = 15; // playing a World card from the hand: its targets
export const PROMPT_COUNT = 16;

/** Closes the top frame and lets the frame below continue (its `resume`), if it has one. */
export function closeFrame(s: KorremGame, rng: Rng): void {
  popFrame(s);
  if (s.g[G_DEPTH]! > 0) {
    const fr = topFrame(s);
    const hooks = s.config.prompts[s.frames[fr]!];
    hooks?.resume?.(s, fr, rng);
  }
}

/** The seat deciding at frame `fr`. */
export const frameSeat = (s: KorremState, fr: Frame): number => s.frames[fr + FW_SEAT]!;

/**
 * Copies `src` into `dst` (same shape). The battle sub-game's arrays are copied only when a battle
 * frame is open in either: with none open both hold the pristine battle (battle-glue resets it as its
 * frame closes), and skipping them is a third of a greedy search's time.
 */
export function copyGameInto(dst: KorremState, src: KorremState): void {
  dst.copyFrom(src, battleOpen(src) || battleOpen(dst));
}

/** Is a battle frame open (the battle sub-game's arrays are live, through its aftermath and retreat)? */
export function battleOpen(s: KorremState): boolean {
  for (let fr = topFrame(s); fr >= 0; fr -= FRAME_WORDS) if (s.frames[fr + FW_PROMPT] === PR_BATTLE) return true;
  return false;
}
