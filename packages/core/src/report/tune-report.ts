// tune.csv, tune.json and the tune's report.html: every candidate the search
// evaluated with its objective and interval, the search trace round by round,
// and the confirmation of the winner against the defaults on fresh game indices.
import * as aq from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import { searchScope, type TuneResult } from '../tune.js';
import { renderSvg } from './charts.js';
import { chartFigure, escapeHtml, factsHeader, htmlPage, section } from './html.js';

const fixed = (x: number): string => x.toFixed(6);
const pct1 = (x: number): string => (x * 100).toFixed(1);
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${pct1(x)}`;

export function tuneCsv(r: TuneResult): string {
  const keys = r.ranges.map((a) => a.key);
  const factions = [...new Set(r.candidates.flatMap((c) => c.factions.map((f) => f.faction)))];
  const rows = r.candidates.map((c) => ({
    candidate: c.label,
    ...Object.fromEntries(keys.map((k) => [k, String(c.settings[k])])),
    defaults: c.isDefault,
    status: c.status,
    first_round: c.firstRound,
    last_round: c.lastRound,
    games: c.games,
    objective: fixed(c.objective),
    objective_low: fixed(c.objectiveLow),
    objective_high: fixed(c.objectiveHigh),
    ...Object.fromEntries(factions.map((f) => [`win_rate_${f}`, fixed(c.factions.find((x) => x.faction === f)?.winRate ?? 0)])),
    dropped_in_round: c.droppedIn ?? '',
    dropped_against: c.droppedAgainst ?? '',
    dropped_p_holm: c.droppedP === null ? '' : fixed(c.droppedP),
  }));
  const columns = [
    'candidate', ...keys, 'defaults', 'status', 'first_round', 'last_round', 'games', 'objective', 'objective_low', 'objective_high',
    ...factions.map((f) => `win_rate_${f}`), 'dropped_in_round', 'dropped_against', 'dropped_p_holm',
  ];
  return aq.from(rows, columns).toCSV();
}

export function tuneJson(r: TuneResult, command: string | null): string {
  return JSON.stringify({ command, ...r }, null, 2) + '\n';
}

function objectiveSpec(r: TuneResult): TopLevelSpec {
  const values = r.candidates.map((c) => ({ candidate: c.label, objective: c.objective, low: c.objectiveLow, high: c.objectiveHigh, status: c.status }));
  const y = { field: 'candidate', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } };
  const x = { type: 'quantitative' as const, axis: { format: '.0%', title: 'objective: largest distance from the fair share (95%)' } };
  const color = { field: 'status', type: 'nominal', scale: { domain: ['winner', 'survivor', 'dropped'], range: ['#3a8a5a', '#4c78a8', '#b0b0b0'] }, legend: { orient: 'bottom', title: null } };
  return {
    width: 560,
    height: { step: 16 },
    layer: [
      { data: { values }, mark: { type: 'rule', strokeWidth: 2 }, encoding: { y, color, x: { field: 'low', ...x }, x2: { field: 'high' } } },
      { data: { values }, mark: { type: 'point', filled: true, size: 50 }, encoding: { y, color, x: { field: 'objective', ...x } } },
    ],
  } as TopLevelSpec;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
    rows.map((row) => `<tr>${row.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('') +
    '</tbody></table>'
  );
}

export interface TuneReportOptions {
  readonly command?: string | null;
}

