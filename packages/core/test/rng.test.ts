import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Rng, rngFor, ScriptedRng, streamSeed } from '../src/rng.js';

/** Pearson χ² statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

// Upper 0.1% points of χ² for the degrees of freedom used below.
const CHI2_999 = { 5: 20.515, 6: 22.458, 7: 24.322, 11: 31.264, 19: 43.82 } as const;

describe('Rng streams', () => {
  it('the same (seed, game index, stream) always gives the same numbers', () => {
    const a = rngFor('s', 7, 'rules');
    const b = rngFor('s', 7, 'rules');
    for (let i = 0; i < 1000; i++) expect(a.next()).toBe(b.next());
  });

  it('streams differ by seed, by game index and by stream name', () => {
    const first = (r: Rng) => Array.from({ length: 8 }, () => r.uint32());
    const base = first(rngFor('s', 7, 'rules'));
    expect(first(rngFor('t', 7, 'rules'))).not.toEqual(base);
    expect(first(rngFor('s', 8, 'rules'))).not.toEqual(base);
    expect(first(rngFor('s', 7, 'bot0'))).not.toEqual(base);
    expect(first(rngFor('s', 7, 'determinize'))).not.toEqual(base);
  });

  it('neighbouring streams are uncorrelated (rules vs bot0, game i vs i+1)', () => {
    const n = 100_000;
    const corr = (x: Rng, y: Rng) => {
      let sx = 0, sy = 0, sxy = 0, sxx = 0, syy = 0;
      for (let i = 0; i < n; i++) {
        const a = x.next(), b = y.next();
        sx += a; sy += b; sxy += a * b; sxx += a * a; syy += b * b;
      }
      const cov = sxy / n - (sx / n) * (sy / n);
      return cov / Math.sqrt((sxx / n - (sx / n) ** 2) * (syy / n - (sy / n) ** 2));
    };
    // |r| under independence has sd 1/sqrt(n) ≈ 0.0032; 5 sd is 0.016.
    expect(Math.abs(corr(rngFor(1, 0, 'rules'), rngFor(1, 0, 'bot0')))).toBeLessThan(0.016);
    expect(Math.abs(corr(rngFor(1, 0, 'rules'), rngFor(1, 1, 'rules')))).toBeLessThan(0.016);
  });

  it("draws are seedrandom's Alea numbers, also after save and restore", () => {
    const ref = seedrandom.alea('s:7:rules');
    const r = rngFor('s', 7, 'rules');
    for (let i = 0; i < 1000; i++) expect(r.next()).toBe(ref());
    const saved = r.save();
    const again = new Rng('', saved);
    const restored = new Rng('other');
    restored.restore(saved);
    for (let i = 0; i < 100; i++) {
      const x = ref();
      expect(r.next()).toBe(x);
      expect(again.next()).toBe(x);
      expect(restored.next()).toBe(x);
    }
  });

  it("every kind of draw steps seedrandom's Alea exactly (Rng runs the steps itself), over long streams of several seeds", () => {
    for (const seed of ['s:0:rules', 'bench:die', 'x:123456:bot3']) {
      const ref = seedrandom.alea(seed);
      const r = new Rng(seed);
      for (let i = 0; i < 100_000; i++) {
        if (i % 3 === 0) expect(r.next()).toBe(ref());
        else if (i % 3 === 1) expect(r.uint32()).toBe(ref() * 0x100000000);
        else {
          // int(6): rejection above the largest multiple of 6 below 2^32, then the remainder.
          let u = ref() * 0x100000000;
          while (u >= 0x100000000 - (0x100000000 % 6)) u = ref() * 0x100000000;
          expect(r.int(6)).toBe(u % 6);
        }
      }
    }
  });

  it('the seed string names seed, game index and stream, nothing else', () => {
    expect(streamSeed(42, 3, 'bot1')).toBe('42:3:bot1');
  });
});

describe('Rng state', () => {
  it('reseed(label, value) starts where new Rng(`${label}:${value}`) starts, for any label and uint32', () => {
    const into = new Rng('reused');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), fc.oneof(fc.constantFrom(0, 1, 9, 10, 2 ** 32 - 1), fc.nat({ max: 2 ** 32 - 1 })), (label, value) => {
        into.next(); // whatever state it was left in
        into.reseed(label, value);
        const fresh = new Rng(`${label}:${value}`);
        expect(into.save()).toEqual(fresh.save());
        for (let i = 0; i < 4; i++) expect(into.uint32()).toBe(fresh.uint32());
      }),
      { numRuns: 2000 },
    );
  });

  it('copyFrom puts a generator in another one\'s state, and the two then draw apart', () => {
    const a = new Rng('a');
    a.next();
    const b = new Rng('b');
    b.copyFrom(a);
    expect(b.save()).toEqual(a.save());
    expect(b.next()).toBe(a.next());
    b.next();
    expect(b.save()).not.toEqual(a.save());
  });

  it('restore returns to a saved state exactly', () => {
    const r = rngFor('x', 0, 'rules');
    for (let i = 0; i < 37; i++) r.next();
    const saved = r.save();
    const after = Array.from({ length: 100 }, () => r.die(6));
    r.restore(saved);
    expect(Array.from({ length: 100 }, () => r.die(6))).toEqual(after);
  });

  it('a saved state survives JSON (checkpoints) and seeds an equal generator', () => {
    const r = rngFor('x', 0, 'rules');
    r.next();
    const copy = new Rng('', JSON.parse(JSON.stringify(r.save())));
    for (let i = 0; i < 100; i++) expect(copy.uint32()).toBe(r.uint32());
  });

  it('fork draws do not advance the original', () => {
    const r = rngFor('x', 0, 'rules');
    const f = r.fork();
    const fromFork = Array.from({ length: 10 }, () => f.next());
    expect(Array.from({ length: 10 }, () => r.next())).toEqual(fromFork);
  });
});

describe('Rng uniformity (fixed seeds, χ² at the 0.1% level)', () => {
  it('10^6 d6 rolls are uniform', () => {
    const r = rngFor('chi', 0, 'rules');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 1_000_000; i++) counts[r.die(6) - 1]++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_999[5]);
  });

  it('10^6 d12 and d20 rolls are uniform, and int(n) for a non-power-of-two n', () => {
    const r = rngFor('chi', 1, 'rules');
    const d12 = new Array(12).fill(0);
    const d20 = new Array(20).fill(0);
    const i7 = new Array(7).fill(0);
    for (let i = 0; i < 1_000_000; i++) {
      d12[r.die(12) - 1]++;
      d20[r.die(20) - 1]++;
      i7[r.int(7)]++;
    }
    expect(chiSquare(d12)).toBeLessThan(CHI2_999[11]);
    expect(chiSquare(d20)).toBeLessThan(CHI2_999[19]);
    expect(chiSquare(i7)).toBeLessThan(CHI2_999[6]);
  });

  it('die(sides) stays in 1..sides and int(n) in 0..n-1', () => {
    const r = rngFor('range', 0, 'rules');
    for (let i = 0; i < 100_000; i++) {
      const d = r.die(8);
      expect(d >= 1 && d <= 8 && Number.isInteger(d)).toBe(true);
    }
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.int(2.5)).toThrow(RangeError);
  });

  it('int(n) is rejection sampling of next()·2^32 mod n, exactly, for small and huge n (every recorded game depends on it)', () => {
    const a = rngFor('int-exact', 0, 'rules');
    const b = rngFor('int-exact', 0, 'rules');
    const T = 0x100000000;
    const ns = [1, 2, 3, 6, 7, 20, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 3_000_000_019, T - 1, T];
    for (let i = 0; i < 200_000; i++) {
      const n = ns[i % ns.length]!;
      const limit = T - (T % n);
      let u = b.next() * T;
      while (u >= limit) u = b.next() * T;
      expect(a.int(n)).toBe(u % n);
    }
  });

  it('shuffle is unbiased: all 6 orders of 3 items equally likely', () => {
    const r = rngFor('shuffle', 0, 'rules');
    const counts = new Map<string, number>();
    for (let i = 0; i < 120_000; i++) {
      const key = r.shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI2_999[5]);
  });

  it('shuffle of a prefix leaves the rest alone; pick picks every element', () => {
    const r = rngFor('prefix', 0, 'rules');
    const a = [1, 2, 3, 4, 5, 6];
    r.shuffle(a, 3);
    expect(a.slice(3)).toEqual([4, 5, 6]);
    expect(a.slice(0, 3).sort()).toEqual([1, 2, 3]);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(r.pick(['x', 'y', 'z']));
    expect(seen.size).toBe(3);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

describe('ScriptedRng', () => {
  it('returns the scripted dice in order and refuses a face the die does not have', () => {
    const r = new ScriptedRng([4, 1, 6]);
    expect(r.die(6)).toBe(4);
    expect(r.die(4)).toBe(1);
    expect(r.remaining()).toBe(1);
    expect(() => r.die(4)).toThrow(/not a face of a d4/);
  });

  it('says when the script is used up', () => {
    const r = new ScriptedRng([]);
    expect(() => r.die(6)).toThrow(/used up/);
  });
});
