// Seeded randomness. Every game of a run draws from streams derived only from
// (run seed, game index, stream name), so game i is the same game whatever the
// worker count, shard layout or resume point.
import seedrandom from 'seedrandom';

/**
 * Alea (Baagøe), seeded by seedrandom: ~6× faster than the default ARC4, passes
 * BigCrush, and its Mash seeding spreads near-identical seed strings
 * ("s:1:rules", "s:1:bot0") into unrelated states. Each output is an exact
 * multiple of 2^-32, so `next() * 2^32` is an exact 32-bit integer.
 *
 * seedrandom turns the seed into Alea's state; the steps after that run here, on
 * the same formula, so the numbers are seedrandom's to the last bit (a test draws
 * both side by side) while `restore` rewrites four numbers in place instead of
 * building a new generator: greedy restores the same sample stream once per
 * candidate action. The state lives in a Float64Array, not in fields of the Rng:
 * subclasses (DrawCountingRng, ScriptedRng) give Rng several shapes, and field
 * reads in the shared `next` would then go through polymorphic inline caches on
 * every draw, where typed-array reads stay monomorphic.
 */
const TWO_32 = 0x100000000;
const TWO_NEG_32 = 2.3283064365386963e-10;
// Alea's state in the Float64Array: carry, then the three lags.
const C = 0;
const S0 = 1;
const S1 = 2;
const S2 = 3;

/** One character of seedrandom's Mash (Baagøe), the same arithmetic to the last bit. */
function mashChar(n: number, code: number): number {
  n += code;
  let h = 0.02519603282416938 * n;
  n = h >>> 0;
  h -= n;
  h *= n;
  n = h >>> 0;
  h -= n;
  return n + h * TWO_32;
}

// Alea's seeding starts from three Mash outputs of ' ' (the same for every seed): the lags
// before the seed is subtracted, and Mash's running value after them.
const MASH_START = 0xefc8249d;
const MASH_1 = mashChar(MASH_START, 32);
const MASH_2 = mashChar(MASH_1, 32);
const MASH_AFTER_SPACES = mashChar(MASH_2, 32);
const ALEA_S0 = (MASH_1 >>> 0) * TWO_NEG_32;
const ALEA_S1 = (MASH_2 >>> 0) * TWO_NEG_32;
const ALEA_S2 = (MASH_AFTER_SPACES >>> 0) * TWO_NEG_32;

/** Rng.reseed's digits of the value it is seeded with (filled and read within one call). */
const RESEED_DIGITS = new Float64Array(10);

/** Saved generator state (Alea's three lags and carry). */
export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/** Names of the independent streams of one game. */
export type StreamName = 'rules' | 'seating' | 'determinize' | `bot${number}` | (string & {});

export class Rng {
  private readonly s = new Float64Array(4);

  constructor(seed: string, state?: RngState) {
    this.restore(state ?? (seedrandom.alea(seed, { state: true }) as seedrandom.StatefulPRNG<RngState>).state());
  }

  /** Uniform in [0, 1) with 32 bits of resolution. */
  next(): number {
    return this.step();
  }

  // One Alea step. The other draws call it, not `next`, so a subclass that overrides `next`
  // (DrawCountingRng) sees each draw once.
  private step(): number {
    const s = this.s;
    const t = 2091639 * (s[S0] as number) + (s[C] as number) * TWO_NEG_32;
    s[S0] = s[S1] as number;
    s[S1] = s[S2] as number;
    const c = t | 0;
    s[C] = c;
    return (s[S2] = t - c);
  }

  /** Uniform 32-bit unsigned integer. */
  uint32(): number {
    return this.step() * TWO_32;
  }

  /** Uniform integer in [0, n), exactly unbiased (rejection of the top partial block). */
  int(n: number): number {
    if (!(n >= 1 && n <= TWO_32 && Number.isInteger(n))) throw new RangeError(`Rng.int: n must be an integer in [1, 2^32], got ${n}`);
    // x − ⌊x/n⌋·n instead of the % operator, which V8 runs as a C fmod on doubles: for integers
    // x ≤ 2^32 and n ≤ 2^32 the quotient x/n is never within 2^-32 (relative) of the next integer,
    // far above double rounding (2^-53), so the floor is exact and so is the remainder.
    const limit = TWO_32 - (TWO_32 - Math.floor(TWO_32 / n) * n);
    let u = this.step() * TWO_32;
    while (u >= limit) u = this.step() * TWO_32;
    return u - Math.floor(u / n) * n;
  }

