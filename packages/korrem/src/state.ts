// The Heart of Korrem game state (spec §6.1), as typed arrays so that `clone`/`copyInto` are a few
// block copies and a decision allocates nothing. Everything per seat, per army, per card copy and
// per tile is a fixed-size block; sizes come from the content and the player count (`StateShape`).
//
// Card copies. Every physical character card in play (each seat's Nation deck, the Creature deck)
// has a fixed copy number `Copy` 0..copies-1 for the whole game (spec §6.1 "unique ids"): decks,
// Town Hall slots, hands and armies hold copy numbers, and per-copy arrays say where a copy is and
// what persists on it (Undead, a Romantic bond, quest progress). World cards likewise have copy
// numbers `WCopy` (the World deck's entries).
import type { CompiledContent } from './content/compiled.js';
import { RESOURCES } from './lands.js';
import { KorremMap } from './map/board.js';
import { SetupPlacement, TileBag } from './map/setup-placement.js';
import { BattleState, copyBattleInto } from './battle/battle-state.js';

/** A card copy's number (0..copies-1). */
export type Copy = number;
/** A World-card copy's number (0..worldCopies-1). */
export type WCopy = number;
/** An army's number: seat * flagsPerNation + flag (player armies), or npcBase + flag (NPC armies). */
export type ArmyIndex = number;
/** A tile's number on the map (placement order). */
export type TileIndex = number;
export type Seat = number;

export const NONE = -1;

// ---- where a card copy is (copyLoc; copyArg says which one) --------------------------------------
export const LOC_BOX = 0; // out of the game (e.g. a creature deck copy of an unused set)
export const LOC_NATION_DECK = 1; // copyArg = seat (order in nationDeck)
export const LOC_SLOT = 2; // copyArg = seat * slotCap + slot
export const LOC_HAND = 3; // a Summon taken into the hand; copyArg = seat
export const LOC_ARMY = 4; // copyArg = ArmyIndex (player or NPC army)
export const LOC_CREATURE_DECK = 5;
export const LOC_BATTLE = 6; // in the running battle (copyArg = its army before the battle)

// ---- where a World-card copy is (wLoc; wArg) -----------------------------------------------------
export const WLOC_DECK = 0;
export const WLOC_DISCARD = 1; // the face-up World discard pile (G78)
export const WLOC_HAND = 2; // wArg = seat
export const WLOC_TIMELINE = 3; // queued or active Event (order in `timeline`)
export const WLOC_ARMY = 4; // an Artifact carried by an army; wArg = ArmyIndex
export const WLOC_BANK = 5; // an Artifact in a Nation Bank; wArg = seat
export const WLOC_GONE = 6; // destroyed for its discard value (§3.4) or otherwise removed
export const WLOC_DRAWN = 7; // drawn on weather 8, waiting for the Observer's choice (world-draw.ts)

// ---- settlements (per tile) ---------------------------------------------------------------------
export const SETTLE_NONE = 0;
export const SETTLE_VILLAGE = 1;
export const SETTLE_KINGDOM = 2;

// ---- per-seat words: pl[seat * PL_WORDS + PL_*] --------------------------------------------------
export const PL_NATION = 0;
export const PL_VP = 1; // total VP (quests + Monsters + banked Artifacts + traded)
export const PL_VP_QUEST = 2; // VP by source, for metrics (spec §6.6)
export const PL_VP_MONSTER = 3;
export const PL_VP_ARTIFACT = 4;
export const PL_ACTIONS = 5; // Actions left this Command Phase (G14 pool per player)
export const PL_FREE_USED = 6; // zero-cost atomic actions taken this Command Phase (maxFreeActionsPerPhase)
export const PL_OFFERS = 7; // trade offers made this Command Phase (maxTradeOffersPerPhase, G11)
export const PL_BAZAAR_USED = 8; // Barrenaire Bazaar purchase made (once per player per game, G72)
export const PL_RENEGED_MASK = 9; // bit s: seat s reneged on this seat (reciprocity, §6.6)
export const PL_VILLAGES_LEFT = 10; // supply (§1.3)
export const PL_KINGDOMS_LEFT = 11;
export const PL_WALLS_LEFT = 12;
export const PL_TOWERS_LEFT = 13;
export const PL_SLOTS = 14; // Town Hall piles P = villages + 2 × kingdoms (§1.15)
export const PL_BANK = 15; // PL_BANK + r: resources in the Nation Bank
/** Trade counts for the metrics (the trade-mode comparison): parts this seat handed over, reneges it made. */
export const PL_DELIVERED = PL_BANK + RESOURCES;
export const PL_RENEGES = PL_DELIVERED + 1;
export const PL_WORDS = PL_RENEGES + 1;

