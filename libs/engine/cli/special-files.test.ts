import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runWithWatchdog } from '@dungeonbowl/dungeon-schema/node/testing';
import { beforeAll, describe, expect, it } from 'vitest';

// The real command in a child process: a file that never ends or a pipe nobody writes to would
// hang an in-process test, so the watchdog (a kill timer and capped memory) is what fails here.
let cli = '';
beforeAll(async () => {
  cli = await buildCli(join(import.meta.dirname, '..'));
}, 120_000);

const folder = mkdtempSync(join(tmpdir(), 'dungeonbowl-special-'));
const notAFile = 'not a regular file: it is not read as';

describe.runIf(process.platform !== 'win32')(
  'dungeonbowl on files that are not regular files',
  () => {
    it('replay of a named pipe (FIFO) nobody writes to is refused at once, exit 2', async () => {
      const fifo = join(folder, 'game.replay.json');
      execFileSync('mkfifo', [fifo]);
      const run = await runWithWatchdog(cli, ['replay', fifo]);
      expect(run.killed, `dungeonbowl replay on a FIFO: killed for its ${run.killed}`).toBe(false);
      expect(run).toMatchObject({
        status: 2,
        stdout: '',
        stderr: `${fifo}: this is a named pipe (FIFO), ${notAFile} a replay file.\n`,
      });
    }, 60_000);

    it('replay of /dev/zero and a map read from it are refused at once in a small heap, exit 2', async () => {
      const replay = await runWithWatchdog(cli, ['replay', '/dev/zero'], { maxHeapMb: 64 });
      expect(replay.killed, `dungeonbowl replay /dev/zero: killed for its ${replay.killed}`).toBe(
        false,
      );
      expect(replay).toMatchObject({
        status: 2,
        stderr: `/dev/zero: this is a device, ${notAFile} a replay file.\n`,
      });
      const simulate = await runWithWatchdog(
        cli,
        [
          'simulate',
          '--map',
          '/dev/zero',
          '--teams',
          'human,orc',
          '--agents',
          'random,random',
          '--seed',
          '1',
          '--games',
          '1',
        ],
        { maxHeapMb: 64 },
      );
      expect(
        simulate.killed,
        `dungeonbowl simulate --map /dev/zero: killed for its ${simulate.killed}`,
      ).toBe(false);
      expect(simulate).toMatchObject({
        status: 2,
        stderr: `/dev/zero: this is a device, ${notAFile} a map file.\n`,
      });
    }, 60_000);
  },
);
