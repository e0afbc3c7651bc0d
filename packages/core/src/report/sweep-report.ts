// sweep.csv and sweep.html: each variant's faction win rates, the paired change
// against the baseline, and which variant is closest to balanced.
import * as aq from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import type { SweepResult } from '../sweep.js';
import { renderSvg } from './charts.js';
import { chartSection, escapeHtml, htmlPage, section } from './html.js';

const fixed = (x: number): string => x.toFixed(6);

export function sweepCsv(r: SweepResult): string {
  const keys = r.axes.map((a) => a.key);
  const rows = r.variants.flatMap((v) =>
    v.factions.map((f) => ({
      variant: v.label,
      ...Object.fromEntries(keys.map((k) => [k, String(v.settings[k])])),
      baseline: v.isBaseline,
      faction: f.faction,
      games: f.games,
      wins: f.wins,
      win_rate: fixed(f.winRate),
      ci_low: fixed(f.ciLow),
      ci_high: fixed(f.ciHigh),
      diff_vs_baseline: fixed(f.diff),
      diff_low: fixed(f.diffLow),
      diff_high: fixed(f.diffHigh),
      imbalance: fixed(v.imbalance),
      closest_to_balanced: v.label === r.closestToBalanced,
    })),
  );
  const columns = ['variant', ...keys, 'baseline', 'faction', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high', 'diff_vs_baseline', 'diff_low', 'diff_high', 'imbalance', 'closest_to_balanced'];
  return aq.from(rows, columns).toCSV();
}

function diffSpec(r: SweepResult): TopLevelSpec {
  const values = r.variants
    .filter((v) => !v.isBaseline)
    .flatMap((v) => v.factions.map((f) => ({ variant: v.label, faction: f.faction, diff: f.diff, low: f.diffLow, high: f.diffHigh })));
  const x = { type: 'quantitative' as const, axis: { format: '+.0%', title: 'change in win rate vs baseline (paired 95% interval)' } };
  const rows = {
    y: { field: 'faction', type: 'nominal', sort: null, title: null },
    yOffset: { field: 'variant', type: 'nominal', sort: null },
    color: { field: 'variant', type: 'nominal', sort: null, legend: { orient: 'bottom', direction: 'vertical', title: 'variant', labelLimit: 480 } },
  };
  return {
    width: 560,
    height: { step: 14 },
    layer: [
      { data: { values }, mark: { type: 'rule', strokeWidth: 2 }, encoding: { ...rows, x: { field: 'low', ...x }, x2: { field: 'high' } } },
      { data: { values }, mark: { type: 'point', filled: true, size: 50 }, encoding: { ...rows, x: { field: 'diff', ...x } } },
      { data: { values: [{ zero: 0 }] }, mark: { type: 'rule', color: '#444', strokeDash: [4, 3] }, encoding: { x: { field: 'zero', type: 'quantitative' } } },
    ],
  } as TopLevelSpec;
}

function imbalanceSpec(r: SweepResult): TopLevelSpec {
  const values = r.variants.map((v) => ({ variant: v.label, imbalance: v.imbalance, best: v.label === r.closestToBalanced ? 'closest to balanced' : 'other' }));
  return {
    width: 560,
    height: { step: 22 },
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'variant', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } },
      x: { field: 'imbalance', type: 'quantitative', axis: { format: '.0%', title: 'largest distance of a faction from the fair share' } },
      color: { field: 'best', type: 'nominal', scale: { domain: ['closest to balanced', 'other'], range: ['#3a8a5a', '#8a9bb0'] }, legend: { orient: 'bottom', title: null, labelLimit: 320 } },
    },
  } as TopLevelSpec;
}

export async function sweepHtml(r: SweepResult, command: string | null): Promise<string> {
  const [diff, imb] = await Promise.all([renderSvg('sweep-diff', diffSpec(r)), renderSvg('sweep-imbalance', imbalanceSpec(r))]);
  const table =
    '<table><thead><tr><th>variant</th><th>faction</th><th>win rate</th><th>change vs baseline</th></tr></thead><tbody>' +
    r.variants
      .flatMap((v) =>
        v.factions.map(
          (f) =>
            `<tr><td>${escapeHtml(v.label)}</td><td>${escapeHtml(f.faction)}</td><td>${(f.winRate * 100).toFixed(1)}% [${(f.ciLow * 100).toFixed(1)}, ${(f.ciHigh * 100).toFixed(1)}]</td>` +
            `<td>${v.isBaseline ? '—' : `${(f.diff * 100).toFixed(1)} [${(f.diffLow * 100).toFixed(1)}, ${(f.diffHigh * 100).toFixed(1)}] points`}</td></tr>`,
        ),
      )
      .join('') +
    '</tbody></table>';
  const body = [
    section(
      `Sweep: ${escapeHtml(r.game)}`,
      `<p>${r.variants.length} variants of ${r.axes.map((a) => `<code>${escapeHtml(a.key)}</code>`).join(', ')}, each on the same ${r.games.toLocaleString('en-US')} ` +
        `game indices (seed ${escapeHtml(r.seed)}, bots ${escapeHtml(r.bots.join(' / '))}). Closest to balanced: <strong>${escapeHtml(r.closestToBalanced)}</strong>.</p>`,
    ),
    chartSection('Change against the baseline', 'sweep-diff', diff, 'Each faction\'s win rate in a variant minus in the baseline, paired game by game (common random numbers); whiskers are 95% intervals of the paired difference.'),
    chartSection('Imbalance per variant', 'sweep-imbalance', imb, 'The largest distance of any faction\'s win rate from the fair share; the shortest bar is the variant closest to balanced.'),
    section('All variants', table),
    section('How this sweep was made', `<pre class="command">${escapeHtml(command ?? '(run through the API)')}</pre>`),
  ].join('\n');
  return htmlPage(`Sweep: ${r.game}`, body);
}
