// greedy:k:turn — finishing the own turn before scoring a candidate action — and
// game.resolving: greedy and MCTS play out an action's unfinished decisions before scoring.
import { describe, expect, it } from 'vitest';
import type { ActionCode, AnyGame, GameDefinition, Outcome } from '../src/contracts.js';
import { GreedyBot, greedyBotFactory, GREEDY_TURN_MAX_STEPS } from '../src/bots/greedy.js';
import { MctsBot } from '../src/bots/mcts.js';
import { parseBotSpec } from '../src/bots/registry.js';
import { Rng } from '../src/rng.js';

/**
 * Two-step turn: seat 0 picks OPEN_A (0) or OPEN_B (1) — both evaluate 0 —
 * then, still seat 0, picks X (0) or Y (1). After OPEN_A, X wins; after OPEN_B
 * both lose. Only a bot that plays the rest of its turn sees that OPEN_A is better.
 * v = [step, first, winner (−1 none), evaluations so far].
 */
interface S2 { v: Int32Array }
const WINS: Outcome[] = [0, 1].map((s) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([s]), reason: 'won' }));
const twoStep: GameDefinition<S2, null> = {
  id: 'two-step', name: 'two-step', version: '0',
  factions: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
  seats: { min: 2, max: 2 }, allowMirror: true, parameters: [], lengthUnit: 'decisions', maxActions: 2,
  configure: () => null,
  setup: () => ({ v: Int32Array.from([0, -1, -1]) }),
  currentSeat: () => 0,
  legalActions: (_s, out) => { out[0] = 0; out[1] = 1; return 2; },
  apply: (s, a: ActionCode) => {
    if (s.v[0] === 0) { s.v[1] = a; s.v[0] = 1; return; }
    s.v[2] = s.v[1] === 0 && a === 0 ? 0 : 1;
    s.v[0] = 2;
  },
  outcome: (s) => (s.v[2] === -1 ? null : WINS[s.v[2]!]!),
  length: (s) => s.v[0]!,
  clone: (s) => ({ v: s.v.slice() }),
  copyInto: (d, s) => d.v.set(s.v),
  describeAction: (_s, a) => `action ${a}`,
  render: (s) => Array.from(s.v).join(' '),
  evaluate: (s, seat) => (s.v[2] === -1 ? 0 : s.v[2] === seat ? 1 : -1),
};

const ctx = (game: AnyGame) => ({ game, config: null, determinizeRng: new Rng('det') });
const LEGAL = Int32Array.from([0, 1]);

