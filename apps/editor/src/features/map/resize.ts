import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { floorNames } from './blank';
import { removeThing } from './thing-edits';
import { footprint, thingLists, thingName, type ThingKind } from './things';

/** The smallest and largest grid the map format allows, on either side. */
export const GRID_LIMITS = { min: 8, max: 80 } as const;

export interface Resized {
  readonly map: DungeonMap;
  /** What the new size cuts away, one line each ("12 painted squares on Ground floor", "chest 3"); empty when nothing is lost. */
  readonly lost: readonly string[];
}

/** Squares outside the new grid that hold more than solid rock: what a designer painted. */
function paintedOutside(map: DungeonMap, width: number, height: number): string[] {
  return map.floors.flatMap((floor, i) => {
    let count = 0;
    floor.rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++)
        if ((x >= width || y >= height) && row.charAt(x) !== '#') count++;
    });
    const name = floor.name || floorNames[i] || `floor ${i}`;
    return count === 0 ? [] : [`${count} painted square${count === 1 ? '' : 's'} on ${name}`];
  });
}

/**
 * The map on a grid of another size, its north-west corner kept: rows are cut or grown with solid
 * rock at the east and south. A thing that would stand partly off the grid is taken away and a
 * room loses the squares off it; `lost` lists all of it, so the editor can ask first.
 */
export function resizeMap(map: DungeonMap, width: number, height: number): Resized {
  if (width === map.width && height === map.height) return { map, lost: [] };
  const inside = (s: { x: number; y: number }) => s.x < width && s.y < height;
  const lost = paintedOutside(map, width, height);
  let next: DungeonMap = {
    ...map,
    width,
    height,
    floors: map.floors.map((floor) => ({
      ...floor,
      rows: Array.from({ length: height }, (_, y) =>
        (floor.rows[y] ?? '').slice(0, width).padEnd(width, '#'),
      ),
    })),
  };
  // Last first, so that taking one away leaves the indexes of the others as they were.
  for (const kind of Object.keys(thingLists) as ThingKind[]) {
    if (kind === 'room') continue;
    const list: readonly unknown[] = map[thingLists[kind]] ?? [];
    const cut: string[] = [];
    for (let index = list.length - 1; index >= 0; index--) {
      const ref = { kind, index };
      if (footprint(map, ref).every(inside)) continue;
      cut.unshift(thingName(map, ref));
      next = removeThing(next, ref);
    }
    lost.push(...cut);
  }
  const rooms = (map.rooms ?? []).flatMap((room) => {
    const squares = room.squares.flatMap((r) => {
      const w = Math.min(r.width, width - r.x);
      const h = Math.min(r.height, height - r.y);
      return w > 0 && h > 0 ? [{ ...r, width: w, height: h }] : [];
    });
    const area = (rects: readonly { width: number; height: number }[]) =>
      rects.reduce((sum, r) => sum + r.width * r.height, 0);
    const name = room.name ?? `${room.kind} room ${room.id}`;
    if (squares.length === 0) lost.push(name);
    else if (area(squares) < area(room.squares)) lost.push(`part of ${name}`);
    return squares.length === 0 ? [] : [{ ...room, squares }];
  });
  return { map: { ...next, rooms }, lost };
}
