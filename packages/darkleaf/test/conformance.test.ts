// The core conformance suite (@balance-lab/core/testing) on Darkleaf: random
// playouts over all 30 seatings, with every contract check at every decision.
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@balance-lab/core/testing';
import { darkleaf } from '../src/index.js';
import { REASONS } from '../src/units.js';

const game = darkleaf;

// G_STAMP (g[27], bytes 108..111) is a global legal-action cache key that settle()
// renews on every apply, so a clone and a replay legitimately carry another stamp.
const STAMP = ['g[27]', 'bytes[108]', 'bytes[109]', 'bytes[110]', 'bytes[111]'];

describe('conformance suite on Darkleaf', () => {
  it('passes on random playouts of every seating', () => {
    // Two playouts per seating (about 5 s).
    const r = checkConformance(game, { seed: 'darkleaf-conformance', games: 60, ignorePaths: STAMP });
    expect(r.playouts).toBe(60);
    expect(r.seatingsCovered.length).toBe(30);
    expect(r.seatingsLegal).toBe(30);
    expect(r.outcomes.reduce((a, o) => a + o.count, 0)).toBe(60);
    expect(r.decisions).toBeGreaterThan(10_000);
  });

  it('declares a win for every victory path in REASONS, and the round cap', () => {
    expect(game.outcomes!.filter((o) => o.kind === 'win').map((o) => o.reason)).toEqual(REASONS.filter((r) => r !== ''));
    expect(game.outcomes!.filter((o) => o.kind !== 'win')).toEqual([expect.objectContaining({ kind: 'timeout', reason: 'round cap' })]);
  });

  it('needs the cache stamp ignored: it differs between a state and its clone after the same action', () => {
    expect(() => checkConformance(game, { seed: 'darkleaf-stamp', games: 1 })).toThrow(/conformance \[apply\].*at bytes\[(108|109|110|111)\]/);
  });
});
