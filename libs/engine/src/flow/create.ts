import { featureSquares, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { createRng } from '../dice/rng';
import { prepared } from '../mechanisms/dungeon';
import { mechanismData } from '../mechanisms/registry';
import { clonePlayer, cloneTeam, newcomer, type DraftState } from '../rules/context';
import { freshTurn } from '../rules/turn';
import type { TeamSetup } from '../model/team-setup';
import type { Board, MatchOptions, PlayerState, TeamState } from '../model/state';

/**
 * The board of a match: the terrain of every floor of the map, its teleporters, end zones and
 * statues, and what the dungeon's mechanisms keep from the map (ladders, ropes...). One board for
 * every match on one map (`boards`).
 */
export function boardFromMap(map: DungeonMap): Board {
  let board = boards.get(map);
  if (!board) boards.set(map, (board = prepared(newBoard(map))));
  return board;
}

/**
 * The board made for each map, kept by the map's identity: a map is never changed in place (the
 * editor makes a new one at each change; a board shares the map's rows of terrain already), nor
 * is a board, so the matches on one map may share one, and what is worked out once per board
 * (`perBoard`) is found by its identity at once, not by its content. A weak map: a map no
 * longer used takes its board with it.
 */
const boards = new WeakMap<DungeonMap, Board>();

/** A board made from a map, as `boardFromMap` says. */
function newBoard(map: DungeonMap): Board {
  return {
    width: map.width,
    height: map.height,
    floors: map.floors.map((f) => f.rows),
    teleporters: map.teleporters.map((t) => ({
      number: t.number,
      at: { floor: t.floor, x: t.x, y: t.y },
    })),
    statues: (map.features ?? [])
      .filter((f) => f.kind === 'statue')
      .flatMap((f) => featureSquares(f).map(({ floor, x, y }) => ({ floor, x, y }))),
    endZones: map.endZones.map(({ id, floor, x, y, width, height }) => ({
      id,
      floor,
      x,
      y,
      width,
      height,
    })),
    mechanisms: mechanismData(map),
  };
}

export const defaultOptions: MatchOptions = {
  oneTeamRerollPerTurn: false,
  ruleset: 'torguer-2021',
  maxRounds: null,
};

/**
 * A match with every player in the Reserves, no chest and the ball not yet on the board, team 0
 * to play first: the blank that `startMatch` sets up for Dungeonbowl and rule tests fill by hand.
 * The dice come from the seed alone. A new state, shared with nothing: the caller's own draft.
 */
export function createMatch(
  board: Board,
  teams: readonly TeamSetup[],
  seed: string,
  options: MatchOptions = defaultOptions,
): DraftState {
  if (teams.length < 2 || teams.length > 4)
    throw new RangeError(`A match has 2 to 4 teams, not ${teams.length}`);
  // Made by the copies apply makes, so that every team and every player has their one shape.
  const teamStates: TeamState[] = teams.map((t) =>
    cloneTeam({
      name: t.name,
      rosterId: t.rosterId,
      rerolls: t.rerolls,
      rerollUsedThisTurn: false,
      endZone: null,
      dedicatedFans: t.dedicatedFans ?? 1,
      ...(t.apothecaries && { apothecaries: t.apothecaries }),
      ...(t.apothecaries && t.apothecaryUse && { apothecaryUse: t.apothecaryUse }),
    }),
  );
  const players: PlayerState[] = teams.flatMap((t, team) =>
    t.players.map((p) =>
      // The sheet's fields last, in the one shape `clonePlayer` gives (README: Performance).
      clonePlayer({
        id: `${team}-${p.number}`,
        team,
        at: null,
        box: 'reserves',
        ...newcomer,
        ...p,
      }),
    ),
  );
  return {
    board: prepared(board),
    options,
    teams: teamStates,
    players,
    ball: { at: null, carrier: null },
    turn: freshTurn(0, 1, 1),
    dice: { rng: createRng(seed), forced: [] },
    chests: [],
    ballFoundBy: null,
    closedTeleporters: [],
    order: teams.map((_, i) => i),
    setup: null,
    pending: [],
    result: null,
    spp: { awards: [], block: null, pass: null, dead: [] },
    postMatch: null,
  };
}
