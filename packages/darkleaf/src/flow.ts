// The turn machine's continuations (TS-1…TS-6). Clan modules call these to hand
// control back to the engine; turn.ts dispatches legal/apply by phase.
import type { Rng } from '@balance-lab/core';
import {
  type DarkleafState, BONES, G_ACQ_ROW, G_AFTER_CLAN, G_CLAN_PROMPT, G_EXTRA, G_FIRST_SEAT, G_I_T1, G_I_T2, G_I_UNIT,
  G_INTENT, G_JOURNEYED, G_LOOP_SPENT, G_OVER, G_PHASE, G_PREDICTIVE, G_ROLL, G_ROLL_BONE, G_ROLLS, G_SEAT,
  G_SLOTTED, G_TURN, G_IN_EXTRA, G_AUX0, G_AUX1, G_AUX2, G_AUX3, INTENT_DEED, INTENT_JOURNEY, INTENT_NONE, PH_CHOOSE_BONE,
  PH_CLAN, PH_DECLARE, PH_JOURNEY, PH_OVER, PH_POSTROLL, PH_QUARRY, PH_SLOT, PH_UPKEEP,
} from './state.js';

export const CONT_EXECUTE = 1, CONT_ACQUIRE = 2, CONT_UPKEEP = 3, CONT_SETUP = 4, CONT_POSTROLL = 5;

/**
 * The one place a bone is rolled (the rules stream), so a chance enumerator can
 * hook in later.
 */
export function rollBone(_s: DarkleafState, sides: number, rng: Rng): number {
  return rng.die(sides);
}

/** SU-8: setup prompts (Hexen Quarry) in turn order, then the first turn. */
export function continueSetup(s: DarkleafState, rng: Rng): void {
  const first = s.g[G_FIRST_SEAT]!;
  for (let k = 0; k < 2; k++) {
    const seat = k === 0 ? first : first ^ 1;
    if (s.config.hooks[s.clan[seat]!]!.setupPending(s, seat)) {
      s.g[G_PHASE] = PH_QUARRY;
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
  g[G_AUX0] = g[G_AUX1] = g[G_AUX2] = g[G_AUX3] = 0;
  const seat = g[G_SEAT]!;
  s.config.willSteps.upkeepTick(s, seat); // TS-1 step 1, CR-W-3: the roller's Will counters
  g[G_PHASE] = PH_UPKEEP; // set first: upkeepCounters may open a clan prompt (Hexen HX-C-7, CONT_UPKEEP)
  s.config.hooks[s.clan[seat]!]!.upkeepCounters(s, seat, rng); // TS-1 step 1
  if (g[G_OVER] !== 0) return;
  if (g[G_PHASE] !== PH_CLAN) g[G_PHASE] = PH_UPKEEP;
}

export function resumeUpkeep(s: DarkleafState): void {
  if (s.g[G_OVER] !== 0) return;
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
  if (mixed) {
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
  if (s.g[G_ROLL_BONE]! < 0 || s.config.willSteps.blocksSlotting(s)) { // Will: "cannot slot bones" skips Phase 4
    endTurn(s, rng);
    return;
  }
  s.g[G_PHASE] = PH_SLOT;
}

/** Phase 5 done → TS-6. */
export function endAcquire(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
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

export function openClanPrompt(s: DarkleafState, prompt: number, cont: number): void {
  if (s.g[G_OVER] !== 0) return;
  s.g[G_PHASE] = PH_CLAN;
  s.g[G_CLAN_PROMPT] = prompt;
  s.g[G_AFTER_CLAN] = cont;
}

/** Leaves a clan prompt through its continuation. */
export function finishClanPrompt(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  switch (s.g[G_AFTER_CLAN]) {
    case CONT_EXECUTE: endExecute(s, rng); break;
    case CONT_ACQUIRE: endAcquire(s, rng); break;
    case CONT_UPKEEP: resumeUpkeep(s); break;
    case CONT_SETUP: continueSetup(s, rng); break;
    case CONT_POSTROLL: s.g[G_PHASE] = PH_POSTROLL; break;
    default: throw new Error(`bad clan-prompt continuation ${s.g[G_AFTER_CLAN]}`);
  }
}
