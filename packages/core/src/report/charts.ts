// The report's charts: Vega-Lite specs built from a summary, compiled and
// rendered to SVG strings here in Node, so the HTML report carries finished
// pictures and needs no script, no network and no chart library to open.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Band, VerdictKind } from '../verdict.js';
import type { PathRow } from './csv.js';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Colours of the verdicts, shared with the HTML badges. */
export const VERDICT_COLOURS: Record<VerdictKind, string> = {
  inside: '#3b8f5a',
  outside: '#c8463a',
  undecided: '#8a8f98',
};

const BAND_FILL = '#3b8f5a';

const CONFIG = {
  font: FONT,
  background: 'white',
  padding: 8,
  view: { stroke: null },
  axis: { labelFontSize: 12, titleFontSize: 12, titleFontWeight: 600 as const, labelColor: '#333', titleColor: '#333', gridColor: '#e6e6e6' },
  legend: { labelFontSize: 12, titleFontSize: 12 },
  title: { fontSize: 14 },
};

/**
 * A loader that refuses everything: the specs carry their data inline, and a
 * report build must never reach for a file or the network.
 */
const offlineLoader: vega.Loader = {
  load: (uri) => Promise.reject(new Error(`report charts load nothing (asked for ${uri})`)),
  sanitize: (uri) => Promise.reject(new Error(`report charts link nothing (asked for ${uri})`)),
  http: (uri) => Promise.reject(new Error(`report charts fetch nothing (asked for ${uri})`)),
  file: (name) => Promise.reject(new Error(`report charts read no file (asked for ${name})`)),
};

/**
 * Vega-Lite spec -> standalone SVG markup. Element ids (clip paths, gradients)
 * get the chart's name as a prefix: several SVGs share one HTML document, and
 * Vega numbers ids per process, so two charts could otherwise collide.
 */
export async function renderSvg(name: string, spec: TopLevelSpec): Promise<string> {
  const compiled = compile({ ...spec, config: { ...CONFIG, ...(spec.config ?? {}) } } as TopLevelSpec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none', loader: offlineLoader, logLevel: vega.Warn });
  try {
    const svg = await view.toSVG();
    return prefixIds(svg, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}-`);
  } finally {
    view.finalize();
  }
}

function prefixIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`);
}

const pct1 = (x: number): string => `${(x * 100).toFixed(1)}%`;

// Text colour picked per cell without a scale (a second colour scale would clash with the fill's).
const INK = { condition: { test: 'datum.dark', value: 'white' }, value: '#1a1a1a' };

/** One heat map cell: the rate of the faction in seat 0 (`row`) against `col`. */
export interface HeatCell {
  readonly row: string;
  readonly col: string;
  readonly games: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
  readonly verdict: VerdictKind;
}

/**
 * Heat map of seat-0 win rates: rows = faction in seat 0, columns = opponent.
 * Colour diverges around the fair share so an even matchup is pale; the scale
 * is symmetric so equal distances look equal. Rows and columns follow the
 * plan's faction order, so the mirror diagonal lines up.
 */
export function matchupHeatmapSpec(cells: readonly HeatCell[], fair: number, factions: readonly string[] = []): TopLevelSpec {
  let radius = 0.1;
  for (const c of cells) if (c.games > 0) radius = Math.max(radius, Math.abs(c.rate - fair));
  radius = Math.min(Math.max(fair, 1 - fair), Math.ceil(radius * 20) / 20);
  const values = cells.map((c) => ({
    row: c.row,
    col: c.col,
    rate: c.games > 0 ? c.rate : null,
    label: c.games > 0 ? pct1(c.rate) : 'no games',
    ci: c.games > 0 ? `[${pct1(c.low)}, ${pct1(c.high)}]` : '',
    games: `${c.games.toLocaleString('en-US')} games`,
    dark: c.games > 0 && Math.abs(c.rate - fair) > radius * 0.55,
    outside: c.verdict === 'outside',
  }));
  const rank = (f: string): number => {
    const i = factions.indexOf(f);
    return i < 0 ? factions.length : i;
  };
  const ordered = (labels: string[]): string[] => [...new Set(labels)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const colOrder = ordered(values.map((v) => v.col));
  const rowOrder = ordered(values.map((v) => v.row));
  const cell = 118;
  return {
    width: Math.max(1, colOrder.length) * cell,
    height: Math.max(1, rowOrder.length) * 64,
    data: { values },
    encoding: {
      x: { field: 'col', type: 'nominal', sort: colOrder, title: 'opponent', axis: { orient: 'top', labelAngle: 0, labelLimit: cell - 6, labelFontSize: 13, domain: false, ticks: false } },
      y: { field: 'row', type: 'nominal', sort: rowOrder, title: 'faction in seat 0', axis: { labelFontSize: 13, domain: false, ticks: false } },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 2 },
        encoding: {
          color: {
            field: 'rate',
            type: 'quantitative',
            title: 'seat-0 win rate',
            scale: { domain: [fair - radius, fair, fair + radius], range: ['#2f6fae', '#f5f5f2', '#c0392b'] },
            legend: { format: '.0%', gradientLength: 160, direction: 'vertical' },
          },
        },
      },
      {
        // Cells the verdicts put outside the band get a dark frame.
        transform: [{ filter: 'datum.outside' }],
        mark: { type: 'rect', fill: null, stroke: '#1a1a1a', strokeWidth: 2.5 },
      },
      { mark: { type: 'text', fontSize: 15, fontWeight: 700, dy: -12 }, encoding: { text: { field: 'label' }, color: INK } },
      { mark: { type: 'text', fontSize: 11, dy: 4 }, encoding: { text: { field: 'ci' }, color: INK } },
      { mark: { type: 'text', fontSize: 10, dy: 18, opacity: 0.8 }, encoding: { text: { field: 'games' }, color: INK } },
    ],
  };
}

