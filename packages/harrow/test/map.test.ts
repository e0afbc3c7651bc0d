// The hex map: geometry (spec §3.1 coordinates, G-40 distance), the default sides A and B
// (ASSUMPTION G-1…G-10), the compiled arrays, the render, the typed error and the parameters.
// Every expected count below is the spec's number, counted from the compiled arrays.
import { describe, expect, it } from 'vitest';
import { resolveParameters } from '@balance-lab/core';
import {
  BOG, BRAMBLES, FOREST, KIND_NAMES, MOUNTAIN, PLAINS, SIDE_A, SIDE_B, SIDE_B_KIND_CYCLE, TRAINING_TOKENS, WETLANDS,
} from '../src/data/maps.js';
import {
  DIR_NAMES, hexAt, hexCount, hexDistance, hexGrid, hexName, neighbour, opposite, parseHex, rayHex, type HexGrid,
} from '../src/hex.js';
import {
  FROM_A, MapError, compileMap, defaultMap, formatLayout, hexSources, isPrintedStorm, kindCounts, kindOf, layoutText,
  mapParameters, mapsFromParameters, parseLayout, parseTrainingTokens, sideLayout, terrainOf, transformLayout,
  type HarrowMap, type MapErrorCode, type MapLayout,
} from '../src/map.js';
import { renderMap } from '../src/render-map.js';

const g4 = hexGrid(4);
const at = (g: HexGrid, name: string): number => parseHex(g, name);
const names = (m: HarrowMap, hexes: Iterable<number>): string[] => [...hexes].map((h) => hexName(m.grid, h)).sort();
const where = (m: HarrowMap, test: (h: number) => boolean): number[] => {
  const out: number[] = [];
  for (let h = 0; h < m.count; h++) if (test(h)) out.push(h);
  return out;
};
const A = defaultMap('A');
const B = defaultMap('B');

describe('hex geometry (spec §3.1 coordinates; G-40 distance)', () => {
  it('G-1: a radius-4 hexagon has 61 hexes, numbered row by row from (0,−4)', () => {
    expect(g4.count).toBe(61);
    expect(hexCount(4)).toBe(61);
    expect(hexName(g4, 0)).toBe('0,-4');
    expect(hexName(g4, g4.centre)).toBe('0,0');
    expect(hexName(g4, 60)).toBe('0,4');
  });

  it('names round-trip for every hex; the spec\'s printed form "(−3,0)" parses', () => {
    for (let h = 0; h < g4.count; h++) expect(parseHex(g4, hexName(g4, h))).toBe(h);
    expect(parseHex(g4, '(−3,0)')).toBe(hexAt(g4, -3, 0));
    expect(parseHex(g4, '+3,0')).toBe(hexAt(g4, 3, 0));
    expect(() => parseHex(g4, '5,0')).toThrow(/off a map/);
    expect(hexAt(g4, 4, 1)).toBe(-1);
  });

  it('the 6 directions are the spec\'s (+1,0), (+1,−1), (0,−1), (−1,0), (−1,+1), (0,+1)', () => {
    const c = g4.centre;
    expect([0, 1, 2, 3, 4, 5].map((d) => hexName(g4, neighbour(g4, c, d)))).toEqual(['1,0', '1,-1', '0,-1', '-1,0', '-1,1', '0,1']);
    expect(DIR_NAMES).toEqual(['E', 'NE', 'NW', 'W', 'SW', 'SE']);
  });

  it('neighbours are symmetric: b is a\'s neighbour in d exactly when a is b\'s in the opposite direction', () => {
    let edges = 0;
    for (let a = 0; a < g4.count; a++) {
      for (let d = 0; d < 6; d++) {
        const b = neighbour(g4, a, d);
        if (b < 0) continue;
        edges++;
        expect(neighbour(g4, b, opposite(d))).toBe(a);
        expect(hexDistance(g4, a, b)).toBe(1);
      }
    }
    expect(edges).toBe(2 * 156); // 3R(3R+1) = 156 undirected edges for R = 4
  });

  it('the distance table equals breadth-first step counts (no blocking, G-40)', () => {
    for (const from of ['-3,0', '0,0', '4,-4', '1,-3']) {
      const s = at(g4, from);
      const steps = new Array<number>(g4.count).fill(-1);
      steps[s] = 0;
      const queue = [s];
      for (let i = 0; i < queue.length; i++) {
        const h = queue[i]!;
        for (let d = 0; d < 6; d++) {
          const nb = neighbour(g4, h, d);
          if (nb >= 0 && steps[nb] === -1) {
            steps[nb] = steps[h]! + 1;
            queue.push(nb);
          }
        }
      }
      for (let h = 0; h < g4.count; h++) expect(hexDistance(g4, s, h)).toBe(steps[h]);
    }
  });

  it('named distances: homes 6 apart, each 3 from the Brambles; corner (0,−4) is 4 from (0,0)', () => {
    expect(hexDistance(g4, at(g4, '-3,0'), at(g4, '3,0'))).toBe(6);
    expect(hexDistance(g4, at(g4, '-3,0'), g4.centre)).toBe(3);
    expect(hexDistance(g4, at(g4, '0,-4'), g4.centre)).toBe(4);
    expect(hexDistance(g4, at(g4, '4,-4'), at(g4, '-4,4'))).toBe(8);
  });

  it('rays run to the edge (G-61 straight lines)', () => {
    const E = 0;
    expect(rayHex(g4, g4.centre, E, 0)).toBe(g4.centre);
    expect(hexName(g4, rayHex(g4, g4.centre, E, 4))).toBe('4,0');
    expect(rayHex(g4, g4.centre, E, 5)).toBe(-1);
    expect(rayHex(g4, at(g4, '-3,0'), E, 6)).toBe(at(g4, '3,0'));
  });
});

