import { describe, expect, it } from 'vitest';
import type { AnyGame, BotContext, GameDefinition } from '../src/contracts.js';
import { deriveRng, GreedyBot, greedyBotFactory } from '../src/bots/greedy.js';
import { IsmctsBot, MCTS_DEFAULTS, MctsBot, mctsBotFactory, parseMctsArg } from '../src/bots/mcts.js';
import { botNames, parseBotSpec } from '../src/bots/registry.js';
import { UsageError } from '../src/errors.js';
import { resolveParameters } from '../src/parameters.js';
import { makePlan } from '../src/plan.js';
import { createPlayContext, playGame } from '../src/play.js';
import { diceRace, raceHand, WALK, type RaceConfig, type RaceState } from '../src/reference-game/index.js';
import { Rng, rngFor } from '../src/rng.js';
import { runPlan } from '../src/runner.js';
import { fourValues, gamble, GAMBLE, SAFE, SAFE_DRAW, SURE_MOVE, sureThing, trap, twoValues, type TinyState } from './fixtures/tiny-games.js';

const ctxFor = (game: AnyGame, seed = 'det', config: unknown = null): BotContext => ({ game, config, determinizeRng: new Rng(seed) });

/** The legal actions of the seat to move, as a fresh buffer. */
function legalOf(game: AnyGame, state: unknown): [Int32Array, number] {
  const buf = new Int32Array(game.maxActions);
  return [buf, game.legalActions(state, buf)];
}

function decide(bot: { choose: GreedyBot['choose'] }, game: AnyGame, state: unknown, botSeed: string): number {
  const [legal, count] = legalOf(game, state);
  return bot.choose(state, game.currentSeat(state), legal, count, new Rng(botSeed));
}

const raceConfig = (overrides: Record<string, unknown> = {}): RaceConfig => diceRace.configure(resolveParameters(diceRace.parameters, overrides));

describe('bot specs', () => {
  it('registers greedy and mcts beside random', () => {
    expect(botNames()).toEqual(expect.arrayContaining(['random', 'greedy', 'mcts']));
    expect(parseBotSpec('greedy').arg).toBeUndefined();
    expect(parseBotSpec('greedy:16').arg).toBe('16');
    expect(parseBotSpec('mcts:400:greedy').factory).toBe(mctsBotFactory);
    expect(parseMctsArg('400:greedy:c=1.5:depth=0')).toEqual({ iterations: 400, rollout: 'greedy', c: 1.5, depth: 0 });
    expect(parseMctsArg('400:pw=0.5')).toEqual({ iterations: 400, widening: 0.5 });
    expect(parseMctsArg(undefined)).toEqual({});
  });

  it.each(['greedy:0', 'greedy:x', 'greedy:', 'greedy:2:3', 'mcts:0', 'mcts:abc', 'mcts:', 'mcts:400:fast', 'mcts:400:greedy:random', 'mcts:400:c=-1', 'mcts:400:depth=1.5', 'mcts:400:pw=-1', 'mcts:400:pw=', 'mcts:400:pw=1:pw=2'])(
    'rejects %s with one line naming the spec',
    (spec) => {
      expect(() => parseBotSpec(spec)).toThrow(UsageError);
      try {
        parseBotSpec(spec);
      } catch (e) {
        expect((e as Error).message).toContain(`'${spec}'`);
        expect((e as Error).message).not.toContain('\n');
      }
    },
  );

  it('greedy and mcts:greedy refuse at create time a game without evaluate', () => {
    const { evaluate: _unused, ...rest } = gamble;
    const blind = rest as AnyGame;
    expect(() => greedyBotFactory.create(ctxFor(blind), undefined)).toThrow(/greedy.*needs a position evaluation.*'gamble'/);
    expect(() => mctsBotFactory.create(ctxFor(blind), '50:greedy')).toThrow(/needs a position evaluation/);
    expect(() => mctsBotFactory.create(ctxFor(blind), '50:pw=1')).toThrow(/mcts:pw.*needs a position evaluation/);
    // Random rollouts play to the end instead, and expansion is uniform, so plain mcts still works.
    const bot = mctsBotFactory.create(ctxFor(blind), '50');
    expect([SAFE, GAMBLE]).toContain(decide(bot, blind, blind.setup(null, ['a', 'b'], new Rng('s')), 'b'));
  });
});

