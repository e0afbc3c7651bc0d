// Objectives, scoring and the end of the game (spec §1.17.1–1.17.3, §1.17.5, §1.18, §1.19;
// rulebook L712-768, L1388-1398, L1798-1931) as mechanisms on a HarrowState.
//
//   Phase 1 (R-P1-1, L1388-1398; D02)  each player, First Player first, places one of the
//       opponent's objective pieces (Protector Townsfolk / Family Buildings) from the Scoreboard on
//       a terrain hex matching its Scoreboard space: a decision (PR_OBJ_PLACE, A_OBJ_PLACE a = hex;
//       the hex fixes the terrain, so the spec's (terrain, hex) pair is the hex). Mandatory when a
//       legal hex exists, skipped otherwise; against Kammi only Kammi places (her foe's Scoreboard
//       pieces; Kammi has none, L1228, L1390).
//   Clean-Up step 3 (`objectiveStep`), per faction:
//     Protectors (R-OBJ-P1/P2, L716-726, L1800-1808; D27)  Townsfolk already on the Home Hex are
//       rescued (G-63); then each move of a Townsfolk along free hops is a decision (PR_RESCUE,
//       A_RESCUE_MOVE a = from hex, b = to hex, or the decline A_RESCUE_DONE). One move is a whole
//       chain of hops (★22: Haint → Path → Emmy → Haint on home is 3 hops, `rescueHops`): hops are
//       free and reversible, so the hexes a Townsfolk can reach form its component of the hop graph
//       (a flood fill) and one move per Townsfolk reaches every position; the spec's hop-by-hop D27
//       would let a bot cycle for ever. Reaching the Home Hex rescues at once: removed, +2.
//     Family (R-OBJ-F1/F2, L738-744, L1851-1857)  the end-of-turn Storm under the Legend (mandatory
//       while Storms remain), then every Building linked to the Home Hex by a chain of Storm hexes
//       is destroyed, +2 each (G-33 both ends hold Storms, G-82 checked every Family Clean-Up,
//       G-4 printed Storms count). No choice: automatic.
//     Kammi (R-OBJ-K1, L1886-1900)  a face-down Doll under Kammi or the Goblin is revealed: a decoy
//       is removed; the real Doll with Kammi scores +4 (once) and is removed; with the Goblin only
//       it stays face-up (and scores when Kammi later stands on it). No choice: one Doll per hex
//       (R-CORE-5), reveals are mandatory and their order cannot change the result.
//   Phase 3 (R-P3 steps 1-2, R-END-1/2/5)  Brambles points, then the win check (≥ pointsToWin:
//       more points wins, ties go to the First-Player holder), then the round cap as a timeout.
//       Steps 0 (Goads) and 3-5 (pass the token, refresh jars and tiles) belong to the turn machine.
//
// Numbers come from the data (`GAME`, `PROTECTORS`, `FAMILY`, `KAMMI`; `--set` keys through
// `objectiveRules(values)`); the readings the data has no field for are the Sourced constants
// below. Hot path: typed arrays, module-level scratch, no allocation, no closures.
import type { ParameterValues } from '@balance-lab/core';
import { A_OBJ_PLACE, A_RESCUE_DONE, A_RESCUE_MOVE, ARG_LIMIT, argA, argB, encode, kindOf } from './actions.js';
import { enemyUnitsOn, hasStorm } from './basic-actions.js';
import { FAMILY, GAME, KAMMI, PROTECTORS } from './data/factions.js';
import { TERRAIN_KINDS } from './data/maps.js';
import { S, type Sourced } from './data/sourced.js';
import {
  DOLLS, FAC_F, FAC_K, FAC_P, FIELD_0, FIELD_1, FIELD_2, FW_PROMPT, FW_SEAT, F_HOME, F_OBJ_SCORED, F_PTS_BRAMBLES, F_PTS_OBJECTIVE, F_SCORE, F_SEAT, F_STORM_POSS,
  F_WORDS, G_DOLL_SCORED, G_FP_SEAT, G_MODE, G_OVER, G_PHASE, G_REASON, G_ROUND, G_SEAT_FACTION,
  G_WINNER, isSolo, LEGEND_COUNT, LEGEND_FIRST, LS_F, LS_KAMMI0, MAX_SEATS, MODE_TRAINING, NONE, PH_OVER, PR_OBJ_PLACE,
  PR_RESCUE, UNIT_FACTIONS, popFrame, pushFrame, topFrame, type HarrowState,
} from './state.js';
import { kammiToken, realDoll } from './secrets.js';

