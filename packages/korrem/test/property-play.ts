// Random legal play for the property tests: a generated case (seating, seed, parameter choices, a
// path of choices — past the path's end a seeded random bot decides) played from `korrem.setup`
// through `korrem.apply`. fast-check prints the failing case (seed and path) and shrinks the path.
import fc from 'fast-check';
import { resolveParameters, rngFor } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { NATION_IDS } from '../src/lands.js';
import type { KorremConfig, KorremGame } from '../src/prompts.js';

export interface PlayCase {
  readonly seating: readonly string[];
  readonly seed: number;
  readonly trade: 'trust' | 'binding' | 'none';
  readonly pool: 'perPlayer' | 'perArmy';
  readonly order: 'observerLast' | 'observerFirst';
  /** Decision k takes legal[choices[k] % count]; past the end the bot (stream `bot` of the seed) picks. */
  readonly choices: readonly number[];
}

export function playCases(maxChoices = 300): fc.Arbitrary<PlayCase> {
  return fc.record({
    seating: fc.shuffledSubarray([...NATION_IDS], { minLength: 2, maxLength: 6 }),
    seed: fc.nat(),
    trade: fc.constantFrom('trust' as const, 'binding' as const, 'none' as const),
    pool: fc.constantFrom('perPlayer' as const, 'perArmy' as const),
    order: fc.constantFrom('observerLast' as const, 'observerFirst' as const),
    choices: fc.array(fc.nat(), { maxLength: maxChoices }),
  });
}

const configs = new Map<string, KorremConfig>();
export function configFor(c: Pick<PlayCase, 'trade' | 'pool' | 'order'>, roundCap: number): KorremConfig {
  const key = `${c.trade}/${c.pool}/${c.order}/${roundCap}`;
  let config = configs.get(key);
  if (config === undefined) {
    config = korrem.configure(resolveParameters(korrem.parameters, { 'game.roundCap': roundCap, 'trade.mode': c.trade, 'game.actionPool': c.pool, 'game.commandOrder': c.order }));
    configs.set(key, config);
  }
  return config;
}

export interface Played {
  readonly state: KorremGame;
  /** Every action applied, in order. */
  readonly log: number[];
  readonly decisions: number;
}

const BUF = new Int32Array(korrem.maxActions);

/** Plays the case to its end (or `maxDecisions`); `onStep` sees the state after every apply and may throw. */
export function play(c: PlayCase, roundCap: number, onStep: (s: KorremGame, step: number, action: number) => void = () => {}, maxDecisions = 200_000): Played {
  const rules = rngFor(c.seed, 0, 'rules');
  const bot = rngFor(c.seed, 0, 'bot0');
  const s = korrem.setup(configFor(c, roundCap), c.seating, rules);
  const log: number[] = [];
  let step = 0;
  for (; step < maxDecisions && korrem.outcome(s) === null; step++) {
    const n = korrem.legalActions(s, BUF);
    if (n <= 0) throw new Error(`no legal action at decision ${step}`);
    const pick = step < c.choices.length ? c.choices[step]! % n : bot.int(n);
    const action = BUF[pick]!;
    korrem.apply(s, action, rules);
    log.push(action);
    onStep(s, step, action);
  }
  return { state: s, log, decisions: step };
}
