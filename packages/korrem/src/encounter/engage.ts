// The wild-NPC engagement sub-game (spec §2.13, §6.4 "Engagement sub-game"; RB Fig. 7 LEGEND):
// the engagement D8, then Pay/Decline on a Recruit, Reroll/Walk away on an Ignore, TryStop/LetGo on
// a Flee, Join at once, and a battle on Attack ×n or Draw k. The outcome table and the pure steps
// are engagement.ts; this module keeps the sub-game's place in a PR_ENGAGEMENT frame only while a
// player decision is open, so an engagement that resolves at once leaves no frame behind.
import type { Rng } from '@balance-lab/core';
import { argB, encode, kindOf } from '../actions.js';
import { BOND_NONE } from '../attraction.js';
import { attractionSucceeds, heartsNeeded, rollHearts } from '../attraction.js';
import { DEFAULT_HEART_FACES } from '../data/attraction-dice.js';
import {
  compileEngagementTable, FLEE_STOP_RECRUIT_MULTIPLIER, OUT_DRAW, OUTCOME_NAMES, type EngagementTable,
} from '../data/engagement-table.js';
import {
  canPayRecruit, declinePrefixAttackPhases, declineStep, drawnCreatures, engagementCount, engagementOutcome, engagementStep,
  fleeStopBond, joinsToHand, mayReroll, npcPrefixAttackPhases, recruitMultiplier, recruitPrice, rollEngagement,
  STEP_BATTLE, STEP_FLEE, STEP_IGNORE, STEP_JOIN, STEP_RECRUIT_OFFER, STEP_REROLL,
} from '../engagement.js';
import { EF_STOP_FLEE, STATE_UNDEAD, type CompiledContent } from '../content/compiled.js';
import { NATURE_NAMES, RESOURCE_NAMES, RESOURCES } from '../lands.js';
import { closeFrame, PR_ENGAGEMENT, type KorremGame, type PromptHooks } from '../prompts.js';
import {
  FW_0, LOC_ARMY, NONE, WLOC_ARMY, armyOwner, pushFrame, type ArmyIndex, type Copy, type Frame, type TileIndex,
} from '../state.js';
import { addToHand, joinArmy } from '../command/town-hall.js';
import { BF_STANDING_IF_SURVIVES, startEncounterBattle } from './battle-glue.js';
import { drawCreature, freeNpcArmy, npcArmyLeaves } from './npc.js';

// Figure 7 compiled once per G23 reading (data built at load; read-only afterwards).
const TABLE_CONNIVING_IGNORE: EngagementTable = compileEngagementTable({ connivingDecline: 'Ignore' });
const TABLE_CONNIVING_ATTACK: EngagementTable = compileEngagementTable({ connivingDecline: 'AttackX2' });
export const engagementTable = (s: KorremGame): EngagementTable =>
  s.config.params.battle.connivingDeclineAttack ? TABLE_CONNIVING_ATTACK : TABLE_CONNIVING_IGNORE;

// Frame words (FW_0 + …).
const F_ARMY = FW_0;
const F_NPC = FW_0 + 1;
const F_TILE = FW_0 + 2;
/** 1: the creature arrived on the army's hex (weather 4), so the army defends (G66). */
const F_ARRIVED = FW_0 + 3;
const F_STEP = FW_0 + 4;
const F_MULT = FW_0 + 5;
const F_REROLLS = FW_0 + 6;

// Open decisions (F_STEP).
export const ES_RECRUIT = 1;
export const ES_IGNORE = 2;
export const ES_FLEE = 3;
/** A battle started from this frame runs; the frame closes when it ends. */
export const ES_BATTLE = 4;

// Action verbs of PR_ENGAGEMENT.
export const EV_PAY = 0;
export const EV_DECLINE = 1;
export const EV_REROLL = 2;
export const EV_WALK_AWAY = 3;
/** b = the army member's copy (attraction or a stopFlee ability), or STOP_BY_ARTIFACT | World copy. */
export const EV_TRY_STOP = 4;
export const EV_LET_GO = 5;
export const STOP_BY_ARTIFACT = 0x8000;