/** One bar of a rate chart. */
export interface RateBar {
  readonly label: string;
  readonly games: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
  /** Colours the bar by verdict; without it bars are plain blue. */
  readonly verdict?: VerdictKind;
  /**
   * Groups the bars: bars with the same label sit side by side, one per series
   * (a sweep's variants), coloured by series in the order they first appear.
   */
  readonly series?: string;
}

/**
 * Horizontal win-rate bars with 95% Wilson error bars, the fair share as a
 * dashed line and, when given, the tolerance band shaded behind. Bars with a
 * `series` are grouped by label, one bar per series, coloured by series.
 */
export function rateBarsSpec(bars: readonly RateBar[], fair: number, band: Band | null): TopLevelSpec {
  const grouped = bars.some((b) => b.series !== undefined);
  const values = bars.map((b) => ({
    label: b.label,
    rate: b.rate,
    low: b.low,
    high: b.high,
    text: b.games > 0 ? pct1(b.rate) : 'no games',
    verdict: b.verdict ?? 'none',
    ...(grouped ? { series: b.series ?? '' } : {}),
  }));
  const series = [...new Set(bars.map((b) => b.series ?? ''))];
  const groups = new Set(values.map((v) => v.label)).size;
  const top = Math.min(1, Math.ceil(Math.max((band?.hi ?? fair) + 0.1, ...values.map((v) => v.high + 0.08)) * 10) / 10);
  const x = { type: 'quantitative' as const, scale: { domain: [0, top] }, axis: { format: '.0%', title: 'win rate (95% interval)' } };
  const byVerdict = !grouped && bars.some((b) => b.verdict !== undefined);
  const guides: NonNullable<Extract<TopLevelSpec, { layer: unknown }>['layer']> = [];
  if (band) {
    guides.push({
      data: { values: [{ lo: band.lo, hi: band.hi }] },
      mark: { type: 'rect', color: BAND_FILL, opacity: 0.14 },
      encoding: { x: { field: 'lo', ...x }, x2: { field: 'hi' } },
    });
  }
  guides.push({
    data: { values: [{ fair }] },
    mark: { type: 'rule', color: BAND_FILL, strokeDash: [4, 3], strokeWidth: 1.5 },
    encoding: { x: { field: 'fair', ...x } },
  });
  const tickSize = grouped ? 8 : 12;
  return {
    width: 560,
    height: grouped ? Math.max(60, groups * (series.length * 18 + 12)) : Math.max(60, bars.length * 36),
    layer: [
      ...guides,
      {
        data: { values },
        encoding: {
          y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelFontSize: 13 } },
          ...(grouped ? { yOffset: { field: 'series', type: 'nominal' as const, sort: series } } : {}),
        },
        layer: [
          {
            mark: { type: 'bar', height: { band: grouped ? 0.8 : 0.62 }, opacity: 0.9, ...(byVerdict || grouped ? {} : { color: '#5b7fa6' }) },
            encoding: {
              x: { field: 'rate', ...x },
              ...(grouped
                ? {
                    color: {
                      field: 'series',
                      type: 'nominal' as const,
                      title: null,
                      scale: { domain: series, scheme: 'tableau10' },
                      legend: { orient: 'bottom' as const, direction: 'vertical' as const, labelLimit: 480 },
                    },
                  }
                : {}),
              ...(byVerdict
                ? {
                    color: {
                      field: 'verdict',
                      type: 'nominal' as const,
                      title: 'verdict',
                      scale: { domain: ['inside', 'outside', 'undecided'], range: [VERDICT_COLOURS.inside, VERDICT_COLOURS.outside, VERDICT_COLOURS.undecided] },
                      legend: { orient: 'bottom' as const, direction: 'horizontal' as const },
                    },
                  }
                : {}),
            },
          },
          { mark: { type: 'rule', color: '#1a1a1a', strokeWidth: 1.5 }, encoding: { x: { field: 'low', ...x }, x2: { field: 'high' } } },
          { mark: { type: 'tick', color: '#1a1a1a', thickness: 1.5, size: tickSize }, encoding: { x: { field: 'low', ...x } } },
          { mark: { type: 'tick', color: '#1a1a1a', thickness: 1.5, size: tickSize }, encoding: { x: { field: 'high', ...x } } },
          { mark: { type: 'text', align: 'left', dx: 6, fontSize: grouped ? 11 : 12 }, encoding: { x: { field: 'high', ...x }, text: { field: 'text' } } },
        ],
      },
    ],
  };
}

