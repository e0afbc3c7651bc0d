// Deplete(n) uses carried between battles (spec §2.7, G60): the game keeps one byte per card copy
// (state.ts copyDepleted), 2 bits per ability slot, so a Deplete(2) ability can be used twice per game.
import { ABIL_SLOTS } from './battle-state.js';

/** Bits per ability slot in the packed byte. */
const BITS = 2;
/** The largest count one slot can hold. */
export const DEPLETE_COUNT_MAX = (1 << BITS) - 1;

/** Uses spent in ability slot `slot` (0..ABIL_SLOTS-1) according to the packed byte. */
export function depleteUsesOf(packed: number, slot: number): number {
  return (packed >> (slot * BITS)) & DEPLETE_COUNT_MAX;
}

/** The packed byte with slot `slot` set to `uses` (saturating at DEPLETE_COUNT_MAX). */
export function withDepleteUses(packed: number, slot: number, uses: number): number {
  const v = Math.min(DEPLETE_COUNT_MAX, Math.max(0, uses));
  const shift = slot * BITS;
  return (packed & ~(DEPLETE_COUNT_MAX << shift) & 0xff) | (v << shift);
}

/** Packs per-slot counts `uses[p * ABIL_SLOTS + k]` of piece `p` into one byte. */
export function packDepleteUses(uses: Uint8Array, p: number): number {
  let packed = 0;
  for (let k = 0; k < ABIL_SLOTS; k++) packed = withDepleteUses(packed, k, uses[p * ABIL_SLOTS + k] as number);
  return packed;
}
