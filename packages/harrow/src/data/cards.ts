// The 50 cards of Harrow County (spec §2.1-§2.4), each with the rulebook text (Appendix,
// L2645-2801), its source line, and its numbers as structured Sourced fields. One copy of each
// card (spec §2: no copy counts survive). Distances are hex distances (G-40); Goblin-card
// distances are measured from the Goblin token (L1753).
import type { BasicAction, CardSpec, CatalogueNumbers, UpgradeCardSpec } from './catalogue-types.js';
import { S } from './sourced.js';

function tactic<N extends CatalogueNumbers>(c: Omit<CardSpec<N>, 'owner' | 'deck'>): CardSpec<N> {
  return { ...c, owner: 'protectors', deck: 'tactics' };
}
function upgrade<N extends CatalogueNumbers>(c: Omit<UpgradeCardSpec<N>, 'owner' | 'deck'>): UpgradeCardSpec<N> {
  return { ...c, owner: 'family', deck: 'upgrade' };
}
function goblin<N extends CatalogueNumbers>(c: Omit<CardSpec<N>, 'owner' | 'deck'>): CardSpec<N> {
  return { ...c, owner: 'kammi', deck: 'goblin' };
}
function hester<N extends CatalogueNumbers>(c: Omit<CardSpec<N>, 'owner' | 'deck'>): CardSpec<N> {
  return { ...c, owner: 'hester', deck: 'hester' };
}

const G19 = (bold: BasicAction): string =>
  `ASSUMPTION G-19: the cost token printed on the card is lost; taken as the card's bold basic action (${bold}), which agrees with every known cost (Sound & Fury STRENGTHEN, L1730; Knife and Knitting are "upgraded STRENGTHEN Tokens", L1744)`;
const costAlternatives = (v: BasicAction): BasicAction[] =>
  (['ADVANCE', 'SPAWN', 'STRENGTHEN'] as const).filter((a) => a !== v);

// ---- §2.1 Protector Tactics (16) ---------------------------------------------------------

