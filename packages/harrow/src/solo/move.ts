// The solo Move area (rulebook L2525-2535, spec §1.21.2 C, R-SOLO-MOVE): every Unit of the active
// faction moves 1 hex along a shortest legal path toward its nearest objective (a Building for the
// Family, a Townsfolk for the Protectors; after one is taken this activation, toward that hex).
// ADVANCE costs are ignored; the core rules and the 4-Unit limit apply. Units sharing a hex are a
// group and move together; a group joining Units that have not moved yet carries them along (they
// all move again, L2531). A group that cannot get closer may go sideways or away, or stay
// (L2529: "it's possible that they will move further"); one with no reachable objective stays.
// Which group moves first and every tie are the solo player's (L2525).
import { mayHold, type BasicNumbers } from '../basic-actions.js';
import { ARG_LIMIT } from '../actions.js';
import { factionUnitsOn } from '../attack.js';
import { addScore } from '../objectives.js';
import { mayEnter, moveUnits } from '../relocate.js';
import {
  FAC_F, FAC_P, F_OBJ_SCORED, F_PTS_OBJECTIVE, F_WORDS, G_SOLO_TARGET, LEGEND_COUNT, LEGEND_FIRST, NONE, RS_NONE, type HarrowState,
} from '../state.js';
import type { SoloRules } from './numbers.js';

/** Distances to the objective for one query (−1 unreachable) and the BFS queue: scratch, used only inside one call. */
const DIST = new Int16Array(ARG_LIMIT);
const QUEUE = new Int16Array(ARG_LIMIT);
/** Where each faction heads: a Building for the Family, a Townsfolk for the Protectors (L2527). */
const objectiveOn = (s: HarrowState, fac: number, h: number): boolean => (fac === FAC_F ? s.building[h]! > 0 : fac === FAC_P ? s.townsfolk[h]! > 0 : false);

/** The Legends of `fac` on h as a mask (bit i = its i-th Legend slot). */
function legendMask(s: HarrowState, fac: number, h: number): number {
  let m = 0;
  const first = LEGEND_FIRST[fac]!;
  for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if (s.legendHex[first + i] === h) m |= 1 << i;
  return m;
}

/**
 * Fills DIST with each hex's distance to the nearest objective of `fac` (or to G_SOLO_TARGET) over
 * hexes its Units may hold (no enemy Units, Bonfires or opposing objectives; the Unit count is
 * checked per step). Returns false when there is nothing to head for.
 */
function distances(s: HarrowState, fac: number): boolean {
  const n = s.n;
  const nbr = s.map.grid.nbr;
  DIST.fill(-1, 0, n);
  let head = 0;
  let tail = 0;
  const target = s.g[G_SOLO_TARGET]!;
  for (let h = 0; h < n; h++) {
    if (target >= 0 ? h === target : objectiveOn(s, fac, h)) {
      DIST[h] = 0;
      QUEUE[tail++] = h;
    }
  }
  if (tail === 0) return false;
  while (head < tail) {
    const h = QUEUE[head++]!;
    for (let d = 0; d < 6; d++) {
      const v = nbr[h * 6 + d]!;
      if (v < 0 || DIST[v]! >= 0 || !mayHold(s, fac, v)) continue;
      DIST[v] = DIST[h]! + 1;
      QUEUE[tail++] = v;
    }
  }
  return true;
}

/** Move options of the group on `from` (hexes written to out; `stay` adds −1 for "stays"); returns the count. */
function optionsFrom(s: HarrowState, fac: number, from: number, size: number, out: Int32Array | null, basic: BasicNumbers): number {
  const d0 = DIST[from]!;
  if (d0 <= 0) return 0; // on the objective, or no way to it: stays put (L2529)
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const v = nbr[from * 6 + d]!;
    if (v >= 0 && DIST[v] === d0 - 1 && mayEnter(s, fac, v, size, basic)) {
      if (out !== null) out[k] = v;
      k++;
    }
  }
  if (k > 0) return k;
  // Blocked: sideways or away along a hex from which the objective is still reachable, or stay.
  for (let d = 0; d < 6; d++) {
    const v = nbr[from * 6 + d]!;
    if (v >= 0 && DIST[v]! > 0 && mayEnter(s, fac, v, size, basic)) {
      if (out !== null) out[k] = v;
      k++;
    }
  }
  if (k === 0) return 0;
  if (out !== null) out[k] = NONE;
  return k + 1;
}

/**
 * Groups of `fac` still to move this pass that have an option, written to out; returns the count.
 * With `mark`, groups with none are marked moved (they stay) — the pass does that, a query does not.
 */
export function movableGroups(s: HarrowState, fac: number, out: Int32Array | null, basic: BasicNumbers, mark: boolean): number {
  if (!distances(s, fac)) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (s.soloMoved[h] !== 0) continue;
    const size = factionUnitsOn(s, fac, h);
    if (size === 0) continue;
    if (optionsFrom(s, fac, h, size, null, basic) === 0) {
      if (mark) s.soloMoved[h] = 1;
      continue;
    }
    if (out !== null) out[k] = h;
    k++;
  }
  return k;
}

/** Destinations of the group on `from` (−1 = stays), written to out; returns the count. */
export function groupOptions(s: HarrowState, fac: number, from: number, out: Int32Array, basic: BasicNumbers): number {
  if (!distances(s, fac)) return 0;
  return optionsFrom(s, fac, from, factionUnitsOn(s, fac, from), out, basic);
}

/** Starts a pass of the Move area: nothing has moved yet. */
export function startMovePass(s: HarrowState): void {
  s.soloMoved.fill(0);
}

/**
 * Moves the whole group of `fac` on `from` to `to` (−1: it stays). Joining Units that have not moved
 * yet leaves the hex unmoved, so the joined group moves again (L2531). Entering the objective
 * destroys the Building or rescues the Townsfolk: +objectivePoints at once, and the rest of the
 * activation heads for that hex (L2532-2533).
 */
export function moveGroup(s: HarrowState, r: SoloRules, fac: number, from: number, to: number): void {
  if (to < 0) {
    s.soloMoved[from] = 1;
    return;
  }
  const n = s.n;
  const joinsUnmoved = factionUnitsOn(s, fac, to) > 0 && s.soloMoved[to] === 0;
  const haints = s.haint[fac * n + from]!;
  moveUnits(s, fac, from, to, haints, legendMask(s, fac, from), RS_NONE, false, s.infected[fac * n + from]!);
  s.soloMoved[from] = 0;
  s.soloMoved[to] = joinsUnmoved ? 0 : 1;
  if (objectiveOn(s, fac, to)) {
    if (fac === FAC_F) s.building[to]!--;
    else s.townsfolk[to]!--;
    addScore(s, fac, r.objectivePoints, F_PTS_OBJECTIVE);
    s.f[fac * F_WORDS + F_OBJ_SCORED]!++;
    s.g[G_SOLO_TARGET] = to;
  }
}
