// The game mode parameter (spec §1.5 Training vs Full game): which game `configure` builds.
// Kept apart from game.ts so the parameter registry (parameters.ts) can list it without importing
// the GameDefinition.
import type { ParameterSpec, ParameterValues } from '@balance-lab/core';
import type { HarrowMode } from './setup.js';

export const GAME_MODE_KEY = 'game.mode';

/** `game.mode`: training (default) or full (refused by game.ts until its cards, tiles and Legend powers exist). */
export function modeParameters(): ParameterSpec[] {
  return [{
    kind: 'choice',
    key: GAME_MODE_KEY,
    description: 'Training (Emmy vs Levi, no cards or tiles) or the Full game (refused until its cards, tiles and Legend powers are built)',
    default: 'training',
    values: ['training', 'full'],
    source: 'spec §1.5 (Training vs Full game), L48-52',
  }];
}

/** The mode of resolved values (training when the key is absent). */
export function modeFromValues(values: ParameterValues): HarrowMode {
  return values[GAME_MODE_KEY] === 'full' ? 'full' : 'training';
}
