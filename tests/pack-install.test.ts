// The packages as a stranger gets them (issue 26): `npm pack` each built package, install the
// five tarballs into an empty project outside this repository, and use them there: the API from
// a script (in this thread and on 2 worker threads, which import the game by URL from inside the
// project's node_modules), the declarations from TypeScript, and `npx balance-lab simulate` on a
// built-in game and on a game module of that project (Dice Duel, examples/own-game/game.mjs,
// copied in: it imports '@balance-lab/core/errors' from the installed package).
//
// It builds nothing: `npm test` builds first. It needs the npm registry for the third-party
// dependencies (arquero, vega, …); without it the install fails and so does this test, saying so.
// The consumer's package.json has no `overrides`: core and the cli pin @uwdata/flechette 2.6.0
// (2.7.0 depends on a package missing from the registry), and the install must work without one.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './cli-helpers.js';

const PACKAGES = ['core', 'darkleaf', 'harrow', 'korrem', 'cli'] as const;
const INSTALL_TIMEOUT_MS = 240_000;
const STEP_TIMEOUT_MS = 120_000;

interface PackedFile {
  readonly path: string;
  readonly mode: number;
}
interface Packed {
  readonly name: string;
  readonly filename: string;
  readonly size: number;
  readonly files: readonly PackedFile[];
}

let work = '';
let project = '';
let packed: Packed[] = [];
let install: SpawnSyncReturns<string> | null = null;
let installSeconds = 0;
// Why the project could not be made, if it could not: every test then fails with it (none skips).
let setupError: Error | null = null;

function ready(): void {
  if (setupError) throw setupError;
}

/**
 * The environment for npm and npx in the consumer project: without what `npm test` exported for
 * this repository (npm_config_local_prefix would point npx at this repository's bin, npm_package_*
 * at its manifest) and without this repository's node_modules/.bin on the PATH, so only the
 * installed tarballs can answer. Registry, cache and proxy settings are kept.
 */
function consumerEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(registry|cache|userconfig|globalconfig|proxy|https?_proxy|noproxy|no_proxy|strict_ssl|cafile|ca|fetch_[a-z_]+|@[^:]+:registry|\/\/.+)$/i;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && !keep.test(key)) continue;
    env[key] = value;
  }
  const root = resolve(ROOT);
  const pathKey = Object.keys(env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  env[pathKey] = (env[pathKey] ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !resolve(dir).startsWith(root))
    .join(delimiter);
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

function run(command: string, args: readonly string[], cwd: string, timeout = STEP_TIMEOUT_MS): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: consumerEnv(), encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
}

function ok(r: SpawnSyncReturns<string>, what: string): string {
  if (r.error) throw new Error(`${what}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stderr.slice(-4000)}\n${r.stdout.slice(-2000)}`);
  return r.stdout;
}

/** Why the install failed, in words a CI log reader can act on. */
function installFailure(r: SpawnSyncReturns<string>): Error {
  const tail = `${r.stderr ?? ''}\n${r.stdout ?? ''}`.trim().split('\n').slice(-25).join('\n');
  const timedOut = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  const offline = timedOut || /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|network|socket hang up/i.test(tail);
  const why = timedOut
    ? `timed out after ${INSTALL_TIMEOUT_MS / 1000} s`
    : r.error
      ? r.error.message
      : `exited ${r.status}`;
  return new Error(
    offline
      ? `npm install of the packed tarballs ${why}: the npm registry could not be reached. This test needs network access ` +
          `to install the packages' third-party dependencies (arquero, vega, ajv, seedrandom); it does not skip without it.\n${tail}`
      : `npm install of the packed tarballs ${why}:\n${tail}`,
  );
}

const installed = (name: string): string => join(project, 'node_modules', '@balance-lab', name);
const manifest = (name: string): Record<string, any> => JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8'));
const readJson = (file: string): Record<string, any> => JSON.parse(readFileSync(file, 'utf8'));

/** Every file an `exports` map can point at (conditions and subpaths flattened). */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}

function makeProject(): void {
  for (const p of PACKAGES) {
    if (!existsSync(join(ROOT, 'packages', p, 'dist', 'index.js'))) {
      throw new Error(`packages/${p}/dist/index.js is missing: run npm run build first (npm test does)`);
    }
  }
  work = mkdtempSync(join(tmpdir(), 'bl-pack-install-'));
  const tarballs = join(work, 'tarballs');
  project = join(work, 'project');
  mkdirSync(tarballs);
  mkdirSync(project);

  const packArgs = ['pack', '--pack-destination', tarballs, '--json', ...PACKAGES.flatMap((p) => ['-w', `@balance-lab/${p}`])];
  packed = JSON.parse(ok(run('npm', packArgs, ROOT), 'npm pack')) as Packed[];

  // An empty project: no dependencies, no overrides, ESM.
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'pack-install-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
  const started = performance.now();
  install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed.map((t) => join(tarballs, t.filename))],
    project,
    INSTALL_TIMEOUT_MS,
  );
  installSeconds = (performance.now() - started) / 1000;
  if (install.error || install.status !== 0) throw installFailure(install);
}

