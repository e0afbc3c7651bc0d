// End to end: studies of several player counts, turn order, the game's metrics,
// precision on factions, paired rotations at N players, and determinism of all
// of these across workers and shards, through the built command.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, readSummary, tempDir } from './cli-helpers.js';
import { expectNothingWritten, expectOneLine, header, readCsv } from './cli-csv.js';

describe('several player counts in one study (built CLI)', () => {
  it('--players 2-4 --games 48: one study per count, each with its rows, fair share and band', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--players', '2-4', '--games', '48', '--workers', '0', '--out', d]);
    expect(r.status, r.stderr).toBe(0);
    // 48 is a multiple of every count's seatings (12, 24, 24): no note.
    expect(r.stderr).not.toMatch(/^note:/m);
    expect(r.stderr).toMatch(/^2 players: 48 games, fair share 50\.0%$/m);
    expect(r.stderr).toMatch(/^3 players: 48 games, fair share 33\.3%$/m);
    expect(r.stderr).toMatch(/^4 players: 48 games, fair share 25\.0%$/m);
    const s = readSummary(d) as any;
    expect(s.totalGames).toBe(144);
    expect(s.plan.players).toEqual([2, 3, 4]);
    expect(s.plan.seatings).toEqual([12, 24, 24]);
    expect(s.plan.games).toBe(144);
    expect(s.counts).toHaveLength(3);
    const bands = [
      [2, 0.5, 0.45, 0.55],
      [3, 1 / 3, 1 / 3 - 0.05, 1 / 3 + 0.05],
      [4, 0.25, 0.2, 0.3],
    ] as const;
    bands.forEach(([n, share, lo, hi], k) => {
      const c = s.counts[k];
      expect(c.players).toBe(n);
      expect(c.games).toBe(48);
      expect(c.fairShare).toBeCloseTo(share, 12);
      expect(c.band.lo).toBeCloseTo(lo, 12);
      expect(c.band.hi).toBeCloseTo(hi, 12);
    });
    // Verdicts name the count when a study has several.
    expect(s.verdicts.factions.map((v: any) => v.players)).toEqual([2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
    expect(s.verdicts.factions[0].text).toMatch(/^hare at 2 players wins/);

    const factions = readCsv(d, 'factions.csv');
    expect(header(d, 'factions.csv').split(',')[0]).toBe('players');
    expect(factions.map((f) => `${f.players}:${f.faction}`)).toEqual(
      [2, 3, 4].flatMap((n) => ['hare', 'tortoise', 'fox', 'owl'].map((f) => `${n}:${f}`)),
    );
    for (const f of factions) {
      const n = Number(f.players);
      // Every faction sits in n of 4 seats' worth of games at n players: 48 × n / 4.
      expect(Number(f.games)).toBe((48 * n) / 4);
      expect(Number(f.fair_share)).toBeCloseTo(1 / n, 6);
    }
    for (const n of [2, 3, 4]) {
      expect(factions.filter((f) => Number(f.players) === n).reduce((a, f) => a + Number(f.wins), 0)).toBe(48);
    }

    const matchups = readCsv(d, 'matchups.csv');
    expect(header(d, 'matchups.csv')).toMatch(/^players,seat0,seat1,seat2,seat3,games,wins_seat0,wins_seat1,wins_seat2,wins_seat3,losses,draws,timeouts,/);
    expect(matchups.filter((m) => m.players === '2')).toHaveLength(12);
    expect(matchups.filter((m) => m.players === '3')).toHaveLength(24);
    expect(matchups.filter((m) => m.players === '4')).toHaveLength(24);
    // Narrower seatings leave the wider seat columns blank.
    for (const m of matchups.filter((x) => x.players === '2')) expect([m.seat2, m.seat3, m.wins_seat2]).toEqual(['', '', '']);

    expect(header(d, 'turns.csv')).toBe('players,position,games,wins,win_rate,ci_low,ci_high');
    const turns = readCsv(d, 'turns.csv');
    expect(turns.map((t) => `${t.players}:${t.position}`)).toEqual(['2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '4:3']);
    for (const t of turns) expect(t.games).toBe('48');
    expect(header(d, 'seats.csv')).toBe('players,seat,games,wins,win_rate,ci_low,ci_high');
    expect(readCsv(d, 'seats.csv').map((t) => `${t.players}:${t.seat}`)).toEqual(turns.map((t) => `${t.players}:${t.position}`));
    // Seat 0 always moves first by default: turn positions are the seats.
    expect(readCsv(d, 'seats.csv').map((t) => t.wins)).toEqual(turns.map((t) => t.wins));
  });

  const bad: [string, string[], RegExp][] = [
    ['a count listed twice', ['--players', '2,2'], /player count listed twice in --players 2,2/],
    ['a count above the game\u2019s seats', ['--players', '5'], /invalid player count '5' for dice-race: accepted is 1 to 4/],
    ['not a count', ['--players', 'x'], /invalid --players 'x': expected a count, a list \(2,3,4\) or a range \(2-6\) of counts from 1 to 4/],
    ['a range backwards', ['--players', '4-2'], /invalid --players '4-2'/],
    ['--band with several counts', ['--players', '2-4', '--band', '0.45,0.55'], /--band sets one band, but 2, 3, 4 players have different fair shares/],
  ];
  it.each(bad)('bad --players: %s is one line, exit 2, nothing written', (_name, args, message) => {
    const parent = tempDir();
    const r = cli(['simulate', 'dice-race', ...args, '--games', '12', '--out', join(parent, 'out')]);
    expectOneLine(r, message);
    expectNothingWritten(parent);
  });

  it('notes on stderr when the games do not divide evenly among a count\u2019s legal seatings', () => {
    const uneven = cli(['simulate', 'dice-race', '--players', '2', '--games', '10', '--workers', '0']);
    expect(uneven.status, uneven.stderr).toBe(0);
    expect(uneven.stderr).toMatch(/^note: 10 games at 2 players do not divide evenly among its 12 legal seatings: .*use a multiple of 12/m);
    expect(uneven.stdout).toBe('');
    // Only the uneven count is named.
    const mixed = cli(['simulate', 'dice-race', '--players', '2-3', '--games', '36', '--workers', '0']);
    expect(mixed.status, mixed.stderr).toBe(0);
    expect(mixed.stderr.match(/^note: .*$/gm)).toEqual([expect.stringMatching(/^note: 36 games at 3 players do not divide evenly among its 24 legal seatings/)]);
    // --quiet keeps stderr empty.
    const quiet = cli(['simulate', 'dice-race', '--players', '2', '--games', '10', '--workers', '0', '--quiet']);
    expect(quiet.stderr).toBe('');
  });
});

describe('turn order (built CLI)', () => {
  it('race.firstPlayer=roll: win rate by turn position differs from by seat, and replay prints the turn order', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--players', '3', '--set', 'race.firstPlayer=roll', '--games', '48', '--workers', '0', '--out', d, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const turns = readCsv(d, 'turns.csv');
    const seats = readCsv(d, 'seats.csv');
    expect(turns).toHaveLength(3);
    expect(seats).toHaveLength(3);
    expect(turns.map((t) => t.games)).toEqual(['48', '48', '48']);
    expect(turns.reduce((a, t) => a + Number(t.wins), 0)).toBe(seats.reduce((a, t) => a + Number(t.wins), 0));
    expect(turns.map((t) => t.wins)).not.toEqual(seats.map((t) => t.wins));

    const replay = cli(['replay', 'dice-race', '--seed', '1', '--game-index', '4', '--players', '3', '--set', 'race.firstPlayer=roll', '--pictures', 'none']);
    expect(replay.status, replay.stderr).toBe(0);
    const order = /turn order (seat \d), (seat \d), (seat \d)$/m.exec(replay.stdout);
    expect(order).not.toBeNull();
    expect(order!.slice(1).sort()).toEqual(['seat 0', 'seat 1', 'seat 2']);
    // The first step is taken by the seat the order starts with.
    const first = /^ {4}1 {2}(seat \d):/m.exec(replay.stdout)?.[1];
    expect(first).toBe(order![1]);
    // Without the roll, seat 0 goes first.
    const plain = cli(['replay', 'dice-race', '--seed', '1', '--game-index', '4', '--players', '3', '--pictures', 'none']);
    expect(plain.stdout).toMatch(/turn order seat 0, seat 1, seat 2$/m);
  });
});

describe('the game\u2019s metrics (built CLI)', () => {
  it('metrics.csv: every metric per faction per count, integer sums, means consistent with the games', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--players', '2-3', '--games', '24', '--set', 'race.handSize=3', '--workers', '0', '--out', d, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(d) as any;
    expect(header(d, 'metrics.csv')).toBe('players,faction,metric,games,sum,mean,sd,ci_low,ci_high');
    const metrics = readCsv(d, 'metrics.csv');
    const names = ['rolls', 'walks', 'cards', 'squares', 'knocked'];
    const factions = ['hare', 'tortoise', 'fox', 'owl'];
    expect(metrics).toHaveLength(2 * factions.length * names.length);
    const gamesOf = new Map(readCsv(d, 'factions.csv').map((f) => [`${f.players}:${f.faction}`, Number(f.games)]));
    for (const n of [2, 3]) {
      for (const f of factions) {
        const rows = metrics.filter((m) => Number(m.players) === n && m.faction === f);
        expect(rows.map((m) => m.metric).sort()).toEqual([...names].sort());
        for (const m of rows) {
          expect(m.sum).toMatch(/^\d+$/);
          expect(Number(m.games)).toBe(gamesOf.get(`${n}:${f}`));
          expect(Number(m.mean)).toBeCloseTo(Number(m.sum) / Number(m.games), 6);
          expect(Number(m.ci_low)).toBeLessThanOrEqual(Number(m.mean));
          expect(Number(m.ci_high)).toBeGreaterThanOrEqual(Number(m.mean));
        }
      }
      // Every turn is one roll, walk or card: their sums over the factions are the turns played at this count.
      const actions = metrics
        .filter((m) => Number(m.players) === n && ['rolls', 'walks', 'cards'].includes(m.metric ?? ''))
        .reduce((a, m) => a + Number(m.sum), 0);
      const turns = s.matchups.filter((m: any) => m.players === n).reduce((a: number, m: any) => a + m.meanLength * m.games, 0);
      expect(actions).toBe(Math.round(turns));
      // With hands dealt, cards are played.
      expect(metrics.filter((m) => Number(m.players) === n && m.metric === 'cards').reduce((a, m) => a + Number(m.sum), 0)).toBeGreaterThan(0);
    }
    // In a race only the fox knocks runners back (the victim counts it), and never itself.
    for (const m of metrics.filter((x) => x.metric === 'knocked' && x.faction === 'fox')) expect(m.sum).toBe('0');
    expect(s.metrics).toHaveLength(metrics.length);
  });
});

describe('precision on factions (built CLI)', () => {
  it('--precision 0.05 --on factions --players 4 stops once every faction interval is within ±5 points', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--precision', '0.05', '--on', 'factions', '--players', '4', '--workers', '0', '--out', d]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^precision: every faction within ±5\.00 points after \d+ games$/m);
    const s = readSummary(d) as any;
    expect(s.precision.reached).toBe(true);
    expect(s.precision.target).toBe(0.05);
    expect(s.precision.on).toBe('factions');
    expect(s.precision.widest).toBeLessThanOrEqual(0.05);
    for (const f of s.factions) expect((f.ciHigh - f.ciLow) / 2).toBeLessThanOrEqual(0.05);
    expect(s.totalGames % 24).toBe(0); // whole cycles of the 24 seatings
  });

  it('--on needs matchups or factions, and goes with --precision', () => {
    for (const [args, message] of [
      [['--precision', '0.05', '--on', 'x'], /invalid --on 'x': expected matchups or factions/],
      [['--on', 'factions'], /--on goes with --precision/],
    ] as [string[], RegExp][]) {
      const parent = tempDir();
      const r = cli(['simulate', 'dice-race', ...args, '--out', join(parent, 'out')]);
      expectOneLine(r, message);
      expectNothingWritten(parent);
    }
  });
});

