// The Family's 9 Upgrade tokens (spec §2.2, L2697-2733): not built yet.
import type { EffectHooks } from '../../effects.js';

export const UPGRADE_EFFECTS: readonly EffectHooks[] = [];
