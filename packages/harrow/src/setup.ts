// Two-player setup (spec §1.7): Training (Emmy vs Levi, §1.7.1) and the Full game for any
// ordered pair of distinct factions among Protectors, Family, Kammi (§1.7.2-1.7.5); the 3-player
// game adds Hester as the third seat (§1.20.1, L1951, L2045; `setupHester`).
//
// Every rule number comes from the Sourced data (data/*.ts) or a parameter, through
// `SetupNumbers`; nothing below is a literal rule number.
//
// Chance: every draw comes from the `rng` passed in (the rules stream), in this order
// (spec §5.3; the order is part of the game's identity, do not reorder):
//   1. map side, if `map.side=random`: rng.int(2)                                  (L240, L1091)
//   2. home assignment, if `map.homes=random`: rng.int(2) = Home index of seat 0   (L222, L240)
//   3. per seat in seat order (Full only): Legend if `random`: rng.int(#choices);
//      then track side if `random`: rng.int(2)                                      (L1151-1160)
//   4. token ↔ terrain mapping (Full; Training only with map.trainingTokens=random):
//      for Plains, Forest, Bog, Wetlands in that order, rng.int(#types left) picks the type
//      placed on that terrain's icons — the physical "shake them up and pull one out" (L1097-1101)
//   5. Kammi's Action Grid (if Kammi plays): rng.shuffle of the grid tokens over its spaces (L1175)
//   6. decks (Full): per seat in seat order, rng.shuffle of the faction's deck; the hand is its top (L1170)
//      (3-player: Hester, seat 2, last — rng.shuffle of her 13 cards, 4 drawn; L2030, spec §1.20.1)
//   7. Bonus tiles (Full): first flipper if `game.firstFlipper=random`: rng.int(2) (G-37);
//      rng.shuffle of the 9 tiles (flip order); rng.shuffle of the tiles not on the Scoreboard
//      into the draw pile (L1181-1188)
// The Tree starts as tree.initialPerColour says (empty by default, G-29); it draws nothing.
//
// Setup decisions (spec D01) are left as decision frames, top first:
//   PR_KAMMI_PLACE (decider: Kammi)         which 2 of the 3 hexes behind her home hold Kammi and
//                                           the Goblin, and the split of her 3 Haints (L1169);
//   PR_DOLL_PLACE  (decider: Kammi's foe)   which behind-home hex holds the real Doll, then the
//                                           redistribution of Legend and Haints (L1178).
// Until answered the state holds a provisional placement (Kammi tokens on behind[0], behind[1];
// Haints and the foe's Legend on the homes; Dolls 0..2 on behind[0..2]) and the hidden fields
// G_KAMMI_TOKEN / G_DOLL_REAL are −1. Legends and track sides are parameters, not decisions
// (design notes §2.5). Without Kammi there is no setup frame and Round 1 starts at once.
// The Family's first bag draw (★7) is not a setup step: it happens at its first Abilities jar
// (L1434); `familyDraw` / `familyPutBack` below are that step, the put-back a frame (D07).
import { OPEN } from './basic-actions.js';
import { A_DOLL_PLACE, A_KAMMI_PLACE, A_SETUP_UNITS, argA, argB, argC, encode, kindOf as actionKind } from './actions.js';
import { ConfigError, intParam, textParam, type ParameterSpec, type ParameterValues, type Rng, type Seating } from '@balance-lab/core';
import { ALL_CARDS, UPGRADE_CARDS } from './data/cards.js';
import { TWO_PLAYER_FACTION_IDS, BASIC_ACTIONS, type BasicAction, type TwoPlayerFactionId } from './data/catalogue-types.js';
import {
  FAMILY, GAME, HESTER, KAMMI, PROTECTORS, parseFamilyTrack, parseIntList, parseTokenCounts, type FamilySlot, type FirstFlipper,
} from './data/factions.js';
import { LEGENDS, LEGEND_TRACK } from './data/legends.js';
import { ABILITY_TOKEN_NAMES, BOG, FOREST, HOME_ASSIGNMENT, MAP_SIDE_CHOICE, PLAINS, TERRAIN_KINDS, TRAINING_TOKENS, WETLANDS, type AbilityTokenName } from './data/maps.js';
import { ALL_BONUS_TILES, BONUS_TILES } from './data/tiles.js';
import { CUBE_COLOUR_TABLE } from './data/tree.js';
import { defaultMap, mapsFromParameters, parseTrainingTokens, type HarrowMap } from './map.js';
import {
  BAG_BASIC, BAG_KINDS, BONUS_CAP, BONUS_SLOTS_CAP, CARD_CAP, COLOURS, EMPTY, FACTION_COLOUR, FAC_F, FAC_H, FAC_K, FAC_P, FAM_TRACK_CAP, F_BOARD_SIDE,
  F_DECK_LEN, F_FAM_FILL, F_HAINT_POSS, F_HAND_LEN, F_HOME, F_LEGEND, F_PATH_POSS, F_PATH_TRACK, F_SEAT, F_STORM_POSS,
  F_TRACK_SIDE, F_UNIQUE, F_WILD, F_WORDS, F_AUTOMATED, F_SCORING_SIDE, G_SOLO_LEVEL, G_ACTIVE_SEAT, G_BONUS_PILE_LEN, G_BONUS_SLOTS, G_BOX_TOKEN, G_DEPTH,
  G_DOLL_REAL, G_FIRST_FLIPPER, G_FP_FLIPS, G_FP_SEAT, G_FP_TILE_SLOT, G_GOBLIN_ALIVE, G_GRID_ROWS, G_GRID_SPACES,
  G_KAMMI_PUSHER, G_KAMMI_TOKEN, G_MAP_SIDE, G_MODE, G_PHASE, G_PLAYERS, G_ROUND, G_SEAT_FACTION, G_TERRAIN_TOKEN,
  G_WILD_SUPPLY, HarrowState, KG_COLS, KG_ROWS_CAP, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, MODE_FULL, MODE_TRAINING, NONE,
  PB_KEEP, PB_LEFT, PH_OBJECTIVES, PH_SETUP, PH_TURNS, PR_DOLL_PLACE, PR_FAMILY_PUTBACK, PR_KAMMI_PLACE,
  RS_NONE, RS_START_ROUND, DOLLS, FW_PROMPT, FW_RESUME, FW_SEAT, LEGEND_FIRST, SETUP_STAGE, TOKEN_KINDS, popFrame, pushFrame, topFrame,
} from './state.js';
import { intOr } from './values.js';
import { PILES, PILE_CARDS, SOLO_PILE_BLOCK, soloRules, type SoloRules } from './solo/numbers.js';
import { makeTreeModel, treeModelFromValues, treeSetup, type TreeModel } from './tree.js';
import { HESTER_COLOURS, hesterNumbers, setupHesterBoard } from './factions/hester/board.js';