beforeAll(() => {
  try {
    makeProject();
  } catch (err) {
    setupError = err instanceof Error ? err : new Error(String(err));
  }
}, INSTALL_TIMEOUT_MS + 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed packages installed into an empty project', () => {
  it('each tarball holds its build, README, package.json and (the cli) the bin, and no sources', () => {
    ready();
    expect(packed.map((t) => t.name)).toEqual(PACKAGES.map((p) => `@balance-lab/${p}`));
    for (const t of packed) {
      const paths = t.files.map((f) => f.path);
      expect(paths, t.name).toContain('package.json');
      expect(paths, t.name).toContain('README.md');
      expect(paths, t.name).toContain('dist/index.js');
      expect(paths, t.name).toContain('dist/index.d.ts');
      expect(paths.filter((p) => /^(src|test|tests|scripts)\//.test(p) || p.startsWith('tsup.config')), t.name).toEqual([]);
      // Every file the exports map names is in the tarball.
      const m = manifest(t.name.split('/')[1]!);
      for (const target of exportTargets(m.exports)) expect(paths, `${t.name} exports ${target}`).toContain(target.replace(/^\.\//, ''));
      expect(paths, t.name).toContain(m.types.replace(/^\.\//, ''));
    }
    const cli = packed.find((t) => t.name === '@balance-lab/cli')!;
    expect(cli.files.map((f) => f.path)).toContain('bin/balance-lab.js');
    console.log(`pack-install: tarballs ${packed.map((t) => `${t.filename} ${(t.size / 1024).toFixed(0)} kB`).join(', ')}; install ${installSeconds.toFixed(1)} s`);
  });

  it('the installed manifests are publishable: engines, license, repository, exact sibling versions, not private', () => {
    ready();
    for (const p of PACKAGES) {
      const m = manifest(p);
      expect(m.private, p).toBeUndefined();
      expect(m.type, p).toBe('module');
      expect(m.engines, p).toEqual({ node: '>=20' });
      expect(typeof m.license, p).toBe('string');
      expect(m.repository?.directory, p).toBe(`packages/${p}`);
      expect(m.exports?.['.']?.types, p).toBe('./dist/index.d.ts');
      for (const [dep, range] of Object.entries<string>(m.dependencies ?? {})) {
        // Plain semver (no '*', workspace: or file: forms that would not install from a registry).
        expect(range, `${p} → ${dep}`).toMatch(/^[\^~]?\d+\.\d+\.\d+$/);
        if (dep.startsWith('@balance-lab/')) expect(range, `${p} → ${dep}`).toBe(m.version);
      }
    }
    expect(manifest('cli').bin).toEqual({ 'balance-lab': './bin/balance-lab.js' });
  });

  it('installed without an override, without EBADENGINE, as copies (not links into this repository), and npm ls is clean', () => {
    ready();
    expect(`${install!.stdout}\n${install!.stderr}`).not.toMatch(/EBADENGINE/);
    expect(readJson(join(project, 'package.json')).overrides).toBeUndefined();
    for (const p of PACKAGES) expect(lstatSync(installed(p)).isSymbolicLink(), p).toBe(false);
    // The pin that replaces the override this repository's root carries.
    expect(readJson(join(project, 'node_modules/@uwdata/flechette/package.json')).version).toBe('2.6.0');
    const ls = run('npm', ['ls', '--all'], project);
    expect(ls.status, ls.stderr).toBe(0);
    // fast-check is core's optional peer (for @balance-lab/core/testing only): listed as unmet, no problem.
    const problems = ls.stdout.split('\n').filter((line) => /invalid|missing|extraneous|UNMET/i.test(line) && !/UNMET OPTIONAL DEPENDENCY fast-check@/.test(line));
    expect(problems).toEqual([]);
  }, STEP_TIMEOUT_MS);

  it('a script of the project imports the API and plays a study in this thread and on 2 workers with the same counts', () => {
    ready();
    writeFileSync(
      join(project, 'api.mjs'),
      `import { simulate, isGameDefinition } from '@balance-lab/core';
import { UsageError } from '@balance-lab/core/errors';
import { S } from '@balance-lab/core/sourced';
import { diceRace } from '@balance-lab/core/reference-game';
import { darkleaf } from '@balance-lab/darkleaf';
import { harrow } from '@balance-lab/harrow';
import { korrem } from '@balance-lab/korrem';
import { gameIds } from '@balance-lab/cli';

// Workers import the built-in game by its URL inside this project's node_modules.
const gameRef = { moduleUrl: import.meta.resolve('@balance-lab/darkleaf'), exportName: 'darkleaf' };
const runs = [];
for (const workers of [0, 2]) {
  const s = await simulate({ game: darkleaf, gameRef, games: 24, seed: 'pack', workers });
  runs.push({ workers: s.workers, totalGames: s.totalGames, tally: s.tally });
}
console.log(JSON.stringify({
  gameRef: gameRef.moduleUrl,
  games: [darkleaf, harrow, korrem, diceRace].map((g) => isGameDefinition(g) && g.id),
  cli: gameIds(),
  usageError: typeof UsageError,
  sourced: typeof S,
  runs,
}));
`,
    );
    const out = JSON.parse(ok(run(process.execPath, ['api.mjs'], project), 'node api.mjs')) as Record<string, any>;
    expect(out.gameRef).toBe(new URL(`file://${realpathSync(join(installed('darkleaf'), 'dist/index.js'))}`).href);
    expect(out.games).toEqual(['darkleaf', 'harrow', 'korrem', 'dice-race']);
    expect(out.cli).toContain('darkleaf');
    expect(out.usageError).toBe('function');
    expect(out.sourced).toBe('function');
    const [inline, onWorkers] = out.runs as Array<Record<string, any>>;
    expect(inline!.workers).toBe(0);
    expect(onWorkers!.workers).toBe(2);
    expect(inline!.totalGames).toBe(24);
    expect(onWorkers!.tally).toEqual(inline!.tally);
  }, STEP_TIMEOUT_MS);

  it('TypeScript finds the declarations through the exports map (strict, declarations checked too)', () => {
    ready();
    writeFileSync(
      join(project, 'consumer.ts'),
      `import { simulate, type Summary } from '@balance-lab/core';
import { ConfigError } from '@balance-lab/core/errors';
import { diceRace } from '@balance-lab/core/reference-game';
import { darkleaf } from '@balance-lab/darkleaf';
import { harrow } from '@balance-lab/harrow';
import { korrem } from '@balance-lab/korrem';
import { runCli } from '@balance-lab/cli';

export const summary: Promise<Summary> = simulate({ game: darkleaf, games: 10, workers: 0 });
export const ids: string[] = [diceRace.id, harrow.id, korrem.id];
export const values = [ConfigError, runCli] as const;
// @ts-expect-error typed, not any: a game's id is a string
export const wrong: number = darkleaf.id;
`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
          typeRoots: [join(ROOT, 'node_modules/@types')],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], project);
    expect(tsc.status, `${tsc.stdout}${tsc.stderr}`).toBe(0);
  }, STEP_TIMEOUT_MS);

  it('npx balance-lab simulate runs the installed command on a built-in game', () => {
    ready();
    const bin = join(project, 'node_modules/.bin/balance-lab');
    expect(realpathSync(bin)).toBe(realpathSync(join(installed('cli'), 'bin/balance-lab.js')));
    expect(readFileSync(bin, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    expect(statSync(realpathSync(bin)).mode & 0o111).not.toBe(0);
    // --no: never fetch a package of that name from the registry.
    ok(run('npx', ['--no', 'balance-lab', 'simulate', 'darkleaf', '--games', '30', '--out', 'out1', '--quiet'], project), 'npx balance-lab simulate darkleaf');
    for (const f of ['summary.json', 'factions.csv', 'matchups.csv', 'seats.csv', 'report.html']) expect(existsSync(join(project, 'out1', f)), f).toBe(true);
    const summary = readJson(join(project, 'out1/summary.json'));
    expect(summary.game).toBe('darkleaf');
    expect(summary.totalGames).toBe(30);
  }, STEP_TIMEOUT_MS);

  it('npx balance-lab simulate runs a game module of the project on 2 workers', () => {
    ready();
    // Dice Duel as the project's own file, under the name the designer gives it.
    copyFileSync(join(ROOT, 'examples/own-game/game.mjs'), join(project, 'dice-duel.mjs'));
    writeFileSync(join(project, 'my-game.mjs'), "export { duel as myGame } from './dice-duel.mjs';\n");
    ok(
      run('npx', ['--no', 'balance-lab', 'simulate', './my-game.mjs#myGame', '--games', '50', '--workers', '2', '--out', 'out2', '--quiet'], project),
      'npx balance-lab simulate ./my-game.mjs#myGame',
    );
    for (const f of ['summary.json', 'factions.csv', 'report.html']) expect(existsSync(join(project, 'out2', f)), f).toBe(true);
    const summary = readJson(join(project, 'out2/summary.json'));
    expect(summary.game).toBe('dice-duel');
    expect(summary.totalGames).toBe(50);
    expect(summary.workers).toBe(2);
    expect(summary.module).toMatch(/^\.\/my-game\.mjs#myGame sha256:[0-9a-f]{16}$/);
    expect(JSON.stringify(summary.factions)).toMatch(/knight/);
  }, STEP_TIMEOUT_MS);
});