/** Counts checked for both sides; `expected` holds the spec §3.1 numbers. */
function checkCounts(m: HarrowMap, expected: Record<(typeof KIND_NAMES)[number], number>): void {
  const counts = kindCounts(m);
  expect(Object.fromEntries(KIND_NAMES.map((k, i) => [k, counts[i]]))).toEqual(expected);
  expect(m.count).toBe(61);
  // G-8: 40 icon hexes, 10 per terrain; no icon off terrain.
  const icons = where(m, (h) => m.icon[h] === 1);
  expect(icons.length).toBe(40);
  for (const t of [BOG, WETLANDS, PLAINS, FOREST]) expect(icons.filter((h) => m.kind[h] === t).length).toBe(10);
}

describe('map side A (ASSUMPTION G-1…G-10, spec §3.1)', () => {
  it('G-3, G-5, G-1b: Forest 14, Plains 14, Bog 14, Wetlands 12, Mountain 6, Brambles 1; G-8: 40 icons, 10 per terrain', () => {
    checkCounts(A, { BOG: 14, WETLANDS: 12, PLAINS: 14, FOREST: 14, MOUNTAIN: 6, BRAMBLES: 1 });
  });

  it('G-1b: the single Brambles is the centre (L756, L1918)', () => {
    expect(names(A, where(A, (h) => A.kind[h] === BRAMBLES))).toEqual(['0,0']);
    expect(hexName(A.grid, A.brambles)).toBe('0,0');
  });

  it('G-1, G-10: homes at (−3,0) and (+3,0), both Plains on side A', () => {
    expect(hexName(A.grid, A.homes[0]!)).toBe('-3,0');
    expect(hexName(A.grid, A.homes[1]!)).toBe('3,0');
    for (const h of A.homes) expect(terrainOf(A, h)).toBe(PLAINS);
    expect(SIDE_A.homeTerrain.value).toBe(PLAINS);
  });

  it('G-4: 2 printed Storms, at (1,−3) and (−1,3), both on icon hexes', () => {
    const storms = where(A, (h) => isPrintedStorm(A, h));
    expect(names(A, storms)).toEqual(['-1,3', '1,-3']);
    for (const h of storms) expect(A.icon[h]).toBe(1);
  });

  it('G-5: 6 Mountains in 3 pairs symmetric through the centre', () => {
    const mountains = where(A, (h) => A.kind[h] === MOUNTAIN);
    expect(mountains.length).toBe(6);
    for (const h of mountains) expect(kindOf(A, hexAt(A.grid, -A.grid.q[h]!, -A.grid.r[h]!))).toBe(MOUNTAIN);
  });

  it('G-8 / L1103: icons on exactly the terrain hexes that are neither a home nor next to one', () => {
    for (let h = 0; h < A.count; h++) {
      const near = A.homes.some((home) => hexDistance(A.grid, h, home) <= 1);
      expect(A.icon[h], hexName(A.grid, h)).toBe(A.kind[h]! < 4 && !near ? 1 : 0);
    }
  });

  it('G-6: corners nearer Home 1 are (−4,0), (0,−4), (−4,4); nearer Home 2 (4,0), (4,−4), (0,4); 1 or 4 from the near home, 7 from the far one', () => {
    expect(names(A, A.nearCorners.subarray(0, 3))).toEqual(['-4,0', '-4,4', '0,-4']);
    expect(names(A, A.nearCorners.subarray(3, 6))).toEqual(['0,4', '4,-4', '4,0']);
    expect(where(A, (h) => A.corner[h] === 1).length).toBe(6);
    for (let k = 0; k < 2; k++) {
      for (let i = 0; i < 3; i++) {
        const c = A.nearCorners[k * 3 + i]!;
        expect([1, 4]).toContain(hexDistance(A.grid, c, A.homes[k]!));
        expect(hexDistance(A.grid, c, A.homes[1 - k]!)).toBe(7);
      }
    }
  });

  it('G-7: behind Home 1 are (−3,−1), (−4,0), (−4,1); behind Home 2 (3,1), (4,0), (4,−1)', () => {
    expect(names(A, A.behind.subarray(0, 3))).toEqual(['-3,-1', '-4,0', '-4,1']);
    expect(names(A, A.behind.subarray(3, 6))).toEqual(['3,1', '4,-1', '4,0']);
  });

  it('G-3: 180° symmetry T(q,r) = T(−q,−r), icons and Storms included', () => {
    for (const m of [A, B]) {
      for (let h = 0; h < m.count; h++) {
        const o = hexAt(m.grid, -m.grid.q[h]!, -m.grid.r[h]!);
        expect([m.kind[o], m.icon[o], m.printedStorm[o]], hexName(m.grid, h)).toEqual([m.kind[h], m.icon[h], m.printedStorm[h]]);
      }
      expect(m.homes[1]).toBe(hexAt(m.grid, -m.grid.q[m.homes[0]!]!, -m.grid.r[m.homes[0]!]!));
    }
  });

  it('G-8b / L156: no terrain has more icons than the 10 Scroll tokens', () => {
    for (const t of [BOG, WETLANDS, PLAINS, FOREST]) expect(where(A, (h) => A.icon[h] === 1 && A.kind[h] === t).length).toBeLessThanOrEqual(10);
  });

  it('G-20: solo regions put Home 1 red, the centre purple, Home 2 blue', () => {
    expect([A.soloRegion[A.homes[0]!], A.soloRegion[A.brambles], A.soloRegion[A.homes[1]!]]).toEqual([0, 1, 2]);
  });

  it('every hex\'s data has a source: a rulebook line or an ASSUMPTION G-n', () => {
    for (let h = 0; h < A.count; h++) {
      const sources = hexSources(A, h);
      expect(sources.length).toBeGreaterThan(0);
      for (const s of sources) expect(s).toMatch(/^(L\d{3,4}|ASSUMPTION G-\d+)/);
    }
    expect(hexSources(A, at(g4, '1,-3')).join(' ')).toMatch(/G-4/);
    expect(hexSources(A, A.homes[0]!).join(' ')).toMatch(/G-10/);
    expect(hexSources(B, 0).join(' ')).toMatch(/G-2/);
  });
});

