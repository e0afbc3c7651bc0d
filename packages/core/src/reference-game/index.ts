export { diceRace, racePositions, raceHand, ROLL, WALK, PLAY_CARD } from './game.js';
export type { RaceConfig, RaceState } from './game.js';
export { RACE_FACTIONS, raceParameters } from './data.js';
