import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { floorNames, rockFloor } from './blank';
import { thingName, type ThingKind } from './things';

/** The most floors a map has (map format v1). */
export const MAX_FLOORS = 4;

/**
 * A new stack of floors, ground floor first: each place holds the index of an old floor, or
 * `'new'` for a floor of solid rock. An old floor left out is removed.
 */
export type FloorStack = readonly (number | 'new')[];

export interface Restacked {
  readonly map: DungeonMap;
  /** What the new stack takes away, one line each ("chest 3 on First floor"); empty when nothing is lost. */
  readonly lost: readonly string[];
}

const floorLabel = (map: DungeonMap, floor: number) =>
  map.floors[floor]?.name || floorNames[floor] || `floor ${floor}`;

/** A name for a new floor: the usual one for its place (First floor...) unless taken, else one not taken. */
function newFloorName(taken: readonly string[], place: number): string {
  const wanted = [floorNames[place], ...floorNames].filter((n): n is string => !!n);
  return wanted.find((n) => !taken.includes(n)) ?? `Floor ${place}`;
}

/** The rows of a floor with the squares at (x, y) of two floors swapped. */
function swapSquares(
  floors: DungeonMap['floors'],
  a: number,
  b: number,
  x: number,
  y: number,
): DungeonMap['floors'] {
  const charA = floors[a]?.rows[y]?.charAt(x);
  const charB = floors[b]?.rows[y]?.charAt(x);
  if (charA === undefined || charB === undefined || charA === charB) return floors;
  const put = (row: string, char: string) => `${row.slice(0, x)}${char}${row.slice(x + 1)}`;
  return floors.map((floor, i) =>
    i !== a && i !== b
      ? floor
      : {
          ...floor,
          rows: floor.rows.map((row, j) => (j === y ? put(row, i === a ? charB : charA) : row)),
        },
  );
}

/**
 * The map on a new stack of floors (reordered, with floors added or removed), every floor index in
 * it renumbered so that each thing stays on the floor it was on: chests, teleporters, end zones,
 * features, rooms, chute entries and exits, the floors an elevator serves and where it starts.
 *
 * Things on a removed floor go with it; a chute loses its entries there (and goes when it has
 * none left or its exit was there); an elevator stops serving it (and goes below 2 floors).
 * A ladder or rope joins two floors: it stays while they are still next to each other, its foot
 * on the lower one; when their order flipped, the squares of its foot and of its hole swap
 * terrains, so the hole is again above the foot. When the two floors are no longer next to each
 * other (one removed, or a floor moved or added between them), it is taken away; its hole stays,
 * as when a ladder is deleted. `lost` says all of it, so the editor can ask first.
 */