// ---- readings the data has no field for (Sourced here; listed in the package notes) ----------

/** G-33 (spec §3 row G-33, §1.17.2): both ends of a Storm chain hold a Storm (false: the Home Hex and the Building hex need not). */
export const STORM_CHAIN_ENDS_NEED_STORM: Sourced<boolean> = S(true,
  'ASSUMPTION G-33: "path of Storms that connect a hex with a Building to your Home Hex" (L740, L1853); L2279\'s "does not have a Storm on it yet" means the Home Hex\'s own Storm is part of the chain, and by symmetry the Building hex\'s',
  [false]);
/** G-35 (spec §1.18 R-P1-1): Phase 1 "cannot be placed on hexes with your Units" = the placer's Units (false: no Units at all). */
export const PHASE1_ONLY_PLACER_UNITS_BLOCK: Sourced<boolean> = S(true,
  'ASSUMPTION G-35: L1396 "It cannot be placed on hexes with your Units" read literally (the placer\'s Units, redundant with the core rules); alternative: no Units at all',
  [false]);
/** G-63 (spec §1.17.1 R-OBJ-P2): a Townsfolk already on the Protector Home Hex at the rescue step is rescued. */
export const RESCUE_ON_HOME_AT_CLEANUP: Sourced<boolean> = S(true,
  'ASSUMPTION G-63: "Once Townsfolk are on your Home Hex, you have rescued them" (L720, L1804); one check point, the Protector Clean-Up',
  [false]);

// ---- rules ----------------------------------------------------------------------------------

/** The objective and end-of-game numbers (resolved parameters; build once per configuration). */
export interface ObjectiveRules {
  /** `protectors.rescuePoints` (L726, L1808: 2). */
  readonly rescuePoints: number;
  /** `protectors.rescueLastHopNeedsHomePiece` (G-34: true). */
  readonly lastHopNeedsHomePiece: boolean;
  /** Townsfolk already on the Home Hex are rescued at the rescue step (G-63: true). */
  readonly rescueOnHome: boolean;
  /** `family.buildingPoints` (L744, L1857: 2). */
  readonly buildingPoints: number;
  /** Both chain ends hold a Storm (G-33: true). */
  readonly chainEndsNeedStorm: boolean;
  /** `kammi.dollPoints` (L1896: 4). */
  readonly dollPoints: number;
  /** `game.bramblesPoints` (L756, L1918: 1). */
  readonly bramblesPoints: number;
  /** `game.pointsToWin` (L764, L1926: 7; ≥, G-57). */
  readonly pointsToWin: number;
  /** `game.maxRounds` (G-58: 40): the round cap, a timeout. */
  readonly maxRounds: number;
  /** Phase 1: only the placer's Units block a hex (G-35: true); false = any Units. */
  readonly phase1OnlyPlacerUnits: boolean;
}

const intOr = (v: ParameterValues, key: string, d: number): number => {
  const x = v[key];
  return typeof x === 'number' ? x : d;
};
const boolOr = (v: ParameterValues, key: string, d: boolean): boolean => {
  const x = v[key];
  return typeof x === 'boolean' ? x : d;
};

/** The numbers from the data files; `values` overrides the `--set` keys; `o` overrides anything (tests, variants). */
export function objectiveRules(values: ParameterValues = {}, o: Partial<ObjectiveRules> = {}): ObjectiveRules {
  return {
    rescuePoints: intOr(values, 'protectors.rescuePoints', PROTECTORS.rescuePoints.value),
    lastHopNeedsHomePiece: boolOr(values, 'protectors.rescueLastHopNeedsHomePiece', PROTECTORS.rescueLastHopNeedsHomePiece.value),
    rescueOnHome: RESCUE_ON_HOME_AT_CLEANUP.value,
    buildingPoints: intOr(values, 'family.buildingPoints', FAMILY.buildingPoints.value),
    chainEndsNeedStorm: STORM_CHAIN_ENDS_NEED_STORM.value,
    dollPoints: intOr(values, 'kammi.dollPoints', KAMMI.dollPoints.value),
    bramblesPoints: intOr(values, 'game.bramblesPoints', GAME.bramblesPoints.value),
    pointsToWin: intOr(values, 'game.pointsToWin', GAME.pointsToWin.value),
    maxRounds: intOr(values, 'game.maxRounds', GAME.maxRounds.value),
    phase1OnlyPlacerUnits: PHASE1_ONLY_PLACER_UNITS_BLOCK.value,
    ...o,
  };
}

