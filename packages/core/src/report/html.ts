// report.html: one self-contained page for a designer. Charts are SVG rendered
// at build time and inlined, styles are inline, and there is no script, so the
// file opens offline, by e-mail, or from an archive years later.
import type { ParameterSpec, ParamValue } from '../parameters.js';
import type { Summary } from '../summary.js';
import { wilson } from '../stats.js';
import type { Tally } from '../tally.js';
import {
  bandForPlayers,
  bandText,
  checkBand,
  DEFAULT_ALPHA,
  factionVerdicts,
  judge,
  matchupVerdicts,
  type Band,
  type Verdict,
} from '../verdict.js';
import {
  lengthSpec,
  matchupHeatmapSpec,
  pathsSpec,
  rateBarsSpec,
  renderSvg,
  VERDICT_COLOURS,
  type HeatCell,
} from './charts.js';
import { pathRows, type PathRow } from './csv.js';

export interface ReportOptions {
  /** Tolerance band for win rates; default: fair share 1/players ± 5 points (45–55% for two). */
  readonly band?: Band;
  /** Family-wise error rate of the verdicts (Holm-corrected); default 0.05. */
  readonly alpha?: number;
  /** The game's parameter registry, so each value is shown with its source (ASSUMPTION or rulebook). */
  readonly parameters?: readonly ParameterSpec[];
  /** Page title; default "Balance report: <game name>". */
  readonly title?: string;
  /** More facts for the header, after the run's own (a sweep adds its variants). */
  readonly facts?: readonly (readonly [string, string])[];
}

/** The pieces of report.html, so another page (a sweep's) can put its own sections among them. */
export interface ReportParts {
  readonly title: string;
  /** The page header: title and the run's facts. */
  readonly header: string;
  /** Every section after the header, in page order (verdicts, charts, parameters, the command). */
  readonly sections: readonly string[];
}

/** The `data-chart` names of the report, in page order. */
export const REPORT_CHARTS = ['matchups', 'factions', 'seats', 'lengths', 'paths'] as const;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const pct1 = (x: number): string => `${(x * 100).toFixed(1)}%`;
const int = (n: number): string => n.toLocaleString('en-US');

export async function reportHtml(summary: Summary, options: ReportOptions = {}): Promise<string> {
  const parts = await reportParts(summary, options);
  return htmlPage(parts.title, [parts.header, ...parts.sections].join('\n'));
}

