import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readFileAtMost, type FileRead } from '@dungeonbowl/dungeon-schema/node';

/** What the command line touches outside itself, so tests can run it in-process. */
export interface CliIo {
  /** A file's bytes, at most `maxBytes` of them, or why it is not read (`readFileAtMost`). */
  readonly readFile: (path: string, maxBytes: number) => FileRead;
  /** Writes a file, making its folder first when there is none. */
  readonly writeFile: (path: string, text: string) => void;
  /** A clock in milliseconds, for games and actions per second only: never read by the engine. */
  readonly now: () => number;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const nodeIo: CliIo = {
  readFile: readFileAtMost,
  writeFile: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
  now: () => performance.now(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