describe('map side B (ASSUMPTION G-2, G-10)', () => {
  it('G-2: side B is side A under (q,r) → (q+r, −r) with terrains cycled F→W→P→B→F', () => {
    const T = transformLayout(sideLayout(SIDE_A));
    expect(formatLayout(T)).toEqual(SIDE_B.rows.value);
    // The same, hex by hex on the compiled arrays.
    for (let h = 0; h < A.count; h++) {
      const to = hexAt(g4, A.grid.q[h]! + A.grid.r[h]!, -A.grid.r[h]!);
      expect(B.kind[to], hexName(g4, h)).toBe(SIDE_B_KIND_CYCLE.value[A.kind[h]!]);
      expect([B.icon[to], B.printedStorm[to]]).toEqual([A.icon[h], A.printedStorm[h]]);
    }
    expect(SIDE_B_KIND_CYCLE.value[FOREST]).toBe(WETLANDS);
    expect(SIDE_B_KIND_CYCLE.value[WETLANDS]).toBe(PLAINS);
    expect(SIDE_B_KIND_CYCLE.value[PLAINS]).toBe(BOG);
    expect(SIDE_B_KIND_CYCLE.value[BOG]).toBe(FOREST);
  });

  it('counts follow the cycle: Wetlands 14, Plains 12, Forest 14, Bog 14; 6 Mountains; 40 icons, 10 per terrain', () => {
    checkCounts(B, { BOG: 14, WETLANDS: 14, PLAINS: 12, FOREST: 14, MOUNTAIN: 6, BRAMBLES: 1 });
  });

  it('G-10: homes stay at (∓3,0) and are Bog; G-4: printed Storms at (2,−3) and (−2,3)', () => {
    expect(names(B, B.homes)).toEqual(['-3,0', '3,0']);
    expect(hexName(B.grid, B.homes[0]!)).toBe('-3,0');
    for (const h of B.homes) expect(terrainOf(B, h)).toBe(BOG);
    expect(SIDE_B.homeTerrain.value).toBe(BOG);
    expect(names(B, where(B, (h) => B.printedStorm[h] === 1))).toEqual(['-2,3', '2,-3']);
    expect(hexName(B.grid, B.brambles)).toBe('0,0');
  });

  it('G-6, G-7: corners and behind-home hexes are the same hexes as on A (the transform fixes both homes)', () => {
    expect(names(B, B.behind)).toEqual(names(A, A.behind));
    expect(names(B, B.nearCorners.subarray(0, 3))).toEqual(names(A, A.nearCorners.subarray(0, 3)));
  });
});

