// A map side compiled into flat typed arrays (spec §5.2 "static map data"), its text codec
// (the cell code of data/maps.ts), the A → B transform (G-2), the §3.1 validator with a typed
// error, and the map parameters. Built once per game setup; the engine then only reads arrays.
import type { ParameterSpec } from '@balance-lab/core';
import { MAX_ACTION_RADIUS } from './actions.js';
import {
  ABILITY_TOKEN_NAMES, BRAMBLES, CELL_SOURCES, HOME_ASSIGNMENT, ICON_SUPPLY_PER_TERRAIN, KIND_LETTERS, KIND_NAMES,
  MAP_SIDE_CHOICE, MAP_SIDES, MOUNTAIN, SIDE_A, SIDE_B, SIDE_B_KIND_CYCLE, SOLO_REGION_BOUND, TERRAIN_KINDS, TRAINING_TOKENS,
  isTerrainKind,
  type AbilityTokenName, type HexKind, type MapSideData, type Terrain,
} from './data/maps.js';
import { hexAt, hexCount, hexDistance, hexGrid, hexName, neighbour, type Hex, type HexGrid } from './hex.js';

// ---- the typed error -----------------------------------------------------------------------

/** Why a map is invalid (spec §3.1 validator), in the manner of chessops' IllegalSetup. */
export type MapErrorCode =
  | 'SHAPE' // rows do not form a hexagon (wrong row count or row length → wrong hex count)
  | 'CELL' // a cell is not in the cell code
  | 'HEX_COUNT' // cells ≠ 3R(R+1)+1
  | 'HOMES' // not exactly one Home 1 and one Home 2
  | 'HOME_OFF_MAP'
  | 'HOME_NOT_TERRAIN' // G-10: homes are terrain hexes
  | 'OVERLAP' // two features that exclude each other on one hex
  | 'BRAMBLES' // not exactly one Brambles, or not at the centre (G-1b)
  | 'ICONS' // icon flags differ from L1103 / G-8
  | 'ICON_SUPPLY' // a terrain has more icons than the scarcest token type
  | 'BEHIND_HOME' // not 3 hexes behind a home (G-7)
  | 'CORNERS'; // the 6 corners do not split 3/3 between the homes (G-6)

export class MapError extends Error {
  override readonly name = 'MapError';
  constructor(
    readonly code: MapErrorCode,
    detail: string,
  ) {
    super(`invalid map (${code}): ${detail}`);
  }
}

// ---- layouts: the editable form ----------------------------------------------------------

export interface MapCell {
  readonly kind: HexKind;
  readonly icon: boolean;
  readonly storm: boolean;
}

/** A map before compilation: cells in hex-index order of `hexGrid(radius)`, homes as axial coordinates. */
export interface MapLayout {
  readonly id: string;
  readonly radius: number;
  readonly cells: readonly MapCell[];
  /** [Home 1, Home 2] as axial [q, r]. */
  readonly homes: readonly [readonly [number, number], readonly [number, number]];
}

const CELL_RE = /^([BWPFMX])(?:([*.])([s.])|h([12]))$/;

/** Parses cell-code rows (see data/maps.ts). Throws MapError 'SHAPE', 'CELL' or 'HOMES'. */
export function parseLayout(id: string, rows: readonly string[]): MapLayout {
  if (rows.length < 3 || rows.length % 2 === 0) throw new MapError('SHAPE', `${rows.length} rows; a hexagon has 2R+1 rows (R ≥ 1)`);
  const radius = (rows.length - 1) / 2;
  const cells: MapCell[] = [];
  const homes: ([number, number] | undefined)[] = [undefined, undefined];
  rows.forEach((row, i) => {
    const r = i - radius;
    const q0 = Math.max(-radius, -radius - r);
    const want = 2 * radius + 1 - Math.abs(r);
    const parts = row.trim().split(/\s+/).filter((p) => p !== '');
    if (parts.length !== want) throw new MapError('SHAPE', `row r=${r} has ${parts.length} cells, a radius-${radius} hexagon needs ${want}`);
    parts.forEach((code, k) => {
      const m = CELL_RE.exec(code);
      if (m === null) throw new MapError('CELL', `'${code}' at ${q0 + k},${r} is not a cell code (e.g. F*. / M.. / W*s / Ph1)`);
      const kind = KIND_LETTERS.indexOf(m[1]!) as HexKind;
      if (m[4] !== undefined) {
        const which = Number(m[4]) - 1;
        if (homes[which] !== undefined) throw new MapError('HOMES', `h${which + 1} is marked twice`);
        homes[which] = [q0 + k, r];
        cells.push({ kind, icon: false, storm: false });
      } else {
        cells.push({ kind, icon: m[2] === '*', storm: m[3] === 's' });
      }
    });
  });
  const [h1, h2] = homes;
  if (h1 === undefined || h2 === undefined) throw new MapError('HOMES', 'the layout must mark exactly one h1 and one h2');
  return { id, radius, cells, homes: [h1, h2] };
}

