// Solo mode's rules (rulebook L2301-2627, spec §1.21). The spec gives them no ids; these are the ids
// the solo code and tests cite. `source` is the rulebook line the rule comes from.

import { ruleById, type RuleEntry } from '../rule-list.js';

export type SoloRule = RuleEntry;

export const SOLO_RULES: readonly SoloRule[] = [
  { id: 'R-SOLO-SETUP', text: 'Hester as in the 3-player game; the Protectors and Family each with a Legend and 3 Haints on their Home Hex and 3 cubes on the Battleground (6 red and 6 blue cubes in all); 5 Wild tokens nearby; no jars, Ability tokens, Storms, Paths, Bonus tiles or First Player token.', source: 'L2305-2443' },
  { id: 'R-SOLO-LEVEL', text: 'Level 1: 18 solo cards, Hester starts with 1 cube of each colour; Level 2: 16 cards, 2 random cubes; Level 3: 14 cards, none. The cards are drawn face-down from the shuffled Tactics (red), Upgrade (blue) and Goblin (purple) decks in any split and kept in 3 piles.', source: 'L2445-2464' },
  { id: 'R-SOLO-OBJECTIVES', text: 'At the start of a Round with no Building (then no Townsfolk) on the map, draw a card from any pile and place the piece on one of its 2 hexes that has no Units, Bonfire or other objective; if neither is free, discard it and draw again; Faceless Portraits: Hester loses her Battleground cubes and the piece goes on any hex.', source: 'L2468-2478' },
  { id: 'R-SOLO-CARD', text: 'Choose a non-empty pile, commit its top card face-down to the red side (the Protectors) or the blue side (the Family), flip it; once per turn it may be discarded for a replacement from any pile, which must be resolved.', source: 'L2479-2483' },
  { id: 'R-SOLO-AMARYLLIS', text: 'Faceless Portraits as the activation card: Hester loses all her Battleground cubes and the active faction SPAWNs 1 Haint on any legal hex; no area is activated (G-87).', source: 'L2487' },
  { id: 'R-SOLO-AREAS', text: 'Hester\'s action tokens go on the 3 solo-board areas one each, from the area of the card\'s element clockwise (G-56: Add Cube, SPAWN, Move), wrapping; the areas activate in that order, each 1 + its tokens times (G-21).', source: 'L2493-2504' },
  { id: 'R-SOLO-CUBE', text: 'Add Cube: +1 cube of the active faction\'s colour to the Battleground per activation.', source: 'L2510-2512' },
  { id: 'R-SOLO-SPAWN', text: 'SPAWN: 1 Haint of the active faction per activation on one of the card\'s 2 hexes with no enemy Units, Bonfire or opposing objective and fewer than 4 Units; if neither is legal, draw another card for its hexes (G-78).', source: 'L2516-2519' },
  { id: 'R-SOLO-MOVE', text: 'Move: every Unit of the active faction moves 1 hex along a shortest legal path toward its nearest objective (Family: a Building; Protectors: a Townsfolk), ADVANCE costs ignored, core rules kept; groups move together and carry along unmoved Units they join; entering the objective destroys or rescues it, +2 at once, and the rest of the activation heads for that hex; Hester decides the order and ties.', source: 'L2525-2535' },
  { id: 'R-SOLO-ATTACK', text: 'One attack if in range: with the Hester icon, Hester if in range, else a Bonfire, else Units; without it, Units only, and only from a hex with at least as many Units as the target. The automated factions take every kill they can afford (G-79). A kill feeds the Dial; dousing scores 1; killing Hester sets the Dial to 1 and puts a Bonfire pair back on her board (G-54).', source: 'L2543-2571' },
  { id: 'R-SOLO-HESTER', text: 'Hester then plays a normal Hester turn; what she eats is a Wild token from the 5 nearby (G-55).', source: 'L2573-2619' },
  { id: 'R-SOLO-END', text: 'After Hester\'s turn the Round ends: a faction with Units on the Brambles scores 1; Hester loses if either faction has 7 points, or whenever a solo card must be drawn and none remain; she wins at once with her 6 Scoring Spaces full.', source: 'L2621-2627' },
];

/** The rule of `id` (throws for an unknown id, so a test cannot cite a rule that does not exist). */
export const soloRule = (id: string): SoloRule => ruleById(SOLO_RULES, id, 'solo');
