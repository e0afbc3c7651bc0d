// Hester's worth for the evaluation (evaluate.ts), in the factions' unit: points. She has no points;
// she wins at once with six Scoring Spaces full (L2297), so each filled space is worth a sixth of
// the points a faction needs (times hesterSpace), and what leads to the next fill a fraction of one:
//  * Bonfires (R-H-BONFIRE, L2157, spec §1.20.5): while a Bonfire pair is left on her board, the k
//    nearest disjoint pairs of Infected Haints (one of each opponent; k = the pairs left), each by how
//    near its two stand; a spare Infected Haint waiting for a partner a little; and, while a Haint is
//    still needed, her Root path's head by how near it is to one she could infect (infections happen
//    only on hexes this turn's Roots touch, spec §1.20.3 D);
//  * eating (R-H-EAT, L2242-2257): Hester on the map, by how near she stands to an opponent Legend
//    she could eat from (its side of her board has an empty space and it has a token she may take;
//    Kammi's tokens both, until it is public which is Kammi), and the cubes of the colour her last
//    step there needs; off the map, the cubes for the summon; the fills kept even between the sides;
//  * her actions, and her terrain cubes (moves, infections and the summon are paid in them).
// The per-step gains are set above the cubes a step costs (1 for an Infected Haint, 2 for Hester),
// so one-ply greedy walks pairs together and Hester to a Legend; a piece she has picked to move
// (turn stage ST_MOVE_TO) counts as one step nearer already (hesterWorth). Weights: data/weights.ts.
// Public state only; no allocation (module scratch arrays, used inside one call).
import { EVAL_WEIGHTS as W } from '../../data/weights.js';
import { EF_M1, EF_M2 } from '../../effects.js';
import {
  COLOURS, EMPTY, FAC_H, FW_PROMPT, F_DECK_LEN, F_SEAT, F_WORDS, G_DEPTH, G_GOBLIN_ALIVE, G_KAMMI_REVEALED,
  G_KAMMI_TOKEN, LS_HESTER, LS_KAMMI0, LS_KAMMI1, LS_P, PR_EFFECT, UNIT_FACTIONS, isSolo, slotFaction, topFrame,
} from '../../state.js';
import type { HarrowGame } from '../../turn.js';
import { PIECE_HESTER, ST_MOVE_TO, canEatFrom } from './turn.js';
import { SOLO_PILE_BLOCK } from '../../solo/numbers.js';
import { BONFIRE_SPACES, HB_BONFIRE_SPACE, HB_HEAD, HB_SNAKES, HB_STAGE, HB_SCORING, SCORING_SPACES, SC_EMPTY, SPACES_PER_SIDE, actionsOwned, hesterCubeTotal, hesterOf, hexColour } from './board.js';

/** Hexes and counts of each opponent's Infected Haints (scratch, one call at a time). */
const MAX_HEX = 256;
const hexA = new Int32Array(MAX_HEX);
const cntA = new Int32Array(MAX_HEX);
const hexB = new Int32Array(MAX_HEX);
const cntB = new Int32Array(MAX_HEX);
/**
 * The Bonfire potential in Scoring-Space units: up to `pairs` disjoint pairs (one Infected Haint of
 * each opponent), nearest first, each worth hesterPair plus hesterPairProgress by its nearness
 * (full when adjacent, falling linearly to 0 at the map's diameter); the unpaired Infected Haints
 * hesterInfected each.
 */
