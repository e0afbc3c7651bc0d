// What entering a tile costs an army (spec §1.10) and where a settlement may stand (§1.13).
// [RB: Move Armies; Land Hex Types and Restrictions; Settlements; Settlement Limitations]
//
// An army is summarised by two trait masks (TRAIT_* of compiled.ts) so this module does not depend
// on the army representation: `anyTraits` = OR over its members, `allTraits` = AND over its members.
import type { CompiledContent } from '../content/compiled.js';
import { TRAIT_FLYING, TRAIT_SEAFARING } from '../content/compiled.js';
import { LANDS, MOUNTAIN, OCEAN, WASTELAND, type Land } from '../lands.js';
import type { KorremMap, Tile } from './board.js';
import { DIRECTIONS } from './hex.js';

/**
 * Actions to enter a tile, by land. RB: Land Types, "1 Mountain Hex requires 2 Actions"; every
 * other land 1 (Fig. 1). Wasteland 1: ASSUMPTION G52.
 */
export const LAND_MOVE_COST: readonly number[] = (() => {
  const c = new Array<number>(LANDS).fill(1);
  c[MOUNTAIN] = 2;
  return c;
})();
/** RB: Move Armies, an all-Flying army pays 1 for every tile. */
export const FLYING_MOVE_COST = 1;
export const CANNOT_ENTER = -1;

/**
 * Actions an army pays to enter a tile of base land `land` (a Landmark's base type, or the
 * effective land once laid waste), or −1 (CANNOT_ENTER). The tile need not be on the map yet
 * (Discover prices drawn tiles with it, §1.11).
 * * Standard Ocean needs a Seafaring member or an all-Flying army (§1.10).
 * * An all-Flying army pays 1 everywhere, Mountains included.
 * * A Landmark costs as its base type and can always be entered, Ocean islands included (G52).
 * * Wasteland costs 1 (G52), whatever it was before.
 * `allTraits` must come from a non-empty army.
 */
export function moveCostForLand(land: Land, isLandmark: boolean, anyTraits: number, allTraits: number): number {
  if ((allTraits & TRAIT_FLYING) !== 0) return FLYING_MOVE_COST;
  if (land === OCEAN && !isLandmark && (anyTraits & TRAIT_SEAFARING) === 0) return CANNOT_ENTER;
  return LAND_MOVE_COST[land] as number;
}

/** Actions the army pays to enter `tile` on the map, or −1 (CANNOT_ENTER) when it may not (moveCostForLand). */
export function moveCost(map: KorremMap, _content: Pick<CompiledContent, 'landmarks'> | null, tile: Tile, anyTraits: number, allTraits: number): number {
  return moveCostForLand(map.effectiveLand(tile), map.isLandmark(tile), anyTraits, allTraits);
}

/** Occupancy bits per tile for settlementSiteLegal: a settlement (Village or Kingdom) on it, an NPC on it. */
export const SITE_SETTLEMENT = 1;
export const SITE_NPC = 2;

/**
 * May a settlement be built on `tile` (§1.13)? Not on Ocean, Wasteland or a Landmark; not on a
 * tile holding a settlement or an NPC (ASSUMPTION, "Villages can be built on unoccupied Land
 * Hexes"); not next to a tile holding any settlement, own or enemy (RB: Settlement Limitations).
 * `occupancy[t]` holds SITE_* bits for tile t.
 */
export function settlementSiteLegal(map: KorremMap, tile: Tile, occupancy: Uint8Array): boolean {
  if (map.isLandmark(tile)) return false;
  const land = map.effectiveLand(tile);
  if (land === OCEAN || land === WASTELAND) return false;
  if (((occupancy[tile] as number) & (SITE_SETTLEMENT | SITE_NPC)) !== 0) return false;
  const base = tile * DIRECTIONS;
  for (let d = 0; d < DIRECTIONS; d++) {
    const n = map.nbr[base + d] as number;
    if (n >= 0 && ((occupancy[n] as number) & SITE_SETTLEMENT) !== 0) return false;
  }
  return true;
}

/** Writes every tile where a settlement may stand into `out` (≥ map.count); returns how many. Setup Villages (§1.6 step 2). */
export function settlementSites(map: KorremMap, occupancy: Uint8Array, out: Int16Array | Int32Array): number {
  let n = 0;
  for (let t = 0; t < map.count; t++) if (settlementSiteLegal(map, t, occupancy)) out[n++] = t;
  return n;
}
