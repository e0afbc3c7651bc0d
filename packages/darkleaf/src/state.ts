// One flat game state in typed arrays over a single ArrayBuffer (spec §6.2), so
// clone/copyInto are one byte copy and nothing is allocated per unit.
// The number constants come first: the build inlines a module's leading constants only.
import type { Config } from './config.js';

/** Unit id 0..31: seat*16 + slot in the fixed army (ids 0–7 pawns, 8–9 knights, 10–11 sages, 12–13 rooks, 14 queen, 15 king). */
export type UnitId = number;

export const SQ_GRAVEYARD = -1;
export const SQ_OUT = -2;
export const NO_UNIT = -1;

export const MAX_ROWS = 5;
export const MAX_SLOTS = 8;
export const BONES = 6;
/**
 * Hexen Hex records (clans/hexen.ts): hexSite[i] is where record i lies — a square 0..63 for a Poison
 * Garden, HEX_UNIT + u for a Witch's Ladder on unit u; hexCell[i] its counters/seat/pending cell, 0 = free.
 * Several Hexes may share a square or unit (ruling 5 of 2026-11-26, G-68). Every live Hex holds at least one
 * fate chip (L957), so a Hexen seat has at most chipsInPlay of them (compile.ts checks 2 × that fits).
 */
export const HEX_SLOTS = 32;
export const HEX_UNIT = 64;

/** Territory flags. */
export const TERR_RECLAIMED = 1;
/** Unit flags. */
export const UF_QUARRY = 1;
/** A Quarry that has been vanquished once (G-72: a returned piece is not a Quarry again). */
export const UF_QUARRY_TAKEN = 2;

// Global scalars (Int32).
export const G_TURN = 0; // turns completed
export const G_SEAT = 1; // active seat
export const G_PHASE = 2;
export const G_ROLL = 3; // value of the last bone rolled this turn, 0 = none
export const G_ROLL_BONE = 4; // bone index (0..5) of the last roll, −1 none
export const G_INTENT = 5;
export const G_I_UNIT = 6;
export const G_I_T1 = 7;
export const G_I_T2 = 8;
export const G_JOURNEYED = 9; // unit that journeyed this turn, −1
export const G_EXTRA = 10; // pending extra turns (Electromagnetic Loop)
export const G_WINNER = 11;
export const G_REASON = 12;
export const G_OVER = 13; // 0 running, 1 win, 2 timeout
export const G_PREDICTIVE = 14; // Predictive Model active this turn
export const G_LOOP_SPENT = 15; // a Loop was spent this Upkeep (G-44)
export const G_ACQ_ROW = 16; // row being acquired in Phase 5, −1
// g[17..20] are unused (they were scratch registers whose meaning changed per prompt; decision frames replaced them).
export const G_DEPTH = 21; // open decision frames (frames, below), 0 = none
export const G_FIRST_SEAT = 22;
export const G_SLOTTED = 23; // a bone was slotted this turn
export const G_ROLLS = 24; // bones rolled this turn
// g[25] is unused (it held the one continuation of the one open clan prompt before decision frames).
export const G_IN_EXTRA = 26; // this turn is an extra turn (Electromagnetic Loop)
// g[27] is unused (it held a process-wide legal-action cache stamp until issue 24: a state's
// bytes depend only on the seed and the actions; the list settle() found lives beside them, see keepLegal).
const G_SIZE = 32;

/**
 * Decision frames: a clan decision in progress is a frame on a small stack in the state (flow.ts
 * opens, steps and closes them). A frame is FRAME_WORDS Int32 words: the prompt being asked
 * (FW_PROMPT, a clan-owned id), how play resumes when the frame closes (FW_RESUME, RESUME_* in
 * flow.ts), then FRAME_FIELDS fields that the clan owning the prompt names per prompt
 * (`const SPLIT_LEFT = FIELD_0`). A sub-decision is a frame pushed over its parent, which
 * resumes when it closes; nothing is passed through shared registers.
 */
export const FRAME_DEPTH = 4;
export const FRAME_WORDS = 6;
export const FRAME_FIELDS = 4;
export const FW_PROMPT = 0, FW_RESUME = 1;
export const FIELD_0 = 2, FIELD_1 = 3, FIELD_2 = 4, FIELD_3 = 5;
/** A spare frame past the stack: openPrompt returns it once the game is over, so writes there change nothing. */
export const FRAME_SPARE = FRAME_DEPTH * FRAME_WORDS;
/** A decision frame: the index of its first word in DarkleafState.frames. */
export type Frame = number;

