// Hester's Faction Board (L2025-2045, spec §1.20) as named bytes of `s.hester` (HESTER_BYTES),
// with readable accessors for tests and the evaluation. Everything Hester owns that is not a
// per-hex block (s.bonfire, s.infected) or a per-faction word (F_HAND_LEN …) lives here.
import type { ParameterValues } from '@balance-lab/core';
import { HESTER, parseDrawSpaces, parseIntList } from '../../data/factions.js';
import { BOG, FOREST, PLAINS, WETLANDS } from '../../data/maps.js';
import { BROWN, GREEN, TEAL, YELLOW } from '../../data/tree.js';
import { S, type Sourced } from '../../data/sourced.js';
import { COLOURS, EMPTY, FAC_H, HESTER_BYTES, LS_HESTER, type HarrowState } from '../../state.js';
import { hexName } from '../../hex.js';
import { intOr, textOr } from '../../values.js';

// ---- byte offsets in s.hester --------------------------------------------------------------

/** Action tokens owned: 1 + 1 per Bonfire ever made (L2092; never decreases). */
export const HB_ACTIONS = 0;
/** Action tokens placed on Action Boxes this turn. */
export const HB_USED = 1;
/** Once-per-turn boxes used this turn (BOX_* bits). */
export const HB_BOXES = 2;
/** Bonfire tokens on each of the 3 Bonfire spaces, left to right (3..5). */
export const HB_BONFIRE_SPACE = 3;
/** Bonfire tokens in Possessions (G-28: a Root adds one only from here). */
export const HB_BONFIRE_POSS = 6;
/** The 6 Scoring Spaces (7..12): SC_* content. Spaces 0..2 face the opponent in seat 0, 3..5 the one in seat 1 (L2025). */
export const HB_SCORING = 7;
/** Snakes in Possessions (L2009: 8). */
export const HB_SNAKES = 13;
/** The 3 active card piles: top card (ALL_CARDS index, EMPTY none) 14..16, depth 17..19 (L2116). */
export const HB_PILE_TOP = 14;
export const HB_PILE_DEPTH = 17;
/** Piles whose top card was activated this turn (bit p, L2108). */
export const HB_ACTIVATED = 20;
/** This turn's Roots: from, to per Root (21..26; from = ROOT_EDGE for the first Root of the game), count at 27. */
export const HB_ROOTS_NOW = 21;
export const HB_ROOTS_NOW_LEN = 27;
/** Last turn's Roots (28..33), count at 34; removed from the map after step A (L2069) but remembered for the no-revisit rule. */
export const HB_ROOTS_LAST = 28;
export const HB_ROOTS_LAST_LEN = 34;
/** Root colour set of the Roots placed last (ROOT_BROWN / ROOT_BLACK, 0 none yet) and of this turn (35, 36). */
export const HB_COLOUR_LAST = 35;
export const HB_COLOUR_NOW = 36;
/** 1 once the first Root of the game is placed. */
export const HB_FIRST_ROOT = 37;
/** The turn stage (ST_* in turn.ts). */
export const HB_STAGE = 38;
/** Draw-Card symbols covered this turn (G-24). */
export const HB_DRAWS = 39;
/** Hexes touched by this turn's Roots already infected (bit i = the i-th touched hex, see `touchedHex`). */
export const HB_INFECTED_AT = 40;
/** The head of the Root path: the hex the latest Root entered (EMPTY none). */
export const HB_HEAD = 41;
/** 42..46 unused: the step in progress lives in the turn effect's frame (factions/hester/turn.ts `pend*`). */
/** Roots placed so far in step A this turn. */
export const HB_ROOTS_PLACED = 47;
export const HB_END = 48;
if (HB_END > HESTER_BYTES) throw new RangeError('Hester board does not fit HESTER_BYTES');

