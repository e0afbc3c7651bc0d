// The battle sub-game API (spec §2, §6.5): start a battle from two sides, list and apply atomic
// decisions (integer codes), run NPC sides with the rng, and read the result. The battle knows nothing
// of the map, armies or nations beyond its input.
import type { Rng } from '@balance-lab/core';
import { AB_INSTANT, KIND_MACHINE, KIND_SUMMON, STATE_UNDEAD, type CardId, type CompiledContent, type WorldCardId } from '../content/compiled.js';
import {
  ABIL_SLOTS,
  ACT_MOVED,
  ART_UNASSIGNED,
  ACT_TOWER,
  ATTACKER,
  BC_ATTACK_START,
  BC_TAKE_ENGAGEMENT,
  BattleState,
  DEFENDER,
  END_RETREAT,
  MAX_ARTIFACTS,
  MAX_BATTLE_CARDS,
  MAX_PIECES,
  MAX_ROWS,
  MAX_W,
  MODE_OVER,
  MODE_PHASE,
  MODE_REACTION,
  MODE_REGROUP,
  MODE_SETUP,
  PAIR_ROMANTIC,
  PK_CHAR,
  PK_TOWER,
  PK_WALL,
  cellOf,
  type BattleParams,
} from './battle-state.js';
import { abilityAt, applyThawChoice, canAct, extraBaseAttacks, isDodge, settleThaws, slotAvailable, thawChoice } from './ability-state.js';
import { actBudgetOpen, noteActor } from './act-budget.js';
import {
  BOND_NONE,
} from '../attraction.js';
import {
  RUN_PAUSED,
  TM_NONE,
  TM_SELF,
  attemptAttraction,
  attractableBond,
  beginAbility,
  beginBaseAttack,
  beginTowerShot,
  canBaseAttack,
  canUseSlotNow,
  heartPairsInUse,
  resolveReaction,
  targetMode,
  validAbilityTarget,
} from './abilities.js';
import { bonded } from './damage.js';
import { damageChits } from './damage-chits.js';
import { checkEnd, retreat } from './end.js';
import { addOnBlockRow, canMoveTo, cheb, movePiece, movesFreely, putPiece, touching } from './grid.js';
import { npcContinue, npcSetupCells } from './npc-script.js';
import { continueEndPhase, endPhase, startPhase } from './phases.js';
import { applyRegroupChoice, regroupCandidates } from './regroup.js';
import { applySummon, summonLegal } from './summon.js';
import { RESOURCES } from '../lands.js';
import { FORMATIONS, FORMATION_NAMES, formationPlan, freeSetupCell, placeAddOns, placementLegal, setupCellLegal, setupValid } from './setup.js';
import { assignNpcArtifacts, mayReceive, nextArtifactToAssign, unassignedToGraveyard } from './artifact-setup.js';

/** One piece of a side's army. */
export interface BattlePieceInput {
  readonly card: CardId;
  /** The caller's character instance id (returned in the result). */
  readonly ref: number;
  /** Persistent state bits (STATE_UNDEAD persists across battles, §2.8). */
  readonly states?: number;
  /** Artifacts this character already holds at setup (assigned by the caller, e.g. a test); an army's Artifacts to assign go in `BattleSideInput.artifacts`. */
  readonly artifacts?: readonly WorldCardId[];
  /** Refs of its Romantic partners (bonds persist across battles, §2.9). */
  readonly romanticRefs?: readonly number[];
  /** Deplete(n) uses already spent this game, per ability slot (G60). */
  readonly depleteUsed?: readonly number[];
}

export interface BattleSideInput {
  readonly npc: boolean;
  readonly pieces: readonly BattlePieceInput[];
  /** Defender only: Walls and Towers (settlement or Landmark walls, §2.1). */
  readonly walls?: number;
  readonly towers?: number;
  /** NPC `Attack xN` (N = 2, 3): this side takes N Attack Phases first (§2.14, G22). */
  readonly attackPhases?: number;
  /** False when the army has no legal first retreat step (§2.10): no retreat is offered, and a forced retreat at the cap destroys it (G40). Default true. */
  readonly canRetreat?: boolean;
  /** Summon cards in the side's hand that this hex admits (the caller checks land and Landmark gates, §2.12). */
  readonly summons?: readonly CardId[];
  /** The caller's instance id of each of `summons` (returned as the piece's `ref`); −1 when absent. */
  readonly summonRefs?: readonly number[];
  /** World cards the side may play in the battle's windows (§6.5, G37): Rally, Ambush. */
  readonly cards?: readonly BattleCardInput[];
  /** The army's cargo (RESOURCES entries) that pays for Summons. */
  readonly cargo?: readonly number[];
  /**
   * The army's Artifacts (§2.3 step 3, §3.4): a player side assigns each to one of its characters by a
   * decision once its cards are placed (OP_ASSIGN_ARTIFACT); an NPC side by its fixed rule
   * (assignNpcArtifacts); one nobody may hold waits in the side's graveyard (G59).
   */
  readonly artifacts?: readonly WorldCardId[];
}

/** A World card playable in a battle window (§6.5); the battle applies its effect, the caller moves the card. */
export interface BattleCardInput {
  /** The caller's id for the card (e.g. its World copy); returned in OP_PLAY_CARD's describe and `battleCardHandle`. */
  readonly handle: number;
  /** BC_ATTACK_START (Rally) | BC_TAKE_ENGAGEMENT (Ambush, Defender only). */
  readonly kind: number;
  /** BC_ATTACK_START: the state bits removed from own characters. */
  readonly clears?: number;
}

