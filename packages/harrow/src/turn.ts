// The turn machine (spec §1.8 Round structure, §1.9 turn anatomy, §1.12 the four Mason Jars,
// §1.18 phases; rulebook L287-309, L436-479, L1224-1243, L1354-1483) over the decision-frame stack.
//
// Every decision is the prompt of the frame on top (state.ts); `turnLegal` / `turnApply` dispatch
// on it to the module that owns it (advance.ts, spawn.ts, attack.ts, cleanup.ts, objectives.ts,
// setup.ts's Family put-back) or to this file's own prompts:
//   PR_TURN         D03  choose a face-up jar, normal or attack mode (R-JAR-1/2, R-ATK-10)
//   PR_PICK         D09/D10  the next packet from the kept Family tokens / the Wild picks
//   PR_FREE_ACTION  D17  the Attack jar's free basic action: type × before/after, or decline
//   PR_WINDOW       cards, the jar's Bonus tiles and free Path steps before / after the jar action
//   PR_LEGEND_JAR   the Legend jar: its track and its Unique Power, each once, in either order
//   PR_JAR          (no decision) the jar in progress; its stage says what follows the packet
//                   or attack running above it (R-TRN-01/02: a jar resolves as one unit).
// Cards, Bonus tiles, Unique Powers, Legend tracks and each faction's Abilities jar are effects
// (effects.ts) bound by key from content.ts: this file starts them and never knows which one runs.
// Each mechanism returns OPEN (a decision is on top) or a resume code; `settle` runs the resume
// codes (below, RS_* ≥ 10 are this file's) until a decision is on top or the game is over.
//
// Round (§1.8): Phase 1 (objectives.ts `phase1Start`; Training: nothing), Phase 2 turns in the
// ◇18 order (fewer turns first; on a tie the current First-Player holder), Phase 3
// (`phase3Scoring`: Brambles, win check, cap; then the token passes, jars refresh, Full: the
// Bonus tiles refresh, R-BON-2). A turn: one jar, then Clean-Up (cleanup.ts) with its objective
// step (`objectiveStep`) between collection and `closeCleanup`.
//
// Phase 3 step 0 is the Goads' SPAWNs (G-46).
//
// Hot path: integers and typed arrays; no allocation per decision.
import type { ParameterValues, Rng } from '@balance-lab/core';
import {
  A_CARD, A_FREE, A_FREE_DECLINE, A_JAR, A_LEGEND_END, A_LEGEND_PART, A_PATH_FREE, A_PICK, A_PICK_STOP,
  A_PUTBACK, A_TILE, A_WINDOW_DONE, argA, argB, encode, kindOf,
} from './actions.js';
import { advanceApply, advanceLegal, advanceOptionExists, isAdvancePrompt, openAdvance } from './advance.js';
import { ALL_CARDS, UPGRADE_CARDS } from './data/cards.js';
import { LEGENDS, LEGEND_TRACK, LEGEND_TRACKS } from './data/legends.js';
import { ALL_BONUS_TILES } from './data/tiles.js';
import { dollCarryApply, dollCarryLegal } from './relocate.js';
import { RS_EFFECT, effectApply, effectLegal, effectResume, startEffect, type EffectHooks } from './effects.js';
import { attackApply, attackJarAllowed, attackJarOnlyUpgrades, attackLegal, attackStart, hesterDefenceOf, isAttackPrompt, makeAttackRules, type AttackRules } from './attack.js';
import { OPEN, basicNumbers, type BasicNumbers } from './basic-actions.js';
import {
  CF_FAC, CLEANUP_OBJECTIVE_STEP, takeFromHand, cleanupApply, cleanupLegal, cleanupNumbers, closeCleanup, isCleanupPrompt, openCleanup,
  type CleanupNumbers,
} from './cleanup.js';
import { BASIC_ACTIONS, FACTION_IDS, TWO_PLAYER_FACTION_IDS } from './data/catalogue-types.js';
import { GAME, HESTER, KAMMI, PROTECTORS, parseIntList, parseRow, type RowSlot } from './data/factions.js';
import { makeDialRules } from './dial.js';
import {
  END_NONE, isObjectivePrompt, objectiveRules, objectiveStep, objectivesApply, objectivesLegal, phase1Start, phase3Scoring,
  type ObjectiveRules,
} from './objectives.js';
import { factionIndex, familyPutBack, setupApply, setupLegal, setupOptionsFromValues, type HarrowMode, type HarrowSetupOptions } from './setup.js';
import { spawnApply, spawnLegal, spawnOnto, spawnable, openSpawn } from './spawn.js';
import {
  BAG_BASIC, BAG_KINDS, BONUS_CAP, CARD_CAP, F_ACTIVE_LEN, F_CARD_TURN, F_DEFERRED, F_DISCARD_LEN, F_HAND_LEN, F_LEGEND,
  F_OWED_DRAWS, F_RANGE_BONUS, F_SCROLLS, F_SPAWN_REACH, F_TRACK_SIDE, F_UNIQUE, F_UPGRADES_USED, G_BOX_TOKEN, G_JAR_DONE, G_LAST_JAR, PR_DOLL_PLACE, PR_EFFECT, PR_KAMMI_PLACE, PR_LEGEND_JAR, PR_DOLL_CARRY,
  PR_WINDOW, BONUS_FACE_DOWN, EMPTY, FAC_F, FAC_H, FAC_K, FAC_P, FIELD_0, FIELD_1,
  FIELD_2, FIELD_3, FIELD_4, FW_PROMPT, FW_SEAT, F_ATTACKED, F_BOARD_SIDE, F_FREE_ACTION, F_JARS, F_SEAT, F_TURNS, F_WILD,
  F_WORDS, G_ACTIVE_SEAT, G_BONUS_DISCARD_LEN, G_BONUS_PILE_LEN, G_BONUS_SLOTS, G_DEPTH, G_FP_SEAT, G_FREE_PATH_STEPS,
  G_MODE, G_OVER, G_PHASE, G_PLAYERS, G_ROUND, G_SEAT_FACTION,
  G_TURN_IN_ROUND, G_WILD_SUPPLY, HarrowState, JAR_ABILITIES, JAR_ATTACK, JAR_LEGEND, JAR_WILD,
  MODE_FULL, NONE, PH_OBJECTIVES, PH_ROUND_END, PH_TURNS, PR_FAMILY_PUTBACK, PR_FREE_ACTION, PR_JAR,
  PR_PICK, PR_SPAWN, PR_TURN, RS_NONE, RS_START_ROUND, TK_ADV, TK_SPN, TK_STR,
  UNIT_FACTIONS, isSolo, popFrame, pushFrame, topFrame,
} from './state.js';
import type { HarrowMap } from './map.js';
import { strengthen } from './strengthen.js';
import { faceDownRead, handRead } from './secrets.js';
import { intOr } from './values.js';

// ---- configuration ------------------------------------------------------------------------

/** Most values a Faction-Board row can hold (the `protectors.row.*` parser's limit is far below). */
export const ROW_CAP = 16;
/** Index of (board side, faction, kind, fill) in `TurnConfig.rowValue`. */
export const rowValueIndex = (side: number, fac: number, kind: number, fill: number): number => ((side * 3 + fac) * 3 + kind) * ROW_CAP + fill;

