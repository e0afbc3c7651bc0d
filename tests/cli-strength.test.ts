import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './cli-helpers.js';

/** strength.json without its wall times, which are the only numbers a worker count may change. */
function stableJson(dir: string): unknown {
  const j = JSON.parse(readFileSync(join(dir, 'strength.json'), 'utf8')) as { command: string; wallSeconds: number; levels: { wallSeconds: number }[] };
  return { ...j, command: null, wallSeconds: 0, levels: j.levels.map((l) => ({ ...l, wallSeconds: 0 })) };
}

describe('balance-lab strength (built CLI)', () => {
  it('writes strength.csv, strength.json and report.html, identical for any worker count', () => {
    const a = tempDir();
    const b = tempDir();
    const args = ['strength', 'dice-race', '--bots', 'random,greedy:2', '--games', '120', '--seed', '6'];
    const one = cli([...args, '--workers', '1', '--out', a]);
    expect(one.status, one.stderr).toBe(0);
    expect(one.stderr).toMatch(/^\[1\/2\] random\n\[2\/2\] greedy:2\n/);
    expect(one.stderr).toMatch(/2 levels on the same 120 game indices \(seed 6\), 2 players, fair share 50\.0%/);
    expect(one.stderr).toMatch(/^owl: the gap (grows|shrinks|holds|flips sign and (grows|shrinks)) with strength — /m);
    expect(one.stderr).toContain(`written to ${a}/`);
    expect(one.stdout).toBe('');
    const two = cli([...args, '--workers', '2', '--out', b, '--quiet', '--json']);
    expect(two.status, two.stderr).toBe(0);
    expect(two.stderr).toBe('');
    expect(listFiles(a).sort()).toEqual(['report.html', 'strength.csv', 'strength.json']);
    expect(readFileSync(join(b, 'strength.csv'), 'utf8')).toBe(readFileSync(join(a, 'strength.csv'), 'utf8'));
    expect(stableJson(b)).toEqual(stableJson(a));
    // --json prints strength.json itself.
    expect(two.stdout).toBe(readFileSync(join(b, 'strength.json'), 'utf8'));

    const csv = readFileSync(join(a, 'strength.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('level,bot,faction,players,games,wins,win_rate,ci_low,ci_high,fair_share,gap,change,change_low,change_high');
    expect(csv.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      '0,random,hare', '0,random,tortoise', '0,random,fox', '0,random,owl',
      '1,greedy:2,hare', '1,greedy:2,tortoise', '1,greedy:2,fox', '1,greedy:2,owl',
    ]);
    const j = JSON.parse(readFileSync(join(a, 'strength.json'), 'utf8')) as any;
    expect(j.command).toBe('balance-lab strength dice-race --bots random,greedy:2 --games 120 --seed 6 --workers 1 --out ' + a);
    expect(j.levels.map((l: any) => [l.bot, l.games, l.identity.seed])).toEqual([['random', 120, '6'], ['greedy:2', 120, '6']]);
    expect(j.verdicts.map((v: any) => v.faction)).toEqual(['hare', 'tortoise', 'fox', 'owl']);

    const html = readFileSync(join(a, 'report.html'), 'utf8');
    expect(html).toContain('data-chart="strength-lines"');
    expect(html).toContain('<h2>Does the gap hold as the bots get stronger?</h2>');
    expect(html).toMatch(/<pre class="command">balance-lab strength dice-race --bots random,greedy:2 /);
    expect(html).not.toMatch(/(src|href)="https?:|<script/);
    // The page too, but for the command line and the wall time.
    const stable = (dir: string): string =>
      readFileSync(join(dir, 'report.html'), 'utf8')
        .replace(/<pre class="command">[^<]*<\/pre>/g, '<pre class="command">COMMAND</pre>')
        .replace(/(<dt>wall time<\/dt><dd>)[^<]*(<\/dd>)/g, '$1WALL$2');
    expect(stable(a)).toContain('<dt>wall time</dt><dd>WALL</dd>');
    expect(stable(b)).toBe(stable(a));
  });

  it.each([
    [['dice-race', '--bots', 'random,brilliant'], /unknown bot 'brilliant': accepted bots are random, greedy, mcts/],
    [['dice-race', '--bots', 'greedy'], /a strength curve needs at least two levels in --bots \(weakest first\), got 'greedy'/],
    [['dice-race', '--bots', 'random,greedy,random'], /level 'random' is listed twice in --bots random,greedy,random/],
    [['dice-race'], /strength needs --bots A,B,\.\./],
    [['dice-rase', '--bots', 'random,greedy'], /unknown game 'dice-rase': accepted games are darkleaf, dice-race/],
    [['dice-race', '--bots', 'random,greedy', '--players', '2,3'], /one player count at a time/],
    [['dice-race', '--bots', 'random,greedy', '--bot', 'mcts'], /unknown option '--bot' for strength/],
  ])('rejects %o with one line and writes nothing', (extra, message) => {
    const out = join(tempDir(), 'out');
    const r = cli(['strength', ...extra, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  it.each(['simulate', 'merge', 'replay', 'rules', 'sweep', 'sensitivity', 'ladder'])('%s --help prints the usage of every command and its options, exit 0, nothing written', (command) => {
    const r = cli([command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`balance-lab ${command} <`);
    expect(r.stdout).toContain('simulate options:');
  });

  it('--help lists its options', () => {
    const r = cli(['strength', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage:\n {2}balance-lab strength <game> --bots A,B,\.\./);
    for (const o of ['--bots', '--games', '--seed', '--players', '--factions', '--set', '--variant', '--content', '--workers', '--out', '--json', '--quiet']) expect(r.stdout).toContain(`  ${o}`);
  });
});