export const TACTICS = {
  banish: tactic({
    id: 'banish', name: 'Banish', specRef: 'T1', source: 'L2647', gaps: ['G-67'],
    text: "Take up to 3 of your enemy's cubes out of the Battleground until the end of your turn. At the end of your turn, put your enemy's cubes back into the Battleground.",
    numbers: {
      maxEnemyCubes: S(3, 'L2647 ("up to 3 of your enemy\'s cubes")'),
      returnAtEndOfTurn: S(true, 'L2647; ASSUMPTION G-67: returned after Clean-Up step 4'),
    },
  }),
  'blown-up-a-storm': tactic({
    id: 'blown-up-a-storm', name: "Blown' Up a Storm", specRef: 'T2', source: 'L2649', gaps: [],
    text: "Relocate your Legend to the opposite side of an adjacent Storm hex. Directly to the opposite side means in a straight line, hop over the Storm and land on the other side.",
    numbers: {
      stormDistance: S(1, 'L2649 ("an adjacent Storm hex")'),
      landingDistance: S(2, 'L2649 ("in a straight line, hop over the Storm and land on the other side")'),
      advanceCost: S(0, 'L2649 ("Relocate"; spec T2: no ADVANCE cost)'),
      carriesHaints: S(false, 'L2649 (relocates "your Legend" only)'),
    },
  }),
  'conjure-the-dead': tactic({
    id: 'conjure-the-dead', name: 'Conjure the Dead', specRef: 'T3', source: 'L2651', gaps: [],
    text: "SPAWN up to half your SPAWN value (round up). If your SPAWN value is at 3, then this card would let you SPAWN for 2 (half of 3 rounded up).",
    numbers: {
      valueDivisor: S(2, 'L2651 ("up to half your SPAWN value")'),
      roundUp: S(true, 'L2651 ("round up"; SPAWN value 3 → 2, CF-21)'),
      basedOn: S('SPAWN', 'L2651'),
    },
  }),
  'dead-shot': tactic({
    id: 'dead-shot', name: 'Dead Shot', specRef: 'T4', source: 'L2653', gaps: ['G-61'],
    text: "Take 1 Ability Token that is in a straight line from the hex where your Legend is located and immediately add to your Faction Board. The Ability Token could be on the other side of the map, but as long as it's in a direct straight line from your Legend, you can take it. This allows you to add it to your Faction Board immediately (which could mean you get to draw a card immediately, and could improve that ability if you chose the Ability Mason Jar this turn).",
    numbers: {
      tokens: S(1, 'L2653 ("Take 1 Ability Token")'),
      straightLine: S(true, 'L2653 ("in a straight line from the hex where your Legend is located")'),
      minDistance: S(1, 'ASSUMPTION G-61: distance ≥ 1 along one of the 6 axes; a token on the Legend\'s hex is collected at Clean-Up anyway', [0]),
      maxDistance: S(0, 'L2653 ("could be on the other side of the map"; 0 = unlimited)'),
      drawsImmediately: S(true, 'L2653 ("could mean you get to draw a card immediately")'),
    },
  }),
  gumption: tactic({
    id: 'gumption', name: 'Gumption', specRef: 'T5', source: 'L2655', gaps: [],
    text: "SPAWN a Haint on a hex with a Townsfolk.",
    numbers: { spawns: S(1, 'L2655 ("SPAWN a Haint on a hex with a Townsfolk")') },
  }),
  'haunting-vision': tactic({
    id: 'haunting-vision', name: 'Haunting Vision', specRef: 'T6', source: 'L2657', gaps: [],
    text: "After your Mason Jar action has been completed this turn, activate up to 3 of your Wild Tokens. You must complete your Mason Jar action before activating any of your Wild Tokens.",
    numbers: {
      maxWildTokens: S(3, 'L2657 ("activate up to 3 of your Wild Tokens")'),
      afterJarOnly: S(true, 'L2657 ("You must complete your Mason Jar action before")'),
    },
  }),
  holler: tactic({
    id: 'holler', name: 'Holler', specRef: 'T7', source: 'L2659', gaps: [],
    text: "Choose 1: Move 2 enemy Haints that are each adjacent to your Legend 1 hex each, or move 1 enemy Haint that is up to 2 hexes away from your Legend 2 hexes. You can't move an enemy Haint onto a hex it couldn't normally enter. You can ignore Storm and mountain costs.",
    numbers: {
      optionAHaints: S(2, 'L2659 ("Move 2 enemy Haints that are each adjacent to your Legend")'),
      optionADistance: S(1, 'L2659 ("adjacent")'),
      optionASteps: S(1, 'L2659 ("1 hex each")'),
      optionBHaints: S(1, 'L2659 ("or move 1 enemy Haint")'),
      optionBDistance: S(2, 'L2659 ("up to 2 hexes away from your Legend")'),
      optionBSteps: S(2, 'L2659 ("2 hexes")'),
      ignoresStormAndMountainCosts: S(true, 'L2659 ("You can ignore Storm and mountain costs")'),
    },
  }),
  'laying-out-all-night': tactic({
    id: 'laying-out-all-night', name: 'Laying Out All Night', specRef: 'T8', source: 'L2661', gaps: [],
    text: "+2 range until the end of your turn. This can be used for attacking, but also to help you place Path Tokens.",
    numbers: {
      rangeBonus: S(2, 'L2661 ("+2 range until the end of your turn")'),
      appliesToPaths: S(true, 'L2661 ("also to help you place Path Tokens")'),
    },
  }),
  'madder-than-a-wet-hen': tactic({
    id: 'madder-than-a-wet-hen', name: 'Madder Than a Wet Hen', specRef: 'T9', source: 'L2663', gaps: [],
    text: "STRENGTHEN 1, SPAWN 1, and ADVANCE 1. If you have fewer cubes than the Family or Kammi in the Battleground, gain 1 STRENGTHEN, SPAWN, or ADVANCE. You are comparing the number of cubes to your 1 vs. 1 enemy (not to Hester).",
    numbers: {
      strengthen: S(1, 'L2663 ("STRENGTHEN 1")'),
      spawn: S(1, 'L2663 ("SPAWN 1")'),
      advance: S(1, 'L2663 ("ADVANCE 1")'),
      bonusActions: S(1, 'L2663 ("gain 1 STRENGTHEN, SPAWN, or ADVANCE")'),
      bonusNeedsFewerCubes: S(true, 'L2663 ("If you have fewer cubes than the Family or Kammi in the Battleground")'),
      comparesWithHester: S(false, 'L2663 ("your 1 vs. 1 enemy (not to Hester)")'),
    },
  }),
  'over-yonder': tactic({
    id: 'over-yonder', name: 'Over Yonder', specRef: 'T10', source: 'L2665', gaps: ['G-74'],
    text: "ADVANCE your legend 3, but they cannot bring any other Haints with them.",
    numbers: {
      advance: S(3, 'L2665 ("ADVANCE your legend 3")'),
      carriesHaints: S(false, 'L2665 ("cannot bring any other Haints with them")'),
      normalStepCosts: S(true, 'ASSUMPTION G-74: normal step costs apply, since it says ADVANCE', [false]),
    },
  }),
  reinforce: tactic({
    id: 'reinforce', name: 'Reinforce', specRef: 'T11', source: 'L2667', gaps: [],
    text: "Relocate up to 3 of your Haints to hexes with your Legend or your other Haints. You can place each Haint you gathered onto the same hex, or each onto a different hex, keeping in mind the 4 Unit per hex limit.",
    numbers: {
      maxHaints: S(3, 'L2667 ("Relocate up to 3 of your Haints")'),
      unitsPerHex: S(4, 'L2667 ("keeping in mind the 4 Unit per hex limit")'),
    },
  }),
  rally: tactic({
    id: 'rally', name: 'Rally', specRef: 'T12', source: 'L2669', gaps: [],
    text: "STRENGTHEN for up to half your STRENGTHEN value (round up).",
    numbers: {
      valueDivisor: S(2, 'L2669 ("up to half your STRENGTHEN value")'),
      roundUp: S(true, 'L2669 ("round up")'),
      basedOn: S('STRENGTHEN', 'L2669'),
    },
  }),
  'spirit-trap': tactic({
    id: 'spirit-trap', name: 'Spirit Trap', specRef: 'T13', source: 'L2671', gaps: ['G-89'],
    text: "If any of your Units are on a hex adjacent to your enemy's Legend, activate half of your Wild Tokens (round up). If your Legend or one of your Haints is on a hex adjacent to your enemy's Legend, you can activate half of your Wild Tokens (rounded up).",
    numbers: {
      adjacency: S(1, 'L2671 ("on a hex adjacent to your enemy\'s Legend")'),
      wildDivisor: S(2, 'L2671 ("activate half of your Wild Tokens")'),
      roundUp: S(true, 'L2671 ("round up")'),
      eitherKammiToken: S(true, 'ASSUMPTION G-89: either Kammi token counts as "your enemy\'s Legend", so legal options do not leak her identity'),
    },
  }),
  'witchs-fire': tactic({
    id: 'witchs-fire', name: "Witch's Fire", specRef: 'T14', source: 'L2673', gaps: [],
    text: "Place any 2 Ability Tokens from the box onto different empty hexes on this map. Place any 2 of ADVANCE, SPAWN, STRENGTHEN, or Legend (Scroll). Empty hex means it has no Units, no Ability Tokens, no Townsfolk, no Buildings, no Doll Tokens, no Path Tokens, and no Unique Legend Power Tokens.",
    numbers: {
      tokens: S(2, 'L2673 ("Place any 2 Ability Tokens from the box")'),
      differentHexes: S(true, 'L2673 ("onto different empty hexes")'),
      maxDistance: S(0, 'L2673 ("on this map"; 0 = any distance)'),
    },
  }),
  'yaller-dog': tactic({
    id: 'yaller-dog', name: 'Yaller Dog', specRef: 'T15', source: 'L2675', gaps: [],
    text: "Move up to 3 enemy Haints within 3 hexes of your Legend, 1 hex closer to your Legend. Each Haint must move closer to your Legend (count the number of hexes to prove that it's closer if needed).",
    numbers: {
      maxHaints: S(3, 'L2675 ("up to 3 enemy Haints")'),
      maxDistance: S(3, 'L2675 ("within 3 hexes of your Legend")'),
      steps: S(1, 'L2675 ("1 hex closer to your Legend")'),
    },
  }),
  'your-druthers-is-my-ruthers': tactic({
    id: 'your-druthers-is-my-ruthers', name: 'Your Druthers Is My Ruthers', specRef: 'T16', source: 'L2677', gaps: ['G-15'],
    text: "Perform 1 ADVANCE, 1 SPAWN, or 1 STRENGTHEN and activate the first Scroll of your Legend Track. The first Scroll of your Legend track means you can place (or move if it's already on the board) 1 of your Path Tokens within range of your Legend, or pull a Townsfolk 1 hex closer to your Legend, depending on which side is face-up.",
    numbers: {
      basicActions: S(1, 'L2677 ("Perform 1 ADVANCE, 1 SPAWN, or 1 STRENGTHEN")'),
      trackSpaces: S(1, 'L2677 ("activate the first Scroll of your Legend Track"; = the base space, G-15)'),
    },
  }),
} as const;

