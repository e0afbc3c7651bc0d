import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import {
  diceRace,
  diceRaceCoop,
  raceContent,
  raceDeck,
  raceFinished,
  raceHand,
  racePlace,
  racePositions,
  raceStorm,
  RACE_FACTIONS,
  RACE_METRICS,
  ROLL,
  WALK,
  PLAY_CARD,
  AMBUSH,
  raceCardAction,
  raceCardOf,
  type RaceConfig,
  type RaceState,
} from '../src/reference-game/index.js';
import type { GameDefinition, Outcome } from '../src/contracts.js';
import { defaultValues, resolveParameters } from '../src/parameters.js';
import { Rng, rngFor, ScriptedRng } from '../src/rng.js';
import { ConfigError } from '../src/errors.js';
import { allSeatings } from '../src/seatings.js';

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
    expect(hand).toEqual([1, 6, 4]);
    const out = new Int32Array(diceRace.maxActions);
    // A card play is named by its value (PLAY_CARD + value − 1), in ascending value.
    expect(Array.from(out.subarray(0, diceRace.legalActions(s, out)))).toEqual([ROLL, WALK, PLAY_CARD, PLAY_CARD + 3, PLAY_CARD + 5]);
    expect(diceRace.describeAction(s, raceCardAction(6))).toBe('Owl plays the card 6');
    const top = raceDeck(s)[0];
    diceRace.apply(s, raceCardAction(6), new ScriptedRng([]));
    expect(racePositions(s)[0]).toBe(6);
    expect(raceHand(s, 0)).toEqual([1, top, 4]);
  });

  it('hidden-hand variant: equal cards in a hand are one action, and playing it plays one copy', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3 });
    diceRace.apply(s, WALK, new ScriptedRng([]));
    expect(raceHand(s, 1)).toEqual([1, 3, 3]);
    const out = new Int32Array(diceRace.maxActions);
    expect(Array.from(out.subarray(0, diceRace.legalActions(s, out)))).toEqual([ROLL, WALK, raceCardAction(1), raceCardAction(3)]);
    const top = raceDeck(s)[0];
    diceRace.apply(s, raceCardAction(3), new ScriptedRng([]));
    expect(racePositions(s)).toEqual([2, 3]);
    expect(raceHand(s, 1)).toEqual([1, top, 3]);
  });

  it('hidden-hand variant: a card play of a value not in the hand, or no card play at all, is illegal', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3 }); // owl holds 1, 6, 4
    for (const a of [raceCardAction(2), raceCardAction(20), -1, PLAY_CARD + 20]) {
      expect(() => diceRace.apply(diceRace.clone(s), a, new ScriptedRng([]))).toThrow(/illegal action/);
    }
    expect(() => diceRace.apply(game(['owl', 'fox']), raceCardAction(1), new ScriptedRng([]))).toThrow(/illegal action/);
    expect([ROLL, WALK, raceCardAction(1), raceCardAction(20), PLAY_CARD + 20].map(raceCardOf)).toEqual([0, 0, 1, 20, 0]);
  });

  it('ambush (race.ambush): offered after the cards; a target holding a card of race.ambushCard or more goes back race.ambush squares, the hand unchanged', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3, 'race.ambush': 6 });
    diceRace.apply(s, WALK, new ScriptedRng([])); // owl 2
    diceRace.apply(s, raceCardAction(3), new ScriptedRng([])); // fox 3, holds 1, ?, 3
    diceRace.apply(s, WALK, new ScriptedRng([])); // owl 4
    const out = new Int32Array(diceRace.maxActions);
    const legal = Array.from(out.subarray(0, diceRace.legalActions(s, out)));
    expect(legal[legal.length - 1]).toBe(AMBUSH);
    expect(diceRace.describeAction(s, AMBUSH)).toBe('Fox ambushes the Owl (hits a hand holding a 5 or more)');
    expect(raceHand(s, 0)).toContain(6); // the owl holds a 6: a hit
    const hand = raceHand(s, 0);
    const reads = diceRace.hiddenReads!(s, 1);
    diceRace.apply(s, AMBUSH, new ScriptedRng([]));
    expect(racePositions(s)).toEqual([0, 3]); // 4 − 6, not below the start
    expect(raceHand(s, 0)).toEqual(hand);
    // The outcome read the owl's hand, hidden from the fox: greedy must resample it.
    expect(diceRace.hiddenReads!(s, 1)).toBe(reads + 1);
    expect(diceRace.currentSeat(s)).toBe(0);
  });

  it('ambush (race.ambush): against a hand with no card of race.ambushCard or more it misses, and the ambusher goes back to the start', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3, 'race.ambush': 6, 'race.ambushCard': 7 });
    diceRace.apply(s, raceCardAction(6), new ScriptedRng([])); // owl 6
    diceRace.apply(s, WALK, new ScriptedRng([])); // fox 1
    expect(Math.max(...raceHand(s, 1))).toBeLessThan(7);
    diceRace.apply(s, AMBUSH, new ScriptedRng([])); // the owl ambushes the fox and misses
    expect(racePositions(s)).toEqual([0, 1]);
  });

  it('ambush (race.ambush) needs hands and a rival: one line naming the value otherwise', () => {
    expect(() => config({ 'race.ambush': 6 })).toThrow(/race\.ambush=6 .*race\.handSize of 1 to 5/);
    expect(() => config({ 'race.ambush': 6, 'race.handSize': 3, 'race.mode': 'solo' })).toThrow(/race\.ambush=6 .*accepted modes are race and chase, not solo/);
    const out = new Int32Array(diceRace.maxActions);
    expect(Array.from(out.subarray(0, diceRace.legalActions(game(['owl', 'fox'], { 'race.handSize': 3 }), out)))).not.toContain(AMBUSH);
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

type Race = GameDefinition<RaceState, RaceConfig>;
const cfg = (g: Race, overrides: Record<string, unknown> = {}, content?: unknown): RaceConfig =>
  g.configure(resolveParameters(g.parameters, overrides), content);
function start(seating: string[], overrides: Record<string, unknown> = {}, g: Race = diceRace, seed = 's', content?: unknown): RaceState {
  return g.setup(cfg(g, overrides, content), seating, rngFor(seed, 0, 'rules'));
}
const none = (): ScriptedRng => new ScriptedRng([]);
const dice = (...rolls: number[]): ScriptedRng => new ScriptedRng(rolls);
const RUNNERS = ['hare', 'tortoise', 'fox', 'owl'];

describe('Dice Race factions, seats and seatings', () => {
  it('the wolf is the fifth faction, listed last; seats are 1..4 with 2 by default', () => {
    expect(RACE_FACTIONS.map((f) => f.id)).toEqual(['hare', 'tortoise', 'fox', 'owl', 'wolf']);
    expect(RACE_FACTIONS[4]?.name).toBe('Wolf');
    expect(diceRace.seats).toEqual({ min: 1, max: 4, default: 2 });
    expect(diceRace.cooperative).toBeUndefined();
  });

  it('race mode: every ordered arrangement of the four runners, the old 2-player pair order, none at 1 or 5 players', () => {
    const c = cfg(diceRace);
    const old: string[][] = [];
    for (const a of RUNNERS) for (const b of RUNNERS) if (a !== b) old.push([a, b]);
    expect(diceRace.seatings!(c, 2, false)).toEqual(old);
    expect(diceRace.seatings!(c, 2, true)).toHaveLength(16);
    expect(diceRace.seatings!(c, 3, false)).toEqual(allSeatings(RUNNERS, 3, false));
    expect(diceRace.seatings!(c, 4, false)).toHaveLength(24);
    expect(diceRace.seatings!(c, 1, false)).toEqual([]);
    expect(diceRace.seatings!(c, 5, false)).toEqual([]);
    for (const seating of diceRace.seatings!(c, 4, true)) expect(seating).not.toContain('wolf');
  });

  it('setup refuses a seating the mode does not allow', () => {
    expect(() => start(['hare', 'wolf'])).toThrow(ConfigError);
    expect(() => start(['hare'])).toThrow(/2 to 4 players/);
    expect(() => start(['hare', 'fox'], { 'race.mode': 'solo' })).toThrow(/1 player/);
    expect(() => start(['wolf', 'fox'], { 'race.mode': 'chase' })).toThrow(/last seat/);
    expect(() => start(['hare', 'fox'], { 'race.mode': 'chase' })).toThrow(/last seat/);
  });
});

describe('Dice Race default play is unchanged', () => {
  it('seat0, timeout cap, standard deck: the same deal as before (pinned)', () => {
    const s = game(['owl', 'fox'], { 'race.handSize': 3 });
    expect(raceHand(s, 0)).toEqual([1, 6, 4]);
    expect(raceHand(s, 1)).toEqual([1, 3, 3]);
    expect(raceDeck(s)).toEqual([2, 3, 6, 4, 1, 2, 6, 2, 5, 3, 4, 5, 1, 5, 2, 6, 4, 5]);
  });

  it('with default parameters setup draws nothing from the rules stream', () => {
    const rng = rngFor('s', 0, 'rules');
    diceRace.setup(config(), ['owl', 'fox'], rng);
    expect(rng.next()).toBe(rngFor('s', 0, 'rules').next());
  });
});

describe('Dice Race solo mode', () => {
  const solo = { 'race.mode': 'solo' };

  it('seats exactly one runner: one seating per runner, none at other counts', () => {
    const c = cfg(diceRace, solo);
    expect(diceRace.seatings!(c, 1, false)).toEqual([['hare'], ['tortoise'], ['fox'], ['owl']]);
    expect(diceRace.seatings!(c, 1, true)).toEqual([['hare'], ['tortoise'], ['fox'], ['owl']]);
    expect(diceRace.seatings!(c, 2, false)).toEqual([]);
  });

  it('the storm starts race.stormStart behind and advances race.stormSpeed a turn; reaching the runner is a loss', () => {
    const s = start(['tortoise'], solo);
    expect(raceStorm(s)).toBe(-6);
    for (let t = 1; t <= 5; t++) {
      diceRace.apply(s, WALK, none());
      expect(raceStorm(s)).toBe(-6 + 2 * t);
      expect(diceRace.outcome(s)).toBeNull();
    }
    expect(racePositions(s)).toEqual([5]);
    diceRace.apply(s, WALK, none()); // runner 6, storm 6
    expect(diceRace.outcome(s)).toEqual({ kind: 'loss', winners: [], reason: 'caught by the storm' });
    expect(diceRace.evaluate!(s, 0)).toBe(-1);
  });

  it('the storm passing the runner (a hare stumble) is a loss too', () => {
    const s = start(['hare'], { ...solo, 'race.stormStart': 1 });
    diceRace.apply(s, ROLL, dice(1)); // stays at 0; storm -1 + 2 = 1 > 0
    expect(diceRace.outcome(s)?.reason).toBe('caught by the storm');
  });

  it('race.soloTurns turns without finishing is a loss: out of time', () => {
    const s = start(['owl'], { ...solo, 'race.length': 30 });
    for (let t = 1; t < 12; t++) diceRace.apply(s, WALK, none());
    expect(diceRace.outcome(s)).toBeNull();
    expect(diceRace.currentSeat(s)).toBe(0);
    diceRace.apply(s, WALK, none());
    expect(diceRace.outcome(s)).toEqual({ kind: 'loss', winners: [], reason: 'out of time' });
    expect(diceRace.outcome(s)).toBe(diceRace.outcome(s));
  });

  it('finishing wins as in a race, the last turn included', () => {
    const s = start(['hare'], solo);
    diceRace.apply(s, ROLL, dice(8));
    diceRace.apply(s, ROLL, dice(8));
    diceRace.apply(s, ROLL, dice(8));
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'finish by roll' });
    const t = start(['owl'], solo);
    for (let k = 0; k < 12; k++) diceRace.apply(t, WALK, none());
    expect(diceRace.outcome(t)).toEqual({ kind: 'win', winners: [0], reason: 'finish by walk' });
  });

  it('evaluate weighs progress against the clock and the storm', () => {
    const s = start(['tortoise'], solo);
    const fresh = diceRace.evaluate!(s, 0);
    racePlace(s, 0, 12);
    expect(diceRace.evaluate!(s, 0)).toBeGreaterThan(fresh);
    const chased = start(['tortoise'], { ...solo, 'race.stormStart': 1 });
    expect(diceRace.evaluate!(chased, 0)).toBeLessThan(fresh);
    expect(diceRace.describeAction(s, WALK)).toMatch(/storm at -6/);
    expect(diceRace.render(s)).toMatch(/storm at -6, 12 turns left/);
  });
});

