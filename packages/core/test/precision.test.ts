import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { makePlan } from '../src/plan.js';
import { batchTargets, precisionChunkSize, runToPrecision, widestHalfWidth } from '../src/precision.js';
import { createTally, recordGame } from '../src/tally.js';
import { wilson } from '../src/stats.js';

describe('precision mode', () => {
  it('chunks hold whole seating cycles and batches double up to the cap', () => {
    const plan = makePlan(diceRace, { games: 1 });
    expect(precisionChunkSize(plan)).toBe(204); // 12 seatings × 17
    expect(batchTargets(204, 20_000)).toEqual([3264, 6528, 13056, 20000]);
    expect(batchTargets(204, 1000)).toEqual([1000]);
  });

  it('the widest half-width is the widest Wilson interval over every seat of every seating', () => {
    const t = createTally();
    const win0 = { kind: 'win' as const, winners: [0], reason: 'r' };
    const win1 = { kind: 'win' as const, winners: [1], reason: 'r' };
    for (let i = 0; i < 7; i++) recordGame(t, ['a', 'b'], win0, 3);
    for (let i = 0; i < 3; i++) recordGame(t, ['a', 'b'], win1, 3);
    for (let i = 0; i < 50; i++) recordGame(t, ['b', 'a'], i % 2 ? win0 : win1, 3);
    const ci = wilson(7, 10);
    expect(widestHalfWidth(t)).toBeCloseTo((ci.high - ci.low) / 2, 12);
    expect(widestHalfWidth(createTally())).toBe(1);
  });

  it('stops at the first batch whose every interval is within the target, the same for any worker layout', async () => {
    const plan = makePlan(diceRace, { games: 1, seed: 'p' });
    const a = await runToPrecision({ game: diceRace, gameRef: null, plan, workers: 0, halfWidth: 0.04, maxGames: 100_000 });
    expect(a.reached).toBe(true);
    expect(a.widest).toBeLessThanOrEqual(0.04);
    expect(batchTargets(204, 100_000)).toContain(a.plannedGames);
    expect(a.games).toBe(a.plannedGames);
    const again = await runToPrecision({ game: diceRace, gameRef: null, plan, workers: 0, halfWidth: 0.04, maxGames: 100_000 });
    expect(again.plannedGames).toBe(a.plannedGames);
    expect(JSON.stringify(again.tally)).toBe(JSON.stringify(a.tally));
  });

  it('stops at maxGames when the target is out of reach, and says so', async () => {
    const plan = makePlan(diceRace, { games: 1 });
    const r = await runToPrecision({ game: diceRace, gameRef: null, plan, workers: 0, halfWidth: 0.001, maxGames: 5000 });
    expect(r.reached).toBe(false);
    expect(r.games).toBe(5000);
    expect(r.widest).toBeGreaterThan(0.001);
  });
});