const TINY_ROWS = [
  'F*. W*s B*.',
  'F.. M.. M.. B..',
  'W.. Ph1 X.. Ph2 W..',
  'B.. M.. M.. F..',
  'B*. W*s F*.',
];

describe('render', () => {
  it('draws a tiny radius-2 map with offset rows', () => {
    const m = compileMap(parseLayout('tiny', TINY_ROWS));
    expect(renderMap(m)).toBe(
      [
        'r=-2 q=+0..+2 |     F*. W*s B*.',
        'r=-1 q=-1..+2 |   F.. M.. M.. B..',
        'r=+0 q=-2..+2 | W.. Ph1 X.. Ph2 W..',
        'r=+1 q=-2..+1 |   B.. M.. M.. F..',
        'r=+2 q=-2..+0 |     B*. W*s F*.',
      ].join('\n'),
    );
    const overlay = renderMap(m, { cell: (h) => (h === m.brambles ? '@' : undefined), legend: true }).split('\n');
    expect(overlay[2]).toBe('r=+0 q=-2..+2 | W.. Ph1 @   Ph2 W..');
    expect(overlay[5]).toMatch(/^F Forest/);
  });

  it('side A renders exactly as the spec prints it (§3.1)', () => {
    expect(renderMap(A).split('\n').slice(0, 2)).toEqual([
      'r=-4 q=+0..+4 |         F*. F*. W*. B*. B*.',
      'r=-3 q=-1..+4 |       F*. F*. W*s B*. B*. M..',
    ]);
    expect(renderMap(A).split('\n')[4]).toBe('r=+0 q=-4..+4 | W.. Ph1 P.. P*. X.. P*. P.. Ph2 W..');
  });
});

describe('MapError (spec §3.1 validator)', () => {
  const base = (): MapLayout => parseLayout('t', TINY_ROWS);
  const code = (f: () => unknown): MapErrorCode | undefined => {
    try {
      f();
    } catch (e) {
      if (e instanceof MapError) return e.code;
      throw e;
    }
    return undefined;
  };
  const withCell = (l: MapLayout, name: string, cell: MapLayout['cells'][number]): MapLayout => {
    const cells = [...l.cells];
    cells[parseHex(hexGrid(l.radius), name)] = cell;
    return { ...l, cells };
  };

  it('the tiny map and both default sides are valid', () => {
    expect(code(() => compileMap(base()))).toBeUndefined();
    expect(code(() => compileMap(sideLayout(SIDE_B)))).toBeUndefined();
  });

  it('HEX_COUNT: wrong number of cells; SHAPE: a short row or an even row count', () => {
    expect(code(() => compileMap({ ...base(), cells: base().cells.slice(1) }))).toBe('HEX_COUNT');
    expect(code(() => parseLayout('t', ['F*. W*s', ...TINY_ROWS.slice(1)]))).toBe('SHAPE');
    expect(code(() => parseLayout('t', TINY_ROWS.slice(1)))).toBe('SHAPE');
  });

  it('CELL / HOMES: unknown cell code, a home marked twice or missing', () => {
    expect(code(() => parseLayout('t', ['F*. Q*. B*.', ...TINY_ROWS.slice(1)]))).toBe('CELL');
    expect(code(() => parseLayout('t', ['Fh1 W*s B*.', ...TINY_ROWS.slice(1)]))).toBe('HOMES');
    expect(code(() => parseLayout('t', [...TINY_ROWS.slice(0, 2), 'W.. P.. X.. Ph2 W..', ...TINY_ROWS.slice(3)]))).toBe('HOMES');
  });

  it('HOME_OFF_MAP, HOME_NOT_TERRAIN, OVERLAP (both homes on one hex; a printed Storm on the Brambles)', () => {
    expect(code(() => compileMap({ ...base(), homes: [[-3, 0], [1, 0]] }))).toBe('HOME_OFF_MAP');
    expect(code(() => compileMap(withCell(base(), '-1,0', { kind: MOUNTAIN, icon: false, storm: false })))).toBe('HOME_NOT_TERRAIN');
    expect(code(() => compileMap({ ...base(), homes: [[1, 0], [1, 0]] }))).toBe('OVERLAP');
    expect(code(() => compileMap(withCell(base(), '0,0', { kind: BRAMBLES, icon: false, storm: true })))).toBe('OVERLAP');
  });

  it('BRAMBLES, ICONS, ICON_SUPPLY, BEHIND_HOME', () => {
    expect(code(() => compileMap(withCell(base(), '0,0', { kind: PLAINS, icon: false, storm: false })))).toBe('BRAMBLES');
    expect(code(() => compileMap(withCell(base(), '0,-2', { kind: FOREST, icon: false, storm: false })))).toBe('ICONS');
    expect(code(() => compileMap(base(), { iconSupplyPerTerrain: 1 }))).toBe('ICON_SUPPLY');
    // A home on the edge has nothing behind it (G-7).
    const edge = parseLayout('t', ['F*. W*s B*.', 'F.. M.. M.. B..', 'Wh1 P.. X.. Ph2 W..', 'B.. M.. M.. F..', 'B*. W*s F*.']);
    expect(code(() => compileMap(edge))).toBe('BEHIND_HOME');
  });
});