// ---- options -----------------------------------------------------------------------------

export type HarrowMode = 'training' | 'full';
export type TrackSideChoice = 1 | 2 | 'random';

/** Every rule number setup reads, resolved from data or parameters. */
export interface SetupNumbers {
  readonly startingCubes: number;
  readonly startingHaints: number;
  readonly haintsPerFaction: number;
  readonly startingWildTokens: number;
  readonly wildTokenSupply: number;
  /** Ability tokens in the box per TK_* kind (L811-823). */
  readonly tokenSupply: readonly number[];
  /** Cards in the opening hand per faction index (P, F, K, H). */
  readonly handSize: readonly number[];
  readonly storms: number;
  readonly trainingStorms: number;
  readonly startingPathTokens: number;
  readonly trackPathTokens: number;
  readonly townsfolk: number;
  readonly trainingTownsfolk: number;
  readonly buildings: number;
  readonly trainingBuildings: number;
  /** Family bag at setup per basic kind (TK_ADV..TK_STR). */
  readonly familyBag: readonly number[];
  readonly familyTrack: readonly FamilySlot[];
  readonly familyTrainingTrack: readonly number[];
  readonly kammiGridRows: number;
  readonly kammiGridSpaces: number;
  /** Tokens dealt into the grid per basic kind. */
  readonly kammiGrid: readonly number[];
  /** Token kind left of the grid. */
  readonly kammiPusher: number;
  readonly dolls: number;
  readonly bonusSlots: number;
  readonly trainingTrackSide: 1 | 2;
}

export interface HarrowSetupOptions {
  readonly mode: HarrowMode;
  readonly maps: { readonly A: HarrowMap; readonly B: HarrowMap };
  readonly mapSide: 'A' | 'B' | 'random';
  readonly homes: 'seat-order' | 'random';
  /** Training: the G-9 mapping indexed by terrain kind, or 'random' (the Full game's draw). */
  readonly trainingTokens: readonly AbilityTokenName[] | 'random';
  /** Per faction: a Legend id (Kammi: a Goblin id) or 'random'. Ignored in Training (Emmy, Levi). */
  readonly legends: Readonly<Record<TwoPlayerFactionId, string>>;
  readonly trackSides: Readonly<Record<TwoPlayerFactionId, TrackSideChoice>>;
  readonly firstFlipper: FirstFlipper;
  readonly tree: TreeModel;
  readonly n: SetupNumbers;
  /** Solo mode (spec §1.21): the level, the piles and the card data. */
  readonly solo: SoloRules;
}

const basicCounts = (c: Readonly<Record<BasicAction, number>>): number[] => BASIC_ACTIONS.map((a) => c[a]);
const tokenIndex = (name: string): number => ABILITY_TOKEN_NAMES.indexOf(name as AbilityTokenName);

/** The numbers as the data files give them. */
export function defaultSetupNumbers(): SetupNumbers {
  const supply = GAME.abilityTokenSupply.value;
  return {
    startingCubes: GAME.startingCubes.value,
    startingHaints: GAME.startingHaints.value,
    haintsPerFaction: GAME.haintsPerFaction.value,
    startingWildTokens: GAME.startingWildTokens.value,
    wildTokenSupply: GAME.wildTokenSupply.value,
    tokenSupply: ABILITY_TOKEN_NAMES.map((t) => supply[t]),
    handSize: [PROTECTORS.handSize.value, FAMILY.handSize.value, KAMMI.handSize.value, HESTER.handSize.value],
    storms: FAMILY.storms.value,
    trainingStorms: FAMILY.trainingStorms.value,
    startingPathTokens: PROTECTORS.startingPathTokens.value,
    trackPathTokens: PROTECTORS.trackPathTokens.value,
    townsfolk: PROTECTORS.townsfolk.value,
    trainingTownsfolk: PROTECTORS.trainingTownsfolk.value,
    buildings: FAMILY.buildings.value,
    trainingBuildings: FAMILY.trainingBuildings.value,
    familyBag: basicCounts(FAMILY.bag.value),
    familyTrack: FAMILY.track.value,
    familyTrainingTrack: FAMILY.trainingTrack.value,
    kammiGridRows: KAMMI.gridRows.value,
    kammiGridSpaces: KAMMI.gridSpacesPerRow.value,
    kammiGrid: basicCounts(KAMMI.gridTokens.value),
    kammiPusher: tokenIndex(KAMMI.pusher.value),
    dolls: KAMMI.dolls.value,
    bonusSlots: GAME.bonusTileSlots.value,
    trainingTrackSide: LEGEND_TRACK.trainingSide.value,
  };
}

/** Options from the data defaults; Legends and track sides `random` (design notes §2.5). */
export function defaultSetupOptions(mode: HarrowMode, overrides: Partial<HarrowSetupOptions> = {}): HarrowSetupOptions {
  return {
    mode,
    maps: { A: defaultMap('A'), B: defaultMap('B') },
    mapSide: MAP_SIDE_CHOICE.value,
    homes: HOME_ASSIGNMENT.value,
    trainingTokens: TRAINING_TOKENS.value,
    legends: { protectors: RANDOM, family: RANDOM, kammi: RANDOM },
    trackSides: { protectors: RANDOM, family: RANDOM, kammi: RANDOM },
    firstFlipper: GAME.firstFlipper.value,
    tree: makeTreeModel(),
    n: defaultSetupNumbers(),
    solo: soloRules({}, defaultMap('A').grid),
    ...overrides,
  };
}

const RANDOM = 'random';

/** The Legend ids a faction may choose in the Full game (Kammi: the Goblins, L1039). */
export function legendChoices(faction: TwoPlayerFactionId): string[] {
  return LEGENDS.filter((l) => l.faction === faction && (l.kind === 'legend' || l.kind === 'goblin')).map((l) => l.id);
}

/**
 * The setup parameters the data files do not already declare: each faction's Legend and track
 * side (value or random; design notes §2.5 "make Legend, track side, Goblin … parameters").
 */
export function setupParameters(): ParameterSpec[] {
  const out: ParameterSpec[] = [];
  for (const fac of TWO_PLAYER_FACTION_IDS) {
    out.push({
      kind: 'choice',
      key: `legend.${fac}`,
      description: fac === 'kammi' ? 'Kammi\'s Goblin (Full game), or random' : `the ${fac} Legend (Full game), or random`,
      default: RANDOM,
      values: [RANDOM, ...legendChoices(fac)],
      source: 'L1151-1158 (each player chooses a Character Board); spec §1.7.3; random = drawn from the rules stream (a sweep parameter, design notes §2.5)',
    });
    out.push({
      kind: 'choice',
      key: `track.${fac}`,
      description: `the ${fac} Legend Ability Track side (Full game), or random`,
      default: RANDOM,
      values: [RANDOM, '1', '2'],
      source: 'L1160 ("Each player chooses which side to place face up"); spec §1.4',
    });
  }
  return out;
}

