import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, runWithWatchdog } from '../node/testing/index';

// The real command in a child process: a file that never ends or a pipe nobody writes to would
// hang an in-process test, so the watchdog (a kill timer and a capped heap) is what fails here.
let cli = '';
beforeAll(async () => {
  cli = await buildCli(join(import.meta.dirname, '..'));
}, 120_000);

const folder = mkdtempSync(join(tmpdir(), 'dungeon-special-'));

describe.runIf(process.platform !== 'win32')('dungeon on files that are not regular files', () => {
  it('a named pipe (FIFO) nobody writes to is refused at once, exit 2, for validate and info', async () => {
    const fifo = join(folder, 'f.json');
    execFileSync('mkfifo', [fifo]);
    for (const command of ['validate', 'info']) {
      const run = await runWithWatchdog(cli, [command, fifo]);
      expect(run.killed, `dungeon ${command} on a FIFO: killed for its ${run.killed}`).toBe(false);
      expect(run.status).toBe(2);
      expect(run.stdout + run.stderr).toContain(
        `${fifo}: error MAP-JSON: This is a named pipe (FIFO), not a regular file: it is not read as a map file.`,
      );
    }
  }, 60_000);

  it('/dev/zero, a file without end, is refused at once in a small heap, exit 2', async () => {
    const run = await runWithWatchdog(cli, ['validate', '/dev/zero', '--json'], { maxHeapMb: 64 });
    expect(run.killed, `dungeon validate /dev/zero: killed for its ${run.killed}`).toBe(false);
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({
      files: [{ file: '/dev/zero', valid: false, findings: [{ rule: 'MAP-JSON' }] }],
    });
    expect(run.stderr).toBe('');
  }, 60_000);
});
