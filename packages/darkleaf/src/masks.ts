// Direction masks of the compiled tables (compile.ts builds them; journey and deed code in the
// clans reads them). Mechanism level: clans and compile.ts import it, it imports neither.
// The number constants come first: the build inlines a module's leading constants only.

/** Deed masks that are not direction sets. */
export const DEED_JOURNEY = 0x100;
export const DEED_SELF = 0x200;

import type { DirSet } from './data/types.js';
import { DIRS } from './data/types.js';
import { MASK_ALL, MASK_DIAG, MASK_ORTHO } from './geometry.js';

export function dirMask(set: DirSet): number {
  if (set === 'ALL') return MASK_ALL;
  if (set === 'ORTHO') return MASK_ORTHO;
  if (set === 'DIAG') return MASK_DIAG;
  if (set === 'NONE') return 0;
  let m = 0;
  for (const d of set) m |= 1 << DIRS.indexOf(d);
  return m;
}
