// The run's content compiled to flat tables (compile.ts builds them once per run from the JSON
// document): the hot paths index typed arrays by card, ability, tile or landmark number and never
// look at strings. Mechanisms (battle, map, command phase) read content only through this shape.
//
// Numbering: every character card (nation characters, creatures, summons) is a `CardId` 0..cards-1,
// in the document's order (nation decks in NATION_IDS order, then creatures). World cards, tiles,
// landmarks, abilities and quests have their own 0-based numbers. -1 means "none" everywhere.

/** A character card's number in `CompiledContent.cards`. */
export type CardId = number;
/** An ability's number in `CompiledContent.abilities`. */
export type AbilityId = number;
/** A World card's number in `CompiledContent.world`. */
export type WorldCardId = number;
/** A Landmark's number in `CompiledContent.landmarks`. */
export type LandmarkId = number;

// Card kinds (bit mask, spec §4.2 `kinds`).
export const KIND_SUMMON = 1;
export const KIND_MACHINE = 2;
export const KIND_MONSTER = 4;

// Traits (bit mask, spec §4.2 `traits`).
export const TRAIT_FLYING = 1;
export const TRAIT_SEAFARING = 2;
export const TRAIT_TELEPORT = 4;
export const TRAIT_SUMMONER = 8;
export const TRAIT_BARTER = 16;

// Ability attributes (bit mask, spec §2.7).
export const AB_RANGE = 1;
export const AB_CONSTANT = 2;
export const AB_INSTANT = 4;
export const AB_RECHARGE = 8;
export const AB_FOCUS = 16;
export const AB_GUARANTEED = 32;
export const AB_LOCKED = 64;

// Magic alignment (spec §2.7): abilities and Artifacts.
export const MAGIC_NONE = 0;
export const MAGIC_HOLY = 1;
export const MAGIC_UNHOLY = 2;
export const MAGIC_ELEMENTAL = 3;

// Ability target codes (spec §2.15, §4.2 `target`). The code says whom an NPC picks; the Range
// attribute (§2.7) says how far the ability reaches (adjacent, or anywhere). Player-used abilities with
// E, A, R or C reach an enemy (adjacent, or any with Range); S an ally.
//   E Engage: the closest enemy (ties: highest current Health); a Flying NPC or a Ranged ability picks
//     the highest current Health anywhere (ties: closest) (§2.15, §2.16, G74).
//   A Artifact: the closest enemy holding an Artifact, else E.
//   R Relationship: the closest enemy it can attract (§2.9); the NPC makes an attraction attempt, else E.
//   S Support ("Help"): the closest ally that would benefit, self at distance 1, ties to the lowest
//     Health (G74); none → Base Attack.
//   C Continuation: the enemy it targeted last phase if still alive, else E.
//   D Dodge: a reaction only (an Instant negating a damage instance aimed at its user).
// Engine extras (not printed codes): SELF the user itself (passives, Seduce), ADJ_ENEMIES every adjacent enemy.
export const TGT_E = 0;
export const TGT_A = 1;
export const TGT_R = 2;
export const TGT_S = 3;
export const TGT_C = 4;
export const TGT_D = 5;
export const TGT_SELF = 6;
export const TGT_ADJ_ENEMIES = 7;
export const TARGET_CODES = ['E', 'A', 'R', 'S', 'C', 'D', 'Self', 'AdjacentEnemies'] as const;

// Effect kinds (spec §4.2 `Effect`, the closed vocabulary an interpreter runs). Each effect is
// (kind, value): damage n, heal n (value2 = 1 cures Poison), state (value = STATE_*), dodge,
// displaceFarthest, reanimate (value = health left), extraBaseAttacks n, defenseBonus n
// (value2 = 0 self, 1 adjacent allies), attackBonus n, seduce, grantTrait (value = TRAIT_*),
// stopFlee, regenerate n (heal at the start of its own phase).
export const EF_DAMAGE = 0;
export const EF_HEAL = 1;
export const EF_STATE = 2;
export const EF_DODGE = 3;
export const EF_DISPLACE_FARTHEST = 4;
export const EF_REANIMATE = 5;
export const EF_EXTRA_BASE_ATTACKS = 6;
export const EF_DEFENSE_BONUS = 7;
export const EF_ATTACK_BONUS = 8;
export const EF_SEDUCE = 9;
export const EF_GRANT_TRAIT = 10;
export const EF_STOP_FLEE = 11;
export const EF_REGENERATE = 12;

// State tokens (spec §2.8).
export const STATE_UNDEAD = 1;
export const STATE_DISABLED = 2;
export const STATE_POISONED = 4;
export const STATE_FROZEN = 8;

