import { defineConfig } from 'vitest/config';

// `npm run bench`: the server under load, kept out of the unit tests (bench/load.bench.ts).
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 600_000,
  },
});
