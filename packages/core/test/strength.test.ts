// The strength curve on the reference game: the same games at every level, counts
// that add up, paired changes equal to a hand computation from per-game records,
// the verdict's rules on constructed curves, and the same result for any worker
// count (workers need the built package: npm run build -w @balance-lab/core).
import { describe, expect, it } from 'vitest';
import { playGame, simulate } from '../src/api.js';
import type { GameRef } from '../src/contracts.js';
import { InputError } from '../src/errors.js';
import { makePlan, SeatingPlan } from '../src/plan.js';
import { diceRace } from '../src/reference-game/index.js';
import { runPlan } from '../src/runner.js';
import { Z95 } from '../src/stats.js';
import { runStrength, type StrengthResult } from '../src/strength.js';
import { classifyTrend, gapVerdicts, type FactionCurve, type LevelGap } from '../src/strength-verdict.js';
import { STRENGTH_CHARTS, strengthCsv, strengthJson, strengthReportHtml } from '../src/report/strength-report.js';

const gameRef: GameRef = { moduleUrl: new URL('../dist/reference-game/index.js', import.meta.url).href, exportName: 'diceRace' };

/** Seat bit masks of the winners of games 0..games-1, each in its planned seating, played one by one through the public API. */
function perGame(bot: string, games: number, seed: string, parameters: Record<string, unknown> = {}, players = 2): { seating: readonly string[]; won: number }[] {
  const seatings = new SeatingPlan(makePlan(diceRace, { games, seed, players, parameters }));
  return Array.from({ length: games }, (_, i) => {
    const seating = seatings.seatingFor(i);
    const { outcome } = playGame(diceRace, seating, seed, i, [bot], { parameters });
    let won = 0;
    if (outcome.kind === 'win') for (const w of outcome.winners) won |= 1 << w;
    return { seating, won };
  });
}

/** Mean and 95% normal interval of a list of paired differences, computed the long way. */
function byHand(d: readonly number[]): { diff: number; low: number; high: number } {
  const n = d.length;
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  return { diff: mean, low: mean - (Z95 * sd) / Math.sqrt(n), high: mean + (Z95 * sd) / Math.sqrt(n) };
}

const stable = (r: StrengthResult): string =>
  strengthJson({ ...r, wallSeconds: 0, levels: r.levels.map((l) => ({ ...l, wallSeconds: 0 })) }, null);

