// Ferrymen [L581-688], spec §3.3. Milestone 1: journeys by the data direction
// sets, no declaration (FE-D-1) and the push-off victory check (FE-V-1).
// Flow, the Range→Seat wrap, Wave Rider, Belay and all five skills are NOT
// implemented yet (README "Not yet implemented"), so push-offs cannot happen.
import { FERRYMEN } from '../config.js';
import { PR_PUSHOFFS } from '../state.js';
import { R_PUSH_OFFS } from '../units.js';
import { baseHooks } from './base.js';
import type { ClanHooks } from './hooks.js';
import { threshold } from './shared.js';

export const ferrymen: ClanHooks = {
  ...baseHooks,
  clan: FERRYMEN,
  complete: false,
  intentMode: () => 2, // FE-D-1: every Ferrymen turn is a journey
  victory: (s, seat) => (s.progress[seat * 4 + PR_PUSHOFFS]! >= threshold(s, seat, 'pushOffsToWin') ? R_PUSH_OFFS : 0),
};
