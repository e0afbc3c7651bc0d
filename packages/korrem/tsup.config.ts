import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/testing/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  splitting: true,
  external: ['@balance-lab/core', '@balance-lab/core/testing', '@balance-lab/core/errors'],
  esbuildOptions(options) {
    options.minifySyntax = true;
  },
});