/**
 * Game-length distribution from the exact histogram. With many distinct
 * lengths, bars of equal integer width keep it readable (about 60 bars).
 */
export function lengthSpec(hist: Readonly<Record<string, number>>, unit: string, mean: number): TopLevelSpec {
  const bins = Object.entries(hist)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
  const min = bins[0]?.[0] ?? 0;
  const max = bins[bins.length - 1]?.[0] ?? 0;
  const width = Math.max(1, Math.ceil((max - min + 1) / 60));
  const grouped = new Map<number, number>();
  for (const [len, n] of bins) {
    const start = min + Math.floor((len - min) / width) * width;
    grouped.set(start, (grouped.get(start) ?? 0) + n);
  }
  const total = bins.reduce((a, [, n]) => a + n, 0);
  // Bars centred on their integer lengths: [start − ½, start + width − ½].
  const values = [...grouped].map(([start, games]) => ({ x0: start - 0.5, x1: start + width - 0.5, share: total > 0 ? games / total : 0 }));
  const peak = Math.max(0.01, ...values.map((v) => v.share));
  const xTitle = width === 1 ? `game length (${unit})` : `game length (${unit}, bins of ${width})`;
  return {
    width: 560,
    height: 200,
    layer: [
      {
        data: { values },
        mark: { type: 'rect', color: '#5b7fa6', stroke: 'white', strokeWidth: values.length > 40 ? 0.5 : 1 },
        encoding: {
          x: { field: 'x0', type: 'quantitative', title: xTitle, scale: { zero: false, nice: false, domain: [min - 0.5, max + width - 0.5] } },
          x2: { field: 'x1' },
          // Headroom above the tallest bar for the mean's label.
          y: { field: 'share', type: 'quantitative', title: 'share of games', axis: { format: '.0%' }, scale: { domain: [0, peak * 1.15] } },
        },
      },
      {
        data: { values: [{ mean, label: `mean ${mean.toFixed(1)}` }] },
        layer: [
          { mark: { type: 'rule', color: '#c8463a', strokeDash: [4, 3], strokeWidth: 1.5 }, encoding: { x: { field: 'mean', type: 'quantitative' } } },
          { mark: { type: 'text', align: 'left', dx: 4, dy: 2, baseline: 'top', color: '#c8463a', fontSize: 11 }, encoding: { x: { field: 'mean', type: 'quantitative' }, y: { value: 0 }, text: { field: 'label' } } },
        ],
      },
    ],
  };
}

