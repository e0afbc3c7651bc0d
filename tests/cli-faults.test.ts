import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cli, counts, readSummary, ROOT, tempDir } from './cli-helpers.js';

interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/**
 * Starts the built CLI, waits until it has written `file` (at least `minBytes` of it: its first
 * checkpoint, or games streamed to games.csv), then sends `signal` `afterMs` later: the signal lands
 * in a run under way, however slow the machine.
 */
function runAndSignalAfterFile(args: string[], file: string, signal: NodeJS.Signals, afterMs: number, minBytes = 1): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let timer: NodeJS.Timeout | undefined;
    const poll = setInterval(() => {
      if (!existsSync(file) || statSync(file).size < minBytes) return;
      clearInterval(poll);
      timer = setTimeout(() => child.kill(signal), afterMs);
    }, 25);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ code, signal: sig, stderr });
    });
  });
}

const RUN = ['simulate', 'dice-race', '--games', '900000', '--seed', 'fault', '--workers', '2', '--checkpoint-seconds', '1', '--quiet'];

describe('long runs survive faults (built CLI)', () => {
  it('a run killed with SIGKILL at a random moment, then --resume\u2019d, gives the uninterrupted result', async () => {
    const whole = tempDir();
    expect(cli([...RUN, '--out', whole]).status).toBe(0);

    const dir = tempDir();
    const delay = Math.floor(Math.random() * 900);
    const killed = await runAndSignalAfterFile([...RUN, '--out', dir], join(dir, 'checkpoint.json'), 'SIGKILL', delay);
    expect(killed.signal, `killed ${delay} ms after the first checkpoint`).toBe('SIGKILL');
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);
    expect(existsSync(join(dir, 'summary.json'))).toBe(false);

    const resumed = cli([...RUN, '--out', dir, '--resume']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(counts(readSummary(dir))).toEqual(counts(readSummary(whole)));
    expect(readSummary(dir)['complete']).toBe(true);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(false);
  }, 120_000);

  it('SIGINT writes a checkpoint and an incomplete summary and exits 130; --resume then equals the whole run, games.csv too', async () => {
    const args = ['simulate', 'dice-race', '--games', '400000', '--seed', 'int', '--workers', '2', '--games-csv', '--quiet'];
    const whole = tempDir();
    expect(cli([...args, '--out', whole]).status).toBe(0);

    const dir = tempDir();
    // Sent once games are streaming to games.csv (more than its header line).
    const stopped = await runAndSignalAfterFile([...args, '--out', dir], join(dir, 'games.csv'), 'SIGINT', 200, 200);
    expect(stopped.code, stopped.stderr).toBe(130);
    expect(stopped.stderr).toMatch(/stopped by SIGINT after \d+ games; continue with the same command and --resume/);
    const partial = readSummary(dir);
    expect(partial['complete']).toBe(false);
    expect(partial['totalGames'] as number).toBeLessThan(400000);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);

    const resumed = cli([...args, '--out', dir, '--resume']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(counts(readSummary(dir))).toEqual(counts(readSummary(whole)));
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(readFileSync(join(whole, 'games.csv'), 'utf8'));
  }, 120_000);

  it('--resume refuses a checkpoint of another run with one line', async () => {
    const dir = tempDir();
    const stopped = await runAndSignalAfterFile([...RUN, '--out', dir], join(dir, 'checkpoint.json'), 'SIGTERM', 0);
    expect(stopped.code).toBe(143);
    const other = cli([...RUN.map((a) => (a === 'fault' ? 'other' : a)), '--out', dir, '--resume']);
    expect(other.status).toBe(2);
    expect(other.stderr.trim()).toMatch(/^balance-lab: cannot resume: the checkpoint in '.*' is for a different run: seed \(fault vs other\)/);
    expect(other.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('--keep-going records games that throw in errors.csv, counts them, and finishes the run', () => {
    const dir = tempDir();
    const r = cli(['simulate', 'dice-race', '--games', '600', '--seed', '4', '--set', 'race.faultTurn=16', '--keep-going', '--out', dir, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(dir) as any;
    expect(s.errors).toBeGreaterThan(0);
    expect(s.totalGames + s.errors).toBe(600);
    const lines = readFileSync(join(dir, 'errors.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe('index,seating,message,replay');
    expect(lines).toHaveLength(s.errors + 1);
    expect(lines[1]).toMatch(/^\d+,\w+\|\w+,dice-race: injected fault at turn 16.*,balance-lab replay dice-race --seed 4 --game-index \d+ --set race.faultTurn=16$/);
  });

  it('--games-csv streams one row per game in index order', () => {
    const dir = tempDir();
    expect(cli(['simulate', 'dice-race', '--games', '240', '--games-csv', '--out', dir, '--quiet']).status).toBe(0);
    const lines = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe('index,seating,kind,winner_seats,winner_factions,reason,length');
    expect(lines).toHaveLength(241);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(Array.from({ length: 240 }, (_, i) => i));
  });

  it('a worker that dies fails the run with a clear message and the checkpoint keeps the games finished before it', () => {
    const dir = tempDir();
    // With seed 'die' the first game to reach turn 33 is game 925, in the third chunk; one
    // worker plays chunks in order, so the first two are committed before it exits.
    const r = cli(['simulate', 'dice-race', '--games', '20000', '--seed', 'die', '--workers', '1', '--checkpoint-seconds', '1',
      '--set', 'race.faultTurn=33', '--set', 'race.faultMode=exit', '--out', dir, '--quiet']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^balance-lab: worker \d exited with code 3 before the run finished$/m);
    expect(r.stderr).not.toMatch(/    at /);
    const cp = JSON.parse(readFileSync(join(dir, 'checkpoint.json'), 'utf8')) as { progress: { games: number } };
    expect(cp.progress.games).toBeGreaterThan(0);
  });
});
