// Building (spec §1.13, §1.14, CF-13/14/17). A Village is built by an army on a legal site and
// paid from that army's cargo; a Kingdom upgrades an own Village, paid from the Nation Bank (from
// anywhere, G67) or from an own army on it; Walls go on Villages or Kingdoms, Towers on Kingdoms only,
// at the nation's prices (G7, G20), paid like the upgrade. Each costs `buildActionCost` Actions
// (G14). Supply caps per nation (§1.3). Nothing is built on a settlement an enemy occupies (G64).
import { argA, argB, encode } from '../actions.js';
import { RESOURCES } from '../lands.js';
import { settlementSiteLegal } from '../map/movement.js';
import type { KorremGame } from '../prompts.js';
import {
  PL_KINGDOMS_LEFT,
  PL_TOWERS_LEFT,
  PL_VILLAGES_LEFT,
  PL_WALLS_LEFT,
  NONE,
  PL_WORDS,
  SETTLE_KINGDOM,
  SETTLE_VILLAGE,
  seatArmyAt,
  type ArmyIndex,
  type Seat,
  type TileIndex,
} from '../state.js';
import { affordableBy, armyName, bankBase, bundleText, cargoBase, covers, ownFreeSettlement, payFrom, siteOccupancy, spendBy } from './common.js';
import { syncTownHall } from './town-hall.js';
import { PAY_ARMY, PAY_BANK, V_BUILD_VILLAGE, V_TOWER, V_UPGRADE, V_WALL } from './verbs.js';

const supply = (s: KorremGame, seat: Seat, w: number): number => s.pl[seat * PL_WORDS + w]!;
const nationBase = (s: KorremGame, seat: Seat): number => s.nation[seat]! * RESOURCES;

/** The cost table (nation rows) of a build verb. */
function costTable(s: KorremGame, verb: number): Int16Array {
  const n = s.config.content.nations;
  return verb === V_UPGRADE ? n.kingdomCost : verb === V_WALL ? n.wallPrice : verb === V_TOWER ? n.towerPrice : n.villageCost;
}

export function canBuildVillage(s: KorremGame, seat: Seat, a: ArmyIndex): boolean {
  const t = s.armyTile[a]!;
  if (supply(s, seat, PL_VILLAGES_LEFT) <= 0 || !affordableBy(s, seat, a, s.config.params.buildActionCost)) return false;
  if (!covers(s.armyCargo, cargoBase(a), s.config.content.nations.villageCost, nationBase(s, seat))) return false;
  return settlementSiteLegal(s.map, t, siteOccupancy(s));
}

/** Upgrades, Walls and Towers for every own settlement no enemy occupies, per payer that can pay. */
export function legalSettlementBuilds(s: KorremGame, seat: Seat, out: Int32Array, n: number): number {
  for (let t = 0; t < s.map.count; t++) {
    if (!ownFreeSettlement(s, seat, t)) continue;
    const kind = s.settleKind[t]!;
    if (kind === SETTLE_VILLAGE && supply(s, seat, PL_KINGDOMS_LEFT) > 0) n = payers(s, seat, V_UPGRADE, t, out, n);
    if (supply(s, seat, PL_WALLS_LEFT) > 0) n = payers(s, seat, V_WALL, t, out, n);
    if (kind === SETTLE_KINGDOM && supply(s, seat, PL_TOWERS_LEFT) > 0) n = payers(s, seat, V_TOWER, t, out, n);
  }
  return n;
}

function payers(s: KorremGame, seat: Seat, verb: number, t: TileIndex, out: Int32Array, n: number): number {
  const cost = costTable(s, verb);
  const nb = nationBase(s, seat);
  const actions = s.config.params.buildActionCost;
  // G14 perArmy: a bank-paid build is a player-level action; an army-paid one spends that army's Actions.
  if (affordableBy(s, seat, NONE, actions) && covers(s.pl, bankBase(seat), cost, nb)) out[n++] = encode(verb, PAY_BANK, t);
  const a = seatArmyAt(s, seat, t);
  if (a >= 0 && affordableBy(s, seat, a, actions) && covers(s.armyCargo, cargoBase(a), cost, nb)) out[n++] = encode(verb, PAY_ARMY, t);
  return n;
}

