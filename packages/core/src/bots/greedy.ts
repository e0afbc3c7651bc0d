// The greedy bot: one-ply lookahead. Each legal action is applied to a copy of
// the state and scored with game.evaluate from the deciding seat's view, after the
// decisions that finish that action (game.resolving) are played greedily; chance
// inside `apply` is averaged over k samples drawn from rules streams derived
// from the bot's own stream, so the real rules stream is never touched and a
// decision depends only on (state the seat can see, bot stream, determinize stream).
// An action that drew no chance, and (with hidden information) read nothing hidden
// from the seat, is exact after one sample; only the others are resampled. Where the
// game can stop before a rival's chance that would follow an action on its own
// (stopBeforeChance), the copies stop there and evaluate scores its odds (issue 25;
// greedy:k:sampled draws it instead).
import type { ActionCode, AnyGame, Bot, BotContext, BotFactory, SeatIndex } from '../contracts.js';
import { UsageError } from '../errors.js';
import { Rng } from '../rng.js';
import { guessInto, hidesNow } from './guess.js';

export const GREEDY_DEFAULT_SAMPLES = 8;
const MAX_SAMPLES = 1_000_000;
/** Scores closer than this are a tie (exact ties are the common case: equal averages of equal values). */
const TIE_EPSILON = 1e-12;

/**
 * An Rng that counts its draws, and logs the first `logCapacity` of them (what was asked,
 * what came out). Greedy uses the count to see that an action drew no chance at all (then
 * one sample is exact and the other k-1 are skipped), and the log to see that a later
 * sample would draw the same values (then it would come out the same, and is not played).
 * `die`, `pick` and `shuffle` all go through `int`, so three overrides see every draw.
 */
export class DrawCountingRng extends Rng {
  draws = 0;
  /** What each logged draw asked: DRAW_NEXT, DRAW_UINT32, or n for int(n). */
  readonly logAsked: Float64Array;
  /** What each logged draw returned. */
  readonly logValue: Float64Array;

  constructor(seed: string, logCapacity = 0) {
    super(seed);
    this.logAsked = new Float64Array(logCapacity);
    this.logValue = new Float64Array(logCapacity);
  }

  override next(): number {
    return this.logged(DRAW_NEXT, super.next());
  }

  override uint32(): number {
    return this.logged(DRAW_UINT32, super.uint32());
  }

  override int(n: number): number {
    return this.logged(n, super.int(n));
  }

  private logged(asked: number, value: number): number {
    const k = this.draws++;
    if (k < this.logAsked.length) {
      this.logAsked[k] = asked;
      this.logValue[k] = value;
    }
    return value;
  }
}

/** Draw kinds in a DrawCountingRng log (an int(n) draw logs n ≥ 1). */
const DRAW_NEXT = -1;
const DRAW_UINT32 = 0;

/** Draws of one candidate's sample that greedy keeps to recognise a repeat; one that draws more is always played. */
const LOG_DRAWS = 32;
/** Distinct samples (draw logs and their scores) kept per candidate action. */
const LOGS_KEPT = 8;

/**
 * The draw logs of each candidate action at one decision, with the score each led to. Sample j
 * of an action whose stream yields, draw by draw, the values of a kept log would replay that
 * log's apply exactly (GameDefinition.apply: the result is a function of the state, the action
 * and the values drawn), so its score is the kept one and the action is not played again.
 */
class SampleLogs {
  private capacity = 0;
  private count = new Int32Array(0); // logs kept per action
  private length = new Int32Array(0); // draws per log
  private score = new Float64Array(0);
  private asked = new Float64Array(0);
  private value = new Float64Array(0);
  private readonly replay = new Rng('greedy-replay');

  /** Forgets every log; room for `actions` candidates (grows, never shrinks). */
  reset(actions: number): void {
    if (actions > this.capacity) {
      const size = Math.max(actions, this.capacity * 2);
      this.capacity = size;
      this.count = new Int32Array(size);
      this.length = new Int32Array(size * LOGS_KEPT);
      this.score = new Float64Array(size * LOGS_KEPT);
      this.asked = new Float64Array(size * LOGS_KEPT * LOG_DRAWS);
      this.value = new Float64Array(size * LOGS_KEPT * LOG_DRAWS);
    } else {
      this.count.fill(0, 0, actions);
    }
  }