describe('paired runs at N players (built CLI)', () => {
  it('--paired --players 3 plays every rotation of each seating: 72 games, in rotation groups; replay shows the 3 rotations', () => {
    const d = tempDir();
    const r = cli(['simulate', 'dice-race', '--paired', '--players', '3', '--games', '24', '--workers', '0', '--out', d, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const s = readSummary(d) as any;
    expect(s.totalGames).toBe(72);
    expect(s.plan.paired).toBe(true);
    expect(s.paired).not.toBeNull();
    expect(s.paired.seat0).toBeNull(); // a two-player measure
    expect(s.paired.factions.map((f: any) => f.faction)).toEqual(['hare', 'tortoise', 'fox', 'owl']);
    for (const f of s.paired.factions) {
      expect(f.players).toBe(3);
      expect(f.pairs).toBe(18); // 24 groups × 3 seats ÷ 4 factions
      expect(f.seatAdvantage).toBeNull();
      expect(f.ciLow).toBeLessThanOrEqual(f.winRate);
      expect(f.ciHigh).toBeGreaterThanOrEqual(f.winRate);
    }
    expect(s.paired.seats.map((x: any) => [x.players, x.seat, x.pairs])).toEqual([
      [3, 0, 24],
      [3, 1, 24],
      [3, 2, 24],
    ]);
    // Each rotation group holds 3 games; the tally counts groups by their wins 0..3.
    const rot = s.tally.rotations['3'];
    for (const seat of rot.seats) {
      expect(seat.n).toBe(24);
      expect(seat.wins).toHaveLength(4);
      expect(seat.wins.reduce((a: number, b: number) => a + b, 0)).toBe(24);
    }
    // Over the rotations every faction sits in every seat equally often.
    const matchups = readCsv(d, 'matchups.csv');
    for (const f of ['hare', 'tortoise', 'fox', 'owl']) {
      for (const seat of ['seat0', 'seat1', 'seat2']) {
        expect(matchups.filter((m) => m[seat] === f).reduce((a, m) => a + Number(m.games), 0)).toBe(18);
      }
    }

    const replay = cli(['replay', 'dice-race', '--paired', '--players', '3', '--seed', '1', '--game-index', '2', '--pictures', 'none']);
    expect(replay.status, replay.stderr).toBe(0);
    const heads = replay.stdout.split('\n').filter((l) => l.startsWith('Dice Race'));
    expect(heads).toHaveLength(3);
    expect(heads[0]).toMatch(/game 2: seat 0 (\w+) \(random\) vs seat 1 (\w+) \(random\) vs seat 2 (\w+) \(random\)$/);
    expect(heads[1]).toMatch(/game 2 \(seats rotated by 1\): /);
    expect(heads[2]).toMatch(/game 2 \(seats rotated by 2\): /);
    const seatsOf = (h: string): string[] => [...h.matchAll(/seat \d (\w+) \(/g)].map((m) => m[1] as string);
    const [a, b, c] = seatsOf(heads[0] as string);
    expect(seatsOf(heads[1] as string)).toEqual([b, c, a]);
    expect(seatsOf(heads[2] as string)).toEqual([c, a, b]);
    expect(replay.stdout.match(/^(seat \d.* wins|loss|timeout|draw)/gm)).toHaveLength(3);
  });

  it('--paired with one player is bad input', () => {
    const parent = tempDir();
    const r = cli(['simulate', 'dice-race', '--paired', '--players', '1', '--set', 'race.mode=solo', '--out', join(parent, 'out')]);
    expectOneLine(r, /--paired .*1-player game has nothing to rotate/);
    expectNothingWritten(parent);
  });
});

describe('determinism of a multi-count, rolled-order, paired study (built CLI)', () => {
  it('--workers 0, --workers 2 and two shards merged give identical counts', () => {
    const base = ['simulate', 'dice-race', '--players', '2-3', '--paired', '--set', 'race.firstPlayer=roll', '--games', '48', '--seed', 'det', '--quiet'];
    const w0 = tempDir();
    const w2 = tempDir();
    expect(cli([...base, '--workers', '0', '--out', w0]).status).toBe(0);
    expect(cli([...base, '--workers', '2', '--out', w2]).status).toBe(0);
    const shards = [0, 1].map((i) => {
      const d = tempDir();
      const r = cli([...base, '--workers', '0', '--shard', `${i}/2`, '--out', d]);
      expect(r.status, r.stderr).toBe(0);
      return d;
    });
    const merged = tempDir();
    const m = cli(['merge', ...shards, '--out', merged, '--quiet']);
    expect(m.status, m.stderr).toBe(0);
    const pick = (dir: string): unknown => {
      const s = readSummary(dir) as any;
      return { tally: s.tally, counts: s.counts, turns: s.turns, metrics: s.metrics, paired: s.paired, factions: s.factions, losses: s.losses, totalGames: s.totalGames };
    };
    const a = readSummary(w0) as any;
    expect(a.totalGames).toBe(48 * 2 + 48 * 3); // every game index in each rotation of its seating
    expect(a.tally.rotations).toBeDefined();
    expect(pick(w2)).toEqual(pick(w0));
    expect(pick(merged)).toEqual(pick(w0));
    expect((readSummary(merged) as any).complete).toBe(true);
    for (const f of ['factions.csv', 'matchups.csv', 'turns.csv', 'metrics.csv', 'seats.csv']) {
      expect(readCsv(w2, f)).toEqual(readCsv(w0, f));
      expect(readCsv(merged, f)).toEqual(readCsv(w0, f));
    }
  });
});
