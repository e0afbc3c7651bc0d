import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { KorremMap, frontierBound } from '../src/map/board.js';
import { ORIGIN, packPos, parsePos, posName } from '../src/map/hex.js';
import { hasLegalPosition, legalPlacement, legalPositions, legalPositionsAround } from '../src/map/placement.js';
import { DESERT, FOREST, MOUNTAIN, OCEAN, PLAINS, TUNDRA, WASTELAND, type Land } from '../src/lands.js';
import { FIXTURE, layout, lm, put, putLandmark, referenceLegal } from './map-fixture.js';

const C = FIXTURE;
const at = parsePos;
const legal = (map: KorremMap, land: Land, where: string, landmark = -1): boolean => legalPlacement(map, C, land, landmark, at(where));
const lmLegal = (map: KorremMap, name: string, where: string): boolean => {
  const id = lm(C, name);
  return legalPlacement(map, C, C.landmarks.base[id] as number, id, at(where));
};
const positions = (map: KorremMap, land: Land, landmark = -1): string[] => {
  const out = new Int32Array(frontierBound(map.count));
  const n = legalPositions(map, C, land, landmark, out);
  return Array.from(out.subarray(0, n), posName).sort();
};

describe('§1.5 placement predicate: position', () => {
  it('§1.5 step 3 the very first tile of the game goes at (0,0), and only there', () => {
    const map = new KorremMap(10);
    expect(legal(map, PLAINS, '0,0')).toBe(true);
    expect(legal(map, PLAINS, '1,0')).toBe(false);
    expect(legal(map, OCEAN, '0,0')).toBe(true); // the first Ocean is free
    expect(positions(map, DESERT)).toEqual(['0,0']);
  });

  it('§1.5 a later tile fills an empty position sharing an edge with the map', () => {
    const map = new KorremMap(10);
    put(map, 'P', '0,0');
    expect(legal(map, PLAINS, '0,0')).toBe(false); // occupied
    expect(legal(map, PLAINS, '2,0')).toBe(false); // not touching
    expect(legal(map, PLAINS, '-1,1')).toBe(true);
    expect(positions(map, FOREST)).toEqual(['-1,0', '-1,1', '0,-1', '0,1', '1,-1', '1,0']);
  });

  it('§1.5 / §1.4 Wasteland is never placed', () => {
    const map = new KorremMap(10);
    expect(legal(map, WASTELAND, '0,0')).toBe(false);
    put(map, 'P', '0,0');
    expect(legal(map, WASTELAND, '1,0')).toBe(false);
    expect(positions(map, WASTELAND)).toEqual([]);
    expect(hasLegalPosition(map, C, WASTELAND, -1)).toBe(false);
  });
});

describe('CF-5 §1.5 clustering: Ocean, Desert and Tundra touch an earlier tile of their type; the first is free', () => {
  for (const [name, land, letter] of [['Ocean', OCEAN, 'O'], ['Desert', DESERT, 'D'], ['Tundra', TUNDRA, 'T']] as const) {
    it(`CF-5 ${name}: the first goes anywhere next to the map, the next only next to a ${name}`, () => {
      const map = new KorremMap(20);
      layout(map, 'P 0,0; P 1,0; P 2,0');
      expect(legal(map, land, '-1,0')).toBe(true);
      expect(legal(map, land, '3,0')).toBe(true);
      put(map, letter, '-1,0');
      expect(legal(map, land, '3,0')).toBe(false);
      expect(legal(map, land, '-1,1')).toBe(true); // touches the first one
      expect(legal(map, land, '0,-1')).toBe(true); // touches it too (0,-1 is next to -1,0)
      expect(legal(map, land, '1,-1')).toBe(false);
      expect(positions(map, land)).toEqual(['-1,1', '-2,0', '-2,1', '-1,-1', '0,-1'].sort());
    });
  }

  it('CF-5 Plains, Forest and Mountain have no clustering rule', () => {
    const map = new KorremMap(20);
    layout(map, 'F 0,0; P 1,0; P 2,0');
    expect(legal(map, FOREST, '3,0')).toBe(true);
    expect(legal(map, MOUNTAIN, '3,0')).toBe(true);
  });

  it('G52 a Landmark counts as its base type for clustering: a Desert may touch only the Shadow Gate', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; D 1,0');
    putLandmark(map, C, 'Shadow Gate', '2,0');
    // 3,0 touches the Shadow Gate (a Desert Landmark) and no standard Desert.
    expect(legal(map, DESERT, '3,0')).toBe(true);
    expect(legal(map, DESERT, '-1,0')).toBe(false);
  });

  it('a tile laid waste no longer counts as its old type: with the only Desert wasted, the next Desert is "first" again', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; D 1,0; P -1,0');
    expect(legal(map, DESERT, '-2,0')).toBe(false);
    map.makeWasteland(1);
    expect(legal(map, DESERT, '-2,0')).toBe(true);
    expect(legal(map, TUNDRA, '2,0')).toBe(true); // next to the wasted Desert only
  });
});