function bonfirePotential(s: HarrowGame, pairs: number, pendSrc: number, pendPiece: number): number {
  const a = opponent(s, 0);
  const b = opponent(s, 1);
  const n = s.n;
  let na = 0;
  let nb = 0;
  let ta = 0;
  let tb = 0;
  for (let h = 0; h < n; h++) {
    const ia = s.infected[a * n + h]!;
    if (ia > 0) {
      hexA[na] = h;
      cntA[na++] = ia;
      ta += ia;
    }
    const ib = s.infected[b * n + h]!;
    if (ib > 0) {
      hexB[nb] = h;
      cntB[nb++] = ib;
      tb += ib;
    }
  }
  const g = s.map.grid;
  const span = 2 * g.radius;
  let k = Math.min(pairs, ta, tb);
  // Spares count only up to the pairs still to make (more Infected Haints of one side make no Bonfire).
  let v = (Math.min(ta - k, pairs - k) + Math.min(tb - k, pairs - k)) * W.hesterInfected.value;
  // Infecting next: the Root path's head (where next turn's Roots start, L2065) by how near it is to an
  // uninfected Haint of the opponent that has fewer Infected Haints (both when equal), while one is needed.
  if (k < pairs && s.hester[HB_SNAKES]! > 0) {
    const head = s.hester[HB_HEAD]!;
    if (head !== EMPTY && head < n) {
      const d = nearestUninfected(s, head, ta <= tb ? a : -1, tb <= ta ? b : -1);
      if (d >= 0) v += (W.hesterRootReach.value * (span - Math.min(d, span))) / span;
    }
  }
  while (k-- > 0) {
    let best = -1;
    let bi = 0;
    let bj = 0;
    for (let i = 0; i < na; i++) {
      if (cntA[i] === 0) continue;
      const x = hexA[i]!;
      for (let j = 0; j < nb; j++) {
        if (cntB[j] === 0) continue;
        const y = hexB[j]!;
        let d = g.dist[x * g.count + y]!;
        if ((pendPiece === a && x === pendSrc) || (pendPiece === b && y === pendSrc)) d--;
        if (best < 0 || d < best) {
          best = d;
          bi = i;
          bj = j;
        }
      }
    }
    cntA[bi]!--;
    cntB[bj]!--;
    const d = best < 1 ? 1 : best > span ? span : best;
    v += W.hesterPair.value + (W.hesterPairProgress.value * (span - d)) / (span - 1);
  }
  return v;
}

/** Distance from hex `from` to the nearest uninfected Haint of faction fa or fb (−1 to skip one), or to its Legend while it has one anywhere (L2217); −1 none. */
function nearestUninfected(s: HarrowGame, from: number, fa: number, fb: number): number {
  const n = s.n;
  const g = s.map.grid;
  let best = -1;
  for (let q = 0; q < 2; q++) {
    const f = q === 0 ? fa : fb;
    if (f < 0) continue;
    let any = false;
    for (let h = 0; h < n; h++) {
      if (s.haint[f * n + h]! - s.infected[f * n + h]! <= 0) continue;
      any = true;
      const d = g.dist[from * g.count + h]!;
      if (best < 0 || d < best) best = d;
    }
    if (!any) continue;
    for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
      const at = s.legendHex[slot]!;
      if (at < 0 || slotFaction(slot) !== f) continue;
      const d = g.dist[from * g.count + at]!;
      if (best < 0 || d < best) best = d;
    }
  }
  return best;
}

/** The `i`-th (0 or 1) opponent faction in play: the seats' in 3 players, the automated Protectors and Family in solo. */
function opponent(s: HarrowGame, i: number): number {
  let k = 0;
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) if (s.f[fac * F_WORDS + F_SEAT]! >= 0 && k++ === i) return fac;
  return -1;
}



/** Hexes within which a Legend draws Hester (hesterEatProgress falls linearly to 0 there): about what she can walk in two turns. */
const EAT_REACH = 6;

/** Hester on the map: hesterOnMap, plus hesterEatProgress by how near the nearest Legend she may eat stands (full on its hex). */
function onMapWorth(s: HarrowGame, hh: number, pendPiece: number): number {
  const g = s.map.grid;
  let best = -1;
  let bestAt = -1;
  // Which Kammi token is Kammi, once public (both revealed, or the Goblin gone; secrets.ts knowsKammi): only she can be eaten (L2290).
  const known = s.g[G_KAMMI_REVEALED] === 1 || s.g[G_GOBLIN_ALIVE] === 0 ? s.g[G_KAMMI_TOKEN]! : -1;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    const at = s.legendHex[slot]!;
    if (at < 0 || (known >= 0 && slot >= LS_KAMMI0 && slot !== LS_KAMMI0 + known) || !canEatFrom(s, slotFaction(slot))) continue;
    let d = g.dist[hh * g.count + at]!;
    if (pendPiece === PIECE_HESTER && d > 0) d--;
    if (best < 0 || d < best) {
      best = d;
      bestAt = at;
    }
  }
  let v = W.hesterOnMap.value;
  if (best >= 0 && best < EAT_REACH) v += (W.hesterEatProgress.value * (EAT_REACH - best)) / EAT_REACH;
  // The cubes her last step onto that Legend's hex needs (2 of its terrain's colour, spec §1.20.3 B);
  // on its hex the need is met (counted in full), or the step there would lose what the cubes were worth.
  if (best === 0) v += 2 * W.hesterNeedCube.value;
  else if (best >= 1) {
    const col = hexColour(s, bestAt);
    if (col >= 0) v += Math.min(s.bg[FAC_H * COLOURS + col]!, 2) * W.hesterNeedCube.value;
  }
  return v;
}