function has(values: ParameterValues, key: string): boolean {
  return values[key] !== undefined;
}

/** Options from resolved parameter values (keys of mapParameters, harrowDataParameters, TREE_PARAMETERS, setupParameters); missing keys keep the data default. */
export function setupOptionsFromValues(mode: HarrowMode, values: ParameterValues): HarrowSetupOptions {
  const d = defaultSetupNumbers();
  const hand = [
    intOr(values, 'cards.handSize.protectors', d.handSize[FAC_P]!),
    intOr(values, 'cards.handSize.family', d.handSize[FAC_F]!),
    intOr(values, 'cards.handSize.kammi', d.handSize[FAC_K]!),
    intOr(values, 'cards.handSize.hester', d.handSize[FAC_H]!),
  ];
  const n: SetupNumbers = {
    ...d,
    startingCubes: intOr(values, 'game.startingCubes', d.startingCubes),
    startingHaints: intOr(values, 'game.startingHaints', d.startingHaints),
    startingWildTokens: intOr(values, 'game.startingWildTokens', d.startingWildTokens),
    wildTokenSupply: intOr(values, 'game.wildTokenSupply', d.wildTokenSupply),
    handSize: hand,
    storms: intOr(values, 'family.storms', d.storms),
    familyBag: has(values, 'family.bag') ? basicCounts(parseTokenCounts(textParam(values, 'family.bag'))) : d.familyBag,
    familyTrack: has(values, 'family.track') ? parseFamilyTrack(textParam(values, 'family.track')) : d.familyTrack,
    familyTrainingTrack: has(values, 'family.trackTraining') ? parseIntList(textParam(values, 'family.trackTraining'), 1, 20) : d.familyTrainingTrack,
    kammiGridRows: intOr(values, 'kammi.gridRows', d.kammiGridRows),
    kammiGrid: has(values, 'kammi.grid') ? basicCounts(parseTokenCounts(textParam(values, 'kammi.grid'))) : d.kammiGrid,
    kammiPusher: has(values, 'kammi.pusher') ? tokenIndex(textParam(values, 'kammi.pusher')) : d.kammiPusher,
    trainingTrackSide: has(values, 'legendTrack.trainingSide') ? (intParam(values, 'legendTrack.trainingSide') as 1 | 2) : d.trainingTrackSide,
  };
  const side = (fac: TwoPlayerFactionId): TrackSideChoice => {
    const v = has(values, `track.${fac}`) ? textParam(values, `track.${fac}`) : RANDOM;
    return v === RANDOM ? RANDOM : (Number(v) as 1 | 2);
  };
  const legend = (fac: TwoPlayerFactionId): string => (has(values, `legend.${fac}`) ? textParam(values, `legend.${fac}`) : RANDOM);
  const maps = has(values, 'map.a') && has(values, 'map.b') ? mapsFromParameters(textParam(values, 'map.a'), textParam(values, 'map.b')) : { A: defaultMap('A'), B: defaultMap('B') };
  return {
    mode,
    maps,
    mapSide: has(values, 'map.side') ? (textParam(values, 'map.side') as 'A' | 'B' | 'random') : MAP_SIDE_CHOICE.value,
    homes: has(values, 'map.homes') ? (textParam(values, 'map.homes') as 'seat-order' | 'random') : HOME_ASSIGNMENT.value,
    trainingTokens: has(values, 'map.trainingTokens') ? parseTrainingTokens(textParam(values, 'map.trainingTokens')) : TRAINING_TOKENS.value,
    legends: { protectors: legend('protectors'), family: legend('family'), kammi: legend('kammi') },
    trackSides: { protectors: side('protectors'), family: side('family'), kammi: side('kammi') },
    firstFlipper: has(values, 'game.firstFlipper') ? (textParam(values, 'game.firstFlipper') as FirstFlipper) : GAME.firstFlipper.value,
    tree: has(values, 'tree.mode') ? treeModelFromValues(values) : makeTreeModel(),
    n,
    solo: soloRules(values, maps.A.grid),
  };
}

// ---- setup -------------------------------------------------------------------------------

/** Faction index of a seating id ('protectors' → FAC_P …). */
export function factionIndex(id: string): number {
  return TWO_PLAYER_FACTION_IDS.indexOf(id as TwoPlayerFactionId);
}

/** Legend slot of P and F (Kammi has two physical tokens). */
const LEGEND_SLOT = [LS_P, LS_F] as const;
/** The book's token-placement order (L1098-1101): Plains, Forest, Bog, Wetlands. */
const TOKEN_DRAW_ORDER = [PLAINS, FOREST, BOG, WETLANDS] as const;
const FP_TILE = ALL_BONUS_TILES.indexOf(BONUS_TILES['first-player-token']);

function fail(msg: string): never {
  throw new ConfigError(msg);
}

/**
 * A new game for `seating` (two faction ids). `state` is reused when its map has the drawn
 * side's hex count (pass null to allocate); the state used is returned. Throws ConfigError for
 * an illegal seating or data that does not fit the state.
 */
