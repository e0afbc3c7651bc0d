// The action interpreter (spec §2.6–§2.9, §4.2 closed effect vocabulary): Base Attacks, Tower shots and
// abilities run as a resumable sequence of effects (a reaction window may pause a damage instance),
// states with their immunities (§2.8), attraction through attraction.ts (§2.9), Artifact passing (§3.4).
import type { Rng } from '@balance-lab/core';
import {
  AB_FOCUS,
  AB_GUARANTEED,
  AB_RANGE,
  EF_DAMAGE,
  EF_DISPLACE_FARTHEST,
  EF_HEAL,
  EF_REANIMATE,
  EF_SEDUCE,
  EF_STATE,
  KIND_MACHINE,
  KIND_SUMMON,
  STATE_DISABLED,
  STATE_FROZEN,
  STATE_POISONED,
  STATE_UNDEAD,
  TGT_A,
  TGT_ADJ_ENEMIES,
  TGT_C,
  TGT_D,
  TGT_E,
  TGT_R,
  TGT_S,
  type AbilityId,
  type CompiledContent,
} from '../content/compiled.js';
import {
  BOND_COM,
  BOND_INT,
  BOND_NONE,
  BOND_ROM,
  attractionBond,
  heartsNeeded,
  intimacyBecomesRomantic,
  rollHearts,
  seduceScore,
} from '../attraction.js';
import {
  ACT_ABILITY,
  ACT_ATTRACTED,
  ACT_FOCUS,
  ACT_TOWER,
  MAX_PIECES,
  MAX_W,
  MODE_PHASE,
  PAIR_COMPANION,
  PAIR_NONE,
  PAIR_ROMANTIC,
  PK_CHAR,
  cellOf,
  facesView,
  type BattleState,
} from './battle-state.js';
import { abilityAt, canAct, effAttack, isDodge, markUsed, rollD8, slotAvailable } from './ability-state.js';
import { DMG_PAUSED, collectiveHit, damageInstance, useDodge } from './damage.js';
import { cheb, farthestTouchingCell, movePiece, putPiece, touching } from './grid.js';

export const RUN_DONE = 0;
export const RUN_PAUSED = 1;

/** Pending pseudo-abilities. */
export const PEND_BASE_ATTACK = -1;
export const PEND_TOWER = -2;

// How far an ability reaches and on whom (compiled.ts TGT_* with the Range attribute, §2.7, §2.15).
// The printed codes E, A, R and C all reach an enemy: the code only tells an NPC which one (npc-script.ts).
export const TM_NONE = 0; // every adjacent enemy (no choice)
export const TM_ENEMY_ADJ = 1;
export const TM_ENEMY_ANY = 2;
export const TM_ALLY_NEAR = 4; // self or an adjacent ally
export const TM_ALLY_ANY = 5;
export const TM_SELF = 7;
export const TM_REACTION = 8;

export function targetMode(c: CompiledContent, ab: AbilityId): number {
  const a = c.abilities;
  const code = a.target[ab] as number;
  const ranged = ((a.attrs[ab] as number) & AB_RANGE) !== 0;
  if (code === TGT_D || isDodge(c, ab)) return TM_REACTION;
  if (code === TGT_E || code === TGT_A || code === TGT_R || code === TGT_C) return ranged ? TM_ENEMY_ANY : TM_ENEMY_ADJ;
  if (code === TGT_S) return ranged ? TM_ALLY_ANY : TM_ALLY_NEAR;
  if (code === TGT_ADJ_ENEMIES) return TM_NONE;
  return TM_SELF;
}

/** Whether the ability never moves an NPC: it reaches anywhere (Range, §2.15 step 5). */
export function isRanged(c: CompiledContent, ab: AbilityId): boolean {
  const m = targetMode(c, ab);
  return m === TM_ENEMY_ANY || m === TM_ALLY_ANY;
}

function isEnemy(b: BattleState, p: number, q: number): boolean {
  return b.side[p] !== b.side[q];
}

function livingOnGrid(b: BattleState, q: number): boolean {
  return b.alive[q] === 1 && b.placed[q] === 1;
}

