// The small closed vocabularies every Korrem module shares, as integer codes (spec §1.2, §1.4, §4.2).
// Content documents name them by string; compile.ts maps the strings to these codes once per run.

/** Land base types (spec §1.4). A Landmark tile has one of these as its base type (§3.1). */
export const PLAINS = 0;
export const FOREST = 1;
export const MOUNTAIN = 2;
export const OCEAN = 3;
export const DESERT = 4;
export const TUNDRA = 5;
/** The back of every tile; made only by Disasters or abilities (§1.4). The Throne of Korrem's base type (§3.1). */
export const WASTELAND = 6;
export const LANDS = 7;
export type Land = number;
export const LAND_NAMES = ['Plains', 'Forest', 'Mountain', 'Ocean', 'Desert', 'Tundra', 'Wasteland'] as const;
export type LandName = (typeof LAND_NAMES)[number];

/** Resources (spec §4.2 `Res`): Grain, Wood, Ore, Fish, Gems, Steel, Gold. */
export const GR = 0;
export const WD = 1;
export const OR = 2;
export const FI = 3;
export const GE = 4;
export const ST = 5;
export const GO = 6;
export const RESOURCES = 7;
export type Resource = number;
export const RESOURCE_NAMES = ['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** Nations in the rulebook's order (spec §1.2). Seating strings are these ids. */
export const NATION_IDS = ['human', 'elves', 'borean', 'draconis', 'talos', 'druid'] as const;
export const NATION_NAMES = ['Human', 'Elves', 'Borean', 'Draconis', 'Talos', 'Druid'] as const;
export type NationId = (typeof NATION_IDS)[number];
export const NATIONS = 6;

/** Creature categories (spec §1.8, Fig. 5B). */
export const CREATURE_CATEGORIES = ['Plains', 'Forest', 'Mountain', 'Ocean', 'Desert', 'Tundra', 'Swamp', 'SkyRealm', 'FireRealm', 'Tenebris'] as const;
export type CreatureCategory = (typeof CREATURE_CATEGORIES)[number];

/** Natures (spec §2.13, Fig. 7), by their abbreviations in §4.2. */
export const NATURE_CODES = ['Sin', 'Ag', 'Bel', 'Sk', 'Anx', 'Ind', 'Con', 'Wa', 'Des', 'Soc', 'Eag'] as const;
export const NATURE_NAMES = ['Sinister', 'Aggressive', 'Belligerent', 'Skittish', 'Anxious', 'Indifferent', 'Conniving', 'Wandering', 'Desperate', 'Social', 'Eager'] as const;
export type NatureCode = (typeof NATURE_CODES)[number];

/** Attraction types (spec §2.9); 0 = none (Machines). */
export const ATTR_NONE = 0;
export const ATTR_ROM = 1;
export const ATTR_COM = 2;
export const ATTR_INT = 3;
export const ATTR_CHA = 4;
export const ATTRACTION_CODES = ['Rom', 'Com', 'Int', 'Cha'] as const;