export function setupHarrow(state: HarrowState | null, o: HarrowSetupOptions, seating: Seating, rng: Rng): HarrowState {
  const n = o.n;
  const training = o.mode === 'training';
  // R-SOLO-SETUP (L2301-2443): one seat, Hester, against the automated Protectors and Family.
  if (seating.length === 1) {
    if (seating[0] !== HESTER_ID) fail(`the solo game is played by Hester (L2301), got [${seating.join(', ')}]`);
    if (training) fail('Training is a 2-player game (spec §1.2, L48-52)');
    return setupSolo(state, o, rng);
  }
  // R-H-SEAT (L1951, L2045): Hester is always the third seat, and only there.
  if (seating.length !== 2 && seating.length !== 3) fail(`Harrow County is for 1 (solo Hester), 2, or 3 players with Hester third, got ${seating.length} seats`);
  if (seating[0] === HESTER_ID || seating[1] === HESTER_ID) fail(`Hester is always the third seat (L1951, L2045), got [${seating.join(', ')}]`);
  const withHester = seating.length === 3;
  if (withHester && seating[2] !== HESTER_ID) fail(`a 3-player game seats Hester third (L1951, L2045), got [${seating.join(', ')}]`);
  if (withHester && training) fail('Training is a 2-player game (spec §1.2, L48-52)');
  const facs = [factionIndex(seating[0]!), factionIndex(seating[1]!)];
  if (facs[0]! < 0 || facs[1]! < 0) fail(`unknown faction in [${seating.join(', ')}]; 2-player factions are ${TWO_PLAYER_FACTION_IDS.join(', ')}`);
  if (facs[0] === facs[1]) fail('the two factions must differ (spec §1.2)');
  if (training && (facs.includes(FAC_K))) fail('Training is Protectors (Emmy) vs Family (Levi) only (spec §1.2, L48-52)');

  // 1. map side.
  const s = freshState(state, o, rng);
  const map = s.map;
  const g = s.g;
  const N = s.n;
  g[G_MODE] = training ? MODE_TRAINING : MODE_FULL;
  g[G_PLAYERS] = withHester ? 3 : 2;
  g[G_ROUND] = 1;
  g[G_GOBLIN_ALIVE] = 1;

  // 2. homes.
  const home0 = o.homes === 'random' ? rng.int(2) : 0;
  const homeIdx = [home0, 1 - home0];
  for (let seat = 0; seat < 2; seat++) {
    const fac = facs[seat]!;
    g[G_SEAT_FACTION + seat] = fac;
    s.f[fac * F_WORDS + F_SEAT] = seat;
    s.f[fac * F_WORDS + F_SCORING_SIDE] = seat;
    s.f[fac * F_WORDS + F_HOME] = map.homes[homeIdx[seat]!]!;
    s.f[fac * F_WORDS + F_BOARD_SIDE] = training ? MODE_TRAINING : MODE_FULL;
  }

  // 3. Legends and track sides.
  for (let seat = 0; seat < 2; seat++) {
    const fac = facs[seat]!;
    const id = TWO_PLAYER_FACTION_IDS[fac]!;
    let legendId: string;
    let side: number;
    if (training) {
      // L48-52: Emmy and Levi are the Training Legends (the data marks them `training`).
      const l = LEGENDS.find((x) => x.faction === id && x.training);
      if (l === undefined) fail(`no Training Legend for ${id} in the data`);
      legendId = l.id;
      side = n.trainingTrackSide;
    } else {
      legendId = chooseLegend(o, id, rng);
      const ts = o.trackSides[id];
      side = ts === RANDOM ? 1 + rng.int(2) : ts;
    }
    const li = LEGENDS.findIndex((x) => x.id === legendId);
    s.f[fac * F_WORDS + F_LEGEND] = li;
    s.f[fac * F_WORDS + F_TRACK_SIDE] = side;
    // Unique-power tokens (L1151-1158): the Legend's; Kammi also holds her purple token.
    let unique = 0;
    for (const t of Object.values(LEGENDS[li]!.powerTokens)) unique += t.value;
    if (fac === FAC_K) {
      const kammi = LEGENDS.find((x) => x.kind === 'kammi');
      if (kammi !== undefined) for (const t of Object.values(kammi.powerTokens)) unique += t.value;
    }
    s.f[fac * F_WORDS + F_UNIQUE] = unique;
  }

  // 4. Ability tokens on the map, taken from the box (L1093-1105; G-8b: the map first).
  for (let t = 0; t < TOKEN_KINDS; t++) g[G_BOX_TOKEN + t] = n.tokenSupply[t]!;
  const mapping = [NONE, NONE, NONE, NONE];
  if (!training || o.trainingTokens === 'random') {
    const left = [0, 1, 2, 3];
    for (let i = 0; i < TOKEN_DRAW_ORDER.length; i++) {
      const k = rng.int(left.length);
      mapping[TOKEN_DRAW_ORDER[i]!] = left[k]!;
      left.splice(k, 1);
    }
  } else {
    for (let t = 0; t < TERRAIN_KINDS; t++) mapping[t] = tokenIndex(o.trainingTokens[t]!);
  }
  for (let t = 0; t < TERRAIN_KINDS; t++) g[G_TERRAIN_TOKEN + t] = mapping[t]!;
  // Hex-index order; if a type ran short the later icon hexes stay empty (G-8b; never with the default maps).
  for (let h = 0; h < N; h++) {
    if (map.icon[h] !== 1) continue;
    const kind = mapping[map.kind[h]!]!;
    if (g[G_BOX_TOKEN + kind]! > 0) {
      s.tok[kind * N + h] = 1;
      g[G_BOX_TOKEN + kind]!--;
    }
  }

  // Units, cubes, Wilds, Storms, Paths, objectives (spec §1.7.1, §1.7.3).
  let colourMask = 0;
  for (let seat = 0; seat < 2; seat++) colourMask |= 1 << FACTION_COLOUR[facs[seat]!]!;
  const treeInit = treeSetup(o.tree, s.tree, 0, colourMask);
  let wildsTaken = 0;
  for (let seat = 0; seat < 2; seat++) {
    const fac = facs[seat]!;
    const base = fac * F_WORDS;
    const home = s.f[base + F_HOME]!;
    // Cubes (L1171) and Haints (L1169; Kammi's: see below).
    startingUnitsAndCubes(s, n, fac, home, CUBE_COLOUR_TABLE[FACTION_COLOUR[fac]!]!.count, treeInit);
    // Wild (L1172).
    s.f[base + F_WILD] = n.startingWildTokens;
    wildsTaken += n.startingWildTokens;
    if (fac === FAC_K) {
      // L1169: Kammi and the Goblin on 2 different hexes behind the home (G-7). Provisional
      // until PR_KAMMI_PLACE: physical token 0 on behind[0], token 1 on behind[1].
      const hi = map.homeOf[home]!;
      s.legendHex[LS_KAMMI0] = map.behind[hi * 3]!;
      s.legendHex[LS_KAMMI1] = map.behind[hi * 3 + 1]!;
    } else {
      s.legendHex[LEGEND_SLOT[fac]!] = home;
    }
    if (fac === FAC_P) {
      // Side 1 (and Training): Paths on the 3 rightmost track spaces + 1 in Possessions (L1164).
      // Side 2 uses none (spec G-15b default; the data has no flag for it).
      const side1 = s.f[base + F_TRACK_SIDE] === 1;
      s.f[base + F_PATH_TRACK] = side1 ? n.trackPathTokens : 0;
      s.f[base + F_PATH_POSS] = side1 ? n.startingPathTokens : 0;
      setObjectives(s, fac, training ? 0 : n.townsfolk);
    } else if (fac === FAC_F) {
      s.f[base + F_STORM_POSS] = training ? n.trainingStorms : n.storms; // L1176 / L184
      setObjectives(s, fac, training ? 0 : n.buildings);
      // Family bag (L1175), from what the map left in the box (G-8b).
      for (let k = 0; k < BAG_BASIC; k++) {
        const take = Math.min(n.familyBag[k]!, g[G_BOX_TOKEN + k]!);
        s.bag[k] = take;
        g[G_BOX_TOKEN + k]! -= take;
      }
      if (n.familyTrack.length - 1 > FAM_TRACK_CAP || n.familyTrainingTrack.length - 1 > FAM_TRACK_CAP) fail('family track longer than the state holds');
    }
  }
  if (wildsTaken > n.wildTokenSupply) fail('more starting Wild tokens than the supply');
  g[G_WILD_SUPPLY] = n.wildTokenSupply - wildsTaken;

  // Training objectives (L249-250, G-6): Protector Townsfolk on the 3 corners nearer the
  // Family's home, Family Buildings on the 3 nearer the Protectors' home.
  if (training) {
    const pHomeIdx = map.homeOf[s.f[FAC_P * F_WORDS + F_HOME]!]!;
    const fHomeIdx = map.homeOf[s.f[FAC_F * F_WORDS + F_HOME]!]!;
    if (n.trainingTownsfolk > 3 || n.trainingBuildings > 3) fail('Training objectives go on 3 corners each (G-6)');
    for (let i = 0; i < n.trainingTownsfolk; i++) s.townsfolk[map.nearCorners[fHomeIdx * 3 + i]!]!++;
    for (let i = 0; i < n.trainingBuildings; i++) s.building[map.nearCorners[pHomeIdx * 3 + i]!]!++;
  }

  // 5. Kammi's Action Grid (L1175): the grid tokens dealt uniformly into its spaces.
  const kSeat = s.f[FAC_K * F_WORDS + F_SEAT]!;
  if (kSeat >= 0) {
    const rows = n.kammiGridRows;
    const spaces = n.kammiGridSpaces;
    if (rows > KG_ROWS_CAP || spaces >= KG_COLS) fail(`a ${rows}×${spaces} Kammi grid does not fit the state (${KG_ROWS_CAP}×${KG_COLS - 1})`);
    g[G_GRID_ROWS] = rows;
    g[G_GRID_SPACES] = spaces;
    const deal: number[] = [];
    for (let k = 0; k < BAG_BASIC; k++) {
      const take = Math.min(n.kammiGrid[k]!, g[G_BOX_TOKEN + k]!);
      g[G_BOX_TOKEN + k]! -= take;
      for (let i = 0; i < take; i++) deal.push(k);
    }
    const cells = rows * spaces;
    while (deal.length < cells) deal.push(EMPTY); // short of tokens: some spaces stay empty (G-8b)
    rng.shuffle(deal);
    for (let c = 0; c < deal.length; c++) {
      const k = deal[c]!;
      if (c < cells) s.kGrid[Math.floor(c / spaces) * KG_COLS + (c % spaces)] = k;
      else if (k !== EMPTY) g[G_BOX_TOKEN + k]!++; // more tokens than spaces: back to the box
    }
    const p = n.kammiPusher;
    if (g[G_BOX_TOKEN + p]! > 0) {
      g[G_KAMMI_PUSHER] = p;
      g[G_BOX_TOKEN + p]!--;
    }
  }

  // 6. Decks and opening hands (L1170).
  if (!training) {
    for (let seat = 0; seat < 2; seat++) {
      const fac = facs[seat]!;
      const id = TWO_PLAYER_FACTION_IDS[fac]!;
      const base = fac * CARD_CAP;
      let len = 0;
      for (let c = 0; c < ALL_CARDS.length; c++) {
        if (ALL_CARDS[c]!.owner !== id) continue;
        if (len >= CARD_CAP) fail(`the ${id} deck has more than ${CARD_CAP} cards`);
        s.deck[base + len++] = c;
      }
      rng.shuffle(s.deck.subarray(base, base + len));
      const draw = Math.min(n.handSize[fac]!, len);
      for (let i = 0; i < draw; i++) {
        s.hand[base + i] = s.deck[base + len - 1]!;
        s.deck[base + --len] = EMPTY;
      }
      s.f[fac * F_WORDS + F_HAND_LEN] = draw;
      s.f[fac * F_WORDS + F_DECK_LEN] = len;
    }
  }

  // R-H-SETUP (L2025-2045): Hester in seat 2, her board, her 13 cards shuffled (rules rng) and 4 drawn; off the map.
  if (withHester) setupHester(s, 2, n.handSize[FAC_H]!, rng);

  // 7. Bonus tiles and the First Player (L1181-1188, G-37); Training: the Protectors (spec §1.7.1 step 11).
  if (training) {
    g[G_FP_SEAT] = s.f[FAC_P * F_WORDS + F_SEAT]!;
  } else {
    const slots = n.bonusSlots;
    const count = ALL_BONUS_TILES.length;
    if (slots > BONUS_SLOTS_CAP || count > BONUS_CAP || slots > count) fail('Bonus tiles do not fit the state');
    g[G_BONUS_SLOTS] = slots;
    const first = o.firstFlipper === 'random' ? rng.int(2) : o.firstFlipper === 'seat0' ? 0 : 1;
    g[G_FIRST_FLIPPER] = first;
    const order = s.bonusPile;
    for (let i = 0; i < count; i++) order[i] = i;
    rng.shuffle(order, count);
    // Flip i is made by seat (first + i) % 2; the first `slots` flips fill the slots left to
    // right, later flips go "off to the side" until the First-Player tile appears.
    for (let i = 0; i < count; i++) {
      const tile = order[i]!;
      if (i < slots) {
        s.bonusSlot[i * BONUS_CAP] = tile;
        s.bonusSlotLen[i] = 1;
      }
      if (tile === FP_TILE) {
        g[G_FP_SEAT] = (first + i) % 2;
        g[G_FP_FLIPS] = i + 1;
        g[G_FP_TILE_SLOT] = i < slots ? i : NONE;
      }
      // Flipping stops once every slot is full and the First-Player tile has appeared.
      if (i >= slots - 1 && g[G_FP_FLIPS]! > 0) break;
    }
    // The tiles not on the Scoreboard are shuffled into the face-down pile (L1188).
    const pile = count - slots;
    order.copyWithin(0, slots, count);
    order.fill(EMPTY, pile);
    rng.shuffle(order, pile);
    g[G_BONUS_PILE_LEN] = pile;
  }

  // Setup decisions (D01) as frames, the first decision on top (see the header).
  if (kSeat >= 0) {
    const foe = 1 - kSeat;
    const foeFac = facs[foe]!;
    const foeHomeIdx = map.homeOf[s.f[foeFac * F_WORDS + F_HOME]!]!;
    if (n.dolls !== DOLLS) fail(`the state holds ${DOLLS} Dolls, the data says ${n.dolls}`);
    // L1178: one Doll face-down on each hex behind the foe's home; provisional ids 0..2 by hex order.
    for (let d = 0; d < DOLLS; d++) s.dollHex[d] = map.behind[foeHomeIdx * 3 + d]!;
    pushFrame(s, PR_DOLL_PLACE, RS_START_ROUND, foe);
    pushFrame(s, PR_KAMMI_PLACE, RS_NONE, kSeat);
  }
  if (g[G_DEPTH]! > 0) {
    g[G_PHASE] = PH_SETUP;
    g[G_ACTIVE_SEAT] = s.frames[topFrame(s) + FW_SEAT]!;
  } else {
    g[G_PHASE] = training ? PH_TURNS : PH_OBJECTIVES;
    g[G_ACTIVE_SEAT] = g[G_FP_SEAT]!;
  }
  return s;
}

