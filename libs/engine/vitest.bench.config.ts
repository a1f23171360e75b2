import { defineConfig } from 'vitest/config';

// `npm run bench`: the speed benchmarks, kept out of the unit tests. The engine they time is
// bundled first (bench/bundle-engine.ts) and loaded as it is, not through the test runner's
// module transform.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    globalSetup: ['bench/bundle-engine.ts'],
    server: { deps: { external: [/\/dist\/bench\//] } },
  },
});
