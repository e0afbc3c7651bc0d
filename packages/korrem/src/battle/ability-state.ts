// Ability bookkeeping (spec §2.7, G41/G60): which abilities a piece may use now, Constant (passive)
// modifiers, Recharge/Evaporate/Deplete accounting, and the battle D8 with its thaw side effect (§2.4, G62).
import type { Rng } from '@balance-lab/core';
import {
  AB_CONSTANT,
  AB_INSTANT,
  AB_LOCKED,
  AB_RECHARGE,
  EF_ATTACK_BONUS,
  EF_DEFENSE_BONUS,
  EF_DODGE,
  EF_EXTRA_BASE_ATTACKS,
  EF_GRANT_TRAIT,
  EF_REGENERATE,
  STATE_DISABLED,
  STATE_FROZEN,
  STATE_UNDEAD,
  TGT_D,
  type AbilityId,
  type CompiledContent,
} from '../content/compiled.js';
import { ABIL_SLOTS, MODE_PHASE, PK_CHAR, THAW_OWN_ROLLS, type BattleState } from './battle-state.js';

/** The ability in `slot` of piece `p`, or −1. */
export function abilityAt(b: BattleState, c: CompiledContent, p: number, slot: number): AbilityId {
  if (b.kind[p] !== PK_CHAR) return -1;
  const card = b.card[p] as number;
  const i = (c.cards.abilityStart[card] as number) + slot;
  if (slot >= ABIL_SLOTS || i >= (c.cards.abilityStart[card + 1] as number)) return -1;
  return c.cards.cardAbilities[i] as number;
}

export function slotOf(b: BattleState, c: CompiledContent, p: number, ability: AbilityId): number {
  for (let s = 0; s < ABIL_SLOTS; s++) if (abilityAt(b, c, p, s) === ability) return s;
  return -1;
}

/** Constants work while the bearer lives and is not Undead (Undead "cannot use abilities", §2.8). */
function passiveActive(b: BattleState, p: number): boolean {
  return b.alive[p] === 1 && b.kind[p] === PK_CHAR && ((b.states[p] as number) & STATE_UNDEAD) === 0;
}

/** Sum of `value` of the piece's Constant effects of `kind` (value2 filter when ≥ 0). */
function passiveSum(b: BattleState, c: CompiledContent, p: number, kind: number, scope: number): number {
  if (!passiveActive(b, p)) return 0;
  const a = c.abilities;
  let sum = 0;
  for (let s = 0; s < ABIL_SLOTS; s++) {
    const ab = abilityAt(b, c, p, s);
    if (ab < 0) break;
    if (((a.attrs[ab] as number) & AB_CONSTANT) === 0) continue;
    for (let e = a.effectStart[ab] as number; e < (a.effectStart[ab + 1] as number); e++) {
      if (a.effectKind[e] !== kind) continue;
      if (scope >= 0 && a.effectValue2[e] !== scope) continue;
      sum += a.effectValue[e] as number;
    }
  }
  return sum;
}

/** Attack with Constant bonuses. */
export function effAttack(b: BattleState, c: CompiledContent, p: number): number {
  return (b.baseAtk[p] as number) + passiveSum(b, c, p, EF_ATTACK_BONUS, -1);
}

/** Defense with Constant bonuses: own (`defenseBonus` scope self) and adjacent allies' (scope adjacentAllies). */
export function effDefense(b: BattleState, c: CompiledContent, p: number): number {
  let d = (b.baseDef[p] as number) + passiveSum(b, c, p, EF_DEFENSE_BONUS, 0);
  const px = b.x[p] as number;
  const py = b.y[p] as number;
  for (let q = 0; q < b.pieceCount; q++) {
    if (q === p || b.side[q] !== b.side[p] || b.placed[q] !== 1) continue;
    if (Math.abs((b.x[q] as number) - px) > 1 || Math.abs((b.y[q] as number) - py) > 1) continue;
    d += passiveSum(b, c, q, EF_DEFENSE_BONUS, 1);
  }
  return d;
}

export function extraBaseAttacks(b: BattleState, c: CompiledContent, p: number): number {
  return passiveSum(b, c, p, EF_EXTRA_BASE_ATTACKS, -1);
}

export function regeneration(b: BattleState, c: CompiledContent, p: number): number {
  return passiveSum(b, c, p, EF_REGENERATE, -1);
}

/** Printed traits plus Constant grantTrait effects. */
export function passiveTraits(b: BattleState, c: CompiledContent, p: number): number {
  if (b.kind[p] !== PK_CHAR) return 0;
  let t = c.cards.traits[b.card[p] as number] as number;
  if (!passiveActive(b, p)) return t;
  const a = c.abilities;
  for (let s = 0; s < ABIL_SLOTS; s++) {
    const ab = abilityAt(b, c, p, s);
    if (ab < 0) break;
    if (((a.attrs[ab] as number) & AB_CONSTANT) === 0) continue;
    for (let e = a.effectStart[ab] as number; e < (a.effectStart[ab + 1] as number); e++) {
      if (a.effectKind[e] === EF_GRANT_TRAIT) t |= a.effectValue[e] as number;
    }
  }
  return t;
}

/** A Dodge ability (target code D or a dodge effect): used only in reaction windows (§2.15 D). */
export function isDodge(c: CompiledContent, ab: AbilityId): boolean {
  const a = c.abilities;
  if (a.target[ab] === TGT_D) return true;
  for (let e = a.effectStart[ab] as number; e < (a.effectStart[ab + 1] as number); e++) if (a.effectKind[e] === EF_DODGE) return true;
  return false;
}

/** Whether piece `p` may act at all (§2.4: Disabled and Frozen may not move, attack or use abilities). */
export function canAct(b: BattleState, p: number): boolean {
  return b.alive[p] === 1 && b.placed[p] === 1 && ((b.states[p] as number) & (STATE_DISABLED | STATE_FROZEN)) === 0;
}