describe('Dice Race co-op mode', () => {
  const coop = { 'race.mode': 'coop' };

  it('diceRaceCoop is the co-op game: cooperative, its own id, race.mode defaulting to coop and nothing else', () => {
    expect(diceRaceCoop.cooperative).toBe(true);
    expect(diceRaceCoop.id).toBe('dice-race-coop');
    expect(diceRaceCoop.parameters.find((p) => p.key === 'race.mode')?.default).toBe('coop');
    expect(diceRace.parameters.find((p) => p.key === 'race.mode')?.default).toBe('race');
    expect(diceRaceCoop.parameters.map((p) => p.key)).toEqual(diceRace.parameters.map((p) => p.key));
    expect(cfg(diceRaceCoop).mode).toBe('coop');
    // The parameter itself offers only coop here, and dice-race does not offer coop.
    for (const mode of ['race', 'solo', 'chase']) {
      expect(() => cfg(diceRaceCoop, { 'race.mode': mode })).toThrow(/expected one of coop/);
    }
    expect(() => cfg(diceRace, coop)).toThrow(/expected one of race, solo, chase/);
    expect(diceRaceCoop.factions.map((f) => f.id)).toEqual(RUNNERS);
    expect(diceRaceCoop.seatings!(cfg(diceRaceCoop), 2, false)).toEqual(diceRace.seatings!(cfg(diceRace), 2, false));
    expect(diceRaceCoop.seatings!(cfg(diceRaceCoop), 3, true)).toHaveLength(64);
    expect(diceRaceCoop.seatings!(cfg(diceRaceCoop), 1, false)).toEqual([]);
  });

  it('the last runner home wins for every seat: all home', () => {
    const s = start(['owl', 'hare'], { 'race.length': 4 }, diceRaceCoop);
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, ROLL, dice(5)); // hare home
    expect(diceRaceCoop.outcome(s)).toBeNull();
    expect(raceFinished(s)).toEqual([false, true]);
    diceRace.apply(s, WALK, none()); // owl home
    expect(diceRaceCoop.outcome(s)).toEqual({ kind: 'win', winners: [0, 1], reason: 'all home' });
    expect(diceRaceCoop.outcome(s)).toBe(diceRaceCoop.outcome(s));
    expect(diceRaceCoop.evaluate!(s, 0)).toBe(1);
    expect(diceRaceCoop.evaluate!(s, 1)).toBe(1);
  });

  it('a runner home is skipped in turn order', () => {
    const s = start(['owl', 'hare', 'tortoise'], { ...coop, 'race.length': 4 }, diceRaceCoop);
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, ROLL, dice(4)); // hare home
    diceRace.apply(s, WALK, none()); // tortoise 1
    expect(diceRace.currentSeat(s)).toBe(0);
    diceRace.apply(s, WALK, none()); // owl home
    expect(diceRace.currentSeat(s)).toBe(2);
    diceRace.apply(s, WALK, none()); // tortoise 2
    expect(diceRace.currentSeat(s)).toBe(2);
    diceRace.apply(s, ROLL, dice(1)); // tortoise 2 + 1 + 1 = 4: home
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [0, 1, 2], reason: 'all home' });
    expect(diceRace.render(s)).toMatch(/seat 1 hare .*home/);
  });

  it('race.maxTurns with a runner still out is a loss: out of time', () => {
    const s = start(['owl', 'fox'], { ...coop, 'race.maxTurns': 3 }, diceRaceCoop);
    for (let t = 0; t < 3; t++) diceRace.apply(s, WALK, none());
    expect(diceRace.outcome(s)).toEqual({ kind: 'loss', winners: [], reason: 'out of time' });
  });

  it('the fox has no rivals to knock back; evaluate is the team progress, the same for every seat', () => {
    const s = start(['owl', 'fox'], coop, diceRaceCoop);
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, ROLL, dice(2)); // fox on 2
    expect(racePositions(s)).toEqual([2, 2]);
    expect(diceRace.evaluate!(s, 0)).toBe(diceRace.evaluate!(s, 1));
    const before = diceRace.evaluate!(s, 0);
    diceRace.apply(s, WALK, none());
    expect(diceRace.evaluate!(s, 1)).toBeGreaterThan(before);
  });
});