/** The engagement in progress: in a frame (fr ≥ 0) or, before any decision, only in these arguments. */
interface Ctx {
  fr: Frame;
  army: ArmyIndex;
  npc: ArmyIndex;
  tile: TileIndex;
  arrived: number;
  rerolls: number;
}
// One context object reused by every call (filled at entry, read only inside that call).
const CTX: Ctx = { fr: NONE, army: NONE, npc: NONE, tile: NONE, arrived: 0, rerolls: 0 };
const ORDER = new Int32Array(16);

/**
 * The creature of NPC army `npc` whose Nature governs its engagement: its lowest creature copy (a
 * wild creature is alone until Draw k; a Nation character that defected to it never leads).
 */
export function npcLeader(s: KorremGame, npc: ArmyIndex): Copy {
  const nation = s.config.content.cards.nation;
  let first = NONE;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== npc) continue;
    if (nation[s.copyCard[c]!]! < 0) return c;
    if (first < 0) first = c;
  }
  return first;
}

/**
 * Army `army` meets the wild creature of NPC army `npc` on `tile` (§2.13): rolls the engagement D8
 * and runs what follows. `arrived`: the creature was placed on the army's hex (weather 4), so the
 * army is the Defender (G66); otherwise the army entered and attacks (§2.14, G22).
 * May push PR_ENGAGEMENT or PR_BATTLE; pushes nothing when it resolves at once.
 */
export function startEngagement(s: KorremGame, army: ArmyIndex, npc: ArmyIndex, tile: TileIndex, arrived: boolean, rng: Rng): void {
  CTX.fr = NONE;
  CTX.army = army;
  CTX.npc = npc;
  CTX.tile = tile;
  CTX.arrived = arrived ? 1 : 0;
  CTX.rerolls = 0;
  roll(s, CTX, rng);
}

function roll(s: KorremGame, ctx: Ctx, rng: Rng): void {
  const table = engagementTable(s);
  const leader = npcLeader(s, ctx.npc);
  const nature = s.config.content.cards.nature[s.copyCard[leader]!]!;
  const face = rollEngagement(rng);
  const outcome = engagementOutcome(table, nature, face);
  const count = engagementCount(table, nature, face);
  const step = engagementStep(outcome);
  if (step === STEP_BATTLE) {
    // Draw k: k more creatures join the leader, in draw order, with no roll of their own (§2.13, §2.17, G28).
    const k = drawnCreatures(outcome, count, s.lens[0]!);
    ORDER[0] = leader;
    for (let i = 0; i < k; i++) {
      const c = drawCreature(s);
      joinArmy(s, c, ctx.npc);
      ORDER[1 + i] = c;
    }
    const flags = outcome === OUT_DRAW ? BF_STANDING_IF_SURVIVES : 0;
    battle(s, ctx, npcPrefixAttackPhases(outcome, count), flags, 1 + k, rng);
  } else if (step === STEP_RECRUIT_OFFER) {
    open(s, ctx, ES_RECRUIT, recruitMultiplier(outcome, count));
  } else if (step === STEP_JOIN) {
    joins(s, ctx);
    finish(s, ctx, rng);
  } else if (step === STEP_IGNORE) {
    ignore(s, ctx, rng);
  } else {
    flee(s, ctx, rng);
  }
}

function open(s: KorremGame, ctx: Ctx, step: number, mult: number): void {
  if (ctx.fr < 0) {
    ctx.fr = pushFrame(s, PR_ENGAGEMENT, armyOwner(s, ctx.army));
    s.frames[ctx.fr + F_ARMY] = ctx.army;
    s.frames[ctx.fr + F_NPC] = ctx.npc;
    s.frames[ctx.fr + F_TILE] = ctx.tile;
    s.frames[ctx.fr + F_ARRIVED] = ctx.arrived;
  }
  s.frames[ctx.fr + F_STEP] = step;
  s.frames[ctx.fr + F_MULT] = mult;
  s.frames[ctx.fr + F_REROLLS] = ctx.rerolls;
}

