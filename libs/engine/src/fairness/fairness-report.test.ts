import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it, vi } from 'vitest';
import {
  fairnessReport,
  fairnessReportOf,
  playFairnessGame,
  playFairnessGames,
  prepareFairness,
  type FairnessReport,
  type FairnessRun,
} from '../index';
import { lopsidedHall } from '../testing/lopsided-hall';
import { createRng, rollDie } from '../dice/rng';
import { intervalConfidence, normalQuantile, spreadOf, wilsonInterval } from './statistics';

// These tests play whole bot matches to count what happens in them, and check no rule: they run
// `apply` as it ships, without the guard every rule test runs it under (src/testing/apply-guard.ts),
// which would make them several times slower.
vi.unmock('../engine');

const trainingHall = sampleMaps.find((s) => s.id === 'training-hall')!.map;

function reportOf(...args: Parameters<typeof fairnessReport>): FairnessReport {
  const report = fairnessReport(...args);
  if ('error' in report) throw new Error(report.error);
  return report;
}

function runOf(...args: Parameters<typeof prepareFairness>): FairnessRun {
  const run = prepareFairness(...args);
  if ('error' in run) throw new Error(run.error);
  return run;
}

describe('the fairness report', () => {
  it('flags an end zone next to all the chests: with three teams everyone scores there', () => {
    const map = lopsidedHall();
    expect(validateMap(map).valid).toBe(true);
    const report = reportOf(map, { games: 24, teams: 3, seed: '2' });
    const z1 = report.endZones.find((z) => z.endZone === 'Z1')!;
    expect(z1).toMatchObject({ games: 24, verdict: 'unfavoured' });
    expect(z1.high).toBeLessThan(report.evenShare);
    expect(report.flagged).toEqual(['Z1']);
    expect(report.verdict).toMatch(
      /^Unbalanced: Z1 wins \d+% of its decided games \(\d+% to \d+%\), less than the even 33%\. The intervals are 95% for the 3 end zones together: a fair map is flagged in at most one run in twenty\.$/,
    );
    expect(report.touchdowns.find((t) => t.endZone === 'Z1')!.share).toBeGreaterThan(0.5);
  }, 60_000);

  it('gives the same report, byte for byte, for the same seed; another seed plays other games', () => {
    const options = { games: 3, seed: '7' };
    const once = JSON.stringify(reportOf(trainingHall, options));
    expect(JSON.stringify(reportOf(trainingHall, options))).toBe(once);
    expect(JSON.stringify(reportOf(trainingHall, { ...options, seed: '8' }))).not.toBe(once);
  }, 60_000);

  it('gives the same report from games played in ranges, sent as JSON and merged in any order', () => {
    const options = { games: 6, seed: '3' };
    const whole = JSON.stringify(reportOf(trainingHall, options));
    // As Web Workers would: each makes the run from the map and the options, plays its range and
    // posts its records back.
    const worker = (from: number, to: number) =>
      JSON.parse(
        JSON.stringify(playFairnessGames(runOf(trainingHall, options), from, to)),
      ) as ReturnType<typeof playFairnessGames>;
    const merged = fairnessReportOf(runOf(trainingHall, options), [
      ...worker(5, 6),
      ...worker(1, 2),
      ...worker(3, 4),
    ]);
    expect(JSON.stringify(merged)).toBe(whole);
  }, 60_000);

  it('refuses a game given twice, and reports the games it is given while others are still playing', () => {
    const run = runOf(trainingHall, { games: 3, seed: '4' });
    const first = playFairnessGame(run, 1);
    expect(() => fairnessReportOf(run, [first, first])).toThrow(
      'Game 1 of the fairness run was given twice.',
    );
    expect(fairnessReportOf(run, [first]).games).toBe(1);
  }, 60_000);

  it('rotates the teams through every placing in the end zones, and each scores in an opponent’s (DB-SETUP-12, DB-MATCH-4)', () => {
    const run = runOf(lopsidedHall(), { games: 6, seed: '5' });
    expect(run.placings).toEqual([
      ['Z1', 'Z2'],
      ['Z1', 'Z3'],
      ['Z2', 'Z1'],
      ['Z2', 'Z3'],
      ['Z3', 'Z1'],
      ['Z3', 'Z2'],
    ]);
    const games = playFairnessGames(run, 1, 6);
    expect(games.map((g) => g.endZones)).toEqual(run.placings);
    for (const g of games.filter((g) => g.touchdown)) {
      expect(g.touchdown!.endZone).not.toBe(g.endZones[g.winner!]);
      expect(g.endZones).toContain(g.touchdown!.endZone);
    }
    const report = fairnessReportOf(run, games);
    expect(report.endZones.map((z) => [z.endZone, z.games])).toEqual([
      ['Z1', 4],
      ['Z2', 4],
      ['Z3', 4],
    ]);
  }, 60_000);

  it('counts the hunt, the chests, the touchdowns, the draws and where players went down from the games', () => {
    const run = runOf(trainingHall, { games: 4, seed: '6', maxRounds: 8 });
    const games = playFairnessGames(run, 1, 4);
    const report = fairnessReportOf(run, games);
    const decided = games.filter((g) => g.winner !== null).length;
    expect(report.draws.roundLimit).toBe(games.filter((g) => g.reason === 'round-limit').length);
    expect(report.draws.roundLimit + decided).toBe(4);
    expect(report.rounds.touchdown?.games ?? 0).toBe(games.filter((g) => g.touchdown).length);
    expect(report.rounds.firstChest!.games).toBe(games.filter((g) => g.firstChest).length);
    expect(report.chests).toHaveLength(trainingHall.chests.length);
    expect(report.chests.reduce((n, c) => n + c.firstOpened, 0)).toBe(
      report.rounds.firstChest!.games,
    );
    for (const g of games) {
      if (g.firstChest && g.ballFound)
        expect(g.firstChest.round).toBeLessThanOrEqual(g.ballFound.round);
      if (g.ballFound && g.touchdown)
        expect(g.ballFound.round).toBeLessThanOrEqual(g.touchdown.round);
    }
    const squares = report.heat.flatMap((f) => f.squares.map((s) => ({ ...s, floor: f.floor })));
    const sum = (field: 'knockedDown' | 'lost') => squares.reduce((n, s) => n + s[field], 0);
    expect(sum('knockedDown')).toBe(games.reduce((n, g) => n + g.knockedDown.length, 0));
    expect(sum('knockedDown')).toBeGreaterThan(0);
    expect(sum('lost')).toBe(games.reduce((n, g) => n + g.lost.length, 0));
    // Players go down on squares a player stands on, and are lost in the Interstice on a
    // teleporter: the hall has no hazard (DB-TELE-11).
    for (const s of squares) {
      expect(trainingHall.floors[s.floor]!.rows[s.y]![s.x]).not.toBe('#');
      if (s.lost > 0)
        expect(
          trainingHall.teleporters.some((t) => t.floor === s.floor && t.x === s.x && t.y === s.y),
        ).toBe(true);
    }
  }, 60_000);

  it.each(sampleMaps.map((s) => [s.id, s.map] as const))(
    'reports on the sample %s: each of its end zones and chests',
    (_, map) => {
      const report = reportOf(map, { games: 2, seed: '1', maxRounds: 3 });
      expect(report.map).toBe(map.meta.name);
      expect(report.endZones.map((z) => z.endZone)).toEqual(map.endZones.map((z) => z.id));
      expect(report.endZones.reduce((n, z) => n + z.games, 0)).toBe(2 * 2);
      expect(report.chests.map((c) => c.at)).toEqual(
        map.chests.map(({ floor, x, y }) => ({ floor, x, y })),
      );
      expect(report.touchdowns).toHaveLength(map.endZones.length);
    },
    60_000,
  );

  it('refuses options it cannot play, with the reason', () => {
    expect(fairnessReport(trainingHall, { games: 0 })).toEqual({
      error: 'A fairness report plays 1 game or more, not 0.',
    });
    expect(fairnessReport(trainingHall, { games: 5, teams: 3 })).toEqual({
      error: 'This dungeon has 2 end zones, too few for 3 teams (DB-SETUP-12).',
    });
    expect(fairnessReport(trainingHall, { games: 5, teams: 5 })).toEqual({
      error: 'A match has 2 to 4 teams, not 5 (DB-MATCH-1).',
    });
    for (const id of ['clever', 'toString'])
      expect(fairnessReport(trainingHall, { games: 5, agents: [id] })).toEqual({
        error: `There is no bot "${id}" (the bots: random, heuristic).`,
      });
    expect(
      fairnessReport(trainingHall, { games: 5, agents: ['random', 'random', 'random'] }),
    ).toEqual({
      error: 'Give one bot for all the teams or one a team: 2 teams, 3 bots.',
    });
  });
});

