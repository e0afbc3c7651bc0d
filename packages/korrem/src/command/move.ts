// Move an army one hex (spec §1.10, CF-10): pay the destination's cost (Mountain 2, else 1; an
// all-Flying army pays 1 and crosses Ocean; Ocean needs Seafaring; map/movement.ts). Entering a hex
// that holds an enemy army, an enemy settlement, a wild creature or a standing NPC army stops there
// and hands over to the encounter hook (battle, Call to Arms, engagement); own armies never share a
// hex (G49). Otherwise the army gathers on entry (G18). After an encounter the army may keep using
// the remaining Actions (G77).
import type { Rng } from '@balance-lab/core';
import { argA, argB, encode } from '../actions.js';
import { DIRECTIONS } from '../map/hex.js';
import { moveCost } from '../map/movement.js';
import type { KorremGame } from '../prompts.js';
import { NONE, SETTLE_NONE, armyOwner, otherArmyAt, seatArmyAt, type ArmyIndex, type Seat, type TileIndex } from '../state.js';
import { affordableBy, armyName, armyTraits, spendBy } from './common.js';
import { gatherAt } from './gather.js';
import { V_MOVE } from './verbs.js';

/** The Actions army `a` pays to enter tile `t`, or -1 when it may not (§1.10). */
export function entryCost(s: KorremGame, a: ArmyIndex, t: TileIndex): number {
  const traits = armyTraits(s, a);
  return moveCost(s.map, s.config.content, t, traits & 0xff, traits >>> 8);
}

/** Is there something on tile `t` that army `a` (of `seat`) must face on entering (§1.10 table)? */
export function holdsEncounter(s: KorremGame, seat: Seat, a: ArmyIndex, t: TileIndex): boolean {
  if (otherArmyAt(s, t, a) >= 0) return true;
  return s.settleKind[t] !== SETTLE_NONE && s.settleOwner[t] !== seat;
}

export function legalMoves(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  const from = s.armyTile[a]!;
  for (let d = 0; d < DIRECTIONS; d++) {
    const t = s.map.neighbour(from, d);
    if (t < 0 || seatArmyAt(s, seat, t) >= 0) continue; // G49: own armies never share a hex
    const cost = entryCost(s, a, t);
    if (cost < 0 || !affordableBy(s, seat, a, cost)) continue;
    out[n++] = encode(V_MOVE, a, t);
  }
  return n;
}

/** Puts army `a` on tile `t` (already paid) and resolves what is there: encounter, or gathering on entry. */
export function enterTile(s: KorremGame, seat: Seat, a: ArmyIndex, t: TileIndex, rng: Rng): void {
  const encounter = holdsEncounter(s, seat, a, t);
  // §1.20: occupation ends when the occupying army leaves the hex.
  const from = s.armyTile[a]!;
  if (from >= 0 && s.settleOccupier[from] === a) s.settleOccupier[from] = NONE;
  s.armyTile[a] = t;
  // ASSUMPTION G53 alternative landmarkRollTrigger=onEntry ("Land here"): each landing gives one roll.
  if (s.config.params.landmarkOnEntry && s.map.landmark[t]! >= 0) s.armyLandmarkUsed[a] = 0;
  // ASSUMPTION (G18 with §1.10): an entry that starts an encounter yields nothing; the army stopped to fight.
  if (encounter) s.config.encounters.enter(s, a, t, rng);
  else gatherAt(s, a);
}

export function applyMove(s: KorremGame, seat: Seat, code: number, rng: Rng): void {
  const a = argA(code);
  const t = argB(code);
  const cost = entryCost(s, a, t);
  if (cost < 0) throw new Error(`${armyName(s, a)} cannot enter tile ${t}`);
  spendBy(s, seat, a, cost);
  enterTile(s, seat, a, t, rng);
}

export function describeMove(s: KorremGame, code: number): string {
  const a = argA(code);
  const t = argB(code);
  const cost = entryCost(s, a, t);
  const from = s.armyTile[a]!;
  const seat = armyOwner(s, a);
  const what = holdsEncounter(s, seat, a, t) ? ' and face what is there' : '';
  return `Move ${armyName(s, a)} from ${from === NONE ? '-' : s.map.describeTile(from, s.config.content)} to ${s.map.describeTile(t, s.config.content)}${what} (${cost} Action${cost === 1 ? '' : 's'})`;
}