// ---- prompts, fields, codes -------------------------------------------------------------------

/** The objective prompts (state.ts, consecutive): PR_OBJ_PLACE, PR_RESCUE. */
export const isObjectivePrompt = (prompt: number): boolean => prompt === PR_OBJ_PLACE || prompt === PR_RESCUE;

/** PR_OBJ_PLACE fields: the stage (0 = First Player, 1 = the other), the placer faction, the owner of the pieces. */
export const OF_STAGE = FIELD_0;
export const OF_PLACER = FIELD_1;
export const OF_OWNER = FIELD_2;
/** PR_RESCUE field: Townsfolk moves left this Clean-Up (a safeguard: the Townsfolk on the map at the step's start). */
export const OF_MOVES_LEFT = FIELD_0;

/** Returned by the start/apply functions while a decision frame is open. */
export const OBJ_OPEN = -1;

/** G_REASON codes once G_OVER = 1. */
export const END_NONE = 0;
/** R-END-2: a faction reached pointsToWin at a Round end; G_WINNER = the winning seat. */
export const END_POINTS = 1;
/** R-END-5 / G-58: the round cap; a timeout, G_WINNER = −1 (`leaderSeat` gives R-END-2's order, reported apart). */
export const END_ROUND_CAP = 2;
/** R-H-WIN (L2297): Hester's six Scoring Spaces are full; G_WINNER = her seat (factions/hester/turn.ts ends the game). */
export const END_HESTER = 3;
/** R-END-4 (L2627): solo, an automated faction has ≥ pointsToWin at a Round end; Hester loses (G_WINNER −1). */
export const END_SOLO_POINTS = 4;
/** R-END-4 (L2627): solo, a solo card had to be drawn and none remained; Hester loses (G_WINNER −1). */
export const END_SOLO_DECK = 5;
export const END_REASON_NAMES = ['running', 'points', 'round cap', 'hester', 'solo points', 'solo deck out'] as const;

/** Most options one objective prompt offers: (Townsfolk hexes) × (N − 1) + 1; 4 Townsfolk on a 217-hex map fit. */
export const OBJECTIVES_MAX_LEGAL = 4 * ARG_LIMIT + 1;

// ---- scratch (module level) ------------------------------------------------------------------

/** Flood-fill marks and BFS distances per hex (−1 unvisited), and the BFS queue. */
const DIST = new Int16Array(ARG_LIMIT);
const QUEUE = new Int16Array(ARG_LIMIT);

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
/** Adds `pts` to the faction's score and to its points from `source` (an F_PTS_* metric word). */
export const addScore = (s: HarrowState, fac: number, pts: number, source: number): void => {
  s.f[fi(fac, F_SCORE)] = s.f[fi(fac, F_SCORE)]! + pts;
  s.f[fi(fac, source)] = s.f[fi(fac, source)]! + pts;
};

/** Units (Haints + Legends) of `fac` on hex h (the Fury token is not a Unit; Hester is not a unit faction). */
function unitsOf(s: HarrowState, fac: number, h: number): number {
  let u = s.haint[fac * s.n + h]!;
  const first = LEGEND_FIRST[fac]!;
  for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if (s.legendHex[first + i] === h) u++;
  return u;
}

/** The seated Haint-owning faction other than `fac`, or −1. */
function opponentOf(s: HarrowState, fac: number): number {
  for (let o = 0; o < UNIT_FACTIONS; o++) if (o !== fac && s.f[fi(o, F_SEAT)]! >= 0) return o;
  return NONE;
}

// ---- Protectors: rescue (R-OBJ-P1/P2) ------------------------------------------------------------

