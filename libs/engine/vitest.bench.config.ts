import { defineConfig } from 'vitest/config';

// `npm run bench`: the speed benchmarks, kept out of the unit tests.
export default defineConfig({ test: { include: ['bench/**/*.bench.ts'], testTimeout: 300_000 } });