// ---- globals: g[G_*] ---------------------------------------------------------------------------
export const G_ROUND = 0; // 1-based round; 0 during setup
export const G_OBSERVER = 1; // seat
export const G_FIRST = 2; // the first player (setup roll, §1.5 step 1)
export const G_WEATHER = 3; // this round's D8 (0 before the roll)
export const G_COMMAND_SEAT = 4; // the seat whose Command Phase runs, -1 none
export const G_COMMANDS_DONE = 5; // Command Phases finished this round
export const G_WINNER = 6; // seat, -1 none
export const G_END = 7; // END_* why the game ended, 0 running
export const G_DEPTH = 8; // open decision frames
export const G_TL_ACTIVE = 9; // the active Event's World copy, -1 none (§3.3)
export const G_TL_LEFT = 10; // its rounds left
export const G_TL_LEN = 11; // queued Events in `timeline`
export const G_HEARTS_USED = 12; // Heart-token pairs in use (heartPairCap)
export const G_BATTLE = 13; // 1 while a battle sub-game runs
export const G_HIDDEN_READS = 14; // hiddenReads: draws from face-down zones (decks, bag) and other reads of hidden values
export const G_STAGE = 15; // the round driver's stage (round.ts ST_*)
export const G_COMMAND_INDEX = 16; // which Command Phase of the round runs (0..N-1)
export const G_HEART_PAID = 17; // the Heart of Korrem has paid its VP (once per game, G35)
/** 1 while the Creature deck's top card is one every player has seen revealed (weather 4; a Taverns or Lodge roll, kept on top after Decline) and has not moved since; determinize keeps it (spec §6.1). */
export const G_CREATURE_TOP_SEEN = 18;
export const G_SIZE = 32;

export const END_VP = 1;
export const END_CAP = 2;

// ---- decision frames (spec §6.3 "the cursor is a stack of frames") ----------------------------------
// A frame: prompt id (FW_PROMPT, one of PR_* registered in prompts.ts), the deciding seat, and
// FRAME_FIELDS words the prompt's module defines for itself. Sub-decisions push frames; a module's
// `apply` pops its own frame when its decision is finished.
export const FW_PROMPT = 0;
export const FW_SEAT = 1;
export const FW_0 = 2;
export const FRAME_FIELDS = 10;
export const FRAME_WORDS = FW_0 + FRAME_FIELDS;
export const FRAME_DEPTH = 16;

/** The sizes of every block, fixed for a run (content) and a game (player count). */
export interface StateShape {
  readonly seats: number;
  readonly flagsPerNation: number; // G9: 8
  readonly npcFlags: number; // §1.3: 9
  readonly copies: number; // card copies: the seats' Nation decks + the Creature deck
  readonly worldCopies: number;
  readonly tileCap: number; // every tile of the bag, and the map's capacity
  readonly slotCap: number; // Town Hall slots: villages + 2 × kingdoms at most
  readonly handCap: number; // cards in a hand (World copies and Summon copies)
}

export function stateShape(content: CompiledContent, seats: number, flagsPerNation: number, npcFlags: number): StateShape {
  let copies = content.creatureDeck.length;
  let maxDeck = 0;
  const n = content.nations;
  for (let i = 0; i + 1 < n.deckStart.length; i++) maxDeck = Math.max(maxDeck, n.deckStart[i + 1]! - n.deckStart[i]!);
  copies += seats * maxDeck;
  let slotCap = 0;
  for (let i = 0; i < n.villages.length; i++) slotCap = Math.max(slotCap, n.villages[i]! + 2 * n.kingdoms[i]!);
  return {
    seats,
    flagsPerNation,
    npcFlags,
    copies,
    worldCopies: content.worldDeck.length,
    tileCap: content.tiles.count + 1,
    slotCap,
    handCap: content.worldDeck.length + maxDeck,
  };
}

