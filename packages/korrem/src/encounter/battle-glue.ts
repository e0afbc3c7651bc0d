// The PR_BATTLE prompt: a battle sub-game (battle/battle.ts) embedded in the game (spec §2.1,
// §6.5). It builds both sides from armies, NPC armies, a settlement's Walls and Towers and a
// Landmark's Walls (LM_WALLS), flags Crystal Cove (LM_NO_DAMAGE), moves the fighting copies to
// LOC_BATTLE while it runs, names the deciding seat of each decision, and when the battle is over
// applies its result to the map (aftermath.ts) and, for a retreat, opens the path (retreat.ts).
import type { Rng } from '@balance-lab/core';
import { DEFAULT_HEART_FACES } from '../data/attraction-dice.js';
import { KIND_SUMMON, LM_NO_DAMAGE, LM_WALLS, TRAIT_SUMMONER, type CardId, type WorldCardId } from '../content/compiled.js';
import { RESOURCES } from '../lands.js';
import { WIN_ATTACK_START, WIN_DEFENDER, battleWindowCards, cardStates, playBattleCard } from '../world/cards.js';
import {
  OP_PLAY_CARD, battleActionA, battleActionOp, battleApply, battleCardHandle, battleLegal, battleOver, battleSeatSide, describeBattleAction, startBattle,
  type BattleCardInput, type BattlePieceInput, type BattleSideInput,
} from '../battle/battle.js';
import {
  ABIL_SLOTS, BC_ATTACK_START, BC_TAKE_ENGAGEMENT, BattleState, MAX_PIECES, resetBattle, type BattleParams,
} from '../battle/battle-state.js';
import { battleParamsFrom } from '../battle/params.js';
import { depleteUsesOf } from '../battle/deplete-uses.js';
import { closeFrame, PR_BATTLE, type KorremGame, type PromptHooks } from '../prompts.js';
import {
  FW_0, FW_SEAT, G_BATTLE, G_DEPTH, G_HEARTS_USED, LOC_ARMY, LOC_BATTLE, LOC_HAND, NONE, PL_BANK, PL_WORDS, SETTLE_NONE, WLOC_ARMY, WLOC_HAND, armyOwner,
  isNpcArmy, popFrame, pushFrame, topFrame,
  type ArmyIndex, type Frame, type TileIndex,
} from '../state.js';
import { applyAftermath, type BattleSides } from './aftermath.js';
import { hasRetreatStep } from './retreat.js';

// Frame words.
export const F_DEF = FW_0; // the defending army, or -1 (a settlement's Add-ons alone)
export const F_ATT = FW_0 + 1;
export const F_TILE = FW_0 + 2;
/** The seat of each side (-1: NPC): the defender's is the settlement owner when no army defends. */
export const F_DEF_SEAT = FW_0 + 3;
export const F_ATT_SEAT = FW_0 + 4;
export const F_FLAGS = FW_0 + 5;
/** Settlement Walls and Towers that fought (destroyed ones go back to supply, §2.11). */
export const F_WALLS = FW_0 + 6;
export const F_TOWERS = FW_0 + 7;
/** 1 once the battle is over and the retreat path is open. */
export const F_STAGE = FW_0 + 8;
/** Bit i set: side i pays its Summons from its owner's Nation Bank (its army stands on an own settlement, §2.12, G68). */
export const F_PAY_BANK = FW_0 + 9;

/** A surviving NPC side becomes a standing NPC army (a Sinister army, §1.18, §2.17, G29). */
export const BF_STANDING_IF_SURVIVES = 1;
/** The settlement on the hex defends with its Walls and Towers (§2.1 defender composition). */
export const BF_SETTLEMENT_ADDONS = 2;

/** The battle running in this game (its block of the state, state.ts). */
export const battleOf = (s: KorremGame): BattleState => s.battle;

