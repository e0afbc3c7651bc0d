// The Korrem content document (spec §4.2): everything a designer can replace, as one JSON value.
// The rulebook's card lists, Nation Guide prices, landmark numbers and tile mix were lost (G1–G8),
// so they are data; schema.ts states the document's shape, check.ts what a schema cannot say, and
// compile.ts turns it into the typed tables of compiled.ts. Every invented value carries a `source`
// string: `RB: <section>` when the rulebook prints it, `ASSUMPTION G<n>: …` when the spec invents it.
import type { CreatureCategory, LandName, NationId, NatureCode, ResourceName } from '../lands.js';
import type { TARGET_CODES } from './compiled.js';

/** Resources by their abbreviations; absent = 0. */
export type Bundle = Partial<Record<ResourceName, number>>;

// ---- closed vocabularies (the order of each array is its integer code in compiled.ts) ----

/** Card kinds; code = bit `1 << index` (KIND_* in compiled.ts). */
export const CARD_KINDS = ['Summon', 'Machine', 'Monster'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Traits; code = bit `1 << index` (TRAIT_*). */
export const TRAITS = ['Flying', 'Seafaring', 'Teleport', 'Summoner', 'Barter'] as const;
export type Trait = (typeof TRAITS)[number];

/** Ability attributes (spec §2.7); code = bit `1 << index` (AB_*). Evaporate/Deplete are counts on the ability. */
export const ABILITY_ATTRS = ['Range', 'Constant', 'Instant', 'Recharge', 'Focus', 'Guaranteed', 'Locked'] as const;
export type AbilityAttr = (typeof ABILITY_ATTRS)[number];

/** Magic alignment (spec §2.7, §3.4); code = index + 1 (MAGIC_*; 0 = none). */
export const MAGIC = ['Holy', 'Unholy', 'Elemental'] as const;
export type Magic = (typeof MAGIC)[number];

export type TargetCode = (typeof TARGET_CODES)[number];

/** State tokens (spec §2.8); code = bit `1 << index` (STATE_*). */
export const STATES = ['Undead', 'Disabled', 'Poisoned', 'Frozen'] as const;
export type StateName = (typeof STATES)[number];

/**
 * Ability effects (spec §4.2 `Effect`); code = index (EF_*). Fields per kind:
 * damage amount · heal amount, curesPoison? · state state · dodge · displaceFarthest ·
 * reanimate health · extraBaseAttacks amount · defenseBonus amount, scope · attackBonus amount ·
 * seduce · grantTrait trait · stopFlee · regenerate amount (heal at the start of its own phase).
 * Any effect may carry its own success roll `check` (e.g. Frost Bite: Frozen only if D8 ≥ 6).
 */
export const EFFECT_KINDS = [
  'damage', 'heal', 'state', 'dodge', 'displaceFarthest', 'reanimate', 'extraBaseAttacks',
  'defenseBonus', 'attackBonus', 'seduce', 'grantTrait', 'stopFlee', 'regenerate',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** The fields each effect kind needs (and the only ones it may carry besides `kind` and `check`). */
export const EFFECT_FIELDS: Readonly<Record<EffectKind, { readonly required: readonly string[]; readonly optional?: readonly string[] }>> = {
  damage: { required: ['amount'] },
  heal: { required: ['amount'], optional: ['curesPoison'] },
  state: { required: ['state'] },
  dodge: { required: [] },
  displaceFarthest: { required: [] },
  reanimate: { required: ['health'] },
  extraBaseAttacks: { required: ['amount'] },
  defenseBonus: { required: ['amount', 'scope'] },
  attackBonus: { required: ['amount'] },
  seduce: { required: [] },
  grantTrait: { required: ['trait'] },
  stopFlee: { required: [] },
  regenerate: { required: ['amount'] },
};

export const BONUS_SCOPES = ['self', 'adjacentAllies'] as const;
export type BonusScope = (typeof BONUS_SCOPES)[number];

/** Quest categories (spec §4.2 `Quest`, RB "Quests"); code = index. */
export const QUEST_CATEGORIES = ['Malice', 'Exploration', 'Relationship', 'Empire', 'Strategy'] as const;
export type QuestCategory = (typeof QUEST_CATEGORIES)[number];

/**
 * Quest triggers (ASSUMPTION G57: the quest texts are lost; this is the closed set the starter
 * quests need); code = index.
 * - inPlay: while the card is in play (keep mode: holds `vp`).
 * - romanticBond: the card forms a Romantic bond.
 * - discover: the card's army Discovers a tile.
 * - enemyCharacterKilled: an enemy Nation character is killed in a battle the card fights.
 * - monsterDied: a Monster dies in a battle the card fights.
 * - settlementsOwned / kingdomsOwned: the Nation owns settlements / Kingdoms. In `once` mode the
 *   quest pays when the count reaches `triggerValue`; in `keep` mode it holds `vp` per one owned (capped by `max`).
 */
export const QUEST_TRIGGERS = [
  'inPlay', 'romanticBond', 'discover', 'enemyCharacterKilled', 'monsterDied', 'settlementsOwned', 'kingdomsOwned',
] as const;
export type QuestTrigger = (typeof QUEST_TRIGGERS)[number];

/** Quest modes (spec §4.2, G57); code = index (QUEST_ONCE / QUEST_REPEAT / QUEST_KEEP). */
export const QUEST_MODES = ['once', 'repeat', 'keep'] as const;
export type QuestMode = (typeof QUEST_MODES)[number];

/** World card kinds (spec §3.2); code = index (WK_*). */
export const WORLD_KINDS = ['Strategy', 'Disaster', 'Nation', 'Event', 'Artifact'] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];

/**
 * World card effects (spec §4.6); code = index. Fields per effect:
 * - holderAbility (Artifact): `ability`, used by its holder as an extra ability (§3.4).
 * - heartOfKorrem (Artifact): the Throne effect (G35, engine config `heartMode`).
 * - none (Artifact): only its VP and discard value.
 * - extraActions (Strategy): `amount` Actions in the own Command Phase.
 * - clearOwnStates (Strategy): at the start of an own Attack Phase, own characters lose `states`.
 * - takeEngagement (Strategy): an own Defender army takes the Engagement.
 * - wastelandTile (Disaster): the Observer turns a `land` tile with no settlement or Landmark to Wasteland (G38).
 * - halveCargo (Disaster): every army on `land` loses half its cargo of each resource, rounded down.
 * - gainResource (Nation): `amount` `resource` to the own bank.
 * - targetLosesResource (Nation): a target Nation loses up to `amount` `resource` from its bank.
 * - yieldBonus (Event): each `land` yield gives `amount` more `resource`.
 * - weatherAlsoPlacesCreature (Event): a weather roll of `amount` also places a Creature.
 * - marketRateBonus (Event): Landmark market rates above 1:1 fall by `amount` (4:1 → 3:1, 3:1 → 2:1).
 */
export const WORLD_EFFECTS = [
  'holderAbility', 'heartOfKorrem', 'none', 'extraActions', 'clearOwnStates', 'takeEngagement', 'wastelandTile',
  'halveCargo', 'gainResource', 'targetLosesResource', 'yieldBonus', 'weatherAlsoPlacesCreature', 'marketRateBonus',
] as const;
export type WorldEffect = (typeof WORLD_EFFECTS)[number];

export const WORLD_EFFECT_FIELDS: Readonly<Record<WorldEffect, { readonly kinds: readonly WorldKind[]; readonly required: readonly string[] }>> = {
  holderAbility: { kinds: ['Artifact'], required: ['ability'] },
  heartOfKorrem: { kinds: ['Artifact'], required: [] },
  none: { kinds: ['Artifact'], required: [] },
  extraActions: { kinds: ['Strategy', 'Nation', 'Event'], required: ['amount'] },
  clearOwnStates: { kinds: ['Strategy'], required: ['states'] },
  takeEngagement: { kinds: ['Strategy'], required: [] },
  wastelandTile: { kinds: ['Disaster'], required: ['land'] },
  halveCargo: { kinds: ['Disaster'], required: ['land'] },
  gainResource: { kinds: ['Nation', 'Strategy'], required: ['amount', 'resource'] },
  targetLosesResource: { kinds: ['Nation', 'Strategy', 'Disaster'], required: ['amount', 'resource'] },
  yieldBonus: { kinds: ['Event'], required: ['land', 'resource', 'amount'] },
  weatherAlsoPlacesCreature: { kinds: ['Event'], required: ['amount'] },
  marketRateBonus: { kinds: ['Event'], required: ['amount'] },
};

/** Landmark effects (spec §3.1); code = index (LM_* in compiled.ts). */
export const LANDMARK_EFFECTS = ['market', 'recruit', 'summonGate', 'walls', 'noDamage', 'collect', 'bazaar', 'throne'] as const;
export type LandmarkEffect = (typeof LANDMARK_EFFECTS)[number];

/** The fields each landmark effect needs (and the only ones it may carry). */
export const LANDMARK_EFFECT_FIELDS: Readonly<Record<LandmarkEffect, readonly string[]>> = {
  market: ['amount', 'resources'],
  recruit: ['rollAtLeast'],
  summonGate: ['gate'],
  walls: ['amount'],
  noDamage: [],
  collect: ['amount', 'rollAtLeast', 'resources'],
  bazaar: ['amount', 'rollAtLeast'],
  throne: [],
};

// ---- the document ----

export interface Effect {
  kind: EffectKind;
  amount?: number;
  curesPoison?: boolean;
  state?: StateName;
  health?: number;
  scope?: BonusScope;
  trait?: Trait;
  /** A success roll for this effect alone. */
  check?: { d8AtLeast: number };
}

export interface Ability {
  /** Unique in the document (abilities of every card and Artifact share one namespace). */
  id: string;
  name: string;
  attrs: AbilityAttr[];
  /** Evaporate(n): uses per battle; Deplete(n): uses per game (G60); absent = unlimited. */
  evaporate?: number;
  deplete?: number;
  magic?: Magic;
  target: TargetCode;
  effects: Effect[];
  /** A success roll for the whole ability. */
  check?: { d8AtLeast: number };
  source?: string;
}

export interface Quest {
  category: QuestCategory;
  trigger: QuestTrigger;
  /** The count a `once` settlementsOwned/kingdomsOwned quest waits for. */
  triggerValue?: number;
  vp: number;
  mode: QuestMode;
  /** repeat: the most times it pays (required); keep: the most VP it holds. */
  max?: number;
  source?: string;
}

export interface Gather {
  land: LandName;
  /** The gatherer chooses one of these per yield. */
  yields: ResourceName[];
  /** The region bonus doubles it (false = *flat*). */
  doubles: boolean;
  onlyOnOwnSettlement?: boolean;
  oncePerPhase?: boolean;
}

export type NpcFace = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

export interface CharacterCard {
  id: string;
  name: string;
  /** Exactly one of the two. */
  origin: { nation?: NationId; creature?: CreatureCategory };
  kinds: CardKind[];
  stats: { A: number; D: number; H: number; S: number };
  /** null for Machines. */
  attraction: { type: 'Rom' | 'Com' | 'Int' | 'Cha'; score: number } | null;
  nature: NatureCode;
  cost: { res: Bundle; sacrifice?: number };
  traits: Trait[];
  gathers?: Gather[];
  smelt?: { oreIn: number; steelOut: number; maxPerPhase: number };
  abilities: Ability[];
  /** D8 faces that trigger an ability (its id) when an NPC controls the card; unlisted = Base Attack (§2.15). */
  npcActions?: Partial<Record<NpcFace, string>>;
  /** Monsters: VP on death and Gold reward (G32). */
  vp?: number;
  goldReward?: number;
  quest?: Quest;
  /** Summons: where they may be summoned (§2.12); absent = anywhere. */
  summon?: { landmark?: string; land?: LandName };
  /** Creatures: copies in the Creature deck (default 1). Nation cards give copies in their Nation's deck list. */
  copies?: number;
  source: string;
}

export interface DeckEntry {
  card: string;
  copies: number;
}

export interface NationDoc {
  id: NationId;
  name: string;
  colour: string;
  preferredLands: LandName[];
  /** The starting character (§1.6); must be in the deck. */
  provider: string;
  villageCost: Bundle;
  kingdomCost: Bundle;
  wallPrice: Bundle;
  towerPrice: Bundle;
  supply: { villages: number; kingdoms: number; towers: number; walls: number };
  deck: DeckEntry[];
  source: string;
}

export interface ArtifactBar {
  alignment: Magic;
  vp: number;
  /** What destroying it pays; null = it cannot be discarded. */
  discard: Bundle | null;
  /** Lands of the armies it may go to; ['any'] = every land. */
  lands: Array<LandName | 'any'>;
}

export interface WorldCard {
  id: string;
  name: string;
  kind: WorldKind;
  /** Copies in the World deck (default 1). */
  copies?: number;
  effect: WorldEffect;
  amount?: number;
  land?: LandName;
  resource?: ResourceName;
  states?: StateName[];
  /** Events: rounds active (G36). */
  duration?: number;
  artifact?: ArtifactBar;
  ability?: Ability;
  source: string;
}

export interface LandmarkDoc {
  id: string;
  name: string;
  /** The Throne of Korrem's base type is Wasteland (§3.1). */
  base: LandName;
  effect: LandmarkEffect;
  /** market: resources given per one taken; walls: how many; collect: how many; bazaar: the Gold price. */
  amount?: number;
  /** The least D8 face that succeeds. */
  rollAtLeast?: number;
  /** market: tradeable; collect: the resources to choose from (one type, §3.1). */
  resources?: ResourceName[];
  /** summonGate: the creature category it admits. */
  gate?: CreatureCategory;
  source: string;
}

export interface TileBag {
  /** Standard tiles by land (never Wasteland). */
  standard: Array<{ land: Exclude<LandName, 'Wasteland'>; count: number }>;
  /** One tile per landmark (G8), by landmark id. */
  landmarks: string[];
  source: string;
}

export interface KorremContent {
  /** Where the set as a whole comes from. */
  source: string;
  /** Exactly the six Nations in NATION_IDS order. */
  nations: NationDoc[];
  /** Nation characters, creatures and Summons in one list; their order is their CardId. */
  characters: CharacterCard[];
  world: WorldCard[];
  landmarks: LandmarkDoc[];
  tiles: TileBag;
}
