import { describe, expect, it } from 'vitest';
import { Rng, ScriptedRng } from '@balance-lab/core';
import { attractionSucceeds, rollHearts } from '../src/attraction.js';
import { ATTRACTION_DICE, DEFAULT_HEART_FACES, heartFaces } from '../src/data/attraction-dice.js';

/** Exact distribution of the hearts of the attraction dice, by rolling every face pair through a ScriptedRng. */
function exactHearts(faces: Int8Array): number[] {
  const counts = [0, 0, 0];
  const s = faces.length;
  for (let a = 1; a <= s; a++) {
    for (let b = 1; b <= s; b++) counts[rollHearts(new ScriptedRng([a, b]), faces)]! += 1;
  }
  return counts;
}

describe('CF-35 §2.9 attraction dice (G12)', () => {
  it('the initiator rolls exactly 2 dice (RB Components "Attraction Dice (2)")', () => {
    const rng = new ScriptedRng([1, 1, 3]);
    expect(ATTRACTION_DICE).toBe(2);
    expect(rollHearts(rng, DEFAULT_HEART_FACES)).toBe(2);
    expect(rng.remaining()).toBe(1);
  });

  it('CF-35 exact with G12 dice (d6, 2 hearts): P(≥1 heart) = 20/36 = 5/9, P(2 hearts) = 4/36 = 1/9', () => {
    const c = exactHearts(DEFAULT_HEART_FACES);
    expect(c).toEqual([16, 16, 4]);
  });

  it('G12 a reusable 16-entry buffer with sides = 6 rolls a d6 (faces beyond 6 are never read)', () => {
    const buf = new Int8Array(16).fill(1);
    buf.set(DEFAULT_HEART_FACES);
    const rng = new ScriptedRng([6, 3]);
    expect(rollHearts(rng, buf, 6)).toBe(0);
    expect(() => rollHearts(new ScriptedRng([7, 1]), buf, 6)).toThrow();
  });

  it('G12 sweep: 3 heart faces of 6 give P(≥1) = 3/4 and P(2) = 1/4', () => {
    const c = exactHearts(heartFaces(3, 6));
    expect(c[1]! + c[2]!).toBe(27);
    expect(c[2]).toBe(9);
  });

  it('CF-35 one heart bonds Companionship/Intimacy (needed 1), two hearts Romantic/Charisma (needed 2)', () => {
    expect(attractionSucceeds(1, 1)).toBe(true);
    expect(attractionSucceeds(0, 1)).toBe(false);
    expect(attractionSucceeds(1, 2)).toBe(false);
    expect(attractionSucceeds(2, 2)).toBe(true);
    expect(attractionSucceeds(2, 0)).toBe(false);
  });

  it('CF-35 statistical (seed "korrem-hearts", 200 000 rolls, 4σ): P(≥1) ≈ 5/9, P(2) ≈ 1/9', () => {
    const rng = new Rng('korrem-hearts');
    const n = 200_000;
    let atLeastOne = 0;
    let two = 0;
    for (let i = 0; i < n; i++) {
      const h = rollHearts(rng, DEFAULT_HEART_FACES);
      if (h >= 1) atLeastOne++;
      if (h === 2) two++;
    }
    const check = (hits: number, p: number) => {
      const sigma = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(hits / n - p)).toBeLessThan(4 * sigma);
    };
    check(atLeastOne, 5 / 9);
    check(two, 1 / 9);
  });
});
