import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { inShard, makePlan, orderedPairs, SeatingPlan, shardGameCount } from '../src/plan.js';
import { InputError } from '../src/errors.js';
import { runPlan } from '../src/runner.js';
import { mergeTallies, canonicalTally } from '../src/tally.js';

describe('seating plan', () => {
  it('2-player plans cycle every ordered pair without mirrors, with mirrors only on request', () => {
    expect(orderedPairs(['a', 'b', 'c'], false)).toEqual([['a', 'b'], ['a', 'c'], ['b', 'a'], ['b', 'c'], ['c', 'a'], ['c', 'b']]);
    expect(orderedPairs(['a', 'b'], true)).toHaveLength(4);
    const plan = makePlan(diceRace, { games: 24 });
    const sp = new SeatingPlan(plan);
    expect(sp.cycle).toBe(12);
    const counts = new Map<string, number>();
    for (let i = 0; i < 24; i++) counts.set(sp.seatingFor(i).join(), (counts.get(sp.seatingFor(i).join()) ?? 0) + 1);
    expect([...counts.values()]).toEqual(new Array(12).fill(2));
  });

  it('N-player seatings come from the game index alone and never repeat a faction without --mirror', () => {
    const plan = makePlan(diceRace, { games: 100, players: 3, seed: 9 });
    const a = new SeatingPlan(plan);
    const b = new SeatingPlan(plan);
    for (let i = 0; i < 100; i++) {
      const s = a.seatingFor(i);
      expect(s).toHaveLength(3);
      expect(new Set(s).size).toBe(3);
      expect(b.seatingFor(i)).toEqual(s);
    }
    expect(new Set(Array.from({ length: 100 }, (_, i) => a.seatingFor(i).join())).size).toBeGreaterThan(10);
  });

  it('shards partition the game indices', () => {
    const shards = [0, 1, 2].map((index) => ({ index, count: 3 }));
    for (let i = 0; i < 50; i++) expect(shards.filter((s) => inShard(s, i))).toHaveLength(1);
    expect(shards.map((s) => shardGameCount(10, s))).toEqual([4, 3, 3]);
  });

  it.each([
    [{ games: 0 }, /invalid game count '0'/],
    [{ games: 10, factions: ['hare', 'bear'] }, /unknown faction 'bear' for dice-race: accepted factions are hare, tortoise, fox, owl, wolf$/],
    // The wolf is a faction, but it plays only in chase mode: no race seating uses it.
    [{ games: 10, factions: ['hare', 'wolf'] }, /^no legal 2-player seating of dice-race uses only hare, wolf: legal seatings are like hare,tortoise$/],
    [{ games: 10, players: 5 }, /invalid player count '5' for dice-race: accepted is 1 to 4/],
    [{ games: 10, players: 0 }, /invalid player count '0' for dice-race: accepted is 1 to 4/],
    [{ games: 10, factions: ['hare'] }, /^no legal 2-player seating of dice-race uses only hare: legal seatings are like hare,tortoise$/],
    [{ games: 10, factions: ['hare', 'hare'] }, /faction 'hare' is listed twice in --factions/],
    [{ games: 10, bots: ['clever'] }, /unknown bot 'clever': accepted bots are random/],
    [{ games: 10, bots: ['random', 'random', 'random'] }, /--bots lists 3 bots/],
    [{ games: 10, parameters: { 'race.length': 1 } }, /invalid value '1' for parameter race.length/],
    [{ games: 10, shard: { index: 3, count: 3 } }, /invalid shard '3\/3'/],
  ])('rejects bad plan options with one line (%o)', (opts, msg) => {
    expect(() => makePlan(diceRace, opts)).toThrow(InputError);
    expect(() => makePlan(diceRace, opts)).toThrow(msg);
  });
});

describe('inline runner', () => {
  it('the result does not depend on chunk size, and shards merged equal the whole run', async () => {
    const plan = makePlan(diceRace, { games: 600, seed: 'det' });
    const whole = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const small = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0, chunkSize: 7 });
    expect(JSON.stringify(canonicalTally(small.tally))).toBe(JSON.stringify(canonicalTally(whole.tally)));
    const parts = await Promise.all(
      [0, 1, 2].map((index) => runPlan({ game: diceRace, gameRef: null, plan: { ...plan, shard: { index, count: 3 } }, workers: 0 })),
    );
    expect(parts.map((p) => p.games)).toEqual([200, 200, 200]);
    expect(JSON.stringify(canonicalTally(mergeTallies(...parts.map((p) => p.tally))))).toBe(JSON.stringify(canonicalTally(whole.tally)));
    expect(whole.games).toBe(600);
  });

  it('a different seed gives a different run', async () => {
    const a = await runPlan({ game: diceRace, gameRef: null, plan: makePlan(diceRace, { games: 200, seed: 1 }), workers: 0 });
    const b = await runPlan({ game: diceRace, gameRef: null, plan: makePlan(diceRace, { games: 200, seed: 2 }), workers: 0 });
    expect(JSON.stringify(canonicalTally(a.tally))).not.toBe(JSON.stringify(canonicalTally(b.tally)));
  });

  it('a game that throws surfaces as a GameCrash with its index and seating', async () => {
    const plan = makePlan(diceRace, { games: 10, parameters: { 'race.faultTurn': 3 } });
    await expect(runPlan({ game: diceRace, gameRef: null, plan, workers: 0 })).rejects.toMatchObject({
      name: 'GameCrash',
      gameIndex: 0,
      seating: ['hare', 'tortoise'],
    });
  });
});