/** Once-per-turn boxes (HB_BOXES bits). */
export const BOX_CARD = 1;
export const BOX_ROOT = 2;
export const BOX_SPAWN = 4;
export const BOX_MOVE = 8;
export const BOX_INFECT = 16;
export const BOX_SUMMON = 32;

/** Scoring-Space content. */
export const SC_EMPTY = 0;
export const SC_BONFIRE = 1; // an Infected Haint of each opponent (L2169)
export const SC_TOKEN = 2; // + TK_ADV … TK_SCR: an eaten Ability / Scroll token
export const SC_WILD = 6;
export const SCORING_SPACES = 6;
export const SPACES_PER_SIDE = 3;
export const BONFIRE_SPACES = 3;
export const MAX_PILES = 3;
export const MAX_ROOTS_TURN = 3;

/** Root colour sets (L1997, L2013). */
export const ROOT_BROWN = 1;
export const ROOT_BLACK = 2;
/** `from` of the first Root of the game: it enters from off the map (L2059). */
export const ROOT_EDGE = 254;

/** Terrain cube colour of each terrain kind (BOG, WETLANDS, PLAINS, FOREST); Mountains and the Brambles give none. */
export const TERRAIN_COLOUR: Sourced<readonly number[]> = S(
  (() => {
    const t = [0, 0, 0, 0];
    t[BOG] = BROWN;
    t[FOREST] = GREEN;
    t[PLAINS] = YELLOW;
    t[WETLANDS] = TEAL;
    return t;
  })(),
  'L2079-2083 ("Bog - gain a brown Terrain Cube; Forest - green; Plains - yellow; Wetlands - teal; Mountain, Brambles - nothing")',
);
const TC = Int8Array.from(TERRAIN_COLOUR.value);
/** Hester's terrain colours, in cube-colour order. */
export const HESTER_COLOURS = Int32Array.of(BROWN, TEAL, YELLOW, GREEN);

/** Cube colour of hex h's terrain, −1 on a Mountain or the Brambles. */
export const hexColour = (s: HarrowState, h: number): number => {
  const k = s.map.kind[h]!;
  return k < 4 ? TC[k]! : -1;
};

// ---- numbers ---------------------------------------------------------------------------------

export interface HesterNumbers {
  readonly summonCost: readonly number[];
  readonly drawSpaces: readonly boolean[];
  readonly perUse: boolean;
  readonly cubeCap: number;
  readonly handSize: number;
  readonly terrainCubes: number;
  readonly bonfireTokens: number;
  readonly startingActions: number;
  readonly rootsPerTurn: number;
  readonly snakes: number;
  readonly moveInfectedMatching: number;
  readonly moveInfectedAny: number;
  readonly moveHesterMatching: number;
  readonly moveHesterAny: number;
  readonly infectMatching: number;
  readonly infectAny: number;
}

/** Hester's numbers from parameter values (`hester.*`; missing keys: the data). */
export function hesterNumbers(values: ParameterValues = {}): HesterNumbers {
  const sc = textOr(values, 'hester.summonCost');
  const ds = textOr(values, 'hester.drawSpaces');
  return {
    summonCost: sc === null ? HESTER.summonCost.value : parseIntList(sc, 0, 20),
    drawSpaces: ds === null ? HESTER.drawSpaces.value : parseDrawSpaces(ds),
    perUse: (textOr(values, 'hester.actionBoxUse') ?? HESTER.actionBoxUse.value) === 'perUse',
    cubeCap: intOr(values, 'hester.cubeCap', HESTER.cubeCap.value),
    handSize: intOr(values, 'cards.handSize.hester', HESTER.handSize.value),
    terrainCubes: HESTER.terrainCubesPerColour.value,
    bonfireTokens: HESTER.bonfireTokens.value,
    startingActions: HESTER.startingActions.value,
    rootsPerTurn: HESTER.rootsPerTurn.value,
    snakes: HESTER.snakes.value,
    moveInfectedMatching: HESTER.moveInfectedMatchingCubes.value,
    moveInfectedAny: HESTER.moveInfectedAnyCubes.value,
    moveHesterMatching: HESTER.moveHesterMatchingCubes.value,
    moveHesterAny: HESTER.moveHesterAnyCubes.value,
    infectMatching: HESTER.infectMatchingCubes.value,
    infectAny: HESTER.infectAnyCubes.value,
  };
}

