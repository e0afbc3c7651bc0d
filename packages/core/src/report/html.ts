// report.html: one self-contained page for a designer. Charts are SVG rendered
// at build time and inlined, styles are inline, and there is no script, so the
// file opens offline, by e-mail, or from an archive years later.
import type { ParameterSpec, ParamValue } from '../parameters.js';
import type { CountSummary, Summary } from '../summary.js';
import { wilson, type FactionRow } from '../stats.js';
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
  metricsSpec,
  pathsSpec,
  rateBarsSpec,
  relativeSpec,
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

/**
 * The `data-chart` names of a one-count study's report, in page order (as a
 * simulate run of one player count shows them). Two of them are conditional:
 * see CONDITIONAL_CHARTS; `reportCharts(summary)` gives the exact list a summary shows.
 */
export const REPORT_CHARTS = ['matchups', 'factions', 'seats', 'turns', 'metrics', 'lengths', 'paths'] as const;

/**
 * Charts shown only sometimes, and when: `relative` comes first (before the
 * per-count parts) when a study has several player counts; `metrics` only when
 * the game reports per-game counters; `matchups`, `seats` and `turns` are left
 * out at one player (nothing to match up, one seat).
 */
export const CONDITIONAL_CHARTS = {
  relative: 'several player counts (first, before the per-count parts)',
  matchups: 'player counts of two or more',
  seats: 'player counts of two or more',
  turns: 'player counts of two or more',
  metrics: 'the game reports per-game counters (summary.metrics)',
} as const;

export type ReportChart = (typeof REPORT_CHARTS)[number] | 'relative';

/** The `data-chart` names the report of this summary holds, in page order (per-count charts once per count). */
export function reportCharts(summary: Summary): ReportChart[] {
  const counts = summary.plan.players;
  const out: ReportChart[] = [];
  if (counts.length > 1) out.push('relative');
  for (const n of counts) {
    if (n > 1) out.push('matchups');
    out.push('factions');
    if (n > 1) out.push('seats', 'turns');
  }
  if (summary.metrics.length > 0) out.push('metrics');
  out.push('lengths', 'paths');
  return out;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const pct1 = (x: number): string => `${(x * 100).toFixed(1)}%`;
const int = (n: number): string => n.toLocaleString('en-US');
/** 1 -> "1st", 2 -> "2nd", 11 -> "11th": turn positions in words. */
export const ordinal = (k: number): string => `${k}${k % 100 >= 11 && k % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th')}`;
const num = (x: number): string => (Number.isFinite(x) ? (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2)) : '—');

export async function reportHtml(summary: Summary, options: ReportOptions = {}): Promise<string> {
  const parts = await reportParts(summary, options);
  return htmlPage(parts.title, [parts.header, ...parts.sections].join('\n'));
}

/** What the report says about one player count: its band, fair share, rows and verdicts. */
interface CountView {
  readonly players: number;
  readonly count: CountSummary;
  readonly band: Band;
  readonly fair: number;
  /** Co-op or solo: the fair share is the overall win rate at this count. */
  readonly party: boolean;
  readonly factions: readonly FactionRow[];
  readonly fv: readonly Verdict[];
  readonly heat: { cells: HeatCell[]; verdicts: Verdict[] };
}

function countView(summary: Summary, n: number, given: Band | null, alpha: number): CountView {
  const several = summary.plan.players.length > 1;
  const matchups = summary.matchups.filter((m) => m.players === n);
  const sum = (k: 'games' | 'losses' | 'draws' | 'timeouts'): number => matchups.reduce((a, m) => a + m[k], 0);
  const count: CountSummary = summary.counts.find((c) => c.players === n) ?? {
    players: n,
    games: sum('games'),
    losses: sum('losses'),
    draws: sum('draws'),
    timeouts: sum('timeouts'),
    fairShare: 1 / n,
    band: bandForPlayers(n),
  };
  const own = summary.verdicts.band ?? count.band;
  const band = given ?? own;
  const factions = summary.factions.filter((r) => r.players === n);
  // The summary's own verdicts when the band agrees (paired runs judge factions on their pairs).
  const same = own.lo === band.lo && own.hi === band.hi && summary.verdicts.alpha === alpha;
  const mine = summary.verdicts.factions.filter((v) => v.players === n);
  const fv =
    same && mine.length === factions.length
      ? mine
      : factionVerdicts(factions, band, alpha, (r) => `${r.faction}${several ? ` at ${r.players} players` : ''} wins`);
  return {
    players: n,
    count,
    band,
    fair: count.fairShare,
    party: summary.cooperative || n === 1,
    factions,
    fv,
    heat: n > 1 ? heatCells(summary, n, band, alpha) : { cells: [], verdicts: [] },
  };
}