describe('CF-5 §1.5 Desert and Tundra never share an edge', () => {
  it('CF-5 a Desert may not touch a Tundra, nor a Tundra a Desert (even where clustering holds)', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; D 1,0; T -1,1');
    // 0,1 touches the Desert at 1,0 and the Tundra at -1,1: clustering holds for both, the border rule fails.
    expect(legal(map, DESERT, '0,1')).toBe(false);
    expect(legal(map, TUNDRA, '0,1')).toBe(false);
    expect(legal(map, DESERT, '1,-1')).toBe(true);
    expect(legal(map, TUNDRA, '-2,1')).toBe(true);
    expect(legal(map, TUNDRA, '-1,0')).toBe(true);
  });

  it('G52 a Desert Landmark counts as Desert: no Tundra next to the Tomb of the Ollocians', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; D 1,-1; T -1,1');
    putLandmark(map, C, 'Tomb of the Ollocians', '1,0');
    // 0,1 touches the Tundra at -1,1 (clustering holds) and the Tomb at 1,0, no standard Desert.
    expect(legal(map, TUNDRA, '0,1')).toBe(false);
    expect(legal(map, TUNDRA, '-2,1')).toBe(true);
  });
});

describe('CF-5 §3.1 Landmarks', () => {
  it('CF-5 a Landmark touches at least one standard tile of its base type', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; F 1,0');
    expect(lmLegal(map, 'Crystal Cove', '2,0')).toBe(true); // next to the Forest
    expect(lmLegal(map, 'Crystal Cove', '-1,0')).toBe(false); // only Plains
    expect(lmLegal(map, 'Farfield Tavern', '-1,0')).toBe(true);
    expect(lmLegal(map, 'Silver Castle', '-1,0')).toBe(false); // no Mountain at all
  });

  it('CF-5 a Landmark next to a tile of its type laid waste has no standard tile to touch', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; F 1,0');
    map.makeWasteland(1);
    expect(lmLegal(map, 'Crystal Cove', '2,0')).toBe(false);
  });

  it('CF-44 §3.1 a Landmark never touches another Landmark', () => {
    const map = new KorremMap(20);
    layout(map, 'F 0,0; F 1,0; F 2,0');
    putLandmark(map, C, 'Crystal Cove', '1,-1');
    // 2,-1 touches Forests 1,0 / 2,0 and the Cove at 1,-1.
    expect(lmLegal(map, 'Lightwood Marketplace', '2,-1')).toBe(false);
    expect(lmLegal(map, 'Lightwood Marketplace', '1,1')).toBe(true);
    // A standard tile may touch a Landmark.
    expect(legal(map, FOREST, '2,-1')).toBe(true);
    // Ocean Landmark rules too (O base): needs a standard Ocean; also not next to the Cove.
    put(map, 'O', '0,-1');
    expect(lmLegal(map, "Smuggler's Outpost", '0,-2')).toBe(true);
    expect(lmLegal(map, "Smuggler's Outpost", '1,-2')).toBe(false); // touches the Cove at 1,-1
  });

  it('CF-5 §3.1 the Throne of Korrem goes anywhere next to the map except next to a Landmark', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; O 1,0; M 2,0; D -1,0');
    putLandmark(map, C, 'Silver Castle', '3,-1');
    expect(lmLegal(map, 'Throne of Korrem', '0,1')).toBe(true); // Plains, Ocean around
    expect(lmLegal(map, 'Throne of Korrem', '-2,0')).toBe(true); // only a Desert
    expect(lmLegal(map, 'Throne of Korrem', '3,0')).toBe(false); // touches the Silver Castle
    expect(lmLegal(map, 'Throne of Korrem', '5,5')).toBe(false); // not touching the map
    // And nothing else Landmark-typed may then go next to the Throne.
    putLandmark(map, C, 'Throne of Korrem', '0,1');
    expect(lmLegal(map, 'Farfield Tavern', '-1,1')).toBe(false);
    expect(lmLegal(map, 'Farfield Tavern', '0,-1')).toBe(true);
  });

  it('§1.5 the first tile may be the Throne of Korrem but no other Landmark (it would touch no standard tile)', () => {
    const map = new KorremMap(10);
    expect(lmLegal(map, 'Throne of Korrem', '0,0')).toBe(true);
    expect(lmLegal(map, 'Crystal Cove', '0,0')).toBe(false);
    const id = lm(C, 'Crystal Cove');
    expect(legalPositions(map, C, FOREST, id, new Int32Array(6))).toBe(0);
  });
});

