import type { DungeonMap, Room } from '@dungeonbowl/dungeon-schema';
import type { Square } from '../model/state';

/** A rectangle of squares on a room's floor. */
export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A room of the map (map format v1 `rooms`) as its mechanism keeps it on the board. */
export interface RoomArea {
  readonly id: string;
  readonly floor: number;
  readonly squares: readonly Rectangle[];
}

/** The map's rooms of one kind, as plain JSON, each with what `more` adds (its options...). */
export function roomsOfKind<K extends Room['kind'], T>(
  map: DungeonMap,
  kind: K,
  more: (room: Extract<Room, { kind: K }>) => T,
): (RoomArea & T)[] {
  return (map.rooms ?? []).flatMap((room) =>
    room.kind === kind
      ? [
          {
            id: room.id,
            floor: room.floor,
            squares: room.squares.map(({ x, y, width, height }) => ({ x, y, width, height })),
            ...more(room as Extract<Room, { kind: K }>),
          },
        ]
      : [],
  );
}

/** Every square of a room, rectangle by rectangle. */
export const roomSquares = (room: RoomArea): Square[] =>
  room.squares.flatMap((r) =>
    Array.from({ length: r.width * r.height }, (_, i) => ({
      floor: room.floor,
      x: r.x + (i % r.width),
      y: r.y + Math.floor(i / r.width),
    })),
  );

/** Whether a square is in a room. */
export const inRoom = (room: RoomArea, q: Square): boolean =>
  q.floor === room.floor &&
  room.squares.some((r) => q.x >= r.x && q.x < r.x + r.width && q.y >= r.y && q.y < r.y + r.height);