export interface BattleHexFlags {
  /** Crystal Cove (§3.1 L7): no damage of any kind. */
  readonly noDamage?: boolean;
  /**
   * Heart-token pairs the game has in use when the battle starts (state.ts G_HEARTS_USED): the Romantic
   * bonds anywhere, including those of these armies. Pairs held outside this grid count against
   * `heartPairCap` (§2.9). Default 0.
   */
  readonly heartPairsInGame?: number;
}

export function createBattle(): BattleState {
  return new BattleState();
}

// Action codes: op · 2^22 + a · 2^11 + b.
const OP_SHIFT = 1 << 22;
const A_SHIFT = 1 << 11;
const NONE = A_SHIFT - 1;
export const OP_PLACE = 1;
export const OP_FORMATION = 2;
export const OP_END_SETUP = 3;
export const OP_MOVE = 4;
export const OP_ATTACK = 5;
export const OP_ABILITY = 6;
export const OP_ATTRACT = 7;
export const OP_PASS_ARTIFACT = 8;
export const OP_RETREAT = 9;
export const OP_END_PHASE = 10;
export const OP_INSTANT = 11;
export const OP_NO_INSTANT = 12;
export const OP_SUMMON = 13;
/** Play battle-window card `a` (index into the battle's cards, §6.5). */
export const OP_PLAY_CARD = 14;
/** Close the Defender's declaration window without a card (§6.5 window 4). */
export const OP_NO_CARD = 15;
/** Regroup tie (G47): the owner moves isolated piece `a` to cell `b`, one of its nearest legal cells. */
export const OP_REGROUP = 16;
/** Thaw (G62): an 8 the side rolled thaws its Frozen character `a`, the owner's choice. */
export const OP_THAW = 17;
/** Setup (§2.3 step 3): the side assigns its Artifact `a` (battle Artifact index) to its character `b`. */
export const OP_ASSIGN_ARTIFACT = 18;

export function encodeBattleAction(op: number, a: number, bArg: number): number {
  return op * OP_SHIFT + a * A_SHIFT + (bArg < 0 ? NONE : bArg);
}
export function battleActionOp(action: number): number {
  return Math.floor(action / OP_SHIFT);
}
export function battleActionA(action: number): number {
  return Math.floor(action / A_SHIFT) % A_SHIFT;
}
export function battleActionB(action: number): number {
  const v = action % A_SHIFT;
  return v === NONE ? -1 : v;
}

const planPiece = new Int16Array(MAX_PIECES);
const setupCells = new Int16Array(MAX_ROWS * MAX_W);
const planCell = new Int16Array(MAX_PIECES);
const npcCells = new Int16Array(MAX_PIECES);
const regroupCells = new Int16Array(MAX_ROWS * MAX_W);

function addPiece(b: BattleState, side: number, kind: number, card: number, ref: number, atk: number, def: number, hp: number): number {
  const p = b.pieceCount++;
  b.card[p] = card;
  b.kind[p] = kind;
  b.ref[p] = ref;
  b.side[p] = side;
  b.endSide[p] = side;
  b.alive[p] = 1;
  b.placed[p] = 0;
  b.x[p] = -1;
  b.y[p] = -1;
  b.health[p] = hp;
  b.baseAtk[p] = atk;
  b.baseDef[p] = def;
  b.damage[p] = 0;
  b.states[p] = 0;
  b.disPhase[p] = -1;
  b.disSide[p] = -1;
  b.deathSeq[p] = 0;
  b.actFlags[p] = 0;
  b.attacksUsed[p] = 0;
  b.lastTarget[p] = -1;
  b.seducePhase[p] = -2;
  b.defPhase[p] = -2;
  b.intimPartner[p] = -1;
  b.intimCount[p] = 0;
  b.intimTurn[p] = -2;
  b.defected[p] = 0;
  b.hand[p] = 0;
  b.handIndex[p] = -1;
  for (let s = 0; s < ABIL_SLOTS; s++) {
    const k = p * ABIL_SLOTS + s;
    b.abReadyPhase[k] = 0;
    b.abUsedPhase[k] = -2;
    b.abBattleUses[k] = 0;
    b.abGameUses[k] = 0;
  }
  return p;
}

function addArtifact(b: BattleState, side: number, w: WorldCardId, holder: number): void {
  if (b.artCount >= MAX_ARTIFACTS) throw new RangeError(`battle: more than ${MAX_ARTIFACTS} Artifacts`);
  const k = b.artCount++;
  b.artCard[k] = w;
  b.artHolder[k] = holder;
  b.artSide[k] = side;
  b.artPassedPhase[k] = -2;
  b.artDiedWith[k] = -1;
}

