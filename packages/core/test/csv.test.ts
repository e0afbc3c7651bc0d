import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Outcome } from '../src/contracts.js';
import { factionsCsv, matchupsCsv, seatsCsv } from '../src/report/csv.js';
import { writeFileAtomic } from '../src/report/files.js';
import { factionRows, matchupRows, seatRows, type MatchupRow } from '../src/stats.js';
import { createTally, recordGame } from '../src/tally.js';

const lines = (csv: string): string[] => csv.split('\n');

describe('factionsCsv', () => {
  it('writes the header and fixed-decimal rates', () => {
    const csv = factionsCsv([
      {
        players: 2, faction: 'murg', games: 10, wins: 7, losses: 1, draws: 1, timeouts: 0, winRate: 0.7, ciLow: 0.3967781, ciHigh: 0.89222,
        fairShare: 0.5, relative: 1.4, relLow: 0.7935562, relHigh: 1.78444,
      },
      {
        players: 3, faction: 'odd, one', games: 0, wins: 0, losses: 0, draws: 0, timeouts: 0, winRate: 0, ciLow: 0, ciHigh: 1,
        fairShare: 0, relative: null, relLow: null, relHigh: null,
      },
    ]);
    expect(lines(csv)).toEqual([
      'players,faction,games,wins,losses,draws,timeouts,win_rate,ci_low,ci_high,fair_share,relative,rel_low,rel_high',
      '2,murg,10,7,1,1,0,0.700000,0.396778,0.892220,0.500000,1.400000,0.793556,1.784440',
      // A fair share of 0 (a co-op game never won) leaves the relative columns blank.
      '3,"odd, one",0,0,0,0,0,0.000000,0.000000,1.000000,0.000000,,,',
      '',
    ]);
  });

  it('keeps the header with no rows', () => {
    expect(factionsCsv([])).toBe('players,faction,games,wins,losses,draws,timeouts,win_rate,ci_low,ci_high,fair_share,relative,rel_low,rel_high\n');
  });
});

describe('matchupsCsv', () => {
  const two: MatchupRow = {
    players: 2, seats: ['a', 'b'], games: 4, wins: [3, 1], losses: 0, draws: 0, timeouts: 0,
    winRate: [0.75, 0.25], ciLow: [0.3, 0.05], ciHigh: [0.95, 0.7],
    lossRate: 0, drawRate: 0, timeoutRate: 0, meanLength: 12.5, sdLength: 1,
  };
  const three: MatchupRow = {
    players: 3, seats: ['a', 'b', 'c'], games: 4, wins: [1, 0, 0], losses: 2, draws: 0, timeouts: 1,
    winRate: [0.25, 0, 0], ciLow: [0.1, 0, 0], ciHigh: [0.9, 0.8, 0.8],
    lossRate: 0.5, drawRate: 0, timeoutRate: 0.25, meanLength: 7, sdLength: 0,
  };

  it('uses as many seat columns as the widest seating and leaves the rest blank', () => {
    expect(lines(matchupsCsv([two, three]))).toEqual([
      'players,seat0,seat1,seat2,games,wins_seat0,wins_seat1,wins_seat2,losses,draws,timeouts,' +
        'win_rate_seat0,ci_low_seat0,ci_high_seat0,win_rate_seat1,ci_low_seat1,ci_high_seat1,' +
        'win_rate_seat2,ci_low_seat2,ci_high_seat2,loss_rate,draw_rate,timeout_rate,mean_length',
      '2,a,b,,4,3,1,,0,0,0,0.750000,0.300000,0.950000,0.250000,0.050000,0.700000,,,,0.000000,0.000000,0.000000,12.500000',
      '3,a,b,c,4,1,0,0,2,0,1,0.250000,0.100000,0.900000,0.000000,0.000000,0.800000,' +
        '0.000000,0.000000,0.800000,0.500000,0.000000,0.250000,7.000000',
      '',
    ]);
  });

  it('has two seat columns for two-player tables', () => {
    expect(lines(matchupsCsv([two]))[0]).toBe(
      'players,seat0,seat1,games,wins_seat0,wins_seat1,losses,draws,timeouts,win_rate_seat0,ci_low_seat0,ci_high_seat0,' +
        'win_rate_seat1,ci_low_seat1,ci_high_seat1,loss_rate,draw_rate,timeout_rate,mean_length',
    );
  });
});

describe('seatsCsv', () => {
  it('writes the header and a row', () => {
    expect(seatsCsv([{ players: 3, seat: 0, games: 10, wins: 4, winRate: 0.4, ciLow: 0.1681877, ciHigh: 0.6873 }])).toBe(
      'players,seat,games,wins,win_rate,ci_low,ci_high\n3,0,10,4,0.400000,0.168188,0.687300\n',
    );
  });
});

describe('CSV from a tally', () => {
  it('is byte-identical whatever order the games were recorded in', () => {
    const games: [string[], Outcome, number][] = [
      [['x', 'y'], { kind: 'win', winners: [0], reason: 'r' }, 3],
      [['y', 'x'], { kind: 'draw', winners: [], reason: 'd' }, 5],
      [['x', 'y', 'z'], { kind: 'timeout', winners: [], reason: 't' }, 9],
      [['x', 'y'], { kind: 'win', winners: [1], reason: 'r' }, 4],
      [['y', 'x'], { kind: 'loss', winners: [], reason: 'l' }, 6],
    ];
    const render = (order: typeof games) => {
      const t = createTally();
      for (const [s, o, l] of order) recordGame(t, s, o, l);
      return factionsCsv(factionRows(t)) + matchupsCsv(matchupRows(t)) + seatsCsv(seatRows(t));
    };
    expect(render([...games].reverse())).toBe(render(games));
  });
});

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'balance-lab-atomic-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates, then replaces content, leaving no temp file', () => {
    const path = join(dir, 'summary.json');
    writeFileAtomic(path, 'first version, longer than the second');
    expect(readFileSync(path, 'utf8')).toBe('first version, longer than the second');
    writeFileAtomic(path, new TextEncoder().encode('second'));
    expect(readFileSync(path, 'utf8')).toBe('second');
    expect(readdirSync(dir)).toEqual(['summary.json']);
  });

  it('throws and cleans up its temp file when the rename fails', () => {
    const path = join(dir, 'taken');
    mkdirSync(join(path, 'child'), { recursive: true });
    expect(() => writeFileAtomic(path, 'x')).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});
