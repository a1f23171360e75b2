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

/** The map without its top floor, and without everything on it or leading to it. */
export function withoutTopFloor(map: DungeonMap): DungeonMap {
  const top = map.floors.length - 1;
  if (top === 0) return map;
  const below = <T extends { floor: number }>(items: readonly T[] | undefined) =>
    (items ?? []).filter((i) => i.floor < top);
  return {
    ...map,
    floors: map.floors.slice(0, top),
    chests: below(map.chests),
    teleporters: below(map.teleporters),
    endZones: below(map.endZones),
    links: (map.links ?? []).filter((l) => l.floor + 1 < top),
    chutes: (map.chutes ?? []).filter(
      (c) => c.exit.floor < top && c.entries.every((e) => e.floor < top),
    ),
    elevators: (map.elevators ?? [])
      .map((e) => ({ ...e, floors: e.floors.filter((f) => f < top) }))
      .filter((e) => e.floors.length >= 2),
    features: below(map.features),
    rooms: below(map.rooms),
  };
}
