// The typed schema of Darkleaf Gambit's rules-as-data (spec Appendix A.2, extended).
//
// Every value that came from the rulebook or the spec's gap table is a `Sourced<T>`:
// the plain value plus where it comes from — a rulebook line ("L563", "L197-203")
// or "ASSUMPTION G-nn: reason" when the printed text was lost. The engine reads
// `.value` once, when it compiles GameData into flat typed tables; the parameter
// registry (parameters.ts) turns every Sourced leaf into one `--set` key.

import type { Sourced } from '@balance-lab/core/sourced';
import type { WeightsData } from './weights.js';

/** A value plus where it comes from (the core's type). */
export type { Sourced };

export type ClanId = 'huldra' | 'murg' | 'ferrymen' | 'erde' | 'wibo' | 'hexen';
export const CLAN_IDS: readonly ClanId[] = ['huldra', 'murg', 'ferrymen', 'erde', 'wibo', 'hexen'];

export type UnitType = 'pawn' | 'sage' | 'knight' | 'rook' | 'queen' | 'king';
export const UNIT_TYPES: readonly UnitType[] = ['pawn', 'sage', 'knight', 'rook', 'queen', 'king'];
export type RoyalType = 'queen' | 'king';

/** Directions in the owner's local frame (N = toward the owner's Range). Order = Hexen compass 1..8 [L916]. */
export type Dir = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DIRS: readonly Dir[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** Named masks of the book's direction icons [L380-389] or an explicit subset. */
export type NamedDirSet = 'ALL' | 'ORTHO' | 'DIAG' | 'NONE';
export type DirSet = NamedDirSet | readonly Dir[];

/**
 * A unit's deed "direction set":
 * - a DirSet: targets at those bearings (Hunt lines, adjacent Destroy, neighboring Morph,
 *   Witch's Ladder diagonals);
 * - 'JOURNEY': Ferrymen Flow, along the direction of the journey just made [L597];
 * - 'SELF': the deed acts on the unit's own square (Erde Reclaim [L763]).
 */
export type DeedDirSet = DirSet | 'JOURNEY' | 'SELF';

/**
 * Coded unit abilities. Each id names a small clan-behaviour module of the engine;
 * data decides which unit has which.
 */
export type AbilityId =
  // Huldra
  | 'arcShot' // HU-U-3 [L428]
  | 'leap' // HU-U-5 [L438]
  // Murg
  | 'ambush' // MU-U-2 [L178, L567]
  | 'targetLock' // MU-U-3 [L180]
  | 'sanctionedViolence' // MU-U-5 [L184]
  // Ferrymen
  | 'waveRider' // FE-U-2 [L603]
  | 'belay' // FE-U-5 [L618]
  | 'endlessRiver' // FE-T-2 Range→Seat wrap [L635]
  // Erde
  | 'reclaim' // ER-D-1 [L763]
  | 'lockArms' // ER-U-2 [L714]
  | 'tremor' // ER-U-3 [L719]
  | 'thickSkin' // ER-U-5 [L775]
  // Wibo
  | 'massMorph' // WI-U-2 [L810]
  | 'hastyRetreat' // WI-U-3 [L815]
  | 'bioticRefuge' // WI-U-4 [L820]
  | 'deepRoots' // WI-U-5 [L825]
  // Hexen
  | 'poisonGarden' // may cast PG (G-38)
  | 'witchsLadder' // may cast WL (G-38)
  | 'fromTheShadows' // HX-U-2 [L903]
  | 'twoHeadedSnake' // HX-U-3 [L905]
  | 'placeOfPower' // HX-U-4 [L910]
  | 'masterGardener'; // HX-U-5 [L912]

export const ABILITY_IDS: readonly AbilityId[] = [
  'arcShot', 'leap', 'ambush', 'targetLock', 'sanctionedViolence', 'waveRider', 'belay', 'endlessRiver',
  'reclaim', 'lockArms', 'tremor', 'thickSkin', 'massMorph', 'hastyRetreat', 'bioticRefuge', 'deepRoots',
  'poisonGarden', 'witchsLadder', 'fromTheShadows', 'twoHeadedSnake', 'placeOfPower', 'masterGardener',
];

export interface UnitSpec {
  /** Journey directions (Hexen: the compass directions this unit may use; HX-T-1). */
  readonly journey: Sourced<DirSet>;
  /** The "≤" icon: may stop anywhere from 1 to the journey value (CR-J-2). */
  readonly journeyUpTo: Sourced<boolean>;
  /** 0 = the roll decides; n > 0 = always exactly n squares whatever the roll (Wibo queen: 1). */
  readonly journeyFixedDistance: Sourced<number>;
  /** Deed direction set (Hunt / Destroy / Flow / Reclaim / Morph / Hex). 'NONE' = cannot perform the deed. */
  readonly deed: Sourced<DeedDirSet>;
  /** Always invulnerable (rooks, CR-V-5). Conditional invulnerability is an ability (lockArms, bioticRefuge…). */
  readonly invulnerable: Sourced<boolean>;
  readonly abilities: Sourced<readonly AbilityId[]>;
}

type FileLetter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
type RankDigit = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** Local square name, file a-h + rank 1-8, rank 1 = the owner's Seat. */
export type SquareName = `${FileLetter}${RankDigit}`;

export interface Placement {
  readonly type: UnitType;
  readonly sq: SquareName;
}

/**
 * One bone slot's numeric requirement (CR-S-2, L323): "3" = exactly 3; "1-2" = 1 or 2
 * (not a range); "E" = any even value; "O" = any odd value.
 */
export type SlotReq = 'E' | 'O' | `${number}` | `${number}-${number}`;

/** A row's requirement: per-slot requirements, or a row-level "Sum Between lo and hi" (CR-S-3, L325). */
export type RowRequirement =
  | { readonly kind: 'slots'; readonly slots: readonly SlotReq[] }
  | { readonly kind: 'sum'; readonly slots: number; readonly lo: number; readonly hi: number };

export type SkillType = 'miracle' | 'relic' | 'aura' | 'law';

/**
 * When a relic token may be spent (CR-RT). 'upkeep' = Upkeep step 2 before intent;
 * 'afterRoll' = right after the Phase-3 roll (Tweak); 'afterJourneyRoll' = after a declared
 * journey's roll (Metamorphic); 'afterJourney' = after the journey roll (Starter Seed);
 * 'hex' = during the Hex deed and when earned (Hexen).
 */
export type RelicTiming = 'upkeep' | 'afterRoll' | 'afterJourneyRoll' | 'afterJourney' | 'hex';

/** Stable skill ids (the engine keys skill behaviours on them). */
export type SkillId =
  | 'longBow' | 'pivot' | 'renewal' | 'tweak' | 'adapt'
  | 'ironPlating' | 'predictiveModel' | 'electromagneticLoop' | 'assassin' | 'technologicalSingularity'
  | 'unrelentingTide' | 'masterTheCurrent' | 'eddy' | 'bigWave' | 'calmWaters'
  | 'banish' | 'thatWhichCannotBeDestroyed' | 'metamorphic' | 'sink' | 'oneWithTheLand'
  | 'hallucinogenicSpores' | 'rivalRegrowth' | 'starterSeed' | 'scatter' | 'theEndless'
  | 'poisonGarden' | 'witchsLadder' | 'haggedornHocVult' | 'waxingMoon' | 'celestialCompass';

/** Trait auras the engine models (clans/ferrymen.ts keys its Flow behaviour on these ids). */
export type TraitAuraId = 'barbaric' | 'rippleEffect';
export const TRAIT_AURA_IDS: readonly TraitAuraId[] = ['barbaric', 'rippleEffect'];

export interface SkillSpec {
  readonly id: SkillId;
  readonly name: string;
  readonly type: SkillType;
  /** Where the skill's name, type and effect are printed, e.g. "L536-540". */
  readonly source: string;
  /** Bone slots of the row (A.6, all ASSUMPTION G-11). */
  readonly slots: Sourced<RowRequirement>;
  /** Relic skills only: token capacity (G-10). */
  readonly relicSlots?: Sourced<number>;
  /** Relic skills only: when a token may be spent (CR-RT-2). */
  readonly timing?: Sourced<RelicTiming>;
  /** Aura skills only: unit types the aura may go on (CR-P-3, INV-9). */
  readonly auraEligible?: Sourced<readonly UnitType[]>;
  /** Aura skills only: the fate-chip set an aura chip comes from (G-8, A.7). */
  readonly chipSet?: Sourced<string>;
  /**
   * Aura skills only: a protective aura (CR-V-7 [L569], G-87) — removed instead of the unit the
   * first time the unit would be vanquished. The book's only one is Iron Plating.
   */
  readonly protects?: Sourced<boolean>;
}

export interface HuldraThresholds {
  readonly royalMarksToWin: Sourced<number>;
  readonly longBowBonus: Sourced<number>;
}
export interface MurgThresholds {
  readonly destroyMin: Sourced<number>;
  readonly targetLockMin: Sourced<number>;
  readonly targetLockTargets: Sourced<number>;
  readonly royalDestroyMin: Sourced<number>;
  readonly royalDestroyMinLaw: Sourced<number>;
}
export interface FerrymenThresholds {
  readonly calmWatersMod: Sourced<number>;
  readonly pushOffsToWin: Sourced<number>;
  readonly flowTargets: Sourced<number>;
  readonly flowPushDistance: Sourced<number>;
  readonly barbaricDistance: Sourced<number>;
  readonly rippleUnits: Sourced<number>;
  readonly masterTheCurrentPawns: Sourced<number>;
  readonly pushOffMarkChips: Sourced<number>;
}
export interface ErdeThresholds {
  readonly reclaimMin: Sourced<number>;
  readonly reclaimMinLaw: Sourced<number>;
  readonly splitUnits: Sourced<number>;
  readonly metamorphicUnits: Sourced<number>;
  readonly metamorphicMinRoll: Sourced<number>;
  readonly reclaimedToWin: Sourced<number>;
}
export interface WiboThresholds {
  readonly morphMin: Sourced<number>;
  readonly maxRollsPerTurn: Sourced<number>;
  readonly pawnsInSeatToWin: Sourced<number>;
  readonly queenMaxMove: Sourced<number>;
}
export interface HexenThresholds {
  readonly pgCounters: Sourced<number>;
  readonly pgCountersQueen: Sourced<number>;
  readonly wlCounters: Sourced<number>;
  readonly wlRestartCounters: Sourced<number>;
  readonly quarryCount: Sourced<number>;
  /** Hexen-local ranks the Quarry must stand in at selection [L890]. */
  readonly quarryRanks: Sourced<readonly number[]>;
  readonly placeOfPowerLadders: Sourced<number>;
  readonly waxingMoonStep: Sourced<number>;
  /** Celestial Compass: the rolled direction ± this many compass steps [L944]. */
  readonly compassSpread: Sourced<number>;
}

export interface HuldraOptions {
  /** Directions Long Bow adds to the pawn's Hunt (G-34). */
  readonly longBowDirs: Sourced<readonly Dir[]>;
  /** Whose pawns the knight's Arc Shot ignores (G-74). */
  readonly arcShotIgnores: Sourced<'allPawns' | 'rivalPawns' | 'ownPawns'>;
  /** The queen's unexplained extra Hunt icon read as "≤" (G-33; default ignored). */
  readonly queenHuntUpTo: Sourced<boolean>;
  /** Huldra may pass after rolling (G-95). */
  readonly mayPass: Sourced<boolean>;
}
export interface MurgOptions {
  /** A Loop token may be spent during the extra turn (G-44). */
  readonly loopChaining: Sourced<boolean>;
  /** Loops spendable per Upkeep (G-44). */
  readonly maxLoopsPerUpkeep: Sourced<number>;
  /** Assassin Ambush follows journey rules (exact roll, clear line) (G-43). */
  readonly assassinUsesJourneyRules: Sourced<boolean>;
  /** The MU-T-1 sacrificed pawn's Iron Plating does not save it (G-45). */
  readonly traitSacrificeIgnoresIronPlating: Sourced<boolean>;
}
export interface FerrymenOptions {
  /** The ahead-push / landing-upon push is mandatory when legal (G-48). */
  readonly flowMandatory: Sourced<boolean>;
  /** Landing-upon push directions (G-49). */
  readonly landingUponDirs: Sourced<DirSet>;
  /** Belay only after the king's own journey (G-51). */
  readonly belayOnlyAfterKingJourney: Sourced<boolean>;
  /**
   * Where an Iron-Plated unit Flowed off the edge on Barbaric's second square returns (FE-C-3, G-88, ruling 11):
   * flowStart = where the Flow began (default), stepStart = where that second step began; if taken, a
   * neighbouring edge square chosen by the Ferrymen.
   */
  readonly barbaricPlatedReturn: Sourced<'flowStart' | 'stepStart'>;
}
export interface ErdeOptions {
  /** The 4 centre territories to Reclaim (local = global under 180° rotation). */
  readonly centreSquares: Sourced<readonly SquareName[]>;
  /** Sink may target Erde's own units (G-56). */
  readonly sinkOwnUnits: Sourced<boolean>;
  /** The Erde king is immune to Haggedorn's Will vanquish effects (G-57). */
  readonly kingImmuneToWill: Sourced<boolean>;
  /** Erde units starting on a Reclaimed territory may journey in any direction (ER-T-2). */
  readonly reclaimedStartAnyDirection: Sourced<boolean>;
  /** Tremor also pushes Erde's own units (G-59). */
  readonly tremorPushesOwnUnits: Sourced<boolean>;
  /** After the first part of a split journey the rest may be declined (G-55; default: a split uses the whole roll). */
  readonly splitRestMayBeDeclined: Sourced<boolean>;
  /** Banish may relocate a rival onto a free centre square (G-60, ruling 3; default: the centre 4 are excluded). */
  readonly banishMayEndInCentre: Sourced<boolean>;
}
export interface WiboOptions {
  /** Morph cannot be attempted without a pawn in the Wibo graveyard (G-64). */
  readonly morphNeedsGraveyardPawn: Sourced<boolean>;
  /** The queen's swap counts as her journey (G-65). */
  readonly queenSwapCountsAsJourney: Sourced<boolean>;
  /** Retreat directions (WI-D-4, L860). */
  readonly retreatDirs: Sourced<readonly Dir[]>;
  /** Retreat moves exactly the retreat roll (G-62). */
  readonly retreatExact: Sourced<boolean>;
  /** Deep Roots also caps the Ferrymen first push-off placement (G-89; default false). */
  readonly deepRootsCapsPushOffPlacement: Sourced<boolean>;
}
export interface HexenOptions {
  /** Poison Gardens allowed per square (G-68, ruling 5: default 5, stacking). */
  readonly maxGardensPerSquare: Sourced<number>;
  /** Witch's Ladders allowed per unit (G-68, ruling 5: default 5, stacking). */
  readonly maxLaddersPerUnit: Sourced<number>;
  /** A Witch's Ladder may restart on a unit invulnerable at that moment (G-69, ruling 6; default true). */
  readonly ladderRestartOnInvulnerable: Sourced<boolean>;
  /** Waxing Moon lowers all active Hexen Hexes (G-70). */
  readonly waxingMoonAllHexes: Sourced<boolean>;
}

export interface ClanThresholdsMap {
  huldra: HuldraThresholds;
  murg: MurgThresholds;
  ferrymen: FerrymenThresholds;
  erde: ErdeThresholds;
  wibo: WiboThresholds;
  hexen: HexenThresholds;
}
export interface ClanOptionsMap {
  huldra: HuldraOptions;
  murg: MurgOptions;
  ferrymen: FerrymenOptions;
  erde: ErdeOptions;
  wibo: WiboOptions;
  hexen: HexenOptions;
}

export interface ClanData<C extends ClanId = ClanId> {
  readonly id: C;
  readonly name: string;
  /** Where the clan's chapter starts in the rulebook. */
  readonly source: string;
  /** 1 = moves first (§1.5, L223-234). */
  readonly startingOrder: Sourced<number>;
  readonly royal: Sourced<RoyalType>;
  readonly boneSides: Sourced<number>;
  readonly boneCount: Sourced<number>;
  /** All six types; the type that is not in play (e.g. Murg queen) has journey/deed NONE. */
  readonly units: { readonly [T in UnitType]: UnitSpec };
  /**
   * The clan's path to victory names the rival royal as its target (ER-U-5 [L775], CR-V-5): the
   * Erde king's Thick Skin does not protect against this clan's vanquishes.
   */
  readonly pathTargetsRoyal: Sourced<boolean>;
  /**
   * Trait auras (no skill row) the clan may attach; each takes an aura bit and a fate chip
   * (Ferrymen FE-T-2 [L635-638]: Barbaric, Ripple Effect). Absent for clans without any.
   */
  readonly traitAuras?: Sourced<readonly TraitAuraId[]>;
  /** Starting layout in local coordinates (A.3). Army pieces not listed: pawns/knights/sages → graveyard, rooks/royals → out of game (CR-U-2). */
  readonly layout: Sourced<readonly Placement[]>;
  readonly thresholds: ClanThresholdsMap[C];
  /** Exactly 5, in board order (A.6). */
  readonly skills: readonly SkillSpec[];
  /** Fate-chip sets: set id → chips in play (G-8, A.7). Empty for Wibo [L361]. */
  readonly chipSets: { readonly [setId: string]: Sourced<number> };
  readonly options: ClanOptionsMap[C];
}

export type WillMode = 'off' | 'blessings' | 'curses' | 'loserChooses';
export type FirstPlayer = 'rulebook' | 'seat0' | 'random';

/** Global switches (A.9) and component counts. */
export interface GameOptions {
  readonly maxRounds: Sourced<number>;
  readonly willMode: Sourced<WillMode>;
  readonly firstPlayer: Sourced<FirstPlayer>;
  readonly orientation: Sourced<'rotate180'>;
  readonly enforceChipSupply: Sourced<boolean>;
  readonly relicTokenSupply: Sourced<number>;
  readonly willTokensPerPlayer: Sourced<number>;
  /** Bones that must stay in the pool for Phase 3 (CR-S-8, L337). */
  readonly bonesInReserve: Sourced<number>;
  readonly allowMirror: Sourced<boolean>;
  /** Handicap pre-rolled bones; 0 = off (SU-9, L359). */
  readonly handicapBones: Sourced<number>;
  readonly handicapBlocks: Sourced<'miracle' | 'all'>;
  readonly sumRowReachability: Sourced<boolean>;
  readonly fillFromEndsOnly: Sourced<boolean>;
  readonly rowNeedsExecutableEffect: Sourced<boolean>;
  readonly autoApplyForcedChoices: Sourced<boolean>;
  readonly ferrymenFirstPushOffSeat: Sourced<'ferrymen' | 'royalOwner'>;
  readonly wiboMustDeclareMorphTarget: Sourced<boolean>;
  readonly wiboDistinctBonesPerRoll: Sourced<boolean>;
  readonly willActivation: Sourced<'ownUpkeep' | 'anyUpkeep'>;
  readonly blockInvulnerableTargets: Sourced<boolean>;
  readonly lawRowClosed: Sourced<boolean>;
  readonly calmWatersScope: Sourced<'ferrymen' | 'both'>;
  readonly quarryPublic: Sourced<boolean>;
  /** Who takes the SU-9 handicap bones: the player moving second or first, or a fixed seat (L359 says "one player"). */
  readonly handicapSeat: Sourced<'second' | 'first' | 'seat0' | 'seat1'>;
  /** One chess army per player (CR-U-1, L291). */
  readonly army: { readonly [T in UnitType]: Sourced<number> };
}

/** Haggedorn's Will effect operations (Appendix B). */
export type WillOp =
  | 'nothing'
  | 'rekindle' // bring `count` unit(s) of `types` from the graveyard into `area`
  | 'vanquish' // vanquish `count` own unit(s) of `types`; `chooser` picks
  | 'returnSlottedBone' // return `count` slotted bone(s) to the pool
  | 'returnFullestRow' // return every bone of the fullest row
  | 'discardRelicToken' // discard `count` relic token(s) (not the law marker)
  | 'gainRelicToken' // gain `count` relic token(s) on a relic skill with a free slot
  | 'relocate' // relocate `count` own unit(s) of `types` into `area`; `chooser` picks
  | 'reroll' // for `rounds`, `count` reroll(s) per turn of the Phase-3 roll (only `rollValues` if given)
  | 'noSlotting' // for `rounds`, Phase 4 skipped
  | 'noRelicSpending' // for `rounds`, no relic tokens may be spent
  | 'reserveBones'; // bones in reserve becomes `count`

export const WILL_OPS: readonly WillOp[] = [
  'nothing', 'rekindle', 'vanquish', 'returnSlottedBone', 'returnFullestRow', 'discardRelicToken',
  'gainRelicToken', 'relocate', 'reroll', 'noSlotting', 'noRelicSpending', 'reserveBones',
];

export type WillArea = 'ownSeat' | 'adjacentOwnRoyal' | 'neighboringOwnRook';
export const WILL_AREAS: readonly WillArea[] = ['ownSeat', 'adjacentOwnRoyal', 'neighboringOwnRook'];

/**
 * One cell of the Will card, e.g. {op:'rekindle', types:['pawn'], area:'ownSeat', count:1}.
 * Fields a given op does not use are absent. `rounds`: 0 = instant, n = n rounds
 * (counter ticks in the roller's Upkeep, CR-W-3), -1 = remainder of the game [L353].
 * Text form (parameters): "rekindle types=pawn area=ownSeat count=1".
 */
export interface WillEffect {
  readonly op: WillOp;
  readonly types?: readonly UnitType[];
  readonly area?: WillArea;
  readonly chooser?: 'self' | 'rival';
  readonly count?: number;
  readonly rounds?: number;
  readonly rollValues?: readonly number[];
}

export interface WillTable {
  readonly dieSides: Sourced<number>;
  /** 12 cells each, index 0 = d12 result 1. */
  readonly blessings: readonly Sourced<WillEffect>[];
  readonly curses: readonly Sourced<WillEffect>[];
}

export interface GameData {
  readonly game: GameOptions;
  readonly will: WillTable;
  readonly clans: { readonly [C in ClanId]: ClanData<C> };
  /** Bot evaluation weights (weights.ts): heuristic tuning values, not rules; optional so rule-only data stays valid. */
  readonly weights?: WeightsData;
}

// ---- what a clan's data module carries beside its data (issue 24) --------------------------
// A clan lives in one place: its data module (data/clans/<clan>.ts) also holds the checks of its
// data and the typing of the parameters only it has; shared code (compile.ts, parameters.ts) runs
// them for every clan without naming one.

/** Throws ParameterError: "invalid value '<value>' for parameter <key>: <accepted>". */
export type RejectValue = (key: string, value: string, accepted: string) => never;
/** Throws ConfigError with this message. */
export type RefuseConfig = (message: string) => never;

/** Checks of one clan's data; each calls its reject/refuse for the first problem it finds. */
export interface ClanDataChecks<C extends ClanId = ClanId> {
  /** Cross-field checks of resolved parameter values (dataFromValues / checkGameData), after the shared ones. */
  readonly values?: (clan: ClanData<C>, data: GameData, reject: RejectValue) => void;
  /**
   * Values the data registers but the engine does not model yet (compile): refused when changed
   * from the modelled value, so a study never silently runs without the rule it asked for.
   */
  readonly inert?: (clan: ClanData<C>, data: GameData, refuse: RefuseConfig) => void;
  /** Limits of the engine's state layout the clan's values must fit (compile, after the shared limits). */
  readonly limits?: (clan: ClanData<C>, data: GameData, refuse: RefuseConfig) => void;
}

/** How a clan-owned parameter is typed, where the generic rule for its key does not fit. */
export type ClanParameterKind =
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'dirList' }
  | { readonly kind: 'dirSet' }
  | { readonly kind: 'squares' }
  | { readonly kind: 'ranks' };

/** A parameter the clan owns: its own typing and/or plain-words description. */
export interface ClanParameter {
  readonly kind?: ClanParameterKind;
  readonly description?: string;
}

/**
 * The clan's parameters, keyed by full `--set` key: `<clan>.…`, or `game.…` for a global switch
 * that only this clan's rules read.
 */
export type ClanParameters = { readonly [key: string]: ClanParameter };