/** Victory paths: each faction's wins split by reason, as 100% stacked bars. */
export function pathsSpec(rows: readonly PathRow[], factions: readonly string[]): TopLevelSpec {
  const wins = rows.filter((r) => r.outcome === 'win');
  const order = [...new Set([...factions, ...wins.map((r) => r.faction)])].filter((f) => wins.some((r) => r.faction === f));
  // Stack positions computed here so segment labels can sit at their centres.
  const offset = new Map<string, number>();
  const values = wins.map((r) => {
    const x0 = offset.get(r.faction) ?? 0;
    offset.set(r.faction, x0 + r.share);
    return { faction: r.faction, reason: r.reason, x0, x1: x0 + r.share, mid: x0 + r.share / 2, label: r.share >= 0.09 ? `${Math.round(r.share * 100)}%` : '' };
  });
  const reasons = [...new Set(wins.map((r) => r.reason))].sort();
  return {
    width: 560,
    height: Math.max(40, order.length * 34),
    data: { values },
    encoding: { y: { field: 'faction', type: 'nominal', sort: order, title: null } },
    layer: [
      {
        mark: { type: 'bar', stroke: 'white', strokeWidth: 1, height: { band: 0.7 } },
        encoding: {
          x: { field: 'x0', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '.0%', title: "share of the faction's wins" } },
          x2: { field: 'x1' },
          color: { field: 'reason', type: 'nominal', title: 'won by', scale: { domain: reasons, scheme: 'tableau10' }, legend: { orient: 'bottom', direction: 'horizontal', columns: 4 } },
        },
      },
      { mark: { type: 'text', fontSize: 11, color: 'white', fontWeight: 600 }, encoding: { x: { field: 'mid', type: 'quantitative' }, text: { field: 'label' } } },
    ],
  };
}

