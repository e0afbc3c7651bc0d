// Turn order (§1.8, ◇18 / CF-30): the two faction seats alternate, the First-Player holder first on
// a tie; a seat that takes the First-Player tile moves again at once in 2 players (L771, L1933);
// with Hester (always the third seat, L1951, L2045) she moves after each pair of faction turns, so
// the tile gives no double turn (L2264) — `hester.turnsPerRound` 3, ASSUMPTION G-25, or 1 (at the end).
import { describe, expect, it } from 'vitest';
import { HarrowPosition, S, testConfig } from '@balance-lab/harrow/testing';
import { nextTurnSeat, takeFirstPlayerToken, type TurnConfig } from '../src/turn.js';

const F = (fac: number, field: number): number => fac * S.F_WORDS + field;

/** Plays the turn sequence of one Round by the turn-order rule alone; `tileAt` = [seat, its n-th turn] takes the First-Player tile. */
function sequence(p: HarrowPosition, c: TurnConfig, tileAt: readonly [number, number] | null): number[] {
  const s = p.s;
  const out: number[] = [];
  for (let guard = 0; guard < 20; guard++) {
    const seat = nextTurnSeat(s, c);
    if (seat < 0) return out;
    out.push(seat);
    const fac = s.g[S.G_SEAT_FACTION + seat]!;
    s.f[F(fac, S.F_TURNS)]!++;
    if (tileAt !== null && seat === tileAt[0] && s.f[F(fac, S.F_TURNS)] === tileAt[1]) takeFirstPlayerToken(s, seat);
  }
  throw new Error('the Round did not end');
}

function withHester(p: HarrowPosition): HarrowPosition {
  p.s.g[S.G_PLAYERS] = 3;
  p.s.g[S.G_SEAT_FACTION + 2] = S.FAC_H;
  p.s.f[F(S.FAC_H, S.F_SEAT)] = 2;
  return p;
}

describe('turn order (§1.8, L295-300, L771, L2264; G-25)', () => {
  it('2 players: FP, SP three times; the second player taking the First-Player tile on its 2nd turn moves again at once (L771)', () => {
    const c = testConfig();
    const p = new HarrowPosition('protectors', 'family');
    p.s.g[S.G_FP_SEAT] = 0;
    expect(sequence(p, c, null)).toEqual([0, 1, 0, 1, 0, 1]);
    const q = new HarrowPosition('protectors', 'family');
    q.s.g[S.G_FP_SEAT] = 0;
    expect(sequence(q, c, [1, 2])).toEqual([0, 1, 0, 1, 1, 0]);
  });

  it('3 players: Hester after each pair; the tile gives no double turn — the taker completes its turn, Hester moves, then the taker again (L2264)', () => {
    const c = testConfig();
    const p = withHester(new HarrowPosition('protectors', 'kammi'));
    p.s.g[S.G_FP_SEAT] = 0;
    expect(sequence(p, c, null)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    const q = withHester(new HarrowPosition('protectors', 'kammi'));
    q.s.g[S.G_FP_SEAT] = 0;
    expect(sequence(q, c, [1, 2])).toEqual([0, 1, 2, 0, 1, 2, 1, 0, 2]);
  });

  it('3 players with hester.turnsPerRound = 1 (the other reading of L2042/L2257): Hester moves once, last', () => {
    const c = testConfig({ 'hester.turnsPerRound': 1 });
    const p = withHester(new HarrowPosition('family', 'kammi'));
    p.s.g[S.G_FP_SEAT] = 1;
    expect(sequence(p, c, null)).toEqual([1, 0, 1, 0, 1, 0, 2]);
  });
});
