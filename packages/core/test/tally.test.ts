import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Outcome } from '../src/contracts.js';
import {
  canonicalTally,
  createTally,
  mergeInto,
  mergeTallies,
  recordGame,
  seatingKey,
  totalGames,
  type Tally,
} from '../src/tally.js';

const win = (winners: number[], reason: string): Outcome => ({ kind: 'win', winners, reason });
const draw = (reason: string): Outcome => ({ kind: 'draw', winners: [], reason });
const timeout = (reason: string): Outcome => ({ kind: 'timeout', winners: [], reason });

interface Game {
  seats: string[];
  outcome: Outcome;
  length: number;
}

const SEATINGS = [['murg', 'huldra'], ['huldra', 'murg'], ['murg', 'murg'], ['murg', 'huldra', 'vey']];

const gameArb: fc.Arbitrary<Game> = fc.constantFrom(...SEATINGS).chain((seats) =>
  fc.record({
    seats: fc.constant(seats),
    outcome: fc.oneof(
      fc
        .record({
          winners: fc.subarray(seats.map((_, i) => i), { minLength: 1 }),
          reason: fc.constantFrom('hunts', 'escape', 'score'),
        })
        .map(({ winners, reason }) => win(winners, reason)),
      fc.constantFrom('stalemate', 'agreed').map(draw),
      fc.constant(timeout('turn cap')),
    ),
    length: fc.nat(60),
  }),
);

function tallyOf(games: readonly Game[]): Tally {
  const t = createTally();
  for (const g of games) recordGame(t, g.seats, g.outcome, g.length);
  return t;
}

const json = (t: Tally): string => JSON.stringify(canonicalTally(t));

describe('recordGame', () => {
  it('counts wins, shared wins, draws, timeouts, lengths and reasons per seating', () => {
    const t = createTally();
    recordGame(t, ['murg', 'huldra'], win([0], 'hunts'), 10);
    recordGame(t, ['murg', 'huldra'], win([1], 'escape'), 12);
    recordGame(t, ['murg', 'huldra'], win([0], 'hunts'), 10);
    recordGame(t, ['murg', 'huldra'], draw('stalemate'), 20);
    recordGame(t, ['murg', 'huldra'], timeout('turn cap'), 30);
    recordGame(t, ['murg', 'huldra', 'vey'], win([0, 1], 'alliance'), 7);

    expect(Object.keys(t.seatings).sort()).toEqual(['murg,huldra', 'murg,huldra,vey']);
    expect(t.seatings['murg,huldra']).toEqual({
      seats: ['murg', 'huldra'],
      games: 5,
      wins: [2, 1],
      draws: 1,
      timeouts: 1,
      lengthSum: 82,
      lengthSumSq: 100 + 144 + 100 + 400 + 900,
      lengthHist: { '10': 2, '12': 1, '20': 1, '30': 1 },
      winReasons: [{ hunts: 2 }, { escape: 1 }],
      endReasons: { stalemate: 1, 'turn cap': 1 },
    });
    expect(t.seatings['murg,huldra,vey']!.wins).toEqual([1, 1, 0]);
    expect(t.seatings['murg,huldra,vey']!.winReasons).toEqual([{ alliance: 1 }, { alliance: 1 }, {}]);
    expect(totalGames(t)).toBe(6);
  });

  it('keeps seat order: a seating and its reverse are different keys', () => {
    expect(seatingKey(['a', 'b'])).toBe('a,b');
    const t = createTally();
    recordGame(t, ['a', 'b'], win([0], 'x'), 1);
    recordGame(t, ['b', 'a'], win([0], 'x'), 1);
    expect(Object.keys(t.seatings).sort()).toEqual(['a,b', 'b,a']);
  });

  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects length %s with a RangeError', (length) => {
    const t = createTally();
    expect(() => recordGame(t, ['a', 'b'], win([0], 'x'), length)).toThrow(RangeError);
    expect(totalGames(t)).toBe(0);
  });

  it('rejects winners outside the seating and wins without winners, leaving the tally unchanged', () => {
    const t = createTally();
    expect(() => recordGame(t, ['a', 'b'], win([2], 'x'), 3)).toThrow(RangeError);
    expect(() => recordGame(t, ['a', 'b'], win([], 'x'), 3)).toThrow(RangeError);
    expect(t).toEqual(createTally());
  });
});

