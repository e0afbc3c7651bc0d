// Every Legend of every faction (spec §1.3, §1.6), its Unique Power (Appendix, L2629-2743) and
// the Legend Ability Tracks, both sides (spec §1.4). Kammi is one Legend plus one of 3 Goblins
// (L1039); the Goblin's Character Board carries the Unique Power, Kammi's token none.
import type { CatalogueNumbers, LegendSpec, LegendTrackSide, LegendTrackSpace, TwoPlayerFactionId, UniquePowerSpec } from './catalogue-types.js';
import { S, type Sourced } from './sourced.js';

function power<N extends CatalogueNumbers>(p: UniquePowerSpec<N>): UniquePowerSpec<N> {
  return p;
}

const G18 =
  'ASSUMPTION G-18: "Discard to …" (L2739-2743) costs Kammi\'s single purple Unique Power token (L1158, "Token x1" L1072), so each Goblin power is used once per game; alternatives: the token returns every Round, or the cost is one Goblin card';

// ---- Unique Powers -----------------------------------------------------------------------

export const POWERS = {
  emmy: power({
    id: 'emmy', name: 'Emmy', specRef: 'R-LEG-EMMY', source: 'L2635', gaps: ['G-47'],
    text: "Place cubes from your Possessions onto every hex with any of your Haints and no red cubes. When Emmy moves into 1 of these hexes, or when Units in these hexes are attacked, add that cube to the Battleground immediately. Emmy doesn't pick up a cube if one is placed on her hex. She only picks it up when she enters a hex with a cube. The cube stays on this hex even if that Haint moves away. If Emmy is ever successfully attacked and your opponent chooses a Haint on a hex that has a red cube, the cube does not get added to the Battleground because Units in that hex weren't attacked.",
    numbers: {
      cubesPerHex: S(1, 'L2635 ("Place cubes from your Possessions onto every hex with any of your Haints and no red cubes"; one per hex, spec R-LEG-EMMY)'),
      ownerChoosesWhenShort: S(true, 'ASSUMPTION G-47: with too few cubes, you choose the hexes'),
    },
  }),
  bernice: power({
    id: 'bernice', name: 'Bernice', specRef: 'R-LEG-BERNICE', source: 'L2637', gaps: ['G-43', 'G-92'],
    text: "Move 1 of your Haints to an adjacent terrain hex, then place 1 Iron Nail under a Unit in a hex adjacent to one of your Units. This Unit cannot move until its owner uses 1 ADVANCE to return the Iron Nail to you. A Unit that is on an Iron Nail cannot be pulled off their hex or moved using Levi's ability. If it's a Legend that's pinned down by the Iron Nail, they cannot move using the Bonus Token with the Move Legend bonus. Your opponent can spend ADVANCE from anywhere to get rid of this token - from a Wild Token, from an ADVANCE Ability Token when taking the Ability Mason Jar action, from the Bonus Tile with 1 ADVANCE, from a card effect. If both your Iron Nail Tokens are in play, you can recall one of them to place it under a new Unit. If placed on Hester, Hester needs to spend 2 Terrain Cubes (or a card effect giving her 1 move) to remove the Iron Nail.",
    numbers: {
      haintsMoved: S(1, 'L2637 ("Move 1 of your Haints to an adjacent terrain hex")'),
      moveSteps: S(1, 'L2637 ("adjacent")'),
      nailsPlaced: S(1, 'L2637 ("place 1 Iron Nail under a Unit in a hex adjacent to one of your Units")'),
      removeNailAdvanceCost: S(1, 'L2637 ("until its owner uses 1 ADVANCE to return the Iron Nail")'),
      hesterRemoveNailCubes: S(2, 'L2637 ("Hester needs to spend 2 Terrain Cubes (or a card effect giving her 1 move)")'),
      nailedUnitPushable: S(false, 'ASSUMPTION G-43: "cannot move" is general, so a nailed Unit is not pushed by an attack', [true]),
      nailReturnsWhenUnitLeaves: S(true, 'ASSUMPTION G-92: a nail under a killed or removed Unit returns to Bernice', [false]),
    },
  }),
  malachi: power({
    id: 'malachi', name: 'Malachi', specRef: 'R-LEG-MALACHI', source: 'L2639', gaps: ['G-44'],
    text: "Place Attack Fury token on any hex that is 1 or 2 hexes away from Malachi. Activate the Tree to perform 1 attack from the Attack Fury hex, which counts as 2 Units. Return Fury token. The Attack Fury token cannot be placed on the same hex as Malachi or enemy Units. If it's placed on a hex with other Units, then add the 2 unit value from the Attack Fury Token to the number of Units on that hex to determine your total Units. It's possible you could have a value as high as 6. If the attack is successful then follow the same attack resolution steps as a regular attack. If there are no other Haints on the hex with the Attack Fury Token, then there is no chance of a Haint Clash. The Attack Fury Token does not collect any Ability Tokens from the hex its on.",
    numbers: {
      furyMinDistance: S(1, 'L2639 ("any hex that is 1 or 2 hexes away from Malachi")'),
      furyMaxDistance: S(2, 'L2639 ("1 or 2 hexes away")'),
      furyUnits: S(2, 'L2639 ("which counts as 2 Units")'),
      maxAttackingUnits: S(6, 'L2639 ("It\'s possible you could have a value as high as 6")'),
      furyCollectsTokens: S(false, 'L2639 ("does not collect any Ability Tokens")'),
      countsAsJarAttack: S(false, 'ASSUMPTION G-44: the Fury attack is a Legend-power attack; it neither unlocks attacking with other jars nor uses up the Attack jar\'s free action (flag furyCountsAsAttack)', [true]),
    },
  }),
  priscilla: power({
    id: 'priscilla', name: 'Priscilla', specRef: 'R-LEG-PRISCILLA', source: 'L2641', gaps: ['G-46'],
    text: "Place 1 Goad Token each onto 2 different hexes (with no Townsfolk or Buildings) that match the same terrain that Priscilla is on. Any Unit on same hex destroys the Goad Token. End of the round, SPAWN Haint on each hex with a Goad Token. Since a mountain or the Brambles aren't terrains, you cannot place a Goad Token on them. If one of the Protector's Haints, or Priscilla herself moves onto a hex with a Goad Token, the Goad Token is removed.",
    numbers: {
      goadsPlaced: S(2, 'L2641 ("Place 1 Goad Token each onto 2 different hexes")'),
      spawnPerGoad: S(1, 'L2641 ("End of the round, SPAWN Haint on each hex with a Goad Token")'),
      goadOnUnitsAllowed: S(false, 'ASSUMPTION G-46: only on hexes with no Units (a Unit there would destroy it at once); spawns in Phase 3 step 0; Goads return after spawning or when destroyed', [true]),
    },
  }),
  'skinless-boy': power({
    id: 'skinless-boy', name: 'Skinless Boy', specRef: 'R-LEG-SKINLESS', source: 'L2643', gaps: [],
    text: "Move 1 of your Haints and 1 Townsfolk each onto an adjacent hex that matches the same terrain that Skinless Boy is on. Since a mountain or the Brambles aren't terrains, you cannot move a Townsfolk onto either of those hexes with this ability. You can't move the Haint or Townsfolk onto a hex with a Building or enemy Unit.",
    numbers: {
      haintsMoved: S(1, 'L2643 ("Move 1 of your Haints")'),
      townsfolkMoved: S(1, 'L2643 ("and 1 Townsfolk")'),
      steps: S(1, 'L2643 ("each onto an adjacent hex")'),
    },
  }),
  levi: power({
    id: 'levi', name: 'Levi', specRef: 'R-LEG-LEVI', source: 'L2685', gaps: [],
    text: "You may move each of your Haints onto or off of an adjacent hex that matches the terrain that Levi is on. If Levi is on a Green Forest hex, then each of your Haints can either move onto a Green Forest hex or off of a Green Forest hex.",
    numbers: {
      movesPerHaint: S(1, 'L2685 ("move each of your Haints onto or off of an adjacent hex"; at most once each, spec R-LEG-LEVI, L532-540)'),
      steps: S(1, 'L2685 ("adjacent")'),
      leviMoves: S(false, 'spec R-LEG-LEVI (L532-540): Levi himself does not move'),
    },
  }),
  corbin: power({
    id: 'corbin', name: 'Corbin', specRef: 'R-LEG-CORBIN', source: 'L2687', gaps: ['G-48'],
    text: "Resurrect Haint: Take 1 of your Haints off the map, and SPAWN 2 more Haints, each up to 1 hex away from Corbin or your home hex. SPAWN up to 1 hex away from your home hex, or up to 1 hex away from Corbin. You cannot target a Haint to be removed that has an Iron Nail on it, as it's stuck there until you pay an ADVANCE to remove the Iron Nail.",
    numbers: {
      haintsRemoved: S(1, 'L2687 ("Take 1 of your Haints off the map")'),
      spawns: S(2, 'L2687 ("SPAWN 2 more Haints")'),
      spawnRadius: S(1, 'L2687 ("each up to 1 hex away from Corbin or your home hex")'),
      removalRequired: S(true, 'ASSUMPTION G-48: without a Haint to remove, the power cannot be used', [false]),
    },
  }),
  odessa: power({
    id: 'odessa', name: 'Odessa', specRef: 'R-LEG-ODESSA', source: 'L2689', gaps: ['G-45'],
    text: "Take up to 3 of your cubes from the battleground and place them on your Character Board. You may have up to 3 cubes here at any time. After the tree is activated, you may return any cubes on your Character Board to the Battleground. You can only have a maximum of 3 STRENGTHEN cubes out of the Battleground from this ability. This can be used when another faction ACTIVATES the tree (including Hester or the Fair Folk).",
    numbers: {
      cubesMoved: S(3, 'L2689 ("Take up to 3 of your cubes from the battleground")'),
      maxCubesOnBoard: S(3, 'L2689 ("You may have up to 3 cubes here at any time")'),
      anyFactionsTree: S(true, 'L2689 ("when another faction ACTIVATES the tree (including Hester")'),
      returnedCubesCount: S(true, 'ASSUMPTION G-45: returned before the comparison, so they count in that activation', [false]),
    },
  }),
  mildred: power({
    id: 'mildred', name: 'Mildred', specRef: 'R-LEG-MILDRED', source: 'L2691', gaps: ['G-72'],
    text: "Relocate Mildred to any hex with at least 1 of your Haints. Activate the tree. If you have at least 3 cubes: Place any 2 Ability Tokens (from box) each onto a different Storm hex. If you have 3 or more cubes, you can add an Ability Token of your choice to a hex with a Storm on it, then you can add another Ability Token of your choice to a different hex with a Storm on it. It doesn't matter how many cubes come out of the Tree, you will always get to move Mildred to any hex that has at least 1 of your haints.",
    numbers: {
      ownCubesNeeded: S(3, 'L2691 ("If you have at least 3 cubes")'),
      tokensPlaced: S(2, 'L2691 ("Place any 2 Ability Tokens (from box) each onto a different Storm hex")'),
      relocationAlways: S(true, 'L2691 ("you will always get to move Mildred")'),
    },
  }),
  kaine: power({
    id: 'kaine', name: 'Kaine', specRef: 'R-LEG-KAINE', source: 'L2693', gaps: ['G-72'],
    text: "Activate the tree: if 3 or more of your cubes come out of the tree, remove one of your opponent's Haints from a hex with matching terrain to Kaine. Kaine gives Haints fatal nightmares. While you don't get points from these kills, you also don't lose any cubes from it either. If Kaine is on the Brambles or a mountain then he cannot use this ability as he needs to be on a terrain hex.",
    numbers: {
      ownCubesNeeded: S(3, 'L2693 ("if 3 or more of your cubes come out of the tree")'),
      kills: S(1, 'L2693 ("remove one of your opponent\'s Haints")'),
      pointsScored: S(0, 'L2693 ("you don\'t get points from these kills")'),
      cubesPaid: S(0, 'L2693 ("you also don\'t lose any cubes")'),
      needsTerrainHex: S(true, 'L2693 ("he needs to be on a terrain hex")'),
    },
  }),
  willa: power({
    id: 'willa', name: 'Willa', specRef: 'R-LEG-WILLA', source: 'L2695', gaps: [],
    text: "Choose any 1 Ability Token out of your bag and activate it. You can look through all your Ability Tokens and take one out to activate it - even an Upgraded Token. Once activated, you can put it on your Faction Board or back in the bag.",
    numbers: {
      tokensChosen: S(1, 'L2695 ("Choose any 1 Ability Token out of your bag")'),
      upgradeTokenAllowed: S(true, 'L2695 ("even an Upgraded Token")'),
    },
  }),
  brute: power({
    id: 'brute', name: 'Brute', specRef: 'spec §1.3 Brute', source: 'L2739', gaps: ['G-18'],
    text: "Discard to move every Legend (yours and your opponent's) up to 2 hexes. If a Legend is carrying a Doll Token, it's up to the owner of the Legend if they want to carry it with them if that Legend is moved. You cannot move onto or through hexes with your opponent's goal (Building or Townsfolk). None of these Legends can carry any Haints with them as they move. Hester is considered a Legend and can be moved with this ability.",
    numbers: {
      maxSteps: S(2, 'L2739 ("move every Legend (yours and your opponent\'s) up to 2 hexes")'),
      carriesHaints: S(false, 'L2739 ("None of these Legends can carry any Haints")'),
      movesHester: S(true, 'L2739 ("Hester is considered a Legend")'),
      oncePerGame: S(true, G18, [false]),
    },
  }),
  trickster: power({
    id: 'trickster', name: 'Trickster', specRef: 'spec §1.3 Trickster', source: 'L2741', gaps: ['G-18'],
    text: "Discard to pull just a Doll Token that is on an adjacent hex from this Goblin, onto the hex with this Goblin. This is the only action that moves a Doll Token without bringing a Unit along with it.",
    numbers: {
      dollDistance: S(1, 'L2741 ("a Doll Token that is on an adjacent hex")'),
      dolls: S(1, 'L2741 ("pull just a Doll Token")'),
      oncePerGame: S(true, G18, [false]),
    },
  }),
  backbiter: power({
    id: 'backbiter', name: 'Backbiter', specRef: 'spec §1.3 Backbiter', source: 'L2743', gaps: ['G-18', 'G-49'],
    text: "Detonate: Discard to kill 1 Haint on each hex adjacent to your goblin. Then, remove your Goblin from the game. Once detonated, remove this Goblin from the game entirely. You do get points from killing enemy Haints. You won't be able to play any more cards for the remainder of the game.",
    numbers: {
      killsPerAdjacentHex: S(1, 'L2743 ("kill 1 Haint on each hex adjacent to your goblin")'),
      ownHaintsTargetable: S(true, 'ASSUMPTION G-49: any Haint, Kammi\'s own included ("You do get points from killing enemy Haints" implies mixed targets)', [false]),
      goblinRemoved: S(true, 'L2743 ("remove your Goblin from the game")'),
      cardsAfterwards: S(false, 'L2743 ("You won\'t be able to play any more cards for the remainder of the game")'),
      oncePerGame: S(true, `L2743 (the Goblin leaves the game); ${G18}`),
    },
  }),
} as const;

