import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchupRows, type FactionRow, wilson } from '../src/stats.js';
import { createTally, recordGame } from '../src/tally.js';
import {
  bandAround,
  bandForPlayers,
  bandTest,
  bandText,
  checkBand,
  DEFAULT_BAND,
  factionVerdicts,
  holm,
  matchupVerdicts,
  normalUpperTail,
} from '../src/verdict.js';

function row(faction: string, wins: number, games: number): FactionRow {
  const ci = wilson(wins, games);
  return {
    players: 2, faction, games, wins, losses: 0, draws: 0, timeouts: 0, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high,
    fairShare: 0.5, relative: ci.rate * 2, relLow: ci.low * 2, relHigh: ci.high * 2,
  };
}

describe('holm', () => {
  it('matches the hand-computed step-down values', () => {
    // Sorted: 0.005×4 = 0.02, 0.01×3 = 0.03, 0.03×2 = 0.06, 0.04×1 = 0.04 -> running max 0.06.
    const adj = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((v, i) => expect(adj[i]).toBeCloseTo(v, 12));
  });

  it('clamps at 1 and handles the empty and single families', () => {
    expect(holm([])).toEqual([]);
    expect(holm([0.2])).toEqual([0.2]);
    expect(holm([0.6, 0.7])).toEqual([1, 1]);
  });

  it('never lowers a p-value and keeps the order of the raw p-values', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }), (ps) => {
        const adj = holm(ps);
        ps.forEach((p, i) => {
          expect(adj[i]).toBeGreaterThanOrEqual(p);
          expect(adj[i]).toBeLessThanOrEqual(1);
          ps.forEach((q, j) => {
            if (p < q) expect(adj[i]).toBeLessThanOrEqual(adj[j]!);
          });
        });
      }),
    );
  });
});

describe('normalUpperTail', () => {
  it('gives the textbook tail areas', () => {
    expect(normalUpperTail(1.959963984540054)).toBeCloseTo(0.025, 7);
    expect(normalUpperTail(1.6448536269514722)).toBeCloseTo(0.05, 7);
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 7);
    expect(normalUpperTail(-1.959963984540054)).toBeCloseTo(0.975, 7);
    // Far tail keeps relative accuracy: P(Z > 6) = 9.8659e-10.
    expect(normalUpperTail(6) / 9.8659e-10).toBeCloseTo(1, 4);
  });
});

describe('bandTest', () => {
  it('tests against the nearer edge with the null variance at that edge', () => {
    // 240/400 = 0.6: z = (0.6 − 0.55)/√(0.55·0.45/400) = 2.0101, P(Z > z) = 0.02221.
    const above = bandTest(240, 400);
    expect(above.edge).toBe('hi');
    expect(above.pValue).toBeCloseTo(0.02221, 4);
    // Mirror image below the band.
    const below = bandTest(160, 400);
    expect(below.edge).toBe('lo');
    expect(below.pValue).toBeCloseTo(0.02221, 4);
    // At the centre the rate is 2.01 standard errors inside the lower edge.
    expect(bandTest(200, 400).pValue).toBeCloseTo(1 - 0.02221, 4);
  });

  it('gives p = 1 without games', () => {
    expect(bandTest(0, 0).pValue).toBe(1);
  });

  it('rejects a band that is not 0 <= lo < hi <= 1', () => {
    expect(() => checkBand({ lo: 0.55, hi: 0.45 })).toThrow(RangeError);
    expect(() => checkBand({ lo: -0.1, hi: 0.5 })).toThrow(RangeError);
    expect(() => checkBand({ lo: 0.5, hi: 1.01 })).toThrow(RangeError);
    expect(() => bandTest(1, 2, { lo: 0.5, hi: 0.5 })).toThrow(RangeError);
  });

  it('never judges a rate beyond an edge at 0 or 1: no rate lies there', () => {
    // A co-op game every party wins: fair share 100%, band 95–100%.
    expect(bandTest(1000, 1000, { lo: 0.95, hi: 1 }).pValue).toBe(1);
    expect(bandTest(0, 1000, { lo: 0, hi: 0.05 }).pValue).toBe(1);
    // The other edge is still tested.
    expect(bandTest(900, 1000, { lo: 0.95, hi: 1 }).pValue).toBeLessThan(1e-9);
  });
});

describe('bands', () => {
  it('centres the default band on the fair share', () => {
    expect(bandForPlayers(2)).toEqual(DEFAULT_BAND);
    const three = bandForPlayers(3);
    expect(three.lo).toBeCloseTo(1 / 3 - 0.05, 12);
    expect(three.hi).toBeCloseTo(1 / 3 + 0.05, 12);
    expect(bandText(DEFAULT_BAND)).toBe('45–55%');
    expect(bandText(three)).toBe('28.3–38.3%');
    expect(bandAround(1)).toEqual({ lo: 0.95, hi: 1 });
    expect(bandAround(0.02)).toEqual({ lo: 0, hi: 0.07 });
  });

  it('judges every faction of an always-won co-op game inside its band, not outside', () => {
    const v = factionVerdicts([row('a', 600, 600), row('b', 600, 600)], bandAround(1));
    expect(v.map((x) => x.verdict)).toEqual(['inside', 'inside']);
  });
});

