import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit tests import each package's TypeScript source; end-to-end tests in
// tests/ drive the built CLI (npm test builds first).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@balance-lab\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@balance-lab\/core\/errors$/, replacement: src('./packages/core/src/errors.ts') },
      { find: /^@balance-lab\/core\/sourced$/, replacement: src('./packages/core/src/sourced.ts') },
      { find: /^@balance-lab\/core\/reference-game$/, replacement: src('./packages/core/src/reference-game/index.ts') },
      { find: /^@balance-lab\/core\/testing$/, replacement: src('./packages/core/src/testing/index.ts') },
      { find: /^@balance-lab\/darkleaf$/, replacement: src('./packages/darkleaf/src/index.ts') },
      { find: /^@balance-lab\/darkleaf\/testing$/, replacement: src('./packages/darkleaf/src/testing/index.ts') },
      { find: /^@balance-lab\/harrow\/testing$/, replacement: src('./packages/harrow/src/testing/index.ts') },
      { find: /^@balance-lab\/harrow$/, replacement: src('./packages/harrow/src/index.ts') },
      { find: /^@balance-lab\/korrem\/testing$/, replacement: src('./packages/korrem/src/testing/index.ts') },
      { find: /^@balance-lab\/korrem$/, replacement: src('./packages/korrem/src/index.ts') },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts', 'examples/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // .ci/run reads the counts from this JSON report (VITEST_JSON_REPORT=path).
    reporters: process.env.VITEST_JSON_REPORT ? ['default', 'json'] : ['default'],
    ...(process.env.VITEST_JSON_REPORT ? { outputFile: { json: process.env.VITEST_JSON_REPORT } } : {}),
  },
});
