import { describe, expect, it } from 'vitest';
import { KorremMap } from '../src/map/board.js';
import { parsePos } from '../src/map/hex.js';
import { REGION_ADJACENT3, REGION_COMPONENT, regionBonus, regionRuleCode, regionSize, sameTypeNeighbours } from '../src/map/regions.js';
import { FIXTURE, layout, putLandmark } from './map-fixture.js';

const tile = (map: KorremMap, at: string): number => map.tileAt(parsePos(at));

describe('§1.4 region bonus, ASSUMPTION G16 (regionRule)', () => {
  it('G16 component: every tile of a 4-tile Plains chain qualifies (the tile plus ≥3 others), even the ends', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; P 1,0; P 2,0; P 3,0; F 4,0; F -1,0');
    for (const at of ['0,0', '1,0', '2,0', '3,0']) {
      expect(regionSize(map, tile(map, at))).toBe(4);
      expect(regionBonus(map, tile(map, at), REGION_COMPONENT)).toBe(true);
    }
    // The two Forests are not edge-connected: regions of 1 each.
    expect(regionSize(map, tile(map, '4,0'))).toBe(1);
    expect(regionBonus(map, tile(map, '4,0'), REGION_COMPONENT)).toBe(false);
  });

  it('G16 component: a 3-tile region does not qualify ("connected to 3 or more" = the tile plus 3)', () => {
    const map = new KorremMap(20);
    layout(map, 'M 0,0; M 1,0; M 2,0; P 3,0');
    expect(regionSize(map, tile(map, '1,0'))).toBe(3);
    expect(regionBonus(map, tile(map, '1,0'), REGION_COMPONENT)).toBe(false);
  });

  it('G16 adjacent3: only a tile with ≥3 same-type edge neighbours qualifies', () => {
    const map = new KorremMap(20);
    // 0,0 has Plains at 1,0, 0,1 and -1,0; the end 2,0 has one.
    layout(map, 'P 0,0; P 1,0; P 0,1; P -1,0; P 2,0');
    expect(sameTypeNeighbours(map, tile(map, '0,0'))).toBe(3);
    expect(regionBonus(map, tile(map, '0,0'), REGION_ADJACENT3)).toBe(true);
    expect(regionBonus(map, tile(map, '2,0'), REGION_ADJACENT3)).toBe(false);
    expect(regionBonus(map, tile(map, '2,0'), REGION_COMPONENT)).toBe(true);
  });

  it('G16/G52 a Landmark counts by its base type: 3 Plains + Farfield Village make a 4-region', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; P 1,0; P 2,0');
    putLandmark(map, FIXTURE, 'Farfield Village', '3,0');
    expect(regionSize(map, tile(map, '0,0'))).toBe(4);
    expect(regionBonus(map, tile(map, '3,0'), REGION_COMPONENT)).toBe(true);
  });

  it('G16 Wasteland counts as nothing: laying waste the middle of a 5-chain splits it into 2 + 2', () => {
    const map = new KorremMap(20);
    layout(map, 'O 0,0; O 1,0; O 2,0; O 3,0; O 4,0');
    expect(regionBonus(map, tile(map, '0,0'), REGION_COMPONENT)).toBe(true);
    map.makeWasteland(tile(map, '2,0'));
    expect(regionSize(map, tile(map, '0,0'))).toBe(2);
    expect(regionSize(map, tile(map, '4,0'))).toBe(2);
    expect(regionSize(map, tile(map, '2,0'))).toBe(0);
    expect(regionBonus(map, tile(map, '0,0'), REGION_COMPONENT)).toBe(false);
    expect(regionBonus(map, tile(map, '2,0'), REGION_ADJACENT3)).toBe(false);
  });

  it('§3.1 the Throne of Korrem (base Wasteland) belongs to no region', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0');
    const t = putLandmark(map, FIXTURE, 'Throne of Korrem', '1,0');
    expect(regionSize(map, t)).toBe(0);
  });

  it('regionRule names map to codes', () => {
    expect(regionRuleCode('component')).toBe(REGION_COMPONENT);
    expect(regionRuleCode('adjacent3')).toBe(REGION_ADJACENT3);
    expect(() => regionRuleCode('nope' as 'component')).toThrow(/regionRule/);
  });
});
