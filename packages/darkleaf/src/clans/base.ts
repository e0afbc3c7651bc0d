// Default hook behaviour shared by every clan: declare-then-roll, journeys by
// the data direction sets, no deed, no skills (rows whose effect is not
// implemented cannot complete, CR-S-12), no victory. Clan files build their
// table with clanHooks and override what their rules change.
import type { Rng } from '@balance-lab/core';
import { A_DECLARE_DEED, A_DECLARE_JOURNEY, argA, kindOf } from '../actions.js';
import { endAcquire, endExecute } from '../flow.js';
import { genericJourneyMoves, journeyTo } from '../journey.js';
import { type DarkleafState, G_INTENT, G_PHASE, INTENT_JOURNEY, PH_JOURNEY } from '../state.js';
import { argB } from '../actions.js';
import type { ClanHooks } from './hooks.js';
import { setDeedIntentFields } from '../clan-config.js';

const baseHooks: Omit<ClanHooks, 'clan' | 'complete' | 'victoryReason' | 'victorySource'> = {
  setupActions: () => 0,
  applySetup: () => {
    throw new Error('no setup decision pending');
  },
  setupPending: () => false,
  upkeepCounters: () => {},
  canSpendRelic: () => false,
  spendRelic: () => {
    throw new Error('relic not implemented');
  },
  intentMode: () => 0,
  deedIntents: (_s, _seat, _out, n) => n,
  executeDeed: (s, _seat, rng) => endExecute(s, rng),
  postRollActions(s, seat, out, n) {
    out[n++] = A_DECLARE_JOURNEY;
    return this.deedIntents(s, seat, out, n);
  },
  applyPostRoll(s, seat, action, rng) {
    const k = kindOf(action);
    if (k === A_DECLARE_JOURNEY) {
      s.g[G_INTENT] = INTENT_JOURNEY;
      s.g[G_PHASE] = PH_JOURNEY;
    } else if (k === A_DECLARE_DEED) {
      setDeedIntentFields(s, action);
      this.executeDeed(s, seat, rng);
    } else throw new Error(`illegal post-roll action ${action}`);
  },
  journeyMoves: genericJourneyMoves,
  surelyHasJourneyMove: () => false,
  surelyHasPostRollChoice: () => false,
  applyJourney(s: DarkleafState, _seat: number, action: number, rng: Rng) {
    journeyTo(s, argA(action), argB(action));
    endExecute(s, rng);
  },
  journeyValue: (_s, _seat, roll) => roll,
  traitInvulnerable: () => false,
  traitUntargetable: () => false,
  traitImmovable: () => false,
  traitMoveCap: () => 8,
  onVanquished: () => {},
  ownsReclaimed: false,
  quarryTaken: () => {},
  exposedToWill: () => false,
  resumePrompt: (_s, _seat, prompt) => {
    throw new Error(`decision frames: no clan prompt resumes after a sub-decision over prompt ${prompt}`);
  },
  implementsSkill: () => false,
  canExecuteSkill: () => false,
  acquireSkill: () => {
    throw new Error('skill not implemented');
  },
  promptActions: () => 0,
  applyPrompt: () => {
    throw new Error('no clan prompt');
  },
  victory: () => false,
  relicSpendKind: 0,
  deedName: 'deed',
  deedVerb: 'acts on',
  endOfTurn: () => {},
  relicEarned: (s, _seat, _row, rng) => endAcquire(s, rng),
  cancelJourney: (s, _seat, rng) => endExecute(s, rng),
  evalTables: () => null,
  evalTerms: (_s, _seat, v) => v,
  promptResolving: () => true,
  promptAfterAction: () => false,
};

/**
 * A clan's hook table: the defaults above with the clan's overrides written over them. Every
 * table leaves this one literal with the same keys in the same order, so the six share one
 * hidden class and `HOOKS[clan].x` is a monomorphic load; six spread literals made six shapes,
 * and every hook call in the engine a megamorphic lookup.
 */
export function clanHooks(
  overrides: Partial<ClanHooks> & Pick<ClanHooks, 'clan' | 'complete' | 'victoryReason' | 'victorySource'> & ThisType<ClanHooks>,
): ClanHooks {
  const hooks: ClanHooks = {
    ...baseHooks, clan: -1, complete: false, victoryReason: '', victorySource: '', describePrompt: undefined, describeAction: undefined, renderSeat: undefined,
  };
  return Object.assign(hooks, overrides);
}
