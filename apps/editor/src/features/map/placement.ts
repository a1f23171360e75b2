import type { DungeonMap } from '@dungeonbowl/dungeon-schema';

export interface At {
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

const here = (a: At) => (b: At) => a.floor === b.floor && a.x === b.x && a.y === b.y;

/** Places a chest on the square, or takes away the one there. */
export function toggleChest(map: DungeonMap, at: At): DungeonMap {
  const existing = map.chests.findIndex(here(at));
  return existing >= 0
    ? { ...map, chests: map.chests.filter((_, i) => i !== existing) }
    : { ...map, chests: [...map.chests, { floor: at.floor, x: at.x, y: at.y }] };
}

/** The lowest teleporter number not yet placed, or null when all six are. */
export function nextTeleporterNumber(map: DungeonMap): number | null {
  return [1, 2, 3, 4, 5, 6].find((n) => !map.teleporters.some((t) => t.number === n)) ?? null;
}

/** Places the next free teleporter number on the square, or takes away the teleporter there. */
export function toggleTeleporter(map: DungeonMap, at: At): DungeonMap {
  const existing = map.teleporters.findIndex(here(at));
  if (existing >= 0)
    return { ...map, teleporters: map.teleporters.filter((_, i) => i !== existing) };
  const number = nextTeleporterNumber(map);
  if (number === null) return map;
  return {
    ...map,
    teleporters: [...map.teleporters, { number, floor: at.floor, x: at.x, y: at.y }],
  };
}

export type EndZoneShape = 'upright' | 'lying';

/** An end zone's width and height in squares: 2 x 4 upright, 4 x 2 lying. */
export const endZoneSize = (shape: EndZoneShape): readonly [number, number] =>
  shape === 'upright' ? [2, 4] : [4, 2];

/**
 * Places an end zone with its north-west corner on the square, 2 wide and 4 high (upright) or
 * 4 wide and 2 high (lying), named with the first free id; clicking inside one takes it away.
 */
export function toggleEndZone(map: DungeonMap, at: At, shape: EndZoneShape): DungeonMap {
  const inside = map.endZones.findIndex(
    (z) =>
      z.floor === at.floor &&
      at.x >= z.x &&
      at.y >= z.y &&
      at.x < z.x + z.width &&
      at.y < z.y + z.height,
  );
  if (inside >= 0) return { ...map, endZones: map.endZones.filter((_, i) => i !== inside) };
  const id = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7', 'Z8', 'Z9'].find(
    (z) => !map.endZones.some((e) => e.id === z),
  );
  if (!id) return map;
  const [width, height] = endZoneSize(shape);
  return {
    ...map,
    endZones: [...map.endZones, { id, floor: at.floor, x: at.x, y: at.y, width, height }],
  };
}

/**
 * Places a ladder or rope with its foot on the square and makes the hole above it on the next
 * floor; clicking a foot again takes the link away (the hole stays, to be painted over or not).
 * On the top floor there is nowhere to climb: nothing happens.
 */
export function toggleLink(map: DungeonMap, at: At, kind: 'ladder' | 'rope'): DungeonMap {
  const links = map.links ?? [];
  const existing = links.findIndex(here(at));
  if (existing >= 0) return { ...map, links: links.filter((_, i) => i !== existing) };
  if (!map.floors[at.floor + 1]) return map;
  return withHoleAbove(
    { ...map, links: [...links, { kind, floor: at.floor, x: at.x, y: at.y }] },
    at,
  );
}

/** The map with a hole (o) on the floor above a square, where a ladder or a rope comes up. */
export function withHoleAbove(map: DungeonMap, at: At): DungeonMap {
  const above = map.floors[at.floor + 1];
  if (!above || above.rows[at.y]?.charAt(at.x) === 'o') return map;
  const rows = above.rows.map((row, y) =>
    y === at.y && at.x >= 0 && at.x < row.length
      ? `${row.slice(0, at.x)}o${row.slice(at.x + 1)}`
      : row,
  );
  return { ...map, floors: map.floors.map((f, i) => (i === at.floor + 1 ? { ...f, rows } : f)) };
}