/** The game's `battle.*` parameters as the engine's BattleParams (one object per battle, battle/params.ts). */
export function battleParams(s: KorremGame): BattleParams {
  return battleParamsFrom(s.config.params.battle, DEFAULT_HEART_FACES);
}

/** Does the settlement on `t` defend with its Add-ons for `seat`: owned by it and not occupied (G64: inert while occupied)? */
export function settlementDefends(s: KorremGame, t: TileIndex, seat: number): boolean {
  return seat >= 0 && s.settleKind[t] !== SETTLE_NONE && s.settleOwner[t] === seat && s.settleOccupier[t]! < 0;
}

const MEMBERS = new Int32Array(256);

/**
 * The pieces of army `a` in battle input form; `order` (optional) fixes the order of the first
 * `orderLen` members (a Sinister army: the leader, then its draws in draw order, G28). The army's
 * Artifacts are not assigned here: the battle asks the side at setup (armyArtifactInput, §2.3 step 3).
 */
function sidePieces(s: KorremGame, a: ArmyIndex, order: Int32Array | null, orderLen: number): BattlePieceInput[] {
  let n = 0;
  if (order !== null) for (let i = 0; i < orderLen; i++) MEMBERS[n++] = order[i]!;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    let listed = false;
    for (let i = 0; i < orderLen && order !== null; i++) if (order[i] === c) listed = true;
    if (!listed) MEMBERS[n++] = c;
  }
  const pieces: BattlePieceInput[] = [];
  for (let i = 0; i < n; i++) {
    const c = MEMBERS[i]!;
    const partner = s.copyRomance[c]!;
    const dep = s.copyDepleted[c]!;
    pieces.push({
      card: s.copyCard[c]!,
      ref: c,
      states: s.copyState[c]!,
      romanticRefs: partner >= 0 ? [partner] : [],
      depleteUsed: Array.from({ length: ABIL_SLOTS }, (_, k) => depleteUsesOf(dep, k)), // G60
    });
  }
  return pieces;
}

/** The World cards of army `a`'s Artifacts, in copy order: the side assigns them at setup (§2.3 step 3, §3.4); on the map they belong to the army. */
function armyArtifactInput(s: KorremGame, a: ArmyIndex): WorldCardId[] {
  const out: WorldCardId[] = [];
  if (a < 0) return out;
  for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === a) out.push(s.wCard[w]!);
  return out;
}

/** Whether the battle on `tile` admits Summon `card` (§2.12, G31): its Landmark gate, its land, or anywhere (Swamp, nation Summons). */
export function summonAllowedOn(s: KorremGame, card: CardId, tile: TileIndex): boolean {
  const cards = s.config.content.cards;
  const lm = cards.summonLandmark[card]!;
  if (lm >= 0) return s.map.landmark[tile] === lm;
  const land = cards.summonLand[card]!;
  return land < 0 || s.map.land[tile] === land;
}

function armyHasSummoner(s: KorremGame, a: ArmyIndex): boolean {
  const cards = s.config.content.cards;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a && (cards.traits[s.copyCard[c]!]! & TRAIT_SUMMONER) !== 0) return true;
  }
  return false;
}

/** Whether army `a` of `seat` pays from the Nation Bank: it stands on an own settlement (§2.12, G68). */
function paysFromBank(s: KorremGame, a: ArmyIndex, seat: number, tile: TileIndex): boolean {
  return a >= 0 && seat >= 0 && s.settleKind[tile] !== SETTLE_NONE && s.settleOwner[tile] === seat;
}

/**
 * The Summon-related part of a player side's battle input (§2.3 step 2, §2.4, §2.12, G31, G68): the
 * Summons in its owner's hand that this hex admits (only when the army has a Summoner), with their
 * copies as refs, and the resources that pay for them (the army's cargo, or the bank on an own settlement).
 */