/** Everything the turn machine reads, resolved once per configuration. */
export interface TurnConfig {
  readonly mode: HarrowMode;
  readonly setup: HarrowSetupOptions;
  readonly basic: BasicNumbers;
  readonly attack: AttackRules;
  readonly cleanup: CleanupNumbers;
  readonly objectives: ObjectiveRules;
  /** Basic actions of a Protector / Kammi Abilities-jar packet by board side, faction, kind and row fill (R-ABL-P, R-ABL-K). */
  readonly rowValue: Int32Array;
  /** Faction turns per Round (L2810: 3). */
  readonly turnsPerRound: number;
  /** Hester's turns per Round in the 3-player game: one after each pair of faction turns (3), or one at the Round's end (1) — `hester.turnsPerRound`, ASSUMPTION G-25. */
  readonly hesterTurnsPerRound: number;
  /** Spaces of a Legend Ability Track, the base space included (`legendTrack.spaces`, ASSUMPTION G-15: 4). */
  readonly trackSpaces: number;
  /** Whether the Legend jar's normal action exists: true once Legend tracks and powers are bound (`effects`). */
  readonly legendJar: boolean;
  /** The effect hook tables (content.ts binds every card, Bonus tile, Unique Power and track side); indices are effect ids. */
  readonly effects: readonly EffectHooks[];
  /** Effect id per card (ALL_CARDS index), Bonus tile (ALL_BONUS_TILES index), Legend (LEGENDS index: its Unique Power), track side (faction * 2 + side − 1); −1 none. */
  readonly cardEffect: Int16Array;
  readonly tileEffect: Int16Array;
  readonly powerEffect: Int16Array;
  readonly trackEffect: Int16Array;
  /** Per card: the windows (W_BIT_*) it may be played in (§1.15, from its deck), and whether it stays in play (Goblin cards, Upgrade reminders). */
  readonly cardWindows: Uint8Array;
  readonly cardStays: Uint8Array;
  /** Per Upgrade card (UPGRADE_CARDS index): its ALL_CARDS index and the bag kind of its cost token (G-19). */
  readonly upgradeCard: Int16Array;
  /** Effect id of each faction's Abilities jar (`abilities:<faction>`, src/factions/<faction>/abilities.ts), by faction index; −1 none. */
  readonly abilitiesEffect: Int16Array;
  /** Effect id of a faction whose whole turn is its own (`turn:<faction>`: Hester, who has no Mason Jars, L2047-2053), by faction index; −1: the Mason-Jar turn. */
  readonly turnEffect: Int16Array;
  /** Effect id of a solo Round's automated part (`solo:round`, src/solo/activation.ts), −1 none. */
  readonly soloRound: number;
  /** Each faction's own numbers read from the parameters (content.ts `factionNumbers`, e.g. `hester`: factions/hester/board.ts), opaque to the mechanisms. */
  readonly factions: Readonly<Record<string, unknown>>;
  readonly upgradeCost: Int8Array;
}

function rowsInto(t: Int32Array, side: number, fac: number, kind: number, row: readonly RowSlot[]): void {
  for (let i = 0; i < ROW_CAP; i++) t[rowValueIndex(side, fac, kind, i)] = row[Math.min(i, row.length - 1)]!.value;
}

/**
 * The turn machine's numbers from resolved parameter values (keys of the package's parameter
 * list; missing keys keep the data defaults). Does not refuse any mode: game.ts decides what is playable.
 */
export function makeTurnConfig(
  mode: HarrowMode,
  values: ParameterValues,
  effects: readonly EffectHooks[],
  factions: Readonly<Record<string, unknown>> = {},
): TurnConfig {
  const setup = setupOptionsFromValues(mode, values);
  const basic = basicNumbers(values);
  const dialText = values['game.haintDial'];
  const dial = makeDialRules(typeof dialText === 'string' ? parseIntList(dialText, 1, 20) : GAME.haintDial.value);
  const attack = makeAttackRules(setup.tree, dial, {
    range: intOr(values, 'game.range', GAME.range.value),
    mountainRange: intOr(values, 'game.mountainRange', GAME.mountainRange.value),
    killCost: intOr(values, 'game.killCost', GAME.killCost.value),
    bramblesKillCost: intOr(values, 'game.bramblesKillCost', GAME.bramblesKillCost.value),
    outnumberBonusCubes: intOr(values, 'game.outnumberBonusCubes', GAME.outnumberBonusCubes.value),
    unitsPerHex: basic.unitsPerHex,
    hester: hesterDefenceOf(factions),
    upgradesOnAttackJarOnly: attackJarOnlyUpgrades(values),
  });
  const rowValue = new Int32Array(2 * 3 * 3 * ROW_CAP);
  const board = values['kammi.board'];
  const kammiRows = (typeof board === 'string' ? board : KAMMI.board.value) === 'low' ? KAMMI.lowRows : KAMMI.rows;
  BASIC_ACTIONS.forEach((a, kind) => {
    const key = `protectors.row.${a.toLowerCase()}`;
    const full = typeof values[key] === 'string' ? parseRow(values[key] as string) : PROTECTORS.rows[a].value;
    rowsInto(rowValue, MODE_FULL, FAC_P, kind, full);
    rowsInto(rowValue, 0, FAC_P, kind, PROTECTORS.trainingRows[a].value);
    rowsInto(rowValue, MODE_FULL, FAC_K, kind, kammiRows[a].value);
    rowsInto(rowValue, 0, FAC_K, kind, kammiRows[a].value);
  });
  return {
    mode,
    setup,
    basic,
    attack,
    cleanup: cleanupNumbers(values),
    trackSpaces: intOr(values, 'legendTrack.spaces', LEGEND_TRACK.spaces.value),
    objectives: objectiveRules(values),
    rowValue,
    turnsPerRound: GAME.turnsPerRound.value,
    hesterTurnsPerRound: intOr(values, 'hester.turnsPerRound', HESTER.turnsPerRound.value),
    factions,
    ...bindEffects(effects, values),
  };
}

/** Window bits of TurnConfig.cardWindows (§1.15, R-TRN-02). */
export const W_BIT_BEFORE = 1;
export const W_BIT_AFTER = 2;
export const W_BIT_MID = 4;
export const W_BIT_UPGRADE = 8;
/** Windows per deck: Tactics before/after the jar (L1738), Goblin cards also between Kammi's two activations (L1454, L1752), Upgrades inside the Abilities jar (L1723). */
const DECK_WINDOWS: Readonly<Record<string, number>> = {
  tactics: W_BIT_BEFORE | W_BIT_AFTER,
  goblin: W_BIT_BEFORE | W_BIT_AFTER | W_BIT_MID,
  upgrade: W_BIT_UPGRADE,
  hester: 0,
};

type EffectBinding = Pick<TurnConfig, 'legendJar' | 'effects' | 'cardEffect' | 'tileEffect' | 'powerEffect' | 'trackEffect' | 'cardWindows' | 'cardStays' | 'upgradeCard' | 'upgradeCost' | 'abilitiesEffect' | 'turnEffect' | 'soloRound'>;