/** Hester off the map: the share of the summon's cost (spec §1.20.3 D, G-23) she holds in the colour of the best Bonfire hex, times hesterNeedCube per cube of the cost. */
function summonReady(s: HarrowGame): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) if (s.bonfire[h]! > 0) k++;
  if (k === 0) return 0;
  const table = hesterOf(s.config).summonCost;
  const cost = table[Math.min(k, table.length) - 1]!;
  let have = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.bonfire[h]! === 0) continue;
    const col = hexColour(s, h);
    if (col < 0) continue;
    const c = Math.min(s.bg[FAC_H * COLOURS + col]!, cost);
    if (c > have) have = c;
  }
  return have * W.hesterNeedCube.value;
}

/** Solo: the solo cards left in the piles, her clock (she loses when one must be drawn and none is left, L2627); 0 otherwise. */
function soloCardsLeft(s: HarrowGame): number {
  if (!isSolo(s)) return 0;
  let k = 0;
  for (let p = 0; p < SOLO_PILE_BLOCK.length; p++) k += s.f[SOLO_PILE_BLOCK[p]! * F_WORDS + F_DECK_LEN]!;
  return k;
}

export function hesterWorth(s: HarrowGame): number {
  let filled = 0;
  let side0 = 0;
  for (let i = 0; i < SCORING_SPACES; i++) {
    if (s.hester[HB_SCORING + i] === SC_EMPTY) continue;
    filled++;
    if (i < SPACES_PER_SIDE) side0++;
  }
  // Both opponents left to eat from: the fills kept even between the two sides (L2246).
  const imbalance = Math.abs(2 * side0 - filled);
  let pairs = 0;
  for (let i = 0; i < BONFIRE_SPACES; i++) if (s.hester[HB_BONFIRE_SPACE + i]! > 0) pairs++;
  // A Bonfire fills a space too: never more pairs than empty spaces.
  if (pairs > SCORING_SPACES - filled) pairs = SCORING_SPACES - filled;
  const perSpace = s.config.objectives.pointsToWin / SCORING_SPACES;
  const hh = s.legendHex[LS_HESTER]!;
  // The piece Hester has picked to move and must now move one hex (turn stage ST_MOVE_TO: the move is
  // committed, only its destination is left), src −1 none: valued as one step nearer its goal, less the
  // cube it costs. Without this a one-ply rollout sees "pick a piece" as worth nothing and never picks
  // one (the step's worth only shows on the next decision).
  let pendSrc = -1;
  let pendPiece = -1;
  let pendCost = 0;
  if (s.hester[HB_STAGE] === ST_MOVE_TO && s.g[G_DEPTH]! > 0) {
    const fr = topFrame(s);
    if (s.frames[fr + FW_PROMPT] === PR_EFFECT) {
      pendSrc = s.frames[fr + EF_M1]!;
      pendPiece = s.frames[fr + EF_M2]!;
      pendCost = (pendPiece === PIECE_HESTER ? 2 : 1) * W.hesterCube.value;
    }
  }
  return (
    -pendCost +
    perSpace *
      (filled * W.hesterSpace.value -
        imbalance * W.hesterSideImbalance.value +
        (pairs > 0 ? bonfirePotential(s, pairs, pendSrc, pendPiece) : 0) +
        soloCardsLeft(s) * W.hesterSoloCard.value +
        (actionsOwned(s) - 1) * W.hesterAction.value) +
    Math.min(hesterCubeTotal(s), hesterOf(s.config).cubeCap) * W.hesterCube.value +
    (hh >= 0 ? onMapWorth(s, hh, pendPiece) : summonReady(s))
  );
}
