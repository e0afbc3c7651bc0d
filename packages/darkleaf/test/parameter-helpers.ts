// Parameter lookups for the tests of darkleafParameters (the list `balance-lab rules darkleaf` prints).
import { expect } from 'vitest';
import { ParameterError, resolveParameters, type ParameterSpec } from '@balance-lab/core';
import { darkleafParameters, dataFromValues } from '../src/data/parameters.js';

/** The parameter registered under `key`. */
export const spec = (key: string): ParameterSpec => {
  const s = darkleafParameters.find((p) => p.key === key);
  if (!s) throw new Error(`no parameter ${key}`);
  return s;
};

/** The game data with these `--set` overrides. */
export const withSet = (overrides: Record<string, unknown>) => dataFromValues(resolveParameters(darkleafParameters, overrides));

/** Runs `f`, expects a ParameterError, returns its message. */
export function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ParameterError);
    return (e as Error).message;
  }
  throw new Error('expected a ParameterError');
}
