import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Square } from '../model/state';
import {
  playFairnessGames,
  prepareFairness,
  type FairnessOptions,
  type FairnessRun,
} from './fairness-run';
import type { FairnessGame } from './game-record';
import { intervalConfidence, spreadOf, wilsonInterval, type Spread } from './statistics';

/** How an end zone's teams did: their share of the decided games it was played in. */
export interface EndZoneShare {
  readonly endZone: string;
  /** Games in which a team started in it. */
  readonly games: number;
  /** Of those, the games someone won (not a draw). */
  readonly decided: number;
  /** Of those, the games its team won. */
  readonly wins: number;
  /** `wins / decided`, null when none was decided. */
  readonly share: number | null;
  /**
   * The Wilson score interval of the share, at the report's `confidence`: wide enough that the
   * intervals of all the map's end zones hold their true shares together 95% of the time.
   */
  readonly low: number;
  readonly high: number;
  /**
   * `favoured` when the whole interval lies above the even share (1 / teams), `unfavoured` when
   * below, else `even`; `unplayed` when no decided game was played from it.
   */
  readonly verdict: 'even' | 'favoured' | 'unfavoured' | 'unplayed';
}

/** A chest: how often it was the first opened, and how often the ball was found in it. */
export interface ChestShare {
  /** Its index in the map's chests. */
  readonly chest: number;
  readonly at: Square;
  readonly firstOpened: number;
  /** Of the games in which a chest was opened. */
  readonly firstOpenedShare: number;
  readonly ballFound: number;
  /** Of the games in which the ball was found. */
  readonly ballFoundShare: number;
}

/** The squares of one floor where players went down, with how often. */
export interface HeatFloor {
  readonly floor: number;
  /** Every square with a count, by row then column. */
  readonly squares: readonly {
    readonly x: number;
    readonly y: number;
    readonly knockedDown: number;
    readonly lost: number;
  }[];
}

export interface FairnessReport {
  /** The map's name. */
  readonly map: string;
  readonly games: number;
  readonly teams: number;
  /** The ready-made team every team played. */
  readonly roster: string;
  /** The bot of each team. */
  readonly agents: readonly string[];
  readonly seed: string;
  readonly maxRounds: number;
  /** 1 / teams: the share of wins each end zone would have on a fair map. */
  readonly evenShare: number;
  /**
   * How sure each end zone's interval is (0.99 for five end zones): all of them together hold
   * their true shares 95% of the time, so a fair map is flagged in at most one run in twenty.
   */
  readonly intervalConfidence: number;
  /** Every end zone of the map, in the map's order. */
  readonly endZones: readonly EndZoneShare[];
  /** The end zones whose interval lies outside the even share. */
  readonly flagged: readonly string[];
  /** The verdict in a sentence. */
  readonly verdict: string;
  /** Rounds until the first chest was opened, the ball found and the touchdown scored. */
  readonly rounds: {
    readonly firstChest: Spread | null;
    readonly ballFound: Spread | null;
    readonly touchdown: Spread | null;
  };
  readonly chests: readonly ChestShare[];
  /** Where the touchdowns were scored: every end zone of the map, and their share of them. */
  readonly touchdowns: readonly {
    readonly endZone: string;
    readonly count: number;
    readonly share: number;
  }[];
  readonly draws: {
    /** Games still going at the round limit. */
    readonly roundLimit: number;
    readonly roundLimitShare: number;
    /** Games with nobody left to play. */
    readonly nobodyLeft: number;
  };
  /** Where players were knocked down and lost, per floor with any. */
  readonly heat: readonly HeatFloor[];
}

/** Shares to 4 decimals: enough for a percentage to one decimal, short to read in JSON. */
const fraction = (n: number) => Math.round(n * 10_000) / 10_000;
const shareOf = (count: number, of: number) => (of === 0 ? 0 : fraction(count / of));
const percent = (n: number) => `${(n * 100).toFixed(0)}%`;

function endZoneShares(run: FairnessRun, games: readonly FairnessGame[]): EndZoneShare[] {
  const even = 1 / run.teams.length;
  const confidence = intervalConfidence(run.map.endZones.length);
  return run.map.endZones.map(({ id }) => {
    const played = games.filter((g) => g.endZones.includes(id));
    const decided = played.filter((g) => g.winner !== null);
    const wins = decided.filter((g) => g.endZones[g.winner!] === id).length;
    const { low, high } = wilsonInterval(wins, decided.length, confidence);
    const verdict =
      decided.length === 0
        ? 'unplayed'
        : low > even
          ? 'favoured'
          : high < even
            ? 'unfavoured'
            : 'even';
    return {
      endZone: id,
      games: played.length,
      decided: decided.length,
      wins,
      share: decided.length === 0 ? null : fraction(wins / decided.length),
      low: fraction(low),
      high: fraction(high),
      verdict,
    };
  });
}

