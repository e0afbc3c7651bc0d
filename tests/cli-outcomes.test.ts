// End to end: losses (solo and co-op games), shared wins, and the legal seatings a
// game declares (chase mode: the wolf sits last), through the built command.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, readSummary, tempDir } from './cli-helpers.js';
import { expectNothingWritten, expectOneLine, header, readCsv } from './cli-csv.js';

describe('losses: games no seat wins (built CLI)', () => {
  it('a solo study counts losses apart from draws and timeouts, by reason, in every table and the report', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--players', '1', '--set', 'race.mode=solo', '--games', '400', '--workers', '0', '--out', d]);
    expect(r.status, r.stderr).toBe(0);
    expect(listFiles(d).sort()).toEqual(
      ['factions.csv', 'lengths.csv', 'matchups.csv', 'metrics.csv', 'paths.csv', 'report.html', 'seats.csv', 'summary.json', 'turns.csv'].sort(),
    );
    const s = readSummary(d) as any;
    expect(s.schema).toBe(2);
    expect(s.totalGames).toBe(400);
    expect(s.losses).toBeGreaterThan(0);
    expect(s.draws).toBe(0);
    expect(s.timeouts).toBe(0);
    expect(s.plan.players).toEqual([1]);
    expect(s.plan.seatings).toEqual([4]);
    expect(s.counts).toHaveLength(1);
    expect(s.counts[0]).toMatchObject({ players: 1, games: 400, losses: s.losses, draws: 0, timeouts: 0 });
    // Solo: the fair share is the overall win rate.
    const wins = s.factions.reduce((a: number, f: any) => a + f.wins, 0);
    expect(s.counts[0].fairShare).toBeCloseTo(wins / 400, 12);
    expect(r.stderr).toMatch(new RegExp(`losses ${s.losses} \\(`));

    expect(header(d, 'factions.csv')).toBe('players,faction,games,wins,losses,draws,timeouts,win_rate,ci_low,ci_high,fair_share,relative,rel_low,rel_high');
    const factions = readCsv(d, 'factions.csv');
    expect(factions.map((f) => f.faction)).toEqual(['hare', 'tortoise', 'fox', 'owl']);
    for (const f of factions) {
      expect(f.players).toBe('1');
      expect(Number(f.games)).toBe(100);
      expect(Number(f.wins) + Number(f.losses)).toBe(100);
      expect(f.draws).toBe('0');
      expect(f.timeouts).toBe('0');
    }
    expect(factions.reduce((a, f) => a + Number(f.losses), 0)).toBe(s.losses);

    expect(header(d, 'matchups.csv')).toBe(
      'players,seat0,games,wins_seat0,losses,draws,timeouts,win_rate_seat0,ci_low_seat0,ci_high_seat0,loss_rate,draw_rate,timeout_rate,mean_length',
    );
    const matchups = readCsv(d, 'matchups.csv');
    expect(matchups).toHaveLength(4);
    for (const m of matchups) {
      expect(Number(m.wins_seat0) + Number(m.losses)).toBe(Number(m.games));
      expect(Number(m.loss_rate)).toBeCloseTo(Number(m.losses) / Number(m.games), 6);
      expect(m.draws).toBe('0');
      expect(m.timeouts).toBe('0');
    }
    expect(matchups.reduce((a, m) => a + Number(m.losses), 0)).toBe(s.losses);

    const paths = readCsv(d, 'paths.csv');
    const lossRows = paths.filter((p) => p.outcome === 'loss');
    expect(lossRows.map((p) => p.reason).sort()).toEqual(['caught by the storm', 'out of time']);
    for (const p of lossRows) expect(p.faction).toBe('');
    expect(lossRows.reduce((a, p) => a + Number(p.games), 0)).toBe(s.losses);
    expect(paths.filter((p) => p.outcome === 'draw' || p.outcome === 'timeout')).toEqual([]);

    const html = readFileSync(join(d, 'report.html'), 'utf8');
    expect(html).toMatch(/losses/i);
    expect(html).toMatch(/caught by the storm/);
    // The loss count is stated next to the word.
    expect(html).toMatch(new RegExp(`loss(es)?\\b[^\\d]{0,60}\\b${s.losses}\\b|\\b${s.losses}\\b[^\\d]{0,60}\\bloss`, 'i'));
  });

  it('a co-operative game (dice-race-coop): a win names every seat, running out of turns is a loss for all', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race-coop', '--players', '3', '--games', '48', '--set', 'race.maxTurns=30', '--workers', '0', '--games-csv', '--out', d, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(d) as any;
    expect(s.cooperative).toBe(true);
    expect(s.totalGames).toBe(48);
    expect(s.losses).toBeGreaterThan(0);
    expect(s.losses).toBeLessThan(48);
    expect(s.draws + s.timeouts).toBe(0);
    expect(s.counts[0]).toMatchObject({ players: 3, games: 48, losses: s.losses });
    const games = readCsv(d, 'games.csv');
    expect(games).toHaveLength(48);
    const won = games.filter((g) => g.kind === 'win');
    const lost = games.filter((g) => g.kind === 'loss');
    expect(won.length + lost.length).toBe(48);
    expect(lost.length).toBe(s.losses);
    expect(won.length).toBeGreaterThan(0);
    for (const g of won) {
      expect(g.reason).toBe('all home');
      expect(g.winner_seats).toBe('0|1|2');
      expect(g.winner_factions).toBe(g.seating);
    }
    for (const g of lost) {
      expect(g.reason).toBe('out of time');
      expect(g.winner_seats).toBe('');
    }
    // Every seat of a won game wins: each faction's wins are the won games it sat in.
    for (const f of s.factions) {
      const sat = won.filter((g) => (g.seating ?? '').split('|').includes(f.faction)).length;
      expect(f.wins).toBe(sat);
    }
    // Co-op: the fair share of a count is the overall win rate.
    expect(s.counts[0].fairShare).toBeCloseTo(won.length / 48, 12);
  });

  it('dice-race offers no coop mode: the co-op game is dice-race-coop, judged as a party', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--set', 'race.mode=coop', '--players', '3', '--games', '48', '--workers', '0', '--out', d]);
    expectOneLine(r, /invalid value 'coop' for parameter race\.mode: expected one of race, solo, chase/);
    expectNothingWritten(d);
  });
});

