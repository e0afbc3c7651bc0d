// Builds the battle's parameters from the game's `battle.*` parameters (parameters.ts) so the game
// issue can expose every battle rule switch as a `--set` parameter.
import type { KorremParams } from '../parameters.js';
import { DEFAULT_HEART_FACES } from '../data/attraction-dice.js';
import {
  DEFAULT_BATTLE_PARAMS,
  SETUP_CONNECTED,
  SETUP_EACH_TOUCHES,
  THAW_DEDICATED_ROLL,
  THAW_OWN_ROLLS,
  type BattleParams,
} from './battle-state.js';

/** The battle parameters for a game; `heartFaces` defaults to G12's dice (2 hearts on a d6). */
export function battleParamsFrom(g: KorremParams['battle'], heartFaces: Int8Array = DEFAULT_HEART_FACES): BattleParams {
  return {
    ...DEFAULT_BATTLE_PARAMS,
    gridW: g.gridW,
    gridD: g.gridD,
    battleTurnCap: g.turnCap,
    rechargePhases: g.rechargePhases,
    frozenThaw: g.frozenThawDedicated ? THAW_DEDICATED_ROLL : THAW_OWN_ROLLS,
    setupTouch: g.setupConnected ? SETUP_CONNECTED : SETUP_EACH_TOUCHES,
    companionDefectOnRetreat: g.companionDefectOnRetreat,
    heartPairCap: g.heartPairCap,
    seduceMode: g.seduceSetToRoll ? 1 : 0,
    npcMoveLimit: g.npcMoveLimit,
    maxCharacterActsPerPhase: g.maxCharacterActsPerPhase,
    heartFaces,
  };
}
