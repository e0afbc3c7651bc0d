import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Outcome } from '../src/contracts.js';
import { createTally, recordGame, type Tally } from '../src/tally.js';
import { factionRows, lengthStats, matchupRows, seatRows, wilson, Z95 } from '../src/stats.js';

const win = (winners: number[], reason: string): Outcome => ({ kind: 'win', winners, reason });
const draw: Outcome = { kind: 'draw', winners: [], reason: 'stalemate' };
const timeout: Outcome = { kind: 'timeout', winners: [], reason: 'turn cap' };

describe('wilson', () => {
  const r3 = (x: number) => x.toFixed(3);

  it('matches published values', () => {
    const a = wilson(7, 10);
    expect([a.rate, r3(a.low), r3(a.high)]).toEqual([0.7, '0.397', '0.892']);
    const b = wilson(10, 10);
    expect([b.rate, r3(b.low), b.high]).toEqual([1, '0.722', 1]);
  });

  it('is [0, 1] with rate 0 for no trials', () => {
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });

  it('pins the bound at 0 for 0/n and at 1 for n/n, staying inside [0, 1]', () => {
    for (const n of [1, 5, 10, 1000, 1_000_000]) {
      const none = wilson(0, n);
      const all = wilson(n, n);
      expect(none.low).toBe(0);
      expect(none.high).toBeGreaterThan(0);
      expect(none.high).toBeLessThan(1);
      expect(all.high).toBe(1);
      expect(all.low).toBeGreaterThan(0);
      expect(all.low).toBeLessThan(1);
    }
  });

  it('is symmetric: the interval of k/n mirrors that of (n-k)/n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), (n, x) => {
        const k = x % (n + 1);
        const a = wilson(k, n);
        const b = wilson(n - k, n);
        expect(a.low).toBeCloseTo(1 - b.high, 12);
        expect(a.high).toBeCloseTo(1 - b.low, 12);
        expect(a.low).toBeLessThanOrEqual(a.rate);
        expect(a.high).toBeGreaterThanOrEqual(a.rate);
      }),
    );
  });

  it('collapses to the rate when z is 0 and narrows with more trials', () => {
    expect(wilson(3, 4, 0)).toEqual({ rate: 0.75, low: 0.75, high: 0.75 });
    const small = wilson(30, 100, Z95);
    const large = wilson(3000, 10000, Z95);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it.each([
    [-1, 10],
    [11, 10],
    [1.5, 10],
    [1, Number.NaN],
  ])('rejects %s/%s', (k, n) => {
    expect(() => wilson(k, n)).toThrow(RangeError);
  });
});

/**
 * Hand-worked example (lengths in brackets):
 *   murg,huldra      5 games: seat0 wins [10] [8], seat1 wins [12], draw [20], timeout [30]
 *   huldra,murg      2 games: seat0 wins [10], seat1 wins [10]
 *   murg,huldra,vey  3 games: seat2 wins [5], seats 0+1 share a win [7], timeout [40]
 */
function example(): Tally {
  const t = createTally();
  const mh = ['murg', 'huldra'];
  recordGame(t, mh, win([0], 'hunts'), 10);
  recordGame(t, mh, win([1], 'escape'), 12);
  recordGame(t, mh, win([0], 'hunts'), 8);
  recordGame(t, mh, draw, 20);
  recordGame(t, mh, timeout, 30);
  recordGame(t, ['huldra', 'murg'], win([0], 'escape'), 10);
  recordGame(t, ['huldra', 'murg'], win([1], 'hunts'), 10);
  const mhv = ['murg', 'huldra', 'vey'];
  recordGame(t, mhv, win([2], 'rush'), 5);
  recordGame(t, mhv, win([0, 1], 'alliance'), 7);
  recordGame(t, mhv, timeout, 40);
  return t;
}

describe('factionRows', () => {
  it('pools every seat a faction holds, sorted by id by default', () => {
    const rows = factionRows(example());
    expect(rows.map((r) => [r.faction, r.games, r.wins, r.draws, r.timeouts])).toEqual([
      ['huldra', 10, 3, 1, 2],
      ['murg', 10, 4, 1, 2],
      ['vey', 3, 1, 0, 1],
    ]);
    const murg = rows[1]!;
    expect(murg.winRate).toBe(0.4);
    expect([murg.ciLow, murg.ciHigh]).toEqual([wilson(4, 10).low, wilson(4, 10).high]);
  });

  it('follows the given order, adds factions without games and keeps unlisted ones', () => {
    const rows = factionRows(example(), ['vey', 'zed', 'murg']);
    expect(rows.map((r) => r.faction)).toEqual(['vey', 'zed', 'murg', 'huldra']);
    expect(rows[1]).toEqual({
      faction: 'zed', games: 0, wins: 0, draws: 0, timeouts: 0, winRate: 0, ciLow: 0, ciHigh: 1,
    });
  });

  it('counts a mirror seating once per seat', () => {
    const t = createTally();
    recordGame(t, ['murg', 'murg'], win([0], 'hunts'), 4);
    recordGame(t, ['murg', 'murg'], draw, 4);
    expect(factionRows(t)).toMatchObject([{ faction: 'murg', games: 4, wins: 1, draws: 2, winRate: 0.25 }]);
  });
});