// ---- Legends -----------------------------------------------------------------------------

export const LEGENDS: readonly LegendSpec[] = [
  { id: 'emmy', name: 'Emmy', faction: 'protectors', kind: 'legend', source: 'L48, L902', training: true, power: POWERS.emmy, powerTokens: {} },
  {
    id: 'bernice', name: 'Bernice', faction: 'protectors', kind: 'legend', source: 'L902, L2637', training: false, power: POWERS.bernice,
    powerTokens: { ironNails: S(2, 'L1152 ("Bernice: 2 Iron Nail Token"); L941') },
  },
  {
    id: 'malachi', name: 'Malachi', faction: 'protectors', kind: 'legend', source: 'L902, L2639', training: false, power: POWERS.malachi,
    powerTokens: { attackFury: S(1, 'L1154 ("Malachi: 1 Attack Fury Token"); L951') },
  },
  {
    id: 'priscilla', name: 'Priscilla', faction: 'protectors', kind: 'legend', source: 'L902, L2641', training: false, power: POWERS.priscilla,
    powerTokens: { goads: S(2, 'L1153 ("Priscilla: 2 Goad Token"); L932') },
  },
  { id: 'skinless-boy', name: 'Skinless Boy', faction: 'protectors', kind: 'legend', source: 'L902, L2643', training: false, power: POWERS['skinless-boy'], powerTokens: {} },
  { id: 'levi', name: 'Levi', faction: 'family', kind: 'legend', source: 'L52, L974', training: true, power: POWERS.levi, powerTokens: {} },
  { id: 'corbin', name: 'Corbin', faction: 'family', kind: 'legend', source: 'L974, L2687', training: false, power: POWERS.corbin, powerTokens: {} },
  { id: 'odessa', name: 'Odessa', faction: 'family', kind: 'legend', source: 'L974, L2689', training: false, power: POWERS.odessa, powerTokens: {} },
  { id: 'mildred', name: 'Mildred', faction: 'family', kind: 'legend', source: 'L974, L2691', training: false, power: POWERS.mildred, powerTokens: {} },
  { id: 'kaine', name: 'Kaine', faction: 'family', kind: 'legend', source: 'L974, L2693', training: false, power: POWERS.kaine, powerTokens: {} },
  { id: 'willa', name: 'Willa', faction: 'family', kind: 'legend', source: 'L974, L2695', training: false, power: POWERS.willa, powerTokens: {} },
  {
    id: 'kammi', name: 'Kammi', faction: 'kammi', kind: 'kammi', source: 'L1039', training: false, power: null,
    powerTokens: { purpleUniquePower: S(1, `L1158 ("Take the purple Unique Power Tokens"), L1072 ("Token x1"); ${G18}`) },
  },
  { id: 'brute', name: 'Brute', faction: 'kammi', kind: 'goblin', source: 'L1039, L2739', training: false, power: POWERS.brute, powerTokens: {} },
  { id: 'trickster', name: 'Trickster', faction: 'kammi', kind: 'goblin', source: 'L1039, L2741', training: false, power: POWERS.trickster, powerTokens: {} },
  { id: 'backbiter', name: 'Backbiter', faction: 'kammi', kind: 'goblin', source: 'L1039, L2743', training: false, power: POWERS.backbiter, powerTokens: {} },
  { id: 'hester', name: 'Hester', faction: 'hester', kind: 'hester', source: 'L1985', training: false, power: null, powerTokens: {} },
];

