// Hester's worth for the evaluation (evaluate.ts), in the factions' unit: points. She has no points;
// she wins at once with six Scoring Spaces full (L2297), so each filled space is worth a sixth of
// the points a faction needs, and what leads to the next fill (Infected Haints for a Bonfire, her
// actions, cubes, standing on the map to eat) a fraction of one. Weights: data/weights.ts.
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { F_SEAT, F_WORDS, UNIT_FACTIONS } from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import { SCORING_SPACES, SC_EMPTY, actionsOwned, hesterCubeTotal, hesterHex, scoringSpace } from './board.js';


export function hesterWorth(s: HarrowGame): number {
  let filled = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (scoringSpace(s, i) !== SC_EMPTY) filled++;
  let infected = 0;
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    if (s.f[fac * F_WORDS + F_SEAT]! < 0) continue;
    const base = fac * s.n;
    for (let h = 0; h < s.n; h++) infected += s.infected[base + h]!;
  }
  const perSpace = s.config.objectives.pointsToWin / SCORING_SPACES;
  return (
    perSpace * (filled * W.hesterSpace.value + infected * W.hesterInfected.value + (actionsOwned(s) - 1) * W.hesterAction.value) +
    hesterCubeTotal(s) * W.hesterCube.value +
    (hesterHex(s) >= 0 ? W.hesterOnMap.value : 0)
  );
}