const HESTER_ID = 'hester';

/** Hester in `seat` (spec §1.20.1; 3 players: the third seat, solo: the only one): her Legend, board, supply and deck; she starts off the map with no cubes. */
function setupHester(s: HarrowState, seat: number, handSize: number, rng: Rng): void {
  const base = FAC_H * F_WORDS;
  s.g[G_SEAT_FACTION + seat] = FAC_H;
  s.f[base + F_SEAT] = seat;
  s.f[base + F_BOARD_SIDE] = MODE_FULL;
  s.f[base + F_LEGEND] = LEGENDS.findIndex((l) => l.kind === 'hester');
  setupHesterBoard(s, hesterNumbers());
  const cb = FAC_H * CARD_CAP;
  let len = 0;
  for (let c = 0; c < ALL_CARDS.length; c++) {
    if (ALL_CARDS[c]!.owner !== HESTER_ID) continue;
    if (len >= CARD_CAP) fail(`the Hester deck has more than ${CARD_CAP} cards`);
    s.deck[cb + len++] = c;
  }
  rng.shuffle(s.deck.subarray(cb, cb + len));
  const draw = Math.min(handSize, len);
  for (let i = 0; i < draw; i++) {
    s.hand[cb + i] = s.deck[cb + len - 1]!;
    s.deck[cb + --len] = EMPTY;
  }
  s.f[base + F_HAND_LEN] = draw;
  s.f[base + F_DECK_LEN] = len;
}

