// Greedy and GameDefinition.stopBeforeChance: a candidate that hands the turn to a rival whose roll
// follows on its own is scored once, before the roll, by the evaluation's odds (greedy:k:sampled
// samples it k times, as greedy did before issue 25).
import { describe, expect, it } from 'vitest';
import type { ActionCode, AnyGame, GameDefinition, Outcome } from '../src/contracts.js';
import { GreedyBot, greedyBotFactory } from '../src/bots/greedy.js';
import { canonicalBotSpec, sameBots } from '../src/bots/registry.js';
import { diceRace } from '../src/reference-game/index.js';
import { Rng } from '../src/rng.js';

/**
 * Seat 0 decides once: PASS (0) hands the turn to seat 1, whose d6 follows on its own (a 6 wins
 * for seat 1, any other face for seat 0); HOLD (1) ends the game drawn at once, nothing rolled,
 * scored 0.1 for seat 0. v = [phase 0 decide / 1 roll waits / 2 over,
 * winner (−1 none), stop-for seat (−1 unmarked), applies].
 * Before the roll the evaluation gives seat 0 the odds: 5/6 − 1/6.
 */
interface H { v: Int32Array; stopFor: number }
const WINS: Outcome[] = [0, 1].map((s) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([s]), reason: 'rolled' }));
const DRAW: Outcome = Object.freeze({ kind: 'draw' as const, winners: Object.freeze([]), reason: 'held' });
const PASS = 0, HOLD = 1;
function roll(s: H, rng: Rng): void {
  s.v[1] = rng.die(6) === 6 ? 1 : 0;
  s.v[0] = 2;
}
const handOn: GameDefinition<H, null> = {
  id: 'hand-on', name: 'hand-on', version: '0',
  factions: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
  seats: { min: 2, max: 2 }, allowMirror: true, parameters: [], lengthUnit: 'decisions', maxActions: 2,
  configure: () => null,
  setup: () => ({ v: Int32Array.from([0, -1, 0]), stopFor: -1 }),
  currentSeat: (s) => (s.v[0] === 1 ? 1 : 0),
  legalActions: (s, out) => {
    out[0] = 0;
    if (s.v[0] === 1) return 1; // the waiting roll
    out[1] = 1;
    return 2;
  },
  apply: (s, a: ActionCode, rng) => {
    s.v[2] = s.v[2]! + 1;
    if (s.v[0] === 1) return roll(s, rng);
    if (a === HOLD) {
      s.v[0] = 2;
      s.v[1] = -2;
      return;
    }
    // Seat 1's roll follows on its own, unless this copy stops before another seat's chance.
    if (s.stopFor >= 0 && s.stopFor !== 1) s.v[0] = 1;
    else roll(s, rng);
  },
  outcome: (s) => (s.v[0] !== 2 ? null : s.v[1] === -2 ? DRAW : WINS[s.v[1]!]!),
  length: (s) => s.v[2]!,
  clone: (s) => ({ v: s.v.slice(), stopFor: -1 }),
  copyInto: (d, s) => d.v.set(s.v),
  describeAction: (_s, a) => (a === PASS ? 'pass' : 'hold'),
  render: (s) => Array.from(s.v).join(' '),
  evaluate: (s, seat) => {
    const forZero = s.v[0] === 1 ? 5 / 6 - 1 / 6 : s.v[1] === -2 ? 0.1 : s.v[1] === 0 ? 1 : -1;
    return seat === 0 ? forZero : -forZero;
  },
  stopBeforeChance: (s, seat) => {
    s.stopFor = seat;
  },
};

const ctx = (game: AnyGame) => ({ game, config: null, determinizeRng: new Rng('det') });
const LEGAL = Int32Array.from([PASS, HOLD]);