function addSide(b: BattleState, c: CompiledContent, params: BattleParams, side: number, input: BattleSideInput): void {
  const cards = c.cards;
  for (let i = 0; i < input.pieces.length; i++) {
    const pin = input.pieces[i] as BattlePieceInput;
    const card = pin.card;
    const p = addPiece(b, side, PK_CHAR, card, pin.ref, cards.attack[card] as number, cards.defense[card] as number, cards.health[card] as number);
    const kinds = cards.kinds[card] as number;
    // Only Undead persists between battles; never on Machines or Summons (§2.8).
    if (pin.states !== undefined && (pin.states & STATE_UNDEAD) && !(kinds & (KIND_MACHINE | KIND_SUMMON))) b.states[p] = STATE_UNDEAD;
    if (pin.depleteUsed) for (let s = 0; s < ABIL_SLOTS && s < pin.depleteUsed.length; s++) b.abGameUses[p * ABIL_SLOTS + s] = pin.depleteUsed[s] as number;
    if (pin.artifacts) for (const w of pin.artifacts) addArtifact(b, side, w, p);
  }
  for (const w of input.artifacts ?? []) addArtifact(b, side, w, ART_UNASSIGNED);
  for (let r = 0; r < RESOURCES; r++) b.cargo[side * RESOURCES + r] = input.cargo?.[r] ?? 0;
  const summons = input.summons ?? [];
  for (let i = 0; i < summons.length; i++) {
    const card = summons[i] as number;
    const ref = input.summonRefs?.[i] ?? -1;
    const p = addPiece(b, side, PK_CHAR, card, ref, cards.attack[card] as number, cards.defense[card] as number, cards.health[card] as number);
    b.alive[p] = 0;
    b.hand[p] = 1;
    b.handIndex[p] = i;
  }
  // §6.5: World cards for the battle windows (an NPC side holds none).
  for (const card of input.npc ? [] : (input.cards ?? [])) {
    if (b.cardCount >= MAX_BATTLE_CARDS) break;
    if (card.kind === BC_TAKE_ENGAGEMENT && side !== DEFENDER) continue;
    const k = b.cardCount++;
    b.cardHandle[k] = card.handle;
    b.cardSide[k] = side;
    b.cardKind[k] = card.kind;
    b.cardClears[k] = card.clears ?? 0;
    b.cardPlayed[k] = 0;
  }
  if (side === DEFENDER) {
    for (let i = 0; i < (input.walls ?? 0); i++) addPiece(b, side, PK_WALL, -1, -1, 0, params.wallDefense, params.wallHealth);
    for (let i = 0; i < (input.towers ?? 0); i++) addPiece(b, side, PK_TOWER, -1, -1, 0, params.towerDefense, params.towerHealth);
  }
}

function npcRowsNeeded(members: number): number {
  return members <= 1 ? 1 : 3 + Math.ceil(Math.max(0, members - 9) / 3);
}

/**
 * Starts a battle (§2.1–§2.3): the defender (side 0) and the attacker (side 1) with their pieces, the
 * defender's Add-ons, the hex flags. NPC sides set up and act at once; the call returns at the first
 * player decision (or with the battle over).
 */
export function startBattle(
  b: BattleState,
  c: CompiledContent,
  params: BattleParams,
  defender: BattleSideInput,
  attacker: BattleSideInput,
  hex: BattleHexFlags,
  rng: Rng,
): void {
  const addOns = (defender.walls ?? 0) + (defender.towers ?? 0);
  const hands = (defender.summons?.length ?? 0) + (attacker.summons?.length ?? 0);
  if (defender.pieces.length + attacker.pieces.length + addOns + hands > MAX_PIECES) throw new RangeError(`battle: more than ${MAX_PIECES} pieces`);
  b.pieceCount = 0;
  b.artCount = 0;
  b.cardCount = 0;
  b.deathCounter = 0;
  b.cell.fill(-1);
  b.pair.fill(0);
  b.vp.fill(0);
  b.gold.fill(0);
  b.rechargePhases = params.rechargePhases;
  b.battleTurnCap = params.battleTurnCap;
  b.frozenThaw = params.frozenThaw;
  b.setupTouch = params.setupTouch;
  b.companionDefectOnRetreat = params.companionDefectOnRetreat ? 1 : 0;
  b.heartPairCap = params.heartPairCap;
  b.seduceMode = params.seduceMode;
  b.npcMoveLimit = params.npcMoveLimit;
  b.maxActors = params.maxCharacterActsPerPhase;
  b.actorsThisPhase = 0;
  b.thawOwed = 0;
  b.rgPiece = -1;
  b.towerDamage = params.towerDamage;
  b.heartFaces.set(params.heartFaces);
  b.heartFaceCount = params.heartFaces.length;
  b.noDamage = hex.noDamage ? 1 : 0;
  // §2.2/§2.3, G13/G21: widen for Add-ons so the front row keeps a free cell; grow rows until each army fits.
  b.gridW = Math.min(MAX_W, Math.max(params.gridW, addOns + 1, 3));
  let d = params.gridD;
  const n0 = defender.pieces.length + addOns;
  const n1 = attacker.pieces.length;
  while (b.gridW * d < Math.max(n0, n1) && 2 * d < MAX_ROWS) d++;
  if (defender.npc) d = Math.max(d, npcRowsNeeded(defender.pieces.length));
  if (attacker.npc) d = Math.max(d, npcRowsNeeded(attacker.pieces.length));
  b.gridD = Math.min(d, MAX_ROWS >> 1);
  b.npc[DEFENDER] = defender.npc ? 1 : 0;
  b.npc[ATTACKER] = attacker.npc ? 1 : 0;
  b.canRetreat[DEFENDER] = defender.canRetreat === false ? 0 : 1;
  b.canRetreat[ATTACKER] = attacker.canRetreat === false ? 0 : 1;
  addSide(b, c, params, DEFENDER, defender);
  addSide(b, c, params, ATTACKER, attacker);
  for (let i = 0; i < 2; i++) {
    const input = i === 0 ? defender : attacker;
    const base = i === 0 ? 0 : defender.pieces.length + (defender.summons?.length ?? 0) + addOns;
    for (let k = 0; k < input.pieces.length; k++) {
      const refs = (input.pieces[k] as BattlePieceInput).romanticRefs;
      if (!refs) continue;
      for (const r of refs) {
        for (let q = 0; q < b.pieceCount; q++) {
          if (r >= 0 && b.ref[q] === r && q !== base + k) {
            b.pair[(base + k) * MAX_PIECES + q] = PAIR_ROMANTIC;
            b.pair[q * MAX_PIECES + base + k] = PAIR_ROMANTIC;
          }
        }
      }
    }
  }
  // §2.9: the tokens are the game's; bonds already on this grid are counted by the pair matrix.
  b.heartsOutside = 0;
  b.heartsOutside = Math.max(0, (hex.heartPairsInGame ?? 0) - heartPairsInUse(b));
  // §2.4, G22: an NPC's Attack xN gives it N phases first.
  const nDef = defender.npc ? (defender.attackPhases ?? 1) : 1;
  const nAtt = attacker.npc ? (attacker.attackPhases ?? 1) : 1;
  b.firstSide = nDef > 1 && nAtt <= 1 ? DEFENDER : ATTACKER;
  b.prefixPhases = b.firstSide === DEFENDER ? nDef : nAtt;
  b.phase = -1;
  b.battleTurn = 0;
  b.phaseActs = 0;
  b.winner = -1;
  b.reason = 0;
  b.retreatRoll = 0;
  b.retreatSide = -1;
  b.pendActive = 0;
  b.pendDmgTarget = -1;
  b.npcCount = 0;
  b.npcCursor = 0;
  b.mode = MODE_SETUP;
  b.activeSide = DEFENDER;
  // §6.5 window 4: a Defender holding an Ambush decides before setup.
  b.declare = cardOffered(b, DEFENDER, BC_TAKE_ENGAGEMENT) ? 1 : 0;
  placeAddOns(b);
  advance(b, c, rng);
}

