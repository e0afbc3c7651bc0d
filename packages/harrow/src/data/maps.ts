// The two printed map sides, as data. The printed maps were lost in the text extraction
// (spec §1.6, G-1…G-8), so both sides are the spec's §3.1 defaults, kept here in the spec's
// own cell code so a designer can compare them line by line and override them with
// `--set map.a=…` / `--set map.b=…` (the parameters are built in map.ts).
//
// Cell code (spec §3.1): terrain letter (F Forest, W Wetlands, P Plains, B Bog, M Mountain,
// X Brambles), then `*` Ability-Token icon or `.`, then `s` printed Storm or `.`; a Home Hex
// is written as its terrain letter followed by `h1` or `h2`. Row i is r = −R + i, and each row
// lists q from its minimum to its maximum (the order of the hex indices in hex.ts).
import { S, type Sourced } from './sourced.js';

// ---- hex kinds -----------------------------------------------------------------------------
// Terrain hexes are kinds 0..3 (spec §0: Bog brown, Wetlands teal, Plains yellow, Forest green),
// so "is a terrain hex" is `kind < 4`. Mountains and the Brambles are not terrain (L230, L218,
// L247, L1105), so "matching terrain" never holds for them.

export const BOG = 0;
export const WETLANDS = 1;
export const PLAINS = 2;
export const FOREST = 3;
export const MOUNTAIN = 4;
export const BRAMBLES = 5;
export type HexKind = 0 | 1 | 2 | 3 | 4 | 5;
export type Terrain = 0 | 1 | 2 | 3;
export const TERRAIN_KINDS = 4;
export const KIND_LETTERS = 'BWPFMX';
export const KIND_NAMES = ['BOG', 'WETLANDS', 'PLAINS', 'FOREST', 'MOUNTAIN', 'BRAMBLES'] as const;
export const isTerrainKind = (k: number): boolean => k < TERRAIN_KINDS;

// ---- the sides -----------------------------------------------------------------------------

export type MapSideId = 'A' | 'B';

export interface MapSideData {
  readonly id: MapSideId;
  /** The layout in cell code, one string per row r = −R … +R. */
  readonly rows: Sourced<readonly string[]>;
  /** Terrain of the two Home Hexes (also written in `rows`; checked by the tests). */
  readonly homeTerrain: Sourced<Terrain>;
}

/** Spec §3.1 "Side A". */
export const SIDE_A: MapSideData = {
  id: 'A',
  rows: S(
    [
      'F*. F*. W*. B*. B*.', //                    r=-4 q=+0..+4
      'F*. F*. W*s B*. B*. M..', //                r=-3 q=-1..+4
      'F*. W*. M.. W*. M.. P*. B*.', //            r=-2 q=-2..+4
      'F.. F.. P*. W*. P*. P*. B.. B..', //        r=-1 q=-3..+4
      'W.. Ph1 P.. P*. X.. P*. P.. Ph2 W..', //    r=+0 q=-4..+4
      'B.. B.. P*. P*. W*. P*. F.. F..', //        r=+1 q=-4..+3
      'B*. P*. M.. W*. M.. W*. F*.', //            r=+2 q=-4..+2
      'M.. B*. B*. W*s F*. F*.', //                r=+3 q=-4..+1
      'B*. B*. W*. F*. F*.', //                    r=+4 q=-4..+0
    ],
    'ASSUMPTION G-1, G-1b, G-3, G-4, G-5, G-8, G-10: spec §3.1 Side A — radius 4 (61 hexes), Brambles at the centre, ' +
      'homes (−3,0)/(+3,0), 180°-symmetric terrain patches, 6 Mountains, printed Storms (1,−3)/(−1,3); the printed map was lost',
  ),
  homeTerrain: S<Terrain>(PLAINS, 'ASSUMPTION G-10: Home Hexes are terrain (L245, L1103); Plains on side A'),
};

/** Spec §3.1 "Side B" = transform(Side A) (G-2); map.ts implements the transform and the tests check it. */
export const SIDE_B: MapSideData = {
  id: 'B',
  rows: S(
    [
      'F*. F*. P*. W*. W*.',
      'M.. F*. F*. P*s W*. W*.',
      'F*. B*. M.. P*. M.. P*. W*.',
      'F.. F.. B*. B*. P*. B*. W.. W..',
      'P.. Bh1 B.. B*. X.. B*. B.. Bh2 P..',
      'W.. W.. B*. P*. B*. B*. F.. F..',
      'W*. P*. M.. P*. M.. B*. F*.',
      'W*. W*. P*s F*. F*. M..',
      'W*. W*. P*. F*. F*.',
    ],
    'ASSUMPTION G-2: side A reflected across the horizontal axis, (q,r) → (q+r, −r), with the terrain cycle ' +
      'F→W→P→B→F (spec §3.1); keeps the 180° symmetry so neither home is favoured',
  ),
  homeTerrain: S<Terrain>(BOG, 'ASSUMPTION G-10: Home Hexes are terrain (L245, L1103); Bog on side B'),
};

export const MAP_SIDES: Readonly<Record<MapSideId, MapSideData>> = { A: SIDE_A, B: SIDE_B };

