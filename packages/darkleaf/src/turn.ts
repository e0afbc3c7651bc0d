// The turn machine's dispatch: legal actions and apply per phase (spec §6.4),
// setup (SU-1…SU-8) and auto-application of forced single choices.
import type { Rng, Seating } from '@balance-lab/core';
import {
  A_CANCEL, A_CHOOSE_BONE, A_CLEAR_ROW, A_DECLARE_DEED, A_DECLARE_JOURNEY, A_END, A_RETURN_BONE, A_SLOT,
  A_SPEND_RELIC, A_TARGET, MAX_LEGAL, argA, argB, encode, kindOf,
} from './actions.js';
import { setDeedIntentFields } from './clan-config.js';
import { checkBothVictories } from './units.js';
import { type Config, clanIndex, RELIC, T_UPKEEP } from './config.js';
import { clanPrompt, continueSetup, endAcquire, endUpkeep, resumeUpkeep, rollAndContinue, startRoll } from './flow.js';
import { toGlobal } from './geometry.js';
import { activateWill, applyWill, filterRelicSpends, willActions, willUpkeepActions } from './will.js';
import { A_WILL } from './actions.js';
import { PH_WILL } from './state.js';
import { acquireRow, attachAura, auraTargets } from './power.js';
import { clearRow, clearRowActions, placeBone, slotActions, surelyHasSlotChoice } from './slotting.js';
import {
  armyRange, BONES, DarkleafState, G_ACQ_ROW, G_FIRST_SEAT, G_INTENT,
  G_OVER, G_PHASE, G_ROLL, G_SEAT, G_SLOTTED, INTENT_JOURNEY, PH_ACQUIRE, PH_CHOOSE_BONE, PH_CLAN,
  PH_DECLARE, PH_JOURNEY, PH_OVER, PH_POSTROLL, PH_SETUP, PH_SLOT, PH_UPKEEP, SQ_GRAVEYARD,
} from './state.js';

/** SU-1…SU-7: layouts, graveyards, bones, Will tokens, first player. */
export function setupGame(config: Config, seating: Seating, rng: Rng): DarkleafState {
  if (seating.length !== 2) throw new Error(`Darkleaf Gambit is a 2-player game, got ${seating.length} seats`);
  const s = new DarkleafState(config);
  for (let seat = 0; seat < 2; seat++) {
    const ci = clanIndex(seating[seat]!);
    if (ci < 0) throw new Error(`unknown clan '${seating[seat]}'`);
    s.clan[seat] = ci;
  }
  if (s.clan[0] === s.clan[1] && !config.game.allowMirror) throw new Error('mirror matches are disabled (G-24)');
  for (let seat = 0; seat < 2; seat++) {
    const cc = config.clans[s.clan[seat]!]!;
    const used = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < cc.layoutType.length; i++) {
      const t = cc.layoutType[i]!;
      const [first, count] = armyRange(t);
      if (used[t]! >= count) throw new Error(`${cc.id}: layout has too many ${t}`);
      const u = seat * 16 + first + used[t]!;
      used[t] = used[t]! + 1;
      const sq = toGlobal(seat, cc.layoutSq[i]!);
      if (s.board[sq] !== -1) throw new Error(`${cc.id}: layout square taken`);
      s.board[sq] = u;
      s.uSq[u] = sq;
    }
    // CR-U-2: unused pawns, knights and sages wait in the graveyard; rooks/royals stay out.
    for (const t of [0, 1, 2]) {
      const [first, count] = armyRange(t);
      for (let k = used[t]!; k < count; k++) s.uSq[seat * 16 + first + k] = SQ_GRAVEYARD;
    }
    for (let b = 0; b < BONES; b++) {
      s.boneSides[seat * BONES + b] = cc.boneSides;
      s.boneLoc[seat * BONES + b] = -1; // T-3: all bones start in the pool
    }
    s.willTok[seat] = config.game.willTokensPerPlayer; // SU-5
  }
  // SU-7 / §1.5: the clan higher in the starting order moves first.
  let first = 0;
  const mode = config.game.firstPlayer;
  if (mode === 'rulebook') {
    first = config.clans[s.clan[0]!]!.startingOrder <= config.clans[s.clan[1]!]!.startingOrder ? 0 : 1;
  } else if (mode === 'random') first = rng.int(2);
  s.g[G_FIRST_SEAT] = first;
  continueSetup(s, rng);
  settle(s, rng);
  return s;
}

