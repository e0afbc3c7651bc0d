// Solo mode's data (rulebook L2301-2627, spec §1.21 and §3.4): the difficulty levels as printed, the
// lost solo data of each Tactics, Upgrade and Goblin card (ASSUMPTION G-20, generated from a fixed
// seed by scripts/generate-solo-cards.mjs and frozen here), the solo board's area order (G-56) and
// the rule switches with their sources. Replace SOLO_CARDS with a transcription of the real cards
// when one exists: hexes are axial "q,r" names (hex.ts hexName), elements CUBE / SPAWN / MOVE.
import { S, type Sourced } from './sourced.js';

/** The solo board's three areas (L2490-2535), in the clockwise order of ASSUMPTION G-56. */
export const SOLO_AREAS = ['CUBE', 'SPAWN', 'MOVE'] as const;
export type SoloElement = (typeof SOLO_AREAS)[number];
export const SOLO_AREA_ORDER: Sourced<readonly SoloElement[]> = S<readonly SoloElement[]>(['CUBE', 'SPAWN', 'MOVE'],
  'ASSUMPTION G-56: the icons of the solo board were lost; clockwise Add Cube → SPAWN → Move (cubes before bodies before movement)');

/** One difficulty level (L2445-2464, CF-43). */
export interface SoloLevel {
  readonly cards: number;
  /** Hester's starting terrain cubes: one of each colour, `n` random different colours, or none. */
  readonly cubes: 'each' | 'none' | number;
}
export const SOLO_LEVELS: Sourced<readonly SoloLevel[]> = S<readonly SoloLevel[]>(
  [{ cards: 18, cubes: 'each' }, { cards: 16, cubes: 2 }, { cards: 14, cubes: 'none' }],
  'L2445-2464 (table "Level / Total number of cards used / Cubes in Battleground at start"); Level 2\'s "2 random Terrain Cubes (any 2 of the 4)" as 2 different colours drawn at random (ASSUMPTION G-77)');

/** The three solo piles (L2449): the deck each is drawn from, its colour and the faction whose Units its hexes favour. */
export const SOLO_PILES = [
  { colour: 'red', deck: 'tactics', source: 'L2449, L2466 (the Tactics pile, red)' },
  { colour: 'blue', deck: 'upgrade', source: 'L2449, L2466 (the Upgrade pile, blue)' },
  { colour: 'purple', deck: 'goblin', source: 'L2449, L2466 (the Goblin pile, purple)' },
] as const;

/** One card's solo data: the element icon, its 2 SPAWN hexes and whether the Hester icon is printed (L2488-2491). */
export interface SoloCardData {
  readonly element?: SoloElement;
  readonly hexes?: readonly [string, string];
  readonly hester?: boolean;
  /** Faceless Portraits (L2486-2487): the Amaryllis card, with none of the three data items. */
  readonly amaryllis?: boolean;
}

export const SOLO_CARDS_SOURCE =
  'ASSUMPTION G-20 (spec §3.4): every solo datum printed on the cards was lost; hexes drawn from the card colour\'s region of the ' +
  'solo board (red x < −1, purple |x| ≤ 1, blue x > 1, x = q + r/2; no homes, no Brambles), uniform elements, the Hester icon on half ' +
  'of each deck; seed "harrow-solo-G20", scripts/generate-solo-cards.mjs. Faceless Portraits carries the Amaryllis (L2486)';

