// The one action encoding (actions.ts) and the one prompt registry (state.ts): every kind and
// prompt id is unique, every argument the game can produce fits its 8-bit field, and the codec
// round-trips.
import { describe, expect, it } from 'vitest';
import * as actions from '../src/actions.js';
import { ACTION_KIND_NAMES, ARG_LIMIT, KIND_LAST, KIND_LIMIT, MAX_ACTION_RADIUS, argA, argB, argC, encode, kindOf } from '../src/actions.js';
import { harrowDataParameters } from '../src/data/factions.js';
import { hexCount } from '../src/hex.js';
import * as state from '../src/state.js';
import { DOLLS, LEGEND_COUNT, NAILS, PR_LAST, PR_SETUP_LAST } from '../src/state.js';

const constants = (mod: Record<string, unknown>, re: RegExp): [string, number][] =>
  Object.entries(mod).filter((e): e is [string, number] => re.test(e[0]) && typeof e[1] === 'number');

describe('action kinds and prompt ids', () => {
  it('action kinds are unique, 1…KIND_LAST, named, and below KIND_LIMIT', () => {
    const kinds = constants(actions, /^A_[A-Z_]+$/);
    const values = kinds.map(([, v]) => v).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(Array.from({ length: KIND_LAST }, (_, i) => i + 1));
    expect(KIND_LAST).toBeLessThan(KIND_LIMIT);
    expect(ACTION_KIND_NAMES).toHaveLength(KIND_LAST + 1);
    for (const [name, v] of kinds) expect(`A_${ACTION_KIND_NAMES[v]!}`, name).toBe(name);
  });

  it('prompt ids are unique, 0…PR_LAST, setup first', () => {
    const prompts = constants(state, /^PR_(?!SETUP_LAST$|LAST$)[A-Z_]+$/);
    const values = prompts.map(([, v]) => v).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(Array.from({ length: PR_LAST + 1 }, (_, i) => i));
    expect(PR_SETUP_LAST).toBe(3);
  });

  it('every argument fits 8 bits and the codec round-trips', () => {
    expect(hexCount(MAX_ACTION_RADIUS)).toBeLessThanOrEqual(ARG_LIMIT);
    expect(hexCount(MAX_ACTION_RADIUS + 1)).toBeGreaterThan(ARG_LIMIT);
    expect(NAILS).toBeLessThanOrEqual(ARG_LIMIT);
    const units = harrowDataParameters().find((p) => p.key === 'game.unitsPerHex');
    expect(units?.kind === 'int' ? units.max : Infinity).toBeLessThan(ARG_LIMIT); // a Haint count
    expect(1 << Math.max(...LEGEND_COUNT)).toBeLessThanOrEqual(ARG_LIMIT); // Legend masks
    expect([1, 1, 2, 6][DOLLS]).toBeLessThanOrEqual(ARG_LIMIT); // Doll permutations
    for (const [k, a, b, c] of [[1, 0, 0, 0], [KIND_LIMIT - 1, 255, 255, 255], [9, 216, 3, 0], [17, 0, 0, 255]] as const) {
      const code = encode(k, a, b, c);
      expect(code).toBeGreaterThan(0);
      expect(code).toBeLessThan(2 ** 30);
      expect([kindOf(code), argA(code), argB(code), argC(code)]).toEqual([k, a, b, c]);
    }
  });
});
