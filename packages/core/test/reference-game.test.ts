import { describe, expect, it } from 'vitest';
import { diceRace, raceHand, racePositions, ROLL, WALK, PLAY_CARD, type RaceState } from '../src/reference-game/index.js';
import { defaultValues, resolveParameters } from '../src/parameters.js';
import { rngFor, ScriptedRng } from '../src/rng.js';
import { ConfigError } from '../src/errors.js';

const config = (overrides: Record<string, unknown> = {}) => diceRace.configure(resolveParameters(diceRace.parameters, overrides));

function game(seating: string[], overrides: Record<string, unknown> = {}, seed = 's'): RaceState {
  return diceRace.setup(config(overrides), seating, rngFor(seed, 0, 'rules'));
}

describe('Dice Race rules', () => {
  it('a roll moves the runner by its faction die', () => {
    const s = game(['fox', 'owl']);
    diceRace.apply(s, ROLL, new ScriptedRng([5]));
    expect(racePositions(s)).toEqual([5, 0]);
    expect(diceRace.currentSeat(s)).toBe(1);
  });

  it('the hare stumbles back hare.stumbleBack on a 1, never below the start', () => {
    const s = game(['hare', 'owl']);
    diceRace.apply(s, ROLL, new ScriptedRng([8]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    diceRace.apply(s, ROLL, new ScriptedRng([1]));
    expect(racePositions(s)[0]).toBe(8 - 3);
    const t = game(['hare', 'owl'], { 'hare.stumbleBack': 10 });
    diceRace.apply(t, ROLL, new ScriptedRng([1]));
    expect(racePositions(t)[0]).toBe(0);
  });

  it('the tortoise adds its bonus; the owl walks owl.walk, others walk 1', () => {
    const s = game(['tortoise', 'owl']);
    diceRace.apply(s, ROLL, new ScriptedRng([2]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(racePositions(s)).toEqual([3, 2]);
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(racePositions(s)[0]).toBe(4);
  });

  it('the fox landing on a rival knocks it back fox.bumpBack', () => {
    const s = game(['owl', 'fox']);
    diceRace.apply(s, WALK, new ScriptedRng([])); // owl to 2
    diceRace.apply(s, ROLL, new ScriptedRng([2])); // fox lands on 2
    expect(racePositions(s)).toEqual([0, 2]);
  });

  it('reaching race.length wins, with the way it finished as the reason', () => {
    const s = game(['owl', 'fox'], { 'race.length': 4 });
    diceRace.apply(s, WALK, new ScriptedRng([]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(diceRace.outcome(s)).toBeNull();
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'finish by walk' });
    expect(diceRace.length(s)).toBe(3);
  });

  it('the turn cap ends a game as a timeout, not a draw', () => {
    const s = game(['owl', 'fox'], { 'race.maxTurns': 2 });
    diceRace.apply(s, WALK, new ScriptedRng([]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(diceRace.outcome(s)).toEqual({ kind: 'timeout', winners: [], reason: 'turn cap' });
  });

  it('outcome does not allocate: the same object every call', () => {
    const s = game(['owl', 'fox'], { 'race.length': 4 });
    expect(diceRace.outcome(s)).toBeNull();
    diceRace.apply(s, WALK, new ScriptedRng([]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(diceRace.outcome(s)).toBe(diceRace.outcome(s));
  });

  it('hidden-hand variant: each runner holds race.handSize cards and may play one, drawing a replacement', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3 });
    const hand = raceHand(s, 0);
    expect(hand).toHaveLength(3);
    const out = new Int32Array(diceRace.maxActions);
    expect(diceRace.legalActions(s, out)).toBe(5);
    diceRace.apply(s, PLAY_CARD + 1, new ScriptedRng([]));
    expect(racePositions(s)[0]).toBe(hand[1]);
    expect(raceHand(s, 0)).toHaveLength(3);
  });

  it('determinize keeps the viewer\u2019s hand, positions and every hand size, and resamples only unseen cards', () => {
    const s = game(['owl', 'fox', 'hare'], { 'race.handSize': 3 });
    let resampled = 0;
    for (let k = 0; k < 20; k++) {
      const d = diceRace.determinize!(s, 0, rngFor('d', k, 'determinize'));
      expect(raceHand(d, 0)).toEqual(raceHand(s, 0));
      expect(racePositions(d)).toEqual(racePositions(s));
      expect(raceHand(d, 1).filter((c) => c > 0)).toHaveLength(3);
      // Cards are only moved between unseen places: the whole state is the same multiset.
      expect(Array.from(d.v).sort().join()).toEqual(Array.from(s.v).sort().join());
      if (raceHand(d, 1).join() !== raceHand(s, 1).join()) resampled++;
    }
    expect(resampled).toBeGreaterThan(10);
  });

  it('clone and copyInto give independent equal states', () => {
    const s = game(['owl', 'fox']);
    const c = diceRace.clone(s);
    diceRace.apply(c, WALK, new ScriptedRng([]));
    expect(racePositions(s)).toEqual([0, 0]);
    diceRace.copyInto(s, c);
    expect(racePositions(s)).toEqual([2, 0]);
  });

  it('race.faultTurn makes the game throw when that turn starts (runner fault tests)', () => {
    const s = game(['owl', 'fox'], { 'race.faultTurn': 2 });
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(() => diceRace.apply(s, WALK, new ScriptedRng([]))).toThrow(/injected fault/);
  });

  it('rejects a hand the deck cannot deal with a ConfigError naming both parameters', () => {
    expect(() => config({ 'race.handSize': 5, 'race.cardCopies': 1 })).toThrow(ConfigError);
    expect(() => config({ 'race.handSize': 5, 'race.cardCopies': 1 })).toThrow(/race.handSize=5.*race.cardCopies=1/);
  });

  it('every parameter has a source note and a default inside its range', () => {
    for (const p of diceRace.parameters) {
      expect(p.source.length).toBeGreaterThan(0);
      if (p.kind === 'int') expect(p.default >= p.min && p.default <= p.max).toBe(true);
    }
    expect(Object.keys(defaultValues(diceRace.parameters))).toHaveLength(diceRace.parameters.length);
  });

  it('describes and renders in words', () => {
    const s = game(['hare', 'owl'], { 'race.handSize': 2 });
    expect(diceRace.describeAction(s, ROLL)).toBe('Hare rolls the d8');
    expect(diceRace.describeAction(s, WALK)).toBe('Hare walks 1');
    expect(diceRace.render(s)).toMatch(/seat 0 hare/);
  });
});