describe('greedy', () => {
  it('averages chance: one sample is fooled by a lucky roll, k samples pick the better expectation', () => {
    const start = gamble.setup(null, ['a', 'b'], new Rng('s'));
    const picks = (k: number) => Array.from({ length: 60 }, (_, i) => decide(new GreedyBot(ctxFor(gamble), { samples: k }), gamble, start, `seed${i}`));
    // GAMBLE's single sample (+1 on a 1 of a d6) beats SAFE's 0.2 about a sixth of the time...
    const one = picks(1).filter((a) => a === GAMBLE).length;
    expect(one).toBeGreaterThan(3);
    expect(one).toBeLessThan(25);
    // ...its expectation (−2/3) never does.
    expect(picks(64).every((a) => a === SAFE)).toBe(true);
  });

  it('scores an action by the mean of its samples, and a chance-free action once', () => {
    let evaluations = 0;
    const counted: GameDefinition<TinyState, null> = { ...gamble, evaluate: (s, seat) => (evaluations++, gamble.evaluate!(s, seat)) };
    const bot = new GreedyBot(ctxFor(counted), { samples: 2000 });
    decide(bot, counted, counted.setup(null, ['a', 'b'], new Rng('s')), 'mean');
    expect(bot.lastCount).toBe(2);
    expect(bot.scores[SAFE]).toBeCloseTo(0.2, 12);
    expect(bot.scores[GAMBLE]).toBeGreaterThan(-2 / 3 - 0.07); // sd of the mean ≈ 0.017
    expect(bot.scores[GAMBLE]).toBeLessThan(-2 / 3 + 0.07);
    // SAFE draws no chance on a perfect-information game: evaluated once, not 2000 times; GAMBLE
    // once per face of its d6, since a sample that rolls a face already seen is not played again.
    expect(evaluations).toBe(1 + 6);
    // And when no action draws chance, the first sample is the whole decision.
    let twoValueEvaluations = 0;
    const exact: GameDefinition<TinyState, null> = { ...twoValues, evaluate: (s, seat) => (twoValueEvaluations++, twoValues.evaluate!(s, seat)) };
    const exactBot = new GreedyBot(ctxFor(exact), { samples: 8 });
    expect(decide(exactBot, exact, exact.setup(null, ['a', 'b'], new Rng('s')), 'exact')).toBe(0);
    expect(twoValueEvaluations).toBe(2);
  });

  it('scores a sample that draws an earlier sample\'s values without playing it, to the same mean as playing every sample', () => {
    let applies = 0;
    const counted: GameDefinition<TinyState, null> = { ...gamble, apply: (s, a, r) => (applies++, gamble.apply(s, a, r)) };
    const k = 64;
    const bot = new GreedyBot(ctxFor(counted), { samples: k });
    decide(bot, counted, counted.setup(null, ['a', 'b'], new Rng('s')), 'repeats');
    // Every sample played, in the bot's order: sample j's rules stream is the j-th derived from the bot stream.
    const botRng = new Rng('repeats');
    let sum = 0;
    const faces = new Set<number>();
    for (let j = 0; j < k; j++) {
      const state = counted.setup(null, ['a', 'b'], new Rng('s'));
      const rules = deriveRng(botRng, 'greedy');
      const face = rules.fork().die(6);
      faces.add(face);
      gamble.apply(state, GAMBLE, rules);
      sum += gamble.evaluate!(state, 0);
    }
    expect(bot.scores[GAMBLE]).toBe(sum / k);
    expect(faces.size).toBe(6);
    expect(applies).toBe(1 + faces.size); // SAFE once, GAMBLE once per face
  });

  it('breaks ties with its own stream, uniformly', () => {
    // Every first move of sure-thing leaves a running game worth 0: a four-way tie.
    const start = sureThing.setup(null, ['a', 'b'], new Rng('s'));
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 400; i++) counts[decide(new GreedyBot(ctxFor(sureThing), { samples: 1 }), sureThing, start, `t${i}`)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(60);
  });
});

