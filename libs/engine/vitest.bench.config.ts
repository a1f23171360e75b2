import { defineConfig } from 'vitest/config';

// `npm run bench`: the speed benchmarks, kept out of the unit tests. The engines they time (the
// working tree's and a93ae7c's) are bundled first (bench/bundle-engine.ts) and loaded as they
// are, not through the test runner's module transform.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 900_000,
    // One file at a time: benchmarks running side by side would take each other's time.
    fileParallelism: false,
    globalSetup: ['bench/bundle-engine.ts'],
    server: { deps: { external: [/\/dist\/bench\//] } },
  },
});
