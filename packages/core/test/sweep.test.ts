import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { crossProduct, runSweep } from '../src/sweep.js';
import { SWEEP_CHARTS, sweepCsv, sweepJson, sweepReportHtml } from '../src/report/sweep-report.js';
import { REPORT_CHARTS } from '../src/report/html.js';
import { InputError } from '../src/errors.js';
import { makePlan } from '../src/plan.js';
import { runPlan } from '../src/runner.js';
import { buildSummary } from '../src/summary.js';

describe('variant sweeps', () => {
  it('crossProduct enumerates every combination in axis order', () => {
    expect(crossProduct([{ key: 'a', values: ['1', '2'] }, { key: 'b', values: ['x', 'y'] }])).toEqual([
      { a: '1', b: 'x' }, { a: '1', b: 'y' }, { a: '2', b: 'x' }, { a: '2', b: 'y' },
    ]);
  });

  it('plays each variant on the baseline\u2019s seeds: a variant equal to the baseline is the baseline, others get paired changes', async () => {
    const r = await runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 600, seed: 's' }, axes: [{ key: 'owl.walk', values: ['1', '2', '3'] }] });
    expect(r.variants.map((v) => v.label)).toEqual(['owl.walk=1', 'owl.walk=2 (baseline)', 'owl.walk=3']);
    const base = r.variants[1]!;
    expect(base.isBaseline).toBe(true);
    expect(base.factions.every((f) => f.diff === 0)).toBe(true);
    const slow = r.variants[0]!.factions.find((f) => f.faction === 'owl')!;
    const fast = r.variants[2]!.factions.find((f) => f.faction === 'owl')!;
    // A shorter walk cannot help the owl; a longer one cannot hurt it (paired on the same games).
    expect(slow.diff).toBeLessThan(0);
    expect(slow.diffHigh).toBeLessThan(0);
    expect(fast.diff).toBeGreaterThan(0);
    // The paired difference equals the difference of the two rates (same games, same seatings).
    const baseOwl = base.factions.find((f) => f.faction === 'owl')!;
    expect(slow.diff).toBeCloseTo(slow.winRate - baseOwl.winRate, 12);
    expect(r.variants.some((v) => v.label === r.closestToBalanced)).toBe(true);
    const best = r.variants.reduce((m, v) => Math.min(m, v.imbalance), 1);
    expect(r.variants.find((v) => v.label === r.closestToBalanced)!.imbalance).toBe(best);
  });

  it('is deterministic: the same seed gives the same sweep', async () => {
    const run = () => runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 240, seed: 9 }, axes: [{ key: 'hare.stumbleBack', values: ['2', '4'] }] });
    const [a, b] = await Promise.all([run(), run()]);
    const stable = (r: Awaited<ReturnType<typeof run>>) => JSON.stringify({ ...r, wallSeconds: 0, baselineSummary: { ...r.baselineSummary, wallSeconds: 0 } });
    expect(stable(a)).toBe(stable(b));
  });

  it('plays the defaults as an extra baseline when no variant equals them', async () => {
    const r = await runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 120 }, axes: [{ key: 'owl.walk', values: ['1', '3'] }] });
    expect(r.variants.map((v) => v.label)).toEqual(['baseline', 'owl.walk=1', 'owl.walk=3']);
    const csv = sweepCsv(r).split('\n');
    expect(csv[0]).toBe('variant,owl.walk,baseline,faction,games,wins,win_rate,ci_low,ci_high,diff_vs_baseline,diff_low,diff_high,imbalance,closest_to_balanced');
    expect(csv).toHaveLength(1 + 3 * 4 + 1);
    const html = await sweepReportHtml(r, { command: 'balance-lab sweep dice-race --set owl.walk=1,3', parameters: diceRace.parameters });
    // The sweep's charts first, then every chart of simulate's report for the baseline run.
    const charts = [...html.matchAll(/data-chart="([^"]+)"/g)].map((m) => m[1]);
    expect(charts).toEqual([...SWEEP_CHARTS, ...REPORT_CHARTS]);
    expect(html).toContain('<section id="sweep"><h2>Sweep</h2>');
    for (const h of ['Verdicts', 'Matchups', 'Faction win rates', 'Seat advantage', 'Game length', 'Victory paths', 'Parameters in force', 'How this report was made']) {
      expect(html).toContain(`<h2>${h}</h2>`);
    }
    expect(html).toContain('The baseline: baseline');
    expect(html).toContain(`Closest to balanced: ${r.closestToBalanced}`);
    expect(html).toContain('balance-lab sweep dice-race --set owl.walk=1,3');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toContain('<script');
  });

  it('keeps the baseline run\u2019s summary, identical to simulating the baseline alone', async () => {
    const r = await runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 120, seed: 3, parameters: { 'race.length': 30 } }, axes: [{ key: 'owl.walk', values: ['1', '2'] }] });
    const s = r.baselineSummary;
    expect(s.totalGames).toBe(120);
    expect(s.parameters['race.length']).toBe(30);
    expect(s.parameters['owl.walk']).toBe(2);
    expect(s.command).toBeNull();
    const base = r.variants.find((v) => v.isBaseline)!;
    expect(s.factions.map((f) => [f.faction, f.wins, f.games])).toEqual(base.factions.map((f) => [f.faction, f.wins, f.games]));
    const plan = makePlan(diceRace, { games: 120, seed: 3, parameters: { 'race.length': 30 } });
    const alone = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const simulated = buildSummary({ game: diceRace, plan, tally: alone.tally, shards: [0], wallSeconds: 0, workers: 0, complete: true, command: null });
    expect({ ...s, wallSeconds: 0 }).toEqual(simulated);
    // sweep.json stays the sweep's numbers; the baseline's tally goes to report.html only.
    const json = JSON.parse(sweepJson(r, 'cmd')) as Record<string, unknown>;
    expect(json.command).toBe('cmd');
    expect(json).not.toHaveProperty('baselineSummary');
    expect(json).toHaveProperty('variants');
  });

  it('rejects a bad value of any variant before playing, with one line', async () => {
    await expect(runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, axes: [{ key: 'owl.walk', values: ['1', '9'] }] })).rejects.toThrow(
      /invalid value '9' for parameter owl.walk/,
    );
    await expect(runSweep({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, axes: [] })).rejects.toThrow(InputError);
  });
});
