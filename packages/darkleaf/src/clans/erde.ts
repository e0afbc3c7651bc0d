// Erde [L692-784], spec §3.4. Milestone 1: journeys (ER-T-2 Reclaimed ground),
// Reclaim (ER-D-1/2) with the relocation next to the king, Lock Arms (ER-U-2),
// Thick Skin (ER-U-5) and the centre victory (ER-V-1).
// Split journeys, Tremor and all five skills are NOT implemented yet (README).
import type { Rng } from '@balance-lab/core';
import { A_DECLARE_DEED, A_SQUARE, argA, argB, encode } from '../actions.js';
import { ERDE, FERRYMEN, HULDRA, KING, MURG, ROOK, SAGE } from '../config.js';
import { CONT_EXECUTE, endAcquire, endExecute, openClanPrompt } from '../flow.js';
import { ADJ, isOrtho, localRank, MASK_ALL, maskToGlobal, parseSquare, toGlobal } from '../geometry.js';
import { isFrozen, journeyTo, walkMoves } from '../journey.js';
import { PLACE_OUT, TARGET, clearTarget, placementSquares } from '../placement.js';
import {
  type DarkleafState, G_I_UNIT, G_ROLL, PR_RECLAIMED, TERR_RECLAIMED, unitSeat, unitType,
} from '../state.js';
import { chipFree, declareWin, moveUnit, R_RECLAIMED } from '../units.js';
import { baseHooks } from './base.js';
import type { ClanHooks } from './hooks.js';
import { hasAbility, lawActive, option, threshold } from './shared.js';

const P_RECLAIM_PLACE = 1;
/** Clans whose path to victory names the royal (ER-U-5 [L775]): Thick Skin does not stop them. */
const ROYAL_PATH_CLANS = (1 << HULDRA) | (1 << MURG) | (1 << FERRYMEN);

/** Centre flags per config and seat, built once from the data (options.centreSquares). */
const CENTRE_CACHE = new WeakMap<object, Uint8Array>();
function isCentre(s: DarkleafState, seat: number, sq: number): boolean {
  let m = CENTRE_CACHE.get(s.config);
  if (m === undefined) {
    m = new Uint8Array(128);
    for (let k = 0; k < 2; k++) {
      const cc = s.config.clans[3]!;
      for (const name of (cc.options['centreSquares'] as readonly string[])) m[k * 64 + toGlobal(k, parseSquare(name))] = 1;
    }
    CENTRE_CACHE.set(s.config, m);
  }
  return m[seat * 64 + sq] === 1;
}

function allCentreReclaimed(s: DarkleafState, seat: number): boolean {
  return s.progress[seat * 4 + PR_RECLAIMED]! >= threshold(s, seat, 'reclaimedToWin');
}

function kingSquares(s: DarkleafState, seat: number): number {
  clearTarget();
  const k = s.uSq[seat * 16 + 15]!;
  if (k < 0) return 0;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[k * 8 + d]!;
    if (a >= 0) TARGET[a] = 1;
  }
  return placementSquares(s, true);
}

