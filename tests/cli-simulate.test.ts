import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, counts, listFiles, readSummary, tempDir } from './cli-helpers.js';

describe('balance-lab simulate (built CLI, end to end)', () => {
  it('gives identical summary counts with --workers 1 and --workers 2', () => {
    const a = tempDir();
    const b = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '3000', '--seed', '77', '--workers', '1', '--out', a, '--quiet']).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '3000', '--seed', '77', '--workers', '2', '--out', b, '--quiet']).status).toBe(0);
    expect(counts(readSummary(b))).toEqual(counts(readSummary(a)));
    expect(readFileSync(join(b, 'matchups.csv'), 'utf8')).toBe(readFileSync(join(a, 'matchups.csv'), 'utf8'));
    expect(readSummary(a)['totalGames']).toBe(3000);
  });

  it('three --shard i/3 runs merged equal the unsharded run', () => {
    const whole = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '2500', '--seed', 's3', '--players', '3', '--out', whole, '--quiet']).status).toBe(0);
    const shards = [0, 1, 2].map((i) => {
      const d = tempDir();
      const r = cli(['simulate', 'dice-race', '--games', '2500', '--seed', 's3', '--players', '3', '--shard', `${i}/3`, '--out', d, '--quiet']);
      expect(r.status).toBe(0);
      return d;
    });
    const merged = tempDir();
    const r = cli(['merge', ...shards, '--out', merged, '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(counts(readSummary(merged))).toEqual(counts(readSummary(whole)));
    for (const f of ['factions.csv', 'matchups.csv', 'seats.csv']) {
      expect(readFileSync(join(merged, f), 'utf8')).toBe(readFileSync(join(whole, f), 'utf8'));
    }
    expect(readSummary(merged)['complete']).toBe(true);
    // A merged directory can be merged again (here with nothing else): same counts.
    const again = tempDir();
    expect(cli(['merge', merged, '--out', again, '--quiet']).status).toBe(0);
    expect(counts(readSummary(again))).toEqual(counts(readSummary(whole)));
  });

  it('--shards n takes the index from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID', () => {
    const whole = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '900', '--out', whole, '--quiet']).status).toBe(0);
    const k8s = tempDir();
    const slurm = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '900', '--shards', '2', '--out', k8s, '--quiet'], { JOB_COMPLETION_INDEX: '0' }).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '900', '--shards', '2', '--out', slurm, '--quiet'], { SLURM_ARRAY_TASK_ID: '1' }).status).toBe(0);
    const merged = tempDir();
    expect(cli(['merge', k8s, slurm, '--out', merged, '--quiet']).status).toBe(0);
    expect(counts(readSummary(merged))).toEqual(counts(readSummary(whole)));
  });

  it('merge refuses parts of different runs and reports a duplicate or missing shard', () => {
    const a = tempDir();
    const b = tempDir();
    const c = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '300', '--shard', '0/3', '--out', a, '--quiet']).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '300', '--shard', '1/3', '--seed', '2', '--out', b, '--quiet']).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '300', '--shard', '1/3', '--out', c, '--quiet']).status).toBe(0);
    const out = tempDir();
    const mismatch = cli(['merge', a, b, '--out', out]);
    expect(mismatch.status).toBe(2);
    expect(mismatch.stderr.trim().split('\n')).toHaveLength(1);
    expect(mismatch.stderr).toMatch(/different seed \(2 vs 1\)/);
    expect(listFiles(out)).toEqual([]);
    const dup = cli(['merge', a, a, '--out', out]);
    expect(dup.status).toBe(2);
    expect(dup.stderr).toMatch(/duplicate shard 0/);
    const missing = cli(['merge', a, c, '--out', out, '--quiet']);
    expect(missing.status).toBe(0);
    expect(missing.stderr).toMatch(/missing shards 2 of 3/);
    expect(readSummary(out)['complete']).toBe(false);
  });

  it('--json puts summary.json on stdout and nothing else', () => {
    const r = cli(['simulate', 'dice-race', '--games', '120', '--json']);
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(s['game']).toBe('dice-race');
    expect(s['totalGames']).toBe(120);
    expect(r.stderr).toMatch(/win rate/);
  });

  it('summary.json carries the run metadata, the tally and derived rates with intervals', () => {
    const d = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '1200', '--seed', '5', '--set', 'race.length=30', '--out', d, '--quiet']).status).toBe(0);
    const s = readSummary(d) as any;
    expect(s.game).toBe('dice-race');
    expect(s.version).toBe('1.1.0');
    expect(s.seed).toBe('5');
    expect(s.bots).toEqual(['random', 'random']);
    expect(s.parameters['race.length']).toBe(30);
    expect(typeof s.wallSeconds).toBe('number');
    expect(s.matchups).toHaveLength(12);
    expect(s.matchups[0]).toMatchObject({ seats: ['fox', 'hare'], games: 100 });
    expect(s.matchups[0].wins).toHaveLength(2);
    for (const f of s.factions) {
      expect(f.games).toBe(600);
      expect(f.ciLow).toBeLessThanOrEqual(f.winRate);
      expect(f.ciHigh).toBeGreaterThanOrEqual(f.winRate);
    }
    expect(readFileSync(join(d, 'factions.csv'), 'utf8').split('\n')[0]).toBe(
      'players,faction,games,wins,losses,draws,timeouts,win_rate,ci_low,ci_high,fair_share,relative,rel_low,rel_high',
    );
  });

  it('counts timeouts apart from draws', () => {
    const r = cli(['simulate', 'dice-race', '--games', '200', '--set', 'race.maxTurns=6', '--json', '--quiet']);
    const s = JSON.parse(r.stdout) as any;
    expect(s.timeouts).toBeGreaterThan(0);
    expect(s.draws).toBe(0);
    expect(s.factions.every((f: any) => f.timeouts > 0)).toBe(true);
  });

  it('a game that throws stops the run with its seed, index, seating and the replay command', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--games', '50', '--seed', '3', '--set', 'race.faultTurn=4', '--out', d, '--quiet']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/game \d+ crashed \(seed 3, seating \w+ vs \w+\): dice-race: injected fault at turn 4/);
    const replay = /reproduce it with: (.*)/.exec(r.stderr)?.[1];
    expect(replay).toMatch(/^balance-lab replay dice-race --seed 3 --game-index \d+ --set race.faultTurn=4$/);
    expect(listFiles(d)).toEqual([]);
    const rerun = cli(replay!.split(' ').slice(1));
    expect(rerun.status).toBe(1);
    expect(rerun.stderr).toMatch(/injected fault at turn 4/);
  });

  it('replay tells one game step by step and ends with its outcome', () => {
    const r = cli(['replay', 'dice-race', '--seed', '8', '--game-index', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/seed 8, game 5: seat 0 \w+ \(random\) vs seat 1 \w+ \(random\)/);
    expect(r.stdout).toMatch(/ {4}1 {2}seat 0: \w+ (rolls|walks)/);
    expect(r.stdout).toMatch(/wins: finish by/);
  });

  it('rules lists every parameter with default and source', () => {
    const r = cli(['rules', 'dice-race']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/hare.stumbleBack = 3\n.*\n {4}source: ASSUMPTION/);
    const j = JSON.parse(cli(['rules', 'dice-race', '--json']).stdout) as any;
    expect(j.parameters.length).toBeGreaterThan(5);
  });

  it('reads overrides from a --variant file', () => {
    const dir = tempDir();
    const file = join(dir, 'v.json');
    writeFileSync(file, JSON.stringify({ 'race.length': 40 }));
    const s = JSON.parse(cli(['simulate', 'dice-race', '--games', '24', '--variant', file, '--json', '--quiet']).stdout) as any;
    expect(s.parameters['race.length']).toBe(40);
  });
});