describe('Dice Race chase mode', () => {
  const chase = { 'race.mode': 'chase' };

  it('the wolf sits in the last seat of every seating, at 2, 3 and 4 players', () => {
    const c = cfg(diceRace, chase);
    const counts: Record<number, number> = { 2: 4, 3: 12, 4: 24 };
    for (const players of [2, 3, 4]) {
      const list = diceRace.seatings!(c, players, false);
      expect(list).toHaveLength(counts[players]!);
      expect(list).toEqual(allSeatings(RUNNERS, players - 1, false).map((s) => [...s, 'wolf']));
      for (const seating of list) {
        expect(seating).toHaveLength(players);
        expect(seating[players - 1]).toBe('wolf');
        expect(seating.filter((f) => f === 'wolf')).toHaveLength(1);
      }
    }
    expect(diceRace.seatings!(c, 4, true)).toHaveLength(64);
    expect(diceRace.seatings!(c, 1, false)).toEqual([]);
    expect(diceRace.seatings!(c, 5, false)).toEqual([]);
  });

  it('the wolf rolls its own die and sends a runner it lands on back to the start', () => {
    const s = start(['owl', 'hare', 'wolf'], { ...chase, 'wolf.dieSides': 10 });
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, ROLL, dice(5)); // hare 5
    expect(diceRace.describeAction(s, ROLL)).toBe('Wolf rolls the d10');
    diceRace.apply(s, ROLL, dice(5)); // wolf on 5
    expect(racePositions(s)).toEqual([2, 0, 5]);
    const m = new Int32Array(RACE_METRICS.length);
    diceRace.metricValues!(s, 1, m);
    expect(m[4]).toBe(1);
    expect(diceRace.currentSeat(s)).toBe(0);
  });

  it('the wolf wins by finishing like anyone', () => {
    const s = start(['owl', 'wolf'], { ...chase, 'race.length': 4 });
    diceRace.apply(s, WALK, none());
    diceRace.apply(s, ROLL, dice(4));
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [1], reason: 'finish by roll' });
    expect(diceRace.render(s)).toMatch(/seat 1 wolf/);
  });
});

