// Property tests (spec §6.7): random legal play for all 30 ordered seatings,
// invariants after every apply (INV-1…INV-14), termination within the round cap
// (INV-15), legalActions never empty while running (INV-16), determinism (INV-17).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultValues, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { checkInvariants, S } from './helpers.js';

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

  it('stopBeforeChance only pauses: a copy marked for the mover, after the rival roll it stopped before, ends where the game does, on the same draws', () => {
    const buf = new Int32Array(darkleaf.maxActions);
    const stops = { paused: 0, checked: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: seatings.length - 1 }), fc.integer({ min: 0, max: 1_000_000 }), (k, seed) => {
        const seating = seatings[k]!;
        const rules = new Rng(`stop-rules:${seed}`);
        const bot = new Rng(`stop-bot:${seed}`);
        const s = darkleaf.setup(cfg, seating, rules);
        const cap = cfg.game.maxRounds * 2;
        for (let step = 0; darkleaf.outcome(s) === null && darkleaf.length(s) <= cap; step++) {
          const seat = darkleaf.currentSeat(s);
          const n = darkleaf.legalActions(s, buf);
          const legal = buf.slice(0, n);
          for (const a of legal) {
            const game = darkleaf.clone(s), marked = darkleaf.clone(s);
            darkleaf.stopBeforeChance!(marked, seat);
            const r1 = new Rng(`draws:${seed}:${step}:${a}`), r2 = new Rng(`draws:${seed}:${step}:${a}`);
            darkleaf.apply(game, a, r1);
            darkleaf.apply(marked, a, r2);
            let paused = false;
            while (darkleaf.outcome(marked) === null && darkleaf.currentSeat(marked) !== seat && marked.g[S.G_PHASE] === S.PH_CHOOSE_BONE && darkleaf.legalActions(marked, buf) === 1) {
              paused = true;
              darkleaf.apply(marked, buf[0]!, r2);
            }
            if (paused) stops.paused++;
            stops.checked++;
            const where = `${seating.join(' v ')} seed ${seed} step ${step} action ${darkleaf.describeAction(s, a)}`;
            expect(Array.from(marked.bytes), where).toEqual(Array.from(game.bytes));
            expect(r2.save(), where).toEqual(r1.save());
          }
          darkleaf.apply(s, legal[bot.int(n)]!, rules);
        }
      }),
      { numRuns: 5, seed: 20261127 },
    );
    // The property is not vacuous: some moves did hand the turn to a rival's roll.
    expect(stops.paused).toBeGreaterThan(50);
    expect(stops.checked).toBeGreaterThan(stops.paused);
  });
});