/** The header and sections of report.html for a summary; reportHtml joins them into the page. */
export async function reportParts(summary: Summary, options: ReportOptions = {}): Promise<ReportParts> {
  const given = options.band ? checkBand(options.band) : null;
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const counts = summary.plan.players;
  const several = counts.length > 1;
  const views = counts.map((n) => countView(summary, n, given, alpha));
  const paths = pathRows(summary.tally, summary.plan.factions);
  const hist: Record<string, number> = {};
  for (const s of Object.values(summary.tally.seatings)) {
    for (const [k, n] of Object.entries(s.lengthHist)) hist[k] = (hist[k] ?? 0) + n;
  }
  // Render names must be unique on the page (they prefix the SVG ids); data-chart names repeat per count.
  const tag = (name: string, n: number): string => (several ? `${name}-${n}p` : name);

  const sections: string[] = [];
  // Rendered one after another: each is quick, and sequential keeps ids and output order stable.
  if (several) sections.push(await overviewSection(summary, views));
  for (const v of views) {
    if (several) sections.push(`<h2 class="part" id="players-${v.players}">${v.players} player${v.players === 1 ? '' : 's'}</h2>`);
    sections.push(await countSections(summary, v, several, tag));
  }
  if (summary.metrics.length > 0) sections.push(await metricsSection(summary));
  if (summary.paired) sections.push(pairedSection(summary));
  sections.push(
    chartSection('Game length', 'lengths', await renderSvg('lengths', lengthSpec(hist, summary.lengthUnit, summary.length.mean)), lengthNote(summary)),
    chartSection(
      'Victory paths',
      'paths',
      await renderSvg('paths', pathsSpec(paths, summary.plan.factions)),
      'How each faction wins: the share of its wins by each end condition. The table below gives the games no seat won, ' +
        'by reason: the share of each loss reason among the losses (and likewise for draws and timeouts).',
      endsTable(paths),
    ),
    section('Parameters in force', parametersTable(summary.parameters, options.parameters ?? [])),
    section(
      'How this report was made',
      `<pre class="command">${escapeHtml(summary.command ?? '(run through the API; no command line recorded)')}</pre>` +
        `<p class="note">Intervals: 95% Wilson score. Verdicts: one-sided test of each rate against the nearer band edge ` +
        `(normal approximation), Holm–Bonferroni corrected across factions (and separately across matchups)` +
        `${several ? ' within each player count' : ''} at α = ${alpha}. ` +
        `Win rates count losses, draws and timeouts as not won.</p>`,
    ),
  );

  const title = options.title ?? `Balance report: ${summary.gameName}`;
  return { title, header: header(summary, title, options.facts ?? []), sections };
}

