import { describe, expect, it } from 'vitest';
import { diceRace, racePositions, type RaceState } from '../src/reference-game/index.js';
import { makePlan } from '../src/plan.js';
import { createPlayContext, playGame } from '../src/play.js';
import { runPlan } from '../src/runner.js';
import { buildSummary } from '../src/summary.js';
import { createPairedTally, pairedMean, recordPair } from '../src/paired.js';
import { createTally, mergeTallies, recordSwappedPair, canonicalTally } from '../src/tally.js';
import { InputError } from '../src/errors.js';

const win = (seat: number) => ({ kind: 'win' as const, winners: [seat], reason: 'r' });

describe('paired statistics', () => {
  it('pairedMean: mean of (a+b)/2 with the interval from the pairs (hand-computed)', () => {
    const t = createPairedTally();
    // values: 1, 1, 0.5, 0.5, 0 → mean 0.6, Σv² = 2.5, s² = (2.5 − 5·0.36)/4 = 0.175
    recordPair(t, 1, 1);
    recordPair(t, 1, 1);
    recordPair(t, 1, 0);
    recordPair(t, 0, 1);
    recordPair(t, 0, 0);
    const m = pairedMean(t);
    expect(m.rate).toBeCloseTo(0.6, 12);
    const half = 1.959963984540054 * Math.sqrt(0.175 / 5);
    expect(m.low).toBeCloseTo(0.6 - half, 12);
    expect(m.high).toBeCloseTo(Math.min(1, 0.6 + half), 12);
    expect(pairedMean(createPairedTally())).toEqual({ rate: 0, low: 0, high: 1, n: 0, se: Infinity });
    expect(m.se).toBeCloseTo(Math.sqrt(0.175 / 5), 12);
  });

  it('recordSwappedPair credits each faction with its seat-0 and seat-1 result, and seat 0 with both games', () => {
    const t = createTally();
    // A: hare (seat 0) beats fox; B: fox (seat 0) beats hare.
    recordSwappedPair(t, ['hare', 'fox'], win(0), win(0));
    expect(t.pairs!.factions['hare']).toMatchObject({ n: 1, n10: 1 });
    expect(t.pairs!.factions['fox']).toMatchObject({ n: 1, n10: 1 });
    expect(t.pairs!.seat0).toMatchObject({ n: 1, n11: 1 });
    const u = createTally();
    recordSwappedPair(u, ['hare', 'fox'], win(1), win(1));
    const merged = canonicalTally(mergeTallies(t, u));
    expect(merged.pairs!.factions['hare']).toMatchObject({ n: 2, n10: 1, n01: 1 });
    expect(merged.pairs!.seat0).toMatchObject({ n: 2, n11: 1, n00: 1 });
  });
});

