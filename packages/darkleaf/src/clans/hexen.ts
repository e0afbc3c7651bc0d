// Hexen [L884-976], spec §3.6: Divine Quarry (SU-8, HX-V-1/2), compass journeys
// (HX-T-1, Two-Headed Snake, Celestial Compass), no declaration (HX-D-1), the Hex
// deed (HX-D-2/3: Poison Garden and Witch's Ladder cast after the journey and in
// Phase 5 when earned, HX-T-2), Place of Power, Master Gardener, From the Shadows,
// counters ticking in Hexen Upkeep with the resolution order chosen by Hexen
// (HX-C-6/7), Ladder restarts (G-69), Iron Plating (HX-C-3), invulnerability
// (HX-C-4), untimely demise (HX-C-5), Hoc Vult, Waxing Moon, IX-2/16/17/27.
//
// Storage (state.ts): every Hex is one record of a fixed pool of HEX_SLOTS —
// hexSite[i] = the Garden's square (0..63) or HEX_UNIT + the Ladder's unit, and
// hexCell[i] = counters (bits 0-3), the Hexen seat (bit 4) and "reached 0, waiting
// to resolve" (bit 5); hexCell 0 is a free record. Several Gardens may share a
// square and several Ladders a unit (ruling 5 of 2026-11-26, G-68), up to
// maxGardensPerSquare / maxLaddersPerUnit. Every counter is one fate chip of the
// Hexen seat (L957, G-8): chips[seat] and markChips[seat] count them.
import type { Rng } from '@balance-lab/core';
import { A_END, A_MOVE, A_OPTION, A_QUARRY, argA, argB, argC, encode, kindOf } from '../actions.js';
import { type ClanConfig, HEXEN, KNIGHT, QUEEN, ROOK } from '../config.js';
import {
  clanPrompt, continueSetup, endAcquire, endExecute, finishClanPrompt, nextPrompt, openPrompt,
  RESUME_ACQUIRE, RESUME_EXECUTE, RESUME_UPKEEP, topFrame,
} from '../flow.js';
import { ADJ, CHEB, dirToGlobal, localRank, maskToGlobal, RAY, RAY_STEPS, ray, squareName } from '../geometry.js';
import { isFrozen, journeyTo } from '../journey.js';
import { unitName } from '../render.js';
import {
  type DarkleafState, type UnitId, FIELD_0, FIELD_1, FIELD_2, G_JOURNEYED,
  G_OVER, G_PHASE, HEX_SLOTS, HEX_UNIT, PH_CLAN, PR_QUARRY, UF_QUARRY, UF_QUARRY_TAKEN, unitSeat, unitType,
} from '../state.js';
import { checkVictory, isInvulnerable, isRoyal, mayEndOn, moveUnit, V_BLOCKED, V_DONE, vanquish } from '../units.js';
import { willBlocksRelics } from '../will.js';
import { clanHooks } from './base.js';
import type { Config } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { weightOf } from '../eval-kit.js';
import { clanHasAbility, clanThreshold, derivedPer, hasAbility, option, threshold } from '../clan-config.js';

const ONCE_QUARRY_DONE = 2;

// Hex cells (state.hexCell).
const HX_COUNT = 15, HX_SEAT1 = 16, HX_PENDING = 32;
const cellSeat = (v: number): number => ((v & HX_SEAT1) !== 0 ? 1 : 0);
const cellOf = (seat: number, counters: number): number => counters | (seat === 1 ? HX_SEAT1 : 0);

// Clan prompts. Three decisions, each one decision frame (flow.ts) stepped with nextPrompt:
// the casting window (P_CAST ⇄ P_WL_TARGET; RESUME_EXECUTE after the journey, RESUME_ACQUIRE for
// a token earned in Phase 5), the resolution of Hexes at 0 (P_RESOLVE ⇄ P_RESTART; RESUME_UPKEEP
// from the Upkeep, RESUME_ACQUIRE from Waxing Moon, whose P_WAX_ONE step leads into it) and Hoc Vult
// (P_HOC_UNIT → P_HOC_SQ, RESUME_ACQUIRE). No sub-decisions (RESUME_PARENT). Every field below is
// written when its step is entered, so a step never reads what an earlier step left behind.
const P_CAST = 1; // DP-17 casting window: cast PG / WL / done
const P_WL_TARGET = 2; // Witch's Ladder target
const P_RESOLVE = 3; // DP-3 / HX-C-7 which Hex resolves next
const P_RESTART = 4; // G-69 Ladder restart target or dispel
const P_HOC_UNIT = 5; // HX-S-3 unit to relocate
const P_HOC_SQ = 6; // HX-S-3 square
const P_WAX_ONE = 7; // HX-S-4 alternative (waxingMoonAllHexes = false): the Hex to lower

// P_WL_TARGET frame (HX-S-2, HX-U-4 Place of Power, G-68): the caster, how many Ladders its token
// may cast, how many it has cast.
const WL_CASTER = FIELD_0, WL_ALLOWED = FIELD_1, WL_CAST = FIELD_2;
// P_RESTART frame (G-69, IX-7): the resolved Ladder's last square, and the unit the Ladder may not
// stay on (the bearer whose protective aura absorbed the vanquish; −1 after a vanquish).
const RS_SQUARE = FIELD_0, RS_STAYER = FIELD_1;
// P_HOC_SQ frame (HX-S-3): the unit being relocated.
const HOC_UNIT = FIELD_0;
const PROMPT_NAMES = ['', 'Hex casting', 'Witch\'s Ladder target', 'Hex resolution', 'Witch\'s Ladder restart', 'Hoc Vult unit', 'Hoc Vult square', 'Waxing Moon Hex'];

// A_OPTION operations (a = op, b = unit or square, c = counters).
const OP_PG = 1, OP_WL = 2, OP_WL_TARGET = 3, OP_RESOLVE_PG = 4, OP_RESOLVE_WL = 5, OP_RESTART = 6, OP_HOC_UNIT = 7,
  OP_HOC_SQ = 8, OP_WAX_PG = 9, OP_WAX_WL = 10;

