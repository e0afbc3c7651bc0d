import { describe, expect, it } from 'vitest';
import type { Outcome } from '../src/contracts.js';
import { makePlan } from '../src/plan.js';
import { diceRace } from '../src/reference-game/index.js';
import { lengthsCsv, pathsCsv } from '../src/report/csv.js';
import { escapeHtml, REPORT_CHARTS, reportHtml } from '../src/report/html.js';
import { buildSummary, type Summary } from '../src/summary.js';
import { createTally, recordGame, type Tally } from '../src/tally.js';

const win = (seat: number, reason: string): Outcome => ({ kind: 'win', winners: [seat], reason });
const draw = (reason: string): Outcome => ({ kind: 'draw', winners: [], reason });
const timeout = (reason: string): Outcome => ({ kind: 'timeout', winners: [], reason });

function smallTally(): Tally {
  const t = createTally();
  recordGame(t, ['x', 'y'], win(0, 'king'), 3);
  recordGame(t, ['x', 'y'], win(0, 'king'), 10);
  recordGame(t, ['x', 'y'], win(1, 'race'), 3);
  recordGame(t, ['x', 'y'], draw('stalemate'), 7);
  recordGame(t, ['y', 'x'], win(1, 'race'), 5);
  recordGame(t, ['y', 'x'], win(0, 'race'), 5);
  recordGame(t, ['y', 'x'], timeout('cap'), 40);
  return t;
}

describe('lengthsCsv', () => {
  it('writes the exact histogram sorted by length as a number', () => {
    expect(lengthsCsv(smallTally())).toBe('length,games\n3,2\n5,2\n7,1\n10,1\n40,1\n');
  });

  it('splits by seating on request, with seat columns as in matchups.csv', () => {
    expect(lengthsCsv(smallTally(), { bySeating: true })).toBe(
      'seat0,seat1,length,games\nx,y,3,2\nx,y,7,1\nx,y,10,1\ny,x,5,2\ny,x,40,1\n',
    );
  });

  it('keeps the header for an empty tally', () => {
    expect(lengthsCsv(createTally())).toBe('length,games\n');
  });
});

describe('pathsCsv', () => {
  it('splits each faction’s wins by reason, then draws and timeouts', () => {
    // x: king 2 (seat 0 of x,y), race 1 (seat 1 of y,x); y: race 1 + 1.
    expect(pathsCsv(smallTally())).toBe(
      'outcome,faction,reason,games,share\n' +
        'win,x,king,2,0.666667\n' +
        'win,x,race,1,0.333333\n' +
        'win,y,race,2,1.000000\n' +
        'draw,,stalemate,1,1.000000\n' +
        'timeout,,cap,1,1.000000\n',
    );
  });

  it('follows the given faction order', () => {
    expect(pathsCsv(smallTally(), ['y', 'x']).split('\n')[1]).toBe('win,y,race,2,1.000000');
  });

  it('does not guess which reason was a draw when a seating has both kinds', () => {
    const t = createTally();
    recordGame(t, ['x', 'y'], draw('stalemate'), 3);
    recordGame(t, ['x', 'y'], timeout('cap'), 9);
    expect(pathsCsv(t)).toBe(
      'outcome,faction,reason,games,share\ndraw or timeout,,cap,1,0.500000\ndraw or timeout,,stalemate,1,0.500000\n',
    );
  });
});

function summaryOf(tally: Tally, opts: { players?: number; complete?: boolean; command?: string | null; parameters?: Record<string, unknown> } = {}): Summary {
  const plan = makePlan(diceRace, { games: 100, seed: 's', players: opts.players ?? 2, parameters: opts.parameters ?? {} });
  return buildSummary({
    game: diceRace,
    plan,
    tally,
    shards: [0],
    wallSeconds: 1.5,
    workers: 2,
    complete: opts.complete ?? true,
    command: opts.command === undefined ? 'balance-lab simulate dice-race --games 100' : opts.command,
  });
}

/** A two-player tally over the reference game's factions: hare strong, the rest even. */
function raceTally(): Tally {
  const t = createTally();
  const factions = ['hare', 'tortoise', 'fox', 'owl'];
  for (const a of factions) {
    for (const b of factions) {
      if (a === b) continue;
      for (let i = 0; i < 200; i++) {
        const seat0Wins = a === 'hare' ? i < 150 : b === 'hare' ? i < 50 : i < 100;
        recordGame(t, [a, b], win(seat0Wins ? 0 : 1, i % 3 === 0 ? 'finish by walk' : 'finish by roll'), 10 + (i % 17));
      }
      recordGame(t, [a, b], timeout('turn cap'), 200);
    }
  }
  return t;
}

