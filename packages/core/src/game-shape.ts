// Whether a value is a game: the shape check that lets the CLI (and a script)
// pick the game out of a designer's module and name what a near-game lacks.
// It checks the members GameDefinition requires, not their behaviour: that is
// the conformance suite's job (@balance-lab/core/testing).
import type { AnyGame } from './contracts.js';

/** Required members of a GameDefinition, by the type `typeof` must give. */
const REQUIRED: readonly (readonly [string, 'string' | 'number' | 'boolean' | 'object' | 'function' | 'array'])[] = [
  ['id', 'string'],
  ['name', 'string'],
  ['version', 'string'],
  ['factions', 'array'],
  ['seats', 'object'],
  ['allowMirror', 'boolean'],
  ['parameters', 'array'],
  ['lengthUnit', 'string'],
  ['maxActions', 'number'],
  ['configure', 'function'],
  ['setup', 'function'],
  ['currentSeat', 'function'],
  ['legalActions', 'function'],
  ['apply', 'function'],
  ['outcome', 'function'],
  ['length', 'function'],
  ['clone', 'function'],
  ['copyInto', 'function'],
  ['describeAction', 'function'],
  ['render', 'function'],
];

/** The names of the required GameDefinition members, in contract order. */
export const GAME_DEFINITION_MEMBERS: readonly string[] = REQUIRED.map(([k]) => k);

/**
 * The required GameDefinition members `value` lacks or has with the wrong type
 * (e.g. `['render', 'seats']`); every member when it is not an object at all.
 */
export function missingGameMembers(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [...GAME_DEFINITION_MEMBERS];
  const v = value as Record<string, unknown>;
  return REQUIRED.filter(([key, kind]) => {
    const member = v[key];
    if (kind === 'array') return !Array.isArray(member);
    if (kind === 'object') return typeof member !== 'object' || member === null;
    return typeof member !== kind;
  }).map(([key]) => key);
}

/** True when `value` has every member a GameDefinition requires. */
export function isGameDefinition(value: unknown): value is AnyGame {
  return missingGameMembers(value).length === 0;
}
