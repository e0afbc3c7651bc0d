// Conformance suite: the same random-simulation checks run on every game, as
// OpenSpiel's API tests do. One call per game:
//
//   checkConformance(game, { seed: 'ci', games: 20 })
//
// resolves the parameters (core's resolveParameters), configures the game (with
// the content document when it declares content), takes its legal seatings
// (legalSeatings) for each player count and plays `games` random playouts per
// count, cycling through the seatings. Every choice is uniform among the legal
// actions, drawn from a stream derived from (seed, playout index); the rules
// stream and the determinization stream are separate streams of the same seed,
// so a failure is reproduced by calling again with the same options.
//
// The first failed check throws ONE ConformanceError whose message names the
// check in brackets, the game, the seed, the playout index, the seating, the
// decision index and the action path (the action codes applied so far), e.g.
//   conformance [clone]: applying an action to clone(state) changed the state … (game dice-race,
//   seed s, playout 3, seating hare,fox, decision 17; path 0,1,1)
//
// What is checked, and why:
//  [outcomes]   `game.outcomes` is declared, non-empty, with valid kinds and no
//                   duplicate (kind, reason): reports group results by reason.
//  [metrics]    metric keys unique; `metrics` and `metricValues` come together.
//  [content]        every built-in content set passes the game's schema and `check`,
//                   and configures.
//  [seatings]       at least one legal seating per player count, each of that length.
//  [legal-actions] ≥ 1 legal action while running, ≤ game.maxActions, distinct codes,
//                   and the same list from the state and from its clone.
//  [current-seat] an integer in 0..N-1.
//  [clone]      clone(state) equals the state, and applying an action to the clone
//                   leaves the original unchanged (a clone shares nothing mutable).
//  [copy-into]  copyInto(fresh, state) equals the state (fresh made by setup).
//  [apply]      the same action applied to the state and to its clone with the
//                   same rules-stream state gives equal states and consumes the same
//                   draws: no hidden randomness (Math.random), no shared globals.
//  [describe-action] a non-empty string for every legal action, without changing the state.
//  [length]     a non-negative integer at every decision and at the end.
//  [termination] the game ends within maxDecisions.
//  [outcome]    outcome() is stable across two calls; winners non-empty for a win,
//                   empty otherwise, distinct seat indices; a co-operative win names
//                   every seat; the (kind, reason) is declared in `game.outcomes`.
//  [turn-order] at the end, a permutation of 0..N-1.
//  [metrics]    at the end, metricValues writes every metric for every seat
//                   (checked by pre-filling two different sentinels) and the same values twice.
//  [determinize] (games with determinize/determinizeInto) at sampled decisions, for
//                   every seat: keeps currentSeat, keeps the legal actions (as a set) for
//                   the seat to move, keeps informationState(state, seat) if the game has
//                   one, leaves the original untouched; and depends only on what the seat
//                   sees: determinize(S, seat, X) equals determinize(determinize(S, seat, Y),
//                   seat, X). This catches a determinize that keeps some real hidden
//                   information, or whose guess depends on how unseen items happen to be
//                   ordered; it cannot catch one that returns the real state unchanged.
//  [hidden]     when hidden(state) is false, determinize for the seat to move returns a state equal to the original.
//  [hidden-reads] (games with hiddenReads) at those decisions, each legal action applied to two
//                   determinizations for the seat to move with the same rules stream reads something
//                   hidden on both or on neither; on neither, informationState and evaluate agree after it.
//  [determinize-into] determinizeInto gives the same state as determinize for the same rng seed.
//  [determinism] replaying the playout from the same seeds gives the same action
//                   sequence, an equal final state, the same outcome and the same rules-stream state.
//  [render]     render returns a string at the start and the end, without changing the state.
//
// Equality is a generic deep structural comparison (sameState): typed arrays
// element-wise, arrays, Map/Set, plain objects and class instances by own
// enumerable keys and prototype; === values are equal; functions by identity;
// a property named `config` by identity only. `ignoreKeys` skips properties by
// name and `ignorePaths` skips single locations, written as the failure message
// prints them (e.g. `g[27]` for a cache stamp that legitimately differs).
import type { ActionCode, AnyGame, Outcome, OutcomeKind, Seating } from '../contracts.js';
import { OUTCOME_KINDS } from '../contracts.js';
import { resolveParameters } from '../parameters.js';
import { Rng, rngFor } from '../rng.js';
import { legalSeatings } from '../seatings.js';
import { contentProblem } from '../content.js';