/** Verdicts, heat map, faction bars, seats and turn positions of one player count. */
async function countSections(summary: Summary, v: CountView, several: boolean, tag: (name: string, n: number) => string): Promise<string> {
  const n = v.players;
  const at = several ? ` at ${n} player${n === 1 ? '' : 's'}` : '';
  const bandWords = bandText(v.band);
  const mv = v.heat.verdicts;
  const out: string[] = [];
  const partyNote = v.party
    ? `<p class="note">${n === 1 ? 'A solo game' : 'A co-operative game'}: the fair share${at} is the overall win rate (${pct1(v.fair)}), ` +
      `so each faction is judged against the average party, and the band is that rate ± 5 points unless one was given.</p>`
    : '';
  out.push(
    section(
      `Verdicts${at}`,
      `<p class="note">A faction is <b>outside</b> the band (${bandWords}) when its win rate is significantly outside it, ` +
        `<b>inside</b> when its whole 95% interval lies within it, and <b>undecided</b> otherwise (more games would tell).</p>` +
        partyNote +
        (v.party ? partyHeadline(v.count) : '') +
        headline(v.fv, bandWords) +
        verdictList(v.fv) +
        (n > 1
          ? `<details${mv.some((x) => x.verdict === 'outside') ? ' open' : ''}><summary>Matchups (${mv.length} heat map cells; ` +
            `${count(mv, 'outside')} outside, ${count(mv, 'inside')} inside, ${count(mv, 'undecided')} undecided)</summary>${verdictList(mv)}</details>`
          : ''),
    ),
  );
  if (n > 1) {
    out.push(
      chartSection(
        `Matchups${at}`,
        'matchups',
        await renderSvg(tag('matchups', n), matchupHeatmapSpec(v.heat.cells, v.fair, summary.plan.factions)),
        (n === 2
          ? 'Win rate of the faction in seat 0 (rows) against the faction in seat 1 (columns), with its 95% interval. '
          : 'Win rate of the faction in seat 0 (rows) in the games where the column\'s faction sits in another seat, ' +
            'pooled over the rest of the table, with its 95% interval. ') +
          `Red: seat 0 wins more than the fair share (${pct1(v.fair)}); blue: less. A dark frame marks a cell outside the band.`,
      ),
    );
  }
  out.push(
    chartSection(
      `Faction win rates${at}`,
      'factions',
      await renderSvg(
        tag('factions', n),
        rateBarsSpec(
          v.factions.map((r, i) => ({ label: r.faction, games: r.games, rate: r.winRate, low: r.ciLow, high: r.ciHigh, verdict: v.fv[i]?.verdict ?? 'undecided' })),
          v.fair,
          v.band,
        ),
      ),
      `Pooled over all seatings and seats${at}. The shaded strip is the tolerance band (${bandWords}), the dashed line the fair share (${pct1(v.fair)}); ` +
        `whiskers are 95% Wilson intervals.`,
    ),
  );
  if (n > 1) {
    const bar = (label: string, r: { games: number; winRate: number; ciLow: number; ciHigh: number }) => ({ label, games: r.games, rate: r.winRate, low: r.ciLow, high: r.ciHigh });
    out.push(
      chartSection(
        `Seat advantage${at}`,
        'seats',
        await renderSvg(tag('seats', n), rateBarsSpec(summary.seats.filter((r) => r.players === n).map((r) => bar(`seat ${r.seat}`, r)), v.fair, null)),
        `Win rate by seat, whatever the faction. The dashed line is the fair share (${pct1(v.fair)}).`,
      ),
      chartSection(
        `Turn position${at}`,
        'turns',
        await renderSvg(
          tag('turns', n),
          rateBarsSpec(
            summary.turns.filter((r) => r.players === n).map((r) => bar(`${ordinal(r.position + 1)} to move`, r)),
            v.fair,
            null,
          ),
        ),
        'Win rate by turn position, whoever held it: position 0 (1st to move) is the seat that moved first, as the game reported it, ' +
          `so the first bar is the first-player advantage. The dashed line is the fair share (${pct1(v.fair)}); whiskers are 95% Wilson intervals.`,
      ),
    );
  }
  return out.join('\n');
}

/** Several counts: each count's games and ends, a verdict line per count, and the relative win rate across counts. */
async function overviewSection(summary: Summary, views: readonly CountView[]): Promise<string> {
  const points = views.flatMap((v) =>
    v.factions
      .filter((r) => r.games > 0 && r.relative !== null && r.relLow !== null && r.relHigh !== null)
      .map((r) => ({ players: v.players, faction: r.faction, relative: r.relative!, low: r.relLow!, high: r.relHigh! })),
  );
  const svg = await renderSvg('relative', relativeSpec(points, summary.plan.factions));
  const lines = views
    .map((v) => {
      const out = v.fv.filter((x) => x.verdict === 'outside');
      const words =
        out.length === 0
          ? `no faction clearly outside the band (${bandText(v.band)})`
          : out.map((x) => `${x.subject} too ${x.direction === 'above' ? 'strong' : 'weak'}`).join(', ') + ` (band ${bandText(v.band)})`;
      return `<li><a href="#players-${v.players}">${v.players} player${v.players === 1 ? '' : 's'}</a>: ${escapeHtml(words)}.</li>`;
    })
    .join('');
  const rows = views
    .map((v) => {
      const c = v.count;
      const won = c.games - c.losses - c.draws - c.timeouts;
      const share = (k: number): string => (c.games > 0 ? ` <span class="note">(${pct1(k / c.games)})</span>` : '');
      return (
        `<tr><td class="num">${v.players}</td><td class="num">${int(c.games)}</td><td class="num">${int(won)}${share(won)}</td>` +
        `<td class="num">${int(c.losses)}${share(c.losses)}</td><td class="num">${int(c.draws)}</td><td class="num">${int(c.timeouts)}</td>` +
        `<td class="num">${pct1(v.fair)}</td><td class="num">${escapeHtml(bandText(v.band))}</td></tr>`
      );
    })
    .join('');
  return section(
    'Player counts',
    `<p class="note">This study plays ${views.length} player counts; each has its own fair share, band and verdicts below.</p>` +
      `<ul class="counts">${lines}</ul>` +
      `<table><thead><tr><th class="num">players</th><th class="num">games</th><th class="num">won</th><th class="num">lost</th>` +
      `<th class="num">draws</th><th class="num">timeouts</th><th class="num">fair share</th><th class="num">band</th></tr></thead><tbody>${rows}</tbody></table>` +
      `<h3>Relative win rate across player counts</h3>` +
      chartFigure(
        'relative',
        svg,
        "Each faction's win rate divided by the fair share at that count (1 is fair; 1.2 wins 20% more than its share), " +
          'with its 95% interval, so counts with different fair shares compare on one scale.',
      ),
    'counts',
  );
}

