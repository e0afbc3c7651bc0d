// The Family Legends' Unique Powers (spec §1.3, L2685-2695): not built yet.
import type { EffectHooks } from '../../effects.js';

export const FAMILY_POWER_EFFECTS: readonly EffectHooks[] = [];
