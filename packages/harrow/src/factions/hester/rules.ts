// Hester's rules (3-player game, rulebook L1949-2299, spec §1.20). The spec gives her no rule ids;
// these are the ids her code and tests cite. `source` is the rulebook line the rule comes from.

import { ruleById, type RuleEntry } from '../../rule-list.js';

export type HesterRule = RuleEntry;

export const HESTER_RULES: readonly HesterRule[] = [
  { id: 'R-H-SEAT', text: 'Hester is always the third seat and takes her turn as the last one.', source: 'L1951, L2045' },
  { id: 'R-H-SETUP', text: '2 Bonfire tokens on each of the 3 Bonfire spaces, 1 to the left (an action token), the rest in Possessions; 6 Roots; shuffle 13 cards, draw 4; 8 snakes; 6 terrain cubes of each colour in the supply; Hester off the map.', source: 'L2025-2045' },
  { id: 'R-H-ROOT', text: 'Place 2 Roots of one colour set (the set not on the map); the first Root of the game enters an edge hex from off the map; every other Root goes from the hex the latest Root entered to an adjacent hex not touched by a Root of this or last turn (G-51); then last turn\'s Roots are removed.', source: 'L2057-2069' },
  { id: 'R-H-INCOME', text: 'One terrain cube per hex a Root of this turn touches, of that hex\'s colour (Bog brown, Forest green, Plains yellow, Wetlands teal; Mountain and Brambles nothing), supply permitting: at most 2 on the first turn, 3 later (CF-34).', source: 'L2071-2083' },
  { id: 'R-H-ROOT-BONFIRE', text: 'A Root that enters a Bonfire hex adds 1 Bonfire token there (from Possessions, G-28).', source: 'L2085' },
  { id: 'R-H-ACTIONS', text: 'Actions = Bonfire tokens left of the board (1 + 1 per Bonfire made); each action covers one Action Box.', source: 'L2090-2096' },
  { id: 'R-H-CARD', text: 'Play a card (1 action, once per turn): hand → its own face-up pile; with 3 piles it covers one.', source: 'L2112-2116' },
  { id: 'R-H-EXTRA-ROOT', text: 'Place 1 more Root of this turn\'s colour and gain 1 more cube (1 action, once per turn); last turn\'s hexes may be re-entered.', source: 'L2118-2122' },
  { id: 'R-H-SPAWN', text: 'SPAWN an opponent\'s Haint onto its owner\'s Home Hex or Legend hex, uninfected, following the core rules (1 action, once per turn; G-89 either Kammi token).', source: 'L2126-2132' },
  { id: 'R-H-MOVE', text: 'Move Infected Haints and Hester (1 action opens the box, G-22): Infected Haint 1 matching cube or any 2; Hester 2 matching, any 3 onto a Mountain or the Brambles; a Path token on the destination saves 1 cube; no enemy uninfected Units, no Bonfire, no foreign Townsfolk/Building; Hester ignores the core rules (G-26).', source: 'L2137-2153, L2270' },
  { id: 'R-H-ACTIVATE', text: 'Each face-up card may be activated once per turn, free, at any time after the Root cubes.', source: 'L2104-2108' },
  { id: 'R-H-BONFIRE', text: 'An Infected Haint joining an Infected Haint of the other opponent makes a Bonfire: rightmost Bonfire pair onto the hex, both Haints onto an empty Scoring Space, everything else pushed off, +1 action token usable at once.', source: 'L2157-2181' },
  { id: 'R-H-BONFIRE-HEX', text: 'No Unit, Townsfolk, Building or Doll may enter a Bonfire hex, except Hester.', source: 'L2185' },
  { id: 'R-H-TREE', text: 'After the Top actions Hester activates the Tree with every cube on the Battleground; no Top action afterwards.', source: 'L2200-2206' },
  { id: 'R-H-INFECT', text: 'Infect (after the Tree; 1 action opens the box): only on hexes touched by this turn\'s Roots, 1 per hex, 1 matching cube or any 3, a snake from Possessions; a Legend with no uninfected Haints on its hex: infect any one of its owner\'s Haints instead.', source: 'L2210-2218' },
  { id: 'R-H-SUMMON', text: 'Summon Hester (once per turn, off the map only) onto a Bonfire hex, paying the cost under the leftmost empty Bonfire space in cubes of that hex\'s colour (3 with one Bonfire, 1 with three; G-23, G-85).', source: 'L2226-2232' },
  { id: 'R-H-EAT', text: 'Clean-Up: Hester on a Legend\'s hex may eat 1 Ability/Scroll/Wild token of its owner (row: rightmost; Family: a non-upgraded bag kind or the rightmost track token) onto an empty Scoring Space on that player\'s side, then leaves the map; only the real Kammi (the Goblin is hit instead, G-26b).', source: 'L2244-2250, L2290-2291' },
  { id: 'R-H-CLEANUP', text: 'Cubes above 6 back to the supply; draw 1 card per Draw-Card symbol covered this turn (G-24); action tokens back to the left.', source: 'L2252-2256' },
  { id: 'R-H-WIN', text: 'Hester wins at once when all 6 Scoring Spaces are filled.', source: 'L2297' },
  { id: 'R-H-ATK-BONFIRE', text: 'Attacking a Bonfire: each Bonfire token counts 1 Unit (+3 with Hester); each cube spent removes a token; the last one douses it (+1 point, 2 tokens back to the leftmost empty Bonfire space).', source: 'L2188-2197' },
  { id: 'R-H-ATK-HESTER', text: 'Attacking Hester (only on a hex without a Bonfire): she counts 3 Units; killed, she leaves the map, no point, the attacker\'s Haint Dial goes to 1.', source: 'L2234-2240' },
];

/** The rule of `id` (throws for an unknown id, so a test cannot cite a rule that does not exist). */
export const hesterRule = (id: string): HesterRule => ruleById(HESTER_RULES, id, 'Hester');