describe('the report’s statistics', () => {
  it('gives the Wilson score interval of a share, at 95% or as asked', () => {
    const rounded = ({ low, high }: { low: number; high: number }) => [
      low.toFixed(4),
      high.toFixed(4),
    ];
    expect(rounded(wilsonInterval(5, 10))).toEqual(['0.2366', '0.7634']);
    expect(rounded(wilsonInterval(0, 10))).toEqual(['0.0000', '0.2775']);
    expect(rounded(wilsonInterval(10, 10))).toEqual(['0.7225', '1.0000']);
    expect(rounded(wilsonInterval(81, 263))).toEqual(['0.2553', '0.3662']);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(rounded(wilsonInterval(5, 10, 0.99))).toEqual(['0.1842', '0.8158']);
  });

  it('gives the quantiles of the normal distribution', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 6);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 6);
  });

  it('flags an end zone of a fair five-zone map in at most one run in twenty, not one in four', () => {
    // 2,000 runs of a fair map: five end zones, each of whose 40 decided games is won by its team
    // with the even share of 1 in 5 (a five-sided die showing 1).
    let rng = createRng('fair-map');
    const flaggedRuns = (confidence: number, runs: number) => {
      let flagged = 0;
      for (let run = 0; run < runs; run++) {
        let odd = false;
        for (let zone = 0; zone < 5; zone++) {
          let wins = 0;
          for (let game = 0; game < 40; game++) {
            let face: number;
            [face, rng] = rollDie(rng, 5);
            if (face === 1) wins++;
          }
          const { low, high } = wilsonInterval(wins, 40, confidence);
          if (low > 0.2 || high < 0.2) odd = true;
        }
        if (odd) flagged++;
      }
      return flagged / runs;
    };
    expect(intervalConfidence(5)).toBeCloseTo(0.99, 10);
    expect(flaggedRuns(intervalConfidence(5), 2000)).toBeLessThanOrEqual(0.05);
    expect(flaggedRuns(0.95, 2000)).toBeGreaterThan(0.15);
  });

  it('gives the quartiles of the rounds, between the nearest values', () => {
    expect(spreadOf([4, 1, 3, 2])).toEqual({
      games: 4,
      min: 1,
      q1: 1.75,
      median: 2.5,
      q3: 3.25,
      max: 4,
    });
    expect(spreadOf([7])).toEqual({ games: 1, min: 7, q1: 7, median: 7, q3: 7, max: 7 });
    expect(spreadOf([])).toBeNull();
  });
});
