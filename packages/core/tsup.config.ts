import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/errors.ts', 'src/sourced.ts', 'src/worker.ts', 'src/reference-game/index.ts', 'src/testing/index.ts'],
  external: ['fast-check'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  splitting: true,
});
