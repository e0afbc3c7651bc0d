// Wild NPC engagement (spec §2.13, §2.14, §6.4 "Engagement sub-game"; RB Fig. 7 and its LEGEND):
// the outcome of the engagement D8 for a creature's Nature, and what the game must do next.
// Pure: the game's state machine rolls (rollEngagement), calls these, and runs the decisions.
// Only a wild creature rolls; a standing NPC army (a surviving Sinister army) is battled directly,
// with no roll and no draws; a surviving lone creature rolls again at its next encounter (G29).
import type { Rng } from '@balance-lab/core';
import { RESOURCES } from './lands.js';
import { KIND_SUMMON, type CardId, type CompiledContent } from './content/compiled.js';
import { attractionBond, type Bond } from './attraction.js';
import {
  DEC_ATTACK_X2, DEC_FLEE, DEC_IGNORE, DEC_REROLL, DECLINE_ATTACK_X2_PHASES, ENGAGEMENT_DIE,
  MAX_ENGAGEMENT_REROLLS, OUT_ATTACK, OUT_DRAW, OUT_FLEE, OUT_IGNORE, OUT_JOIN, OUT_RECRUIT,
  type Decline, type EngagementTable, type Nature, type Outcome,
} from './data/engagement-table.js';

export function rollEngagement(rng: Rng): number {
  return rng.die(ENGAGEMENT_DIE);
}

/** OUT_* for a creature of `nature` (NATURE_NAMES index) and engagement D8 `face` (1..8). */
export function engagementOutcome(table: EngagementTable, nature: Nature, face: number): Outcome {
  return table.outcome[nature * ENGAGEMENT_DIE + face - 1] as number;
}

/** The outcome's number: Recruit ×1/2/4, Attack ×1/2/3, Draw k (1..8); 1 otherwise. */
export function engagementCount(table: EngagementTable, nature: Nature, face: number): number {
  return table.count[nature * ENGAGEMENT_DIE + face - 1] as number;
}

/** DEC_* "Recruit Decline" directive of `nature` (Conniving's per the G23 option the table was compiled with). */
export function declineOutcome(table: EngagementTable, nature: Nature): Decline {
  return table.decline[nature] as number;
}

/** Faces (of 8) of `nature` giving `outcome` with `count` (count 0: any count). For bots and CF-37. */
export function outcomeFaces(table: EngagementTable, nature: Nature, outcome: Outcome, count: number): number {
  let faces = 0;
  for (let f = 0; f < ENGAGEMENT_DIE; f++) {
    const i = nature * ENGAGEMENT_DIE + f;
    if (table.outcome[i] === outcome && (count === 0 || table.count[i] === count)) faces++;
  }
  return faces;
}

// ---- What the game does next (spec §6.4 Engagement sub-game) -----------------------------------

/** Battle (Attack ×n or Draw k): npcPrefixAttackPhases and drawnCreatures give its shape; roles per §2.14 (G22). */
export const STEP_BATTLE = 0;
/** DECISION(player) Pay | Decline: pay recruitPrice from the army's cargo, or apply declineStep. */
export const STEP_RECRUIT_OFFER = 1;
/** Automatic: the NPC joins the army for free ("no choice in the matter"); a Summon goes to the hand (joinsToHand). */
export const STEP_JOIN = 2;
/** DECISION(player) Reroll | WalkAway; Reroll only while mayReroll (G24). */
export const STEP_IGNORE = 3;
/** Flee: if the army can stop it (a stopFlee Instant/Artifact, or fleeStopBond), DECISION TryStop{char|card} | LetGo; else STEP_NPC_LEAVES. */
export const STEP_FLEE = 4;
/** Roll a new engagement D8 (decline Reroll); counts toward MAX_ENGAGEMENT_REROLLS. */
export const STEP_REROLL = 5;
/** The NPC is shuffled back into the Creature deck and its flag freed (Walk away, Let go, reroll cap reached). */
export const STEP_NPC_LEAVES = 6;
/** Not reachable (a decline of a nature without a Recruit outcome). */
export const STEP_NONE = -1;
export const STEP_NAMES = ['Battle', 'RecruitOffer', 'Join', 'Ignore', 'Flee', 'Reroll', 'NpcLeaves'] as const;
export type EngagementStep = number;

// Indexed by OUT_*.
const STEP_OF_OUTCOME: Int8Array = (() => {
  const t = new Int8Array(6);
  t[OUT_FLEE] = STEP_FLEE;
  t[OUT_IGNORE] = STEP_IGNORE;
  t[OUT_RECRUIT] = STEP_RECRUIT_OFFER;
  t[OUT_JOIN] = STEP_JOIN;
  t[OUT_ATTACK] = STEP_BATTLE;
  t[OUT_DRAW] = STEP_BATTLE;
  return t;
})();

/** What the game does after a rolled outcome (RB Fig. 7 LEGEND). */
export function engagementStep(outcome: Outcome): EngagementStep {
  return STEP_OF_OUTCOME[outcome] as number;
}