/** The cell-code rows of a layout (inverse of parseLayout). */
export function formatLayout(layout: MapLayout): string[] {
  const g = hexGrid(layout.radius);
  const rows: string[][] = Array.from({ length: 2 * layout.radius + 1 }, () => []);
  for (let h = 0; h < g.count; h++) {
    const c = layout.cells[h]!;
    const home = layout.homes.findIndex(([q, r]) => q === g.q[h] && r === g.r[h]);
    const code = KIND_LETTERS[c.kind]! + (home >= 0 ? `h${home + 1}` : (c.icon ? '*' : '.') + (c.storm ? 's' : '.'));
    rows[g.r[h]! + layout.radius]!.push(code);
  }
  return rows.map((cells) => cells.join(' '));
}

/** The `--set map.a=` text form: rows joined by " / ". */
export const layoutText = (layout: MapLayout): string => formatLayout(layout).join(' / ');
export const parseLayoutText = (id: string, text: string): MapLayout => parseLayout(id, text.split('/').map((s) => s.trim()));

/** A data side as a layout. */
export const sideLayout = (side: MapSideData): MapLayout => parseLayout(side.id, side.rows.value);

/**
 * G-2: side B from side A — reflect across the horizontal axis, (q, r) → (q + r, −r), which maps
 * cube (q, r, s) to (−s, −r, −q) and so keeps the hexagon and both homes on (±3, 0), and cycle the
 * terrains F→W→P→B→F. Icons and printed Storms move with their hexes.
 */
export function transformLayout(a: MapLayout, id = 'B', cycle: readonly HexKind[] = SIDE_B_KIND_CYCLE.value): MapLayout {
  const g = hexGrid(a.radius);
  const cells: MapCell[] = new Array<MapCell>(g.count);
  for (let h = 0; h < g.count; h++) {
    const c = a.cells[h]!;
    const to = hexAt(g, g.q[h]! + g.r[h]!, -g.r[h]!);
    cells[to] = { kind: cycle[c.kind]!, icon: c.icon, storm: c.storm };
  }
  const t = ([q, r]: readonly [number, number]): [number, number] => [q + r, -r];
  return { id, radius: a.radius, cells, homes: [t(a.homes[0]), t(a.homes[1])] };
}

// ---- the compiled map ----------------------------------------------------------------------

export interface HarrowMap {
  readonly id: string;
  readonly grid: HexGrid;
  /** N, the number of hexes. */
  readonly count: number;
  /** HexKind per hex (data/maps.ts: BOG…FOREST are terrain, then MOUNTAIN, BRAMBLES). */
  readonly kind: Uint8Array;
  /** 1 where the hex carries the Ability-Token icon (G-8). */
  readonly icon: Uint8Array;
  /** 1 where a permanent printed Storm is (G-4). */
  readonly printedStorm: Uint8Array;
  /** Hex distance from each hex to the nearest printed Storm (2R+1 when the map prints none): printed Storms never move, so evaluation terms read this instead of scanning. */
  readonly printedStormDistance: Uint8Array;
  /** 1 on the 6 corners (G-6). */
  readonly corner: Uint8Array;
  /** 0 / 1 on Home 1 / Home 2, −1 elsewhere. */
  readonly homeOf: Int8Array;
  /** [Home 1, Home 2]. Which faction gets which is a setup choice (`map.homes`). */
  readonly homes: Int16Array;
  /** behind[home*3 + i]: the 3 hexes behind each home (G-7), in hex-index order. */
  readonly behind: Int16Array;
  /** nearCorners[home*3 + i]: the 3 corners nearer each home (G-6), in hex-index order. The Training
   *  objectives of the player at home k go on the other home's near corners (L249-250). */
  readonly nearCorners: Int16Array;
  readonly brambles: Hex;
  /** G-20 solo colour region: 0 = Home 1 third (red), 1 = middle (purple), 2 = Home 2 third (blue). */
  readonly soloRegion: Int8Array;
  /** The layout it was compiled from (for rendering and `--set` round trips). */
  readonly layout: MapLayout;
}

