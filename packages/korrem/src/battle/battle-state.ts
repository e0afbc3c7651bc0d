// The battle sub-game's state (spec §2, §6.5): flat typed arrays sized once for the largest battle,
// scalars as plain fields. A battle lives inside the game state and is copied with copyBattleInto
// (no allocation). Pieces are numbered 0..pieceCount-1: the defender's input pieces, its Add-ons,
// then the attacker's pieces (each side's order is the caller's order, the "stable card order" of G74).
import { DEFAULT_HEART_FACES } from '../data/attraction-dice.js';
import { RESOURCES } from '../lands.js';

/** Pieces in one battle: two armies plus a settlement's Add-ons (≤ 15 Walls + 10 Towers, §2.3). */
export const MAX_PIECES = 96;
/** Ability slots per piece (a card's abilities in `abilityStart` order). */
export const ABIL_SLOTS = 4;
/** Grid bounds for the engine only (the physical table is unbounded, G13). */
export const MAX_W = 32;
export const MAX_ROWS = 64;
export const MAX_CELLS = MAX_W * MAX_ROWS;
export const MAX_ARTIFACTS = 32;
/** `artHolder` of an Artifact its side has not assigned yet (setup only, §2.3 step 3); −1 is the graveyard. */
export const ART_UNASSIGNED = -2;
/** World cards a battle can offer (Rally, Ambush…, §6.5 windows), both sides together. */
export const MAX_BATTLE_CARDS = 16;

// Battle-window card kinds (§6.5, G37); the glue maps World effects to these.
/** At the start of an own Attack Phase: own characters lose `cardClears` state bits (Rally). */
export const BC_ATTACK_START = 0;
/** When the own army becomes Defender, before setup: the own side takes the Engagement (Ambush). */
export const BC_TAKE_ENGAGEMENT = 1;
/** A safe bound on the decision list battleLegal writes (Flying moves: flyers × empty cells dominate; typical lists are < 2,000). */
export const MAX_BATTLE_ACTIONS = 65536;

export const DEFENDER = 0;
export const ATTACKER = 1;

// Piece kinds.
export const PK_CHAR = 0;
export const PK_WALL = 1;
export const PK_TOWER = 2;

// Modes.
export const MODE_SETUP = 0;
export const MODE_PHASE = 1;
/** A reaction window is open: the target's owner may use an Instant before a damage instance (§6.5). */
export const MODE_REACTION = 2;
export const MODE_OVER = 3;
/** A player's isolated card has several nearest Regroup cells: its owner chooses (G47, §2.18). */
export const MODE_REGROUP = 4;

// Per-phase action flags of a piece (§2.4: each at most once per phase).
export const ACT_MOVED = 1;
export const ACT_ATTRACTED = 2;
export const ACT_FOCUS = 4;
export const ACT_ABILITY = 8;
export const ACT_TOWER = 16;
/** The character has counted against `maxActors` this phase (G10). */
export const ACT_COUNTED = 32;

// End reasons (§2.11).
export const END_NONE = 0;
export const END_ANNIHILATION = 1;
export const END_COMPANIONS_DEFECT = 2;
export const END_MACHINES_DEFECT = 3;
export const END_RETREAT = 4;
export const END_CAP_RETREAT = 5;
export const END_BOTH_EMPTY = 6;
export const END_REASON_NAMES = ['none', 'annihilation', 'companions defect', 'machines defect', 'retreat', 'cap forced retreat', 'both sides empty'] as const;

// Bonds between two pieces (symmetric matrix).
export const PAIR_NONE = 0;
export const PAIR_ROMANTIC = 1;
export const PAIR_COMPANION = 2;

export const THAW_OWN_ROLLS = 0;
export const THAW_DEDICATED_ROLL = 1;
export const SETUP_EACH_TOUCHES = 0;
export const SETUP_CONNECTED = 1;

