// The Korrem map as game state (spec §1.5, §6.1): the tiles in placement order, struct of
// typed arrays, with a non-allocating position → tile lookup and a neighbour table kept up to
// date on placement. Tiles are never removed (Disasters flip a tile to Wasteland in place, §1.4),
// so the lookup is an open-addressing hash without deletions.
//
// The map has no edge (ASSUMPTION G51) and holds at most the bag's tiles (131 with the §4.7 bag),
// so a few hundred bytes per array: `copyInto` is a handful of typed-array copies, for bots that
// copy states thousands of times.
import type { CompiledContent, LandmarkId } from '../content/compiled.js';
import { LAND_NAMES, WASTELAND, LANDS, type Land } from '../lands.js';
import { DIRECTIONS, DIR_OFFSET, NO_POS, POS_OFFSET, posName, posQ, posR, type Pos } from './hex.js';

/** A tile's index on the map, in placement order (0 = the first tile, at (0,0)). −1 means none. */
export type Tile = number;
export const NO_TILE: Tile = -1;

/** Room for every tile of the bag, plus one spare (brief: content tile count + 1). */
export function mapCapacity(content: Pick<CompiledContent, 'tiles'>): number {
  return content.tiles.count + 1;
}

/**
 * The most empty positions that can touch a connected map of n tiles: one tile has 6, and each
 * tile added next to the map removes its own position and adds at most 3 (the other 2 of its
 * 5 free sides already touched the tile it joined), so ≤ 2n + 4. Size frontier buffers with it.
 */
export function frontierBound(tiles: number): number {
  return 2 * Math.max(tiles, 1) + 4;
}

const HASH_MULT = 0x9e3779b1;

