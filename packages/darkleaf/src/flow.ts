// The turn machine's continuations (TS-1…TS-6). Clan modules call these to hand
// control back to the engine; turn.ts dispatches legal/apply by phase.
import type { Rng } from '@balance-lab/core';
import {
  type DarkleafState, BONES, G_ACQ_ROW, G_DEPTH, G_EXTRA, G_FIRST_SEAT, G_I_T1, G_I_T2, G_I_UNIT,
  G_INTENT, G_JOURNEYED, G_LOOP_SPENT, G_OVER, G_PHASE, G_PREDICTIVE, G_ROLL, G_ROLL_BONE, G_ROLLS, G_SEAT,
  G_SLOTTED, G_TURN, G_IN_EXTRA, INTENT_DEED, INTENT_JOURNEY, INTENT_NONE, PH_CHOOSE_BONE,
  FIELD_0, FIELD_1, FIELD_2, FIELD_3, type Frame, FRAME_DEPTH, FRAME_SPARE, FRAME_WORDS, FW_PROMPT, FW_RESUME, PH_CLAN, PH_DECLARE, PH_JOURNEY, PH_OVER, PH_POSTROLL, PH_SETUP, PH_SLOT, PH_UPKEEP,
} from './state.js';

/**
 * How play resumes when a decision frame closes (its FW_RESUME word): back to the turn machine
 * after Phase 3 (EXECUTE), Phase 5 (ACQUIRE), the Upkeep (UPKEEP), setup (SETUP) or to the
 * roll-first choice (POSTROLL); or, for a sub-decision, to the frame below it (PARENT: the clan's
 * resumePrompt hook is told which of its prompts resumes).
 */
export const RESUME_EXECUTE = 1, RESUME_ACQUIRE = 2, RESUME_UPKEEP = 3, RESUME_SETUP = 4, RESUME_POSTROLL = 5, RESUME_PARENT = 6;

/**
 * The one place a bone is rolled (the rules stream), so a chance enumerator can
 * hook in later.
 */
export function rollBone(_s: DarkleafState, sides: number, rng: Rng): number {
  return rng.die(sides);
}

/** SU-8: setup prompts (Hexen Quarry) in turn order, then the first turn. */
export function continueSetup(s: DarkleafState, rng: Rng): void {
  closeFrames(s);
  const first = s.g[G_FIRST_SEAT]!;
  for (let k = 0; k < 2; k++) {
    const seat = k === 0 ? first : first ^ 1;
    if (s.config.hooks[s.clan[seat]!]!.setupPending(s, seat)) {
      s.g[G_PHASE] = PH_SETUP;
      s.g[G_SEAT] = seat;
      return;
    }
  }
  if (s.config.willSteps.startHandicap(s, rng)) return; // SU-9 handicap bones (will.ts)
  s.g[G_SEAT] = first;
  beginTurn(s, rng);
}

export function beginTurn(s: DarkleafState, rng: Rng): void {
  const g = s.g;
  g[G_INTENT] = INTENT_NONE;
  g[G_I_UNIT] = -1;
  g[G_I_T1] = -1;
  g[G_I_T2] = -1;
  g[G_ROLL] = 0;
  g[G_ROLL_BONE] = -1;
  g[G_ROLLS] = 0;
  g[G_JOURNEYED] = -1;
  g[G_PREDICTIVE] = 0;
  g[G_LOOP_SPENT] = 0;
  g[G_SLOTTED] = 0;
  g[G_ACQ_ROW] = -1;
  g[G_DEPTH] = 0;
  const seat = g[G_SEAT]!;
  s.config.willSteps.upkeepTick(s, seat); // TS-1 step 1, CR-W-3: the roller's Will counters
  g[G_PHASE] = PH_UPKEEP; // set first: upkeepCounters may open a clan prompt (Hexen HX-C-7, RESUME_UPKEEP)
  s.config.hooks[s.clan[seat]!]!.upkeepCounters(s, seat, rng); // TS-1 step 1
  if (g[G_OVER] !== 0) return;
  if (g[G_PHASE] !== PH_CLAN) g[G_PHASE] = PH_UPKEEP;
}

