// Axial hex coordinates for the Korrem map (spec §1.5): (q, r), edge neighbours in the spec's
// order (+1,0), (+1,−1), (0,−1), (−1,0), (−1,+1), (0,+1). The map has no edge (ASSUMPTION G51),
// so a position is not an index into a fixed grid but the pair (q, r) packed into one
// non-negative int: pos = (q + POS_OFFSET) · POS_STRIDE + (r + POS_OFFSET). A neighbour is then
// pos + DIR_OFFSET[d], with no table lookup.
//
// Range: |q|, |r| < POS_OFFSET = 512. The bag holds 131 tiles and every tile touches the map
// (§1.5), so no coordinate of a reachable map exceeds 131 in absolute value.
//
// Naming (tests, describe): a position is written "q,r", e.g. "0,0" for the first tile.

/** A packed axial position (see the file comment). −1 (NO_POS) means none. */
export type Pos = number;
/** A direction index 0..5 into DQ / DR; the opposite direction is (d + 3) % 6. */
export type HexDir = number;

export const NO_POS: Pos = -1;
export const POS_OFFSET = 512;
export const POS_STRIDE = 1024;
/** Every packed position is below this; choice encodings may multiply by it. */
export const POS_LIMIT = POS_STRIDE * POS_STRIDE;

/** Neighbour directions in the spec's order (§1.5). */
export const DQ = [1, 1, 0, -1, -1, 0] as const;
export const DR = [0, -1, -1, 0, 1, 1] as const;
/** pos + DIR_OFFSET[d] is the neighbour of pos in direction d. */
export const DIR_OFFSET = [POS_STRIDE, POS_STRIDE - 1, -1, -POS_STRIDE, -POS_STRIDE + 1, 1] as const;
export const DIRECTIONS = 6;

export const opposite = (d: HexDir): HexDir => (d + 3) % 6;

export function packPos(q: number, r: number): Pos {
  return (q + POS_OFFSET) * POS_STRIDE + (r + POS_OFFSET);
}

/** The first tile of the game goes here (§1.5 step 3). */
export const ORIGIN: Pos = packPos(0, 0);

export function posQ(pos: Pos): number {
  return Math.floor(pos / POS_STRIDE) - POS_OFFSET;
}

export function posR(pos: Pos): number {
  return (pos % POS_STRIDE) - POS_OFFSET;
}

export function neighbourPos(pos: Pos, d: HexDir): Pos {
  return pos + (DIR_OFFSET[d] as number);
}

/** Hex (cube) distance between two positions. */
export function hexDistance(a: Pos, b: Pos): number {
  const dq = posQ(a) - posQ(b);
  const dr = posR(a) - posR(b);
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The direction from a to an edge-adjacent b, or −1 when they are not adjacent. */
export function directionTo(a: Pos, b: Pos): HexDir {
  const delta = b - a;
  for (let d = 0; d < DIRECTIONS; d++) if (DIR_OFFSET[d] === delta) return d;
  return -1;
}

/** "q,r", e.g. "0,0" or "-1,2". */
export function posName(pos: Pos): string {
  return pos === NO_POS ? '-' : `${posQ(pos)},${posR(pos)}`;
}

/** Parses "q,r" (tests). */
export function parsePos(name: string): Pos {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(name);
  if (m === null) throw new RangeError(`not a position "q,r": ${name}`);
  const q = Number(m[1]);
  const r = Number(m[2]);
  if (Math.abs(q) >= POS_OFFSET || Math.abs(r) >= POS_OFFSET) throw new RangeError(`position ${name} is outside ±${POS_OFFSET - 1}`);
  return packPos(q, r);
}