/** Game counters: per count, faction and metric, the mean per game with its interval and the sum. */
async function metricsSection(summary: Summary): Promise<string> {
  const several = summary.plan.players.length > 1;
  const svg = await renderSvg(
    'metrics',
    metricsSpec(
      summary.metrics.map((m) => ({ metric: m.metric, faction: m.faction, series: `${m.players} players`, mean: m.mean, low: m.ciLow, high: m.ciHigh })),
      summary.plan.factions,
    ),
  );
  const rows = summary.metrics
    .map(
      (m) =>
        `<tr>${several ? `<td class="num">${m.players}</td>` : ''}<td>${escapeHtml(m.faction)}</td><td><code>${escapeHtml(m.metric)}</code></td>` +
        `<td class="num">${int(m.games)}</td><td class="num">${num(m.mean)} [${num(m.ciLow)}, ${num(m.ciHigh)}]</td><td class="num">${int(m.sum)}</td></tr>`,
    )
    .join('');
  return section(
    'Game counters',
    chartFigure(
      'metrics',
      svg,
      "The per-game counters the game reports, per faction: the mean per game (each seat the faction held is a game for it) with its 95% interval" +
        `${several ? ', one point per player count' : ''}.`,
    ) +
      `<table class="metrics"><thead><tr>${several ? '<th class="num">players</th>' : ''}<th>faction</th><th>counter</th>` +
      `<th class="num">games</th><th class="num">mean per game (95%)</th><th class="num">sum</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** Paired runs: each faction's win rate over its pairs (two players) or rotation groups (N ≥ 3), and the seats'. */
function pairedSection(summary: Summary): string {
  const p = summary.paired!;
  const several = summary.plan.players.length > 1;
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
  const groups = (n: number): string => (n === 2 ? 'pairs' : `rotation groups of ${n}`);
  const frows = p.factions
    .map(
      (r) =>
        `<tr>${several ? `<td class="num">${r.players}</td>` : ''}<td>${escapeHtml(r.faction)}</td><td class="num">${int(r.pairs)} ${escapeHtml(groups(r.players))}</td>` +
        `<td class="num">${pct1(r.winRate)} [${pct1(r.ciLow)}, ${pct1(r.ciHigh)}]</td>` +
        `<td class="num">${
          r.seatAdvantage === null
            ? '—'
            : `${signed(r.seatAdvantage)}${r.seatAdvantageLow !== null && r.seatAdvantageHigh !== null ? ` [${signed(r.seatAdvantageLow)}, ${signed(r.seatAdvantageHigh)}]` : ''} points`
        }</td></tr>`,
    )
    .join('');
  const srows = p.seats
    .map(
      (r) =>
        `<tr>${several ? `<td class="num">${r.players}</td>` : ''}<td>seat ${r.seat}</td><td class="num">${int(r.pairs)} ${escapeHtml(groups(r.players))}</td>` +
        `<td class="num">${pct1(r.winRate)} [${pct1(r.ciLow)}, ${pct1(r.ciHigh)}]</td></tr>`,
    )
    .join('');
  const head = several ? '<th class="num">players</th>' : '';
  return section(
    'Paired games',
    `<p class="note">Each game index was played in every rotation of its seats (a seat-swapped pair at two players, a group of N rotations at N ≥ 3) ` +
      `with the same random numbers, so a faction's rate over its pairs or groups has an honest, narrower interval. ` +
      `Seat advantage (two players): the faction's win rate in seat 0 minus in seat 1, paired; — where it does not apply.</p>` +
      `<table><thead><tr>${head}<th>faction</th><th class="num">over</th><th class="num">win rate (95%)</th><th class="num">seat advantage (95%)</th></tr></thead><tbody>${frows}</tbody></table>` +
      (p.seats.length > 0
        ? `<h3>Seats</h3><table><thead><tr>${head}<th>seat</th><th class="num">over</th><th class="num">win rate (95%)</th></tr></thead><tbody>${srows}</tbody></table>`
        : ''),
  );
}