// ---------------------------------------------------------------- helpers

function rowOf(s: DarkleafState, seat: number, id: string): number {
  return s.config.clans[s.clan[seat]!]!.skillRow[id] ?? -1;
}

function spendToken(s: DarkleafState, seat: number, id: string): void {
  const r = rowOf(s, seat, id);
  s.relicTok[seat * 5 + r] = s.relicTok[seat * 5 + r]! - 1; // CR-RT-1: back to the supply
}

/** G-8: `n` more Hex counters (one chip each) fit in the Hexen supply. */
function chipsFor(s: DarkleafState, seat: number, n: number): boolean {
  if (!s.config.game.enforceChipSupply) return true;
  return s.chips[seat]! + n <= s.config.clans[s.clan[seat]!]!.chipsInPlay;
}

function takeChips(s: DarkleafState, seat: number, n: number): void {
  s.chips[seat] = s.chips[seat]! + n;
  s.markChips[seat] = s.markChips[seat]! + n;
}

function releaseChips(s: DarkleafState, seat: number, n: number): void {
  s.chips[seat] = Math.max(0, s.chips[seat]! - n);
  s.markChips[seat] = Math.max(0, s.markChips[seat]! - n);
}

/** IX-2 / ER-U-5: a unit whose trait refuses the Hexen seat's Hexes (the Erde king's Thick Skin) never receives a Witch's Ladder. */
function refusesHexes(s: DarkleafState, u: UnitId, hexSeat: number): boolean {
  return s.config.hooks[s.clan[unitSeat(u)]!]!.traitUntargetable(s, u, hexSeat);
}

/** WI-S-5 stasis: immovable by the owner's trait and invulnerable now. */
function inStasis(s: DarkleafState, u: UnitId, hexSeat: number): boolean {
  return s.config.hooks[s.clan[unitSeat(u)]!]!.traitImmovable(s, u) && isInvulnerable(s, u, hexSeat);
}

// ---------------------------------------------------------------- Hex records (state.hexSite / hexCell)

/** A free Hex record, −1 when the pool is full (reachable only with game.enforceChipSupply off). */
function freeRecord(s: DarkleafState): number {
  const cells = s.hexCell;
  for (let i = 0; i < HEX_SLOTS; i++) if (cells[i] === 0) return i;
  return -1;
}

/** Hexes of either seat on `site` (a square, or HEX_UNIT + unit): G-68 counts them all. */
function hexesOn(s: DarkleafState, site: number): number {
  let n = 0;
  for (let i = 0; i < HEX_SLOTS; i++) if (s.hexCell[i] !== 0 && s.hexSite[i] === site) n++;
  return n;
}

/** The first record of `seat` on `site` waiting to resolve, −1 none. */
function pendingOn(s: DarkleafState, seat: number, site: number): number {
  for (let i = 0; i < HEX_SLOTS; i++) {
    const v = s.hexCell[i]!;
    if (v !== 0 && s.hexSite[i] === site && cellSeat(v) === seat && (v & HX_PENDING) !== 0) return i;
  }
  return -1;
}

/** A new Hex of `seat` on `site` with `counters` counters (chips). The caller has checked freeRecord. */
function addHex(s: DarkleafState, seat: number, site: number, counters: number): void {
  const i = freeRecord(s);
  if (i < 0) throw new Error('no free Hex record');
  s.hexSite[i] = site;
  s.hexCell[i] = cellOf(seat, counters);
  takeChips(s, seat, counters);
}

/** Removes record `i`; its counters' chips return to the supply. */
function dropRecord(s: DarkleafState, i: number): void {
  if (i < 0) throw new Error('no such Hex');
  const v = s.hexCell[i]!;
  releaseChips(s, cellSeat(v), v & HX_COUNT);
  s.hexCell[i] = 0;
  s.hexSite[i] = 0;
}

/** CR-V-1 / HX-C-5: every Ladder on `u` leaves with it. */
function dropLadder(s: DarkleafState, u: UnitId): void {
  const site = HEX_UNIT + u;
  for (let i = 0; i < HEX_SLOTS; i++) if (s.hexCell[i] !== 0 && s.hexSite[i] === site) dropRecord(s, i);
}

/** IX-16 / WI-C-1 [L868]: a Ladder on a pawn that entered stasis is dispelled (swept at every Hexen step). */
function sweepStasis(s: DarkleafState): void {
  for (let i = 0; i < HEX_SLOTS; i++) {
    const v = s.hexCell[i]!;
    if (v === 0 || s.hexSite[i]! < HEX_UNIT) continue;
    const u = s.hexSite[i]! - HEX_UNIT;
    if (s.uSq[u]! >= 0 && inStasis(s, u, cellSeat(v))) dropRecord(s, i);
  }
}

// ---------------------------------------------------------------- Divine Quarry (HX-V-1)

function quarryChosen(s: DarkleafState, seat: number): number {
  let n = 0;
  for (let i = 0; i < 16; i++) if ((s.uFlags[(seat ^ 1) * 16 + i]! & (UF_QUARRY | UF_QUARRY_TAKEN)) !== 0) n++;
  return n;
}

/** HX-V-1 / G-28: rival non-royal, not invulnerable, in Hexen-local ranks 7–8, not yet chosen. */
function quarryCandidates(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const ranks = option<readonly number[]>(s, seat, 'quarryRanks') ?? [7, 8];
  const rival = seat ^ 1;
  for (let i = 0; i < 16; i++) {
    const u = rival * 16 + i;
    const sq = s.uSq[u]!;
    if (sq < 0 || isRoyal(s, u) || isInvulnerable(s, u, seat)) continue;
    if ((s.uFlags[u]! & UF_QUARRY) !== 0) continue;
    if (!ranks.includes(localRank(seat, sq) + 1)) continue;
    if (out) out[n] = encode(A_QUARRY, u);
    n++;
  }
  return n;
}

// ---------------------------------------------------------------- compass journeys (HX-T-1)

