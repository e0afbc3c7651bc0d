// The Observe phase's weather roll (spec §1.8, CF-8): Actions for every player this round and the
// event the Observer resolves. Reads data/weather-table.ts; the game's state machine does the event.
import type { Rng } from '@balance-lab/core';
import { ACTIVE_CREATURE_LIMIT, WEATHER_ACTIONS, WEATHER_DIE, WEATHER_EVENTS, type WeatherEvent } from './data/weather-table.js';

export function rollWeather(rng: Rng): number {
  return rng.die(WEATHER_DIE);
}

/** Actions every player gets this round for weather `face` (1..8). */
export function weatherActions(face: number): number {
  return WEATHER_ACTIONS[face - 1] as number;
}

/** WEATHER_NONE | WEATHER_PLACE_LAND | WEATHER_PLACE_CREATURE | WEATHER_WORLD_CARD for `face`. */
export function weatherEvent(face: number): WeatherEvent {
  return WEATHER_EVENTS[face - 1] as number;
}

/** Whether a Place Creature event may place one: fewer than 9 NPC flags in use (ASSUMPTION G80); otherwise the card stays on top (§1.8). */
export function creatureMayBePlaced(npcFlagsInUse: number): boolean {
  return npcFlagsInUse < ACTIVE_CREATURE_LIMIT;
}
