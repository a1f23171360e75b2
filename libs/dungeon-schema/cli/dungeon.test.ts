import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseMap } from '../src/test-support/maps';
import { generateDungeon } from '../src/index';
import { nodeIo, runCli } from './dungeon';

const folder = mkdtempSync(join(tmpdir(), 'dungeon-cli-'));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

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

const valid = file('hall.dungeon.json', JSON.stringify(baseMap()));
const tooClose = (() => {
  const map = baseMap();
  map.teleporters[1] = { number: 2, floor: 0, x: 11, y: 2 };
  return file('close.dungeon.json', JSON.stringify(map));
})();
const notJson = file('broken.dungeon.json', '{ "format": ');
const missing = join(folder, 'nowhere.dungeon.json');

describe('dungeon validate', () => {
  it('exits 0 and says so when every file is valid', () => {
    expect(run('validate', valid)).toEqual({ status: 0, out: `${valid}: valid`, err: '' });
  });

  it('exits 1 with one human line a finding when a file has an error', () => {
    const { status, out } = run('validate', valid, tooClose);
    expect(status).toBe(1);
    expect(out.split('\n')).toEqual([
      `${valid}: valid`,
      `${tooClose}:floor 0 (11,2): error MAP-TELE-SPACING: Teleporter 2 is 9 squares from teleporter 1 on Ground floor; they must be at least 10 apart.`,
    ]);
  });

  it('exits 2 when a file is not JSON or cannot be read, even beside invalid files', () => {
    const { status, out } = run('validate', tooClose, notJson, missing);
    expect(status).toBe(2);
    expect(out).toContain(`${notJson}: error MAP-JSON: The file ends in the middle of the JSON`);
    expect(out).toContain(
      `${missing}: error MAP-JSON: There is no such file (expected a map file).`,
    );
  });

  it('exits 2 for a file over 2 MiB without reading it', () => {
    const big = file('big.dungeon.json', ' '.repeat(2 * 1024 * 1024 + 1));
    expect(run('validate', big)).toMatchObject({
      status: 2,
      out: `${big}: error MAP-JSON: The file is larger than 2 MiB, the most a map file may be.`,
    });
  });

  it('a folder is named as a folder, not as a file that cannot be read', () => {
    expect(run('validate', folder)).toMatchObject({
      status: 2,
      out: `${folder}: error MAP-JSON: This is a folder, not a map file.`,
    });
  });

  it('a device such as /dev/null is not a regular file: refused at once, exit 2', () => {
    expect(run('validate', '/dev/null')).toMatchObject({
      status: 2,
      out: '/dev/null: error MAP-JSON: This is a device, not a regular file: it is not read as a map file.',
    });
  });

  it("control characters of a map's text are shown escaped: no forged line, no colour", () => {
    const map = baseMap();
    map.floors[0]!.name = 'Hall\nFAKE: valid\u001b[31m';
    map.teleporters[1] = { number: 2, floor: 0, x: 11, y: 2 };
    const forged = file('forged.dungeon.json', JSON.stringify(map));
    const { out } = run('validate', forged);
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('on Hall\\nFAKE: valid\\u001b[31m;');
    expect(out).not.toContain('\u001b');
  });

  it('--json prints one document with a result per file, floor/x/y at squares and path at fields', () => {
    const { status, out } = run('validate', valid, tooClose, notJson, '--json');
    expect(status).toBe(2);
    const report = JSON.parse(out) as {
      files: { file: string; valid: boolean; findings: Record<string, unknown>[] }[];
    };
    expect(report.files.map((f) => [f.file, f.valid])).toEqual([
      [valid, true],
      [tooClose, false],
      [notJson, false],
    ]);
    expect(report.files[1]?.findings).toEqual([
      {
        rule: 'MAP-TELE-SPACING',
        severity: 'error',
        message:
          'Teleporter 2 is 9 squares from teleporter 1 on Ground floor; they must be at least 10 apart.',
        floor: 0,
        x: 11,
        y: 2,
        path: '/teleporters/1',
      },
    ]);
    expect(report.files[2]?.findings[0]).toMatchObject({ rule: 'MAP-JSON', severity: 'error' });
  });

  it('usage mistakes exit 2 with the usage on stderr', () => {
    expect(run()).toMatchObject({ status: 2, out: '' });
    expect(run('validate').err).toContain('Usage:');
    expect(run('validate', valid, '--yaml')).toMatchObject({
      status: 2,
      err: expect.stringContaining('Unknown option --yaml.'),
    });
    expect(run('--help')).toMatchObject({
      status: 0,
      out: expect.stringContaining('dungeon validate FILE... [--json]'),
    });
  });
});

