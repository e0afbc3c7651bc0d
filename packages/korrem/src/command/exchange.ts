// Exchange between own armies on adjacent hexes (spec §1.17, ASSUMPTION G49: 0 Actions; armies of
// different players do not exchange). A transfer may not leave Machines alone (G59). An army emptied
// by a transfer is removed, its flag freed, and its cargo and Artifacts go with the last character
// (ASSUMPTION G76: conservation).
import { argA, argB, encode } from '../actions.js';
import { RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { DIRECTIONS } from '../map/hex.js';
import type { KorremGame } from '../prompts.js';
import { LOC_ARMY, WLOC_ARMY, type ArmyIndex, type Copy, type Seat } from '../state.js';
import { artifactToArmy } from '../world/artifacts.js';
import { affordable, armyName, cardName, cargoBase, cargoTotal, freeArmy, isMachine, memberCounts, nonMachinesOf, spend, totalOf } from './common.js';
import { CARGO_ALL, V_GIVE_ARTIFACT, V_GIVE_CARGO, V_GIVE_CHARACTER } from './verbs.js';

export function adjacentArmies(s: KorremGame, a: ArmyIndex, b: ArmyIndex): boolean {
  const ta = s.armyTile[a]!;
  const tb = s.armyTile[b]!;
  if (ta < 0 || tb < 0) return false;
  for (let d = 0; d < DIRECTIONS; d++) if (s.map.neighbour(ta, d) === tb) return true;
  return false;
}

/** May copy `c` leave army `a` (G59: the rest keep a non-Machine, or nobody stays)? */
function mayLeave(s: KorremGame, a: ArmyIndex, c: Copy): boolean {
  const counts = memberCounts(s, a);
  if (totalOf(counts) === 1) return true;
  return nonMachinesOf(counts) - (isMachine(s, c) ? 0 : 1) > 0;
}

/** Every exchange from army `a` of `seat` to its adjacent own armies. */
export function legalExchanges(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  if (!affordable(s, seat, 0)) return n;
  const f = s.shape.flagsPerNation;
  const total = cargoTotal(s, a);
  for (let b = seat * f; b < (seat + 1) * f; b++) {
    if (b === a || !adjacentArmies(s, a, b)) continue;
    for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a && mayLeave(s, a, c)) out[n++] = encode(V_GIVE_CHARACTER, b, c);
    if (total > 0) {
      for (let r = 0; r < RESOURCES; r++) if (s.armyCargo[cargoBase(a) + r]! > 0) out[n++] = encode(V_GIVE_CARGO, b, a * 8 + r);
      out[n++] = encode(V_GIVE_CARGO, b, a * 8 + CARGO_ALL);
    }
    for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === a) out[n++] = encode(V_GIVE_ARTIFACT, b, w);
  }
  return n;
}

function moveCargo(s: KorremGame, from: ArmyIndex, to: ArmyIndex, r: number): void {
  const lo = r === CARGO_ALL ? 0 : r;
  const hi = r === CARGO_ALL ? RESOURCES : r + 1;
  for (let k = lo; k < hi; k++) {
    s.armyCargo[cargoBase(to) + k] = s.armyCargo[cargoBase(to) + k]! + s.armyCargo[cargoBase(from) + k]!;
    s.armyCargo[cargoBase(from) + k] = 0;
  }
}

export function applyExchange(s: KorremGame, seat: Seat, verb: number, code: number): void {
  const b = argA(code);
  const arg = argB(code);
  if (verb === V_GIVE_CHARACTER) {
    const from = s.copyArg[arg]!;
    if (s.copyLoc[arg] !== LOC_ARMY || !adjacentArmies(s, from, b) || !mayLeave(s, from, arg)) throw new Error('illegal character exchange');
    s.copyArg[arg] = b;
    if (totalOf(memberCounts(s, from)) === 0) {
      moveCargo(s, from, b, CARGO_ALL);
      for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === from) artifactToArmy(s, w, b);
      freeArmy(s, from);
    }
  } else if (verb === V_GIVE_CARGO) {
    const from = Math.floor(arg / 8);
    if (!adjacentArmies(s, from, b)) throw new Error('armies are not adjacent');
    moveCargo(s, from, b, arg % 8);
  } else {
    const from = s.wArg[arg]!;
    if (s.wLoc[arg] !== WLOC_ARMY || !adjacentArmies(s, from, b)) throw new Error('illegal Artifact exchange');
    artifactToArmy(s, arg, b);
  }
  spend(s, seat, 0);
}

export function describeExchange(s: KorremGame, verb: number, code: number): string {
  const b = argA(code);
  const arg = argB(code);
  if (verb === V_GIVE_CHARACTER) return `${cardName(s, arg)} moves from ${armyName(s, s.copyArg[arg]!)} to the adjacent ${armyName(s, b)}`;
  if (verb === V_GIVE_CARGO) {
    const r = arg % 8;
    const what = r === CARGO_ALL ? 'all its cargo' : `its ${RESOURCE_NAMES[r]}`;
    return `${armyName(s, Math.floor(arg / 8))} hands ${what} to the adjacent ${armyName(s, b)}`;
  }
  return `${armyName(s, s.wArg[arg]!)} hands the Artifact ${s.config.content.world.name[s.wCard[arg]!]} to the adjacent ${armyName(s, b)}`;
}
