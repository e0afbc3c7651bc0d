// The MCTS bots: open-loop UCT with an iteration budget, and two ways to search a
// state that hides something (Cowling, Powley and Whitehouse 2012, "Information Set
// Monte Carlo Tree Search", IEEE TCIAIG 4(2)).
//
//  - `ismcts` (single-observer ISMCTS, SO-ISMCTS in the paper): every iteration starts
//    from game.determinize(state, seat, ctx.determinizeRng), a fresh guess at what the
//    deciding seat cannot see, and one tree is shared by all guesses, so its nodes hold
//    statistics per information set of the deciding seat, not per guess.
//  - `mcts` (the paper's Determinized UCT, the baseline it measures ISMCTS against, also
//    known as PIMC): D guesses per decision, each searched by its own fresh tree with
//    iterations/D of the budget as a perfect-information game, and the root visits
//    summed per action over the trees. Each tree plans as if the guess were the truth
//    (the paper's strategy fusion), and each spends its own iterations re-learning the
//    first plies.
//  - Nothing hidden (Darkleaf, or game.hidden false): both are the same single tree.
//  - Chance (open loop / sampled chance): nodes are keyed by the action sequence
//    only; chance inside `apply` is drawn from a search stream derived from the
//    bot's stream, so each iteration samples new dice and the real rules stream
//    is never touched.
//  - Because the legal actions at a node can differ between guesses and dice,
//    a child is scored with its availability count (how often it was legal when
//    its parent was visited) instead of the parent's visits (SO-ISMCTS, Cowling et al. 2012).
//  - Values: each node keeps the value for the seat that moved into it, so any
//    number of seats and any turn order (extra turns, simultaneous rounds
//    flattened into decisions) back up correctly.
//  - Progressive widening (with an evaluation): a node offers a new child only while
//    it has fewer than 1 + ⌊w·√visits⌋, and the new child is the untried action the
//    evaluation likes best, so a budget of a few hundred iterations goes to plausible
//    moves rather than one visit to each of dozens (Coulom 2007; Chaslot et al. 2008).
//  - Nodes live in typed arrays sized once per bot (one node per iteration at most).
import type { ActionCode, AnyGame, Bot, BotContext, BotFactory, SeatIndex } from '../contracts.js';
import { UsageError } from '../errors.js';
import { MAX_DECISIONS_PER_GAME } from '../play.js';
import { Rng } from '../rng.js';
import { deriveRng, GREEDY_TURN_MAX_STEPS, requireEvaluate } from './greedy.js';
import { guessInto, hidesNow } from './guess.js';

export type RolloutPolicy = 'random' | 'greedy';

export interface MctsOptions {
  /** Iterations per decision (default 200). The budget is never wall time, so results reproduce. */
  readonly iterations?: number;
  /**
   * UCB1 exploration constant on values scaled to [0, 1] (default 0.2). Darkleaf's
   * evaluation separates moves by a few hundredths, so a small c pays: against greedy
   * (600 games, seed 4) mcts:200 won 65.5% of decided games with c = 0.2, 63.1% with 0.3.
   */
  readonly c?: number;
  /** Rollout policy: uniform random, or greedy-lite (one evaluate per legal action, no chance averaging). */
  readonly rollout?: RolloutPolicy;
  /**
   * Rollout decisions before the leaf is scored with game.evaluate (default 2). A short
   * rollout leans on the evaluation: on Darkleaf, mcts:200 (c = 0.7) beat the greedy of the
   * time in 63.1% of decided games with depth 2 and 59.9% with depth 30, 600 games each, at a
   * third of the cost.
   */
  readonly depth?: number;
  /**
   * Progressive widening (default 0.5; 0 = off). A node visited N times offers at most
   * 1 + ⌊widening·√N⌋ children, and each new child is the untried action with the best
   * one-decision evaluation for the seat to move (the first of equals), so a small budget is
   * spent on the likely moves instead of one visit to every move first. Needs game.evaluate;
   * without one the search expands every child first, uniformly at random. On Darkleaf,
   * mcts:200 against greedy, 600 games (seed 1), decided games won: widening 0 → 50.9%,
   * 0.25 → 60.8%, 0.5 → 65.2%; 300 games (seed 7): 0.5 → 65.0%, 2 → 60.4%. It costs about
   * three times the time per decision (one evaluation per untried move at each expansion).
   */
  readonly widening?: number;
  /**
   * `mcts` only, on a state that hides something: how many guesses (determinizations) D a
   * decision searches, each with its own tree of iterations/D iterations (the first
   * iterations % D trees one more). Default: 10, but never fewer than 10 iterations a tree
   * (⌊iterations/10⌋, at least 1). A tree of 5 iterations barely looks past the root (with
   * pw = 0.5 it offers a second move only at its fifth visit): on dice-race with
   * race.handSize=3 (ladder, 2000 games, seed ismcts-measure, card plays named by value),
   * ismcts beat mcts with 5-iteration trees in 52.9% [50.8, 55.1] of decided games at 200
   * iterations (D = 40), and 50.7% [48.5, 52.9] at 50 (D = 10), but not with 10 or more a
   * tree: at 50, D = 5 → 49.3%, D = 2 → 51.0%; at 200, D = 5, 10, 20 → 48.4%, 48.9%, 48.6%.
   */
  readonly determinizations?: number;
}