export const currentSeat = (s: DarkleafState): number => s.g[G_SEAT]!;

// settle() keeps the list it made in the state it leaves behind (DarkleafState.keepLegal), and
// the next legalActions call on that state reuses it instead of generating it again.
export function legalActions(s: DarkleafState, out: Int32Array): number {
  const n = s.keptLegal(out);
  return n >= 0 ? n : generateLegal(s, out);
}

/** Legal actions computed from scratch (tests that edit a state by hand use this). */
export function generateLegal(s: DarkleafState, out: Int32Array): number {
  const seat = s.g[G_SEAT]!;
  const hooks = s.config.hooks[s.clan[seat]!]!;
  let n = 0;
  switch (s.g[G_PHASE]) {
    case PH_SETUP:
      return hooks.setupActions(s, seat, out, 0);
    case PH_UPKEEP: {
      out[n++] = encode(A_END);
      const cc = s.config.clans[s.clan[seat]!]!;
      for (let r = 0; r < 5; r++) {
        if (s.relicTok[seat * 5 + r] === 0) continue; // usually: no token, no skill to read
        const sk = cc.skills[r]!;
        if (sk.type !== RELIC || sk.timing !== T_UPKEEP) continue;
        if (hooks.canSpendRelic(s, seat, r)) out[n++] = encode(A_SPEND_RELIC, r);
      }
      n = filterRelicSpends(s, out, n); // Will: "cannot spend relic tokens"
      n = willUpkeepActions(s, seat, out, n); // TS-1 step 3, CR-W-1
      return clearRowActions(s, seat, out, n); // G-15
    }
    case PH_DECLARE:
      out[n++] = encode(A_DECLARE_JOURNEY);
      return hooks.deedIntents(s, seat, out, n);
    case PH_CHOOSE_BONE: {
      for (let i = 0; i < BONES; i++) {
        if (s.boneLoc[seat * BONES + i] !== -1) continue;
        let dup = false;
        for (let j = 0; j < i; j++) {
          if (s.boneLoc[seat * BONES + j] === -1 && s.boneSides[seat * BONES + j] === s.boneSides[seat * BONES + i]) dup = true;
        }
        if (!dup) out[n++] = encode(A_CHOOSE_BONE, i);
      }
      return n;
    }
    case PH_POSTROLL:
      return filterRelicSpends(s, out, hooks.postRollActions(s, seat, out, 0)); // Will: no Tweak while relics are blocked
    case PH_JOURNEY:
      out[n++] = encode(A_CANCEL); // CR-J-7
      return filterRelicSpends(s, out, hooks.journeyMoves(s, seat, hooks.journeyValue(s, seat, s.g[G_ROLL]!), out, n)); // Will: no Metamorphic
    case PH_SLOT:
      return slotActions(s, seat, out, 0);
    case PH_ACQUIRE:
      return auraTargets(s, seat, s.g[G_ACQ_ROW]!, out, 0);
    case PH_CLAN:
      return filterRelicSpends(s, out, hooks.promptActions(s, seat, clanPrompt(s), out, 0)); // Will: relic spends in clan prompts
    case PH_WILL:
      return willActions(s, out, 0);
    default:
      return 0;
  }
}

/** Applies one decision, then auto-applies forced single choices (autoApplyForcedChoices). */
export function applyAction(s: DarkleafState, action: number, rng: Rng): void {
  s.dropLegal(); // also if applyOne throws half-way
  applyOne(s, action, rng);
  settle(s, rng);
}

export function settle(s: DarkleafState, rng: Rng): void {
  s.dropLegal(); // s changed
  if (!s.config.game.autoApplyForcedChoices) return;
  const list = s.legalBuffer(MAX_LEGAL);
  for (let guard = 0; guard < 10000 && s.g[G_OVER] === 0; guard++) {
    // A state with a choice needs no list here: it waits for legalActions (greedy's candidates never ask).
    if (surelyNotForced(s)) return;
    const n = generateLegal(s, list);
    // On a bot's scratch copy a rival's one bone waits as a decision instead of rolling (stopsBeforeRoll).
    if (n !== 1 || (s.g[G_PHASE] === PH_CHOOSE_BONE && s.stopsBeforeRoll)) {
      s.keepLegal(n);
      return;
    }
    applyOne(s, list[0]!, rng);
  }
}