describe('greedy and a rival\'s chance', () => {
  it('parses greedy:k[:turn]:sampled and names the bot so; the suffixes keep their order', () => {
    expect(greedyBotFactory.create(ctx(handOn), '8:sampled').name).toBe('greedy:8:sampled');
    expect(greedyBotFactory.create(ctx(handOn), '2:turn:sampled').name).toBe('greedy:2:turn:sampled');
    expect(greedyBotFactory.create(ctx(handOn), undefined).name).toBe('greedy:8');
    for (const bad of ['8:sampled:turn', 'sampled', '8:odds', '0:sampled']) expect(greedyBotFactory.validate(bad)).toMatch(/greedy\[:samples\[:turn\]\[:sampled\]\]/);
  });

  it('a candidate that hands the turn on is played once and scored by the odds before the rival roll', () => {
    const start = handOn.setup(null, ['a', 'b'], new Rng('s'));
    let applies = 0;
    const counted: GameDefinition<H, null> = { ...handOn, apply: (s, a, r) => (applies++, handOn.apply(s, a, r)) };
    const bot = new GreedyBot(ctx(counted), { samples: 8 });
    expect(bot.choose(start, 0, LEGAL, 2, new Rng('odds'))).toBe(PASS);
    expect(applies).toBe(2); // each candidate once: neither drew anything
    expect(bot.scores[PASS]).toBe(5 / 6 - 1 / 6);
    expect(bot.scores[HOLD]).toBe(0.1);
    expect(start.v[2]).toBe(0); // the real state is never touched
  });

  it('greedy:8:sampled samples the rival roll: PASS scores the mean of its samples, a multiple of 1/4 (8 samples of ±1)', () => {
    const start = handOn.setup(null, ['a', 'b'], new Rng('s'));
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const bot = new GreedyBot(ctx(handOn), { samples: 8, sampled: true });
      bot.choose(start, 0, LEGAL, 2, new Rng(`plain${i}`));
      const s = bot.scores[PASS]!;
      expect(Number.isInteger(s * 4)).toBe(true);
      seen.add(s);
    }
    expect(seen.size).toBeGreaterThan(1); // the samples really differ from decision to decision
    expect(seen.has(5 / 6 - 1 / 6)).toBe(false);
  });

  it('on a game without stopBeforeChance, greedy:k decides exactly as greedy:k:sampled (dice-race)', () => {
    const config = diceRace.configure(Object.fromEntries(diceRace.parameters.map((p) => [p.key, p.default])));
    const state = diceRace.setup(config, ['hare', 'tortoise'], new Rng('race'));
    const legal = new Int32Array(diceRace.maxActions);
    const c = { game: diceRace, config, determinizeRng: new Rng('det') };
    const plain = new GreedyBot(c, { samples: 8, sampled: true }), odds = new GreedyBot(c, { samples: 8 });
    const r1 = new Rng('rules'), b1 = new Rng('bot'), b2 = new Rng('bot');
    for (let step = 0; step < 60 && diceRace.outcome(state) === null; step++) {
      const seat = diceRace.currentSeat(state);
      const n = diceRace.legalActions(state, legal);
      const a = plain.choose(state, seat, legal, n, b1);
      expect(odds.choose(state, seat, legal, n, b2)).toBe(a);
      expect(Array.from(odds.scores.subarray(0, n))).toEqual(Array.from(plain.scores.subarray(0, n)));
      diceRace.apply(state, a, r1);
    }
  });
});

describe('canonical bot specs (a ladder or strength curve plays each bot once)', () => {
  it('spells out greedy\'s defaults; :sampled counts only on a game that can stop before a rival\'s chance', () => {
    expect(canonicalBotSpec(diceRace, 'greedy')).toBe('greedy:8');
    expect(canonicalBotSpec(diceRace, 'greedy:8:sampled')).toBe('greedy:8');
    expect(canonicalBotSpec(handOn, 'greedy:8:sampled')).toBe('greedy:8:sampled');
    expect(canonicalBotSpec(handOn, 'greedy')).toBe('greedy:8');
    expect(canonicalBotSpec(handOn, 'greedy:2:turn')).toBe('greedy:2:turn');
    expect(sameBots(handOn, ['greedy', 'greedy:8:sampled'])).toBeNull();
    expect(sameBots(diceRace, ['random', 'greedy', 'greedy:8:sampled'])).toEqual(['greedy', 'greedy:8:sampled', 'greedy:8']);
  });

  it('spells out MCTS\'s defaults as they play the game: depth and widening need an evaluation, det a hidden game', () => {
    expect(canonicalBotSpec(handOn, 'mcts')).toBe('mcts:200:random:c=0.2:depth=2:pw=0.5');
    expect(canonicalBotSpec(handOn, 'mcts:200:c=0.3')).toBe('mcts:200:random:c=0.3:depth=2:pw=0.5');
    const blind: AnyGame = { ...handOn, evaluate: undefined };
    expect(canonicalBotSpec(blind, 'mcts:200')).toMatch(/^mcts:200:random:c=0.2:depth=\d+:pw=0$/);
    expect(canonicalBotSpec(blind, 'mcts:200:depth=2')).toBe('mcts:200:random:c=0.2:depth=2:pw=0');
    expect(canonicalBotSpec(diceRace, 'mcts:100')).toMatch(/:det=10$/); // dice-race can hide a hand
    expect(canonicalBotSpec(diceRace, 'ismcts:100')).not.toMatch(/det=/);
    expect(canonicalBotSpec(handOn, 'random')).toBe('random');
  });
});
