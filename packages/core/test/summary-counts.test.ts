// summary.json over several player counts, co-op and solo studies, and rotation groups.
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../src/contracts.js';
import { diceRace, diceRaceCoop } from '../src/reference-game/index.js';
import { makePlan } from '../src/plan.js';
import { runPlan } from '../src/runner.js';
import { buildSummary, checkSummarySchema, defaultBand, rotationMean, SUMMARY_SCHEMA, type SummaryInput } from '../src/summary.js';
import { createTally, recordGame, type Tally } from '../src/tally.js';
import { bandAround, bandForPlayers } from '../src/verdict.js';
import { InputError } from '../src/errors.js';
import { Z95 } from '../src/stats.js';

const win = (winners: number[]): Outcome => ({ kind: 'win', winners, reason: 'finish by roll' });
const loss: Outcome = { kind: 'loss', winners: [], reason: 'out of time' };
const timeout: Outcome = { kind: 'timeout', winners: [], reason: 'turn cap' };
const draw: Outcome = { kind: 'draw', winners: [], reason: 'level' };

function input(over: Partial<SummaryInput> & Pick<SummaryInput, 'game' | 'plan' | 'tally'>): SummaryInput {
  return { shards: [0], wallSeconds: 0, workers: 0, complete: true, command: null, ...over };
}

describe('buildSummary over several player counts', () => {
  const plan = makePlan(diceRace, { games: 4, players: [2, 3], factions: ['hare', 'fox', 'owl'] });
  const tally = (): Tally => {
    const t = createTally();
    recordGame(t, ['hare', 'fox'], win([0]), 10);
    recordGame(t, ['fox', 'hare'], win([0]), 10);
    recordGame(t, ['hare', 'owl'], timeout, 10);
    recordGame(t, ['owl', 'fox'], loss, 10);
    recordGame(t, ['hare', 'fox', 'owl'], win([2]), 10);
    recordGame(t, ['fox', 'owl', 'hare'], loss, 10);
    recordGame(t, ['fox', 'owl', 'hare'], loss, 10);
    recordGame(t, ['owl', 'hare', 'fox'], draw, 10);
    return t;
  };

  it('has one count summary per player count with its own games, ends, fair share and band', () => {
    const s = buildSummary(input({ game: diceRace, plan, tally: tally() }));
    expect(s.schema).toBe(SUMMARY_SCHEMA);
    expect(s.plan.players).toEqual([2, 3]);
    expect(s.plan.seatings).toEqual([6, 6]);
    expect(s.plan.games).toBe(8);
    expect(s.counts).toEqual([
      { players: 2, games: 4, losses: 1, draws: 0, timeouts: 1, fairShare: 0.5, band: bandForPlayers(2) },
      { players: 3, games: 4, losses: 2, draws: 1, timeouts: 0, fairShare: 1 / 3, band: bandForPlayers(3) },
    ]);
    expect([s.totalGames, s.losses, s.draws, s.timeouts]).toEqual([8, 3, 1, 1]);
    expect(s.cooperative).toBe(false);
  });

  it('judges each count against its own band, naming the count in every verdict', () => {
    const s = buildSummary(input({ game: diceRace, plan, tally: tally() }));
    expect(s.factions.map((r) => `${r.players}:${r.faction}`)).toEqual(['2:hare', '2:fox', '2:owl', '3:hare', '3:fox', '3:owl']);
    expect(s.verdicts.band).toBeNull();
    expect(s.verdicts.factions.map((v) => [v.players, v.subject])).toEqual([
      [2, 'hare'], [2, 'fox'], [2, 'owl'], [3, 'hare'], [3, 'fox'], [3, 'owl'],
    ]);
    for (const v of s.verdicts.factions) {
      expect(v.text).toMatch(new RegExp(`^${v.subject} at ${v.players} players wins `));
      expect(v.text).toContain(v.players === 2 ? '(45–55%)' : '(28.3–38.3%)');
    }
    // The loss note: fox at 2 players played 3 games, one of them lost by everyone.
    const fox2 = s.verdicts.factions.find((v) => v.players === 2 && v.subject === 'fox')!;
    expect(fox2.text).toMatch(/; 33\.3% of its games were lost by everyone/);
    const hare2 = s.verdicts.factions.find((v) => v.players === 2 && v.subject === 'hare')!;
    expect(hare2.text).not.toMatch(/lost by everyone/);
    expect(new Set(s.verdicts.matchups.map((v) => v.players))).toEqual(new Set([2, 3]));
    // One matchup verdict per seating (seat 0's rate), each against its count's band.
    expect(s.verdicts.matchups.map((v) => [v.players, v.subject])).toEqual(s.matchups.map((m) => [m.players, m.seats.join(',')]));
    for (const v of s.verdicts.matchups) expect(v.text).toContain(v.players === 2 ? '(45–55%)' : '(28.3–38.3%)');
  });

  it('uses a given band for every count', () => {
    const band = { lo: 0.2, hi: 0.3 };
    const s = buildSummary(input({ game: diceRace, plan, tally: tally(), band }));
    expect(s.counts.map((c) => c.band)).toEqual([band, band]);
    expect(s.verdicts.band).toEqual(band);
  });

  it('a single count names no count in its verdicts', () => {
    const one = makePlan(diceRace, { games: 4, players: 2 });
    const t = createTally();
    recordGame(t, ['hare', 'fox'], win([0]), 10);
    const s = buildSummary(input({ game: diceRace, plan: one, tally: t }));
    expect(s.verdicts.factions.find((v) => v.subject === 'hare')!.text).toMatch(/^hare wins /);
  });
});

