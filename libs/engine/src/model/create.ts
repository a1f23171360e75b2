import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { createRng } from '../dice/rng';
import { freshTurn } from '../rules/turn';
import type { Board, GameState, MatchOptions, PlayerState, TeamState } from './state';

/** The board of a match: the terrain of every floor of the map. */
export function boardFromMap(map: DungeonMap): Board {
  return { width: map.width, height: map.height, floors: map.floors.map((f) => f.rows) };
}

export interface TeamSetup {
  readonly name: string;
  readonly rosterId: string;
  readonly rerolls: number;
  readonly players: readonly Omit<
    PlayerState,
    | 'id'
    | 'team'
    | 'at'
    | 'box'
    | 'stance'
    | 'distracted'
    | 'activated'
    | 'stunnedOnOwnTurn'
    | 'rooted'
  >[];
}

export const defaultOptions: MatchOptions = { oneTeamRerollPerTurn: false };

/**
 * A match before setup: every player in the reserves, the ball not yet on the board, team 0 to
 * play first. The dice come from the seed alone.
 */
export function createMatch(
  board: Board,
  teams: readonly TeamSetup[],
  seed: string,
  options: MatchOptions = defaultOptions,
): GameState {
  if (teams.length < 2 || teams.length > 4)
    throw new RangeError(`A match has 2 to 4 teams, not ${teams.length}`);
  const teamStates: TeamState[] = teams.map((t) => ({
    name: t.name,
    rosterId: t.rosterId,
    rerolls: t.rerolls,
    rerollUsedThisTurn: false,
  }));
  const players: PlayerState[] = teams.flatMap((t, team) =>
    t.players.map((p) => ({
      ...p,
      id: `${team}-${p.number}`,
      team,
      at: null,
      box: 'reserves' as const,
      stance: 'standing' as const,
      distracted: false,
      activated: false,
      stunnedOnOwnTurn: false,
      rooted: false,
    })),
  );
  return {
    board,
    options,
    teams: teamStates,
    players,
    ball: { at: null, carrier: null },
    turn: freshTurn(0, 1),
    dice: { rng: createRng(seed), forced: [] },
    pending: [],
    winner: null,
  };
}
