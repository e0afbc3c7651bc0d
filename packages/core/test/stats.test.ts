import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Outcome } from '../src/contracts.js';
import { createTally, recordGame, type Tally } from '../src/tally.js';
import { factionRows, fairShare, lengthStats, matchupRows, metricRows, playerCounts, seatRows, turnRows, wilson, Z95 } from '../src/stats.js';

const win = (winners: number[], reason: string): Outcome => ({ kind: 'win', winners, reason });
const draw: Outcome = { kind: 'draw', winners: [], reason: 'stalemate' };
const timeout: Outcome = { kind: 'timeout', winners: [], reason: 'turn cap' };
const loss: Outcome = { kind: 'loss', winners: [], reason: 'out of time' };

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
  it('pools every seat a faction holds per player count, sorted by id by default', () => {
    const rows = factionRows(example());
    expect(rows.map((r) => [r.players, r.faction, r.games, r.wins, r.draws, r.timeouts])).toEqual([
      [2, 'huldra', 7, 2, 1, 1],
      [2, 'murg', 7, 3, 1, 1],
      [3, 'huldra', 3, 1, 0, 1],
      [3, 'murg', 3, 1, 0, 1],
      [3, 'vey', 3, 1, 0, 1],
    ]);
    const murg = rows[1]!;
    expect(murg.winRate).toBe(3 / 7);
    expect([murg.ciLow, murg.ciHigh]).toEqual([wilson(3, 7).low, wilson(3, 7).high]);
  });

  it('follows the given order within each count, adds factions without games and keeps unlisted ones', () => {
    const rows = factionRows(example(), ['vey', 'zed', 'murg']);
    expect(rows.map((r) => `${r.players}:${r.faction}`)).toEqual([
      '2:vey', '2:zed', '2:murg', '2:huldra',
      '3:vey', '3:zed', '3:murg', '3:huldra',
    ]);
    expect(rows[1]).toEqual({
      players: 2, faction: 'zed', games: 0, wins: 0, losses: 0, draws: 0, timeouts: 0, winRate: 0, ciLow: 0, ciHigh: 1,
      fairShare: 0.5, relative: 0, relLow: 0, relHigh: 2,
    });
  });

  it('reports only the player counts asked for, with empty rows for a count without games', () => {
    const rows = factionRows(example(), ['murg'], [3, 4]);
    expect(rows.map((r) => [r.players, r.faction, r.games])).toEqual([
      [3, 'murg', 3],
      [3, 'huldra', 3],
      [3, 'vey', 3],
      [4, 'murg', 0],
    ]);
    expect(rows[3]!.fairShare).toBe(0.25);
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
    expect(seatRows(example()).map((r) => [r.players, r.seat, r.games, r.wins, r.winRate])).toEqual([
      [2, 0, 7, 3, 3 / 7],
      [2, 1, 7, 2, 2 / 7],
      [3, 0, 3, 1, 1 / 3],
      [3, 1, 3, 1, 1 / 3],
      [3, 2, 3, 1, 1 / 3],
    ]);
    const seat2 = seatRows(example())[4]!;
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

describe('playerCounts', () => {
  it('lists the seating lengths in the tally, ascending and once each', () => {
    expect(playerCounts(createTally())).toEqual([]);
    expect(playerCounts(example())).toEqual([2, 3]);
    const t = createTally();
    recordGame(t, ['a', 'b', 'c', 'd'], loss, 1);
    recordGame(t, ['a'], loss, 1);
    recordGame(t, ['b', 'a', 'c', 'd'], loss, 1);
    expect(playerCounts(t)).toEqual([1, 4]);
  });
});

describe('fairShare', () => {
  const coop = (): Tally => {
    const t = createTally();
    // 2 players: 3 co-op wins (every seat named) and 1 loss; 3 players: 1 win in 4.
    for (let i = 0; i < 3; i++) recordGame(t, ['a', 'b'], win([0, 1], 'all home'), 5);
    recordGame(t, ['b', 'a'], loss, 9);
    recordGame(t, ['a', 'b', 'c'], win([0, 1, 2], 'all home'), 5);
    for (let i = 0; i < 3; i++) recordGame(t, ['a', 'b', 'c'], loss, 9);
    return t;
  };

  it('is 1/N in a competitive game, whatever the results', () => {
    expect(fairShare(coop(), 2)).toBe(0.5);
    expect(fairShare(coop(), 3)).toBe(1 / 3);
    expect(fairShare(example(), 4)).toBe(0.25);
  });

  it('is the overall win rate at that count in a co-op game', () => {
    expect(fairShare(coop(), 2, { cooperative: true })).toBe(0.75);
    expect(fairShare(coop(), 3, { cooperative: true })).toBe(0.25);
    expect(fairShare(coop(), 4, { cooperative: true })).toBe(0);
  });

  it('is the overall win rate of a solo game even when not declared co-operative', () => {
    const t = createTally();
    recordGame(t, ['hare'], win([0], 'finish'), 5);
    recordGame(t, ['fox'], loss, 5);
    recordGame(t, ['fox'], loss, 5);
    recordGame(t, ['owl'], win([0], 'finish'), 5);
    recordGame(t, ['owl'], { kind: 'timeout', winners: [], reason: 'cap' }, 5);
    expect(fairShare(t, 1)).toBe(2 / 5);
  });

  it('makes the relative rate N × the win rate in a competitive game and rate ÷ overall rate in a co-op one', () => {
    const rows = factionRows(example());
    for (const r of rows) {
      expect(r.fairShare).toBe(1 / r.players);
      expect(r.relative).toBeCloseTo(r.players * r.winRate, 12);
      expect(r.relLow).toBeCloseTo(r.players * r.ciLow, 12);
      expect(r.relHigh).toBeCloseTo(r.players * r.ciHigh, 12);
    }
    const coopRows = factionRows(coop(), undefined, undefined, { cooperative: true });
    expect(coopRows.map((r) => [r.players, r.faction, r.games, r.wins, r.losses, r.fairShare])).toEqual([
      [2, 'a', 4, 3, 1, 0.75],
      [2, 'b', 4, 3, 1, 0.75],
      [3, 'a', 4, 1, 3, 0.25],
      [3, 'b', 4, 1, 3, 0.25],
      [3, 'c', 4, 1, 3, 0.25],
    ]);
    for (const r of coopRows) expect(r.relative).toBe(1);
  });

  it('leaves the relative rate null when the fair share is 0 (a co-op game never won)', () => {
    const t = createTally();
    recordGame(t, ['a', 'b'], loss, 3);
    const [row] = factionRows(t, undefined, undefined, { cooperative: true });
    expect(row).toMatchObject({ fairShare: 0, relative: null, relLow: null, relHigh: null, losses: 1 });
  });
});

describe('matchupRows: losses and player counts', () => {
  it('counts losses apart from draws and timeouts, with a loss rate', () => {
    const t = createTally();
    recordGame(t, ['a', 'b', 'c'], loss, 3);
    recordGame(t, ['a', 'b', 'c'], loss, 3);
    recordGame(t, ['a', 'b', 'c'], draw, 3);
    recordGame(t, ['a', 'b', 'c'], win([1], 'x'), 3);
    recordGame(t, ['a', 'b'], win([1], 'x'), 3);
    const rows = matchupRows(t);
    expect(rows.map((r) => [r.players, r.seats.join(','), r.games, r.losses, r.draws, r.timeouts, r.lossRate, r.drawRate])).toEqual([
      [2, 'a,b', 1, 0, 0, 0, 0, 0],
      [3, 'a,b,c', 4, 2, 1, 0, 0.5, 0.25],
    ]);
  });
});

describe('turnRows', () => {
  it('pools wins by turn position, whoever held it, per player count', () => {
    const t = createTally();
    // 3 players: seat 2 moves first twice and wins both; seat 0 moves first once and loses to seat 1.
    recordGame(t, ['a', 'b', 'c'], win([2], 'x'), 5, { turnOrder: [2, 0, 1] });
    recordGame(t, ['c', 'a', 'b'], win([2], 'x'), 5, { turnOrder: [2, 0, 1] });
    recordGame(t, ['a', 'b', 'c'], win([1], 'x'), 5, { turnOrder: [0, 1, 2] });
    // 2 players, seat order: seat 1 (second to move) wins.
    recordGame(t, ['a', 'b'], win([1], 'x'), 5);
    recordGame(t, ['a', 'b'], draw, 5);
    const rows = turnRows(t);
    expect(rows.map((r) => [r.players, r.position, r.games, r.wins, r.winRate])).toEqual([
      [2, 0, 2, 0, 0],
      [2, 1, 2, 1, 0.5],
      [3, 0, 3, 2, 2 / 3],
      [3, 1, 3, 1, 1 / 3],
      [3, 2, 3, 0, 0],
    ]);
    expect([rows[2]!.ciLow, rows[2]!.ciHigh]).toEqual([wilson(2, 3).low, wilson(2, 3).high]);
  });
});

describe('metricRows', () => {
  const metricTally = (): Tally => {
    const t = createTally();
    const keys = ['vp', 'kills'];
    // seat values [vp, kills] per seat: a holds seat 0 in 'a,b' and seat 1 in 'b,a'.
    recordGame(t, ['a', 'b'], win([0], 'x'), 5, { metrics: { keys, values: [2, 0, 1, 1] } });
    recordGame(t, ['a', 'b'], win([0], 'x'), 5, { metrics: { keys, values: [4, 0, 1, 1] } });
    recordGame(t, ['b', 'a'], win([0], 'x'), 5, { metrics: { keys, values: [1, 1, 6, 3] } });
    recordGame(t, ['a', 'b', 'c'], win([0], 'x'), 5, { metrics: { keys, values: [7, 0, 0, 0, 0, 0] } });
    return t;
  };

  it('gives the exact sum, mean, sample sd and normal interval per count, faction and metric', () => {
    const rows = metricRows(metricTally(), ['b', 'a'], ['vp']);
    const a = rows.find((r) => r.players === 2 && r.faction === 'a' && r.metric === 'vp')!;
    // a's vp over its 3 games: 2, 4, 6 → sum 12, Σx² 56, mean 4, sd √((56 − 3·16)/2) = 2.
    expect(a).toMatchObject({ games: 3, sum: 12, mean: 4 });
    expect(a.sd).toBeCloseTo(2, 12);
    expect(a.ciLow).toBeCloseTo(4 - (Z95 * 2) / Math.sqrt(3), 12);
    expect(a.ciHigh).toBeCloseTo(4 + (Z95 * 2) / Math.sqrt(3), 12);
    const kills = rows.find((r) => r.players === 2 && r.faction === 'a' && r.metric === 'kills')!;
    expect(kills).toMatchObject({ games: 3, sum: 3, mean: 1, sd: 1.7320508075688772 });
  });

  it('orders rows by count, then the given factions and metrics, then the others sorted', () => {
    const rows = metricRows(metricTally(), ['b', 'a'], ['vp']);
    expect(rows.map((r) => `${r.players}:${r.faction}:${r.metric}`)).toEqual([
      '2:b:vp', '2:b:kills', '2:a:vp', '2:a:kills',
      '3:b:vp', '3:b:kills', '3:a:vp', '3:a:kills', '3:c:vp', '3:c:kills',
    ]);
  });

  it('has sd 0 and an unbounded interval for a single game', () => {
    const one = metricRows(metricTally()).find((r) => r.players === 3 && r.faction === 'a' && r.metric === 'vp')!;
    expect(one).toMatchObject({ games: 1, sum: 7, mean: 7, sd: 0, ciLow: -Infinity, ciHigh: Infinity });
  });

  it('is empty for a tally without metrics', () => {
    expect(metricRows(example())).toEqual([]);
  });
});
