import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { NATURE_NAMES } from '../src/lands.js';
import { compileEngagementTable, OUT_ATTACK, OUT_FLEE } from '../src/data/engagement-table.js';
import { engagementCount, engagementOutcome, rollEngagement } from '../src/engagement.js';

const table = compileEngagementTable();
// Upper 0.1% points of χ² (α = 0.001).
const CHI2_999: Record<number, number> = { 1: 10.828, 2: 13.816 };

function chiSquare(observed: readonly number[], probs: readonly number[]): number {
  const n = observed.reduce((a, b) => a + b, 0);
  return observed.reduce((acc, o, i) => acc + (o - n * probs[i]!) ** 2 / (n * probs[i]!), 0);
}

describe('CF-37 engagement outcomes rolled through the Rng match the table (χ², α = 0.001)', () => {
  it('CF-37 Skittish (seed "korrem-engage-sk", 80 000 rolls): Flee 5/8, Attack 3/8', () => {
    const rng = new Rng('korrem-engage-sk');
    const sk = NATURE_NAMES.indexOf('Skittish');
    const counts = [0, 0];
    for (let i = 0; i < 80_000; i++) {
      const out = engagementOutcome(table, sk, rollEngagement(rng));
      if (out === OUT_FLEE) counts[0]!++;
      else if (out === OUT_ATTACK) counts[1]!++;
      else throw new Error(`Skittish rolled outcome ${out}`);
    }
    expect(chiSquare(counts, [5 / 8, 3 / 8])).toBeLessThan(CHI2_999[1]!);
  });

  it('CF-37 Aggressive (seed "korrem-engage-ag", 80 000 rolls): Attack ×1 1/2, ×2 1/4, ×3 1/4', () => {
    const rng = new Rng('korrem-engage-ag');
    const ag = NATURE_NAMES.indexOf('Aggressive');
    const counts = [0, 0, 0];
    for (let i = 0; i < 80_000; i++) {
      const face = rollEngagement(rng);
      if (engagementOutcome(table, ag, face) !== OUT_ATTACK) throw new Error(`Aggressive face ${face} is not an Attack`);
      counts[engagementCount(table, ag, face) - 1]!++;
    }
    expect(chiSquare(counts, [1 / 2, 1 / 4, 1 / 4])).toBeLessThan(CHI2_999[2]!);
  });
});
