// The Observe phase's Korrem Weather roll (spec §1.8, CF-8) as data.
// Source: RB: Nation Turn, 1. OBSERVE Phase, "Korrem Weather (Roll)" (rulebook L99, L107–113, L1629–1631):
// "One Player Rolls a D8 to determine the 'weather' … how much can be accomplished in the Command
// Phase for all Players. If this Player Rolls 1 they place a Land Hex on the Map; If they Roll 4 they
// place the next Creature Card on the Map; If they Roll 8 they draw a World Deck Card".

export const WEATHER_SOURCE = 'RB: OBSERVE Phase, Korrem Weather (Roll) (rulebook L99, L107–113); spec §1.8, CF-8';

/** RB: "Rolls the D8 to determine the Korrem Weather". */
export const WEATHER_DIE = 8;

/** No event: the face only sets the Actions. */
export const WEATHER_NONE = 0;
/** "1 Place Land": draw 1 random tile and place it (G78: empty bag → nothing). */
export const WEATHER_PLACE_LAND = 1;
/** "4 Place Creature": the top Creature card onto a hex of its land type without a Settlement; "Limit of 9 Active Creatures" (G80: 9 flags). */
export const WEATHER_PLACE_CREATURE = 2;
/** "8 Draw World Deck Card" (G78: an empty World deck is reshuffled from its discard pile first). */
export const WEATHER_WORLD_CARD = 3;
export const WEATHER_EVENT_NAMES = ['None', 'PlaceLand', 'PlaceCreature', 'WorldCard'] as const;
export type WeatherEvent = number;

/** Actions per face (index face − 1): "how many Actions there are in the Command Phase" = the roll. */
export const WEATHER_ACTIONS: Int8Array = Int8Array.of(1, 2, 3, 4, 5, 6, 7, 8);

/** Event per face (index face − 1). */
export const WEATHER_EVENTS: Int8Array = Int8Array.of(
  WEATHER_PLACE_LAND, WEATHER_NONE, WEATHER_NONE, WEATHER_PLACE_CREATURE,
  WEATHER_NONE, WEATHER_NONE, WEATHER_NONE, WEATHER_WORLD_CARD,
);

/** RB: Components "NPC Army Flags (9)"; Observe 4 "Limit of 9 Active Creatures", counted in flags (ASSUMPTION G80). */
export const ACTIVE_CREATURE_LIMIT = 9;
