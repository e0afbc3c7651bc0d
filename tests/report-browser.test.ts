// End to end: a real (small) run of the reference game rendered to report.html
// and opened in headless Chromium, as a designer would open it. Needs
// /usr/bin/chromium (Debian: apt-get install -y chromium); without it this
// test fails rather than skips, so a CI without the browser cannot go green.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Relative source imports: the package's subpath export points at dist, which may be stale.
import { buildSummary, makePlan, runPlan } from '../packages/core/src/index.js';
import { diceRace } from '../packages/core/src/reference-game/index.js';
import { REPORT_CHARTS, reportHtml } from '../packages/core/src/report/html.js';

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
    const file = join(dir, 'report.html');
    writeFileSync(file, html);
    const url = pathToFileURL(file).href;

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
    expect(charts.map((c) => c.name)).toEqual([...REPORT_CHARTS]);
    for (const c of charts) {
      expect(c.width, `${c.name} width`).toBeGreaterThan(50);
      expect(c.height, `${c.name} height`).toBeGreaterThan(50);
      expect(c.marks, `${c.name} drawn marks`).toBeGreaterThan(5);
    }
    // The words a designer reads first are on the page.
    const text = await page.textContent('body');
    expect(text).toContain('Verdicts');
    expect(text).toContain('balance-lab simulate dice-race --games 3000 --seed report-e2e --out <dir>');
    expect(text).toMatch(/(inside|outside|undecided)/);

    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: join(OUT, 'report.png'), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
  });
});