describe('legal seatings the game declares (built CLI)', () => {
  it('chase mode at 3 players puts the wolf in the last seat of every seating', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--players', '3', '--set', 'race.mode=chase', '--games', '24', '--workers', '0', '--out', d, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(d) as any;
    expect(s.plan.seatings).toEqual([12]); // 4 × 3 ordered pairs of runners, then the wolf
    expect(s.plan.factions).toContain('wolf');
    const matchups = readCsv(d, 'matchups.csv');
    expect(matchups).toHaveLength(12);
    for (const m of matchups) {
      expect(m.seat2).toBe('wolf');
      expect([m.seat0, m.seat1]).not.toContain('wolf');
      expect(m.games).toBe('2');
    }
    // The wolf sits in every game.
    expect(s.factions.find((f: any) => f.faction === 'wolf').games).toBe(24);
  });

  it('--factions that no legal seating uses only is one line naming the mandatory faction; nothing written', () => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const r = cli(['simulate', 'dice-race', '--factions', 'hare,fox', '--players', '3', '--set', 'race.mode=chase', '--out', out]);
    expectOneLine(r, /no legal 3-player seating of dice-race uses only hare, fox: every legal seating includes wolf/);
    expectNothingWritten(parent);
  });

  it('--factions narrows to the legal seatings using only them', () => {
    const r = cli(['simulate', 'dice-race', '--factions', 'hare,fox,wolf', '--players', '3', '--set', 'race.mode=chase', '--games', '8', '--workers', '0', '--json', '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as any;
    expect(s.plan.seatings).toEqual([2]);
    expect(s.matchups.map((m: any) => m.seats.join(','))).toEqual(['fox,hare,wolf', 'hare,fox,wolf']);
  });

  it('the wolf is not legal outside chase mode: one line, exit 2', () => {
    const parent = tempDir();
    const r = cli(['simulate', 'dice-race', '--factions', 'hare,wolf', '--out', join(parent, 'out')]);
    expectOneLine(r, /no legal 2-player seating of dice-race uses only hare, wolf/);
    expectNothingWritten(parent);
  });
});