/** The options `ismcts` takes: those of `mcts` but the determinization count (it draws a guess every iteration). */
export type IsmctsOptions = Omit<MctsOptions, 'determinizations'>;

export const MCTS_DEFAULTS = { iterations: 200, c: 0.2, rollout: 'random', depth: 2, widening: 0.5, determinizations: 10 } as const;
/** Fewest iterations the default determinization count leaves each tree of determinized UCT. */
const MIN_TREE_ITERATIONS = 10;

/** The determinization count `mcts` uses when none is given (see MctsOptions.determinizations). */
export function defaultDeterminizations(iterations: number): number {
  return Math.max(1, Math.min(MCTS_DEFAULTS.determinizations, Math.floor(iterations / MIN_TREE_ITERATIONS)));
}

/** Which search a bot runs on a state that hides something (the same single tree when nothing is hidden). */
export type HiddenSearch = 'mcts' | 'ismcts';
const MAX_ITERATIONS = 10_000_000;
const MAX_DEPTH = 100_000;
const NO_NODE = -1;
const ROOT = 0;

/**
 * Value of a finished game for `seat`: +1 for a winner, −1 for a seat that did not
 * win a won game and for every seat of a lost one (nobody won), 0 for a draw or timeout.
 */
function outcomeValue(game: AnyGame, state: unknown, seat: SeatIndex): number | null {
  const o = game.outcome(state);
  if (o === null) return null;
  if (o.kind === 'loss') return -1;
  if (o.kind !== 'win') return 0;
  return o.winners.includes(seat) ? 1 : -1;
}

/** The settings a search plays `game` with: each option given, or its default there. */
function resolveSearch(game: AnyGame, opts: MctsOptions) {
  const iterations = opts.iterations ?? MCTS_DEFAULTS.iterations;
  const rollout = opts.rollout ?? MCTS_DEFAULTS.rollout;
  // Greedy-lite rollouts and depth-capped rollouts both need an evaluation;
  // without one, random rollouts play to the end of the game.
  const evaluated = rollout === 'greedy' || typeof game.evaluate === 'function';
  return {
    iterations,
    c: opts.c ?? MCTS_DEFAULTS.c,
    rollout,
    evaluated,
    depth: opts.depth ?? (evaluated ? MCTS_DEFAULTS.depth : MAX_DECISIONS_PER_GAME),
    // Widening orders expansions by the evaluation: by default on when the game has one.
    widening: evaluated ? opts.widening ?? MCTS_DEFAULTS.widening : 0,
    determinizations: opts.determinizations ?? defaultDeterminizations(iterations),
  };
}

/**
 * Open-loop UCT with an iteration budget. On a state that hides something from the seat
 * to move, `kind` picks the search: 'mcts' runs Determinized UCT (D trees, one guess each),
 * 'ismcts' SO-ISMCTS (one tree, a guess per iteration); see the top of this file.
 */
