// Builders for Sourced values, so the clan files read as tables.
import type { Sourced } from './types.js';

/** A value with its source; `alternatives` only where the default is an ASSUMPTION with named alternatives. */
export function S<T>(value: T, source: string, alternatives?: readonly T[]): Sourced<T> {
  return alternatives === undefined ? { value, source } : { value, source, alternatives };
}