export function applyBuildVillage(s: KorremGame, seat: Seat, code: number): void {
  const a = argA(code);
  if (!canBuildVillage(s, seat, a)) throw new Error(`${armyName(s, a)} cannot build a Village here`);
  const t = s.armyTile[a]!;
  payFrom(s.armyCargo, cargoBase(a), s.config.content.nations.villageCost, nationBase(s, seat));
  spendBy(s, seat, a, s.config.params.buildActionCost);
  s.settleOwner[t] = seat;
  s.settleKind[t] = SETTLE_VILLAGE;
  s.settleWalls[t] = 0;
  s.settleTowers[t] = 0;
  s.settleOccupier[t] = -1;
  s.pl[seat * PL_WORDS + PL_VILLAGES_LEFT]!--;
  syncTownHall(s, seat);
}

export function applySettlementBuild(s: KorremGame, seat: Seat, verb: number, code: number): void {
  const payer = argA(code);
  const t = argB(code);
  if (!ownFreeSettlement(s, seat, t)) throw new Error(`tile ${t} is not a free own settlement`);
  const cost = costTable(s, verb);
  const nb = nationBase(s, seat);
  const by = payer === PAY_BANK ? NONE : seatArmyAt(s, seat, t);
  if (payer === PAY_BANK) {
    if (!covers(s.pl, bankBase(seat), cost, nb)) throw new Error('the Nation Bank cannot pay');
    payFrom(s.pl, bankBase(seat), cost, nb);
  } else {
    if (by < 0 || !covers(s.armyCargo, cargoBase(by), cost, nb)) throw new Error('no army there can pay');
    payFrom(s.armyCargo, cargoBase(by), cost, nb);
  }
  spendBy(s, seat, by, s.config.params.buildActionCost);
  const pl = seat * PL_WORDS;
  if (verb === V_UPGRADE) {
    // RB: Fig. 2 — the Village piece returns to supply when the Kingdom replaces it.
    s.settleKind[t] = SETTLE_KINGDOM;
    s.pl[pl + PL_KINGDOMS_LEFT]!--;
    s.pl[pl + PL_VILLAGES_LEFT]!++;
    syncTownHall(s, seat);
  } else if (verb === V_WALL) {
    s.settleWalls[t] = s.settleWalls[t]! + 1;
    s.pl[pl + PL_WALLS_LEFT]!--;
  } else {
    if (s.settleKind[t] !== SETTLE_KINGDOM) throw new Error('Towers stand on Kingdoms only (§1.14)');
    s.settleTowers[t] = s.settleTowers[t]! + 1;
    s.pl[pl + PL_TOWERS_LEFT]!--;
  }
}

export function describeBuild(s: KorremGame, seat: Seat, verb: number, code: number): string {
  const nb = nationBase(s, seat);
  if (verb === V_BUILD_VILLAGE) {
    const a = argA(code);
    return `Build a Village with ${armyName(s, a)} at ${s.map.describeTile(s.armyTile[a]!, s.config.content)} (pay ${bundleText(s.config.content.nations.villageCost, nb)} from its cargo; 1 Town Hall pile)`;
  }
  const t = argB(code);
  const from = argA(code) === PAY_BANK ? 'the Nation Bank' : `${armyName(s, seatArmyAt(s, seat, t))} there`;
  const what = verb === V_UPGRADE ? 'Upgrade the Village to a Kingdom' : verb === V_WALL ? 'Buy a Wall for the settlement' : 'Buy a Tower for the Kingdom';
  return `${what} at ${s.map.describeTile(t, s.config.content)} (pay ${bundleText(costTable(s, verb), nb)} from ${from})`;
}