export interface CompileOptions {
  /** Largest icon count any terrain may have (spec §3.1 validator); default ICON_SUPPLY_PER_TERRAIN. */
  readonly iconSupplyPerTerrain?: number;
}

/** Validates a layout against the spec §3.1 rules and compiles it. Throws MapError. */
export function compileMap(layout: MapLayout, options: CompileOptions = {}): HarrowMap {
  const R = layout.radius;
  if (!Number.isInteger(R) || R < 2 || R > MAX_ACTION_RADIUS) {
    throw new MapError('SHAPE', `radius ${R}; 3 hexes behind each home need R ≥ 2, and an action holds a hex in 8 bits: R ≤ ${MAX_ACTION_RADIUS} (actions.ts)`);
  }
  const g = hexGrid(R);
  const n = g.count;
  if (layout.cells.length !== hexCount(R)) throw new MapError('HEX_COUNT', `${layout.cells.length} cells for radius ${R}, which has ${hexCount(R)} hexes`);
  const kind = new Uint8Array(n);
  const icon = new Uint8Array(n);
  const printedStorm = new Uint8Array(n);
  for (let h = 0; h < n; h++) {
    const c = layout.cells[h]!;
    if (!(c.kind >= 0 && c.kind <= BRAMBLES)) throw new MapError('CELL', `hex ${hexName(g, h)} has kind ${String(c.kind)}`);
    kind[h] = c.kind;
    icon[h] = c.icon ? 1 : 0;
    printedStorm[h] = c.storm ? 1 : 0;
    // R-CORE-6: no Storm on the Brambles, so no printed one either.
    if (c.storm && c.kind === BRAMBLES) throw new MapError('OVERLAP', `printed Storm on the Brambles at ${hexName(g, h)} (R-CORE-6, L318)`);
  }

  // G-1b: exactly one Brambles, at the centre.
  let brambles = -1;
  for (let h = 0; h < n; h++) {
    if (kind[h] !== BRAMBLES) continue;
    if (brambles >= 0) throw new MapError('BRAMBLES', `two Brambles hexes: ${hexName(g, brambles)} and ${hexName(g, h)}`);
    brambles = h;
  }
  if (brambles !== g.centre) throw new MapError('BRAMBLES', brambles < 0 ? 'no Brambles hex' : `the Brambles is at ${hexName(g, brambles)}, not the centre 0,0 (L756, L1918)`);

  // G-1, G-10: two distinct on-map homes, each a terrain hex.
  const homes = new Int16Array(2);
  const homeOf = new Int8Array(n).fill(-1);
  for (let k = 0; k < 2; k++) {
    const [q, r] = layout.homes[k]!;
    const h = hexAt(g, q, r);
    if (h < 0) throw new MapError('HOME_OFF_MAP', `Home ${k + 1} at ${q},${r} is off a radius-${R} map`);
    if (homeOf[h] !== -1) throw new MapError('OVERLAP', `both homes on ${hexName(g, h)}`);
    if (!isTerrainKind(kind[h]!)) throw new MapError('HOME_NOT_TERRAIN', `Home ${k + 1} at ${hexName(g, h)} is ${KIND_NAMES[kind[h]!]} (G-10: homes are terrain, L245, L1103)`);
    homes[k] = h;
    homeOf[h] = k;
  }

  // G-8 / L1103: the icon is on exactly the terrain hexes that are neither a home nor next to one.
  const iconsPerTerrain = [0, 0, 0, 0];
  for (let h = 0; h < n; h++) {
    const nearHome = homeOf[h] !== -1 || hexDistance(g, h, homes[0]!) === 1 || hexDistance(g, h, homes[1]!) === 1;
    const want = isTerrainKind(kind[h]!) && !nearHome;
    if ((icon[h] === 1) !== want) {
      throw new MapError('ICONS', `${hexName(g, h)} (${KIND_NAMES[kind[h]!]}) ${want ? 'lacks' : 'must not carry'} the Ability-Token icon (L1103, G-8)`);
    }
    if (want) iconsPerTerrain[kind[h]!]!++;
  }
  const supply = options.iconSupplyPerTerrain ?? ICON_SUPPLY_PER_TERRAIN.value;
  for (let t = 0; t < TERRAIN_KINDS; t++) {
    if (iconsPerTerrain[t]! > supply) throw new MapError('ICON_SUPPLY', `${iconsPerTerrain[t]} ${KIND_NAMES[t]} icon hexes, more than the ${supply} tokens of the scarcest type (L156)`);
  }

  // G-7: behind a home = its neighbours one ring farther from the centre; there must be 3.
  const behind = new Int16Array(6);
  for (let k = 0; k < 2; k++) {
    const home = homes[k]!;
    const ring = hexDistance(g, home, g.centre);
    let found = 0;
    for (let d = 0; d < 6; d++) {
      const nb = neighbour(g, home, d);
      if (nb < 0 || hexDistance(g, nb, g.centre) !== ring + 1) continue;
      if (found < 3) behind[k * 3 + found] = nb;
      found++;
    }
    if (found !== 3) throw new MapError('BEHIND_HOME', `Home ${k + 1} at ${hexName(g, home)} has ${found} hexes behind it, not 3 (G-7: it must sit one ring inside the edge, on a line from the centre to a corner)`);
    sortInPlace(behind, k * 3);
  }
  for (let i = 0; i < 6; i++) {
    const h = behind[i]!;
    if (homeOf[h] !== -1) throw new MapError('OVERLAP', `${hexName(g, h)} is both a home and behind a home`);
  }

  // G-6: the 6 corners; each must be strictly nearer one home, 3 per home.
  const corner = new Uint8Array(n);
  const nearCorners = new Int16Array(6);
  const filled = [0, 0];
  for (let d = 0; d < 6; d++) {
    const c = g.ray[(g.centre * 6 + d) * g.raySteps + R]!;
    corner[c] = 1;
    const d0 = hexDistance(g, c, homes[0]!);
    const d1 = hexDistance(g, c, homes[1]!);
    if (d0 === d1) throw new MapError('CORNERS', `corner ${hexName(g, c)} is equally far from both homes (G-6 needs 3 corners nearer each)`);
    const k = d0 < d1 ? 0 : 1;
    if (filled[k]! < 3) nearCorners[k * 3 + filled[k]!] = c;
    filled[k]!++;
  }
  if (filled[0] !== 3) throw new MapError('CORNERS', `${filled[0]} corners nearer Home 1 and ${filled[1]} nearer Home 2, not 3 and 3 (G-6)`);
  sortInPlace(nearCorners, 0);
  sortInPlace(nearCorners, 3);

  // G-20: solo regions, with x = q + r/2 doubled to stay in integers (2x = 2q + r).
  const bound2 = 2 * SOLO_REGION_BOUND.value;
  const soloRegion = new Int8Array(n);
  for (let h = 0; h < n; h++) {
    const x2 = 2 * g.q[h]! + g.r[h]!;
    soloRegion[h] = x2 < -bound2 ? 0 : x2 > bound2 ? 2 : 1;
  }

  const printedStormDistance = new Uint8Array(n).fill(2 * R + 1);
  for (let h = 0; h < n; h++) {
    for (let x = 0; x < n; x++) if (printedStorm[x] === 1 && g.dist[h * n + x]! < printedStormDistance[h]!) printedStormDistance[h] = g.dist[h * n + x]!;
  }

  return { id: layout.id, grid: g, count: n, kind, icon, printedStorm, printedStormDistance, corner, homeOf, homes, behind, nearCorners, brambles, soloRegion, layout };
}