describe('map parameters (map.side, map.a, map.b, map.trainingTokens, map.homes)', () => {
  const specs = mapParameters();
  const byKey = new Map(specs.map((s) => [s.key, s]));

  it('lists the proposed keys, each with a description and a source', () => {
    expect(specs.map((s) => s.key)).toEqual(['map.side', 'map.a', 'map.b', 'map.trainingTokens', 'map.homes']);
    for (const s of specs) {
      expect(s.description.length).toBeGreaterThan(0);
      expect(s.source).toMatch(/L\d{3,4}|ASSUMPTION G-\d+/);
    }
    expect(byKey.get('map.a')!.source).toMatch(/G-1.*G-10/);
    expect(byKey.get('map.b')!.source).toMatch(/G-2/);
    expect(byKey.get('map.trainingTokens')!.source).toMatch(/G-9/);
    expect(byKey.get('map.side')!.alternatives).toEqual(['A', 'B']);
    expect(byKey.get('map.trainingTokens')!.alternatives).toEqual(['random']);
  });

  it('defaults resolve and compile to the default sides; map.b=from-a derives B by G-2', () => {
    const values = resolveParameters(specs, {});
    expect(values['map.side']).toBe('random');
    const maps = mapsFromParameters(values['map.a'] as string, values['map.b'] as string);
    expect(formatLayout(maps.A.layout)).toEqual(SIDE_A.rows.value);
    expect(formatLayout(maps.B.layout)).toEqual(SIDE_B.rows.value);
    const derived = mapsFromParameters(values['map.a'] as string, FROM_A);
    expect(layoutText(derived.B.layout)).toBe(values['map.b']);
  });

  it('a bad layout is rejected with the MapError line', () => {
    expect(() => resolveParameters(specs, { 'map.a': TINY_ROWS.join(' / ').replace('X..', 'P..') })).toThrow(/BRAMBLES/);
    expect(resolveParameters(specs, { 'map.a': TINY_ROWS.join(' / ') })['map.a']).toBe(TINY_ROWS.join(' / '));
  });

  it('G-9: the Training mapping is Plains→ADVANCE, Forest→SPAWN, Bog→STRENGTHEN, Wetlands→SCROLL; one-to-one enforced', () => {
    const v = parseTrainingTokens(byKey.get('map.trainingTokens')!.default as string);
    expect(v).toEqual(TRAINING_TOKENS.value);
    if (v === 'random') throw new Error('unexpected');
    expect([v[PLAINS], v[FOREST], v[BOG], v[WETLANDS]]).toEqual(['ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL']);
    expect(() => resolveParameters(specs, { 'map.trainingTokens': 'PLAINS=ADVANCE,FOREST=ADVANCE,BOG=STRENGTHEN,WETLANDS=SCROLL' })).toThrow(/one-to-one/);
    expect(resolveParameters(specs, { 'map.trainingTokens': 'random' })['map.trainingTokens']).toBe('random');
  });
});
