// The distances the evaluation reads (evaluate.ts): per seat, Actions from each tile to its nearest
// free own settlement (where cargo is banked, §1.13); and Actions to the nearest legal Village site
// (§1.13, RB: Settlement Limitations). A greedy search scores many sibling positions that share the
// map and the settlements, so the fields are kept and recomputed only when what they depend on
// changed: the key is an exact copy of it (tile positions and lands, settlement owners and
// occupation, NPC positions), never a hash, so a value never depends on which positions were
// scored before (determinism across workers).
import { settlementSiteLegal } from './map/movement.js';
import { distancesFrom } from './map/distance.js';
import type { KorremGame } from './prompts.js';
import { siteOccupancy } from './command/common.js';
import { SETTLE_NONE } from './state.js';
import { LANDS } from './lands.js';

/** Distances beyond this many Actions are all "far" (about two Command Phases of weather 4–5). */
export const DISTANCE_CAP = 10;
const MAX_SEATS = 6;

export class EvalDistances {
  private count = -1;
  private keyPos = new Int32Array(0);
  private keyLand = new Int8Array(0);
  private keyOwner = new Int8Array(0);
  private keyFree = new Uint8Array(0);
  private keyOcc = new Uint8Array(0);
  private source = new Uint8Array(0);
  private home = new Int16Array(0);
  private site = new Int16Array(0);
  private land = new Int16Array(0);
  private capacity = 0;

  /** Fields computed since the key last changed: bit 0 the sites, bit 1 + l land l, bit 8 + p seat p's home. */
  private valid = 0;
  private s: KorremGame | null = null;
  private occ: Uint8Array = new Uint8Array(0);

  /**
   * Makes the fields describe `s` (no work when the map, settlements and NPCs are unchanged). Each
   * field is then computed when first read, so a position that needs no walk costs no walk.
   */
  update(s: KorremGame): void {
    const map = s.map;
    if (this.capacity < map.capacity) this.grow(map.capacity);
    this.s = s;
    this.occ = siteOccupancy(s);
    if (this.changed(s, this.occ)) this.valid = 0;
  }

  /** Actions from t to the nearest legal Village site. */
  siteDistance(t: number): number {
    if ((this.valid & 1) === 0) {
      const s = this.s!;
      for (let u = 0; u < s.map.count; u++) this.source[u] = settlementSiteLegal(s.map, u, this.occ) ? 1 : 0;
      distancesFrom(s.map, this.source, DISTANCE_CAP, this.site, 0);
      this.valid |= 1;
    }
    return this.site[t]!;
  }

  /** Actions from t to the nearest tile of effective land `land` (a Landmark by its base type, G52). */
  landDistance(land: number, t: number): number {
    const bit = 1 << (1 + land);
    if ((this.valid & bit) === 0) {
      const map = this.s!.map;
      for (let u = 0; u < map.count; u++) this.source[u] = map.effectiveLand(u) === land ? 1 : 0;
      distancesFrom(map, this.source, DISTANCE_CAP, this.land, land * this.capacity);
      this.valid |= bit;
    }
    return this.land[land * this.capacity + t]!;
  }

  /** Actions from t to the seat's nearest free own settlement (DISTANCE_CAP if none). */
  homeDistance(seat: number, t: number): number {
    const bit = 1 << (8 + seat);
    if ((this.valid & bit) === 0) {
      const s = this.s!;
      for (let u = 0; u < s.map.count; u++) this.source[u] = s.settleOwner[u] === seat && s.settleKind[u] !== SETTLE_NONE && s.settleOccupier[u]! < 0 ? 1 : 0;
      distancesFrom(s.map, this.source, DISTANCE_CAP, this.home, seat * this.capacity);
      this.valid |= bit;
    }
    return this.home[seat * this.capacity + t]!;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.keyPos = new Int32Array(capacity);
    this.keyLand = new Int8Array(capacity);
    this.keyOwner = new Int8Array(capacity);
    this.keyFree = new Uint8Array(capacity);
    this.keyOcc = new Uint8Array(capacity);
    this.source = new Uint8Array(capacity);
    this.home = new Int16Array(capacity * MAX_SEATS);
    this.site = new Int16Array(capacity);
    this.land = new Int16Array(capacity * LANDS);
    this.count = -1;
  }

  /** Compares the key with `s` and stores `s`'s; true if anything differs. */
  private changed(s: KorremGame, occ: Uint8Array): boolean {
    const map = s.map;
    const n = map.count;
    let diff = n !== this.count;
    this.count = n;
    for (let t = 0; t < n; t++) {
      const pos = map.pos[t]!;
      const land = map.effectiveLand(t) + (map.isLandmark(t) ? 16 : 0);
      const owner = s.settleKind[t] === SETTLE_NONE ? -1 : s.settleOwner[t]!;
      const free = s.settleOccupier[t]! < 0 ? 1 : 0;
      const o = occ[t]!;
      if (!diff && (this.keyPos[t] !== pos || this.keyLand[t] !== land || this.keyOwner[t] !== owner || this.keyFree[t] !== free || this.keyOcc[t] !== o)) diff = true;
      this.keyPos[t] = pos;
      this.keyLand[t] = land;
      this.keyOwner[t] = owner;
      this.keyFree[t] = free;
      this.keyOcc[t] = o;
    }
    return diff;
  }
}
