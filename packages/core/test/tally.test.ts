import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Outcome } from '../src/contracts.js';
import {
  canonicalTally,
  createTally,
  mergeInto,
  mergeTallies,
  recordGame,
  recordRotationGroup,
  seatingKey,
  totalGames,
  type Tally,
} from '../src/tally.js';

const win = (winners: number[], reason: string): Outcome => ({ kind: 'win', winners, reason });
const draw = (reason: string): Outcome => ({ kind: 'draw', winners: [], reason });
const timeout = (reason: string): Outcome => ({ kind: 'timeout', winners: [], reason });
const loss = (reason: string): Outcome => ({ kind: 'loss', winners: [], reason });

interface Game {
  seats: string[];
  outcome: Outcome;
  length: number;
  turnOrder: number[] | null;
  metrics: number[] | null;
}

const METRIC_KEYS = ['vp', 'kills'];

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
      fc.constantFrom('wiped out', 'out of time').map(loss),
    ),
    length: fc.nat(60),
    turnOrder: fc.option(fc.shuffledSubarray(seats.map((_, i) => i), { minLength: seats.length, maxLength: seats.length }), { nil: null }),
    metrics: fc.option(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: seats.length * METRIC_KEYS.length, maxLength: seats.length * METRIC_KEYS.length }), { nil: null }),
  }),
);

function tallyOf(games: readonly Game[]): Tally {
  const t = createTally();
  for (const g of games) {
    recordGame(t, g.seats, g.outcome, g.length, { turnOrder: g.turnOrder, metrics: g.metrics ? { keys: METRIC_KEYS, values: g.metrics } : null });
  }
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
      losses: 0,
      ends: { loss: {}, draw: { stalemate: 1 }, timeout: { 'turn cap': 1 } },
      // No turn order given: seat s moved s-th; only seat 0 won games (as first mover) and seat 1 one.
      turnGames: [5, 0, 0, 5],
      turnWins: [2, 0, 0, 1],
      metrics: {},
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
    recordGame(t, ['a', 'z'], timeout('another cap'), 2);
    recordGame(t, ['a', 'z'], loss('wiped'), 5);
    recordGame(t, ['a', 'z'], loss('clock'), 5);
    recordGame(t, ['z', 'a'], win([0], 'alpha'), 3);
    recordGame(t, ['z', 'a'], win([0], 'alpha'), 3, { metrics: { keys: ['zz', 'aa'], values: [1, 2, 3, 4] } });
    const c = canonicalTally(t);
    expect(Object.keys(c.seatings)).toEqual(['a,z', 'z,a']);
    expect(Object.keys(c.seatings['a,z']!.ends.timeout)).toEqual(['another cap', 'cap']);
    expect(Object.keys(c.seatings['a,z']!.ends.loss)).toEqual(['clock', 'wiped']);
    expect(Object.keys(c.seatings['a,z']!.ends.draw)).toEqual(['yawn']);
    expect(Object.keys(c.seatings['z,a']!.winReasons[0]!)).toEqual(['alpha', 'zeta']);
    expect(Object.keys(c.seatings['z,a']!.metrics)).toEqual(['aa', 'zz']);
    expect(Object.keys(c.seatings['a,z']!.lengthHist)).toEqual(['2', '5', '12']);
    c.seatings['a,z']!.wins[0] = 99;
    c.seatings['a,z']!.ends.timeout['cap'] = 99;
    c.seatings['a,z']!.turnGames[0] = 99;
    c.seatings['z,a']!.metrics['aa']!.sum[0] = 99;
    expect(t.seatings['a,z']!.wins[0]).toBe(0);
    expect(t.seatings['a,z']!.ends.timeout['cap']).toBe(1);
    expect(t.seatings['a,z']!.turnGames[0]).toBe(5);
    expect(t.seatings['z,a']!.metrics['aa']!.sum[0]).toBe(2);
  });
});

