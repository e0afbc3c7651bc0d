// Seatings of N players and plans over several player counts.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../src/contracts.js';
import { diceRace } from '../src/reference-game/index.js';
import { allSeatings, legalSeatings, mandatoryFactions, seatingsWithin } from '../src/seatings.js';
import { makePlan, orderedPairs, SeatingPlan } from '../src/plan.js';
import { InputError } from '../src/errors.js';
import { sureThing } from './fixtures/tiny-games.js';

const RUNNERS = ['hare', 'tortoise', 'fox', 'owl'];
const chase = { 'race.mode': 'chase' };
const solo = { 'race.mode': 'solo' };

/** Throws unless `f` throws an InputError with exactly one line matching `msg`; returns the message. */
function oneLine(f: () => unknown, msg: RegExp): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    const text = (e as Error).message;
    expect(text).not.toContain('\n');
    expect(text).toMatch(msg);
    return text;
  }
  throw new Error('expected an error');
}

describe('allSeatings', () => {
  it('at 2 players is the order two-player plans always cycled (orderedPairs)', () => {
    expect(allSeatings(['a', 'b', 'c'], 2, false)).toEqual([['a', 'b'], ['a', 'c'], ['b', 'a'], ['b', 'c'], ['c', 'a'], ['c', 'b']]);
    expect(allSeatings(RUNNERS, 2, false)).toEqual(orderedPairs(RUNNERS, false));
    expect(allSeatings(RUNNERS, 2, true)).toEqual(orderedPairs(RUNNERS, true));
    expect(allSeatings(['a', 'b'], 2, true)).toEqual([['a', 'a'], ['a', 'b'], ['b', 'a'], ['b', 'b']]);
  });

  it('gives every ordered arrangement of 3 of 4 factions (24), lexicographic by faction position', () => {
    const s = allSeatings(['d', 'c', 'b', 'a'], 3, false);
    expect(s).toHaveLength(24);
    expect(s.slice(0, 4)).toEqual([['d', 'c', 'b'], ['d', 'c', 'a'], ['d', 'b', 'c'], ['d', 'b', 'a']]);
    expect(s[23]).toEqual(['a', 'b', 'c']);
    expect(new Set(s.map((x) => x.join())).size).toBe(24);
    for (const x of s) expect(new Set(x).size).toBe(3);
  });

  it('counts mirrors as N^k and distinct seatings as N!/(N-k)!', () => {
    expect(allSeatings(RUNNERS, 3, true)).toHaveLength(64);
    expect(allSeatings(RUNNERS, 4, false)).toHaveLength(24);
    expect(allSeatings(RUNNERS, 4, true)).toHaveLength(256);
    expect(allSeatings(RUNNERS, 1, false)).toEqual([['hare'], ['tortoise'], ['fox'], ['owl']]);
    expect(allSeatings(RUNNERS, 5, false)).toEqual([]);
    expect(allSeatings(RUNNERS, 0, false)).toEqual([]);
  });

  it('uses the game seatings when it has them, else every arrangement of its factions', () => {
    expect(legalSeatings(sureThing as AnyGame, null, 2, false)).toEqual([['a', 'b'], ['b', 'a']]);
    const race = diceRace.configure(makePlan(diceRace, { games: 1 }).parameters);
    // The wolf is a faction of dice-race but never sits in race mode.
    expect(legalSeatings(diceRace, race, 2, false)).toEqual(allSeatings(RUNNERS, 2, false));
  });

  it('narrows to the chosen factions in order and finds the mandatory ones', () => {
    const legal = allSeatings(['x', 'y', 'z'], 2, false).map((s) => [...s, 'wolf']);
    expect(mandatoryFactions(legal)).toEqual(['wolf']);
    expect(mandatoryFactions(allSeatings(RUNNERS, 2, false))).toEqual([]);
    expect(mandatoryFactions([])).toEqual([]);
    expect(seatingsWithin(allSeatings(RUNNERS, 2, false), ['owl', 'hare'])).toEqual([['hare', 'owl'], ['owl', 'hare']]);
  });
});

