import { join } from 'node:path';
import { printable } from '@dungeonbowl/dungeon-schema/node';
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import {
  agents,
  playMatch,
  replayFileOf,
  startMatch,
  summarise,
  type Agent,
  type GameSummary,
  type LeagueRule,
} from '../src/index';
import { describeGame } from './game-summary';
import { CliError, type ChosenTeam } from './inputs';
import type { CliIo } from './io';

export interface SimulateRequest {
  readonly mapName: string;
  readonly map: DungeonMap;
  readonly teams: readonly ChosenTeam[];
  readonly agentIds: readonly string[];
  readonly seed: string;
  readonly games: number;
  readonly maxRounds: number;
  /** League house rules to play with (LM-…). */
  readonly league: readonly LeagueRule[];
  readonly json: boolean;
  readonly replayFolder: string | null;
}

export interface PlayedGame extends GameSummary {
  /** 1 to --games. */
  readonly game: number;
  /** The match's seed: `<--seed>-<game>`. */
  readonly seed: string;
}

export interface Totals {
  readonly games: number;
  /** Games won, per team in `--teams` order. */
  readonly wins: readonly number[];
  readonly draws: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
}

/** The bots of `--agents`, one a team; an unknown id is a `CliError`. */
export function chooseAgents(ids: readonly string[], teams: number): Agent[] {
  if (ids.length !== teams)
    throw new CliError(
      `--agents needs one bot a team: ${teams} teams, ${ids.length} bot${ids.length === 1 ? '' : 's'}.`,
    );
  return ids.map((id) => {
    const agent = Object.hasOwn(agents, id) ? agents[id] : undefined;
    if (!agent)
      throw new CliError(`There is no bot "${id}" (the bots: ${Object.keys(agents).join(', ')}).`);
    return agent;
  });
}

const perSecond = (count: number, ms: number) =>
  ms > 0 ? Math.round((count / ms) * 1000 * 10) / 10 : 0;

/**
 * Plays `games` matches bot against bot. Game g (from 1) is `startMatch(map, teams, "<seed>-<g>",
 * { maxRounds })` played by `playMatch` with the same seed, so the same command gives the same
 * games. Prints one line a game and the totals, or one JSON document; saves each game's replay
 * when asked.
 */
export function simulate(request: SimulateRequest, io: CliIo): number {
  const bots = chooseAgents(request.agentIds, request.teams.length);
  const setups = request.teams.map((t) => t.setup);
  const labels = request.teams.map((t) => t.arg);
  const start = (seed: string) =>
    startMatch(request.map, setups, seed, {
      maxRounds: request.maxRounds,
      ...(request.league.length > 0 && { league: request.league }),
    });
  // A map that cannot hold these teams fails every game alike: say so before printing anything.
  const first = start(`${request.seed}-1`);
  if ('error' in first) throw new CliError(first.error);
  if (!request.json) {
    io.out(
      printable(
        `${request.mapName}: ${request.games} game${request.games === 1 ? '' : 's'}, seed ${request.seed}, at most ${request.maxRounds} rounds`,
      ),
    );
    request.teams.forEach((t, i) =>
      io.out(printable(`  team ${i}  ${t.arg}: ${t.setup.name}, played by the ${bots[i]!.id} bot`)),
    );
  }
  const played: PlayedGame[] = [];
  let playing = 0;
  for (let game = 1; game <= request.games; game++) {
    const seed = `${request.seed}-${game}`;
    const began = io.now();
    const started = start(seed);
    if ('error' in started) throw new CliError(started.error);
    const { state, actions } = playMatch(started.state, bots, seed);
    playing += io.now() - began;
    const summary = summarise(state, request.map.chests.length, actions.length);
    played.push({ game, seed, ...summary });
    if (!request.json)
      io.out(printable(`game ${game} (seed ${seed}): ${describeGame(summary, labels)}`));
    if (request.replayFolder !== null) {
      const start = { map: request.map, teams: setups, seed, options: started.state.options };
      const replay = replayFileOf(start, actions, state);
      io.writeFile(join(request.replayFolder, `game-${game}.replay.json`), JSON.stringify(replay));
    }
  }
  const actions = played.reduce((n, g) => n + g.actions, 0);
  const totals: Totals = {
    games: played.length,
    wins: labels.map((_, team) => played.filter((g) => g.winner === team).length),
    draws: played.filter((g) => g.winner === null).length,
    actions,
    seconds: Math.round(playing) / 1000,
    gamesPerSecond: perSecond(played.length, playing),
    actionsPerSecond: perSecond(actions, playing),
  };
  if (request.json) {
    io.out(JSON.stringify({ games: played, totals }, null, 2));
    return 0;
  }
  const wins = totals.wins.map((n, team) => `team ${team} (${labels[team]}) ${n}`).join(', ');
  io.out(
    printable(
      `totals: ${totals.games} games; wins ${wins}; draws ${totals.draws}; ${totals.gamesPerSecond} games/s, ${Math.round(totals.actionsPerSecond).toLocaleString('en')} actions/s`,
    ),
  );
  if (request.replayFolder !== null)
    io.out(printable(`replays saved as ${join(request.replayFolder, 'game-<g>.replay.json')}`));
  return 0;
}
