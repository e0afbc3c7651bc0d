// Harrow County (issue 20, in progress): the pieces built so far — the hex map, the Tree and the
// catalogue as data. The game is not yet a GameDefinition and the command line does not know it.
export * from './hex.js';
export * from './map.js';
export * from './render-map.js';
export * from './tree.js';
export * from './data/sourced.js';
export * from './data/catalogue-types.js';
export * from './data/maps.js';
export * from './data/tree.js';
export * from './data/cards.js';
export * from './data/tiles.js';
export * from './data/legends.js';
export * from './data/factions.js';
export * from './actions.js';
// map.ts's `kindOf` (the hex kind) keeps its name at the package level; the action kind decoder is `actionKindOf` here.
export { kindOf } from './map.js';
export { kindOf as actionKindOf } from './actions.js';
export * from './state.js';
export * from './setup.js';
export * from './basic-actions.js';
export * from './advance.js';
export * from './spawn.js';
export * from './strengthen.js';
export * from './dial.js';
export * from './attack.js';
export * from './cleanup.js';
export * from './objectives.js';
export * from './parameters.js';
export * from './mode.js';
export * from './turn.js';
export * from './game.js';
