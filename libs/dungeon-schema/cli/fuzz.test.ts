import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, mutate, runWithWatchdog, seededRandom } from '../node/testing/index';
import { nodeIo, runCli } from './dungeon';

// 500 seeded mutations of the sample dungeons through `dungeon validate` and `dungeon info`.
// Run again with the seed a failure prints: DUNGEON_FUZZ_SEED=<seed> npx vitest run cli/fuzz.test.ts
const SEED = Number(process.env['DUNGEON_FUZZ_SEED'] ?? 20261128);
const CASES = 500;

const samples = join(import.meta.dirname, '..', 'samples');
const sources = readdirSync(samples)
  .filter((name) => name.endsWith('.dungeon.json'))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(samples, name))) }));

const folder = mkdtempSync(join(tmpdir(), 'dungeon-fuzz-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const random = seededRandom(SEED);
const cases = Array.from({ length: CASES }, (_, i) => {
  const source = sources[Math.floor(random() * sources.length)]!;
  const mutant = mutate(source.bytes, random);
  const path = join(folder, `case-${String(i).padStart(3, '0')}.dungeon.json`);
  writeFileSync(path, mutant.bytes);
  return { path, what: `seed ${SEED}, case ${i}: ${source.name}, ${mutant.label}` };
});

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(args, { ...nodeIo, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

interface Report {
  files: { file: string; valid: boolean; findings: { rule: string; message: string }[] }[];
}

/** The exit status the contract gives a validate --json report. */
const statusOf = (files: Report['files']) =>
  files.some((f) => f.findings.some((x) => x.rule === 'MAP-JSON'))
    ? 2
    : files.every((f) => f.valid)
      ? 0
      : 1;

const stackTrace = /^\s+at .+[(:]\d+/m;

/** One case through validate (--json and text) and info --json. */
function checkCase(path: string, what: string) {
  const json = run('validate', path, '--json');
  const report = JSON.parse(json.out) as Report;
  const file = report.files[0]!;
  expect(json.status, what).toBe(statusOf(report.files));
  expect(file.findings.length > 0 || file.valid, what).toBe(true);
  const text = run('validate', path);
  expect(text.status, what).toBe(json.status);
  expect(text.out.split('\n'), what).toHaveLength(Math.max(1, file.findings.length));
  expect(text.out + text.err, what).not.toMatch(stackTrace);
  expect(text.out, what).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  // info --json prints one JSON document whatever the file: a map's description, or the findings
  // of a file that is no map; its "valid" agrees with the exit status.
  const info = run('info', path, '--json');
  expect(info.status, what).toBe(json.status);
  expect(info.err, what).toBe('');
  expect(JSON.parse(info.out), what).toMatchObject({ valid: info.status === 0 });
}

describe(`dungeon on ${CASES} mutated samples (seed ${SEED})`, () => {
  it('validate and info: exit status as the --json report says, no stack trace, one line a finding', () => {
    for (const { path, what } of cases) {
      try {
        checkCase(path, what);
      } catch (error) {
        // An exception of the command itself (a stack trace for its user) names its case too.
        if (error instanceof Error && !error.message.includes(what))
          error.message = `${what}: ${error.message}`;
        throw error;
      }
    }
  }, 120_000);

  describe('as one real process under a watchdog', () => {
    let cli = '';
    beforeAll(async () => {
      cli = await buildCli(join(import.meta.dirname, '..'));
    }, 120_000);

    it('validates every case in one run: no hang, no stack trace, the same report', async () => {
      const child = await runWithWatchdog(
        cli,
        ['validate', ...cases.map((c) => c.path), '--json'],
        {
          limitMs: 60_000,
        },
      );
      expect(child.killed, `seed ${SEED}: killed for its ${child.killed}`).toBe(false);
      expect(child.stderr).toBe('');
      const report = JSON.parse(child.stdout) as Report;
      expect(child.status).toBe(statusOf(report.files));
      report.files.forEach((file, i) => {
        const { path, what } = cases[i]!;
        expect(file, what).toEqual(
          (JSON.parse(run('validate', path, '--json').out) as Report).files[0],
        );
      });
    }, 120_000);
  });
});