/** The engagement is over without a battle: close its frame if it has one. */
function finish(s: KorremGame, ctx: Ctx, rng: Rng): void {
  if (ctx.fr >= 0) closeFrame(s, rng);
}

function battle(s: KorremGame, ctx: Ctx, npcPrefix: number, flags: number, orderLen: number, rng: Rng): void {
  if (ctx.fr >= 0) s.frames[ctx.fr + F_STEP] = ES_BATTLE;
  if (orderLen <= 1) {
    ORDER[0] = npcLeader(s, ctx.npc);
    orderLen = 1;
  }
  // §2.14 (G22): by arrival, or under npcRoleRule `legend` the NPC always attacks and goes first;
  // Attack ×n gives the NPC n phases first whatever the roles.
  const running =
    ctx.arrived === 1 || s.config.params.battle.npcRoleLegend
      ? startEncounterBattle(s, ctx.army, ctx.npc, ctx.tile, flags, npcPrefix, ORDER, orderLen, rng)
      : startEncounterBattle(s, ctx.npc, ctx.army, ctx.tile, flags, npcPrefix, ORDER, orderLen, rng);
  if (!running) finish(s, ctx, rng);
}

/** Ignore (RB LEGEND "Nothing occurs, Reroll the dice, or you can walk away"): a decision while a reroll is allowed (G24). */
function ignore(s: KorremGame, ctx: Ctx, rng: Rng): void {
  if (!mayReroll(ctx.rerolls, s.config.params.battle.maxRerolls)) {
    leaves(s, ctx, rng);
    return;
  }
  open(s, ctx, ES_IGNORE, 0);
}

function flee(s: KorremGame, ctx: Ctx, rng: Rng): void {
  if (stopCandidates(s, ctx.army, ctx.npc, STOP_SCRATCH) === 0) {
    leaves(s, ctx, rng);
    return;
  }
  open(s, ctx, ES_FLEE, 0);
}

/** The NPC is shuffled back into the Creature deck and its flag freed (Flee, Walk away, Let go, the reroll cap). */
function leaves(s: KorremGame, ctx: Ctx, rng: Rng): void {
  npcArmyLeaves(s, ctx.npc, rng);
  finish(s, ctx, rng);
}

/** Join or a paid Recruit: the creature joins the army, a Summon goes to the hand (§2.13, G31); its flag is freed, its loot goes with it (G76). */
function joins(s: KorremGame, ctx: Ctx): void {
  const c = npcLeader(s, ctx.npc);
  const seat = armyOwner(s, ctx.army);
  if (joinsToHand(s.config.content, s.copyCard[c]!)) addToHand(s, seat, c);
  else joinArmy(s, c, ctx.army);
  for (let r = 0; r < RESOURCES; r++) s.armyCargo[ctx.army * RESOURCES + r]! += s.armyCargo[ctx.npc * RESOURCES + r]!;
  freeNpcArmy(s, ctx.npc);
}

function decline(s: KorremGame, ctx: Ctx, rng: Rng): void {
  const table = engagementTable(s);
  const nature = s.config.content.cards.nature[s.copyCard[npcLeader(s, ctx.npc)]!]!;
  const step = declineStep(table, nature, ctx.rerolls, s.config.params.battle.maxRerolls);
  if (step === STEP_FLEE) flee(s, ctx, rng);
  else if (step === STEP_REROLL) {
    ctx.rerolls++;
    roll(s, ctx, rng);
  } else if (step === STEP_IGNORE) ignore(s, ctx, rng);
  else if (step === STEP_BATTLE) battle(s, ctx, declinePrefixAttackPhases(table, nature), 0, 1, rng);
  else leaves(s, ctx, rng); // STEP_NPC_LEAVES (reroll cap) — Won't Recruit is unreachable
}

// ---- stopping a Flee (ASSUMPTION G25) ----------------------------------------------------------------

const STOP_SCRATCH = new Int32Array(64);