/** The header and sections of report.html for a summary; reportHtml joins them into the page. */
export async function reportParts(summary: Summary, options: ReportOptions = {}): Promise<ReportParts> {
  const band = checkBand(options.band ?? bandForPlayers(summary.plan.players));
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const fair = 1 / Math.max(1, summary.plan.players);
  const factions = [...summary.factions];
  // The summary's own verdicts when the band agrees (paired runs judge factions on their pairs).
  const same = summary.verdicts && summary.verdicts.band.lo === band.lo && summary.verdicts.band.hi === band.hi && summary.verdicts.alpha === alpha;
  const fv = same ? [...summary.verdicts.factions] : factionVerdicts(factions, band, alpha);
  const heat = heatCells(summary, band, alpha);
  const mv = heat.verdicts;
  const paths = pathRows(summary.tally, summary.plan.factions);
  const hist: Record<string, number> = {};
  for (const s of Object.values(summary.tally.seatings)) {
    for (const [k, n] of Object.entries(s.lengthHist)) hist[k] = (hist[k] ?? 0) + n;
  }

  // Rendered one after another: each is quick, and sequential keeps ids and output order stable.
  const svg = {
    matchups: await renderSvg('matchups', matchupHeatmapSpec(heat.cells, fair, summary.plan.factions)),
    factions: await renderSvg(
      'factions',
      rateBarsSpec(
        factions.map((r, i) => ({ label: r.faction, games: r.games, rate: r.winRate, low: r.ciLow, high: r.ciHigh, verdict: fv[i]!.verdict })),
        fair,
        band,
      ),
    ),
    seats: await renderSvg(
      'seats',
      rateBarsSpec(
        summary.seats.map((r) => ({ label: `seat ${r.seat}`, games: r.games, rate: r.winRate, low: r.ciLow, high: r.ciHigh })),
        fair,
        null,
      ),
    ),
    lengths: await renderSvg('lengths', lengthSpec(hist, summary.lengthUnit, summary.length.mean)),
    paths: await renderSvg('paths', pathsSpec(paths, summary.plan.factions)),
  };

  const title = options.title ?? `Balance report: ${summary.gameName}`;
  const bandWords = bandText(band);
  const sections = [
    section(
      'Verdicts',
      `<p class="note">A faction is <b>outside</b> the band (${bandWords}) when its win rate is significantly outside it, ` +
        `<b>inside</b> when its whole 95% interval lies within it, and <b>undecided</b> otherwise (more games would tell).</p>` +
        headline(fv, bandWords) +
        verdictList(fv) +
        `<details${mv.some((v) => v.verdict === 'outside') ? ' open' : ''}><summary>Matchups (${mv.length} heat map cells; ` +
        `${count(mv, 'outside')} outside, ${count(mv, 'inside')} inside, ${count(mv, 'undecided')} undecided)</summary>${verdictList(mv)}</details>`,
    ),
    chartSection(
      'Matchups',
      'matchups',
      svg.matchups,
      (summary.plan.players === 2
        ? 'Win rate of the faction in seat 0 (rows) against the faction in seat 1 (columns), with its 95% interval. '
        : 'Win rate of the faction in seat 0 (rows) in the games where the column\'s faction sits in another seat, ' +
          'pooled over the rest of the table, with its 95% interval. ') +
        `Red: seat 0 wins more than the fair share (${pct1(fair)}); blue: less. A dark frame marks a cell outside the band.`,
    ),
    chartSection(
      'Faction win rates',
      'factions',
      svg.factions,
      `Pooled over all seatings and seats. The shaded strip is the tolerance band (${bandWords}), the dashed line the fair share; ` +
        `whiskers are 95% Wilson intervals.`,
    ),
    chartSection('Seat advantage', 'seats', svg.seats, `Win rate by seat, whatever the faction. The dashed line is the fair share (${pct1(fair)}).`),
    chartSection('Game length', 'lengths', svg.lengths, lengthNote(summary)),
    chartSection('Victory paths', 'paths', svg.paths, 'How each faction wins: the share of its wins by each end condition.', endsTable(paths)),
    section('Parameters in force', parametersTable(summary.parameters, options.parameters ?? [])),
    section(
      'How this report was made',
      `<pre class="command">${escapeHtml(summary.command ?? '(run through the API; no command line recorded)')}</pre>` +
        `<p class="note">Intervals: 95% Wilson score. Verdicts: one-sided test of each rate against the nearer band edge ` +
        `(normal approximation), Holm–Bonferroni corrected across factions (and separately across matchups) at α = ${alpha}. ` +
        `Win rates count draws and timeouts as not won.</p>`,
    ),
  ];

  return { title, header: header(summary, title, options.facts ?? []), sections };
}

/** A self-contained page (inline style, no scripts, nothing fetched) around `body`. */
export function htmlPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The heat map's cells and their verdicts (Holm-corrected across cells). Two
 * players: one cell per seating, the seat-0 rate of matchupVerdicts. More
 * players: every seating is its own permutation and a grid of them is
 * unreadable, so a cell pools the seatings with `row` in seat 0 and `col`
 * anywhere else at the table.
 */
function heatCells(summary: Summary, band: Band, alpha: number): { cells: HeatCell[]; verdicts: Verdict[] } {
  const order = summary.plan.factions;
  const rank = (f: string | undefined): number => (f === undefined || !order.includes(f) ? order.length : order.indexOf(f));
  if (summary.plan.players === 2) {
    // Display order follows the plan's faction order, like the heat map.
    const rows = [...summary.matchups].sort(
      (a, b) => rank(a.seats[0]) - rank(b.seats[0]) || rank(a.seats[1]) - rank(b.seats[1]),
    );
    const verdicts = matchupVerdicts(rows, band, alpha);
    const cells = rows.map((r, i) => ({
      row: r.seats[0] ?? '',
      col: r.seats[1] ?? '',
      games: r.games,
      rate: r.winRate[0] ?? 0,
      low: r.ciLow[0] ?? 0,
      high: r.ciHigh[0] ?? 1,
      verdict: verdicts[i]!.verdict,
    }));
    return { cells, verdicts };
  }
  const pooled = pooledOpponents(summary.tally);
  const sorted = [...pooled].sort((a, b) => rank(a.row) - rank(b.row) || rank(a.col) - rank(b.col));
  const verdicts = judge(
    sorted.map((p) => ({
      subject: `${p.row},${p.col}`,
      lead: `${p.row} (seat 0) with ${p.col} at the table: ${p.row} wins`,
      wins: p.wins,
      games: p.games,
    })),
    band,
    alpha,
  );
  const cells = sorted.map((p, i) => {
    const ci = wilson(p.wins, p.games);
    return { row: p.row, col: p.col, games: p.games, rate: ci.rate, low: ci.low, high: ci.high, verdict: verdicts[i]!.verdict };
  });
  return { cells, verdicts };
}

