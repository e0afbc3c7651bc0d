// The compiled form of the rules data (spec §6.2): flat, typed tables the turn
// machine reads in its hot paths. Built once per run by compile.ts.
import type { Rng } from '@balance-lab/core';
import type { ClanHooks } from './clans/hooks.js';
import type { DarkleafState } from './state.js';

/** Unit types; a seat's 16 unit ids map onto a fixed chess army (CR-U-1). */
export const PAWN = 0, SAGE = 1, KNIGHT = 2, ROOK = 3, QUEEN = 4, KING = 5;
export type UnitType = number;
export const UNIT_TYPE_NAMES = ['pawn', 'sage', 'knight', 'rook', 'queen', 'king'] as const;

export const MIRACLE = 0, RELIC = 1, AURA = 2, LAW = 3;
export const SKILL_TYPE_NAMES = ['miracle', 'relic', 'aura', 'law'] as const;

export const T_UPKEEP = 0, T_AFTER_ROLL = 1, T_AFTER_JOURNEY_ROLL = 2, T_AFTER_JOURNEY = 3, T_HEX = 4, T_NONE = 5;
export const TIMING_NAMES = ['upkeep', 'afterRoll', 'afterJourneyRoll', 'afterJourney', 'hex'] as const;

/** Clan indices; also the dispatch index into the hook table. */
export const HULDRA = 0, MURG = 1, FERRYMEN = 2, ERDE = 3, WIBO = 4, HEXEN = 5;
export const CLAN_IDS = ['huldra', 'murg', 'ferrymen', 'erde', 'wibo', 'hexen'] as const;

export interface SkillConfig {
  readonly id: string;
  readonly name: string;
  readonly type: number;
  /** Number of bone slots in the row. */
  readonly nSlots: number;
  /** accept[slot]: bit v set ⇔ value v is numerically valid there (CR-S-2); all bits for sum rows. */
  readonly accept: Uint32Array;
  /** Bit v set ⇔ some slot of the row accepts v (the OR of accept). */
  readonly acceptAny: number;
  /** Sum Between range (CR-S-3); isSum false for slot-list rows. */
  readonly isSum: boolean;
  readonly sumLo: number;
  readonly sumHi: number;
  readonly relicSlots: number;
  readonly timing: number;
  readonly minRoll: number;
  /** Bit per UnitType that may carry this aura. */
  readonly auraEligible: number;
  /** Aura bit (1 << k) in a unit's aura mask, 0 if not an aura. */
  readonly auraBit: number;
}

export interface ClanConfig {
  readonly id: string;
  readonly name: string;
  readonly index: number;
  readonly startingOrder: number;
  readonly royalType: UnitType;
  /** The clan's path to victory targets the rival royal: Thick Skin yields to it (ER-U-5, CR-V-5). */
  readonly pathTargetsRoyal: boolean;
  readonly boneSides: number;
  readonly boneCount: number;
  /** Per UnitType, 8-bit local direction masks. */
  readonly journeyMask: Uint8Array;
  readonly journeyUpTo: Uint8Array;
  /** Fixed journey distance (0 = the journey value). */
  readonly journeyFixed: Uint8Array;
  /** Deed direction mask (bit 8 = along the journey, bit 9 = own square). */
  readonly deedMask: Uint16Array;
  readonly invulnerable: Uint8Array;
  /** Coded abilities per UnitType (data AbilityId). */
  readonly abilities: readonly (readonly string[])[];
  /** Starting layout: types and local squares. */
  readonly layoutType: readonly number[];
  readonly layoutSq: readonly number[];
  readonly thresholds: Readonly<Record<string, number>>;
  readonly skills: readonly SkillConfig[];
  /** Fate chips in play (G-8); 0 for Wibo. */
  readonly chipsInPlay: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** Skill row index by skill id, −1 when absent. */
  readonly skillRow: Readonly<Record<string, number>>;
}