describe('Dice Race race.firstPlayer', () => {
  it('seat0 (default): seat 0 moves first and turnOrder is seat order', () => {
    const s = game(['owl', 'fox', 'hare']);
    expect(diceRace.currentSeat(s)).toBe(0);
    expect(diceRace.turnOrder!(s)).toEqual([0, 1, 2]);
  });

  it('roll: the first seat is drawn from the rules stream after the deal, and turns go round from it', () => {
    const firsts = new Set<number>();
    for (let k = 0; k < 20; k++) {
      const seed = `fp${k}`;
      const expected = rngFor(seed, 0, 'rules').int(3);
      const s = start(['owl', 'fox', 'hare'], { 'race.firstPlayer': 'roll' }, diceRace, seed);
      expect(diceRace.currentSeat(s)).toBe(expected);
      expect(diceRace.turnOrder!(s)).toEqual([0, 1, 2].map((i) => (expected + i) % 3));
      diceRace.apply(s, WALK, none());
      expect(diceRace.currentSeat(s)).toBe((expected + 1) % 3);
      firsts.add(expected);
    }
    expect(firsts.size).toBe(3);
    // With a hand dealt the deal is the same as seat0's; the roll comes after it.
    const dealt = start(['owl', 'fox'], { 'race.handSize': 3 });
    const rolled = start(['owl', 'fox'], { 'race.handSize': 3, 'race.firstPlayer': 'roll' });
    expect(raceHand(rolled, 0)).toEqual(raceHand(dealt, 0));
    expect(raceDeck(rolled)).toEqual(raceDeck(dealt));
    const rng = rngFor('s', 0, 'rules');
    rng.shuffle(new Int32Array(24));
    expect(diceRace.currentSeat(rolled)).toBe(rng.int(2));
  });
});

