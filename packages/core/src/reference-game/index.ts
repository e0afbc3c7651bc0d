export {
  diceRace,
  diceRaceCoop,
  racePositions,
  raceHand,
  raceDeck,
  racePlace,
  raceStorm,
  raceFinished,
  RACE_OUTCOMES,
  RACE_METRICS,
  ROLL,
  WALK,
  PLAY_CARD,
  AMBUSH,
  raceCardAction,
  raceCardOf,
} from './game.js';
export type { RaceConfig, RaceState } from './game.js';
export { RACE_FACTIONS, RACE_MODES, raceContent, raceParameters } from './data.js';
export type { RaceContent, RaceMode } from './data.js';
