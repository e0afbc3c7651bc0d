// The Protector Legend Ability Track, both sides (spec §1.4, L481-499, L1489-1509): not built yet.
import type { EffectHooks } from '../../effects.js';

export const PROTECTOR_TRACK_EFFECTS: readonly EffectHooks[] = [];