function sortInPlace(a: Int16Array, at: number): void {
  const part = Array.from(a.subarray(at, at + 3)).sort((x, y) => x - y);
  a.set(part, at);
}

// ---- the read API (single array reads; no allocation) -----------------------------------

export const kindOf = (m: HarrowMap, h: Hex): HexKind => m.kind[h] as HexKind;
/** The terrain of a terrain hex, or −1 for a Mountain or the Brambles (never "matching"). */
export const terrainOf = (m: HarrowMap, h: Hex): Terrain | -1 => (m.kind[h]! < TERRAIN_KINDS ? (m.kind[h] as Terrain) : -1);
export const isTerrainHex = (m: HarrowMap, h: Hex): boolean => m.kind[h]! < TERRAIN_KINDS;
export const isMountain = (m: HarrowMap, h: Hex): boolean => m.kind[h] === MOUNTAIN;
export const isBrambles = (m: HarrowMap, h: Hex): boolean => h === m.brambles;
export const hasIcon = (m: HarrowMap, h: Hex): boolean => m.icon[h] === 1;
export const isPrintedStorm = (m: HarrowMap, h: Hex): boolean => m.printedStorm[h] === 1;
export const isCorner = (m: HarrowMap, h: Hex): boolean => m.corner[h] === 1;
/** 0 (Home 1), 1 (Home 2), or −1. */
export const homeIndexOf = (m: HarrowMap, h: Hex): number => m.homeOf[h]!;
export const homeHex = (m: HarrowMap, home: number): Hex => m.homes[home]!;
export const behindHome = (m: HarrowMap, home: number, i: number): Hex => m.behind[home * 3 + i]!;
export const nearCorner = (m: HarrowMap, home: number, i: number): Hex => m.nearCorners[home * 3 + i]!;
export const mapNeighbour = (m: HarrowMap, h: Hex, d: number): Hex => m.grid.nbr[h * 6 + d]!;
export const mapDistance = (m: HarrowMap, a: Hex, b: Hex): number => m.grid.dist[a * m.count + b]!;