export class MctsBot implements Bot {
  readonly name: string;
  readonly kind: HiddenSearch;
  private readonly game: AnyGame;
  private readonly evaluate: AnyGame['evaluate'];
  private readonly determinizeRng: Rng;
  private readonly iterations: number;
  private readonly c: number;
  private readonly rollout: RolloutPolicy;
  private readonly depth: number;
  private readonly widening: number;
  private readonly determinizations: number;

  // Node pool: node i's action, the seat that chose it, its tree links and statistics.
  private readonly action: Int32Array;
  private readonly mover: Int32Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly visits: Int32Array;
  private readonly avail: Int32Array;
  private readonly valueSum: Float64Array;
  private nodes = 0;

  // Which action codes are legal at the node being visited, and their child: an
  // open-addressing table stamped per visit (codes are any int32, not buffer indices).
  private readonly slotCode: Int32Array;
  private readonly slotStamp: Int32Array;
  private readonly slotChild: Int32Array;
  private readonly slotMask: number;
  private stamp = 0;
  private readonly legal: Int32Array;
  private readonly untried: Int32Array;
  private readonly path: Int32Array;
  // Determinized UCT: root visits summed over the trees, by position in the decision's legal buffer.
  private readonly summedVisits: Int32Array;
  private summedCount = 0;
  // Leaf values per seat, computed lazily and stamped by iteration.
  private leafValue = new Float64Array(8);
  private leafStamp = new Int32Array(8);
  private iteration = 0;

  // Reused states, made on the first decision.
  private work: unknown = null;
  private probe: unknown = null;
  private guess: unknown = null;

  constructor(ctx: BotContext, opts: MctsOptions = {}, kind: HiddenSearch = 'mcts') {
    this.kind = kind;
    this.game = ctx.game;
    this.determinizeRng = ctx.determinizeRng;
    const r = resolveSearch(ctx.game, opts);
    this.iterations = r.iterations;
    this.c = r.c;
    this.rollout = r.rollout;
    if (!Number.isInteger(this.iterations) || this.iterations < 1) throw new RangeError(`${kind}: iterations must be an integer >= 1, got ${this.iterations}`);
    if (!(this.c >= 0 && Number.isFinite(this.c))) throw new RangeError(`${kind}: c must be a finite number >= 0, got ${this.c}`);
    this.evaluate = r.evaluated ? requireEvaluate(ctx.game, `${kind}:greedy`) : undefined;
    this.depth = r.depth;
    if (!Number.isInteger(this.depth) || this.depth < 0) throw new RangeError(`${kind}: depth must be an integer >= 0, got ${this.depth}`);
    if (opts.widening !== undefined && opts.widening > 0) requireEvaluate(ctx.game, `${kind}:pw`);
    this.widening = r.widening;
    if (!(this.widening >= 0 && Number.isFinite(this.widening))) throw new RangeError(`${kind}: widening must be a finite number >= 0, got ${this.widening}`);
    if (kind === 'ismcts') {
      if (opts.determinizations !== undefined) throw new RangeError(`ismcts: takes no determinization count (it draws a fresh guess every iteration), got ${opts.determinizations}`);
      this.determinizations = 0;
    } else {
      this.determinizations = r.determinizations;
      const d = this.determinizations;
      if (!Number.isInteger(d) || d < 1 || d > this.iterations) throw new RangeError(`mcts: determinizations must be an integer from 1 to the ${this.iterations} iterations, got ${d}`);
    }
    this.name = `${kind}:${this.iterations}:${this.rollout}`;

    const capacity = this.iterations + 1; // the root plus at most one new node per iteration
    this.action = new Int32Array(capacity);
    this.mover = new Int32Array(capacity);
    this.firstChild = new Int32Array(capacity);
    this.nextSibling = new Int32Array(capacity);
    this.visits = new Int32Array(capacity);
    this.avail = new Int32Array(capacity);
    this.valueSum = new Float64Array(capacity);
    this.path = new Int32Array(capacity);
    const codes = Math.max(1, ctx.game.maxActions);
    this.legal = new Int32Array(codes);
    this.untried = new Int32Array(codes);
    this.summedVisits = new Int32Array(kind === 'mcts' ? codes : 0);
    let slots = 16;
    while (slots < codes * 2) slots *= 2; // load factor at most 1/2
    this.slotCode = new Int32Array(slots);
    this.slotStamp = new Int32Array(slots);
    this.slotChild = new Int32Array(slots);
    this.slotMask = slots - 1;
  }