/** One faction's relative win rate at one player count (1 = its fair share). */
export interface RelativePoint {
  readonly players: number;
  readonly faction: string;
  readonly relative: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Factions in the order given (those with points), then any other in order of appearance.
 */
function factionOrder(points: readonly { readonly faction: string }[], factions: readonly string[]): string[] {
  return [...new Set([...factions.filter((f) => points.some((p) => p.faction === f)), ...points.map((p) => p.faction)])];
}

/**
 * Offsets that nudge the factions apart around each x position, so their
 * whiskers do not hide one another (at most ±0.15 of a step).
 */
function nudge(order: readonly string[]): (faction: string) => number {
  const spread = order.length > 1 ? Math.min(0.3, 0.06 * (order.length - 1)) : 0;
  return (faction) => (order.length > 1 ? -spread / 2 + (spread * order.indexOf(faction)) / (order.length - 1) : 0);
}

function factionColour(order: readonly string[]) {
  return { field: 'faction', type: 'nominal' as const, title: 'faction', scale: { domain: [...order], scheme: 'tableau10' }, legend: { orient: 'bottom' as const, direction: 'horizontal' as const } };
}

/** One line per faction through its points, each point with its 95% interval as a whisker (fields x, `value`, low, high, faction). */
function factionLineLayers(x: object, y: object, value: string, colour: object): NonNullable<Extract<TopLevelSpec, { layer: unknown }>['layer']> {
  return [
    { mark: { type: 'line', strokeWidth: 1.5, opacity: 0.8 }, encoding: { x, y: { field: value, ...y }, color: colour, detail: { field: 'faction' } } },
    { mark: { type: 'rule', strokeWidth: 1.5 }, encoding: { x, y: { field: 'low', ...y }, y2: { field: 'high' }, color: colour } },
    { mark: { type: 'point', filled: true, size: 55, opacity: 1 }, encoding: { x, y: { field: value, ...y }, color: colour } },
  ] as NonNullable<Extract<TopLevelSpec, { layer: unknown }>['layer']>;
}

/**
 * Each faction's relative win rate (win rate ÷ fair share) across player counts:
 * x = player count, one line with points per faction and its 95% interval as a
 * whisker, a dashed rule at 1 (fair). Factions are nudged apart around each count
 * so their whiskers do not hide one another.
 */
export function relativeSpec(points: readonly RelativePoint[], factions: readonly string[] = []): TopLevelSpec {
  const order = factionOrder(points, factions);
  const counts = [...new Set(points.map((p) => p.players))].sort((a, b) => a - b);
  const offset = nudge(order);
  const values = points.map((p) => ({ x: p.players + offset(p.faction), players: p.players, faction: p.faction, relative: p.relative, low: p.low, high: p.high }));
  const top = Math.max(1.5, ...values.map((v) => v.high));
  const lo = counts[0] ?? 1;
  const hi = counts[counts.length - 1] ?? 1;
  const x = {
    field: 'x',
    type: 'quantitative' as const,
    title: 'players',
    scale: { domain: [lo - 0.5, hi + 0.5], nice: false, zero: false },
    axis: { values: counts, format: 'd', grid: false },
  };
  const y = { type: 'quantitative' as const, title: 'relative win rate (1 = fair share)', scale: { domain: [0, Math.ceil(top * 4) / 4] } };
  return {
    width: 560,
    height: 260,
    layer: [
      { data: { values: [{ one: 1 }] }, mark: { type: 'rule', color: BAND_FILL, strokeDash: [4, 3], strokeWidth: 1.5 }, encoding: { y: { field: 'one', ...y } } },
      { data: { values }, layer: factionLineLayers(x, y, 'relative', factionColour(order)) },
    ],
  } as TopLevelSpec;
}

/** One faction's win rate at one bot level of a strength curve. */
export interface LevelPoint {
  /** 0 = the weakest level. */
  readonly level: number;
  readonly faction: string;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * A strength curve: x = bot level (labelled with its spec, weakest first), one
 * line per faction through its win rates with 95% whiskers, nudged apart as in
 * relativeSpec. The fair share is dashed: a rule when it is the same at every
 * level (1/N), else a line through each level's (a co-op party's win rate).
 */
export function levelLinesSpec(points: readonly LevelPoint[], bots: readonly string[], fairShares: readonly number[], factions: readonly string[] = []): TopLevelSpec {
  const order = factionOrder(points, factions);
  const offset = nudge(order);
  const values = points.map((p) => ({ x: p.level + offset(p.faction), bot: bots[p.level] ?? '', faction: p.faction, rate: p.rate, low: p.low, high: p.high }));
  const top = Math.min(1, Math.ceil(Math.max(0.1, ...values.map((v) => v.high + 0.05), ...fairShares.map((f) => f + 0.05)) * 10) / 10);
  const levels = bots.map((_, i) => i);
  const x = {
    field: 'x',
    type: 'quantitative' as const,
    title: 'bot level (weakest first)',
    scale: { domain: [-0.5, bots.length - 0.5], nice: false, zero: false },
    // The positions are level numbers; the axis names them by bot spec.
    axis: { values: levels, labelExpr: `${JSON.stringify(bots)}[datum.value]`, grid: false, labelLimit: 160 },
  };
  const y = { type: 'quantitative' as const, title: 'win rate (95% interval)', scale: { domain: [0, top] }, axis: { format: '.0%' } };
  const flat = fairShares.every((f) => f === fairShares[0]);
  const fairValues = fairShares.map((fair, level) => ({ level, fair }));
  const fair = flat
    ? { data: { values: [{ fair: fairShares[0] ?? 0 }] }, mark: { type: 'rule', color: BAND_FILL, strokeDash: [4, 3], strokeWidth: 1.5 }, encoding: { y: { field: 'fair', ...y } } }
    : {
        data: { values: fairValues },
        mark: { type: 'line', color: BAND_FILL, strokeDash: [4, 3], strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 'level' }, y: { field: 'fair', ...y } },
      };
  return {
    width: 560,
    height: 280,
    layer: [fair, { data: { values }, layer: factionLineLayers(x, y, 'rate', factionColour(order)) }],
  } as TopLevelSpec;
}