/** R-OBJ-P1: a hex a Townsfolk may hop from and onto: a Protector Unit or Path token there. */
const chainHex = (s: HarrowState, h: number): boolean => s.path[h]! > 0 || unitsOf(s, FAC_P, h) > 0;

/** R-OBJ-P1: a Townsfolk may stand on u: not the Brambles, no enemy Unit, Building, Doll or Bonfire. */
function townsfolkMayEnter(s: HarrowState, u: number): boolean {
  if (u === s.map.brambles || s.building[u]! > 0 || s.bonfire[u]! > 0) return false;
  for (let d = 0; d < DOLLS; d++) if (s.dollHex[d] === u) return false;
  return enemyUnitsOn(s, FAC_P, u) === 0;
}

/**
 * Flood fill of the free hops from hex `t` (R-OBJ-P1): DIST[h] = hops to h, −1 unreachable. A hop
 * t → u needs a chain hex on both ends and u enterable; the Protector Home Hex is entered (the last
 * hop; G-34 needs a chain piece there unless `lastHopNeedsHomePiece` is off) but never left, since
 * the Townsfolk is rescued on arrival. Returns the reached count (t included); 0 if t is no chain hex.
 */
function rescueFill(s: HarrowState, r: ObjectiveRules, t: number): number {
  const n = s.n;
  DIST.fill(-1, 0, n);
  if (!chainHex(s, t)) return 0;
  const home = s.f[fi(FAC_P, F_HOME)]!;
  const nbr = s.map.grid.nbr;
  let head = 0;
  let tail = 0;
  DIST[t] = 0;
  QUEUE[tail++] = t;
  while (head < tail) {
    const h = QUEUE[head++]!;
    if (h === home) continue;
    const dh = DIST[h]!;
    for (let d = 0; d < 6; d++) {
      const u = nbr[h * 6 + d]!;
      if (u < 0 || DIST[u]! >= 0 || !townsfolkMayEnter(s, u)) continue;
      if (!chainHex(s, u) && !(u === home && !r.lastHopNeedsHomePiece)) continue;
      DIST[u] = dh + 1;
      QUEUE[tail++] = u;
    }
  }
  return tail;
}

/** ★22: the fewest free hops a Townsfolk on `from` needs to reach `to` (−1: unreachable). */
export function rescueHops(s: HarrowState, r: ObjectiveRules, from: number, to: number): number {
  rescueFill(s, r, from);
  return DIST[to]!;
}

/** R-OBJ-P2: removes one Townsfolk arriving on (or found on) the Home Hex: +rescuePoints. */
function rescueOne(s: HarrowState, r: ObjectiveRules): void {
  addScore(s, FAC_P, r.rescuePoints, F_PTS_OBJECTIVE);
  s.f[fi(FAC_P, F_OBJ_SCORED)] = s.f[fi(FAC_P, F_OBJ_SCORED)]! + 1;
}

/** G-63: rescues every Townsfolk already on the Protector Home Hex. Returns the points. */
export function rescueOnHome(s: HarrowState, r: ObjectiveRules): number {
  const home = s.f[fi(FAC_P, F_HOME)]!;
  if (home < 0 || s.bonfire[home]! > 0) return 0;
  let pts = 0;
  while (s.townsfolk[home]! > 0) {
    s.townsfolk[home] = s.townsfolk[home]! - 1;
    rescueOne(s, r);
    pts += r.rescuePoints;
  }
  return pts;
}

/** The rescue moves (A_RESCUE_MOVE from, to) in hex order, then nothing else; returns the count (no decline). */
function rescueMoves(s: HarrowState, r: ObjectiveRules, out: Int32Array | null): number {
  const n = s.n;
  let k = 0;
  for (let t = 0; t < n; t++) {
    if (s.townsfolk[t] === 0) continue;
    if (rescueFill(s, r, t) <= 1) continue;
    for (let u = 0; u < n; u++) {
      if (u === t || DIST[u]! < 0) continue;
      if (out === null) return 1;
      out[k++] = encode(A_RESCUE_MOVE, t, u);
    }
  }
  return k;
}

/** Townsfolk on the map. */
function townsfolkOnMap(s: HarrowState): number {
  let c = 0;
  for (let h = 0; h < s.n; h++) c += s.townsfolk[h]!;
  return c;
}

