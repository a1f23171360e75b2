import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { sameSquare } from '../../board/squares';
import type { Board, GameState, Square } from '../../model/state';
import { chuteSpots, shifted, towards, type ChuteSpot } from '../chute/data';
import { remembered } from '../memory';

export const KIND = 'pyramid-chutes';

/**
 * A boat where it is: its rear square, where its player stands, and the way its bow points
 * (DB-BOAT-2), in the shape the boats mechanism keeps them in its memory (`mechanismState.boats`).
 */
export interface BoatPlace {
  readonly id: string;
  readonly at: Square;
  readonly facing: 'north' | 'east' | 'south' | 'west';
}

/** The map's Pyramid chutes, and its boats where they start, for the landing (DB-PCHUTE-6). */
export interface PyramidChutesData {
  readonly chutes: readonly ChuteSpot[];
  readonly boats: readonly BoatPlace[];
}

export function fromMap(map: DungeonMap): PyramidChutesData | undefined {
  const chutes = chuteSpots(map, 'pyramid');
  if (chutes.length === 0) return undefined;
  const boats = (map.features ?? []).flatMap((f) =>
    f.kind === 'boat'
      ? [{ id: f.id, at: { floor: f.floor, x: f.x, y: f.y }, facing: f.facing }]
      : [],
  );
  return { chutes, boats };
}

const dataOf = (board: Board): PyramidChutesData | undefined =>
  board.mechanisms?.[KIND] as PyramidChutesData | undefined;

export const chutesOf = (board: Board): readonly ChuteSpot[] => dataOf(board)?.chutes ?? [];

/** The Pyramid chute one of whose accesses a square is, if any. */
export const chuteAt = (board: Board, q: Square): ChuteSpot | undefined =>
  chutesOf(board).find((c) => c.entries.some((e) => sameSquare(e, q)));

/** The square at the foot of the chute, where a slider who masters it stands (DB-PCHUTE-3). */
export const footOf = (chute: ChuteSpot): Square => chute.exit;

/** The square after the foot, along the chute's way out, where a slider who fails lands (DB-PCHUTE-5). */
export const nextOf = (chute: ChuteSpot): Square => chute.landing[0] ?? chute.exit;

/**
 * The chute seen as the Valdemor chute's line of landing squares, for its collision
 * (`../chute/collision.ts`, DB-PCHUTE-7): the foot is its A, the next square its B, and from there
 * players are pushed straight on along the chute's way out.
 */
export function lineOf(chute: ChuteSpot): ChuteSpot {
  const foot = footOf(chute);
  const next = nextOf(chute);
  const beyond = shifted(next, towards(foot, next));
  return { ...chute, landing: [foot, next, next, beyond] };
}

/**
 * Where the boats are now. Note: the boats themselves are `../boats/`'s (DB-BOAT), being written
 * alongside; until it is there, this reads the boats where its memory would hold them
 * (`mechanismState.boats`, a list of `BoatPlace`), else where the map puts them at the start.
 */
export const boatsNow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): readonly BoatPlace[] =>
  remembered<readonly BoatPlace[]>(state, 'boats') ?? dataOf(state.board)?.boats ?? [];

const ahead = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] } as const;

/** The two squares a boat takes: its rear and its bow (DB-BOAT-2). */
export const boatSquares = (boat: BoatPlace): Square[] => [
  boat.at,
  shifted(boat.at, ahead[boat.facing]),
];
