// The core conformance suite (@balance-lab/core/testing) on Darkleaf: random
// playouts over all 30 seatings, with every contract check at every decision.
import { describe, expect, it } from 'vitest';
import { defaultValues, Rng } from '@balance-lab/core';
import { checkConformance } from '@balance-lab/core/testing';
import { darkleaf } from '../src/index.js';
import { generateLegal } from '../src/turn.js';
import { REASONS } from '../src/index.js';

const game = darkleaf;
const config = game.configure(defaultValues(game.parameters));
const SEATINGS = [['huldra', 'murg'], ['ferrymen', 'erde'], ['wibo', 'hexen'], ['hexen', 'huldra'], ['erde', 'wibo'], ['murg', 'ferrymen']];

const list = (buf: Int32Array, n: number): number[] => Array.from(buf.subarray(0, n));

describe('conformance suite on Darkleaf', () => {
  it('passes on random playouts of every seating', () => {
    // Two playouts per seating (about 5 s). No ignorePaths: the state holds nothing process-dependent.
    const r = checkConformance(game, { seed: 'darkleaf-conformance', games: 60 });
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

  it('a state and its clone are byte-identical after the same action (no cache stamp in the bytes)', () => {
    // The reason the suite needs no ignorePaths: the legal-action cache is keyed on the state
    // object, not on a process-wide counter written into the state (issue 24).
    const buf = new Int32Array(game.maxActions);
    let checked = 0;
    for (const [i, seating] of SEATINGS.entries()) {
      const rules = new Rng(`rules:clone-${i}`);
      const twin = new Rng(`rules:clone-${i}`); // the clone's rules stream, in step with the original's
      const bot = new Rng(`bot:clone-${i}`);
      const s = game.setup(config, seating, rules);
      expect(game.setup(config, seating, twin).bytes).toEqual(s.bytes);
      for (let d = 0; d < 3000 && game.outcome(s) === null; d++) {
        const a = buf[bot.int(game.legalActions(s, buf))]!;
        const c = game.clone(s);
        game.apply(s, a, rules);
        game.apply(c, a, twin);
        if (!Buffer.from(c.bytes).equals(Buffer.from(s.bytes))) expect(c.bytes).toEqual(s.bytes);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('a scratch state overwritten by copyInto never answers legalActions with the list it held before', () => {
    // Greedy/MCTS reuse: the scratch takes an action (settle caches its list), then copyInto
    // overwrites it with another position; legalActions must answer for the new contents.
    const buf = new Int32Array(game.maxActions);
    const fresh = new Int32Array(game.maxActions);
    let checked = 0;
    let differed = 0;
    for (const [i, seating] of SEATINGS.entries()) {
      const rules = new Rng(`rules:scratch-${i}`);
      const bot = new Rng(`bot:scratch-${i}`);
      const s = game.setup(config, seating, rules);
      const scratch = game.clone(s);
      for (let d = 0; d < 3000 && game.outcome(s) === null; d++) {
        const n = game.legalActions(s, buf);
        const a = buf[bot.int(n)]!;
        // The scratch plays `a` from s: its list after the action is now the cached one.
        game.copyInto(scratch, s);
        game.apply(scratch, a, new Rng(`probe:${i}:${d}`));
        const held = game.outcome(scratch) === null ? list(buf, game.legalActions(scratch, buf)) : [];
        // Overwritten with s again: the answer must be s's list, generated from scratch.
        game.copyInto(scratch, s);
        const got = list(buf, game.legalActions(scratch, buf));
        const want = list(fresh, generateLegal(s, fresh));
        expect(got).toEqual(want);
        if (held.length > 0 && held.join() !== want.join()) differed++;
        // And with the scratch as the cache owner, overwriting it with a later position.
        game.apply(s, a, rules);
        if (game.outcome(s) !== null) break;
        game.apply(scratch, a, new Rng(`probe2:${i}:${d}`)); // scratch owns the cache again
        const other = game.clone(s);
        game.copyInto(scratch, other);
        expect(list(buf, game.legalActions(scratch, buf))).toEqual(list(fresh, generateLegal(other, fresh)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(differed).toBeGreaterThan(100); // the lists really did differ, so a stale answer would show
  });
});
