// Wildero Wibo [L788-880], spec §3.5. Milestone 1: journeys by the data
// direction sets (queen exactly 1 square via journeyFixedDistance, WI-U-5),
// Biotic Refuge (WI-U-4) and the end-of-turn victory check (WI-V-1).
// Morph, retreat, Mass Morph, Hasty Retreat, the queen's swap and all five
// skills are NOT implemented yet (README).
import { PAWN, ROOK, WIBO } from '../config.js';
import { ADJ } from '../geometry.js';
import { localRank } from '../geometry.js';
import { unitSeat, unitType } from '../state.js';
import { declareWin, R_SIX_PAWNS } from '../units.js';
import { baseHooks } from './base.js';
import type { ClanHooks } from './hooks.js';
import { hasAbility, threshold } from './shared.js';

export const wibo: ClanHooks = {
  ...baseHooks,
  clan: WIBO,
  complete: false,

  traitInvulnerable(s, u) {
    // WI-U-4 Biotic Refuge: Wibo pawns diagonal to the Wibo rook.
    const seat = unitSeat(u);
    if (unitType(u) !== PAWN || !hasAbility(s, seat, ROOK, 'bioticRefuge')) return false;
    const sq = s.uSq[u]!;
    for (let d = 1; d < 8; d += 2) {
      const a = ADJ[sq * 8 + d]!;
      if (a < 0) continue;
      const b = s.board[a]!;
      if (b >= 0 && unitSeat(b) === seat && unitType(b) === ROOK) return true;
    }
    return false;
  },

  endOfTurn(s, seat) {
    // WI-V-1: checked only at the end of the Wibo player's own turn.
    let n = 0;
    for (let i = 0; i < 8; i++) {
      const sq = s.uSq[seat * 16 + i]!;
      if (sq >= 0 && localRank(seat, sq) === 0) n++;
    }
    if (n >= threshold(s, seat, 'pawnsInSeatToWin')) declareWin(s, seat, R_SIX_PAWNS);
  },
};
