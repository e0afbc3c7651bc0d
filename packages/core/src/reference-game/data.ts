// Rules data of Dice Race, the reference game core's own tests use. Every
// number is a registered parameter with its source, as a real game's would be.
import type { ContentSpec } from '../contracts.js';
import type { ParameterSpec } from '../parameters.js';

export const RACE_FACTIONS = [
  { id: 'hare', name: 'Hare' },
  { id: 'tortoise', name: 'Tortoise' },
  { id: 'fox', name: 'Fox' },
  { id: 'owl', name: 'Owl' },
  // Only in chase mode (race.mode=chase), where it always sits in the last seat.
  { id: 'wolf', name: 'Wolf' },
] as const;

export type RaceFactionId = (typeof RACE_FACTIONS)[number]['id'];

const SRC = 'Dice Race house rules (core reference game)';

/** Values of `race.mode`. */
export const RACE_MODES = ['race', 'solo', 'coop', 'chase'] as const;
export type RaceMode = (typeof RACE_MODES)[number];

/** The content document Dice Race takes (`--content`): the card values of the deck. */
export interface RaceContent {
  readonly cards: readonly number[];
}

export const MAX_CARD_KINDS = 12;
export const MAX_CARD_VALUE = 20;

/** `content` of Dice Race: the deck's card values (each dealt race.cardCopies times). */
export const raceContent: ContentSpec<RaceContent> = {
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Dice Race deck',
    type: 'object',
    properties: {
      cards: {
        description: 'card values of the deck; each is dealt race.cardCopies times',
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: MAX_CARD_VALUE },
        minItems: 1,
        maxItems: MAX_CARD_KINDS,
      },
    },
    required: ['cards'],
    additionalProperties: false,
  },
  sets: {
    standard: { description: 'one card of each value 1..6 (times race.cardCopies): the house deck', source: SRC, document: { cards: [1, 2, 3, 4, 5, 6] } },
    high: { description: 'values 3..8: a faster deck', source: 'ASSUMPTION: a faster deck, for tests of --content', document: { cards: [3, 4, 5, 6, 7, 8] } },
  },
  default: 'standard',
  check: (doc) => {
    const cards = doc.cards;
    if (cards.length > 0 && cards.every((c) => c === cards[0])) {
      return `/cards: every card has the value ${cards[0]}; a deck needs at least two values`;
    }
    return null;
  },
};

export const raceParameters: readonly ParameterSpec[] = [
  { key: 'race.length', kind: 'int', default: 24, min: 4, max: 200, description: 'squares from start to finish', source: SRC },
  { key: 'race.maxTurns', kind: 'int', default: 200, min: 1, max: 100000, description: 'turn cap; a game still running then is a timeout', source: SRC },
  { key: 'race.handSize', kind: 'int', default: 0, min: 0, max: 5, description: 'hidden-hand variant: cards held by each runner (0 = off)', source: SRC, alternatives: [3] },
  {
    key: 'race.ambush',
    kind: 'int',
    default: 0,
    min: 0,
    max: 20,
    description:
      'hidden-hand variant, race and chase modes: instead of moving, a runner may ambush the next seat; if that seat holds a card of at least race.ambushCard it goes back this many squares, else the ambusher goes back to the start (0 = off)',
    source: 'ASSUMPTION: a move that pays only for knowing a hidden hand (it usually hits, and a miss costs far more than a hit gains), so that a search which treats its guesses as known (determinized MCTS) and one that does not (ISMCTS) decide differently',
  },
  { key: 'race.ambushCard', kind: 'int', default: 5, min: 1, max: 20, description: 'the lowest card value in the target hand that makes an ambush hit (race.ambush)', source: 'ASSUMPTION: with the standard deck, 8 cards of 24 are 5 or 6, so a hand of three holds one about 73% of the time' },
  { key: 'race.cardCopies', kind: 'int', default: 4, min: 1, max: 10, description: 'copies of each card value of the deck (content `cards`; standard 1..6) in the shared deck', source: SRC },
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
  { key: 'race.mode', kind: 'choice', default: 'race', values: RACE_MODES.filter((m) => m !== 'coop'), description: 'race: first home wins; solo: one runner against the storm and the clock; chase: the wolf (last seat) hunts the runners (coop, where every runner must get home, is the game dice-race-coop)', source: SRC },
  { key: 'race.soloTurns', kind: 'int', default: 12, min: 1, max: 1000, description: 'solo mode: turns the runner has to finish before it loses (out of time)', source: SRC },
  { key: 'race.stormStart', kind: 'int', default: 6, min: 0, max: 100, description: 'solo mode: squares behind the start where the storm begins', source: SRC },
  { key: 'race.stormSpeed', kind: 'int', default: 2, min: 0, max: 20, description: 'solo mode: squares the storm advances each turn; it catches the runner on reaching its square', source: SRC },
  { key: 'race.firstPlayer', kind: 'choice', default: 'seat0', values: ['seat0', 'roll'], description: 'who moves first: seat 0, or a seat drawn at setup (turns then go round from it)', source: SRC },
  { key: 'race.capRule', kind: 'choice', default: 'timeout', values: ['timeout', 'furthest'], description: 'race and chase at race.maxTurns: a timeout, or a win for the runner(s) furthest along', source: SRC },
  { key: 'wolf.dieSides', kind: 'int', default: 6, min: 2, max: 20, description: 'sides of the wolf die (chase mode)', source: SRC },
];