  /** The score of a kept log of `action` that the stream `start` would repeat, or NaN. */
  repeated(action: number, start: Rng): number {
    const kept = this.count[action] as number;
    const { replay, asked, value } = this;
    for (let t = 0; t < kept; t++) {
      const log = action * LOGS_KEPT + t;
      const n = this.length[log] as number;
      const base = log * LOG_DRAWS;
      replay.copyFrom(start);
      let k = 0;
      for (; k < n; k++) {
        const a = asked[base + k] as number;
        const v = a > 0 ? replay.int(a) : a === DRAW_UINT32 ? replay.uint32() : replay.next();
        if (v !== value[base + k]) break;
      }
      if (k === n) return this.score[log] as number;
    }
    return NaN;
  }

  /** Keeps the draws `rules` made for one sample of `action` and the score they led to, if there is room. */
  keep(action: number, rules: DrawCountingRng, score: number): void {
    const kept = this.count[action] as number;
    const n = rules.draws;
    if (kept >= LOGS_KEPT || n > LOG_DRAWS) return;
    const log = action * LOGS_KEPT + kept;
    this.count[action] = kept + 1;
    this.length[log] = n;
    this.score[log] = score;
    const base = log * LOG_DRAWS;
    for (let k = 0; k < n; k++) {
      this.asked[base + k] = rules.logAsked[k] as number;
      this.value[base + k] = rules.logValue[k] as number;
    }
  }
}

/** A rules stream for a search, seeded from the bot's stream (Mash spreads the seeds apart). */
export function deriveRng(botRng: Rng, label: string): Rng {
  return new Rng(`${label}:${botRng.uint32()}`);
}

/** deriveRng into an existing generator, in place: the same stream, nothing allocated. */
export function deriveRngInto(into: Rng, botRng: Rng, label: string): void {
  into.reseed(label, botRng.uint32());
}

/** Throws the one-line error a bot gives when the game has no evaluation. */
export function requireEvaluate(game: AnyGame, bot: string): NonNullable<AnyGame['evaluate']> {
  if (typeof game.evaluate !== 'function') {
    throw new UsageError(`bot '${bot}' needs a position evaluation, but game '${game.id}' has no evaluate(state, seat)`);
  }
  return game.evaluate.bind(game);
}

/**
 * Uniform choice among the best scores: reservoir sampling over the ties, so
 * the bot stream is drawn only when there is a tie to break.
 */
export function argmaxWithTies(scores: Float64Array, actions: Int32Array, count: number, rng: Rng): ActionCode {
  let best = -Infinity;
  let chosen = actions[0] as number;
  let ties = 0;
  for (let i = 0; i < count; i++) {
    const s = scores[i] as number;
    if (s > best + TIE_EPSILON) {
      best = s;
      chosen = actions[i] as number;
      ties = 1;
    } else if (s >= best - TIE_EPSILON) {
      ties++;
      if (rng.int(ties) === 0) chosen = actions[i] as number;
    }
  }
  return chosen;
}

function allExact(sampled: Int32Array, count: number): boolean {
  for (let i = 0; i < count; i++) if (sampled[i] !== -1) return false;
  return true;
}

export interface GreedyOptions {
  /** Chance samples per action (default 8). */
  readonly samples?: number;
  /**
   * `greedy:k:turn`: after a candidate action, finish the deciding seat's own turn
   * (its decisions until another seat is to move or the game ends, at most
   * GREEDY_TURN_MAX_STEPS) with greedy-lite — one evaluation per legal action, no
   * chance averaging, first best — and score the state reached. For games whose
   * turns are several atomic decisions, where a lone first step (e.g. "declare a
   * journey") looks like nothing until the rest of the turn is played. Off by default.
   */
  readonly turn?: boolean;
  /**
   * `greedy:k:sampled`: sample k times even a chance draw that would follow a candidate on its own
   * for another seat (the roll that opens a rival's turn). By default, where the game can stop
   * there (GameDefinition.stopBeforeChance), greedy scores such a candidate once, before the draw,
   * by the evaluation's account of its odds: as strong on Darkleaf and 1.64 times as fast
   * (reports/darkleaf/ladder-sampled). Greedy sampled them until issue 25.
   */
  readonly sampled?: boolean;
}

/** Most decisions a `greedy:k:turn` rollout plays to finish the own turn (extra turns included). */
export const GREEDY_TURN_MAX_STEPS = 64;

export class GreedyBot implements Bot {
  readonly name: string;
  /** Mean score of each legal action at the last decision (first `lastCount` entries), for tests and diagnostics. */
  readonly scores: Float64Array;
  lastCount = 0;