export interface ConformanceOptions {
  /** Seed of every stream the suite draws from (required: no silent fixed seed). */
  readonly seed: string | number;
  /** Parameter overrides (key → value or raw text), resolved with resolveParameters. Default none. */
  readonly parameters?: Readonly<Record<string, unknown>>;
  /** The content document to configure with (games that declare `content`); default: the default built-in set. */
  readonly content?: unknown;
  /** Player counts to play; default [seats.default ?? seats.min]. */
  readonly players?: readonly number[];
  /** Random playouts per player count, cycling through its legal seatings (default 20). */
  readonly games?: number;
  /** A playout still running after this many decisions fails [termination] (default 20000). */
  readonly maxDecisions?: number;
  /** Whether seatings may repeat a faction (default game.allowMirror). */
  readonly mirror?: boolean;
  /** Hidden-information checks run at decision 0 and every this many decisions (default 7). */
  readonly determinizeEvery?: number;
  /** Property names the state comparison skips anywhere in the state (caches). */
  readonly ignoreKeys?: readonly string[];
  /** Single locations the state comparison skips, as failure messages print them, e.g. `g[27]`. */
  readonly ignorePaths?: readonly string[];
}

export interface OutcomeCount {
  readonly kind: OutcomeKind;
  readonly reason: string;
  readonly count: number;
}

export interface ConformanceReport {
  readonly game: string;
  readonly seed: string;
  readonly players: readonly number[];
  readonly playouts: number;
  /** Decisions taken over all playouts. */
  readonly decisions: number;
  readonly longestPlayout: number;
  /** Decisions at which the hidden-information checks ran (0 for games without determinize). */
  readonly determinizeChecks: number;
  /** Legal seatings over all player counts. */
  readonly seatingsLegal: number;
  /** Seatings played at least once, as `a,b`, in first-played order. */
  readonly seatingsCovered: readonly string[];
  /** Every declared outcome with how often it happened, in declaration order. */
  readonly outcomes: readonly OutcomeCount[];
  /** Built-in content sets checked. */
  readonly contentSets: readonly string[];
}

/** The error a failed check throws; `check` is the bracketed name in the message. */
export class ConformanceError extends Error {
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConformanceError';
  }
}

// ---------------------------------------------------------------------------
// Deep structural comparison.

export interface SameStateOptions {
  readonly ignoreKeys?: readonly string[];
  readonly ignorePaths?: readonly string[];
}

type PathPart = string | number;

function formatPath(parts: readonly PathPart[]): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? '(root)' : out;
}

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'function') return `function ${v.name || '(anonymous)'}`;
  if (v === null || typeof v !== 'object') return String(v);
  if (ArrayBuffer.isView(v)) return `${v.constructor.name}`;
  if (Array.isArray(v)) return `array(${v.length})`;
  return (v as object).constructor?.name ?? 'object';
}

/** A reusable comparer: `diff(a, b)` is null when equal, else where and how they differ. */
class Comparer {
  private readonly ignoreKeys: ReadonlySet<string>;
  private readonly ignorePaths: ReadonlySet<string>;
  private readonly path: PathPart[] = [];
  private readonly stackA: object[] = [];

  constructor(opts: SameStateOptions = {}) {
    this.ignoreKeys = new Set(opts.ignoreKeys ?? []);
    this.ignorePaths = new Set(opts.ignorePaths ?? []);
  }

  diff(a: unknown, b: unknown): string | null {
    this.path.length = 0;
    this.stackA.length = 0;
    return this.walk(a, b);
  }

  private ignoredHere(extra?: number): boolean {
    if (this.ignorePaths.size === 0) return false;
    if (extra === undefined) return this.ignorePaths.has(formatPath(this.path));
    this.path.push(extra);
    const hit = this.ignorePaths.has(formatPath(this.path));
    this.path.pop();
    return hit;
  }

