// The Family's objective term for the evaluation (evaluate.ts): Buildings still standing, each
// worth the Building points scaled by how close the nearest Family Unit or Storm is (a Storm chain
// from the home to the Building destroys it, R-OBJ-F1).
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { FAC_F, LS_F } from '../../state.js';
import type { HarrowGame } from '../../turn.js';

/** Scratch for one call: the Building hexes and their nearest distances (never read across calls). */
const BUILDING_HEX = new Int32Array(64);
const NEAREST = new Int32Array(64);

export function familyObjectiveWorth(s: HarrowGame): number {
  const g = s.map.grid;
  const span = 2 * g.radius;
  let nb = 0;
  for (let h = 0; h < s.n && nb < BUILDING_HEX.length; h++) {
    if (s.building[h] === 0) continue;
    BUILDING_HEX[nb] = h;
    const printed = s.map.printedStormDistance[h]!;
    NEAREST[nb++] = printed < span ? printed : span;
  }
  if (nb === 0) return 0;
  // Printed Storms are in NEAREST already; one pass over the hexes holding a Family Unit or a placed
  // Storm lowers the Buildings' nearest distance.
  const legend = s.legendHex[LS_F]!;
  const base = FAC_F * s.n;
  for (let x = 0; x < s.n; x++) {
    if (s.haint[base + x] === 0 && legend !== x && s.storm[x] === 0) continue;
    const row = x * g.count;
    for (let i = 0; i < nb; i++) {
      const d = g.dist[row + BUILDING_HEX[i]!]!;
      if (d < NEAREST[i]!) NEAREST[i] = d;
    }
  }
  let v = 0;
  for (let i = 0; i < nb; i++) v += s.building[BUILDING_HEX[i]!]! * (1 - NEAREST[i]! / span);
  return v * W.buildingProgress.value * s.config.objectives.buildingPoints;
}