function summonInput(s: KorremGame, a: ArmyIndex, seat: number, tile: TileIndex, fromBank: boolean): Pick<BattleSideInput, 'summons' | 'summonRefs' | 'cargo'> {
  const cargo: number[] = [];
  for (let r = 0; r < RESOURCES; r++) cargo.push(fromBank ? s.pl[seat * PL_WORDS + PL_BANK + r]! : s.armyCargo[a * RESOURCES + r]!);
  const summons: CardId[] = [];
  const refs: number[] = [];
  if (armyHasSummoner(s, a)) {
    const kinds = s.config.content.cards.kinds;
    const base = seat * s.shape.handCap;
    for (let i = 0; i < s.handLen[seat]!; i++) {
      const c = s.hand[base + i]!;
      if (c < 0 || s.copyLoc[c] !== LOC_HAND) continue;
      const card = s.copyCard[c]!;
      if ((kinds[card]! & KIND_SUMMON) === 0 || !summonAllowedOn(s, card, tile)) continue;
      summons.push(card);
      refs.push(c);
    }
  }
  return { summons, summonRefs: refs, cargo };
}

/** Drops hand Summons (the Attacker's before the Defender's) until the battle's pieces fit MAX_PIECES. */
function fitSummons(def: BattleSideInput, att: BattleSideInput): void {
  const fixed = def.pieces.length + att.pieces.length + (def.walls ?? 0) + (def.towers ?? 0);
  let room = MAX_PIECES - fixed;
  for (const side of [def, att]) {
    const summons = side.summons as CardId[] | undefined;
    const refs = side.summonRefs as number[] | undefined;
    if (!summons || !refs) continue;
    const keep = Math.max(0, Math.min(summons.length, room));
    summons.length = keep;
    refs.length = keep;
    room -= keep;
  }
}

const WCARDS = new Int32Array(64);

/** The World cards `seat` may play in the battle's windows (§6.5, G37): Rally always, Ambush when its army defends. */
function windowCards(s: KorremGame, seat: number, defending: boolean): BattleCardInput[] {
  const out: BattleCardInput[] = [];
  let n = battleWindowCards(s, seat, WIN_ATTACK_START, WCARDS);
  for (let i = 0; i < n; i++) out.push({ handle: WCARDS[i]!, kind: BC_ATTACK_START, clears: cardStates(s, WCARDS[i]!) });
  if (defending) {
    n = battleWindowCards(s, seat, WIN_DEFENDER, WCARDS);
    for (let i = 0; i < n; i++) out.push({ handle: WCARDS[i]!, kind: BC_TAKE_ENGAGEMENT });
  }
  return out;
}

function toBattle(s: KorremGame, a: ArmyIndex): void {
  if (a < 0) return;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) s.copyLoc[c] = LOC_BATTLE;
}

/**
 * Starts a battle on `tile` between `defender` (an army, or -1: the settlement's Add-ons alone) and
 * `attacker` (§2.1: the side that was there first defends). `npcPrefix` ≥ 2: the NPC side takes that
 * many Attack Phases first (Attack ×n, G22). `order[0..orderLen)`: the NPC side's members in order
 * (G28). Pushes PR_BATTLE and returns true, or returns false when the battle ended without any
 * decision (its aftermath applied).
 */