describe('Dice Race race.capRule', () => {
  it('timeout (default): the cap is a timeout', () => {
    const s = game(['owl', 'fox'], { 'race.maxTurns': 2 });
    diceRace.apply(s, WALK, none());
    diceRace.apply(s, WALK, none());
    expect(diceRace.outcome(s)?.kind).toBe('timeout');
  });

  it('furthest: the runner furthest along at the cap wins', () => {
    const s = game(['owl', 'fox'], { 'race.maxTurns': 2, 'race.capRule': 'furthest' });
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, WALK, none()); // fox 1
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'turn cap: furthest' });
    expect(diceRace.evaluate!(s, 0)).toBe(1);
    expect(diceRace.evaluate!(s, 1)).toBe(-1);
  });

  it('furthest: runners tied furthest share the win; the outcome is a shared object', () => {
    const s = game(['owl', 'hare', 'tortoise'], { 'race.maxTurns': 3, 'race.capRule': 'furthest' });
    diceRace.apply(s, WALK, none()); // owl 2
    diceRace.apply(s, WALK, none()); // hare 1
    diceRace.apply(s, ROLL, dice(1)); // tortoise 1 + 1 = 2
    const o = diceRace.outcome(s);
    expect(o).toEqual({ kind: 'win', winners: [0, 2], reason: 'turn cap: furthest' });
    const t = game(['hare', 'owl', 'tortoise', 'fox'], { 'race.maxTurns': 3, 'race.capRule': 'furthest' });
    diceRace.apply(t, WALK, none()); // hare 1
    diceRace.apply(t, WALK, none()); // owl 2
    diceRace.apply(t, ROLL, dice(1)); // tortoise 2
    expect(diceRace.outcome(t)).toEqual({ kind: 'win', winners: [1, 2], reason: 'turn cap: furthest' });
    const u = game(['owl', 'hare', 'tortoise'], { 'race.maxTurns': 3, 'race.capRule': 'furthest' });
    diceRace.apply(u, WALK, none());
    diceRace.apply(u, WALK, none());
    diceRace.apply(u, ROLL, dice(1));
    expect(diceRace.outcome(u)).toBe(o);
  });

  it('furthest counts the wolf in chase mode; it does not apply in co-op (a loss)', () => {
    const s = start(['owl', 'wolf'], { 'race.mode': 'chase', 'race.maxTurns': 2, 'race.capRule': 'furthest' });
    diceRace.apply(s, WALK, none());
    diceRace.apply(s, ROLL, dice(3));
    expect(diceRace.outcome(s)).toEqual({ kind: 'win', winners: [1], reason: 'turn cap: furthest' });
    const c = start(['owl', 'fox'], { 'race.maxTurns': 2, 'race.capRule': 'furthest' }, diceRaceCoop);
    diceRace.apply(c, WALK, none());
    diceRace.apply(c, WALK, none());
    expect(diceRace.outcome(c)?.kind).toBe('loss');
  });
});

