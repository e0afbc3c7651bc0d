// The Protectors' 16 Tactics cards (spec §2.1, L2645-2677): not built yet.
import type { EffectHooks } from '../../effects.js';

export const TACTIC_EFFECTS: readonly EffectHooks[] = [];