/** Looks up every card, tile, power and track side in the effect table by key (content.ts names them). */
function bindEffects(effects: readonly EffectHooks[], values: ParameterValues): EffectBinding {
  const ids = new Map<string, number>();
  effects.forEach((e, i) => {
    if (ids.has(e.key)) throw new RangeError(`effect ${e.key} is bound twice`);
    ids.set(e.key, i);
  });
  const id = (key: string): number => ids.get(key) ?? NONE;
  const trackEffect = new Int16Array(UNIT_FACTIONS * 2).fill(NONE);
  for (const t of LEGEND_TRACKS) trackEffect[factionIndex(t.faction) * 2 + t.side - 1] = id(`track:${t.id}`);
  return {
    legendJar: trackEffect.some((e) => e >= 0) || LEGENDS.some((l) => id(`power:${l.id}`) >= 0),
    effects,
    cardEffect: Int16Array.from(ALL_CARDS, (c) => id(`card:${c.id}`)),
    tileEffect: Int16Array.from(ALL_BONUS_TILES, (b) => id(`tile:${b.id}`)),
    powerEffect: Int16Array.from(LEGENDS, (l) => id(`power:${l.id}`)),
    trackEffect,
    cardWindows: Uint8Array.from(ALL_CARDS, (c) => DECK_WINDOWS[c.deck] ?? 0),
    cardStays: Uint8Array.from(ALL_CARDS, (c) => (c.deck === 'goblin' || c.deck === 'upgrade' ? 1 : 0)),
    upgradeCard: Int16Array.from(UPGRADE_CARDS, (u) => ALL_CARDS.indexOf(u)),
    abilitiesEffect: Int16Array.from(TWO_PLAYER_FACTION_IDS, (f) => id(`abilities:${f}`)),
    turnEffect: Int16Array.from(FACTION_IDS, (f) => id(`turn:${f}`)),
    soloRound: id('solo:round'),
    // G-19: the lost cost token of each Upgrade card, a `family.upgradeCost.<id>` parameter.
    upgradeCost: Int8Array.from(UPGRADE_CARDS, (u) => {
      const v = values[`family.upgradeCost.${u.id}`];
      return BASIC_ACTIONS.indexOf(typeof v === 'string' ? (v as (typeof BASIC_ACTIONS)[number]) : u.cost.value);
    }),
  };
}

// ---- the state with its configuration ------------------------------------------------------

/** A HarrowState that carries its configuration (the contract's legalActions/apply get only the state). */
export class HarrowGame extends HarrowState {
  constructor(readonly config: TurnConfig, map: HarrowMap) {
    super(map);
  }

  override clone(): HarrowGame {
    const s = new HarrowGame(this.config, this.map);
    s.bytes.set(this.bytes);
    return s;
  }
}

// ---- jars, fields, resume codes ---------------------------------------------------------------

/** Jar indices (A_JAR's argument a) and their F_JARS bits (L1173 order: Abilities, Wild, Legend, Attack). */
export const JAR_I_ABILITIES = 0;
export const JAR_I_WILD = 1;
export const JAR_I_LEGEND = 2;
export const JAR_I_ATTACK = 3;
export const JAR_BITS = Int32Array.of(JAR_ABILITIES, JAR_WILD, JAR_LEGEND, JAR_ATTACK);
export const JAR_NAMES = ['Abilities', 'Wild', 'Legend', 'Attack'] as const;

/** PR_JAR fields: faction, jar index, stage (J_*), a token kind for the stage, attack mode. */
export const JF_FAC = FIELD_0;
export const JF_JAR = FIELD_1;
export const JF_STAGE = FIELD_2;
export const JF_KIND = FIELD_3;
export const JF_ATTACK = FIELD_4;
/** PR_JAR stages: what the jar does when the packet or attack above it closes. */
export const J_DONE = 0;
export const J_ATTACK = 1; // start the attack (the free action came first)
export const J_FREE_AFTER = 2; // the free basic action of kind JF_KIND (after the attack)

/** PR_PICK fields: picks of any kind left (Wild), fixed ADVANCE / SPAWN left (Family kept tokens), faction. */
export const PF_ANY = FIELD_0;
export const PF_ADV = FIELD_1;
export const PF_SPN = FIELD_2;
export const PF_FAC = FIELD_4;
/** PR_FREE_ACTION field: the faction. */
export const TF_FAC = FIELD_0;

/** Resume codes of the turn machine (setup's RS_START_ROUND = 1 is also handled). */
export const RS_ROUND_START = 10;
export const RS_PHASE1_DONE = 11;
export const RS_JAR_STEP = 12;
export const RS_PICK = 13;
export const RS_CLEANUP_START = 14;
export const RS_OBJ_DONE = 15;
export const RS_TURN_END = 16;
export const RS_JAR_BEGIN = 17; // the window before the jar closed: the jar action
export const RS_AFTER_JAR = 18; // the jar action is over: a deferred effect, then the window after it
export const RS_WINDOW = 19; // an effect started in a window ended: the window asks again or closes
// RS_EFFECT = 20 (effects.ts)
export const RS_LEGEND_JAR = 21; // a Legend-jar part ended

/** PR_WINDOW fields: faction, window (W_*), the jar whose Bonus-tile slot is offered. */
export const WF_FAC = FIELD_0;
export const WF_STAGE = FIELD_1;
export const WF_JAR = FIELD_2;
/** Windows (R-TRN-02). */
export const W_BEFORE = 0;
export const W_AFTER = 1;
export const W_MID = 2; // between Kammi's two Abilities-jar activations (L1454)
export const W_UPGRADE = 3; // inside the Family's Abilities jar, after the draw (L1723)
const W_BITS = [W_BIT_BEFORE, W_BIT_AFTER, W_BIT_MID, W_BIT_UPGRADE] as const;
/** PR_LEGEND_JAR fields: faction, parts done (bit 0 the track, bit 1 the Unique Power). */
export const LJ_FAC = FIELD_0;
export const LJ_DONE = FIELD_1;
/** PR_PICK field: bitmask of kept Upgrade tokens (bit u = UPGRADE_CARDS index u) still to resolve. */
export const PF_UPG = FIELD_3;

// ---- small helpers ------------------------------------------------------------------------

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const activeFaction = (s: HarrowState): number => s.g[G_SEAT_FACTION + s.g[G_ACTIVE_SEAT]!]!;

/** Basic actions one Protector / Kammi row gives now (R-ABL-P: the value above the rightmost token). */
export function rowValue(s: HarrowState, c: TurnConfig, fac: number, kind: number): number {
  const fill = Math.min(s.rowFill[fac * 3 + kind]!, ROW_CAP - 1);
  return c.rowValue[rowValueIndex(s.f[fi(fac, F_BOARD_SIDE)]! === MODE_FULL ? MODE_FULL : 0, fac, kind, fill)]!;
}

/** Opens a packet of `count` basic actions of `kind` for `fac`: OPEN, or `resume` when nothing is left to decide. */
export function openPacket(s: HarrowState, c: TurnConfig, fac: number, kind: number, count: number, resume: number): number {
  if (count <= 0) return resume;
  if (kind === TK_ADV) return openAdvance(s, fac, count, resume, c.basic);
  if (kind === TK_SPN) return openSpawn(s, fac, count, resume, c.basic);
  strengthen(s, fac, count, c.basic);
  return resume;
}

// ---- the Round ----------------------------------------------------------------------------