/** The 8-bit direction mask turned half round (each direction's opposite). */
const opposites = (mask: number): number => ((mask << 4) | (mask >> 4)) & 0xff;

function addCompassMoves(s: DarkleafState, seat: number, u: number, localDir: number, out: Int32Array, n: number): number {
  const at = (s.uSq[u]! * 8 + dirToGlobal(seat, localDir & 7)) * RAY_STEPS;
  const board = s.board;
  for (let k = 1; k < 8; k++) {
    const sq = RAY[at + k]!;
    if (sq < 0 || board[sq] !== -1) break;
    if (mayEndOn(s, u, sq)) out[n++] = encode(A_MOVE, u, sq);
  }
  return n;
}

// ---------------------------------------------------------------- casting (HX-D-2)

/** Hexen's name-keyed data read on every cast listing and journey. */
interface HexenFacts {
  /** Bit per UnitType with From the Shadows (HX-U-2), Poison Garden and Witch's Ladder. */
  readonly shadowTypes: number;
  readonly gardenTypes: number;
  readonly ladderTypes: number;
  /** Skill rows of the two Hex relics, −1 without the skill. */
  readonly gardenRow: number;
  readonly ladderRow: number;
  /** Celestial Compass's law bit, 0 without the skill. */
  readonly compassLaw: number;
  /** The knight is a Two-Headed Snake. */
  readonly snakeKnight: boolean;
  /** Quarry victims that win (HX-V-1; read after every decision). */
  readonly quarryCount: number;
  /** G-68 / ruling 5: Hexes allowed on one square / one unit. */
  readonly maxGardens: number;
  readonly maxLadders: number;
  /** G-69 / ruling 6: a restart may take a unit invulnerable at that moment. */
  readonly restartOnInvulnerable: boolean;
}

function typesWith(cc: ClanConfig, ability: string): number {
  let m = 0;
  for (let t = 0; t < cc.abilities.length; t++) if (clanHasAbility(cc, t, ability)) m |= 1 << t;
  return m;
}

const factsOf = derivedPer((cc: ClanConfig): HexenFacts => {
  const compassRow = cc.skillRow['celestialCompass'];
  return {
    shadowTypes: typesWith(cc, 'fromTheShadows'),
    gardenTypes: typesWith(cc, 'poisonGarden'),
    ladderTypes: typesWith(cc, 'witchsLadder'),
    gardenRow: cc.skillRow['poisonGarden'] ?? -1,
    ladderRow: cc.skillRow['witchsLadder'] ?? -1,
    compassLaw: compassRow !== undefined && compassRow >= 0 ? 1 << compassRow : 0,
    snakeKnight: clanHasAbility(cc, KNIGHT, 'twoHeadedSnake'),
    quarryCount: clanThreshold(cc, 'quarryCount'),
    maxGardens: (cc.options['maxGardensPerSquare'] as number | undefined) ?? 1,
    maxLadders: (cc.options['maxLaddersPerUnit'] as number | undefined) ?? 1,
    restartOnInvulnerable: (cc.options['ladderRestartOnInvulnerable'] as boolean | undefined) ?? false,
  };
});

/** Relic tokens of `seat` on skill row `r` (−1: the clan has no such skill). */
const tokensOn = (s: DarkleafState, seat: number, r: number): number => (r < 0 ? 0 : s.relicTok[seat * 5 + r]!);

const hasType = (types: number, u: UnitId): boolean => (types & (1 << unitType(u))) !== 0;

/**
 * Casters now (G-67): the unit that journeyed this turn, and any From-the-Shadows sage (HX-U-2).
 */
function isCaster(s: DarkleafState, f: HexenFacts, u: UnitId): boolean {
  if (s.uSq[u]! < 0 || isFrozen(s, u)) return false;
  return u === s.g[G_JOURNEYED] || hasType(f.shadowTypes, u);
}

/** Poison Garden counters the caster may choose (HX-S-1; Master Gardener HX-U-5 / G-71: 2 or 3). */
function pgCounterChoices(s: DarkleafState, seat: number, u: UnitId): number {
  const base = threshold(s, seat, 'pgCounters');
  if (unitType(u) !== QUEEN || !hasAbility(s, seat, QUEEN, 'masterGardener')) return base;
  const q = threshold(s, seat, 'pgCountersQueen');
  return q === base ? base : base | (q << 8);
}

/** The caller has checked that a Poison Garden token is held. */
function canCastPG(s: DarkleafState, seat: number, f: HexenFacts, u: UnitId, counters: number): boolean {
  if (!hasType(f.gardenTypes, u)) return false;
  // G-68 / ruling 5: up to maxGardensPerSquare Gardens on the caster's square (default: stacking, L886, L928).
  if (hexesOn(s, s.uSq[u]!) >= f.maxGardens || freeRecord(s) < 0) return false;
  return chipsFor(s, seat, counters);
}

/** G-68 switch (maxLaddersPerUnit 0 = no Ladders) and a free Hex record. */
const laddersAllowed = (s: DarkleafState, f: HexenFacts): boolean => f.maxLadders >= 1 && freeRecord(s) >= 0;

/**
 * A Witch's Ladder may be cast on / restarted on `t` (HX-S-2, G-68, G-69, G-103, IX-2, INV-11), once the
 * caller has checked laddersAllowed.
 */
