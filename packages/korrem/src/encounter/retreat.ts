// The retreating army's path (spec §2.10; ASSUMPTION G39, G40): after the battle it moves 1 to R
// hexes (R = the retreat D8), hex by hex, each hex counting 1 whatever its land; only tiles it could
// normally enter (§1.10), and never a hex holding another army, an NPC or an enemy settlement. It
// gathers nothing. A retreat with no legal first step is not offered (the battle glue tells the
// engine); a forced retreat at the cap with no legal first step destroys the army instead (G40).
import type { Rng } from '@balance-lab/core';
import { argB, encode, kindOf } from '../actions.js';
import { DIRECTIONS } from '../map/hex.js';
import { moveCost } from '../map/movement.js';
import { closeFrame, PR_RETREAT_PATH, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, LOC_ARMY, SETTLE_NONE, armyOwner, otherArmyAt, pushFrame, type ArmyIndex, type TileIndex } from '../state.js';

const F_ARMY = FW_0;
const F_LEFT = FW_0 + 1;
const F_TAKEN = FW_0 + 2;

export const RV_STEP = 0; // b = the next tile
export const RV_STOP = 1; // stop here (after at least one hex)

/** OR (low byte) and AND (next byte) of the army members' traits, for moveCost. */
function traits(s: KorremGame, a: ArmyIndex): number {
  const tr = s.config.content.cards.traits;
  let any = 0;
  let all = 0xff;
  let n = 0;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    any |= tr[s.copyCard[c]!]!;
    all &= tr[s.copyCard[c]!]!;
    n++;
  }
  return n === 0 ? 0 : any | (all << 8);
}

/** May retreating army `a` step onto `t` (G39)? */
export function retreatStepLegal(s: KorremGame, a: ArmyIndex, t: TileIndex, armyTraits: number): boolean {
  if (moveCost(s.map, s.config.content, t, armyTraits & 0xff, armyTraits >>> 8) < 0) return false;
  if (otherArmyAt(s, t, a) >= 0) return false;
  return !(s.settleKind[t] !== SETTLE_NONE && s.settleOwner[t] !== armyOwner(s, a));
}

/** Writes the legal next steps of army `a` from its tile (encoded RV_STEP); returns how many. */
export function retreatSteps(s: KorremGame, a: ArmyIndex, out: Int32Array, n: number): number {
  const from = s.armyTile[a]!;
  const tr = traits(s, a);
  for (let d = 0; d < DIRECTIONS; d++) {
    const t = s.map.neighbour(from, d);
    if (t >= 0 && retreatStepLegal(s, a, t, tr)) out[n++] = encode(RV_STEP, 0, t);
  }
  return n;
}

/** Has army `a` a legal first step (§2.10: otherwise retreat is not offered)? */
export function hasRetreatStep(s: KorremGame, a: ArmyIndex): boolean {
  const from = s.armyTile[a]!;
  if (from < 0) return false;
  const tr = traits(s, a);
  for (let d = 0; d < DIRECTIONS; d++) {
    const t = s.map.neighbour(from, d);
    if (t >= 0 && retreatStepLegal(s, a, t, tr)) return true;
  }
  return false;
}

/** Opens the retreat path of army `a` for `roll` hexes (the owner decides). The caller checked hasRetreatStep. */
export function startRetreat(s: KorremGame, a: ArmyIndex, roll: number): void {
  const fr = pushFrame(s, PR_RETREAT_PATH, armyOwner(s, a));
  s.frames[fr + F_ARMY] = a;
  s.frames[fr + F_LEFT] = roll;
  s.frames[fr + F_TAKEN] = 0;
}

const STEP_SCRATCH = new Int32Array(8);

export const RETREAT_HOOKS: PromptHooks = {
  legal(s, fr, out) {
    const a = s.frames[fr + F_ARMY]!;
    let n = 0;
    if (s.frames[fr + F_TAKEN]! >= 1) out[n++] = encode(RV_STOP);
    return retreatSteps(s, a, out, n);
  },
  apply(s, fr, action, rng: Rng) {
    const a = s.frames[fr + F_ARMY]!;
    if (kindOf(action) === RV_STOP) {
      closeFrame(s, rng);
      return;
    }
    const t = argB(action);
    if (!retreatStepLegal(s, a, t, traits(s, a))) throw new Error(`retreat step to tile ${t} is not legal`);
    s.armyTile[a] = t;
    const left = s.frames[fr + F_LEFT]! - 1;
    s.frames[fr + F_LEFT] = left;
    s.frames[fr + F_TAKEN]!++;
    if (left === 0 || retreatSteps(s, a, STEP_SCRATCH, 0) === 0) closeFrame(s, rng);
  },
  describe(s, fr, action) {
    if (kindOf(action) === RV_STOP) return `Stop the retreat here (${s.frames[fr + F_TAKEN]} hex${s.frames[fr + F_TAKEN] === 1 ? '' : 'es'} from the battle)`;
    const left = s.frames[fr + F_LEFT]!;
    return `Retreat to ${s.map.describeTile(argB(action), s.config.content)} (${left - 1} more hex${left - 1 === 1 ? '' : 'es'} allowed)`;
  },
};