export const erde: ClanHooks = {
  ...baseHooks,
  clan: ERDE,
  complete: false,

  traitInvulnerable(s, u, bySeat) {
    const seat = unitSeat(u);
    const t = unitType(u);
    if (t === KING && hasAbility(s, seat, KING, 'thickSkin')) {
      return ((1 << s.clan[bySeat]!) & ROYAL_PATH_CLANS) === 0 || bySeat === seat;
    }
    if (t === SAGE && hasAbility(s, seat, SAGE, 'lockArms')) {
      // ER-U-2: orthogonally next to an Erde rook, both in the Woods.
      const sq = s.uSq[u]!;
      const r = localRank(seat, sq);
      if (r < 1 || r > 6) return false;
      for (let d = 0; d < 8; d += 2) {
        const a = ADJ[sq * 8 + d]!;
        if (a < 0 || !isOrtho(d)) continue;
        const b = s.board[a]!;
        if (b >= 0 && unitSeat(b) === seat && unitType(b) === ROOK) {
          const rr = localRank(seat, a);
          if (rr >= 1 && rr <= 6) return true;
        }
      }
    }
    return false;
  },

  deedIntents(s, seat, out, n) {
    // ER-D-1: a pawn on an un-Reclaimed centre square.
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      const sq = s.uSq[u]!;
      if (sq < 0 || isFrozen(s, u)) continue;
      if (!hasAbility(s, seat, unitType(u), 'reclaim')) continue;
      if (!isCentre(s, seat, sq) || (s.terr[sq]! & TERR_RECLAIMED) !== 0) continue;
      out[n++] = encode(A_DECLARE_DEED, u, 0, 0);
    }
    return n;
  },

  executeDeed(s, seat, rng) {
    const u = s.g[G_I_UNIT]!;
    const sq = s.uSq[u]!;
    const need = lawActive(s, seat, 'oneWithTheLand') ? threshold(s, seat, 'reclaimMinLaw') : threshold(s, seat, 'reclaimMin');
    if (sq < 0 || (s.terr[sq]! & TERR_RECLAIMED) !== 0 || s.g[G_ROLL]! < need) {
      endExecute(s, rng);
      return;
    }
    // ER-D-2: mark the square (a progress mark is never blocked by the chip cap, G-8).
    s.terr[sq] = s.terr[sq]! | TERR_RECLAIMED;
    s.progress[seat * 4 + PR_RECLAIMED] = s.progress[seat * 4 + PR_RECLAIMED]! + 1;
    if (chipFree(s, seat)) {
      s.chips[seat] = s.chips[seat]! + 1;
      s.markChips[seat] = s.markChips[seat]! + 1;
    }
    const m = kingSquares(s, seat);
    if (m === 1) moveUnit(s, u, PLACE_OUT[0]!);
    if (m > 1) {
      openClanPrompt(s, P_RECLAIM_PLACE, CONT_EXECUTE);
      return;
    }
    endExecute(s, rng);
  },

  journeyMoves(s, seat, value, out, n) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const anyDir = option<boolean>(s, seat, 'reclaimedStartAnyDirection');
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      const sq = s.uSq[u]!;
      if (sq < 0 || isFrozen(s, u)) continue;
      const t = unitType(u);
      let mask = maskToGlobal(seat, cc.journeyMask[t]!);
      if (anyDir && (s.terr[sq]! & TERR_RECLAIMED) !== 0) mask = MASK_ALL; // ER-T-2
      if (mask === 0) continue;
      const fixed = cc.journeyFixed[t]!;
      const before = n;
      n = walkMoves(s, u, mask, fixed > 0 ? fixed : value, cc.journeyUpTo[t] === 1, out, n);
      if (t === KING && !allCentreReclaimed(s, seat)) {
        // ER-V-1 / T-42: before all 4 are Reclaimed the king may not journey onto a centre square.
        let w = before;
        for (let j = before; j < n; j++) if (!isCentre(s, seat, argB(out[j]!))) out[w++] = out[j]!;
        n = w;
      }
    }
    return n;
  },

  applyJourney(s, seat, action, rng: Rng) {
    const u = argA(action), to = argB(action);
    journeyTo(s, u, to);
    if (unitType(u) === KING && isCentre(s, seat, to) && allCentreReclaimed(s, seat)) {
      declareWin(s, seat, R_RECLAIMED);
      return;
    }
    endExecute(s, rng);
  },

  promptActions(s, seat, prompt, out, n) {
    if (prompt !== P_RECLAIM_PLACE) return n;
    const m = kingSquares(s, seat);
    for (let i = 0; i < m; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
    return n;
  },

  applyPrompt(s, _seat, prompt, action, rng) {
    if (prompt !== P_RECLAIM_PLACE) throw new Error(`bad Erde prompt ${prompt}`);
    moveUnit(s, s.g[G_I_UNIT]!, argB(action));
    endExecute(s, rng);
  },

  // ER-S-5 One With the Land only changes the Reclaim threshold, which executeDeed reads.
  implementsSkill: (id) => id === 'oneWithTheLand',
  canExecuteSkill: (s, seat, row) => s.config.clans[s.clan[seat]!]!.skills[row]!.id === 'oneWithTheLand',
  acquireSkill: (s, _seat, _row, rng) => endAcquire(s, rng),

  victory: () => 0, // ER-V-1 is declared when the king's journey ends (a relocation does not win, G-94)
};