/** Battle rule parameters; the game builds them from its `battle.*` parameters. */
export interface BattleParams {
  /** ASSUMPTION G13: 9 columns. */
  readonly gridW: number;
  /** ASSUMPTION G13: 5 rows per side; grows when an army does not fit (§2.2). */
  readonly gridD: number;
  /** ASSUMPTION G40: battle turns before the attacker (NPC attacker: the defender) is forced to retreat. */
  readonly battleTurnCap: number;
  /** ASSUMPTION G41: phases until a Recharge ability is ready again (2 = the next phase of the side whose phase it was). */
  readonly rechargePhases: number;
  /** ASSUMPTION G62: THAW_OWN_ROLLS (any 8 the side rolls in its own phase) | THAW_DEDICATED_ROLL. */
  readonly frozenThaw: number;
  /** ASSUMPTION G81: SETUP_EACH_TOUCHES | SETUP_CONNECTED. */
  readonly setupTouch: number;
  /** ASSUMPTION G79. */
  readonly companionDefectOnRetreat: boolean;
  /** RB Components: 30 Heart tokens = 15 pairs (§2.9). */
  readonly heartPairCap: number;
  /** ASSUMPTION G43: SEDUCE_SHIFT_UP_TO (0) | SEDUCE_SET_TO_ROLL (1) (attraction.ts). */
  readonly seduceMode: number;
  /** ASSUMPTION G12: hearts per face of each attraction die. */
  readonly heartFaces: Int8Array;
  /** ASSUMPTION G26: steps an NPC walks per phase (0 = unlimited). */
  readonly npcMoveLimit: number;
  /** ASSUMPTION G10: distinct characters of the acting side that may act in one Attack Phase (0 = no limit). */
  readonly maxCharacterActsPerPhase: number;
  /** RB Fig. 2: Wall Health 6; ASSUMPTION G21: A0 D0. */
  readonly wallHealth: number;
  readonly wallDefense: number;
  /** RB Fig. 2: Tower Health 6, a Ranged 4-damage attack once per defender Attack Phase (§2.12). */
  readonly towerHealth: number;
  readonly towerDefense: number;
  readonly towerDamage: number;
}

export const DEFAULT_BATTLE_PARAMS: BattleParams = {
  gridW: 9,
  gridD: 5,
  battleTurnCap: 30,
  rechargePhases: 2,
  frozenThaw: THAW_OWN_ROLLS,
  setupTouch: SETUP_EACH_TOUCHES,
  companionDefectOnRetreat: true,
  heartPairCap: 15,
  seduceMode: 0,
  heartFaces: DEFAULT_HEART_FACES,
  npcMoveLimit: 1,
  maxCharacterActsPerPhase: 0,
  wallHealth: 6,
  wallDefense: 0,
  towerHealth: 6,
  towerDefense: 0,
  towerDamage: 4,
};

export class BattleState {
  // Parameters (copied in at startBattle).
  gridW = 9;
  gridD = 5;
  battleTurnCap = 30;
  rechargePhases = 2;
  frozenThaw = 0;
  setupTouch = 0;
  companionDefectOnRetreat = 1;
  heartPairCap = 15;
  /** Heart-token pairs held by Romantic bonds outside this grid (the game's other bonds, §2.9). */
  heartsOutside = 0;
  seduceMode = 0;
  npcMoveLimit = 1;
  /** G10: characters that may act per Attack Phase (0 = all) and how many have this phase. */
  maxActors = 0;
  actorsThisPhase = 0;
  towerDamage = 4;
  readonly heartFaces = new Int8Array(16);
  heartFaceCount = 6;
  /** `heartFaces` cut to `heartFaceCount` (derived, not copied; rebuilt by facesView). */
  facesCache: Int8Array = this.heartFaces.subarray(0, 6);
  /** Crystal Cove (§3.1 L7): no damage of any kind. */
  noDamage = 0;

  // Flow.
  mode = MODE_OVER;
  /** Side placing (MODE_SETUP) or acting (MODE_PHASE). */
  activeSide = DEFENDER;
  /** Attack Phases started so far − 1 (phase 0 is the Engagement). */
  phase = -1;
  battleTurn = 0;
  /** The side of phase 0 and how many phases it takes before alternating (Attack xN, G22). */
  firstSide = ATTACKER;
  prefixPhases = 1;
  /** Decisions taken in the current phase (Retreat only as the first, §2.10). */
  phaseActs = 0;
  pieceCount = 0;
  artCount = 0;
  deathCounter = 0;

  /** 1 while the Defender's declaration window is open (before setup, §6.5 window 4). */
  declare = 0;
  cardCount = 0;

  // Result.
  winner = -1;
  reason = END_NONE;
  retreatRoll = 0;
  retreatSide = -1;

  readonly npc = new Uint8Array(2);
  readonly canRetreat = new Uint8Array(2);
  /** Monster VP and Gold (G32) earned by each side. */
  readonly vp = new Int32Array(2);
  readonly gold = new Int32Array(2);

