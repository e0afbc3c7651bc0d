// The Protectors' objective term for the evaluation (evaluate.ts): Townsfolk still to rescue,
// each worth the rescue points scaled by how close it stands to the Protector home.
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { FAC_P, F_HOME, F_WORDS } from '../../state.js';
import type { HarrowGame } from '../../turn.js';

export function protectorObjectiveWorth(s: HarrowGame): number {
  const home = s.f[FAC_P * F_WORDS + F_HOME]!;
  if (home < 0) return 0;
  const g = s.map.grid;
  const span = 2 * g.radius;
  let v = 0;
  for (let h = 0; h < s.n; h++) {
    const t = s.townsfolk[h]!;
    if (t === 0) continue;
    v += t * (1 - g.dist[h * g.count + home]! / span);
  }
  return v * W.townsfolkProgress.value * s.config.objectives.rescuePoints;
}