function ladderableUnit(s: DarkleafState, f: HexenFacts, hexSeat: number, t: UnitId, restart: boolean): boolean {
  // HX-C-2 first: a cast never targets an own unit or a Quarry, and that rejects most units on the lines
  // cheaply (every test here only reads the state, so their order does not matter).
  if (!restart && (unitSeat(t) === hexSeat || (s.uFlags[t]! & UF_QUARRY) !== 0)) return false;
  // IX-2 / L955: Thick Skin refuses every Ladder; IX-16: a stasis pawn's Ladder would be dispelled at once.
  if (refusesHexes(s, t, hexSeat) || inStasis(s, t, hexSeat)) return false;
  if (restart) {
    // G-69 / ruling 6 [L932, L955]: a restart may take any adjacent unit (either owner, a Quarry too), an
    // invulnerable one included — invulnerability is tested when the Ladder resolves (HX-C-4). Restarts do
    // not follow game.blockInvulnerableTargets (G-103, which governs the targets a player picks for a cast
    // or deed): ruling 6 takes them out of it, and ladderRestartOnInvulnerable = false restores the old
    // exclusion whatever G-103 says.
    if (!f.restartOnInvulnerable && isInvulnerable(s, t, hexSeat)) return false;
  } else if (s.config.game.blockInvulnerableTargets && isInvulnerable(s, t, hexSeat)) return false; // G-103
  return hexesOn(s, HEX_UNIT + t) < f.maxLadders; // G-68 / ruling 5
}

/**
 * Ladder targets of caster `u`: along its deed (diagonal) lines at any distance, through units [L953].
 * With out = null only whether a target exists (1/0: callers test > 0; the checks are pure).
 */
function ladderTargets(s: DarkleafState, seat: number, u: UnitId, op: number, out: Int32Array | null, n: number): number {
  const f = factsOf(s.config.clans[s.clan[seat]!]!);
  if (!laddersAllowed(s, f)) return n;
  const mask = maskToGlobal(seat, s.config.clans[s.clan[seat]!]!.deedMask[unitType(u)]! & 0xff);
  const from = s.uSq[u]!;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    for (let k = 1; k < 8; k++) {
      const sq = ray(from, d, k);
      if (sq < 0) break;
      const t = s.board[sq]!;
      if (t < 0 || !ladderableUnit(s, f, seat, t, false)) continue;
      if (!out) return n + 1; // existence is all the caller asks
      out[n++] = encode(A_OPTION, op, t);
    }
  }
  return n;
}

/** The caller has checked that a Witch's Ladder token is held. */
function canCastWL(s: DarkleafState, seat: number, f: HexenFacts, u: UnitId): boolean {
  if (!hasType(f.ladderTypes, u)) return false;
  return chipsFor(s, seat, threshold(s, seat, 'wlCounters')) && ladderTargets(s, seat, u, 0, null, 0) > 0;
}

/** HX-U-4 Place of Power: the caster's journey this turn ended adjacent to a Hexen rook. */
function placeOfPower(s: DarkleafState, seat: number, u: UnitId): boolean {
  if (u !== s.g[G_JOURNEYED] || !hasAbility(s, seat, ROOK, 'placeOfPower')) return false;
  const sq = s.uSq[u]!;
  for (let r = seat * 16 + 12; r <= seat * 16 + 13; r++) if (s.uSq[r]! >= 0 && CHEB[sq * 64 + s.uSq[r]!] === 1) return true;
  return false;
}

/** With out = null only whether a cast exists (1/0: callers test > 0; the checks are pure). */
function castActions(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  // Every cast spends its token (HX-D-2): the tokens are read once, and without any there is no cast.
  if (willBlocksRelics(s)) return n; // a Haggedorn's Will result forbids spending relic tokens (CR-W)
  const f = factsOf(s.config.clans[s.clan[seat]!]!);
  const pg = tokensOn(s, seat, f.gardenRow) > 0;
  const wl = tokensOn(s, seat, f.ladderRow) > 0;
  if (!pg && !wl) return n;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    if (!isCaster(s, f, u)) continue;
    if (pg) {
      for (let c = pgCounterChoices(s, seat, u); c !== 0; c >>= 8) {
        if (!canCastPG(s, seat, f, u, c & 255)) continue;
        if (!out) return n + 1;
        out[n++] = encode(A_OPTION, OP_PG, u, c & 255);
      }
    }
    if (wl && canCastWL(s, seat, f, u)) {
      if (!out) return n + 1;
      out[n++] = encode(A_OPTION, OP_WL, u);
    }
  }
  return n;
}

/** Opens a casting window (after the journey: RESUME_EXECUTE; after earning a token: RESUME_ACQUIRE). */
function openCastWindow(s: DarkleafState, seat: number, cont: number, rng: Rng): void {
  sweepStasis(s);
  if (castActions(s, seat, null, 0) > 0) {
    openPrompt(s, P_CAST, cont);
    return;
  }
  if (cont === RESUME_EXECUTE) endExecute(s, rng);
  else endAcquire(s, rng);
}

/** After a cast: the casting window again while a cast remains, else the window closes. */
function backToWindow(s: DarkleafState, seat: number, rng: Rng): void {
  if (castActions(s, seat, null, 0) > 0) nextPrompt(s, P_CAST);
  else finishClanPrompt(s, rng);
}

// ---------------------------------------------------------------- counters and resolution

function anyPending(s: DarkleafState, seat: number): boolean {
  for (let i = 0; i < HEX_SLOTS; i++) {
    const v = s.hexCell[i]!;
    if (v !== 0 && cellSeat(v) === seat && (v & HX_PENDING) !== 0) return true;
  }
  return false;
}

/** Removes `step` counters (chips) from a Hex cell; at 0 it waits to resolve (TS-1 step 1). */
function lower(s: DarkleafState, seat: number, v: number, step: number): number {
  const c = v & HX_COUNT;
  const k = Math.min(step, c);
  releaseChips(s, seat, k);
  return c - k === 0 ? cellOf(seat, 0) | HX_PENDING : cellOf(seat, c - k);
}

/**
 * Lowers every Hex of `seat` not yet waiting by `step`; returns anyPending afterwards (one pass:
 * lowering a cell touches only that cell and the chip counts).
 */
function lowerAll(s: DarkleafState, seat: number, step: number): boolean {
  const cells = s.hexCell;
  let pending = false;
  for (let i = 0; i < HEX_SLOTS; i++) {
    let v = cells[i]!;
    if (v === 0 || cellSeat(v) !== seat) continue;
    if ((v & HX_PENDING) === 0) cells[i] = v = lower(s, seat, v, step);
    if ((v & HX_PENDING) !== 0) pending = true;
  }
  return pending;
}

