import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, listFiles, tempDir } from './cli-helpers.js';

describe('balance-lab sweep (built CLI)', () => {
  it('writes sweep.csv, sweep.json and report.html, identical for any worker count', () => {
    const a = tempDir();
    const b = tempDir();
    const args = ['sweep', 'dice-race', '--set', 'owl.walk=1,2', '--set', 'race.length=30', '--games', '480', '--seed', '4', '--quiet'];
    expect(cli([...args, '--workers', '1', '--out', a]).status).toBe(0);
    expect(cli([...args, '--workers', '2', '--out', b]).status).toBe(0);
    expect(listFiles(a).sort()).toEqual(['report.html', 'sweep.csv', 'sweep.json']);
    expect(readFileSync(join(b, 'sweep.csv'), 'utf8')).toBe(readFileSync(join(a, 'sweep.csv'), 'utf8'));
    const j = JSON.parse(readFileSync(join(a, 'sweep.json'), 'utf8')) as any;
    expect(j.variants.map((v: any) => v.label)).toEqual(['owl.walk=1', 'owl.walk=2 (baseline)']);
    expect(j.command).toMatch(/^balance-lab sweep dice-race --set owl.walk=1,2/);

    // One page: the Sweep section, then the baseline run's report as simulate writes it.
    const html = readFileSync(join(a, 'report.html'), 'utf8');
    expect(html).toContain('<section id="sweep"><h2>Sweep</h2>');
    for (const chart of ['sweep-rates', 'sweep-diff', 'sweep-imbalance', 'matchups', 'factions', 'seats', 'lengths', 'paths']) {
      expect(html).toContain(`data-chart="${chart}"`);
    }
    for (const h of ['Verdicts', 'Matchups', 'Faction win rates', 'Seat advantage', 'Game length', 'Victory paths', 'Parameters in force', 'How this report was made']) {
      expect(html).toContain(`<h2>${h}</h2>`);
    }
    expect(html.indexOf('<h2>Sweep</h2>')).toBeLessThan(html.indexOf('<h2>Verdicts</h2>'));
    expect(html).toContain('The baseline: owl.walk=2 (baseline)');
    expect(html).toContain(`Closest to balanced: ${j.closestToBalanced}`);
    expect(html).toMatch(/<pre class="command">balance-lab sweep dice-race --set owl\.walk=1,2 /);
    // The baseline's parameters in force, the fixed --set included, with their sources.
    expect(html).toMatch(/<code>race\.length<\/code><\/td><td class="num">30 <span class="changed">/);
    expect(html).not.toMatch(/(src|href)="https?:|<script/);

    // Identical for any worker count, but for the command line and the wall times (the worker count is part of both).
    const stable = (dir: string): string =>
      readFileSync(join(dir, 'report.html'), 'utf8')
        .replace(/<pre class="command">[^<]*<\/pre>/g, '<pre class="command">COMMAND</pre>')
        .replace(/(<dt>(?:sweep )?wall time<\/dt><dd>)[^<]*(<\/dd>)/g, '$1WALL$2');
    expect(stable(a)).toContain('<dt>wall time</dt><dd>WALL</dd>');
    expect(stable(a)).toContain('<dt>sweep wall time</dt><dd>WALL</dd>');
    expect(stable(b)).toBe(stable(a));
  });

  it.each([
    [['--set', 'owl.walk=1,9'], /invalid value '9' for parameter owl.walk/],
    [['--set', 'nope=1,2'], /unknown parameter 'nope'/],
    [['--set', 'owl.walk=2'], /a sweep needs at least one --set param=v1,v2/],
  ])('rejects %o with one line and writes nothing', (extra, message) => {
    const parent = tempDir();
    const out = join(parent, 'out');
    const r = cli(['sweep', 'dice-race', ...extra, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});