export const HESTER_DEFAULTS: HesterNumbers = hesterNumbers();

/** The configuration's Hester numbers (TurnConfig.hester once the turn machine carries them), else the data's. */
export const hesterOf = (c: object): HesterNumbers => ((c as { factions?: { hester?: HesterNumbers } }).factions?.hester) ?? HESTER_DEFAULTS;

// ---- setup (R-H-SETUP, L2025-2045) --------------------------------------------------------------

/** Hester's board at setup: Bonfire spaces, action token, Possessions, snakes, piles, supply; Hester off the map. */
export function setupHesterBoard(s: HarrowState, n: HesterNumbers = HESTER_DEFAULTS): void {
  const b = s.hester;
  b.fill(0);
  const perSpace = 2; // L2026: "2 Bonfire Tokens per space"
  for (let i = 0; i < BONFIRE_SPACES; i++) b[HB_BONFIRE_SPACE + i] = perSpace;
  b[HB_ACTIONS] = n.startingActions;
  b[HB_BONFIRE_POSS] = n.bonfireTokens - BONFIRE_SPACES * perSpace - n.startingActions;
  b[HB_SNAKES] = n.snakes;
  for (let p = 0; p < MAX_PILES; p++) b[HB_PILE_TOP + p] = EMPTY;
  b[HB_HEAD] = EMPTY;
  for (let i = 0; i < 6; i++) {
    b[HB_ROOTS_NOW + i] = EMPTY;
    b[HB_ROOTS_LAST + i] = EMPTY;
  }
  for (let i = 0; i < HESTER_COLOURS.length; i++) {
    const c = HESTER_COLOURS[i]!;
    s.poss[FAC_H * COLOURS + c] = n.terrainCubes;
    s.bg[FAC_H * COLOURS + c] = 0;
  }
  s.legendHex[LS_HESTER] = -1;
}

// ---- accessors -------------------------------------------------------------------------------

export const actionsOwned = (s: HarrowState): number => s.hester[HB_ACTIONS]!;
export const actionsLeft = (s: HarrowState): number => s.hester[HB_ACTIONS]! - s.hester[HB_USED]!;
export const boxUsed = (s: HarrowState, box: number): boolean => (s.hester[HB_BOXES]! & box) !== 0;
export const bonfireSpace = (s: HarrowState, i: number): number => s.hester[HB_BONFIRE_SPACE + i]!;
export const bonfirePossessions = (s: HarrowState): number => s.hester[HB_BONFIRE_POSS]!;
export const scoringSpace = (s: HarrowState, i: number): number => s.hester[HB_SCORING + i]!;
export const snakesLeft = (s: HarrowState): number => s.hester[HB_SNAKES]!;
export const pileTop = (s: HarrowState, p: number): number => s.hester[HB_PILE_TOP + p]!;
export const pileDepth = (s: HarrowState, p: number): number => s.hester[HB_PILE_DEPTH + p]!;
export const hesterHex = (s: HarrowState): number => s.legendHex[LS_HESTER]!;
export const hesterCubes = (s: HarrowState, colour: number): number => s.bg[FAC_H * COLOURS + colour]!;
export const hesterSupply = (s: HarrowState, colour: number): number => s.poss[FAC_H * COLOURS + colour]!;
export function hesterCubeTotal(s: HarrowState): number {
  let t = 0;
  for (let i = 0; i < HESTER_COLOURS.length; i++) t += s.bg[FAC_H * COLOURS + HESTER_COLOURS[i]!]!;
  return t;
}
/** Bonfires on the map (hexes with ≥ 1 Bonfire token). */
export function bonfiresOnMap(s: HarrowState): number {
  let k = 0;
  for (let h = 0; h < s.n; h++) if (s.bonfire[h]! > 0) k++;
  return k;
}
/** Scoring Spaces holding a Bonfire pair (each holds one Haint of each opponent). */
export function bonfirePairsScored(s: HarrowState): number {
  let k = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (s.hester[HB_SCORING + i] === SC_BONFIRE) k++;
  return k;
}
/** The rightmost Bonfire space still holding tokens, −1 when none (L2163). */
export function rightmostBonfireSpace(s: HarrowState): number {
  for (let i = BONFIRE_SPACES - 1; i >= 0; i--) if (s.hester[HB_BONFIRE_SPACE + i]! > 0) return i;
  return -1;
}
/** Root i of this turn: [from, to] (from ROOT_EDGE for the game's first Root). */
export const rootNow = (s: HarrowState, i: number): [number, number] => [s.hester[HB_ROOTS_NOW + 2 * i]!, s.hester[HB_ROOTS_NOW + 2 * i + 1]!];
export const rootsNowCount = (s: HarrowState): number => s.hester[HB_ROOTS_NOW_LEN]!;
export const rootsLastCount = (s: HarrowState): number => s.hester[HB_ROOTS_LAST_LEN]!;