describe('Dice Race metrics', () => {
  it('declares rolls, walks, cards, squares, knocked with descriptions', () => {
    expect(diceRace.metrics?.map((m) => m.key)).toEqual(['rolls', 'walks', 'cards', 'squares', 'knocked']);
    for (const m of diceRace.metrics ?? []) expect(m.description.length).toBeGreaterThan(0);
  });

  it('counts each seat’s rolls, walks, cards, squares moved forward and times knocked back', () => {
    const s = game(['hare', 'fox'], { 'race.handSize': 3 });
    diceRace.apply(s, ROLL, dice(3)); // hare 3
    diceRace.apply(s, ROLL, dice(3)); // fox on 3: hare to 1
    diceRace.apply(s, ROLL, dice(1)); // hare stumbles to 0: no squares
    const card = raceHand(s, 1)[0]!;
    diceRace.apply(s, raceCardAction(card), none()); // fox plays a card
    diceRace.apply(s, WALK, none()); // hare 1
    const out = new Int32Array(5);
    diceRace.metricValues!(s, 0, out);
    expect(Array.from(out)).toEqual([2, 1, 0, 4, 1]);
    diceRace.metricValues!(s, 1, out);
    expect(Array.from(out)).toEqual([1, 0, 1, 3 + card, 0]);
  });
});