/**
 * Starts play on a freshly set-up state: Round 1 (Phase 1, then the first turn), unless setup
 * decisions are pending (their last frame resumes with RS_START_ROUND). Runs to the first decision.
 */
export function startGame(s: HarrowState, c: TurnConfig, rng: Rng): void {
  if (s.g[G_DEPTH]! > 0) return;
  settle(s, c, RS_ROUND_START, rng);
}

/**
 * ◇18 / §1.8 turn order: of the two faction seats, the one with fewer turns; on a tie the
 * First-Player holder; −1 when Phase 2 is over. So in 2 players a seat that takes the First-Player
 * tile on its turn moves again at once (L771, L1933). With Hester (seat 2, always last, L1951,
 * L2045): after each pair of faction turns she takes hers before the holder moves again, so taking
 * the tile gives no double turn (L2264); with `hester.turnsPerRound` = 1 (G-25) she moves once,
 * after the last pair.
 */
export function nextTurnSeat(s: HarrowState, c: TurnConfig): number {
  // Solo (L2573-2621): one Hester turn a Round, after the automated activation (Phase 1 here).
  if (isSolo(s)) return s.f[fi(s.g[G_SEAT_FACTION]!, F_TURNS)]! < 1 ? 0 : NONE;
  const fa = s.g[G_SEAT_FACTION]!;
  const fb = s.g[G_SEAT_FACTION + 1]!;
  const ta = s.f[fi(fa, F_TURNS)]!;
  const tb = s.f[fi(fb, F_TURNS)]!;
  if (ta !== tb) return ta < tb ? 0 : 1;
  if (s.g[G_PLAYERS] === 3) {
    const th = s.f[fi(s.g[G_SEAT_FACTION + 2]!, F_TURNS)]!;
    const owed = c.hesterTurnsPerRound >= c.turnsPerRound ? ta : ta >= c.turnsPerRound ? c.hesterTurnsPerRound : 0;
    if (th < owed) return 2;
  }
  if (ta >= c.turnsPerRound) return NONE;
  return s.g[G_FP_SEAT]!;
}

/**
 * The First-Player tile (§2.5, L2807-2813) changes the token holder mid-Round; the ◇18 order
 * follows from `nextTurnSeat`. Exposed for the tile's effect (not built) and tests.
 */
export function takeFirstPlayerToken(s: HarrowState, seat: number): void {
  s.g[G_FP_SEAT] = seat;
}

function beginTurn(s: HarrowState, c: TurnConfig, rng: Rng): number {
  const seat = nextTurnSeat(s, c);
  if (seat < 0) return roundEnd(s, c, rng);
  s.g[G_ACTIVE_SEAT] = seat;
  s.g[G_FREE_PATH_STEPS] = 0;
  const fac = s.g[G_SEAT_FACTION + seat]!;
  s.f[fi(fac, F_CARD_TURN)] = 0;
  s.f[fi(fac, F_DEFERRED)] = 0;
  s.f[fi(fac, F_RANGE_BONUS)] = 0;
  s.f[fi(fac, F_OWED_DRAWS)] = 0;
  s.f[fi(fac, F_SPAWN_REACH)] = 0;
  s.g[G_JAR_DONE] = 0;
  // A faction with a turn of its own (Hester, L2047-2053) plays it as one effect; the others break a jar.
  const own = c.turnEffect[fac]!;
  if (own >= 0) return startEffect(s as HarrowGame, own, fac, seat, RS_TURN_END, 0, rng);
  pushFrame(s, PR_TURN, RS_NONE, seat);
  return OPEN;
}

/** Phase 3 (§1.8, R-P3): scoring and the win check, then pass the token, refresh jars and tiles. */
function roundEnd(s: HarrowState, c: TurnConfig, rng: Rng): number {
  s.g[G_PHASE] = PH_ROUND_END;
  goadSpawns(s, c);
  if (phase3Scoring(s, c.objectives) !== END_NONE) return OPEN; // the game is over
  // Step 3: the First Player token passes every Round (R-P3), even if the tile moved it — between
  // the two faction seats: Hester never holds it (she always moves last, L1951). Solo has none (L2328).
  if (!isSolo(s)) s.g[G_FP_SEAT] = 1 - s.g[G_FP_SEAT]!;
  s.f[fi(FAC_H, F_TURNS)] = 0;
  // Step 4: the jars.
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    s.f[fi(fac, F_JARS)] = 0;
    s.f[fi(fac, F_TURNS)] = 0;
    s.f[fi(fac, F_ATTACKED)] = 0;
    s.f[fi(fac, F_FREE_ACTION)] = 0;
  }
  // Step 5: the Bonus tiles (Full game).
  if (s.g[G_MODE] === MODE_FULL && !isSolo(s)) refreshBonusTiles(s, rng);
  s.g[G_ROUND]!++;
  return RS_ROUND_START;
}

/**
 * Phase 3 step 0 (L2641, ASSUMPTION G-46): every Goad still on the map spawns 1 Protector Haint
 * on its hex (as a SPAWN: the Unit limit and the core rules apply, none without a Haint in
 * Possessions), then returns to Priscilla.
 */
export function goadSpawns(s: HarrowState, c: TurnConfig): void {
  for (let h = 0; h < s.n; h++) {
    const k = s.goad[h]!;
    if (k === 0) continue;
    for (let i = 0; i < k; i++) if (spawnable(s, FAC_P, h, c.basic)) spawnOnto(s, FAC_P, h, c.basic);
    s.goad[h] = 0;
    s.f[fi(FAC_P, F_UNIQUE)]! += k;
  }
}

/**
 * R-BON-2 (L1943): discard the face-down tiles, then one new tile from the pile into every slot
 * (a slot still holding an unused face-up tile gets a second one); an empty pile is re-formed by
 * shuffling the discards (rng, the rules stream).
 */
export function refreshBonusTiles(s: HarrowState, rng: Rng): void {
  const slots = s.g[G_BONUS_SLOTS]!;
  for (let slot = 0; slot < slots; slot++) {
    const base = slot * BONUS_CAP;
    let keep = 0;
    const len = s.bonusSlotLen[slot]!;
    for (let i = 0; i < len; i++) {
      const t = s.bonusSlot[base + i]!;
      if ((t & BONUS_FACE_DOWN) !== 0) s.bonusDiscard[s.g[G_BONUS_DISCARD_LEN]!++] = t & ~BONUS_FACE_DOWN;
      else s.bonusSlot[base + keep++] = t;
    }
    for (let i = keep; i < len; i++) s.bonusSlot[base + i] = EMPTY;
    s.bonusSlotLen[slot] = keep;
  }
  for (let slot = 0; slot < slots; slot++) {
    if (s.g[G_BONUS_PILE_LEN] === 0) {
      const d = s.g[G_BONUS_DISCARD_LEN]!;
      if (d === 0) break;
      for (let i = 0; i < d; i++) {
        s.bonusPile[i] = s.bonusDiscard[i]!;
        s.bonusDiscard[i] = EMPTY;
      }
      rng.shuffle(s.bonusPile, d);
      s.g[G_BONUS_PILE_LEN] = d;
      s.g[G_BONUS_DISCARD_LEN] = 0;
    }
    const p = --s.g[G_BONUS_PILE_LEN]!;
    faceDownRead(s);
    const len = s.bonusSlotLen[slot]!;
    if (len < BONUS_CAP) {
      s.bonusSlot[slot * BONUS_CAP + len] = s.bonusPile[p]!;
      s.bonusSlotLen[slot] = len + 1;
    }
    s.bonusPile[p] = EMPTY;
  }
}

