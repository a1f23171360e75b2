import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action } from '../model/actions';
import type { TeamSetup } from '../model/team-setup';
import { agents, botsForMatch, playMatch, type Agent } from '../bots';
import { startMatch } from '../flow/setup';
import { readyTeamsFor, teamSetup } from '../rosters';
import { gameRecorder, type FairnessGame } from './game-record';

/** What a fairness run plays: how many games, how many teams, which bots, from which seed. */
export interface FairnessOptions {
  /** Games to play, at least 1. */
  readonly games: number;
  /** Teams a game, 2 to 4 (default 2), no more than the map's end zones. */
  readonly teams?: number;
  /** The bot of each team (`heuristic`, `random`), or one for them all (default `heuristic`). */
  readonly agents?: readonly string[];
  /** Game g (from 1) is played with the seed `<seed>-<g>` (default `fairness`). */
  readonly seed?: string;
  /** A game still going after this many rounds is a draw (default 100). */
  readonly maxRounds?: number;
}

/**
 * A fairness run ready to play, made from the map and the options alone, so that each Web Worker
 * makes the same one and plays its share of the games.
 */
export interface FairnessRun {
  readonly map: DungeonMap;
  readonly games: number;
  readonly seed: string;
  readonly maxRounds: number;
  /** The roster every team is the ready-made team of: all alike, so that only the end zones differ. */
  readonly roster: string;
  readonly teams: readonly TeamSetup[];
  readonly bots: readonly Agent[];
  /**
   * Every way of placing the teams in the map's end zones, the end zone of each team in team
   * order: game g is played with placing (g - 1) modulo their number, so that each team starts in
   * each end zone, and with 3 or more end zones each set of them is used, as often as the number
   * of games allows.
   */
  readonly placings: readonly (readonly string[])[];
}

/** The roster whose ready-made team every team of a fairness run plays, all alike. */
export const FAIRNESS_ROSTER = 'human';

const whole = (n: number, min: number, max: number) =>
  Number.isSafeInteger(n) && n >= min && n <= max;

/** Every ordered choice of `count` of `items`, in lexicographic order of their indexes. */
function arrangements<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  return items.flatMap((item, i) =>
    arrangements([...items.slice(0, i), ...items.slice(i + 1)], count - 1).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

/** A run of `options.games` games on `map`, or what is wrong with the options. */
export function prepareFairness(
  map: DungeonMap,
  options: FairnessOptions,
): FairnessRun | { readonly error: string } {
  const { games, teams: count = 2, seed = 'fairness', maxRounds = 100 } = options;
  if (!whole(games, 1, Number.MAX_SAFE_INTEGER))
    return { error: `A fairness report plays 1 game or more, not ${games}.` };
  if (!whole(count, 2, 4)) return { error: `A match has 2 to 4 teams, not ${count} (DB-MATCH-1).` };
  if (map.endZones.length < count)
    return {
      error: `This dungeon has ${map.endZones.length} end zone${map.endZones.length === 1 ? '' : 's'}, too few for ${count} teams (DB-SETUP-12).`,
    };
  if (!whole(maxRounds, 1, Number.MAX_SAFE_INTEGER))
    return { error: `The round limit is a whole number of rounds from 1, not ${maxRounds}.` };
  const ids = options.agents ?? ['heuristic'];
  if (ids.length !== 1 && ids.length !== count)
    return {
      error: `Give one bot for all the teams or one a team: ${count} teams, ${ids.length} bots.`,
    };
  const unknown = ids.find((id) => !Object.hasOwn(agents, id));
  if (unknown !== undefined)
    return { error: `There is no bot "${unknown}" (the bots: ${Object.keys(agents).join(', ')}).` };
  const bots = Array.from(
    { length: count },
    (_, team) => agents[ids[ids.length === 1 ? 0 : team]!]!,
  );
  const team = teamSetup(readyTeamsFor(FAIRNESS_ROSTER)[0]!);
  const teams = Array.from({ length: count }, () => team);
  const run: FairnessRun = {
    map,
    games,
    seed,
    maxRounds,
    roster: FAIRNESS_ROSTER,
    teams,
    bots,
    placings: arrangements(
      map.endZones.map((z) => z.id),
      count,
    ),
  };
  // A map that cannot hold these teams fails every game alike: say so before any is played.
  const first = startMatch(map, teams, `${seed}-1`, { maxRounds });
  return 'error' in first ? first : run;
}

/**
 * The bot of a team that takes the end zone the run gives it and leaves every other choice to
 * `bot`, with the bot's generator untouched.
 */
function placedIn(bot: Agent, endZone: string): Agent {
  return {
    id: bot.id,
    choose(view, rng) {
      if (view.state.pending.at(-1)?.kind !== 'choose-end-zone') return bot.choose(view, rng);
      const action: Action = { type: 'choose-end-zone', endZone };
      return { action, rng };
    },
  };
}

/**
 * Plays game `game` (1 to `run.games`) of a run: `startMatch(map, teams, "<seed>-<game>")` played
 * by `playMatch` with the same seed, each team starting in the end zone of the game's placing.
 * The same run and game number always give the same record, whichever thread plays it.
 */
export function playFairnessGame(run: FairnessRun, game: number): FairnessGame {
  const seed = `${run.seed}-${game}`;
  const endZones = run.placings[(game - 1) % run.placings.length]!;
  const started = startMatch(run.map, run.teams, seed, { maxRounds: run.maxRounds });
  if ('error' in started) throw new Error(started.error);
  const recorder = gameRecorder(run.map);
  // Made for this game (`botsForMatch`): each bot remembers this game alone.
  const bots = botsForMatch(run.bots).map((bot, team) => placedIn(bot, endZones[team]!));
  const { state } = playMatch(started.state, bots, seed, { onApplied: recorder.observe });
  return recorder.record(game, endZones, state);
}

/** Plays games `from` to `to` (both included) of a run: one Web Worker's share. */
export function playFairnessGames(run: FairnessRun, from: number, to: number): FairnessGame[] {
  const played: FairnessGame[] = [];
  for (let game = from; game <= to; game++) played.push(playFairnessGame(run, game));
  return played;
}
