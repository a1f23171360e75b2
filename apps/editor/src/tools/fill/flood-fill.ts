import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { SquareRef } from '../../features/map/mapSlice';

/**
 * The bucket (F): the squares a fill from one square changes: the contiguous area of the same
 * terrain (4 directions), or with `everywhere` every square of that terrain on the floor.
 */
export function floodFill(
  map: DungeonMap,
  floor: number,
  start: SquareRef,
  everywhere = false,
): SquareRef[] {
  const rows = map.floors[floor]?.rows;
  const target = rows?.[start.y]?.charAt(start.x);
  if (!rows || !target) return [];
  if (everywhere) {
    return rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === target ? [{ x, y }] : [])));
  }
  const seen = new Uint8Array(map.width * map.height);
  const squares: SquareRef[] = [];
  const stack: SquareRef[] = [start];
  seen[start.y * map.width + start.x] = 1;
  while (stack.length > 0) {
    const square = stack.pop()!;
    squares.push(square);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const x = square.x + dx;
      const y = square.y + dy;
      if (x < 0 || y < 0 || x >= map.width || y >= map.height || seen[y * map.width + x]) continue;
      if (rows[y]?.charAt(x) !== target) continue;
      seen[y * map.width + x] = 1;
      stack.push({ x, y });
    }
  }
  return squares;
}
