// Bots and the widened contracts: the exact path when `hidden` says nothing is hidden,
// and a `loss` valued −1 for every seat.
import { describe, expect, it } from 'vitest';
import type { ActionCode, AnyGame, GameDefinition, Outcome } from '../src/contracts.js';
import { diceRace, type RaceState } from '../src/reference-game/index.js';
import { GreedyBot } from '../src/bots/greedy.js';
import { IsmctsBot, MctsBot } from '../src/bots/mcts.js';
import { hidesNow } from '../src/bots/guess.js';
import { makePlan } from '../src/plan.js';
import { Rng } from '../src/rng.js';

const handConfig = diceRace.configure(makePlan(diceRace, { games: 1, parameters: { 'race.handSize': 3 } }).parameters);

/** dice-race with the hidden-hand variant, `hidden` forced, counting determinize calls. */
function counting(hidden: boolean | null): { game: AnyGame; calls: () => number } {
  let calls = 0;
  const game: AnyGame = {
    ...diceRace,
    hidden: hidden === null ? diceRace.hidden : () => hidden,
    determinizeInto(dst: RaceState, src: RaceState, seat: number, rng: Rng) {
      calls++;
      diceRace.determinizeInto!(dst, src, seat, rng);
    },
    determinize(state: RaceState, seat: number, rng: Rng) {
      calls++;
      return diceRace.determinize!(state, seat, rng);
    },
  };
  return { game, calls: () => calls };
}

function decision(game: AnyGame) {
  const state = game.setup(handConfig, ['hare', 'fox'], new Rng('setup'));
  const legal = new Int32Array(game.maxActions);
  const count = game.legalActions(state, legal);
  return { state, legal, count };
}

describe('hidesNow', () => {
  it("follows the game's hidden, and is false for a game that cannot determinize", () => {
    const { state } = decision(diceRace);
    expect(hidesNow(diceRace, state)).toBe(true);
    expect(hidesNow(counting(false).game, state)).toBe(false);
    const plain = diceRace.setup(diceRace.configure(makePlan(diceRace, { games: 1 }).parameters), ['hare', 'fox'], new Rng('s'));
    expect(hidesNow(diceRace, plain)).toBe(false);
    const { determinize: _d, determinizeInto: _i, hidden: _h, ...perfect } = diceRace;
    expect(hidesNow(perfect as AnyGame, state)).toBe(false);
    // Without `hidden`, a game that can determinize hides something.
    const { hidden: _h2, ...noHidden } = diceRace;
    expect(hidesNow(noHidden as AnyGame, plain)).toBe(true);
  });
});