function hasStopFlee(content: CompiledContent, ability: number): boolean {
  const ab = content.abilities;
  for (let e = ab.effectStart[ability]!; e < ab.effectStart[ability + 1]!; e++) if (ab.effectKind[e] === EF_STOP_FLEE) return true;
  return false;
}

/** The member's card has a stopFlee ability; returns the ability id or -1. */
function stopFleeAbility(content: CompiledContent, card: number): number {
  const cards = content.cards;
  for (let i = cards.abilityStart[card]!; i < cards.abilityStart[card + 1]!; i++) {
    const ab = cards.cardAbilities[i]!;
    if (hasStopFlee(content, ab)) return ab;
  }
  return NONE;
}

/**
 * The ways army `army` may try to stop the fleeing NPC (G25), written to `out` as EV_TRY_STOP
 * arguments: members with a stopFlee ability or able to attract the NPC (the §2.9 type and score
 * test, no adjacency; not Undead), and carried Artifacts with a stopFlee ability.
 */
export function stopCandidates(s: KorremGame, army: ArmyIndex, npc: ArmyIndex, out: Int32Array): number {
  const content = s.config.content;
  const npcCard = s.copyCard[npcLeader(s, npc)]!;
  let k = 0;
  for (let c = 0; c < s.shape.copies && k < out.length; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== army) continue;
    const card = s.copyCard[c]!;
    if (stopFleeAbility(content, card) >= 0) out[k++] = c;
    else if ((s.copyState[c]! & STATE_UNDEAD) === 0 && fleeStopBond(content, card, npcCard) !== BOND_NONE) out[k++] = c;
  }
  for (let w = 0; w < s.shape.worldCopies && k < out.length; w++) {
    if (s.wLoc[w] !== WLOC_ARMY || s.wArg[w] !== army) continue;
    const ab = content.world.ability[s.wCard[w]!]!;
    if (ab >= 0 && hasStopFlee(content, ab)) out[k++] = STOP_BY_ARTIFACT | w;
  }
  return k;
}

/** One attempt (G25): a stopFlee ability or Artifact succeeds on its success check (none: always); an attraction needs its hearts. */
function tryStop(s: KorremGame, ctx: Ctx, who: number, rng: Rng): boolean {
  const content = s.config.content;
  let ab: number;
  if ((who & STOP_BY_ARTIFACT) !== 0) ab = content.world.ability[s.wCard[who & ~STOP_BY_ARTIFACT]!]!;
  else {
    const card = s.copyCard[who]!;
    ab = stopFleeAbility(content, card);
    if (ab < 0) {
      const npcCard = s.copyCard[npcLeader(s, ctx.npc)]!;
      const bond = fleeStopBond(content, card, npcCard);
      return attractionSucceeds(rollHearts(rng, DEFAULT_HEART_FACES), heartsNeeded(content, card, npcCard, bond));
    }
  }
  const check = content.abilities.checkAtLeast[ab]!;
  return check <= 0 || rng.die(8) >= check;
}

// ---- the prompt ------------------------------------------------------------------------------------

function load(s: KorremGame, fr: Frame): Ctx {
  CTX.fr = fr;
  CTX.army = s.frames[fr + F_ARMY]!;
  CTX.npc = s.frames[fr + F_NPC]!;
  CTX.tile = s.frames[fr + F_TILE]!;
  CTX.arrived = s.frames[fr + F_ARRIVED]!;
  CTX.rerolls = s.frames[fr + F_REROLLS]!;
  return CTX;
}

const PRICE = new Int32Array(RESOURCES);

