// Unit primitives: moving, placing, vanquishing (CR-V-1…CR-V-7), invulnerability,
// and declaring a winner (CR-END-1).
import { ROOK } from './config.js';
import {
  type DarkleafState, type UnitId, G_OVER, G_PHASE, G_REASON, G_WINNER, PH_OVER, SQ_GRAVEYARD,
  TERR_RECLAIMED, UF_QUARRY, UF_QUARRY_TAKEN, unitSeat, unitType,
} from './state.js';
import type { Square } from './geometry.js';

/**
 * Immediate victory of `seat` by its clan's path (CR-END-1). G_REASON holds the winning clan's index + 1:
 * the reason is that clan's hooks' victoryReason (index.ts REASONS).
 */
export function declareWin(s: DarkleafState, seat: number): void {
  if (s.g[G_OVER] !== 0) return;
  s.g[G_OVER] = 1;
  s.g[G_WINNER] = seat;
  s.g[G_REASON] = s.clan[seat]! + 1;
  s.g[G_PHASE] = PH_OVER;
}

export const isOver = (s: DarkleafState): boolean => s.g[G_OVER] !== 0;

export function placeUnit(s: DarkleafState, u: UnitId, sq: Square): void {
  s.board[sq] = u;
  s.uSq[u] = sq;
}

export function moveUnit(s: DarkleafState, u: UnitId, to: Square): void {
  const from = s.uSq[u]!;
  if (from >= 0 && s.board[from] === u) s.board[from] = -1;
  s.board[to] = u;
  s.uSq[u] = to;
}

/** Clan index of the unit's owner. */
export const ownerClan = (s: DarkleafState, u: UnitId): number => s.clan[unitSeat(u)]!;

export function isRoyal(s: DarkleafState, u: UnitId): boolean {
  return unitType(u) === s.config.clans[ownerClan(s, u)]!.royalType;
}

/** CR-V-3/CR-V-5: invulnerable at this moment against a vanquish by `bySeat`. */
export function isInvulnerable(s: DarkleafState, u: UnitId, bySeat: number): boolean {
  const clan = ownerClan(s, u);
  if (s.config.clans[clan]!.invulnerable[unitType(u)] === 1) return true;
  return s.config.hooks[clan]!.traitInvulnerable(s, u, bySeat);
}

/** Whether `u` may end on `sq` (ER-T-2, G-58: Reclaimed ground belongs to the clan whose hooks own it). */
export function mayEndOn(s: DarkleafState, u: UnitId, sq: Square): boolean {
  if ((s.terr[sq]! & TERR_RECLAIMED) === 0) return true;
  return s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed;
}

export const V_BLOCKED = 0, V_ABSORBED = 1, V_DONE = 2;

/**
 * Vanquishes `u` on behalf of `bySeat` (CR-V-1). Returns V_BLOCKED if invulnerable,
 * V_ABSORBED if a protective aura was spent instead (CR-V-7), V_DONE otherwise.
 */
export function vanquish(s: DarkleafState, u: UnitId, bySeat: number, ignoreProtection = false): number {
  if (isInvulnerable(s, u, bySeat)) return V_BLOCKED;
  const owner = unitSeat(u);
  const prot = s.uAura[u]! & s.config.protectiveAuras;
  if (prot !== 0 && !ignoreProtection) {
    s.uAura[u] = s.uAura[u]! & ~prot;
    releaseChips(s, owner, popcount(prot));
    return V_ABSORBED;
  }
  removeToGraveyard(s, u);
  return V_DONE;
}

/** Off the board into the graveyard, dropping auras (chips return) and checking the Quarry (HX-V-2). */
export function removeToGraveyard(s: DarkleafState, u: UnitId): void {
  const owner = unitSeat(u);
  // CR-V-1: clan marks on the unit (Hexes…) leave with it; both clans may hold one.
  s.config.hooks[s.clan[0]!]!.onVanquished(s, u);
  if (s.clan[1] !== s.clan[0]) s.config.hooks[s.clan[1]!]!.onVanquished(s, u);
  const sq = s.uSq[u]!;
  if (sq >= 0 && s.board[sq] === u) s.board[sq] = -1;
  s.uSq[u] = SQ_GRAVEYARD;
  releaseChips(s, owner, popcount(s.uAura[u]!));
  s.uAura[u] = 0;
  if ((s.uFlags[u]! & UF_QUARRY) !== 0) {
    s.uFlags[u] = (s.uFlags[u]! & ~UF_QUARRY) | UF_QUARRY_TAKEN;
    const rival = owner ^ 1; // HX-V-2: the marking clan scores it (hooks.quarryTaken)
    s.config.hooks[s.clan[rival]!]!.quarryTaken(s, rival);
  }
}

function releaseChips(s: DarkleafState, seat: number, n: number): void {
  s.chips[seat] = Math.max(0, s.chips[seat]! - n);
}

export function popcount(x: number): number {
  let n = 0;
  while (x !== 0) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** CR-END-1: immediate victory of `seat` (the Wibo check lives in its endOfTurn). */
export function checkVictory(s: DarkleafState, seat: number): void {
  if (s.g[G_OVER] !== 0) return;
  if (s.config.hooks[s.clan[seat]!]!.victory(s, seat)) declareWin(s, seat);
}

export function checkBothVictories(s: DarkleafState, actingSeat: number): void {
  checkVictory(s, actingSeat);
  checkVictory(s, actingSeat ^ 1);
}

/** A fate chip for an aura or mark if the clan's supply allows (G-8). */
export function chipFree(s: DarkleafState, seat: number): boolean {
  const cfg = s.config;
  if (!cfg.game.enforceChipSupply) return true;
  return s.chips[seat]! < cfg.clans[s.clan[seat]!]!.chipsInPlay;
}

export const isRook = (u: UnitId): boolean => unitType(u) === ROOK;
