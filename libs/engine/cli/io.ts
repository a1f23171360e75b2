import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the command line touches outside itself, so tests can run it in-process. */
export interface CliIo {
  readonly readFile: (path: string) => { size: number; read: () => string };
  /** Writes a file, making its folder first when there is none. */
  readonly writeFile: (path: string, text: string) => void;
  /** A clock in milliseconds, for games and actions per second only: never read by the engine. */
  readonly now: () => number;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const nodeIo: CliIo = {
  readFile: (path) => ({ size: statSync(path).size, read: () => readFileSync(path, 'utf8') }),
  writeFile: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
  now: () => performance.now(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