  /** A roll of a die with `sides` faces: uniform in [1, sides]. */
  die(sides: number): number {
    return this.int(sides) + 1;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: ArrayLike<T>): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty array');
    return items[this.int(items.length)] as T;
  }

  /** Unbiased in-place Fisher–Yates shuffle of the first `count` items (default all). */
  shuffle<T, A extends { length: number; [i: number]: T }>(items: A, count: number = items.length): A {
    for (let i = count - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  save(): RngState {
    const s = this.s;
    return { c: s[C] as number, s0: s[S0] as number, s1: s[S1] as number, s2: s[S2] as number };
  }

  /** Puts the generator back in a saved state, in place. */
  restore(state: RngState): void {
    const s = this.s;
    s[C] = state.c;
    s[S0] = state.s0;
    s[S1] = state.s1;
    s[S2] = state.s2;
  }

  /** Puts the generator in the state `other` is in, in place (no RngState is made). */
  copyFrom(other: Rng): void {
    this.s.set(other.s);
  }

  /**
   * Puts the generator in the state `new Rng(`${label}:${value}`)` starts in, in place: seedrandom's
   * Alea seeding (Mash over the seed string, three times) run over the characters of that string
   * without building it. `value` is an integer in [0, 2^32) (a uint32 draw of a bot stream).
   */
  reseed(label: string, value: number): void {
    // value's decimal digits, last first, found once for the three passes (no % : V8 runs it as fmod).
    const digits = RESEED_DIGITS;
    let count = 0;
    let rest = value;
    do {
      const q = Math.floor(rest / 10);
      digits[count++] = rest - q * 10;
      rest = q;
    } while (rest > 0);
    let n = MASH_AFTER_SPACES;
    const s = this.s;
    s[C] = 1;
    s[S0] = ALEA_S0;
    s[S1] = ALEA_S1;
    s[S2] = ALEA_S2;
    for (let lag = S0; lag <= S2; lag++) {
      for (let i = 0; i < label.length; i++) n = mashChar(n, label.charCodeAt(i));
      n = mashChar(n, 58); // ':'
      for (let k = count - 1; k >= 0; k--) n = mashChar(n, 48 + (digits[k] as number));
      let v = (s[lag] as number) - (n >>> 0) * TWO_NEG_32;
      if (v < 0) v += 1;
      s[lag] = v;
    }
  }

  /** An independent generator with the same state: draws from it do not advance this one. */
  fork(): Rng {
    return new Rng('', this.save());
  }
}

/** The seed string of one stream of one game; the only input its numbers depend on. */
export function streamSeed(seed: string | number, gameIndex: number, stream: StreamName): string {
  return `${seed}:${gameIndex}:${stream}`;
}

/** An independent stream for game `gameIndex` of the run seeded `seed`. */
export function rngFor(seed: string | number, gameIndex: number, stream: StreamName): Rng {
  return new Rng(streamSeed(seed, gameIndex, stream));
}

/** The stream name of the bot in `seat`. */
export function botStream(seat: number): StreamName {
  return `bot${seat}`;
}

/**
 * An Rng whose dice come from a script, for scenario tests that force rolls.
 * `die(sides)` returns the next scripted value (and checks it is a face of that
 * die); every other draw comes from a generator seeded with `fallbackSeed`.
 */
export class ScriptedRng extends Rng {
  private readonly script: number[];
  private used = 0;

  constructor(dice: readonly number[], fallbackSeed = 'scripted') {
    super(fallbackSeed);
    this.script = [...dice];
  }

  override die(sides: number): number {
    if (this.used >= this.script.length) {
      throw new Error(`ScriptedRng: a d${sides} was rolled but the script (${this.script.join(', ')}) is used up`);
    }
    const v = this.script[this.used++] as number;
    if (!Number.isInteger(v) || v < 1 || v > sides) {
      throw new Error(`ScriptedRng: scripted roll ${v} is not a face of a d${sides}`);
    }
    return v;
  }

  /** Scripted rolls not yet used. */
  remaining(): number {
    return this.script.length - this.used;
  }
}
