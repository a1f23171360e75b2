import type { DungeonMap } from '../src/index';

/**
 * The largest map the format allows, 80x80 on 4 floors, built like a real dungeon: on every floor
 * a grid of 9x9 rooms joined by doorways, with moss, water and holes, ladders between the floors,
 * an elevator, a chute, 5 end zones, 6 chests and 6 teleporters (one floor has two of each).
 */
export function bigMap(): DungeonMap {
  const size = 80;
  const rows = (floor: number): string[] =>
    Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => {
        if (x === 0 || y === 0 || x === size - 1 || y === size - 1) return '#';
        const wallX = x % 10 === 0;
        const wallY = y % 10 === 0;
        const doorway = (wallX && y % 10 === 5) || (wallY && x % 10 === 5);
        if ((wallX || wallY) && !doorway) return '#';
        if (floor > 0 && x % 10 === 8 && y % 10 === 8 && (x + y + floor * 20) % 40 === 16)
          return 'o';
        if (x % 10 === 3 && y % 10 === 3) return floor % 2 === 0 ? 'm' : '~';
        return '.';
      }).join(''),
    );
  const floors = [0, 1, 2, 3].map((f) => ({
    name: ['Ground floor', 'First floor', 'Second floor', 'Third floor'][f] as string,
    rows: rows(f),
  }));
  const links = [1, 2, 3].flatMap((upper) =>
    floors[upper]!.rows.flatMap((row, y) =>
      [...row].flatMap((c, x) =>
        c === 'o' ? [{ kind: 'ladder' as const, floor: upper - 1, x, y }] : [],
      ),
    ),
  );
  return {
    format: 'dungeonbowl-map',
    version: 1,
    meta: { name: 'Benchmark fortress' },
    ruleset: 'torguer-2021',
    width: size,
    height: size,
    floors,
    chests: [
      { floor: 0, x: 35, y: 35 },
      { floor: 0, x: 45, y: 62 },
      { floor: 1, x: 44, y: 44 },
      { floor: 2, x: 25, y: 54 },
      { floor: 3, x: 55, y: 25 },
      { floor: 3, x: 35, y: 64 },
    ],
    teleporters: [
      { number: 1, floor: 0, x: 15, y: 45 },
      { number: 2, floor: 0, x: 65, y: 45 },
      { number: 3, floor: 1, x: 45, y: 15 },
      { number: 4, floor: 1, x: 45, y: 65 },
      { number: 5, floor: 2, x: 45, y: 45 },
      { number: 6, floor: 3, x: 15, y: 15 },
    ],
    endZones: [
      { id: 'Z1', floor: 0, x: 4, y: 1, width: 4, height: 2 },
      { id: 'Z2', floor: 0, x: 74, y: 74, width: 4, height: 2 },
      { id: 'Z3', floor: 1, x: 2, y: 74, width: 4, height: 2 },
      { id: 'Z4', floor: 2, x: 74, y: 2, width: 4, height: 2 },
      { id: 'Z5', floor: 3, x: 74, y: 74, width: 4, height: 2 },
    ],
    links,
    chutes: [
      {
        id: 'slide',
        entries: [{ floor: 3, x: 52, y: 52 }],
        exit: { floor: 0, x: 52, y: 52 },
        landing: [
          { x: 53, y: 52 },
          { x: 54, y: 52 },
        ],
      },
    ],
    elevators: [
      {
        id: 'lift',
        kind: 'cage',
        squares: [{ x: 62, y: 62 }],
        floors: [0, 1, 2, 3],
        startFloor: 0,
      },
    ],
    features: [
      { kind: 'portcullis', id: 'gate', floor: 0, x: 10, y: 5, side: 'west', start: 'random' },
      { kind: 'statue', floor: 1, x: 22, y: 22 },
    ],
    rooms: [
      { id: 'spikes', kind: 'spikes', floor: 2, squares: [{ x: 41, y: 41, width: 9, height: 9 }] },
    ],
  };
}
