// End to end: a designer's own game module, named by its path in place of a game's
// name, through every command: the same counts on worker threads as inline and as
// the built-in game by name; its identity (path, export, SHA-256 of the file) in merge
// and resume; one line for each way a module can be wrong. Fixtures: tests/fixtures/games.
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isGameDefinition, makePlan, missingGameMembers, runPlan, simulate, UsageError } from '@balance-lab/core';
import { diceRace } from '@balance-lab/core/reference-game';
import { cli, counts, listFiles, readSummary, ROOT, tempDir, type CliResult } from './cli-helpers.js';
import { expectOneLine } from './cli-csv.js';

const FIXTURES = join(ROOT, 'tests/fixtures/games');
// As a designer types them, relative to the current directory (the CLI runs in ROOT).
const TUG = './tests/fixtures/games/tug.mjs';
const RACE = './tests/fixtures/games/renamed-race.mjs';
const TWO = './tests/fixtures/games/two-games.mjs';

const hashOf = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function ok(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const r = cli(args, env);
  expect(r.status, r.stderr).toBe(0);
  return r;
}

const summaryAt = (dir: string): any => readSummary(dir);

describe('a game module named by its path (built CLI)', () => {
  it('simulate gives the same counts on 2 workers, inline, and as the built-in game by name', () => {
    const [a, b, c] = [tempDir(), tempDir(), tempDir()];
    ok(['simulate', RACE, '--games', '300', '--seed', 'm', '--workers', '2', '--out', a, '--quiet']);
    ok(['simulate', `${RACE}#renamedRace`, '--games', '300', '--seed', 'm', '--workers', '0', '--out', b, '--quiet']);
    ok(['simulate', 'dice-race', '--games', '300', '--seed', 'm', '--workers', '2', '--out', c, '--quiet']);
    expect(counts(readSummary(a))).toEqual(counts(readSummary(b)));
    expect(counts(readSummary(a))).toEqual(counts(readSummary(c)));
    // The export found alone and the export named are one identity; a built-in game has none.
    const identity = `${RACE}#renamedRace sha256:${hashOf(join(FIXTURES, 'renamed-race.mjs'))}`;
    expect(summaryAt(a).module).toBe(identity);
    expect(summaryAt(b).module).toBe(identity);
    expect(summaryAt(c).module).toBe('');
  });

  it('rules and replay take the path too', () => {
    const rules = ok(['rules', TUG]);
    expect(rules.stdout).toMatch(/^Tug of War \(test module\) \(tug 1\.0\.0\), 2 players: 2 parameters/);
    expect(rules.stdout).toMatch(/^tug\.target = 5$/m);
    expect(ok(['replay', `${TUG}#tug`, '--seed', '3', '--game-index', '5']).stdout).toMatch(/^\s+1  seat 0: (pull|heave)$/m);
  });

  // The studies' JSON on 2 workers equals the same study inline, all but the command line and wall times.
  const studyOn = (args: readonly string[], workers: 0 | 2): any =>
    JSON.parse(
      ok([...args, '--games', '120', '--workers', String(workers), '--json', '--quiet']).stdout,
      (key, value) => (key === 'wallSeconds' || key === 'command' ? undefined : value),
    );
  it.each([
    ['ladder', ['ladder', TUG, '--bots', 'random,greedy'], (r: any) => {
      expect(r.game).toBe('tug');
      expect(r.cells.length).toBeGreaterThan(0);
    }],
    ['sweep', ['sweep', TUG, '--set', 'tug.target=4,6'], (r: any) => expect(JSON.stringify(r)).toContain('tug.target=6')],
    ['sensitivity', ['sensitivity', TUG], (r: any) => expect(r.parameters.map((p: any) => p.key ?? p)).toContain('tug.target')],
    ['strength', ['strength', TUG, '--bots', 'random,greedy'], (r: any) =>
      expect(r.levels[0].identity.module).toBe(`${TUG}#tug sha256:${hashOf(join(FIXTURES, 'tug.mjs'))}`)],
  ] as const)('%s takes the path and gives the same result on 2 workers as inline', (_name, args, check) => {
    const onWorkers = studyOn(args, 2);
    expect(onWorkers).toEqual(studyOn(args, 0));
    check(onWorkers);
  });

  it('two shards (one naming #tug, one not) merge to the whole run', () => {
    const [whole, a, b, merged] = [tempDir(), tempDir(), tempDir(), tempDir()];
    ok(['simulate', TUG, '--games', '400', '--seed', 's', '--workers', '2', '--out', whole, '--quiet']);
    ok(['simulate', TUG, '--games', '400', '--seed', 's', '--workers', '0', '--shard', '0/2', '--out', a, '--quiet']);
    ok(['simulate', `${TUG}#tug`, '--games', '400', '--seed', 's', '--workers', '2', '--shard', '1/2', '--out', b, '--quiet']);
    ok(['merge', a, b, '--out', merged, '--quiet']);
    expect(counts(readSummary(merged))).toEqual(counts(readSummary(whole)));
    expect(summaryAt(merged).module).toBe(summaryAt(whole).module);
    expect(readFileSync(join(merged, 'report.html'), 'utf8')).toContain('tug.mjs#tug sha256:');
  });

  it('a changed module file: --resume and merge refuse it with one line; restored, the run resumes to the uninterrupted result', () => {
    const dir = tempDir('bl-module-');
    const mod = join(dir, 'tug.mjs');
    copyFileSync(join(FIXTURES, 'tug.mjs'), mod);
    const original = readFileSync(mod, 'utf8');
    const before = `${mod}#tug sha256:${hashOf(mod)}`;
    // The fixture crashes a game at turn TUG_FAULT_TURN (read from the environment, so neither the file
    // nor the parameters change): with these settings game 238 is the first to reach turn 130, after
    // nine chunks of 24 are committed, so the crash leaves a checkpoint.
    const run = ['simulate', mod, '--games', '1500', '--seed', 'r', '--workers', '0', '--set', 'tug.turns=1000', '--checkpoint-seconds', '1', '--quiet'];
    const out = join(dir, 'run');
    const crashed = cli([...run, '--out', out], { TUG_FAULT_TURN: '130' });
    expect(crashed.status, crashed.stderr).toBe(1);
    expect(crashed.stderr).toMatch(/game 238 crashed/);
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(true);
    const [a, b] = [join(dir, 'a'), join(dir, 'b')];
    ok(['simulate', mod, '--games', '300', '--shard', '0/2', '--out', a, '--quiet']);

    appendFileSync(mod, '// a designer edits the rules\n');
    const after = `${mod}#tug sha256:${hashOf(mod)}`;
    expect(after).not.toBe(before);
    expectOneLine(
      cli([...run, '--out', out, '--resume']),
      new RegExp(`^balance-lab: cannot resume: the checkpoint in '.*' is for a different run: module \\(${esc(before)} vs ${esc(after)}\\) \\(checkpoint vs command\\)$`),
    );
    expect(existsSync(join(out, 'checkpoint.json'))).toBe(true);
    ok(['simulate', mod, '--games', '300', '--shard', '1/2', '--out', b, '--quiet']);
    const refused = join(dir, 'merged');
    expectOneLine(cli(['merge', a, b, '--out', refused]), new RegExp(`cannot merge '${esc(b)}' with '${esc(a)}': different module \\(${esc(after)} vs ${esc(before)}\\)$`));
    expectOneLine(cli(['merge', a, '--out', refused]), new RegExp(`cannot merge '${esc(a)}' with the game module as it is now: different module \\(${esc(before)} vs ${esc(after)}\\)$`));
    expect(existsSync(refused)).toBe(false);

    writeFileSync(mod, original);
    ok([...run, '--out', out, '--resume']);
    const whole = join(dir, 'whole');
    ok([...run.map((x) => (x === '0' ? '2' : x)), '--out', whole]);
    expect(counts(readSummary(out))).toEqual(counts(readSummary(whole)));
    expect(summaryAt(out).module).toBe(before);
  });

  it('summaries and checkpoints written before game modules (no module field) still merge and resume', () => {
    const [a, b, merged, d] = [tempDir(), tempDir(), tempDir(), tempDir()];
    ok(['simulate', 'dice-race', '--games', '300', '--shard', '0/2', '--out', a, '--quiet']);
    ok(['simulate', 'dice-race', '--games', '300', '--shard', '1/2', '--out', b, '--quiet']);
    const old = summaryAt(a);
    delete old.module;
    writeFileSync(join(a, 'summary.json'), JSON.stringify(old, null, 2) + '\n');
    ok(['merge', a, b, '--out', merged, '--quiet']);
    expect(summaryAt(merged).totalGames).toBe(300);
    // As in cli-content: seed 'die' first reaches turn 33 in game 925, after two committed chunks.
    const run = ['simulate', 'dice-race', '--games', '20000', '--seed', 'die', '--workers', '1', '--checkpoint-seconds', '1', '--set', 'race.faultTurn=33', '--out', d, '--quiet'];
    expect(cli(run).status).toBe(1);
    const cp = JSON.parse(readFileSync(join(d, 'checkpoint.json'), 'utf8'));
    delete cp.identity.module;
    writeFileSync(join(d, 'checkpoint.json'), JSON.stringify(cp));
    // Accepted as the same run: it resumes, and crashes at game 925 again.
    const resumed = cli([...run, '--resume']);
    expect(resumed.status, resumed.stderr).toBe(1);
    expect(resumed.stderr).toMatch(/game 925 crashed/);
  });
});

