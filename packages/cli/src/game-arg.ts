// The <game> argument every command takes: a built-in game's name, or the path
// of a designer's module that exports a game (`./my-game.mjs#myGame`).
import { loadGameRef, type AnyGame, type GameRef } from '@balance-lab/core';
import { isModulePath, loadModuleGame } from './game-module.js';
import { findGame } from './registry.js';

export interface ChosenGame {
  readonly game: AnyGame;
  /** What each worker thread imports. */
  readonly ref: GameRef;
  /** The module's identity (`path#export sha256:…`), '' for a built-in game: goes into the plan. */
  readonly module: string;
}

/** Loads the game a command names; bad names and broken modules are one UsageError line. */
export async function loadGame(arg: string | undefined, cwd: string = process.cwd()): Promise<ChosenGame> {
  if (arg !== undefined && isModulePath(arg)) return loadModuleGame(arg, cwd);
  const entry = findGame(arg);
  return { game: await loadGameRef(entry.ref), ref: entry.ref, module: '' };
}
