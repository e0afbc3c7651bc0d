// The effect table of the game: every card, Bonus tile, Unique Power and Legend-track side, bound
// into the configuration by key (turn.ts `bindEffects`). Each faction's effects live in its own
// folder (src/factions/<faction>/); this file only lists them. `missingEffects` names what the
// catalogue has and the table lacks (the Full game is refused while anything is missing).
import { ALL_CARDS } from './data/cards.js';
import { LEGENDS, LEGEND_TRACKS } from './data/legends.js';
import { ALL_BONUS_TILES } from './data/tiles.js';
import { BONUS_TILE_EFFECTS } from './bonus-tiles.js';
import type { EffectHooks } from './effects.js';
import type { ObjectiveWorth } from './evaluate.js';
import { familyObjectiveWorth } from './factions/family/eval.js';
import { kammiObjectiveWorth } from './factions/kammi/eval.js';
import { protectorObjectiveWorth } from './factions/protectors/eval.js';
import { FAMILY_ABILITIES } from './factions/family/abilities.js';
import { FAMILY_POWER_EFFECTS } from './factions/family/legends.js';
import { KAMMI_ABILITIES } from './factions/kammi/abilities.js';
import { PROTECTOR_ABILITIES } from './factions/protectors/abilities.js';
import { FAMILY_TRACK_EFFECTS } from './factions/family/track.js';
import { UPGRADE_EFFECTS } from './factions/family/upgrades.js';
import { GOBLIN_CARD_EFFECTS } from './factions/kammi/goblin-cards.js';
import { GOBLIN_POWER_EFFECTS } from './factions/kammi/goblins.js';
import { KAMMI_TRACK_EFFECTS } from './factions/kammi/track.js';
import { PROTECTOR_POWER_EFFECTS } from './factions/protectors/legends.js';
import { TACTIC_EFFECTS } from './factions/protectors/tactics.js';
import { PROTECTOR_TRACK_EFFECTS } from './factions/protectors/track.js';
import { HESTER_CARD_EFFECTS } from './factions/hester/cards.js';
import { HESTER_TURN_EFFECTS } from './factions/hester/turn.js';
import { hesterNumbers } from './factions/hester/board.js';
import { hesterWorth } from './factions/hester/eval.js';
import { hesterDefence } from './factions/hester/defence.js';
import { SOLO_EFFECTS } from './solo/activation.js';
import type { ParameterValues } from '@balance-lab/core';

export const HARROW_EFFECTS: readonly EffectHooks[] = [
  PROTECTOR_ABILITIES,
  FAMILY_ABILITIES,
  KAMMI_ABILITIES,
  ...BONUS_TILE_EFFECTS,
  ...TACTIC_EFFECTS,
  ...PROTECTOR_POWER_EFFECTS,
  ...PROTECTOR_TRACK_EFFECTS,
  ...UPGRADE_EFFECTS,
  ...FAMILY_POWER_EFFECTS,
  ...FAMILY_TRACK_EFFECTS,
  ...GOBLIN_CARD_EFFECTS,
  ...GOBLIN_POWER_EFFECTS,
  ...KAMMI_TRACK_EFFECTS,
  ...HESTER_TURN_EFFECTS,
  ...HESTER_CARD_EFFECTS,
  ...SOLO_EFFECTS,
];

/**
 * Each faction's own numbers from the parameter values (TurnConfig.factions), read by that faction's
 * code only; Hester's also carry her side of an attack (`defence`, read by attack.ts `hesterDefenceOf`).
 */
export function factionNumbers(values: ParameterValues): Readonly<Record<string, unknown>> {
  return { hester: { ...hesterNumbers(values), defence: hesterDefence(values) } };
}

/** Each faction's term for the evaluation, by faction index (P, F, K: objective progress; Hester: her whole worth). */
export const OBJECTIVE_WORTH: readonly ObjectiveWorth[] = [protectorObjectiveWorth, familyObjectiveWorth, kammiObjectiveWorth, hesterWorth];

/** Keys of the two-player Full game's cards, tiles, powers and track sides that `effects` lacks (Hester's are issue 21). */
export function missingEffects(effects: readonly EffectHooks[] = HARROW_EFFECTS): string[] {
  const have = new Set(effects.map((e) => e.key));
  const want = [
    ...ALL_CARDS.filter((c) => c.owner !== 'hester').map((c) => `card:${c.id}`),
    ...ALL_BONUS_TILES.map((t) => `tile:${t.id}`),
    ...LEGENDS.filter((l) => l.power !== null && l.faction !== 'hester').map((l) => `power:${l.id}`),
    ...LEGEND_TRACKS.map((t) => `track:${t.id}`),
    'abilities:protectors', 'abilities:family', 'abilities:kammi',
  ];
  return want.filter((k) => !have.has(k));
}