  private at(extra: number | undefined, what: string): string {
    if (extra !== undefined) this.path.push(extra);
    const where = formatPath(this.path);
    if (extra !== undefined) this.path.pop();
    return `at ${where}: ${what}`;
  }

  private walk(a: unknown, b: unknown): string | null {
    if (a === b) return null;
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return null;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      return this.ignoredHere() ? null : this.at(undefined, `${show(a)} vs ${show(b)}`);
    }
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) {
      return this.ignoredHere() ? null : this.at(undefined, `${show(a)} vs ${show(b)} (different types)`);
    }
    if (ArrayBuffer.isView(a)) return this.views(a, b as ArrayBufferView);
    if (a instanceof ArrayBuffer) return this.views(new Uint8Array(a), new Uint8Array(b as ArrayBuffer));
    if (this.stackA.includes(a)) return null; // a cycle: compared further up
    this.stackA.push(a);
    try {
      if (Array.isArray(a)) return this.arrays(a, b as unknown[]);
      if (a instanceof Map) return this.maps(a, b as Map<unknown, unknown>);
      if (a instanceof Set) return this.sets(a, b as Set<unknown>);
      return this.objects(a as Record<string, unknown>, b as Record<string, unknown>);
    } finally {
      this.stackA.pop();
    }
  }

  private views(a: ArrayBufferView, b: ArrayBufferView): string | null {
    if (a instanceof DataView) return this.views(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    const x = a as unknown as ArrayLike<number | bigint>;
    const y = b as unknown as ArrayLike<number | bigint>;
    if (x.length !== y.length) return this.ignoredHere() ? null : this.at(undefined, `length ${x.length} vs ${y.length}`);
    for (let i = 0; i < x.length; i++) {
      const p = x[i];
      const q = y[i];
      if (p === q || (p !== p && q !== q)) continue;
      if (this.ignoredHere(i)) continue;
      return this.at(i, `${String(p)} vs ${String(q)}`);
    }
    return null;
  }

  private arrays(a: unknown[], b: unknown[]): string | null {
    if (a.length !== b.length) return this.ignoredHere() ? null : this.at(undefined, `length ${a.length} vs ${b.length}`);
    for (let i = 0; i < a.length; i++) {
      this.path.push(i);
      const d = this.walk(a[i], b[i]);
      this.path.pop();
      if (d !== null) return d;
    }
    return null;
  }

  private maps(a: Map<unknown, unknown>, b: Map<unknown, unknown>): string | null {
    if (a.size !== b.size) return this.ignoredHere() ? null : this.at(undefined, `Map size ${a.size} vs ${b.size}`);
    for (const [k, v] of a) {
      if (!b.has(k)) return this.ignoredHere() ? null : this.at(undefined, `Map key ${show(k)} missing`);
      this.path.push(String(k));
      const d = this.walk(v, b.get(k));
      this.path.pop();
      if (d !== null) return d;
    }
    return null;
  }

  private sets(a: Set<unknown>, b: Set<unknown>): string | null {
    if (a.size !== b.size) return this.ignoredHere() ? null : this.at(undefined, `Set size ${a.size} vs ${b.size}`);
    for (const v of a) if (!b.has(v)) return this.ignoredHere() ? null : this.at(undefined, `Set member ${show(v)} missing`);
    return null;
  }

  private objects(a: Record<string, unknown>, b: Record<string, unknown>): string | null {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    for (const k of kb) {
      if (!Object.prototype.hasOwnProperty.call(a, k) && !this.ignoreKeys.has(k)) return this.ignoredHere() ? null : this.at(undefined, `key ${k} only in the second`);
    }
    for (const k of ka) {
      if (this.ignoreKeys.has(k)) continue;
      this.path.push(k);
      let d: string | null;
      if (!Object.prototype.hasOwnProperty.call(b, k)) d = this.ignoredHere() ? null : this.at(undefined, 'missing in the second');
      else if (k === 'config') d = a[k] === b[k] || this.ignoredHere() ? null : this.at(undefined, 'a different config object');
      else d = this.walk(a[k], b[k]);
      this.path.pop();
      if (d !== null) return d;
    }
    return null;
  }
}

