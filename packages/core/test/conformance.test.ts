// The conformance suite (src/testing/conformance.ts) on the reference game:
// it passes on Dice Race in every mode, and it catches deliberately broken variants.
import { describe, expect, it } from 'vitest';
import { checkConformance, ConformanceError, stateDifference } from '../src/testing/index.js';
import { diceRace, diceRaceCoop, raceHand, racePositions, RACE_MODES, type RaceState } from '../src/reference-game/index.js';
import type { GameDefinition } from '../src/contracts.js';
import { resolveParameters } from '../src/parameters.js';
import { Rng, rngFor } from '../src/rng.js';

type Race = GameDefinition<RaceState, unknown>;

describe('conformance suite on Dice Race', () => {
  it('passes with defaults and reports its coverage', () => {
    const r = checkConformance(diceRace, { seed: 'conf-default', games: 24 });
    expect(r.game).toBe('dice-race');
    expect(r.players).toEqual([diceRace.seats.default ?? diceRace.seats.min]);
    expect(r.playouts).toBe(24);
    expect(r.decisions).toBeGreaterThan(24);
    expect(r.seatingsCovered.length).toBe(Math.min(24, r.seatingsLegal));
    expect(r.outcomes.reduce((a, o) => a + o.count, 0)).toBe(24);
    expect(r.determinizeChecks).toBeGreaterThan(0);
    expect(r.contentSets.length).toBe(Object.keys(diceRace.content?.sets ?? {}).length);
  });

  it('passes at every player count 2..4', () => {
    const r = checkConformance(diceRace, { seed: 'conf-counts', players: [2, 3, 4], games: 8 });
    expect(r.playouts).toBe(24);
    expect(new Set(r.seatingsCovered.map((s) => s.split(',').length))).toEqual(new Set([2, 3, 4]));
  });

  for (const mode of RACE_MODES.filter((m) => m !== 'coop')) {
    it(`passes in race.mode=${mode}`, () => {
      const players = mode === 'solo' ? [1] : [2, 3];
      const r = checkConformance(diceRace, { seed: `conf-${mode}`, parameters: { 'race.mode': mode }, players, games: 12 });
      expect(r.playouts).toBe(12 * players.length);
    });
  }

  it('passes on diceRaceCoop (every win names every seat)', () => {
    const r = checkConformance(diceRaceCoop, { seed: 'conf-coop', parameters: { 'race.mode': 'coop' }, players: [2, 3], games: 12 });
    expect(r.playouts).toBe(24);
  });

  it('passes with hidden hands (race.handSize=3), checking determinize at every decision', () => {
    const r = checkConformance(diceRace, { seed: 'conf-hands', parameters: { 'race.handSize': 3 }, players: [2, 3], games: 10, determinizeEvery: 1 });
    expect(r.determinizeChecks).toBe(r.decisions);
    expect(r.outcomes.find((o) => o.reason === 'finish by card')).toBeDefined();
  });

  it('passes with other rule variants (first player by roll, cap rule furthest)', () => {
    checkConformance(diceRace, {
      seed: 'conf-variants',
      parameters: { 'race.firstPlayer': 'roll', 'race.capRule': 'furthest', 'race.maxTurns': 8, 'race.handSize': 2 },
      players: [3],
      games: 12,
    });
  });

  it('is reproducible: the same seed gives the same report', () => {
    const a = checkConformance(diceRace, { seed: 7, games: 6 });
    const b = checkConformance(diceRace, { seed: 7, games: 6 });
    expect(a).toEqual(b);
  });

  it('requires a seed', () => {
    expect(() => checkConformance(diceRace, {} as never)).toThrow(/seed/);
  });
});

/** Where a seat's hand lives in the state array: found by writing a marker and reading it back through raceHand. */
function handOffsets(): { base: number; stride: number } {
  const config = diceRace.configure(resolveParameters(diceRace.parameters, { 'race.handSize': 3 }));
  const s = diceRace.setup(config, ['hare', 'fox'], rngFor('probe', 0, 'rules'));
  const find = (seat: number): number => {
    for (let i = 0; i < s.v.length; i++) {
      const c = diceRace.clone(s);
      c.v[i] = 99;
      if (raceHand(c, seat)[0] === 99) return i;
    }
    throw new Error('hand not found');
  };
  const base = find(0);
  return { base, stride: find(1) - base };
}

