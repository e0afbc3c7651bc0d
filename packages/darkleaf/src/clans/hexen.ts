// Hexen [L884-976], spec §3.6. Milestone 1: Divine Quarry designation (SU-8,
// HX-V-1), compass journeys (HX-T-1, incl. Two-Headed Snake and Celestial
// Compass spread), no declaration (HX-D-1) and the Quarry victory (HX-V-2).
// Hexes (Poison Garden, Witch's Ladder), counters, Place of Power, Master
// Gardener, From the Shadows and the miracles are NOT implemented yet (README).
import { A_QUARRY, A_MOVE, argA, encode } from '../actions.js';
import { HEXEN, KNIGHT } from '../config.js';
import { continueSetup, endAcquire } from '../flow.js';
import { dirToGlobal, localRank, ray } from '../geometry.js';
import { isFrozen } from '../journey.js';
import { type DarkleafState, PR_QUARRY, UF_QUARRY, UF_QUARRY_TAKEN, unitType } from '../state.js';
import { isInvulnerable, isRoyal, mayEndOn, R_QUARRY } from '../units.js';
import { baseHooks } from './base.js';
import type { ClanHooks } from './hooks.js';
import { hasAbility, lawActive, option, threshold } from './shared.js';

const ONCE_QUARRY_DONE = 2;

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

/** Compass direction from a roll (HX-T-1: 1 = forward, clockwise). */
function addCompassMoves(s: DarkleafState, seat: number, u: number, localDir: number, out: Int32Array, n: number): number {
  const from = s.uSq[u]!;
  const d = dirToGlobal(seat, localDir & 7);
  for (let k = 1; k < 8; k++) {
    const sq = ray(from, d, k);
    if (sq < 0 || s.board[sq] !== -1) break;
    if (mayEndOn(s, u, sq)) out[n++] = encode(A_MOVE, u, sq);
  }
  return n;
}

export const hexen: ClanHooks = {
  ...baseHooks,
  clan: HEXEN,
  complete: false,

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

  intentMode: () => 2, // HX-D-1

  journeyMoves(s, seat, roll, out, n) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const base = roll - 1;
    const spread = lawActive(s, seat, 'celestialCompass') ? threshold(s, seat, 'compassSpread') : 0;
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      if (s.uSq[u]! < 0 || isFrozen(s, u)) continue;
      const t = unitType(u);
      const mask = cc.journeyMask[t]!;
      const snake = t === KNIGHT && hasAbility(s, seat, KNIGHT, 'twoHeadedSnake');
      // Collect the allowed local directions once each (rolled ± spread, and opposites for the knight).
      let dirs = 0;
      for (let k = -spread; k <= spread; k++) {
        const d = (base + k + 8) & 7;
        dirs |= 1 << d;
        if (snake) dirs |= 1 << ((d + 4) & 7);
      }
      dirs &= mask;
      for (let d = 0; d < 8; d++) if ((dirs & (1 << d)) !== 0) n = addCompassMoves(s, seat, u, d, out, n);
    }
    return n;
  },

  // HX-S-5 Celestial Compass only widens the compass journeys, which journeyMoves reads.
  implementsSkill: (id) => id === 'celestialCompass',
  canExecuteSkill: (s, seat, row) => s.config.clans[s.clan[seat]!]!.skills[row]!.id === 'celestialCompass',
  acquireSkill: (s, _seat, _row, rng) => endAcquire(s, rng),

  victory: (s, seat) => (s.progress[seat * 4 + PR_QUARRY]! >= threshold(s, seat, 'quarryCount') ? R_QUARRY : 0),
};