  private readonly game: AnyGame;
  private readonly evaluate: NonNullable<AnyGame['evaluate']>;
  private readonly determinizeRng: Rng;
  private readonly samples: number;
  private readonly turn: boolean;
  /** Candidates stop before a rival's chance (not greedy:k:sampled). */
  private readonly odds: boolean;
  private readonly sampled: Int32Array; // samples summed per action at this decision; -1: exact after one
  private readonly rules = new DrawCountingRng('greedy', LOG_DRAWS);
  private readonly logs = new SampleLogs();
  private readonly start = new Rng('greedy-start'); // sample j's rules stream before any draw
  // Scratch state, made on the first decision (a bot has no state to clone before that).
  private scratch: unknown = null;
  private guess: unknown = null;
  // Rollouts (greedy:k:turn, game.resolving): a probe state and a legal-action buffer.
  private probe: unknown = null;
  private bestProbe: unknown = null;
  private readonly turnLegal: Int32Array;

  constructor(ctx: BotContext, opts: GreedyOptions = {}) {
    this.game = ctx.game;
    this.evaluate = requireEvaluate(ctx.game, 'greedy');
    this.determinizeRng = ctx.determinizeRng;
    this.samples = opts.samples ?? GREEDY_DEFAULT_SAMPLES;
    if (!Number.isInteger(this.samples) || this.samples < 1) throw new RangeError(`greedy: samples must be an integer >= 1, got ${this.samples}`);
    this.turn = opts.turn ?? false;
    this.odds = !(opts.sampled ?? false);
    this.name = `greedy:${this.samples}${this.turn ? ':turn' : ''}${this.odds ? '' : ':sampled'}`;
    const size = Math.max(1, ctx.game.maxActions);
    this.turnLegal = new Int32Array(this.turn || ctx.game.resolving !== undefined ? size : 0);
    this.scores = new Float64Array(size);
    this.sampled = new Int32Array(size);
  }

  choose(state: unknown, seat: SeatIndex, legal: Int32Array, count: number, rng: Rng): ActionCode {
    this.lastCount = count;
    if (count === 1) {
      this.scores[0] = 0;
      return legal[0] as number;
    }
    const { game, evaluate, scores, sampled, rules } = this;
    if (this.scratch === null) {
      this.scratch = game.clone(state);
      this.guess = game.clone(state);
    }
    // Marked at every decision: one bot may decide for more than one seat (the bench's positions do).
    if (this.odds) this.stopBeforeRivalChance(seat);
    const scratch = this.scratch;
    scores.fill(0, 0, count);
    sampled.fill(0, 0, count);
    const hidden = hidesNow(game, state);
    // With hidden information, an action that read nothing this seat cannot see (game.hiddenReads)
    // and drew no chance came out the same on this guess as on any other: exact after one sample.
    const reads = hidden ? game.hiddenReads : undefined;
    const canBeExact = !hidden || reads !== undefined;
    // Repeats are recognised only on one base state: with hidden information each sample is a new guess.
    const logs = hidden || this.samples === 1 ? null : this.logs;
    logs?.reset(count);
    for (let j = 0; j < this.samples; j++) {
      // Hidden information: each sample is a fresh guess at what this seat cannot see,
      // and only that guess is ever copied — never the real state's hidden parts.
      // Nothing hidden here: the state itself, and the exact path below.
      const base = hidden ? guessInto(game, this.guess, state, seat, this.determinizeRng) : state;
      // Common random numbers: every action of sample j sees the same rules stream,
      // so the comparison between actions is not drowned by dice noise.
      const start = this.start;
      deriveRngInto(start, rng, 'greedy');
      const readsBefore = reads === undefined ? 0 : reads.call(game, base, seat);
      for (let i = 0; i < count; i++) {
        if (j > 0 && sampled[i] === -1) continue;
        if (j > 0 && logs !== null) {
          const again = logs.repeated(i, start);
          if (again === again) {
            scores[i] = (scores[i] as number) + again;
            sampled[i] = (sampled[i] as number) + 1;
            continue;
          }
        }
        game.copyInto(scratch, base);
        rules.copyFrom(start);
        rules.draws = 0;
        game.apply(scratch, legal[i] as number, rules);
        // Chance in the rollout comes from the same sample stream, so draws there count too.
        this.playOn(scratch, seat, this.turn);
        const score = evaluate(scratch, seat);
        scores[i] = (scores[i] as number) + score;
        const exact = j === 0 && canBeExact && rules.draws === 0 && (reads === undefined || reads.call(game, scratch, seat) === readsBefore);
        sampled[i] = exact ? -1 : (sampled[i] as number) + 1;
        if (!exact && logs !== null) logs.keep(i, rules, score);
      }
      if (j === 0 && canBeExact && allExact(sampled, count)) break;
    }
    for (let i = 0; i < count; i++) {
      const n = sampled[i] as number;
      if (n > 1) scores[i] = (scores[i] as number) / n;
    }
    return argmaxWithTies(scores, legal, count, rng);
  }

