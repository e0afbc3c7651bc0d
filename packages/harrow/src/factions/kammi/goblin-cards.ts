// Kammi's 12 Goblin cards (spec §2.3, L2745-2769): not built yet.
import type { EffectHooks } from '../../effects.js';

export const GOBLIN_CARD_EFFECTS: readonly EffectHooks[] = [];