/** Whether `t` is a legal target of ability `ab` used by `p` (−1 = no target, for TM_NONE/TM_SELF). */
export function validAbilityTarget(b: BattleState, c: CompiledContent, p: number, ab: AbilityId, t: number): boolean {
  const m = targetMode(c, ab);
  if (m === TM_NONE || m === TM_SELF) return t === -1;
  if (m === TM_REACTION || t < 0 || !livingOnGrid(b, t)) return false;
  switch (m) {
    case TM_ENEMY_ADJ:
      return isEnemy(b, p, t) && cheb(b, p, t) === 1;
    case TM_ENEMY_ANY:
      return isEnemy(b, p, t);
    case TM_ALLY_NEAR:
      return !isEnemy(b, p, t) && b.kind[t] === PK_CHAR && (t === p || cheb(b, p, t) === 1);
    case TM_ALLY_ANY:
      return !isEnemy(b, p, t) && b.kind[t] === PK_CHAR;
    default:
      return false;
  }
}

/** Whether `p` may start ability slot `slot` now (own phase, Focus rules, §2.7). */
export function canUseSlotNow(b: BattleState, c: CompiledContent, p: number, slot: number): boolean {
  if (b.mode !== MODE_PHASE || b.side[p] !== b.activeSide || b.kind[p] !== PK_CHAR) return false;
  if (!slotAvailable(b, c, p, slot)) return false;
  const ab = abilityAt(b, c, p, slot);
  if (targetMode(c, ab) === TM_REACTION) return false;
  const flags = b.actFlags[p] as number;
  if (flags & ACT_FOCUS) return false; // Focus: no other ability that phase
  if ((c.abilities.attrs[ab] as number) & AB_FOCUS) {
    if ((b.attacksUsed[p] as number) > 0 || (flags & ACT_ABILITY)) return false;
  }
  return true;
}

/** Whether `p` may make a Base Attack now (§2.6: once per phase, plus extraBaseAttacks; not after Focus). */
export function canBaseAttack(b: BattleState, c: CompiledContent, p: number, limit: number): boolean {
  if (b.kind[p] !== PK_CHAR || !canAct(b, p) || (b.actFlags[p] as number) & ACT_FOCUS) return false;
  if ((b.attacksUsed[p] as number) >= limit) return false;
  return effAttack(b, c, p) > 0;
}

/**
 * Applies a state token (§2.8): Add-ons take none; Machines are never Undead or Poisoned; Summons never
 * Undead. Disabled remembers the active phase and side for its expiry (§2.7).
 */
export function applyState(b: BattleState, c: CompiledContent, t: number, state: number): void {
  if (b.alive[t] !== 1 || b.kind[t] !== PK_CHAR) return;
  const kinds = c.cards.kinds[b.card[t] as number] as number;
  if ((kinds & KIND_MACHINE) && (state & (STATE_UNDEAD | STATE_POISONED))) return;
  if ((kinds & KIND_SUMMON) && (state & STATE_UNDEAD)) return;
  b.states[t] = (b.states[t] as number) | state;
  if (state & STATE_DISABLED) {
    b.disPhase[t] = b.phase;
    b.disSide[t] = b.activeSide;
  }
}

function startPending(b: BattleState, actor: number, ability: number, slot: number, target: number): void {
  b.pendActive = 1;
  b.pendActor = actor;
  b.pendAbility = ability;
  b.pendSlot = slot;
  b.pendTarget = target;
  b.pendSub = 0;
  b.pendCheckOk = 1;
}

/** A Base Attack on an adjacent enemy (§2.6). */
export function beginBaseAttack(b: BattleState, c: CompiledContent, actor: number, target: number, rng: Rng): number {
  b.attacksUsed[actor] = (b.attacksUsed[actor] as number) + 1;
  b.lastTarget[actor] = target;
  startPending(b, actor, PEND_BASE_ATTACK, -1, target);
  b.pendEffect = 0;
  return runPending(b, c, rng);
}

