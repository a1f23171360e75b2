import { defineConfig } from 'vite';

// Builds the `dungeonbowl` command line into one Node module, dist/cli.js, run by bin/dungeonbowl.js.
export default defineConfig({
  build: {
    ssr: 'cli/main.ts',
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'cli.js' } },
  },
  ssr: { noExternal: true },
  // Every test's apply checked to leave the state it was given as it was.
  test: {
    setupFiles: ['src/testing/apply-guard.ts'],
    // A few games of a bot match take a second alone, but several on a CI machine that runs every
    // project's tests at once; a test that hangs still fails.
    testTimeout: 30_000,
  },
});
