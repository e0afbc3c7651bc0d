import { describe, expect, it } from 'vitest';
import type { Outcome } from '../src/contracts.js';
import { makePlan } from '../src/plan.js';
import { diceRace, diceRaceCoop } from '../src/reference-game/index.js';
import { lengthsCsv, pathsCsv } from '../src/report/csv.js';
import { CONDITIONAL_CHARTS, escapeHtml, REPORT_CHARTS, reportCharts, reportHtml } from '../src/report/html.js';
import { buildSummary, type Summary } from '../src/summary.js';
import { createTally, recordGame, type Tally } from '../src/tally.js';

const win = (seat: number, reason: string): Outcome => ({ kind: 'win', winners: [seat], reason });
const draw = (reason: string): Outcome => ({ kind: 'draw', winners: [], reason });
const timeout = (reason: string): Outcome => ({ kind: 'timeout', winners: [], reason });
const loss = (reason: string): Outcome => ({ kind: 'loss', winners: [], reason });

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

  it('keeps loss, draw and timeout reasons apart, each a share of its own kind', () => {
    // Changed with the widened tally: it records each ending's reason by kind (was one 'draw or timeout' group).
    const t = createTally();
    recordGame(t, ['x', 'y'], draw('stalemate'), 3);
    recordGame(t, ['x', 'y'], timeout('cap'), 9);
    recordGame(t, ['x', 'y'], loss('storm'), 4);
    recordGame(t, ['y', 'x'], loss('storm'), 4);
    recordGame(t, ['y', 'x'], loss('clock'), 4);
    expect(pathsCsv(t)).toBe(
      'outcome,faction,reason,games,share\n' +
        'loss,,storm,2,0.666667\nloss,,clock,1,0.333333\ndraw,,stalemate,1,1.000000\ntimeout,,cap,1,1.000000\n',
    );
  });
});