function verdictOf(zones: readonly EndZoneShare[], even: number): string {
  if (zones.every((z) => z.verdict === 'unplayed'))
    return 'No game was won: nothing can be told of the end zones.';
  const together = `95% for the ${zones.length} end zones together`;
  const odd = zones.filter((z) => z.verdict === 'favoured' || z.verdict === 'unfavoured');
  if (odd.length === 0)
    return `No end zone stands out: the interval of each one's share of wins (${together}) holds the even share of ${percent(even)}.`;
  const words = odd.map(
    (z) =>
      `${z.endZone} wins ${percent(z.share!)} of its decided games (${percent(z.low)} to ${percent(z.high)}), ${z.verdict === 'favoured' ? 'more' : 'less'} than the even ${percent(even)}`,
  );
  return `Unbalanced: ${words.join('; ')}. The intervals are ${together}: a fair map is flagged in at most one run in twenty.`;
}

function chestShares(map: DungeonMap, games: readonly FairnessGame[]): ChestShare[] {
  const opened = games.filter((g) => g.firstChest !== null).length;
  const found = games.filter((g) => g.ballFound !== null).length;
  return map.chests.map(({ floor, x, y }, chest) => {
    const firstOpened = games.filter((g) => g.firstChest?.chest === chest).length;
    const ballFound = games.filter((g) => g.ballFound?.chest === chest).length;
    return {
      chest,
      at: { floor, x, y },
      firstOpened,
      firstOpenedShare: shareOf(firstOpened, opened),
      ballFound,
      ballFoundShare: shareOf(ballFound, found),
    };
  });
}

function heatOf(games: readonly FairnessGame[]): HeatFloor[] {
  const counts = new Map<
    string,
    { floor: number; x: number; y: number; knockedDown: number; lost: number }
  >();
  const count = (at: Square, field: 'knockedDown' | 'lost') => {
    const key = `${at.floor},${at.x},${at.y}`;
    let square = counts.get(key);
    if (!square) counts.set(key, (square = { ...at, knockedDown: 0, lost: 0 }));
    square[field]++;
  };
  for (const g of games) {
    g.knockedDown.forEach((at) => count(at, 'knockedDown'));
    g.lost.forEach((at) => count(at, 'lost'));
  }
  const squares = [...counts.values()].sort((a, b) => a.floor - b.floor || a.y - b.y || a.x - b.x);
  const floors = [...new Set(squares.map((s) => s.floor))];
  return floors.map((floor) => ({
    floor,
    squares: squares
      .filter((s) => s.floor === floor)
      .map(({ x, y, knockedDown, lost }) => ({ x, y, knockedDown, lost })),
  }));
}

/**
 * The report of a run from its games' records, in any order and from any number of threads: the
 * same records give the same report, byte for byte. Each game may be given once; a report of some
 * of the games (while the others are still being played) counts only those.
 */
export function fairnessReportOf(
  run: FairnessRun,
  records: readonly FairnessGame[],
): FairnessReport {
  const games = [...records].sort((a, b) => a.game - b.game);
  games.forEach((g, i) => {
    if (i > 0 && games[i - 1]!.game === g.game)
      throw new Error(`Game ${g.game} of the fairness run was given twice.`);
  });
  const even = 1 / run.teams.length;
  const endZones = endZoneShares(run, games);
  const touchdowns = games.flatMap((g) => (g.touchdown ? [g.touchdown] : []));
  const roundLimit = games.filter((g) => g.reason === 'round-limit').length;
  return {
    map: run.map.meta.name,
    games: games.length,
    teams: run.teams.length,
    roster: run.roster,
    agents: run.bots.map((b) => b.id),
    seed: run.seed,
    maxRounds: run.maxRounds,
    evenShare: fraction(even),
    intervalConfidence: fraction(intervalConfidence(run.map.endZones.length)),
    endZones,
    flagged: endZones
      .filter((z) => z.verdict === 'favoured' || z.verdict === 'unfavoured')
      .map((z) => z.endZone),
    verdict: verdictOf(endZones, even),
    rounds: {
      firstChest: spreadOf(games.flatMap((g) => (g.firstChest ? [g.firstChest.round] : []))),
      ballFound: spreadOf(games.flatMap((g) => (g.ballFound ? [g.ballFound.round] : []))),
      touchdown: spreadOf(touchdowns.map((t) => t.round)),
    },
    chests: chestShares(run.map, games),
    touchdowns: run.map.endZones.map(({ id }) => {
      const count = touchdowns.filter((t) => t.endZone === id).length;
      return { endZone: id, count, share: shareOf(count, touchdowns.length) };
    }),
    draws: {
      roundLimit,
      roundLimitShare: shareOf(roundLimit, games.length),
      nobodyLeft: games.filter((g) => g.reason === 'nobody-left').length,
    },
    heat: heatOf(games),
  };
}

/**
 * Plays `options.games` bot matches on `map`, every team the same ready-made team, rotating which
 * end zone each team starts in (and, with more end zones than teams, which are used), and reports
 * how each end zone fares, how long the hunt for the ball takes, where the ball was found and the
 * touchdowns scored, where players went down, and the draws. Pure and seeded: the same map and
 * options give the same report. To split the games among threads, use `prepareFairness`,
 * `playFairnessGames` on ranges and `fairnessReportOf` on all their records.
 */
export function fairnessReport(
  map: DungeonMap,
  options: FairnessOptions,
): FairnessReport | { readonly error: string } {
  const run = prepareFairness(map, options);
  if ('error' in run) return run;
  return fairnessReportOf(run, playFairnessGames(run, 1, run.games));
}