/** Legends (Character Boards) per faction as the component lists print them. */
export const LEGEND_COUNTS = {
  protectors: S(5, 'L902 ("Protectors Legends x5"), L887 ("Character Board for Protectors x5")'),
  family: S(6, 'L974 ("Family Legends x6"), L959 ("Character Board for Family x6")'),
  kammi: S(1, 'L1039 ("Kammi Legend x1 and Goblin Legend x3")'),
  goblins: S(3, 'L1039 ("Goblin Legend x3"), L1024 ("Character Board for Kammi x3")'),
  hester: S(1, 'L1985 ("Hester Token x1")'),
} as const;

export const ALL_POWERS: readonly UniquePowerSpec[] = Object.values(POWERS);

// ---- Legend Ability Tracks (spec §1.4; 4 spaces = base + 3 scroll spaces, G-15) ----------

const G15 =
  'ASSUMPTION G-15: 4 spaces, a base space (always available) plus 3 scroll spaces; the Family and Kammi texts each describe a base effect and three upgrades';

function spaces(effects: readonly [string, string][]): Sourced<readonly LegendTrackSpace[]> {
  return S(effects.map(([effect, source], index) => ({ index, effect, source })), G15);
}

export const LEGEND_TRACKS: readonly LegendTrackSide[] = [
  {
    id: 'protectors-1', faction: 'protectors', side: 1, name: 'Path', source: 'L1489', text: "At the start of the game, the Protectors have 1 Path Token in their Possessions, and they gain a Path Token for each Scroll Ability Token collected from the map. You can place all Path Tokens in your Possessions. A Path Token can be placed on a hex up to your current range away from your Legend. Your range is usually 2, but it is 3 if you're on a mountain.",
    spaces: spaces([
      ['Place 1 Path token from Possessions, or move 1 already on the map, onto a hex within your Legend\'s range (may first pick up Path tokens, L1505-1509)', 'L1489'],
      ['Place or move 1 more Path token (a Path token sits on each of the 3 rightmost spaces; covering it gives you the token)', 'L1164, L485'],
      ['Place or move 1 more Path token', 'L1164, L485'],
      ['Place or move 1 more Path token', 'L1164, L485'],
    ]),
  },
  {
    id: 'protectors-2', faction: 'protectors', side: 2, name: 'Townsfolk', source: 'L1493-1495', text: "At the start of a game, this Legend Track lets you pull a Townsfolk 1 hex closer to your Legend - including onto mountains and Storms, but never onto the Brambles or onto a hex with an enemy Unit or Building.\nAs you get more Scroll Ability Tokens you can, in this order: have that Townsfolk pick up an Ability Token that's on the same hex, push a Unit that is adjacent to the Townsfolk 1 hex away from that Townsfolk, and then push any Unit on the map 1 hex away from that Townsfolk.",
    spaces: spaces([
      ['Pull one Townsfolk 1 hex closer to your Legend (Mountains and Storms allowed; never the Brambles, an enemy-Unit or Building hex)', 'L1493'],
      ['That Townsfolk picks up one Ability Token on its hex (collected as at Clean-Up, ASSUMPTION G-64)', 'L1495'],
      ['Push one Unit adjacent to the Townsfolk 1 hex away from it', 'L1495'],
      ['Push any one Unit on the map 1 hex away from the Townsfolk', 'L1495'],
    ]),
  },
  {
    id: 'family-1', faction: 'family', side: 1, name: 'Storm', source: 'L1515-1521', text: "Place a Storm Token on a hex with at least one of their Units on it (**except on the Brambles**).\nAs you gain more Scroll Ability Tokens, you can make more powerful Storms. You must activate them from left to right:\n- **1 Scroll Ability Token:** You can pull an Ability Token anywhere on the map 1 hex closer to the Storm you just placed. To clarify, the Ability Token does not need to be pulled onto the hex with the Storm (though it could). It only needs to be 1 hex closer to the hex with the newly placed Storm. It can be pulled onto a hex with another Ability Token, or with a friendly or enemy Unit, or even onto a hex with a Building or Townsfolk.\n- **2 Scroll Ability Tokens:** In addition to pulling an Ability Token 1 hex closer, you can also pull a friendly Unit 1 hex closer to the Storm you just placed, if legally allowed.\n- **3 Scroll Ability Tokens:** In addition to pulling an Ability Token and a friendly Unit 1 hex closer, you can also pull 1 enemy Unit 1 hex closer to the Storm you just placed, if legally allowed.",
    spaces: spaces([
      ['Place a Storm on a hex with ≥ 1 Family Unit, not the Brambles, not on a Storm (ASSUMPTION G-65); call it S', 'L1515'],
      ['Pull any one Ability Token on the map 1 hex closer to S', 'L1519'],
      ['Pull one friendly Unit 1 hex closer to S, if legal', 'L1520'],
      ['Pull one enemy Unit 1 hex closer to S, if legal', 'L1521'],
    ]),
  },
  {
    id: 'family-2', faction: 'family', side: 2, name: 'Storm (push)', source: 'L1525-1527', text: "Side 2: Place a Storm on a legal adjacent hex when you take the Legend Mason Jar.\nAs you get more Scroll Ability Tokens you can, in this order: Push any 1 Ability Token 1 hex away from the Storm you placed, push 1 of your Units 1 hex away from the Storm you placed, push 1 enemy Unit 1 hex away from the Storm you placed.",
    spaces: spaces([
      ['Place a Storm on a legal hex adjacent to your Legend; call it S', 'L1525'],
      ['Push any one Ability Token 1 hex away from S', 'L1527'],
      ['Push one of your Units 1 hex away from S', 'L1527'],
      ['Push one enemy Unit 1 hex away from S', 'L1527'],
    ]),
  },
  {
    id: 'kammi-1', faction: 'kammi', side: 1, name: 'Replay', source: 'L1535', text: "Kammi has the ability to replay her cards. When activated, you can replay 1, 2, 3, or 4 of the cards you've played that are still active next to your Goblin, depending on how many Scroll Ability Tokens (scrolls) you have.",
    spaces: spaces([
      ['Re-trigger 1 of your active Goblin cards', 'L1535'],
      ['Re-trigger a 2nd active card', 'L1535'],
      ['Re-trigger a 3rd active card', 'L1535'],
      ['Re-trigger a 4th active card', 'L1535'],
    ]),
  },
  {
    id: 'kammi-2', faction: 'kammi', side: 2, name: 'Grid cubes', source: 'L1539', text: "When your Legend Mason jar is activated, place a purple STRENGTHEN cube on each row in her Action Grid that doesn't have an Ability Token on the black section on the right side (this will either be 2 or 3). It's possible to add a cube if there is already a cube there. Collect all cubes on a row that is activated in the future when taking the Abilities Mason Jar action and place them into the Battleground. As you get more Scroll Ability Tokens (scrolls), you can pull a doll Token (along with a Unit if there is a Unit on that hex and that Unit's owner wants to) 1 hex closer to Kammi, draw 1 card, and finally you can swap the location of Kammi and her Goblin.",
    spaces: spaces([
      ['Put 1 purple cube from Possessions on each Action-Grid row with no token in its black zone (2 rows, or 3 before the first Abilities Jar)', 'L1539'],
      ['Pull one Doll token 1 hex closer to Kammi (a Unit on its hex may come along if its owner wishes)', 'L1539'],
      ['Draw 1 Goblin card', 'L1539'],
      ['Swap the hexes of Kammi and her Goblin', 'L1539'],
    ]),
  },
];

/** Legend-track geometry (the `legendTrack.*` parameters). */
export const LEGEND_TRACK = {
  spaces: S(4, `${G15}; the alternative 3 drops the last scroll space (no fifth space is described anywhere)`, [3]),
  maxScrolls: S(3, `${G15}; scrolls beyond 3 are discarded to the box`, [4]),
  trainingSide: S<1 | 2>(1, 'ASSUMPTION G-16: the Training picture is lost; Training only describes Side 1', [2]),
} as const;

export function legendTrack(faction: TwoPlayerFactionId, side: 1 | 2): LegendTrackSide | undefined {
  return LEGEND_TRACKS.find((t) => t.faction === faction && t.side === side);
}
