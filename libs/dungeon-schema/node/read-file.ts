import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Why a file was not read. */
export type FileRefusal = 'missing' | 'folder' | 'not-a-file' | 'too-large' | 'unreadable';

/** What a file that is not a regular file is, as a person names it. */
export type SpecialFile = 'named pipe (FIFO)' | 'device' | 'socket';

export type FileRead =
  | { readonly bytes: Uint8Array }
  | { readonly refused: FileRefusal; readonly special?: SpecialFile; readonly code?: string };

const CHUNK_BYTES = 64 * 1024;

function refusalOf(error: unknown): FileRead {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return { refused: 'missing' };
    case 'EISDIR':
      return { refused: 'folder' };
    case 'ENXIO': // a socket, or a device with nothing behind it
      return { refused: 'not-a-file' };
    default:
      return { refused: 'unreadable', ...(typeof code === 'string' ? { code } : {}) };
  }
}

/**
 * A file's bytes, reading at most `maxBytes` of them, or why it is not read. Only a regular file
 * is read: a folder, a named pipe (FIFO), a device such as /dev/zero or a socket is refused at
 * once, without waiting for a writer. The size the file reports is not trusted (a file may grow
 * while it is read; /proc files report none): reading stops one byte past the limit.
 */
export function readFileAtMost(path: string, maxBytes: number): FileRead {
  let fd: number;
  try {
    // Non-blocking, or opening a named pipe waits for someone to write to it.
    fd = openSync(
      path,
      constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0),
    );
  } catch (error) {
    return refusalOf(error);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { refused: 'folder' };
    if (!stat.isFile())
      return {
        refused: 'not-a-file',
        special: stat.isFIFO() ? 'named pipe (FIFO)' : stat.isSocket() ? 'socket' : 'device',
      };
    if (stat.size > maxBytes) return { refused: 'too-large' };
    const chunks: Uint8Array[] = [];
    let total = 0;
    while (total <= maxBytes) {
      const chunk = new Uint8Array(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
      total += read;
    }
    if (total > maxBytes) return { refused: 'too-large' };
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { bytes };
  } catch (error) {
    return refusalOf(error);
  } finally {
    closeSync(fd);
  }
}

const mib = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`;

/**
 * Why a file was not read, as the end of a sentence (no capital, no full stop) that names what
 * it should have been: `fileRefusalSentence(refusal, 'a map file', MAX_FILE_BYTES)`.
 */
export function fileRefusalSentence(
  read: Exclude<FileRead, { bytes: Uint8Array }>,
  what: string,
  maxBytes: number,
): string {
  switch (read.refused) {
    case 'missing':
      return `there is no such file (expected ${what})`;
    case 'folder':
      return `this is a folder, not ${what}`;
    case 'not-a-file':
      return `this is a ${read.special ?? 'special file'}, not a regular file: it is not read as ${what}`;
    case 'too-large':
      return `the file is larger than ${mib(maxBytes)}, the most ${what} may be`;
    case 'unreadable':
      return `the file cannot be read${read.code === 'EACCES' || read.code === 'EPERM' ? ' (permission denied)' : read.code ? ` (${read.code})` : ''}`;
  }
}
