// The Protector Legends' Unique Powers (spec §1.3, L2629-2643): not built yet.
import type { EffectHooks } from '../../effects.js';

export const PROTECTOR_POWER_EFFECTS: readonly EffectHooks[] = [];