/** A Tower's Ranged shot, once per defender Attack Phase (§2.12). */
export function beginTowerShot(b: BattleState, c: CompiledContent, tower: number, target: number, rng: Rng): number {
  b.actFlags[tower] = (b.actFlags[tower] as number) | ACT_TOWER;
  startPending(b, tower, PEND_TOWER, -1, target);
  b.pendEffect = 0;
  return runPending(b, c, rng);
}

/** Starts ability `slot` of `actor` on `target` (−1 when the ability takes none): marks the use, rolls its check. */
export function beginAbility(b: BattleState, c: CompiledContent, actor: number, slot: number, target: number, rng: Rng): number {
  const ab = abilityAt(b, c, actor, slot);
  const a = c.abilities;
  markUsed(b, c, actor, slot);
  let flags = (b.actFlags[actor] as number) | ACT_ABILITY;
  if ((a.attrs[ab] as number) & AB_FOCUS) flags |= ACT_FOCUS;
  b.actFlags[actor] = flags;
  if (target >= 0 && isEnemy(b, actor, target)) b.lastTarget[actor] = target;
  startPending(b, actor, ab, slot, target);
  const need = a.checkAtLeast[ab] as number;
  if (need > 0) b.pendCheckOk = rollD8(b, c, actor, rng) >= need ? 1 : 0;
  b.pendEffect = a.effectStart[ab] as number;
  return runPending(b, c, rng);
}

/** The most recently killed character of `side` that can be made Undead (Raise Dead, G63), or −1. */
function lastFallen(b: BattleState, c: CompiledContent, side: number): number {
  let best = -1;
  for (let q = 0; q < b.pieceCount; q++) {
    if (b.alive[q] !== 0 || b.side[q] !== side || b.kind[q] !== PK_CHAR || b.deathSeq[q] === 0) continue;
    if ((c.cards.kinds[b.card[q] as number] as number) & (KIND_MACHINE | KIND_SUMMON)) continue;
    if (best < 0 || (b.deathSeq[q] as number) > (b.deathSeq[best] as number)) best = q;
  }
  return best;
}

/** Whether Raise Dead–like reanimation has a body and a free cell next to `p`. */
export function canReanimate(b: BattleState, c: CompiledContent, p: number): boolean {
  return lastFallen(b, c, b.side[p] as number) >= 0 && freeCellNextTo(b, p) >= 0;
}

function freeCellNextTo(b: BattleState, p: number): number {
  const px = b.x[p] as number;
  const py = b.y[p] as number;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = px + dx;
      const ny = py + dy;
      if ((dx !== 0 || dy !== 0) && nx >= 0 && nx < b.gridW && ny >= 0 && ny < 2 * b.gridD && b.cell[cellOf(nx, ny)] === -1) {
        return cellOf(nx, ny);
      }
    }
  }
  return -1;
}

