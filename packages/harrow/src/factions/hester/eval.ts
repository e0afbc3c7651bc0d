// Hester's worth for the evaluation (evaluate.ts), in the factions' unit: points. She has no points;
// she wins at once with six Scoring Spaces full (L2297), so each filled space is worth a sixth of
// the points a faction needs, and what leads to the next fill (Infected Haints for a Bonfire, her
// actions, cubes, standing on the map to eat) a fraction of one. Weights: data/weights.ts.
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { F_SEAT, F_WORDS, G_SEAT_FACTION, UNIT_FACTIONS } from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import { SCORING_SPACES, SC_EMPTY, actionsOwned, hesterCubeTotal, hesterHex, scoringSpace } from './board.js';


/** The nearest distance between an Infected Haint of one opponent and one of the other (−1 when either has none). */
function nearestInfectedPair(s: HarrowGame): number {
  const a = s.g[G_SEAT_FACTION]!;
  const b = s.g[G_SEAT_FACTION + 1]!;
  const g = s.map.grid;
  let best = -1;
  for (let x = 0; x < s.n; x++) {
    if (s.infected[a * s.n + x] === 0) continue;
    for (let y = 0; y < s.n; y++) {
      if (s.infected[b * s.n + y] === 0) continue;
      const d = g.dist[x * g.count + y]!;
      if (best < 0 || d < best) best = d;
    }
  }
  return best;
}

export function hesterWorth(s: HarrowGame): number {
  let filled = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (scoringSpace(s, i) !== SC_EMPTY) filled++;
  let infected = 0;
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    if (s.f[fac * F_WORDS + F_SEAT]! < 0) continue;
    const base = fac * s.n;
    for (let h = 0; h < s.n; h++) infected += s.infected[base + h]!;
  }
  const pair = infected >= 2 ? nearestInfectedPair(s) : -1;
  const span = 2 * s.map.grid.radius;
  const pairProgress = pair < 0 ? 0 : 1 - Math.min(pair, span) / span;
  const perSpace = s.config.objectives.pointsToWin / SCORING_SPACES;
  return (
    perSpace *
      (filled * W.hesterSpace.value +
        infected * W.hesterInfected.value +
        pairProgress * W.hesterPairProgress.value +
        (actionsOwned(s) - 1) * W.hesterAction.value) +
    hesterCubeTotal(s) * W.hesterCube.value +
    (hesterHex(s) >= 0 ? W.hesterOnMap.value : 0)
  );
}
