// Loading a game from a module URL, as the CLI and every worker thread do.
import type { AnyGame, GameRef } from './contracts.js';

export async function loadGameRef(ref: GameRef): Promise<AnyGame> {
  const mod = (await import(ref.moduleUrl)) as Record<string, unknown>;
  const game = mod[ref.exportName] as AnyGame | undefined;
  if (!game || typeof game.setup !== 'function') throw new Error(`${ref.moduleUrl} has no game export '${ref.exportName}'`);
  return game;
}