describe('fair shares of co-op and solo studies', () => {
  it('a co-op game (diceRaceCoop) gets its default band around the overall win rate', async () => {
    const plan = makePlan(diceRaceCoop, { games: 120, seed: 2, parameters: { 'race.maxTurns': 20 } });
    const r = await runPlan({ game: diceRaceCoop, gameRef: null, plan, workers: 0 });
    const s = buildSummary(input({ game: diceRaceCoop, plan, tally: r.tally }));
    const m = s.matchups;
    const wins = m.reduce((a, x) => a + (x.wins[0] ?? 0), 0);
    const games = m.reduce((a, x) => a + x.games, 0);
    // Co-op wins name every seat: every seat of a matchup has the same wins.
    for (const x of m) expect(new Set(x.wins).size).toBe(1);
    expect(games).toBe(120);
    const rate = wins / games;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThan(1);
    expect(s.cooperative).toBe(true);
    expect(s.counts[0]!.fairShare).toBe(rate);
    expect(s.counts[0]!.band).toEqual(bandAround(rate));
    expect(s.counts[0]!.losses + wins).toBe(120);
    expect(defaultBand(diceRaceCoop, r.tally, 2)).toEqual(bandAround(rate));
    for (const f of s.factions) {
      expect(f.fairShare).toBe(rate);
      expect(f.relative).toBeCloseTo(f.winRate / rate, 12);
    }
  });

  it('a co-op game the party always wins gets a band up to 100% and no faction judged outside it', async () => {
    const plan = makePlan(diceRaceCoop, { games: 48, seed: 2, parameters: { 'race.maxTurns': 200 } });
    const r = await runPlan({ game: diceRaceCoop, gameRef: null, plan, workers: 0 });
    const s = buildSummary(input({ game: diceRaceCoop, plan, tally: r.tally }));
    expect(s.counts[0]).toMatchObject({ games: 48, losses: 0, fairShare: 1, band: bandAround(1) });
    for (const v of s.verdicts.factions) expect(v.verdict).not.toBe('outside');
  });

  it('a solo study (1 player) gets its band around the overall win rate too', async () => {
    const plan = makePlan(diceRace, { games: 200, players: 1, seed: 4, parameters: { 'race.mode': 'solo' } });
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const s = buildSummary(input({ game: diceRace, plan, tally: r.tally }));
    const wins = s.factions.reduce((a, f) => a + f.wins, 0);
    const rate = wins / 200;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThan(1);
    expect(s.cooperative).toBe(false);
    expect(s.counts).toHaveLength(1);
    expect(s.counts[0]).toMatchObject({ players: 1, games: 200, fairShare: rate, band: bandAround(rate) });
    expect(s.counts[0]!.losses).toBe(200 - wins - s.counts[0]!.timeouts);
    expect(s.counts[0]!.losses).toBeGreaterThan(0);
    expect(defaultBand(diceRace, r.tally, 1)).toEqual(bandAround(rate));
    // A competitive count keeps 1/N.
    expect(defaultBand(diceRace, r.tally, 3)).toEqual(bandForPlayers(3));
  });
});

describe('checkSummarySchema', () => {
  it('rejects a schema 1 summary (or one without a schema) with one line, and accepts this one', () => {
    expect(() => checkSummarySchema({ schema: 1 }, 'old/summary.json')).toThrow(InputError);
    expect(() => checkSummarySchema({ schema: 1 }, 'old/summary.json')).toThrow(
      "'old/summary.json' was written by another balance-lab (summary schema 1, this one reads 2): run it again with this version",
    );
    expect(() => checkSummarySchema({}, 'x')).toThrow(/summary schema undefined/);
    expect(() => checkSummarySchema({ schema: 3 }, 'x')).toThrow(/summary schema 3/);
    expect(() => checkSummarySchema({ schema: SUMMARY_SCHEMA }, 'x')).not.toThrow();
  });
});

describe('rotationMean', () => {
  it('is the mean of k/N over the groups with a normal interval from their spread', () => {
    // 3 players, one group each of 0, 1, 2 and 3 wins: values 0, 1/3, 2/3, 1.
    const m = rotationMean({ n: 4, wins: [1, 1, 1, 1] }, 3);
    expect(m.rate).toBeCloseTo(0.5, 12);
    // Sample variance: (0.25 + 1/36 + 1/36 + 0.25) / 3 = 5/27.
    const se = Math.sqrt(5 / 27 / 4);
    expect(m.se).toBeCloseTo(se, 12);
    expect(m.low).toBeCloseTo(0.5 - Z95 * se, 12);
    expect(m.high).toBeCloseTo(0.5 + Z95 * se, 12);
    expect(m.n).toBe(4);
  });

  it('clamps to [0, 1] and has no interval with fewer than two groups', () => {
    expect(rotationMean({ n: 0, wins: [0, 0, 0, 0] }, 3)).toEqual({ rate: 0, low: 0, high: 1, n: 0, se: Infinity });
    expect(rotationMean({ n: 1, wins: [0, 0, 0, 1] }, 3)).toEqual({ rate: 1, low: 0, high: 1, n: 1, se: Infinity });
    const all = rotationMean({ n: 5, wins: [0, 0, 0, 0, 5] }, 4);
    expect([all.rate, all.se, all.low, all.high]).toEqual([1, 0, 1, 1]);
    const m = rotationMean({ n: 10, wins: [9, 0, 0, 1] }, 3);
    expect(m.rate).toBeCloseTo(0.1, 12);
    expect(m.low).toBe(0);
  });
});