export interface GameConfig {
  readonly maxRounds: number;
  readonly willMode: string;
  readonly firstPlayer: string;
  readonly enforceChipSupply: boolean;
  readonly relicTokenSupply: number;
  readonly allowMirror: boolean;
  readonly sumRowReachability: boolean;
  readonly fillFromEndsOnly: boolean;
  readonly rowNeedsExecutableEffect: boolean;
  readonly autoApplyForcedChoices: boolean;
  readonly blockInvulnerableTargets: boolean;
  readonly lawRowClosed: boolean;
  readonly bonesInReserve: number;
  readonly willTokensPerPlayer: number;
  readonly willActivation: string;
  readonly handicapBones: number;
  readonly handicapBlocks: string;
  readonly handicapSeat: string;
  /**
   * Every `game.*` switch by its parameter name, the clan-owned ones included (a clan reads the
   * switches its data module registers, e.g. Wibo's `wiboMustDeclareMorphTarget`, G-61): the
   * shared fields above are what the mechanisms read.
   */
  readonly switches: Readonly<Record<string, unknown>>;
}

export interface Config {
  readonly clans: readonly ClanConfig[];
  readonly game: GameConfig;
  /** Largest bone face of any clan (G-13 reachability uses 1..maxSides). */
  readonly maxSides: number;
  /** Aura bits that absorb one vanquish (CR-V-7, G-87): aura skills whose data `protects` (Iron Plating). */
  readonly protectiveAuras: number;
  /** Names of aura bits, for render. */
  readonly auraNames: readonly string[];
  /** Haggedorn's Will table of the side in play (no cells when willMode is off). */
  readonly will: WillConfig;
  /**
   * The clan hook tables, indexed by clan index (CLAN_IDS order), bound by compile.ts: mechanisms
   * reach faction behaviour as `s.config.hooks[clan]` and never import the clans (issue 24).
   */
  readonly hooks: readonly ClanHooks[];
  /**
   * Haggedorn's Will and the handicap bones at their steps of the turn machine (will.ts), bound
   * by compile.ts so flow.ts calls them without importing will.ts, which calls flow's continuations.
   */
  readonly willSteps: WillSteps;
}

/** Where the turn machine (flow.ts) hands over to the Will (will.ts); each returns true when the Will took control. */
export interface WillSteps {
  /** SU-9: handicap bones before the first turn. */
  startHandicap(s: DarkleafState, rng: Rng): boolean;
  /** TS-1 step 1, CR-W-3: the roller's Will counters. */
  upkeepTick(s: DarkleafState, seat: number): void;
  /** willActivation=anyUpkeep: the rival may spend a Will token now (L347). */
  offerRival(s: DarkleafState): boolean;
  /** DP-9: an active Will reroll is offered first. */
  afterRoll(s: DarkleafState): boolean;
  /** A Will effect "cannot slot bones" skips Phase 4. */
  blocksSlotting(s: DarkleafState): boolean;
  /** G-91: a row completed by a handicap bone returns to setup. */
  endAcquire(s: DarkleafState, rng: Rng): boolean;
}

export const clanIndex = (id: string): number => (CLAN_IDS as readonly string[]).indexOf(id);

/** Will ops (data WillOp) as integers for the hot path (will.ts). */
export const W_NOTHING = 0, W_REKINDLE = 1, W_VANQUISH = 2, W_RETURN_BONE = 3, W_RETURN_ROW = 4, W_DISCARD_RELIC = 5,
  W_GAIN_RELIC = 6, W_RELOCATE = 7, W_REROLL = 8, W_NO_SLOTTING = 9, W_NO_RELICS = 10, W_RESERVE = 11;
export const W_AREA_SEAT = 0, W_AREA_ADJ_ROYAL = 1, W_AREA_NEXT_ROOK = 2;

/** One compiled cell of the Will card (spec Appendix B). */
export interface WillCell {
  readonly op: number;
  /** Bit per UnitType. */
  readonly types: number;
  readonly area: number;
  /** The executing player's rival makes the choice (chooser 'rival'). */
  readonly rivalChooses: boolean;
  readonly count: number;
  /** 0 instant, n rounds, −1 remainder of the game (CR-W-3). */
  readonly rounds: number;
  /** Bit per roll value a reroll applies to; 0 = any. */
  readonly rollMask: number;
}

export interface WillConfig {
  readonly dieSides: number;
  /** Index = die result − 1. */
  readonly cells: readonly WillCell[];
}