/** Runs the pending action from where it stopped; RUN_PAUSED when a reaction window opened. */
export function runPending(b: BattleState, c: CompiledContent, rng: Rng): number {
  const actor = b.pendActor;
  if (b.pendAbility < 0) {
    if (b.pendEffect === 0) {
      b.pendEffect = 1;
      const amount = b.pendAbility === PEND_TOWER ? b.towerDamage : effAttack(b, c, actor);
      if (damageInstance(b, c, actor, b.pendTarget, amount, false, rng) === DMG_PAUSED) return RUN_PAUSED;
    }
    b.pendActive = 0;
    return RUN_DONE;
  }
  const ab = b.pendAbility;
  const a = c.abilities;
  const end = a.effectStart[ab + 1] as number;
  const guaranteed = ((a.attrs[ab] as number) & AB_GUARANTEED) !== 0;
  const allAdjacent = a.target[ab] === TGT_ADJ_ENEMIES;
  const t0 = b.pendTarget >= 0 ? b.pendTarget : actor;
  while (b.pendEffect < end) {
    const e = b.pendEffect;
    // The ability's check gates everything; an effect's own check (Frost Bite's Frozen on 6+) only itself.
    const own = a.effectCheckAtLeast[e] as number;
    if (b.pendCheckOk === 0 || (own > 0 && b.pendSub === 0 && rollD8(b, c, actor, rng) < own)) {
      b.pendEffect = e + 1;
      continue;
    }
    const kind = a.effectKind[e] as number;
    const v = a.effectValue[e] as number;
    if (allAdjacent && (kind === EF_DAMAGE || kind === EF_STATE)) {
      while (b.pendSub < b.pieceCount) {
        const q = b.pendSub;
        b.pendSub = q + 1;
        if (!livingOnGrid(b, q) || !isEnemy(b, actor, q) || cheb(b, actor, q) !== 1) continue;
        if (kind === EF_STATE) applyState(b, c, q, v);
        else if (damageInstance(b, c, actor, q, v, guaranteed, rng) === DMG_PAUSED) return RUN_PAUSED;
      }
      b.pendSub = 0;
      b.pendEffect = e + 1;
      continue;
    }
    b.pendEffect = e + 1;
    switch (kind) {
      case EF_DAMAGE:
        if (damageInstance(b, c, actor, t0, v, guaranteed, rng) === DMG_PAUSED) return RUN_PAUSED;
        break;
      case EF_HEAL:
        if (b.alive[t0] === 1 && b.kind[t0] === PK_CHAR) {
          b.damage[t0] = Math.max(0, (b.damage[t0] as number) - v);
          if (a.effectValue2[e] === 1) b.states[t0] = (b.states[t0] as number) & ~STATE_POISONED;
        }
        break;
      case EF_STATE:
        if (!(b.pendTarget >= 0 && isEnemy(b, actor, t0) && b.pair[actor * MAX_PIECES + t0] !== PAIR_NONE)) applyState(b, c, t0, v);
        break;
      case EF_DISPLACE_FARTHEST:
        if (b.alive[t0] === 1 && b.placed[t0] === 1 && b.kind[t0] === PK_CHAR && b.alive[actor] === 1) {
          const cell = farthestTouchingCell(b, actor, t0);
          if (cell >= 0) movePiece(b, t0, cell % MAX_W, (cell - (cell % MAX_W)) / MAX_W);
        }
        break;
      case EF_REANIMATE: {
        const body = lastFallen(b, c, b.side[actor] as number);
        const cell = freeCellNextTo(b, actor);
        if (body >= 0 && cell >= 0) {
          b.alive[body] = 1;
          b.deathSeq[body] = 0;
          b.damage[body] = Math.max(0, (b.health[body] as number) - v);
          b.states[body] = STATE_UNDEAD; // G63: returns Undead with `v` Health left
          putPiece(b, body, cell % MAX_W, (cell - (cell % MAX_W)) / MAX_W);
        }
        break;
      }
      case EF_SEDUCE:
        if (b.pendTarget >= 0) {
          const roll = rollD8(b, c, actor, rng);
          const cards = c.cards;
          b.seduceScore[actor] = seduceScore(b.seduceMode, cards.attrScore[b.card[actor] as number] as number, cards.attrScore[b.card[t0] as number] as number, roll);
          b.seducePhase[actor] = b.phase;
        }
        break;
      default:
        break; // Constant-only kinds (bonuses, traits, regenerate) and stopFlee act elsewhere
    }
  }
  b.pendActive = 0;
  return RUN_DONE;
}

/** Closes a reaction window: `slot` ≥ 0 uses that Dodge Instant of the target; then the action goes on. */
export function resolveReaction(b: BattleState, c: CompiledContent, slot: number, rng: Rng): number {
  const target = b.pendDmgTarget;
  b.mode = MODE_PHASE;
  b.pendDmgTarget = -1;
  const negated = slot >= 0 && useDodge(b, c, target, slot, rng);
  if (!negated) collectiveHit(b, c, target, b.pendDmgAmount, b.pendDmgGuaranteed === 1);
  return runPending(b, c, rng);
}

/**
 * Heart-token pairs in use (§2.9: at most heartPairCap): the bonds on this grid plus the Romantic
 * bonds held elsewhere in the game (`heartsOutside`, seeded at startBattle): tokens are shared by the game.
 */