describe('greedy:k:turn', () => {
  it('parses greedy:k:turn and names the bot so; rejects other suffixes', () => {
    expect(parseBotSpec('greedy:4:turn').arg).toBe('4:turn');
    expect(greedyBotFactory.create(ctx(twoStep), '4:turn').name).toBe('greedy:4:turn');
    expect(greedyBotFactory.create(ctx(twoStep), '4').name).toBe('greedy:4');
    for (const bad of ['4:turns', 'turn', '0:turn', '4:turn:1']) expect(greedyBotFactory.validate(bad)).toMatch(/bad bot spec 'greedy:/);
  });

  it('without the option the first step is a blind tie; with it the bot always opens with the move that wins later', () => {
    const start = twoStep.setup(null, ['a', 'b'], new Rng('s'));
    const plain = Array.from({ length: 80 }, (_, i) => new GreedyBot(ctx(twoStep), { samples: 1 }).choose(start, 0, LEGAL, 2, new Rng(`p${i}`)));
    expect(plain.filter((a) => a === 1).length).toBeGreaterThan(10); // a coin flip between two zeros
    for (let i = 0; i < 40; i++) {
      const bot = new GreedyBot(ctx(twoStep), { samples: 1, turn: true });
      expect(bot.choose(start, 0, LEGAL, 2, new Rng(`t${i}`))).toBe(0);
      expect(Array.from(bot.scores.subarray(0, 2))).toEqual([1, -1]);
    }
  });

  it('stops the rollout when another seat is to move, and after at most GREEDY_TURN_MAX_STEPS decisions', () => {
    // A game where seat 0 moves forever: the rollout must stop at the cap, not loop.
    let applied = 0;
    const endless: GameDefinition<S2, null> = { ...twoStep, apply: () => void applied++, outcome: () => null, evaluate: () => 0 };
    const bot = new GreedyBot(ctx(endless), { samples: 1, turn: true });
    bot.choose(endless.setup(null, ['a', 'b'], new Rng('s')), 0, LEGAL, 2, new Rng('cap'));
    // Per candidate: the action itself, then per rollout step 2 probes (the best probe is kept, not replayed).
    expect(applied).toBe(2 * (1 + GREEDY_TURN_MAX_STEPS * 2));
    // The other seat to move after the first step: no rollout at all.
    let applied2 = 0;
    const handOver: GameDefinition<S2, null> = {
      ...twoStep,
      currentSeat: (s) => (s.v[0] === 0 ? 0 : 1),
      apply: (s) => { applied2++; s.v[0] = 1; },
      outcome: () => null,
      evaluate: () => 0,
    };
    new GreedyBot(ctx(handOver), { samples: 1, turn: true }).choose(handOver.setup(null, ['a', 'b'], new Rng('s')), 0, LEGAL, 2, new Rng('h'));
    expect(applied2).toBe(2);
  });
});

describe('greedy, mcts and game.resolving', () => {
  it('plays out decisions that finish the committed action before scoring, without the :turn option', () => {
    // Step 1 of twoStep finishes the action chosen at step 0: only its result tells OPEN_A from OPEN_B.
    const resolvingTwoStep: GameDefinition<S2, null> = { ...twoStep, resolving: (s) => s.v[0] === 1 };
    const start = resolvingTwoStep.setup(null, ['a', 'b'], new Rng('s'));
    for (let i = 0; i < 40; i++) {
      const bot = new GreedyBot(ctx(resolvingTwoStep), { samples: 1 });
      expect(bot.choose(start, 0, LEGAL, 2, new Rng(`r${i}`))).toBe(0);
      expect(Array.from(bot.scores.subarray(0, 2))).toEqual([1, -1]);
    }
  });

  it('stops playing on as soon as resolving is false', () => {
    let applied = 0;
    const counting: GameDefinition<S2, null> = {
      ...twoStep,
      apply: (s) => { applied++; s.v[0] = s.v[0]! + 1; },
      outcome: () => null,
      evaluate: () => 0,
      resolving: (s) => s.v[0]! < 3,
    };
    new GreedyBot(ctx(counting), { samples: 1 }).choose(counting.setup(null, ['a', 'b'], new Rng('s')), 0, LEGAL, 2, new Rng('c'));
    // Per candidate: the action (step 1), then two resolving steps of 2 probes each (the best one is kept).
    expect(applied).toBe(2 * (1 + 2 * 2));
  });

  it('mcts scores a leaf inside a resolving action after playing it out, so 3 iterations find the opening that wins', () => {
    const resolvingTwoStep: GameDefinition<S2, null> = { ...twoStep, resolving: (s) => s.v[0] === 1 };
    const choose = (game: GameDefinition<S2, null>, i: number) =>
      // No widening: it would order the expansions by the evaluation, which is what is under test here.
      new MctsBot(ctx(game), { iterations: 3, depth: 0, widening: 0 }).choose(game.setup(null, ['a', 'b'], new Rng('s')), 0, LEGAL, 2, new Rng(`m${i}`));
    for (let i = 0; i < 40; i++) expect(choose(resolvingTwoStep, i)).toBe(0);
    // Without the hook both openings score 0 at the leaf: a coin flip.
    expect(Array.from({ length: 80 }, (_, i) => choose(twoStep, i)).filter((a) => a === 1).length).toBeGreaterThan(10);
  });
});