/** The whole game state. Every block is a view on one ArrayBuffer except the map's and the battle's own. */
export class KorremState {
  readonly g: Int32Array;
  readonly frames: Int32Array;
  /** Per seat: PL_* words. */
  readonly pl: Int32Array;
  /** Per seat: the seat's nation index (NATION_IDS) — also pl[PL_NATION]; kept apart for quick reads. */
  readonly nation: Int8Array;

  // Card copies.
  readonly copyCard: Int16Array;
  readonly copyLoc: Int8Array;
  readonly copyArg: Int16Array;
  /** Persistent state bits (STATE_UNDEAD survives battles, spec §2.8). */
  readonly copyState: Uint8Array;
  /** Romantic partner copy, -1 none (spec §2.9: lasts until either dies). */
  readonly copyRomance: Int16Array;
  /** Quest progress: times paid (repeat) or 1 once paid (once) or VP held (keep). */
  readonly copyQuest: Int8Array;
  /**
   * Deplete(n) uses spent this game, per copy (spec §2.7, G60): 2 bits per ability slot of its card,
   * slot k in bits 2k..2k+1 (4 slots, the battle's ABIL_SLOTS), a count saturating at 3: a Deplete(n > 3)
   * ability would never run out across battles (no starter card has one). Encoded and decoded by
   * battle/deplete-uses.ts.
   */
  readonly copyDepleted: Uint8Array;
  /**
   * Per copy, uses this Command Phase (reset at its owner's Command Phase start). Bit layout:
   * bit 0 = the once-per-phase gather entry (Barter, G17) was used (command/gather.ts BARTER_USED_BIT);
   * bits 1–7 = the number of smelts this phase (0..127, command/smelt.ts SMELT_SHIFT).
   */
  readonly copyPhaseUses: Uint8Array;

  // Nation decks (face down, top = the last entry), Town Hall slots, hands.
  readonly nationDeck: Int16Array; // seat * copies + i
  readonly nationDeckLen: Int16Array;
  readonly slot: Int16Array; // seat * slotCap + i: copy or -1
  readonly slotFresh: Uint8Array; // §1.15 fresh-card rule
  /** Hands: entries are card copies (Summons, ≥ 0) or ~WCopy (World cards, < 0). */
  readonly hand: Int16Array; // seat * handCap + i
  readonly handLen: Int8Array;

  // Creature deck, World deck (top = last entry), World discard, the Event timeline queue.
  readonly creatureDeck: Int16Array;
  readonly worldDeck: Int16Array;
  readonly worldDiscard: Int16Array;
  readonly timeline: Int16Array; // queued Events (WCopy), in order
  readonly timelineBy: Int8Array; // who played each
  /** Lengths: [creatureDeck, worldDeck, worldDiscard, (spare)]. */
  readonly lens: Int16Array;
  readonly wCard: Int16Array; // World copy → World card id
  readonly wLoc: Int8Array;
  readonly wArg: Int16Array;

  /** Per copy: the seat whose Nation deck it belongs to (killed characters return there, §1.15), -1 for creatures. */
  readonly copyOrigin: Int8Array;
  /**
   * Entries at the bottom of each face-down deck that every player has seen go there (cycled or
   * killed cards, §1.15; the World deck's returned Artifacts): [seat's Nation deck…, Creature deck,
   * World deck]. `determinize` keeps them and shuffles only the rest (spec §6.1).
   */
  readonly deckKnown: Int16Array;

  // Armies: player armies seat * flags + f, then NPC armies npcBase + f.
  readonly armyTile: Int16Array; // -1: flag free
  readonly armyCargo: Int16Array; // army * RESOURCES + r
  readonly armyLandmarkUsed: Uint8Array; // once per army per Command Phase (G53)
  /** game.actionPool=perArmy (G14): Actions this army has left in its owner's Command Phase (unused under perPlayer). */
  readonly armyActions: Uint8Array;
  readonly npcStanding: Uint8Array; // NPC army f: a standing Sinister army (§1.18)

  // Settlements, per tile.
  readonly settleOwner: Int8Array;
  readonly settleKind: Uint8Array;
  readonly settleWalls: Uint8Array;
  readonly settleTowers: Uint8Array;
  readonly settleOccupier: Int16Array; // occupying ArmyIndex, -1 none (§1.20)