/** A cheap answer, where a clan has one, that the state offers more than one action (no list is made). */
function surelyNotForced(s: DarkleafState): boolean {
  const ph = s.g[G_PHASE]!;
  const seat = s.g[G_SEAT]!;
  if (ph === PH_SLOT) return surelyHasSlotChoice(s, seat);
  if (ph !== PH_JOURNEY && ph !== PH_POSTROLL) return false;
  const hooks = s.config.hooks[s.clan[seat]!]!;
  if (ph === PH_POSTROLL) return hooks.surelyHasPostRollChoice(s, seat);
  return hooks.surelyHasJourneyMove(s, seat, hooks.journeyValue(s, seat, s.g[G_ROLL]!));
}

function applyOne(s: DarkleafState, action: number, rng: Rng): void {
  const seat = s.g[G_SEAT]!;
  dispatch(s, action, rng);
  // CR-END-1 / G-84: immediate victory conditions after every atomic decision (effects that
  // can win mid-decision — Hunt marks, Destroy, Quarry — also declare the win at once).
  if (s.g[G_OVER] === 0) checkBothVictories(s, seat);
}

function dispatch(s: DarkleafState, action: number, rng: Rng): void {
  if (s.g[G_OVER] !== 0) throw new Error('apply on a finished game');
  const seat = s.g[G_SEAT]!;
  const hooks = s.config.hooks[s.clan[seat]!]!;
  const kind = kindOf(action);
  switch (s.g[G_PHASE]) {
    case PH_SETUP:
      hooks.applySetup(s, seat, action, rng);
      return;
    case PH_UPKEEP:
      if (kind === A_END) endUpkeep(s, rng);
      else if (kind === A_SPEND_RELIC) {
        const r = argA(action);
        s.relicTok[seat * 5 + r] = s.relicTok[seat * 5 + r]! - 1; // CR-RT-1: token back to the supply
        hooks.spendRelic(s, seat, r, rng);
      } else if (kind === A_CLEAR_ROW) {
        clearRow(s, seat, argA(action));
        resumeUpkeep(s);
      } else if (kind === A_WILL) activateWill(s, seat, rng);
      else throw new Error(`illegal action ${action} in upkeep`);
      return;
    case PH_DECLARE:
      if (kind === A_DECLARE_JOURNEY) s.g[G_INTENT] = INTENT_JOURNEY;
      else if (kind === A_DECLARE_DEED) setDeedIntentFields(s, action);
      else throw new Error(`illegal action ${action} in declare`);
      startRoll(s, rng);
      return;
    case PH_CHOOSE_BONE:
      rollAndContinue(s, argA(action), rng);
      return;
    case PH_POSTROLL:
      hooks.applyPostRoll(s, seat, action, rng);
      return;
    case PH_JOURNEY:
      if (kind === A_CANCEL) hooks.cancelJourney(s, seat, rng); // default endExecute (Hexen HX-U-2)
      else hooks.applyJourney(s, seat, action, rng);
      return;
    case PH_SLOT:
      if (kind === A_RETURN_BONE) endAcquire(s, rng);
      else if (kind === A_CLEAR_ROW) clearRow(s, seat, argA(action));
      else if (kind === A_SLOT) {
        s.g[G_SLOTTED] = 1;
        const row = argA(action);
        if (placeBone(s, seat, row, argB(action))) acquireRow(s, seat, row, rng);
        else endAcquire(s, rng);
      } else throw new Error(`illegal action ${action} in slot`);
      return;
    case PH_ACQUIRE:
      if (kind !== A_TARGET) throw new Error(`illegal action ${action} in acquire`);
      attachAura(s, seat, s.g[G_ACQ_ROW]!, argA(action));
      endAcquire(s, rng);
      return;
    case PH_CLAN:
      hooks.applyPrompt(s, seat, clanPrompt(s), action, rng);
      return;
    case PH_WILL:
      applyWill(s, action, rng);
      return;
    case PH_OVER:
    default:
      throw new Error('no decision pending');
  }
}


