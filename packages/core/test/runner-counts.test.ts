// The runner over several player counts: turn order and metrics recorded, the same
// tally inline and in worker threads, and after a resume. Workers need the built
// package (npm run build -w @balance-lab/core).
import { describe, expect, it } from 'vitest';
import type { GameRef } from '../src/contracts.js';
import { diceRace } from '../src/reference-game/index.js';
import { makePlan, SeatingPlan } from '../src/plan.js';
import { runPlan, type RunProgress } from '../src/runner.js';
import { canonicalTally, totalGames, type Tally } from '../src/tally.js';
import { RACE_METRICS } from '../src/reference-game/index.js';
import { buildSummary } from '../src/summary.js';
import { mergeSummaries } from '../src/merge.js';

const gameRef: GameRef = { moduleUrl: new URL('../dist/reference-game/index.js', import.meta.url).href, exportName: 'diceRace' };
const json = (t: Tally): string => JSON.stringify(canonicalTally(t));

const plan = makePlan(diceRace, {
  games: 90,
  players: [2, 3, 4],
  seed: 'counts',
  bots: ['greedy:2'],
  parameters: { 'race.firstPlayer': 'roll', 'race.length': 16, 'race.handSize': 1 },
});

describe('a multi-count run', () => {
  it('plays each count its share of games, with turn order and metrics recorded', async () => {
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0, chunkSize: 11 });
    expect(r.complete).toBe(true);
    expect(r.games).toBe(270);
    expect(totalGames(r.tally)).toBe(270);
    const perCount = new Map<number, number>();
    let offDiagonal = 0;
    for (const s of Object.values(r.tally.seatings)) {
      const n = s.seats.length;
      perCount.set(n, (perCount.get(n) ?? 0) + s.games);
      expect(Object.keys(s.metrics)).toEqual(RACE_METRICS.map((m) => m.key));
      for (const m of Object.values(s.metrics)) expect(m.sum).toHaveLength(n);
      // Every game gives each seat one turn position.
      for (let seat = 0; seat < n; seat++) expect(s.turnGames.slice(seat * n, seat * n + n).reduce((a, b) => a + b, 0)).toBe(s.games);
      for (let seat = 0; seat < n; seat++) for (let p = 0; p < n; p++) if (p !== seat) offDiagonal += s.turnGames[seat * n + p]!;
    }
    expect([...perCount.entries()].sort((a, b) => a[0] - b[0])).toEqual([[2, 90], [3, 90], [4, 90]]);
    // race.firstPlayer=roll: seats other than 0 do move first.
    expect(offDiagonal).toBeGreaterThan(0);
    // Rolls plus walks plus cards played is the number of turns each seat took: every seat moved.
    const some = Object.values(r.tally.seatings)[0]!;
    expect(some.metrics['rolls']!.sum[0]! + some.metrics['walks']!.sum[0]! + some.metrics['cards']!.sum[0]!).toBeGreaterThan(0);
  });

  it('gives the byte-identical tally inline and in 2 worker threads', async () => {
    const inline = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0, chunkSize: 13 });
    const threads = await runPlan({ game: diceRace, gameRef, plan, workers: 2, chunkSize: 13 });
    expect(threads.complete).toBe(true);
    expect(threads.games).toBe(270);
    expect(json(threads.tally)).toBe(json(inline.tally));
    expect(threads.decisions).toBe(inline.decisions);
  });

  it('resumed from a partial run (in workers) gives the tally of the whole run', async () => {
    const whole = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0, chunkSize: 20 });
    const stop = new AbortController();
    const partial = await runPlan({
      game: diceRace, gameRef: null, plan, workers: 0, chunkSize: 20, signal: stop.signal,
      onCommit: (p) => {
        if (p.nextChunk === 4) stop.abort();
      },
    });
    expect(partial.complete).toBe(false);
    expect(partial.nextChunk).toBe(4);
    expect(partial.games).toBe(80);
    // As a checkpoint stores it: through JSON.
    const resume = JSON.parse(JSON.stringify({ ...partial })) as RunProgress;
    const rest = await runPlan({ game: diceRace, gameRef, plan, workers: 2, resume });
    expect(rest.complete).toBe(true);
    expect(rest.games).toBe(270);
    expect(json(rest.tally)).toBe(json(whole.tally));
  });

  it('paired at 3 and 4 players: each index in all its rotations, the same in workers', async () => {
    const paired = makePlan(diceRace, { games: 24, players: [3, 4], seed: 'rot', paired: true, parameters: { 'race.firstPlayer': 'roll' } });
    const inline = await runPlan({ game: diceRace, gameRef: null, plan: paired, workers: 0 });
    const sp = new SeatingPlan(paired);
    const expected = Array.from({ length: paired.games }, (_, i) => sp.seatingFor(i).length).reduce((a, b) => a + b, 0);
    expect(expected).toBe(24 * 3 + 24 * 4);
    expect(inline.games).toBe(expected);
    expect(inline.tally.rotations!['3']!.seats.map((s) => s.n)).toEqual([24, 24, 24]);
    expect(inline.tally.rotations!['4']!.seats.map((s) => s.n)).toEqual([24, 24, 24, 24]);
    const threads = await runPlan({ game: diceRace, gameRef, plan: paired, workers: 2, chunkSize: 5 });
    expect(json(threads.tally)).toBe(json(inline.tally));
  });

  it('shards of a multi-count run merge into the summary of the whole run', async () => {
    const whole = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const base = { game: diceRace, wallSeconds: 0, workers: 0, complete: true, command: null } as const;
    const wholeSummary = buildSummary({ ...base, plan, tally: whole.tally, shards: [0] });
    const parts = await Promise.all(
      [0, 1].map(async (index) => {
        const shardPlan = { ...plan, shard: { index, count: 2 } };
        const r = await runPlan({ game: diceRace, gameRef: null, plan: shardPlan, workers: 0 });
        return { label: `shard${index}`, summary: buildSummary({ ...base, plan: shardPlan, tally: r.tally, shards: [index] }) };
      }),
    );
    expect(parts.map((p) => p.summary.totalGames)).toEqual([135, 135]);
    const { summary, missing } = mergeSummaries(diceRace, parts);
    expect(missing).toEqual([]);
    expect(JSON.stringify(summary.tally)).toBe(json(whole.tally));
    expect(summary.counts).toEqual(wholeSummary.counts);
    expect(summary.factions).toEqual(wholeSummary.factions);
    expect(summary.turns).toEqual(wholeSummary.turns);
    expect(summary.metrics).toEqual(wholeSummary.metrics);
    expect(summary.verdicts).toEqual(wholeSummary.verdicts);
    expect(summary.plan.players).toEqual([2, 3, 4]);
    expect(summary.plan.content).toEqual(wholeSummary.plan.content);
  });
});