  /** The battle sub-game while G_BATTLE is 1 (battle/battle-state.ts, its own typed arrays). */
  readonly battle = new BattleState();

  readonly buffer: ArrayBuffer;
  readonly npcBase: number;
  readonly armies: number;

  constructor(
    readonly shape: StateShape,
    /** The map (its own typed arrays, map/board.ts). */
    readonly map: KorremMap,
    /** The face-down tile bag (unordered; draws use the rules rng, spec §6.2). */
    readonly bag: TileBag,
    /** The setup map procedure's hands and turn (§1.5), finished once Round 1 starts. */
    readonly placing: SetupPlacement,
  ) {
    const { seats, copies, worldCopies, tileCap, slotCap, handCap } = shape;
    const armies = seats * shape.flagsPerNation + shape.npcFlags;
    this.npcBase = seats * shape.flagsPerNation;
    this.armies = armies;
    // Int32 blocks first, then Int16, then bytes: every view stays aligned.
    const i32 = G_SIZE + (FRAME_DEPTH + 1) * FRAME_WORDS + seats * PL_WORDS;
    const i16 =
      copies * 3 + // copyCard, copyArg, copyRomance
      seats * copies + seats + // nationDeck, nationDeckLen
      seats * slotCap + seats * handCap +
      copies + worldCopies * 3 + worldCopies * 2 + 4 + // creatureDeck, worldDeck, worldDiscard, timeline, wCard, wArg, lens
      seats + 2 + // deckKnown
      armies + armies * RESOURCES + // armyTile, armyCargo
      tileCap; // settleOccupier
    const u8 =
      seats + copies * 6 + seats * slotCap + seats + worldCopies * 2 + armies * 3 + tileCap * 4; // … armyLandmarkUsed, armyActions, npcStanding
    const buf = new ArrayBuffer(i32 * 4 + i16 * 2 + u8 + 8);
    this.buffer = buf;
    let at = 0;
    const take32 = (n: number): Int32Array => {
      const v = new Int32Array(buf, at, n);
      at += n * 4;
      return v;
    };
    const take16 = (n: number): Int16Array => {
      const v = new Int16Array(buf, at, n);
      at += n * 2;
      return v;
    };
    const takeU8 = (n: number): Uint8Array => {
      const v = new Uint8Array(buf, at, n);
      at += n;
      return v;
    };
    const takeI8 = (n: number): Int8Array => {
      const v = new Int8Array(buf, at, n);
      at += n;
      return v;
    };
    this.g = take32(G_SIZE);
    this.frames = take32((FRAME_DEPTH + 1) * FRAME_WORDS);
    this.pl = take32(seats * PL_WORDS);
    this.copyCard = take16(copies);
    this.copyArg = take16(copies);
    this.copyRomance = take16(copies);
    this.nationDeck = take16(seats * copies);
    this.nationDeckLen = take16(seats);
    this.slot = take16(seats * slotCap);
    this.hand = take16(seats * handCap);
    this.creatureDeck = take16(copies);
    this.worldDeck = take16(worldCopies);
    this.worldDiscard = take16(worldCopies);
    this.timeline = take16(worldCopies);
    this.wCard = take16(worldCopies);
    this.wArg = take16(worldCopies);
    this.lens = take16(4);
    this.deckKnown = take16(seats + 2);
    this.armyTile = take16(armies);
    this.armyCargo = take16(armies * RESOURCES);
    this.settleOccupier = take16(tileCap);
    this.nation = takeI8(seats);
    this.copyLoc = takeI8(copies);
    this.copyOrigin = takeI8(copies);
    this.copyState = takeU8(copies);
    this.copyQuest = takeI8(copies);
    this.copyDepleted = takeU8(copies);
    this.copyPhaseUses = takeU8(copies);
    this.slotFresh = takeU8(seats * slotCap);
    this.handLen = takeI8(seats);
    this.wLoc = takeI8(worldCopies);
    this.timelineBy = takeI8(worldCopies);
    this.armyLandmarkUsed = takeU8(armies);
    this.armyActions = takeU8(armies);
    this.npcStanding = takeU8(armies);
    this.settleOwner = takeI8(tileCap);
    this.settleKind = takeU8(tileCap);
    this.settleWalls = takeU8(tileCap);
    this.settleTowers = takeU8(tileCap);
    if (at > buf.byteLength) throw new RangeError('state layout overflow');
  }

