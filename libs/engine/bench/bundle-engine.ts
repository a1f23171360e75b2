import { build } from 'vite';

/** Where the benchmark's bundle of the engine is written, and read from. */
export const shippedEngineFile = new URL('../dist/bench/shipped-engine.js', import.meta.url);

/**
 * Bundles `shipped-engine.ts` before the benchmarks run. Run from its sources, the engine pays for
 * the test runner's module transform (every call from one module to another goes through a
 * getter), which no coach's match does: the command line and the play app run it bundled.
 */
export default async function bundleEngine(): Promise<void> {
  await build({
    configFile: false,
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: {
      ssr: 'bench/shipped-engine.ts',
      outDir: 'dist/bench',
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'shipped-engine.js' } },
    },
    ssr: { noExternal: true },
  });
}