// ---- the resume loop ----------------------------------------------------------------------

/** Runs resume codes until a decision is on top (OPEN) or the game is over. */
export function settle(s: HarrowState, c: TurnConfig, code: number, rng: Rng): void {
  let k = code;
  for (;;) {
    if (s.g[G_OVER] !== 0) return;
    if (k === OPEN || k === RS_NONE) return;
    k = step(s, c, k, rng);
  }
}

function step(s: HarrowState, c: TurnConfig, code: number, rng: Rng): number {
  switch (code) {
    case RS_START_ROUND:
    case RS_ROUND_START:
      s.g[G_PHASE] = PH_OBJECTIVES;
      s.g[G_ACTIVE_SEAT] = s.g[G_FP_SEAT]!;
      // Solo (L2466-2601): the objectives and the automated activation, decided by the solo player.
      if (isSolo(s)) return startEffect(s as HarrowGame, c.soloRound, s.g[G_SEAT_FACTION]!, 0, RS_PHASE1_DONE, 0, rng);
      return phase1Start(s, c.objectives, RS_PHASE1_DONE);
    case RS_PHASE1_DONE:
      s.g[G_PHASE] = PH_TURNS;
      s.g[G_TURN_IN_ROUND] = 0;
      return beginTurn(s, c, rng);
    case RS_PICK:
      return pickResume(s);
    case RS_JAR_STEP:
      return jarStep(s, c);
    case RS_CLEANUP_START: {
      const fac = activeFaction(s);
      return openCleanup(s, fac, RS_TURN_END, c.cleanup, s.g[G_LAST_JAR]!, s.f[fi(fac, F_OWED_DRAWS)]!);
    }
    case CLEANUP_OBJECTIVE_STEP:
      return objectiveStep(s, c.objectives, s.frames[topFrame(s) + CF_FAC]!, RS_OBJ_DONE);
    case RS_OBJ_DONE:
      return closeCleanup(s, c.cleanup);
    case RS_JAR_BEGIN:
      return jarBegin(s, c, rng);
    case RS_AFTER_JAR:
      return afterJar(s, c, rng);
    case RS_WINDOW:
      return windowResume(s, c);
    case RS_EFFECT:
      return effectResume(s as HarrowGame, rng);
    case RS_LEGEND_JAR:
      return legendJarResume(s, c);
    case RS_TURN_END: {
      const fac = activeFaction(s);
      s.f[fi(fac, F_TURNS)]!++;
      s.g[G_TURN_IN_ROUND]!++;
      return beginTurn(s, c, rng);
    }
    default:
      throw new RangeError(`turn machine: unknown resume code ${code}`);
  }
}

// ---- the jars -----------------------------------------------------------------------------

/** Whether `fac` may break jar `j` in normal mode now (R-JAR-1; the Legend jar only once its action exists). */
function normalJarOpen(s: HarrowState, c: TurnConfig, fac: number, j: number): boolean {
  if ((s.f[fi(fac, F_JARS)]! & JAR_BITS[j]!) !== 0) return false;
  return j !== JAR_I_LEGEND || c.legendJar;
}

function jarLegal(s: HarrowState, c: TurnConfig, out: Int32Array): number {
  const fac = s.g[G_SEAT_FACTION + s.frames[topFrame(s) + FW_SEAT]!]!;
  let k = 0;
  for (let j = 0; j < 4; j++) {
    if (normalJarOpen(s, c, fac, j)) out[k++] = encode(A_JAR, j, 0);
    if (j !== JAR_I_ATTACK && attackJarAllowed(s, c.attack, fac, JAR_BITS[j]!, turnRangeBonus(s, fac))) out[k++] = encode(A_JAR, j, 1);
  }
  return k;
}

function jarApply(s: HarrowState, c: TurnConfig, action: number): number {
  const j = argA(action);
  const attackMode = argB(action);
  const seat = s.frames[topFrame(s) + FW_SEAT]!;
  const fac = s.g[G_SEAT_FACTION + seat]!;
  popFrame(s); // PR_TURN
  s.f[fi(fac, F_JARS)]! |= JAR_BITS[j]!;
  const fr = pushFrame(s, PR_JAR, RS_AFTER_JAR, seat);
  s.frames[fr + JF_FAC] = fac;
  s.frames[fr + JF_JAR] = j;
  s.frames[fr + JF_STAGE] = J_DONE;
  s.frames[fr + JF_ATTACK] = attackMode;
  // R-TRN-02, R-BON-1: cards and the jar's Bonus tiles before the jar action.
  return openWindow(s, c, fac, seat, W_BEFORE, j, RS_JAR_BEGIN);
}

/** Range added to this turn's attacks (Laying Out All Night, L2661). */
const turnRangeBonus = (s: HarrowState, fac: number): number => s.f[fi(fac, F_RANGE_BONUS)]!;

/** The jar action itself (the PR_JAR frame is on top). */
function jarBegin(s: HarrowState, c: TurnConfig, rng: Rng): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_JAR) throw new RangeError(`RS_JAR_BEGIN with prompt ${s.frames[fr + FW_PROMPT]} on top`);
  const fac = s.frames[fr + JF_FAC]!;
  const j = s.frames[fr + JF_JAR]!;
  const seat = s.frames[fr + FW_SEAT]!;
  if (s.frames[fr + JF_ATTACK] === 1) return attackStart(s, c.attack, fac, RS_JAR_STEP, true, turnRangeBonus(s, fac)) ? OPEN : RS_JAR_STEP;
  switch (j) {
    case JAR_I_ABILITIES:
      // R-ABL-P / R-ABL-F / R-ABL-K: each faction's own jar (src/factions/*/abilities.ts), bound by key.
      return startEffect(s as HarrowGame, c.abilitiesEffect[fac]!, fac, seat, RS_JAR_STEP, 0, rng);
    case JAR_I_WILD: {
      // R-WLD-1 (L463-471): take a Wild token if the supply has one (G-66), then W basic actions.
      if (s.g[G_WILD_SUPPLY]! > 0) {
        s.g[G_WILD_SUPPLY]!--;
        s.f[fi(fac, F_WILD)]!++;
      }
      return openPicks(s, fac, s.f[fi(fac, F_WILD)]!, RS_JAR_STEP);
    }
    case JAR_I_LEGEND: {
      // R-LEG-1 (L473-479, L1477-1483): the track and the Unique Power, in either order, each optional.
      const lj = pushFrame(s, PR_LEGEND_JAR, RS_JAR_STEP, seat);
      s.frames[lj + LJ_FAC] = fac;
      return legendJarResume(s, c);
    }
    case JAR_I_ATTACK:
      // §1.12.4, R-ATK-10: the Attack jar carries the free basic action (once a Round).
      s.f[fi(fac, F_FREE_ACTION)] = 1;
      s.frames[pushFrame(s, PR_FREE_ACTION, RS_NONE, seat) + TF_FAC] = fac;
      return OPEN;
    default:
      throw new RangeError(`no jar ${j}`);
  }
}