function pooledOpponents(t: Tally): { row: string; col: string; games: number; wins: number }[] {
  const acc = new Map<string, { row: string; col: string; games: number; wins: number }>();
  for (const s of Object.values(t.seatings)) {
    const row = s.seats[0];
    if (row === undefined) continue;
    for (const col of new Set(s.seats.slice(1))) {
      const key = JSON.stringify([row, col]);
      let a = acc.get(key);
      if (!a) acc.set(key, (a = { row, col, games: 0, wins: 0 }));
      a.games += s.games;
      a.wins += s.wins[0] ?? 0;
    }
  }
  return [...acc.values()];
}

/** The one sentence a busy designer reads: which factions are off, and which way. */
function headline(fv: readonly Verdict[], bandWords: string): string {
  const out = fv.filter((v) => v.verdict === 'outside');
  const undecided = count(fv, 'undecided');
  const more = undecided > 0 ? ` ${undecided} undecided: more games would tell.` : '';
  const text =
    out.length === 0
      ? `No faction is clearly outside the band (${bandWords}).${more}`
      : `${out.length} of ${fv.length} factions outside the band (${bandWords}): ` +
        out.map((v) => `${v.subject} too ${v.direction === 'above' ? 'strong' : 'weak'}`).join(', ') +
        `.${more}`;
  return `<p class="headline">${escapeHtml(text)}</p>`;
}

function count(vs: readonly Verdict[], kind: Verdict['verdict']): number {
  return vs.filter((v) => v.verdict === kind).length;
}

function header(s: Summary, title: string, extra: readonly (readonly [string, string])[]): string {
  const facts: (readonly [string, string])[] = [
    ['games', int(s.totalGames)],
    ['factions', s.plan.factions.join(', ')],
    ['players', String(s.plan.players)],
    ['bots', s.bots.join(', ')],
    ['seed', s.seed],
    ['draws', int(s.draws)],
    ['timeouts', int(s.timeouts)],
    ['game version', `${s.game} ${s.version}`],
    ['parameters hash', s.parametersHash],
    ['wall time', `${s.wallSeconds} s on ${s.workers} worker${s.workers === 1 ? '' : 's'}`],
    ['tool', s.tool],
    ...extra,
  ];
  const warn = s.complete
    ? ''
    : `<p class="warning">This run was stopped before all ${int(s.plan.games)} planned games were played; these are partial results.</p>`;
  return `<header><h1>${escapeHtml(title)}</h1>${warn}<dl class="facts">${facts
    .map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
    .join('')}</dl></header>`;
}

/** A card of the page; `id` makes it linkable (report.html#sweep). */
export function section(title: string, inner: string, id?: string): string {
  return `<section${id === undefined ? '' : ` id="${escapeHtml(id)}"`}><h2>${escapeHtml(title)}</h2>${inner}</section>`;
}

/** A chart with its note: the SVG inlined in a figure named by `data-chart`. */
export function chartFigure(name: string, svg: string, note: string): string {
  return `<p class="note">${escapeHtml(note)}</p><figure class="chart" data-chart="${escapeHtml(name)}">${svg}</figure>`;
}

export function chartSection(title: string, name: string, svg: string, note: string, after = ''): string {
  return section(title, chartFigure(name, svg, note) + after);
}

function verdictList(vs: readonly Verdict[]): string {
  if (vs.length === 0) return '<p class="note">Nothing to judge.</p>';
  return `<ul class="verdicts">${vs
    .map(
      (v) =>
        `<li><span class="badge" style="background:${VERDICT_COLOURS[v.verdict]}">${v.verdict}</span>` +
        `<span>${escapeHtml(v.text)}</span></li>`,
    )
    .join('')}</ul>`;
}

function lengthNote(s: Summary): string {
  const l = s.length;
  const u = s.lengthUnit;
  return (
    `Share of games by length in ${u}. Mean ${l.mean.toFixed(1)} (sd ${l.sd.toFixed(1)}), median ${l.median}, ` +
    `90% of games end by ${l.p90}; shortest ${l.min}, longest ${l.max}.`
  );
}

