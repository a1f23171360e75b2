import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds a project's command line as it ships (its own vite.config.ts) into a fresh folder and
 * returns the script's path, so that a test runs the code it sits beside, not an older build.
 */
export async function buildCli(projectRoot: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cli-build-'));
  await build({ root: projectRoot, logLevel: 'silent', build: { outDir } });
  return join(outDir, 'cli.js');
}

export interface ChildRun {
  /** The exit status, or null when the watchdog killed the process. */
  readonly status: number | null;
  /** Why the watchdog killed it, if it did: it ran too long, or took too much memory. */
  readonly killed: false | 'time' | 'memory';
  readonly stdout: string;
  readonly stderr: string;
}

/** A process's resident memory in MiB, read from /proc (Linux); 0 where it cannot be read. */
function residentMb(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * 4096) / 1024 / 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs a Node script as a child process under a watchdog, so that a command that waits forever
 * or reads without end fails the test instead of hanging it or exhausting the machine: its heap
 * is capped at `maxHeapMb`, it is killed after `limitMs`, and killed as soon as its resident
 * memory (buffers included, which the heap cap does not count) passes `maxResidentMb`.
 */
export function runWithWatchdog(
  script: string,
  args: readonly string[],
  {
    limitMs = 20_000,
    maxHeapMb = 128,
    maxResidentMb = 400,
  }: { limitMs?: number; maxHeapMb?: number; maxResidentMb?: number } = {},
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${maxHeapMb}`, script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed: ChildRun['killed'] = false;
    const kill = (why: 'time' | 'memory') => {
      if (killed) return;
      killed = why;
      child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => kill('time'), limitMs);
    const sampler = setInterval(() => {
      if (child.pid !== undefined && residentMb(child.pid) > maxResidentMb) kill('memory');
    }, 25);
    const stop = () => {
      clearTimeout(timer);
      clearInterval(sampler);
    };
    child.on('error', (error) => {
      stop();
      reject(error);
    });
    child.on('close', (status) => {
      stop();
      resolve({ status, killed, stdout, stderr });
    });
  });
}
