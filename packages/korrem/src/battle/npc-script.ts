// The scripted NPC side (spec §2.15, CF-41/42, G26/G74): Speed order, one action D8 per NPC looked up in
// the card's `npcAction` table, targets by code, movement (Flying lands next to the target; walkers
// step once toward it), then the action. NPC setup formations (§2.15, G28).
import type { Rng } from '@balance-lab/core';
import { BOND_NONE } from '../attraction.js';
import {
  EF_HEAL,
  EF_REANIMATE,
  STATE_DISABLED,
  STATE_FROZEN,
  STATE_POISONED,
  TGT_A,
  TGT_C,
  TGT_R,
  type CompiledContent,
} from '../content/compiled.js';
import { ACT_ATTRACTED, MAX_W, PK_CHAR, THAW_OWN_ROLLS, cellOf, type BattleState } from './battle-state.js';
import { canAct, extraBaseAttacks, rollD8, slotAvailable, slotOf } from './ability-state.js';
import {
  RUN_DONE,
  RUN_PAUSED,
  TM_ALLY_ANY,
  TM_ALLY_NEAR,
  TM_ENEMY_ADJ,
  TM_ENEMY_ANY,
  TM_NONE,
  TM_REACTION,
  TM_SELF,
  attemptAttraction,
  attractableBond,
  beginAbility,
  beginBaseAttack,
  bondPossible,
  canBaseAttack,
  canReanimate,
  heartPairsInUse,
  targetMode,
} from './abilities.js';
import { actBudgetOpen, noteActor } from './act-budget.js';
import { healthLeft } from './damage.js';
import { checkEnd } from './end.js';
import { cheb, landingNextTo, movePiece, movesFreely, stepToward, touching } from './grid.js';

/** §2.15, G74: this side's living characters by Speed (highest first), then current Health, then piece order. */
export function buildNpcOrder(b: BattleState, c: CompiledContent): void {
  let n = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.alive[p] === 1 && b.side[p] === b.activeSide && b.kind[p] === PK_CHAR) b.npcOrder[n++] = p;
  }
  for (let i = 1; i < n; i++) {
    const p = b.npcOrder[i] as number;
    let j = i - 1;
    while (j >= 0 && npcBefore(b, c, p, b.npcOrder[j] as number)) {
      b.npcOrder[j + 1] = b.npcOrder[j] as number;
      j--;
    }
    b.npcOrder[j + 1] = p;
  }
  b.npcCount = n;
  b.npcCursor = 0;
}

function npcBefore(b: BattleState, c: CompiledContent, p: number, q: number): boolean {
  const sp = c.cards.speed[b.card[p] as number] as number;
  const sq = c.cards.speed[b.card[q] as number] as number;
  if (sp !== sq) return sp > sq;
  const hp = healthLeft(b, p);
  const hq = healthLeft(b, q);
  if (hp !== hq) return hp > hq;
  return p < q;
}

function enemyOnGrid(b: BattleState, p: number, q: number): boolean {
  return b.alive[q] === 1 && b.placed[q] === 1 && b.side[q] !== b.side[p];
}

/** Whether enemy `q` is a better target for `p` than `best`: closer (Chebyshev), ties to the higher current Health, then piece order (§2.15, G74). */
function closerTarget(b: BattleState, p: number, q: number, best: number): boolean {
  const d = cheb(b, p, q);
  const bd = cheb(b, p, best);
  if (d !== bd) return d < bd;
  const h = healthLeft(b, q);
  const bh = healthLeft(b, best);
  return h > bh || (h === bh && q < best);
}

/** E code (§2.15): the closest enemy, ties to the highest Health, then piece order. */
export function closestEnemy(b: BattleState, p: number): number {
  let best = -1;
  for (let q = 0; q < b.pieceCount; q++) {
    if (!enemyOnGrid(b, p, q)) continue;
    if (best < 0 || closerTarget(b, p, q, best)) best = q;
  }
  return best;
}

/** Flying NPCs and E-code Ranged abilities (§2.16, G74): the highest current Health anywhere, ties to the closest. */
export function strongestEnemy(b: BattleState, p: number): number {
  let best = -1;
  for (let q = 0; q < b.pieceCount; q++) {
    if (!enemyOnGrid(b, p, q)) continue;
    if (best < 0) {
      best = q;
      continue;
    }
    const h = healthLeft(b, q);
    const bh = healthLeft(b, best);
    if (h > bh || (h === bh && cheb(b, p, q) < cheb(b, p, best))) best = q;
  }
  return best;
}

/** Whether ally `q` would benefit from ability `ab` (heal: damaged or Poisoned; anything else: yes). */
function benefits(b: BattleState, c: CompiledContent, ab: number, q: number): boolean {
  const a = c.abilities;
  for (let e = a.effectStart[ab] as number; e < (a.effectStart[ab + 1] as number); e++) {
    if (a.effectKind[e] === EF_HEAL) return (b.damage[q] as number) > 0 || ((b.states[q] as number) & STATE_POISONED) !== 0;
  }
  return true;
}