function summaryOf(
  tally: Tally,
  opts: { players?: number | number[]; complete?: boolean; command?: string | null; parameters?: Record<string, unknown>; game?: typeof diceRace } = {},
): Summary {
  const game = opts.game ?? diceRace;
  const plan = makePlan(game, { games: 100, seed: 's', players: opts.players ?? 2, parameters: opts.parameters ?? {} });
  return buildSummary({
    game,
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

/** The `data-chart` names of a page, in order. */
function chartNames(html: string): string[] {
  return [...html.matchAll(/data-chart="([^"]+)"/g)].map((m) => m[1]!);
}

/** The element `data-chart="name"` opens, up to its closing figure. */
function chartElement(html: string, name: string): string {
  const start = html.indexOf(`data-chart="${name}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</figure>', start));
}

describe('reportHtml', () => {
  it('holds every chart as inline SVG and loads nothing from outside', async () => {
    const summary = summaryOf(raceTally());
    const html = await reportHtml(summary, { parameters: diceRace.parameters });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    // One count, no counters: REPORT_CHARTS without the conditional 'metrics'.
    expect(reportCharts(summary)).toEqual(REPORT_CHARTS.filter((c) => c !== 'metrics'));
    expect(chartNames(html)).toEqual(reportCharts(summary));
    for (const name of reportCharts(summary)) {
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
    for (const name of reportCharts(summaryOf(t, { players: 3 }))) expect(chartElement(html, name), name).toContain('<svg');
  });
});

/** The HTML between the heading `<h2 ...>title</h2>` and the next part heading (or the end). */
function part(html: string, title: string): string {
  const start = html.indexOf(`>${title}</h2>`);
  if (start < 0) return '';
  const next = html.indexOf('<h2 class="part"', start);
  return html.slice(start, next < 0 ? undefined : next);
}

/**
 * A study of 2, 3 and 4 players over the race factions, with turn orders and
 * counters: hare strong at 2 players, fair at 3 and 4; the seat that moves first
 * wins more; some games are lost by everyone.
 */
function studyTally(): Tally {
  const t = createTally();
  const factions = ['hare', 'tortoise', 'fox', 'owl'];
  const keys = ['rolls', 'squares'];
  for (const n of [2, 3, 4]) {
    for (let rot = 0; rot < factions.length; rot++) {
      const seats = Array.from({ length: n }, (_, i) => factions[(rot + i) % factions.length]!);
      for (let i = 0; i < 240; i++) {
        // The seat that moves first: turn order rotates with the game index.
        const first = i % n;
        const turnOrder = Array.from({ length: n }, (_, k) => (first + k) % n);
        const hareSeat = seats.indexOf('hare');
        let outcome: Outcome;
        if (i % 10 === 9) outcome = loss('out of time');
        else if (n === 2 && hareSeat >= 0 && i % 10 < 7) outcome = win(hareSeat, 'finish by roll');
        else outcome = win(i % 2 === 0 ? first : (first + 1 + (i % (n - 1 || 1))) % n, 'finish by walk');
        const values = seats.flatMap((_, s) => [5 + ((i + s) % 4), 20 + s]);
        recordGame(t, seats, outcome, 10 + (i % 9), { turnOrder, metrics: { keys, values } });
      }
    }
  }
  return t;
}

describe('reportHtml for a study of several player counts', () => {
  it('gives each count its own part with its verdicts, heat map, faction bars, seats and turn positions', async () => {
    const summary = summaryOf(studyTally(), { players: [2, 3, 4] });
    const html = await reportHtml(summary);
    expect(reportCharts(summary)).toEqual([
      'relative',
      ...['matchups', 'factions', 'seats', 'turns'],
      ...['matchups', 'factions', 'seats', 'turns'],
      ...['matchups', 'factions', 'seats', 'turns'],
      'metrics',
      'lengths',
      'paths',
    ]);
    expect(chartNames(html)).toEqual(reportCharts(summary));
    // Unique SVG ids even though every count has its own charts of the same names.
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const n of [2, 3, 4]) {
      const p = part(html, `${n} players`);
      expect(p, `${n} players`).not.toBe('');
      for (const h of ['Verdicts', 'Matchups', 'Faction win rates', 'Seat advantage', 'Turn position']) expect(p).toContain(`<h2>${h} at ${n} players</h2>`);
      // Its own band, and only its own verdicts.
      const band = summary.counts.find((c) => c.players === n)!.band;
      expect(p).toContain(`the band (${n === 2 ? '45–55' : n === 3 ? '28.3–38.3' : '20–30'}%)`);
      expect(band.lo).toBeCloseTo(1 / n - 0.05, 6);
      for (const m of [2, 3, 4].filter((m) => m !== n)) expect(p).not.toContain(`at ${m} players wins`);
      expect(p).toMatch(new RegExp(`hare at ${n} players wins \\d+\\.\\d% \\[`));
    }
    // hare wins 70% + at two players: outside, too strong; the overview says so per count.
    expect(part(html, '2 players')).toMatch(/hare at 2 players wins [\d.]+% \[[\d.]+, [\d.]+\] — outside the band \(45–55%\)/);
    expect(html).toMatch(/<a href="#players-2">2 players<\/a>: [^<]*hare too strong/);
    expect(html).toContain('<h2 class="part" id="players-3">3 players</h2>');
    // The header lists every count.
    expect(html).toContain('<dt>players</dt><dd>2, 3, 4</dd>');
  });

  it('charts each faction\'s relative win rate across counts, with a rule at 1', async () => {
    const summary = summaryOf(studyTally(), { players: [2, 3, 4] });
    const html = await reportHtml(summary);
    const el = chartElement(html, 'relative');
    expect(el).toContain('<svg');
    expect(html).toContain('Relative win rate across player counts');
    // One point per faction and count: 4 factions × 3 counts, each a filled symbol.
    const points = (el.match(/role-graphics-symbol|class="mark-symbol/g) ?? []).length;
    expect(points).toBeGreaterThan(0);
    for (const n of ['2', '3', '4']) expect(el).toContain(`>${n}</text>`);
    expect(el).toContain('relative win rate (1 = fair share)');
    expect(summary.factions.filter((r) => r.relative !== null)).toHaveLength(12);
  });

  it('shows losses apart from draws and timeouts, with the loss reasons', async () => {
    const summary = summaryOf(studyTally(), { players: [2, 3, 4] });
    expect(summary.losses).toBe(3 * 4 * 24);
    const html = await reportHtml(summary);
    expect(html).toContain(`<dt>losses</dt><dd>${summary.losses}</dd>`);
    expect(html).toContain(`${summary.losses} ended in a loss (no seat won), 0 in a draw and 0 in a timeout`);
    expect(html).toContain('<tr><td>loss</td><td>out of time</td><td class="num">288</td><td class="num">100.0%</td></tr>');
    expect(html).toContain('the share of each loss reason among the losses');
  });

  it('charts win rate by turn position, position 0 first', async () => {
    const summary = summaryOf(studyTally(), { players: [2, 3, 4] });
    const html = await reportHtml(summary);
    expect(html).toContain('position 0 (1st to move) is the seat that moved first, as the game reported it');
    expect(html).toContain('first-player advantage');
    const el = chartElement(html, 'turns');
    expect(el).toContain('>1st to move</text>');
    expect(el).toContain('>2nd to move</text>');
    // The first mover wins more than its share in this tally.
    const first = summary.turns.find((r) => r.players === 3 && r.position === 0)!;
    expect(first.winRate).toBeGreaterThan(1 / 3);
    // The first turn chart on the page is the two-player one.
    const two = summary.turns.find((r) => r.players === 2 && r.position === 0)!;
    expect(el).toContain(`${(two.winRate * 100).toFixed(1)}%`);
  });

  it('tables the game counters per count, faction and metric; nothing when there are none', async () => {
    const summary = summaryOf(studyTally(), { players: [2, 3, 4] });
    const html = await reportHtml(summary);
    expect(html).toContain('<h2>Game counters</h2>');
    expect(chartElement(html, 'metrics')).toContain('<svg');
    const row = summary.metrics.find((m) => m.players === 3 && m.faction === 'hare' && m.metric === 'squares')!;
    expect(row.games).toBeGreaterThan(0);
    expect(html).toContain(
      `<tr><td class="num">3</td><td>hare</td><td><code>squares</code></td><td class="num">${row.games.toLocaleString('en-US')}</td>`,
    );
    expect(html).toContain(`<td class="num">${row.sum.toLocaleString('en-US')}</td></tr>`);
    const plain = await reportHtml(summaryOf(raceTally()));
    expect(plain).not.toContain('Game counters');
    expect(chartElement(plain, 'metrics')).toBe('');
  });

  it('keeps one count as it was: no part headings, no relative chart', async () => {
    const html = await reportHtml(summaryOf(raceTally()));
    expect(html).not.toContain('class="part"');
    expect(html).not.toContain('data-chart="relative"');
    expect(html).toContain('<h2>Verdicts</h2>');
    expect(html).toContain('<h2>Turn position</h2>');
    expect(Object.keys(CONDITIONAL_CHARTS)).toContain('relative');
  });

  it('names the content in force in the header', async () => {
    const summary = summaryOf(raceTally());
    const html = await reportHtml({ ...summary, plan: { ...summary.plan, content: { name: 'base-deck', hash: 'abc123' } } });
    expect(html).toContain('<dt>content</dt><dd>base-deck (abc123)</dd>');
    // The reference game has content, so a plain run names its set too.
    expect(summary.plan.content?.name).toBe('standard');
    expect(await reportHtml(summary)).toContain(`<dt>content</dt><dd>standard (${summary.plan.content!.hash})</dd>`);
    expect(await reportHtml({ ...summary, plan: { ...summary.plan, content: null } })).not.toContain('<dt>content</dt>');
  });
});

describe('reportHtml for co-op and solo games', () => {
  it('judges factions against the average party and says how often the party wins and loses', async () => {
    const t = createTally();
    const factions = ['hare', 'tortoise', 'fox', 'owl'];
    for (const a of factions) {
      for (const b of factions) {
        if (a === b) continue;
        for (let i = 0; i < 50; i++) {
          const won = i < (a === 'owl' || b === 'owl' ? 20 : 35);
          recordGame(t, [a, b], won ? { kind: 'win', winners: [0, 1], reason: 'all home' } : loss('out of time'), 20 + (i % 5));
        }
      }
    }
    const summary = summaryOf(t, { game: diceRaceCoop });
    expect(summary.cooperative).toBe(true);
    const c = summary.counts[0]!;
    const html = await reportHtml(summary);
    expect(html).toContain(`The party wins ${(((c.games - c.losses) / c.games) * 100).toFixed(1)}%, loses ${((c.losses / c.games) * 100).toFixed(1)}% of ${c.games} games at 2 players.`);
    expect(html).toContain(`the fair share is the overall win rate (${(c.fairShare * 100).toFixed(1)}%)`);
    expect(html).toContain('judged against the average party');
    expect(html).toContain('<dt>play</dt><dd>co-operative (the seats win or lose together)</dd>');
    // owl drags its parties down: below the average party.
    expect(html).toMatch(/owl wins [\d.]+% \[[\d.]+, [\d.]+\] — outside the band/);
    expect(html).toContain('<tr><td>loss</td><td>out of time</td>');
  });

  it('reports a solo study without a heat map or seats, with the player\'s win and loss rates', async () => {
    const t = createTally();
    for (const f of ['hare', 'tortoise', 'fox', 'owl']) {
      for (let i = 0; i < 40; i++) recordGame(t, [f], i < (f === 'hare' ? 30 : 16) ? win(0, 'home') : loss(i % 2 ? 'storm' : 'out of time'), 15);
    }
    const summary = summaryOf(t, { players: 1, parameters: { 'race.mode': 'solo' } });
    const html = await reportHtml(summary);
    expect(reportCharts(summary)).toEqual(['factions', 'metrics', 'lengths', 'paths'].filter((c) => c !== 'metrics' || summary.metrics.length > 0));
    expect(chartNames(html)).toEqual(reportCharts(summary));
    expect(html).toContain('A solo game: the fair share is the overall win rate (48.8%)');
    expect(html).toContain('The player wins 48.8%, loses 51.2% of 160 games at 1 player.');
    expect(html).toMatch(/<tr><td>loss<\/td><td>(storm|out of time)<\/td><td class="num">41<\/td><td class="num">50\.0%<\/td><\/tr>/);
  });
});