export class KorremMap {
  readonly capacity: number;
  /** Tiles placed so far. */
  count = 0;
  /** Per tile (index < count): packed position, axial q and r, base land, Landmark id or −1, Wasteland flag, tile id in the bag (`CompiledContent.tiles`) or −1. */
  readonly pos: Int32Array;
  readonly q: Int16Array;
  readonly r: Int16Array;
  readonly land: Int8Array;
  readonly landmark: Int16Array;
  readonly wasteland: Uint8Array;
  readonly source: Int16Array;
  /** nbr[tile * 6 + d] = the tile in direction d (hex.ts order), −1 for an empty position. */
  readonly nbr: Int16Array;
  /** Tiles per effective land (the base type, or WASTELAND once laid waste); Landmarks count by base type (G52). */
  readonly landCount: Int16Array;
  /** Open-addressing table of tile indices keyed by position (linear probing, no deletions). */
  private readonly slots: Int16Array;
  private readonly mask: number;
  private readonly shift: number;
  /** Scratch for one call at a time (regions.ts); not part of the state, never copied. */
  readonly scratchStack: Int16Array;
  readonly scratchMark: Uint8Array;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 4096) throw new RangeError(`map capacity ${capacity} is not an integer in 1..4096`);
    this.capacity = capacity;
    this.pos = new Int32Array(capacity);
    this.q = new Int16Array(capacity);
    this.r = new Int16Array(capacity);
    this.land = new Int8Array(capacity);
    this.landmark = new Int16Array(capacity).fill(-1);
    this.wasteland = new Uint8Array(capacity);
    this.source = new Int16Array(capacity).fill(-1);
    this.nbr = new Int16Array(capacity * DIRECTIONS).fill(-1);
    this.landCount = new Int16Array(LANDS);
    // Load factor ≤ 1/4 keeps probe chains short.
    let bits = 4;
    while (1 << bits < capacity * 4) bits++;
    this.slots = new Int16Array(1 << bits).fill(-1);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.scratchStack = new Int16Array(capacity);
    this.scratchMark = new Uint8Array(capacity);
  }

  static forContent(content: Pick<CompiledContent, 'tiles'>): KorremMap {
    return new KorremMap(mapCapacity(content));
  }

  /** The tile at `pos`, or −1 for an empty position. */
  tileAt(pos: Pos): Tile {
    const slots = this.slots;
    let h = Math.imul(pos, HASH_MULT) >>> this.shift;
    for (;;) {
      const t = slots[h] as number;
      if (t < 0 || this.pos[t] === pos) return t;
      h = (h + 1) & this.mask;
    }
  }

  isEmpty(pos: Pos): boolean {
    return this.tileAt(pos) < 0;
  }

  /** Does some tile share an edge with `pos`? */
  touchesMap(pos: Pos): boolean {
    for (let d = 0; d < DIRECTIONS; d++) if (this.tileAt(pos + (DIR_OFFSET[d] as number)) >= 0) return true;
    return false;
  }

  /**
   * Puts a tile at an empty position and links its neighbours. Legality (§1.5) is the caller's:
   * see placement.ts. Throws on an occupied position or a full map (programming errors).
   */
  placeTile(pos: Pos, land: Land, landmark: LandmarkId, source = -1): Tile {
    const t = this.count;
    if (t >= this.capacity) throw new RangeError(`map is full (${this.capacity} tiles)`);
    const q = posQ(pos);
    const r = posR(pos);
    if (!(pos >= 0) || Math.abs(q) > POS_OFFSET - 2 || Math.abs(r) > POS_OFFSET - 2) throw new RangeError(`position ${pos} is outside the packable range`);
    if (this.tileAt(pos) >= 0) throw new Error(`position ${posName(pos)} already holds a tile`);
    if (!(land >= 0 && land < LANDS)) throw new RangeError(`land ${land} is not a land code`);
    this.pos[t] = pos;
    this.q[t] = q;
    this.r[t] = r;
    this.land[t] = land;
    this.landmark[t] = landmark;
    this.wasteland[t] = 0;
    this.source[t] = source;
    let h = Math.imul(pos, HASH_MULT) >>> this.shift;
    while ((this.slots[h] as number) >= 0) h = (h + 1) & this.mask;
    this.slots[h] = t;
    const base = t * DIRECTIONS;
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = this.tileAt(pos + (DIR_OFFSET[d] as number));
      this.nbr[base + d] = n;
      if (n >= 0) this.nbr[n * DIRECTIONS + ((d + 3) % 6)] = t;
    }
    this.landCount[land]!++;
    this.count = t + 1;
    return t;
  }

  /**
   * A Disaster or ability lays a tile waste (§1.4: Wasteland "replaces non-Landmark Land Hexes";
   * §3.1: a Landmark cannot be destroyed). Throws for a Landmark; a tile already waste stays so.
   */
  makeWasteland(tile: Tile): void {
    this.checkTile(tile);
    if ((this.landmark[tile] as number) >= 0) throw new Error(`tile ${this.tileName(tile)} is a Landmark and cannot become Wasteland (§3.1)`);
    if (this.wasteland[tile] === 1) return;
    this.wasteland[tile] = 1;
    this.landCount[this.land[tile] as number]!--;
    this.landCount[WASTELAND]!++;
  }

  /** Can a Disaster lay this tile waste? (§1.4, §3.1: not a Landmark, not already Wasteland.) */
  canLayWaste(tile: Tile): boolean {
    return (this.landmark[tile] as number) < 0 && this.wasteland[tile] === 0;
  }

  /** The land the tile counts as now: its base type, or WASTELAND once laid waste. A Landmark counts as its base type (G52). */
  effectiveLand(tile: Tile): Land {
    return this.wasteland[tile] === 1 ? WASTELAND : (this.land[tile] as number);
  }

  isLandmark(tile: Tile): boolean {
    return (this.landmark[tile] as number) >= 0;
  }

  /** A standard tile: neither a Landmark nor Wasteland (§1.5 "standard tile of its own base type"). */
  isStandard(tile: Tile): boolean {
    return (this.landmark[tile] as number) < 0 && this.wasteland[tile] === 0;
  }

  neighbour(tile: Tile, d: number): Tile {
    return this.nbr[tile * DIRECTIONS + d] as number;
  }

  /** Writes the empty positions edge-adjacent to `tile` into `out` (direction order); returns how many (0..6). Discover's k (§1.11). */
  emptyAround(tile: Tile, out: Int32Array): number {
    const p = this.pos[tile] as number;
    const base = tile * DIRECTIONS;
    let n = 0;
    for (let d = 0; d < DIRECTIONS; d++) if ((this.nbr[base + d] as number) < 0) out[n++] = p + (DIR_OFFSET[d] as number);
    return n;
  }

  emptyAroundCount(tile: Tile): number {
    const base = tile * DIRECTIONS;
    let n = 0;
    for (let d = 0; d < DIRECTIONS; d++) if ((this.nbr[base + d] as number) < 0) n++;
    return n;
  }

  /**
   * Writes every empty position that touches the map into `out` (size it with frontierBound),
   * each once, in a fixed order: by the lowest-index tile it touches, then direction. Returns how many.
   */
  frontier(out: Int32Array): number {
    let n = 0;
    for (let t = 0; t < this.count; t++) {
      const p = this.pos[t] as number;
      const base = t * DIRECTIONS;
      for (let d = 0; d < DIRECTIONS; d++) {
        if ((this.nbr[base + d] as number) >= 0) continue;
        const e = p + (DIR_OFFSET[d] as number);
        if (this.lowestTileAround(e) === t) out[n++] = e;
      }
    }
    return n;
  }

  /** The lowest-index tile edge-adjacent to `pos`, or −1. */
  lowestTileAround(pos: Pos): Tile {
    let best = -1;
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = this.tileAt(pos + (DIR_OFFSET[d] as number));
      if (n >= 0 && (best < 0 || n < best)) best = n;
    }
    return best;
  }

  /** Copies `src` into `dst` (same capacity) without allocating. */
  static copyInto(dst: KorremMap, src: KorremMap): void {
    if (dst.capacity !== src.capacity) throw new RangeError(`map capacities differ (${dst.capacity} vs ${src.capacity})`);
    const n = src.count;
    dst.count = n;
    dst.pos.set(src.pos.subarray(0, n));
    dst.q.set(src.q.subarray(0, n));
    dst.r.set(src.r.subarray(0, n));
    dst.land.set(src.land.subarray(0, n));
    dst.landmark.set(src.landmark.subarray(0, n));
    dst.wasteland.set(src.wasteland.subarray(0, n));
    dst.source.set(src.source.subarray(0, n));
    dst.nbr.set(src.nbr.subarray(0, n * DIRECTIONS));
    dst.landCount.set(src.landCount);
    dst.slots.set(src.slots);
  }

  clone(): KorremMap {
    const m = new KorremMap(this.capacity);
    KorremMap.copyInto(m, this);
    return m;
  }

  /** Position of the tile as "q,r". */
  tileName(tile: Tile): string {
    return posName(tile >= 0 && tile < this.count ? (this.pos[tile] as number) : NO_POS);
  }

  /** "Forest 1,-1", "Crystal Cove (Forest) 2,0", "Wasteland (was Plains) 0,1" — for tests and describe. */
  describeTile(tile: Tile, content?: Pick<CompiledContent, 'landmarks'>): string {
    this.checkTile(tile);
    const base = LAND_NAMES[this.land[tile] as number] ?? '?';
    const lm = this.landmark[tile] as number;
    const what =
      lm >= 0 ? `${content?.landmarks.name[lm] ?? `Landmark ${lm}`} (${base})` : this.wasteland[tile] === 1 ? `Wasteland (was ${base})` : base;
    return `${what} ${this.tileName(tile)}`;
  }

  private checkTile(tile: Tile): void {
    if (!(tile >= 0 && tile < this.count)) throw new RangeError(`tile ${tile} is not on the map (${this.count} tiles)`);
  }
}