describe('--paired runs', () => {
  it('game B replays the same index with seats swapped on the same rules stream', () => {
    const plan = makePlan(diceRace, { games: 1, paired: true, seed: 'crn' });
    const config = diceRace.configure(plan.parameters);
    // Bots that always roll, so only the rules stream decides where the runners land.
    const roller = { name: 'roll', description: 'always rolls', validate: () => null, create: () => ({ name: 'roll', choose: (_s: unknown, _seat: number, legal: Int32Array) => legal[0] as number }) };
    const ctx = createPlayContext(diceRace, config, plan.seed, [0, 1].map(() => ({ spec: 'roll', factory: roller, arg: undefined })));
    const firstMove = (seats: string[], botSeats?: number[]): number => {
      let pos = -1;
      playGame(ctx, seats, 0, (e, state) => {
        if (pos < 0) pos = racePositions(state as RaceState)[0]!;
      }, botSeats);
      return pos;
    };
    // The fox sits in seat 0 in both games and rolls first: the shared rules stream gives the same d6.
    expect(firstMove(['fox', 'hare'])).toBe(firstMove(['fox', 'owl'], [1, 0]));
    expect(firstMove(['fox', 'hare'])).toBeGreaterThan(0);
    // A different game index has its own stream (a different first roll for some index among a few).
    const other = new Set([0, 1, 2, 3, 4].map((i) => { let p = -1; playGame(ctx, ['fox', 'hare'], i, (e, st) => { if (p < 0) p = racePositions(st as RaceState)[0]!; }); return p; }));
    expect(other.size).toBeGreaterThan(1);
  });

  it('plays every index twice, records both orders and the pairs', async () => {
    const plan = makePlan(diceRace, { games: 120, paired: true, seed: 3 });
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    expect(r.games).toBe(240);
    const s = buildSummary({ game: diceRace, plan, tally: r.tally, shards: [0], wallSeconds: 0, workers: 0, complete: true, command: null });
    for (const m of s.matchups) expect(m.games).toBe(20); // 120 indices over 12 seatings, each also played swapped
    expect(s.paired!.seat0!.pairs).toBe(120);
    expect(s.paired!.factions.map((f) => f.pairs)).toEqual([60, 60, 60, 60]);
    expect(r.tally.rotations).toBeUndefined();
    // The faction verdicts use the rates over pairs and their intervals.
    for (const f of s.paired!.factions) {
      const v = s.verdicts.factions.find((x) => x.subject === f.faction)!;
      expect([v.rate, v.ciLow, v.ciHigh]).toEqual([f.winRate, f.ciLow, f.ciHigh]);
      expect(v.text).toMatch(new RegExp(`^${f.faction} wins \\(over ${f.pairs} seat-swapped pairs\\) `));
    }
  });

  it('at 3 players plays every index in its 3 rotations and records one rotation group per index', async () => {
    const plan = makePlan(diceRace, { games: 48, paired: true, players: 3, seed: 3 });
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    expect(r.games).toBe(3 * 48);
    expect(r.tally.pairs).toBeUndefined();
    const rot = r.tally.rotations!['3']!;
    // 24 three-player seatings of 4 factions, each faction in 18: 48 indices put each faction in 36 groups.
    expect(Object.keys(rot.factions).sort()).toEqual(['fox', 'hare', 'owl', 'tortoise']);
    for (const f of Object.values(rot.factions)) {
      expect(f.n).toBe(36);
      expect(f.wins).toHaveLength(4);
      expect(f.wins.reduce((a, b) => a + b, 0)).toBe(36);
    }
    expect(rot.seats.map((x) => x.n)).toEqual([48, 48, 48]);
    const s = buildSummary({ game: diceRace, plan, tally: r.tally, shards: [0], wallSeconds: 0, workers: 0, complete: true, command: null });
    // Each seating is played twice as itself and twice as a rotation of each of its two cyclic partners.
    expect(s.matchups).toHaveLength(24);
    for (const m of s.matchups) expect(m.games).toBe(6);
    // The groups hold the same wins as the games: Σ k·groups(k) is the faction's wins at 3 players.
    for (const row of s.factions) {
      const f = rot.factions[row.faction]!;
      expect(f.wins.reduce((acc, groups, k) => acc + k * groups, 0)).toBe(row.wins);
    }
    expect(s.paired!.seat0).toBeNull();
    expect(s.paired!.factions.map((f) => [f.players, f.pairs, f.seatAdvantage])).toEqual([
      [3, 36, null], [3, 36, null], [3, 36, null], [3, 36, null],
    ]);
    expect(s.paired!.seats.map((x) => [x.players, x.seat, x.pairs])).toEqual([[3, 0, 48], [3, 1, 48], [3, 2, 48]]);
    for (const f of s.paired!.factions) {
      const v = s.verdicts.factions.find((x) => x.subject === f.faction)!;
      expect([v.rate, v.ciLow, v.ciHigh]).toEqual([f.winRate, f.ciLow, f.ciHigh]);
      expect(v.text).toMatch(new RegExp(`^${f.faction} wins \\(over 36 groups of 3 rotations\\) `));
    }
  });

  it('at 4 players records groups of 4 rotations', async () => {
    const plan = makePlan(diceRace, { games: 24, paired: true, players: 4, seed: 5 });
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    expect(r.games).toBe(4 * 24);
    const rot = r.tally.rotations!['4']!;
    for (const f of Object.values(rot.factions)) expect([f.n, f.wins.length]).toEqual([24, 5]);
    expect(rot.seats.map((x) => x.n)).toEqual([24, 24, 24, 24]);
  });

  it('rejects --paired at 1 player (nothing to rotate) with one line', () => {
    const solo = () => makePlan(diceRace, { games: 10, paired: true, players: 1, parameters: { 'race.mode': 'solo' } });
    expect(solo).toThrow(InputError);
    expect(solo).toThrow(/^--paired plays each game in every rotation of its seats; a 1-player game has nothing to rotate$/);
    expect(() => makePlan(diceRace, { games: 10, players: 1, parameters: { 'race.mode': 'solo' } })).not.toThrow();
  });
});