/** R-H-WIN (L2297): all 6 Scoring Spaces filled. */
export function hesterHasWon(s: HarrowState): boolean {
  for (let i = 0; i < SCORING_SPACES; i++) if (s.hester[HB_SCORING + i] === SC_EMPTY) return false;
  return true;
}

/** Whether a Root of this turn or last turn touches hex h (the no-revisit rule, L2067). */
export function rootTouched(s: HarrowState, h: number, withLast: boolean): boolean {
  const b = s.hester;
  for (let i = 0; i < b[HB_ROOTS_NOW_LEN]!; i++) if (b[HB_ROOTS_NOW + 2 * i] === h || b[HB_ROOTS_NOW + 2 * i + 1] === h) return true;
  if (withLast) for (let i = 0; i < b[HB_ROOTS_LAST_LEN]!; i++) if (b[HB_ROOTS_LAST + 2 * i] === h || b[HB_ROOTS_LAST + 2 * i + 1] === h) return true;
  return false;
}

/**
 * The i-th distinct hex touched by this turn's Roots (i = 0 the first Root's from-hex, i ≥ 1 the
 * hex Root i−1 enters); −1 when that slot is off the map or out of range. The path is a single
 * snake (G-51), so these are distinct.
 */
export function touchedHex(s: HarrowState, i: number): number {
  const b = s.hester;
  const len = b[HB_ROOTS_NOW_LEN]!;
  if (len === 0) return -1;
  if (i === 0) {
    const f = b[HB_ROOTS_NOW]!;
    return f === ROOT_EDGE || f === EMPTY ? -1 : f;
  }
  return i <= len ? b[HB_ROOTS_NOW + 2 * (i - 1) + 1]! : -1;
}
export const TOUCHED_SLOTS = MAX_ROOTS_TURN + 1;

/** One line for `render`: Scoring Spaces, actions, terrain cubes, where she stands. */
export function hesterSummary(s: HarrowState): string {
  let filled = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (scoringSpace(s, i) !== SC_EMPTY) filled++;
  const at = hesterHex(s);
  return `${filled} of ${SCORING_SPACES} Scoring Spaces full, ${actionsOwned(s)} action(s), ${hesterCubeTotal(s)} Terrain Cubes, ${at >= 0 ? `on hex ${hexName(s.map.grid, at)}` : 'off the map'}`;
}

/** Scoring Spaces filled by eating (L2246): every filled space that is not a Bonfire pair. */
export function tokensEaten(s: HarrowState): number {
  let k = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (s.hester[HB_SCORING + i] !== SC_EMPTY && s.hester[HB_SCORING + i] !== SC_BONFIRE) k++;
  return k;
}