  /**
   * Copies `src` (same shape) into this state without allocating. `withBattle` false skips the
   * battle sub-game's arrays: only for two states without an open battle, whose battles are both
   * pristine (prompts.ts `copyGameInto`).
   */
  copyFrom(src: KorremState, withBattle = true): void {
    new Uint8Array(this.buffer).set(new Uint8Array(src.buffer));
    KorremMap.copyInto(this.map, src.map);
    TileBag.copyInto(this.bag, src.bag);
    SetupPlacement.copyInto(this.placing, src.placing);
    if (withBattle) copyBattleInto(this.battle, src.battle);
  }
}

// ---- reading helpers every module uses --------------------------------------------------------------

export const seats = (s: KorremState): number => s.shape.seats;
export const plWord = (s: KorremState, seat: Seat, w: number): number => s.pl[seat * PL_WORDS + w]!;
export const bankOf = (s: KorremState, seat: Seat, r: number): number => s.pl[seat * PL_WORDS + PL_BANK + r]!;
export const armyOf = (s: KorremState, seat: Seat, flag: number): ArmyIndex => seat * s.shape.flagsPerNation + flag;
/** The seat owning army `a`, or -1 for an NPC army. */
export const armyOwner = (s: KorremState, a: ArmyIndex): Seat => (a < s.npcBase ? Math.floor(a / s.shape.flagsPerNation) : NONE);
export const isNpcArmy = (s: KorremState, a: ArmyIndex): boolean => a >= s.npcBase;

/** Writes the copies in army `a` into `out` and returns how many (scans the copies: armies are small and copies ~100). */
export function armyMembers(s: KorremState, a: ArmyIndex, out: Int16Array | Int32Array): number {
  let k = 0;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) out[k++] = c;
  return k;
}

export function armySize(s: KorremState, a: ArmyIndex): number {
  let k = 0;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) k++;
  return k;
}

/** The army of `seat` on tile `t`, or -1 (at most one per nation per hex, §1.17). */
export function seatArmyAt(s: KorremState, seat: Seat, t: TileIndex): ArmyIndex {
  const f = s.shape.flagsPerNation;
  for (let i = 0; i < f; i++) if (s.armyTile[seat * f + i] === t) return seat * f + i;
  return NONE;
}

/** Any army (player or NPC) on tile `t` other than `except`, or -1. */
export function otherArmyAt(s: KorremState, t: TileIndex, except: ArmyIndex): ArmyIndex {
  for (let a = 0; a < s.armies; a++) if (a !== except && s.armyTile[a] === t) return a;
  return NONE;
}

/** A free flag of `seat`, or -1 (G9). */
export function freeFlag(s: KorremState, seat: Seat): ArmyIndex {
  const f = s.shape.flagsPerNation;
  for (let i = 0; i < f; i++) if (s.armyTile[seat * f + i] === NONE) return seat * f + i;
  return NONE;
}

// ---- frames ----------------------------------------------------------------------------------------

/** A frame: the index of its first word in `frames`. */
export type Frame = number;

export function pushFrame(s: KorremState, prompt: number, seat: Seat): Frame {
  const d = s.g[G_DEPTH]!;
  if (d >= FRAME_DEPTH) throw new RangeError(`decision frames exceed ${FRAME_DEPTH}`);
  const fr = d * FRAME_WORDS;
  s.frames.fill(0, fr, fr + FRAME_WORDS);
  s.frames[fr + FW_PROMPT] = prompt;
  s.frames[fr + FW_SEAT] = seat;
  s.g[G_DEPTH] = d + 1;
  return fr;
}

export const topFrame = (s: KorremState): Frame => (s.g[G_DEPTH]! - 1) * FRAME_WORDS;

export function popFrame(s: KorremState): void {
  const d = s.g[G_DEPTH]! - 1;
  if (d < 0) throw new RangeError('no decision frame to close');
  s.frames.fill(0, d * FRAME_WORDS, (d + 1) * FRAME_WORDS);
  s.g[G_DEPTH] = d;
}