describe('strength curve on dice-race', () => {
  it('plays every level on the same game indices and seatings, and its counts add up', async () => {
    const levels = ['random', 'greedy:2'];
    const seen: string[] = [];
    const r = await runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 48, seed: 'st' }, levels, onLevel: (b, i, n) => seen.push(`${i + 1}/${n} ${b}`) });
    expect(seen).toEqual(['1/2 random', '2/2 greedy:2']);
    // The runner's own per-game records: the same indices in the same seatings at both levels.
    const records = await Promise.all(
      levels.map(async (bot) => {
        const rows: { index: number; seating: string }[] = [];
        await runPlan({ game: diceRace, gameRef: null, workers: 0, plan: makePlan(diceRace, { games: 48, seed: 'st', bots: [bot] }), collectRows: true, onCommit: (_p, g) => rows.push(...(g ?? []).map((x) => ({ index: x.index, seating: x.seating.join(',') }))) });
        return rows;
      }),
    );
    expect(records[0]).toHaveLength(48);
    expect(records[1]).toEqual(records[0]);
    expect(r.levels.map((l) => [l.bot, l.games, l.identity.bots, l.identity.seed, l.identity.games])).toEqual([
      ['random', 48, 'random,random', 'st', 48],
      ['greedy:2', 48, 'greedy:2,greedy:2', 'st', 48],
    ]);
    expect(r.rows).toHaveLength(2 * 4);
    for (const [i, bot] of levels.entries()) {
      const mine = r.rows.filter((x) => x.level === i);
      expect(mine.map((x) => x.faction)).toEqual(['hare', 'tortoise', 'fox', 'owl']);
      // Two seats a game: the factions' games are twice the games; a faction's games are the same at every level.
      expect(mine.reduce((a, x) => a + x.games, 0)).toBe(96);
      expect(mine.map((x) => x.games)).toEqual(r.rows.filter((x) => x.level === 0).map((x) => x.games));
      for (const x of mine) expect(x.gap).toBeCloseTo(x.winRate - 0.5, 15);
      // Each level is exactly the self-play study simulate makes of it.
      const alone = await simulate({ game: diceRace, games: 48, seed: 'st', bots: [bot], workers: 0 });
      expect(mine.map((x) => [x.faction, x.games, x.wins, x.winRate, x.ciLow, x.ciHigh, x.fairShare])).toEqual(
        alone.factions.map((x) => [x.faction, x.games, x.wins, x.winRate, x.ciLow, x.ciHigh, x.fairShare]),
      );
      expect([r.levels[i]!.losses, r.levels[i]!.draws, r.levels[i]!.timeouts]).toEqual([alone.losses, alone.draws, alone.timeouts]);
    }
    expect(r.rows.filter((x) => x.level === 0).every((x) => x.change === null)).toBe(true);
  });

  it('pairs each faction game by game: the changes equal a hand computation from per-game records', async () => {
    const levels = ['random', 'greedy:2', 'greedy:2:turn'];
    const games = 24;
    const r = await runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games, seed: 'tiny' }, levels });
    const records = levels.map((bot) => perGame(bot, games, 'tiny'));
    const wonBy = (level: number, faction: string): number[] =>
      records[level]!.flatMap((g) => g.seating.flatMap((f, s) => (f === faction ? [(g.won >> s) & 1] : [])));
    for (const faction of ['hare', 'tortoise', 'fox', 'owl']) {
      const w = levels.map((_, l) => wonBy(l, faction));
      for (let l = 0; l < levels.length; l++) {
        const row = r.rows.find((x) => x.level === l && x.faction === faction)!;
        expect([row.games, row.wins]).toEqual([w[l]!.length, w[l]!.reduce((a, b) => a + b, 0)]);
      }
      for (let l = 1; l < levels.length; l++) {
        const expected = byHand(w[l]!.map((x, k) => x - w[l - 1]![k]!));
        const change = r.rows.find((x) => x.level === l && x.faction === faction)!.change!;
        expect(change.diff).toBeCloseTo(expected.diff, 12);
        expect(change.low).toBeCloseTo(Math.max(-1, expected.low), 12);
        expect(change.high).toBeCloseTo(Math.min(1, expected.high), 12);
      }
      const v = r.verdicts.find((x) => x.faction === faction)!;
      const overall = byHand(w[2]!.map((x, k) => x - w[0]![k]!));
      expect(v.overall.diff).toBeCloseTo(overall.diff, 12);
      expect(v.overall.low).toBeCloseTo(Math.max(-1, overall.low), 12);
      expect([v.overall.from, v.overall.to]).toEqual(['random', 'greedy:2:turn']);
      expect(v.steps.map((s) => `${s.from}>${s.to}`)).toEqual(['random>greedy:2', 'greedy:2>greedy:2:turn']);
    }
  });

  it('in a solo game the fair share is the overall win rate, and the gap change counts its move too', async () => {
    const parameters = { 'race.mode': 'solo' };
    const games = 40;
    const r = await runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games, seed: 'solo', players: 1, parameters }, levels: ['random', 'greedy:2'] });
    expect(r.partyFairShare).toBe(true);
    const [lo, hi] = ['random', 'greedy:2'].map((bot) => perGame(bot, games, 'solo', parameters, 1));
    const fair = (rs: typeof lo) => rs!.reduce((a, g) => a + (g.won & 1), 0) / games;
    expect(r.levels.map((l) => l.fairShare)).toEqual([fair(lo), fair(hi)]);
    for (const faction of r.factions) {
      const mine = lo!.flatMap((g, i) => (g.seating[0] === faction ? [i] : []));
      // x_r = (R/M)·(the faction's win change in game r) − (the party's win change in game r), over every game.
      const x = lo!.map((g, i) => (games / mine.length) * (g.seating[0] === faction ? (hi![i]!.won & 1) - (g.won & 1) : 0) - ((hi![i]!.won & 1) - (g.won & 1)));
      const expected = byHand(x);
      const change = r.rows.find((row) => row.level === 1 && row.faction === faction)!.change!;
      const gaps = r.rows.filter((row) => row.faction === faction).map((row) => row.gap);
      expect(change.diff).toBeCloseTo(gaps[1]! - gaps[0]!, 12);
      expect(change.diff).toBeCloseTo(expected.diff, 12);
      expect(change.low).toBeCloseTo(expected.low, 12);
      expect(change.high).toBeCloseTo(expected.high, 12);
    }
  });

  it('gives the same result for any worker count', async () => {
    const run = (workers: number) => runStrength({ game: diceRace, gameRef, workers, plan: { games: 90, seed: 'w' }, levels: ['random', 'greedy:2'] });
    const one = await run(1);
    const two = await run(2);
    expect(stable(two)).toBe(stable(one));
    expect(stable(await runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 90, seed: 'w' }, levels: ['random', 'greedy:2'] }))).toBe(stable(one));
  });

  it.each([
    [['random'], /a strength curve needs at least two levels in --bots \(weakest first\), got 'random'/],
    [['random', 'greedy', 'random'], /level 'random' is listed twice in --bots random,greedy,random/],
    [['random', 'greedy', 'greedy:8:sampled'], /levels 'greedy' and 'greedy:8:sampled' in --bots random,greedy,greedy:8:sampled are the same bot \(greedy:8\)/],
    [['random', 'mcts:50', 'mcts:50:c=0.2:pw=0.5:depth=2'], /levels 'mcts:50' and 'mcts:50:c=0.2:pw=0.5:depth=2' .* are the same bot \(mcts:50:random:c=0.2:depth=2:pw=0.5:det=5\)/],
    [['random', 'brilliant'], /unknown bot 'brilliant': accepted bots are/],
  ])('rejects levels %o before playing any game', async (levels, message) => {
    const played: string[] = [];
    await expect(runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, levels, onLevel: (b) => played.push(b) })).rejects.toThrow(message);
    await expect(runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, levels })).rejects.toThrow(InputError);
    expect(played).toEqual([]);
  });

  it('studies one player count and no shard', async () => {
    const levels = ['random', 'greedy'];
    await expect(runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10, players: [2, 3] }, levels })).rejects.toThrow(/one player count at a time/);
    await expect(runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10, shard: { index: 0, count: 2 } }, levels })).rejects.toThrow(/cannot be sharded/);
  });

  it('writes strength.csv and a self-contained report.html', async () => {
    const r = await runStrength({ game: diceRace, gameRef: null, workers: 0, plan: { games: 40, seed: 'rep' }, levels: ['random', 'greedy:2'] });
    const csv = strengthCsv(r).trim().split('\n');
    expect(csv[0]).toBe('level,bot,faction,players,games,wins,win_rate,ci_low,ci_high,fair_share,gap,change,change_low,change_high');
    expect(csv).toHaveLength(1 + 2 * 4);
    expect(csv[1]).toMatch(/^0,random,hare,2,\d+,\d+,[\d.]+,[\d.]+,[\d.]+,0\.500000,-?[\d.]+,,,$/);
    expect(csv[5]).toMatch(/^1,greedy:2,hare,2,/);
    const html = await strengthReportHtml(r, { command: 'balance-lab strength dice-race --bots random,greedy:2', parameters: diceRace.parameters });
    expect([...html.matchAll(/data-chart="([^"]+)"/g)].map((m) => m[1])).toEqual([...STRENGTH_CHARTS]);
    for (const v of r.verdicts) expect(html).toContain(v.text.replace(/'/g, '&#39;'));
    for (const h of ['Does the gap hold as the bots get stronger?', 'How the verdicts are made', 'Parameters in force', 'How this report was made']) expect(html).toContain(`<h2>${h}</h2>`);
    // The chart's axis names the levels by their bots.
    expect(html).toMatch(/<text[^>]*>random<\/text>/);
    expect(html).toMatch(/<text[^>]*>greedy:2<\/text>/);
    expect(html).not.toMatch(/(src|href)="https?:|<script/);
  });
});

describe('strength verdicts on constructed curves', () => {
  const level = (bot: string, gap: number, side: LevelGap['side'] = 'even', games = 1000): LevelGap => ({ bot, games, gap, side });
  const change = (from: string, to: string, diff: number, half: number, pValue: number, n = 1000) => ({ from, to, diff, low: diff - half, high: diff + half, n, pValue });
  /** A two-level curve: gaps g0 → g1, the change significant or not. */
  const curve = (faction: string, g0: LevelGap, g1: LevelGap, pValue: number): FactionCurve => {
    const c = change(g0.bot, g1.bot, g1.gap - g0.gap, 0.02, pValue);
    return { faction, levels: [g0, g1], steps: [c], overall: c };
  };

  it('grows, shrinks and holds by the lowest level against the highest', () => {
    const [grows, shrinks, holds, below] = gapVerdicts([
      curve('a', level('random', 0.04, 'above'), level('mcts', 0.12, 'above'), 1e-6),
      curve('b', level('random', 0.1, 'above'), level('mcts', 0.02), 1e-6),
      curve('c', level('random', 0.08, 'above'), level('mcts', 0.09, 'above'), 0.4),
      curve('d', level('random', -0.02), level('mcts', -0.1, 'below'), 1e-5),
    ]);
    expect([grows!.trend, shrinks!.trend, holds!.trend, below!.trend]).toEqual(['grows', 'shrinks', 'holds', 'grows']);
    expect([grows, shrinks, holds, below].every((v) => v!.flipsSign === false)).toBe(true);
    expect(grows!.text).toBe('a: the gap grows with strength — +4.0 points at random (clearly above fair), +12.0 at mcts (clearly above fair); paired change +8.0 [+6.0, +10.0] points, p < 0.001 Holm-adjusted');
    expect(shrinks!.text).toMatch(/^b: the gap shrinks with strength — \+10\.0 points at random \(clearly above fair\), \+2\.0 at mcts \(not clearly off fair\)/);
    expect(holds!.text).toMatch(/^c: the gap holds with strength — .*p = 0\.400 Holm-adjusted$/);
  });

  it('flips sign only when the two ends are clearly on opposite sides of fair', () => {
    const [flipGrows, flipShrinks, crosses] = gapVerdicts([
      curve('a', level('random', 0.05, 'above'), level('mcts', -0.09, 'below'), 1e-9),
      curve('b', level('random', -0.1, 'below'), level('mcts', 0.04, 'above'), 1e-9),
      curve('c', level('random', 0.01), level('mcts', -0.07, 'below'), 1e-9),
    ]);
    expect([flipGrows!.trend, flipGrows!.flipsSign]).toEqual(['grows', true]);
    expect([flipShrinks!.trend, flipShrinks!.flipsSign]).toEqual(['shrinks', true]);
    expect(flipGrows!.text).toMatch(/^a: the gap flips sign and grows with strength/);
    // From about fair to clearly below: the gap grows, without a flip.
    expect([crosses!.trend, crosses!.flipsSign]).toEqual(['grows', false]);
    // A change that is not significant holds, whatever the sides say.
    expect(classifyTrend(level('random', 0.05, 'above'), level('mcts', -0.05, 'below'), false)).toEqual({ trend: 'holds', flipsSign: false });
    expect(classifyTrend(level('random', 0, 'even', 0), level('mcts', 0, 'even', 0), true)).toEqual({ trend: 'none', flipsSign: false });
  });

  it('Holm-corrects the lowest-against-highest tests across factions', () => {
    // p = 0.03 is significant alone, not as one of three tests (adjusted 0.09).
    const alone = gapVerdicts([curve('a', level('random', 0.02), level('mcts', 0.1, 'above'), 0.03)]);
    expect(alone[0]!.trend).toBe('grows');
    const three = gapVerdicts([
      curve('a', level('random', 0.02), level('mcts', 0.1, 'above'), 0.03),
      curve('b', level('random', 0), level('mcts', 0), 0.9),
      curve('c', level('random', 0), level('mcts', 0), 0.8),
    ]);
    expect(three[0]!.overall.adjustedP).toBeCloseTo(0.09, 12);
    expect(three[0]!.trend).toBe('holds');
  });

  it('with more levels, names the steps that move the gap and says when the curve is not monotone', () => {
    const g = [level('random', 0.0), level('greedy', 0.12, 'above'), level('mcts', 0.02)];
    const up = change('random', 'greedy', 0.12, 0.03, 1e-8);
    const down = change('greedy', 'mcts', -0.1, 0.03, 1e-7);
    const [v] = gapVerdicts([{ faction: 'owl', levels: g, steps: [up, down], overall: change('random', 'mcts', 0.02, 0.03, 0.2) }]);
    expect(v!.trend).toBe('holds');
    expect(v!.steps.map((s) => s.direction)).toEqual(['up', 'down']);
    expect(v!.text).toMatch(/the gap holds with strength .*\. Not monotone: up 12\.0 points from random to greedy, down 10\.0 points from greedy to mcts$/);
    const [quiet] = gapVerdicts([{ faction: 'owl', levels: g, steps: [{ ...up, pValue: 0.5 }, { ...down, pValue: 0.5 }], overall: change('random', 'mcts', 0.02, 0.03, 0.2) }]);
    expect(quiet!.text).toMatch(/\. No single step between adjacent levels moves it significantly$/);
    const [one] = gapVerdicts([{ faction: 'owl', levels: g, steps: [up, { ...down, pValue: 0.5 }], overall: change('random', 'mcts', 0.02, 0.03, 0.2) }]);
    expect(one!.text).toMatch(/\. Significant steps: up 12\.0 points from random to greedy$/);
  });
});