/** A reset state on the map side the options draw (rules rng), reusing `state` when its hex count fits. */
function freshState(state: HarrowState | null, o: HarrowSetupOptions, rng: Rng): HarrowState {
  const sideIdx = o.mapSide === 'random' ? rng.int(2) : o.mapSide === 'A' ? 0 : 1;
  const map = sideIdx === 0 ? o.maps.A : o.maps.B;
  const s = state !== null && state.n === map.count ? state : new HarrowState(map);
  s.map = map;
  s.reset();
  s.g[G_MAP_SIDE] = sideIdx;
  return s;
}

/** The faction's Legend (Kammi: her Goblin) from `legend.<faction>`: a fixed id or drawn (rules rng). */
function chooseLegend(o: HarrowSetupOptions, id: TwoPlayerFactionId, rng: Rng): string {
  const choices = legendChoices(id);
  const want = o.legends[id];
  const legendId = want === RANDOM ? choices[rng.int(choices.length)]! : want;
  if (!choices.includes(legendId)) fail(`legend.${id}=${legendId} is not one of ${choices.join(', ')}`);
  return legendId;
}

/**
 * L1169, L1171: startingCubes of the faction's `total` cubes on its Battleground, the rest in
 * Possessions less those in the Tree; startingHaints on its home, the rest in Possessions.
 */
function startingUnitsAndCubes(s: HarrowState, n: SetupNumbers, fac: number, home: number, total: number, treeInit: number): void {
  const colour = FACTION_COLOUR[fac]!;
  if (n.startingCubes + treeInit > total) fail(`${n.startingCubes} starting cubes + ${treeInit} in the Tree exceed the ${total} ${CUBE_COLOUR_TABLE[colour]!.name} cubes`);
  s.bg[fac * COLOURS + colour] = n.startingCubes;
  s.poss[fac * COLOURS + colour] = total - n.startingCubes - treeInit;
  if (n.startingHaints > n.haintsPerFaction) fail('more starting Haints than Haints');
  s.haint[fac * s.n + home] = n.startingHaints;
  s.f[fac * F_WORDS + F_HAINT_POSS] = n.haintsPerFaction - n.startingHaints;
}

/**
 * R-SOLO-SETUP (L2411-2464, spec §1.21.1): Hester alone in seat 0; the Protectors and Family automated
 * (no seat of their own: the solo player makes their few choices, F_SEAT 0, F_AUTOMATED), each with
 * its Legend and 3 Haints on its Home Hex (the Protectors on the home in the red region of the solo
 * map, G-20) and 3 of its 6 cubes on the Battleground. No Ability tokens, Storms, Paths, Bonus
 * tiles, First Player token or Wild tokens of theirs; 5 Wild tokens nearby for Hester to eat (G-55).
 * The solo piles: each deck shuffled (rules rng) and the level's split dealt face-down from it
 * into that deck's block (red Tactics = the Protectors' block, blue Upgrades = the Family's, purple
 * Goblin cards = Kammi's, unused otherwise). Hester's starting cubes by level (G-77).
 */
function setupSolo(state: HarrowState | null, o: HarrowSetupOptions, rng: Rng): HarrowState {
  const n = o.n;
  const s = freshState(state, o, rng);
  const map = s.map;
  const g = s.g;
  g[G_MODE] = MODE_FULL;
  g[G_PLAYERS] = 1;
  g[G_ROUND] = 1;
  g[G_SOLO_LEVEL] = o.solo.level;
  // The home in the red third (x < 0) is the Protectors' (spec §3.4: red = the Protector side).
  const redHome = map.soloRegion[map.homes[0]!] === 0 ? 0 : 1;
  const homes = [map.homes[redHome]!, map.homes[1 - redHome]!];
  const treeInit = treeSetup(o.tree, s.tree, 0, (1 << FACTION_COLOUR[FAC_P]!) | (1 << FACTION_COLOUR[FAC_F]!));
  for (const fac of [FAC_P, FAC_F]) {
    const base = fac * F_WORDS;
    const id = TWO_PLAYER_FACTION_IDS[fac]!;
    s.f[base + F_SEAT] = 0;
    s.f[base + F_AUTOMATED] = 1;
    s.f[base + F_SCORING_SIDE] = fac === FAC_P ? 0 : 1;
    const home = homes[fac === FAC_P ? 0 : 1]!;
    s.f[base + F_HOME] = home;
    s.f[base + F_BOARD_SIDE] = MODE_FULL;
    // L2441 ("Choose 1 Protector Legend Token and 1 Family Legend Token"): any; their powers are not used.
    const legendId = chooseLegend(o, id, rng);
    s.f[base + F_LEGEND] = LEGENDS.findIndex((x) => x.id === legendId);
    s.f[base + F_TRACK_SIDE] = 1;
    s.legendHex[LEGEND_SLOT[fac]!] = home;
    // L2367, L2371: 6 red and 6 blue cubes; 3 on the Battleground and 3 Haints home (L2440-2441 "as per usual").
    const table = CUBE_COLOUR_TABLE[FACTION_COLOUR[fac]!]!;
    startingUnitsAndCubes(s, n, fac, home, table.soloCount ?? table.count, treeInit);
    // L2335, L2339: the 4 Townsfolk and 4 Buildings wait beside the map until a solo card places them.
    setObjectives(s, fac, fac === FAC_P ? n.townsfolk : n.buildings);
  }
  g[G_WILD_SUPPLY] = o.solo.wildTokens;
  // The solo piles (L2449): shuffle each deck, deal the split from its top.
  for (let p = 0; p < PILES; p++) {
    const block = SOLO_PILE_BLOCK[p]!;
    const cards = [...PILE_CARDS[p]!];
    if (cards.length > CARD_CAP) fail(`a solo pile of ${cards.length} cards does not fit the state (${CARD_CAP})`);
    rng.shuffle(cards);
    const k = o.solo.split[p]!;
    for (let i = 0; i < k; i++) s.deck[block * CARD_CAP + i] = cards[i]!;
    s.f[block * F_WORDS + F_DECK_LEN] = k;
  }
  setupHester(s, 0, n.handSize[FAC_H]!, rng);
  // L2458-2460 (G-77): Hester's starting terrain cubes, from her supply.
  const start = o.solo.levelData.cubes;
  const colours = Array.from(HESTER_COLOURS);
  if (start !== 'each') {
    rng.shuffle(colours);
    colours.length = start === 'none' ? 0 : Math.min(start, colours.length);
  }
  for (const c of colours) {
    if (s.poss[FAC_H * COLOURS + c]! === 0) continue;
    s.poss[FAC_H * COLOURS + c]!--;
    s.bg[FAC_H * COLOURS + c]!++;
  }
  g[G_FP_SEAT] = 0; // no First Player token in solo (L2328): the one seat always leads
  g[G_PHASE] = PH_OBJECTIVES;
  g[G_ACTIVE_SEAT] = 0;
  return s;
}