/** One bar of the game-counter chart: a faction's mean of a metric per game. */
export interface MetricPoint {
  readonly metric: string;
  readonly faction: string;
  /** Groups the points by player count when a study has several. */
  readonly series: string;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Game counters: per metric (one panel each, its own scale), each faction's mean
 * per game with its 95% interval, one point per player count when there are several.
 */
export function metricsSpec(all: readonly MetricPoint[], factions: readonly string[] = []): TopLevelSpec {
  // Counters that stayed 0 everywhere (a rule variant not in play) have nothing to draw; the table still lists them.
  const drawn = all.some((p) => p.mean !== 0) ? all.filter((p) => all.some((q) => q.metric === p.metric && q.mean !== 0)) : all;
  const points = drawn;
  const metrics = [...new Set(points.map((p) => p.metric))];
  const order = [...new Set([...factions.filter((f) => points.some((p) => p.faction === f)), ...points.map((p) => p.faction)])];
  const series = [...new Set(points.map((p) => p.series))];
  const several = series.length > 1;
  const values = points.map((p) => ({
    metric: p.metric,
    faction: p.faction,
    series: p.series,
    mean: p.mean,
    // An interval from one game is unbounded: draw no whisker then.
    low: Number.isFinite(p.low) ? p.low : p.mean,
    high: Number.isFinite(p.high) ? p.high : p.mean,
  }));
  const x = { type: 'quantitative' as const, title: 'mean per game (95% interval)' };
  const y = { field: 'faction', type: 'nominal' as const, sort: order, title: null };
  const offset = several ? { yOffset: { field: 'series', type: 'nominal' as const, sort: series } } : {};
  const colour = several
    ? { color: { field: 'series', type: 'nominal' as const, title: null, scale: { domain: series, scheme: 'tableau10' }, legend: { orient: 'bottom' as const, direction: 'horizontal' as const } } }
    : { color: { value: '#5b7fa6' } };
  return {
    data: { values },
    facet: { row: { field: 'metric', type: 'nominal', sort: metrics, title: null, header: { labelOrient: 'top', labelAngle: 0, labelAlign: 'left', labelAnchor: 'start', labelFontWeight: 600, labelFontSize: 13 } } },
    resolve: { scale: { x: 'independent' } },
    spacing: 14,
    spec: {
      width: 480,
      height: Math.max(36, order.length * (several ? series.length * 10 + 8 : 20)),
      layer: [
        { mark: { type: 'rule', strokeWidth: 1.5 }, encoding: { y, ...offset, x: { field: 'low', ...x }, x2: { field: 'high' }, ...colour } },
        { mark: { type: 'point', filled: true, size: 45, opacity: 1 }, encoding: { y, ...offset, x: { field: 'mean', ...x }, ...colour } },
      ],
    },
  } as TopLevelSpec;
}