/**
 * Opens a PR_PICK packet chooser of `any` basic actions of the player's choice (R-WLD-1; cards:
 * "1 basic action of your choice") for `fac`, resuming with `resume`: OPEN, or `resume` when `any` is 0.
 */
export function openPicks(s: HarrowState, fac: number, any: number, resume: number): number {
  if (any <= 0) return resume;
  const p = pushFrame(s, PR_PICK, resume, s.f[fi(fac, F_SEAT)]!);
  s.frames[p + PF_ANY] = any;
  s.frames[p + PF_FAC] = fac;
  return OPEN;
}

/**
 * Basic actions of fixed kinds resolved in any order, each its own packet (Madder Than a Wet Hen,
 * L2663; a Family token each): STRENGTHENs at once (their order changes nothing), then a PR_PICK
 * of the ADVANCEs and SPAWNs. Returns OPEN, or `resume` when nothing is left to decide.
 */
export function openFixedPicks(s: HarrowState, c: TurnConfig, fac: number, adv: number, spn: number, str: number, resume: number): number {
  strengthen(s, fac, str, c.basic);
  if (adv + spn <= 0) return resume;
  const p = pushFrame(s, PR_PICK, resume, s.f[fi(fac, F_SEAT)]!);
  s.frames[p + PF_ADV] = adv;
  s.frames[p + PF_SPN] = spn;
  s.frames[p + PF_FAC] = fac;
  return OPEN;
}

/** EF_ARG of an effect started after the jar because it deferred itself (F_DEFERRED). */
export const DEFERRED_ARG = -1;

/**
 * The jar action is over (PR_JAR popped): G_JAR_DONE is set; an effect that set F_DEFERRED (its
 * id + 1; Haunting Vision played before the jar, L2657) starts now with EF_ARG = DEFERRED_ARG;
 * then the window after the jar.
 */
function afterJar(s: HarrowState, c: TurnConfig, rng: Rng): number {
  const fac = activeFaction(s);
  const seat = s.g[G_ACTIVE_SEAT]!;
  s.g[G_JAR_DONE] = 1;
  const deferred = s.f[fi(fac, F_DEFERRED)]!;
  if (deferred > 0) {
    s.f[fi(fac, F_DEFERRED)] = 0;
    return startEffect(s as HarrowGame, deferred - 1, fac, seat, RS_AFTER_JAR, DEFERRED_ARG, rng);
  }
  return openWindow(s, c, fac, seat, W_AFTER, s.g[G_LAST_JAR]!, RS_CLEANUP_START);
}

// ---- windows: cards, Bonus tiles, free Path steps (R-TRN-02, R-BON-1, R-ADV-4, §1.15) ------------

/** Pushes window `stage` for `fac` when it offers anything but "go on"; returns OPEN, or `resume` at once. */
export function openWindow(s: HarrowState, c: TurnConfig, fac: number, seat: number, stage: number, jar: number, resume: number): number {
  if (stage === W_BEFORE) s.g[G_LAST_JAR] = jar;
  const fr = pushFrame(s, PR_WINDOW, resume, seat);
  s.frames[fr + WF_FAC] = fac;
  s.frames[fr + WF_STAGE] = stage;
  s.frames[fr + WF_JAR] = jar;
  return windowResume(s, c);
}

/** The window on top asks again, or closes when only "go on" is left. */
function windowResume(s: HarrowState, c: TurnConfig): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_WINDOW) throw new RangeError(`RS_WINDOW with prompt ${s.frames[fr + FW_PROMPT]} on top`);
  return windowLegal(s, c, null) > 0 ? OPEN : popFrame(s);
}

/** Cards of `fac`'s hand playable in window bit `wbit` now (§1.15: one a turn; R-TRN-03). */
function cardOptions(s: HarrowState, c: TurnConfig, fac: number, stage: number, out: Int32Array | null, k: number): number {
  if (s.f[fi(fac, F_CARD_TURN)] !== 0) return k;
  const wbit = W_BITS[stage]!;
  const base = fac * CARD_CAP;
  const len = s.f[fi(fac, F_HAND_LEN)]!;
  if (len > 0) handRead(s, fac);
  for (let i = 0; i < len; i++) {
    const card = s.hand[base + i]!;
    if ((c.cardWindows[card]! & wbit) === 0) continue;
    const e = c.cardEffect[card]!;
    if (e < 0) continue;
    if (stage === W_UPGRADE) {
      const cost = c.upgradeCost[upgradeIndexOf(c, card)]!;
      if (s.drawn[cost]! > 0 && c.effects[e]!.canStart(s as HarrowGame, fac, card)) {
        if (out === null) return k + 1;
        out[k++] = encode(A_CARD, card, cost);
      }
    } else if (c.effects[e]!.canStart(s as HarrowGame, fac, card)) {
      if (out === null) return k + 1;
      out[k++] = encode(A_CARD, card);
    }
  }
  return k;
}

function upgradeIndexOf(c: TurnConfig, card: number): number {
  for (let u = 0; u < c.upgradeCard.length; u++) if (c.upgradeCard[u] === card) return u;
  throw new RangeError(`card ${card} is not an Upgrade card`);
}

/**
 * The window's options into `out`, "go on" last; with `out` null, only whether anything but "go on"
 * exists (the cheap checks first, stopping at the first option).
 */
function windowLegal(s: HarrowState, c: TurnConfig, out: Int32Array | null): number {
  const fr = topFrame(s);
  const fac = s.frames[fr + WF_FAC]!;
  const stage = s.frames[fr + WF_STAGE]!;
  let k = out === null ? 0 : cardOptions(s, c, fac, stage, out, 0);
  if (stage === W_BEFORE || stage === W_AFTER) {
    const slot = s.frames[fr + WF_JAR]!;
    if (slot < s.g[G_BONUS_SLOTS]!) {
      const len = s.bonusSlotLen[slot]!;
      for (let i = 0; i < len; i++) {
        const tile = s.bonusSlot[slot * BONUS_CAP + i]!;
        if ((tile & BONUS_FACE_DOWN) !== 0) continue;
        const e = c.tileEffect[tile]!;
        if (e >= 0 && c.effects[e]!.canStart(s as HarrowGame, fac, tile)) {
          if (out === null) return 1;
          out[k++] = encode(A_TILE, slot, i);
        }
      }
    }
    // Opening counts one against G-88 (windowApply), so at least one free step must remain after it.
    if (s.g[G_FREE_PATH_STEPS]! + 1 < c.basic.maxFreePathSteps && advanceOptionExists(s, fac, 0, c.basic)) {
      if (out === null) return 1;
      out[k++] = encode(A_PATH_FREE);
    }
  }
  if (out === null) return cardOptions(s, c, fac, stage, null, 0);
  out[k++] = encode(A_WINDOW_DONE);
  return k;
}

