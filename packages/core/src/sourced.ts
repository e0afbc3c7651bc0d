// A rules value (or an evaluation weight) with where it comes from: a rulebook line or section, a
// spec row, "ASSUMPTION Gn: reason" where the printed value was lost, or "ours: …" for a heuristic.
// Games keep such values in data files; the engine reads `.value` once, at configure time. A light
// entry of its own (`@balance-lab/core/sourced`): a game's build imports it without the core's index,
// which a worker must not load (tests/worker-imports.test.ts).

/** A value plus where it comes from. */
export interface Sourced<T> {
  readonly value: T;
  /** Never empty. */
  readonly source: string;
  /** Plausible alternatives to an assumed default, for sensitivity runs. */
  readonly alternatives?: readonly T[];
}

/** A value with its source; `alternatives` only where the default is an ASSUMPTION with named alternatives. */
export function S<T>(value: T, source: string, alternatives?: readonly T[]): Sourced<T> {
  return alternatives === undefined ? { value, source } : { value, source, alternatives };
}
