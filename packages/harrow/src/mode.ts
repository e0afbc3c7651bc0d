// The game mode parameter (spec §1.5 Training vs Full game): which game `configure` builds.
// Kept apart from game.ts so the parameter registry (parameters.ts) can list it without importing
// the GameDefinition.
import type { ParameterSpec, ParameterValues } from '@balance-lab/core';
import type { HarrowMode } from './setup.js';

export const GAME_MODE_KEY = 'game.mode';

/** `game.mode`: full (default: every ordered pair of Protectors, Family and Kammi) or training (Emmy vs Levi). */
export function modeParameters(): ParameterSpec[] {
  return [{
    kind: 'choice',
    key: GAME_MODE_KEY,
    description: 'the Full game (any two of Protectors, Family and Kammi, with cards, Bonus tiles and Legends) or Training (Emmy vs Levi, no cards or tiles)',
    default: 'full',
    values: ['full', 'training'],
    source: 'spec §1.5 (Training vs Full game), L48-52',
  }];
}

/** The mode of resolved values (full when the key is absent). */
export function modeFromValues(values: ParameterValues): HarrowMode {
  return values[GAME_MODE_KEY] === 'training' ? 'training' : 'full';
}
