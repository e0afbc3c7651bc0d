// The 9 Bonus Tiles (spec §2.5, L2803-2851), one of each (L1183 "Shuffle the 9 Bonus Tiles").
// Mechanics (R-BON-1, R-BON-2) and the unused-tile variant (G-36) are in factions.ts `GAME`.
import type { BonusTileSpec, CatalogueNumbers } from './catalogue-types.js';
import { S } from './sourced.js';

function tile<N extends CatalogueNumbers>(t: BonusTileSpec<N>): BonusTileSpec<N> {
  return t;
}

export const BONUS_TILES = {
  'first-player-token': tile({
    id: 'first-player-token', name: 'First Player Token', specRef: 'B1', source: 'L2807-2813', gaps: ['G-25'],
    text: "Gain or retain control of the First Player Token:\n- If you are the starting Player and already have the First Player Token, then taking this has no effect (except denying your opponent the chance to get it).\n- If you are the second Player, then you will take the First Player Token immediately. If there are still more turns left in this round, then you will get another turn to flip a mason jar before your opponent. You still will only get to flip 3 mason jars this round.\n- Refer to Round Overview on the left.\nIMPORTANT: The first Player Token still changes hands at the end of each round.",
    numbers: {
      extraTurnTwoPlayer: S(true, 'L2810 ("you will get another turn to flip a mason jar before your opponent")'),
      jarsPerRound: S(3, 'L2810 ("You still will only get to flip 3 mason jars this round")'),
      extraTurnThreePlayer: S(false, 'L2264 ("they won\'t get 2 turns in a row like they did in a 2 Player game"); order per ASSUMPTION G-25 (CF-30)'),
      tokenPassesAtRoundEnd: S(true, 'L2813 ("The first Player Token still changes hands at the end of each round")'),
    },
  }),
  advance: tile({
    id: 'advance', name: 'ADVANCE', specRef: 'B2', source: 'L2817', gaps: [],
    text: "ADVANCE once. You do not gain an ADVANCE Ability Token. You simply get to ADVANCE once.",
    numbers: {
      actions: S(1, 'L2817 ("ADVANCE once")'),
      action: S('ADVANCE', 'L2817'),
      tokenGained: S(false, 'L2817 ("You do not gain an ADVANCE Ability Token")'),
    },
  }),
  spawn: tile({
    id: 'spawn', name: 'SPAWN', specRef: 'B3', source: 'L2821', gaps: [],
    text: "SPAWN once. You do not gain a SPAWN Ability Token. You simply get to SPAWN once.",
    numbers: {
      actions: S(1, 'L2821 ("SPAWN once")'),
      action: S('SPAWN', 'L2821'),
      tokenGained: S(false, 'L2821 ("You do not gain a SPAWN Ability Token")'),
    },
  }),
  strengthen: tile({
    id: 'strengthen', name: 'STRENGTHEN', specRef: 'B4', source: 'L2825', gaps: [],
    text: "STRENGTHEN once. You do not gain a STRENGTHEN Ability Token. You simply get to STRENGTHEN once.",
    numbers: {
      actions: S(1, 'L2825 ("STRENGTHEN once")'),
      action: S('STRENGTHEN', 'L2825'),
      tokenGained: S(false, 'L2825 ("You do not gain a STRENGTHEN Ability Token")'),
    },
  }),
  'plus-1-minus-1-card': tile({
    id: 'plus-1-minus-1-card', name: '+1/-1 Card', specRef: 'B5', source: 'L2829', gaps: ['G-38'],
    text: "Draw 1 card, then discard any 1 card from your hand to the bottom of your deck. Has no effect if you have no cards in your hand (but this Bonus Tile is still flipped facedown).",
    numbers: {
      draw: S(1, 'L2829 ("Draw 1 card")'),
      toDeckBottom: S(1, 'L2829 ("discard any 1 card from your hand to the bottom of your deck")'),
      usedWithEmptyHand: S(true, 'L2829 ("this Bonus Tile is still flipped facedown")'),
    },
  }),
  wild: tile({
    id: 'wild', name: 'Wild', specRef: 'B6', source: 'L2833', gaps: ['G-66'],
    text: "Take 1 more Wild Token into your Possessions. This Bonus Tile does not allow you to activate your Wild Tokens. You just have 1 more in your Possessions, increasing the number of Wild Tokens you'll be able to activate when you take the Wild Mason jar action (which could be this action if this Bonus Tile was assigned to the Wild Mason jar slot).",
    numbers: {
      wildTokens: S(1, 'L2833 ("Take 1 more Wild Token into your Possessions")'),
      activatesWild: S(false, 'L2833 ("does not allow you to activate your Wild Tokens")'),
    },
  }),
  'legend-move': tile({
    id: 'legend-move', name: 'Legend Move', specRef: 'B7', source: 'L2837', gaps: ['G-89'],
    text: "Move any Legend to any legal adjacent hex. You cannot bring any Haints along with the Legend. If there is a Doll Token on the hex with that Legend, then the Legend's owner decides if the Doll Token is moved as well or not.",
    numbers: {
      steps: S(1, 'L2837 ("to any legal adjacent hex")'),
      anyLegend: S(true, 'L2837 ("Move any Legend")'),
      carriesHaints: S(false, 'L2837 ("You cannot bring any Haints along")'),
      nailedLegendMoves: S(false, 'L2637 ("they cannot move using the Bonus Token with the Move Legend bonus")'),
    },
  }),
  'rotate-haint-dial': tile({
    id: 'rotate-haint-dial', name: "Rotate Hain't Dial", specRef: 'B8', source: 'L2841-2843', gaps: [],
    text: "Rotate the Haint Dial down from 3 to 2 or from 2 to 1. If it is already at 1, then it has no effect.\nIMPORTANT: Rotating the Haint Dial down may allow you to score immediately if you already have Haints stored on your Haint Dial. For example, if you needed 3 Haints to score and already had 2 stored on the Haint Dial when you took this Bonus Tile, rotating the Haint Dial down to 2 means you are immediately able to score. If you score in this way, remove the Haints and rotate the Haint Dial up again.",
    numbers: {
      rotateDown: S(1, 'L2841 ("down from 3 to 2 or from 2 to 1")'),
      minPosition: S(1, 'L2841 ("If it is already at 1, then it has no effect")'),
      scoresStoredHaintsAtOnce: S(true, 'L2843 ("may allow you to score immediately"; 2 stored at Dial 3 → +1, CF-16)'),
      rotatesBackUpAfterScoring: S(true, 'L2843 ("remove the Haints and rotate the Haint Dial up again")'),
    },
  }),
  'activate-1st-scroll': tile({
    id: 'activate-1st-scroll', name: 'Activate 1st Scroll', specRef: 'B9', source: 'L2847-2849', gaps: ['G-15'],
    text: "Activate the 1ST scroll of your Legend Ability. Depending on which side of your Legend Track you're playing with, this could mean you're either placing one Path Token or Pulling one Townsfolk 1 hex closer to your Legend if you're the Protectors, or placing one Storm on any of your Units, or adjacent to your Legend if you're the Family.\nIf you're playing as Kammi then this could mean that you can reactivate one of your cards, or place one of your Strengthen Cubes in each row of your Action Grid that doesn't have an Ability Token in the rightmost black section of the Action Grid.",
    numbers: {
      trackSpaces: S(1, 'L2847 ("Activate the 1ST scroll of your Legend Ability"; = the base space, ASSUMPTION G-15)'),
      kammiSide2CubesPerRow: S(1, 'L2849 ("place one of your Strengthen Cubes in each row of your Action Grid")'),
    },
  }),
} as const;

export const BONUS_TILE_COUNT = S(9, 'L1183 ("Shuffle the 9 Bonus Tiles")');

export const ALL_BONUS_TILES: readonly BonusTileSpec[] = Object.values(BONUS_TILES);
