// Heart of Korrem study summary (issue 23): reads the summary.json of the greedy studies at every
// player count, the trade-mode runs and the tuned-values sensitivity runs under reports/korrem/, and
// writes reports/korrem/study.md (the tables), study.json (the same numbers) and players-chart.svg
// (N × win rate per nation across player counts; 1 is a fair share). Every number comes from those
// summaries; run it after the simulations (reports/make-reports.sh does):
//   node reports/korrem/study.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const ROOT = new URL('./', import.meta.url);
const NATIONS = ['human', 'elves', 'borean', 'draconis', 'talos', 'druid'];
const COUNTS = [2, 3, 4, 5, 6];
const VP_REASON = 'vp goal';

const read = (rel) => {
  const u = new URL(`${rel}/summary.json`, ROOT);
  return existsSync(u) ? JSON.parse(readFileSync(u, 'utf8')) : null;
};

/** Wilson score interval for k of n (95%). */
function wilson(k, n) {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / den;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [c - h, c + h];
}

/** Games ended by VP, by the cap, the median and p90 length, from the tally (each VP game has one winner). */
function ends(summary) {
  let games = 0;
  let vp = 0;
  const hist = new Map();
  for (const t of Object.values(summary.tally.seatings)) {
    games += t.games;
    for (const r of t.winReasons) vp += r[VP_REASON] ?? 0;
    for (const [len, c] of Object.entries(t.lengthHist)) hist.set(Number(len), (hist.get(Number(len)) ?? 0) + c);
  }
  const [lo, hi] = wilson(vp, games);
  return { games, vpEnded: vp, vpRate: vp / games, vpLow: lo, vpHigh: hi, capped: games - vp, median: summary.length.median, p90: summary.length.p90, errors: summary.errors };
}

const metricMean = (summary, faction, key) => summary.metrics.find((m) => m.faction === faction && m.metric === key)?.mean ?? null;

