import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { fairnessReport } from '../src/index';
import { runInProcess } from './run-in-process';
import { progressBar } from './fairness';

const run = runInProcess;

const trainingHall = sampleMaps.find((s) => s.id === 'training-hall')!.map;

describe('dungeonbowl fairness', () => {
  it('prints the report as a designer reads it', () => {
    const { status, out, err } = run('fairness', 'training-hall', '--games', '2', '--seed', '5');
    expect({ status, err }).toEqual({ status: 0, err: '' });
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      "Training Hall: 2 games, 2 teams, all alike (the human roster's ready-made team), heuristic bots, seed 5, at most 100 rounds",
    );
    expect(lines).toContain(
      'Wins per end zone, of the games won (a draw counts for none), with its interval (97.5% each, 95% for the 2 together); an even share is 50%:',
    );
    expect(lines.filter((l) => /^ {2}Z[12] +\d+ of \d+ +\d+% +\d+% to \d+%/.test(l))).toHaveLength(
      2,
    );
    expect(out).toMatch(/\n(No end zone stands out|Unbalanced): /);
    expect(out).toMatch(
      /\n {2}to the ball found {11}(never|[\d.]+ \/ [\d.]+ \/ [\d.]+ {3}\(in \d of 2 games)/,
    );
    expect(lines.filter((l) => /^ {2}chest \d {2}Ground floor \(\d+,\d+\)/.test(l))).toHaveLength(
      6,
    );
    expect(out).toMatch(/\nTouchdowns scored in: Z1 \d+% \(\d\), Z2 \d+% \(\d\)\n/);
    expect(out).toMatch(/\n {2}Ground floor: knocked down (none|\(\d+,\d+\) \d+)/);
    expect(lines.at(-1)).toBe('Played in 0.0 s (200.0 games/s).');
  }, 60_000);

  it('--json prints the engine’s report of the same options, and only that', () => {
    const { status, out } = run(
      'fairness',
      'training-hall',
      '--games',
      '2',
      '--seed',
      '9',
      '--json',
    );
    expect(status).toBe(0);
    const report = fairnessReport(trainingHall, { games: 2, seed: '9' });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(report)));
  }, 60_000);

  it("shows the map's and its floors' names with control characters escaped, never raw", () => {
    const folder = mkdtempSync(join(tmpdir(), 'dungeonbowl-fairness-'));
    const map = structuredClone(trainingHall);
    map.meta.name = 'Hall\u001b[31m\nFAKE: fair';
    map.floors[0]!.name = 'Ground\rfloor';
    const path = join(folder, 'control.dungeon.json');
    writeFileSync(path, JSON.stringify(map));
    const { status, out } = run('fairness', path, '--games', '1', '--max-rounds', '1');
    expect(status).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^Hall\\u001b\[31m\\nFAKE: fair: 1 game, /);
    expect(out).toContain('Ground\\rfloor (');
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  }, 60_000);

  it('plays a map file, with more teams and another bot', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dungeonbowl-fairness-'));
    const path = join(folder, 'valdemor.dungeon.json');
    writeFileSync(
      path,
      JSON.stringify(sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map),
    );
    const { status, out } = run(
      'fairness',
      path,
      '--games',
      '1',
      '--teams',
      '3',
      '--agents',
      'random',
      '--max-rounds',
      '2',
      '--json',
    );
    expect(status).toBe(0);
    const report = JSON.parse(out) as {
      teams: number;
      agents: string[];
      endZones: unknown[];
      draws: { roundLimit: number };
    };
    expect(report).toMatchObject({
      teams: 3,
      agents: ['random', 'random', 'random'],
      draws: { roundLimit: 1 },
    });
    expect(report.endZones).toHaveLength(5);
  }, 60_000);

  it.each([
    [[], 'fairness needs a map: dungeonbowl fairness MAP [--games K]'],
    [
      ['training-hall', 'jervis-crypt'],
      'fairness takes one map, not 2: training-hall, jervis-crypt.',
    ],
    [['moria'], 'There is no sample map "moria" (the samples: training-hall, '],
    [
      ['training-hall', '--games', '0'],
      '--games takes a whole number from 1 to 1,000,000, not "0".',
    ],
    [
      ['training-hall', '--games', 'lots'],
      '--games takes a whole number from 1 to 1,000,000, not "lots".',
    ],
    [['training-hall', '--teams', '5'], '--teams takes a whole number from 2 to 4, not "5".'],
    [
      ['training-hall', '--teams', '3'],
      'This dungeon has 2 end zones, too few for 3 teams (DB-SETUP-12).',
    ],
    [
      ['training-hall', '--agents', 'wizard'],
      'There is no bot "wizard" (the bots: random, heuristic).',
    ],
    [
      ['training-hall', '--agents', 'random,random,random'],
      'Give one bot for all the teams or one a team: 2 teams, 3 bots.',
    ],
    [['training-hall', '--seed', 'x'], '--seed takes a whole number'],
    [
      ['training-hall', '--colour', 'red'],
      "Unknown option '--colour'. (dungeonbowl --help lists the options.)",
    ],
  ])('%j: a clear message, exit 2', (args, message) => {
    const { status, out, err } = run('fairness', ...args);
    expect({ status, out }).toEqual({ status: 2, out: '' });
    expect(err).toContain(message);
  });

  it('--help prints the usage, which tells of fairness', () => {
    const { status, out } = run('fairness', '--help');
    expect(status).toBe(0);
    expect(out).toContain('dungeonbowl fairness MAP [--games K] [--teams N]');
  });
});

describe('the progress bar', () => {
  it('is drawn in place on a terminal and rubbed out at the end', () => {
    const written: string[] = [];
    const bar = progressBar({ isTTY: true, columns: 40, write: (t) => written.push(t) })!;
    bar.show(1, 4);
    bar.show(2, 4);
    bar.show(4, 4);
    bar.clear();
    expect(written).toEqual([
      '\r[##........] 1/4 games',
      '\r[#####.....] 2/4 games',
      '\r[##########] 4/4 games',
      '\r\x1b[K',
    ]);
  });

  it('is not drawn when stderr is a file or a pipe', () => {
    expect(progressBar({ isTTY: false, write: () => true })).toBeNull();
    expect(progressBar({ write: () => true })).toBeNull();
  });
});