// ---- §2.2 Family Upgrade cards (9) -------------------------------------------------------

export const UPGRADES = {
  confluence: upgrade({
    id: 'confluence', name: 'Confluence', specRef: 'U1', source: 'L2701', gaps: ['G-19', 'G-90'],
    text: "In either order: **1 SPAWN**, and choose a hex and pull all things in that hex 1 hex closer to your Legend, but not off of or onto their Home Hex. Point to a hex and everything in that hex moves 1 hex closer to your Legend. You can't move anything off of or onto your opponents Home Hex; You can't pull a Storm Token, a Townsfolk, or a Building onto the Brambles; and you can't pull Units to a hex with their opponent's Units (or their Townsfolk or Buildings). If a Storm is pulled onto another hex with a Storm, it has no extra effect, so you can discard back to your Possessions.",
    cost: S<BasicAction>('SPAWN', G19('SPAWN'), costAlternatives('SPAWN')),
    numbers: {
      spawn: S(1, 'L2701 ("**1 SPAWN**")'),
      pullSteps: S(1, 'L2701 ("pull all things in that hex 1 hex closer to your Legend")'),
      bothHomesBlocked: S(true, 'ASSUMPTION G-90: L2701 says both "their Home Hex" and "your opponents Home Hex"; nothing moves onto or off either', [false]),
    },
  }),
  'distant-stirring': upgrade({
    id: 'distant-stirring', name: 'Distant Stirring', specRef: 'U2', source: 'L2705', gaps: ['G-19'],
    text: "**1 SPAWN**, and all your SPAWN this turn can be within your range away from your Legend. However you get more SPAWN this turn (from drawing it from your bag, or from a Bonus Tile), you can SPAWN within your range away from your Legend (2 hexes unless you're on a mountain, then it'd be 3 hexes). You CAN still SPAWN on your home hex as normal.",
    cost: S<BasicAction>('SPAWN', G19('SPAWN'), costAlternatives('SPAWN')),
    numbers: {
      spawn: S(1, 'L2705 ("**1 SPAWN**")'),
      spawnWithinLegendRange: S(true, 'L2705 ("within your range away from your Legend (2 hexes unless you\'re on a mountain, then it\'d be 3 hexes)")'),
      homeHexStillAllowed: S(true, 'L2705 ("You CAN still SPAWN on your home hex")'),
    },
  }),
  'faceless-portraits': upgrade({
    id: 'faceless-portraits', name: 'Faceless Portraits', specRef: 'U3', source: 'L2709', gaps: ['G-19'],
    text: "Gain 2 SPAWN Basic Actions",
    cost: S<BasicAction>('SPAWN', G19('SPAWN'), costAlternatives('SPAWN')),
    numbers: { spawn: S(2, 'L2709 ("Gain 2 SPAWN Basic Actions")') },
  }),
  'knife-in-the-dark': upgrade({
    id: 'knife-in-the-dark', name: 'Knife in the Dark', specRef: 'U4', source: 'L2713', gaps: ['G-19', 'G-83'],
    text: "**1 STRENGTHEN**. On your next attack, you will get 2 bonus cubes (your opponent gets none). Place this token on the Attack Mason Jar until you attack. This means that even if you have fewer Units attacking, you will get 2 bonus cubes and your opponent will get none. This Upgrade Token will stay on the Attack Mason Jar until your next attack, which could be in a future round even.",
    cost: S<BasicAction>('STRENGTHEN', G19('STRENGTHEN'), costAlternatives('STRENGTHEN')),
    numbers: {
      strengthen: S(1, 'L2713 ("**1 STRENGTHEN**")'),
      attackerBonusCubes: S(2, 'L2713 ("you will get 2 bonus cubes")'),
      defenderBonusCubes: S(0, 'L2713 ("your opponent gets none")'),
      persistsAcrossRounds: S(true, 'L2713 ("could be in a future round even")'),
      anyJar: S(true, 'ASSUMPTION G-83: "On your next attack" (L2713) beats "the next time you activate that Mason Jar" (L1744); flag upgradeOnAttackJarOnly', [false]),
    },
  }),
  'knitting-fate': upgrade({
    id: 'knitting-fate', name: 'Knitting Fate', specRef: 'U5', source: 'L2717', gaps: ['G-19', 'G-83'],
    text: "**1 STRENGTHEN**. On your next attack, +2 range. Place this token on the Attack Mason Jar until you attack. This Upgrade Token will stay on the Attack Mason Jar until your next attack, which could be in a future round even.",
    cost: S<BasicAction>('STRENGTHEN', G19('STRENGTHEN'), costAlternatives('STRENGTHEN')),
    numbers: {
      strengthen: S(1, 'L2717 ("**1 STRENGTHEN**")'),
      rangeBonus: S(2, 'L2717 ("On your next attack, +2 range")'),
      persistsAcrossRounds: S(true, 'L2717 ("could be in a future round even")'),
      anyJar: S(true, 'ASSUMPTION G-83: "On your next attack" (L2717) beats L1744; flag upgradeOnAttackJarOnly', [false]),
    },
  }),
  'meeting-lodge': upgrade({
    id: 'meeting-lodge', name: 'Meeting Lodge', specRef: 'U6', source: 'L2721', gaps: ['G-19'],
    text: "Gain 2 ADVANCE Basic Actions",
    cost: S<BasicAction>('ADVANCE', G19('ADVANCE'), costAlternatives('ADVANCE')),
    numbers: { advance: S(2, 'L2721 ("Gain 2 ADVANCE Basic Actions")') },
  }),
  psychopomp: upgrade({
    id: 'psychopomp', name: 'Psychopomp', specRef: 'U7', source: 'L2725', gaps: ['G-19', 'G-62'],
    text: "In either order: **1 ADVANCE**, and Relocate 1 uninfected Haint to any terrain hex that has no Units or Ability Tokens. Effectively you can move one Haint to any hex on the entire map (excluding the Brambles or mountains), as long as there are no other Units there or Ability Tokens.",
    cost: S<BasicAction>('ADVANCE', G19('ADVANCE'), costAlternatives('ADVANCE')),
    numbers: {
      advance: S(1, 'L2725 ("**1 ADVANCE**")'),
      relocations: S(1, 'L2725 ("Relocate 1 uninfected Haint")'),
      ownHaintOnly: S(true, 'ASSUMPTION G-62: "1 uninfected Haint" read as your own; moving an enemy anywhere would outclass every other ADVANCE upgrade', [false]),
    },
  }),
  stormwalker: upgrade({
    id: 'stormwalker', name: 'Stormwalker', specRef: 'U8', source: 'L2729', gaps: ['G-19'],
    text: "In either order: **1 ADVANCE**, and your Legend and Haints can each move onto 1 adjacent Storm for free this turn. You must do all of the Stormwalking as one action. You can't move 1 haint using the Stormwalker, then use the ADVANCE from Stormwalker to move onto a hex without a storm, then move other haints onto Storms using the Stormwalker again.",
    cost: S<BasicAction>('ADVANCE', G19('ADVANCE'), costAlternatives('ADVANCE')),
    numbers: {
      advance: S(1, 'L2729 ("**1 ADVANCE**")'),
      stormSteps: S(1, 'L2729 ("can each move onto 1 adjacent Storm for free")'),
      oneAtomicStep: S(true, 'L2729 ("You must do all of the Stormwalking as one action")'),
    },
  }),
  'sound-and-fury': upgrade({
    id: 'sound-and-fury', name: 'Sound & Fury', specRef: 'U9', source: 'L2733', gaps: [],
    text: "Gain 2 STRENGTHEN Basic Actions",
    cost: S<BasicAction>('STRENGTHEN', 'L1730 ("They discard a STRENGTHEN Token that they drew out of their bag this turn and replace it with the Sound & Fury Token")'),
    numbers: { strengthen: S(2, 'L2733 ("Gain 2 STRENGTHEN Basic Actions")') },
  }),
} as const;