function cardOffered(b: BattleState, side: number, kind: number): boolean {
  for (let k = 0; k < b.cardCount; k++) if (b.cardSide[k] === side && b.cardKind[k] === kind && b.cardPlayed[k] === 0) return true;
  return false;
}

/** The caller's handle of battle-window card `k` (OP_PLAY_CARD's `a`). */
export function battleCardHandle(b: BattleState, k: number): number {
  return b.cardHandle[k] as number;
}

/** Whether a Rally-type card may be played now: the start of an own Attack Phase, before any action (§6.5). */
function attackStartWindow(b: BattleState): boolean {
  return b.mode === MODE_PHASE && b.phaseActs === 0 && b.npc[b.activeSide] === 0;
}

/** Plays battle-window card `k` (§6.5, §4.6): Rally clears its states from own characters; Ambush gives the Engagement to the Defender. */
function playCard(b: BattleState, k: number): void {
  b.cardPlayed[k] = 1;
  const side = b.cardSide[k] as number;
  if (b.cardKind[k] === BC_TAKE_ENGAGEMENT) {
    // ASSUMPTION (G37, G22): the Defender's Engagement replaces an NPC attacker's Attack xN prefix.
    b.firstSide = side;
    b.prefixPhases = 1;
    b.declare = 0;
    return;
  }
  const clears = b.cardClears[k] as number;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] === side && b.alive[p] === 1 && b.kind[p] === PK_CHAR) b.states[p] = (b.states[p] as number) & ~clears;
  }
}

function endSetupSide(b: BattleState, c: CompiledContent, rng: Rng): void {
  unassignedToGraveyard(b, b.activeSide);
  if (b.activeSide === DEFENDER) b.activeSide = ATTACKER;
  else startPhase(b, c, rng);
}

/** Runs everything that needs no player decision: NPC setups and phases. */
function advance(b: BattleState, c: CompiledContent, rng: Rng): void {
  for (;;) {
    if (b.mode === MODE_OVER || b.mode === MODE_REACTION || b.mode === MODE_REGROUP || b.declare === 1) return;
    const side = b.activeSide;
    if (b.mode === MODE_SETUP) {
      if (b.npc[side] !== 1) return;
      const n = npcSetupCells(b, side, npcCells);
      let k = 0;
      for (let p = 0; p < b.pieceCount && k < n; p++) {
        if (b.side[p] !== side || b.kind[p] !== PK_CHAR) continue;
        let cIdx = npcCells[k++] as number;
        if (b.cell[cIdx] !== -1) cIdx = freeSetupCell(b, side, p);
        if (cIdx >= 0) putPiece(b, p, cIdx % MAX_W, (cIdx - (cIdx % MAX_W)) / MAX_W);
      }
      assignNpcArtifacts(b, c, side);
      endSetupSide(b, c, rng);
      continue;
    }
    if (b.npc[side] !== 1) return;
    if (npcContinue(b, c, rng) === RUN_PAUSED) return;
    if (b.mode !== MODE_PHASE) return;
    endPhase(b, c, rng);
  }
}

/** The side that decides now (0 Defender, 1 Attacker), or −1 when the battle is over. */
export function battleSeatSide(b: BattleState): number {
  if (b.mode === MODE_OVER) return -1;
  if (b.mode === MODE_REACTION) return b.side[b.pendDmgTarget] as number;
  if (b.mode === MODE_REGROUP) return b.side[b.rgPiece] as number;
  return b.activeSide;
}

export function battleOver(b: BattleState): boolean {
  return b.mode === MODE_OVER;
}