/**
 * Deep structural comparison of two game states as the suite does it: null when
 * equal, else a line naming the first difference (e.g. `at v[3]: 1 vs 2`).
 */
export function stateDifference(a: unknown, b: unknown, opts: SameStateOptions = {}): string | null {
  return new Comparer(opts).diff(a, b);
}

// ---------------------------------------------------------------------------
// The suite.

interface Where {
  playout: number;
  seating: string;
  decision: number;
  path: ActionCode[];
}

/** Plays random playouts of `game` and checks its contract at every decision; throws ConformanceError on the first failure. */
export function checkConformance(game: AnyGame, options: ConformanceOptions): ConformanceReport {
  if (options === undefined || (typeof options.seed !== 'string' && typeof options.seed !== 'number')) {
    throw new TypeError('checkConformance: options.seed (a string or number) is required');
  }
  const seed = String(options.seed);
  const gamesPerCount = options.games ?? 20;
  const maxDecisions = options.maxDecisions ?? 20_000;
  const detEvery = Math.max(1, options.determinizeEvery ?? 7);
  const mirror = options.mirror ?? game.allowMirror;
  const cmp = new Comparer(options);

  let where: Where | null = null;
  const fail = (check: string, what: string): never => {
    const ctx = where
      ? `game ${game.id}, seed ${seed}, playout ${where.playout}, seating ${where.seating}, decision ${where.decision}; path ${where.path.join(',') || '(none)'}`
      : `game ${game.id}, seed ${seed}`;
    throw new ConformanceError(check, `conformance [${check}]: ${what} (${ctx})`);
  };
  const same = (check: string, what: string, a: unknown, b: unknown): void => {
    const d = cmp.diff(a, b);
    if (d !== null) fail(check, `${what}, ${d}`);
  };

  // --- Declarations -------------------------------------------------------
  const declared = game.outcomes;
  if (!declared || declared.length === 0) fail('outcomes', `game ${game.id} declares no \`outcomes\` (every (kind, reason) its outcome() can return)`);
  const outcomeKey = (kind: string, reason: string): string => `${kind}\u0000${reason}`;
  const outcomeCounts = new Map<string, number>();
  for (const o of declared ?? []) {
    if (!OUTCOME_KINDS.includes(o.kind)) fail('outcomes', `declared outcome kind '${String(o.kind)}' is not one of ${OUTCOME_KINDS.join(', ')}`);
    if (typeof o.reason !== 'string') fail('outcomes', `declared ${o.kind} outcome has no reason text`);
    const key = outcomeKey(o.kind, o.reason);
    if (outcomeCounts.has(key)) fail('outcomes', `outcome (${o.kind}, '${o.reason}') is declared twice`);
    outcomeCounts.set(key, 0);
  }

  const metricCount = game.metrics?.length ?? 0;
  if (game.metrics) {
    const keys = new Set<string>();
    for (const m of game.metrics) {
      if (keys.has(m.key)) fail('metrics', `metric key '${m.key}' is declared twice`);
      keys.add(m.key);
    }
    if (typeof game.metricValues !== 'function') fail('metrics', 'the game declares metrics but has no metricValues');
  } else if (typeof game.metricValues === 'function') fail('metrics', 'the game has metricValues but declares no metrics');

  const contentSets: string[] = [];
  let content: unknown = options.content;
  const values = resolveParameters(game.parameters, options.parameters ?? {});
  if (game.content) {
    const spec = game.content;
    if (!Object.prototype.hasOwnProperty.call(spec.sets, spec.default)) fail('content', `default content set '${spec.default}' is not among the built-in sets (${Object.keys(spec.sets).join(', ')})`);
    for (const [name, set] of Object.entries(spec.sets)) {
      const problem = contentProblem(spec, set.document);
      if (problem !== null) fail('content', `built-in content set '${name}' fails the game's schema or check: ${problem}`);
      try {
        game.configure(values, set.document);
      } catch (e) {
        fail('content', `built-in content set '${name}' does not configure: ${(e as Error).message}`);
      }
      contentSets.push(name);
    }
    if (content === undefined) content = spec.sets[spec.default]?.document;
  }
  const config: unknown = game.content ? game.configure(values, content) : game.configure(values);

  const players = options.players ?? [game.seats.default ?? game.seats.min];

  // --- Reused buffers -----------------------------------------------------
  const size = Math.max(1, game.maxActions);
  const legal = new Int32Array(size);
  const legal2 = new Int32Array(size);
  const sortA = new Int32Array(size);
  const sortB = new Int32Array(size);
  const metricA = new Int32Array(Math.max(1, metricCount));
  const metricB = new Int32Array(Math.max(1, metricCount));
  const path: ActionCode[] = [];

  const sameSet = (n: number, m: number): boolean => {
    if (n !== m) return false;
    sortA.set(legal.subarray(0, n));
    sortB.set(legal2.subarray(0, n));
    sortA.subarray(0, n).sort();
    sortB.subarray(0, n).sort();
    for (let i = 0; i < n; i++) if (sortA[i] !== sortB[i]) return false;
    return true;
  };

  let playoutIndex = 0;
  let decisions = 0;
  let longest = 0;
  let detChecks = 0;
  let seatingsLegal = 0;
  const covered: string[] = [];
  const coveredSet = new Set<string>();
  // Per playout: fresh states of its config and seating, made by setup (never by clone), as copy targets.
  let scratch: unknown = null;
  let scratchDet: unknown = null;
  let pendingReads: { toMove: number; count: number; g1: unknown; g2: unknown } | null = null;
  let detRng = new Rng(seed);
  const forked = new Rng(seed);

  for (const n of players) {
    where = null;
    if (!Number.isInteger(n) || n < game.seats.min || n > game.seats.max) fail('seatings', `player count ${n} is outside the game's seats ${game.seats.min}..${game.seats.max}`);
    const seatings = legalSeatings(game, config, n, mirror);
    if (seatings.length === 0) fail('seatings', `no legal seating for ${n} players`);
    for (const s of seatings) if (s.length !== n) fail('seatings', `seating ${s.join(',')} does not seat ${n} players`);
    seatingsLegal += seatings.length;

    for (let g = 0; g < gamesPerCount; g++, playoutIndex++) {
      const p = playoutIndex;
      const seating = seatings[g % seatings.length] as Seating;
      const seatingText = seating.join(',');
      if (!coveredSet.has(seatingText)) {
        coveredSet.add(seatingText);
        covered.push(seatingText);
      }
      path.length = 0;
      const w: Where = { playout: p, seating: seatingText, decision: 0, path };
      where = w;

      const rules = rngFor(seed, p, 'rules');
      const choice = rngFor(seed, p, 'conformance-choice');
      detRng = rngFor(seed, p, 'determinize');
      const state: unknown = game.setup(config, seating, rules);
      scratch = game.setup(config, seating, new Rng(`${seed}:${p}:scratch`));
      scratchDet = game.determinizeInto ? game.setup(config, seating, new Rng(`${seed}:${p}:scratch-det`)) : null;

      checkRender(state, scratch, 'start');
      const hasDet = typeof game.determinize === 'function' || typeof game.determinizeInto === 'function';

      let d = 0;
      for (; game.outcome(state) === null; d++) {
        w.decision = d;
        if (d >= maxDecisions) fail('termination', `the game did not end within ${maxDecisions} decisions`);
        checkLength(game.length(state));

        // 1. legal actions and the seat to move.
        const seat = game.currentSeat(state);
        if (!Number.isInteger(seat) || seat < 0 || seat >= n) fail('current-seat', `currentSeat is ${seat}, not a seat of 0..${n - 1}`);
        const count = game.legalActions(state, legal);
        if (!Number.isInteger(count) || count < 1) fail('legal-actions', `legalActions returned ${count} while the game runs`);
        if (count > game.maxActions) fail('legal-actions', `legalActions returned ${count}, more than maxActions ${game.maxActions}`);
        sortA.set(legal.subarray(0, count));
        const sorted = sortA.subarray(0, count).sort();
        for (let i = 1; i < count; i++) if (sorted[i] === sorted[i - 1]) fail('legal-actions', `action ${sorted[i]} is listed twice`);

        // 2. clone and copyInto.
        const c: unknown = game.clone(state);
        same('clone', 'clone(state) differs from the state', c, state);
        game.copyInto(scratch, state);
        same('copy-into', 'copyInto(fresh, state) differs from the state', scratch, state);
        const count2 = game.legalActions(c, legal2);
        let sameList = count2 === count;
        for (let i = 0; sameList && i < count; i++) sameList = legal[i] === legal2[i];
        if (!sameList) fail('legal-actions', `the clone's legal actions (${count2}) differ from the state's (${count}), or come in another order`);

        // 3. describeAction for every legal action, without changing the state.
        for (let i = 0; i < count; i++) {
          const a = legal[i] as number;
          let text: unknown;
          try {
            text = game.describeAction(state, a);
          } catch (e) {
            fail('describe-action', `describeAction(state, ${a}) threw: ${(e as Error).message}`);
          }
          if (typeof text !== 'string' || text.length === 0) fail('describe-action', `describeAction(state, ${a}) returned ${show(text)}, not a non-empty string`);
        }
        same('describe-action', 'describeAction changed the state', state, scratch);

        // 8. hidden information.
        if (hasDet && d % detEvery === 0) {
          checkHidden(state, seat, n, count);
          detChecks++;
        }

        // Choose, then apply to the clone (a fork of the rules stream) and to the state.
        const action = legal[choice.int(count)] as number;
        forked.restore(rules.save());
        game.apply(c, action, forked);
        same('clone', `applying action ${action} to clone(state) changed the state: the clone shares mutable data with it`, state, scratch);
        game.apply(state, action, rules);
        same('apply', `applying action ${action} to the state and to its clone with the same rules-stream state gave different states (hidden randomness or shared globals)`, c, state);
        const rs = rules.save();
        const fs = forked.save();
        if (rs.c !== fs.c || rs.s0 !== fs.s0 || rs.s1 !== fs.s1 || rs.s2 !== fs.s2) {
          fail('apply', `applying action ${action} to the state and to its clone drew differently from the rules stream`);
        }
        if (pendingReads !== null) {
          checkHiddenReads(pendingReads.toMove, pendingReads.count, pendingReads.g1, pendingReads.g2);
          pendingReads = null;
        }
        path.push(action);
      }
      w.decision = d;
      decisions += d;
      longest = Math.max(longest, d);

      // 5. the outcome.
      const o1 = game.outcome(state) as Outcome;
      const o2 = game.outcome(state);
      if (!o2 || o2.kind !== o1.kind || o2.reason !== o1.reason || o2.winners.length !== o1.winners.length || o2.winners.some((x, i) => x !== o1.winners[i])) {
        fail('outcome', 'outcome() returned different results when called twice');
      }
      const key = outcomeKey(o1.kind, o1.reason);
      const seen = outcomeCounts.get(key);
      if (seen === undefined) fail('outcome', `outcome (${o1.kind}, '${o1.reason}') is not declared in game.outcomes`);
      outcomeCounts.set(key, (seen ?? 0) + 1);
      if (o1.kind === 'win') {
        if (o1.winners.length === 0) fail('outcome', `a win ('${o1.reason}') names no winner`);
      } else if (o1.winners.length !== 0) fail('outcome', `a ${o1.kind} ('${o1.reason}') names winners ${o1.winners.join(',')}`);
      const winnerSet = new Set<number>();
      for (const x of o1.winners) {
        if (!Number.isInteger(x) || x < 0 || x >= n) fail('outcome', `winner ${x} is not a seat of 0..${n - 1}`);
        if (winnerSet.has(x)) fail('outcome', `winner ${x} is named twice`);
        winnerSet.add(x);
      }
      if (game.cooperative && o1.kind === 'win' && winnerSet.size !== n) fail('outcome', `a co-operative win names seats ${o1.winners.join(',')}, not every seat`);

      // 6, 7, 9 at the end.
      checkLength(game.length(state));
      if (typeof game.turnOrder === 'function') {
        const order = game.turnOrder(state);
        const ok = order.length === n && new Set(order).size === n && order.every((x) => Number.isInteger(x) && x >= 0 && x < n);
        if (!ok) fail('turn-order', `turnOrder is [${order.join(',')}], not a permutation of 0..${n - 1}`);
      }
      if (metricCount > 0 && game.metricValues) {
        for (let s = 0; s < n; s++) {
          metricA.fill(-0x80000000);
          metricB.fill(0x7fffffff);
          game.metricValues(state, s, metricA);
          game.metricValues(state, s, metricB);
          for (let m = 0; m < metricCount; m++) {
            if (metricA[m] !== metricB[m]) {
              fail('metrics', `metricValues for seat ${s} did not write metric '${game.metrics?.[m]?.key}' (or wrote different values twice)`);
            }
          }
        }
      }
      checkRender(state, scratch, 'end');

      // 4. determinism: replay from the same seeds.
      replay(p, seating, state, o1, rules);
    }
  }

  return {
    game: game.id,
    seed,
    players,
    playouts: playoutIndex,
    decisions,
    longestPlayout: longest,
    determinizeChecks: detChecks,
    seatingsLegal,
    seatingsCovered: covered,
    outcomes: (declared ?? []).map((o) => ({ kind: o.kind, reason: o.reason, count: outcomeCounts.get(outcomeKey(o.kind, o.reason)) ?? 0 })),
    contentSets,
  };

  function checkLength(len: number): void {
    if (!Number.isInteger(len) || len < 0) fail('length', `length(state) is ${len}, not a non-negative integer`);
  }

  function checkRender(state: unknown, snapshot: unknown, when: string): void {
    game.copyInto(snapshot, state);
    same('copy-into', `copyInto(fresh, state) differs from the state at the ${when}`, snapshot, state);
    let text: unknown;
    try {
      text = game.render(state);
    } catch (e) {
      fail('render', `render threw at the ${when}: ${(e as Error).message}`);
    }
    if (typeof text !== 'string') fail('render', `render returned ${show(text)} at the ${when}, not a string`);
    same('render', `render changed the state at the ${when}`, state, snapshot);
  }

  // `scratch` equals `state` here (checked by the caller); it is the snapshot the original is compared with.
  function checkHidden(state: unknown, toMove: number, n: number, count: number): void {
    const det = (src: unknown, seat: number, rngSeed: string): unknown => {
      const r = new Rng(rngSeed);
      if (game.determinize) return game.determinize(src, seat, r);
      const dst = game.clone(src);
      (game.determinizeInto as NonNullable<AnyGame['determinizeInto']>)(dst, src, seat, r);
      return dst;
    };
    const scratchState = scratch;
    for (let seat = 0; seat < n; seat++) {
      const x = `${seed}:det:${detRng.uint32()}`;
      const y = `${seed}:det:${detRng.uint32()}`;
      const d1 = det(state, seat, x);
      same('determinize', `determinize(state, ${seat}) changed the original`, state, scratchState);
      if (game.currentSeat(d1) !== toMove) fail('determinize', `determinize(state, ${seat}) moved the turn from seat ${toMove} to ${game.currentSeat(d1)}`);
      if (seat === toMove) {
        const m = game.legalActions(d1, legal2);
        if (!sameSet(count, m)) fail('determinize', `determinize(state, ${seat}) changed the legal actions of the seat to move (${count} → ${m})`);
      }
      if (game.informationState) {
        const before = game.informationState(state, seat);
        const after = game.informationState(d1, seat);
        if (before !== after) fail('determinize', `determinize(state, ${seat}) changed informationState(state, ${seat}): ${show(before)} → ${show(after)}`);
      }
      const viaOther = det(state, seat, y);
      same('determinize', `determinize(state, ${seat}) changed the original`, state, scratchState);
      const d2 = det(viaOther, seat, x);
      same(
        'determinize',
        `determinize(state, ${seat}, rngX) differs from determinize(determinize(state, ${seat}, rngY), ${seat}, rngX): the guess depends on something seat ${seat} cannot see`,
        d1,
        d2,
      );
      if (seat === toMove && game.hidden && game.hidden(state) === false) {
        same('hidden', `hidden(state) is false but determinize(state, ${seat}) differs from the state`, d1, state);
      }
      // Checked after this decision's apply checks, so a broken clone or apply is named as such first.
      if (seat === toMove && game.hiddenReads && (!game.hidden || game.hidden(state))) pendingReads = { toMove, count, g1: d1, g2: viaOther };
      if (game.determinizeInto && game.determinize) {
        game.determinizeInto(scratchDet, state, seat, new Rng(x));
        same('determinize-into', `determinizeInto(dst, state, ${seat}, rng) differs from determinize(state, ${seat}, rng) for the same rng seed`, scratchDet, d1);
        same('determinize-into', `determinizeInto(dst, state, ${seat}) changed the original`, state, scratchState);
      }
    }
  }

  // Two guesses for the seat to move, each legal action applied to both with the same rules stream:
  // the action reads something hidden on both or on neither, and when on neither, the seat
  // sees the same thing after it (informationState, evaluate) — what lets a bot skip resampling.
  function checkHiddenReads(toMove: number, count: number, g1: unknown, g2: unknown): void {
    const reads = game.hiddenReads as NonNullable<AnyGame['hiddenReads']>;
    const r1 = reads.call(game, g1, toMove);
    const r2 = reads.call(game, g2, toMove);
    for (let i = 0; i < count; i++) {
      const action = legal[i] as number;
      const a1 = game.clone(g1);
      const a2 = game.clone(g2);
      const rulesSeed = `${seed}:reads:${detRng.uint32()}`;
      game.apply(a1, action, new Rng(rulesSeed));
      game.apply(a2, action, new Rng(rulesSeed));
      const again = game.clone(g1);
      game.apply(again, action, new Rng(rulesSeed));
      same('apply', `applying action ${action} twice to equal states with the same rules-stream state gave different states (hidden randomness or shared globals)`, again, a1);
      const read1 = reads.call(game, a1, toMove) !== r1;
      const read2 = reads.call(game, a2, toMove) !== r2;
      if (read1 !== read2) {
        fail('hidden-reads', `action ${action} read something seat ${toMove} cannot see on one determinization and not on another: the count must not depend on the guess`);
      }
      if (read1) continue;
      if (game.informationState) {
        const i1 = game.informationState(a1, toMove);
        const i2 = game.informationState(a2, toMove);
        if (i1 !== i2) fail('hidden-reads', `action ${action} read nothing hidden (hiddenReads unchanged) yet seat ${toMove} sees different results on two determinizations: ${show(i1)} vs ${show(i2)}`);
      }
      if (game.evaluate) {
        const e1 = game.evaluate(a1, toMove);
        const e2 = game.evaluate(a2, toMove);
        if (e1 !== e2) fail('hidden-reads', `action ${action} read nothing hidden yet evaluate(·, ${toMove}) is ${e1} on one determinization and ${e2} on another`);
      }
    }
  }

  function replay(p: number, seating: Seating, finalState: unknown, finalOutcome: Outcome, finalRules: Rng): void {
    const w = where as Where;
    const rules = rngFor(seed, p, 'rules');
    const choice = rngFor(seed, p, 'conformance-choice');
    const s: unknown = game.setup(config, seating, rules);
    let d = 0;
    for (; game.outcome(s) === null && d < path.length; d++) {
      w.decision = d;
      const count = game.legalActions(s, legal);
      const a = legal[choice.int(count)] as number;
      if (a !== path[d]) fail('determinism', `replaying from the same seeds chose action ${a} at decision ${d}, not ${path[d]}`);
      game.apply(s, a, rules);
    }
    w.decision = d;
    if (d !== path.length || game.outcome(s) === null) fail('determinism', `replaying from the same seeds ended after ${d} decisions, not ${path.length}`);
    same('determinism', 'replaying from the same seeds gave a different final state', s, finalState);
    const o = game.outcome(s) as Outcome;
    if (o.kind !== finalOutcome.kind || o.reason !== finalOutcome.reason || o.winners.join(',') !== finalOutcome.winners.join(',')) {
      fail('determinism', `replaying from the same seeds ended ${o.kind} '${o.reason}', not ${finalOutcome.kind} '${finalOutcome.reason}'`);
    }
    const a = rules.save();
    const b = finalRules.save();
    if (a.c !== b.c || a.s0 !== b.s0 || a.s1 !== b.s1 || a.s2 !== b.s2) fail('determinism', 'replaying from the same seeds drew differently from the rules stream');
  }
}
