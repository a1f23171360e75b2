#!/usr/bin/env node
// Runs every kind of test the project has, in order, and ends with one summary:
//   1. formatting (Prettier) of the whole repository;
//   2. lint, typecheck, unit tests (Vitest) and build of every project, through Nx;
//   3. the end-to-end tests (Playwright) against the built apps.
// Exits non-zero when any step fails. This is what `npm test` runs, locally and in CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const inCi = !!process.env.CI;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
// CI starts from a clean clone; never let a cache left on the machine stand in for a run.
const cacheFlags = inCi ? ['--skip-nx-cache'] : [];

const unitReports = () =>
  ['apps', 'libs']
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name)))
    .concat(join(root, 'e2e'))
    .map((projectDir) => join(projectDir, 'dist', 'test-results.json'));
const e2eReport = join(root, 'e2e', 'output', 'report.json');

for (const report of [...unitReports(), e2eReport]) rmSync(report, { force: true });

function run(title, args) {
  console.log(`\n=== ${title} ===\n`);
  const started = performance.now();
  const result = spawnSync('npx', args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return { title, ok: result.status === 0, seconds };
}

const steps = [];
steps.push(run('Formatting', ['prettier', '--check', '.']));
steps.push(
  run('Lint, typecheck, unit tests and build of every project', [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    '--output-style=stream',
    ...cacheFlags,
  ]),
);
if (steps[1].ok) {
  steps.push(
    run('End-to-end tests in Chromium', [
      'nx',
      'run',
      'e2e:e2e',
      '--exclude-task-dependencies',
      '--output-style=stream',
      ...cacheFlags,
    ]),
  );
} else {
  steps.push({ title: 'End-to-end tests in Chromium', ok: false, seconds: '0', skipped: true });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let unitPassed = 0;
let unitFailed = 0;
let unitProjects = 0;
for (const path of unitReports()) {
  const report = existsSync(path) ? readJson(path) : null;
  if (!report) continue;
  unitProjects += 1;
  unitPassed += report.numPassedTests ?? 0;
  unitFailed += report.numFailedTests ?? 0;
}
const e2e = readJson(e2eReport)?.stats;
const e2ePassed = e2e ? e2e.expected + (e2e.flaky ?? 0) : 0;
const e2eFailed = e2e ? e2e.unexpected : 0;

console.log('\n=== Summary ===');
for (const step of steps) {
  const verdict = step.skipped ? 'skipped' : step.ok ? 'ok' : 'FAILED';
  console.log(`${verdict.padEnd(8)} ${step.title} (${step.seconds} s)`);
}
console.log(`Unit tests: ${unitPassed} passed, ${unitFailed} failed in ${unitProjects} projects`);
console.log(`End-to-end tests: ${e2ePassed} passed, ${e2eFailed} failed`);
const allOk = steps.every((s) => s.ok);
// A failed step that ran no counted test still counts as one failure in the closing line.
const failed = unitFailed + e2eFailed + (allOk || unitFailed + e2eFailed > 0 ? 0 : 1);
console.log(`Tests: ${unitPassed + e2ePassed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