function reanimates(c: CompiledContent, ab: number): boolean {
  const a = c.abilities;
  for (let e = a.effectStart[ab] as number; e < (a.effectStart[ab + 1] as number); e++) if (a.effectKind[e] === EF_REANIMATE) return true;
  return false;
}

/** S code (§2.15, G74): the closest ally that would benefit, self at distance 1; ties to the lowest Health. */
function supportTarget(b: BattleState, c: CompiledContent, p: number, ab: number): number {
  if (reanimates(c, ab)) return canReanimate(b, c, p) ? p : -1;
  let best = -1;
  let bestD = 1 << 30;
  let bestH = 0;
  for (let q = 0; q < b.pieceCount; q++) {
    if (b.alive[q] !== 1 || b.placed[q] !== 1 || b.side[q] !== b.side[p] || b.kind[q] !== PK_CHAR) continue;
    if (!benefits(b, c, ab, q)) continue;
    const d = q === p ? 1 : cheb(b, p, q);
    const h = healthLeft(b, q);
    if (best < 0 || d < bestD || (d === bestD && h < bestH)) {
      best = q;
      bestD = d;
      bestH = h;
    }
  }
  return best;
}

/** E code (§2.15, §2.16, G74): a Flying NPC or a Ranged ability picks the highest Health anywhere, others the closest enemy. */
export function engageTarget(b: BattleState, c: CompiledContent, p: number, ranged: boolean): number {
  return ranged || movesFreely(b, c, p) ? strongestEnemy(b, p) : closestEnemy(b, p);
}

/** A code (§2.15): the closest enemy holding an Artifact (ties: highest Health, then piece order), or −1. */
export function artifactTarget(b: BattleState, p: number): number {
  let best = -1;
  for (let i = 0; i < b.artCount; i++) {
    const q = b.artHolder[i] as number;
    if (q < 0 || !enemyOnGrid(b, p, q) || q === best) continue;
    if (best < 0 || closerTarget(b, p, q, best)) best = q;
  }
  return best;
}

/**
 * R code (§2.15): the closest enemy it can attract by the §2.9 type, score and token tests (where they
 * stand aside; ties: highest Health, then piece order), or −1. The NPC must not have attracted this phase.
 */
export function relationshipTarget(b: BattleState, c: CompiledContent, p: number): number {
  if ((b.actFlags[p] as number) & ACT_ATTRACTED) return -1;
  const pairs = heartPairsInUse(b);
  let best = -1;
  for (let q = 0; q < b.pieceCount; q++) {
    if (!enemyOnGrid(b, p, q) || bondPossible(b, c, p, q, pairs) === BOND_NONE) continue;
    if (best < 0 || closerTarget(b, p, q, best)) best = q;
  }
  return best;
}

/** C code (§2.15): the enemy it targeted last if still alive on the grid, or −1. */
export function continuationTarget(b: BattleState, p: number): number {
  const q = b.lastTarget[p] as number;
  return q >= 0 && enemyOnGrid(b, p, q) ? q : -1;
}

/**
 * Runs the NPC side's remaining turns in Speed order (§2.15). Returns RUN_PAUSED when an action waits
 * on a player's reaction window (the cursor already points past that NPC), RUN_DONE when the phase's
 * script is over or the battle ended.
 */
export function npcContinue(b: BattleState, c: CompiledContent, rng: Rng): number {
  while (b.npcCursor < b.npcCount) {
    const p = b.npcOrder[b.npcCursor++] as number;
    if (b.alive[p] !== 1 || b.placed[p] !== 1) continue;
    const st = b.states[p] as number;
    if (st & STATE_DISABLED) continue;
    if (st & STATE_FROZEN) {
      if (b.frozenThaw === THAW_OWN_ROLLS) rollD8(b, c, p, rng); // the action die only as a thaw check (§2.4, G62)
      continue;
    }
    // G10: the phase's budget of acting characters goes to the NPCs first in Speed order.
    if (!actBudgetOpen(b, p)) continue;
    noteActor(b, p);
    if (npcAct(b, c, p, rng) !== RUN_DONE) return RUN_PAUSED;
    if (checkEnd(b, c)) return RUN_DONE;
  }
  return RUN_DONE;
}

function inReach(b: BattleState, p: number, target: number): boolean {
  return target === p || cheb(b, p, target) <= 1;
}