/**
 * The Protectors' objective step (Clean-Up step 3): G-63 rescues, then a PR_RESCUE frame (decider:
 * the Protector seat) if some Townsfolk can move. Returns OBJ_OPEN, or `resume` when nothing is
 * left to decide.
 */
export function rescueStart(s: HarrowState, r: ObjectiveRules, resume: number): number {
  if (s.f[fi(FAC_P, F_SEAT)]! < 0 || s.f[fi(FAC_P, F_HOME)]! < 0) return resume;
  if (r.rescueOnHome) rescueOnHome(s, r);
  const moves = townsfolkOnMap(s);
  if (moves === 0 || rescueMoves(s, r, null) === 0) return resume;
  const fr = pushFrame(s, PR_RESCUE, resume, s.f[fi(FAC_P, F_SEAT)]!);
  s.frames[fr + OF_MOVES_LEFT] = moves;
  return OBJ_OPEN;
}

// ---- Family: the end-of-turn Storm and the Storm chain (R-OBJ-F1/F2) -----------------------------

/** R-OBJ-F1 (L738, L1851; CF-26): a Storm from Possessions under the Family Legend unless there is one or it is the Brambles. Returns the hex, or −1. */
export function placeEndOfTurnStorm(s: HarrowState): number {
  const h = s.legendHex[LS_F]!;
  if (h < 0 || h === s.map.brambles || hasStorm(s, h) || s.f[fi(FAC_F, F_STORM_POSS)]! <= 0) return NONE;
  s.storm[h] = 1;
  s.f[fi(FAC_F, F_STORM_POSS)] = s.f[fi(FAC_F, F_STORM_POSS)]! - 1;
  return h;
}

/**
 * R-OBJ-F2 (L740-744, L1853-1857; CF-25, G-33, G-82, G-4): flood fill from the Family Home Hex over
 * Storm hexes (printed ones count); every Building on a reached hex (with `chainEndsNeedStorm` off:
 * also next to one) is destroyed, +buildingPoints each. Returns the points.
 */
export function destroyBuildings(s: HarrowState, r: ObjectiveRules): number {
  const home = s.f[fi(FAC_F, F_HOME)]!;
  if (home < 0) return 0;
  const homeStorm = hasStorm(s, home);
  // G-33 both ends; without it the Home Hex starts the chain anyway, unless a Bonfire sits there without a Storm (L2279).
  if (!homeStorm && (r.chainEndsNeedStorm || s.bonfire[home]! > 0)) return 0;
  const n = s.n;
  const nbr = s.map.grid.nbr;
  DIST.fill(-1, 0, n);
  let head = 0;
  let tail = 0;
  DIST[home] = 0;
  QUEUE[tail++] = home;
  while (head < tail) {
    const h = QUEUE[head++]!;
    for (let d = 0; d < 6; d++) {
      const u = nbr[h * 6 + d]!;
      if (u < 0 || DIST[u]! >= 0) continue;
      if (hasStorm(s, u)) {
        DIST[u] = DIST[h]! + 1;
        QUEUE[tail++] = u;
      } else if (!r.chainEndsNeedStorm && s.building[u]! > 0) {
        DIST[u] = DIST[h]! + 1; // an end, not expanded
      }
    }
  }
  let pts = 0;
  for (let h = 0; h < n; h++) {
    if (DIST[h]! < 0) continue;
    while (s.building[h]! > 0) {
      s.building[h] = s.building[h]! - 1;
      addScore(s, FAC_F, r.buildingPoints, F_PTS_OBJECTIVE);
      s.f[fi(FAC_F, F_OBJ_SCORED)] = s.f[fi(FAC_F, F_OBJ_SCORED)]! + 1;
      pts += r.buildingPoints;
    }
  }
  return pts;
}

/** The Family's objective step: the Storm, then the chain check. Returns the points. */
export function familyObjective(s: HarrowState, r: ObjectiveRules): number {
  placeEndOfTurnStorm(s);
  return destroyBuildings(s, r);
}

// ---- Kammi: the Doll (R-OBJ-K1) -------------------------------------------------------------------

