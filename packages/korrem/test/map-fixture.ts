// A tiny local content for the map tests: only the `tiles` and `landmarks` tables of
// CompiledContent (the real compiler is written elsewhere; the rest is cast away).
// Bag of spec §4.7: Plains 22, Forest 22, Mountain 20, Ocean 19, Desert 15, Tundra 15, plus the 18
// Landmarks of §3.1 with their base types (P3 F4 M3 T2 D3 O2 W1), one tile each (G8).
import type { CompiledContent, LandmarkTable, TileTable } from '../src/content/compiled.js';
import {
  LM_BAZAAR, LM_COLLECT, LM_MARKET, LM_NO_DAMAGE, LM_RECRUIT, LM_SUMMON_GATE, LM_THRONE, LM_WALLS,
} from '../src/content/compiled.js';
import { DESERT, FOREST, MOUNTAIN, OCEAN, PLAINS, TUNDRA, WASTELAND, type Land } from '../src/lands.js';
import type { KorremMap, Tile } from '../src/map/board.js';
import { hexDistance, packPos, parsePos } from '../src/map/hex.js';

export const LANDMARKS: readonly (readonly [string, Land, number])[] = [
  ['Farfield Village', PLAINS, LM_MARKET],
  ['Farfield Tavern', PLAINS, LM_RECRUIT],
  ['Altar of Holy Light', PLAINS, LM_SUMMON_GATE],
  ['Lightwood Marketplace', FOREST, LM_MARKET],
  ['Forsaken Cathedral', FOREST, LM_WALLS],
  ['Treeview Tavern', FOREST, LM_RECRUIT],
  ['Crystal Cove', FOREST, LM_NO_DAMAGE],
  ['Abandoned Goblin Mine', MOUNTAIN, LM_COLLECT],
  ['Silver Castle', MOUNTAIN, LM_WALLS],
  ['Gate to the FireRealm', MOUNTAIN, LM_SUMMON_GATE],
  ['Abandoned Troll Mine', TUNDRA, LM_COLLECT],
  ["Hunter's Lodge", TUNDRA, LM_RECRUIT],
  ['Barrenaire Bazaar', DESERT, LM_BAZAAR],
  ['Tomb of the Ollocians', DESERT, LM_COLLECT],
  ['Shadow Gate', DESERT, LM_SUMMON_GATE],
  ["Smuggler's Outpost", OCEAN, LM_MARKET],
  ['Ironstone Island Keep', OCEAN, LM_WALLS],
  ['Throne of Korrem', WASTELAND, LM_THRONE],
];

/** Standard tiles per land in the §4.7 bag. */
export const BAG_COUNTS: readonly (readonly [Land, number])[] = [
  [PLAINS, 22], [FOREST, 22], [MOUNTAIN, 20], [OCEAN, 19], [DESERT, 15], [TUNDRA, 15],
];

function landmarkTable(): LandmarkTable {
  const n = LANDMARKS.length;
  return {
    count: n,
    id: LANDMARKS.map(([name]) => name.toLowerCase().replace(/[^a-z]+/g, '-')),
    name: LANDMARKS.map(([name]) => name),
    base: Int8Array.from(LANDMARKS.map(([, base]) => base)),
    effect: Uint8Array.from(LANDMARKS.map(([, , e]) => e)),
    amount: new Int16Array(n),
    rollAtLeast: new Int8Array(n),
    resources: new Uint8Array(n),
    gateCategory: new Int8Array(n).fill(-1),
  };
}