describe('dungeon info', () => {
  it('describes the map: grid, floors and what each holds', () => {
    const { status, out } = run('info', valid);
    expect(status).toBe(0);
    expect(out).toContain('Test hall');
    expect(out).toContain('grid         40 x 24 squares, 1 floor');
    expect(out).toContain('floor 0      Ground floor: 6 chests, 6 teleporters, end zones Z1 Z2');
    expect(out).toContain('validation   valid, 0 errors, 0 warnings');
  });

  it('counts one chest and one teleporter of a floor in the singular', () => {
    const path = join(folder, 'upstairs.dungeon.json');
    writeFileSync(
      path,
      JSON.stringify(generateDungeon({ seed: 7, width: 40, height: 30, floors: 3 })),
    );
    const { status, out } = run('info', path);
    expect(status).toBe(0);
    expect(out).toContain('Ground floor: 1 chest, 2 teleporters');
    expect(out).toContain('First floor: 3 chests, 1 teleporter,');
  });

  it('--json gives counts for scripts', () => {
    const summary = JSON.parse(run('info', valid, '--json').out) as Record<string, unknown>;
    expect(summary).toMatchObject({
      name: 'Test hall',
      ruleset: 'torguer-2021',
      size: { width: 40, height: 24 },
      counts: { chests: 6, teleporters: 6, endZones: 2, links: {}, features: {} },
      valid: true,
    });
  });

  it('a file that is not a map is refused with its findings on stderr', () => {
    expect(run('info', notJson)).toMatchObject({
      status: 2,
      err: expect.stringContaining('MAP-JSON'),
    });
  });

  it('--json on a file that is not a map prints its findings as JSON, for scripts', () => {
    const { status, out, err } = run('info', notJson, '--json');
    expect(status).toBe(2);
    expect(err).toBe('');
    expect(JSON.parse(out)).toMatchObject({
      file: notJson,
      valid: false,
      findings: [expect.objectContaining({ rule: 'MAP-JSON', severity: 'error' })],
    });
  });

  it('exits as validate does: 1 for a map that breaks a rule, still describing it', () => {
    const { status, out } = run('info', tooClose);
    expect(status).toBe(1);
    expect(out).toContain('validation   not valid, 1 error, 0 warnings');
    const json = run('info', tooClose, '--json');
    expect(json.status).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ valid: false, errors: 1 });
    expect(run('info', missing).status).toBe(2);
    expect(run('info', folder).err).toBe(
      `${folder}: error MAP-JSON: This is a folder, not a map file.`,
    );
  });

  it("prints the map's name and floors with control characters escaped, never raw", () => {
    const map = baseMap();
    map.meta.name = 'Hall\u0000\u001b[32m\nFAKE: valid';
    map.floors[0]!.name = 'Down\rstairs\u009b';
    const path = file('control.dungeon.json', JSON.stringify(map));
    const { status, out } = run('info', path);
    expect(status).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(`Hall\\u0000\\u001b[32m\\nFAKE: valid (${path})`);
    expect(lines[3]).toBe(
      '  floor 0      Down\\rstairs\\u009b: 6 chests, 6 teleporters, end zones Z1 Z2',
    );
    expect(lines.some((l) => l.startsWith('FAKE'))).toBe(false);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    // --json is for scripts: JSON escapes the characters itself and keeps the name exact.
    expect(JSON.parse(run('info', path, '--json').out)).toMatchObject({ name: map.meta.name });
  });
});