export function heartPairsInUse(b: BattleState): number {
  let n = b.heartsOutside;
  for (let p = 0; p < b.pieceCount; p++) {
    for (let q = p + 1; q < b.pieceCount; q++) if (b.pair[p * MAX_PIECES + q] !== PAIR_NONE) n++;
  }
  return n;
}

/** The initiator's attraction score this phase (Seduce shifts it, G43). */
export function attractionScore(b: BattleState, c: CompiledContent, p: number): number {
  return b.seducePhase[p] === b.phase ? (b.seduceScore[p] as number) : (c.cards.attrScore[b.card[p] as number] as number);
}

/**
 * The bond `p` could form with `t` wherever they stand (§2.9): enemies (G42), neither Undead nor an
 * Add-on, neither Frozen (initiator RB, target ASSUMPTION), not already bonded, a free Heart-token pair
 * for Romantic/Companion; the type and score table in attraction.ts. BOND_NONE when none.
 */
export function bondPossible(b: BattleState, c: CompiledContent, p: number, t: number, pairsInUse: number): number {
  if (b.kind[p] !== PK_CHAR || b.kind[t] !== PK_CHAR || !livingOnGrid(b, p) || !livingOnGrid(b, t) || !isEnemy(b, p, t)) return BOND_NONE;
  if (((b.states[p] as number) | (b.states[t] as number)) & (STATE_UNDEAD | STATE_FROZEN)) return BOND_NONE;
  if (b.pair[p * MAX_PIECES + t] !== PAIR_NONE) return BOND_NONE;
  const bond = attractionBond(c, b.card[p] as number, b.card[t] as number, attractionScore(b, c, p));
  if ((bond === BOND_ROM || bond === BOND_COM) && pairsInUse >= b.heartPairCap) return BOND_NONE;
  return bond;
}

/** The bond `p` could form with `t` now (§2.9): `bondPossible`, orthogonally touching, once per phase (G42). */
export function attractableBond(b: BattleState, c: CompiledContent, p: number, t: number, pairsInUse: number): number {
  if (b.kind[p] !== PK_CHAR || (b.actFlags[p] as number) & ACT_ATTRACTED || !livingOnGrid(b, p) || !livingOnGrid(b, t) || !touching(b, p, t)) return BOND_NONE;
  return bondPossible(b, c, p, t, pairsInUse);
}

function setPair(b: BattleState, p: number, q: number, v: number): void {
  b.pair[p * MAX_PIECES + q] = v;
  b.pair[q * MAX_PIECES + p] = v;
}

/** An attraction attempt (§2.9): the initiator rolls the attraction dice; returns the bond formed or BOND_NONE. */
export function attemptAttraction(b: BattleState, c: CompiledContent, p: number, t: number, rng: Rng): number {
  const bond = attractableBond(b, c, p, t, heartPairsInUse(b));
  b.actFlags[p] = (b.actFlags[p] as number) | ACT_ATTRACTED;
  if (bond === BOND_NONE) return BOND_NONE;
  const need = heartsNeeded(c, b.card[p] as number, b.card[t] as number, bond);
  const hearts = rollHearts(rng, facesView(b));
  if (need <= 0 || hearts < need) return BOND_NONE;
  if (bond === BOND_ROM) setPair(b, p, t, PAIR_ROMANTIC);
  else if (bond === BOND_COM) setPair(b, p, t, PAIR_COMPANION);
  else if (bond === BOND_INT) {
    // RB Fig. 6: Intimacy disables both for one turn; G44: consecutive re-bonds become Romantic.
    applyState(b, c, p, STATE_DISABLED);
    applyState(b, c, t, STATE_DISABLED);
    const consecutive = b.intimPartner[p] === t && b.intimTurn[p] === b.battleTurn - 1;
    b.intimCount[p] = consecutive ? (b.intimCount[p] as number) + 1 : 1;
    b.intimPartner[p] = t;
    b.intimTurn[p] = b.battleTurn;
    if (intimacyBecomesRomantic(b.intimCount[p] as number, attractionScore(b, c, p)) && heartPairsInUse(b) < b.heartPairCap) {
      setPair(b, p, t, PAIR_ROMANTIC);
      return BOND_ROM;
    }
  }
  return bond;
}