describe('merging tallies', () => {
  const games = fc.array(gameArb, { maxLength: 40 });

  it('is associative', () => {
    fc.assert(
      fc.property(games, games, games, (a, b, c) => {
        const [ta, tb, tc] = [tallyOf(a), tallyOf(b), tallyOf(c)];
        expect(json(mergeTallies(mergeTallies(ta, tb), tc))).toBe(json(mergeTallies(ta, mergeTallies(tb, tc))));
      }),
    );
  });

  it('is commutative', () => {
    fc.assert(
      fc.property(games, games, (a, b) => {
        expect(json(mergeTallies(tallyOf(a), tallyOf(b)))).toBe(json(mergeTallies(tallyOf(b), tallyOf(a))));
      }),
    );
  });

  it('merging the parts of a split equals recording the whole', () => {
    fc.assert(
      fc.property(games, fc.nat(), fc.nat(), (all, x, y) => {
        const [i, j] = [x % (all.length + 1), y % (all.length + 1)].sort((p, q) => p - q) as [number, number];
        const whole = tallyOf(all);
        const parts = [tallyOf(all.slice(0, i)), tallyOf(all.slice(i, j)), tallyOf(all.slice(j))];
        expect(json(mergeTallies(...parts))).toBe(json(whole));
        expect(json(mergeTallies(parts[0]!, parts[2]!, parts[1]!))).toBe(json(whole));
        expect(canonicalTally(mergeTallies(parts[0]!, mergeTallies(parts[1]!, parts[2]!)))).toEqual(
          canonicalTally(whole),
        );
      }),
    );
  });

  it('mergeTallies leaves its inputs untouched; mergeInto mutates and returns the target', () => {
    fc.assert(
      fc.property(games, games, (a, b) => {
        const [ta, tb] = [tallyOf(a), tallyOf(b)];
        const [before_a, before_b] = [structuredClone(ta), structuredClone(tb)];
        const merged = mergeTallies(ta, tb);
        expect(ta).toEqual(before_a);
        expect(tb).toEqual(before_b);
        expect(totalGames(merged)).toBe(a.length + b.length);

        const target = tallyOf(a);
        expect(mergeInto(target, tb)).toBe(target);
        expect(tb).toEqual(before_b);
        expect(json(target)).toBe(json(merged));
      }),
    );
  });

  it('survives a JSON round trip and keeps merging exactly afterwards', () => {
    fc.assert(
      fc.property(games, games, (a, b) => {
        const ta = tallyOf(a);
        const back = JSON.parse(JSON.stringify(ta)) as Tally;
        expect(back).toEqual(ta);
        expect(json(mergeTallies(back, tallyOf(b)))).toBe(json(tallyOf([...a, ...b])));
      }),
    );
  });
});

describe('canonicalTally', () => {
  it('sorts keys everywhere and does not alias its input', () => {
    const t = createTally();
    recordGame(t, ['z', 'a'], win([0], 'zeta'), 3);
    recordGame(t, ['a', 'z'], draw('yawn'), 12);
    recordGame(t, ['a', 'z'], timeout('cap'), 2);
    recordGame(t, ['z', 'a'], win([0], 'alpha'), 3);
    const c = canonicalTally(t);
    expect(Object.keys(c.seatings)).toEqual(['a,z', 'z,a']);
    expect(Object.keys(c.seatings['a,z']!.endReasons)).toEqual(['cap', 'yawn']);
    expect(Object.keys(c.seatings['z,a']!.winReasons[0]!)).toEqual(['alpha', 'zeta']);
    expect(Object.keys(c.seatings['a,z']!.lengthHist)).toEqual(['2', '12']);
    c.seatings['a,z']!.wins[0] = 99;
    c.seatings['a,z']!.endReasons['cap'] = 99;
    expect(t.seatings['a,z']!.wins[0]).toBe(0);
    expect(t.seatings['a,z']!.endReasons['cap']).toBe(1);
  });
});
