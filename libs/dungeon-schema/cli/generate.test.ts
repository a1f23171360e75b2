import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDungeon, validateMap } from '../src/index';
import { nodeIo, runCli } from './dungeon';

const folder = mkdtempSync(join(tmpdir(), 'dungeon-generate-'));

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(args, {
    readFile: nodeIo.readFile,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('dungeon generate', () => {
  it('prints the map for the seed and options, valid with no finding, the same each time', () => {
    const first = run('generate', '--seed', '7', '--size', '40x30', '--floors', '3');
    expect(first.status).toBe(0);
    expect(first.err).toBe('');
    const map = JSON.parse(first.out);
    expect(map).toEqual(generateDungeon({ seed: 7, width: 40, height: 30, floors: 3 }));
    expect(validateMap(first.out).findings).toEqual([]);
    expect(run('generate', '--floors=3', '--size=40x30', '--seed=7').out).toBe(first.out);
  });

  it('follows --ruleset and --style', () => {
    const { status, out } = run(
      'generate',
      ...['--seed', '3', '--size', '36x24', '--floors', '2'],
      ...['--ruleset', 'jervis-1998', '--style', 'valdemor'],
    );
    expect(status).toBe(0);
    const map = JSON.parse(out);
    expect(map.ruleset).toBe('jervis-1998');
    expect(map.meta.tags).toContain('valdemor');
    expect(validateMap(out).findings).toEqual([]);
  });

  it('writes --out, and keeps an existing file unless --force', () => {
    const path = join(folder, 'seven.dungeon.json');
    const args = ['generate', '--seed', '7', '--size', '40x30', '--floors', '3', '--out', path];
    const written = run(...args);
    expect(written).toEqual({
      status: 0,
      out: `${path}: a 40x30 dungeon on 3 floors, torguer-2021 rules, mixed rooms, from seed 7.`,
      err: '',
    });
    expect(readFileSync(path, 'utf8')).toBe(`${run(...args.slice(0, -2)).out}\n`);

    writeFileSync(path, 'my own map');
    expect(run(...args)).toEqual({
      status: 2,
      out: '',
      err: `${path} already exists; choose another name, or add --force to replace it.`,
    });
    expect(readFileSync(path, 'utf8')).toBe('my own map');
    expect(run(...args, '--force').status).toBe(0);
    expect(validateMap(readFileSync(path, 'utf8')).valid).toBe(true);

    const nowhere = join(folder, 'no-such-folder', 'x.dungeon.json');
    expect(run(...args.slice(0, -1), nowhere).err).toBe(
      `Cannot write ${nowhere}: its folder does not exist.`,
    );
    expect(existsSync(nowhere)).toBe(false);
  });

  it.each([
    [['--size', '40x30', '--floors', '3'], '--seed is required.'],
    [
      ['--seed', '7', '--size', '40', '--floors', '3'],
      '--size takes the width and height as WxH, e.g. 40x30, not "40".',
    ],
    [
      ['--seed', 'seven', '--size', '40x30', '--floors', '3'],
      'The seed must be a whole number from 0 to 4294967295, not "seven".',
    ],
    [['--seed', '7', '--size', '40x30', '--floors', '9'], 'A dungeon has 1 to 4 floors, not 9.'],
    [
      ['--seed', '7', '--size', '90x30', '--floors', '3'],
      'The width must be a whole number of squares from 8 to 80, not 90.',
    ],
    [
      ['--seed', '7', '--size', '20x16', '--floors', '1'],
      'A 1-floor torguer-2021 dungeon needs at least 30x20 squares (or 20x30) to hold six teleporters far enough apart; 20x16 is too small.',
    ],
    [
      ['--seed', '7', '--size', '40x30', '--floors', '3', '--ruleset', 'nuffle'],
      'The ruleset must be torguer-2021 or jervis-1998, not nuffle.',
    ],
    [
      ['--seed', '7', '--size', '40x30', '--floors', '3', '--style', 'gothic'],
      'The style must be mixed, valdemor, pyramid, not gothic.',
    ],
    [
      ['--seed', '7', '--size', '40x30', '--floors', '3', '--colour', 'red'],
      'Unknown option --colour.',
    ],
    [['--seed', '7', '--size', '40x30', '--floors'], '--floors needs a value.'],
    [['--seed', '7', '--seed', '8', '--size', '40x30', '--floors', '3'], '--seed is given twice.'],
  ])('refuses %j with a clear message and exit 2', (args, message) => {
    const { status, out, err } = run('generate', ...args);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe(message);
    expect(err).toContain('Usage: dungeon generate');
  });

  it('shows control characters of an option or a file name escaped, never raw', () => {
    const forged = run('generate', '--seed', '7', '--size', '40x30\nFAKE: valid', '--floors', '3');
    expect(forged.status).toBe(2);
    expect(forged.err.split('\n')[0]).toBe(
      '--size takes the width and height as WxH, e.g. 40x30, not "40x30\\nFAKE: valid".',
    );
    const path = join(folder, 'red\u001b[31m.dungeon.json');
    const written = run(
      'generate',
      '--seed',
      '7',
      '--size',
      '40x30',
      '--floors',
      '2',
      '--out',
      path,
    );
    expect(written.status).toBe(0);
    expect(written.out).not.toMatch(/\u001b/);
    expect(written.out).toContain('red\\u001b[31m.dungeon.json');
  });

  it('prints its usage on --help, and the command list names it', () => {
    expect(run('generate', '--help')).toMatchObject({
      status: 0,
      out: expect.stringContaining('--seed N'),
    });
    expect(run('--help').out).toContain('dungeon generate --seed N --size WxH --floors N');
  });
});
