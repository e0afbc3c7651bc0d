// The region bonus of §1.4: Plains, Forest, Mountain and Ocean yield 2 "when connected to 3 or
// more" hexes of their type, and a Desert settlement pays its owner 1 Gold on the same condition.
// [RB: Land Types]
//
// ASSUMPTION G16: "connected" means the tile's region — the maximal edge-connected set of tiles of
// the same base type, Landmarks counting by base type (G52), Wasteland counting as nothing — has
// the tile plus at least 3 others (`regionRule = component`). The alternative `adjacent3` reads it
// as at least 3 edge neighbours of the same type.
import type { KorremMap, Tile } from './board.js';
import { WASTELAND } from '../lands.js';
import { DIRECTIONS } from './hex.js';

/** ASSUMPTION G16: the region rule (parameter `regionRule`). */
export const REGION_COMPONENT = 0;
export const REGION_ADJACENT3 = 1;
export type RegionRule = typeof REGION_COMPONENT | typeof REGION_ADJACENT3;
export const REGION_RULE_NAMES = ['component', 'adjacent3'] as const;
export type RegionRuleName = (typeof REGION_RULE_NAMES)[number];

/** RB: Land Types, "connected to 3 or more [hexes of the type]": the others besides the tile itself. */
export const REGION_CONNECTED_MIN = 3;

export function regionRuleCode(name: RegionRuleName): RegionRule {
  const i = REGION_RULE_NAMES.indexOf(name);
  if (i < 0) throw new RangeError(`regionRule must be one of ${REGION_RULE_NAMES.join(', ')}, got ${String(name)}`);
  return i as RegionRule;
}

/**
 * Size of the tile's region: the maximal edge-connected set of tiles of its type (Landmarks by
 * base type; a tile laid waste, or the Wasteland-based Throne, belongs to no region: 0).
 * Uses the map's scratch arrays; allocates nothing. With `stopAt`, stops counting once the size reaches it.
 */
export function regionSize(map: KorremMap, tile: Tile, stopAt = Number.POSITIVE_INFINITY): number {
  const land = map.effectiveLand(tile);
  if (land === WASTELAND) return 0;
  const mark = map.scratchMark;
  const stack = map.scratchStack;
  mark.fill(0, 0, map.count);
  mark[tile] = 1;
  stack[0] = tile;
  let top = 1;
  let size = 0;
  while (top > 0) {
    const t = stack[--top] as number;
    if (++size >= stopAt) return size;
    const base = t * DIRECTIONS;
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = map.nbr[base + d] as number;
      if (n < 0 || mark[n] === 1 || map.effectiveLand(n) !== land) continue;
      mark[n] = 1;
      stack[top++] = n;
    }
  }
  return size;
}

/** Edge neighbours of the same type (Landmarks by base type; Wasteland counts as nothing). */
export function sameTypeNeighbours(map: KorremMap, tile: Tile): number {
  const land = map.effectiveLand(tile);
  if (land === WASTELAND) return 0;
  const base = tile * DIRECTIONS;
  let n = 0;
  for (let d = 0; d < DIRECTIONS; d++) {
    const t = map.nbr[base + d] as number;
    if (t >= 0 && map.effectiveLand(t) === land) n++;
  }
  return n;
}

/** Does the region bonus apply to this tile (§1.4, G16)? */
export function regionBonus(map: KorremMap, tile: Tile, rule: RegionRule): boolean {
  if (rule === REGION_ADJACENT3) return sameTypeNeighbours(map, tile) >= REGION_CONNECTED_MIN;
  return regionSize(map, tile, REGION_CONNECTED_MIN + 1) >= REGION_CONNECTED_MIN + 1;
}
