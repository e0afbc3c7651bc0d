// Darkleaf Gambit rules-as-data: the default GameData and its parameter registry.
import { defaultClans } from './clans/index.js';
import { defaultGameOptions } from './game.js';
import type { GameData } from './types.js';
import { defaultWill } from './will.js';
import { defaultWeights } from './weights.js';

export * from './types.js';
export { defaultClans } from './clans/index.js';
export { defaultGameOptions } from './game.js';
export { defaultWill } from './will.js';
export { defaultWeights, WEIGHT_DESCRIPTIONS, type WeightsData } from './weights.js';
export { checkGameData, darkleafParameters, dataFromValues, dataLeaves, valuesFromData } from './parameters.js';
export { dirsOf, rowImpossibleReason, slotAcceptMask, slotAccepts } from './codecs.js';

export const defaultGameData: GameData = { game: defaultGameOptions, will: defaultWill, clans: defaultClans, weights: defaultWeights };
