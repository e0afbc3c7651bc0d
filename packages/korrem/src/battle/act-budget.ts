// The per-phase character budget (ASSUMPTION G10, spec §1.3 red 1-minute hourglasses): with
// `maxCharacterActsPerPhase` > 0, at most that many distinct characters of the acting side move,
// attack, use an ability or attract in one Attack Phase; passing an Artifact, a Summon's placement,
// a Tower's shot and reactions in the opponent's phase are not counted.
import { ACT_COUNTED, type BattleState } from './battle-state.js';

/** Whether character `p` may still act this phase: it has already acted, or the budget has room. */
export function actBudgetOpen(b: BattleState, p: number): boolean {
  return b.maxActors <= 0 || ((b.actFlags[p] as number) & ACT_COUNTED) !== 0 || b.actorsThisPhase < b.maxActors;
}

/** Counts `p` as one of this phase's acting characters (once per phase). */
export function noteActor(b: BattleState, p: number): void {
  if (((b.actFlags[p] as number) & ACT_COUNTED) !== 0) return;
  b.actFlags[p] = (b.actFlags[p] as number) | ACT_COUNTED;
  b.actorsThisPhase++;
}
