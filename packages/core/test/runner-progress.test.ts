// The progress total counts the games a run plays: one per index, or with --paired
// one per rotation of the index's seating.
import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { makePlan, shardPlayCount } from '../src/plan.js';
import { runPlan } from '../src/runner.js';

describe('progress total', () => {
  it('counts N games per paired index at N players, and per count in a multi-count plan', async () => {
    const plan = makePlan(diceRace, { games: 24, players: 3, paired: true, seed: 'progress' });
    expect(shardPlayCount(plan)).toBe(72);
    const calls: [number, number][] = [];
    await runPlan({ game: diceRace, gameRef: null, plan, workers: 0, onProgress: (d, t) => calls.push([d, t]) });
    expect(calls.at(-1)).toEqual([72, 72]);
    const multi = makePlan(diceRace, { games: 10, players: [2, 3, 4], paired: true });
    expect(shardPlayCount(multi)).toBe(10 * (2 + 3 + 4));
  });

  it('sums over a shard exactly what the shard plays', () => {
    const whole = makePlan(diceRace, { games: 25, players: [2, 4], paired: true });
    let total = 0;
    for (let i = 0; i < 3; i++) {
      const part = makePlan(diceRace, { games: 25, players: [2, 4], paired: true, shard: { index: i, count: 3 } });
      let expected = 0;
      for (let g = 0; g < part.games; g++) if (g % 3 === i) expected += g % 2 === 0 ? 2 : 4;
      expect(shardPlayCount(part)).toBe(expected);
      total += shardPlayCount(part);
    }
    expect(total).toBe(shardPlayCount(whole));
    expect(shardPlayCount(makePlan(diceRace, { games: 25, shard: { index: 1, count: 3 } }))).toBe(8);
  });
});