function anyCharPlaced(b: BattleState, side: number): boolean {
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.kind[p] === PK_CHAR && b.placed[p] === 1) return true;
  return false;
}

function allPlaced(b: BattleState, side: number): boolean {
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.alive[p] === 1 && b.placed[p] !== 1) return false;
  return true;
}

function writeSummons(b: BattleState, c: CompiledContent, out: Int32Array, n: number): number {
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.hand[p] !== 1 || b.side[p] !== b.activeSide) continue;
    for (let y = 0; y < 2 * b.gridD; y++) {
      for (let x = 0; x < b.gridW; x++) if (summonLegal(b, c, p, x, y)) out[n++] = encodeBattleAction(OP_SUMMON, p, cellOf(x, y));
    }
  }
  return n;
}

/** Writes the legal actions of the deciding side into `out`; returns their number. */
export function battleLegal(b: BattleState, c: CompiledContent, out: Int32Array): number {
  let n = 0;
  if (b.mode === MODE_OVER) return 0;
  if (b.mode === MODE_REACTION) {
    const t = b.pendDmgTarget;
    for (let s = 0; s < ABIL_SLOTS; s++) {
      const ab = abilityAt(b, c, t, s);
      if (ab < 0) break;
      if (((c.abilities.attrs[ab] as number) & AB_INSTANT) && isDodge(c, ab) && slotAvailable(b, c, t, s)) out[n++] = encodeBattleAction(OP_INSTANT, t * ABIL_SLOTS + s, -1);
    }
    out[n++] = encodeBattleAction(OP_NO_INSTANT, 0, -1);
    return n;
  }
  if (b.mode === MODE_REGROUP) {
    const k = regroupCandidates(b, b.rgPiece, regroupCells);
    for (let i = 0; i < k; i++) out[n++] = encodeBattleAction(OP_REGROUP, b.rgPiece, regroupCells[i] as number);
    return n;
  }
  const side = b.activeSide;
  if (b.declare === 1) {
    for (let k = 0; k < b.cardCount; k++) {
      if (b.cardSide[k] === DEFENDER && b.cardKind[k] === BC_TAKE_ENGAGEMENT && b.cardPlayed[k] === 0) out[n++] = encodeBattleAction(OP_PLAY_CARD, k, -1);
    }
    out[n++] = encodeBattleAction(OP_NO_CARD, 0, -1);
    return n;
  }
  if (b.mode === MODE_SETUP) {
    if (!anyCharPlaced(b, side)) for (let f = 0; f < FORMATIONS; f++) out[n++] = encodeBattleAction(OP_FORMATION, f, -1);
    // The legal cells are the same for every unplaced character of the side (setupCellLegal).
    let cells = 0;
    for (let y = 0; y < 2 * b.gridD; y++) {
      for (let x = 0; x < b.gridW; x++) if (setupCellLegal(b, side, x, y)) setupCells[cells++] = cellOf(x, y);
    }
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.side[p] !== side || b.placed[p] === 1 || b.alive[p] !== 1 || b.kind[p] !== PK_CHAR) continue;
      for (let i = 0; i < cells; i++) out[n++] = encodeBattleAction(OP_PLACE, p, setupCells[i] as number);
    }
    n = writeSummons(b, c, out, n);
    if (!allPlaced(b, side)) return n;
    // §2.3 step 3: once its cards are placed, the side assigns its Artifacts one at a time.
    const k = nextArtifactToAssign(b, c, side);
    if (k >= 0) {
      for (let q = 0; q < b.pieceCount; q++) if (mayReceive(b, c, k, q, side)) out[n++] = encodeBattleAction(OP_ASSIGN_ARTIFACT, k, q);
    } else if (setupValid(b, side)) out[n++] = encodeBattleAction(OP_END_SETUP, 0, -1);
    return n;
  }
  // G62: an 8 rolled with several Frozen characters: the owner chooses which thaws, before anything else.
  if (b.thawOwed > 0) {
    for (let p = 0; p < b.pieceCount; p++) if (thawChoice(b, p)) out[n++] = encodeBattleAction(OP_THAW, p, -1);
    return n;
  }
  // §2.10: retreat only at the start of an own phase, never in the Engagement; NPCs never.
  if (b.phaseActs === 0 && b.phase > 0 && b.canRetreat[side] === 1 && b.npc[side] === 0) out[n++] = encodeBattleAction(OP_RETREAT, 0, -1);
  out[n++] = encodeBattleAction(OP_END_PHASE, 0, -1);
  if (attackStartWindow(b)) {
    for (let k = 0; k < b.cardCount; k++) {
      if (b.cardSide[k] === side && b.cardKind[k] === BC_ATTACK_START && b.cardPlayed[k] === 0) out[n++] = encodeBattleAction(OP_PLAY_CARD, k, -1);
    }
  }
  n = writeSummons(b, c, out, n);
  const pairs = heartPairsInUse(b);
  const block = addOnBlockRow(b);
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] !== side || b.alive[p] !== 1 || b.placed[p] !== 1) continue;
    if (b.kind[p] === PK_TOWER) {
      if (((b.actFlags[p] as number) & ACT_TOWER) === 0) {
        for (let q = 0; q < b.pieceCount; q++) if (b.alive[q] === 1 && b.placed[q] === 1 && b.side[q] !== side) out[n++] = encodeBattleAction(OP_ATTACK, p, q);
      }
      continue;
    }
    if (b.kind[p] !== PK_CHAR) continue;
    // G10: once the phase's budget of acting characters is spent, the others may only pass Artifacts.
    const budget = actBudgetOpen(b, p);
    if (budget && ((b.actFlags[p] as number) & ACT_MOVED) === 0 && canAct(b, p)) {
      if (movesFreely(b, c, p)) {
        for (let y = 0; y < 2 * b.gridD; y++) {
          for (let x = 0; x < b.gridW; x++) if (b.cell[cellOf(x, y)] === -1) out[n++] = encodeBattleAction(OP_MOVE, p, cellOf(x, y));
        }
      } else {
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const x = (b.x[p] as number) + dx;
            const y = (b.y[p] as number) + dy;
            if ((dx !== 0 || dy !== 0) && canMoveTo(b, c, p, x, y, block)) out[n++] = encodeBattleAction(OP_MOVE, p, cellOf(x, y));
          }
        }
      }
    }
    if (budget && canBaseAttack(b, c, p, 1 + extraBaseAttacks(b, c, p))) {
      for (let q = 0; q < b.pieceCount; q++) {
        if (b.alive[q] === 1 && b.placed[q] === 1 && b.side[q] !== side && cheb(b, p, q) === 1 && !bonded(b, p, q)) out[n++] = encodeBattleAction(OP_ATTACK, p, q);
      }
    }
    for (let s = 0; s < ABIL_SLOTS && budget; s++) {
      const ab = abilityAt(b, c, p, s);
      if (ab < 0) break;
      if (!canUseSlotNow(b, c, p, s)) continue;
      const m = targetMode(c, ab);
      if (m === TM_NONE || m === TM_SELF) {
        out[n++] = encodeBattleAction(OP_ABILITY, p * ABIL_SLOTS + s, -1);
        continue;
      }
      for (let q = 0; q < b.pieceCount; q++) if (validAbilityTarget(b, c, p, ab, q)) out[n++] = encodeBattleAction(OP_ABILITY, p * ABIL_SLOTS + s, q);
    }
    for (let q = 0; q < b.pieceCount; q++) {
      if (budget && b.side[q] !== side && b.alive[q] === 1 && b.placed[q] === 1 && touching(b, p, q) && attractableBond(b, c, p, q, pairs) !== BOND_NONE) {
        out[n++] = encodeBattleAction(OP_ATTRACT, p, q);
      }
    }
    if (canAct(b, p)) {
      for (let i = 0; i < b.artCount; i++) {
        if (b.artHolder[i] !== p || b.artPassedPhase[i] === b.phase) continue;
        for (let q = 0; q < b.pieceCount; q++) {
          // §3.4: only to a character that may equip it (alignment).
          if (q !== p && mayReceive(b, c, i, q, side)) out[n++] = encodeBattleAction(OP_PASS_ARTIFACT, i, q);
        }
      }
    }
  }
  return n;
}

