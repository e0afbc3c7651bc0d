// core `hiddenReads`: the greedy bot resamples only the actions that read something the seat cannot
// see (or drew chance), and the conformance suite's [hidden-reads] check catches a game whose count
// misses a read. The reference game's hidden-hand variant counts each card drawn from its face-down deck.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../src/contracts.js';
import { diceRace, raceCardAction, raceHand, ROLL, WALK, type RaceState } from '../src/reference-game/index.js';
import { GreedyBot } from '../src/bots/greedy.js';
import { makePlan } from '../src/plan.js';
import { Rng } from '../src/rng.js';
import { checkConformance, ConformanceError } from '../src/testing/index.js';

const HAND = { 'race.handSize': 3 };
const handConfig = diceRace.configure(makePlan(diceRace, { games: 1, parameters: HAND }).parameters);

/** dice-race, hidden-hand variant, counting evaluations per first action (the state's turn counter tells them apart). */
function counted(withReads: boolean): { game: AnyGame; evaluations: Map<number, number>; first: { action: number } } {
  const evaluations = new Map<number, number>();
  const first = { action: -1 };
  const game: AnyGame = {
    ...diceRace,
    hiddenReads: withReads ? diceRace.hiddenReads : undefined,
    apply(s: RaceState, action: number, rng: Rng) {
      first.action = action;
      diceRace.apply(s, action, rng);
    },
    evaluate(s: RaceState, seat: number) {
      evaluations.set(first.action, (evaluations.get(first.action) ?? 0) + 1);
      return diceRace.evaluate!(s, seat);
    },
  };
  return { game, evaluations, first };
}

describe('hiddenReads (core contract)', () => {
  it('dice-race counts a read for every card drawn from its face-down deck, none for a roll or a walk', () => {
    const s = diceRace.setup(handConfig, ['hare', 'fox'], new Rng("reads"));
    const before = diceRace.hiddenReads!(s, 0);
    const walk = diceRace.clone(s);
    diceRace.apply(walk, WALK, new Rng('w'));
    expect(diceRace.hiddenReads!(walk, 0)).toBe(before);
    const roll = diceRace.clone(s);
    diceRace.apply(roll, ROLL, new Rng('r'));
    expect(diceRace.hiddenReads!(roll, 0)).toBe(before);
    const card = diceRace.clone(s);
    diceRace.apply(card, raceCardAction(raceHand(card, 0)[0]!), new Rng('c'));
    expect(diceRace.hiddenReads!(card, 1)).toBe(before + 1);
  });

  it('greedy evaluates a walk (no chance, no hidden read) once, and resamples the roll and every card play', () => {
    const { game, evaluations } = counted(true);
    const s = game.setup(handConfig, ['hare', 'fox'], new Rng('g'));
    const legal = new Int32Array(game.maxActions);
    const n = game.legalActions(s, legal);
    new GreedyBot({ game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 8 }).choose(s, 0, legal, n, new Rng('bot'));
    expect(evaluations.get(WALK)).toBe(1);
    expect(evaluations.get(ROLL)).toBe(8);
    const plays = [...new Set(raceHand(s, 0))].map(raceCardAction);
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays) expect(evaluations.get(a)).toBe(8);
  });

  it('without hiddenReads, greedy resamples every action of a hidden state, the walk too', () => {
    const { game, evaluations } = counted(false);
    const s = game.setup(handConfig, ['hare', 'fox'], new Rng('g'));
    const legal = new Int32Array(game.maxActions);
    const n = game.legalActions(s, legal);
    new GreedyBot({ game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 8 }).choose(s, 0, legal, n, new Rng('bot'));
    expect(evaluations.get(WALK)).toBe(8);
  });

  it('conformance [hidden-reads] passes dice-race and catches a count that misses the deck draws', () => {
    expect(checkConformance(diceRace, { seed: 'reads-ok', games: 6, parameters: HAND, determinizeEvery: 1 }).determinizeChecks).toBeGreaterThan(0);
    const blind: AnyGame = { ...diceRace, hiddenReads: () => 0 };
    let error: unknown = null;
    try {
      checkConformance(blind, { seed: 'reads-blind', games: 6, parameters: HAND, determinizeEvery: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConformanceError);
    expect(String((error as Error).message)).toMatch(/conformance \[hidden-reads\]: action \d+ read nothing hidden .* seat \d sees different results/);
  });
});