/** The first record of `seat` on `site` with `counters` counters (G-70 alternative), −1 none. */
function waxRecord(s: DarkleafState, seat: number, site: number, counters: number): number {
  for (let i = 0; i < HEX_SLOTS; i++) {
    const v = s.hexCell[i]!;
    if (v !== 0 && s.hexSite[i] === site && cellSeat(v) === seat && (v & HX_COUNT) === counters) return i;
  }
  return -1;
}

function hasActiveHex(s: DarkleafState, seat: number): boolean {
  for (let i = 0; i < HEX_SLOTS; i++) if (s.hexCell[i] !== 0 && cellSeat(s.hexCell[i]!) === seat) return true;
  return false;
}

/** After a resolution step: the next pending Hex, or the frame closes and play resumes as it says. */
function continueResolution(s: DarkleafState, seat: number, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  if (anyPending(s, seat)) nextPrompt(s, P_RESOLVE);
  else finishClanPrompt(s, rng);
}

/** HX-S-1: vanquish every rival unit on or adjacent to the Garden (CR-V-3/7 inside vanquish; IX-17). */
function resolveGarden(s: DarkleafState, seat: number, sq: number): void {
  dropRecord(s, pendingOn(s, seat, sq)); // one Garden; others on the square resolve in their own step

  for (let d = -1; d < 8; d++) {
    const a = d < 0 ? sq : ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const t = s.board[a]!;
    if (t >= 0 && unitSeat(t) !== seat) vanquish(s, t, seat);
    if (s.g[G_OVER] !== 0) return; // HX-V-2: the second Quarry wins at once
  }
}

/** G-69: units next to `sq` (the resolved Ladder's last square) that may take the restart, `stayer` excepted. */
function restartTargets(s: DarkleafState, seat: number, sq: number, stayer: number, out: Int32Array | null, n: number): number {
  if (!chipsFor(s, seat, threshold(s, seat, 'wlRestartCounters'))) return n;
  const f = factsOf(s.config.clans[s.clan[seat]!]!);
  if (!laddersAllowed(s, f)) return n;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const t = s.board[a]!;
    if (t < 0 || t === stayer || !ladderableUnit(s, f, seat, t, true)) continue;
    if (out) out[n] = encode(A_OPTION, OP_RESTART, t);
    n++;
  }
  return n;
}

/** HX-S-2 / HX-C-3 / HX-C-4: resolve the Ladder on `u`; then offer a restart (G-69) or go on. */
function resolveLadder(s: DarkleafState, seat: number, u: UnitId, rng: Rng): void {
  // One Ladder; if the unit is vanquished the others on it leave with it (CR-V-1), else they stay (HX-C-3/4).
  dropRecord(s, pendingOn(s, seat, HEX_UNIT + u));
  const sq = s.uSq[u]!;
  const r = vanquish(s, u, seat);
  if (s.g[G_OVER] !== 0) return;
  if (r === V_BLOCKED) {
    continueResolution(s, seat, rng); // HX-C-4 / IX-27: no vanquish, no restart
    return;
  }
  // V_DONE: restart next to the last square; V_ABSORBED (IX-7): move on or dispel, never stay.
  const stayer = r === V_DONE ? -1 : u;
  if (restartTargets(s, seat, sq, stayer, null, 0) > 0) {
    const f = nextPrompt(s, P_RESTART);
    s.frames[f + RS_SQUARE] = sq;
    s.frames[f + RS_STAYER] = stayer;
  } else continueResolution(s, seat, rng);
}

function placeLadder(s: DarkleafState, seat: number, t: UnitId, counters: number): void {
  addHex(s, seat, HEX_UNIT + t, counters);
}

// ---------------------------------------------------------------- Hoc Vult (HX-S-3)

/** CR-V-9 relocation target: empty, legal for the unit (ER-T-2), within its move cap (Deep Roots, IX-34). */
function hocSquareOk(s: DarkleafState, u: UnitId, sq: number, cap: number): boolean {
  return sq !== s.uSq[u] && s.board[sq] === -1 && mayEndOn(s, u, sq) && CHEB[s.uSq[u]! * 64 + sq]! <= cap;
}

function hocSquares(s: DarkleafState, u: UnitId, out: Int32Array | null, n: number): number {
  if (s.uSq[u]! < 0) return n;
  const hooks = s.config.hooks[s.clan[unitSeat(u)]!]!;
  if (hooks.traitImmovable(s, u)) return n; // IX-18: stasis pawns never move
  const cap = hooks.traitMoveCap(s, u);
  for (let sq = 0; sq < 64; sq++) {
    if (!hocSquareOk(s, u, sq, cap)) continue;
    if (!out) return n + 1;
    out[n++] = encode(A_OPTION, OP_HOC_SQ, sq);
  }
  return n;
}

/** With out = null only whether a unit exists (1/0: callers test > 0; the checks are pure). */
function hocUnits(s: DarkleafState, out: Int32Array | null, n: number): number {
  for (let u = 0; u < 32; u++) {
    if (hocSquares(s, u, null, 0) === 0) continue;
    if (!out) return n + 1;
    out[n++] = encode(A_OPTION, OP_HOC_UNIT, u);
  }
  return n;
}

function skillId(s: DarkleafState, seat: number, row: number): string {
  return s.config.clans[s.clan[seat]!]!.skills[row]!.id;
}

const OP_WORDS = ['', 'cast Poison Garden', 'cast Witch\'s Ladder', 'Witch\'s Ladder on', 'resolve the Poison Garden on',
  'resolve the Witch\'s Ladder on', 'restart Witch\'s Ladder on', 'Haggedorn Hoc Vult: relocate', 'relocate to',
  'Waxing Moon: lower the Poison Garden on', 'Waxing Moon: lower the Witch\'s Ladder on'];

// ---------------------------------------------------------------- hooks