function endsTable(paths: readonly PathRow[]): string {
  const ends = paths.filter((p) => p.outcome !== 'win');
  if (ends.length === 0) return '<p class="note">No draws or timeouts.</p>';
  return (
    `<table><thead><tr><th>ended in</th><th>reason</th><th class="num">games</th><th class="num">share</th></tr></thead><tbody>` +
    ends
      .map(
        (p) =>
          `<tr><td>${escapeHtml(p.outcome)}</td><td>${escapeHtml(p.reason)}</td><td class="num">${int(p.games)}</td>` +
          `<td class="num">${pct1(p.share)}</td></tr>`,
      )
      .join('') +
    `</tbody></table>`
  );
}

const showValue = (v: ParamValue | undefined): string => (v === undefined ? '—' : String(v));

/**
 * Every parameter in force, with its source when the registry is given.
 * ASSUMPTION sources are flagged and counted up front: those are the numbers
 * the designer should confirm before trusting the verdicts.
 */
function parametersTable(values: Readonly<Record<string, ParamValue>>, specs: readonly ParameterSpec[]): string {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const keys = [...specs.map((s) => s.key).filter((k) => k in values), ...Object.keys(values).filter((k) => !byKey.has(k)).sort()];
  if (keys.length === 0) return '<p class="note">This game has no parameters.</p>';
  const assumed = specs.filter((s) => s.key in values && isAssumption(s.source));
  const intro =
    specs.length === 0
      ? '<p class="note">Sources not available (no parameter registry was given to the report).</p>'
      : assumed.length > 0
        ? `<p class="warning">${assumed.length} of ${keys.length} parameters rest on an ASSUMPTION rather than the rulebook: ` +
          `${assumed.map((s) => `<code>${escapeHtml(s.key)}</code>`).join(', ')}.</p>`
        : '<p class="note">Every parameter comes from the rulebook.</p>';
  const rows = keys
    .map((k) => {
      const spec = byKey.get(k);
      const value = values[k];
      const changed = spec !== undefined && value !== spec.default;
      const source = spec?.source ?? '';
      return (
        `<tr${spec && isAssumption(source) ? ' class="assumption"' : ''}><td><code>${escapeHtml(k)}</code></td>` +
        `<td class="num">${escapeHtml(showValue(value))}${changed ? ` <span class="changed">(default ${escapeHtml(showValue(spec.default))})</span>` : ''}</td>` +
        `<td>${escapeHtml(spec?.description ?? '')}</td><td>${escapeHtml(source)}</td></tr>`
      );
    })
    .join('');
  return (
    intro +
    `<table class="params"><thead><tr><th>parameter</th><th class="num">value</th><th>meaning</th><th>source</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}

const isAssumption = (source: string): boolean => /^\s*ASSUMPTION\b/i.test(source);

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f5f7; color: #1a1a1a;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1040px; margin: 0 auto; padding: 24px 20px 48px; }
header, section { background: white; border: 1px solid #e1e3e8; border-radius: 8px; padding: 18px 22px; margin-bottom: 18px; }
h1 { font-size: 24px; margin: 0 0 12px; }
h2 { font-size: 18px; margin: 0 0 8px; }
h3 { font-size: 15px; margin: 22px 0 6px; }
.part { font-size: 20px; margin: 30px 0 6px; padding: 0 4px; }
.part-note { padding: 0 4px; }
tr.closest td { background: #eef7f1; }
.best { color: #2f7a4a; font-weight: 700; font-size: 13px; }
.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px 18px; margin: 0; }
.facts dt { font-size: 12px; color: #667; text-transform: uppercase; letter-spacing: .04em; }
.facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.headline { font-size: 17px; font-weight: 600; margin: 0 0 10px; }
.note { color: #555; margin: 0 0 10px; }
.warning { background: #fff4e5; border-left: 4px solid #e08a00; padding: 8px 12px; margin: 0 0 12px; }
.chart { margin: 0; overflow-x: auto; }
.chart svg { display: block; max-width: 100%; height: auto; }
.verdicts { list-style: none; padding: 0; margin: 0 0 10px; }
.verdicts li { display: flex; gap: 10px; align-items: baseline; padding: 4px 0; border-bottom: 1px solid #f0f1f3; }
.badge { color: white; font-size: 12px; font-weight: 700; border-radius: 4px; padding: 1px 0; width: 92px; text-align: center; flex: none; }
details summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #eceef1; vertical-align: top; }
th { font-size: 12px; color: #667; text-transform: uppercase; letter-spacing: .04em; }
.num { text-align: right; white-space: nowrap; }
tr.assumption td { background: #fff8ec; }
.changed { color: #c8463a; font-weight: 600; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.command { background: #1f2430; color: #e8eaf0; padding: 12px 14px; border-radius: 6px; overflow-x: auto;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