export function resumeUpkeep(s: DarkleafState): void {
  if (s.g[G_OVER] !== 0) return;
  closeFrames(s);
  s.g[G_PHASE] = PH_UPKEEP;
}

/** End of Upkeep → Phase 2 or straight to the roll (HU-T-1, FE-D-1, HX-D-1). */
export function endUpkeep(s: DarkleafState, rng: Rng): void {
  if (s.config.willSteps.offerRival(s)) return; // willActivation=anyUpkeep: the rival may spend a Will token now (L347)
  const seat = s.g[G_SEAT]!;
  const mode = s.config.hooks[s.clan[seat]!]!.intentMode(s, seat);
  if (mode === 0) {
    s.g[G_PHASE] = PH_DECLARE;
    return;
  }
  s.g[G_INTENT] = mode === 2 ? INTENT_JOURNEY : INTENT_NONE;
  startRoll(s, rng);
}

/** TS-3: roll a pool bone (DP-8 when the pool holds different bones). */
export function startRoll(s: DarkleafState, rng: Rng): void {
  const seat = s.g[G_SEAT]!;
  let first = -1, mixed = false;
  for (let i = 0; i < BONES; i++) {
    if (s.boneLoc[seat * BONES + i] !== -1) continue;
    if (first < 0) first = i;
    else if (s.boneSides[seat * BONES + i] !== s.boneSides[seat * BONES + first]) mixed = true;
  }
  if (first < 0) throw new Error('INV-6 violated: empty pool at Phase 3');
  // On a bot's scratch copy a rival's roll waits here too, so the evaluation scores its odds (stopsBeforeRoll).
  if (mixed || s.stopsBeforeRoll) {
    s.g[G_PHASE] = PH_CHOOSE_BONE;
    return;
  }
  rollAndContinue(s, first, rng);
}

export function rollAndContinue(s: DarkleafState, bone: number, rng: Rng): void {
  const seat = s.g[G_SEAT]!;
  s.g[G_ROLL] = rollBone(s, s.boneSides[seat * BONES + bone]!, rng);
  s.g[G_ROLL_BONE] = bone;
  s.g[G_ROLLS] = s.g[G_ROLLS]! + 1;
  if (s.config.willSteps.afterRoll(s)) return; // DP-9: an active Will reroll is offered first (will.ts resumes below)
  continueAfterRoll(s, rng);
}

/** The Phase-3 roll stands: journey, deed or the roll-first choice. */
export function continueAfterRoll(s: DarkleafState, rng: Rng): void {
  const seat = s.g[G_SEAT]!;
  const intent = s.g[G_INTENT]!;
  if (intent === INTENT_JOURNEY) s.g[G_PHASE] = PH_JOURNEY;
  else if (intent === INTENT_DEED) s.config.hooks[s.clan[seat]!]!.executeDeed(s, seat, rng);
  else s.g[G_PHASE] = PH_POSTROLL;
}

/** Phase 3 done → TS-4 slotting (if a bone was rolled). */
export function endExecute(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  closeFrames(s);
  if (s.g[G_ROLL_BONE]! < 0 || s.config.willSteps.blocksSlotting(s)) { // Will: "cannot slot bones" skips Phase 4
    endTurn(s, rng);
    return;
  }
  s.g[G_PHASE] = PH_SLOT;
}

/** Phase 5 done → TS-6. */
export function endAcquire(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  closeFrames(s);
  if (s.config.willSteps.endAcquire(s, rng)) return; // G-91: a row completed by a handicap bone, back to setup
  endTurn(s, rng);
}

/** TS-6: end-of-turn checks, extra turns (MU-S-3), round cap (G-83). */
export function endTurn(s: DarkleafState, rng: Rng): void {
  const g = s.g;
  const seat = g[G_SEAT]!;
  s.config.hooks[s.clan[seat]!]!.endOfTurn(s, seat, rng);
  if (g[G_OVER] !== 0) return;
  g[G_TURN] = g[G_TURN]! + 1;
  if (g[G_TURN]! >= s.config.game.maxRounds * 2) {
    g[G_OVER] = 2;
    g[G_PHASE] = PH_OVER;
    return;
  }
  if (g[G_EXTRA]! > 0) {
    g[G_EXTRA] = g[G_EXTRA]! - 1;
    g[G_IN_EXTRA] = 1;
  } else {
    g[G_SEAT] = seat ^ 1;
    g[G_IN_EXTRA] = 0;
  }
  beginTurn(s, rng);
}

