// Rule-section audit (spec §1–§3): scenario tests for the rules of sections whose tests did not yet
// exercise them through the game. Each test builds a position with the testing kit, acts through
// `korrem.apply` (`play(words)`), and asserts the outcome. Dice are scripted where chance enters.
import { describe, expect, it } from 'vitest';
import { KorremPosition, LoadedDice, noDice, S } from '../src/testing/index.js';

const VILLAGE_CARGO = { Or: 2, Wd: 8, Gr: 4 } as const; // RB: Settlements, Fig. 2

describe('§1.3 Components (RB: Components): the per-Nation supply caps', () => {
  it('§1.3 CF-3 (RB: Components — 8 Villages per Nation): with the last Village in supply one can be built; with none left "Build a Village" is not offered', () => {
    const build = (left: number): string[] => {
      const p = new KorremPosition(['human', 'elves']);
      p.tiles({ '0,0': 'Plains', '1,0': 'Plains', '2,0': 'Plains' });
      p.army('human', '2,0', ['Footman'], { cargo: VILLAGE_CARGO });
      p.s.pl[p.seat('human') * S.PL_WORDS + S.PL_VILLAGES_LEFT] = left;
      p.weather(5).commandPhase('human');
      return p.options().filter((o) => o.startsWith('Build a Village'));
    };
    expect(new KorremPosition(['human', 'elves']).s.pl[S.PL_VILLAGES_LEFT]).toBe(8);
    expect(build(1)).toHaveLength(1);
    expect(build(0)).toEqual([]);
  });
});

describe('§1.7 Nation Turn (RB: Nation Turn Overview; Glossary "Observer"): the Command Phase order, G15', () => {
  /** The deciders of the next `n` Command Phases, ending each one; the weather roll of Round 2 is 3. */
  function order(commandOrder: 'observerLast' | 'observerFirst', opener: string, n: number): string[] {
    const p = new KorremPosition(['human', 'elves', 'borean'], { set: { 'game.commandOrder': commandOrder } });
    p.tiles({ '0,0': 'Plains', '2,0': 'Plains', '4,0': 'Plains' });
    p.army('human', '0,0', ['Farmer']).army('elves', '2,0', ['Goblin Laborer']).army('borean', '4,0', ['Fisherman']);
    p.weather(2).commandPhase(opener);
    const seen: string[] = [];
    const dice = new LoadedDice('sections-order', [3]); // Round 2's weather roll
    for (let i = 0; i < n; i++) {
      expect(p.prompt()).toBe('command');
      seen.push(`${p.s.g[S.G_ROUND]}:${p.decider()}`);
      p.play('End the Command Phase', dice);
    }
    expect(dice.dice).toEqual([]); // the scripted weather roll was used
    return seen;
  }

  it('§1.7 G15 observerLast (default): the Observer’s left neighbour acts first and the Observer last; the role passes left', () => {
    // Round 1: Observer = seat 0 (human). Round 2: Observer = seat 1 (elves).
    expect(order('observerLast', 'elves', 6)).toEqual(['1:elves', '1:borean', '1:human', '2:borean', '2:human', '2:elves']);
  });

  it('§1.7 G15 observerFirst: the Observer acts first; the last to act (its right neighbour) observes next and so takes two Command Phases in a row', () => {
    expect(order('observerFirst', 'human', 6)).toEqual(['1:human', '1:elves', '1:borean', '2:borean', '2:human', '2:elves']);
  });
});

describe('§1.8 Observe phase (RB: Observe phase; Korrem Weather Roll): weather 1 through the round driver', () => {
  it('§1.8 CF-8 a weather roll of 1: the next round gives 1 Action, and the Observer places one tile drawn from the bag where it chooses (seed "sections-weather-1")', () => {
    const p = new KorremPosition(['human', 'elves']);
    p.tiles({ '0,0': 'Plains', '1,0': 'Plains', '2,0': 'Plains', '3,0': 'Plains' });
    p.army('human', '1,0', ['Footman']);
    p.weather(5).commandPhase('human'); // observerLast: the Round 1 Observer (human) acts last
    const bag = p.s.bag.length;
    p.play('End the Command Phase', new LoadedDice('sections-weather-1', [1]));
    expect(p.s.g[S.G_ROUND]).toBe(2);
    expect(p.s.g[S.G_WEATHER]).toBe(1);
    expect(p.prompt()).toBe('place land');
    expect(p.decider()).toBe('elves'); // the Round 2 Observer resolves the event ("This is the Player's choice")
    const opts = p.options();
    expect(opts.length).toBeGreaterThan(1);
    for (const o of opts) expect(o).toMatch(/^place the drawn \w+ tile at -?\d+,-?\d+$/);
    const where = /at (-?\d+,-?\d+)$/.exec(opts[opts.length - 1]!)![1]!;
    p.play(opts[opts.length - 1]!, noDice());
    expect(p.tileAt(where)).not.toBeNull();
    expect(p.s.map.count).toBe(5);
    expect(p.s.bag.length).toBe(bag - 1);
    // Command Phases follow with W = 1 Action: the left neighbour of the Observer (human) first.
    expect(p.prompt()).toBe('command');
    expect(p.decider()).toBe('human');
    expect(p.s.pl[p.seat('human') * S.PL_WORDS + S.PL_ACTIONS]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });
});

describe('§1.20 Armed Occupation (RB: Armed Occupation)', () => {
  it('§1.20 occupation ends when the occupying army leaves the hex: the Village is free again', () => {
    const p = new KorremPosition(['human', 'elves']);
    p.tiles({ '0,0': 'Plains', '1,0': 'Plains', '2,0': 'Plains' });
    p.village('0,0', 'elves');
    p.army('human', '0,0', ['Footman']);
    p.s.settleOccupier[p.at('0,0')] = 0; // Army #1 of the Humans won there (§2.11) and occupies the Village
    expect(p.settlementAt('0,0')?.occupiedBy).toBe('human');
    p.weather(5).commandPhase('human');
    p.play('Move Army #1 from Plains 0,0 to Plains 1,0', noDice());
    expect(p.settlementAt('0,0')).toEqual({ nation: 'elves', kind: 'Village', walls: 0, towers: 0, occupiedBy: null });
    expect(p.invariants()).toEqual([]);
  });
});