/**
 * Whether the ability in `slot` is available now, ignoring targets and phase ownership (§2.7, §2.8):
 * not Constant, not Locked (no lock conditions are compiled), the user active and not Undead,
 * used at most once per phase, Recharge ready (G41), Evaporate/Deplete uses left (G60).
 */
export function slotAvailable(b: BattleState, c: CompiledContent, p: number, slot: number): boolean {
  const ab = abilityAt(b, c, p, slot);
  if (ab < 0) return false;
  const a = c.abilities;
  const attrs = a.attrs[ab] as number;
  if (attrs & (AB_CONSTANT | AB_LOCKED)) return false;
  if (!canAct(b, p) || ((b.states[p] as number) & STATE_UNDEAD) !== 0) return false;
  const k = p * ABIL_SLOTS + slot;
  if (b.abUsedPhase[k] === b.phase) return false;
  if ((b.abReadyPhase[k] as number) > b.phase) return false;
  const ev = a.evaporate[ab] as number;
  if (ev > 0 && (b.abBattleUses[k] as number) >= ev) return false;
  const dep = a.deplete[ab] as number;
  if (dep > 0 && (b.abGameUses[k] as number) >= dep) return false;
  return true;
}

/** The first available Dodge Instant of `p` (reaction windows, the NPC Shield rule), or −1. */
export function dodgeSlot(b: BattleState, c: CompiledContent, p: number): number {
  for (let s = 0; s < ABIL_SLOTS; s++) {
    const ab = abilityAt(b, c, p, s);
    if (ab < 0) break;
    if (((c.abilities.attrs[ab] as number) & AB_INSTANT) && isDodge(c, ab) && slotAvailable(b, c, p, s)) return s;
  }
  return -1;
}

/** Records a use: once per phase; Recharge until `rechargePhases` phases later (G41); Evaporate and Deplete counts. */
export function markUsed(b: BattleState, c: CompiledContent, p: number, slot: number): void {
  const ab = abilityAt(b, c, p, slot);
  const k = p * ABIL_SLOTS + slot;
  b.abUsedPhase[k] = b.phase;
  if ((c.abilities.attrs[ab] as number) & AB_RECHARGE) b.abReadyPhase[k] = b.phase + b.rechargePhases;
  b.abBattleUses[k] = (b.abBattleUses[k] as number) + 1;
  if ((c.abilities.deplete[ab] as number) > 0) b.abGameUses[k] = (b.abGameUses[k] as number) + 1;
}

/**
 * A battle D8 rolled for `roller` (§2.4, ASSUMPTION G62): an 8 rolled by the active side during its own
 * Attack Phase thaws one of its Frozen characters: the roller if Frozen; else on an NPC side the one
 * with the highest Speed (ties: lowest piece number), on a player side the owner's choice (`thawOwed`).
 */
export function rollD8(b: BattleState, c: CompiledContent, roller: number, rng: Rng): number {
  const r = rng.die(8);
  if (r === 8 && b.frozenThaw === THAW_OWN_ROLLS && b.mode === MODE_PHASE && b.side[roller] === b.activeSide) {
    thawOne(b, c, roller);
  }
  return r;
}

const frozenChar = (b: BattleState, q: number, side: number): boolean =>
  b.alive[q] === 1 && b.side[q] === side && b.kind[q] === PK_CHAR && ((b.states[q] as number) & STATE_FROZEN) !== 0;

/** Thaws `preferred` if Frozen; else the Frozen ally with the highest Speed (NPC side) or one the owner chooses (player side). */
export function thawOne(b: BattleState, c: CompiledContent, preferred: number): void {
  if (b.alive[preferred] === 1 && ((b.states[preferred] as number) & STATE_FROZEN)) {
    b.states[preferred] = (b.states[preferred] as number) & ~STATE_FROZEN;
    return;
  }
  const side = b.side[preferred] as number;
  if (b.npc[side] === 0) {
    b.thawOwed++;
    settleThaws(b);
    return;
  }
  let best = -1;
  for (let q = 0; q < b.pieceCount; q++) {
    if (!frozenChar(b, q, side)) continue;
    if (best < 0 || (c.cards.speed[b.card[q] as number] as number) > (c.cards.speed[b.card[best] as number] as number)) best = q;
  }
  if (best >= 0) b.states[best] = (b.states[best] as number) & ~STATE_FROZEN;
}

/**
 * Resolves the active side's owed thaws (G62) that need no choice: none left Frozen, or no more
 * Frozen characters than 8s owed (all thaw). Otherwise `thawOwed` stays and the owner chooses (OP_THAW).
 */
export function settleThaws(b: BattleState): void {
  if (b.thawOwed <= 0) return;
  const side = b.activeSide;
  let frozen = 0;
  for (let q = 0; q < b.pieceCount; q++) if (frozenChar(b, q, side)) frozen++;
  if (frozen > b.thawOwed) return;
  for (let q = 0; q < b.pieceCount; q++) if (frozenChar(b, q, side)) b.states[q] = (b.states[q] as number) & ~STATE_FROZEN;
  b.thawOwed = 0;
}

/** Whether the owner may thaw `p` now (a Frozen character of the active side, with an 8 owed). */
export function thawChoice(b: BattleState, p: number): boolean {
  return b.thawOwed > 0 && frozenChar(b, p, b.activeSide);
}

/** The owner's thaw choice: `p` thaws, one owed 8 is spent. */
export function applyThawChoice(b: BattleState, p: number): void {
  b.states[p] = (b.states[p] as number) & ~STATE_FROZEN;
  b.thawOwed--;
  settleThaws(b);
}