export function startEncounterBattle(
  s: KorremGame,
  defender: ArmyIndex,
  attacker: ArmyIndex,
  tile: TileIndex,
  flags: number,
  npcPrefix: number,
  order: Int32Array | null,
  orderLen: number,
  rng: Rng,
): boolean {
  const content = s.config.content;
  const defSeat = defender >= 0 ? armyOwner(s, defender) : s.settleOwner[tile]!;
  const attSeat = armyOwner(s, attacker);
  const defNpc = defender >= 0 && isNpcArmy(s, defender);
  const attNpc = isNpcArmy(s, attacker);
  let walls = 0;
  let towers = 0;
  if (settlementDefends(s, tile, defSeat) && !defNpc) {
    flags |= BF_SETTLEMENT_ADDONS;
    walls = s.settleWalls[tile]!;
    towers = s.settleTowers[tile]!;
  } else flags &= ~BF_SETTLEMENT_ADDONS;
  const lm = s.map.landmark[tile]!;
  // §2.12, §3.1: a Landmark's Walls fight for the army defending it and replenish afterwards.
  const lmWalls = lm >= 0 && defender >= 0 && content.landmarks.effect[lm] === LM_WALLS ? content.landmarks.amount[lm]! : 0;
  const defBank = !defNpc && paysFromBank(s, defender, defSeat, tile);
  const attBank = !attNpc && paysFromBank(s, attacker, attSeat, tile);
  const defInput: BattleSideInput = {
    ...(defender >= 0 && !defNpc ? summonInput(s, defender, defSeat, tile, defBank) : {}),
    cards: defender >= 0 && !defNpc ? windowCards(s, defSeat, true) : [],
    npc: defNpc,
    pieces: defender >= 0 ? sidePieces(s, defender, defNpc ? order : null, defNpc ? orderLen : 0) : [],
    artifacts: armyArtifactInput(s, defender),
    walls: walls + lmWalls,
    towers,
    attackPhases: defNpc && npcPrefix > 1 ? npcPrefix : 1,
    canRetreat: defender >= 0 && !defNpc && hasRetreatStep(s, defender),
  };
  const attInput: BattleSideInput = {
    ...(!attNpc ? summonInput(s, attacker, attSeat, tile, attBank) : {}),
    cards: !attNpc ? windowCards(s, attSeat, false) : [],
    npc: attNpc,
    pieces: sidePieces(s, attacker, attNpc ? order : null, attNpc ? orderLen : 0),
    artifacts: armyArtifactInput(s, attacker),
    attackPhases: attNpc && npcPrefix > 1 ? npcPrefix : 1,
    canRetreat: !attNpc && hasRetreatStep(s, attacker),
  };
  fitSummons(defInput, attInput);
  const fr = pushFrame(s, PR_BATTLE, NONE);
  s.frames[fr + F_DEF] = defender;
  s.frames[fr + F_ATT] = attacker;
  s.frames[fr + F_TILE] = tile;
  s.frames[fr + F_DEF_SEAT] = defNpc ? NONE : defSeat;
  s.frames[fr + F_ATT_SEAT] = attNpc ? NONE : attSeat;
  s.frames[fr + F_FLAGS] = flags;
  s.frames[fr + F_WALLS] = walls;
  s.frames[fr + F_TOWERS] = towers;
  s.frames[fr + F_STAGE] = 0;
  s.frames[fr + F_PAY_BANK] = (defBank ? 1 : 0) | (attBank ? 2 : 0);
  toBattle(s, defender);
  toBattle(s, attacker);
  s.g[G_BATTLE] = 1;
  const b = battleOf(s);
  const noDamage = lm >= 0 && content.landmarks.effect[lm] === LM_NO_DAMAGE;
  startBattle(b, content, battleParams(s), defInput, attInput, { noDamage, heartPairsInGame: s.g[G_HEARTS_USED]! }, rng);
  if (!battleOver(b)) {
    setSeat(s, fr, b);
    return true;
  }
  // Over without a decision (e.g. nothing to fight): the aftermath, and no frame left behind.
  const retreating = finish(s, fr, b);
  if (retreating) return true;
  resetBattle(b);
  popFrame(s);
  return false;
}

function setSeat(s: KorremGame, fr: Frame, b: BattleState): void {
  const side = battleSeatSide(b);
  s.frames[fr + FW_SEAT] = side < 0 ? NONE : s.frames[fr + (side === 0 ? F_DEF_SEAT : F_ATT_SEAT)]!;
}

const SIDES: BattleSides = { army: new Int32Array(2), seat: new Int32Array(2), tile: NONE, flags: 0, walls: 0, towers: 0, payBank: 0 };

