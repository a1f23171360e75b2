import type { DungeonMap } from '@dungeonbowl/dungeon-schema';

/** Solid rock for a new upper floor: rooms are carved into it. */
export const rockFloor = (width: number, height: number, name: string) => ({
  name,
  rows: Array.from({ length: height }, () => '#'.repeat(width)),
});

export const floorNames = ['Ground floor', 'First floor', 'Second floor', 'Third floor'];

/** A new map: the ground floor a walled hall, any upper floors solid rock, nothing placed yet. */
export function blankMap(
  width: number,
  height: number,
  floors: number,
  name = 'New dungeon',
): DungeonMap {
  const ground = Array.from({ length: height }, (_, y) =>
    y === 0 || y === height - 1 ? '#'.repeat(width) : `#${'.'.repeat(width - 2)}#`,
  );
  return {
    format: 'dungeonbowl-map',
    version: 1,
    meta: { name },
    ruleset: 'torguer-2021',
    width,
    height,
    floors: [
      { name: floorNames[0]!, rows: ground },
      ...Array.from({ length: floors - 1 }, (_, i) => rockFloor(width, height, floorNames[i + 1]!)),
    ],
    chests: [],
    teleporters: [],
    endZones: [],
    links: [],
    chutes: [],
    elevators: [],
    features: [],
    rooms: [],
  };
}
