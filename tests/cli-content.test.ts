// End to end: --content (built-in sets and JSON files), its validation in the main
// thread, its place in the run identity (merge, resume), and `rules` listing the sets.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, readSummary, tempDir } from './cli-helpers.js';
import { expectNothingWritten, expectOneLine } from './cli-csv.js';

// Cards are dealt only in the hidden-hand variant, so content matters with race.handSize > 0.
const HANDS = ['--set', 'race.handSize=3'];

function study(extra: string[]): any {
  const r = cli(['simulate', 'dice-race', '--games', '48', '--workers', '0', ...HANDS, ...extra, '--json', '--quiet']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

describe('--content (built CLI)', () => {
  const dir = tempDir('bl-content-');
  const file = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const HIGH = { cards: [3, 4, 5, 6, 7, 8] };

  it('the default set is named in the summary; --content high changes the results and is named too', () => {
    const std = study([]);
    const high = study(['--content', 'high']);
    expect(std.plan.content).toEqual({ name: 'standard', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(high.plan.content).toEqual({ name: 'high', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(high.plan.content.hash).not.toBe(std.plan.content.hash);
    // The same seed on a faster deck: other games.
    expect(high.tally).not.toEqual(std.tally);
    expect(high.length.mean).toBeLessThan(std.length.mean);
    // Naming the default explicitly is the same run.
    expect(study(['--content', 'standard']).tally).toEqual(std.tally);
    const table = cli(['simulate', 'dice-race', '--games', '12', '--workers', '0', '--content', 'high']);
    expect(table.stderr.split('\n')[0]).toMatch(/^Dice Race \(reference game\): 12 games, seed 1, bots random \/ random, content high/);
  });

  it('--content file.json with a good document works; its hash names the document, not the file layout', () => {
    const good = file('good.json', JSON.stringify(HIGH));
    const spaced = file('spaced.json', '{\n  "cards" : [ 3, 4, 5, 6, 7, 8 ]\n}\n');
    const other = file('other.json', JSON.stringify({ cards: [1, 1, 2, 9] }));
    const high = study(['--content', 'high']);
    const fromFile = study(['--content', good]);
    expect(fromFile.plan.content.name).toBe(good);
    expect(fromFile.plan.content.hash).toBe(high.plan.content.hash);
    expect(fromFile.tally).toEqual(high.tally);
    expect(study(['--content', spaced]).plan.content.hash).toBe(high.plan.content.hash);
    const o = study(['--content', other]);
    expect(o.plan.content.hash).not.toBe(high.plan.content.hash);
    expect(o.totalGames).toBe(48);
  });

  const bad: [string, () => string, RegExp][] = [
    ['a missing file', () => join(dir, 'missing.json'), /invalid --content '.*missing\.json': not a built-in set of dice-race \(standard, high\) and not a readable file/],
    ['an unknown set name', () => 'nonesuch', /invalid --content 'nonesuch': not a built-in set of dice-race \(standard, high\)/],
    ['a file that is not JSON', () => file('notjson.json', '{ cards: [1, 2'), /content file '.*notjson\.json' is not valid JSON/],
    ['a wrong type at /cards/1', () => file('wrongtype.json', JSON.stringify({ cards: [1, '2', 3] })), /invalid content .*wrongtype\.json: \/cards\/1 must be integer/],
    ['a value out of range', () => file('range.json', JSON.stringify({ cards: [1, 25] })), /invalid content .*range\.json: \/cards\/1 must be <= 20/],
    ['all-equal values', () => file('equal.json', JSON.stringify({ cards: [4, 4, 4] })), /invalid content .*equal\.json: \/cards: every card has the value 4; a deck needs at least two values/],
    ['an unknown field', () => file('extra.json', JSON.stringify({ cards: [1, 2], extra: 1 })), /invalid content .*extra\.json: .*additional properties 'extra'/],
    ['a missing field', () => file('empty.json', '{}'), /invalid content .*empty\.json: .*cards/],
    ['not an object', () => file('array.json', '[1, 2]'), /invalid content .*array\.json: .*must be object/],
  ];
  it.each(bad)('%s is one line naming the field, exit 2, nothing in --out', (_name, arg, message) => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const r = cli(['simulate', 'dice-race', '--games', '12', '--content', arg(), '--out', out]);
    expectOneLine(r, message);
    expect(existsSync(out)).toBe(false);
    expectNothingWritten(parent);
  });

  it('--content on a game that takes none (darkleaf) is one line, exit 2', () => {
    const parent = tempDir();
    const r = cli(['simulate', 'darkleaf', '--games', '2', '--content', 'x', '--out', join(parent, 'out')]);
    expectOneLine(r, /darkleaf takes no content \(--content\)/);
    expectNothingWritten(parent);
    // Even a good document for another game: darkleaf takes no content.
    const doc = cli(['simulate', 'darkleaf', '--games', '2', '--content', file('for-darkleaf.json', JSON.stringify(HIGH)), '--out', join(parent, 'out')]);
    expectOneLine(doc, /darkleaf takes no content \(--content\)/);
    expectNothingWritten(parent);
  });

  it('merge refuses two shards played with different content', () => {
    const a = tempDir();
    const b = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '24', '--workers', '0', ...HANDS, '--shard', '0/2', '--out', a, '--quiet']).status).toBe(0);
    expect(cli(['simulate', 'dice-race', '--games', '24', '--workers', '0', ...HANDS, '--shard', '1/2', '--content', 'high', '--out', b, '--quiet']).status).toBe(0);
    const stdHash = (readSummary(a) as any).plan.content.hash;
    const highHash = (readSummary(b) as any).plan.content.hash;
    const out = tempDir();
    const r = cli(['merge', a, b, '--out', out]);
    expectOneLine(r, new RegExp(`cannot merge '.*' with '.*': different content \\(${highHash} vs ${stdHash}\\)`));
    expect(listFiles(out)).toEqual([]);
    // The same content from a file merges.
    const c = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '24', '--workers', '0', ...HANDS, '--shard', '1/2', '--content', file('std.json', JSON.stringify({ cards: [1, 2, 3, 4, 5, 6] })), '--out', c, '--quiet']).status).toBe(0);
    const ok = cli(['merge', a, c, '--out', out, '--quiet']);
    expect(ok.status, ok.stderr).toBe(0);
    expect((readSummary(out) as any).totalGames).toBe(24);
  });

  it('--resume refuses a checkpoint made with other content, with one line', () => {
    // As in cli-faults: with seed 'die' the first game to reach turn 33 is game 925, in the
    // third chunk; one worker commits the first two chunks, so the crash leaves a checkpoint.
    const d = tempDir();
    const run = ['simulate', 'dice-race', '--games', '20000', '--seed', 'die', '--workers', '1', '--checkpoint-seconds', '1', '--set', 'race.faultTurn=33', '--out', d, '--quiet'];
    const crashed = cli(run);
    expect(crashed.status).toBe(1);
    expect(existsSync(join(d, 'checkpoint.json'))).toBe(true);
    const other = cli([...run, '--resume', '--content', 'high']);
    expectOneLine(other, /^balance-lab: cannot resume: the checkpoint in '.*' is for a different run: content \([0-9a-f]{16} vs [0-9a-f]{16}\) \(checkpoint vs command\)$/);
    expect(existsSync(join(d, 'checkpoint.json'))).toBe(true);
    // The default set named explicitly is the same run: accepted (and it crashes again at game 925).
    const same = cli([...run, '--resume', '--content', 'standard']);
    expect(same.status).toBe(1);
    expect(same.stderr).toMatch(/game 925 crashed/);
  });

  it('rules lists the content sets with their hashes; --json has content, contentSchema, seats and cooperative', () => {
    const r = cli(['rules', 'dice-race']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Dice Race \(reference game\) \(dice-race [\d.]+\), 1 to 4 players \(default 2\): \d+ parameters/);
    expect(r.stdout).toMatch(/^content sets \(--content NAME/m);
    expect(r.stdout).toMatch(/^standard \(default\) {2}hash [0-9a-f]{16}$/m);
    expect(r.stdout).toMatch(/^high {2}hash [0-9a-f]{16}$/m);
    const j = JSON.parse(cli(['rules', 'dice-race', '--json']).stdout) as any;
    expect(j.seats).toEqual({ min: 1, max: 4, default: 2 });
    expect(j.cooperative).toBe(false);
    expect(j.content.map((c: any) => [c.name, c.default])).toEqual([
      ['standard', true],
      ['high', false],
    ]);
    expect(j.contentSchema.properties.cards.type).toBe('array');
    // The hashes rules lists are the ones a run records.
    const high = study(['--content', 'high']);
    expect(j.content.find((c: any) => c.name === 'high').hash).toBe(high.plan.content.hash);
    expect(r.stdout).toContain(`high  hash ${high.plan.content.hash}`);
    // A game without content: no sets, no schema.
    const dl = JSON.parse(cli(['rules', 'darkleaf', '--json']).stdout) as any;
    expect(dl.content).toBeUndefined();
    expect(dl.contentSchema).toBeUndefined();
    const coop = JSON.parse(cli(['rules', 'dice-race-coop', '--json']).stdout) as any;
    expect(coop.cooperative).toBe(true);
    expect(coop.seats).toEqual({ min: 2, max: 4, default: 2 });
  });
});