/**
 * What the game does when the player cannot or will not pay a Recruit (RB LEGEND "follow Recruit
 * Decline Directive"): Flee → STEP_FLEE; Reroll → STEP_REROLL, or STEP_NPC_LEAVES once
 * `rerollsUsed` reached `maxRerolls` (G24); Conniving's blank cell → STEP_IGNORE or a battle with
 * declinePrefixAttackPhases (G23); Won't Recruit / blank without Recruit → STEP_NONE.
 */
export function declineStep(table: EngagementTable, nature: Nature, rerollsUsed: number, maxRerolls: number = MAX_ENGAGEMENT_REROLLS): EngagementStep {
  const d = table.decline[nature] as number;
  if (d === DEC_FLEE) return STEP_FLEE;
  if (d === DEC_REROLL) return mayReroll(rerollsUsed, maxRerolls) ? STEP_REROLL : STEP_NPC_LEAVES;
  if (d === DEC_IGNORE) return STEP_IGNORE;
  if (d === DEC_ATTACK_X2) return STEP_BATTLE;
  return STEP_NONE;
}

/** NPC Attack Phases first in a battle from a decline (G23 'AttackX2' → 2), else 0. */
export function declinePrefixAttackPhases(table: EngagementTable, nature: Nature): number {
  return table.decline[nature] === DEC_ATTACK_X2 ? DECLINE_ATTACK_X2_PHASES : 0;
}

/** ASSUMPTION G24: another engagement roll is allowed while fewer than `maxRerolls` (default 10, config battle.maxRerolls) were made. */
export function mayReroll(rerollsUsed: number, maxRerolls: number = MAX_ENGAGEMENT_REROLLS): boolean {
  return rerollsUsed < maxRerolls;
}

/**
 * Consecutive Attack Phases the NPC side takes at the start of the battle, with a Regroup after
 * each (RB LEGEND "NPC Gets 2 Attack Phase to start"; §2.4, §2.14, G22): n for Attack ×n with
 * n ≥ 2; 0 for Attack ×1 and Draw k (roles and order by arrival, §2.14).
 */
export function npcPrefixAttackPhases(outcome: Outcome, count: number): number {
  return outcome === OUT_ATTACK && count > 1 ? count : 0;
}

/** Draw k: the Creature cards drawn into the NPC's army, k or as many as remain (no engagement roll for them). */
export function drawnCreatures(outcome: Outcome, count: number, creatureDeckLeft: number): number {
  if (outcome !== OUT_DRAW) return 0;
  return count < creatureDeckLeft ? count : creatureDeckLeft;
}

/** Size of the NPC army that battles: the creature plus its drawn cards (Sinister army of 1 + k). */
export function npcArmySize(outcome: Outcome, count: number, creatureDeckLeft: number): number {
  return 1 + drawnCreatures(outcome, count, creatureDeckLeft);
}

/** Recruit ×n: the multiplier n of the NPC's Recruitment cost; 0 for other outcomes. */
export function recruitMultiplier(outcome: Outcome, count: number): number {
  return outcome === OUT_RECRUIT ? count : 0;
}

/**
 * Writes the price of recruiting `card` at ×`multiplier` into `out[outOffset + r]` for every
 * resource r: every resource of the cost is multiplied (CF-38). Paid from the army's cargo.
 */
export function recruitPrice(content: CompiledContent, card: CardId, multiplier: number, out: Int16Array | Int32Array, outOffset: number): void {
  const cost = content.cards.cost;
  for (let r = 0; r < RESOURCES; r++) out[outOffset + r] = (cost[card * RESOURCES + r] as number) * multiplier;
}

/** Whether the army's cargo (`cargo[cargoOffset + r]`) covers recruiting `card` at ×`multiplier`. */
export function canPayRecruit(content: CompiledContent, card: CardId, multiplier: number, cargo: ArrayLike<number>, cargoOffset: number): boolean {
  const cost = content.cards.cost;
  for (let r = 0; r < RESOURCES; r++) {
    if ((cost[card * RESOURCES + r] as number) * multiplier > (cargo[cargoOffset + r] as number)) return false;
  }
  return true;
}

/** A recruited or joining Summon goes to the player's hand, any other card into the army (§2.13). */
export function joinsToHand(content: CompiledContent, card: CardId): boolean {
  return ((content.cards.kinds[card] as number) & KIND_SUMMON) !== 0;
}

/**
 * ASSUMPTION G25: the bond an army character could form with a fleeing NPC (the §2.9 type and
 * score test; no grid, so adjacency is ignored). Not BOND_NONE → the character may TryStop with one
 * attraction roll (heartsNeeded); success makes the Flee a Recruit at FLEE_STOP_RECRUIT_MULTIPLIER.
 * The caller excludes Frozen and Undead characters.
 */
export function fleeStopBond(content: CompiledContent, armyCard: CardId, npc: CardId): Bond {
  return attractionBond(content, armyCard, npc, content.cards.attrScore[armyCard] as number);
}