/** Counts of each kind (index = HexKind); for tests and reports. */
export function kindCounts(m: HarrowMap): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (let h = 0; h < m.count; h++) out[m.kind[h]!]!++;
  return out;
}

/** The source notes behind one hex's data (terrain, icon, Storm, home, corner, behind-home). */
export function hexSources(m: HarrowMap, h: Hex): string[] {
  const k = m.kind[h]!;
  const out: string[] = [k === BRAMBLES ? CELL_SOURCES.brambles : k === MOUNTAIN ? CELL_SOURCES.mountain : CELL_SOURCES.terrain];
  if (m.layout.id === 'B') out.push(SIDE_B.rows.source);
  if (m.icon[h] === 1) out.push(CELL_SOURCES.icon);
  if (m.printedStorm[h] === 1) out.push(CELL_SOURCES.storm);
  if (m.homeOf[h] !== -1) out.push(CELL_SOURCES.home, (m.layout.id === 'B' ? SIDE_B : SIDE_A).homeTerrain.source);
  if (m.corner[h] === 1) out.push(CELL_SOURCES.corner);
  for (let i = 0; i < 6; i++) if (m.behind[i] === h) out.push(CELL_SOURCES.behindHome);
  return out;
}

// ---- the default sides and the parameters -----------------------------------------------

const compiled = new Map<string, HarrowMap>();

/** A default side, compiled once. */
export function defaultMap(side: 'A' | 'B'): HarrowMap {
  let m = compiled.get(side);
  if (m === undefined) {
    m = compileMap(sideLayout(MAP_SIDES[side]));
    compiled.set(side, m);
  }
  return m;
}

/** `map.b=from-a`: side B is computed from the (possibly overridden) side A by G-2. */
export const FROM_A = 'from-a';

/** Resolves the `map.a` / `map.b` parameter texts to compiled maps. Throws MapError. */
export function mapsFromParameters(aText: string, bText: string): { readonly A: HarrowMap; readonly B: HarrowMap } {
  const a = parseLayoutText('A', aText);
  const b = bText.trim() === FROM_A ? transformLayout(a) : parseLayoutText('B', bText);
  return { A: compileMap(a), B: compileMap(b) };
}

