// Runtime import cycles among packages/*/src, found by dependency-cruiser (issue 24). Type-only
// imports are erased before the cruise (tsPreCompilationDeps: false), as at run time; the rule
// of the project is that mechanisms never import the factions (clans → mechanisms, never back).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every import cycle dependency-cruiser finds under `dirs` (relative to `baseDir`), as "a.ts → b.ts → a.ts". */
async function importCycles(baseDir: string, dirs: string[]): Promise<string[]> {
  const { output } = await cruise(
    dirs,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      tsPreCompilationDeps: false,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['\\.d\\.ts$', '(^|/)dist/'] },
    },
    // Sources import './x.js' for './x.ts' (NodeNext).
    { extensionAlias: { '.js': ['.ts', '.js'] } } as never,
  );
  const result = output as ICruiseResult;
  const cycles = new Set<string>();
  for (const v of result.summary.violations) {
    if (v.rule.name !== 'no-circular') continue;
    const path = (v.cycle ?? []).map((c) => (typeof c === 'string' ? c : c.name));
    cycles.add([v.from, ...path].join(' → '));
  }
  return [...cycles].sort();
}

describe('import cycles (dependency-cruiser)', () => {
  it('packages/*/src has no runtime import cycle', async () => {
    const result = await importCycles(root, ['packages/core/src', 'packages/darkleaf/src', 'packages/cli/src']);
    expect(result).toEqual([]);
  }, 30_000);

  it('reports a cycle planted in a temporary directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n");
      // A type-only import does not close a cycle at run time.
      writeFileSync(join(dir, 'c.ts'), "import type { D } from './d.js';\nexport type C = D | null;\nexport const c = 1;\n");
      writeFileSync(join(dir, 'd.ts'), "import { c } from './c.js';\nexport type D = { n: number };\nexport const d = c + 1;\n");
      const result = await importCycles(dir, ['.']);
      expect(result).toEqual(['a.ts → b.ts → a.ts']); // one report per cycle; c.ts/d.ts are no cycle
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
