// sensitivity.csv and sensitivity.html: which assumptions move each faction's win rate most.
import * as aq from 'arquero';
import type { TopLevelSpec } from 'vega-lite';
import type { SensitivityResult } from '../sensitivity.js';
import { renderSvg } from './charts.js';
import { chartSection, escapeHtml, htmlPage, section } from './html.js';

const fixed = (x: number): string => x.toFixed(6);

/** One row per faction and parameter (its most influential alternative), ranked within each faction. */
export function sensitivityCsv(r: SensitivityResult): string {
  const rows = r.factions.flatMap((f) =>
    f.ranking.map((x, i) => ({
      faction: f.faction,
      rank: i + 1,
      parameter: x.key,
      default: String(x.baselineValue),
      alternative: String(x.alternative),
      baseline_rate: fixed(x.baselineRate),
      rate: fixed(x.rate),
      diff: fixed(x.diff),
      diff_low: fixed(x.low),
      diff_high: fixed(x.high),
      source: x.source,
    })),
  );
  return aq.from(rows, ['faction', 'rank', 'parameter', 'default', 'alternative', 'baseline_rate', 'rate', 'diff', 'diff_low', 'diff_high', 'source']).toCSV();
}

function topSpec(r: SensitivityResult, faction: string, top: number): TopLevelSpec {
  const f = r.factions.find((x) => x.faction === faction);
  const values = (f?.ranking ?? []).slice(0, top).map((x) => ({ label: `${x.key} = ${String(x.alternative)}`, diff: x.diff, low: x.low, high: x.high }));
  const x = { type: 'quantitative' as const, axis: { format: '+.0%', title: `change in ${faction}'s win rate (paired 95% interval)` } };
  return {
    width: 520,
    height: { step: 26 },
    data: { values },
    encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 360 } } },
    layer: [
      { mark: { type: 'bar', height: { band: 0.6 }, color: '#5b7fa6' }, encoding: { x: { field: 'diff', ...x } } },
      { mark: { type: 'rule', color: '#1a1a1a', strokeWidth: 1.5 }, encoding: { x: { field: 'low', ...x }, x2: { field: 'high' } } },
    ],
  } as TopLevelSpec;
}

export async function sensitivityHtml(r: SensitivityResult, command: string | null, top = 5): Promise<string> {
  const charts = await Promise.all(r.factions.map((f) => renderSvg(`sensitivity-${f.faction}`, topSpec(r, f.faction, top))));
  const sections = r.factions.map((f, i) =>
    chartSection(
      `These ${Math.min(top, f.ranking.length)} guesses decide ${f.faction}'s win rate`,
      `sensitivity-${f.faction}`,
      charts[i] as string,
      `Each bar: ${f.faction}'s win rate with the parameter's most influential alternative minus with its default, on the same games.`,
    ),
  );
  const body = [
    section(
      `Assumption sensitivity: ${escapeHtml(r.game)}`,
      `<p>${r.parameters.length} assumed parameters, each alternative played on the same ${r.games.toLocaleString('en-US')} game indices as the defaults ` +
        `(seed ${escapeHtml(r.seed)}, bots ${escapeHtml(r.bots.join(' / '))}).</p>`,
    ),
    ...sections,
    section('How this study was made', `<pre class="command">${escapeHtml(command ?? '(run through the API)')}</pre>`),
  ].join('\n');
  return htmlPage(`Sensitivity: ${r.game}`, body);
}
