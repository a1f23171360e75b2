import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileAtMost } from './read-file';

const folder = mkdtempSync(join(tmpdir(), 'read-file-'));

describe('reading a file at most N bytes, regular files only', () => {
  it('reads a regular file up to the limit, and refuses one a byte over', () => {
    const path = join(folder, 'ten.txt');
    writeFileSync(path, '0123456789');
    expect(readFileAtMost(path, 10)).toEqual({ bytes: new TextEncoder().encode('0123456789') });
    expect(readFileAtMost(path, 9)).toEqual({ refused: 'too-large' });
  });

  it.runIf(process.platform === 'linux')(
    'does not trust the size a file reports: /proc files say 0 and still hold text',
    () => {
      expect(readFileAtMost('/proc/self/status', 16)).toEqual({ refused: 'too-large' });
      const whole = readFileAtMost('/proc/self/status', 1024 * 1024);
      expect('bytes' in whole && whole.bytes.length).toBeGreaterThan(16);
    },
  );

  it('names a missing file, a folder and a device', () => {
    expect(readFileAtMost(join(folder, 'none'), 10)).toEqual({ refused: 'missing' });
    expect(readFileAtMost(join(folder, 'none', 'deeper'), 10)).toEqual({ refused: 'missing' });
    expect(readFileAtMost(folder, 10)).toEqual({ refused: 'folder' });
    expect(readFileAtMost('/dev/zero', 10)).toEqual({ refused: 'not-a-file', special: 'device' });
  });
});