/** Applies the finished battle to the map; returns true when a retreat path was opened on top of `fr`. */
function finish(s: KorremGame, fr: Frame, b: BattleState): boolean {
  SIDES.army[0] = s.frames[fr + F_DEF]!;
  SIDES.army[1] = s.frames[fr + F_ATT]!;
  SIDES.seat[0] = s.frames[fr + F_DEF_SEAT]!;
  SIDES.seat[1] = s.frames[fr + F_ATT_SEAT]!;
  SIDES.tile = s.frames[fr + F_TILE]!;
  SIDES.flags = s.frames[fr + F_FLAGS]!;
  SIDES.walls = s.frames[fr + F_WALLS]!;
  SIDES.towers = s.frames[fr + F_TOWERS]!;
  SIDES.payBank = s.frames[fr + F_PAY_BANK]!;
  s.g[G_BATTLE] = 0;
  s.frames[fr + F_STAGE] = 1;
  const depth = s.g[G_DEPTH]!;
  applyAftermath(s, b, SIDES);
  return s.g[G_DEPTH]! > depth;
}

/**
 * After a battle decision (or anything that changed the running battle): names the next deciding
 * seat, or, once the battle is over, applies the aftermath and closes the frame (or leaves it under
 * the retreat path, which closes it through `resume`).
 */
export function battleStepped(s: KorremGame, fr: Frame, rng: Rng): void {
  const b = battleOf(s);
  if (!battleOver(b)) {
    setSeat(s, fr, b);
    return;
  }
  if (!finish(s, fr, b)) closeBattleFrame(s, rng);
}

/** Closes the battle frame, leaving the battle pristine (prompts.ts `copyGameInto` relies on it). */
function closeBattleFrame(s: KorremGame, rng: Rng): void {
  resetBattle(battleOf(s));
  closeFrame(s, rng);
}

export const BATTLE_HOOKS: PromptHooks = {
  legal(s, _fr, out) {
    return battleLegal(battleOf(s), s.config.content, out);
  },
  apply(s, fr, action, rng) {
    const b = battleOf(s);
    // §6.5: a battle-window World card leaves the hand for the discard pile (G78); the battle applies its
    // effect. (A determinized copy of the game may have resampled that hand: then only the effect applies.)
    if (battleActionOp(action) === OP_PLAY_CARD) {
      const seat = s.frames[fr + FW_SEAT]!;
      const w = battleCardHandle(b, battleActionA(action));
      if (s.wLoc[w] === WLOC_HAND && s.wArg[w] === seat) playBattleCard(s, seat, w);
    }
    battleApply(b, s.config.content, action, rng);
    battleStepped(s, fr, rng);
  },
  resume(s, fr, rng) {
    // The retreat path closed: the battle frame closes too.
    if (s.frames[fr + F_STAGE] === 1 && topFrame(s) === fr) closeBattleFrame(s, rng);
  },
  describe(s, _fr, action) {
    const b = battleOf(s);
    if (battleActionOp(action) === OP_PLAY_CARD) {
      const w = battleCardHandle(b, battleActionA(action));
      return `Play ${s.config.content.world.name[s.wCard[w]!] ?? 'a World card'}: ${describeBattleAction(b, s.config.content, action)}`;
    }
    return describeBattleAction(b, s.config.content, action);
  },
};

/**
 * PR_AFTERMATH is never pushed: on the map Artifacts belong to armies, so who holds one after a
 * battle is no choice (spec §1.17); every other transfer of §2.11 is deterministic. Bound so the
 * prompt table is complete.
 */
export const AFTERMATH_HOOKS: PromptHooks = {
  legal() {
    throw new Error('PR_AFTERMATH is never pushed (the aftermath has no decision, encounter/aftermath.ts)');
  },
  apply() {
    throw new Error('PR_AFTERMATH is never pushed');
  },
  describe: () => 'aftermath',
};