/** G-2: the terrain cycle of the A → B transform, indexed by kind (Mountain and Brambles fixed). */
export const SIDE_B_KIND_CYCLE: Sourced<readonly HexKind[]> = S<readonly HexKind[]>(
  // BOG→FOREST, WETLANDS→PLAINS, PLAINS→BOG, FOREST→WETLANDS, MOUNTAIN, BRAMBLES
  [FOREST, PLAINS, BOG, WETLANDS, MOUNTAIN, BRAMBLES],
  'ASSUMPTION G-2: terrain cycle F→W→P→B→F (spec §3.1)',
);

// ---- where each part of a cell comes from (per-hex source notes) -----------------------------

/** Source note per part of the cell code; `hexSources` in map.ts assembles them for one hex. */
export const CELL_SOURCES = {
  terrain: 'ASSUMPTION G-3: both sides 180°-symmetric with terrains clustered in patches (spec §3.1); map picture lost',
  mountain: 'ASSUMPTION G-5: 6 Mountains per side in 3 symmetric pairs, leaving exactly 40 icon hexes (10 per terrain)',
  brambles: 'L756, L1918: "the hex in the middle of every map" (G-1b: the centre (0,0) on both sides)',
  icon: 'L245, L1103 (G-8): Ability-Token icon on every terrain hex except the Home Hexes and the hexes adjacent to them; printed Storm hexes included',
  storm: 'ASSUMPTION G-4: 2 printed, permanent Storms per side at symmetric mid-flank hexes (L210, L857 "some start on map"; L3017 "one already on the map")',
  home: 'ASSUMPTION G-1: Home 1 = (−3,0) on the left, Home 2 = (+3,0) on the right, seats facing the corners (−4,0)/(+4,0) (L222, L240: 2 Home Hexes, one in front of each player)',
  corner: 'ASSUMPTION G-6: the 6 corner hexes of the hexagon; the 3 nearer each home are that side\'s corners (L249-250)',
  behindHome: 'ASSUMPTION G-7: the 3 edge neighbours of a Home Hex on the side away from the centre (L1169 Kammi\'s Legends, L1178 the 3 Dolls)',
  trainingObjective: 'L249-250 (G-6): Training Townsfolk on the 3 corners farthest from the Protectors\' side, Buildings on the 3 farthest from the Family\'s side',
  soloRegion: 'ASSUMPTION G-20: solo colour regions by x = q + r/2: red (Home 1 side) x < −1, purple |x| ≤ 1, blue (Home 2 side) x > 1 (spec §3.4)',
} as const;

// ---- setup data that belongs to the map ----------------------------------------------------

export type AbilityTokenName = 'ADVANCE' | 'SPAWN' | 'STRENGTHEN' | 'SCROLL';
export const ABILITY_TOKEN_NAMES: readonly AbilityTokenName[] = ['ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL'];

/**
 * G-9: the Training token pattern (a lost picture), as a terrain → token mapping, indexed by
 * terrain kind (BOG, WETLANDS, PLAINS, FOREST). `random` = the Full game's uniform mapping (L1097-1101).
 */
export const TRAINING_TOKENS: Sourced<readonly AbilityTokenName[] | 'random'> = S<readonly AbilityTokenName[] | 'random'>(
  ['STRENGTHEN', 'SCROLL', 'ADVANCE', 'SPAWN'],
  'ASSUMPTION G-9: fixed Plains→ADVANCE, Forest→SPAWN, Bog→STRENGTHEN, Wetlands→SCROLL (the pictured pattern at L241-244 was lost); ' +
    'deterministic Training runs, ADVANCE the most plentiful token',
  ['random'],
);

/**
 * The most tokens of one type the map may ask for: any type may be mapped to any terrain
 * (L1097-1101), so every terrain's icon count must fit the scarcest type (spec §3.1 validator).
 */
export const ICON_SUPPLY_PER_TERRAIN: Sourced<number> = S(10, 'L156, L823: Scroll Token x10, the scarcest Ability-Token type (ADVANCE x20, SPAWN x15, STRENGTHEN x15)');

/** G-20 (spec §3.4): solo colour-region bounds on x = q + r/2. */
export const SOLO_REGION_BOUND: Sourced<number> = S(1, CELL_SOURCES.soloRegion);

/** Which seat's role takes Home 1. */
export const HOME_ASSIGNMENT: Sourced<'seat-order' | 'random'> = S<'seat-order' | 'random'>(
  'seat-order',
  'L222, L240: either Home Hex may belong to either faction. ASSUMPTION (no gap id): the first faction seat takes Home 1; ' +
    'on the 180°-symmetric default maps (G-3) the choice changes nothing',
  ['random'],
);

/** Which side is played. */
export const MAP_SIDE_CHOICE: Sourced<'A' | 'B' | 'random'> = S<'A' | 'B' | 'random'>(
  'random',
  'L240 ("Randomly choose 1 side of the map", Training), L1091 ("Choose either side", Full); spec §1.7.2: random or fixed by configuration',
  ['A', 'B'],
);
