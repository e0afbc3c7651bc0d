// Bad input never shows a stack trace: random argument lists and random variant
// files either run (exit 0) or fail with one line and exit 2, writing nothing.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './cli-helpers.js';

const value = (good: string[], bad: string[]) => fc.constantFrom(...good, ...bad);

const option = fc.oneof(
  fc.tuple(fc.constant('--games'), value(['1', '12', '30'], ['0', '-3', 'ten', '1e3', '', '99999999999999'])),
  fc.tuple(fc.constant('--seed'), value(['1', 'abc', '42'], [''])),
  fc.tuple(fc.constant('--workers'), value(['0', '1', '2'], ['-1', 'x', '1000'])),
  fc.tuple(fc.constant('--factions'), value(['hare,fox', 'owl,tortoise,fox'], ['hare', 'wolf,fox', 'hare,,fox', 'hare,hare'])),
  fc.tuple(fc.constant('--players'), value(['2', '3'], ['1', '9', 'two'])),
  fc.tuple(fc.constant('--bot'), value(['random'], ['genius', 'random:3', ''])),
  fc.tuple(fc.constant('--bots'), value(['random,random'], ['random', 'a,b,c'])),
  fc.tuple(fc.constant('--set'), value(['race.length=10', 'hare.dieSides=6'], ['race.length=1', 'nope=1', 'race.length', '=3', 'race.faultMode=boom'])),
  fc.tuple(fc.constant('--shard'), value(['0/2', '1/3'], ['3/3', 'a/b', '1', '-1/2'])),
  fc.tuple(fc.constant('--shards'), value(['2'], ['0', 'x'])),
  fc.tuple(fc.constant('--checkpoint-seconds'), value(['1'], ['0', 'soon'])),
  fc.constant(['--mirror']),
  fc.constant(['--json']),
  fc.constant(['--resume']),
  fc.constant(['--keep-going']),
  fc.constant(['--quiet']),
  fc.constant(['--unknown-flag']),
  fc.constant(['stray-positional']),
);

const variantFile = fc.oneof(
  fc.json(),
  fc.dictionary(fc.constantFrom('race.length', 'hare.dieSides', 'race.handSize', 'bogus.key'), fc.oneof(fc.integer({ min: -5, max: 300 }), fc.string(), fc.boolean())).map((d) => JSON.stringify(d)),
);

describe('CLI bad-input fuzz (built CLI, fast-check)', () => {
  it('exits 0 or 2; on 2 prints one line and writes nothing', () => {
    const variantDir = tempDir();
    let n = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('dice-race', 'chess'),
        fc.array(option, { maxLength: 6 }),
        fc.option(variantFile, { nil: undefined }),
        (game, opts, variant) => {
          const args = ['simulate', game, ...opts.flat()];
          if (variant !== undefined) {
            const file = join(variantDir, `v${n++}.json`);
            writeFileSync(file, variant);
            args.push('--variant', file);
          }
          const out = join(tempDir(), 'out');
          args.push('--out', out);
          const r = cli(args, { JOB_COMPLETION_INDEX: '', SLURM_ARRAY_TASK_ID: '', AWS_BATCH_JOB_ARRAY_INDEX: '' });
          const where = `balance-lab ${args.join(' ')}\n${r.stderr}`;
          expect([0, 2], where).toContain(r.status);
          expect(r.stderr, where).not.toMatch(/\n\s+at /);
          if (r.status === 2) {
            expect(r.stderr.trim().split('\n'), where).toHaveLength(1);
            expect(r.stderr, where).toMatch(/^balance-lab: /);
            expect(existsSync(out), where).toBe(false);
          }
        },
      ),
      { numRuns: 60, seed: 20261125 },
    );
  }, 180_000);
});
