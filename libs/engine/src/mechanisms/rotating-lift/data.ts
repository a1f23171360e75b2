import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { indexIn, markedPlaces } from '../../board/square-index';
import { perBoard } from '../../board/same-board';
import { sameSquare } from '../../board/squares';
import type { Board, Square } from '../../model/state';

/**
 * A rotating lift on the board (map format v1 `elevators` of kind `rotating`): its cabin squares
 * going up and those going down, on every floor it serves, lowest floor first.
 *
 * Map format 1 does not say which side goes which way: the first half of the map's `squares`
 * (the first square of the Valdemor lift's two) is the side going up, the rest the side going
 * down (DB-ROTLIFT-1).
 */
export interface RotatingLift {
  readonly id: string;
  /** The floors it serves, lowest first. */
  readonly floors: readonly number[];
  /** The squares of the side going up, on one floor (x, y only: the same on every floor). */
  readonly up: readonly { readonly x: number; readonly y: number }[];
  /** The squares of the side going down. */
  readonly down: readonly { readonly x: number; readonly y: number }[];
}

export type LiftSide = 'up' | 'down';

export const ROTATING_LIFT = 'rotating-lift';

export const liftsOf = (board: Board): readonly RotatingLift[] =>
  (board.mechanisms?.[ROTATING_LIFT] as readonly RotatingLift[] | undefined) ?? [];

/** The map's rotating lifts, or undefined when it has none. */
export function liftsFromMap(map: DungeonMap): RotatingLift[] | undefined {
  const lifts = (map.elevators ?? [])
    .filter((e) => e.kind === 'rotating')
    .map((e) => {
      const squares = e.squares.map(({ x, y }) => ({ x, y }));
      const half = Math.ceil(squares.length / 2);
      return {
        id: e.id,
        floors: [...e.floors].sort((a, b) => a - b),
        up: squares.slice(0, half),
        down: squares.slice(half),
      };
    });
  return lifts.length > 0 ? lifts : undefined;
}

/** A side's cabin squares on one floor. */
export const cabins = (lift: RotatingLift, side: LiftSide, floor: number): Square[] =>
  lift[side].map(({ x, y }) => ({ floor, x, y }));

/** Every cabin square of a lift, both sides, every floor. */
export const allCabins = (lift: RotatingLift): Square[] =>
  lift.floors.flatMap((floor) => [...cabins(lift, 'up', floor), ...cabins(lift, 'down', floor)]);

/**
 * Whether a square is a cabin of one of the board's lifts: asked of every player after every
 * action (`emptyTheLifts`), so the cabins are found once per board, which never changes during a
 * match, and kept by square index.
 */
export function inCabin(board: Board, q: Square): boolean {
  if (q.x < 0 || q.y < 0 || q.x >= board.width || q.y >= board.height) return false;
  return cabinPlaces(board)[indexIn(board, q)] === 1;
}

/** By square index (`markedPlaces`), 1 for a cabin of one of the board's lifts. */
const cabinPlaces = perBoard((board) => markedPlaces(board, liftsOf(board).flatMap(allCabins)));

/** The lift and side a square is a cabin of, if any. */
export function cabinAt(
  board: Board,
  q: Square,
): { readonly lift: RotatingLift; readonly side: LiftSide } | null {
  for (const lift of liftsOf(board)) {
    if (!lift.floors.includes(q.floor)) continue;
    for (const side of ['up', 'down'] as const)
      if (cabins(lift, side, q.floor).some((c) => sameSquare(c, q))) return { lift, side };
  }
  return null;
}