/** Character cards, one row per card (struct of arrays). */
export interface CardTable {
  readonly count: number;
  readonly id: readonly string[];
  readonly name: readonly string[];
  /** Nation index (NATION_IDS) for nation characters and nation summons, else -1. */
  readonly nation: Int8Array;
  /** Creature category index (CREATURE_CATEGORIES) for creatures, else -1. */
  readonly category: Int8Array;
  /** KIND_* bits. */
  readonly kinds: Uint8Array;
  readonly attack: Int16Array;
  readonly defense: Int16Array;
  readonly health: Int16Array;
  readonly speed: Int16Array;
  /** ATTR_* (lands.ts); ATTR_NONE for Machines. */
  readonly attrType: Uint8Array;
  readonly attrScore: Int16Array;
  /** Nature index (NATURE_CODES). */
  readonly nature: Int8Array;
  /** Recruitment cost, `cost[card * RESOURCES + res]`. */
  readonly cost: Int16Array;
  /** Characters to sacrifice on recruitment (G58), usually 0. */
  readonly sacrifice: Int8Array;
  /** TRAIT_* bits. */
  readonly traits: Uint8Array;
  /** Summons: where they may be summoned: a Landmark id, or -1 (with `summonLand`). */
  readonly summonLandmark: Int16Array;
  /** Summons: the land type they must be summoned on, or -1 (anywhere, e.g. Swamp, or nation Summons). */
  readonly summonLand: Int8Array;
  /** Gather entries `gatherStart[card] .. gatherStart[card + 1]` into `gathers`. */
  readonly gatherStart: Int32Array;
  /** Smelt: Ore in, Steel out, times per Command Phase; 0 when the card cannot smelt. */
  readonly smeltOreIn: Int8Array;
  readonly smeltSteelOut: Int8Array;
  readonly smeltPerPhase: Int8Array;
  /** Abilities `abilityStart[card] .. abilityStart[card + 1]` into `cardAbilities` (ability ids). */
  readonly abilityStart: Int32Array;
  readonly cardAbilities: Int32Array;
  /** NPC action per D8 face: `npcAction[card * 8 + face - 1]` = ability id, or -1 for a Base Attack (§2.15). */
  readonly npcAction: Int16Array;
  /** Monsters: VP on death and Gold reward (G32); 0 otherwise. */
  readonly vp: Int16Array;
  readonly goldReward: Int16Array;
  /** Quest id or -1. */
  readonly quest: Int16Array;
}

/** Gather entries (spec §4.2 `gathers`), flattened. */
export interface GatherTable {
  readonly count: number;
  /** Land the entry yields on (lands.ts). */
  readonly land: Int8Array;
  /** Resources it may yield (bit r = resource r); the gatherer chooses one. */
  readonly yields: Uint8Array;
  /** 1 when the region bonus doubles it (not flat). */
  readonly doubles: Uint8Array;
  readonly onlyOnOwnSettlement: Uint8Array;
  readonly oncePerPhase: Uint8Array;
}

/** Abilities (spec §2.7, §4.2 `Ability`). */
export interface AbilityTable {
  readonly count: number;
  readonly id: readonly string[];
  readonly name: readonly string[];
  /** AB_* bits. */
  readonly attrs: Uint8Array;
  /** Evaporate(n) uses per battle and Deplete(n) uses per game; 0 = unlimited. */
  readonly evaporate: Int8Array;
  readonly deplete: Int8Array;
  /** MAGIC_*. */
  readonly magic: Uint8Array;
  /** TGT_*. */
  readonly target: Uint8Array;
  /** Success check: the D8 must show at least this; 0 = no check. */
  readonly checkAtLeast: Int8Array;
  /** Effects `effectStart[a] .. effectStart[a + 1]` into `effectKind` / `effectValue` / `effectValue2`. */
  readonly effectStart: Int32Array;
  readonly effectKind: Uint8Array;
  readonly effectValue: Int16Array;
  readonly effectValue2: Int16Array;
  /** Per effect: a success roll for that effect alone (the D8 must show at least this; 0 = none), e.g. Frost Bite's Frozen on 6+. */
  readonly effectCheckAtLeast: Int8Array;
}

export const QUEST_ONCE = 0;
export const QUEST_REPEAT = 1;
export const QUEST_KEEP = 2;

/** Quests (spec §4.2 `Quest`): category, trigger, VP and mode; the trigger vocabulary is closed (compile.ts names it). */
export interface QuestTable {
  readonly count: number;
  readonly id: readonly string[];
  /** Index into QUEST_CATEGORIES. */
  readonly category: Int8Array;
  /** Index into the compiled trigger vocabulary (QUEST_TRIGGERS in types.ts). */
  readonly trigger: Int8Array;
  /** The trigger's number, e.g. 4 settlements. */
  readonly triggerValue: Int16Array;
  readonly vp: Int16Array;
  /** QUEST_ONCE | QUEST_REPEAT | QUEST_KEEP. */
  readonly mode: Int8Array;
  /** Repeat: the most times it pays; keep: the most VP it holds (0 = no cap). */
  readonly max: Int16Array;
}

