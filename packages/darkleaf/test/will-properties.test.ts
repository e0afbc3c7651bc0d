// Property tests with Haggedorn's Will on (spec §6.7, CR-W, SU-9), modelled on properties.test.ts:
// random legal play for all 30 ordered seatings with willMode blessings and curses (and the
// handicap on; curses with willActivation=anyUpkeep), invariants after every apply, termination within the round cap, never an empty
// legal list, determinism. Bots activate the Will whenever offered, half the time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultValues, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { A_WILL, checkInvariants, kindOf } from './helpers.js';

const ids = darkleaf.factions.map((f) => f.id);
const seatings: [string, string][] = [];
for (const a of ids) for (const b of ids) if (a !== b) seatings.push([a, b]);

const configFor = (mode: string, handicap: number) =>
  darkleaf.configure({
    ...defaultValues(darkleaf.parameters),
    'game.willMode': mode,
    // Curses also run the G-102 alternative (the rival may spend a token in any Upkeep).
    'game.willActivation': mode === 'curses' ? 'anyUpkeep' : 'ownUpkeep',
    'game.handicapBones': handicap,
    'game.willTokensPerPlayer': 2,
    'game.maxRounds': 60,
  } as never);

function playRandom(cfg: ReturnType<typeof configFor>, seating: [string, string], seed: number, check: boolean) {
  const rules = new Rng(`will-rules:${seed}`);
  const bot = new Rng(`will-bot:${seed}`);
  const s = darkleaf.setup(cfg, seating, rules);
  const buf = new Int32Array(darkleaf.maxActions);
  const log: number[] = [];
  let activations = 0;
  const cap = cfg.game.maxRounds * 2;
  while (darkleaf.outcome(s) === null) {
    const n = darkleaf.legalActions(s, buf);
    if (n < 1) throw new Error(`INV-16: no legal action\n${darkleaf.render(s)}`);
    let a = buf[bot.int(n)]!;
    // Favour the Will so its results are exercised (the random bot alone rarely picks it).
    for (let i = 0; i < n; i++) if (kindOf(buf[i]!) === A_WILL && bot.int(2) === 0) a = buf[i]!;
    if (kindOf(a) === A_WILL) activations++;
    log.push(a);
    darkleaf.apply(s, a, rules);
    if (check) {
      const v = checkInvariants(s);
      if (v.length > 0) throw new Error(`${seating.join(' v ')} seed ${seed}: ${v.join('; ')}\n${darkleaf.render(s)}`);
    }
    if (darkleaf.length(s) > cap) throw new Error('INV-15: turn counter passed the cap');
  }
  return { log, length: darkleaf.length(s), activations };
}

describe('random legal play with Haggedorn\'s Will (CR-W) and the handicap (SU-9)', () => {
  for (const mode of ['blessings', 'curses']) {
    it(`willMode ${mode}: INV-1…17 hold for all 30 seatings, and the Will is activated`, () => {
      const cfg = configFor(mode, mode === 'curses' ? 3 : 2);
      let activations = 0;
      for (const seating of seatings) {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
            const r = playRandom(cfg, seating, seed, true);
            activations += r.activations;
            expect(r.length).toBeLessThanOrEqual(cfg.game.maxRounds * 2);
          }),
          { numRuns: 2, seed: 20261126 },
        );
      }
      expect(activations).toBeGreaterThan(40);
      for (const seating of seatings.slice(0, 6)) {
        expect(playRandom(cfg, seating, 11, false).log).toEqual(playRandom(cfg, seating, 11, false).log);
      }
    });
  }
});