  // Pieces.
  readonly card = new Int32Array(MAX_PIECES);
  readonly kind = new Uint8Array(MAX_PIECES);
  readonly ref = new Int32Array(MAX_PIECES);
  readonly side = new Int8Array(MAX_PIECES);
  /** The side the piece belongs to after the battle (defections, Romantic partners). */
  readonly endSide = new Int8Array(MAX_PIECES);
  readonly x = new Int16Array(MAX_PIECES);
  readonly y = new Int16Array(MAX_PIECES);
  readonly placed = new Uint8Array(MAX_PIECES);
  readonly alive = new Uint8Array(MAX_PIECES);
  readonly health = new Int16Array(MAX_PIECES);
  /** Printed Attack and Defense (cards) or the Add-on's (§2.12). */
  readonly baseAtk = new Int16Array(MAX_PIECES);
  readonly baseDef = new Int16Array(MAX_PIECES);
  readonly damage = new Int16Array(MAX_PIECES);
  readonly states = new Uint8Array(MAX_PIECES);
  /** Disabled: the phase and side during which it began (expires at that side's next phase, §2.7). */
  readonly disPhase = new Int32Array(MAX_PIECES);
  readonly disSide = new Int8Array(MAX_PIECES);
  readonly deathSeq = new Int32Array(MAX_PIECES);
  readonly actFlags = new Uint8Array(MAX_PIECES);
  readonly attacksUsed = new Uint8Array(MAX_PIECES);
  /** The enemy it targeted last (NPC Continuation). */
  readonly lastTarget = new Int16Array(MAX_PIECES);
  /** Seduce: the Intimacy score this phase (G43). */
  readonly seduceScore = new Int16Array(MAX_PIECES);
  readonly seducePhase = new Int32Array(MAX_PIECES);
  /** Collective damage (§2.6): Defense left against this phase's damage. */
  readonly defLeft = new Int16Array(MAX_PIECES);
  readonly defPhase = new Int32Array(MAX_PIECES);
  /** G44: the last Intimacy partner the piece initiated with, the consecutive count, the battle turn. */
  readonly intimPartner = new Int16Array(MAX_PIECES);
  readonly intimCount = new Int16Array(MAX_PIECES);
  readonly intimTurn = new Int32Array(MAX_PIECES);
  /** Defected at the end condition (companions, machines, G59/G79). */
  readonly defected = new Uint8Array(MAX_PIECES);
  /** 1 while a Summon card waits in its side's hand (not in play; alive = 0, deathSeq = 0). */
  readonly hand = new Uint8Array(MAX_PIECES);
  /** Index in the side's `summons` input for pieces that came from the hand, else −1. */
  readonly handIndex = new Int16Array(MAX_PIECES);
  /** Each side's army cargo, `side * RESOURCES + r`: pays for Summons (§2.3, §2.12). */
  readonly cargo = new Int32Array(2 * RESOURCES);

  // Abilities, `piece * ABIL_SLOTS + slot`.
  readonly abReadyPhase = new Int32Array(MAX_PIECES * ABIL_SLOTS);
  readonly abUsedPhase = new Int32Array(MAX_PIECES * ABIL_SLOTS);
  readonly abBattleUses = new Uint8Array(MAX_PIECES * ABIL_SLOTS);
  /** Deplete(n) uses so far this game (input + this battle). */
  readonly abGameUses = new Uint8Array(MAX_PIECES * ABIL_SLOTS);

  /** PAIR_* between two pieces, `a * MAX_PIECES + b`, symmetric. */
  readonly pair = new Uint8Array(MAX_PIECES * MAX_PIECES);

  // Artifacts: holder piece, or -1 = in `artSide`'s graveyard, or ART_UNASSIGNED during setup.
  readonly artCard = new Int32Array(MAX_ARTIFACTS);
  readonly artHolder = new Int16Array(MAX_ARTIFACTS);
  readonly artSide = new Int8Array(MAX_ARTIFACTS);
  readonly artPassedPhase = new Int32Array(MAX_ARTIFACTS);
  /** The piece that held the Artifact when it went to the graveyard (a Summon's are discarded, §2.11, G78), or −1. */
  readonly artDiedWith = new Int16Array(MAX_ARTIFACTS);

  // Battle-window World cards (§6.5): the caller's handle, side, BC_* kind, states cleared, played.
  readonly cardHandle = new Int32Array(MAX_BATTLE_CARDS);
  readonly cardSide = new Int8Array(MAX_BATTLE_CARDS);
  readonly cardKind = new Uint8Array(MAX_BATTLE_CARDS);
  readonly cardClears = new Uint8Array(MAX_BATTLE_CARDS);
  readonly cardPlayed = new Uint8Array(MAX_BATTLE_CARDS);

  /** Piece on each cell (`y * MAX_W + x`) or -1. */
  readonly cell = new Int16Array(MAX_CELLS);

  // The action in progress (paused by a reaction window).
  pendActive = 0;
  pendActor = -1;
  /** Ability id, or -1 for a Base Attack, -2 for a Tower shot. */
  pendAbility = -1;
  pendSlot = -1;
  pendTarget = -1;
  pendEffect = 0;
  pendSub = 0;
  pendCheckOk = 1;
  pendDmgTarget = -1;
  pendDmgAmount = 0;
  pendDmgGuaranteed = 0;