export async function tuneReportHtml(r: TuneResult, options: TuneReportOptions = {}): Promise<string> {
  const c = r.confirmation;
  const header = factsHeader(`Tune report: ${r.game}`, [
    ['varied', r.ranges.map((a) => `${a.key} (${a.values.length} values)`).join(', ')],
    ['grid', searchScope(r)],
    ['winner', r.winner],
    ['defaults', r.defaults],
    ['search games', `${r.searchGames.toLocaleString('en-US')} of a budget of ${r.budget.toLocaleString('en-US')} (whole grid at the winner's precision: ${r.fullGridGames.toLocaleString('en-US')})`],
    ['seed', r.seed],
    ['bots', r.bots.join(' / ')],
    ['wall time', `${Math.round(r.wallSeconds * 1000) / 1000} s`],
  ]);
  const chart = await renderSvg('tune-objective', objectiveSpec(r));
  const objective =
    `<p>Objective: ${escapeHtml(r.objective)}; smaller is better. Its interval is conservative: each faction's Wilson interval at ` +
    `level 1 − 0.05/F (Bonferroni over the F factions), so together they hold with at least 95%. Every candidate of a round ` +
    `played the same ${r.block} game indices and seatings (common random numbers); after each round a candidate was dropped when a ` +
    `paired bootstrap over the games it shared with the best found it worse (one-sided, Holm-adjusted over the round's candidates, 0.05).</p>`;
  const trace = section(
    'Search trace',
    objective +
      table(
        ['round', 'game indices', 'candidates', 'proposed', 'best after the round', 'dropped', 'games so far'],
        r.rounds.map((x) => [
          String(x.round),
          `${x.start}–${x.end - 1}`,
          String(x.candidates.length),
          x.proposed.length > 0 ? x.proposed.join('; ') : '—',
          `${x.best} (${pct1(x.bestObjective)} points)`,
          x.dropped.length > 0 ? x.dropped.join('; ') : '—',
          x.gamesSoFar.toLocaleString('en-US'),
        ]),
      ),
    'trace',
  );
  const ranked = [...r.candidates].sort((a, b) => a.objective - b.objective);
  const best = section(
    'Candidates',
    chartFigure('tune-objective', chart, "Each candidate's objective over the games it played in the search, with its conservative 95% interval.") +
      table(
        ['candidate', 'status', 'games', 'objective (95%)', ...ranked[0]!.factions.map((f) => `${f.faction} win rate`), 'dropped'],
        ranked.map((x) => [
          x.label + (x.isDefault ? ' (defaults)' : ''),
          x.status,
          x.games.toLocaleString('en-US'),
          `${pct1(x.objective)} [${pct1(x.objectiveLow)}, ${pct1(x.objectiveHigh)}]`,
          ...ranked[0]!.factions.map((f) => `${pct1(x.factions.find((y) => y.faction === f.faction)?.winRate ?? 0)}%`),
          x.droppedIn === null ? '' : `round ${x.droppedIn} vs ${x.droppedAgainst} (p ${x.droppedP?.toFixed(4)})`,
        ]),
      ),
    'candidates',
  );
  const confirm = section(
    'Confirmation',
    `<p class="headline">${escapeHtml(r.winner)}: objective ${pct1(c.winner.objective)} [${pct1(c.winner.objectiveLow)}, ${pct1(c.winner.objectiveHigh)}] points ` +
      `against the defaults' ${pct1(c.defaults.objective)} [${pct1(c.defaults.objectiveLow)}, ${pct1(c.defaults.objectiveHigh)}], ` +
      `on fresh game indices ${c.start}–${c.end - 1} that the search never played (${c.games.toLocaleString('en-US')} games each).</p>` +
      table(
        ['faction', 'defaults', 'winner', 'change (paired 95%)', 'p (Holm)'],
        c.changes.map((x) => [x.faction, `${pct1(x.defaultRate)}%`, `${pct1(x.winnerRate)}%`, `${signed(x.diff)} [${signed(x.low)}, ${signed(x.high)}] points`, x.holmP.toFixed(4)]),
      ),
    'confirmation',
  );
  const refused =
    r.refused.length === 0
      ? ''
      : section(
          'Refused variants',
          `<p>The game's own checks refused these variants (each value in range, but not together), so the search never played them.</p>` +
            table(['variant', "the game's reason"], r.refused.map((x) => [x.label, x.reason])),
          'refused',
        );
  const cmd = options.command ? section('Command', `<pre>${escapeHtml(options.command)}</pre>`) : '';
  return htmlPage(`Tune report: ${r.game}`, [header, confirm, trace, best, refused, cmd].join('\n'));
}