export const hexen = clanHooks({
  clan: HEXEN,
  victoryReason: 'divine quarry',
  victorySource: 'HX-V-2',
  deedName: 'Hex',
  deedVerb: 'Hexes',
  complete: true,
  evalTables: hexenEvalTables,
  evalTerms: hexenEvalTerms,

  setupPending(s, seat) {
    if ((s.once[seat]! & ONCE_QUARRY_DONE) !== 0) return false;
    if (quarryChosen(s, seat) >= threshold(s, seat, 'quarryCount') || quarryCandidates(s, seat, null, 0) === 0) {
      s.once[seat] = s.once[seat]! | ONCE_QUARRY_DONE;
      return false;
    }
    return true;
  },
  setupActions: (s, seat, out, n) => quarryCandidates(s, seat, out, n),
  applySetup(s, _seat, action, rng) {
    const u = argA(action);
    s.uFlags[u] = s.uFlags[u]! | UF_QUARRY;
    continueSetup(s, rng);
  },

  /** TS-1 step 1 / HX-C-6: every Hexen Hex loses one counter; those at 0 resolve in Hexen's order (HX-C-7). */
  upkeepCounters(s, seat) {
    sweepStasis(s);
    if (lowerAll(s, seat, 1)) openPrompt(s, P_RESOLVE, RESUME_UPKEEP);
  },

  intentMode: () => 2, // HX-D-1

  journeyMoves(s, seat, roll, out, n) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const f = factsOf(cc);
    const base = roll - 1;
    const spread = (s.law[seat]! & f.compassLaw) !== 0 ? threshold(s, seat, 'compassSpread') : 0;
    // The allowed local directions, the same for every unit: rolled ± spread, plus their opposites
    // for a Two-Headed Snake knight.
    let rolled = 0;
    for (let k = -spread; k <= spread; k++) rolled |= 1 << ((base + k + 8) & 7);
    const snakeDirs = f.snakeKnight ? rolled | opposites(rolled) : rolled;
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      if (s.uSq[u]! < 0 || isFrozen(s, u)) continue;
      const t = unitType(u);
      const dirs = (t === KNIGHT ? snakeDirs : rolled) & cc.journeyMask[t]!;
      for (let m = dirs; m !== 0; m &= m - 1) n = addCompassMoves(s, seat, u, 31 - Math.clz32(m & -m), out, n);
    }
    return n;
  },

  // HX-D-2: after the journey the Hex deed may follow (casting window a, G-67).
  applyJourney(s, seat, action, rng) {
    journeyTo(s, argA(action), argB(action));
    openCastWindow(s, seat, RESUME_EXECUTE, rng);
  },
  // HX-U-2 From the Shadows: sages may Hex even when no unit journeyed.
  cancelJourney: (s, seat, rng) => openCastWindow(s, seat, RESUME_EXECUTE, rng),
  // HX-T-2 / T-80: a Hex token earned in Phase 5 may be cast at once (window b, G-67).
  relicEarned(s, seat, row, rng) {
    const id = skillId(s, seat, row);
    if (id === 'poisonGarden' || id === 'witchsLadder') openCastWindow(s, seat, RESUME_ACQUIRE, rng);
    else endAcquire(s, rng);
  },

  onVanquished(s, u) {
    dropLadder(s, u); // CR-V-1 / HX-C-5: the Ladder leaves with the unit, no restart
  },

  // HX-V-2: a Quarry unit reached the graveyard (units.ts removeToGraveyard has flagged it taken).
  quarryTaken(s, seat) {
    s.progress[seat * 4 + PR_QUARRY] = s.progress[seat * 4 + PR_QUARRY]! + 1;
    checkVictory(s, seat);
  },

  implementsSkill: (id) =>
    id === 'poisonGarden' || id === 'witchsLadder' || id === 'haggedornHocVult' || id === 'waxingMoon' || id === 'celestialCompass',

  canExecuteSkill(s, seat, row) {
    switch (skillId(s, seat, row)) {
      case 'poisonGarden':
      case 'witchsLadder':
      case 'celestialCompass':
        return true; // a relic token can always be held (CR-S-7 is checked by slotting); a law always applies
      case 'haggedornHocVult':
        return hocUnits(s, null, 0) > 0;
      case 'waxingMoon':
        return hasActiveHex(s, seat); // A.6: needs an active Hex
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    const id = skillId(s, seat, row);
    if (id === 'haggedornHocVult') {
      if (hocUnits(s, null, 0) > 0) openPrompt(s, P_HOC_UNIT, RESUME_ACQUIRE);
      else endAcquire(s, rng);
      return;
    }
    if (id === 'waxingMoon') {
      const step = threshold(s, seat, 'waxingMoonStep');
      if (option<boolean>(s, seat, 'waxingMoonAllHexes')) {
        // G-70: every active Hexen Hex
        if (lowerAll(s, seat, step)) openPrompt(s, P_RESOLVE, RESUME_ACQUIRE);
        else endAcquire(s, rng);
      } else if (hasActiveHex(s, seat)) openPrompt(s, P_WAX_ONE, RESUME_ACQUIRE);
      else endAcquire(s, rng);
      return;
    }
    endAcquire(s, rng); // Celestial Compass: the law is active (journeyMoves reads it)
  },

  promptActions(s, seat, prompt, out, n) {
    switch (prompt) {
      case P_CAST:
        out[n++] = encode(A_END);
        return castActions(s, seat, out, n);
      case P_WL_TARGET: {
        const f = topFrame(s);
        if (s.frames[f + WL_CAST]! > 0) out[n++] = encode(A_END); // Place of Power: the second Ladder is optional
        return ladderTargets(s, seat, s.frames[f + WL_CASTER]!, OP_WL_TARGET, out, n);
      }
      case P_RESOLVE:
        // One choice per site: Hexes waiting on the same square / unit are alike (HX-C-7 orders sites).
        for (let i = 0; i < HEX_SLOTS; i++) {
          const v = s.hexCell[i]!;
          if (v === 0 || cellSeat(v) !== seat || (v & HX_PENDING) === 0) continue;
          const site = s.hexSite[i]!;
          if (pendingOn(s, seat, site) !== i) continue;
          out[n++] = site < HEX_UNIT ? encode(A_OPTION, OP_RESOLVE_PG, site) : encode(A_OPTION, OP_RESOLVE_WL, site - HEX_UNIT);
        }
        return n;
      case P_RESTART: {
        const f = topFrame(s);
        out[n++] = encode(A_END); // G-69: the restart is optional ("may")
        return restartTargets(s, seat, s.frames[f + RS_SQUARE]!, s.frames[f + RS_STAYER]!, out, n);
      }
      case P_HOC_UNIT:
        return hocUnits(s, out, n);
      case P_HOC_SQ:
        return hocSquares(s, s.frames[topFrame(s) + HOC_UNIT]!, out, n);
      case P_WAX_ONE:
        // One choice per site and counter count (c): Hexes alike in both are alike.
        for (let i = 0; i < HEX_SLOTS; i++) {
          const v = s.hexCell[i]!;
          if (v === 0 || cellSeat(v) !== seat || waxRecord(s, seat, s.hexSite[i]!, v & HX_COUNT) !== i) continue;
          const site = s.hexSite[i]!;
          out[n++] = site < HEX_UNIT ? encode(A_OPTION, OP_WAX_PG, site, v & HX_COUNT) : encode(A_OPTION, OP_WAX_WL, site - HEX_UNIT, v & HX_COUNT);
        }
        return n;
      default:
        return n;
    }
  },

  applyPrompt(s, seat, prompt, action, rng) {
    const op = kindOf(action) === A_OPTION ? argA(action) : 0;
    const b = argB(action);
    switch (prompt) {
      case P_CAST:
        if (op === OP_PG) {
          // HX-S-1: mark the caster's square with its counters (chips).
          spendToken(s, seat, 'poisonGarden');
          addHex(s, seat, s.uSq[b]!, argC(action));
          backToWindow(s, seat, rng);
        } else if (op === OP_WL) {
          spendToken(s, seat, 'witchsLadder');
          const allowed = placeOfPower(s, seat, b) ? threshold(s, seat, 'placeOfPowerLadders') : 1; // HX-U-4
          const f = nextPrompt(s, P_WL_TARGET);
          s.frames[f + WL_CASTER] = b;
          s.frames[f + WL_ALLOWED] = allowed;
          s.frames[f + WL_CAST] = 0;
        } else finishClanPrompt(s, rng); // done casting
        return;
      case P_WL_TARGET: {
        if (op === OP_WL_TARGET) {
          const f = topFrame(s);
          const c = threshold(s, seat, 'wlCounters');
          placeLadder(s, seat, b, c);
          const cast = s.frames[f + WL_CAST]! + 1;
          s.frames[f + WL_CAST] = cast;
          // G-68: a further Ladder of the same token needs a different target and its chips.
          if (cast < s.frames[f + WL_ALLOWED]! && chipsFor(s, seat, c) && ladderTargets(s, seat, s.frames[f + WL_CASTER]!, 0, null, 0) > 0) return;
        }
        backToWindow(s, seat, rng);
        return;
      }
      case P_RESOLVE:
        if (op === OP_RESOLVE_PG) {
          resolveGarden(s, seat, b);
          continueResolution(s, seat, rng);
        } else if (op === OP_RESOLVE_WL) resolveLadder(s, seat, b, rng);
        else throw new Error(`illegal Hex resolution ${action}`);
        return;
      case P_RESTART:
        if (op === OP_RESTART) placeLadder(s, seat, b, threshold(s, seat, 'wlRestartCounters'));
        continueResolution(s, seat, rng);
        return;
      case P_HOC_UNIT:
        s.frames[nextPrompt(s, P_HOC_SQ) + HOC_UNIT] = b; // the frame's resume stays RESUME_ACQUIRE
        return;
      case P_HOC_SQ:
        moveUnit(s, s.frames[topFrame(s) + HOC_UNIT]!, b); // CR-V-9: not a journey (an Erde king does not win, G-94)
        sweepStasis(s);
        endAcquire(s, rng);
        return;
      case P_WAX_ONE: {
        const step = threshold(s, seat, 'waxingMoonStep');
        const i = waxRecord(s, seat, op === OP_WAX_PG ? b : HEX_UNIT + b, argC(action));
        if (i < 0) throw new Error(`illegal Waxing Moon choice ${action}`);
        s.hexCell[i] = lower(s, seat, s.hexCell[i]!, step);
        if (anyPending(s, seat)) nextPrompt(s, P_RESOLVE); // the frame's resume stays RESUME_ACQUIRE
        else endAcquire(s, rng);
        return;
      }
      default:
        throw new Error(`bad Hexen prompt ${prompt}`);
    }
  },

  // Poison Gardens on squares, Witch's Ladders on units, with counters: records listed by square, then by
  // unit; several may share a site (G-68).
  renderSeat(s, seat) {
    const hexes: string[] = [];
    for (let site = 0; site < HEX_UNIT + 32; site++) {
      for (let i = 0; i < HEX_SLOTS; i++) {
        const x = s.hexCell[i]!;
        if (x === 0 || s.hexSite[i] !== site || cellSeat(x) !== seat) continue;
        if (site < HEX_UNIT) hexes.push(`PG ${squareName(site)}:${x & HX_COUNT}`);
        else if (s.uSq[site - HEX_UNIT]! >= 0) hexes.push(`WL ${squareName(s.uSq[site - HEX_UNIT]!)}:${x & HX_COUNT}`);
      }
    }
    return hexes.length ? `hexes ${hexes.join(' ')}` : undefined;
  },

  describePrompt: (_s, prompt) => PROMPT_NAMES[prompt] ?? 'Hexen',

  describeAction(s, action) {
    if (s.g[G_PHASE] !== PH_CLAN) return undefined;
    const prompt = clanPrompt(s);
    if (kindOf(action) === A_END) {
      if (prompt === P_CAST) return 'end the Hex deed (cast no more Hexes)';
      if (prompt === P_WL_TARGET) return 'decline the second Witch\'s Ladder (Place of Power)';
      if (prompt === P_RESTART) return 'dispel the Witch\'s Ladder (no restart)';
      return undefined;
    }
    if (kindOf(action) !== A_OPTION) return undefined;
    const op = argA(action), b = argB(action);
    const words = OP_WORDS[op] ?? 'option';
    switch (op) {
      case OP_PG:
        return `${words} beneath ${unitName(s, b)} (${argC(action)} counters${unitType(b) === QUEEN ? ', Master Gardener' : ''})`;
      case OP_WL:
        return `${words} from ${unitName(s, b)}${placeOfPower(s, unitSeat(b), b) ? ' (Place of Power)' : ''}`;
      case OP_WAX_PG:
        return `${words} ${squareName(b)} (${argC(action)} counters)`;
      case OP_WAX_WL:
        return `${words} ${unitName(s, b)} (${argC(action)} counters)`;
      case OP_RESOLVE_PG:
      case OP_HOC_SQ:
        return `${words} ${squareName(b)}`;
      default:
        return `${words} ${unitName(s, b)}`;
    }
  },

  victory: (s, seat) => (s.progress[seat * 4 + PR_QUARRY]! >= factsOf(s.config.clans[s.clan[seat]!]!).quarryCount),
});