export const SOLO_CARDS: Readonly<Record<string, SoloCardData>> = {
  'banish': { element: 'MOVE', hexes: ['-4,1', '0,-4'], hester: true },
  'blown-up-a-storm': { element: 'CUBE', hexes: ['-2,-2', '-1,-3'], hester: true },
  'conjure-the-dead': { element: 'SPAWN', hexes: ['-2,-1', '-1,-2'], hester: true },
  'dead-shot': { element: 'MOVE', hexes: ['-3,2', '-4,0'], hester: true },
  'gumption': { element: 'SPAWN', hexes: ['-1,-1', '-4,3'], hester: false },
  'haunting-vision': { element: 'CUBE', hexes: ['-4,0', '-1,-2'], hester: false },
  'holler': { element: 'MOVE', hexes: ['-4,2', '-2,1'], hester: true },
  'laying-out-all-night': { element: 'SPAWN', hexes: ['-2,1', '-4,0'], hester: false },
  'madder-than-a-wet-hen': { element: 'MOVE', hexes: ['-2,0', '-2,-2'], hester: true },
  'over-yonder': { element: 'CUBE', hexes: ['-2,-1', '-3,-1'], hester: true },
  'reinforce': { element: 'MOVE', hexes: ['-3,2', '-4,1'], hester: false },
  'rally': { element: 'SPAWN', hexes: ['-4,0', '0,-3'], hester: false },
  'spirit-trap': { element: 'MOVE', hexes: ['-3,2', '-3,1'], hester: false },
  'witchs-fire': { element: 'SPAWN', hexes: ['-4,1', '-2,-1'], hester: false },
  'yaller-dog': { element: 'SPAWN', hexes: ['-4,4', '-1,-1'], hester: true },
  'your-druthers-is-my-ruthers': { element: 'SPAWN', hexes: ['-2,1', '-4,3'], hester: false },
  'confluence': { element: 'SPAWN', hexes: ['1,3', '3,-2'], hester: true },
  'distant-stirring': { element: 'MOVE', hexes: ['2,1', '4,0'], hester: false },
  'faceless-portraits': { amaryllis: true },
  'knife-in-the-dark': { element: 'CUBE', hexes: ['4,0', '1,2'], hester: true },
  'knitting-fate': { element: 'SPAWN', hexes: ['4,0', '3,-3'], hester: true },
  'meeting-lodge': { element: 'CUBE', hexes: ['1,3', '0,3'], hester: false },
  'psychopomp': { element: 'CUBE', hexes: ['2,2', '4,-2'], hester: true },
  'stormwalker': { element: 'CUBE', hexes: ['1,1', '0,3'], hester: false },
  'sound-and-fury': { element: 'SPAWN', hexes: ['1,2', '4,-4'], hester: false },
  'blood-money': { element: 'SPAWN', hexes: ['-1,3', '0,-1'], hester: false },
  'buried': { element: 'MOVE', hexes: ['-1,3', '-2,2'], hester: true },
  'dolls-whisper': { element: 'MOVE', hexes: ['1,-3', '-1,0'], hester: false },
  'doppelganger': { element: 'CUBE', hexes: ['-1,1', '2,-3'], hester: false },
  'entice': { element: 'SPAWN', hexes: ['2,-4', '-2,3'], hester: true },
  'grudge': { element: 'SPAWN', hexes: ['2,-3', '-1,0'], hester: false },
  'lets-blouse': { element: 'CUBE', hexes: ['0,-2', '0,2'], hester: false },
  'sleight-of-hand': { element: 'MOVE', hexes: ['1,-1', '-1,1'], hester: false },
  'snare': { element: 'MOVE', hexes: ['2,-4', '-2,3'], hester: true },
  'propel': { element: 'SPAWN', hexes: ['2,-2', '-2,2'], hester: true },
  'tempt': { element: 'MOVE', hexes: ['-2,2', '-3,4'], hester: true },
  'through-the-keyhole': { element: 'MOVE', hexes: ['-1,4', '3,-4'], hester: true },
};

/** The solo rule numbers and switches (spec §1.21; G-21, G-54, G-55, G-78, G-79, G-87). */
export const SOLO = {
  level: S(1, 'L2445-2464: Levels 1, 2 and 3 ("If this is your first time playing, try starting at Level 1")', [2, 3]),
  split: S('even',
    'L2449 ("randomly draw any number of cards from each pile such that the total … equals the number in the table"): the split is the player\'s, made blind; '
    + '"even" deals the total as evenly as the piles allow (red, then blue, then purple get the remainder); or "r/b/p" counts that add up to the level\'s total, e.g. 7/6/5 at Level 1 (CF-43, L2464)'),
  activations: S<'one-plus-tokens' | 'tokens-or-one'>('one-plus-tokens',
    'ASSUMPTION G-21: "activated again for each Bonfire Token" (L2500, and "additional" in each area\'s text) → 1 + tokens; the caption "2 bonfire tokens=2 activations" (L2504) → tokens, at least 1',
    ['tokens-or-one']),
  objectivePoints: S(2, 'L2532-2534 ("destroy that Building and the Family gains 2 points immediately"; "rescue that Townsfolk and the Protectors gain 2 points")'),
  wildTokens: S(5, 'L2379, L2443 ("Place the 5 Wild Tokens nearby"); ASSUMPTION G-55: they are what Hester eats in solo (the automated factions own no tokens)'),
  hesterKilledRefill: S(true,
    'ASSUMPTION G-54: "add a Bonfire to the rightmost empty Bonfire spaces on your Hester Faction Board" (L2571): 1 pair of Bonfire tokens from her Possessions', [false]),
} as const;