describe('greedy takes the exact path when nothing is hidden', () => {
  it('makes no determinize call when hidden is false, one per sample when true', () => {
    const off = counting(false);
    const d = decision(off.game);
    expect(d.count).toBe(5); // roll, walk, three cards
    new GreedyBot({ game: off.game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 4 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(off.calls()).toBe(0);

    const on = counting(true);
    new GreedyBot({ game: on.game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 4 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(on.calls()).toBe(4);

    const own = counting(null); // dice-race's own hidden: handSize 3 hides the hands
    new GreedyBot({ game: own.game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 4 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(own.calls()).toBe(4);
  });

  it('scores as a perfect-information game would when hidden is false', () => {
    const off = counting(false);
    const { determinize: _d, determinizeInto: _i, hidden: _h, ...perfect } = diceRace;
    const d = decision(off.game);
    const a = new GreedyBot({ game: off.game, config: handConfig, determinizeRng: new Rng('det') }, { samples: 4 });
    const b = new GreedyBot({ game: perfect as AnyGame, config: handConfig, determinizeRng: new Rng('det') }, { samples: 4 });
    const ca = a.choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    const cb = b.choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(ca).toBe(cb);
    expect(Array.from(a.scores.subarray(0, d.count))).toEqual(Array.from(b.scores.subarray(0, d.count)));
  });
});

describe('mcts and ismcts take the exact path when nothing is hidden', () => {
  it('make no determinize call when hidden is false; when true, mcts one per tree, ismcts one per iteration', () => {
    const off = counting(false);
    const d = decision(off.game);
    for (const Bot of [MctsBot, IsmctsBot]) {
      new Bot({ game: off.game, config: handConfig, determinizeRng: new Rng('det') }, { iterations: 30 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    }
    expect(off.calls()).toBe(0);
    const on = counting(true);
    new MctsBot({ game: on.game, config: handConfig, determinizeRng: new Rng('det') }, { iterations: 30 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(on.calls()).toBe(3); // determinized UCT: ⌊30/10⌋ trees, one guess each
    new IsmctsBot({ game: on.game, config: handConfig, determinizeRng: new Rng('det') }, { iterations: 30 }).choose(d.state, 0, d.legal, d.count, new Rng('bot'));
    expect(on.calls()).toBe(3 + 30);
  });
});

// A one-decision game: the seat to move picks an ending. Each code is one outcome.
interface PickState {
  v: Int32Array; // [0]: -1 running, else the outcome index; [1]: seats
}

function pickGame(seats: number, endings: readonly Outcome[]): GameDefinition<PickState, null> {
  return {
    id: 'pick-ending',
    name: 'pick an ending',
    version: '0',
    factions: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    seats: { min: seats, max: seats },
    allowMirror: true,
    parameters: [],
    lengthUnit: 'decisions',
    maxActions: endings.length,
    configure: () => null,
    setup: () => ({ v: Int32Array.from([-1, seats]) }),
    currentSeat: () => 0,
    legalActions(_s, out) {
      for (let i = 0; i < endings.length; i++) out[i] = i;
      return endings.length;
    },
    apply(s, action: ActionCode) {
      s.v[0] = action;
    },
    outcome: (s) => (s.v[0] === -1 ? null : (endings[s.v[0] as number] as Outcome)),
    length: (s) => (s.v[0] === -1 ? 0 : 1),
    clone: (s) => ({ v: s.v.slice() }),
    copyInto: (dst, src) => dst.v.set(src.v),
    describeAction: (_s, a) => `ending ${a}`,
    render: (s) => Array.from(s.v).join(' '),
  };
}

const LOSS: Outcome = { kind: 'loss', winners: [], reason: 'wiped out' };
const DRAW: Outcome = { kind: 'draw', winners: [], reason: 'level' };
const TIMEOUT: Outcome = { kind: 'timeout', winners: [], reason: 'cap' };
const OTHER_WINS: Outcome = { kind: 'win', winners: [1], reason: 'b wins' };

function mctsPicks(game: GameDefinition<PickState, null>, seed: string): number {
  const state = game.setup(null, ['a'], new Rng('s'));
  const legal = new Int32Array(game.maxActions);
  const count = game.legalActions(state, legal);
  const bot = new MctsBot({ game: game as AnyGame, config: null, determinizeRng: new Rng('d') }, { iterations: 40 });
  return bot.choose(state, 0, legal, count, new Rng(seed));
}

describe('mcts values a loss as −1 for every seat', () => {
  const seeds = Array.from({ length: 20 }, (_, i) => `seed${i}`);

  it('a solo seat prefers a draw to a loss, whichever comes first', () => {
    for (const s of seeds) {
      expect(mctsPicks(pickGame(1, [LOSS, DRAW]), s)).toBe(1);
      expect(mctsPicks(pickGame(1, [DRAW, LOSS]), s)).toBe(0);
    }
  });

  it('a seat of a 2-seat game prefers a timeout to a loss nobody wins', () => {
    for (const s of seeds) expect(mctsPicks(pickGame(2, [LOSS, TIMEOUT]), s)).toBe(1);
  });

  it('is indifferent between a loss and another seat winning (both −1): each is picked for some seed', () => {
    const picks = new Set(seeds.map((s) => mctsPicks(pickGame(2, [LOSS, OTHER_WINS]), s)));
    expect(picks).toEqual(new Set([0, 1]));
  });
});
