// The core's conformance suite (packages/core/src/testing/conformance.ts) on Heart of Korrem: clone,
// copyInto, apply purity and determinism, describe, outcomes, metrics, determinize, hidden reads.
// Low round caps and few playouts keep it short; the long study plays full games.
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@balance-lab/core/testing';
import { korrem } from '../src/game.js';

describe('Heart of Korrem conformance (core suite)', () => {
  it('random playouts at N = 2, 3, 4 and 6 pass every conformance check (seed korrem-conformance, round cap 3)', () => {
    const report = checkConformance(korrem, {
      seed: 'korrem-conformance',
      players: [2, 3, 4, 6],
      games: 2,
      maxDecisions: 50_000,
      determinizeEvery: 97,
      parameters: { 'game.roundCap': 3 },
      // Per-call scratch buffers (map/board.ts, map/setup-placement.ts): not state, never copied.
      ignoreKeys: ['scratch', 'scratchStack', 'scratchMark'],
    });
    expect(report.playouts).toBe(8);
    expect(report.determinizeChecks).toBeGreaterThan(0);
  });
});