export const WK_STRATEGY = 0;
export const WK_DISASTER = 1;
export const WK_NATION = 2;
export const WK_EVENT = 3;
export const WK_ARTIFACT = 4;

/** World cards (spec §3.2, §3.4, §4.6). `effect` indexes the closed World-effect vocabulary (types.ts WORLD_EFFECTS). */
export interface WorldTable {
  readonly count: number;
  readonly id: readonly string[];
  readonly name: readonly string[];
  /** WK_*. */
  readonly kind: Uint8Array;
  readonly effect: Int8Array;
  readonly effectValue: Int16Array;
  /** Events: rounds active. */
  readonly duration: Int8Array;
  /** Artifacts: MAGIC_*, VP while banked, discard value `discard[w * RESOURCES + r]`, discardable (0 = cannot be discarded), lands bit mask (bit l = land l; all bits = any). */
  readonly alignment: Uint8Array;
  readonly vp: Int16Array;
  readonly discard: Int16Array;
  readonly discardable: Uint8Array;
  readonly lands: Uint8Array;
  /** The effect's `land` (wastelandTile, halveCargo, yieldBonus; lands.ts code), -1 none. Added by the World-deck module. */
  readonly effectLand: Int8Array;
  /** The effect's `resource` (gainResource, targetLosesResource, yieldBonus; lands.ts code), -1 none. */
  readonly effectResource: Int8Array;
  /** clearOwnStates: the STATE_* bits removed; 0 otherwise. */
  readonly effectStates: Uint8Array;
  /** holderAbility: the Artifact's ability id (AbilityTable), -1 none. */
  readonly ability: Int16Array;
}

export const LM_MARKET = 0;
export const LM_RECRUIT = 1;
export const LM_SUMMON_GATE = 2;
export const LM_WALLS = 3;
export const LM_NO_DAMAGE = 4;
export const LM_COLLECT = 5;
export const LM_BAZAAR = 6;
export const LM_THRONE = 7;

/** Landmarks (spec §3.1). */
export interface LandmarkTable {
  readonly count: number;
  readonly id: readonly string[];
  readonly name: readonly string[];
  /** Base type (lands.ts); the Throne of Korrem's is WASTELAND. */
  readonly base: Int8Array;
  /** LM_*. */
  readonly effect: Uint8Array;
  /** Market: resources given per one taken (4, 3, 1); walls: how many; collect: how many; bazaar: the Gold price. */
  readonly amount: Int16Array;
  /** Roll effects: the least D8 face that succeeds (8 = only an 8); 0 = no roll. */
  readonly rollAtLeast: Int8Array;
  /** Collect: the resources one may choose (bit r); market: the resources tradeable (bit r). */
  readonly resources: Uint8Array;
  /** Summon gate: the creature category it admits (CREATURE_CATEGORIES index), else -1. */
  readonly gateCategory: Int8Array;
}

/** Nations (spec §1.2, §1.13, §1.14, §4.4). */
export interface NationTable {
  /** Provider card (its starting character, §1.6). */
  readonly provider: Int32Array;
  /** Build costs `cost[nation * RESOURCES + r]`. */
  readonly villageCost: Int16Array;
  readonly kingdomCost: Int16Array;
  readonly wallPrice: Int16Array;
  readonly towerPrice: Int16Array;
  /** Deck lists: `deckStart[n] .. deckStart[n + 1]` into `deckCards` (one entry per copy, provider copies included). */
  readonly deckStart: Int32Array;
  readonly deckCards: Int32Array;
  /** Supply caps (§1.3): villages, kingdoms, walls, towers. */
  readonly villages: Int8Array;
  readonly kingdoms: Int8Array;
  readonly walls: Int8Array;
  readonly towers: Int8Array;
}

/** The tile bag (spec §4.7): one entry per tile. */
export interface TileTable {
  readonly count: number;
  /** Base type (lands.ts). */
  readonly land: Int8Array;
  /** Landmark id or -1. */
  readonly landmark: Int16Array;
}

export interface CompiledContent {
  /** The set's name or the file it came from. */
  readonly name: string;
  readonly cards: CardTable;
  readonly gathers: GatherTable;
  readonly abilities: AbilityTable;
  readonly quests: QuestTable;
  readonly world: WorldTable;
  readonly landmarks: LandmarkTable;
  readonly nations: NationTable;
  readonly tiles: TileTable;
  /** Creature deck (one entry per copy, card ids), in the document's order (the game shuffles it). */
  readonly creatureDeck: Int32Array;
  /** World deck (one entry per copy, world card ids). */
  readonly worldDeck: Int32Array;
  /** Looks up a card, ability, World card or Landmark by id or printed name (tests and describeAction); -1 when absent. */
  cardByName(name: string): CardId;
  abilityByName(name: string): AbilityId;
  worldByName(name: string): WorldCardId;
  landmarkByName(name: string): LandmarkId;
}
