// The Darkleaf build inlines the number constants the hot paths index the state with: tsup's
// minifySyntax lets esbuild replace a module's leading constants by their values, so state.ts and
// geometry.ts declare theirs before anything else. Read as module variables they cost 4–7% of
// random-play speed. npm test builds dist/ first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const built = (): string =>
  readdirSync('packages/darkleaf/dist')
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join('packages/darkleaf/dist', f), 'utf8'))
    .join('\n');

describe('constants in the Darkleaf build', () => {
  it('state indices (G_*), phases (PH_*), action kinds (A_*) and RAY_STEPS are literals where the engine uses them', () => {
    const code = built();
    expect(code).toContain('function generateLegal(');
    // Every remaining mention would be a read of a module variable on a hot path.
    expect(code.match(/\.g\[G_[A-Z0-9_]+\]/g) ?? []).toEqual([]);
    expect(code.match(/=== PH_[A-Z_]+|\bencode\(A_[A-Z_]+|\* RAY_STEPS\b/g) ?? []).toEqual([]);
  });
});