/** Applies one decision of the deciding side, then runs NPC sides until the next player decision. */
export function battleApply(b: BattleState, c: CompiledContent, action: number, rng: Rng): void {
  const op = battleActionOp(action);
  const a = battleActionA(action);
  const t = battleActionB(action);
  switch (op) {
    case OP_PLACE:
      putPiece(b, a, t % MAX_W, (t - (t % MAX_W)) / MAX_W);
      break;
    case OP_FORMATION: {
      const n = formationPlan(b, c, a, planPiece, planCell);
      for (let i = 0; i < n; i++) {
        const cIdx = planCell[i] as number;
        const x = cIdx % MAX_W;
        const y = (cIdx - x) / MAX_W;
        if (!placementLegal(b, planPiece[i] as number, x, y)) break;
        putPiece(b, planPiece[i] as number, x, y);
      }
      break;
    }
    case OP_END_SETUP:
      endSetupSide(b, c, rng);
      break;
    case OP_ASSIGN_ARTIFACT:
      b.artHolder[a] = t;
      break;
    case OP_MOVE:
      movePiece(b, a, t % MAX_W, (t - (t % MAX_W)) / MAX_W);
      b.actFlags[a] = (b.actFlags[a] as number) | ACT_MOVED;
      b.phaseActs++;
      noteActor(b, a);
      break;
    case OP_ATTACK:
      b.phaseActs++;
      if (b.kind[a] === PK_TOWER) beginTowerShot(b, c, a, t, rng);
      else {
        noteActor(b, a);
        beginBaseAttack(b, c, a, t, rng);
      }
      break;
    case OP_ABILITY:
      b.phaseActs++;
      noteActor(b, Math.floor(a / ABIL_SLOTS));
      beginAbility(b, c, Math.floor(a / ABIL_SLOTS), a % ABIL_SLOTS, t, rng);
      break;
    case OP_ATTRACT:
      b.phaseActs++;
      noteActor(b, a);
      attemptAttraction(b, c, a, t, rng);
      break;
    case OP_PASS_ARTIFACT:
      b.phaseActs++;
      b.artHolder[a] = t;
      b.artPassedPhase[a] = b.phase;
      break;
    case OP_RETREAT:
      retreat(b, c, b.activeSide, rng.die(8), END_RETREAT); // RB Battle Ends 3: the retreating player rolls a D8
      break;
    case OP_END_PHASE:
      endPhase(b, c, rng);
      break;
    case OP_INSTANT:
      resolveReaction(b, c, a % ABIL_SLOTS, rng);
      break;
    case OP_NO_INSTANT:
      resolveReaction(b, c, -1, rng);
      break;
    case OP_SUMMON:
      if (b.mode === MODE_PHASE) b.phaseActs++;
      applySummon(b, c, a, t % MAX_W, (t - (t % MAX_W)) / MAX_W);
      break;
    case OP_PLAY_CARD:
      playCard(b, a); // not a phase action: the window stays open (retreat too) for a further card
      break;
    case OP_NO_CARD:
      b.declare = 0;
      break;
    case OP_REGROUP:
      applyRegroupChoice(b, t);
      continueEndPhase(b, c, rng);
      break;
    case OP_THAW:
      applyThawChoice(b, a);
      break;
    default:
      throw new RangeError(`battleApply: unknown action ${action}`);
  }
  if (b.mode === MODE_PHASE && op !== OP_END_PHASE && op !== OP_REGROUP) checkEnd(b, c);
  // G62: owed thaws that no longer need a choice (a Frozen character died, or fewer remain) resolve now.
  if (b.mode === MODE_PHASE && b.thawOwed > 0) settleThaws(b);
  advance(b, c, rng);
}