  choose(state: unknown, seat: SeatIndex, legal: Int32Array, count: number, rng: Rng): ActionCode {
    if (count === 1) return legal[0] as number;
    const { game } = this;
    if (this.work === null) {
      this.work = game.clone(state);
      this.probe = game.clone(state);
    }
    this.summedCount = 0;
    this.nodes = 0;
    this.newNode(NO_NODE, -1, seat);
    // One search stream per decision: each iteration consumes fresh draws from it,
    // which is the same as a fresh fork per iteration without an allocation each.
    const search = deriveRng(rng, 'mcts');
    const hidden = hidesNow(game, state);
    if (hidden && this.kind === 'mcts') return this.chooseDeterminized(state, seat, legal, count, rng, search);
    // One tree for every guess (SO-ISMCTS), or simply the tree of a state that hides nothing.
    for (let it = 0; it < this.iterations; it++) {
      // Only the guess is searched, never the real state: the bot cannot read another seat's hidden cards.
      const base = hidden ? guessInto(game, this.work, state, seat, this.determinizeRng) : state;
      if (base !== this.work) game.copyInto(this.work, base);
      this.iterate(search);
    }
    return this.mostVisited(seat, legal, count, rng);
  }

  /**
   * Determinized UCT (Cowling et al. 2012, section on determinization): D guesses, each
   * searched by a fresh tree of its share of the budget, and the action with the most root
   * visits summed over the trees. The search stream runs on from tree to tree.
   */
  private chooseDeterminized(state: unknown, seat: SeatIndex, legal: Int32Array, count: number, rng: Rng, search: Rng): ActionCode {
    const { game } = this;
    if (this.guess === null) this.guess = game.clone(state);
    const trees = this.determinizations;
    const share = Math.floor(this.iterations / trees);
    const extra = this.iterations % trees;
    this.summedVisits.fill(0, 0, count);
    this.summedCount = count;
    for (let t = 0; t < trees; t++) {
      if (t > 0) {
        this.nodes = 0;
        this.newNode(NO_NODE, -1, seat);
      }
      // Only the guess is searched, never the real state: the bot cannot read another seat's hidden cards.
      const guess = guessInto(game, this.guess, state, seat, this.determinizeRng);
      const iterations = share + (t < extra ? 1 : 0);
      for (let it = 0; it < iterations; it++) {
        game.copyInto(this.work, guess);
        this.iterate(search);
      }
      this.sumRootVisits(seat, legal, count);
    }
    let best = 0;
    let chosen = legal[0] as number;
    let ties = 0;
    for (let i = 0; i < count; i++) {
      const v = this.summedVisits[i] as number;
      if (v > best) {
        best = v;
        chosen = legal[i] as number;
        ties = 1;
      } else if (v === best && v > 0 && rng.int(++ties) === 0) {
        chosen = legal[i] as number;
      }
    }
    return chosen;
  }

  /** Adds the root children's visits of the last tree to `summedVisits`, by position in `legal`. */
  private sumRootVisits(seat: SeatIndex, legal: Int32Array, count: number): void {
    const stamp = this.nextStamp();
    // The slot table maps a code to its position in `legal` here, not to a child.
    for (let i = 0; i < count; i++) this.slotChild[this.insert(legal[i] as number, stamp)] = i;
    for (let ch = this.firstChild[ROOT] as number; ch !== NO_NODE; ch = this.nextSibling[ch] as number) {
      if (this.mover[ch] !== seat) continue;
      const slot = this.find(this.action[ch] as number, stamp);
      if (slot < 0) continue;
      const i = this.slotChild[slot] as number;
      this.summedVisits[i] = (this.summedVisits[i] as number) + (this.visits[ch] as number);
    }
  }