/** The Legend slot of Kammi herself (hidden G_KAMMI_TOKEN), or −1 before her placement. */
function kammiSlot(s: HarrowState): number {
  const t = kammiToken(s);
  return t < 0 ? NONE : LS_KAMMI0 + t;
}

/**
 * R-OBJ-K1 (L1886-1900, ★20 / CF-32): each face-down Doll under Kammi or the Goblin is revealed; a
 * decoy is removed; the real one under Kammi scores +dollPoints (once a game, G_DOLL_SCORED) and is
 * removed; under the Goblin only it turns face-up and stays. A face-up real Doll on Kammi's hex
 * scores. Returns the points.
 */
export function dollCheck(s: HarrowState, r: ObjectiveRules): number {
  const ks = kammiSlot(s);
  if (ks < 0) return 0;
  const kHex = s.legendHex[ks]!;
  const gHex = s.legendHex[ks === LS_KAMMI0 ? LS_KAMMI0 + 1 : LS_KAMMI0]!; // the Goblin (−1 once Backbiter is gone)
  const real = realDoll(s);
  if (real < 0) return 0; // the Dolls are not placed yet (setup D01)
  let pts = 0;
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0) continue;
    const withKammi = h === kHex;
    if (!withKammi && h !== gHex) continue;
    if (d !== real) {
      s.dollHex[d] = NONE; // a decoy: revealed and removed
      continue;
    }
    if (withKammi && s.g[G_DOLL_SCORED] === 0) {
      s.dollHex[d] = NONE;
      s.dollFaceUp[d] = 1;
      s.g[G_DOLL_SCORED] = 1;
      addScore(s, FAC_K, r.dollPoints, F_PTS_OBJECTIVE);
      s.f[fi(FAC_K, F_OBJ_SCORED)] = s.f[fi(FAC_K, F_OBJ_SCORED)]! + 1;
      pts += r.dollPoints;
    } else {
      s.dollFaceUp[d] = 1; // the Goblin's find: public, stays
    }
  }
  return pts;
}

// ---- the Clean-Up objective step (dispatch) ----------------------------------------------------

/** Clean-Up step 3 for faction `fac` (spec §1.16): returns OBJ_OPEN while a rescue decision is open, else `resume`. */
export function objectiveStep(s: HarrowState, r: ObjectiveRules, fac: number, resume: number): number {
  if (fac === FAC_P) return rescueStart(s, r, resume);
  if (fac === FAC_F) familyObjective(s, r);
  else if (fac === FAC_K) dollCheck(s, r);
  return resume;
}

// ---- Phase 1: objective placement (R-P1-1) ------------------------------------------------------

/** Whether one of `owner`'s objective pieces may go on hex h, placed by `placer` (R-P1-1, CF-45). */
function placeable(s: HarrowState, r: ObjectiveRules, placer: number, owner: number, h: number): boolean {
  const t = s.map.kind[h]!;
  if (t >= TERRAIN_KINDS || s.objBoard[owner * 4 + t] === 0) return false;
  if (s.building[h]! > 0 || s.townsfolk[h]! > 0 || s.bonfire[h]! > 0) return false;
  for (let d = 0; d < DOLLS; d++) if (s.dollHex[d] === h) return false;
  if (unitsOf(s, placer, h) > 0) return false; // G-35 (literal)
  if (!r.phase1OnlyPlacerUnits && unitsOf(s, owner, h) > 0) return false; // G-35 alternative
  return enemyUnitsOn(s, owner, h) === 0; // core rules R-CORE-2…4 for the piece
}

/** Legal placements (A_OBJ_PLACE hex) in hex order; returns the count. */
function placements(s: HarrowState, r: ObjectiveRules, placer: number, owner: number, out: Int32Array | null): number {
  if (owner < 0 || owner === FAC_K) return 0;
  let k = 0;
  for (let h = 0; h < s.n; h++) {
    if (!placeable(s, r, placer, owner, h)) continue;
    if (out === null) return 1;
    out[k++] = encode(A_OBJ_PLACE, h);
  }
  return k;
}

