// Opening and closing a Command Phase (spec §1.9, §6.4 startCommandPhase): the Action pool is the
// weather W (ASSUMPTION G14: one pool per player; under actionPool=perArmy also W for each army on
// the map, common.ts), the free-action, offer, landmark and Barter
// counters reset, fresh Town Hall cards become recruitable (G19), Desert settlements whose Desert
// region qualifies pay their owner's bank (G17), and the PR_COMMAND frame opens. Ending pops it; the
// round module continues from its own frame's `resume`.
import type { Rng } from '@balance-lab/core';
import { DESERT, GO } from '../lands.js';
import { regionBonus, type RegionRule } from '../map/regions.js';
import { PR_COMMAND, closeFrame, frameSeat, type KorremGame } from '../prompts.js';
import {
  G_COMMAND_SEAT,
  LOC_ARMY,
  NONE,
  PL_ACTIONS,
  PL_FREE_USED,
  PL_OFFERS,
  PL_WORDS,
  armyOwner,
  pushFrame,
  topFrame,
  type Frame,
  type Seat,
} from '../state.js';
import { bankBase, ownFreeSettlement } from './common.js';
import { heartAtCommandEnd } from '../world/artifacts.js';
import { questRecount } from '../world/quests.js';
import { syncTownHall } from './town-hall.js';

/** armyActions is a byte per army. */
const ARMY_ACTIONS_MAX = 255;

/** RB: Land Types (Desert), "1 Gold to the settlement owner" when connected to 3 or more (timing: G17). */
export const DESERT_INCOME = 1;

/**
 * Desert passive income (G17): each own settlement on a Desert hex whose region qualifies pays 1 Go.
 * ASSUMPTION: a settlement an enemy occupies pays nothing (its owner cannot reach the bank through it, §1.20).
 */
export function desertIncome(s: KorremGame, seat: Seat): number {
  let paid = 0;
  const rule = s.config.params.regionRule as RegionRule;
  for (let t = 0; t < s.map.count; t++) {
    if (!ownFreeSettlement(s, seat, t) || s.map.effectiveLand(t) !== DESERT) continue;
    if (!regionBonus(s.map, t, rule)) continue;
    s.pl[bankBase(seat) + GO] = s.pl[bankBase(seat) + GO]! + DESERT_INCOME;
    paid += DESERT_INCOME;
  }
  return paid;
}

/** RoundHooks.startCommandPhase: `actions` = the weather's W (round.ts): the player's pool, and each army's under perArmy (G14). */
export function startCommandPhase(s: KorremGame, seat: Seat, actions: number, _rng?: Rng): Frame {
  const pl = seat * PL_WORDS;
  s.pl[pl + PL_ACTIONS] = actions;
  s.pl[pl + PL_FREE_USED] = 0;
  s.pl[pl + PL_OFFERS] = 0;
  const cap = s.shape.slotCap;
  s.slotFresh.fill(0, seat * cap, (seat + 1) * cap);
  const f = s.shape.flagsPerNation;
  // G14 perArmy: every army on the map has W of its own; a free flag has none (an army formed later waits for the next phase).
  const perArmy = s.config.params.perArmyActions ? Math.min(actions, ARMY_ACTIONS_MAX) : 0;
  for (let a = seat * f; a < (seat + 1) * f; a++) s.armyActions[a] = s.armyTile[a]! >= 0 ? perArmy : 0;
  // G53: one roll per army per Command Phase; under landmarkRollTrigger=onEntry a roll comes with each landing instead (move.ts).
  if (!s.config.params.landmarkOnEntry) s.armyLandmarkUsed.fill(0, seat * f, (seat + 1) * f);
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && armyOwner(s, s.copyArg[c]!) === seat) s.copyPhaseUses[c] = 0;
  syncTownHall(s, seat);
  desertIncome(s, seat);
  questRecount(s); // §6.4: keep quests re-evaluated at the phase start (G57)
  s.g[G_COMMAND_SEAT] = seat;
  return pushFrame(s, PR_COMMAND, seat);
}

/** Closes the PR_COMMAND frame (it must be the top one); the frame below resumes. */
export function endCommandPhase(s: KorremGame, rng: Rng): void {
  const seat = frameSeat(s, topFrame(s));
  // ASSUMPTION G35: the Heart of Korrem activates when its army ends its owner's Command Phase on the Throne.
  if (seat >= 0) heartAtCommandEnd(s, seat);
  s.g[G_COMMAND_SEAT] = NONE;
  closeFrame(s, rng);
}
