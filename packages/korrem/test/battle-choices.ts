// Test helper: end the acting side's Attack Phase and answer any Regroup tie of a player side with the
// NPC rule's cell (closest to the Frontline centre, then the lowest column, §2.15), the first listed
// choice, so tests about other rules keep the Regroup they had before the owner's choice (G47) existed.
import type { Rng } from '@balance-lab/core';
import { OP_END_PHASE, battleApply, battleLegal, encodeBattleAction } from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MODE_REGROUP, type BattleState } from '../src/battle/battle-state.js';
import { content } from './battle-fixture.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);

/** Answers pending Regroup ties with the first listed cell. */
export function regroupByNpcRule(b: BattleState, r: Rng): void {
  while (b.mode === MODE_REGROUP) {
    battleLegal(b, content, out);
    battleApply(b, content, out[0] as number, r);
  }
}

/** OP_END_PHASE, then Regroup ties answered by the NPC rule. */
export function endPhase(b: BattleState, r: Rng): void {
  battleApply(b, content, encodeBattleAction(OP_END_PHASE, 0, -1), r);
  regroupByNpcRule(b, r);
}