describe('Dice Race content', () => {
  it('declares a JSON schema for { cards: integer[] } that Ajv accepts, with the standard and high sets', () => {
    const content = diceRace.content!;
    expect(content.default).toBe('standard');
    expect(Object.keys(content.sets)).toEqual(['standard', 'high']);
    expect(content.sets.standard?.document).toEqual({ cards: [1, 2, 3, 4, 5, 6] });
    expect(content.sets.high?.document).toEqual({ cards: [3, 4, 5, 6, 7, 8] });
    expect(content.sets.high?.source).toBe('ASSUMPTION: a faster deck, for tests of --content');
    const validate = new Ajv({ strict: true }).compile(content.schema);
    for (const set of Object.values(content.sets)) expect(validate(set.document)).toBe(true);
    expect(validate({ cards: [1, 20] })).toBe(true);
    for (const bad of [{}, { cards: [] }, { cards: [0, 1] }, { cards: [1, 21] }, { cards: [1.5, 2] }, { cards: Array.from({ length: 13 }, (_, i) => 1 + (i % 6)) }, { cards: [1, 2], extra: 1 }]) {
      expect(validate(bad)).toBe(false);
    }
  });

  it('check rejects a deck whose cards are all equal, naming the field', () => {
    expect(raceContent.check!({ cards: [4, 4, 4] })).toBe('/cards: every card has the value 4; a deck needs at least two values');
    expect(raceContent.check!({ cards: [4] })).toMatch(/^\/cards: every card has the value 4/);
    for (const set of Object.values(raceContent.sets)) expect(raceContent.check!(set.document)).toBeNull();
    expect(() => cfg(diceRace, {}, { cards: [4, 4] })).toThrow(ConfigError);
    expect(() => cfg(diceRace, {}, { cards: [4, 4] })).toThrow(/every card has the value 4/);
    expect(() => cfg(diceRace, {}, { cards: [1, 0] })).toThrow(/\/cards\/1/);
  });

  it('standard is today’s deck: no content, the standard set and the same list deal alike', () => {
    const plain = start(['owl', 'fox'], { 'race.handSize': 3 });
    for (const doc of [raceContent.sets.standard!.document, { cards: [1, 2, 3, 4, 5, 6] }]) {
      const s = start(['owl', 'fox'], { 'race.handSize': 3 }, diceRace, 's', doc);
      expect(Array.from(s.v)).toEqual(Array.from(plain.v));
    }
    expect(cfg(diceRace).deckSize).toBe(24);
  });

  it('the high deck changes the cards dealt; each value is dealt race.cardCopies times', () => {
    const std = start(['owl', 'fox'], { 'race.handSize': 3 });
    const high = start(['owl', 'fox'], { 'race.handSize': 3 }, diceRace, 's', raceContent.sets.high!.document);
    const all = [...raceHand(high, 0), ...raceHand(high, 1), ...raceDeck(high)].sort((a, b) => a - b);
    expect(all).toEqual([3, 4, 5, 6, 7, 8].flatMap((v) => [v, v, v, v]));
    expect(raceHand(high, 0)).not.toEqual(raceHand(std, 0));
    diceRace.apply(high, raceCardAction(raceHand(high, 0)[0]!), none());
    expect(racePositions(high)[0]).toBeGreaterThanOrEqual(3);
  });

  it('the largest deck fits: 12 values × 10 copies, five cards to each of four runners', () => {
    const cards = Array.from({ length: 12 }, (_, i) => i + 9);
    const s = start(['owl', 'fox', 'hare', 'tortoise'], { 'race.handSize': 5, 'race.cardCopies': 10 }, diceRace, 's', { cards });
    expect(raceDeck(s)).toHaveLength(120 - 20);
    expect(raceHand(s, 3).every((c) => c >= 9 && c <= 20)).toBe(true);
  });
});