/** Placer faction of Phase-1 stage 0 (the First Player) or 1 (the other faction player); −1 none. */
function stagePlacer(s: HarrowState, stage: number): number {
  const fp = s.g[G_FP_SEAT]!;
  if (fp < 0) return NONE;
  const fpFac = s.g[G_SEAT_FACTION + fp]!;
  if (fpFac < 0 || fpFac >= UNIT_FACTIONS) return NONE;
  return stage === 0 ? fpFac : opponentOf(s, fpFac);
}

/** Opens the first stage ≥ `from` that has a legal placement into the frame `fr` (pushing it when `fr` < 0). OBJ_OPEN or `resume`. */
function openStage(s: HarrowState, r: ObjectiveRules, from: number, resume: number, fr: number): number {
  for (let stage = from; stage < 2; stage++) {
    const placer = stagePlacer(s, stage);
    if (placer < 0) continue;
    const owner = opponentOf(s, placer);
    if (placements(s, r, placer, owner, null) === 0) continue; // L1397: not placed this Round
    const f = fr >= 0 ? fr : pushFrame(s, PR_OBJ_PLACE, resume, s.f[fi(placer, F_SEAT)]!);
    s.frames[f + FW_SEAT] = s.f[fi(placer, F_SEAT)]!;
    s.frames[f + OF_STAGE] = stage;
    s.frames[f + OF_PLACER] = placer;
    s.frames[f + OF_OWNER] = owner;
    return OBJ_OPEN;
  }
  return fr >= 0 ? popFrame(s) : resume;
}

/**
 * Phase 1 (R-P1-1, D02): in First-Player order each faction player places one of the opponent's
 * Scoreboard pieces. Pushes a PR_OBJ_PLACE frame (decider: the placer) and returns OBJ_OPEN, or
 * returns `resume` when nobody can place (Training, all placed, all blocked, or Kammi's foe).
 */
export function phase1Start(s: HarrowState, r: ObjectiveRules, resume: number): number {
  if (s.g[G_MODE] === MODE_TRAINING) return resume;
  return openStage(s, r, 0, resume, NONE);
}

// ---- legal actions and apply for the objective prompts ------------------------------------------

/** Legal actions of the objective prompt on top into `out` (OBJECTIVES_MAX_LEGAL suffices); returns the count. */
export function objectivesLegal(s: HarrowState, r: ObjectiveRules, out: Int32Array): number {
  const fr = topFrame(s);
  const F = s.frames;
  switch (F[fr + FW_PROMPT]) {
    case PR_OBJ_PLACE:
      return placements(s, r, F[fr + OF_PLACER]!, F[fr + OF_OWNER]!, out);
    case PR_RESCUE: {
      const k = rescueMoves(s, r, out);
      out[k] = encode(A_RESCUE_DONE);
      return k + 1;
    }
    default:
      return 0;
  }
}

/** Applies a legal action to the objective prompt on top. Returns OBJ_OPEN, or the frame's resume code once it closes. */
export function objectivesApply(s: HarrowState, r: ObjectiveRules, action: number): number {
  const fr = topFrame(s);
  const F = s.frames;
  const kind = kindOf(action);
  switch (F[fr + FW_PROMPT]) {
    case PR_OBJ_PLACE: {
      const h = argA(action);
      const placer = F[fr + OF_PLACER]!;
      const owner = F[fr + OF_OWNER]!;
      if (kind !== A_OBJ_PLACE || h >= s.n || !placeable(s, r, placer, owner, h)) throw new RangeError(`objectivesApply: illegal placement ${action}`);
      const t = s.map.kind[h]!;
      s.objBoard[owner * 4 + t] = s.objBoard[owner * 4 + t]! - 1;
      if (owner === FAC_P) s.townsfolk[h] = s.townsfolk[h]! + 1;
      else s.building[h] = s.building[h]! + 1;
      return openStage(s, r, F[fr + OF_STAGE]! + 1, 0, fr);
    }
    case PR_RESCUE: {
      if (kind === A_RESCUE_DONE) return popFrame(s);
      const t = argA(action);
      const u = argB(action);
      if (kind !== A_RESCUE_MOVE || t >= s.n || u >= s.n || t === u || s.townsfolk[t] === 0 || rescueFill(s, r, t) <= 1 || DIST[u]! < 0) {
        throw new RangeError(`objectivesApply: illegal rescue move ${action}`);
      }
      s.townsfolk[t] = s.townsfolk[t]! - 1;
      if (u === s.f[fi(FAC_P, F_HOME)]) rescueOne(s, r); // R-OBJ-P2: rescued at once
      else s.townsfolk[u] = s.townsfolk[u]! + 1;
      const left = F[fr + OF_MOVES_LEFT]! - 1;
      F[fr + OF_MOVES_LEFT] = left;
      return left <= 0 || rescueMoves(s, r, null) === 0 ? popFrame(s) : OBJ_OPEN;
    }
    default:
      throw new RangeError('objectivesApply: no objective prompt on top');
  }
}

