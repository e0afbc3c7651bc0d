// Walking distances on the map in Actions for an ordinary land army (spec §1.10: Mountain 2, every
// other land 1, standard Ocean closed; Landmarks as their base type and always enterable, G52), from
// a set of source tiles. For the evaluation (evaluate.ts): how far an army is from its bank or from
// a place to build. Bounded by `cap`: every tile farther is `cap`. No allocation: the caller owns
// the buffer.
import { CANNOT_ENTER, moveCostForLand } from './movement.js';
import type { KorremMap, Tile } from './board.js';
import { DIRECTIONS } from './hex.js';

/** Entering cost of `t` for an army with no traits (Ocean closed). */
function stepCost(map: KorremMap, t: Tile): number {
  return moveCostForLand(map.effectiveLand(t), map.isLandmark(t), 0, 0);
}

/**
 * Writes into `dist[at..at + map.count)` the Actions from the nearest tile `t` with `source[t] !== 0`
 * (0 there), at most `cap`. Costs are 1 or 2 (LAND_MOVE_COST), so settling the tiles level by level
 * (every tile at distance d relaxes its neighbours before any at d + 1: Dial's algorithm, the buckets
 * found by a scan) gives the shortest paths in O(tiles × cap).
 */
export function distancesFrom(map: KorremMap, source: Uint8Array, cap: number, dist: Int16Array, at: number): void {
  const n = map.count;
  for (let t = 0; t < n; t++) dist[at + t] = source[t] !== 0 ? 0 : cap;
  for (let d = 0; d < cap; d++) {
    for (let t = 0; t < n; t++) {
      if (dist[at + t] !== d) continue;
      const base = t * DIRECTIONS;
      for (let k = 0; k < DIRECTIONS; k++) {
        const u = map.nbr[base + k]!;
        if (u < 0) continue;
        const c = stepCost(map, u);
        if (c === CANNOT_ENTER) continue;
        if (d + c < dist[at + u]!) dist[at + u] = d + c;
      }
    }
  }
}