describe('plans over several player counts', () => {
  it('interleaves the counts: game i is played at count i mod K, each count cycling its own legal list in order', () => {
    const plan = makePlan(diceRace, { games: 30, players: [4, 2, 3] });
    expect(plan.players).toEqual([2, 3, 4]);
    expect(plan.games).toBe(90);
    expect(plan.cycles.map((c) => c.length)).toEqual([12, 24, 24]);
    expect(plan.cycles[0]).toEqual(allSeatings(RUNNERS, 2, false));
    expect(plan.cycles[1]).toEqual(allSeatings(RUNNERS, 3, false));
    expect(plan.cycles[2]).toEqual(allSeatings(RUNNERS, 4, false));
    expect(plan.bots).toEqual(['random', 'random', 'random', 'random']);
    const sp = new SeatingPlan(plan);
    expect(Array.from({ length: 9 }, (_, i) => sp.seatingFor(i).length)).toEqual([2, 3, 4, 2, 3, 4, 2, 3, 4]);
    expect(Array.from({ length: 9 }, (_, i) => sp.playersFor(i))).toEqual([2, 3, 4, 2, 3, 4, 2, 3, 4]);
    for (let i = 0; i < 200; i++) {
      const k = i % 3;
      const cycle = plan.cycles[k]!;
      expect(sp.seatingFor(i)).toEqual(cycle[Math.floor(i / 3) % cycle.length]);
    }
    // The first games of each count are its first seatings.
    expect([0, 3, 6].map((i) => sp.seatingFor(i).join())).toEqual(['hare,tortoise', 'hare,fox', 'hare,owl']);
    expect([1, 4].map((i) => sp.seatingFor(i).join())).toEqual(['hare,tortoise,fox', 'hare,tortoise,owl']);
  });

  it('a one-count plan maps game i to seating i as plans always have', () => {
    const plan = makePlan(diceRace, { games: 30, players: 2 });
    const sp = new SeatingPlan(plan);
    expect(plan.players).toEqual([2]);
    expect(plan.games).toBe(30);
    for (let i = 0; i < 30; i++) expect(sp.seatingFor(i)).toEqual(orderedPairs(RUNNERS, false)[i % 12]);
  });

  it('has a cycle of K × lcm of the counts\' cycle lengths', () => {
    expect(new SeatingPlan(makePlan(diceRace, { games: 1, players: [2, 3, 4] })).cycle).toBe(3 * 24);
    expect(new SeatingPlan(makePlan(diceRace, { games: 1, players: [2, 3] })).cycle).toBe(2 * 24);
    expect(new SeatingPlan(makePlan(diceRace, { games: 1, players: 2 })).cycle).toBe(12);
    // chase: 2 players → 4 seatings, 3 players → 12; lcm 12.
    expect(new SeatingPlan(makePlan(diceRace, { games: 1, players: [2, 3], parameters: chase })).cycle).toBe(2 * 12);
    // A run of one cycle plays every legal seating of every count equally often.
    const plan = makePlan(diceRace, { games: 24, players: [2, 3, 4] });
    const sp = new SeatingPlan(plan);
    const seen = new Map<string, number>();
    for (let i = 0; i < sp.cycle; i++) seen.set(sp.seatingFor(i).join(), (seen.get(sp.seatingFor(i).join()) ?? 0) + 1);
    expect(seen.size).toBe(12 + 24 + 24);
    const byCount = new Map<number, Set<number>>();
    for (const [k, v] of seen) {
      const n = k.split(',').length;
      if (!byCount.has(n)) byCount.set(n, new Set());
      byCount.get(n)!.add(v);
    }
    expect(byCount.get(2)).toEqual(new Set([2]));
    expect(byCount.get(3)).toEqual(new Set([1]));
    expect(byCount.get(4)).toEqual(new Set([1]));
  });

  it('rejects a player count listed twice', () => {
    oneLine(() => makePlan(diceRace, { games: 1, players: [3, 3] }), /^player count listed twice in --players 3,3$/);
    oneLine(() => makePlan(diceRace, { games: 1, players: [] }), /^no player count chosen$/);
    oneLine(() => makePlan(diceRace, { games: 1, players: [2, 5] }), /^invalid player count '5' for dice-race: accepted is 1 to 4$/);
  });

  it('rejects one bot per seat when the study has several counts', () => {
    oneLine(() => makePlan(diceRace, { games: 1, players: [2, 3], bots: ['random', 'greedy'] }), /--bots lists 2 bots .* but the study has 2, 3 players/);
    expect(makePlan(diceRace, { games: 1, players: [2, 3], bots: ['greedy'] }).bots).toEqual(['greedy', 'greedy', 'greedy']);
  });

  it('defaults to the game\'s seats.default', () => {
    expect(makePlan(diceRace, { games: 1 }).players).toEqual([2]);
  });
});