function windowApply(s: HarrowState, c: TurnConfig, action: number, rng: Rng): number {
  const fr = topFrame(s);
  const fac = s.frames[fr + WF_FAC]!;
  const seat = s.frames[fr + FW_SEAT]!;
  switch (kindOf(action)) {
    case A_WINDOW_DONE:
      return popFrame(s);
    case A_PATH_FREE:
      // Opening free Path steps counts against the G-88 safeguard too, so "open, stop, open again" cannot loop for ever.
      s.g[G_FREE_PATH_STEPS]!++;
      return openAdvance(s, fac, 0, RS_WINDOW, c.basic);
    case A_TILE: {
      const slot = argA(action);
      const at = slot * BONUS_CAP + argB(action);
      const tile = s.bonusSlot[at]!;
      s.bonusSlot[at] = tile | BONUS_FACE_DOWN; // R-BON-1: face-down once activated
      return startEffect(s as HarrowGame, c.tileEffect[tile]!, fac, seat, RS_WINDOW, tile, rng);
    }
    case A_CARD: {
      const card = argA(action);
      playCard(s, c, fac, card);
      if (s.frames[fr + WF_STAGE] === W_UPGRADE) {
        // L1723, §2.2: the cost token (drawn this turn) goes to the box; the Upgrade token joins the kept tokens.
        const u = upgradeIndexOf(c, card);
        const cost = argB(action);
        s.drawn[cost]!--;
        s.g[G_BOX_TOKEN + cost]!++;
        s.drawn[BAG_BASIC + u]!++;
        s.f[fi(fac, F_UPGRADES_USED)]! |= 1 << u;
        return windowResume(s, c);
      }
      return startEffect(s as HarrowGame, c.cardEffect[card]!, fac, seat, RS_WINDOW, card, rng);
    }
    default:
      throw new RangeError(`window: action ${action}`);
  }
}

/** §1.15: the card leaves the hand; Goblin cards stay in play beside the Goblin, Upgrades face-up as reminders, Tactics are discarded. */
function playCard(s: HarrowState, c: TurnConfig, fac: number, card: number): void {
  const base = fac * CARD_CAP;
  takeFromHand(s, fac, card);
  s.f[fi(fac, F_CARD_TURN)] = 1;
  if (c.cardStays[card] === 1) s.active[base + s.f[fi(fac, F_ACTIVE_LEN)]!++] = card;
  else s.discard[base + s.f[fi(fac, F_DISCARD_LEN)]!++] = card;
}

// ---- the Legend jar (R-LEG-1) ------------------------------------------------------------------

/** Effect id of `fac`'s Legend track side and Unique Power (Kammi: her Goblin's), −1 when none. */
export const trackEffectOf = (s: HarrowState, c: TurnConfig, fac: number): number => c.trackEffect[fac * 2 + s.f[fi(fac, F_TRACK_SIDE)]! - 1] ?? NONE;
const powerEffectOf = (s: HarrowState, c: TurnConfig, fac: number): number => {
  const l = s.f[fi(fac, F_LEGEND)]!;
  return l >= 0 ? c.powerEffect[l]! : NONE;
};
/** The track resolves every space the Legend jar allows (the base space and one per scroll owned, §1.4). */
export const TRACK_ALL_SPACES = 4;

/**
 * Spaces a Legend-track activation of `fac` resolves: the base space plus one per Scroll (at most
 * `legendTrack.maxScrolls`, G-15), at most the track's `legendTrack.spaces`, capped by what the
 * starter allows (`arg`, EF_ARG: TRACK_ALL_SPACES from the Legend jar).
 */
export function trackSpacesFor(s: HarrowGame, fac: number, arg: number): number {
  const c = s.config;
  return Math.min(arg, 1 + Math.min(s.f[fi(fac, F_SCROLLS)]!, c.cleanup.maxScrolls), c.trackSpaces);
}

/** The Legend jar's parts still to resolve, then "end"; with `out` null, only how many parts are left. */
function legendJarLegal(s: HarrowState, c: TurnConfig, out: Int32Array | null): number {
  const fr = topFrame(s);
  const fac = s.frames[fr + LJ_FAC]!;
  const done = s.frames[fr + LJ_DONE]!;
  let k = 0;
  const tr = trackEffectOf(s, c, fac);
  if ((done & 1) === 0 && tr >= 0 && c.effects[tr]!.canStart(s as HarrowGame, fac, TRACK_ALL_SPACES)) {
    if (out === null) return 1;
    out[k++] = encode(A_LEGEND_PART, 0);
  }
  const pw = powerEffectOf(s, c, fac);
  if ((done & 2) === 0 && pw >= 0 && c.effects[pw]!.canStart(s as HarrowGame, fac, 0)) {
    if (out !== null) out[k] = encode(A_LEGEND_PART, 1);
    k++;
  }
  if (out === null) return k;
  out[k++] = encode(A_LEGEND_END);
  return k;
}

function legendJarResume(s: HarrowState, c: TurnConfig): number {
  return legendJarLegal(s, c, null) > 0 ? OPEN : popFrame(s);
}

function legendJarApply(s: HarrowState, c: TurnConfig, action: number, rng: Rng): number {
  const fr = topFrame(s);
  if (kindOf(action) === A_LEGEND_END) return popFrame(s);
  const fac = s.frames[fr + LJ_FAC]!;
  const part = argA(action);
  s.frames[fr + LJ_DONE]! |= 1 << part;
  const id = part === 0 ? trackEffectOf(s, c, fac) : powerEffectOf(s, c, fac);
  return startEffect(s as HarrowGame, id, fac, s.frames[fr + FW_SEAT]!, RS_LEGEND_JAR, part === 0 ? TRACK_ALL_SPACES : 0, rng);
}

/**
 * Starts the resolution of one Family token of bag kind `kind` (a kept token, Willa's pick):
 * a basic token is 1 action of its type, an Upgrade token its card's effect as one packet (R-ABL-F step 5).
 */
export function resolveFamilyToken(s: HarrowState, c: TurnConfig, kind: number, resume: number, rng: Rng): number {
  if (kind < BAG_BASIC) return openPacket(s, c, FAC_F, kind, 1, resume);
  const card = c.upgradeCard[kind - BAG_BASIC]!;
  return startEffect(s as HarrowGame, c.cardEffect[card]!, FAC_F, s.f[fi(FAC_F, F_SEAT)]!, resume, card, rng);
}

function pickLegal(s: HarrowState, out: Int32Array): number {
  const fr = topFrame(s);
  const F = s.frames;
  const any = F[fr + PF_ANY]!;
  let k = 0;
  if (any > 0) {
    for (let m = 1; m <= any; m++) out[k++] = encode(A_PICK, TK_ADV, m);
    out[k++] = encode(A_PICK, TK_SPN, 1);
    out[k++] = encode(A_PICK, TK_STR, 1);
    out[k++] = encode(A_PICK_STOP);
    return k;
  }
  const adv = F[fr + PF_ADV]!;
  for (let m = 1; m <= adv; m++) out[k++] = encode(A_PICK, TK_ADV, m);
  if (F[fr + PF_SPN]! > 0) out[k++] = encode(A_PICK, TK_SPN, 1);
  const upg = F[fr + PF_UPG]!;
  for (let u = 0; u < BAG_KINDS - BAG_BASIC; u++) if ((upg >> u) & 1) out[k++] = encode(A_PICK, BAG_BASIC + u, 1);
  return k;
}

