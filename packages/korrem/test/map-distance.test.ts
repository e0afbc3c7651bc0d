// Walking distances for the evaluation (map/distance.ts): Actions for an army with no traits (spec §1.10).
import { describe, expect, it } from 'vitest';
import { KorremMap } from '../src/map/board.js';
import { parsePos } from '../src/map/hex.js';
import { distancesFrom } from '../src/map/distance.js';
import { FIXTURE, layout, putLandmark } from './map-fixture.js';

function walk(map: KorremMap, from: string, cap = 10): (hex: string) => number {
  const source = new Uint8Array(map.capacity);
  source[map.tileAt(parsePos(from))] = 1;
  const dist = new Int16Array(map.capacity + 3);
  distancesFrom(map, source, cap, dist, 3);
  return (hex) => dist[3 + map.tileAt(parsePos(hex))]!;
}

describe('§1.10 walking distances (map/distance.ts)', () => {
  it('CF-10: Plains, Forest, Desert, Tundra cost 1 to enter, a Mountain 2; the source is 0', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; F 1,0; M 2,0; D 3,0; T 4,0');
    const d = walk(map, '0,0');
    expect(['0,0', '1,0', '2,0', '3,0', '4,0'].map(d)).toEqual([0, 1, 3, 4, 5]);
  });

  it('CF-10: standard Ocean is closed to an army without traits, an Ocean Landmark is open (G52); unreachable tiles read the cap', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; O 1,0; P 2,0');
    const d = walk(map, '0,0', 7);
    expect(d('2,0')).toBe(7);
    putLandmark(map, FIXTURE, "Smuggler's Outpost", '1,-1');
    layout(map, 'P 2,-1');
    const e = walk(map, '0,0', 7);
    expect(e('1,-1')).toBe(1);
    expect(e('2,0')).toBe(3);
  });

  it('the shortest path wins: a Mountain is walked round when that is cheaper', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; M 1,0; P 2,0; P 1,-1; P 2,-1');
    const d = walk(map, '0,0');
    // 0,0 → 1,-1 → 2,-1 → 2,0 costs 3, the same as over the Mountain (2 + 1): both 3.
    expect(d('2,0')).toBe(3);
    expect(d('1,0')).toBe(2);
  });
});