export function restackFloors(map: DungeonMap, stack: FloorStack): Restacked {
  const count = map.floors.length;
  const unchanged = stack.length === count && stack.every((old, i) => old === i);
  const oldIndexes = stack.filter((s): s is number => s !== 'new');
  if (
    unchanged ||
    stack.length < 1 ||
    stack.length > MAX_FLOORS ||
    oldIndexes.some((i) => !Number.isInteger(i) || i < 0 || i >= count) ||
    new Set(oldIndexes).size !== oldIndexes.length
  )
    return { map, lost: [] };

  /** Old index to new index; undefined for a removed floor. */
  const place: (number | undefined)[] = map.floors.map((_, i) => {
    const at = stack.indexOf(i);
    return at >= 0 ? at : undefined;
  });
  const p = (floor: number) => place[floor];
  const lost: string[] = [];
  const name = (kind: ThingKind, index: number) => thingName(map, { kind, index });

  map.floors.forEach((floor, i) => {
    if (p(i) === undefined && floor.rows.some((row) => /[^#]/.test(row)))
      lost.push(`${floorLabel(map, i)} and the squares painted on it`);
  });

  /** Things on one floor: kept on it, or lost with it. */
  const onFloor = <T extends { floor: number }>(kind: ThingKind, items: readonly T[] = []) =>
    items.flatMap((item, index) => {
      const to = p(item.floor);
      if (to === undefined) lost.push(`${name(kind, index)} on ${floorLabel(map, item.floor)}`);
      return to === undefined ? [] : [{ ...item, floor: to }];
    });

  const names: string[] = [];
  let floors: DungeonMap['floors'] = stack.map((old, i) => {
    if (old !== 'new') return map.floors[old]!;
    const made = rockFloor(
      map.width,
      map.height,
      newFloorName([...map.floors.map((f) => f.name), ...names], i),
    );
    names.push(made.name);
    return made;
  });

  const links = (map.links ?? []).flatMap((link, index) => {
    const foot = p(link.floor);
    const top = p(link.floor + 1);
    const where = `${name('link', index)} at (${link.x}, ${link.y})`;
    if (foot === undefined || top === undefined || Math.abs(foot - top) !== 1) {
      const gone = [link.floor, link.floor + 1].filter((f) => p(f) === undefined);
      lost.push(
        gone.length > 0
          ? `${where}, with ${floorLabel(map, gone[0]!)}`
          : `${where}: ${floorLabel(map, link.floor)} and ${floorLabel(map, link.floor + 1)} are no longer next to each other`,
      );
      return [];
    }
    if (top < foot) floors = swapSquares(floors, foot, top, link.x, link.y);
    return [{ ...link, floor: Math.min(foot, top) }];
  });

  const chutes = (map.chutes ?? []).flatMap((chute, index) => {
    const exit = p(chute.exit.floor);
    const entries = onFloorQuiet(chute.entries, p);
    if (exit === undefined || entries.length === 0) {
      const with_ = exit === undefined ? chute.exit.floor : chute.entries[0]!.floor;
      lost.push(`${name('chute', index)}, with ${floorLabel(map, with_)}`);
      return [];
    }
    chute.entries.forEach((entry, j) => {
      if (p(entry.floor) === undefined)
        lost.push(`entry ${j + 1} of ${name('chute', index)}, on ${floorLabel(map, entry.floor)}`);
    });
    return [{ ...chute, entries, exit: { ...chute.exit, floor: exit } }];
  });

  const elevators = (map.elevators ?? []).flatMap((elevator, index) => {
    const served = elevator.floors.flatMap((f) => {
      const to = p(f);
      return to === undefined ? [] : [to];
    });
    if (served.length < 2) {
      lost.push(name('elevator', index));
      return [];
    }
    elevator.floors
      .filter((f) => p(f) === undefined)
      .forEach((f) => lost.push(`${name('elevator', index)} stops serving ${floorLabel(map, f)}`));
    served.sort((a, b) => a - b);
    const start = p(elevator.startFloor);
    return [
      {
        ...elevator,
        floors: served,
        startFloor: start !== undefined && served.includes(start) ? start : served[0]!,
      },
    ];
  });

  return {
    map: {
      ...map,
      floors,
      chests: onFloor('chest', map.chests),
      teleporters: onFloor('teleporter', map.teleporters),
      endZones: onFloor('end-zone', map.endZones),
      links,
      chutes,
      elevators,
      features: onFloor('feature', map.features),
      rooms: onFloor('room', map.rooms),
    },
    lost,
  };
}

/** Squares on floors renumbered, those on removed floors left out. */
function onFloorQuiet<T extends { floor: number }>(
  items: readonly T[],
  p: (floor: number) => number | undefined,
): T[] {
  return items.flatMap((item) => {
    const to = p(item.floor);
    return to === undefined ? [] : [{ ...item, floor: to }];
  });
}

/** The stack with one floor moved from its place to another; the floors between shift by one. */
export function movedStack(count: number, from: number, to: number): FloorStack {
  const order = Array.from({ length: count }, (_, i) => i);
  if (from < 0 || to < 0 || from >= count || to >= count) return order;
  const moved = order.filter((i) => i !== from);
  moved.splice(to, 0, from);
  return moved;
}

/** The stack with a floor of rock added at a place (on top: `count`). */
export function addedStack(count: number, at: number): FloorStack {
  const order: (number | 'new')[] = Array.from({ length: count }, (_, i) => i);
  if (at < 0 || at > count) return order;
  order.splice(at, 0, 'new');
  return order;
}

/** The stack without one floor. */
export function removedStack(count: number, floor: number): FloorStack {
  return Array.from({ length: count }, (_, i) => i).filter((i) => i !== floor);
}
