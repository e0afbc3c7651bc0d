// The Family Legend Ability Track, both sides (spec §1.4, L501-514, L1511-1527): not built yet.
import type { EffectHooks } from '../../effects.js';

export const FAMILY_TRACK_EFFECTS: readonly EffectHooks[] = [];