describe('bad input: one line naming the value and the accepted ones, exit 2, nothing written', () => {
  const variantDir = tempDir();
  const badJson = join(variantDir, 'bad.json');
  writeFileSync(badJson, '{ not json');
  const unknownKey = join(variantDir, 'unknown.json');
  writeFileSync(unknownKey, JSON.stringify({ 'race.nope': 1 }));

  const cases: [string, string[], RegExp][] = [
    ['unknown game', ['simulate', 'chess'], /unknown game 'chess': accepted games are darkleaf, dice-race/],
    ['missing game', ['simulate'], /missing game: accepted games are darkleaf, dice-race/],
    ['unknown faction', ['simulate', 'dice-race', '--factions', 'hare,bear'], /unknown faction 'bear' for dice-race: accepted factions are hare, tortoise, fox, owl, wolf/],
    ['faction not legal in this mode', ['simulate', 'dice-race', '--factions', 'hare,wolf'], /no legal 2-player seating of dice-race uses only hare, wolf/],
    ['unknown parameter', ['simulate', 'dice-race', '--set', 'race.speed=3'], /unknown parameter 'race.speed': accepted parameters are race.length/],
    ['out-of-range parameter', ['simulate', 'dice-race', '--set', 'race.length=2'], /invalid value '2' for parameter race.length: expected an integer from 4 to 200/],
    ['malformed --set', ['simulate', 'dice-race', '--set', 'race.length'], /invalid --set 'race.length': expected param=value/],
    ['unknown bot', ['simulate', 'dice-race', '--bot', 'genius'], /unknown bot 'genius': accepted bots are random/],
    ['non-numeric --games', ['simulate', 'dice-race', '--games', 'lots'], /invalid --games 'lots': expected an integer from 1 to/],
    ['zero --games', ['simulate', 'dice-race', '--games', '0'], /invalid --games '0'/],
    ['out-of-range --workers', ['simulate', 'dice-race', '--workers', '999'], /invalid --workers '999': expected an integer from 0 to 256/],
    ['negative --workers', ['simulate', 'dice-race', '--workers', '-1'], /invalid --workers '-1'|--workers needs a value/],
    ['malformed --shard', ['simulate', 'dice-race', '--shard', '3/3'], /invalid --shard '3\/3': expected i\/n with 0 <= i < n/],
    ['malformed --shard text', ['simulate', 'dice-race', '--shard', 'half'], /invalid --shard 'half'/],
    ['--shards without an index variable', ['simulate', 'dice-race', '--shards', '4'], /--shards 4 needs the shard index in one of JOB_COMPLETION_INDEX/],
    ['too many players', ['simulate', 'dice-race', '--players', '7'], /invalid player count '7' for dice-race: accepted is 1 to 4/],
    ['too few players', ['simulate', 'dice-race', '--players', '0'], /invalid player count '0' for dice-race: accepted is 1 to 4/],
    ['one player outside solo mode', ['simulate', 'dice-race', '--players', '1'], /dice-race has no legal 1-player seating under these parameters: it has seatings at --players 2,3,4/],
    ['bots per seat mismatch', ['simulate', 'dice-race', '--bots', 'random,random,random'], /--bots lists 3 bots/],
    ['unknown option', ['simulate', 'dice-race', '--gmaes', '10'], /unknown option '--gmaes' for simulate: accepted options are --games/],
    ['unreadable variant', ['simulate', 'dice-race', '--variant', '/nonexistent/v.json'], /cannot read variant file '\/nonexistent\/v.json'/],
    ['variant not JSON', ['simulate', 'dice-race', '--variant', badJson], /is not valid JSON/],
    ['variant with unknown parameter', ['simulate', 'dice-race', '--variant', unknownKey], /unknown parameter 'race.nope'/],
    ['impossible combination', ['simulate', 'dice-race', '--set', 'race.handSize=5', '--set', 'race.cardCopies=1'], /race.handSize=5 needs 20 cards/],
    ['unknown command', ['simulat', 'dice-race'], /unknown command 'simulat': accepted commands are simulate, merge, replay, rules/],
  ];

  it.each(cases)('%s', (_name, args, message) => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const r = cli([...args, '--out', out].filter((a, i, all) => !(args[0] !== 'simulate' && (a === '--out' || all[i - 1] === '--out'))));
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(lines[0]).toMatch(/^balance-lab: /);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    expect(listFiles(parent)).toEqual([]);
  });
});