describe('a bad game module: one line naming the path, exit 2, nothing written', () => {
  const dir = tempDir('bl-badmod-');
  const file = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const syntax = file('syntax.mjs', 'export const x = ;\n');
  const throws = file('throws.mjs', "throw new Error('boom at load\\nsecond line');\n");
  mkdirSync(join(dir, 'folder'));

  const cases: [string, string[], RegExp][] = [
    ['not found', ['simulate', './tests/fixtures/games/nope.mjs'], /cannot find game module '\.\/tests\/fixtures\/games\/nope\.mjs': no file \/.*\/tests\/fixtures\/games\/nope\.mjs$/],
    ['a directory', ['simulate', join(dir, 'folder')], /invalid game module '.*folder': .*folder is a directory; name the module file in it$/],
    ['a syntax error', ['simulate', syntax], new RegExp(`cannot import game module '${esc(syntax)}': \\S`)],
    ['top-level code that throws: its first line', ['simulate', throws], new RegExp(`cannot import game module '${esc(throws)}': boom at load$`)],
    ['no game', ['simulate', './tests/fixtures/games/no-game.mjs'], /game module '\.\/tests\/fixtures\/games\/no-game\.mjs' exports no game: its exports are almost, answer, helper \(almost lacks version, factions, seats/],
    ['several games without #name', ['simulate', TWO], /game module '.*two-games\.mjs' exports several games \(tug, tugLong\): name one, e.g. '\.\/tests\/fixtures\/games\/two-games\.mjs#tug'$/],
    ['#name that is not a game', ['simulate', `${TWO}#notes`], /export 'notes' of '.*two-games\.mjs' is not a game: it is a string, not a game object \(its games: tug, tugLong\)$/],
    ['#name the module lacks', ['simulate', `${TWO}#tugg`], /game module '.*two-games\.mjs' has no export 'tugg': its games are tug, tugLong$/],
    ['an unknown name says a path is accepted', ['simulate', 'chess'], /unknown game 'chess': accepted games are darkleaf, .*, or a module path \(starting with \.\/, \.\.\/, \/ or file:/],
    ['ladder too', ['ladder', TWO, '--bots', 'random,greedy'], /exports several games \(tug, tugLong\)/],
    ['rules too', ['rules', './tests/fixtures/games/no-game.mjs'], /exports no game/],
  ];

  it.each(cases)('%s', (_name, args, message) => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const withOut = args[0] === 'simulate' || args[0] === 'ladder' ? [...args, '--out', out] : args;
    expectOneLine(cli(withOut), message);
    expect(listFiles(parent)).toEqual([]);
  });
});

describe('the API and the shape check', () => {
  it('asking for workers without a gameRef is a UsageError that says what to pass', async () => {
    const what = /pass gameRef: \{ moduleUrl: import\.meta\.url, exportName: 'myGame' \}/;
    await expect(simulate({ game: diceRace, games: 10, workers: 2 })).rejects.toThrow(UsageError);
    await expect(simulate({ game: diceRace, games: 10, workers: 2 })).rejects.toThrow(what);
    await expect(runPlan({ game: diceRace, gameRef: null, plan: makePlan(diceRace, { games: 10 }), workers: 1 })).rejects.toThrow(what);
    // Without workers the API plays in this thread, as before.
    expect((await simulate({ game: diceRace, games: 10 })).totalGames).toBe(10);
  });

  it('isGameDefinition accepts a game written as a plain module and names what a near-game lacks', async () => {
    const { tug } = (await import(pathToFileURL(join(FIXTURES, 'tug.mjs')).href)) as { tug: unknown };
    expect(isGameDefinition(tug)).toBe(true);
    expect(isGameDefinition(diceRace)).toBe(true);
    expect(isGameDefinition(null)).toBe(false);
    const near = missingGameMembers({ id: 'x', name: 'X', setup() {}, factions: {} });
    expect(near).toContain('render');
    expect(near).toContain('factions');
    expect(near).not.toContain('setup');
    expect(near).not.toContain('id');
  });
});