describe('mcts', () => {
  it('finds the one move that wins for certain at mcts:200, for several seeds and both rollout policies', () => {
    const start = sureThing.setup(null, ['a', 'b'], new Rng('s'));
    for (const spec of ['200', '200:greedy']) {
      for (let i = 0; i < 8; i++) {
        const bot = mctsBotFactory.create(ctxFor(sureThing, `d${i}`), spec);
        expect(decide(bot, sureThing, start, `seed${i}`)).toBe(SURE_MOVE);
      }
    }
  });

  it('matches children by action code even when codes are far above maxActions (Darkleaf packs arguments into codes)', () => {
    // Codes here are 2^20·a + 7; the legal buffer stays maxActions long. Indexing per-code
    // scratch by the code once read past it and looped forever.
    const BIG = 1 << 20;
    const wide: GameDefinition<TinyState, null> = {
      ...sureThing,
      legalActions: (s, out) => {
        const n = sureThing.legalActions(s, out);
        for (let i = 0; i < n; i++) out[i] = (out[i] as number) * BIG + 7;
        return n;
      },
      apply: (s, a, r) => sureThing.apply(s, (a - 7) / BIG, r),
    };
    const start = wide.setup(null, ['a', 'b'], new Rng('s'));
    for (let i = 0; i < 4; i++) {
      const bot = mctsBotFactory.create(ctxFor(wide, `d${i}`), '200');
      expect(decide(bot, wide, start, `seed${i}`)).toBe(SURE_MOVE * BIG + 7);
    }
  });

  it('UCT by hand: two root moves worth 0.6 and 0.2, c = 0.7, rollout depth 0, no widening', () => {
    // q = (value + 1) / 2 is 0.8 for HIGH and 0.6 for LOW; score = q + 0.7·√(ln avail / visits).
    // Iterations 1 and 2 expand both moves (in a random order). If HIGH came first:
    //   3: HIGH avail 3, n 1: 0.8 + 0.7·√(ln 3)   = 1.534;  LOW avail 2, n 1: 0.6 + 0.7·√(ln 2) = 1.183 → HIGH
    //   4: HIGH avail 4, n 2: 0.8 + 0.7·√(ln 4/2) = 1.383;  LOW avail 3, n 1: 0.6 + 0.7·√(ln 3) = 1.334 → HIGH
    //   5: HIGH avail 5, n 3: 0.8 + 0.7·√(ln 5/3) = 1.313;  LOW avail 4, n 1: 0.6 + 0.7·√(ln 4) = 1.424 → LOW
    // If LOW came first:
    //   3: LOW avail 3, n 1: 1.334;  HIGH avail 2, n 1: 0.8 + 0.7·√(ln 2)   = 1.383 → HIGH
    //   4: LOW avail 4, n 1: 1.424;  HIGH avail 3, n 2: 0.8 + 0.7·√(ln 3/2) = 1.319 → LOW
    //   5: LOW avail 5, n 2: 0.6 + 0.7·√(ln 5/2) = 1.228;  HIGH avail 4, n 2: 1.383 → HIGH
    // Either way, after 5 iterations HIGH has 3 visits and LOW 2, availabilities 5 and 4.
    const start = twoValues.setup(null, ['a', 'b'], new Rng('s'));
    const firstExpanded = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const bot = new MctsBot(ctxFor(twoValues), { iterations: 5, c: 0.7, depth: 0, widening: 0 });
      expect(decide(bot, twoValues, start, `uct${i}`)).toBe(0);
      firstExpanded.add(bot.nodeStats(bot.childrenOf(0)[0]!).action);
      const root = bot.nodeStats(0);
      expect(root.visits).toBe(5);
      const kids = bot.childrenOf(0).map((n) => bot.nodeStats(n));
      const high = kids.find((k) => k.action === 0)!;
      const low = kids.find((k) => k.action === 1)!;
      expect([high.visits, low.visits]).toEqual([3, 2]);
      expect(high.valueSum).toBeCloseTo(3 * 0.6, 12);
      expect(low.valueSum).toBeCloseTo(2 * 0.2, 12);
      expect(high.avail + low.avail).toBe(9);
      expect(high.mover).toBe(0);
      // Revisits went one level deeper, to seat 1's moves: their values are seat 1's (the negation).
      for (const parent of bot.childrenOf(0)) {
        const p = bot.nodeStats(parent);
        const grand = bot.childrenOf(parent).map((n) => bot.nodeStats(n));
        expect(grand.reduce((s, g) => s + g.visits, 0)).toBe(p.visits - 1);
        for (const g of grand) {
          expect(g.mover).toBe(1);
          expect(g.valueSum).toBeCloseTo(-g.visits * (p.action === 0 ? 0.6 : 0.2), 12);
        }
      }
    }
    expect([...firstExpanded].sort()).toEqual([0, 1]); // both expansion orders were checked
  });

  it('progressive widening by hand: 1 + ⌊pw·√N⌋ children at N visits, each new one the best-evaluated untried move', () => {
    // Root moves worth 0.2, 0.6, −0.2, 0.4. Iteration k starts with N = k − 1 root visits:
    // N = 0 allows 1 child, N = 1…3 two, N = 4…8 three, N = 9 four. Expansion order: 1, 3, 0, 2.
    const start = fourValues.setup(null, ['a', 'b'], new Rng('s'));
    const rootMoves = (iterations: number, widening = 1) => {
      const bot = new MctsBot(ctxFor(fourValues), { iterations, c: 0.7, depth: 0, widening });
      const choice = decide(bot, fourValues, start, `pw${iterations}`);
      return { choice, moves: bot.childrenOf(0).map((n) => bot.nodeStats(n).action) };
    };
    expect(rootMoves(1).moves).toEqual([1]);
    expect(rootMoves(4).moves).toEqual([1, 3]);
    expect(rootMoves(5).moves).toEqual([1, 3, 0]);
    expect(rootMoves(9).moves).toEqual([1, 3, 0]);
    expect(rootMoves(10).moves).toEqual([1, 3, 0, 2]);
    expect(rootMoves(10).choice).toBe(1);
    // pw=2 allows 1 + ⌊2√N⌋: three children after 2 iterations, all four after 3.
    expect(rootMoves(3, 2).moves).toEqual([1, 3, 0, 2].slice(0, 3));
    expect(rootMoves(4, 2).moves).toEqual([1, 3, 0, 2]);
    // The default, pw=0.5: 1 + ⌊0.5·√N⌋ is 1 up to N = 3 and 2 from N = 4.
    expect(MCTS_DEFAULTS.widening).toBe(0.5);
    expect(rootMoves(4, MCTS_DEFAULTS.widening).moves).toEqual([1]);
    expect(rootMoves(5, MCTS_DEFAULTS.widening).moves).toEqual([1, 3]);
    // Without widening every move is tried once first, in a random order.
    expect(rootMoves(4, 0).moves.slice().sort()).toEqual([0, 1, 2, 3]);
  });

  it('backs up each node for the seat that moved into it, and avoids the trap', () => {
    // Depth 0: a leaf that has not ended is worth evaluate = 0, so every value comes from the finished games.
    const start = trap.setup(null, ['a', 'b'], new Rng('s'));
    for (let i = 0; i < 4; i++) {
      const bot = new MctsBot(ctxFor(trap), { iterations: 60, c: 0.7, depth: 0 });
      expect(decide(bot, trap, start, `trap${i}`)).toBe(SAFE_DRAW);
      const trapNode = bot.childrenOf(0).map((n) => bot.nodeStats(n)).find((k) => k.action === 0)!;
      const answers = bot.childrenOf(bot.childrenOf(0).find((n) => bot.nodeStats(n).action === 0)!).map((n) => bot.nodeStats(n));
      const a = answers.find((k) => k.action === 0)!;
      const b = answers.find((k) => k.action === 1)!;
      expect(a.valueSum).toBe(-a.visits); // seat 1's value: seat 0 won
      expect(b.valueSum).toBe(b.visits); // seat 1 won
      expect(trapNode.valueSum).toBe(a.visits - b.visits); // seat 0's value of the same games
      expect(trapNode.visits).toBe(1 + a.visits + b.visits);
      expect(b.visits).toBeGreaterThan(a.visits); // seat 1 learns to answer b
    }
  });
});