/** A content holding the given tiles: standard ones by land, then Landmark tiles by landmark name. */
export function mapContent(standard: readonly (readonly [Land, number])[] = BAG_COUNTS, landmarkTiles: readonly string[] = LANDMARKS.map(([n]) => n)): CompiledContent {
  const landmarks = landmarkTable();
  const land: number[] = [];
  const lm: number[] = [];
  for (const [l, k] of standard) for (let i = 0; i < k; i++) {
    land.push(l);
    lm.push(-1);
  }
  for (const name of landmarkTiles) {
    const id = landmarks.name.indexOf(name);
    if (id < 0) throw new Error(`no landmark ${name}`);
    land.push(landmarks.base[id] as number);
    lm.push(id);
  }
  const tiles: TileTable = { count: land.length, land: Int8Array.from(land), landmark: Int16Array.from(lm) };
  const landmarkByName = (name: string): number => landmarks.name.indexOf(name);
  return { name: 'map-fixture', tiles, landmarks, landmarkByName } as unknown as CompiledContent;
}

/** The full 131-tile fixture. */
export const FIXTURE = mapContent();

const LAND_LETTERS: Record<string, Land> = { P: PLAINS, F: FOREST, M: MOUNTAIN, O: OCEAN, D: DESERT, T: TUNDRA, W: WASTELAND };

/** Puts a standard tile ("P", "F", "M", "O", "D", "T") at "q,r" without checking §1.5 (scenario set-up). */
export function put(map: KorremMap, letter: string, at: string): Tile {
  const land = LAND_LETTERS[letter];
  if (land === undefined) throw new Error(`no land letter ${letter}`);
  return map.placeTile(parsePos(at), land, -1);
}

/** Puts a Landmark tile by name at "q,r" without checking §1.5. */
export function putLandmark(map: KorremMap, content: CompiledContent, name: string, at: string): Tile {
  const id = content.landmarkByName(name);
  if (id < 0) throw new Error(`no landmark ${name}`);
  return map.placeTile(parsePos(at), content.landmarks.base[id] as number, id);
}

/** Lays out "L q,r; L q,r; …" (standard tiles). */
export function layout(map: KorremMap, spec: string): void {
  for (const part of spec.split(';')) {
    const s = part.trim();
    if (s === '') continue;
    const m = /^([PFMODTW])\s+(-?\d+\s*,\s*-?\d+)$/.exec(s);
    if (m === null) throw new Error(`bad layout entry "${s}"`);
    put(map, m[1] as string, m[2] as string);
  }
}

export function lm(content: CompiledContent, name: string): number {
  const id = content.landmarkByName(name);
  if (id < 0) throw new Error(`no landmark ${name}`);
  return id;
}

/**
 * An independent, slow restatement of the §1.5 predicate for property tests: scans every tile
 * by hex distance instead of the neighbour table and the lookup.
 */
export function referenceLegal(map: KorremMap, content: CompiledContent, land: Land, landmark: number, pos: number): boolean {
  if (landmark < 0 && land === WASTELAND) return false;
  if (map.count === 0) return pos === packPos(0, 0) && (landmark < 0 || content.landmarks.base[landmark] === WASTELAND);
  const near: number[] = [];
  for (let t = 0; t < map.count; t++) {
    const d = hexDistance(map.pos[t] as number, pos);
    if (d === 0) return false;
    if (d === 1) near.push(t);
  }
  if (near.length === 0) return false;
  const typeOf = (t: number): Land => (map.wasteland[t] === 1 ? WASTELAND : (map.land[t] as number));
  const onMap = (l: Land): boolean => {
    for (let t = 0; t < map.count; t++) if (typeOf(t) === l) return true;
    return false;
  };
  if ((land === OCEAN || land === DESERT || land === TUNDRA) && onMap(land) && !near.some((t) => typeOf(t) === land)) return false;
  if (land === DESERT && near.some((t) => typeOf(t) === TUNDRA)) return false;
  if (land === TUNDRA && near.some((t) => typeOf(t) === DESERT)) return false;
  if (landmark >= 0) {
    if (near.some((t) => (map.landmark[t] as number) >= 0)) return false;
    const isThrone = content.landmarks.effect[landmark] === LM_THRONE;
    if (!isThrone && !near.some((t) => (map.landmark[t] as number) < 0 && map.wasteland[t] === 0 && map.land[t] === land)) return false;
  }
  return true;
}