/** The top open decision frame (its first word in s.frames); meaningful while one is open. */
export function topFrame(s: DarkleafState): Frame {
  return (s.g[G_DEPTH]! - 1) * FRAME_WORDS;
}

/** The prompt of the top open decision frame (the clan prompt asked while G_PHASE = PH_CLAN). */
export function clanPrompt(s: DarkleafState): number {
  return s.frames[(s.g[G_DEPTH]! - 1) * FRAME_WORDS + FW_PROMPT]!;
}

/**
 * Where play goes back to the turn machine once the open decision closes (RESUME_EXECUTE, …): the
 * top frame's resume, or for a sub-decision (RESUME_PARENT) that of the first frame below it that
 * names one. (finishClanPrompt reads the top frame's own resume.)
 */
export function promptResume(s: DarkleafState): number {
  for (let d = s.g[G_DEPTH]! - 1; d >= 0; d--) {
    const r = s.frames[d * FRAME_WORDS + FW_RESUME]!;
    if (r !== RESUME_PARENT) return r;
  }
  return RESUME_PARENT;
}

/**
 * Opens a new decision frame asking `prompt` — over the open one as a sub-decision when one is
 * open (then `resume` is usually RESUME_PARENT) — and returns it; its fields start at 0.
 */
export function openPrompt(s: DarkleafState, prompt: number, resume: number): Frame {
  const depth = s.g[G_DEPTH]!;
  // A game already won asks nothing more: no frame is pushed, the phase stays PH_OVER, and the
  // caller's field writes land in the spare frame past the stack (state.ts FRAME_SPARE).
  if (s.g[G_OVER] !== 0) return FRAME_SPARE;
  if (depth >= FRAME_DEPTH) throw new Error(`decision frames: more than ${FRAME_DEPTH} open (prompt ${prompt})`);
  s.g[G_DEPTH] = depth + 1;
  s.g[G_PHASE] = PH_CLAN;
  const f = depth * FRAME_WORDS;
  s.frames[f + FW_PROMPT] = prompt;
  s.frames[f + FW_RESUME] = resume;
  s.frames[f + FIELD_0] = s.frames[f + FIELD_1] = s.frames[f + FIELD_2] = s.frames[f + FIELD_3] = 0;
  return f;
}

/** The open decision moves on to its next prompt (and to `resume`, if given); its fields stay. */
export function nextPrompt(s: DarkleafState, prompt: number, resume?: number): Frame {
  if (s.g[G_OVER] !== 0) return FRAME_SPARE; // a game already won asks nothing more
  const f = topFrame(s);
  s.g[G_PHASE] = PH_CLAN;
  s.frames[f + FW_PROMPT] = prompt;
  if (resume !== undefined) s.frames[f + FW_RESUME] = resume;
  return f;
}

/** Closes the top decision frame and resumes play as it says. */
export function finishClanPrompt(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  const resume = s.frames[topFrame(s) + FW_RESUME]!;
  s.g[G_DEPTH] = s.g[G_DEPTH]! - 1;
  switch (resume) {
    case RESUME_EXECUTE: endExecute(s, rng); break;
    case RESUME_ACQUIRE: endAcquire(s, rng); break;
    case RESUME_UPKEEP: resumeUpkeep(s); break;
    case RESUME_SETUP: continueSetup(s, rng); break;
    case RESUME_POSTROLL: closeFrames(s); s.g[G_PHASE] = PH_POSTROLL; break;
    case RESUME_PARENT: {
      if (s.g[G_DEPTH]! < 1) throw new Error('decision frames: a sub-decision closed with no frame below it');
      s.g[G_PHASE] = PH_CLAN;
      const seat = s.g[G_SEAT]!;
      s.config.hooks[s.clan[seat]!]!.resumePrompt(s, seat, clanPrompt(s), rng);
      break;
    }
    default: throw new Error(`decision frames: bad resume ${resume}`);
  }
}

/** Play is back in the turn machine: every open decision is over. */
function closeFrames(s: DarkleafState): void {
  s.g[G_DEPTH] = 0;
}