function pickApply(s: HarrowState, c: TurnConfig, action: number, rng: Rng): number {
  const fr = topFrame(s);
  const F = s.frames;
  if (kindOf(action) === A_PICK_STOP) return popFrame(s);
  const kind = argA(action);
  const m = argB(action);
  if (kind >= BAG_BASIC) {
    F[fr + PF_UPG]! &= ~(1 << (kind - BAG_BASIC));
    return resolveFamilyToken(s, c, kind, RS_PICK, rng);
  }
  if (F[fr + PF_ANY]! > 0) F[fr + PF_ANY]! -= m;
  else if (kind === TK_ADV) F[fr + PF_ADV]! -= m;
  else F[fr + PF_SPN]! -= m;
  return openPacket(s, c, F[fr + PF_FAC]!, kind, m, RS_PICK);
}

/** A packet opened by a pick closed: the pick frame asks again, or closes when nothing is left. */
function pickResume(s: HarrowState): number {
  const fr = topFrame(s);
  const F = s.frames;
  if (F[fr + FW_PROMPT] !== PR_PICK) throw new RangeError('RS_PICK without a PR_PICK frame on top');
  return F[fr + PF_ANY]! + F[fr + PF_ADV]! + F[fr + PF_SPN]! + F[fr + PF_UPG]! > 0 ? OPEN : popFrame(s);
}

function freeApply(s: HarrowState, c: TurnConfig, action: number): number {
  const fac = s.frames[topFrame(s) + TF_FAC]!;
  popFrame(s);
  const jar = topFrame(s);
  if (kindOf(action) === A_FREE_DECLINE) return attackStart(s, c.attack, fac, RS_JAR_STEP, true, turnRangeBonus(s, fac), true) ? OPEN : RS_JAR_STEP;
  const kind = argA(action);
  if (argB(action) === 0) {
    s.frames[jar + JF_STAGE] = J_ATTACK;
    return openPacket(s, c, fac, kind, 1, RS_JAR_STEP);
  }
  s.frames[jar + JF_STAGE] = J_FREE_AFTER;
  s.frames[jar + JF_KIND] = kind;
  return attackStart(s, c.attack, fac, RS_JAR_STEP, true, turnRangeBonus(s, fac), true) ? OPEN : RS_JAR_STEP;
}

/** A packet or attack of the jar closed: the jar's next stage, or its end (then Clean-Up). */
function jarStep(s: HarrowState, c: TurnConfig): number {
  const fr = topFrame(s);
  const F = s.frames;
  if (F[fr + FW_PROMPT] !== PR_JAR) throw new RangeError(`RS_JAR_STEP with prompt ${F[fr + FW_PROMPT]} on top`);
  const fac = F[fr + JF_FAC]!;
  const stage = F[fr + JF_STAGE]!;
  F[fr + JF_STAGE] = J_DONE;
  switch (stage) {
    case J_ATTACK:
      return attackStart(s, c.attack, fac, RS_JAR_STEP, true, turnRangeBonus(s, fac), true) ? OPEN : RS_JAR_STEP;
    case J_FREE_AFTER:
      return openPacket(s, c, fac, F[fr + JF_KIND]!, 1, RS_JAR_STEP);
    default:
      return popFrame(s); // RS_CLEANUP_START
  }
}

// ---- dispatch -----------------------------------------------------------------------------

/** Most legal actions any prompt offers (the largest module bound: Phase-1 placements / rescue moves). */
export const TURN_MAX_LEGAL = 1100;

/** The legal actions of the prompt on top into `out`; returns the count (0 once the game is over). */
export function turnLegal(s: HarrowState, c: TurnConfig, out: Int32Array): number {
  if (s.g[G_OVER] !== 0 || s.g[G_DEPTH] === 0) return 0;
  const fr = topFrame(s);
  const p = s.frames[fr + FW_PROMPT]!;
  if (isAdvancePrompt(p)) return advanceLegal(s, out, c.basic);
  if (p === PR_SPAWN) return spawnLegal(s, out, c.basic);
  if (isAttackPrompt(p)) return attackLegal(s, c.attack, out);
  if (isCleanupPrompt(p)) return cleanupLegal(s, out, c.cleanup);
  if (isObjectivePrompt(p)) return objectivesLegal(s, c.objectives, out);
  switch (p) {
    case PR_TURN:
      return jarLegal(s, c, out);
    case PR_PICK:
      return pickLegal(s, out);
    case PR_FREE_ACTION: {
      let k = 0;
      for (let kind = TK_ADV; kind <= TK_STR; kind++) {
        out[k++] = encode(A_FREE, kind, 0);
        out[k++] = encode(A_FREE, kind, 1);
      }
      out[k++] = encode(A_FREE_DECLINE);
      return k;
    }
    case PR_FAMILY_PUTBACK: {
      let k = 0;
      for (let kind = 0; kind < BAG_KINDS; kind++) if (s.drawn[kind]! > 0) out[k++] = encode(A_PUTBACK, kind);
      return k;
    }
    case PR_EFFECT:
      return effectLegal(s as HarrowGame, out);
    case PR_WINDOW:
      return windowLegal(s, c, out);
    case PR_LEGEND_JAR:
      return legendJarLegal(s, c, out);
    case PR_KAMMI_PLACE:
    case PR_DOLL_PLACE:
      return setupLegal(s, out);
    case PR_DOLL_CARRY:
      return dollCarryLegal(out);
    default:
      throw new RangeError(`turnLegal: prompt ${p} has no handler (setup decisions of the Full game are not built)`);
  }
}

/** Applies one legal action of the prompt on top and runs the game to its next decision. */
export function turnApply(s: HarrowState, c: TurnConfig, action: number, rng: Rng): void {
  const p = s.frames[topFrame(s) + FW_PROMPT]!;
  let code: number;
  if (isAdvancePrompt(p)) code = advanceApply(s, action, c.basic);
  else if (p === PR_SPAWN) code = spawnApply(s, action, c.basic);
  else if (isAttackPrompt(p)) code = attackApply(s, c.attack, rng, action);
  else if (isCleanupPrompt(p)) code = cleanupApply(s, action, c.cleanup);
  else if (isObjectivePrompt(p)) code = objectivesApply(s, c.objectives, action);
  else {
    switch (p) {
      case PR_TURN:
        code = jarApply(s, c, action);
        break;
      case PR_EFFECT:
        code = effectApply(s as HarrowGame, action, rng);
        break;
      case PR_WINDOW:
        code = windowApply(s, c, action, rng);
        break;
      case PR_LEGEND_JAR:
        code = legendJarApply(s, c, action, rng);
        break;
      case PR_KAMMI_PLACE:
      case PR_DOLL_PLACE:
        code = setupApply(s, action);
        break;
      case PR_DOLL_CARRY:
        code = dollCarryApply(s, action);
        break;
      case PR_PICK:
        code = pickApply(s, c, action, rng);
        break;
      case PR_FREE_ACTION:
        code = freeApply(s, c, action);
        break;
      case PR_FAMILY_PUTBACK:
        code = familyPutBack(s, argA(action));
        break;
      default:
        throw new RangeError(`turnApply: prompt ${p} has no handler`);
    }
  }
  settle(s, c, code, rng);
}

/** The seat deciding now: the top frame's decider (the defender in a clash, …); −1 when nothing is open. */
export const turnSeat = (s: HarrowState): number => (s.g[G_DEPTH] === 0 ? NONE : s.frames[topFrame(s) + FW_SEAT]!);
