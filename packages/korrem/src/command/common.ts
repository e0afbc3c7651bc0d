// Small reads and writes every Command Phase module shares: the Action pool (G14), armies' members
// and trait summaries, settlements, paying a cost from a bank or a cargo. No allocation per call.
import { KIND_MACHINE, KIND_SUMMON } from '../content/compiled.js';
import { RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { SITE_NPC, SITE_SETTLEMENT } from '../map/movement.js';
import type { KorremGame } from '../prompts.js';
import {
  LOC_ARMY,
  NONE,
  PL_ACTIONS,
  PL_BANK,
  PL_FREE_USED,
  PL_WORDS,
  SETTLE_NONE,
  armyOwner,
  type ArmyIndex,
  type Copy,
  type KorremState,
  type Seat,
  type TileIndex,
} from '../state.js';

// ---- Actions (G14; zero-cost actions capped by maxFreeActionsPerPhase, G10) ----------------------------
// game.actionPool=perPlayer (default): one pool of W per player (PL_ACTIONS) pays everything.
// game.actionPool=perArmy: each army on the map has W of its own (armyActions) for what it does or
// takes part in — its moves and attacks, Discover, Gather in place, building a Village, an
// occupation recruit, an upgrade/Wall/Tower it pays from its cargo. ASSUMPTION G14 (perArmy): the
// player-level actions no army performs — Enlist from the Town Hall, Cycle, and an upgrade/Wall/Tower
// paid from the Nation Bank — spend the Nation's own pool of W (PL_ACTIONS), so a Nation with no army
// can still recruit; an army formed during the Command Phase has no Actions until the next one.
// Call sites pass the acting army, or NONE for a player-level action.

/** Does the acting army draw on its own Actions (perArmy and a real army)? */
const armyPays = (s: KorremGame, a: ArmyIndex): boolean => a >= 0 && s.config.params.perArmyActions;

/** Actions available to army `a` of `seat` (NONE: to the player) for an action costing something. */
export function actionsFor(s: KorremGame, seat: Seat, a: ArmyIndex): number {
  return armyPays(s, a) ? s.armyActions[a]! : s.pl[seat * PL_WORDS + PL_ACTIONS]!;
}

/** May `seat` (through army `a`, or NONE) take an action costing `cost` now? A zero-cost action counts against the free-action cap. */
export function affordableBy(s: KorremGame, seat: Seat, a: ArmyIndex, cost: number): boolean {
  if (cost === 0) return s.pl[seat * PL_WORDS + PL_FREE_USED]! < s.config.params.maxFreeActionsPerPhase;
  return actionsFor(s, seat, a) >= cost;
}

/** Spends `cost` Actions of army `a` (perArmy) or of the player, or one free action when the cost is 0. */
export function spendBy(s: KorremGame, seat: Seat, a: ArmyIndex, cost: number): void {
  if (cost === 0) {
    s.pl[seat * PL_WORDS + PL_FREE_USED]!++;
    return;
  }
  if (armyPays(s, a)) {
    if (s.armyActions[a]! < cost) throw new Error(`army ${a} has ${s.armyActions[a]} Actions, needs ${cost}`);
    s.armyActions[a] = s.armyActions[a]! - cost;
    return;
  }
  const i = seat * PL_WORDS + PL_ACTIONS;
  if (s.pl[i]! < cost) throw new Error(`seat ${seat} has ${s.pl[i]} Actions, needs ${cost}`);
  s.pl[i] = s.pl[i]! - cost;
}

/** A player-level action (no army): affordableBy(s, seat, NONE, cost). */
export const affordable = (s: KorremGame, seat: Seat, cost: number): boolean => affordableBy(s, seat, NONE, cost);

/** A player-level action (no army): spendBy(s, seat, NONE, cost). */
export const spend = (s: KorremGame, seat: Seat, cost: number): void => spendBy(s, seat, NONE, cost);

/** The player's own pool (under perArmy: the Nation's pool for player-level actions). */
export const actionsLeft = (s: KorremState, seat: Seat): number => s.pl[seat * PL_WORDS + PL_ACTIONS]!;

// ---- armies ---------------------------------------------------------------------------------------

export const isMachine = (s: KorremGame, c: Copy): boolean => (s.config.content.cards.kinds[s.copyCard[c]!]! & KIND_MACHINE) !== 0;
export const isSummon = (s: KorremGame, c: Copy): boolean => (s.config.content.cards.kinds[s.copyCard[c]!]! & KIND_SUMMON) !== 0;

/** Members of army `a` and how many are not Machines (G59): total | nonMachines << 16. */
export function memberCounts(s: KorremGame, a: ArmyIndex): number {
  let total = 0;
  let non = 0;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    total++;
    if (!isMachine(s, c)) non++;
  }
  return total | (non << 16);
}
export const totalOf = (counts: number): number => counts & 0xffff;
export const nonMachinesOf = (counts: number): number => counts >>> 16;

