import { nodeIo, runCli } from './dungeonbowl';

/** Runs the command in-process, for tests; the clock moves 10 ms each time it is read. */
export function runInProcess(...args: string[]): { status: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  let clock = 0;
  const status = runCli(args, {
    ...nodeIo,
    now: () => (clock += 10),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}
