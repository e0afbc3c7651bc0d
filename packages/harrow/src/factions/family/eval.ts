// The Family's objective term for the evaluation (evaluate.ts): Buildings still standing, each
// worth the Building points scaled by how close the nearest Family Unit or Storm is (a Storm chain
// from the home to the Building destroys it, R-OBJ-F1).
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { hasStorm } from '../../basic-actions.js';
import { FAC_F, LS_F, type HarrowState } from '../../state.js';
import type { HarrowGame } from '../../turn.js';

/** Distance from h to the nearest hex with a Family Unit or a Storm (the map's diameter when none). */
function nearestFamily(s: HarrowState, h: number): number {
  const g = s.map.grid;
  let best = 2 * g.radius;
  for (let x = 0; x < s.n; x++) {
    if (s.haint[FAC_F * s.n + x] === 0 && s.legendHex[LS_F] !== x && !hasStorm(s, x)) continue;
    const d = g.dist[h * g.count + x]!;
    if (d < best) best = d;
  }
  return best;
}

export function familyObjectiveWorth(s: HarrowGame): number {
  const span = 2 * s.map.grid.radius;
  let v = 0;
  for (let h = 0; h < s.n; h++) {
    const b = s.building[h]!;
    if (b === 0) continue;
    v += b * (1 - nearestFamily(s, h) / span);
  }
  return v * W.buildingProgress.value * s.config.objectives.buildingPoints;
}