describe('matchupRows', () => {
  it('gives per-seat rates, draw/timeout rates and length moments, sorted by key', () => {
    const rows = matchupRows(example());
    expect(rows.map((r) => r.seats.join(','))).toEqual(['huldra,murg', 'murg,huldra', 'murg,huldra,vey']);

    const [hm, mh, mhv] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    expect(hm).toMatchObject({ games: 2, wins: [1, 1], winRate: [0.5, 0.5], meanLength: 10, sdLength: 0 });

    expect(mh).toMatchObject({
      seats: ['murg', 'huldra'], games: 5, wins: [2, 1], draws: 1, timeouts: 1,
      winRate: [0.4, 0.2], drawRate: 0.2, timeoutRate: 0.2, meanLength: 16,
    });
    // Deviations from 16: -6 -4 -8 4 14 -> squares sum to 328, over n-1 = 4.
    expect(mh.sdLength).toBeCloseTo(Math.sqrt(82), 12);
    expect(mh.ciLow).toEqual([wilson(2, 5).low, wilson(1, 5).low]);
    expect(mh.ciHigh).toEqual([wilson(2, 5).high, wilson(1, 5).high]);

    expect(mhv).toMatchObject({ games: 3, wins: [1, 1, 1], draws: 0, timeouts: 1, drawRate: 0 });
    expect(mhv.winRate).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(mhv.timeoutRate).toBeCloseTo(1 / 3, 15);
    expect(mhv.meanLength).toBeCloseTo(52 / 3, 12);
    // Σx² = 1674, (Σx)²/n = 2704/3, so variance = (1674 - 2704/3) / 2 = 1159/3.
    expect(mhv.sdLength).toBeCloseTo(Math.sqrt(1159 / 3), 12);
  });
});

describe('seatRows', () => {
  it('measures seat advantage over every game that has the seat', () => {
    expect(seatRows(example()).map((r) => [r.seat, r.games, r.wins, r.winRate])).toEqual([
      [0, 10, 4, 0.4],
      [1, 10, 3, 0.3],
      [2, 3, 1, 1 / 3],
    ]);
    const seat2 = seatRows(example())[2]!;
    expect([seat2.ciLow, seat2.ciHigh]).toEqual([wilson(1, 3).low, wilson(1, 3).high]);
  });

  it('is empty for an empty tally', () => {
    expect(seatRows(createTally())).toEqual([]);
  });
});

describe('lengthStats', () => {
  it('summarises all games from the histogram', () => {
    // Sorted lengths: 5 7 8 10 10 10 12 20 30 40.
    const s = lengthStats(example());
    expect(s).toMatchObject({ games: 10, mean: 15.2, median: 10, p90: 30, min: 5, max: 40 });
    // Σx² = 3482, (Σx)²/n = 2310.4.
    expect(s.sd).toBeCloseTo(Math.sqrt(1171.6 / 9), 12);
  });

  it('takes the middle game for an odd count and averages the middle two for an even one', () => {
    const t = createTally();
    for (const len of [40, 5, 7]) recordGame(t, ['a', 'b'], draw, len);
    expect(lengthStats(t)).toMatchObject({ games: 3, median: 7, p90: 40, min: 5, max: 40 });
    recordGame(t, ['a', 'b'], draw, 9);
    expect(lengthStats(t)).toMatchObject({ games: 4, median: 8, p90: 40 });
  });

  it('is all zeros with no games and has sd 0 for a single game', () => {
    expect(lengthStats(createTally())).toEqual({ games: 0, mean: 0, sd: 0, median: 0, p90: 0, min: 0, max: 0 });
    const t = createTally();
    recordGame(t, ['a', 'b'], draw, 6);
    expect(lengthStats(t)).toEqual({ games: 1, mean: 6, sd: 0, median: 6, p90: 6, min: 6, max: 6 });
  });

  it('stays accurate when Σx² is far beyond 2^53', () => {
    const t = createTally();
    recordGame(t, ['a', 'b'], draw, 0);
    const s = t.seatings['a,b']!;
    // A billion games each of length 1e9 and 1e9 + 2, written straight into the histogram.
    s.lengthHist = { '1000000000': 1e9, '1000000002': 1e9 };
    s.games = 2e9;
    const st = lengthStats(t);
    expect(st.mean).toBe(1e9 + 1);
    expect(st.sd).toBeCloseTo(1, 6);
  });
});
