// The shared kit of the position evaluation (spec §6.5, issue 24): what evaluate.ts and the
// clans' evaluation hooks (ClanHooks.evalTables / evalTerms) both use — how a threat's rolls
// become a value for the partly played turn, die-face masks, lines of sight, and reading a
// weight from WeightsData. It knows no clan: each clan's terms live in its own module.
import { PAWN } from './config.js';
import { defaultWeights, type WeightsData } from './data/weights.js';
import { RAY, RAY_STEPS } from './geometry.js';
import { type DarkleafState, unitType } from './state.js';
import { popcount } from './units.js';

/** Weight `block.feature` of `data` (a missing leaf falls back to the default). */
export function weightOf<B extends keyof WeightsData>(data: WeightsData, block: B, feature: keyof WeightsData[B] & string): number {
  const leaf = (data[block] as unknown as Record<string, { value: number } | undefined> | undefined)?.[feature]
    ?? (defaultWeights[block] as unknown as Record<string, { value: number }>)[feature]!;
  return leaf.value;
}

/** Rolls of 1..sides as bits 1..sides. */
export const facesMask = (sides: number): number => ((1 << (sides + 1)) - 2) | 0;
/** Faces ≥ need of a die with `sides` faces, as bits. */
export const atLeast = (need: number, sides: number): number => (need > sides ? 0 : facesMask(sides) & ~(((1 << need) - 1) | 0));

// Pawns a line of sight may ignore (a clan option such as an Arc Shot, G-74).
export const IGNORE_NONE = 0, IGNORE_ALL_PAWNS = 1, IGNORE_OWN_PAWNS = 2, IGNORE_RIVAL_PAWNS = 3;

/** Squares strictly between `from` and the k-th square along d are empty (up to ignored pawns of `seat`'s view). */
export function clearLine(s: DarkleafState, from: number, d: number, k: number, ignore = IGNORE_NONE, seat = 0): boolean {
  for (let i = 1; i < k; i++) {
    const b = s.board[RAY[(from * 8 + d) * RAY_STEPS + i]!]!;
    if (b < 0) continue;
    if (ignore !== IGNORE_NONE && unitType(b) === PAWN) {
      const own = b >> 4 === seat;
      if (ignore === IGNORE_ALL_PAWNS || (ignore === IGNORE_OWN_PAWNS && own) || (ignore === IGNORE_RIVAL_PAWNS && !own)) continue;
    }
    return false;
  }
  return true;
}

// How the seat's next use of a roll is placed in the turn (evaluate.ts rollMode).
export const M_FRESH = 0; // roll not made yet this turn: deed or journey, chosen before the roll (or after for roll-first)
export const M_FRESH_DEED = 1; // a declared deed waits for its bone (mixed pool)
export const M_FRESH_JOURNEY = 2; // a declared journey waits for its bone
export const M_KNOWN_ANY = 3; // roll known, any use still open (Huldra, Predictive Model post-roll)
export const M_KNOWN_JOURNEY = 4; // roll known, only a journey is left
export const M_SPENT = 5; // this turn's roll is used, or the seat is not to move

/**
 * Value in [0, 1] of a threat with rolls `deed` (deed use) / `journey` (journey use):
 * its chance on a fresh roll, 1/0 for a known roll, and `tempo` × the fresh chance
 * when it must wait for the next turn (a known roll that misses also waits).
 */
export function threatValue(
  deed: number, journey: number, mode: number, roll: number, sides: number, rollFirst: boolean, tempo: number,
): number {
  const f = facesMask(sides);
  const d = deed & f, j = journey & f;
  if (d === 0 && j === 0) return 0;
  const fresh = (rollFirst ? popcount(d | j) : Math.max(popcount(d), popcount(j))) / sides;
  switch (mode) {
    case M_FRESH: return fresh;
    case M_FRESH_DEED: return popcount(d) / sides;
    case M_FRESH_JOURNEY: return popcount(j) / sides;
    case M_KNOWN_ANY: return ((d | j) >>> roll) & 1 ? 1 : tempo * fresh;
    case M_KNOWN_JOURNEY: return (j >>> roll) & 1 ? 1 : tempo * fresh;
    default: return tempo * fresh;
  }
}
