import type { DungeonMap } from '@dungeonbowl/dungeon-schema';

/**
 * The map with floor `from` moved to place `to` (the floors between shift by one), and every
 * floor index in it renumbered to follow: chests, teleporters, end zones, links, chutes,
 * elevators, features and rooms stay on the floor they were on. A ladder or rope still joins the
 * same two floors, its foot on the lower; where they are no longer next to each other the
 * findings say so (MAP-LINK).
 */
export function moveFloor(map: DungeonMap, from: number, to: number): DungeonMap {
  const count = map.floors.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return map;
  const order = map.floors.map((_, i) => i).filter((i) => i !== from);
  order.splice(to, 0, from);
  /** Old index to new index. */
  const place = order.reduce<number[]>((acc, old, i) => ((acc[old] = i), acc), []);
  const p = (floor: number) => place[floor] ?? floor;
  const onFloor = <T extends { floor: number }>(items: readonly T[] | undefined) =>
    (items ?? []).map((item) => ({ ...item, floor: p(item.floor) }));
  return {
    ...map,
    floors: order.map((i) => map.floors[i]!),
    chests: onFloor(map.chests),
    teleporters: onFloor(map.teleporters),
    endZones: onFloor(map.endZones),
    links: (map.links ?? []).map((l) => ({ ...l, floor: Math.min(p(l.floor), p(l.floor + 1)) })),
    chutes: (map.chutes ?? []).map((c) => ({
      ...c,
      entries: onFloor(c.entries),
      exit: { ...c.exit, floor: p(c.exit.floor) },
    })),
    elevators: (map.elevators ?? []).map((e) => ({
      ...e,
      floors: e.floors.map(p).sort((a, b) => a - b),
      startFloor: p(e.startFloor),
    })),
    features: onFloor(map.features),
    rooms: onFloor(map.rooms),
  };
}
