// Property tests (spec §6.7): random legal play for all 30 ordered seatings,
// invariants after every apply (INV-1…INV-14), termination within the round cap
// (INV-15), legalActions never empty while running (INV-16), determinism (INV-17).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultValues, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { checkInvariants } from './helpers.js';

const cfg = darkleaf.configure(defaultValues(darkleaf.parameters));
const ids = darkleaf.factions.map((f) => f.id);
const seatings: [string, string][] = [];
for (const a of ids) for (const b of ids) if (a !== b) seatings.push([a, b]);

function playRandom(seating: [string, string], seed: number, check: boolean): { log: number[]; length: number; kind: string } {
  const rules = new Rng(`rules:${seed}`);
  const bot = new Rng(`bot:${seed}`);
  const s = darkleaf.setup(cfg, seating, rules);
  const buf = new Int32Array(darkleaf.maxActions);
  const log: number[] = [];
  const cap = cfg.game.maxRounds * 2;
  while (darkleaf.outcome(s) === null) {
    const n = darkleaf.legalActions(s, buf);
    if (n < 1) throw new Error(`INV-16: no legal action\n${darkleaf.render(s)}`);
    const a = buf[bot.int(n)]!;
    log.push(a);
    darkleaf.apply(s, a, rules);
    if (check) {
      const v = checkInvariants(s);
      if (v.length > 0) throw new Error(`${seating.join(' v ')} seed ${seed}: ${v.join('; ')}\n${darkleaf.render(s)}`);
    }
    if (darkleaf.length(s) > cap) throw new Error('INV-15: turn counter passed the cap');
  }
  return { log, length: darkleaf.length(s), kind: darkleaf.outcome(s)!.kind };
}

describe('random legal play', () => {
  it('INV-1…14 hold after every apply and every game ends within the cap, for all 30 seatings', () => {
    expect(seatings.length).toBe(30);
    for (const seating of seatings) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const r = playRandom(seating, seed, true);
          expect(r.length).toBeLessThanOrEqual(cfg.game.maxRounds * 2);
        }),
        { numRuns: 8, seed: 20261125 },
      );
    }
  });

  it('INV-17 determinism: the same seeds give the same action log', () => {
    for (const seating of seatings.slice(0, 10)) {
      const a = playRandom(seating, 7, false);
      const b = playRandom(seating, 7, false);
      expect(b.log).toEqual(a.log);
    }
  });

  it('clone/copyInto give independent copies that continue identically', () => {
    const rules = new Rng('clone');
    const s = darkleaf.setup(cfg, ['murg', 'huldra'], rules);
    const buf = new Int32Array(darkleaf.maxActions);
    for (let i = 0; i < 50 && !darkleaf.outcome(s); i++) darkleaf.apply(s, buf[0 * darkleaf.legalActions(s, buf)]!, rules);
    const c = darkleaf.clone(s);
    expect(Array.from(c.bytes)).toEqual(Array.from(s.bytes));
    const d = darkleaf.setup(cfg, ['murg', 'huldra'], new Rng('x'));
    darkleaf.copyInto(d, s);
    expect(Array.from(d.bytes)).toEqual(Array.from(s.bytes));
    const before = s.g[2]!;
    c.g[2] = before + 1; // G_PHASE of the clone only
    expect(s.g[2]).toBe(before);
  });
});