/** Trait bits of any member (OR) and of every member (AND), for moveCost (§1.10). Returns any | all << 8. */
export function armyTraits(s: KorremGame, a: ArmyIndex): number {
  const traits = s.config.content.cards.traits;
  let any = 0;
  let all = 0xff;
  let n = 0;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    const t = traits[s.copyCard[c]!]!;
    any |= t;
    all &= t;
    n++;
  }
  return n === 0 ? 0 : any | (all << 8);
}

/** Own armies of `seat` on the map: flag indices are seat*flags + f; `armyTile` -1 = free flag. */
export const armyOnMap = (s: KorremState, a: ArmyIndex): boolean => s.armyTile[a]! >= 0;

/** Frees an empty army's flag; what cargo is left goes back to the supply (move it first to keep it, G76). An occupation it held ends (§1.20). */
export function freeArmy(s: KorremState, a: ArmyIndex): void {
  const t = s.armyTile[a]!;
  if (t >= 0 && s.settleOccupier[t] === a) s.settleOccupier[t] = NONE;
  s.armyTile[a] = NONE;
  s.armyLandmarkUsed[a] = 0;
  s.armyActions[a] = 0;
  s.armyCargo.fill(0, a * RESOURCES, (a + 1) * RESOURCES);
}

// ---- settlements ------------------------------------------------------------------------------------

export const hasSettlement = (s: KorremState, t: TileIndex): boolean => s.settleKind[t] !== SETTLE_NONE;
export const ownsSettlement = (s: KorremState, seat: Seat, t: TileIndex): boolean => s.settleKind[t] !== SETTLE_NONE && s.settleOwner[t] === seat;
/** An own settlement no enemy occupies (§1.16: the bank is reachable through it; §1.13 G64: it can be built on). */
export const ownFreeSettlement = (s: KorremState, seat: Seat, t: TileIndex): boolean => ownsSettlement(s, seat, t) && s.settleOccupier[t]! < 0;

let occupancy = new Uint8Array(0);
/** Per tile SITE_* bits (map/movement.ts) for settlementSiteLegal; a scratch rebuilt on each call. */
export function siteOccupancy(s: KorremState): Uint8Array {
  const n = s.map.count;
  if (occupancy.length < s.map.capacity) occupancy = new Uint8Array(s.map.capacity);
  occupancy.fill(0, 0, n);
  for (let t = 0; t < n; t++) if (s.settleKind[t] !== SETTLE_NONE) occupancy[t] = SITE_SETTLEMENT;
  for (let a = s.npcBase; a < s.armies; a++) {
    const t = s.armyTile[a]!;
    if (t >= 0) occupancy[t] = occupancy[t]! | SITE_NPC;
  }
  return occupancy;
}

// ---- paying ---------------------------------------------------------------------------------------------

/** Does `store[base + r] >= cost[costBase + r]` hold for every resource? */
export function covers(store: Int16Array | Int32Array, base: number, cost: Int16Array, costBase: number): boolean {
  for (let r = 0; r < RESOURCES; r++) if (store[base + r]! < cost[costBase + r]!) return false;
  return true;
}

export function payFrom(store: Int16Array | Int32Array, base: number, cost: Int16Array, costBase: number): void {
  for (let r = 0; r < RESOURCES; r++) store[base + r] = store[base + r]! - cost[costBase + r]!;
}

export const bankBase = (seat: Seat): number => seat * PL_WORDS + PL_BANK;
export const cargoBase = (a: ArmyIndex): number => a * RESOURCES;

export function cargoTotal(s: KorremState, a: ArmyIndex): number {
  let n = 0;
  for (let r = 0; r < RESOURCES; r++) n += s.armyCargo[a * RESOURCES + r]!;
  return n;
}

/** "2 Or + 8 Wd + 4 Gr" (rulebook order of the bundle). */
export function bundleText(cost: Int16Array, base: number): string {
  let out = '';
  for (let r = 0; r < RESOURCES; r++) {
    const n = cost[base + r]!;
    if (n > 0) out += `${out === '' ? '' : ' + '}${n} ${RESOURCE_NAMES[r]}`;
  }
  return out === '' ? 'nothing' : out;
}

/** "army #2 of seat 1" as the rulebook names armies (numbered flags). */
export function armyName(s: KorremState, a: ArmyIndex): string {
  const seat = armyOwner(s, a);
  return seat < 0 ? `NPC army ${a - s.npcBase + 1}` : `Army #${a - seat * s.shape.flagsPerNation + 1}`;
}

export function cardName(s: KorremGame, c: Copy): string {
  return s.config.content.cards.name[s.copyCard[c]!] ?? `card ${c}`;
}
