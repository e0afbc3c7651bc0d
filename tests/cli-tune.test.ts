import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './cli-helpers.js';

const DUEL = './examples/own-game/game.mjs#duel';

describe('balance-lab tune (built CLI)', () => {
  it('writes tune.csv, tune.json and report.html, identical for any worker count', () => {
    const a = tempDir();
    const b = tempDir();
    const args = ['tune', DUEL, '--vary', 'knight.hp=10..14', '--budget', '3000', '--block', '100', '--seed', '5', '--quiet'];
    expect(cli([...args, '--workers', '0', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(listFiles(a).sort()).toEqual(['report.html', 'tune.csv', 'tune.json']);
    expect(readFileSync(join(b, 'tune.csv'), 'utf8')).toBe(readFileSync(join(a, 'tune.csv'), 'utf8'));
    const j = JSON.parse(readFileSync(join(a, 'tune.json'), 'utf8')) as any;
    expect(j.command).toMatch(/^balance-lab tune /);
    expect(j.objective).toMatch(/largest distance/);
    expect(j.gridSize).toBe(5);
    expect(j.candidates.length).toBe(5);
    expect(j.searchGames).toBeLessThanOrEqual(3000);
    expect(j.confirmation.start).toBeGreaterThanOrEqual(j.rounds.at(-1).end);
    expect(j.confirmation.changes.map((c: any) => c.faction)).toEqual(['knight', 'raider']);
    const csv = readFileSync(join(a, 'tune.csv'), 'utf8').split('\n');
    expect(csv[0]).toMatch(/^candidate,knight\.hp,defaults,status,first_round,last_round,games,objective,objective_low,objective_high/);
    expect(csv.filter((l) => l.trim() !== '').length).toBe(6);
    const html = readFileSync(join(a, 'report.html'), 'utf8');
    for (const id of ['confirmation', 'trace', 'candidates']) expect(html).toContain(`<section id="${id}">`);
    expect(html).toContain('data-chart="tune-objective"');
    expect(html).toContain(`${j.winner}: objective`);
    expect(html).not.toMatch(/(src|href)="https?:|<script/);
    expect(j.refused).toEqual([]);
    expect(html).not.toContain('<section id="refused">');
  });

  it('a variant the game refuses is listed with its reason and never played; the search goes on', () => {
    const dir = tempDir();
    const r = cli(['tune', DUEL, '--vary', 'knight.die=2..3', '--vary', 'knight.fumble=1..2', '--budget', '2000', '--block', '50', '--seed', '5', '--workers', '0', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain("the whole grid of 4 candidates raced (1 refused by the game's own checks, never played), 1 round of 50 game indices");
    const j = JSON.parse(readFileSync(join(dir, 'tune.json'), 'utf8')) as any;
    expect(j.refused).toEqual([{ label: 'knight.die=2, knight.fumble=2', settings: { 'knight.die': 2, 'knight.fumble': 2 }, round: 1, reason: 'knight.fumble=2 fumbles every face of the d2: it must be below knight.die' }]);
    expect(j.candidates.map((c: any) => c.label)).not.toContain('knight.die=2, knight.fumble=2');
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<section id="refused">');
    expect(html).toContain('knight.fumble=2 fumbles every face of the d2');
  });

  it.each([
    ['an unknown parameter', ['--vary', 'knight.wings=1..3'], /unknown parameter 'knight\.wings'/],
    ['a range outside the allowed values', ['--vary', 'knight.hp=0..60'], /invalid value '0' for parameter knight\.hp: expected an integer from 1 to 50/],
    ['a budget too small for one round', ['--vary', 'knight.hp=10..14', '--budget', '50'], /budget 50 is too small for one round/],
    ['bad --vary syntax', ['--vary', 'knight.hp=10-14'], /invalid --vary 'knight\.hp=10-14': expected param=lo\.\.hi/],
    ['a bad step', ['--vary', 'knight.hp=10..14:0'], /invalid step '0'/],
    ['a range end that is not a number', ['--vary', 'duel.maxTurns=1..x'], /invalid value 'x' for parameter duel\.maxTurns/],
    ['every variant refused by the game', ['--vary', 'knight.die=2..2', '--vary', 'knight.fumble=5..7'], /tune has no variant that dice-duel accepts to race: 3 refused, first knight\.die=2, knight\.fumble=5: /],
  ])('%s: one line, exit 2, no output directory', (_what, extra, message) => {
    const dir = join(tempDir(), 'out');
    const r = cli(['tune', DUEL, ...extra, '--out', dir, '--workers', '0']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(dir)).toBe(false);
  });
});