function pieceName(b: BattleState, c: CompiledContent, p: number): string {
  if (b.kind[p] === PK_WALL) return 'Wall';
  if (b.kind[p] === PK_TOWER) return 'Tower';
  return c.cards.name[b.card[p] as number] ?? `card ${b.card[p]}`;
}

function cellName(cIdx: number): string {
  const x = cIdx % MAX_W;
  return `column ${x}, row ${(cIdx - x) / MAX_W}`;
}

/** The action in the rulebook's words. */
export function describeBattleAction(b: BattleState, c: CompiledContent, action: number): string {
  const op = battleActionOp(action);
  const a = battleActionA(action);
  const t = battleActionB(action);
  switch (op) {
    case OP_PLACE:
      return `Place ${pieceName(b, c, a)} at ${cellName(t)}`;
    case OP_FORMATION:
      return `Set up in the ${FORMATION_NAMES[a] ?? a} formation`;
    case OP_END_SETUP:
      return 'End setup';
    case OP_ASSIGN_ARTIFACT:
      return `Assign the ${c.world.name[b.artCard[a] as number] ?? `Artifact ${b.artCard[a]}`} to the ${pieceName(b, c, t)}`;
    case OP_MOVE:
      return `${pieceName(b, c, a)} moves to ${cellName(t)}`;
    case OP_ATTACK:
      return b.kind[a] === PK_TOWER ? `Tower shoots ${pieceName(b, c, t)} (Ranged ${b.towerDamage})` : `${pieceName(b, c, a)} Base Attacks ${pieceName(b, c, t)}`;
    case OP_ABILITY: {
      const p = Math.floor(a / ABIL_SLOTS);
      const ab = abilityAt(b, c, p, a % ABIL_SLOTS);
      const abName = ab >= 0 ? (c.abilities.name[ab] ?? `ability ${ab}`) : '?';
      return t >= 0 ? `${pieceName(b, c, p)} uses ${abName} on ${pieceName(b, c, t)}` : `${pieceName(b, c, p)} uses ${abName}`;
    }
    case OP_ATTRACT:
      return `${pieceName(b, c, a)} attempts to Attract ${pieceName(b, c, t)}`;
    case OP_PASS_ARTIFACT: {
      const holder = b.artHolder[a] as number;
      const art = c.world.name[b.artCard[a] as number] ?? `Artifact ${b.artCard[a]}`;
      return `${holder >= 0 ? pieceName(b, c, holder) : 'Graveyard'} passes ${art} to ${pieceName(b, c, t)}`;
    }
    case OP_RETREAT:
      return 'Retreat (roll a D8 for how many Land Hexes the army escapes)';
    case OP_END_PHASE:
      return 'End the Attack Phase';
    case OP_INSTANT: {
      const p = Math.floor(a / ABIL_SLOTS);
      const ab = abilityAt(b, c, p, a % ABIL_SLOTS);
      return `${pieceName(b, c, p)} uses the Instant ${ab >= 0 ? c.abilities.name[ab] : '?'}`;
    }
    case OP_NO_INSTANT:
      return 'Use no Instant';
    case OP_SUMMON:
      return `Summon ${pieceName(b, c, a)} at ${cellName(t)}, paying its cost from the army's cargo`;
    case OP_PLAY_CARD:
      return b.cardKind[a] === BC_TAKE_ENGAGEMENT
        ? 'the Defender takes the Engagement'
        : `own characters lose${stateNames(b.cardClears[a] as number) || ' nothing'}`;
    case OP_NO_CARD:
      return 'Play no World card before setup';
    case OP_REGROUP:
      return `Regroup: ${pieceName(b, c, a)} moves to ${cellName(t)} (the owner's choice among the nearest cells touching a card)`;
    case OP_THAW:
      return `Thaw ${pieceName(b, c, a)} (the 8 rolled thaws one Frozen character of the owner's choice)`;
    default:
      return `unknown battle action ${action}`;
  }
}

function stateNames(st: number): string {
  return `${st & 1 ? ' Undead' : ''}${st & 2 ? ' Disabled' : ''}${st & 4 ? ' Poisoned' : ''}${st & 8 ? ' Frozen' : ''}`;
}

const chits = new Int16Array(MAX_PIECES);

/** A piece's damage as its chits (§2.8, CF-27), e.g. " chits 2+5"; empty when undamaged. */
function chitText(damage: number): string {
  const k = damageChits(damage, chits);
  if (k === 0) return '';
  let t = ' chits ';
  for (let i = 0; i < k; i++) t += (i > 0 ? '+' : '') + String(chits[i]);
  return t;
}

