import { spawn, type ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The built server (`node apps/server/dist/main.js`), run by a test on 127.0.0.1. */
export interface OnlineServer {
  readonly url: string;
  /** What the server printed, for a failing test's report. */
  readonly output: string[];
  /** Starts the server (again, on the same port and data). */
  start(): Promise<void>;
  /** Kills the server at once, as a crash or a pulled plug would, mid-match. */
  kill(): Promise<void>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

/**
 * A server on a port of its own, with a fresh, empty database in a temporary folder, made as it
 * first starts (a spec file loaded but not run leaves none behind).
 */
export function onlineServer(port: number): OnlineServer {
  let dataDir: string | null = null;
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  let child: ChildProcess | null = null;

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  return {
    url,
    output,
    async start() {
      const started = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: (dataDir ??= mkdtempSync(join(tmpdir(), 'dungeonbowl-e2e-'))),
          SITE_DIR: join(root, 'dist/site'),
          BOT_DELAY_MS: '50',
          RECONNECT_SECONDS: '60',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (data: Buffer) => output.push(data.toString()));
      started.stderr?.on('data', (data: Buffer) => output.push(data.toString()));
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null)
          throw new Error(`The server stopped at its start: ${output.join('')}`);
        const answer = await fetch(`${url}/api/matches`).catch(() => null);
        if (answer?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`The server did not answer within 30 s: ${output.join('')}`);
    },
    async kill() {
      if (!child) return;
      const killed = child;
      child = null;
      killed.kill('SIGKILL');
      await exited(killed);
    },
    async dispose() {
      if (child) {
        const stopping = child;
        child = null;
        stopping.kill('SIGTERM');
        await Promise.race([exited(stopping), new Promise((r) => setTimeout(r, 5000))]);
        if (stopping.exitCode === null) stopping.kill('SIGKILL');
      }
      if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server of one spec file's tests, on its own port and database: started before them, and
 * stopped, its data removed, after them.
 */
export function serverForSpec(port: number): OnlineServer {
  const server = onlineServer(port);
  test.beforeAll(() => server.start());
  test.afterAll(() => server.dispose());
  return server;
}
