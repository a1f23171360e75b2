import { counted, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { thingLists, thingName, thingSquares, type ThingKind } from './things';

/** What one step of history did, in words, and the floor it did it on (null: the map as a whole). */
export interface Change {
  readonly text: string;
  readonly floor: number | null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The first place two lists differ, or -1. */
function firstDifference(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) if (!same(a[i], b[i])) return i;
  return -1;
}

/** What changed in a list of placed things: one placed, one taken away, or one changed. */
function thingChange(before: DungeonMap, after: DungeonMap, kind: ThingKind): Change | null {
  const key = thingLists[kind];
  const was: readonly unknown[] = before[key] ?? [];
  const is: readonly unknown[] = after[key] ?? [];
  const at = firstDifference(was, is);
  if (at < 0) return null;
  const [verb, map] =
    is.length > was.length
      ? ['placed', after]
      : is.length < was.length
        ? ['removed', before]
        : ['changed', after];
  const ref = { kind, index: at };
  return {
    text: `${verb} ${thingName(map, ref)}`,
    floor: thingSquares(map, ref)[0]?.floor ?? null,
  };
}

/**
 * What was done between two versions of a map, said as an edit ("placed chest 7", "painted 12
 * squares on First floor"), with the floor it was done on: what Undo and Redo say, and the floor
 * they show. Pure, so that it works on a history restored from the autosave as well.
 */
export function describeChange(before: DungeonMap, after: DungeonMap): Change {
  const rowsChanged =
    before.floors.length !== after.floors.length ||
    before.floors.some((f, i) => f.rows !== after.floors[i]?.rows);
  if (before.meta.name !== after.meta.name && rowsChanged)
    return { text: `opened ${after.meta.name} in place of ${before.meta.name}`, floor: null };
  if (before.floors.length !== after.floors.length)
    return {
      text:
        after.floors.length > before.floors.length
          ? 'added a floor'
          : `removed a floor (${counted(after.floors.length, 'floor')} left)`,
      floor: null,
    };
  if (before.width !== after.width || before.height !== after.height)
    return { text: `resized the map to ${after.width} x ${after.height}`, floor: null };
  const moved = before.floors.findIndex((f, i) => f.name !== after.floors[i]?.name);
  const restacked = moved >= 0 && after.floors.some((f) => f.name === before.floors[moved]?.name);
  if (restacked) return { text: 'moved a floor', floor: null };
  if (moved >= 0)
    return {
      text: `renamed ${before.floors[moved]!.name} to ${after.floors[moved]!.name}`,
      floor: moved,
    };
  for (const kind of Object.keys(thingLists) as ThingKind[]) {
    const change = thingChange(before, after, kind);
    if (change) return change;
  }
  for (const [floor, was] of before.floors.entries()) {
    const is = after.floors[floor]!;
    if (was.rows === is.rows) continue;
    let squares = 0;
    is.rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] !== was.rows[y]?.[x]) squares++;
    });
    if (squares > 0) return { text: `painted ${counted(squares, 'square')} on ${is.name}`, floor };
  }
  if (!same(before.meta, after.meta) || before.ruleset !== after.ruleset)
    return { text: "edited the map's properties", floor: null };
  return { text: 'changed the map', floor: null };
}