/** The grid as text: one line per row (defender rows first), the Frontline marked, then a legend. */
export function renderBattle(b: BattleState, c: CompiledContent): string {
  const lines: string[] = [];
  lines.push(`Battle turn ${b.battleTurn}, phase ${b.phase} (${b.activeSide === DEFENDER ? 'Defender' : 'Attacker'}), grid ${b.gridW}×${2 * b.gridD}`);
  for (let y = 0; y < 2 * b.gridD; y++) {
    if (y === b.gridD) lines.push('   ' + '='.repeat(b.gridW * 5) + ' Frontline');
    let row = `${String(y).padStart(2)} `;
    for (let x = 0; x < b.gridW; x++) {
      const p = b.cell[cellOf(x, y)] as number;
      row += p < 0 ? '  .  ' : ` ${pieceName(b, c, p).slice(0, 3)}${b.side[p] === DEFENDER ? 'd' : 'a'}`;
    }
    lines.push(row);
  }
  for (let p = 0; p < b.pieceCount; p++) {
    const st = b.states[p] as number;
    const tags = `${st & 1 ? ' Undead' : ''}${st & 2 ? ' Disabled' : ''}${st & 4 ? ' Poisoned' : ''}${st & 8 ? ' Frozen' : ''}`;
    const where = b.alive[p] === 1 ? (b.placed[p] === 1 ? `column ${b.x[p]}, row ${b.y[p]}` : 'unplaced') : 'graveyard';
    lines.push(`#${p} ${pieceName(b, c, p)} (${b.side[p] === DEFENDER ? 'Defender' : 'Attacker'}) ${where} Health ${(b.health[p] as number) - (b.damage[p] as number)}/${b.health[p]}${chitText(b.damage[p] as number)}${tags}`);
  }
  return lines.join('\n');
}

/** One piece's fate (battle result). */
export interface BattlePieceResult {
  readonly ref: number;
  readonly card: CardId;
  /** PK_CHAR, PK_WALL, PK_TOWER. */
  readonly kind: number;
  readonly startSide: number;
  /** The side it belongs to afterwards (defections, Romantic partners to the winner, §2.9, §2.11). */
  readonly endSide: number;
  readonly alive: boolean;
  /** STATE_UNDEAD when it persists (§2.8); other states and damage are cleared. */
  readonly states: number;
  /** A Summon from the hand: −1 if it was not, else its index in the side's `summons`; `inHand` when never summoned. */
  readonly summonIndex: number;
  readonly inHand: boolean;
}

export interface BattleResult {
  /** 0 Defender, 1 Attacker, −1 nobody (both empty, G40). */
  readonly winner: number;
  /** END_* (battle-state.ts). */
  readonly reason: number;
  readonly retreatSide: number;
  readonly retreatRoll: number;
  readonly battleTurns: number;
  readonly pieces: readonly BattlePieceResult[];
  /** Artifacts in the graveyards: they go to the winner (to the World deck bottom when nobody won, G40). */
  readonly graveyardArtifacts: readonly WorldCardId[];
  /** Artifacts still held by surviving characters: [ref, artifact]. */
  readonly heldArtifacts: readonly (readonly [number, WorldCardId])[];
  /** Monster VP and Gold (G32) earned by each side, [Defender, Attacker]. */
  readonly vp: readonly [number, number];
  readonly gold: readonly [number, number];
  readonly wallsStanding: number;
  readonly towersStanding: number;
  /** Cargo left per side after paying Summons, [Defender, Attacker] × RESOURCES. */
  readonly cargo: readonly (readonly number[])[];
}

/** The result of a finished battle (allocates; call once per battle). */
export function battleResult(b: BattleState): BattleResult {
  const pieces: BattlePieceResult[] = [];
  let walls = 0;
  let towers = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    pieces.push({
      ref: b.ref[p] as number,
      card: b.card[p] as number,
      kind: b.kind[p] as number,
      startSide: b.side[p] as number,
      endSide: b.endSide[p] as number,
      alive: b.alive[p] === 1,
      states: b.alive[p] === 1 ? (b.states[p] as number) & STATE_UNDEAD : 0,
      summonIndex: b.handIndex[p] as number,
      inHand: b.hand[p] === 1,
    });
    if (b.alive[p] === 1 && b.kind[p] === PK_WALL) walls++;
    if (b.alive[p] === 1 && b.kind[p] === PK_TOWER) towers++;
  }
  const graveyard: WorldCardId[] = [];
  const held: [number, WorldCardId][] = [];
  for (let i = 0; i < b.artCount; i++) {
    const h = b.artHolder[i] as number;
    if (h < 0) graveyard.push(b.artCard[i] as number);
    else held.push([b.ref[h] as number, b.artCard[i] as number]);
  }
  return {
    winner: b.winner,
    reason: b.reason,
    retreatSide: b.retreatSide,
    retreatRoll: b.retreatRoll,
    battleTurns: b.battleTurn,
    pieces,
    graveyardArtifacts: graveyard,
    heldArtifacts: held,
    vp: [b.vp[0] as number, b.vp[1] as number],
    gold: [b.gold[0] as number, b.gold[1] as number],
    wallsStanding: walls,
    towersStanding: towers,
    cargo: [Array.from(b.cargo.subarray(0, RESOURCES)), Array.from(b.cargo.subarray(RESOURCES, 2 * RESOURCES))],
  };
}