/** `count` objective pieces on the Scoreboard, one per terrain space (L1179 "each of the different Terrain spaces"). */
function setObjectives(s: HarrowState, fac: number, count: number): void {
  for (let i = 0; i < count; i++) s.objBoard[fac * 4 + (i % TERRAIN_KINDS)]!++;
}

// ---- resolving the setup frames (helpers for the turn machine and tests) ------------------

/**
 * PR_KAMMI_PLACE: Kammi on behind-hex `kammiAt`, the Goblin on `goblinAt` (indices 0..2 of the
 * hexes behind her home, different), `onKammi` / `onGoblin` Haints with them, the rest on the
 * home (L1169). Physical token 0 goes on the lower hex index, so positions reveal nothing; the
 * hidden G_KAMMI_TOKEN says which physical token is Kammi. Closes the frame.
 */
export function placeKammi(s: HarrowState, kammiAt: number, goblinAt: number, onKammi: number, onGoblin: number): void {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_KAMMI_PLACE) throw new Error('placeKammi: no PR_KAMMI_PLACE frame on top');
  if (kammiAt === goblinAt) throw new Error('placeKammi: Kammi and the Goblin go on 2 different hexes (L1169)');
  const m = s.map;
  const home = s.f[FAC_K * F_WORDS + F_HOME]!;
  const hi = m.homeOf[home]!;
  const kh = m.behind[hi * 3 + kammiAt]!;
  const gh = m.behind[hi * 3 + goblinAt]!;
  const total = s.haint[FAC_K * s.n + home]! + s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI0]!]! + s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI1]!]!;
  if (onKammi + onGoblin > total) throw new Error('placeKammi: more Haints than Kammi placed');
  s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI0]!] = 0;
  s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI1]!] = 0;
  s.legendHex[LS_KAMMI0] = Math.min(kh, gh);
  s.legendHex[LS_KAMMI1] = Math.max(kh, gh);
  s.g[G_KAMMI_TOKEN] = kh < gh ? 0 : 1;
  s.haint[FAC_K * s.n + kh] = onKammi;
  s.haint[FAC_K * s.n + gh] = onGoblin;
  s.haint[FAC_K * s.n + home] = total - onKammi - onGoblin;
  afterSetupFrame(s);
}

/** PR_DOLL_PLACE: the real Doll is the one on behind-hex `realAt` (0..2); Units stay where they are. Closes the frame. */
export function placeDolls(s: HarrowState, realAt: number): void {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_DOLL_PLACE) throw new Error('placeDolls: no PR_DOLL_PLACE frame on top');
  if (!(realAt >= 0 && realAt < DOLLS)) throw new Error('placeDolls: realAt is 0..2');
  s.g[G_DOLL_REAL] = realAt; // physical Doll d sits on behind[d] at setup
  afterSetupFrame(s);
}

// ---- the setup decisions as actions (D01; the turn machine's dispatch) ------------------------

/** Haint splits (onKammi, onGoblin) per A_KAMMI_PLACE: c = onKammi | onGoblin << 4. */
const packSplit = (onKammi: number, onGoblin: number): number => onKammi | (onGoblin << 4);

/**
 * D01 options. PR_KAMMI_PLACE (L1169): Kammi's hex × the Goblin's hex (2 different hexes behind
 * her home) × how her Haints split between Kammi, the Goblin and the home (each hex ≤ the Unit
 * limit with its Legend). PR_DOLL_PLACE (L1178): stage 0 which behind-home hex holds the real
 * Doll (A_DOLL_PLACE); stage 1 where the foe's Legend and Haints stand among the home and the
 * three Doll hexes (A_SETUP_UNITS: Legend position a, packed Haints b = 2 bits per Doll hex).
 */
export function setupLegal(s: HarrowState, out: Int32Array): number {
  const fr = topFrame(s);
  const p = s.frames[fr + FW_PROMPT]!;
  let k = 0;
  if (p === PR_KAMMI_PLACE) {
    const home = s.f[FAC_K * F_WORDS + F_HOME]!;
    const total = s.haint[FAC_K * s.n + home]! + s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI0]!]! + s.haint[FAC_K * s.n + s.legendHex[LS_KAMMI1]!]!;
    for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) {
      if (a === b) continue;
      for (let x = 0; x <= Math.min(total, UNITS_WITH_LEGEND); x++) {
        for (let y = 0; x + y <= total && y <= UNITS_WITH_LEGEND; y++) {
          if (total - x - y <= UNITS_PER_HEX) out[k++] = encode(A_KAMMI_PLACE, a, b, packSplit(x, y));
        }
      }
    }
    return k;
  }
  if (p !== PR_DOLL_PLACE) throw new RangeError(`setupLegal: prompt ${p}`);
  if (s.frames[fr + SETUP_STAGE] === 0) {
    for (let d = 0; d < DOLLS; d++) out[k++] = encode(A_DOLL_PLACE, d);
    return k;
  }
  const fac = s.g[G_SEAT_FACTION + s.frames[fr + FW_SEAT]!]!;
  const total = totalHaintsOn(s, fac);
  for (let legendAt = 0; legendAt <= DOLLS; legendAt++) {
    for (let packed = 0; packed < 64; packed++) {
      const h1 = packed & 3;
      const h2 = (packed >> 2) & 3;
      const h3 = (packed >> 4) & 3;
      const home = total - h1 - h2 - h3;
      if (home < 0) continue;
      const counts = [home, h1, h2, h3];
      let ok = true;
      for (let i = 0; i <= DOLLS; i++) if (counts[i]! + (legendAt === i ? 1 : 0) > UNITS_PER_HEX) ok = false;
      if (ok) out[k++] = encode(A_SETUP_UNITS, legendAt, packed);
    }
  }
  return k;
}

