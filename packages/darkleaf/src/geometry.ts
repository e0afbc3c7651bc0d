// Board geometry (spec §1.3, §2.1): squares 0..63 with sq = rank*8 + file,
// per-seat local frames (seat 1 rotated 180°, G-16), direction vectors and
// precomputed rays / neighbourhoods shared by every game.
// The number constants come first: the build inlines a module's leading constants only.

/** A board square 0..63 (global frame). */
export type Square = number;
/** A direction index 0..7 = N, NE, E, SE, S, SW, W, NW. */
export type Dir = number;

export const N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;
export const MASK_ALL = 0xff;
export const MASK_ORTHO = (1 << N) | (1 << E) | (1 << S) | (1 << W);
export const MASK_DIAG = (1 << NE) | (1 << SE) | (1 << SW) | (1 << NW);

/**
 * Entries per (square, direction) in RAY: k = 0..15. Only k = 1..7 can be on an 8×8 board; the
 * rest are −1, so a walk or a Hunt of a value past 7 (a d8 roll plus Tweak or Long Bow) reads
 * "off the board" instead of another direction's squares.
 */
export const RAY_STEPS = 16;

export const DIR_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const DF = [0, 1, 1, 1, 0, -1, -1, -1] as const;
export const DR = [1, 1, 0, -1, -1, -1, 0, 1] as const;

export const fileOf = (sq: Square): number => sq & 7;
export const rankOf = (sq: Square): number => sq >> 3;
export const squareAt = (file: number, rank: number): Square => rank * 8 + file;
export const onBoard = (file: number, rank: number): boolean => file >= 0 && file < 8 && rank >= 0 && rank < 8;

/** Local ↔ global for a seat (G-16: seat 1 reads the board rotated 180°). Self-inverse. */
export const toGlobal = (seat: number, localSq: Square): Square => (seat === 0 ? localSq : 63 - localSq);
export const toLocal = toGlobal;
/** A local direction of `seat` as a global direction (rotation by 4 for seat 1). */
export const dirToGlobal = (seat: number, d: Dir): Dir => (seat === 0 ? d : (d + 4) & 7);
/** Rotates an 8-bit local direction mask into the global frame. */
export function maskToGlobal(seat: number, mask: number): number {
  if (seat === 0) return mask;
  return ((mask << 4) | (mask >> 4)) & 0xff;
}
/** Rank of `sq` counted from `seat`'s Seat: 0 = its Seat, 7 = its Range. */
export const localRank = (seat: number, sq: Square): number => (seat === 0 ? sq >> 3 : 7 - (sq >> 3));

export const chebyshev = (a: Square, b: Square): number =>
  Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

/** RAY[(sq*8 + dir)*RAY_STEPS + k] = k-th square from sq along dir, −1 off the board. */
export const RAY = new Int8Array(64 * 8 * RAY_STEPS).fill(-1);
/** ADJ[sq*8 + dir] = neighbour in dir, −1 off the board. */
export const ADJ = new Int8Array(64 * 8).fill(-1);
/** Chebyshev distance table CHEB[a*64 + b]. */
export const CHEB = new Uint8Array(64 * 64);

for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    for (let k = 1; k < 8; k++) {
      const f = (sq & 7) + DF[d]! * k;
      const r = (sq >> 3) + DR[d]! * k;
      if (!onBoard(f, r)) break;
      RAY[(sq * 8 + d) * RAY_STEPS + k] = squareAt(f, r);
    }
    ADJ[sq * 8 + d] = RAY[(sq * 8 + d) * RAY_STEPS + 1]!;
  }
  for (let b = 0; b < 64; b++) CHEB[sq * 64 + b] = chebyshev(sq, b);
}

/** The k-th square (k = 0..RAY_STEPS−1) from sq along dir, −1 off the board. */
export const ray = (sq: Square, dir: Dir, k: number): Square => RAY[(sq * 8 + dir) * RAY_STEPS + k]!;
export const adj = (sq: Square, dir: Dir): Square => ADJ[sq * 8 + dir]!;
export const dist = (a: Square, b: Square): number => CHEB[a * 64 + b]!;

/** Direction from a to b if they share a rank, file or diagonal, else −1. */
export function lineDir(a: Square, b: Square): Dir {
  const df = (b & 7) - (a & 7);
  const dr = (b >> 3) - (a >> 3);
  if (df === 0 && dr === 0) return -1;
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return -1;
  return bearing(a, b);
}

/** CR-GEO-4 "away": the direction of the unit vector (sign Δfile, sign Δrank) from a to b. */
export function bearing(a: Square, b: Square): Dir {
  const sf = Math.sign((b & 7) - (a & 7));
  const sr = Math.sign((b >> 3) - (a >> 3));
  for (let d = 0; d < 8; d++) if (DF[d] === sf && DR[d] === sr) return d;
  return -1;
}

export const isOrtho = (d: Dir): boolean => (d & 1) === 0;

export const CENTRE: readonly Square[] = [27, 28, 35, 36]; // d4 e4 d5 e5

/** "e4" → 28. Throws on a malformed name. */
export function parseSquare(name: string): Square {
  const m = /^([a-h])([1-8])$/.exec(name.trim());
  if (!m) throw new Error(`bad square name '${name}'`);
  return squareAt(m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
}
export const squareName = (sq: Square): string => String.fromCharCode(97 + (sq & 7)) + String((sq >> 3) + 1);
