// A designer's own game, named on the command line by its module path
// (`./my-game.mjs#myGame`): where the file is, which export is the game, and the
// module's identity (path as given, export, SHA-256 of the file) that joins the
// run's identity so merge and resume refuse a changed module.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprint, missingGameMembers, UsageError, type AnyGame, type GameRef } from '@balance-lab/core';

export interface ModuleGame {
  readonly game: AnyGame;
  /** What each worker thread imports: the file's URL and the export's name. */
  readonly ref: GameRef;
  /** `path#export sha256:…`: the path as given, so a run reads the same in every shard's summary. */
  readonly module: string;
}

/** How a game argument is told apart from a built-in game's name. */
export const MODULE_PATH_FORMS = "a module path (starting with ./, ../, / or file:, or ending in .js, .mjs or .cjs; e.g. ./my-game.mjs#myGame)";

/** The path and the export name (after the last '#', when one follows the last '/'). */
export function splitModuleArgument(arg: string): { readonly path: string; readonly exportName: string | undefined } {
  const hash = arg.lastIndexOf('#');
  if (hash < 0 || hash < arg.lastIndexOf('/')) return { path: arg, exportName: undefined };
  return { path: arg.slice(0, hash), exportName: arg.slice(hash + 1) };
}

/** Whether a game argument names a module file rather than a built-in game. */
export function isModulePath(arg: string): boolean {
  const { path } = splitModuleArgument(arg);
  return /^(\.\.?\/|\/|file:)/.test(path) || /\.[mc]?js$/.test(path);
}

/**
 * The module file's hash as it joins the identity: the first 16 hex digits of its
 * SHA-256, as content and parameter hashes are. `path` is the file as given, for the error line.
 */
export function hashModuleFile(file: string, path: string = file): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new UsageError(`cannot find game module '${path}': no file ${file}`);
    if (code === 'EISDIR') throw new UsageError(`invalid game module '${path}': ${file} is a directory; name the module file in it`);
    throw new UsageError(`cannot read game module '${path}': ${firstLine(e)}`);
  }
  return fingerprint(bytes);
}

function resolveFile(path: string, cwd: string): string {
  if (!path.startsWith('file:')) return resolve(cwd, path);
  try {
    // A relative file: URL (file:./g.mjs) is taken against the current directory, as a path is.
    return fileURLToPath(new URL(path, pathToFileURL(cwd + '/')));
  } catch (e) {
    throw new UsageError(`invalid game module URL '${path}': ${(e as Error).message}`);
  }
}

function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0] ?? '';
}

/** `lacks render, seats` or `is a function, not a game object`: why a value is not a game, in a few words. */
function notAGame(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `is ${value === null ? 'null' : `a ${typeof value}`}, not a game object`;
  return `lacks ${missingGameMembers(value).join(', ')}`;
}

/** The export names that hold games, one name per distinct game (a default export of a named game counts once). */
function gameExports(ns: Readonly<Record<string, unknown>>): string[] {
  const byGame = new Map<unknown, string[]>();
  for (const [name, value] of Object.entries(ns)) {
    if (missingGameMembers(value).length > 0) continue;
    byGame.set(value, [...(byGame.get(value) ?? []), name]);
  }
  return [...byGame.values()].map((names) => names.find((n) => n !== 'default') ?? (names[0] as string));
}

/** The export that is the game: the one named, or the only game the module exports. */
function pickExport(ns: Readonly<Record<string, unknown>>, path: string, asked: string | undefined): string {
  const names = Object.keys(ns);
  const games = gameExports(ns);
  if (asked !== undefined) {
    if (asked === '') throw new UsageError(`invalid game module '${path}#': name an export after '#', or drop the '#'${games.length > 0 ? ` (its games: ${games.join(', ')})` : ''}`);
    if (!Object.hasOwn(ns, asked)) {
      throw new UsageError(
        `game module '${path}' has no export '${asked}': ` + (games.length > 0 ? `its games are ${games.join(', ')}` : `its exports are ${names.join(', ') || '(none)'}, none of them a game`),
      );
    }
    const missing = missingGameMembers(ns[asked]);
    if (missing.length > 0) {
      throw new UsageError(`export '${asked}' of '${path}' is not a game: it ${notAGame(ns[asked])}` + (games.length > 0 ? ` (its games: ${games.join(', ')})` : ''));
    }
    return asked;
  }
  if (games.length === 1) return games[0] as string;
  if (games.length > 1) throw new UsageError(`game module '${path}' exports several games (${games.join(', ')}): name one, e.g. '${path}#${games[0]}'`);
  // Exports that look meant as games (objects with a setup or an id) say what they lack.
  const near = names.filter((n) => {
    const v = ns[n] as Record<string, unknown> | null;
    return typeof v === 'object' && v !== null && (typeof v['setup'] === 'function' || typeof v['id'] === 'string');
  });
  throw new UsageError(
    `game module '${path}' exports no game: its exports are ${names.join(', ') || '(none)'}` +
      (near.length > 0 ? ` (${near.map((n) => `${n} ${notAGame(ns[n])}`).join('; ')})` : ' (a game is an object with id, factions, seats, setup, legalActions, apply, outcome, clone, copyInto, …)'),
  );
}

/**
 * Imports the game named by `arg` (a module path, `#export` optional when the module
 * exports one game), resolved against `cwd`. Every failure is one UsageError line
 * naming the path: not found, failed to import, no game, several games, not a game.
 */
export async function loadModuleGame(arg: string, cwd: string = process.cwd()): Promise<ModuleGame> {
  const { path, exportName } = splitModuleArgument(arg);
  const file = resolveFile(path, cwd);
  // Hashed before it is imported: the identity is of the code the run loads.
  const hash = hashModuleFile(file, path);
  const url = pathToFileURL(file).href;
  let ns: Record<string, unknown>;
  try {
    ns = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    throw new UsageError(`cannot import game module '${path}': ${firstLine(e)}`);
  }
  const name = pickExport(ns, path, exportName);
  return { game: ns[name] as AnyGame, ref: { moduleUrl: url, exportName: name }, module: `${path}#${name} sha256:${hash}` };
}

/**
 * Loads the module a summary names (`path#export sha256:…`, the path resolved against
 * `cwd`) and refuses, in one line, when the file has changed since: `refusal` opens
 * that line, e.g. "cannot merge 'a' with the game module as it is now".
 */
export async function loadRecordedModule(recorded: string, refusal: string, cwd: string = process.cwd()): Promise<ModuleGame> {
  const m = /^(.*) sha256:[0-9a-f]+$/.exec(recorded);
  if (!m) throw new UsageError(`${refusal}: its game module '${recorded}' is not of the form 'path#export sha256:…'`);
  const loaded = await loadModuleGame(m[1] as string, cwd);
  if (loaded.module !== recorded) throw new UsageError(`${refusal}: different module (${recorded} vs ${loaded.module})`);
  return loaded;
}