  /** The copies candidates are scored on stop before a draw that falls to another seat than `seat` (not greedy:k:sampled). */
  private stopBeforeRivalChance(seat: SeatIndex): void {
    const stop = this.game.stopBeforeChance;
    if (stop === undefined) return;
    if (this.scratch !== null) stop.call(this.game, this.scratch, seat);
    if (this.probe !== null) stop.call(this.game, this.probe, seat);
    if (this.bestProbe !== null) stop.call(this.game, this.bestProbe, seat);
  }

  /**
   * Plays `seat`'s next decisions in `state` with greedy-lite (first best of one
   * evaluation per action; draws only the rules stream): the rest of its turn
   * (greedy:k:turn), or else while `game.resolving` says its action is unfinished.
   */
  private playOn(state: unknown, seat: SeatIndex, wholeTurn: boolean): void {
    const { game, evaluate, rules, turnLegal } = this;
    const resolving = game.resolving;
    if (!wholeTurn && resolving === undefined) return;
    for (let step = 0; step < GREEDY_TURN_MAX_STEPS; step++) {
      if (game.outcome(state) !== null || game.currentSeat(state) !== seat) return;
      if (!wholeTurn && !resolving!.call(game, state)) return;
      const n = game.legalActions(state, turnLegal);
      if (n === 1) {
        game.apply(state, turnLegal[0] as number, rules);
        continue;
      }
      if (this.probe === null) {
        this.probe = game.clone(state);
        this.bestProbe = game.clone(state);
        if (this.odds) this.stopBeforeRivalChance(seat);
      }
      // The best probe so far is kept (two buffers swapped) when it drew no chance, so the step is
      // not applied again; one that drew chance is applied again on the stream where it stands.
      let bestScore = -Infinity;
      let best = turnLegal[0] as number;
      let kept = false;
      for (let i = 0; i < n; i++) {
        const probe = this.probe;
        game.copyInto(probe, state);
        const before = rules.draws;
        game.apply(probe, turnLegal[i] as number, rules);
        const v = evaluate(probe, seat);
        if (v > bestScore + TIE_EPSILON) {
          bestScore = v;
          best = turnLegal[i] as number;
          kept = rules.draws === before;
          if (kept) {
            this.probe = this.bestProbe;
            this.bestProbe = probe;
          }
        }
      }
      if (kept) game.copyInto(state, this.bestProbe);
      else game.apply(state, best, rules);
    }
  }
}

function parseGreedyArg(arg: string | undefined): GreedyOptions | string {
  if (arg === undefined) return { samples: GREEDY_DEFAULT_SAMPLES };
  const m = /^(\d+)(:turn)?(:sampled)?$/.exec(arg);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > MAX_SAMPLES) {
    return `bad bot spec 'greedy:${arg}': expected greedy[:samples[:turn][:sampled]] with samples an integer from 1 to ${MAX_SAMPLES}`;
  }
  return { samples: Number(m[1]), turn: m[2] !== undefined, sampled: m[3] !== undefined };
}

export const greedyBotFactory: BotFactory = {
  name: 'greedy',
  needsEvaluate: () => true,
  description: `one-ply lookahead on game.evaluate (the action played out while game.resolving); greedy:k averages chance over k samples (default ${GREEDY_DEFAULT_SAMPLES}); greedy:k:turn first finishes the own turn greedily; a rival's roll that follows a move on its own is scored by its odds where the game can stop before it (game.stopBeforeChance), and sampled k times with greedy:k:sampled`,
  validate: (arg) => {
    const o = parseGreedyArg(arg);
    return typeof o === 'string' ? o : null;
  },
  // :sampled changes nothing on a game that cannot stop before a rival's chance.
  canonical: (arg, game) => {
    const o = parseGreedyArg(arg);
    if (typeof o === 'string') throw new UsageError(o);
    return `greedy:${o.samples ?? GREEDY_DEFAULT_SAMPLES}${o.turn ? ':turn' : ''}${o.sampled && game.stopBeforeChance !== undefined ? ':sampled' : ''}`;
  },
  create: (ctx, arg) => {
    const o = parseGreedyArg(arg);
    if (typeof o === 'string') throw new UsageError(o);
    return new GreedyBot(ctx, o);
  },
};