export const ENGAGEMENT_HOOKS: PromptHooks = {
  legal(s, fr, out) {
    const step = s.frames[fr + F_STEP]!;
    const army = s.frames[fr + F_ARMY]!;
    const npc = s.frames[fr + F_NPC]!;
    let n = 0;
    if (step === ES_RECRUIT) {
      const card = s.copyCard[npcLeader(s, npc)]!;
      if (canPayRecruit(s.config.content, card, s.frames[fr + F_MULT]!, s.armyCargo, army * RESOURCES)) out[n++] = encode(EV_PAY);
      out[n++] = encode(EV_DECLINE);
    } else if (step === ES_IGNORE) {
      out[n++] = encode(EV_REROLL);
      out[n++] = encode(EV_WALK_AWAY);
    } else if (step === ES_FLEE) {
      const k = stopCandidates(s, army, npc, STOP_SCRATCH);
      for (let i = 0; i < k; i++) out[n++] = encode(EV_TRY_STOP, 0, STOP_SCRATCH[i]!);
      out[n++] = encode(EV_LET_GO);
    } else {
      throw new Error('the engagement waits for its battle: no decision here');
    }
    return n;
  },
  apply(s, fr, action, rng) {
    const ctx = load(s, fr);
    const verb = kindOf(action);
    if (verb === EV_PAY) {
      const card = s.copyCard[npcLeader(s, ctx.npc)]!;
      recruitPrice(s.config.content, card, s.frames[fr + F_MULT]!, PRICE, 0);
      for (let r = 0; r < RESOURCES; r++) s.armyCargo[ctx.army * RESOURCES + r]! -= PRICE[r]!;
      joins(s, ctx);
      finish(s, ctx, rng);
    } else if (verb === EV_DECLINE) decline(s, ctx, rng);
    else if (verb === EV_REROLL) {
      ctx.rerolls++;
      roll(s, ctx, rng);
    } else if (verb === EV_WALK_AWAY || verb === EV_LET_GO) leaves(s, ctx, rng);
    else if (verb === EV_TRY_STOP) {
      // G25: one attempt; success makes the Flee a Recruit ×1, failure lets it go.
      if (tryStop(s, ctx, argB(action), rng)) open(s, ctx, ES_RECRUIT, FLEE_STOP_RECRUIT_MULTIPLIER);
      else leaves(s, ctx, rng);
    } else throw new Error(`unknown engagement action ${action}`);
  },
  resume(s, _fr, rng) {
    // The battle this engagement started has ended (battle-glue closed its frame).
    closeFrame(s, rng);
  },
  describe(s, fr, action) {
    const c = s.config.content;
    const npcCard = s.copyCard[npcLeader(s, s.frames[fr + F_NPC]!)]!;
    const name = c.cards.name[npcCard]!;
    const verb = kindOf(action);
    if (verb === EV_PAY) {
      recruitPrice(c, npcCard, s.frames[fr + F_MULT]!, PRICE, 0);
      let cost = '';
      for (let r = 0; r < RESOURCES; r++) if (PRICE[r]! > 0) cost += `${cost ? ' + ' : ''}${PRICE[r]} ${RESOURCE_NAMES[r]}`;
      return `Pay ${name}'s Recruitment cost ×${s.frames[fr + F_MULT]} (${cost || 'nothing'}) from the army's cargo; it joins the army`;
    }
    if (verb === EV_DECLINE) return `Decline to recruit ${name} (${NATURE_NAMES[c.cards.nature[npcCard]!]}: its Recruit Decline directive applies)`;
    if (verb === EV_REROLL) return `Reroll the engagement D8 against ${name} (${s.frames[fr + F_REROLLS]} rerolls so far)`;
    if (verb === EV_WALK_AWAY) return `Walk away: ${name} is shuffled back into the Creature deck`;
    if (verb === EV_LET_GO) return `Let ${name} flee back into the Creature deck`;
    const who = argB(action);
    if ((who & STOP_BY_ARTIFACT) !== 0) return `Try to stop ${name} fleeing with the Artifact ${c.world.name[s.wCard[who & ~STOP_BY_ARTIFACT]!]}`;
    return `Try to stop ${name} fleeing with ${c.cards.name[s.copyCard[who]!]}`;
  },
};

/** For describe and tests: the outcome name of a Fig. 7 roll. */
export const outcomeName = (outcome: number): string => OUTCOME_NAMES[outcome] ?? '?';
