// strength.csv, strength.json and the strength curve's report.html: each
// faction's win rate per bot level, its gap from the fair share, the paired
// change from level to level, and the verdict in words.
import * as aq from 'arquero';
import type { ParameterSpec } from '../parameters.js';
import type { StrengthResult } from '../strength.js';
import type { GapTrend } from '../strength-verdict.js';
import { TOOL_VERSION } from '../summary.js';
import { levelLinesSpec, renderSvg } from './charts.js';
import { chartFigure, escapeHtml, factsHeader, htmlPage, parametersTable, section } from './html.js';

const fixed = (x: number): string => x.toFixed(6);

/** One row per level and faction (level order, then the game's faction order). */
export function strengthCsv(r: StrengthResult): string {
  const rows = r.rows.map((x) => ({
    level: x.level,
    bot: x.bot,
    faction: x.faction,
    players: x.players,
    games: x.games,
    wins: x.wins,
    win_rate: fixed(x.winRate),
    ci_low: fixed(x.ciLow),
    ci_high: fixed(x.ciHigh),
    fair_share: fixed(x.fairShare),
    gap: fixed(x.gap),
    // The first level has no previous one to change from.
    change: x.change ? fixed(x.change.diff) : '',
    change_low: x.change ? fixed(x.change.low) : '',
    change_high: x.change ? fixed(x.change.high) : '',
  }));
  const columns = ['level', 'bot', 'faction', 'players', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high', 'fair_share', 'gap', 'change', 'change_low', 'change_high'];
  return aq.from(rows, columns).toCSV();
}

/** strength.json: the command and every number of the study. */
export function strengthJson(r: StrengthResult, command: string | null): string {
  return JSON.stringify({ command, tool: TOOL_VERSION, ...r }, null, 2) + '\n';
}

/** The `data-chart` names of the strength page, in page order. */
export const STRENGTH_CHARTS = ['strength-lines'] as const;

/** Badge colours: a gap that grows is the game's and worth a designer's look; one that shrinks was partly the bots'. */
const TREND_COLOURS: Record<GapTrend, string> = { grows: '#c8463a', shrinks: '#3b8f5a', holds: '#5b7fa6', none: '#8a8f98' };

const pct1 = (x: number): string => (x * 100).toFixed(1);
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
const int = (n: number): string => n.toLocaleString('en-US');

function verdictList(r: StrengthResult): string {
  return `<ul class="verdicts">${r.verdicts
    .map(
      (v) =>
        `<li><span class="badge" style="background:${TREND_COLOURS[v.trend]}">${v.trend === 'none' ? 'no games' : v.trend}</span>` +
        `<span>${escapeHtml(v.text)}</span></li>`,
    )
    .join('')}</ul>`;
}

function table(r: StrengthResult): string {
  const body = r.factions
    .map((f) => {
      const mine = r.rows.filter((x) => x.faction === f);
      return mine
        .map(
          (x, i) =>
            `<tr>${i === 0 ? `<td rowspan="${mine.length}">${escapeHtml(f)}</td>` : ''}<td>${escapeHtml(x.bot)}</td>` +
            `<td class="num">${int(x.games)}</td><td class="num">${pct1(x.winRate)}% [${pct1(x.ciLow)}, ${pct1(x.ciHigh)}]</td>` +
            `<td class="num">${pts(x.gap)}</td>` +
            `<td class="num">${x.change ? `${pts(x.change.diff)} [${pts(x.change.low)}, ${pts(x.change.high)}]` : '—'}</td></tr>`,
        )
        .join('');
    })
    .join('');
  return (
    '<table class="strength"><thead><tr><th>faction</th><th>level</th><th class="num">games</th><th class="num">win rate (95%)</th>' +
    '<th class="num">gap (points)</th><th class="num">change from the level before (paired 95%, points)</th></tr></thead>' +
    `<tbody>${body}</tbody></table>`
  );
}

function method(r: StrengthResult): string {
  const fair = r.partyFairShare
    ? "the party's win rate at that level (a co-op or solo game: the fair share moves with the bots, and the change of a gap counts that move too, as a contrast over every game)"
    : `1/${r.players} at every level (so a gap changes exactly as the win rate does)`;
  return (
    `<p class="note">Each level is a self-play study: every seat is played by that level's bot, on the same seed, so every level plays the same ` +
    `game indices in the same seatings on the same random streams. A faction's gap is its win rate minus its fair share, ${escapeHtml(fair)}. ` +
    `Win rates count losses, draws and timeouts as not won; their intervals are 95% Wilson intervals, and a level puts a faction clearly above ` +
    `(below) fair when the whole interval is.</p>` +
    `<p class="note">A change is paired game by game: the faction's result in game i at one level against game i at the other` +
    `${r.mirror ? ' (with mirror matches, each seat it holds is a pair)' : ''}, with a 95% normal interval from the spread of those differences. ` +
    `The verdict rests on the lowest level against the highest: the gap <b>holds</b> unless that change is significant ` +
    `(two-sided, Holm–Bonferroni corrected across the ${r.factions.length} factions at α = ${r.alpha}); when it is, the gap <b>grows</b> if it ends ` +
    `farther from fair than it started and <b>shrinks</b> otherwise, and it <b>flips sign</b> when the faction is clearly above fair at one end ` +
    `and clearly below at the other. With more than two levels, the steps between adjacent levels that move the gap significantly ` +
    `(Holm-corrected across factions × steps) are named, and a curve that rises at one step and falls at another is called not monotone. ` +
    `The levels are taken to be in order of strength as listed; <code>balance-lab ladder</code> checks that they are.</p>`
  );
}

export interface StrengthReportOptions {
  /** The command line that made the study, shown at the end of the page. */
  readonly command?: string | null;
  /** The game's parameter registry, so the parameters in force are shown with their sources. */
  readonly parameters?: readonly ParameterSpec[];
}

/** The strength curve's report.html: verdicts, the curve, every number in a table, how the verdicts are made, parameters, the command. */
export async function strengthReportHtml(r: StrengthResult, options: StrengthReportOptions = {}): Promise<string> {
  const bots = r.levels.map((l) => l.bot);
  const points = r.rows.map((x) => ({ level: x.level, faction: x.faction, rate: x.winRate, low: x.ciLow, high: x.ciHigh }));
  const svg = await renderSvg(STRENGTH_CHARTS[0], levelLinesSpec(points, bots, r.levels.map((l) => l.fairShare), r.factions));
  const title = `Strength curve: ${r.gameName}`;
  const header = factsHeader(title, [
    ['levels', bots.join(' → ')],
    ['games per level', int(r.games)],
    ['factions', r.factions.join(', ')],
    ['players', String(r.players)],
    ['fair share', r.partyFairShare ? "the party's win rate at each level" : `${pct1(1 / r.players)}%`],
    ['seed', r.seed],
    ['game version', `${r.game} ${r.version}`],
    ...(r.content ? [['content', `${r.content.name} (${r.content.hash})`] as const] : []),
    ['parameters hash', r.parametersHash],
    ['wall time', `${Math.round(r.wallSeconds * 1000) / 1000} s`],
    ['tool', TOOL_VERSION],
  ]);
  const intro =
    `<p>${r.levels.length} levels, weakest first, each a self-play study of the same ${int(r.games)} game indices and seatings ` +
    `(seed ${escapeHtml(r.seed)}). Is a faction's edge the game's or the bots'? A gap from the fair share that holds or grows as the ` +
    `players get stronger belongs to the game; one that shrinks toward fair was partly the weaker bots' play.</p>`;
  const strength = section(
    'Does the gap hold as the bots get stronger?',
    intro +
      verdictList(r) +
      `<h3>Win rate by bot level</h3>` +
      chartFigure(
        STRENGTH_CHARTS[0],
        svg,
        "Each faction's win rate at each level, with its 95% Wilson interval; the dashed line is the fair share. Levels are spaced evenly, not by strength.",
      ) +
      `<h3>Every level</h3>` +
      table(r),
    'strength',
  );
  const body = [
    header,
    strength,
    section('How the verdicts are made', method(r)),
    section('Parameters in force', parametersTable(r.parameters, options.parameters ?? [])),
    section(
      'How this report was made',
      `<pre class="command">${escapeHtml(options.command ?? '(run through the API; no command line recorded)')}</pre>`,
    ),
  ].join('\n');
  return htmlPage(title, body);
}
