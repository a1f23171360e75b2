import type { DungeonMap } from '../generated/dungeon-map.v1';
import { validateMap } from '../validate';

const WIDTH = 40;
const HEIGHT = 24;

function hall(): string[] {
  return Array.from({ length: HEIGHT }, (_, y) =>
    y === 0 || y === HEIGHT - 1 ? '#'.repeat(WIDTH) : `#${'.'.repeat(WIDTH - 2)}#`,
  );
}

/**
 * A valid one-floor map for rule tests, 40x24, walled around: end zone Z1 on the west wall
 * (x 1-2, y 10-13), Z2 on the east wall (x 37-38), chests 10 squares from both, teleporters at
 * least 11 apart. Valid under both rulesets, so a test changes one thing and sees one rule fire.
 */
export function baseMap(): DungeonMap {
  return {
    format: 'dungeonbowl-map',
    version: 1,
    meta: { name: 'Test hall' },
    ruleset: 'torguer-2021',
    width: WIDTH,
    height: HEIGHT,
    floors: [{ name: 'Ground floor', rows: hall() }],
    chests: [
      { floor: 0, x: 12, y: 3 },
      { floor: 0, x: 20, y: 3 },
      { floor: 0, x: 27, y: 3 },
      { floor: 0, x: 12, y: 20 },
      { floor: 0, x: 20, y: 20 },
      { floor: 0, x: 27, y: 20 },
    ],
    teleporters: [
      { number: 1, floor: 0, x: 2, y: 2 },
      { number: 2, floor: 0, x: 13, y: 2 },
      { number: 3, floor: 0, x: 24, y: 2 },
      { number: 4, floor: 0, x: 35, y: 2 },
      { number: 5, floor: 0, x: 2, y: 21 },
      { number: 6, floor: 0, x: 13, y: 21 },
    ],
    endZones: [
      { id: 'Z1', floor: 0, x: 1, y: 10, width: 2, height: 4 },
      { id: 'Z2', floor: 0, x: 37, y: 10, width: 2, height: 4 },
    ],
    links: [],
    chutes: [],
    elevators: [],
    features: [],
    rooms: [],
  };
}

/** A copy of the base map with a second floor above, walled the same way, holding its own chest and teleporter. */
export function twoFloorMap(upperRows: string[] = hall()): DungeonMap {
  const map = baseMap();
  map.floors.push({ name: 'First floor', rows: upperRows });
  map.chests[5] = { floor: 1, x: 27, y: 20 };
  map.teleporters[5] = { number: 6, floor: 1, x: 13, y: 21 };
  return map;
}

/** Sets one square's terrain. */
export function paint(
  map: DungeonMap,
  floor: number,
  x: number,
  y: number,
  terrain: string,
): DungeonMap {
  const rows = map.floors[floor]!.rows;
  const row = rows[y]!;
  rows[y] = row.slice(0, x) + terrain + row.slice(x + 1);
  return map;
}

/** Sets the terrain of a rectangle of squares. */
export function paintRect(
  map: DungeonMap,
  floor: number,
  x: number,
  y: number,
  width: number,
  height: number,
  terrain: string,
): DungeonMap {
  for (let yy = y; yy < y + height; yy++)
    for (let xx = x; xx < x + width; xx++) paint(map, floor, xx, yy, terrain);
  return map;
}

/** The IDs of the rules a map breaks, sorted and without repeats. */
export function brokenRules(map: unknown): string[] {
  return [...new Set(validateMap(map).findings.map((f) => f.rule))].sort();
}

export function findingsOf(map: unknown, rule: string) {
  return validateMap(map).findings.filter((f) => f.rule === rule);
}
