// Kammi's objective term for the evaluation (evaluate.ts): the Dolls still face-down, each worth
// the Doll points shared among them (which one is real is hidden, so all count alike), scaled by
// how close the nearer Kammi token stands (either may be Kammi: the evaluation reads no hidden field).
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { DOLLS, G_DOLL_SCORED, LS_KAMMI0, LS_KAMMI1 } from '../../state.js';
import type { HarrowGame } from '../../turn.js';

export function kammiObjectiveWorth(s: HarrowGame): number {
  if (s.g[G_DOLL_SCORED] !== 0) return 0;
  const g = s.map.grid;
  const span = 2 * g.radius;
  const a = s.legendHex[LS_KAMMI0]!;
  const b = s.legendHex[LS_KAMMI1]!;
  let left = 0;
  let v = 0;
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0) continue;
    left++;
    let near = span;
    if (a >= 0) near = Math.min(near, g.dist[h * g.count + a]!);
    if (b >= 0) near = Math.min(near, g.dist[h * g.count + b]!);
    v += 1 - near / span;
  }
  return left === 0 ? 0 : (v / left) * W.dollProgress.value * s.config.objectives.dollPoints;
}
