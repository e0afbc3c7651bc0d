// Damage (spec §2.6, CF-25/26, G61): collective damage against a per-phase Defense pool, ticks that
// ignore Defense, death with its graveyard, bond and Monster-VP consequences (§2.11, G32), and the
// reaction window before a damage instance (Dodge Instants; the NPC Shield rule, §2.15).
import type { Rng } from '@balance-lab/core';
import type { CompiledContent } from '../content/compiled.js';
import { MAX_PIECES, MODE_REACTION, PAIR_NONE, PK_CHAR, type BattleState } from './battle-state.js';
import { abilityAt, dodgeSlot, effDefense, markUsed, rollD8 } from './ability-state.js';
import { liftPiece } from './grid.js';

export const DMG_DONE = 0;
export const DMG_PAUSED = 1;

export function healthLeft(b: BattleState, p: number): number {
  return (b.health[p] as number) - (b.damage[p] as number);
}

/** Companions and Romantic partners cannot damage each other (RB Companionship; ASSUMPTION G42 for Romantic). */
export function bonded(b: BattleState, p: number, q: number): boolean {
  return b.pair[p * MAX_PIECES + q] !== PAIR_NONE;
}

/**
 * A piece dies (§2.6, §2.11): off the grid, its Artifacts into its side's graveyard, its bonds broken,
 * a Monster's VP and Gold (G32) to the side it fought against.
 */
export function killPiece(b: BattleState, c: CompiledContent, p: number): void {
  if (b.alive[p] !== 1) return;
  b.alive[p] = 0;
  liftPiece(b, p);
  b.deathSeq[p] = ++b.deathCounter;
  for (let i = 0; i < b.artCount; i++) {
    if (b.artHolder[i] === p) {
      b.artHolder[i] = -1;
      b.artDiedWith[i] = p;
      b.artSide[i] = b.side[p] as number;
    }
  }
  for (let q = 0; q < b.pieceCount; q++) {
    b.pair[p * MAX_PIECES + q] = PAIR_NONE;
    b.pair[q * MAX_PIECES + p] = PAIR_NONE;
  }
  if (b.kind[p] === PK_CHAR) {
    const card = b.card[p] as number;
    const other = 1 - (b.side[p] as number);
    b.vp[other] = (b.vp[other] as number) + (c.cards.vp[card] as number);
    b.gold[other] = (b.gold[other] as number) + (c.cards.goldReward[card] as number);
  }
}

/** Adds health damage; the piece dies when damage reaches Health (§2.6). */
export function addDamage(b: BattleState, c: CompiledContent, p: number, amount: number): void {
  if (amount <= 0 || b.alive[p] !== 1) return;
  b.damage[p] = (b.damage[p] as number) + amount;
  if ((b.damage[p] as number) >= (b.health[p] as number)) killPiece(b, c, p);
}

/**
 * One instance joining the collective total against `target` this phase (§2.6): it first uses up the
 * target's Defense left this phase, the rest is health damage; Guaranteed damage skips Defense (§2.7).
 * Crystal Cove deals nothing (§3.1). Returns the health damage.
 */
export function collectiveHit(b: BattleState, c: CompiledContent, target: number, amount: number, guaranteed: boolean): number {
  if (b.noDamage === 1 || amount <= 0 || b.alive[target] !== 1) return 0;
  let dealt = amount;
  if (!guaranteed) {
    if (b.defPhase[target] !== b.phase) {
      b.defPhase[target] = b.phase;
      b.defLeft[target] = Math.max(0, effDefense(b, c, target));
    }
    const absorbed = Math.min(b.defLeft[target] as number, amount);
    b.defLeft[target] = (b.defLeft[target] as number) - absorbed;
    dealt = amount - absorbed;
  }
  addDamage(b, c, target, dealt);
  return dealt;
}

/** Poison, Frozen and similar ticks ignore Defense (§2.4, G61). */
export function tickDamage(b: BattleState, c: CompiledContent, p: number, amount: number): void {
  if (b.noDamage === 1) return;
  addDamage(b, c, p, amount);
}

/**
 * Uses `target`'s Dodge Instant in `slot` against the pending instance: a D8 against its check
 * (Evade 5, G27); true when the instance is negated.
 */
export function useDodge(b: BattleState, c: CompiledContent, target: number, slot: number, rng: Rng): boolean {
  const ab = abilityAt(b, c, target, slot);
  markUsed(b, c, target, slot);
  const need = c.abilities.checkAtLeast[ab] as number;
  if (need <= 0) return true;
  return rollD8(b, c, target, rng) >= need;
}

/**
 * A damage instance from `source` to `target` (an attack, a Tower shot, an ability's damage effect).
 * Bonded pairs deal nothing. Unless Guaranteed: an NPC target uses an available Dodge at once (Shield
 * rule, §2.15); a player target with an available Dodge Instant gets a reaction window: the instance is
 * parked in `pendDmg*`, the mode becomes MODE_REACTION and DMG_PAUSED is returned.
 */
export function damageInstance(
  b: BattleState,
  c: CompiledContent,
  source: number,
  target: number,
  amount: number,
  guaranteed: boolean,
  rng: Rng,
): number {
  if (b.alive[target] !== 1 || amount <= 0 || b.noDamage === 1) return DMG_DONE;
  if (source >= 0 && bonded(b, source, target)) return DMG_DONE;
  if (!guaranteed) {
    const slot = dodgeSlot(b, c, target);
    if (slot >= 0) {
      if (b.npc[b.side[target] as number] === 1) {
        if (useDodge(b, c, target, slot, rng)) return DMG_DONE;
      } else {
        b.pendDmgTarget = target;
        b.pendDmgAmount = amount;
        b.pendDmgGuaranteed = 0;
        b.mode = MODE_REACTION;
        return DMG_PAUSED;
      }
    }
  }
  collectiveHit(b, c, target, amount, guaranteed);
  return DMG_DONE;
}
