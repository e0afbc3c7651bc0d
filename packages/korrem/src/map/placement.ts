// The placement predicate `legal(tile, pos, map)` of spec §1.5, used everywhere a tile is laid:
// setup (§1.5), Discover (§1.11) and weather roll 1 (§1.8). [RB: Land Placement Restrictions;
// Landmark Hexes; Adding Landmark Hexes; Quick Start §1]
//
// * The first tile of the game goes at (0,0); every later tile fills an empty position that
//   shares an edge with the map.
// * Ocean, Desert and Tundra must touch a tile of their type already placed; the first is free.
// * Desert and Tundra never share an edge.
// * In these two rules a Landmark counts as its base type (ASSUMPTION G52), and a tile laid waste
//   counts as Wasteland, no longer as its old type (its land is "destroyed", §1.4).
// * A Landmark touches at least one standard tile (not a Landmark, not Wasteland) of its base
//   type, and never touches another Landmark. The Throne of Korrem, whose base type is Wasteland,
//   is exempt from the first half: "It can be placed anywhere on the map, except adjacent to
//   another Landmark Hex" [RB: Throne of Korrem].
// * Wasteland is never placed.
import type { CompiledContent, LandmarkId } from '../content/compiled.js';
import { DESERT, OCEAN, TUNDRA, WASTELAND, type Land } from '../lands.js';
import type { KorremMap, Tile } from './board.js';
import { DIRECTIONS, DIR_OFFSET, ORIGIN, type Pos } from './hex.js';

/** Lands that must touch an earlier tile of their type once one is on the map (bit l = land l). RB: Land Placement Restrictions. */
export const CLUSTERED_LANDS = (1 << OCEAN) | (1 << DESERT) | (1 << TUNDRA);

/** The one pair of lands that never share an edge. RB: "Desert and Tundra Hexes cannot share a border." */
export const APART_A: Land = DESERT;
export const APART_B: Land = TUNDRA;

/** The land that may never border `land` (−1 when none). */
function apartFrom(land: Land): Land {
  return land === APART_A ? APART_B : land === APART_B ? APART_A : -1;
}

/**
 * Is it legal to lay a tile of base type `land` (Landmark `landmark`, or −1) at `pos` now?
 * `land` is the tile's base type; for a Landmark it must equal `content.landmarks.base[landmark]`.
 */
export function legalPlacement(map: KorremMap, content: Pick<CompiledContent, 'landmarks'>, land: Land, landmark: LandmarkId, pos: Pos): boolean {
  if (landmark < 0 && land === WASTELAND) return false;
  if (map.count === 0) {
    if (pos !== ORIGIN) return false;
  } else if (map.tileAt(pos) >= 0) return false;
  return neighboursAllow(map, content, land, landmark, pos);
}

/** The §1.5 rules that look at the neighbours of an empty `pos` (adjacency to the map included once it is not empty). */
function neighboursAllow(map: KorremMap, content: Pick<CompiledContent, 'landmarks'>, land: Land, landmark: LandmarkId, pos: Pos): boolean {
  const isLandmark = landmark >= 0;
  const apart = apartFrom(land);
  let touches = false;
  let touchesSameType = false;
  let touchesStandardSameType = false;
  for (let d = 0; d < DIRECTIONS; d++) {
    const n: Tile = map.tileAt(pos + (DIR_OFFSET[d] as number));
    if (n < 0) continue;
    touches = true;
    const nLand = map.effectiveLand(n);
    if (nLand === apart) return false;
    const nIsLandmark = map.isLandmark(n);
    if (isLandmark && nIsLandmark) return false;
    if (nLand === land) {
      touchesSameType = true;
      if (!nIsLandmark) touchesStandardSameType = true;
    }
  }
  if (map.count > 0 && !touches) return false;
  if ((CLUSTERED_LANDS & (1 << land)) !== 0 && (map.landCount[land] as number) > 0 && !touchesSameType) return false;
  // A Wasteland-based Landmark (the Throne) has no standard tile of its type to touch: Wasteland is never placed.
  if (isLandmark && content.landmarks.base[landmark] !== WASTELAND && !touchesStandardSameType) return false;
  return true;
}

/**
 * Writes every position where the tile may be laid now into `out` (size it with
 * `frontierBound(map.count)`; the origin alone on an empty map). Returns how many. No allocation.
 */
export function legalPositions(map: KorremMap, content: Pick<CompiledContent, 'landmarks'>, land: Land, landmark: LandmarkId, out: Int32Array): number {
  if (landmark < 0 && land === WASTELAND) return 0;
  if (map.count === 0) {
    if (!neighboursAllow(map, content, land, landmark, ORIGIN)) return 0;
    out[0] = ORIGIN;
    return 1;
  }
  let n = 0;
  for (let t = 0; t < map.count; t++) {
    const p = map.pos[t] as number;
    const base = t * DIRECTIONS;
    for (let d = 0; d < DIRECTIONS; d++) {
      if ((map.nbr[base + d] as number) >= 0) continue;
      const e = p + (DIR_OFFSET[d] as number);
      // Each frontier position once: from the lowest-index tile it touches (as KorremMap.frontier).
      if (map.lowestTileAround(e) !== t) continue;
      if (neighboursAllow(map, content, land, landmark, e)) out[n++] = e;
    }
  }
  return n;
}

/** Does the tile have at least one legal position now? Stops at the first. */
export function hasLegalPosition(map: KorremMap, content: Pick<CompiledContent, 'landmarks'>, land: Land, landmark: LandmarkId): boolean {
  if (landmark < 0 && land === WASTELAND) return false;
  if (map.count === 0) return neighboursAllow(map, content, land, landmark, ORIGIN);
  for (let t = 0; t < map.count; t++) {
    const p = map.pos[t] as number;
    const base = t * DIRECTIONS;
    for (let d = 0; d < DIRECTIONS; d++) {
      if ((map.nbr[base + d] as number) >= 0) continue;
      if (neighboursAllow(map, content, land, landmark, p + (DIR_OFFSET[d] as number))) return true;
    }
  }
  return false;
}

/** Discover (§1.11): the legal positions among the empty ones around `tile`. Writes into `out` (≥ 6); returns how many. */
export function legalPositionsAround(map: KorremMap, content: Pick<CompiledContent, 'landmarks'>, land: Land, landmark: LandmarkId, tile: Tile, out: Int32Array): number {
  if (landmark < 0 && land === WASTELAND) return 0;
  const p = map.pos[tile] as number;
  const base = tile * DIRECTIONS;
  let n = 0;
  for (let d = 0; d < DIRECTIONS; d++) {
    if ((map.nbr[base + d] as number) >= 0) continue;
    const e = p + (DIR_OFFSET[d] as number);
    if (neighboursAllow(map, content, land, landmark, e)) out[n++] = e;
  }
  return n;
}