describe('both bots', () => {
  const config = raceConfig({ 'race.handSize': 3 });

  it('are deterministic: the same seed replays the same whole game, another seed does not', () => {
    const play = (seed: string, bots: string[]) => {
      const ctx = createPlayContext(diceRace, config, seed, bots.map(parseBotSpec));
      const actions: number[] = [];
      playGame(ctx, ['hare', 'fox'], 3, (e) => actions.push(e.action));
      return actions;
    };
    for (const bots of [['greedy', 'mcts:60'], ['mcts:60:greedy', 'greedy:3']]) {
      const first = play('s1', bots);
      expect(first.length).toBeGreaterThan(4);
      expect(play('s1', bots)).toEqual(first);
      const others = ['s2', 's3', 's4', 's5'].map((s) => play(s, bots).join());
      expect(others.some((o) => o !== first.join())).toBe(true);
    }
  });

  it('play 3- and 4-seat games to the end', async () => {
    for (const players of [3, 4]) {
      const bots = ['mcts:40', 'greedy', 'mcts:40:greedy', 'random'].slice(0, players);
      const plan = makePlan(diceRace, { games: 8, seed: 3, players, bots, parameters: { 'race.handSize': 2 } });
      const { games, tally } = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
      expect(games).toBe(8);
      expect(Object.values(tally.seatings).reduce((n, s) => n + s.wins.reduce((a, b) => a + b, 0) + s.timeouts, 0)).toBe(8);
    }
  });

  it('leave the real state and the legal buffer as they found them', () => {
    const state = diceRace.setup(config, ['fox', 'owl'], rngFor('m', 0, 'rules'));
    const before = state.v.slice();
    for (const bot of [new GreedyBot(ctxFor(diceRace, 'd', config)), new MctsBot(ctxFor(diceRace, 'd', config), { iterations: 100 })]) {
      const [legal, count] = legalOf(diceRace, state);
      const legalBefore = legal.slice();
      bot.choose(state, 0, legal, count, new Rng('b'));
      expect(state.v).toEqual(before);
      expect(legal).toEqual(legalBefore);
    }
  });

  describe('hidden information (dice-race, race.handSize=3)', () => {
    /**
     * Two deals that look the same to seat 0 — same hand, same board — but
     * differ in seat 1's hand and the deck order: found by dealing until seat
     * 0's hand repeats. Both then walk once, which reveals no card.
     */
    function twinDeals(seed: string): [RaceState, RaceState] {
      const a = diceRace.setup(config, ['fox', 'hare'], rngFor(seed, 0, 'rules'));
      for (let j = 0; j < 100_000; j++) {
        const b = diceRace.setup(config, ['fox', 'hare'], rngFor(`${seed}-twin`, j, 'rules'));
        if (raceHand(b, 0).join() !== raceHand(a, 0).join() || raceHand(b, 1).join() === raceHand(a, 1).join()) continue;
        for (const s of [a, b]) for (let k = 0; k < 2; k++) diceRace.apply(s, WALK, new Rng('unused'));
        return [a, b];
      }
      throw new Error('no twin deal found');
    }

    /**
     * The real dice-race game, with its own order-free determinizeInto counted;
     * the evaluation also counts the seat's own hand, so a card drawn from the
     * real deck (rather than the guess) would show in the scores.
     */
    function wrapped(calls: { n: number }): GameDefinition<RaceState, RaceConfig> {
      return {
        ...diceRace,
        determinizeInto(dst, src, seat, rng) {
          calls.n++;
          diceRace.determinizeInto!(dst, src, seat, rng);
        },
        evaluate: (state, seat) => 0.9 * diceRace.evaluate!(state, seat) + 0.005 * raceHand(state, seat).reduce((x, y) => x + y, 0),
      };
    }

    it.each(['h1', 'h2', 'h3'])('greedy, mcts and ismcts see only what seat 0 can see (deal %s)', (seed) => {
      const [a, b] = twinDeals(seed);
      expect(a.v).not.toEqual(b.v);
      const calls = { n: 0 };
      const game = wrapped(calls);
      const run = (state: RaceState) => {
        const greedy = new GreedyBot(ctxFor(game, 'det', config), { samples: 8 });
        const mcts = new MctsBot(ctxFor(game, 'det', config), { iterations: 200 });
        const mctsGreedy = new MctsBot(ctxFor(game, 'det', config), { iterations: 100, rollout: 'greedy' });
        const ismcts = new IsmctsBot(ctxFor(game, 'det', config), { iterations: 200 });
        const ismctsGreedy = new IsmctsBot(ctxFor(game, 'det', config), { iterations: 100, rollout: 'greedy' });
        const choices = [greedy, mcts, mctsGreedy, ismcts, ismctsGreedy].map((bot) => decide(bot, game, state, `bot-${seed}`));
        const visits = (bot: MctsBot) => bot.childrenOf(0).map((n) => bot.nodeStats(n));
        return {
          choices,
          scores: Array.from(greedy.scores.subarray(0, greedy.lastCount)),
          summed: [mcts.summedRootVisits(), mctsGreedy.summedRootVisits()],
          trees: [mcts, mctsGreedy, ismcts, ismctsGreedy].map(visits),
        };
      };
      const seenA = run(a);
      // One guess per greedy sample, per determinized-UCT tree (10 by default) and per ISMCTS iteration.
      expect(calls.n).toBe(8 + 10 + 10 + 200 + 100);
      const seenB = run(b);
      expect(seenB).toEqual(seenA);
    });
  });

  it('greedy and mcts:200 beat random at dice-race over a few hundred games', async () => {
    const winRate = async (bot: string, games: number) => {
      // Both seat orders, so the first-move edge cancels out.
      let wins = 0;
      let total = 0;
      for (const bots of [[bot, 'random'], ['random', bot]]) {
        const plan = makePlan(diceRace, { games, seed: 7, bots });
        const { tally } = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
        const botSeat = bots.indexOf(bot);
        for (const s of Object.values(tally.seatings)) {
          wins += s.wins[botSeat] ?? 0;
          total += s.games;
        }
      }
      return wins / total;
    };
    expect(await winRate('greedy', 240)).toBeGreaterThan(0.65);
    expect(await winRate('mcts:200', 120)).toBeGreaterThan(0.65);
  });
});