  // Owner's choices (§2.18 G47 Regroup ties, §2.4 G62 thaw): the resumable Regroup's cursor, whether
  // its pass moved a card, passes so far, the piece whose owner chooses; 8s rolled awaiting the owner's thaw choice.
  rgCursor = 0;
  rgChanged = 0;
  rgPass = 0;
  rgPiece = -1;
  thawOwed = 0;

  // NPC script cursor (§2.15).
  readonly npcOrder = new Int16Array(MAX_PIECES);
  npcCount = 0;
  npcCursor = 0;
}

const ARRAY_KEYS = [
  'heartFaces', 'npc', 'canRetreat', 'vp', 'gold', 'card', 'kind', 'ref', 'side', 'endSide', 'x', 'y', 'placed', 'alive',
  'health', 'baseAtk', 'baseDef', 'damage', 'states', 'disPhase', 'disSide', 'deathSeq', 'actFlags', 'attacksUsed', 'lastTarget', 'seduceScore',
  'seducePhase', 'defLeft', 'defPhase', 'intimPartner', 'intimCount', 'intimTurn', 'defected', 'hand', 'handIndex', 'cargo', 'abReadyPhase', 'abUsedPhase',
  'abBattleUses', 'abGameUses', 'pair', 'artCard', 'artHolder', 'artSide', 'artPassedPhase', 'artDiedWith',
  'cardHandle', 'cardSide', 'cardKind', 'cardClears', 'cardPlayed', 'cell', 'npcOrder',
] as const;
const SCALAR_KEYS = [
  'gridW', 'gridD', 'battleTurnCap', 'rechargePhases', 'frozenThaw', 'setupTouch', 'companionDefectOnRetreat', 'heartPairCap',
  'heartsOutside', 'seduceMode', 'npcMoveLimit', 'maxActors', 'actorsThisPhase', 'towerDamage', 'heartFaceCount', 'noDamage', 'mode', 'activeSide', 'phase', 'battleTurn',
  'firstSide', 'prefixPhases', 'phaseActs', 'pieceCount', 'artCount', 'deathCounter', 'winner', 'reason', 'retreatRoll',
  'retreatSide', 'declare', 'cardCount', 'pendActive', 'pendActor', 'pendAbility', 'pendSlot', 'pendTarget', 'pendEffect', 'pendSub', 'pendCheckOk',
  'pendDmgTarget', 'pendDmgAmount', 'pendDmgGuaranteed', 'npcCount', 'npcCursor', 'rgCursor', 'rgChanged', 'rgPass', 'rgPiece', 'thawOwed',
] as const;

type ArrayKey = (typeof ARRAY_KEYS)[number];
type ScalarKey = (typeof SCALAR_KEYS)[number];

/** Copies every field of `src` into `dst` without allocating. */
export function copyBattleInto(dst: BattleState, src: BattleState): void {
  for (let i = 0; i < ARRAY_KEYS.length; i++) {
    const k = ARRAY_KEYS[i] as ArrayKey;
    (dst[k] as { set(a: ArrayLike<number>): void }).set(src[k]);
  }
  for (let i = 0; i < SCALAR_KEYS.length; i++) {
    const k = SCALAR_KEYS[i] as ScalarKey;
    dst[k] = src[k];
  }
}

/** A battle never started: what every state holds while no battle frame is open. Never written. */
const PRISTINE = new BattleState();

/** Returns `b` to the pristine battle (when its frame closes), so idle battles compare equal and need no copy. */
export function resetBattle(b: BattleState): void {
  copyBattleInto(b, PRISTINE);
  b.facesCache = b.heartFaces.subarray(0, b.heartFaceCount);
}

/** The attraction die faces (hearts per face) as an exact-length view; allocates only when the face count changes. */
export function facesView(b: BattleState): Int8Array {
  if (b.facesCache.length !== b.heartFaceCount) b.facesCache = b.heartFaces.subarray(0, b.heartFaceCount);
  return b.facesCache;
}

export function cellOf(x: number, y: number): number {
  return y * MAX_W + x;
}

/** The side whose Attack Phase number `phase` is (§2.4; Attack xN prefix, G22). */
export function sideOfPhase(b: BattleState, phase: number): number {
  if (phase < b.prefixPhases) return b.firstSide;
  return (phase - b.prefixPhases) % 2 === 0 ? 1 - b.firstSide : b.firstSide;
}

export function isChar(b: BattleState, p: number): boolean {
  return b.kind[p] === PK_CHAR;
}

export function onGrid(b: BattleState, p: number): boolean {
  return b.alive[p] === 1 && b.placed[p] === 1;
}
