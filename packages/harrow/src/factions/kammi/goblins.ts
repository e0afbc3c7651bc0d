// The three Goblins' Unique Powers (spec §1.3, L2737-2743): not built yet.
import type { EffectHooks } from '../../effects.js';

export const GOBLIN_POWER_EFFECTS: readonly EffectHooks[] = [];
