import { describe, expect, it } from 'vitest';
import { KorremMap, frontierBound, mapCapacity } from '../src/map/board.js';
import {
  DQ, DR, ORIGIN, directionTo, hexDistance, neighbourPos, opposite, packPos, parsePos, posName, posQ, posR,
} from '../src/map/hex.js';
import { FOREST, MOUNTAIN, OCEAN, PLAINS, WASTELAND } from '../src/lands.js';
import { FIXTURE, layout, lm, put, putLandmark } from './map-fixture.js';

describe('hex.ts: axial positions (§1.5)', () => {
  it('packs and unpacks (q,r), negatives included, and names them "q,r"', () => {
    for (const [q, r] of [[0, 0], [1, -1], [-140, 140], [140, -3], [-7, -9]] as const) {
      const p = packPos(q, r);
      expect(p).toBeGreaterThanOrEqual(0);
      expect([posQ(p), posR(p)]).toEqual([q, r]);
      expect(parsePos(posName(p))).toBe(p);
    }
    expect(posName(ORIGIN)).toBe('0,0');
  });

  it('§1.5 neighbour directions are (+1,0),(+1,-1),(0,-1),(-1,0),(-1,+1),(0,+1), each at distance 1', () => {
    const p = packPos(3, -2);
    const names = [0, 1, 2, 3, 4, 5].map((d) => posName(neighbourPos(p, d)));
    expect(names).toEqual(['4,-2', '4,-3', '3,-3', '2,-2', '2,-1', '3,-1']);
    for (let d = 0; d < 6; d++) {
      const n = neighbourPos(p, d);
      expect([posQ(n) - 3, posR(n) + 2]).toEqual([DQ[d], DR[d]]);
      expect(hexDistance(p, n)).toBe(1);
      expect(directionTo(p, n)).toBe(d);
      expect(neighbourPos(n, opposite(d))).toBe(p);
    }
    expect(hexDistance(packPos(0, 0), packPos(2, -1))).toBe(2);
    expect(hexDistance(packPos(-3, 0), packPos(3, 0))).toBe(6);
    expect(hexDistance(packPos(1, 1), packPos(-1, -1))).toBe(4);
    expect(directionTo(ORIGIN, packPos(2, 0))).toBe(-1);
  });
});

