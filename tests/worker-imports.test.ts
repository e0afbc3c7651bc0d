// A worker thread imports the game's built module (packages/darkleaf/dist) and core's worker
// entry. Neither may reach core's index, which loads the report modules (arquero, Vega):
// that cost every worker about 0.3 s of start-up (npm test builds dist/ first).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((m) => m[1]!);

const jsFiles = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));

describe('what a worker loads', () => {
  it('the Darkleaf build imports core only through its light entries (errors, sourced)', () => {
    const files = jsFiles('packages/darkleaf/dist'); // index.js and its chunks; testing/ is not loaded by workers
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      for (const spec of importsOf(f).filter((s) => s.startsWith('@balance-lab/core'))) expect(`${f}: ${spec}`).toMatch(/: @balance-lab\/core\/(errors|sourced)$/);
    }
  });

  it("core's worker, errors and sourced entries never import the report libraries or the schema validator", () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^(arquero|vega|vega-lite|ajv)$/);
        if (spec.startsWith('./')) visit(join('packages/core/dist', spec));
      }
    };
    visit('packages/core/dist/worker.js');
    visit('packages/core/dist/errors.js');
    visit('packages/core/dist/sourced.js');
    expect(seen.size).toBeGreaterThan(2);
    // The index does load them: the check above would see them if a chunk pulled them in.
    expect(importsOf('packages/core/dist/index.js')).toContain('arquero');
  });
});