/** Terrain-indexed token mapping from the `map.trainingTokens` text, or 'random'. Throws Error on a bad text. */
export function parseTrainingTokens(text: string): readonly AbilityTokenName[] | 'random' {
  const t = text.trim();
  if (t === 'random') return 'random';
  const out: (AbilityTokenName | undefined)[] = [undefined, undefined, undefined, undefined];
  for (const part of t.split(',')) {
    const [terrain, token] = part.split('=').map((s) => s.trim().toUpperCase());
    const k = KIND_NAMES.indexOf((terrain ?? '') as (typeof KIND_NAMES)[number]);
    if (k < 0 || k >= TERRAIN_KINDS) throw new Error(`'${terrain}' is not a terrain (BOG, WETLANDS, PLAINS, FOREST)`);
    if (!(ABILITY_TOKEN_NAMES as readonly string[]).includes(token ?? '')) throw new Error(`'${token}' is not a token type (ADVANCE, SPAWN, STRENGTHEN, SCROLL)`);
    if (out[k] !== undefined) throw new Error(`${terrain} listed twice`);
    out[k] = token as AbilityTokenName;
  }
  if (out.some((x) => x === undefined)) throw new Error('every terrain needs a token type');
  if (new Set(out).size !== 4) throw new Error('the mapping must be one-to-one (L1097-1101)');
  return out as AbilityTokenName[];
}

export function formatTrainingTokens(v: readonly AbilityTokenName[] | 'random'): string {
  if (v === 'random') return 'random';
  // Printed in the book's placement order (L1098-1101): Plains, Forest, Bog, Wetlands.
  return [2, 3, 0, 1].map((k) => `${KIND_NAMES[k]}=${v[k]}`).join(',');
}

const layoutCheck = (id: string, allowFromA: boolean) => (text: string): string | null => {
  if (allowFromA && text.trim() === FROM_A) return null;
  try {
    compileMap(parseLayoutText(id, text));
    return null;
  } catch (e) {
    if (e instanceof MapError) return e.message;
    throw e;
  }
};

const LAYOUT_FORMAT =
  'cell-code rows r=−R…+R separated by " / ", cells separated by spaces: terrain letter F/W/P/B/M/X, then * (icon) or ., then s (printed Storm) or ., or a home as <terrain>h1 / <terrain>h2';

/** The map parameters (keys from the design notes: map.side, map.a, map.b, map.trainingTokens, map.homes). */
export function mapParameters(): ParameterSpec[] {
  return [
    {
      kind: 'choice',
      key: 'map.side',
      description: 'Which side of the double-sided map is played (random = drawn from the rules stream each game)',
      default: MAP_SIDE_CHOICE.value,
      values: ['A', 'B', 'random'],
      source: MAP_SIDE_CHOICE.source,
      alternatives: MAP_SIDE_CHOICE.alternatives ?? [],
    },
    {
      kind: 'text',
      key: 'map.a',
      description: 'Layout of map side A (terrain, icons, printed Storms, homes)',
      default: layoutText(sideLayout(SIDE_A)),
      format: LAYOUT_FORMAT,
      check: layoutCheck('A', false),
      source: SIDE_A.rows.source,
    },
    {
      kind: 'text',
      key: 'map.b',
      description: `Layout of map side B, or '${FROM_A}' to derive it from map.a by the G-2 transform`,
      default: layoutText(sideLayout(SIDE_B)),
      format: `${LAYOUT_FORMAT}; or '${FROM_A}'`,
      check: layoutCheck('B', true),
      source: SIDE_B.rows.source,
      alternatives: [FROM_A],
    },
    {
      kind: 'text',
      key: 'map.trainingTokens',
      description: 'Training game: which Ability Token goes on the icon hexes of each terrain (random = the Full game\'s uniform mapping)',
      default: formatTrainingTokens(TRAINING_TOKENS.value),
      format: "TERRAIN=TOKEN pairs for PLAINS, FOREST, BOG, WETLANDS (one-to-one over ADVANCE, SPAWN, STRENGTHEN, SCROLL), or 'random'",
      check: (text) => {
        try {
          parseTrainingTokens(text);
          return null;
        } catch (e) {
          return (e as Error).message;
        }
      },
      source: TRAINING_TOKENS.source,
      alternatives: (TRAINING_TOKENS.alternatives ?? []).map(formatTrainingTokens),
    },
    {
      kind: 'choice',
      key: 'map.homes',
      description: 'Which faction seat takes Home 1 (seat-order: the first faction seat; random: drawn each game)',
      default: HOME_ASSIGNMENT.value,
      values: ['seat-order', 'random'],
      source: HOME_ASSIGNMENT.source,
      alternatives: HOME_ASSIGNMENT.alternatives ?? [],
    },
  ];
}