describe('KorremMap (board.ts)', () => {
  it('capacity comes from the content: 131 tiles + 1', () => {
    expect(mapCapacity(FIXTURE)).toBe(132);
    expect(KorremMap.forContent(FIXTURE).capacity).toBe(132);
  });

  it('placeTile / tileAt / neighbour table stay linked both ways', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; F 1,0; M 0,1; O 1,-1');
    expect(map.count).toBe(4);
    expect(map.tileAt(ORIGIN)).toBe(0);
    expect(map.tileAt(parsePos('1,0'))).toBe(1);
    expect(map.tileAt(parsePos('5,5'))).toBe(-1);
    // 0,0 → E (dir 0) is 1,0; 1,0 → W (dir 3) is 0,0.
    expect(map.neighbour(0, 0)).toBe(1);
    expect(map.neighbour(1, 3)).toBe(0);
    // 0,1 (tile 2) touches 0,0 (dir 2 = (0,-1)) and 1,0 (dir 1 = (+1,-1)).
    expect(map.neighbour(2, 2)).toBe(0);
    expect(map.neighbour(2, 1)).toBe(1);
    expect(map.neighbour(0, 5)).toBe(2);
    // 1,-1 (tile 3) touches 0,0 (dir 4) and 1,0 (dir 5).
    expect(map.neighbour(3, 4)).toBe(0);
    expect(map.neighbour(3, 5)).toBe(1);
    expect(() => put(map, 'P', '1,0')).toThrow(/already holds/);
    expect(map.landCount[PLAINS]).toBe(1);
    expect(map.landCount[OCEAN]).toBe(1);
  });

  it('§1.11 empty positions around a tile: 6 for a lone tile, at most 5 once there are 2 tiles', () => {
    const map = new KorremMap(10);
    put(map, 'P', '0,0');
    const out = new Int32Array(6);
    expect(map.emptyAround(0, out)).toBe(6);
    put(map, 'F', '1,0');
    expect(map.emptyAround(0, out)).toBe(5);
    expect(map.emptyAroundCount(1)).toBe(5);
    expect(Array.from(out.subarray(0, 5), posName)).toEqual(['1,-1', '0,-1', '-1,0', '-1,1', '0,1']);
  });

  it('frontier lists every empty position touching the map exactly once, within 2n+4', () => {
    const map = new KorremMap(40);
    layout(map, 'P 0,0; P 1,0; P 2,0; P 2,-1; P 0,2; P 0,1; P -1,1; P 3,-2');
    const out = new Int32Array(frontierBound(map.count));
    const n = map.frontier(out);
    const got = new Set(Array.from(out.subarray(0, n)));
    expect(got.size).toBe(n);
    // Brute force over a window.
    const want = new Set<number>();
    for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) {
      const p = packPos(q, r);
      if (map.isEmpty(p) && map.touchesMap(p)) want.add(p);
    }
    expect(got).toEqual(want);
    expect(n).toBeLessThanOrEqual(frontierBound(map.count));
  });

  it('frontierBound is reached by a straight line of tiles (2n+4)', () => {
    const map = new KorremMap(20);
    for (let q = 0; q < 10; q++) put(map, 'P', `${q},0`);
    const out = new Int32Array(frontierBound(10));
    expect(map.frontier(out)).toBe(2 * 10 + 4);
  });

  it('§1.4 / §3.1 makeWasteland: a standard tile becomes Wasteland in place; a Landmark cannot', () => {
    const map = new KorremMap(10);
    put(map, 'M', '0,0');
    const cove = putLandmark(map, FIXTURE, 'Silver Castle', '1,0');
    expect(map.canLayWaste(0)).toBe(true);
    map.makeWasteland(0);
    expect(map.effectiveLand(0)).toBe(WASTELAND);
    expect(map.land[0]).toBe(MOUNTAIN);
    expect(map.landCount[MOUNTAIN]).toBe(1); // the Castle counts as Mountain (G52)
    expect(map.landCount[WASTELAND]).toBe(1);
    expect(map.canLayWaste(0)).toBe(false);
    expect(map.canLayWaste(cove)).toBe(false);
    expect(() => map.makeWasteland(cove)).toThrow(/Landmark/);
    expect(map.describeTile(0)).toBe('Wasteland (was Mountain) 0,0');
    expect(map.describeTile(cove, FIXTURE)).toBe('Silver Castle (Mountain) 1,0');
  });

  it('copyInto and clone give an independent equal map; copying a smaller map over a bigger one forgets the extra tiles', () => {
    const a = new KorremMap(30);
    layout(a, 'P 0,0; F 1,0; O 0,1; O -1,1');
    putLandmark(a, FIXTURE, 'Crystal Cove', '2,-1');
    const b = a.clone();
    expect(b.count).toBe(5);
    expect(b.tileAt(parsePos('2,-1'))).toBe(4);
    expect(b.landmark[4]).toBe(lm(FIXTURE, 'Crystal Cove'));
    put(b, 'M', '3,-1');
    expect(a.count).toBe(5);
    expect(a.tileAt(parsePos('3,-1'))).toBe(-1);
    expect(a.neighbour(4, 0)).toBe(-1);
    // Now copy the 5-tile map back over the 6-tile one.
    KorremMap.copyInto(b, a);
    expect(b.count).toBe(5);
    expect(b.tileAt(parsePos('3,-1'))).toBe(-1);
    expect(b.neighbour(4, 0)).toBe(-1);
    expect(b.landCount[MOUNTAIN]).toBe(0);
    put(b, 'F', '3,-1');
    expect(b.land[5]).toBe(FOREST);
    expect(() => KorremMap.copyInto(new KorremMap(10), a)).toThrow(/capacities/);
  });
});