/** Intents (TS-2). */
export const INTENT_NONE = 0, INTENT_JOURNEY = 1, INTENT_DEED = 2;

/** Phases / prompts of the turn machine. */
export const PH_SETUP = 0; // SU-8 a clan's setup decision before the first turn (Hexen: designate the Divine Quarry)
export const PH_UPKEEP = 1; // TS-1 relics / clear rows
export const PH_DECLARE = 2; // TS-2
export const PH_CHOOSE_BONE = 3; // DP-8
export const PH_POSTROLL = 4; // roll-first clans choose what to do with the roll
export const PH_JOURNEY = 5; // DP-10
export const PH_SLOT = 6; // TS-4
export const PH_ACQUIRE = 7; // TS-5 choices
export const PH_CLAN = 8; // a clan-owned sub-prompt
export const PH_OVER = 9;
export const PH_WILL = 10; // Haggedorn's Will prompts and the SU-9 handicap (will.ts)

/** Number of persistent Int32 variables each seat's clan module may use (clanVar[seat * CLAN_VARS + k]). */
export const CLAN_VARS = 16;

// Byte layout of the buffer.
const OFF_G = 0;
const OFF_BOARD = OFF_G + G_SIZE * 4;
const OFF_TERR = OFF_BOARD + 64;
const OFF_USQ = OFF_TERR + 64;
const OFF_UAURA = OFF_USQ + 32;
const OFF_UFLAGS = OFF_UAURA + 32;
const OFF_UFROZEN = OFF_UFLAGS + 32; // Int16 ×32 (even offset)
const OFF_BSIDES = OFF_UFROZEN + 64;
const OFF_BLOC = OFF_BSIDES + 12;
const OFF_SVAL = OFF_BLOC + 12;
const OFF_SBONE = OFF_SVAL + 2 * MAX_ROWS * MAX_SLOTS;
const OFF_RELIC = OFF_SBONE + 2 * MAX_ROWS * MAX_SLOTS;
const OFF_LAW = OFF_RELIC + 2 * MAX_ROWS;
const OFF_WILL = OFF_LAW + 2;
const OFF_CHIPS = OFF_WILL + 2;
const OFF_PROGRESS = OFF_CHIPS + 2;
const OFF_ONCE = OFF_PROGRESS + 8;
const OFF_CLAN = OFF_ONCE + 2;
const OFF_MARKCHIPS = OFF_CLAN + 2;
const OFF_HEXSITE = OFF_MARKCHIPS + 2;
const OFF_HEXCELL = OFF_HEXSITE + HEX_SLOTS;
const OFF_CLANVAR = (OFF_HEXCELL + HEX_SLOTS + 3) & ~3; // Int32 ×2*CLAN_VARS
const OFF_WILLVAR = OFF_CLANVAR + 2 * CLAN_VARS * 4; // Int32 ×40 (will.ts)
const OFF_FRAMES = OFF_WILLVAR + 40 * 4; // Int32 ×(FRAME_DEPTH + 1)*FRAME_WORDS (the spare frame last)
const SIZE = (OFF_FRAMES + (FRAME_DEPTH + 1) * FRAME_WORDS * 4 + 7) & ~7;

/** uFlags bits 4..7 are free for clan modules (e.g. Ladder marks, stasis caches). */
export const UF_CLAN_0 = 16, UF_CLAN_1 = 32, UF_CLAN_2 = 64, UF_CLAN_3 = 128;

/** Progress counters per seat (INV-14). */
export const PR_MARKS = 0, PR_PUSHOFFS = 1, PR_RECLAIMED = 2, PR_QUARRY = 3;

/** willVar indices read outside will.ts: relic tokens marking rest-of-game Will results (CR-W-3, G-9), bones in reserve imposed by the Will. */
export const WV_MARKERS = 20, WV_RESERVE = 30;

export const ARMY_TYPES: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 1, 1, 3, 3, 4, 5];
export const unitType = (u: UnitId): number => ARMY_TYPES[u & 15]!;
export const unitSeat = (u: UnitId): number => u >> 4;

export const PHASE_NAMES = ['setup', 'upkeep', 'declare', 'choose bone', 'post-roll', 'journey', 'slot', 'acquire', 'clan', 'over', 'will'];