/** INV-11 (spec §6.7), G-68 stacking caps and the Hex chip count (INV-8, G-8) for checkInvariants. */
export function hexenInvariants(s: DarkleafState, v: string[]): void {
  const counted = [0, 0];
  // A Hex at 0 waits only inside the resolution prompt (or when a resolution just won the game).
  const inPrompt = s.g[G_PHASE] === PH_CLAN || s.g[G_OVER] !== 0;
  for (let i = 0; i < HEX_SLOTS; i++) {
    const x = s.hexCell[i]!;
    if (x === 0) continue;
    const seat = cellSeat(x);
    const site = s.hexSite[i]!;
    const garden = site < HEX_UNIT;
    const u = site - HEX_UNIT;
    const what = garden ? `Poison Garden on ${squareName(site)}` : `Witch's Ladder on ${u}`;
    if (s.clan[seat] !== HEXEN) {
      v.push(`INV-11: ${what} of a non-Hexen seat`);
      continue;
    }
    if (site < 0 || site >= HEX_UNIT + 32) v.push(`INV-11: Hex record ${i} on no square or unit (${site})`);
    if ((x & HX_COUNT) < 1 && !((x & HX_PENDING) !== 0 && inPrompt)) v.push(`INV-11: ${what} with no counter`);
    const f = factsOf(s.config.clans[s.clan[seat]!]!);
    if (hexesOn(s, site) > (garden ? f.maxGardens : f.maxLadders)) v.push(`G-68: more Hexes than allowed: ${what}`);
    if (!garden) {
      if (s.uSq[u]! < 0) v.push(`INV-11: Witch's Ladder on unit ${u} off the board`);
      if (refusesHexes(s, u, seat)) v.push('INV-11: Witch\'s Ladder on a unit whose trait refuses Hexes (the Erde king, Thick Skin)');
    }
    counted[seat] = counted[seat]! + (x & HX_COUNT);
  }
  for (let seat = 0; seat < 2; seat++) {
    if (s.clan[seat] === HEXEN && counted[seat] !== s.markChips[seat]) {
      v.push(`INV-8: Hexen seat ${seat} has ${counted[seat]} Hex counters but ${s.markChips[seat]} mark chips`);
    }
  }
}

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[HEXEN]) ---------------