function nationRows(summary) {
  return NATIONS.map((id) => {
    const f = summary.factions.find((r) => r.faction === id);
    return {
      nation: id,
      games: f.games,
      winRate: f.winRate,
      ciLow: f.ciLow,
      ciHigh: f.ciHigh,
      halfWidth: (f.ciHigh - f.ciLow) / 2,
      relative: f.relative,
      relLow: f.relLow,
      relHigh: f.relHigh,
      vp: { quests: metricMean(summary, id, 'vp.quests'), monsters: metricMean(summary, id, 'vp.monsters'), artifacts: metricMean(summary, id, 'vp.artifacts') },
      settlements: metricMean(summary, id, 'settlements'),
      kingdoms: metricMean(summary, id, 'kingdoms'),
      delivered: metricMean(summary, id, 'trades.delivered'),
      reneged: metricMean(summary, id, 'trades.reneged'),
    };
  });
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const num = (x, d = 2) => (x === null || x === undefined ? '—' : x.toFixed(d));

const out = { greedy: {}, tradeModes: {}, sensitivity: {} };
const md = [];
md.push('# Heart of Korrem: greedy studies (issue 23)', '');
md.push('Written by `node reports/korrem/study.mjs` from the `summary.json` files beside it; the commands are in `reports/make-reports.sh` and `reports/README.md`. Content: `tuned` (the default) unless a row says otherwise. *N × win rate* is a nation\'s win rate times the player count: 1 is a fair share at every count.', '');

// ---- greedy at every player count -------------------------------------------------------------
md.push('## Greedy self-play at 2–6 players', '');
md.push('| players | games | ended by VP | Wilson 95% | at the cap | median rounds | p90 | errors |', '|---|---|---|---|---|---|---|---|');
for (const n of COUNTS) {
  const s = read(`greedy/players-${n}`);
  if (!s) continue;
  const e = ends(s);
  out.greedy[n] = { ends: e, nations: nationRows(s), command: s.command };
  md.push(`| ${n} | ${e.games} | ${pct(e.vpRate)} | [${pct(e.vpLow)}, ${pct(e.vpHigh)}] | ${e.capped} | ${e.median} | ${e.p90} | ${e.errors} |`);
}
md.push('');
md.push('### Win rate per nation (95% Wilson interval, its half-width) and N × win rate', '');
md.push(`| nation | ${COUNTS.filter((n) => out.greedy[n]).map((n) => `${n} players`).join(' | ')} |`);
md.push(`|---|${COUNTS.filter((n) => out.greedy[n]).map(() => '---').join('|')}|`);
for (const id of NATIONS) {
  const cells = COUNTS.filter((n) => out.greedy[n]).map((n) => {
    const r = out.greedy[n].nations.find((x) => x.nation === id);
    return `${pct(r.winRate)} [${pct(r.ciLow)}, ${pct(r.ciHigh)}] ±${(100 * r.halfWidth).toFixed(1)} · N×${num(r.relative)}`;
  });
  md.push(`| ${id} | ${cells.join(' | ')} |`);
}
md.push('');
md.push('### VP by source and settlements at the end (mean per nation-game)', '');
md.push('| players | nation | VP quests | VP Monsters | VP Artifacts | settlements | Kingdoms | trade parts delivered | reneged |', '|---|---|---|---|---|---|---|---|---|');
for (const n of COUNTS) {
  if (!out.greedy[n]) continue;
  for (const r of out.greedy[n].nations) md.push(`| ${n} | ${r.nation} | ${num(r.vp.quests)} | ${num(r.vp.monsters)} | ${num(r.vp.artifacts)} | ${num(r.settlements)} | ${num(r.kingdoms)} | ${num(r.delivered)} | ${num(r.reneged)} |`);
}
md.push('');

// ---- one greedy player against random ones ---------------------------------------------------------
const gvr = COUNTS.filter((n) => read(`greedy-vs-random/players-${n}`));
if (gvr.length > 0) {
  out.greedyVsRandom = {};
  md.push('## One greedy player (seat 0) against random ones', '');
  md.push('`--bots greedy,random,…`: the greedy player sits in seat 0 and every nation takes that seat in turn. Decided games are those with a winner (a shared win at the cap counts as a win for each winner). The bar of issue 23: at 2 players greedy wins ≥ 90% of decided games with every nation; at 3–6 it wins ≥ 2/N.', '');
  md.push(`| players | games | greedy wins (decided) | Wilson 95% | bar | ${NATIONS.map((n) => `as ${n}`).join(' | ')} |`);
  md.push(`|---|---|---|---|---|${NATIONS.map(() => '---').join('|')}|`);
  for (const n of gvr) {
    const s = read(`greedy-vs-random/players-${n}`);
    const per = Object.fromEntries(NATIONS.map((id) => [id, { games: 0, wins: 0 }]));
    let decided = 0;
    let wins = 0;
    for (const t of Object.values(s.tally.seatings)) {
      const nation = t.seats[0];
      const ended = t.games - t.timeouts - t.draws;
      decided += ended;
      wins += t.wins[0];
      per[nation].games += ended;
      per[nation].wins += t.wins[0];
    }
    const [lo, hi] = wilson(wins, decided);
    const bar = n === 2 ? 0.9 : 2 / n;
    out.greedyVsRandom[n] = { decided, wins, rate: wins / decided, low: lo, high: hi, bar, perNation: per, command: s.command };
    const cells = NATIONS.map((id) => {
      const r = per[id];
      const [l] = wilson(r.wins, r.games);
      return r.games === 0 ? '—' : `${r.wins}/${r.games} (${pct(r.wins / r.games)}, low ${pct(l)})`;
    });
    md.push(`| ${n} | ${s.totalGames} | ${wins}/${decided} = ${pct(wins / decided)} | [${pct(lo)}, ${pct(hi)}] | ${pct(bar)} | ${cells.join(' | ')} |`);
  }
  md.push('');
}

// ---- trade modes --------------------------------------------------------------------------------
const modes = ['trust', 'binding', 'none'].filter((m) => read(`trade-modes/${m}`));
if (modes.length > 0) {
  md.push('## National Trade modes (G11), 2 players, the same games', '');
  md.push('`trade.mode`: `trust` (the printed rule: sealed Deliver/Renege; the bots deliver unless the partner cheated them, a reputation term), `binding` (one swap), `none` (no offers). Same seed and game indices in each, so the rows differ only by the rule.', '');
  md.push(`| mode | games | ended by VP | median rounds | trade parts delivered per nation-game | reneged | ${NATIONS.map((n) => `${n} N×`).join(' | ')} |`);
  md.push(`|---|---|---|---|---|---|${NATIONS.map(() => '---').join('|')}|`);
  for (const m of modes) {
    const s = read(`trade-modes/${m}`);
    const e = ends(s);
    const rows = nationRows(s);
    const mean = (k) => rows.reduce((a, r) => a + (r[k] ?? 0) * r.games, 0) / rows.reduce((a, r) => a + r.games, 0);
    out.tradeModes[m] = { ends: e, nations: rows, command: s.command };
    md.push(`| ${m} | ${e.games} | ${pct(e.vpRate)} | ${e.median} | ${num(mean('delivered'))} | ${num(mean('reneged'))} | ${rows.map((r) => `${num(r.relative)} [${num(r.relLow)}, ${num(r.relHigh)}]`).join(' | ')} |`);
  }
  md.push('');
}

// ---- sensitivity of the tuned values ---------------------------------------------------------------
const base = read('trade-modes/trust');
const variants = ['empire-2', 'empire-4', 'explore-10', 'hunt-2', 'printed-yields'].filter((v) => read(`sensitivity/${v}`));
if (base && variants.length > 0) {
  md.push('## Sensitivity of the tuned values, 2 players', '');
  md.push('Each row moves one tuned value of `content/tuned.ts` (the variant documents are written by `reports/korrem/sensitivity/variants.mjs`); the baseline is `tuned` itself on the same games (`trade-modes/trust`). Change = the nation\'s win rate in the variant minus the baseline\'s, in points.', '');
  md.push(`| variant | ended by VP | median rounds | ${NATIONS.map((n) => `${n} Δ`).join(' | ')} |`);
  md.push(`|---|---|---|${NATIONS.map(() => '---').join('|')}|`);
  const b = nationRows(base);
  const be = ends(base);
  md.push(`| tuned (baseline) | ${pct(be.vpRate)} | ${be.median} | ${b.map((r) => pct(r.winRate)).join(' | ')} |`);
  for (const v of variants) {
    const s = read(`sensitivity/${v}`);
    const e = ends(s);
    const rows = nationRows(s);
    out.sensitivity[v] = { ends: e, nations: rows, command: s.command };
    md.push(`| ${v} | ${pct(e.vpRate)} | ${e.median} | ${rows.map((r, i) => `${(100 * (r.winRate - b[i].winRate)).toFixed(1)}`).join(' | ')} |`);
  }
  md.push('');
}

// ---- the chart ------------------------------------------------------------------------------------
const COLOURS = { human: '#c0392b', elves: '#27ae60', borean: '#2e86c1', draconis: '#e67e22', talos: '#d4ac0d', druid: '#8e44ad' };
const counts = COUNTS.filter((n) => out.greedy[n]);
if (counts.length > 0) {
  const W = 640;
  const H = 380;
  const L = 60;
  const R = 120;
  const T = 30;
  const B = 50;
  const ys = counts.flatMap((n) => out.greedy[n].nations.flatMap((r) => [r.relLow, r.relHigh]));
  const yMax = Math.max(2, Math.ceil(Math.max(...ys) * 2) / 2);
  const x = (n) => L + 20 + ((n - COUNTS[0]) / (COUNTS.at(-1) - COUNTS[0])) * (W - L - R - 40);
  const y = (v) => T + (1 - v / yMax) * (H - T - B);
  const svg = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`];
  svg.push(`<text x="${L}" y="18" font-size="14">Heart of Korrem, greedy self-play: N × win rate by player count (1 = fair share; bars: 95% intervals)</text>`);
  for (let v = 0; v <= yMax + 1e-9; v += 0.5) svg.push(`<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 1 ? '#555' : '#ddd'}"${v === 1 ? ' stroke-dasharray="5,4"' : ''}/><text x="${L - 8}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(1)}</text>`);
  for (const n of COUNTS) svg.push(`<text x="${x(n)}" y="${H - B + 18}" text-anchor="middle">${n}</text>`);
  svg.push(`<text x="${(L + W - R) / 2}" y="${H - 10}" text-anchor="middle">players</text>`);
  NATIONS.forEach((id, k) => {
    const pts = counts.map((n) => [n, out.greedy[n].nations.find((r) => r.nation === id)]);
    const dx = (k - 2.5) * 3;
    svg.push(`<polyline fill="none" stroke="${COLOURS[id]}" stroke-width="2" points="${pts.map(([n, r]) => `${x(n) + dx},${y(r.relative)}`).join(' ')}"/>`);
    for (const [n, r] of pts) svg.push(`<line x1="${x(n) + dx}" x2="${x(n) + dx}" y1="${y(r.relLow)}" y2="${y(r.relHigh)}" stroke="${COLOURS[id]}"/><circle cx="${x(n) + dx}" cy="${y(r.relative)}" r="3" fill="${COLOURS[id]}"/>`);
    svg.push(`<text x="${W - R + 20}" y="${T + 16 * k + 10}" fill="${COLOURS[id]}">${id}</text>`);
  });
  svg.push('</svg>');
  writeFileSync(new URL('players-chart.svg', ROOT), `${svg.join('\n')}\n`);
  md.push('## N × win rate across player counts', '', '![N × win rate per nation by player count](players-chart.svg)', '');
}

writeFileSync(new URL('study.md', ROOT), `${md.join('\n')}\n`);
writeFileSync(new URL('study.json', ROOT), `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote reports/korrem/study.md, study.json${counts.length > 0 ? ', players-chart.svg' : ''}`);
