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
  /** Hester: a filled Scoring Space (six win at once, L2297), in Scoring-Space units (pointsToWin / 6 points each, like every hester* weight below but hesterCube, hesterNeedCube, hesterOnMap and hesterEatProgress, which are in points). Above the most a Bonfire's precursors are worth (hesterPair + hesterPairProgress) so greedy makes the Bonfire. */
  hesterSpace: S(1, OURS),
  /** Hester: an Infected Haint with no partner of the other opponent (a Bonfire needs one of each, L2157), counted while a Bonfire pair is left on her board. */
  hesterInfected: S(0.2, OURS),
  /** Hester: a pair of Infected Haints, one of each opponent, that could make a Bonfire (the k nearest disjoint pairs, k = Bonfire pairs left on her board, spec §1.20.5): more than its two Haints alone. */
  hesterPair: S(0.45, OURS),
  /** Hester: such a pair by how near its two Haints stand (all of it adjacent, 0 at the map's diameter, linear): one step is 1/(diameter−1) of it, above the cube a step costs (hesterCube), so greedy walks pairs together. */
  hesterPairProgress: S(0.45, OURS),
  /** Hester: while an Infected Haint is still needed for a pair, her Root path's head by how near it is to an uninfected Haint of the opponent with fewer Infected Haints (all of it on its hex, 0 at the map's diameter, linear): infections happen only on hexes this turn's Roots touch (spec §1.20.3 D), so this steers the Roots over turns; one step is above a cube's worth. */
  hesterRootReach: S(0.15, OURS),
  /** Hester: per filled Scoring Space by which one side of her board leads the other: eating needs an empty space on the eaten player's side (L2246), so Bonfires and eats kept even leave both opponents to eat from. */
  hesterSideImbalance: S(0.1, OURS),
  /** Hester: an action token beyond the first (a Bonfire made, L2092). */
  hesterAction: S(0.3, OURS),
  /** Hester: a terrain cube on her Battleground, up to the cap she keeps at Clean-Up (moves, infections and the summon are paid in them; her defence against attacks, spec §1.20.8), in points; low, since Roots and the Tree bring 2–4 a turn and she returns those above the cap (against random factions 0.04 won 81% of 200 games, 0.02 82% of 200 on another seed: no clear difference). */
  hesterCube: S(0.02, OURS),
  /** Hester: a terrain cube of the colour her next need takes, in points, on top of hesterCube: on the map, up to the 2 her last step onto the nearest Legend she may eat from costs (spec §1.20.3 B); off the map, up to the summon's cost on the best Bonfire hex (spec §1.20.3 D, G-23). Steers her Roots, returns at the cap and trades toward those colours. */
  hesterNeedCube: S(0.05, OURS),
  /** Hester: standing on the map (she can eat at Clean-Up, L2244), in points. */
  hesterOnMap: S(0.2, OURS),
  /** Solo: each solo card left in the piles (her clock: a card that must be drawn when none is left loses, L2627), in Scoring-Space units: a replacement or a redraw for hexes spends one. */
  hesterSoloCard: S(0.15, OURS),
  /** Hester on the map: by how near the nearest opponent Legend she may eat from stands (all of it on its hex, 0 at 6 hexes — about two turns' walk — and beyond, linear), in points: one step (1/6 of it) above the 2 cubes a step costs (2 hesterCube); hesterOnMap + hesterEatProgress + 2 hesterNeedCube (0.8) stay below a filled space less the side imbalance (7/6 × 0.9 = 1.05), so she eats: at 0.35 + 0.7 the two were level and greedy Hester stood on a Legend without eating (3-player greedy vs random, seed h21a). */
  hesterEatProgress: S(0.5, OURS),
} as const satisfies Readonly<Record<string, Sourced<number>>>;