  /** One selection–expansion–rollout–backup pass from `this.work` (a determinized copy of the root). */
  private iterate(r: Rng): void {
    const { game, work, path } = this;
    let node = ROOT;
    let depth = 0;
    path[depth++] = ROOT;
    while (game.outcome(work) === null) {
      const p = game.currentSeat(work);
      const n = game.legalActions(work, this.legal);
      const stamp = this.nextStamp();
      for (let i = 0; i < n; i++) this.slotChild[this.insert(this.legal[i] as number, stamp)] = NO_NODE;
      // Children legal in this guess (and chosen by the same seat) are available now.
      for (let ch = this.firstChild[node] as number; ch !== NO_NODE; ch = this.nextSibling[ch] as number) {
        if (this.mover[ch] !== p) continue;
        const slot = this.find(this.action[ch] as number, stamp);
        if (slot >= 0) {
          this.slotChild[slot] = ch;
          this.avail[ch] = (this.avail[ch] as number) + 1;
        }
      }
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const a = this.legal[i] as number;
        if (this.slotChild[this.find(a, stamp)] === NO_NODE) this.untried[untried++] = a;
      }
      // Progressive widening: a node with N visits offers at most 1 + ⌊widening·√N⌋ children.
      const widen = untried > 0 && (this.widening === 0 || n - untried < 1 + Math.floor(this.widening * Math.sqrt(this.visits[node] as number)));
      if (widen) {
        // Expansion: one new node per iteration, the best-evaluated untried action (widening),
        // or one chosen uniformly among them.
        const a = this.widening > 0 ? this.bestUntried(untried, r) : (this.untried[untried === 1 ? 0 : r.int(untried)] as number);
        const child = this.newNode(node, a, p);
        this.avail[child] = 1;
        game.apply(work, a, r);
        path[depth++] = child;
        break;
      }
      node = this.select(node, p, stamp);
      // Only a NaN value can leave no child to select; walking on would never end.
      if (node === NO_NODE) throw new Error(`mcts: no child to select for seat ${p} (a NaN from evaluate?)`);
      game.apply(work, this.action[node] as number, r);
      path[depth++] = node;
    }
    this.playOut(r);
    this.backUp(depth);
  }

  /** UCB1 with availability counts over the children legal at this visit. */
  private select(node: number, p: SeatIndex, stamp: number): number {
    let best = NO_NODE;
    let bestScore = -Infinity;
    for (let ch = this.firstChild[node] as number; ch !== NO_NODE; ch = this.nextSibling[ch] as number) {
      if (this.mover[ch] !== p || this.find(this.action[ch] as number, stamp) < 0) continue;
      const v = this.visits[ch] as number;
      const q = ((this.valueSum[ch] as number) / v + 1) / 2;
      const score = q + this.c * Math.sqrt(Math.log(this.avail[ch] as number) / v);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best;
  }

  private playOut(r: Rng): void {
    const { game, work, legal } = this;
    for (let d = 0; d < this.depth && game.outcome(work) === null; d++) {
      const n = game.legalActions(work, legal);
      const a = this.rollout === 'greedy' ? this.greedyLite(n, r) : (legal[n === 1 ? 0 : r.int(n)] as number);
      game.apply(work, a, r);
    }
    // A leaf inside an action that is still resolving is scored once the action is played
    // out (greedy-lite): the evaluation cannot see its effect before (GameDefinition.resolving).
    const resolving = game.resolving;
    if (resolving === undefined || this.evaluate === undefined) return;
    for (let d = 0; d < GREEDY_TURN_MAX_STEPS && game.outcome(work) === null && resolving.call(game, work); d++) {
      game.apply(work, this.greedyLite(game.legalActions(work, legal), r), r);
    }
  }

  /** The untried action (first `k` of `untried`) with the best one-decision evaluation for the seat to move; first of equals. */
  private bestUntried(k: number, r: Rng): ActionCode {
    return this.bestOf(this.untried, k, r, false);
  }

  /** The rollout move of greedy-lite: best single-sample evaluation for the seat to move. */
  private greedyLite(n: number, r: Rng): ActionCode {
    return this.bestOf(this.legal, n, r, true);
  }

  /**
   * The action among the first `n` of `actions` whose one-decision result `evaluate` scores best
   * for the seat to move (chance from `r`); equal scores go to the first, or are broken by `r`.
   */
  private bestOf(actions: Int32Array, n: number, r: Rng, breakTies: boolean): ActionCode {
    const { game, work, probe } = this;
    const evaluate = this.evaluate as NonNullable<AnyGame['evaluate']>;
    const p = game.currentSeat(work);
    let best = -Infinity;
    let chosen = actions[0] as number;
    let ties = 0;
    for (let i = 0; i < n; i++) {
      game.copyInto(probe, work);
      game.apply(probe, actions[i] as number, r);
      const s = evaluate(probe, p);
      if (s > best) {
        best = s;
        chosen = actions[i] as number;
        ties = 1;
      } else if (breakTies && s === best && r.int(++ties) === 0) {
        chosen = actions[i] as number;
      }
    }
    return chosen;
  }

  private backUp(depth: number): void {
    this.iteration++;
    const { path } = this;
    this.visits[ROOT] = (this.visits[ROOT] as number) + 1;
    for (let i = 1; i < depth; i++) {
      const node = path[i] as number;
      this.visits[node] = (this.visits[node] as number) + 1;
      this.valueSum[node] = (this.valueSum[node] as number) + this.leafValueFor(this.mover[node] as number);
    }
  }

  /** The leaf's value for `seat`: the result if the game ended, else game.evaluate (once per seat per iteration). */
  private leafValueFor(seat: SeatIndex): number {
    if (seat >= this.leafValue.length) {
      const size = Math.max(seat + 1, this.leafValue.length * 2);
      this.leafValue = new Float64Array(size);
      this.leafStamp = new Int32Array(size);
    }
    if (this.leafStamp[seat] !== this.iteration) {
      const ended = outcomeValue(this.game, this.work, seat);
      // A rollout cut short without an evaluation (none in the game) counts as a draw.
      this.leafValue[seat] = ended ?? (this.evaluate ? this.evaluate(this.work, seat) : 0);
      this.leafStamp[seat] = this.iteration;
    }
    return this.leafValue[seat] as number;
  }

  /** The root child with the most visits among the real legal actions; ties by the bot stream. */
  private mostVisited(seat: SeatIndex, legal: Int32Array, count: number, rng: Rng): ActionCode {
    const stamp = this.nextStamp();
    for (let i = 0; i < count; i++) this.insert(legal[i] as number, stamp);
    let best = -1;
    let chosen = legal[0] as number;
    let ties = 0;
    for (let ch = this.firstChild[ROOT] as number; ch !== NO_NODE; ch = this.nextSibling[ch] as number) {
      const a = this.action[ch] as number;
      if (this.mover[ch] !== seat || this.find(a, stamp) < 0) continue;
      const v = this.visits[ch] as number;
      if (v > best) {
        best = v;
        chosen = a;
        ties = 1;
      } else if (v === best && rng.int(++ties) === 0) {
        chosen = a;
      }
    }
    return chosen;
  }

  private newNode(parent: number, action: ActionCode, mover: SeatIndex): number {
    const i = this.nodes++;
    this.action[i] = action;
    this.mover[i] = mover;
    this.firstChild[i] = NO_NODE;
    this.visits[i] = 0;
    this.avail[i] = 0;
    this.valueSum[i] = 0;
    if (parent === NO_NODE) {
      this.nextSibling[i] = NO_NODE;
    } else {
      this.nextSibling[i] = this.firstChild[parent] as number;
      this.firstChild[parent] = i;
    }
    return i;
  }

  private nextStamp(): number {
    if (this.stamp >= 0x7fffffff) {
      this.slotStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** The slot holding `code` in this visit's table, or the free slot where it would go. */
  private slotFor(code: ActionCode, stamp: number): number {
    let i = (Math.imul(code, 0x9e3779b1) >>> 0) & this.slotMask; // Fibonacci hashing
    while (this.slotStamp[i] === stamp && this.slotCode[i] !== code) i = (i + 1) & this.slotMask;
    return i;
  }

  /** Adds `code` to this visit's table (stamp) and returns its slot. */
  private insert(code: ActionCode, stamp: number): number {
    const i = this.slotFor(code, stamp);
    this.slotStamp[i] = stamp;
    this.slotCode[i] = code;
    return i;
  }

  /** Slot of `code` in this visit's table, or -1 if it is not legal at this visit. */
  private find(code: ActionCode, stamp: number): number {
    const i = this.slotFor(code, stamp);
    return this.slotStamp[i] === stamp ? i : -1;
  }

  // Read-only view of the last search tree (with determinized UCT: of the last guess), for tests and diagnostics.

  /** Nodes in the last tree (node 0 is the root). */
  get nodeCount(): number {
    return this.nodes;
  }

  /**
   * Determinized UCT's root visits of the last decision summed over its trees, by position
   * in the legal buffer; empty when the last decision searched one tree. Allocates.
   */
  summedRootVisits(): number[] {
    return Array.from(this.summedVisits.subarray(0, this.summedCount));
  }

  /** Children of `node`, oldest first. Allocates: not for the search itself. */
  childrenOf(node: number): number[] {
    const out: number[] = [];
    for (let ch = this.firstChild[node] as number; ch !== NO_NODE; ch = this.nextSibling[ch] as number) out.unshift(ch);
    return out;
  }

  nodeStats(node: number): { action: ActionCode; mover: SeatIndex; visits: number; avail: number; valueSum: number } {
    return {
      action: this.action[node] as number,
      mover: this.mover[node] as number,
      visits: this.visits[node] as number,
      avail: this.avail[node] as number,
      valueSum: this.valueSum[node] as number,
    };
  }
}

/** A bot that runs SO-ISMCTS on hidden information: `new MctsBot(ctx, opts, 'ismcts')`. */
export class IsmctsBot extends MctsBot {
  constructor(ctx: BotContext, opts: IsmctsOptions = {}) {
    super(ctx, opts, 'ismcts');
  }
}

const COMMON_HELP = `iterations an integer from 1 to ${MAX_ITERATIONS} and options random, greedy, c=<number >= 0>, depth=<integer >= 0>, pw=<number >= 0>`;
const SPEC_HELP: Record<HiddenSearch, string> = {
  mcts: `expected mcts[:iterations[:option...]] with ${COMMON_HELP}, det=<integer from 1 to iterations>`,
  ismcts: `expected ismcts[:iterations[:option...]] with ${COMMON_HELP}`,
};

/** Parses the part after `mcts:` or `ismcts:`, e.g. `400`, `400:greedy`, `400:greedy:c=1.2:depth=50:pw=0`, and for mcts `400:det=20`. */
function parseSearchArg(kind: HiddenSearch, arg: string | undefined): MctsOptions | string {
  if (arg === undefined) return {};
  const bad = (why: string): string => `bad bot spec '${kind}:${arg}': ${why}; ${SPEC_HELP[kind]}`;
  const [first, ...rest] = arg.split(':');
  if (first === undefined || !/^\d+$/.test(first) || Number(first) < 1 || Number(first) > MAX_ITERATIONS) {
    return bad(`'${first ?? ''}' is not an iteration count`);
  }
  const iterations = Number(first);
  let rollout: RolloutPolicy | undefined;
  let c: number | undefined;
  let depth: number | undefined;
  let widening: number | undefined;
  let determinizations: number | undefined;
  for (const opt of rest) {
    if (opt === 'random' || opt === 'greedy') {
      if (rollout !== undefined) return bad('the rollout policy is given twice');
      rollout = opt;
    } else if (opt.startsWith('c=')) {
      const text = opt.slice(2);
      const v = Number(text);
      if (c !== undefined || text === '' || !Number.isFinite(v) || v < 0) return bad(`'${opt}' is not an exploration constant`);
      c = v;
    } else if (opt.startsWith('depth=')) {
      const text = opt.slice(6);
      if (depth !== undefined || !/^\d+$/.test(text) || Number(text) > MAX_DEPTH) return bad(`'${opt}' is not a rollout depth (0 to ${MAX_DEPTH})`);
      depth = Number(text);
    } else if (opt.startsWith('pw=')) {
      const text = opt.slice(3);
      const v = Number(text);
      if (widening !== undefined || text === '' || !Number.isFinite(v) || v < 0) return bad(`'${opt}' is not a widening constant`);
      widening = v;
    } else if (opt.startsWith('det=')) {
      if (kind === 'ismcts') return bad(`'${opt}' is an mcts option: ismcts draws a fresh determinization every iteration`);
      const text = opt.slice(4);
      if (determinizations !== undefined) return bad('the determinization count is given twice');
      if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > iterations) return bad(`'${opt}' is not a determinization count (1 to the ${iterations} iterations)`);
      determinizations = Number(text);
    } else {
      return bad(`unknown option '${opt}'`);
    }
  }
  return {
    iterations,
    ...(rollout !== undefined ? { rollout } : {}),
    ...(c !== undefined ? { c } : {}),
    ...(depth !== undefined ? { depth } : {}),
    ...(widening !== undefined ? { widening } : {}),
    ...(determinizations !== undefined ? { determinizations } : {}),
  };
}

/** Parses the part after `mcts:`, e.g. `400`, `400:greedy`, `400:greedy:c=1.2:depth=50:pw=0:det=20`. */
export function parseMctsArg(arg: string | undefined): MctsOptions | string {
  return parseSearchArg('mcts', arg);
}

/** Parses the part after `ismcts:`: the options of `mcts` but `det=`. */
export function parseIsmctsArg(arg: string | undefined): IsmctsOptions | string {
  return parseSearchArg('ismcts', arg);
}

function searchFactory(kind: HiddenSearch, description: string): BotFactory {
  const parse = (arg: string | undefined) => parseSearchArg(kind, arg);
  return {
    name: kind,
    // Random rollouts to the end need no evaluation; greedy rollouts and explicit widening do.
    needsEvaluate: (arg) => {
      const opts = parse(arg);
      return typeof opts !== 'string' && (opts.rollout === 'greedy' || (opts.widening !== undefined && opts.widening > 0));
    },
    description,
    validate: (arg) => {
      const opts = parse(arg);
      return typeof opts === 'string' ? opts : null;
    },
    // The defaults the constructor takes on `game`; the determinization count only where the game hides something.
    canonical: (arg, game) => {
      const opts = parse(arg);
      if (typeof opts === 'string') throw new UsageError(opts);
      const r = resolveSearch(game, opts);
      const det = kind === 'mcts' && typeof game.determinize === 'function' ? `:det=${r.determinizations}` : '';
      return `${kind}:${r.iterations}:${r.rollout}:c=${r.c}:depth=${r.depth}:pw=${r.widening}${det}`;
    },
    create: (ctx, arg) => {
      const opts = parse(arg);
      if (typeof opts === 'string') throw new UsageError(opts);
      return new MctsBot(ctx, opts, kind);
    },
  };
}

const COMMON_DEFAULTS = `default ${MCTS_DEFAULTS.iterations} iterations, random rollouts of ${MCTS_DEFAULTS.depth} decisions, c=${MCTS_DEFAULTS.c}, progressive widening pw=${MCTS_DEFAULTS.widening}`;

export const mctsBotFactory: BotFactory = searchFactory(
  'mcts',
  `open-loop UCT; where the seat to move cannot see everything, determinized UCT (PIMC): det guesses, each searched by its own tree with iterations/det iterations, root visits summed; mcts:iterations[:random|greedy][:c=x][:depth=n][:pw=w][:det=d] (${COMMON_DEFAULTS}, det=${MCTS_DEFAULTS.determinizations}, fewer below ${MCTS_DEFAULTS.determinizations * MIN_TREE_ITERATIONS} iterations so a tree gets ${MIN_TREE_ITERATIONS})`,
);

export const ismctsBotFactory: BotFactory = searchFactory(
  'ismcts',
  `single-observer information-set MCTS (SO-ISMCTS, Cowling et al. 2012): one open-loop tree over a fresh guess every iteration, children scored by availability; the same tree as mcts where nothing is hidden; ismcts:iterations[:random|greedy][:c=x][:depth=n][:pw=w] (${COMMON_DEFAULTS})`,
);