// ---- §2.3 Kammi Goblin cards (12); distances from the Goblin (L1753) ----------------------

export const GOBLIN_CARDS = {
  'blood-money': goblin({
    id: 'blood-money', name: 'Blood Money', specRef: 'K1', source: 'L2747', gaps: ['G-73'],
    text: "Place one of your cubes onto a Hex within two hexes of your Goblin that does not have any Units in it. When any Unit enters or moves through this hex, place the cube into the Battleground. If ANY unit moves onto or through this hex - yours, or your opponent's.",
    numbers: {
      cubes: S(1, 'L2747 ("Place one of your cubes")'),
      maxDistance: S(2, 'L2747 ("within two hexes of your Goblin")'),
      anyFactionTriggers: S(true, 'L2747 ("If ANY unit moves onto or through this hex - yours, or your opponent\'s")'),
    },
  }),
  buried: goblin({
    id: 'buried', name: 'Buried', specRef: 'K2', source: 'L2749', gaps: [],
    text: "If your Goblin is on a hex with at least 1 of your Haints, perform 1 ADVANCE, 1 SPAWN, or 1 STRENGTHEN. You do not gain a Wild Token, you get 1 ADVANCE, 1 SPAWN, or 1 STRENGTHEN action.",
    numbers: {
      basicActions: S(1, 'L2749 ("perform 1 ADVANCE, 1 SPAWN, or 1 STRENGTHEN")'),
      wildTokenGained: S(false, 'L2749 ("You do not gain a Wild Token")'),
      minOwnHaintsOnGoblinHex: S(1, 'L2749 ("on a hex with at least 1 of your Haints")'),
    },
  }),
  'dolls-whisper': goblin({
    id: 'dolls-whisper', name: "Doll's Whisper", specRef: 'K3', source: 'L2751', gaps: [],
    text: "There must be a Doll Token within 2 hexes of your Goblin to play this card. Choose two enemy Haints that are up to two hexes away from your Goblin: move those Haints to different adjacent hexes. Each move must be to a legal adjacent hex.",
    numbers: {
      dollMaxDistance: S(2, 'L2751 ("a Doll Token within 2 hexes of your Goblin")'),
      haints: S(2, 'L2751 ("Choose two enemy Haints")'),
      haintMaxDistance: S(2, 'L2751 ("up to two hexes away from your Goblin")'),
      steps: S(1, 'L2751 ("move those Haints to different adjacent hexes")'),
      distinctDestinations: S(true, 'L2751 ("different adjacent hexes")'),
    },
  }),
  doppelganger: goblin({
    id: 'doppelganger', name: 'Doppelganger', specRef: 'K4', source: 'L2753', gaps: [],
    text: "Spawn a Haint up to 3 hexes away from your Goblin. Must be onto a legal hex with no enemy Units, Buildings, or Townsfolk.",
    numbers: {
      spawns: S(1, 'L2753 ("Spawn a Haint")'),
      maxDistance: S(3, 'L2753 ("up to 3 hexes away from your Goblin"; also L1753)'),
    },
  }),
  entice: goblin({
    id: 'entice', name: 'Entice', specRef: 'K5', source: 'L2755', gaps: [],
    text: "Target an opponent's Haint that is within 2 hexes of your Goblin. Move that Haint 1 adjacent hex. Can be Infected or uninfected, but has to be an enemy Haint.",
    numbers: {
      haints: S(1, 'L2755 ("Target an opponent\'s Haint")'),
      maxDistance: S(2, 'L2755 ("within 2 hexes of your Goblin")'),
      steps: S(1, 'L2755 ("Move that Haint 1 adjacent hex")'),
      infectedAllowed: S(true, 'L2755 ("Can be Infected or uninfected")'),
    },
  }),
  grudge: goblin({
    id: 'grudge', name: 'Grudge', specRef: 'K6', source: 'L2757', gaps: ['G-67'],
    text: "Remove 1 enemy cube from the Battleground for each enemy haint within 2 hexes of your Goblin. Put those cubes back at the end of your turn. If there are 4 enemy Haints that are within 2 hexes of your Goblin then you'd remove up to 4 of your enemy's cubes from the Battleground. They can only lose what they have, so if they don't have 4 cubes, then they'll just lose whatever they have.",
    numbers: {
      cubesPerEnemyHaint: S(1, 'L2757 ("Remove 1 enemy cube from the Battleground for each enemy haint")'),
      maxDistance: S(2, 'L2757 ("within 2 hexes of your Goblin")'),
      limitedByEnemyCubes: S(true, 'L2757 ("They can only lose what they have"; 4 Haints, 3 cubes → 3, CF-22)'),
      returnAtEndOfTurn: S(true, 'L2757 ("Put those cubes back at the end of your turn"); ASSUMPTION G-67: after Clean-Up step 4'),
    },
  }),
  'lets-blouse': goblin({
    id: 'lets-blouse', name: "Let's Blouse!", specRef: 'K7', source: 'L2759', gaps: [],
    text: "Place any 1 Ability Token from supply exactly 2 hexes away from your Goblin. Could be an ADVANCE, SPAWN, STRENGTHEN, or Legend (scroll).",
    numbers: {
      tokens: S(1, 'L2759 ("Place any 1 Ability Token from supply")'),
      exactDistance: S(2, 'L2759 ("exactly 2 hexes away from your Goblin")'),
    },
  }),
  'sleight-of-hand': goblin({
    id: 'sleight-of-hand', name: 'Sleight of Hand', specRef: 'K8', source: 'L2761', gaps: [],
    text: "One of your Haints that is up to 2 hexes away from your Goblin and any one of your enemy's Haints swap places (both must have no other Units in their hex). There can't be any Units in the hex with either Haint. Kammi's Haint can't move into a hex with a Building or Townsfolk.",
    numbers: {
      ownHaintMaxDistance: S(2, 'L2761 ("up to 2 hexes away from your Goblin")'),
      enemyHaintMaxDistance: S(0, 'L2761 ("any one of your enemy\'s Haints"; 0 = anywhere)'),
      aloneOnHex: S(true, 'L2761 ("both must have no other Units in their hex")'),
    },
  }),
  snare: goblin({
    id: 'snare', name: 'Snare', specRef: 'K9', source: 'L2763', gaps: [],
    text: "If your Goblin is on a different color of terrain than your opponent's Legend, then move any Legend 1 hex (can carry haints with them). If either your Goblin or your opponent's Legend is on a mountain or the brambles, then this card has no effect since neither of those are terrain hexes.",
    numbers: {
      legendSteps: S(1, 'L2763 ("move any Legend 1 hex")'),
      carriesHaints: S(true, 'L2763 ("can carry haints with them")'),
      needsDifferentTerrains: S(true, 'L2763 ("on a different color of terrain than your opponent\'s Legend")'),
    },
  }),
  propel: goblin({
    id: 'propel', name: 'Propel', specRef: 'K10', source: 'L2765', gaps: [],
    text: "Choose one of your Haints in a hex adjacent to your goblin. Relocate that Haint to a hex up to two spaces away your goblin. It must land in a legal hex, though it could be thrown onto a mountain hex.",
    numbers: {
      fromDistance: S(1, 'L2765 ("in a hex adjacent to your goblin")'),
      maxDistance: S(2, 'L2765 ("up to two spaces away your goblin")'),
      mountainsAllowed: S(true, 'L2765 ("it could be thrown onto a mountain hex")'),
    },
  }),
  tempt: goblin({
    id: 'tempt', name: 'Tempt', specRef: 'K11', source: 'L2767', gaps: [],
    text: "Pull any Ability Token on the map 1 hex towards your Goblin. Could be an ADVANCE, SPAWN, STRENGTHEN, or Legend (scroll).",
    numbers: {
      tokens: S(1, 'L2767 ("Pull any Ability Token")'),
      pullSteps: S(1, 'L2767 ("1 hex towards your Goblin")'),
      maxDistance: S(0, 'L2767 ("any Ability Token on the map"; 0 = anywhere)'),
    },
  }),
  'through-the-keyhole': goblin({
    id: 'through-the-keyhole', name: 'Through the Keyhole', specRef: 'K12', source: 'L2769', gaps: ['G-94'],
    text: "Pick a hex that is 1-2 hexes away from your Goblin. Move up to 3 of: Ability Tokens and Townsfolk or Buildings on adjacent hexes, onto this hex. You can't move a Townsfolk AND a Building to the same hex, so you can only target one of those max when activating this card.",
    numbers: {
      minDistance: S(1, 'L2769 ("a hex that is 1-2 hexes away from your Goblin")'),
      maxDistance: S(2, 'L2769 ("1-2 hexes")'),
      maxItems: S(3, 'L2769 ("Move up to 3 of")'),
      itemSourceDistance: S(1, 'L2769 ("on adjacent hexes")'),
      townsfolkAndBuildingTogether: S(false, 'L2769 ("You can\'t move a Townsfolk AND a Building to the same hex")'),
      buildingOntoBrambles: S(false, 'ASSUMPTION G-94: no effect may put a Building on the Brambles', [true]),
    },
  }),
} as const;