/** Co-op and solo games: how often the party wins and loses at this count. */
function partyHeadline(c: CountSummary): string {
  if (c.games === 0) return '';
  const won = c.games - c.losses - c.draws - c.timeouts;
  const rest = [c.draws > 0 ? `${pct1(c.draws / c.games)} draws` : '', c.timeouts > 0 ? `${pct1(c.timeouts / c.games)} time out` : ''].filter(Boolean);
  const who = c.players === 1 ? 'The player' : 'The party';
  return `<p class="headline">${escapeHtml(`${who} wins ${pct1(won / c.games)}, loses ${pct1(c.losses / c.games)}${rest.length ? ` (${rest.join(', ')})` : ''} of ${int(c.games)} games at ${c.players} player${c.players === 1 ? '' : 's'}.`)}</p>`;
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
function heatCells(summary: Summary, players: number, band: Band, alpha: number): { cells: HeatCell[]; verdicts: Verdict[] } {
  const order = summary.plan.factions;
  const rank = (f: string | undefined): number => (f === undefined || !order.includes(f) ? order.length : order.indexOf(f));
  if (players === 2) {
    // Display order follows the plan's faction order, like the heat map.
    const rows = summary.matchups.filter((m) => m.players === 2).sort(
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
  const pooled = pooledOpponents(summary.tally, players);
  const sorted = [...pooled].sort((a, b) => rank(a.row) - rank(b.row) || rank(a.col) - rank(b.col));
  const verdicts = judge(
    sorted.map((p) => ({
      subject: `${p.row},${p.col}`,
      lead: `${p.row} (seat 0) with ${p.col} at the table: ${p.row} wins`,
      players,
      wins: p.wins,
      games: p.games,
      losses: p.losses,
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

function pooledOpponents(t: Tally, players: number): { row: string; col: string; games: number; wins: number; losses: number }[] {
  const acc = new Map<string, { row: string; col: string; games: number; wins: number; losses: number }>();
  for (const s of Object.values(t.seatings)) {
    const row = s.seats[0];
    if (row === undefined || s.seats.length !== players) continue;
    for (const col of new Set(s.seats.slice(1))) {
      const key = JSON.stringify([row, col]);
      let a = acc.get(key);
      if (!a) acc.set(key, (a = { row, col, games: 0, wins: 0, losses: 0 }));
      a.games += s.games;
      a.wins += s.wins[0] ?? 0;
      a.losses += s.losses;
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
    ['players', s.plan.players.join(', ')],
    ['bots', s.bots.join(', ')],
    ['seed', s.seed],
    ['losses', int(s.losses)],
    ['draws', int(s.draws)],
    ['timeouts', int(s.timeouts)],
    ...(s.cooperative ? [['play', 'co-operative (the seats win or lose together)'] as const] : []),
    ['game version', `${s.game} ${s.version}`],
    ...(s.module ? [['game module', s.module] as const] : []),
    ...(s.plan.content ? [['content', `${s.plan.content.name} (${s.plan.content.hash})`] as const] : []),
    ['parameters hash', s.parametersHash],
    ['wall time', `${s.wallSeconds} s on ${s.workers} worker${s.workers === 1 ? '' : 's'}`],
    ['tool', s.tool],
    ...extra,
  ];
  const warn = s.complete
    ? ''
    : `<p class="warning">This run was stopped before all ${int(s.plan.games)} planned games were played; these are partial results.</p>`;
  return factsHeader(title, facts, warn);
}

/** The page header: a title, an optional warning (HTML) and the facts as a grid. */
export function factsHeader(title: string, facts: readonly (readonly [string, string])[], warning = ''): string {
  return `<header><h1>${escapeHtml(title)}</h1>${warning}<dl class="facts">${facts
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
    `90% of games end by ${l.p90}; shortest ${l.min}, longest ${l.max}. ` +
    `Of ${int(s.totalGames)} games, ${int(s.losses)} ended in a loss (no seat won), ${int(s.draws)} in a draw and ${int(s.timeouts)} in a timeout.`
  );
}

function endsTable(paths: readonly PathRow[]): string {
  const ends = paths.filter((p) => p.outcome !== 'win');
  if (ends.length === 0) return '<p class="note">No losses, draws or timeouts.</p>';
  return (
    `<table><thead><tr><th>ended in</th><th>reason</th><th class="num">games</th><th class="num">share of those endings</th></tr></thead><tbody>` +
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
export function parametersTable(values: Readonly<Record<string, ParamValue>>, specs: readonly ParameterSpec[]): string {
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