export class DarkleafState {
  readonly bytes: Uint8Array;
  /** Global scalars, indexed by G_*. */
  readonly g: Int32Array;
  /** Unit id on each square, −1 empty. */
  readonly board: Int8Array;
  /** Territory flags (TERR_RECLAIMED). */
  readonly terr: Uint8Array;
  /** Square of each unit, −1 graveyard, −2 out of the game. */
  readonly uSq: Int8Array;
  /** Aura bits per unit (Config.auraNames). */
  readonly uAura: Uint8Array;
  readonly uFlags: Uint8Array;
  /** The unit may not journey/be used until after turn index uFrozenUntil (G-92); −1 none. */
  readonly uFrozenUntil: Int16Array;
  /** Sides of bone seat*6+i (Adapt can move a bone between seats). */
  readonly boneSides: Uint8Array;
  /** −1 in the pool, else row*8+slot. */
  readonly boneLoc: Int8Array;
  /** Slot values (seat*5+row)*8+slot, 0 empty. */
  readonly slotVal: Uint8Array;
  /** Bone index in each slot, −1 empty. */
  readonly slotBone: Int8Array;
  /** Relic tokens per seat*5+row. */
  readonly relicTok: Uint8Array;
  /** Bit per row: the law of that row is active. */
  readonly law: Uint8Array;
  readonly willTok: Uint8Array;
  /** Fate chips in use per seat (auras, marks recorded with a chip). */
  readonly chips: Uint8Array;
  readonly progress: Uint8Array;
  /** Once-per-game flags per seat (bit 0: Murg trait used). */
  readonly once: Uint8Array;
  /** Clan index per seat. */
  readonly clan: Int8Array;
  /** Fate chips of `seat` in use for anything but auras: progress marks, Hex counters (G-8). */
  readonly markChips: Uint8Array;
  /** Hexen Hex records: site (square, or HEX_UNIT + unit), see HEX_SLOTS. */
  readonly hexSite: Int8Array;
  /** Hexen Hex records: counters (bits 0-3), seat (bit 4), pending (bit 5); 0 = free record. */
  readonly hexCell: Uint8Array;
  /** Persistent clan variables, CLAN_VARS per seat (owned by the clan module in that seat). */
  readonly clanVar: Int32Array;
  /** Haggedorn's Will and handicap state (CR-W, SU-9), owned by will.ts (WV_* indices). */
  readonly willVar: Int32Array;
  /** Decision frames, FRAME_WORDS words each; g[G_DEPTH] of them are open (see FRAME_DEPTH). */
  readonly frames: Int32Array;

  // The legal actions settle() (turn.ts) found for these bytes, for the next legalActions call;
  // −1: no list to reuse. Private, so not part of the state's value: clone and copyFrom never
  // carry a list to another state, and every bulk overwrite drops it.
  #legalCount = -1;
  #legalList: Int32Array | null = null;
  // A bot's scratch copy for this seat stops before the other seat's Phase-3 roll
  // (GameDefinition.stopBeforeChance); −1: never. Private like the list: a mark of this object,
  // not of its bytes, so copyFrom keeps it and clone never passes it on.
  #stopForSeat = -1;

