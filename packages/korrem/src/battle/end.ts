// Battle end (spec §2.10, §2.11, G39/G40/G59/G79): end conditions, retreat, and the aftermath
// (defections, Romantic partners to the winner, graveyard Artifacts to the winner, clean-up).
import { KIND_MACHINE, STATE_DISABLED, STATE_FROZEN, STATE_UNDEAD, type CompiledContent } from '../content/compiled.js';
import {
  DEFENDER,
  END_ANNIHILATION,
  END_BOTH_EMPTY,
  END_COMPANIONS_DEFECT,
  END_MACHINES_DEFECT,
  MAX_PIECES,
  MODE_OVER,
  PAIR_COMPANION,
  PAIR_NONE,
  PAIR_ROMANTIC,
  PK_CHAR,
  type BattleState,
} from './battle-state.js';
import { killPiece } from './damage.js';

function isMachine(b: BattleState, c: CompiledContent, p: number): boolean {
  return ((c.cards.kinds[b.card[p] as number] as number) & KIND_MACHINE) !== 0;
}

/** Whether `p` holds a bond of kind `kind` with a living enemy. */
function bondedToEnemy(b: BattleState, p: number, kind: number): boolean {
  for (let q = 0; q < b.pieceCount; q++) {
    if (b.alive[q] === 1 && b.side[q] !== b.side[p] && b.pair[p * MAX_PIECES + q] === kind) return true;
  }
  return false;
}

/**
 * Checks the end conditions (§2.11) and ends the battle when one holds; true when over.
 * 1. no active pieces (the defender's standing Add-ons count, G40); both at once: nobody wins (G40);
 * 2. every living non-Machine character is Companion-bonded to an enemy: they (and any Machines) defect;
 * 3. only Machines left: they defect (G59).
 */
export function checkEnd(b: BattleState, c: CompiledContent): boolean {
  if (b.mode === MODE_OVER) return true;
  let active0 = 0;
  let active1 = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.alive[p] !== 1) continue;
    if (b.kind[p] !== PK_CHAR && b.side[p] !== DEFENDER) continue;
    if (b.side[p] === 0) active0++;
    else active1++;
  }
  if (active0 === 0 && active1 === 0) {
    finishBattle(b, c, -1, END_BOTH_EMPTY);
    return true;
  }
  if (active0 === 0 || active1 === 0) {
    finishBattle(b, c, active0 === 0 ? 1 : 0, END_ANNIHILATION);
    return true;
  }
  for (let s = 0; s < 2; s++) {
    let chars = 0;
    let nonMachines = 0;
    let bondedNonMachines = 0;
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.alive[p] !== 1 || b.side[p] !== s || b.kind[p] !== PK_CHAR) continue;
      chars++;
      if (isMachine(b, c, p)) continue;
      nonMachines++;
      if (bondedToEnemy(b, p, PAIR_COMPANION)) bondedNonMachines++;
    }
    if (chars === 0) continue; // a defender standing on Add-ons alone fights on (G40)
    const companions = nonMachines > 0 && bondedNonMachines === nonMachines;
    if (companions || nonMachines === 0) {
      for (let p = 0; p < b.pieceCount; p++) {
        if (b.alive[p] === 1 && b.side[p] === s && b.kind[p] === PK_CHAR) b.defected[p] = 1;
      }
      finishBattle(b, c, 1 - s, companions ? END_COMPANIONS_DEFECT : END_MACHINES_DEFECT);
      return true;
    }
  }
  return false;
}

/**
 * `side` retreats (§2.10) with roll `roll`: characters that cannot flee (Disabled, Frozen) are left
 * behind and die (G39); Companion-bonded ones defect to the side that stays (G79, when enabled).
 * NPC sides are forced only by the cap (§2.15: they never retreat on their own).
 */
export function retreat(b: BattleState, c: CompiledContent, side: number, roll: number, reason: number): void {
  b.retreatRoll = roll;
  b.retreatSide = side;
  // §2.10, G40: an army with no legal first step that is forced to retreat at the cap is destroyed.
  const destroyed = b.canRetreat[side] === 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.alive[p] !== 1 || b.side[p] !== side || b.kind[p] !== PK_CHAR) continue;
    if (b.companionDefectOnRetreat === 1 && bondedToEnemy(b, p, PAIR_COMPANION)) b.defected[p] = 1;
    else if (destroyed || (b.states[p] as number) & (STATE_DISABLED | STATE_FROZEN)) killPiece(b, c, p);
  }
  finishBattle(b, c, 1 - side, reason);
}

/**
 * Ends the battle and applies the aftermath (§2.11): defectors and Romantic partners of the loser join
 * the winner; graveyard Artifacts of both sides go to the winner (none: they stay marked in their
 * graveyard for the caller); survivors are healed; Poisoned, Frozen, Disabled and Companion bonds end;
 * Undead and Romantic bonds persist.
 */
export function finishBattle(b: BattleState, c: CompiledContent, winner: number, reason: number): void {
  b.mode = MODE_OVER;
  b.winner = winner;
  b.reason = reason;
  b.pendActive = 0;
  for (let p = 0; p < b.pieceCount; p++) b.endSide[p] = b.side[p] as number;
  if (winner >= 0) {
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.alive[p] !== 1 || b.side[p] === winner) continue;
      if (b.defected[p] === 1 || bondedToEnemy(b, p, PAIR_ROMANTIC)) b.endSide[p] = winner;
    }
    for (let i = 0; i < b.artCount; i++) if ((b.artHolder[i] as number) < 0) b.artSide[i] = winner;
  }
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.alive[p] !== 1) continue;
    b.damage[p] = 0;
    b.states[p] = (b.states[p] as number) & STATE_UNDEAD;
    for (let q = 0; q < b.pieceCount; q++) {
      if (b.pair[p * MAX_PIECES + q] === PAIR_COMPANION) b.pair[p * MAX_PIECES + q] = PAIR_NONE;
    }
  }
  void c;
}
