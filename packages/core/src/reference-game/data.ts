// Rules data of Dice Race, the reference game core's own tests use. Every
// number is a registered parameter with its source, as a real game's would be.
import type { ParameterSpec } from '../parameters.js';

export const RACE_FACTIONS = [
  { id: 'hare', name: 'Hare' },
  { id: 'tortoise', name: 'Tortoise' },
  { id: 'fox', name: 'Fox' },
  { id: 'owl', name: 'Owl' },
] as const;

export type RaceFactionId = (typeof RACE_FACTIONS)[number]['id'];

const SRC = 'Dice Race house rules (core reference game)';

export const raceParameters: readonly ParameterSpec[] = [
  { key: 'race.length', kind: 'int', default: 24, min: 4, max: 200, description: 'squares from start to finish', source: SRC },
  { key: 'race.maxTurns', kind: 'int', default: 200, min: 1, max: 100000, description: 'turn cap; a game still running then is a timeout', source: SRC },
  { key: 'race.handSize', kind: 'int', default: 0, min: 0, max: 5, description: 'hidden-hand variant: cards held by each runner (0 = off)', source: SRC, alternatives: [3] },
  { key: 'race.cardCopies', kind: 'int', default: 4, min: 1, max: 10, description: 'copies of each card value 1..6 in the shared deck', source: SRC },
  { key: 'hare.dieSides', kind: 'int', default: 8, min: 2, max: 20, description: 'sides of the hare die', source: SRC },
  { key: 'hare.stumbleBack', kind: 'int', default: 3, min: 0, max: 20, description: 'squares the hare falls back on a roll of 1', source: 'ASSUMPTION: a stumble must hurt without deciding the race', alternatives: [2, 4] },
  { key: 'tortoise.dieSides', kind: 'int', default: 4, min: 2, max: 20, description: 'sides of the tortoise die', source: SRC },
  { key: 'tortoise.bonus', kind: 'int', default: 1, min: 0, max: 5, description: 'squares added to every tortoise roll', source: SRC },
  { key: 'fox.dieSides', kind: 'int', default: 6, min: 2, max: 20, description: 'sides of the fox die', source: SRC },
  { key: 'fox.bumpBack', kind: 'int', default: 2, min: 0, max: 20, description: 'squares a rival falls back when the fox lands on its square', source: SRC },
  { key: 'owl.dieSides', kind: 'int', default: 6, min: 2, max: 20, description: 'sides of the owl die', source: SRC },
  { key: 'race.faultTurn', kind: 'int', default: 0, min: 0, max: 100000, description: 'fault injection for tests of the runner: the game throws when this turn starts (0 = never)', source: 'test hook, not a rule' },
  { key: 'race.faultMode', kind: 'choice', default: 'throw', values: ['throw', 'exit'], description: 'fault injection for tests: throw inside the game, or end the worker thread (process.exit) as a dying worker would', source: 'test hook, not a rule' },
  { key: 'owl.walk', kind: 'int', default: 2, min: 1, max: 5, description: 'squares the owl walks instead of rolling (others walk 1)', source: SRC },
];
