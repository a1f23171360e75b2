import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildCli,
  mutate,
  runWithWatchdog,
  seededRandom,
} from '@dungeonbowl/dungeon-schema/node/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeIo, runCli } from './dungeonbowl';

// 500 seeded mutations of a saved match through `dungeonbowl replay`.
// Run again with the seed a failure prints: REPLAY_FUZZ_SEED=<seed> npx vitest run cli/fuzz.test.ts
const SEED = Number(process.env['REPLAY_FUZZ_SEED'] ?? 20261128);
const CASES = 500;
/** How many of the cases also run as real processes (two at a time) under the watchdog. */
const CHILD_CASES = 8;

const folder = mkdtempSync(join(tmpdir(), 'dungeonbowl-fuzz-'));

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(args, {
    ...nodeIo,
    now: () => 0,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

// A short match, saved as the command saves it.
const saved = run(
  ...['simulate', '--map', 'training-hall', '--teams', 'human,orc', '--agents', 'random,heuristic'],
  ...['--seed', '3', '--games', '1', '--max-rounds', '2', '--save-replays', folder],
);
const source = new Uint8Array(readFileSync(join(folder, 'game-1.replay.json')));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const random = seededRandom(SEED);
const cases = Array.from({ length: CASES }, (_, i) => {
  const mutant = mutate(source, random);
  const path = join(folder, `case-${String(i).padStart(3, '0')}.replay.json`);
  writeFileSync(path, mutant.bytes);
  return { path, what: `seed ${SEED}, case ${i}: ${mutant.label}` };
});

const stackTrace = /^\s+at .+[(:]\d+/m;

/**
 * What the contract says of a run of `replay --json`: 0 and `matches: true`, 1 and
 * `matches: false`, or 2 with nothing on stdout and one message on stderr; never a stack trace.
 */
function expectConsistent(run: { status: number | null; out: string; err: string }, what: string) {
  expect(run.out + run.err, what).not.toMatch(stackTrace);
  if (run.status === 2) {
    expect({ out: run.out, err: run.err !== '' }, what).toEqual({ out: '', err: true });
  } else {
    expect([0, 1], what).toContain(run.status);
    expect(JSON.parse(run.out), what).toMatchObject({ matches: run.status === 0 });
  }
}

describe(`dungeonbowl replay on ${CASES} mutated replays (seed ${SEED})`, () => {
  it('the unchanged replay matches', () => {
    expect(saved.status).toBe(0);
    expect(run('replay', join(folder, 'game-1.replay.json'), '--json').status).toBe(0);
  });

  it('exit status as the --json output says, no stack trace, text and --json agree', () => {
    for (const { path, what } of cases) {
      let json: ReturnType<typeof run>;
      let text: ReturnType<typeof run>;
      try {
        json = run('replay', path, '--json');
        text = run('replay', path);
      } catch (error) {
        // An exception escaping the command is a stack trace for its user.
        throw new Error(`${what}: the command threw ${String(error)}`, { cause: error });
      }
      expectConsistent(json, what);
      expect(text.status, what).toBe(json.status);
      expect(text.out + text.err, what).not.toMatch(stackTrace);
      expect(text.out, what).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    }
  }, 120_000);

  describe('as real processes under a watchdog', () => {
    let cli = '';
    beforeAll(async () => {
      cli = await buildCli(join(import.meta.dirname, '..'));
    }, 120_000);

    it(`the first ${CHILD_CASES} cases: no hang, no stack trace, the same exit status`, async () => {
      for (let i = 0; i < CHILD_CASES; i += 2) {
        const pair = cases.slice(i, i + 2);
        const runs = await Promise.all(
          pair.map(({ path }) => runWithWatchdog(cli, ['replay', path, '--json'])),
        );
        runs.forEach((child, k) => {
          const { path, what } = pair[k]!;
          expect(child.killed, `${what}: killed for its ${child.killed}`).toBe(false);
          const inProcess = run('replay', path, '--json');
          expectConsistent(
            { status: child.status, out: child.stdout.trimEnd(), err: child.stderr },
            what,
          );
          expect(child.status, what).toBe(inProcess.status);
        });
      }
    }, 120_000);
  });
});
