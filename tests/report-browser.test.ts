// End to end: a real (small) run of the reference game rendered to report.html
// and opened in headless Chromium, as a designer would open it; and the same for
// a sweep's report.html (the Sweep section with the baseline's full report). Needs
// /usr/bin/chromium (Debian: apt-get install -y chromium); without it this
// test fails rather than skips, so a CI without the browser cannot go green.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Relative source imports: the package's subpath export points at dist, which may be stale.
import { buildSummary, makePlan, runPlan, runSweep } from '../packages/core/src/index.js';
import { diceRace } from '../packages/core/src/reference-game/index.js';
import { reportCharts, reportHtml } from '../packages/core/src/report/html.js';
import { SWEEP_CHARTS, sweepReportHtml } from '../packages/core/src/report/sweep-report.js';

const CHROMIUM = '/usr/bin/chromium';
const OUT = fileURLToPath(new URL('./.out/', import.meta.url));

describe('report.html in headless Chromium', () => {
  let browser: Browser | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'balance-lab-report-'));
    if (!existsSync(CHROMIUM)) return;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Opens `html` from a file as a designer would, checks that every chart is a
   * drawn SVG in the expected order and that the page loads nothing else and
   * logs no error, saves a full-page screenshot as `png`, and returns the text.
   */
  async function openReport(html: string, file: string, png: string, expectedCharts: readonly string[]): Promise<string> {
    const path = join(dir, file);
    writeFileSync(path, html);
    const url = pathToFileURL(path).href;

    const page = await browser!.newPage({ viewport: { width: 1100, height: 900 } });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()}`));
    // The page is the only thing it may load: any other request means it is not self-contained.
    page.on('request', (r) => {
      if (r.url() !== url) problems.push(`unexpected request: ${r.url()}`);
    });
    await page.goto(url, { waitUntil: 'load' });

    const charts = await page.$$eval('[data-chart]', (els) =>
      els.map((el) => {
        const svg = el.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        return {
          name: el.getAttribute('data-chart'),
          width: box?.width ?? 0,
          height: box?.height ?? 0,
          marks: svg ? svg.querySelectorAll('path, rect, line, text').length : 0,
        };
      }),
    );
    expect(charts.map((c) => c.name)).toEqual([...expectedCharts]);
    for (const c of charts) {
      expect(c.width, `${c.name} width`).toBeGreaterThan(50);
      expect(c.height, `${c.name} height`).toBeGreaterThan(50);
      expect(c.marks, `${c.name} drawn marks`).toBeGreaterThan(5);
    }
    const text = (await page.textContent('body')) ?? '';

    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: join(OUT, png), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
    return text;
  }

  it('renders every chart as a visible SVG, offline, without errors', async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: install it with 'apt-get install -y chromium'`).toBe(true);
    const plan = makePlan(diceRace, { games: 3000, seed: 'report-e2e' });
    const run = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const summary = buildSummary({
      game: diceRace,
      plan,
      tally: run.tally,
      shards: [0],
      wallSeconds: run.wallSeconds,
      workers: 0,
      complete: true,
      command: 'balance-lab simulate dice-race --games 3000 --seed report-e2e --out <dir>',
    });
    const html = await reportHtml(summary, { parameters: diceRace.parameters });
    const text = await openReport(html, 'report.html', 'report.png', reportCharts(summary));
    // The words a designer reads first are on the page.
    expect(text).toContain('Verdicts');
    expect(text).toContain('balance-lab simulate dice-race --games 3000 --seed report-e2e --out <dir>');
    expect(text).toMatch(/(inside|outside|undecided)/);
  });

  it('renders a study of 2, 3 and 4 players: a part per count and the relative chart, offline, without errors', async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: install it with 'apt-get install -y chromium'`).toBe(true);
    const plan = makePlan(diceRace, { games: 600, seed: 'report-e2e-counts', players: [2, 3, 4] });
    const run = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    const summary = buildSummary({
      game: diceRace,
      plan,
      tally: run.tally,
      shards: [0],
      wallSeconds: run.wallSeconds,
      workers: 0,
      complete: true,
      command: 'balance-lab simulate dice-race --players 2,3,4 --games 600 --seed report-e2e-counts --out <dir>',
    });
    const html = await reportHtml(summary, { parameters: diceRace.parameters });
    const charts = reportCharts(summary);
    expect(charts[0]).toBe('relative');
    expect(charts.filter((c) => c === 'factions')).toHaveLength(3);
    const text = await openReport(html, 'report-counts.html', 'report-counts.png', charts);
    for (const n of [2, 3, 4]) expect(text).toContain(`Verdicts at ${n} players`);
    expect(text).toContain('Relative win rate across player counts');
    expect(text).toContain('position 0 (1st to move) is the seat that moved first');
  });

  it("renders a sweep's report.html: the Sweep section's charts and the baseline's, offline, without errors", async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: install it with 'apt-get install -y chromium'`).toBe(true);
    const command = 'balance-lab sweep dice-race --set owl.walk=1,2,3 --games 120 --seed sweep-e2e --out <dir>';
    const result = await runSweep({
      game: diceRace,
      gameRef: null,
      workers: 0,
      plan: { games: 120, seed: 'sweep-e2e' },
      axes: [{ key: 'owl.walk', values: ['1', '2', '3'] }],
    });
    const html = await sweepReportHtml(result, { command, parameters: diceRace.parameters });
    mkdirSync(join(dir, 'sweep'));
    const text = await openReport(html, join('sweep', 'report.html'), 'sweep-report.png', [...SWEEP_CHARTS, ...reportCharts(result.baselineSummary)]);
    expect(text).toContain('Sweep');
    expect(text).toContain(`Closest to balanced: ${result.closestToBalanced}`);
    expect(text).toContain('The baseline: owl.walk=2 (baseline)');
    expect(text).toContain('Verdicts');
    expect(text).toContain(command);
  });
});
