import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { assumptionParameters, runSensitivity } from '../src/sensitivity.js';
import { sensitivityCsv, sensitivityHtml } from '../src/report/sensitivity-report.js';
import { InputError } from '../src/errors.js';

describe('assumption sensitivity', () => {
  it('studies every parameter with alternatives, each alternative on the baseline\u2019s games, ranked per faction', async () => {
    expect(assumptionParameters(diceRace.parameters).map((p) => p.key)).toEqual(['race.handSize', 'hare.stumbleBack']);
    const r = await runSensitivity({ game: diceRace, gameRef: null, workers: 0, plan: { games: 600, seed: 'sens' } });
    expect(r.parameters).toEqual(['race.handSize', 'hare.stumbleBack']);
    // 3 alternatives (handSize 3; stumbleBack 2 and 4) × 4 factions.
    expect(r.rows).toHaveLength(12);
    for (const f of r.factions) {
      expect(f.ranking.map((x) => x.key).sort()).toEqual(['hare.stumbleBack', 'race.handSize']);
      for (let i = 1; i < f.ranking.length; i++) expect(Math.abs(f.ranking[i - 1]!.diff)).toBeGreaterThanOrEqual(Math.abs(f.ranking[i]!.diff));
    }
    // A hare that falls back further cannot win more often on the same dice.
    const hare4 = r.rows.find((x) => x.faction === 'hare' && x.key === 'hare.stumbleBack' && x.alternative === 4)!;
    expect(hare4.diff).toBeLessThanOrEqual(0);
    expect(hare4.diff).toBeCloseTo(hare4.rate - hare4.baselineRate, 12);
    expect(hare4.low).toBeLessThanOrEqual(hare4.diff);
    const csv = sensitivityCsv(r).split('\n');
    expect(csv[0]).toBe('faction,rank,parameter,default,alternative,baseline_rate,rate,diff,diff_low,diff_high,source');
    const html = await sensitivityHtml(r, 'balance-lab sensitivity dice-race');
    for (const f of ['hare', 'tortoise', 'fox', 'owl']) expect(html).toContain(`data-chart="sensitivity-${f}"`);
  });

  it('is deterministic and refuses parameters it cannot study', async () => {
    const run = () => runSensitivity({ game: diceRace, gameRef: null, workers: 0, plan: { games: 120, seed: 2 }, keys: ['hare.stumbleBack'] });
    const [a, b] = await Promise.all([run(), run()]);
    expect(JSON.stringify({ ...a, wallSeconds: 0 })).toBe(JSON.stringify({ ...b, wallSeconds: 0 }));
    await expect(runSensitivity({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, keys: ['race.length'] })).rejects.toThrow(InputError);
    await expect(runSensitivity({ game: diceRace, gameRef: null, workers: 0, plan: { games: 10 }, keys: ['nope'] })).rejects.toThrow(/unknown parameter 'nope'/);
  });
});