describe('conformance suite catches broken games', () => {
  const run = (game: Race, extra: Record<string, unknown> = {}) => () =>
    checkConformance(game, { seed: 'broken', games: 6, ...extra });

  it('a clone that shares the state array', () => {
    const broken: Race = { ...diceRace, clone: (s) => ({ config: s.config, v: s.v }) };
    expect(run(broken)).toThrow(/conformance \[clone\].*shares mutable data.*seed broken, playout 0, seating [a-z,]+, decision \d+; path/);
  });

  it('an apply that rolls with Math.random', () => {
    const broken: Race = { ...diceRace, apply: (s, a) => diceRace.apply(s, a, new Rng(String(Math.random()))) };
    expect(run(broken)).toThrow(/conformance \[apply\]/);
  });

  it('an outcome reason that is not declared', () => {
    const broken: Race = {
      ...diceRace,
      outcome: (s) => {
        const o = diceRace.outcome(s);
        return o && { ...o, reason: `${o.reason} (undeclared)` };
      },
    };
    expect(run(broken)).toThrow(/conformance \[outcome\].*not declared in game\.outcomes/);
  });

  it('a describeAction that throws', () => {
    const broken: Race = {
      ...diceRace,
      describeAction: () => {
        throw new Error('boom');
      },
    };
    expect(run(broken)).toThrow(/conformance \[describe-action\].*threw: boom.*decision 0; path \(none\)/);
  });

  it("a describeAction that returns ''", () => {
    const broken: Race = { ...diceRace, describeAction: () => '' };
    expect(run(broken)).toThrow(/conformance \[describe-action\].*not a non-empty string/);
  });

  it('a determinize that peeks (keeps the real hidden hands)', () => {
    const { base, stride } = handOffsets();
    const peek = (d: RaceState, real: RaceState, seat: number): RaceState => {
      const seats = racePositions(real).length;
      for (let s = 0; s < seats; s++) if (s !== seat) for (let k = 0; k < 3; k++) d.v[base + s * stride + k] = real.v[base + s * stride + k] as number;
      return d;
    };
    const broken: Race = {
      ...diceRace,
      determinize: (state, seat, rng) => peek(diceRace.determinize!(state, seat, rng), state, seat),
      determinizeInto: (dst, src, seat, rng) => {
        diceRace.determinizeInto!(dst, src, seat, rng);
        peek(dst, src, seat);
      },
    };
    expect(run(broken, { parameters: { 'race.handSize': 3 } })).toThrow(/conformance \[determinize\].*depends on something seat \d cannot see/);
  });

  it('a game without `outcomes`', () => {
    const { outcomes: _omit, ...rest } = diceRace;
    expect(run(rest as Race)).toThrow(/conformance \[outcomes\].*declares no `outcomes`/);
  });

  it('throws a ConformanceError carrying the check name', () => {
    const broken: Race = { ...diceRace, describeAction: () => '' };
    try {
      run(broken)();
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConformanceError);
      expect((e as ConformanceError).check).toBe('describe-action');
    }
  });

  it('a legal-action list longer than maxActions', () => {
    const broken: Race = { ...diceRace, maxActions: 1 };
    expect(run(broken)).toThrow(/conformance \[legal-actions\]/);
  });

  it('a built-in content set its own schema rejects', () => {
    const broken: Race = { ...diceRace, content: { ...diceRace.content!, sets: { ...diceRace.content!.sets, odd: { description: 'x', source: 'test', document: { cards: [1, 'two'] } } } } };
    expect(run(broken)).toThrow(/conformance \[content\].*'odd' fails the game's schema or check: \/cards\/1 must be integer/);
  });

  it('a built-in content set its own check rejects', () => {
    const broken: Race = { ...diceRace, content: { ...diceRace.content!, check: () => '/cards: rejected' } };
    expect(run(broken)).toThrow(/conformance \[content\].*fails the game's schema or check: \/cards: rejected/);
  });

  it('duplicate metric keys, and metricValues that skips a metric', () => {
    const metrics = diceRace.metrics ?? [];
    const dup: Race = { ...diceRace, metrics: [...metrics, { key: metrics[0]?.key ?? 'm', description: 'again' }] };
    expect(run(dup)).toThrow(/conformance \[metrics\].*declared twice/);
    const skips: Race = { ...diceRace, metrics: [...metrics, { key: 'never.written', description: 'x' }] };
    expect(run(skips)).toThrow(/conformance \[metrics\].*did not write metric 'never\.written'/);
  });

  it('a turnOrder that is not a permutation', () => {
    const broken: Race = { ...diceRace, turnOrder: () => [0, 0] };
    expect(run(broken)).toThrow(/conformance \[turn-order\]/);
  });

  it('a game that never ends within maxDecisions', () => {
    expect(run(diceRace, { maxDecisions: 3 })).toThrow(/conformance \[termination\].*within 3 decisions/);
  });
});

describe('stateDifference', () => {
  it('compares typed arrays element-wise, objects by keys, config by identity, and honours ignorePaths/ignoreKeys', () => {
    const config = {};
    const a = { config, v: Int32Array.of(1, 2, 3), m: new Map([['k', [1, 2]]]), f: Math.max };
    const b = { config, v: Int32Array.of(1, 2, 3), m: new Map([['k', [1, 2]]]), f: Math.max };
    expect(stateDifference(a, b)).toBeNull();
    b.v[1] = 5;
    expect(stateDifference(a, b)).toBe('at v[1]: 2 vs 5');
    expect(stateDifference(a, b, { ignorePaths: ['v[1]'] })).toBeNull();
    expect(stateDifference(a, b, { ignoreKeys: ['v'] })).toBeNull();
    expect(stateDifference(a, { ...b, v: a.v, config: {} })).toMatch(/config: a different config object/);
    expect(stateDifference(a, { ...b, v: a.v, m: new Map([['k', [1, 3]]]) })).toBe('at m.k[1]: 2 vs 3');
    expect(stateDifference(a, { ...b, v: a.v, f: Math.min })).toMatch(/^at f:/);
    expect(stateDifference(Int8Array.of(1), Int32Array.of(1))).toMatch(/different types/);
  });
});