interface HexenEval {
  readonly quarry: number;
  readonly hexed: number;
  readonly approach: number;
  readonly quarryCount: number;
}

function hexenEvalTables(config: Config, weights: WeightsData): HexenEval {
  return {
    quarry: weightOf(weights, 'hexen', 'quarry'),
    hexed: weightOf(weights, 'hexen', 'hexed'),
    approach: weightOf(weights, 'hexen', 'approach'),
    quarryCount: Math.max(1, config.clans[HEXEN]!.thresholds['quarryCount'] ?? 2),
  };
}

/** Weight of Hex cell `v` of `seat`: 1 when about to resolve, 1/counters otherwise, 0 for none or the other seat's. */
function hexWeight(v: number, seat: number): number {
  if (v <= 0 || cellSeat(v) !== seat) return 0;
  const c = v & HX_COUNT;
  return (v & HX_PENDING) !== 0 || c === 0 ? 1 : 1 / c;
}

/** HX-V-1: Quarries taken, Hexes on or next to the rival's Quarries, and own units near them. */
function hexenEvalTerms(s: DarkleafState, seat: number, v: number, tables: unknown): number {
  const t = tables as HexenEval;
  const rival = seat ^ 1;
  const need = t.quarryCount;
  v += t.quarry * (Math.min(s.progress[seat * 4 + PR_QUARRY]!, need) / need);
  let hexed = 0, approach = 0;
  for (let i = 0; i < 16; i++) {
    const q = rival * 16 + i;
    const qs = s.uSq[q]!;
    if (qs < 0 || (s.uFlags[q]! & UF_QUARRY) === 0) continue;
    // A Witch's Ladder rides on the unit (hexSite HEX_UNIT + q), a Poison Garden on a square
    // and strikes its square and the adjacent ones (HX-S-1/2); several may stack (G-68, ruling 5).
    let h = 0;
    for (let k = 0; k < HEX_SLOTS; k++) {
      const x = s.hexCell[k]!;
      if (x === 0) continue;
      const site = s.hexSite[k]!;
      if (site >= HEX_UNIT ? site - HEX_UNIT === q : CHEB[site * 64 + qs]! <= 1) h += hexWeight(x, seat);
    }
    hexed += Math.min(1, h);
    let best = 0;
    for (let j = 0; j < 16; j++) {
      const us = s.uSq[seat * 16 + j]!;
      if (us >= 0) best = Math.max(best, (8 - CHEB[us * 64 + qs]!) / 7);
    }
    approach += best;
  }
  v += t.hexed * (hexed / need) + t.approach * (approach / need);
  return v;
}
