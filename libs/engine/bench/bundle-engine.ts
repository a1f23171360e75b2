import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';

/**
 * The commit whose engine the side-by-side benchmark plays against the working tree's: a93ae7c,
 * the engine as it stood before it was rebuilt in layers and for speed (issue 28's "today"), or
 * any commit or branch named by `ENGINE_BENCH_BASELINE` (the `main` a branch started from, to
 * check that its matches are still the same).
 */
export const baselineRef = process.env.ENGINE_BENCH_BASELINE || 'a93ae7c';

/** Where the bundles of the two engines are written, and read from. */
export const engineFiles = {
  baseline: new URL('../dist/bench/engine-baseline.js', import.meta.url),
  now: new URL('../dist/bench/engine-now.js', import.meta.url),
} as const;

/** The side-by-side benchmark's own process (`side-by-side-run.ts`), bundled, run once a process. */
export const sideBySideRunFile = new URL('../dist/bench/side-by-side-run.js', import.meta.url);

/** Where the benchmark's build of the `dungeonbowl` command is written, and run from. */
export const shippedCommandFile = new URL('../dist/bench/cli.js', import.meta.url);

const engineRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = join(engineRoot, 'dist/bench');
/** The commit the baseline's bundle was built from, written beside it. */
export const baselineCommitFile = join(outDir, 'engine-baseline.commit');

/**
 * What the baseline's bundle exports, for a commit older than `engine-entry.ts` (a93ae7c): the
 * same three lines, in that commit's folders. A later commit's own `engine-entry.ts` is used.
 */
const oldEntry = `export * from '../src/index';
export { readyMatch } from '../src/testing/matches';
export { sampleMaps } from '@dungeonbowl/dungeon-schema';
`;

/**
 * The one way both engines are bundled: as the command line is (vite.config.ts), one Node module
 * with every dependency inside, built from the engine folder `root` into `into`.
 */
function engineBuild(
  root: string,
  into: string,
  file: string,
  extra: InlineConfig = {},
  entry = 'bench/engine-entry.ts',
) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    ssr: { noExternal: true },
    ...extra,
    build: {
      ssr: entry,
      outDir: into,
      emptyOutDir: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: file } },
    },
  });
}

const git = (args: readonly string[]) =>
  execFileSync('git', args, { cwd: repositoryRoot, maxBuffer: 256 * 1024 * 1024 });

/**
 * Bundles the baseline engine from the sources of its commit, unpacked into a temporary folder
 * (the engine and the map format only, with the working tree's `node_modules` folders linked in
 * for their one package, ajv) and removed afterwards. The bundle is kept for the next run while
 * the baseline stays the same commit.
 */
async function bundleBaseline(): Promise<void> {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', `${baselineRef}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new Error(
      `The benchmark compares the engine with that of commit ${baselineRef}, which this clone does not have: fetch the whole history (git fetch --unshallow), or name another commit in ENGINE_BENCH_BASELINE.`,
    );
  }
  if (
    existsSync(engineFiles.baseline) &&
    existsSync(baselineCommitFile) &&
    readFileSync(baselineCommitFile, 'utf8') === commit
  )
    return;
  const packages = ['libs/engine', 'libs/dungeon-schema'];
  const folder = mkdtempSync(join(tmpdir(), `dungeonbowl-engine-${commit.slice(0, 7)}-`));
  try {
    const archive = git(['archive', '--format=tar', commit, 'tsconfig.base.json', ...packages]);
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    for (const modules of ['node_modules', ...packages.map((p) => `${p}/node_modules`)])
      if (existsSync(join(repositoryRoot, modules)))
        symlinkSync(join(repositoryRoot, modules), join(folder, modules), 'dir');
    const root = join(folder, 'libs/engine');
    if (!existsSync(join(root, 'bench/engine-entry.ts'))) {
      mkdirSync(join(root, 'bench'), { recursive: true });
      writeFileSync(join(root, 'bench/engine-entry.ts'), oldEntry);
    }
    // Built beside the sources and moved in whole, so that a failed build leaves no bundle behind.
    await engineBuild(root, join(folder, 'built'), 'engine.js', {
      // The map format as it was then too, not the working tree's, which the link would find.
      resolve: {
        alias: {
          '@dungeonbowl/dungeon-schema': join(folder, 'libs/dungeon-schema/src/index.ts'),
        },
      },
    });
    renameSync(join(folder, 'built/engine.js'), engineFiles.baseline);
    writeFileSync(baselineCommitFile, commit);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Bundles the working tree's engine and the baseline's (above), and builds the command line as
 * `npm run build` does (into `dist/bench/cli.js`, leaving the installed command alone), before the
 * benchmarks run. Run from its sources, the engine pays for the test runner's module transform
 * (every call from one module to another goes through a getter), which no coach's match does: the
 * command line and the play app run it bundled.
 */
export default async function bundleEngines(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await engineBuild(engineRoot, outDir, 'engine-now.js');
  await engineBuild(engineRoot, outDir, 'side-by-side-run.js', {}, 'bench/side-by-side-run.ts');
  await bundleBaseline();
  await build({
    configFile: join(engineRoot, 'vite.config.ts'),
    root: engineRoot,
    logLevel: 'warn',
    build: { outDir: 'dist/bench', emptyOutDir: false },
  });
}
