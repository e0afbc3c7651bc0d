// sweep.csv, sweep.json and the sweep's report.html: each variant's faction win
// rates, the paired change against the baseline, and which variant is closest
// to balanced, on one page with the baseline run's full report.
import * as aq from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import type { ParameterSpec } from '../parameters.js';
import type { SweepResult } from '../sweep.js';
import type { Summary } from '../summary.js';
import { bandForPlayers, bandText, type Band } from '../verdict.js';
import { rateBarsSpec, renderSvg } from './charts.js';
import { chartFigure, escapeHtml, htmlPage, reportParts, section } from './html.js';

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

// Vega's tableau10, which the win-rate chart colours its variants with in variant order:
// the change chart picks the same colour for each variant.
const TABLEAU10 = ['#4c78a8', '#f58518', '#e45756', '#72b7b2', '#54a24b', '#eeca3b', '#b279a2', '#ff9da6', '#9d755d', '#bab0ac'];

function diffSpec(r: SweepResult): TopLevelSpec {
  const changed = r.variants.filter((v) => !v.isBaseline);
  const values = changed.flatMap((v) => v.factions.map((f) => ({ variant: v.label, faction: f.faction, diff: f.diff, low: f.diffLow, high: f.diffHigh })));
  const colours = changed.map((v) => TABLEAU10[r.variants.indexOf(v) % TABLEAU10.length] as string);
  const x = { type: 'quantitative' as const, axis: { format: '+.0%', title: 'change in win rate vs baseline (paired 95% interval)' } };
  const rows = {
    y: { field: 'faction', type: 'nominal', sort: null, title: null },
    yOffset: { field: 'variant', type: 'nominal', sort: null },
    color: {
      field: 'variant',
      type: 'nominal',
      scale: { domain: changed.map((v) => v.label), range: colours },
      legend: { orient: 'bottom', direction: 'vertical', title: null, labelLimit: 480 },
    },
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

/** The `data-chart` names of the sweep section, in page order. */
export const SWEEP_CHARTS = ['sweep-rates', 'sweep-diff', 'sweep-imbalance'] as const;

/** sweep.json: the command and the sweep's results (the baseline's summary is in report.html, not here). */
export function sweepJson(r: SweepResult, command: string | null): string {
  const { baselineSummary: _baseline, ...rest } = r;
  return JSON.stringify({ command, ...rest }, null, 2) + '\n';
}

const pct1 = (x: number): string => (x * 100).toFixed(1);

/** The band the sweep's baseline was judged on: the one given, else its count's default (a sweep is one count). */
function sweepBand(s: Summary, players: number): Band {
  return s.verdicts.band ?? s.counts[0]?.band ?? bandForPlayers(players);
}
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${pct1(x)}`;

function ratesSpec(r: SweepResult): TopLevelSpec {
  const s = r.baselineSummary;
  const bars = r.variants.flatMap((v) =>
    v.factions.map((f) => ({ label: f.faction, series: v.label, games: f.games, rate: f.winRate, low: f.ciLow, high: f.ciHigh })),
  );
  return rateBarsSpec(bars, s.counts[0]?.fairShare ?? 1 / Math.max(1, r.players), sweepBand(s, r.players));
}

function variantTable(r: SweepResult): string {
  const rows = r.variants
    .map((v) => {
      const closest = v.label === r.closestToBalanced;
      return v.factions
        .map(
          (f, i) =>
            `<tr${closest ? ' class="closest"' : ''}>` +
            (i === 0
              ? `<td rowspan="${v.factions.length}">${escapeHtml(v.label)}${closest ? '<br><span class="best">closest to balanced</span>' : ''}` +
                `<br><span class="note">imbalance ${pct1(v.imbalance)} points</span></td>`
              : '') +
            `<td>${escapeHtml(f.faction)}</td><td class="num">${f.games.toLocaleString('en-US')}</td>` +
            `<td class="num">${pct1(f.winRate)}% [${pct1(f.ciLow)}, ${pct1(f.ciHigh)}]</td>` +
            `<td class="num">${v.isBaseline ? '—' : `${signed(f.diff)} [${signed(f.diffLow)}, ${signed(f.diffHigh)}] points`}</td></tr>`,
        )
        .join('');
    })
    .join('');
  return (
    '<table class="sweep"><thead><tr><th>variant</th><th>faction</th><th class="num">games</th><th class="num">win rate (95%)</th>' +
    `<th class="num">change vs baseline (paired 95%)</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

/**
 * The "Sweep" section of the sweep's report.html: each variant's faction win
 * rates, the paired change against the baseline, the imbalance of each variant
 * (which is closest to balanced), and every number in a table.
 */
export async function sweepSection(r: SweepResult): Promise<string> {
  const changed = r.variants.some((v) => !v.isBaseline);
  const closest = r.variants.find((v) => v.label === r.closestToBalanced);
  const baseline = r.variants.find((v) => v.isBaseline);
  const rates = await renderSvg('sweep-rates', ratesSpec(r));
  const diff = changed ? await renderSvg('sweep-diff', diffSpec(r)) : null;
  const imb = await renderSvg('sweep-imbalance', imbalanceSpec(r));
  const band = sweepBand(r.baselineSummary, r.players);
  const inner = [
    `<p>${r.variants.length} variants of ${r.axes.map((a) => `<code>${escapeHtml(a.key)}</code>`).join(', ')}, each played on the same ` +
      `${r.games.toLocaleString('en-US')} game indices and seatings as the baseline (seed ${escapeHtml(r.seed)}, bots ${escapeHtml(r.bots.join(' / '))}): ` +
      `common random numbers, so a variant's change is measured game by game.</p>`,
    `<p class="headline">Closest to balanced: ${escapeHtml(r.closestToBalanced)}` +
      (closest ? ` — no faction more than ${pct1(closest.imbalance)} points from the fair share` : '') +
      (baseline && closest && baseline !== closest ? ` (baseline: ${pct1(baseline.imbalance)} points).` : '.') +
      `</p>`,
    `<h3>Faction win rates per variant</h3>` +
      chartFigure(
        'sweep-rates',
        rates,
        `Each faction's win rate in each variant, with its 95% Wilson interval. The shaded strip is the tolerance band ` +
          `(${bandText(band)}), the dashed line the fair share.`,
      ),
    `<h3>Change against the baseline</h3>` +
      (diff
        ? chartFigure(
            'sweep-diff',
            diff,
            "Each faction's win rate in a variant minus in the baseline, paired game by game (common random numbers); whiskers are 95% intervals of the paired difference.",
          )
        : '<p class="note">Every variant is the baseline: nothing changed.</p>'),
    `<h3>Imbalance per variant</h3>` +
      chartFigure(
        'sweep-imbalance',
        imb,
        "The largest distance of any faction's win rate from the fair share; the shortest bar is the variant closest to balanced.",
      ),
    `<h3>All variants</h3>` + variantTable(r),
  ].join('\n');
  return section('Sweep', inner, 'sweep');
}

export interface SweepReportOptions {
  /** The command line that made the sweep, shown at the end of the page. */
  readonly command?: string | null;
  /** The game's parameter registry, so the baseline's parameters are shown with their sources. */
  readonly parameters?: readonly ParameterSpec[];
}

/**
 * The sweep's report.html: simulate's report of the baseline run (verdicts,
 * matchup heat map, faction bars, seats, lengths, victory paths, parameters,
 * the command) with the Sweep section after the header.
 */
export async function sweepReportHtml(r: SweepResult, options: SweepReportOptions = {}): Promise<string> {
  const summary = { ...r.baselineSummary, command: options.command ?? null };
  const baseline = r.variants.find((v) => v.isBaseline)?.label ?? 'baseline';
  const parts = await reportParts(summary, {
    band: summary.verdicts.band ?? undefined,
    alpha: summary.verdicts.alpha,
    parameters: options.parameters,
    title: `Sweep report: ${summary.gameName}`,
    facts: [
      ['variants', `${r.variants.length} (${r.axes.map((a) => a.key).join(', ')})`],
      ['closest to balanced', r.closestToBalanced],
      ['sweep wall time', `${Math.round(r.wallSeconds * 1000) / 1000} s`],
    ],
  });
  const sweep = await sweepSection(r);
  const intro =
    `<h2 class="part">The baseline: ${escapeHtml(baseline)}</h2>` +
    `<p class="note part-note">The sections below report the baseline run alone, as <code>balance-lab simulate</code> would ` +
    `(the header's games, losses, draws, timeouts and wall time are the baseline's too).</p>`;
  return htmlPage(parts.title, [parts.header, sweep, intro, ...parts.sections].join('\n'));
}
