import { build } from 'vite';

/** Where the benchmark's bundle of the engine is written, and read from. */
export const shippedEngineFile = new URL('../dist/bench/shipped-engine.js', import.meta.url);

/** Where the benchmark's build of the `dungeonbowl` command is written, and run from. */
export const shippedCommandFile = new URL('../dist/bench/cli.js', import.meta.url);

/**
 * Bundles `shipped-engine.ts`, and builds the command line as `npm run build` does (into
 * `dist/bench/cli.js`, leaving the installed command alone), before the benchmarks run. Run from its sources, the engine pays for
 * the test runner's module transform (every call from one module to another goes through a
 * getter), which no coach's match does: the command line and the play app run it bundled.
 */
export default async function bundleEngine(): Promise<void> {
  // The command line's build (vite.config.ts), of the benchmark's entry instead of the command's.
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: {
      ssr: 'bench/shipped-engine.ts',
      outDir: 'dist/bench',
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'shipped-engine.js' } },
    },
  });
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: { outDir: 'dist/bench', emptyOutDir: false },
  });
}
