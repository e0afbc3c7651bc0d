// Hex geometry for a regular hexagonal map of radius R (spec §3.1, ASSUMPTION G-1):
// axial coordinates (q, r), pointy-top, cube s = −q−r, distance = max(|Δq|, |Δr|, |Δs|)
// (G-40: pure hex distance, nothing blocks). Hexes are dense indices 0..N−1 (spec §5.2),
// numbered row by row: r from −R to +R, and inside a row q from its minimum to its maximum,
// which is the order the spec prints its map rows in. All tables are built once per radius
// and shared; lookups on the hot path are single typed-array reads.
//
// Naming scheme (tests, renders, data notes): a hex is named by its axial coordinates
// "q,r", e.g. "-3,0" for Home 1 and "0,0" for the Brambles, matching the spec's "(−3,0)".

/** A hex: its dense index 0..N−1 on one grid. −1 means "no hex" (off the map). */
export type Hex = number;
/** A direction index 0..5 into DQ/DR; the opposite direction is (d + 3) % 6. */
export type HexDir = number;

/**
 * The six neighbour directions, in the spec's order (§3.1): (+1,0), (+1,−1), (0,−1),
 * (−1,0), (−1,+1), (0,+1). With r growing downwards on a pointy-top map these are
 * E, NE, NW, W, SW, SE.
 */
export const DQ = [1, 1, 0, -1, -1, 0] as const;
export const DR = [0, -1, -1, 0, 1, 1] as const;
export const DIR_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export const opposite = (d: HexDir): HexDir => (d + 3) % 6;

export interface HexGrid {
  readonly radius: number;
  /** Number of hexes: 3R(R+1) + 1 (61 for R = 4). */
  readonly count: number;
  /** Axial coordinates per hex. */
  readonly q: Int8Array;
  readonly r: Int8Array;
  /** nbr[h*6 + d] = neighbour of h in direction d, −1 off the map. */
  readonly nbr: Int16Array;
  /** dist[a*N + b] = hex distance. */
  readonly dist: Uint8Array;
  /** Rays for straight-line effects (Dead Shot G-61, spec §5.2 `line`):
   *  ray[(h*6 + d)*raySteps + k] = k-th hex from h along d (k = 0 is h itself), −1 off the map. */
  readonly ray: Int16Array;
  readonly raySteps: number;
  /** index[(r+R)*(2R+1) + (q+R)] = hex at (q, r), −1 outside the hexagon. */
  readonly index: Int16Array;
  /** The centre hex (0,0). */
  readonly centre: Hex;
}

/** Hexes in a hexagon of radius R. */
export const hexCount = (radius: number): number => 3 * radius * (radius + 1) + 1;

/** Cube distance between two axial coordinates. */
export function axialDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

const grids = new Map<number, HexGrid>();

/** The shared grid of radius R (1..10; the distance table is N² bytes). Built once. */
export function hexGrid(radius: number): HexGrid {
  const cached = grids.get(radius);
  if (cached !== undefined) return cached;
  if (!Number.isInteger(radius) || radius < 1 || radius > 10) throw new RangeError(`hex grid radius ${radius} is not an integer in 1..10`);
  const n = hexCount(radius);
  const side = 2 * radius + 1;
  const q = new Int8Array(n);
  const r = new Int8Array(n);
  const index = new Int16Array(side * side).fill(-1);
  let h = 0;
  for (let rr = -radius; rr <= radius; rr++) {
    for (let qq = Math.max(-radius, -radius - rr); qq <= Math.min(radius, radius - rr); qq++) {
      q[h] = qq;
      r[h] = rr;
      index[(rr + radius) * side + (qq + radius)] = h;
      h++;
    }
  }
  const at = (qq: number, rr: number): Hex =>
    Math.abs(qq) > radius || Math.abs(rr) > radius || Math.abs(qq + rr) > radius ? -1 : index[(rr + radius) * side + (qq + radius)]!;
  const raySteps = 2 * radius + 1;
  const nbr = new Int16Array(n * 6);
  const ray = new Int16Array(n * 6 * raySteps).fill(-1);
  const dist = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) {
    const qa = q[a]!;
    const ra = r[a]!;
    for (let d = 0; d < 6; d++) {
      nbr[a * 6 + d] = at(qa + DQ[d]!, ra + DR[d]!);
      for (let k = 0; k < raySteps; k++) {
        const b = at(qa + DQ[d]! * k, ra + DR[d]! * k);
        if (b < 0) break;
        ray[(a * 6 + d) * raySteps + k] = b;
      }
    }
    for (let b = 0; b < n; b++) dist[a * n + b] = axialDistance(qa, ra, q[b]!, r[b]!);
  }
  const grid: HexGrid = { radius, count: n, q, r, nbr, dist, ray, raySteps, index, centre: at(0, 0) };
  grids.set(radius, grid);
  return grid;
}

/** The hex at axial (q, r), or −1 if it is off the map. */
export function hexAt(g: HexGrid, q: number, r: number): Hex {
  const R = g.radius;
  if (Math.abs(q) > R || Math.abs(r) > R || Math.abs(q + r) > R) return -1;
  return g.index[(r + R) * (2 * R + 1) + (q + R)]!;
}

export const neighbour = (g: HexGrid, h: Hex, d: HexDir): Hex => g.nbr[h * 6 + d]!;
export const hexDistance = (g: HexGrid, a: Hex, b: Hex): number => g.dist[a * g.count + b]!;
/** The k-th hex from h along d (k = 0 is h), −1 once the line leaves the map. */
export const rayHex = (g: HexGrid, h: Hex, d: HexDir, k: number): Hex =>
  k < 0 || k >= g.raySteps ? -1 : g.ray[(h * 6 + d) * g.raySteps + k]!;
/** Cube coordinate s = −q−r. */
export const sOf = (g: HexGrid, h: Hex): number => -g.q[h]! - g.r[h]!;
/** Distance from the centre (the ring the hex lies on). */
export const ringOf = (g: HexGrid, h: Hex): number => hexDistance(g, h, g.centre);

/** The direction from a to an adjacent b, or −1 if they are not adjacent. */
export function dirTo(g: HexGrid, a: Hex, b: Hex): HexDir {
  for (let d = 0; d < 6; d++) if (g.nbr[a * 6 + d] === b) return d;
  return -1;
}

/** "q,r" — the readable name of a hex (see the naming scheme above). */
export const hexName = (g: HexGrid, h: Hex): string => `${g.q[h]!},${g.r[h]!}`;

/** Parses "q,r", "(q,r)", "+3,0" or "(−3,0)" (Unicode minus as printed in the spec). Throws on a malformed or off-map name. */
export function parseHex(g: HexGrid, name: string): Hex {
  const m = /^\(?\s*([+\-−]?\d+)\s*,\s*([+\-−]?\d+)\s*\)?$/.exec(name.trim());
  if (m === null) throw new Error(`bad hex name '${name}' (expected "q,r")`);
  const num = (t: string): number => Number(t.replace('−', '-'));
  const h = hexAt(g, num(m[1]!), num(m[2]!));
  if (h < 0) throw new Error(`hex '${name}' is off a map of radius ${g.radius}`);
  return h;
}