  constructor(readonly config: Config) {
    const buf = new ArrayBuffer(SIZE);
    this.bytes = new Uint8Array(buf);
    this.g = new Int32Array(buf, OFF_G, G_SIZE);
    this.board = new Int8Array(buf, OFF_BOARD, 64);
    this.terr = new Uint8Array(buf, OFF_TERR, 64);
    this.uSq = new Int8Array(buf, OFF_USQ, 32);
    this.uAura = new Uint8Array(buf, OFF_UAURA, 32);
    this.uFlags = new Uint8Array(buf, OFF_UFLAGS, 32);
    this.uFrozenUntil = new Int16Array(buf, OFF_UFROZEN, 32);
    this.boneSides = new Uint8Array(buf, OFF_BSIDES, 12);
    this.boneLoc = new Int8Array(buf, OFF_BLOC, 12);
    this.slotVal = new Uint8Array(buf, OFF_SVAL, 2 * MAX_ROWS * MAX_SLOTS);
    this.slotBone = new Int8Array(buf, OFF_SBONE, 2 * MAX_ROWS * MAX_SLOTS);
    this.relicTok = new Uint8Array(buf, OFF_RELIC, 2 * MAX_ROWS);
    this.law = new Uint8Array(buf, OFF_LAW, 2);
    this.willTok = new Uint8Array(buf, OFF_WILL, 2);
    this.chips = new Uint8Array(buf, OFF_CHIPS, 2);
    this.progress = new Uint8Array(buf, OFF_PROGRESS, 8);
    this.once = new Uint8Array(buf, OFF_ONCE, 2);
    this.clan = new Int8Array(buf, OFF_CLAN, 2);
    this.markChips = new Uint8Array(buf, OFF_MARKCHIPS, 2);
    this.hexSite = new Int8Array(buf, OFF_HEXSITE, HEX_SLOTS);
    this.hexCell = new Uint8Array(buf, OFF_HEXCELL, HEX_SLOTS);
    this.clanVar = new Int32Array(buf, OFF_CLANVAR, 2 * CLAN_VARS);
    this.willVar = new Int32Array(buf, OFF_WILLVAR, 40);
    this.frames = new Int32Array(buf, OFF_FRAMES, (FRAME_DEPTH + 1) * FRAME_WORDS);
    this.reset();
  }

  /** Empty board, everything in graveyards, bones in pools. */
  reset(): void {
    this.#legalCount = -1;
    this.bytes.fill(0);
    this.board.fill(-1);
    this.uSq.fill(SQ_OUT);
    this.uFrozenUntil.fill(-1);
    this.boneLoc.fill(-1);
    this.slotBone.fill(-1);
    this.g[G_ROLL_BONE] = -1;
    this.g[G_JOURNEYED] = -1;
    this.g[G_WINNER] = -1;
    this.g[G_ACQ_ROW] = -1;
    this.g[G_I_UNIT] = -1;
    this.g[G_I_T1] = -1;
    this.g[G_I_T2] = -1;
  }

  clone(): DarkleafState {
    const s = new DarkleafState(this.config);
    s.bytes.set(this.bytes);
    return s;
  }

  /**
   * Whether the seat to move, about to make its Phase-3 roll, waits at PH_CHOOSE_BONE even with one
   * kind of bone: on a bot's scratch copy, when the roll is not the bot's own (stopBeforeRollsOf).
   */
  get stopsBeforeRoll(): boolean {
    return this.#stopForSeat >= 0 && this.g[G_SEAT] !== this.#stopForSeat;
  }

  /** Marks this state, a scratch copy of `seat`'s bot, to stop before every Phase-3 roll of the other seat. */
  stopBeforeRollsOf(seat: number): void {
    this.#stopForSeat = seat;
  }

  /** settle()'s buffer for this state's legal actions (`size` long, made on first use). */
  legalBuffer(size: number): Int32Array {
    return (this.#legalList ??= new Int32Array(size));
  }

  /** Keeps the first `n` actions of legalBuffer as the legal actions of the bytes as they are now. */
  keepLegal(n: number): void {
    this.#legalCount = n;
  }

  /** Forgets the kept legal actions (the bytes are about to change). */
  dropLegal(): void {
    this.#legalCount = -1;
  }

  /** Copies the kept legal actions into `out` and returns how many; −1 when none are kept. */
  keptLegal(out: Int32Array): number {
    const n = this.#legalCount;
    const list = this.#legalList;
    for (let i = 0; i < n; i++) out[i] = list![i]!;
    return n;
  }

  /** Overwrites this state with `src` (copyInto); drops any cached legal actions of the old contents. */
  copyFrom(src: DarkleafState): void {
    this.#legalCount = -1;
    this.bytes.set(src.bytes);
  }
}

export const slotIndex = (seat: number, row: number, slot: number): number => (seat * MAX_ROWS + row) * MAX_SLOTS + slot;

/** Unit ids of a type within a seat's army: first id and count. */
export function armyRange(type: number): [number, number] {
  switch (type) {
    case 0: return [0, 8];
    case 2: return [8, 2];
    case 1: return [10, 2];
    case 3: return [12, 2];
    case 4: return [14, 1];
    default: return [15, 1];
  }
}

/** Number of pool bones of `seat`. */
export function poolCount(s: DarkleafState, seat: number): number {
  let n = 0;
  for (let i = 0; i < BONES; i++) if (s.boneLoc[seat * BONES + i] === -1) n++;
  return n;
}
