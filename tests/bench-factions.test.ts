// bench/by-faction.mjs (`npm run bench:factions`) refuses a bad game or game count with one line
// and exit status 2, before any work. Its timing run is not part of npm test (it takes a minute).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './cli-helpers.js';

const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bench/by-faction.mjs'), ...args], { cwd: join(ROOT, 'bench'), encoding: 'utf8', timeout: 60_000 });

describe('bench:factions input', () => {
  it('an unknown game: one line naming it and the accepted games, exit 2, nothing on stdout', () => {
    const r = run('chess');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual(["unknown game 'chess' (accepted: darkleaf, dice-race, harrow, korrem)"]);
  });

  it('a game count that is not a whole number of at least 1: one line, exit 2', () => {
    for (const bad of ['x', '0', '2.5']) {
      const r = run('darkleaf', bad);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toEqual([`bad game count '${bad}' (accepted: a whole number of games, at least 1)`]);
    }
  });
});