/** The element `data-chart="name"` opens, up to its closing figure. */
function chartElement(html: string, name: string): string {
  const start = html.indexOf(`data-chart="${name}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</figure>', start));
}

describe('reportHtml', () => {
  it('holds every chart as inline SVG and loads nothing from outside', async () => {
    const html = await reportHtml(summaryOf(raceTally()), { parameters: diceRace.parameters });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    for (const name of REPORT_CHARTS) {
      const el = chartElement(html, name);
      expect(el, name).toMatch(/<svg[^>]*width="\d+(\.\d+)?"[^>]*height="\d+(\.\d+)?"/);
      expect(el, name).toContain('</svg>');
    }
    expect(html).not.toMatch(/\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(html).not.toMatch(/<script|<link|@import|url\(\s*["']?https?:/i);
  });

  it('gives each chart its own SVG ids, so clip paths do not collide', async () => {
    const html = await reportHtml(summaryOf(raceTally()));
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the verdicts in words, on the band in force', async () => {
    const html = await reportHtml(summaryOf(raceTally()));
    // hare: 150 wins in each of its 6 seatings of 201 games (one a timeout) = 900/1206 = 74.6%.
    expect(html).toMatch(/hare wins 74\.6% \[\d+\.\d, \d+\.\d\] — outside the band \(45–55%\)/);
    expect(html).toMatch(/hare \(seat 0\) vs tortoise: hare wins 74\.6% \[\d+\.\d, \d+\.\d\] — outside the band/);
    // The others: 500/1206 = 41.5% each, too weak.
    expect(html).toContain('4 of 4 factions outside the band (45–55%): hare too strong, tortoise too weak, fox too weak, owl too weak.');
    const wide = await reportHtml(summaryOf(raceTally()), { band: { lo: 0.2, hi: 0.8 } });
    expect(wide).toContain('(20–80%)');
    expect(wide).toContain('No faction is clearly outside the band (20–80%).');
    await expect(reportHtml(summaryOf(raceTally()), { band: { lo: 0.6, hi: 0.4 } })).rejects.toThrow(RangeError);
  });

  it('lists the parameters in force with their sources, flagging assumptions and changed values', async () => {
    const html = await reportHtml(summaryOf(raceTally(), { parameters: { 'race.length': 30 } }), { parameters: diceRace.parameters });
    const assumed = diceRace.parameters.filter((p) => p.source.startsWith('ASSUMPTION'));
    expect(assumed.length).toBeGreaterThan(0);
    expect(html).toContain(`${assumed.length} of ${diceRace.parameters.length} parameters rest on an ASSUMPTION`);
    for (const p of assumed) expect(html).toContain(escapeHtml(p.source));
    expect(html).toMatch(/<code>race\.length<\/code><\/td><td class="num">30 <span class="changed">\(default 24\)<\/span>/);
  });

  it('shows the command that made it, escaped', async () => {
    const html = await reportHtml(summaryOf(raceTally(), { command: 'balance-lab simulate dice-race --out "<dir>" && echo done' }));
    expect(html).toContain('balance-lab simulate dice-race --out &quot;&lt;dir&gt;&quot; &amp;&amp; echo done');
    expect(html).not.toContain('"<dir>"');
  });

  it('warns when the run is incomplete', async () => {
    const html = await reportHtml(summaryOf(raceTally(), { complete: false }));
    expect(html).toContain('partial results');
  });

  it('pools the heat map by opponent for more than two players', async () => {
    const t = createTally();
    for (let i = 0; i < 60; i++) recordGame(t, ['hare', 'fox', 'owl'], win(i % 3, 'finish by roll'), 12);
    for (let i = 0; i < 60; i++) recordGame(t, ['fox', 'owl', 'hare'], win(0, 'finish by roll'), 9);
    const html = await reportHtml(summaryOf(t, { players: 3 }));
    expect(html).toContain('hare (seat 0) with fox at the table: hare wins 33.3%');
    expect(html).toContain('fox (seat 0) with hare at the table: fox wins 100.0%');
    expect(html).toContain('(28.3–38.3%)');
    for (const name of REPORT_CHARTS) expect(chartElement(html, name), name).toContain('<svg');
  });
});
