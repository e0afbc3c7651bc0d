// The games the command knows by name. Each entry names the module a worker thread
// imports, so the CLI and its workers load the same code (a designer's own module
// is named by its path instead: game-module.ts).
import type { GameRef } from '@balance-lab/core';
import { UsageError } from '@balance-lab/core';
import { MODULE_PATH_FORMS } from './game-module.js';

export interface GameEntry {
  readonly id: string;
  readonly ref: GameRef;
}

const entries: GameEntry[] = [
  { id: 'darkleaf', ref: { moduleUrl: import.meta.resolve('@balance-lab/darkleaf'), exportName: 'darkleaf' } },
  { id: 'dice-race', ref: { moduleUrl: import.meta.resolve('@balance-lab/core/reference-game'), exportName: 'diceRace' } },
  { id: 'dice-race-coop', ref: { moduleUrl: import.meta.resolve('@balance-lab/core/reference-game'), exportName: 'diceRaceCoop' } },
  { id: 'harrow', ref: { moduleUrl: import.meta.resolve('@balance-lab/harrow'), exportName: 'harrow' } },
  // Heart of Korrem (issue 22): 2–6 players, content as data; see packages/korrem/README.md.
  { id: 'korrem', ref: { moduleUrl: import.meta.resolve('@balance-lab/korrem'), exportName: 'korrem' } },
];

export function gameIds(): string[] {
  return entries.map((e) => e.id);
}

export function findGame(id: string | undefined): GameEntry {
  const entry = entries.find((e) => e.id === id);
  if (!entry) {
    throw new UsageError(
      id === undefined
        ? `missing game: accepted games are ${gameIds().join(', ')}, or ${MODULE_PATH_FORMS}`
        : `unknown game '${id}': accepted games are ${gameIds().join(', ')}, or ${MODULE_PATH_FORMS}`,
    );
  }
  return entry;
}
