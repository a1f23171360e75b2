import { terrainInfo, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { directions, isStatue, terrainAt } from '../../board/squares';
import type { Board, GameState, Square } from '../../model/state';
import { remembered } from '../../model/memory';

/**
 * A Pyramid elevator (map format v1 `elevators`, kind `cage`): its squares, the same on every floor
 * it serves, its floors from the bottom up, and the floor its cabin starts on (DB-LIFT-2).
 */
export interface CageLift {
  readonly id: string;
  readonly squares: readonly { readonly x: number; readonly y: number }[];
  readonly floors: readonly number[];
  readonly startFloor: number;
}

export const KIND = 'cage-lifts';

/** The floor each cabin is on, by elevator id. */
export type CabinFloors = Readonly<Record<string, number>>;

export const liftsOf = (board: Board): readonly CageLift[] =>
  (board.mechanisms?.[KIND] as readonly CageLift[] | undefined) ?? [];

/** The map's cage elevators; the rotating elevator of Valdemor is another mechanism's. */
export function liftsFromMap(map: DungeonMap): CageLift[] | undefined {
  const lifts = (map.elevators ?? []).flatMap((e) =>
    e.kind === 'cage'
      ? [
          {
            id: e.id,
            squares: e.squares.map(({ x, y }) => ({ x, y })),
            floors: [...e.floors].sort((a, b) => a - b),
            startFloor: e.startFloor,
          },
        ]
      : [],
  );
  return lifts.length > 0 ? lifts : undefined;
}

/** The elevator whose shaft a square is in, on any floor it serves. */
export const liftAt = (board: Board, q: Square): CageLift | undefined =>
  liftsOf(board).find(
    (lift) => lift.floors.includes(q.floor) && lift.squares.some((s) => s.x === q.x && s.y === q.y),
  );

/** The bottom of its shaft: the ground floor in the Pyramid. */
export const bottomOf = (lift: CageLift): number => lift.floors[0] ?? 0;

/** The floor its cabin is on now: where it was left (DB-LIFT-5), at first its start floor (DB-LIFT-2). */
export const cabinFloor = (state: Pick<GameState, 'board' | 'mechanismState'>, lift: CageLift) =>
  remembered<CabinFloors>(state, KIND)?.[lift.id] ?? lift.startFloor;

/** Its squares on one floor. */
export const shaftOn = (lift: CageLift, floor: number): Square[] =>
  lift.squares.map(({ x, y }) => ({ floor, x, y }));

/**
 * The squares in front of the cabin on a floor, from which it is boarded and onto which its rider
 * steps out (DB-LIFT-4): the squares around its shaft that a player can stand on, read from the
 * terrain, the board's index being built from these. Its front is its whole open side: a square in
 * front of it diagonally counts even past a wall corner, which the Pyramid's two cabins, set in
 * niches, have on both sides.
 */
export function frontOf(board: Board, lift: CageLift, floor: number): Square[] {
  const front: Square[] = [];
  for (const s of lift.squares)
    for (const [dx, dy] of directions) {
      const q = { floor, x: s.x + dx, y: s.y + dy };
      if (front.some((f) => f.x === q.x && f.y === q.y)) continue;
      if (lift.squares.some((o) => o.x === q.x && o.y === q.y)) continue;
      if (terrainInfo(terrainAt(board, q)).walkable && !isStatue(board, q)) front.push(q);
    }
  return front;
}