describe('Dice Race hidden information', () => {
  it('hidden only in the hidden-hand variant', () => {
    expect(diceRace.hidden!(game(['owl', 'fox']))).toBe(false);
    expect(diceRace.hidden!(game(['owl', 'fox'], { 'race.handSize': 3 }))).toBe(true);
  });

  it('informationState shows the board and the seat’s own hand, and only counts of other cards', () => {
    const s = game(['owl', 'fox', 'hare'], { 'race.handSize': 3 });
    diceRace.apply(s, WALK, none());
    const text = diceRace.informationState!(s, 0);
    expect(text).toContain('mode race');
    expect(text).toContain('turn 1');
    expect(text).toContain('to move 1');
    expect(text).toContain('positions 2,0,0');
    expect(text).toContain('storm -');
    expect(text).toContain('finished -');
    expect(text).toContain(`hand ${raceHand(s, 0).join(',')}`);
    expect(text).toContain('others hold 1:3,2:3');
    expect(text).toContain('deck 15');
    // Swapping a card between another hand and the deck changes nothing seat 0 can see.
    const t = diceRace.clone(s);
    const deckIndex = t.v.indexOf(raceDeck(t).find((c) => c !== raceHand(t, 1)[0])!, 36);
    const handIndex = t.v.indexOf(raceHand(t, 1)[0]!, 16 + 5);
    [t.v[deckIndex], t.v[handIndex]] = [t.v[handIndex]!, t.v[deckIndex]!];
    expect(raceHand(t, 1)).not.toEqual(raceHand(s, 1));
    expect(diceRace.informationState!(t, 0)).toBe(text);
    expect(diceRace.informationState!(t, 1)).not.toBe(diceRace.informationState!(s, 1));
  });

  it('determinize keeps the viewer’s information state', () => {
    const s = game(['owl', 'fox', 'hare'], { 'race.handSize': 3 });
    diceRace.apply(s, raceCardAction(raceHand(s, 0)[0]!), none());
    const dst = diceRace.clone(s);
    let changed = 0;
    for (let k = 0; k < 20; k++) {
      for (const seat of [0, 1, 2]) {
        diceRace.determinizeInto!(dst, s, seat, rngFor('i', k, 'determinize'));
        expect(diceRace.informationState!(dst, seat)).toBe(diceRace.informationState!(s, seat));
        if (diceRace.informationState!(dst, (seat + 1) % 3) !== diceRace.informationState!(s, (seat + 1) % 3)) changed++;
      }
    }
    expect(changed).toBeGreaterThan(10);
  });

  it('solo and co-op information states show the storm and who is home', () => {
    const s = start(['owl'], { 'race.mode': 'solo' });
    diceRace.apply(s, WALK, none());
    expect(diceRace.informationState!(s, 0)).toContain('storm -4');
    const c = start(['owl', 'hare'], { 'race.length': 4 }, diceRaceCoop);
    diceRace.apply(c, WALK, none());
    diceRace.apply(c, ROLL, dice(6));
    expect(diceRace.informationState!(c, 0)).toContain('finished 1');
  });
});

describe('Dice Race outcomes', () => {
  function randomPlay(g: Race, overrides: Record<string, unknown>, players: number, games: number, seen: Map<string, number>): void {
    const config = cfg(g, overrides);
    const list = g.seatings!(config, players, false);
    const out = new Int32Array(g.maxActions);
    for (let i = 0; i < games; i++) {
      const rules = rngFor('out', i, 'rules');
      const bot = new Rng(`bot${i}`);
      const s = g.setup(config, list[i % list.length]!, rules);
      let o: Outcome | null = null;
      while ((o = g.outcome(s)) === null) {
        const n = g.legalActions(s, out);
        g.apply(s, out[bot.int(n)]!, rules);
      }
      expect(g.outcome(s)).toBe(o);
      const key = `${o.kind}|${o.reason}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (o.kind === 'win') expect(o.winners.length).toBeGreaterThan(0);
      else expect(o.winners).toEqual([]);
      if (g.cooperative && o.kind === 'win') expect(o.winners).toEqual(Array.from({ length: players }, (_, k) => k));
      expect(Object.isFrozen(o)).toBe(true);
    }
  }

  it('declares every (kind, reason) outcome returns, and random play across the modes reaches each of them', () => {
    const declared = new Set((diceRace.outcomes ?? []).map((o) => `${o.kind}|${o.reason}`));
    expect(declared.size).toBe(diceRace.outcomes?.length);
    const seen = new Map<string, number>();
    randomPlay(diceRace, { 'race.handSize': 2 }, 2, 200, seen);
    randomPlay(diceRace, { 'race.maxTurns': 12 }, 3, 100, seen);
    randomPlay(diceRace, { 'race.maxTurns': 8, 'race.capRule': 'furthest' }, 4, 200, seen);
    randomPlay(diceRace, { 'race.mode': 'solo', 'race.handSize': 1 }, 1, 300, seen);
    randomPlay(diceRace, { 'race.mode': 'solo', 'race.maxTurns': 5 }, 1, 50, seen);
    randomPlay(diceRace, { 'race.mode': 'chase', 'race.firstPlayer': 'roll' }, 3, 100, seen);
    randomPlay(diceRaceCoop, {}, 3, 100, seen);
    randomPlay(diceRaceCoop, { 'race.maxTurns': 20 }, 4, 50, seen);
    for (const key of seen.keys()) expect(declared).toContain(key);
    for (const key of declared) expect(seen.get(key) ?? 0).toBeGreaterThan(0);
    for (const o of diceRaceCoop.outcomes ?? []) expect(declared).toContain(`${o.kind}|${o.reason}`);
  });
});