describe('recordGame: losses, turn order and metrics', () => {
  it('counts a loss in losses and ends.loss, not in draws or timeouts, and credits no seat', () => {
    const t = createTally();
    recordGame(t, ['hare'], loss('caught by the storm'), 4);
    recordGame(t, ['hare'], loss('out of time'), 12);
    recordGame(t, ['hare'], loss('out of time'), 12);
    const s = t.seatings['hare']!;
    expect(s.games).toBe(3);
    expect(s.losses).toBe(3);
    expect(s.draws).toBe(0);
    expect(s.timeouts).toBe(0);
    expect(s.wins).toEqual([0]);
    expect(s.ends).toEqual({ loss: { 'caught by the storm': 1, 'out of time': 2 }, draw: {}, timeout: {} });
    expect(s.turnWins).toEqual([0]);
    expect(s.turnGames).toEqual([3]);
  });

  it('rejects a win with no winners with a message pointing to a loss', () => {
    const t = createTally();
    expect(() => recordGame(t, ['a', 'b'], win([], 'party wiped out'), 3)).toThrow(/is a loss/);
    expect(t).toEqual(createTally());
  });

  it('rejects an unknown outcome kind without touching the tally', () => {
    const t = createTally();
    const bad = { kind: 'forfeit', winners: [], reason: 'x' } as unknown as Outcome;
    expect(() => recordGame(t, ['a', 'b'], bad, 3)).toThrow(/unknown outcome kind 'forfeit'/);
    expect(t).toEqual(createTally());
  });

  it('records turn positions by seat: seat 2 moving first at 3 players', () => {
    const t = createTally();
    recordGame(t, ['a', 'b', 'c'], win([2], 'x'), 5, { turnOrder: [2, 0, 1] });
    recordGame(t, ['a', 'b', 'c'], win([0], 'x'), 5, { turnOrder: [2, 0, 1] });
    const s = t.seatings['a,b,c']!;
    // turnGames[seat * 3 + position]
    expect(s.turnGames).toEqual([
      0, 2, 0, // seat 0 moved second
      0, 0, 2, // seat 1 moved third
      2, 0, 0, // seat 2 moved first
    ]);
    expect(s.turnWins).toEqual([
      0, 1, 0,
      0, 0, 0,
      1, 0, 0,
    ]);
  });

  it('defaults to seat order when no turn order is given, and credits every winner of a shared win', () => {
    const t = createTally();
    recordGame(t, ['a', 'b', 'c'], win([1, 2], 'all home'), 5);
    expect(t.seatings['a,b,c']!.turnGames).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(t.seatings['a,b,c']!.turnWins).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it.each([
    [[0, 0, 1]],
    [[0, 1]],
    [[0, 1, 2, 3]],
    [[0, 1, 3]],
    [[-1, 0, 1]],
    [[0, 1.5, 2]],
  ])('rejects turn order %j at 3 seats without touching the tally', (order) => {
    const t = createTally();
    recordGame(t, ['a', 'b', 'c'], win([0], 'x'), 5);
    const before = structuredClone(t);
    expect(() => recordGame(t, ['a', 'b', 'c'], win([0], 'x'), 5, { turnOrder: order })).toThrow(/not a permutation of the 3 seats/);
    expect(t).toEqual(before);
  });

  it('sums metrics per seat with their sums of squares', () => {
    const t = createTally();
    const keys = ['rolls', 'vp'];
    // values[seat * keys.length + m]
    recordGame(t, ['a', 'b'], win([0], 'x'), 5, { metrics: { keys, values: Int32Array.from([3, 10, 1, -2]) } });
    recordGame(t, ['a', 'b'], draw('y'), 5, { metrics: { keys, values: [4, 0, 2, 5] } });
    expect(t.seatings['a,b']!.metrics).toEqual({
      rolls: { sum: [7, 3], sumSq: [9 + 16, 1 + 4] },
      vp: { sum: [10, 3], sumSq: [100, 4 + 25] },
    });
  });

  it.each([
    [[1, 2.5, 3, 4], /metric vp of seat 0 is 2.5, not an integer/],
    [[1, 2, Number.NaN, 4], /metric rolls of seat 1 is NaN, not an integer/],
    [[1, 2, 3, 2 ** 60], /metric vp of seat 1 is .*not an integer/],
    [[1, 2, 3], /3 metric values for 2 seats × 2 metrics/],
  ])('rejects metric values %j without touching the tally', (values, message) => {
    const t = createTally();
    expect(() => recordGame(t, ['a', 'b'], win([0], 'x'), 5, { metrics: { keys: ['rolls', 'vp'], values } })).toThrow(message);
    expect(t).toEqual(createTally());
  });
});

describe('recordRotationGroup', () => {
  it('counts, per faction and per seat, the groups in which it won k of the N rotated games', () => {
    const t = createTally();
    // outcomes[r]: seat s held seats[(s + r) % 3].
    //   r=0: a,b,c — seat 0 (a) wins
    //   r=1: b,c,a — seat 2 (a) wins
    //   r=2: c,a,b — seat 0 (c) wins
    recordRotationGroup(t, ['a', 'b', 'c'], [win([0], 'x'), win([2], 'x'), win([0], 'x')]);
    // A group nobody wins: every subject won 0 of 3.
    recordRotationGroup(t, ['a', 'b', 'c'], [loss('l'), draw('d'), timeout('t')]);
    const r = t.rotations!['3']!;
    expect(r.factions).toEqual({
      a: { n: 2, wins: [1, 0, 1, 0] },
      b: { n: 2, wins: [2, 0, 0, 0] },
      c: { n: 2, wins: [1, 1, 0, 0] },
    });
    expect(r.seats).toEqual([
      { n: 2, wins: [1, 0, 1, 0] },
      { n: 2, wins: [2, 0, 0, 0] },
      { n: 2, wins: [1, 1, 0, 0] },
    ]);
    // Rotation groups are not games: the seatings are recorded by recordGame.
    expect(totalGames(t)).toBe(0);
  });

  it('counts a faction that wins every rotation as N of N, and keeps counts apart', () => {
    const t = createTally();
    // 'a' sits at index 0; in rotation r it is at seat (0 - r + 4) % 4.
    recordRotationGroup(t, ['a', 'b', 'c', 'd'], [0, 1, 2, 3].map((r) => win([(4 - r) % 4], 'x')));
    recordRotationGroup(t, ['a', 'b', 'c'], [win([0], 'x'), win([0], 'x'), win([0], 'x')]);
    expect(t.rotations!['4']!.factions['a']).toEqual({ n: 1, wins: [0, 0, 0, 0, 1] });
    expect(t.rotations!['4']!.factions['b']).toEqual({ n: 1, wins: [1, 0, 0, 0, 0] });
    expect(t.rotations!['4']!.seats.map((s) => s.wins.indexOf(1))).toEqual([1, 1, 1, 1]);
    // Seat 0 won all three: each faction held it once.
    expect(t.rotations!['3']!.seats[0]).toEqual({ n: 1, wins: [0, 0, 0, 1] });
    expect(t.rotations!['3']!.factions['b']).toEqual({ n: 1, wins: [0, 1, 0, 0] });
  });

  it('rejects a group whose game count is not the seat count', () => {
    const t = createTally();
    expect(() => recordRotationGroup(t, ['a', 'b', 'c'], [win([0], 'x'), win([0], 'x')])).toThrow(/2 games for 3 rotations/);
  });
});

describe('mergeInto with every field', () => {
  interface Group {
    seats: readonly string[];
    outcomes: Outcome[];
  }
  const groupArb: fc.Arbitrary<Group> = fc.constantFrom(['a', 'b', 'c'], ['c', 'a', 'b', 'd'], ['a', 'a', 'b']).chain((seats) =>
    fc.record({
      seats: fc.constant(seats),
      outcomes: fc.array(
        fc.oneof(
          fc.subarray(seats.map((_, i) => i), { minLength: 1 }).map((w) => win(w, 'x')),
          fc.constant(loss('l')),
          fc.constant(draw('d')),
        ),
        { minLength: seats.length, maxLength: seats.length },
      ),
    }),
  );
  const part = fc.record({ games: fc.array(gameArb, { maxLength: 30 }), groups: fc.array(groupArb, { maxLength: 6 }) });
  const build = (p: { games: Game[]; groups: Group[] }): Tally => {
    const t = tallyOf(p.games);
    for (const g of p.groups) recordRotationGroup(t, g.seats, g.outcomes);
    return t;
  };

  it('merge(a, b) == merge(b, a) == recording everything into one tally', () => {
    fc.assert(
      fc.property(part, part, (a, b) => {
        const whole = build({ games: [...a.games, ...b.games], groups: [...a.groups, ...b.groups] });
        const ab = json(mergeInto(build(a), build(b)));
        const ba = json(mergeInto(build(b), build(a)));
        expect(ab).toBe(ba);
        expect(ab).toBe(json(whole));
      }),
    );
  });

  it('carries losses, ends, turn positions and metrics into an empty tally unchanged', () => {
    const t = createTally();
    recordGame(t, ['a', 'b', 'c'], loss('wiped'), 3, { turnOrder: [1, 2, 0], metrics: { keys: ['m'], values: [1, 2, 3] } });
    recordGame(t, ['a', 'b', 'c'], win([1], 'w'), 4, { turnOrder: [1, 2, 0], metrics: { keys: ['m'], values: [4, 5, 6] } });
    const merged = mergeInto(createTally(), t);
    expect(merged).toEqual(t);
    const s = merged.seatings['a,b,c']!;
    expect(s.losses).toBe(1);
    expect(s.ends.loss).toEqual({ wiped: 1 });
    expect(s.metrics['m']).toEqual({ sum: [5, 7, 9], sumSq: [17, 29, 45] });
    expect(s.turnWins[1 * 3 + 0]).toBe(1);
  });
});

describe('canonicalTally with rotations', () => {
  it('sorts rotation counts and factions and copies them', () => {
    const t = createTally();
    recordRotationGroup(t, ['z', 'm', 'a', 'q'], [win([0], 'x'), loss('l'), loss('l'), loss('l')]);
    recordRotationGroup(t, ['z', 'm', 'a'], [win([0], 'x'), loss('l'), loss('l')]);
    const c = canonicalTally(t);
    expect(Object.keys(c.rotations!)).toEqual(['3', '4']);
    expect(Object.keys(c.rotations!['3']!.factions)).toEqual(['a', 'm', 'z']);
    expect(Object.keys(c.rotations!['4']!.factions)).toEqual(['a', 'm', 'q', 'z']);
    expect(c.rotations!['3']!.factions['z']).toEqual({ n: 1, wins: [0, 1, 0, 0] });
    c.rotations!['3']!.factions['z']!.wins[1] = 99;
    c.rotations!['3']!.seats[0]!.n = 99;
    expect(t.rotations!['3']!.factions['z']!.wins[1]).toBe(1);
    expect(t.rotations!['3']!.seats[0]!.n).toBe(1);
  });
});
