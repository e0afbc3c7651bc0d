// The position evaluation for greedy and MCTS (`harrow.evaluate`): a worth in points per faction,
// shared terms here, each faction's objective term in its own folder (src/factions/*/eval.ts,
// listed by content.ts and passed in). Weights: data/weights.ts. The value for a seat is
// tanh((its worth − the best other faction's) / scoreScale), in (−1, 1); ±1 once the game is
// decided, 0 after a timeout. A faction without Units (Hester) has no shared part: its term is its whole worth. Hidden fields (which Kammi token is Kammi, which Doll is real) are never read,
// so the value is the same on every determinization. No allocation.
import { EVAL_WEIGHTS as W } from './data/weights.js';
import { END_ROUND_CAP } from './objectives.js';
import {
  COLOURS, FACTION_COLOUR, FAC_F, F_DIAL, F_FAM_FILL, F_HAINT_POSS, F_HAND_LEN, F_PLATE, F_SEAT, UNIT_FACTIONS, F_SCORE, F_SCROLLS, F_WILD, F_WORDS, G_OVER, G_REASON,
  FACTIONS, G_SEAT_FACTION, G_WINNER,
} from './state.js';
import { factionUnitsOn } from './attack.js';
import type { HarrowGame } from './turn.js';

/** A faction's objective progress in points (not yet scored), from its eval.ts. */
export type ObjectiveWorth = (s: HarrowGame) => number;

const fi = (fac: number, field: number): number => fac * F_WORDS + field;

/** The shared part of a faction's worth: points, the Dial plate, cubes, Haints, boards, Wild tokens, cards, scrolls. */
export function commonWorth(s: HarrowGame, fac: number): number {
  const f = s.f;
  let v = f[fi(fac, F_SCORE)]! * W.point.value;
  const dial = s.config.attack.dial.dial;
  const need = dial[Math.min(f[fi(fac, F_DIAL)]!, dial.length - 1)]!;
  v += (W.dialPlate.value * f[fi(fac, F_PLATE)]!) / need;
  const cubes = s.bg[fac * COLOURS + FACTION_COLOUR[fac]!]!;
  v += W.battlegroundCube.value * Math.min(cubes, s.config.basic.cubeCap);
  // Haints on the map = all of them − Possessions − those on the opponents' Dial plates (dial.ts keeps them there until they score).
  let haints = s.config.setup.n.haintsPerFaction - f[fi(fac, F_HAINT_POSS)]!;
  for (let o = 0; o < UNIT_FACTIONS; o++) if (o !== fac && f[fi(o, F_SEAT)]! >= 0) haints -= f[fi(o, F_PLATE)]!;
  v += W.haintOnMap.value * haints;
  const board = fac === FAC_F ? f[fi(fac, F_FAM_FILL)]! : s.rowFill[fac * 3]! + s.rowFill[fac * 3 + 1]! + s.rowFill[fac * 3 + 2]!;
  v += W.boardToken.value * board;
  v += W.wildToken.value * f[fi(fac, F_WILD)]!;
  v += W.cardInHand.value * f[fi(fac, F_HAND_LEN)]!;
  v += W.scroll.value * f[fi(fac, F_SCROLLS)]!;
  const b = s.map.brambles;
  if (b >= 0 && factionUnitsOn(s, fac, b) > 0) v += W.brambles.value * s.config.objectives.bramblesPoints;
  return v;
}

/** A faction's worth: the shared part for a faction with Units, plus its own term. */
function worth(s: HarrowGame, fac: number, objective: readonly ObjectiveWorth[]): number {
  return (fac < UNIT_FACTIONS ? commonWorth(s, fac) : 0) + objective[fac]!(s);
}

/** The value of `s` for `seat` in [−1, 1]: its worth against the best other faction's in play. */
export function evaluatePosition(s: HarrowGame, seat: number, objective: readonly ObjectiveWorth[]): number {
  if (s.g[G_OVER] !== 0) {
    if (s.g[G_REASON] === END_ROUND_CAP) return 0;
    return s.g[G_WINNER] === seat ? 1 : -1;
  }
  // Against every other faction in play: the other seats', and in solo the automated Protectors and Family.
  const mine = s.g[G_SEAT_FACTION + seat]!;
  let best = -Infinity;
  for (let fac = 0; fac < FACTIONS; fac++) {
    if (fac === mine || s.f[fi(fac, F_SEAT)]! < 0) continue;
    const w = worth(s, fac, objective);
    if (w > best) best = w;
  }
  // tanh, not a clamp: far behind (Hester against factions rich in cubes and cards) the options still differ.
  return Math.tanh((worth(s, mine, objective) - best) / W.scoreScale.value);
}
