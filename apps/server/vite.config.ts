import { defineConfig } from 'vitest/config';

// Builds the server into one Node module, dist/main.js (`node apps/server/dist/main.js`). The
// workspace libraries are TypeScript sources and are bundled in; the packages from npm (Colyseus,
// PGlite, pg, Kysely, Express) stay outside and are loaded from node_modules.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  ssr: { noExternal: [/^@dungeonbowl\//] },
  test: {
    // Each test file starts its own Colyseus server, whose matchmaker is one per process.
    pool: 'forks',
    testTimeout: 30_000,
    // Booting a server with an embedded database loads PGlite's WebAssembly: seconds when the
    // machine is idle, past a minute when every core is busy with other projects' tests.
    hookTimeout: 180_000,
  },
});
