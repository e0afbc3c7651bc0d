// Precision targets on factions (per count) rather than on every seat of every seating.
import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { makePlan } from '../src/plan.js';
import { precisionChunkSize, runToPrecision, widestHalfWidth } from '../src/precision.js';
import { createTally, recordGame } from '../src/tally.js';
import { wilson } from '../src/stats.js';

const hw = (k: number, n: number): number => {
  const ci = wilson(k, n);
  return (ci.high - ci.low) / 2;
};

describe('widestHalfWidth on factions or matchups', () => {
  it('pools a faction over its seatings, so its interval is narrower than the widest seat of a seating', () => {
    const t = createTally();
    const win0 = { kind: 'win' as const, winners: [0], reason: 'r' };
    const win1 = { kind: 'win' as const, winners: [1], reason: 'r' };
    for (let i = 0; i < 7; i++) recordGame(t, ['a', 'b'], win0, 3);
    for (let i = 0; i < 3; i++) recordGame(t, ['a', 'b'], win1, 3);
    for (let i = 0; i < 50; i++) recordGame(t, ['b', 'a'], i % 2 ? win0 : win1, 3);
    // a: 7 + 25 wins of 60 games; b: 3 + 25 of 60.
    expect(widestHalfWidth(t, 'factions')).toBeCloseTo(Math.max(hw(32, 60), hw(28, 60)), 12);
    expect(widestHalfWidth(t, 'matchups')).toBeCloseTo(hw(7, 10), 12);
    expect(widestHalfWidth(t)).toBe(widestHalfWidth(t, 'matchups'));
    expect(widestHalfWidth(t, 'factions')).toBeLessThan(widestHalfWidth(t, 'matchups'));
    expect(widestHalfWidth(createTally(), 'factions')).toBe(1);
  });

  it('takes every player count: the widest faction of any count', () => {
    const t = createTally();
    const win0 = { kind: 'win' as const, winners: [0], reason: 'r' };
    for (let i = 0; i < 100; i++) recordGame(t, ['a', 'b'], win0, 3);
    for (let i = 0; i < 4; i++) recordGame(t, ['a', 'b', 'c'], i === 0 ? win0 : { kind: 'loss', winners: [], reason: 'l' }, 3);
    expect(widestHalfWidth(t, 'factions')).toBeCloseTo(Math.max(hw(1, 4), hw(0, 4)), 12);
  });
});

describe('runToPrecision on factions', () => {
  it('stops earlier than on matchups for a 4-player dice-race plan (24 seatings)', async () => {
    const plan = makePlan(diceRace, { games: 1, players: 4, seed: 'prec4', parameters: { 'race.length': 12 } });
    expect(precisionChunkSize(plan)).toBe(24 * 9);
    const opts = { game: diceRace, gameRef: null, plan, workers: 0, halfWidth: 0.05, maxGames: 8000 } as const;
    const factions = await runToPrecision({ ...opts, on: 'factions' });
    const matchups = await runToPrecision({ ...opts, on: 'matchups' });
    expect(factions.reached).toBe(true);
    expect(factions.games).toBe(16 * 24 * 9);
    expect(factions.widest).toBeLessThanOrEqual(0.05);
    expect(factions.widest).toBeCloseTo(widestHalfWidth(factions.tally, 'factions'), 12);
    expect(matchups.games).toBeGreaterThan(factions.games);
    expect(matchups.widest).toBeCloseTo(widestHalfWidth(matchups.tally, 'matchups'), 12);
    // The default is matchups.
    const dflt = await runToPrecision({ ...opts, maxGames: 3456 });
    expect(dflt.widest).toBeCloseTo(widestHalfWidth(dflt.tally, 'matchups'), 12);
  });
});