// ---- Phase 3: Brambles, the win check, the round cap -------------------------------------------

/** R-SCO-2 (L756, L1918): +bramblesPoints to each faction with ≥ 1 Unit on the Brambles. Returns the points given. */
export function bramblesScore(s: HarrowState, r: ObjectiveRules): number {
  const b = s.map.brambles;
  let pts = 0;
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    if (unitsOf(s, fac, b) > 0) {
      addScore(s, fac, r.bramblesPoints, F_PTS_BRAMBLES);
      pts += r.bramblesPoints;
    }
  }
  return pts;
}

/**
 * R-END-2's order: the seat of the faction player with the most points; ties go to the First-Player
 * holder (checked before the token passes). A tie the holder is not part of (3-player only; the
 * spec is silent) goes to the first tied seat after the holder in seat order. −1 if no faction seat.
 */
export function leaderSeat(s: HarrowState): number {
  let best = -1;
  for (let seat = 0; seat < MAX_SEATS; seat++) {
    const fac = s.g[G_SEAT_FACTION + seat]!;
    if (fac >= 0 && fac < UNIT_FACTIONS) {
      const sc = s.f[fi(fac, F_SCORE)]!;
      if (sc > best) best = sc;
    }
  }
  if (best < 0) return NONE;
  const fp = s.g[G_FP_SEAT]! < 0 ? 0 : s.g[G_FP_SEAT]!;
  for (let i = 0; i < MAX_SEATS; i++) {
    const seat = (fp + i) % MAX_SEATS;
    const fac = s.g[G_SEAT_FACTION + seat]!;
    if (fac >= 0 && fac < UNIT_FACTIONS && s.f[fi(fac, F_SCORE)] === best) return seat;
  }
  return NONE;
}

/** Ends the game: G_OVER, G_WINNER, G_REASON, phase over. */
export function endGame(s: HarrowState, winner: number, reason: number): void {
  s.g[G_OVER] = 1;
  s.g[G_WINNER] = winner;
  s.g[G_REASON] = reason;
  s.g[G_PHASE] = PH_OVER;
}

/** R-END-1/2 (L760-768, L1922-1931; ◇19): if any faction player has ≥ pointsToWin, the leader wins. Returns END_POINTS or END_NONE. */
export function winCheck(s: HarrowState, r: ObjectiveRules): number {
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    if (s.f[fi(fac, F_SEAT)]! >= 0 && s.f[fi(fac, F_SCORE)]! >= r.pointsToWin) {
      // R-END-4 (L2627): in solo an automated faction reaching the score beats Hester; nobody wins.
      if (isSolo(s)) {
        endGame(s, NONE, END_SOLO_POINTS);
        return END_SOLO_POINTS;
      }
      endGame(s, leaderSeat(s), END_POINTS);
      return END_POINTS;
    }
  }
  return END_NONE;
}

/**
 * Phase 3 steps 1-2 and the cap (R-P3, R-END-5): Brambles, the win check, then, if the game goes
 * on and Round g[G_ROUND] ≥ maxRounds, a timeout (G_WINNER −1; `leaderSeat` reports R-END-2's
 * order apart). Returns the G_REASON code (END_NONE: the Round reset follows).
 */
export function phase3Scoring(s: HarrowState, r: ObjectiveRules): number {
  bramblesScore(s, r);
  if (winCheck(s, r) !== END_NONE) return END_POINTS;
  if (s.g[G_ROUND]! >= r.maxRounds) {
    endGame(s, NONE, END_ROUND_CAP);
    return END_ROUND_CAP;
  }
  return END_NONE;
}
