// The Haint Dial and its plate (spec §1.17.4 R-SCO-1, L1594-1608; Training: R-ATK-7, L577) as
// mechanisms on a HarrowState. Numbers come from the data (`GAME.haintDial`, `GAME.trainingKillPoints`,
// the Rotate tile's `rotateDown`) through `DialRules`; nothing here allocates.
//
// State: f[fac*F_WORDS + F_DIAL] is the Dial *position index* into `rules.dial` (0 = printed
// position "1"), f[.. + F_PLATE] the Haints stored on the plate. A stored Haint is a count only:
// the state does not record whose Haint it is, so every function that empties the plate is told
// the owner (`victim`). In 2- and 3-player games a faction's plate only ever holds its single
// Haint-owning opponent's Haints, so one owner per plate is exact (Hester owns no Haints).
//
// Scoring rule (R-SCO-1, generalised to any `dial` list): a kill puts the Haint on the plate; when
// the plate holds `dial[p]` Haints, score +1, return the plate's Haints to their owner's
// Possessions (ASSUMPTION G-39) and move p one position up, staying on the last one. With the
// printed [1, 2, 3]: position 1 scores at once and turns to 2 (the Haint goes straight back),
// then 2 kills a point, then 3 kills a point for ever: k = 1, 3, 6, 9, 12 kills → 1…5 points
// (CF-15).
import { GAME } from './data/factions.js';
import { BONUS_TILES } from './data/tiles.js';
import { F_DIAL, F_HAINT_POSS, F_PLATE, F_PTS_DIAL, F_SCORE, F_SEAT, F_WORDS, G_MODE, MODE_TRAINING, UNIT_FACTIONS, type HarrowState } from './state.js';

/** The Dial numbers (resolved parameters; build once per configuration). */
export interface DialRules {
  /** Kills per point at each Dial position, lowest first (`game.haintDial`, L1596: 1, 2, 3). */
  readonly dial: Int8Array;
  /** Points per kill in the Training game (`GAME.trainingKillPoints`, L577: 1). */
  readonly trainingKillPoints: number;
  /** Positions the Rotate Hain't Dial tile turns the Dial down (L2841: 1). */
  readonly rotateDown: number;
}

/** Dial rules from explicit values (defaults = the data's printed values). */
export function makeDialRules(dial: readonly number[] = GAME.haintDial.value, trainingKillPoints: number = GAME.trainingKillPoints.value,
  rotateDown?: number): DialRules {
  if (dial.length === 0 || dial.some((k) => !Number.isInteger(k) || k < 1 || k > 100)) {
    throw new RangeError(`haint dial: kills per point must be whole numbers ≥ 1, got [${dial.join(', ')}]`);
  }
  const rot = rotateDown ?? BONUS_TILES['rotate-haint-dial'].numbers.rotateDown.value;
  return { dial: Int8Array.from(dial), trainingKillPoints, rotateDown: rot };
}

const fi = (fac: number, field: number): number => fac * F_WORDS + field;

/** Kills still needed at the current position for the next point (position need − plate). */
export function dialKillsToPoint(s: HarrowState, r: DialRules, fac: number): number {
  const p = s.f[fi(fac, F_DIAL)]!;
  return r.dial[p]! - s.f[fi(fac, F_PLATE)]!;
}

/** Scores the plate if it is full at the current position: +1, Haints home (G-39), position up. Returns the points. */
function settle(s: HarrowState, r: DialRules, fac: number, victim: number): number {
  const f = s.f;
  const p = f[fi(fac, F_DIAL)]!;
  const plate = f[fi(fac, F_PLATE)]!;
  if (plate === 0 || plate < r.dial[p]!) return 0;
  f[fi(fac, F_SCORE)] = f[fi(fac, F_SCORE)]! + 1;
  f[fi(fac, F_PTS_DIAL)] = f[fi(fac, F_PTS_DIAL)]! + 1;
  f[fi(victim, F_HAINT_POSS)] = f[fi(victim, F_HAINT_POSS)]! + plate;
  f[fi(fac, F_PLATE)] = 0;
  if (p + 1 < r.dial.length) f[fi(fac, F_DIAL)] = p + 1;
  return 1;
}

/**
 * `killer` killed one Haint of `victim` (already taken off the map, or out of Possessions for a
 * Legend hit with no Haint on the map): the Training game scores `trainingKillPoints` and returns
 * the Haint to its owner's Possessions (R-ATK-7); the Full game applies the Dial (R-SCO-1).
 * Returns the points scored.
 */
export function dialKill(s: HarrowState, r: DialRules, killer: number, victim: number): number {
  const f = s.f;
  if (s.g[G_MODE] === MODE_TRAINING) {
    f[fi(killer, F_SCORE)] = f[fi(killer, F_SCORE)]! + r.trainingKillPoints;
    f[fi(killer, F_PTS_DIAL)] = f[fi(killer, F_PTS_DIAL)]! + r.trainingKillPoints;
    f[fi(victim, F_HAINT_POSS)] = f[fi(victim, F_HAINT_POSS)]! + 1;
    return r.trainingKillPoints;
  }
  f[fi(killer, F_PLATE)] = f[fi(killer, F_PLATE)]! + 1;
  return settle(s, r, killer, victim);
}

/**
 * The Rotate Hain't Dial tile (L2841-2843, CF-16): the Dial turns down `rotateDown` positions (no
 * effect at position 1); if the plate now holds enough Haints, score +1 at once, clear the plate
 * and turn the Dial up again. `victim` owns the stored Haints (see the file note). Returns points.
 */
export function dialRotateDown(s: HarrowState, r: DialRules, fac: number, victim: number): number {
  const p = s.f[fi(fac, F_DIAL)]!;
  s.f[fi(fac, F_DIAL)] = Math.max(0, p - r.rotateDown);
  return settle(s, r, fac, victim);
}

/**
 * Sets the Dial to position index `pos` (killing Hester sets it to position "1", ASSUMPTION G-86),
 * scoring at once if the plate is then full, as with the Rotate tile. Returns points.
 */
export function dialSet(s: HarrowState, r: DialRules, fac: number, pos: number, victim: number): number {
  s.f[fi(fac, F_DIAL)] = Math.max(0, Math.min(r.dial.length - 1, pos));
  return settle(s, r, fac, victim);
}

/** The one Haint-owning faction in the game other than `fac` (2-player), or −1. */
export function haintOpponent(s: HarrowState, fac: number): number {
  for (let o = 0; o < UNIT_FACTIONS; o++) if (o !== fac && s.f[fi(o, F_SEAT)]! >= 0) return o;
  return -1;
}

/** Points after `kills` kills from a fresh Dial with no tiles (CF-15): a closed form for bots and tests. */
export function dialPointsAfter(r: DialRules, kills: number): number {
  let pts = 0;
  let p = 0;
  let left = kills;
  for (;;) {
    const need = r.dial[p]!;
    if (left < need) return pts;
    left -= need;
    pts++;
    if (p + 1 < r.dial.length) p++;
    else return pts + Math.floor(left / need);
  }
}
