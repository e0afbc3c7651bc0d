// Loading a game from a module URL, as the CLI and every worker thread do.
import type { AnyGame, GameRef } from './contracts.js';
import { UsageError } from './errors.js';
import { missingGameMembers } from './game-shape.js';

export async function loadGameRef(ref: GameRef): Promise<AnyGame> {
  const mod = (await import(ref.moduleUrl)) as Record<string, unknown>;
  const game = mod[ref.exportName];
  const missing = missingGameMembers(game);
  if (missing.length > 0) {
    throw new Error(
      game === undefined ? `${ref.moduleUrl} has no export '${ref.exportName}'` : `export '${ref.exportName}' of ${ref.moduleUrl} is not a game: it lacks ${missing.join(', ')}`,
    );
  }
  return game as AnyGame;
}

/**
 * The game reference worker threads need. A worker cannot be handed a game object
 * (functions do not cross threads): it imports the module itself, so a run on
 * workers without a reference is a usage mistake, said in words the caller can act on.
 */
export function requireGameRef(gameRef: GameRef | null | undefined, workers: number): GameRef {
  if (gameRef) return gameRef;
  throw new UsageError(
    `workers: ${workers} needs a gameRef so each worker thread can import the game: pass gameRef: { moduleUrl: import.meta.url, exportName: 'myGame' } ` +
      `(the module that exports the game, and the export's name), or workers: 0 to play in this thread`,
  );
}