describe('legalPositions / legalPositionsAround agree with the predicate', () => {
  it('legalPositionsAround (Discover §1.11) is the legal subset of the empty positions around one tile', () => {
    const map = new KorremMap(20);
    layout(map, 'P 0,0; O 1,0; O 1,-1; T -1,0');
    const out = new Int32Array(6);
    const n = legalPositionsAround(map, C, OCEAN, -1, 0, out);
    // Around 0,0 the empty positions are 0,-1 (touches O 1,-1), -1,1, 0,1 (touches O 1,0).
    expect(Array.from(out.subarray(0, n), posName).sort()).toEqual(['0,-1', '0,1']);
  });

  it('property: on random legal maps, legalPositions = { frontier positions p : an independent restatement of §1.5 holds at p } for every tile kind', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), (seed, tiles) => {
        const rng = new Rng(`placement-${seed}`);
        const map = new KorremMap(C.tiles.count + 1);
        const out = new Int32Array(frontierBound(C.tiles.count + 1));
        // Grow a map by random legal placements of random bag tiles.
        for (let i = 0; i < tiles; i++) {
          const id = rng.int(C.tiles.count);
          const n = legalPositions(map, C, C.tiles.land[id] as number, C.tiles.landmark[id] as number, out);
          if (n > 0) map.placeTile(out[rng.int(n)] as number, C.tiles.land[id] as number, C.tiles.landmark[id] as number, id);
        }
        const frontier = new Int32Array(frontierBound(map.count));
        const fn = map.frontier(frontier);
        const kinds: [Land, number][] = [[PLAINS, -1], [OCEAN, -1], [DESERT, -1], [TUNDRA, -1], [WASTELAND, -1]];
        for (let l = 0; l < C.landmarks.count; l++) kinds.push([C.landmarks.base[l] as number, l]);
        for (const [land, landmark] of kinds) {
          const n = legalPositions(map, C, land, landmark, out);
          const got = new Set(Array.from(out.subarray(0, n)));
          const want = new Set<number>();
          if (map.count === 0) {
            if (referenceLegal(map, C, land, landmark, ORIGIN)) want.add(ORIGIN);
          } else {
            for (let i = 0; i < fn; i++) if (referenceLegal(map, C, land, landmark, frontier[i] as number)) want.add(frontier[i] as number);
          }
          for (const p of got) expect(legalPlacement(map, C, land, landmark, p)).toBe(true);
          expect(got).toEqual(want);
          expect(got.size).toBe(n);
          expect(hasLegalPosition(map, C, land, landmark)).toBe(n > 0);
        }
        // Nothing off the frontier is ever legal.
        expect(legalPlacement(map, C, PLAINS, -1, packPos(200, 200))).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