// ---- §2.4 Hester cards (13); playing costs 1 action (L2100), 3 active at most (L2116) ------

export const HESTER_CARDS = {
  'desperate-grasp': hester({
    id: 'desperate-grasp', name: 'Desperate Grasp', specRef: 'H1', source: 'L2777', gaps: ['G-51'],
    text: "Remove the first Root you placed this turn and place it continuing your path. You do not gain a Terrain cube from this Root placement. Effectively letting you get across the map faster, and reach a hex that has Haints you want to infect!",
    numbers: {
      roots: S(1, 'L2777 ("Remove the first Root you placed this turn")'),
      cubesGained: S(0, 'L2777 ("You do not gain a Terrain cube from this Root placement")'),
    },
  }),
  'draw-closer': hester({
    id: 'draw-closer', name: 'Draw Closer', specRef: 'H2', source: 'L2779', gaps: ['G-95'],
    text: "Choose a hex with an Infected Haint belonging to both warring factions adjacent to it. Move both Haints into that hex and make a Bonfire.",
    numbers: {
      haints: S(2, 'L2779 ("an Infected Haint belonging to both warring factions")'),
      distance: S(1, 'L2779 ("adjacent to it")'),
      meetingHexMustBeLegal: S(true, 'ASSUMPTION G-95: the hex must be one each Haint could legally enter alone; only the meeting is exempt', [false]),
    },
  }),
  'forced-sacrifice': hester({
    id: 'forced-sacrifice', name: 'Forced Sacrifice', specRef: 'H3', source: 'L2781', gaps: ['G-91', 'G-73'],
    text: "Place 1 Terrain Cube on any hex on the board that has no Terrain Cubes on it. When an uninfected Haint enters this hex, add this cube to the Battleground. Doesn't matter which coloured cube you use.",
    numbers: {
      cubes: S(1, 'L2781 ("Place 1 Terrain Cube")'),
      fromBattleground: S(true, 'ASSUMPTION G-91: the card names no source; "Doesn\'t matter which coloured cube you use" reads as one of her own', [false]),
      triggeredByUninfectedOnly: S(true, 'L2781 ("When an uninfected Haint enters this hex")'),
    },
  }),
  'hells-half-acre': hester({
    id: 'hells-half-acre', name: "Hell's Half Acre", specRef: 'H4', source: 'L2783', gaps: [],
    text: "If you have a Root on either the Brambles or a mountain, gain any 2 Terrain Cubes.",
    numbers: { cubes: S(2, 'L2783 ("gain any 2 Terrain Cubes")') },
  }),
  lollygagger: hester({
    id: 'lollygagger', name: 'Lollygagger', specRef: 'H5', source: 'L2785', gaps: ['G-85'],
    text: "When Summoning Hester you may use any Terrain Cubes of the same color to pay for the summoning cost.",
    numbers: { anySingleColour: S(true, 'L2785 ("any Terrain Cubes of the same color")') },
  }),
  'mud-in-yer-eye': hester({
    id: 'mud-in-yer-eye', name: 'Mud in Yer Eye', specRef: 'H6', source: 'L2787', gaps: ['G-96'],
    text: "The opponent with the fewest cubes in the Battleground gains a cube. You gain a Terrain Cube of your choice.",
    numbers: {
      opponentCubes: S(1, 'L2787 ("The opponent with the fewest cubes in the Battleground gains a cube")'),
      hesterCubes: S(1, 'L2787 ("You gain a Terrain Cube of your choice")'),
      tieChosenByHester: S(true, 'ASSUMPTION G-96: with tied counts Hester, who plays the card, chooses', [false]),
    },
  }),
  'night-hag': hester({
    id: 'night-hag', name: 'Night Hag', specRef: 'H7', source: 'L2789', gaps: [],
    text: "Move each Infected Haint and Hester to an adjacent hex or hexes matching the terrain that one of your Bonfires is located. Choose only one bonfire.",
    numbers: {
      steps: S(1, 'L2789 ("to an adjacent hex")'),
      bonfires: S(1, 'L2789 ("Choose only one bonfire")'),
    },
  }),
  'only-hurt-for-a-moment': hester({
    id: 'only-hurt-for-a-moment', name: 'Only Hurt for a Moment', specRef: 'H8', source: 'L2791', gaps: [],
    text: "Pay any 2 Terrain Cubes to infect a Haint that is on the same hex as an Infected Haint. You may do this before Activating the Tree. You do not have to take the Infect action to do this. You could do this at the start of your turn, for example, and then take the Move Haint action and move that Haint that was just Infected.",
    numbers: {
      cubeCost: S(2, 'L2791 ("Pay any 2 Terrain Cubes")'),
      infections: S(1, 'L2791 ("to infect a Haint")'),
      beforeTreeAllowed: S(true, 'L2791 ("You may do this before Activating the Tree")'),
    },
  }),
  reach: hester({
    id: 'reach', name: 'Reach', specRef: 'H9', source: 'L2793', gaps: ['G-75'],
    text: "Move any Legend to an adjacent hex with a Root.",
    numbers: {
      steps: S(1, 'L2793 ("to an adjacent hex with a Root")'),
      carriesHaints: S(false, 'ASSUMPTION G-75: every similar Legend move forbids carrying Haints', [true]),
    },
  }),
  'tramping-ground': hester({
    id: 'tramping-ground', name: 'Tramping Ground', specRef: 'H10', source: 'L2795', gaps: [],
    text: "Move 1 Infected Haint or Hester to an adjacent hex that has no Units or Roots. It's possible you can summon Hester and still use this action if this card is already in play.",
    numbers: { steps: S(1, 'L2795 ("to an adjacent hex that has no Units or Roots")') },
  }),
  ward: hester({
    id: 'ward', name: 'Ward', specRef: 'H11', source: 'L2797', gaps: [],
    text: "The first Haint you infect this turn does not cost any Terrain Cubes. You still must have a Root on a hex with a Haint. The Haint could be Infected on a mountain or the brambles with this card's effect.",
    numbers: {
      freeInfections: S(1, 'L2797 ("The first Haint you infect this turn does not cost any Terrain Cubes")'),
      needsRoot: S(true, 'L2797 ("You still must have a Root on a hex with a Haint")'),
      mountainAndBramblesAllowed: S(true, 'L2797 ("could be Infected on a mountain or the brambles")'),
    },
  }),
  'white-bowels': hester({
    id: 'white-bowels', name: 'White Bowels', specRef: 'H12', source: 'L2799', gaps: [],
    text: "Move an Infected Haint up to 2 hexes, but it can't end its movement on or be adjacent to a hex with an opposing Infected Haint. Great for when you need to move an Infected Haint across the map faster!",
    numbers: {
      maxSteps: S(2, 'L2799 ("Move an Infected Haint up to 2 hexes")'),
      cubeCost: S(0, 'L2799 (a card effect: free, spec H12)'),
      mayEndAdjacentToOpposingInfected: S(false, 'L2799 ("can\'t end its movement on or be adjacent to a hex with an opposing Infected Haint")'),
    },
  }),
  'wild-tangle': hester({
    id: 'wild-tangle', name: 'Wild Tangle', specRef: 'H13', source: 'L2801', gaps: [],
    text: "Trade any 1 Terrain Cube for any other Terrain Cube from the supply.",
    numbers: { swaps: S(1, 'L2801 ("Trade any 1 Terrain Cube for any other Terrain Cube")') },
  }),
} as const;

/** Card totals printed among the components. */
export const DECK_SIZES = {
  tactics: S(16, 'L936 ("Tactics Cards x16")'),
  upgrade: S(9, 'L1012 ("Upgrade Cards x9")'),
  goblin: S(12, 'L1065 ("Goblin Cards x12")'),
  hester: S(13, 'L1977 ("Hester cards x13")'),
} as const;

export const ALL_CARDS: readonly CardSpec[] = [
  ...Object.values(TACTICS),
  ...Object.values(UPGRADES),
  ...Object.values(GOBLIN_CARDS),
  ...Object.values(HESTER_CARDS),
];

export const UPGRADE_CARDS: readonly UpgradeCardSpec[] = Object.values(UPGRADES);

export function cardById(id: string): CardSpec | undefined {
  return ALL_CARDS.find((c) => c.id === id);
}
