// Kammi's Legend Ability Track, both sides (spec §1.4, L1529-1539): not built yet.
import type { EffectHooks } from '../../effects.js';

export const KAMMI_TRACK_EFFECTS: readonly EffectHooks[] = [];
