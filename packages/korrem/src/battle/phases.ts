// The phase sequence (spec §2.4, G22/G40/G62): starting an Attack Phase (expiries, Undead/Poison/Frozen
// ticks, the dedicated thaw roll when configured, end check), ending one (Regroup, battle turn, the cap).
import type { Rng } from '@balance-lab/core';
import { STATE_DISABLED, STATE_FROZEN, STATE_POISONED, STATE_UNDEAD, type CompiledContent } from '../content/compiled.js';
import {
  ATTACKER,
  DEFENDER,
  END_CAP_RETREAT,
  MODE_OVER,
  MODE_PHASE,
  PK_CHAR,
  THAW_DEDICATED_ROLL,
  sideOfPhase,
  type BattleState,
} from './battle-state.js';
import { regeneration } from './ability-state.js';
import { tickDamage } from './damage.js';
import { checkEnd, retreat } from './end.js';
import { beginRegroup, continueRegroup } from './regroup.js';
import { buildNpcOrder } from './npc-script.js';

/**
 * Starts the next Attack Phase (§2.4, order per G62): 1. one-turn effects begun in this side's previous
 * phase expire (§2.7); 2. its characters' ticks: Undead heals 1, Regenerate heals, Poisoned and Frozen
 * take 1 ignoring Defense (with `dedicatedRoll`, a D8 per Frozen character thaws on 8); 3. end check.
 */
export function startPhase(b: BattleState, c: CompiledContent, rng: Rng): void {
  b.phase++;
  const side = sideOfPhase(b, b.phase);
  b.activeSide = side;
  b.phaseActs = 0;
  b.actorsThisPhase = 0;
  b.thawOwed = 0;
  b.mode = MODE_PHASE;
  for (let p = 0; p < b.pieceCount; p++) {
    b.actFlags[p] = 0;
    b.attacksUsed[p] = 0;
    if ((b.states[p] as number) & STATE_DISABLED && b.disSide[p] === side && (b.disPhase[p] as number) < b.phase) {
      b.states[p] = (b.states[p] as number) & ~STATE_DISABLED;
    }
  }
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.alive[p] !== 1 || b.side[p] !== side || b.kind[p] !== PK_CHAR) continue;
    const st = b.states[p] as number;
    let heal = regeneration(b, c, p);
    if (st & STATE_UNDEAD) heal += 1; // RB State Tokens: Undead "+1 Health each turn"
    if (heal > 0) b.damage[p] = Math.max(0, (b.damage[p] as number) - heal);
    if (st & STATE_POISONED) tickDamage(b, c, p, 1); // RB: Poisoned "−1 Health each turn"
    if (b.alive[p] === 1 && st & STATE_FROZEN) {
      tickDamage(b, c, p, 1); // RB: Frozen "−1 Health each turn"
      if (b.alive[p] === 1 && b.frozenThaw === THAW_DEDICATED_ROLL && rng.die(8) === 8) {
        b.states[p] = (b.states[p] as number) & ~STATE_FROZEN;
      }
    }
  }
  if (checkEnd(b, c)) return;
  if (b.npc[side] === 1) buildNpcOrder(b, c);
}

/**
 * Ends the current Attack Phase: Regroup (G47), end check, the battle turn count (a turn ends with the
 * phase of the side that did not open the battle), the cap (G40: the attacker, or the defender when the
 * attacker is an NPC, is forced to retreat), then the next phase starts. Pauses in MODE_REGROUP when a
 * player owns a tie (continueEndPhase resumes).
 */
export function endPhase(b: BattleState, c: CompiledContent, rng: Rng): void {
  beginRegroup(b);
  continueEndPhase(b, c, rng);
}

/** The rest of `endPhase` from the Regroup's cursor on (after an owner's Regroup choice). */
export function continueEndPhase(b: BattleState, c: CompiledContent, rng: Rng): void {
  if (!continueRegroup(b)) return;
  if (checkEnd(b, c)) return;
  if (sideOfPhase(b, b.phase) !== b.firstSide) b.battleTurn++;
  if (b.battleTurn >= b.battleTurnCap) {
    const forced = b.npc[ATTACKER] === 1 ? DEFENDER : ATTACKER;
    retreat(b, c, forced, rng.die(8), END_CAP_RETREAT);
    return;
  }
  startPhase(b, c, rng);
  if ((b.mode as number) === MODE_OVER) return;
}