describe('factionVerdicts', () => {
  it('writes the verdict in plain words', () => {
    // 11620/20000 = 58.1%, Wilson [57.42, 58.78].
    const [v] = factionVerdicts([row('murg', 11620, 20000)]);
    expect(v!.text).toBe('murg wins 58.1% [57.4, 58.8] — outside the band (45–55%)');
    expect(v!.verdict).toBe('outside');
    expect(v!.direction).toBe('above');
  });

  it('says inside when the whole interval is in the band, undecided otherwise', () => {
    const vs = factionVerdicts([row('even', 20000, 40000), row('close', 216, 400), row('low', 9000, 20000)]);
    expect(vs.map((v) => v.verdict)).toEqual(['inside', 'undecided', 'undecided']);
    expect(vs[0]!.text).toBe('even wins 50.0% [49.5, 50.5] — inside the band (45–55%)');
    expect(vs[1]!.text).toMatch(/^close wins 54\.0% \[\d+\.\d, \d+\.\d\] — undecided: neither clearly inside nor clearly outside the band \(45–55%\)$/);
    expect(vs[2]!.direction).toBeNull();
  });

  it('corrects for the number of factions (Holm): significant alone, not among three', () => {
    // 240/400 and 160/400: raw p = 0.0222 each, Wilson intervals wholly outside the band.
    const alone = factionVerdicts([row('a', 240, 400)]);
    expect(alone[0]!.verdict).toBe('outside');
    expect(alone[0]!.adjustedP).toBeCloseTo(0.02221, 4);
    const three = factionVerdicts([row('a', 240, 400), row('b', 160, 400), row('c', 20000, 40000)]);
    expect(three[0]!.adjustedP).toBeCloseTo(3 * 0.02221, 3);
    expect(three[1]!.adjustedP).toBeCloseTo(3 * 0.02221, 3);
    expect(three.map((v) => v.verdict)).toEqual(['undecided', 'undecided', 'inside']);
    // A looser alpha lets them through, on the right sides.
    const loose = factionVerdicts([row('a', 240, 400), row('b', 160, 400), row('c', 20000, 40000)], DEFAULT_BAND, 0.1);
    expect(loose.map((v) => [v.verdict, v.direction])).toEqual([
      ['outside', 'above'],
      ['outside', 'below'],
      ['inside', null],
    ]);
  });

  it('leaves a faction without games out of the correction', () => {
    const vs = factionVerdicts([row('a', 240, 400), row('idle', 0, 0)]);
    expect(vs[0]!.verdict).toBe('outside');
    expect(vs[0]!.adjustedP).toBeCloseTo(0.02221, 4);
    expect(vs[1]!.verdict).toBe('undecided');
    expect(vs[1]!.text).toBe('idle wins 0.0% [0.0, 100.0] — no games, so no verdict on the band (45–55%)');
  });

  it('uses the band it is given', () => {
    const [v] = factionVerdicts([row('murg', 11620, 20000)], { lo: 0.4, hi: 0.6 });
    expect(v!.verdict).toBe('inside');
    expect(v!.text).toContain('inside the band (40–60%)');
  });

  it('rejects an alpha outside (0, 1)', () => {
    expect(() => factionVerdicts([row('a', 1, 2)], DEFAULT_BAND, 0)).toThrow(RangeError);
  });
});

describe('matchupVerdicts', () => {
  it('judges the seat-0 rate of each seating, corrected across seatings', () => {
    const t = createTally();
    // a,b: seat 0 wins 300 of 400 (75%); b,a: seat 0 wins 200 of 400 (50%).
    for (let i = 0; i < 400; i++) {
      recordGame(t, ['a', 'b'], { kind: 'win', winners: [i < 300 ? 0 : 1], reason: 'r' }, 5);
      recordGame(t, ['b', 'a'], { kind: 'win', winners: [i < 200 ? 0 : 1], reason: 'r' }, 5);
    }
    const vs = matchupVerdicts(matchupRows(t));
    expect(vs.map((v) => v.subject)).toEqual(['a,b', 'b,a']);
    expect(vs[0]!.rate).toBe(0.75);
    expect(vs[0]!.verdict).toBe('outside');
    expect(vs[0]!.text).toMatch(/^a \(seat 0\) vs b: a wins 75\.0% \[/);
    // 200/400: Wilson [45.1, 54.9], just inside the band.
    expect(vs[1]!.rate).toBe(0.5);
    expect(vs[1]!.verdict).toBe('inside');
  });
});

describe('verdicts from an estimate with its own standard error (paired runs)', () => {
  it('uses the estimate\u2019s interval and a z-test on its standard error', async () => {
    const { judge, estimateBandTest, normalUpperTail } = await import('../src/verdict.js');
    // rate 0.60, se 0.02: z = (0.60 − 0.55)/0.02 = 2.5 above the upper edge.
    expect(estimateBandTest({ rate: 0.6, se: 0.02 }).pValue).toBeCloseTo(normalUpperTail(2.5), 12);
    const [v] = judge([{ subject: 'x', lead: 'x wins', wins: 0, games: 100, estimate: { rate: 0.6, low: 0.56, high: 0.64, se: 0.02 } }]);
    expect(v).toMatchObject({ verdict: 'outside', direction: 'above', rate: 0.6, ciLow: 0.56, ciHigh: 0.64 });
    expect(v!.text).toBe('x wins 60.0% [56.0, 64.0] — outside the band (45–55%)');
    expect(estimateBandTest({ rate: 0.5, se: Infinity }).pValue).toBe(1);
  });
});
