// The one parameter registry of Harrow County: every `--set` key of the game, built from the
// modules' own lists (each module keeps its list next to the values it reads), checked for
// duplicates at module load and ordered by prefix for `balance-lab rules harrow`.
//
// test/parameters.test.ts scans src/**/*.ts for every key a module reads from resolved values
// (`intParam(values, '…')`, the modules' `has`/`intOr`/`boolOr` helpers, `values['…']`) and
// checks that each is registered here, so `--set` never silently ignores a key.
import type { ParameterSpec } from '@balance-lab/core';
import { cleanupParameters } from './cleanup.js';
import { modeParameters } from './mode.js';
import { harrowDataParameters } from './data/factions.js';
import { TREE_PARAMETERS } from './data/tree.js';
import { mapParameters } from './map.js';
import { setupParameters } from './setup.js';
import { soloParameters } from './solo/numbers.js';

/**
 * Assumed values whose other readings are not built, each with why: the key accepts only the built
 * reading (a choice) or configure refuses the other (a switch), so it has no alternatives to study.
 */
export const UNBUILT_READINGS: Readonly<Record<string, string>> = {
  'kammi.goblinPower': 'G-18\'s other readings (the token back every Round, a Goblin card as the cost) are not built: the key accepts only oncePerGame',
  'tree.public': 'the hidden-Tree variant (spec §5.6) is not built: configure refuses tree.public=false',
};

/** One module's list, named for error messages. */
export interface ParameterList {
  readonly name: string;
  readonly specs: readonly ParameterSpec[];
}

/**
 * The order of key prefixes (the segment before the first dot) in the registry: the whole game
 * first, then the board, the Tree, cards and tiles, Clean-Up, the factions in seat order, the
 * Legends and Hester. A prefix not listed here goes after these, alphabetically.
 */
export const PARAMETER_PREFIX_ORDER: readonly string[] = [
  'game', 'map', 'tree', 'cards', 'bonus', 'cleanup',
  'protectors', 'family', 'kammi', 'legend', 'track', 'legendTrack', 'hester', 'solo',
];

export const prefixOf = (key: string): string => key.split('.', 1)[0] ?? key;

/**
 * Concatenates the lists, throws if a key appears twice (naming both lists), and orders the
 * result by PARAMETER_PREFIX_ORDER; within a prefix the modules' own order is kept.
 */
export function combineParameterLists(lists: readonly ParameterList[]): ParameterSpec[] {
  const owner = new Map<string, string>();
  const all: ParameterSpec[] = [];
  for (const list of lists) {
    for (const spec of list.specs) {
      const first = owner.get(spec.key);
      if (first !== undefined) {
        throw new Error(`harrow parameters: key '${spec.key}' is registered twice (${first} and ${list.name})`);
      }
      owner.set(spec.key, list.name);
      all.push(spec);
    }
  }
  const rank = (key: string): number => {
    const i = PARAMETER_PREFIX_ORDER.indexOf(prefixOf(key));
    return i < 0 ? PARAMETER_PREFIX_ORDER.length : i;
  };
  return all
    .map((spec, i) => ({ spec, i }))
    .sort((a, b) => {
      const ra = rank(a.spec.key);
      const rb = rank(b.spec.key);
      if (ra !== rb) return ra - rb;
      if (ra === PARAMETER_PREFIX_ORDER.length) {
        const pa = prefixOf(a.spec.key);
        const pb = prefixOf(b.spec.key);
        if (pa !== pb) return pa < pb ? -1 : 1;
      }
      return a.i - b.i;
    })
    .map((x) => x.spec);
}

/** The modules' lists, in the order they are concatenated. */
export const HARROW_PARAMETER_LISTS: readonly ParameterList[] = [
  { name: 'harrowDataParameters (data/factions.ts)', specs: harrowDataParameters() },
  { name: 'mapParameters (map.ts)', specs: mapParameters() },
  { name: 'TREE_PARAMETERS (data/tree.ts)', specs: TREE_PARAMETERS },
  { name: 'setupParameters (setup.ts)', specs: setupParameters() },
  { name: 'cleanupParameters (cleanup.ts)', specs: cleanupParameters() },
  { name: 'modeParameters (mode.ts)', specs: modeParameters() },
  { name: 'soloParameters (solo/numbers.ts)', specs: soloParameters() },
];

/** Every `--set` key of Harrow County, once each, grouped by prefix (PARAMETER_PREFIX_ORDER). */
export const harrowParameters: readonly ParameterSpec[] = combineParameterLists(HARROW_PARAMETER_LISTS);

/** The registry by key. */
export const HARROW_PARAMETER_BY_KEY: ReadonlyMap<string, ParameterSpec> = new Map(harrowParameters.map((p) => [p.key, p]));
