import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const viteCommand = fileURLToPath(
  new URL('../../../../node_modules/vite/bin/vite.js', import.meta.url),
);

/**
 * Builds the server as `npm run build` does, into a folder of `dist/` of its own (inside the
 * repository, so that the packages from npm are found), and answers the built module's path.
 */
export async function buildServer(folder: string): Promise<string> {
  await promisify(execFile)(
    process.execPath,
    [viteCommand, 'build', '--outDir', `dist/${folder}`, '--logLevel', 'warn'],
    { cwd: serverRoot, timeout: 120_000 },
  );
  return `${serverRoot}dist/${folder}/main.js`;
}

/** A server started as `node dist/main.js` is, in a process of its own. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** What it printed, for a failing test to show. */
  readonly output: string[];
  /** Stops it as a signal does (its matches kept), and waits for it to end. */
  stop(): Promise<void>;
}

/** How to run the process: on one core only (`taskset`), with options for Node. */
export interface ProcessOptions {
  readonly pinTo?: string | null;
  readonly nodeOptions?: readonly string[];
}

/** Starts the built server with this environment and waits for it to listen (at most 30 s). */
export async function startServerProcess(
  main: string,
  env: Record<string, string>,
  { pinTo = null, nodeOptions = [] }: ProcessOptions = {},
): Promise<ServerProcess> {
  const command = [process.execPath, ...nodeOptions, main];
  if (pinTo !== null) command.unshift('taskset', '-c', pinTo);
  const child = spawn(command[0]!, command.slice(1), {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not listening:\n${output.join('')}`)), 30_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const listening = /Dungeonbowl server on (http:\/\/\S+?)\/ /.exec(output.join(''));
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server stopped:\n${output.join('')}`));
    });
  });
  return { url, pid: child.pid!, output, stop: () => stopProcess(child, exited) };
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}
