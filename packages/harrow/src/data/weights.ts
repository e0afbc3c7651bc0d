// The weights of Harrow's position evaluation (evaluate.ts and each faction's eval.ts), as
// Sourced data so a study can see where they come from. The value of a position for a seat is
// (its worth − the opponent's worth) / scoreScale, clamped to [−1, 1]; every worth is in points
// (the unit the game is won in), so each weight says "this feature is worth w points".
// Ours (not the rulebook's): chosen by reasoning about what each feature is worth in points, then
// checked by the ladder (greedy vs random) — see the package README.
import { S, type Sourced } from './sourced.js';

const OURS = 'ours: a heuristic estimate in points, checked by the ladder (greedy vs random, mcts vs greedy)';

export const EVAL_WEIGHTS = {
  /** Points of lead that count as a sure win (the value saturates there). */
  scoreScale: S(7, 'ours: the worth difference is divided by game.pointsToWin\'s default (L764: 7) and clamped to [-1, 1]'),
  /** A point scored. */
  point: S(1, 'the unit: one point'),
  /** A Haint on the Dial plate, per Haint the next point still needs: worth that fraction of a point. */
  dialPlate: S(0.8, OURS),
  /** A cube on the Battleground (attacks and clashes are paid from it), up to the 6-cube cap. */
  battlegroundCube: S(0.12, OURS),
  /** A Haint on the map (presence: collecting tokens, attacking, blocking). */
  haintOnMap: S(0.12, OURS),
  /** An Ability token filed on the Faction Board (a bigger packet next time). */
  boardToken: S(0.15, OURS),
  /** A Wild token (one more action each Wild jar). */
  wildToken: S(0.25, OURS),
  /** A card in hand. */
  cardInHand: S(0.12, OURS),
  /** A Scroll on the Legend track. */
  scroll: S(0.15, OURS),
  /** A Unit on the Brambles (it scores game.bramblesPoints at the Round end while it stays): that fraction of those points. */
  brambles: S(0.6, OURS),
  /** Protectors: a Townsfolk on the map, scaled by how close it is to the Protector home (1 on it, 0 at the map's diameter), times the rescue points. */
  townsfolkProgress: S(0.35, OURS),
  /** Family: a Building on the map, scaled by how close the nearest Family Storm-or-Unit hex is, times the Building points. */
  buildingProgress: S(0.3, OURS),
  /** Kammi: each Doll still face-down, by how close the nearer Kammi token is, times the Doll points / the Dolls left. */
  dollProgress: S(0.3, OURS),
  /** Hester: a filled Scoring Space (six win at once, L2297), as a share of a faction's points to win: pointsToWin / 6 times this. */
  hesterSpace: S(1, OURS),
  /** Hester: an Infected Haint on the map (a Bonfire needs one of each opponent's, L2157). */
  hesterInfected: S(0.35, OURS),
  /** Hester: the two opponents' nearest Infected Haints, by how close they are (1 adjacent, 0 at the map's diameter): a Bonfire in the making. */
  hesterPairProgress: S(0.5, OURS),
  /** Hester: an action token beyond the first (a Bonfire made, L2092). */
  hesterAction: S(0.3, OURS),
  /** Hester: a terrain cube on her Battleground (moves, infections and the summon are paid in them). */
  hesterCube: S(0.08, OURS),
  /** Hester: standing on the map (she can eat at Clean-Up, L2244). */
  hesterOnMap: S(0.5, OURS),
} as const satisfies Readonly<Record<string, Sourced<number>>>;