describe('mode-dependent seatings (dice-race)', () => {
  it('chase mode: every seating ends with the wolf', () => {
    for (const n of [2, 3, 4]) {
      const plan = makePlan(diceRace, { games: 1, players: n, parameters: chase });
      const cycle = plan.cycles[0]!;
      expect(cycle).toHaveLength(allSeatings(RUNNERS, n - 1, false).length);
      for (const s of cycle) {
        expect(s).toHaveLength(n);
        expect(s[n - 1]).toBe('wolf');
        expect(s.slice(0, -1)).not.toContain('wolf');
      }
      expect(plan.factions).toEqual([...RUNNERS, 'wolf']);
    }
  });

  it('chase mode: --factions hare,fox at 3 players is rejected naming the wolf as mandatory', () => {
    oneLine(
      () => makePlan(diceRace, { games: 1, players: 3, factions: ['hare', 'fox'], parameters: chase }),
      /^no legal 3-player seating of dice-race uses only hare, fox: every legal seating includes wolf$/,
    );
  });

  it('chase mode: --factions hare,fox,wolf is accepted and plays only those', () => {
    const plan = makePlan(diceRace, { games: 4, players: 3, factions: ['hare', 'fox', 'wolf'], parameters: chase });
    expect(plan.cycles).toEqual([[['hare', 'fox', 'wolf'], ['fox', 'hare', 'wolf']]]);
    expect(plan.factions).toEqual(['hare', 'fox', 'wolf']);
  });

  it('race mode plays only the runners: the wolf is not among the plan factions', () => {
    expect(makePlan(diceRace, { games: 1, players: [2, 4] }).factions).toEqual(RUNNERS);
    expect(makePlan(diceRace, { games: 1, factions: ['owl', 'hare'] }).cycles).toEqual([[['hare', 'owl'], ['owl', 'hare']]]);
  });

  it('solo mode at 1 player cycles the 4 runners', () => {
    const plan = makePlan(diceRace, { games: 8, players: 1, parameters: solo });
    expect(plan.cycles).toEqual([[['hare'], ['tortoise'], ['fox'], ['owl']]]);
    const sp = new SeatingPlan(plan);
    expect(sp.cycle).toBe(4);
    expect(Array.from({ length: 8 }, (_, i) => sp.seatingFor(i)[0])).toEqual([...RUNNERS, ...RUNNERS]);
    expect(plan.bots).toEqual(['random']);
  });

  it('race mode at 1 player is rejected with one line, and solo mode at 2', () => {
    oneLine(() => makePlan(diceRace, { games: 1, players: 1 }), /^dice-race has no legal 1-player seating/);
    oneLine(() => makePlan(diceRace, { games: 1, players: 2, parameters: solo }), /^dice-race has no legal 2-player seating/);
    oneLine(() => makePlan(diceRace, { games: 1, players: [1, 2], parameters: solo }), /^dice-race has no legal 2-player seating/);
  });
});

describe('bots that need an evaluation', () => {
  const { evaluate: _unused, ...rest } = diceRace;
  const noEval: AnyGame = { ...rest, id: 'no-eval-race' };

  it.each([['greedy'], ['greedy:4'], ['mcts:50:greedy'], ['mcts:50:pw=0.5']])('rejects %s at plan time on a game without evaluate', (bot) => {
    oneLine(
      () => makePlan(noEval, { games: 1, bots: [bot] }),
      new RegExp(`^bot '${bot}' needs a position evaluation, but no-eval-race has none: accepted bots for it are random and mcts`),
    );
  });

  it('rejects the one seat bot that needs it in a per-seat list', () => {
    oneLine(() => makePlan(noEval, { games: 1, bots: ['random', 'greedy'] }), /^bot 'greedy' needs a position evaluation/);
  });

  it.each([['random'], ['mcts'], ['mcts:50'], ['mcts:50:random'], ['mcts:50:pw=0']])('accepts %s on a game without evaluate', (bot) => {
    expect(makePlan(noEval, { games: 1, bots: [bot] }).bots).toEqual([bot, bot]);
  });

  it('accepts greedy and mcts:50:greedy on a game with evaluate', () => {
    expect(makePlan(diceRace, { games: 1, bots: ['greedy', 'mcts:50:greedy'] }).bots).toEqual(['greedy', 'mcts:50:greedy']);
  });
});

describe('--paired at any count of at least 2', () => {
  it('is accepted at 2, 3 and 4 players and rejected at 1', () => {
    for (const players of [2, 3, 4, [2, 3, 4]]) expect(makePlan(diceRace, { games: 1, players, paired: true }).paired).toBe(true);
    oneLine(() => makePlan(diceRace, { games: 1, players: 1, paired: true, parameters: solo }), /a 1-player game has nothing to rotate/);
  });
});