/** One NPC's turn: action D8, target by code, move, (R: attraction attempt), act (§2.15 steps 2–5). */
export function npcAct(b: BattleState, c: CompiledContent, p: number, rng: Rng): number {
  const face = rollD8(b, c, p, rng);
  const ab = c.cards.npcAction[(b.card[p] as number) * 8 + face - 1] as number;
  let slot = ab >= 0 ? slotOf(b, c, p, ab) : -1;
  // §2.15 step 3: an unusable ability (recharging, used up, Undead, a Dodge rolled as an action) → Base Attack.
  if (slot >= 0 && (!slotAvailable(b, c, p, slot) || targetMode(c, ab) === TM_REACTION)) slot = -1;
  let mode = slot >= 0 ? targetMode(c, ab) : TM_ENEMY_ADJ;
  let target = -1;
  let attract = false;
  if (slot >= 0) {
    const code = c.abilities.target[ab] as number;
    const ranged = mode === TM_ENEMY_ANY;
    if (mode === TM_ALLY_NEAR || mode === TM_ALLY_ANY) target = supportTarget(b, c, p, ab);
    else if (mode === TM_SELF) target = p;
    else if (mode === TM_NONE) target = engageTarget(b, c, p, false); // every adjacent enemy: walk toward the E target
    else {
      if (code === TGT_A) target = artifactTarget(b, p);
      else if (code === TGT_R) {
        target = relationshipTarget(b, c, p);
        attract = target >= 0;
      } else if (code === TGT_C) target = continuationTarget(b, p);
      if (target < 0) target = engageTarget(b, c, p, ranged); // A, R and C fall back to E
    }
    if (target < 0) slot = -1; // no valid target → Base Attack
  }
  if (slot < 0) {
    mode = TM_ENEMY_ADJ;
    attract = false;
    target = engageTarget(b, c, p, false);
  }
  if (target < 0) return RUN_DONE;
  const ranged = mode === TM_ENEMY_ANY || mode === TM_ALLY_ANY || mode === TM_SELF;
  if (!ranged && !(attract ? touching(b, p, target) : inReach(b, p, target))) {
    if (movesFreely(b, c, p)) {
      const cell = landingNextTo(b, target, b.x[p] as number, b.y[p] as number, attract);
      if (cell >= 0) movePiece(b, p, cell % MAX_W, (cell - (cell % MAX_W)) / MAX_W);
    } else {
      let steps = b.npcMoveLimit > 0 ? b.npcMoveLimit : 1 << 20;
      while (steps-- > 0 && !(attract ? touching(b, p, target) : inReach(b, p, target))) {
        const cell = stepToward(b, c, p, target, attract);
        if (cell < 0) break;
        movePiece(b, p, cell % MAX_W, (cell - (cell % MAX_W)) / MAX_W);
      }
    }
  }
  // R (§2.15): the attraction attempt (orthogonal, §2.9), a free action (G42), before the ability;
  // a Ranged R ability does not move, so it attracts only a target already touching. Intimacy disables the NPC.
  if (attract && attractableBond(b, c, p, target, heartPairsInUse(b)) !== BOND_NONE) {
    attemptAttraction(b, c, p, target, rng);
    if (!canAct(b, p) || checkEnd(b, c)) return RUN_DONE;
  }
  if (!ranged && !inReach(b, p, target)) return RUN_DONE;
  if (slot >= 0) {
    const arg = mode === TM_NONE || mode === TM_SELF ? -1 : target;
    return beginAbility(b, c, p, slot, arg, rng);
  }
  if (!canBaseAttack(b, c, p, 1 + extraBaseAttacks(b, c, p))) return RUN_DONE;
  return beginBaseAttack(b, c, p, target, rng);
}

// ASSUMPTION G28: (column offset, depth) per position; the leader first, then the draw order.
const SLOT_DX = Int8Array.of(0, 0, -1, 1, -1, 1, 0, -1, 1);
const SLOT_DEPTH = Int8Array.of(1, 0, 0, 0, 1, 1, 2, 2, 2);

/**
 * NPC setup (§2.15, G28): a 3×3 block around the front-row centre; the side's first piece is the leader
 * (middle of the second row), the others fill front centre, front left, front right, middle left,
 * middle right, back centre, back left, back right in draw order; more pieces fill further rows.
 */
export function npcSetupCells(b: BattleState, side: number, out: Int16Array): number {
  const cx = (b.gridW - 1) >> 1;
  const dir = side === 0 ? -1 : 1;
  const fy = side === 0 ? b.gridD - 1 : b.gridD;
  let n = 0;
  let members = 0;
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.kind[p] === PK_CHAR) members++;
  let k = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] !== side || b.kind[p] !== PK_CHAR) continue;
    let dx: number;
    let depth: number;
    if (members === 1) {
      dx = 0;
      depth = 0;
    } else if (k < 9) {
      dx = SLOT_DX[k] as number;
      depth = SLOT_DEPTH[k] as number;
    } else {
      const extra = k - 9;
      depth = 3 + Math.floor(extra / 3);
      dx = (extra % 3) - 1;
    }
    out[n++] = cellOf(cx + dx, fy + dir * depth);
    k++;
  }
  return n;
}