/** Most Units a hex holds at setup (R-CORE-1, L311) and the Haints that fit beside a Legend. */
const UNITS_PER_HEX = 4;
const UNITS_WITH_LEGEND = UNITS_PER_HEX - 1;

/** The foe's Haints on its home and the three Doll hexes (all of them at setup). */
function totalHaintsOn(s: HarrowState, fac: number): number {
  let total = s.haint[fac * s.n + s.f[fac * F_WORDS + F_HOME]!]!;
  for (let d = 0; d < DOLLS; d++) total += s.haint[fac * s.n + s.dollHex[d]!]!;
  return total;
}

/** Applies a D01 action; returns the resume code of the closed frame, or OPEN when the next stage is asked. */
export function setupApply(s: HarrowState, action: number): number {
  const fr = topFrame(s);
  const resume = s.frames[fr + FW_RESUME]!;
  const kind = actionKind(action);
  if (kind === A_KAMMI_PLACE) {
    const c = argC(action);
    placeKammi(s, argA(action), argB(action), c & 15, c >> 4);
    return s.g[G_DEPTH]! > 0 ? OPEN : resume;
  }
  if (kind === A_DOLL_PLACE) {
    s.g[G_DOLL_REAL] = argA(action); // physical Doll d sits on behind[d] at setup
    s.frames[fr + SETUP_STAGE] = 1;
    return OPEN;
  }
  if (kind !== A_SETUP_UNITS) throw new RangeError(`setupApply: action ${action}`);
  // L1178: "move your Haints and your Legend Token to be on any combination of your Home Hex or the hexes containing a Doll Token".
  const fac = s.g[G_SEAT_FACTION + s.frames[fr + FW_SEAT]!]!;
  const total = totalHaintsOn(s, fac);
  const packed = argB(action);
  const home = s.f[fac * F_WORDS + F_HOME]!;
  const hexes = [home, s.dollHex[0]!, s.dollHex[1]!, s.dollHex[2]!];
  const counts = [total - (packed & 3) - ((packed >> 2) & 3) - ((packed >> 4) & 3), packed & 3, (packed >> 2) & 3, (packed >> 4) & 3];
  for (let i = 0; i <= DOLLS; i++) s.haint[fac * s.n + hexes[i]!] = counts[i]!;
  s.legendHex[LEGEND_FIRST[fac]!] = hexes[argA(action)]!;
  afterSetupFrame(s);
  return s.g[G_DEPTH]! > 0 ? OPEN : resume;
}

function afterSetupFrame(s: HarrowState): void {
  const resume = popFrame(s);
  const g = s.g;
  if (resume === RS_START_ROUND || g[G_DEPTH] === 0) {
    g[G_PHASE] = g[G_MODE] === MODE_TRAINING ? PH_TURNS : PH_OBJECTIVES;
    g[G_ACTIVE_SEAT] = g[G_FP_SEAT]!;
  } else {
    g[G_ACTIVE_SEAT] = s.frames[topFrame(s) + FW_SEAT]!;
  }
}

// ---- the Family bag draw (R-ABL-F, L1434-1444; ★7, CF-08) ---------------------------------

/** (D, K) for the Family's current track fill: the space of the rightmost token (index 0 = the printed start). Training: K = 0. */
export function familyDrawCounts(s: HarrowState, n: SetupNumbers): [number, number] {
  const fill = s.f[FAC_F * F_WORDS + F_FAM_FILL]!;
  if (s.f[FAC_F * F_WORDS + F_BOARD_SIDE] === MODE_TRAINING) {
    const t = n.familyTrainingTrack;
    return [t[Math.min(fill, t.length - 1)]!, 0];
  }
  const slot = n.familyTrack[Math.min(fill, n.familyTrack.length - 1)]!;
  return [slot.draw, slot.putBack];
}

/**
 * Draws d = min(D, bag) tokens into `drawn`, one at a time uniformly from the bag (rng.int(bag
 * size) per token); puts back k = max(0, K − (D − d)) (CF-08). If k > 0 a PR_FAMILY_PUTBACK frame
 * (decider: the Family) is pushed with PB_LEFT = k, PB_KEEP = d − k, resuming with `resume`. Returns d. No allocation.
 */
export function familyDraw(s: HarrowState, n: SetupNumbers, rng: Rng, resume: number): number {
  const [D, K] = familyDrawCounts(s, n);
  let size = 0;
  for (let k = 0; k < BAG_KINDS; k++) size += s.bag[k]!;
  const d = Math.min(D, size);
  for (let i = 0; i < d; i++) {
    let r = rng.int(size);
    let k = 0;
    while (r >= s.bag[k]!) r -= s.bag[k++]!;
    s.bag[k]!--;
    s.drawn[k]!++;
    size--;
  }
  const back = Math.max(0, K - (D - d));
  if (back > 0) {
    const fr = pushFrame(s, PR_FAMILY_PUTBACK, resume, s.f[FAC_F * F_WORDS + F_SEAT]!);
    s.frames[fr + PB_LEFT] = back;
    s.frames[fr + PB_KEEP] = d - back;
  }
  return d;
}

/** Answers PR_FAMILY_PUTBACK with one drawn token of bag kind `kind`; closes the frame after the last. Returns the resume code, or RS_NONE while more remain. */
export function familyPutBack(s: HarrowState, kind: number): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_FAMILY_PUTBACK) throw new Error('familyPutBack: no PR_FAMILY_PUTBACK frame on top');
  if (s.drawn[kind]! === 0) throw new Error(`familyPutBack: no drawn token of kind ${kind}`);
  s.drawn[kind]!--;
  s.bag[kind]!++;
  const left = s.frames[fr + PB_LEFT]! - 1;
  s.frames[fr + PB_LEFT] = left;
  return left === 0 ? popFrame(s) : RS_NONE;
}

// ---- bag kinds ----------------------------------------------------------------

/** Index of an Upgrade token in the bag kinds. */
export const upgradeBagKind = (cardId: string): number => BAG_BASIC + UPGRADE_CARDS.findIndex((c) => c.id === cardId);
