// The parameter registry: every tunable rule number of a game, with its default,
// what it may be, and where the value comes from (a rulebook section, or
// `ASSUMPTION: reason` where the printed text was lost).
import { ParameterError } from './errors.js';

export type ParamValue = number | boolean | string;
export type ParameterValues = Readonly<Record<string, ParamValue>>;

interface ParameterBase {
  /** Dotted key as typed after `--set`, e.g. `huldra.boneSides`. */
  readonly key: string;
  readonly description: string;
  /** Rulebook section, or `ASSUMPTION: reason` (a spec gap number where there is one). */
  readonly source: string;
  /** Plausible alternatives to an assumed default, for sensitivity studies. */
  readonly alternatives?: readonly ParamValue[];
}

export interface IntParameter extends ParameterBase {
  readonly kind: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface NumberParameter extends ParameterBase {
  readonly kind: 'number';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface BoolParameter extends ParameterBase {
  readonly kind: 'bool';
  readonly default: boolean;
}

export interface ChoiceParameter extends ParameterBase {
  readonly kind: 'choice';
  readonly default: string;
  readonly values: readonly string[];
}

/** Free text with a game-supplied check, for structured values such as slot requirements ("6,E,2-4"). */
export interface TextParameter extends ParameterBase {
  readonly kind: 'text';
  readonly default: string;
  /** Human description of the accepted form, used in error lines. */
  readonly format: string;
  /** Returns null when `value` is acceptable, otherwise why not. */
  readonly check: (value: string) => string | null;
}

export type ParameterSpec =
  | IntParameter
  | NumberParameter
  | BoolParameter
  | ChoiceParameter
  | TextParameter;

export function describeAccepted(spec: ParameterSpec): string {
  switch (spec.kind) {
    case 'int':
      return `an integer from ${spec.min} to ${spec.max}`;
    case 'number':
      return `a number from ${spec.min} to ${spec.max}`;
    case 'bool':
      return 'true or false';
    case 'choice':
      return `one of ${spec.values.join(', ')}`;
    case 'text':
      return spec.format;
  }
}

/** Parses the text after `key=` for this parameter; throws ParameterError with one clear line. */
export function parseParameterValue(spec: ParameterSpec, raw: string): ParamValue {
  const bad = (why?: string): never => {
    throw new ParameterError(
      `invalid value '${raw}' for parameter ${spec.key}: expected ${describeAccepted(spec)}${why ? ` (${why})` : ''}`,
    );
  };
  const text = raw.trim();
  switch (spec.kind) {
    case 'int': {
      if (!/^[+-]?\d+$/.test(text)) return bad();
      const n = Number(text);
      if (n < spec.min || n > spec.max) return bad();
      return n;
    }
    case 'number': {
      if (text === '' || !Number.isFinite(Number(text))) return bad();
      const n = Number(text);
      if (n < spec.min || n > spec.max) return bad();
      return n;
    }
    case 'bool':
      if (text === 'true') return true;
      if (text === 'false') return false;
      return bad();
    case 'choice':
      if (!spec.values.includes(text)) return bad();
      return text;
    case 'text': {
      const why = spec.check(text);
      if (why !== null) return bad(why);
      return text;
    }
  }
}

/** Checks an already-typed value (from a variant file or the API) against its spec. */
export function checkParameterValue(spec: ParameterSpec, value: unknown): ParamValue {
  if (typeof value === 'string') return parseParameterValue(spec, value);
  if (typeof value === 'number' || typeof value === 'boolean') return parseParameterValue(spec, String(value));
  throw new ParameterError(
    `invalid value ${JSON.stringify(value)} for parameter ${spec.key}: expected ${describeAccepted(spec)}`,
  );
}

export function defaultValues(specs: readonly ParameterSpec[]): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const s of specs) out[s.key] = s.default;
  return out;
}

/**
 * Resolves overrides (key → raw text or typed value) against a registry. Unknown
 * keys and bad values throw ParameterError naming the bad key/value and what is accepted.
 */
export function resolveParameters(
  specs: readonly ParameterSpec[],
  overrides: Readonly<Record<string, unknown>>,
): Record<string, ParamValue> {
  const values = defaultValues(specs);
  const byKey = new Map(specs.map((s) => [s.key, s]));
  for (const [key, raw] of Object.entries(overrides)) {
    const spec = byKey.get(key);
    if (!spec) throw new ParameterError(`unknown parameter '${key}': accepted parameters are ${acceptedKeys(specs)}`);
    values[key] = checkParameterValue(spec, raw);
  }
  return values;
}

function acceptedKeys(specs: readonly ParameterSpec[]): string {
  const keys = specs.map((s) => s.key);
  if (keys.length <= 12) return keys.join(', ');
  return `${keys.slice(0, 12).join(', ')}, … (${keys.length} in all; see 'balance-lab rules <game>')`;
}

/** Reads a typed value from compiled values, for a game's `configure`. */
export function intParam(values: ParameterValues, key: string): number {
  const v = values[key];
  if (typeof v !== 'number') throw new ParameterError(`parameter ${key} is missing or not a number`);
  return v;
}

export function boolParam(values: ParameterValues, key: string): boolean {
  const v = values[key];
  if (typeof v !== 'boolean') throw new ParameterError(`parameter ${key} is missing or not true/false`);
  return v;
}

export function textParam(values: ParameterValues, key: string): string {
  const v = values[key];
  if (typeof v !== 'string') throw new ParameterError(`parameter ${key} is missing or not text`);
  return v;
}
