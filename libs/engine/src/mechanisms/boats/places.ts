import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { sameSquare } from '../../board/squares';
import type { Facing } from '../../model/actions';
import type { Board, GameState, PlayerState, Square } from '../../model/state';
import { rosterFor } from '../../rosters/match-players';
import { remembered } from '../../model/memory';

export const KIND = 'boats';

/** A boat where it is: its rear square, where its player stands (DB-BOAT-2), and its bow's way. */
export interface BoatPlace {
  readonly id: string;
  readonly at: Square;
  readonly facing: Facing;
}

/** The map's boats (map format v1 `features`, kind `boat`), where they start, as the board keeps them. */
export interface BoatsData {
  readonly boats: readonly BoatPlace[];
}

export function fromMap(map: DungeonMap): BoatsData | undefined {
  const boats = (map.features ?? []).flatMap((f) =>
    f.kind === 'boat'
      ? [{ id: f.id, at: { floor: f.floor, x: f.x, y: f.y }, facing: f.facing }]
      : [],
  );
  return boats.length > 0 ? { boats } : undefined;
}

/** Where the boats start: the board's data. */
export const startingPlaces = (board: Board): readonly BoatPlace[] =>
  (board.mechanisms?.[KIND] as BoatsData | undefined)?.boats ?? [];

/** Where the boats are now: what the match remembers, else where they start. */
export const boatsNow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): readonly BoatPlace[] =>
  remembered<readonly BoatPlace[]>(state, KIND) ?? startingPlaces(state.board);

export const ahead: Readonly<Record<Facing, readonly [number, number]>> = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
};

/** The square a boat's bow takes, ahead of its rear square. */
export function bowOf(boat: Pick<BoatPlace, 'at' | 'facing'>): Square {
  const [dx, dy] = ahead[boat.facing];
  return { floor: boat.at.floor, x: boat.at.x + dx, y: boat.at.y + dy };
}

/** The boat whose rear square this is: the square its player stands in (DB-BOAT-2). */
export const boatWithRear = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  q: Square | null,
): BoatPlace | undefined => boatsNow(state).find((b) => sameSquare(b.at, q));

/** The boat whose bow takes this square. */
export const boatWithBow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  q: Square | null,
): BoatPlace | undefined => boatsNow(state).find((b) => sameSquare(bowOf(b), q));

/** The boat a player is in: the one whose rear square he is on. */
export const boatOf = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  p: PlayerState,
): BoatPlace | undefined => (p.box === null ? boatWithRear(state, p.at) : undefined);

/** A big guy, by his roster's position (DB-BIG-7); a position no roster knows is not one. */
export function isBigGuy(state: Pick<GameState, 'teams'>, p: PlayerState): boolean {
  const roster = rosterFor(state.teams[p.team]?.rosterId ?? '');
  const position = roster?.positions.find((q) => q.name === p.position || q.id === p.position);
  return position?.role === 'big-guy';
}
