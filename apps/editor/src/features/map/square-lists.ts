import {
  capitalise,
  featureSquareLists,
  roomSquareLists,
  type DungeonMap,
  type SquareListField,
} from '@dungeonbowl/dungeon-schema';
import { editThing, type Checked } from './thing-edits';
import { thingName, type ThingRef } from './things';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * An edit of a list of squares or rectangles: squares picked on the board (a click or a drag over
 * a rectangle of them, on a floor), or one item of the list removed.
 */
export type SquareListEdit =
  | { readonly type: 'pick'; readonly floor: number; readonly rect: Rect }
  | { readonly type: 'remove'; readonly index: number };

/** The lists of squares or rectangles a thing has, as the map format describes them. */
export function squareListsOf(map: DungeonMap, ref: ThingRef): SquareListField[] {
  if (ref.kind === 'feature') {
    const feature = map.features?.[ref.index];
    return feature ? featureSquareLists(feature.kind) : [];
  }
  if (ref.kind === 'room') {
    const room = map.rooms?.[ref.index];
    return room ? roomSquareLists(room.kind) : [];
  }
  return [];
}

type Item = { x: number; y: number; width?: number; height?: number };

/** The items of one of a thing's lists, and the floor they are on. */
export function squareListItems(
  map: DungeonMap,
  ref: ThingRef,
  list: string,
): { items: readonly Item[]; floor: number } | null {
  const thing =
    ref.kind === 'feature'
      ? map.features?.[ref.index]
      : ref.kind === 'room'
        ? map.rooms?.[ref.index]
        : undefined;
  const items = (thing as Record<string, unknown> | undefined)?.[list];
  return thing && Array.isArray(items) ? { items: items as Item[], floor: thing.floor } : null;
}

/** Every square the items of a list cover. */
export function squaresOfItems(items: readonly Item[]): { x: number; y: number }[] {
  return items.flatMap((r) =>
    Array.from({ length: (r.width ?? 1) * (r.height ?? 1) }, (_, i) => ({
      x: r.x + (i % (r.width ?? 1)),
      y: r.y + Math.floor(i / (r.width ?? 1)),
    })),
  );
}

/** How the editor shows one item of a list: "(46, 20)", or "(45, 10) 10 x 6" for a rectangle. */
export const itemText = (s: Item) =>
  s.width === undefined ? `(${s.x}, ${s.y})` : `(${s.x}, ${s.y}) ${s.width} x ${s.height}`;

const nouns: Readonly<Record<string, string>> = {
  boarding: 'boarding squares',
  protects: 'protected areas',
  squares: 'rectangles',
};

/** What the editor calls a list: "boarding squares", "protected areas", a room's "rectangles". */
export const listNoun = (list: string) =>
  nouns[list] ?? list.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * One of a thing's lists of squares edited. Squares picked on a list of squares are added, or
 * taken away when all of them were in it already; a rectangle picked on a list of rectangles is
 * added, or taken away when the list has it already. The number of items stays within what the
 * format allows, picks are made on the thing's own floor, and the edit is refused like any other
 * when it breaks a rule (a boarding square in a wall).
 */
export function editSquareList(
  map: DungeonMap,
  ref: ThingRef,
  list: string,
  edit: SquareListEdit,
): Checked {
  const field = squareListsOf(map, ref).find((f) => f.name === list);
  const current = squareListItems(map, ref, list);
  if (!field || !current) return { map };
  const { items, floor } = current;
  const name = thingName(map, ref);
  const label = listNoun(list);
  let next: Item[];
  if (edit.type === 'remove') {
    if (!items[edit.index]) return { map };
    next = items.filter((_, i) => i !== edit.index);
  } else {
    if (edit.floor !== floor)
      return {
        refused: `The ${label} of ${name} are on its floor, ${map.floors[floor]?.name ?? floor}: pick them there.`,
      };
    if (field.shape === 'rectangle') {
      const same = (r: Item) =>
        r.x === edit.rect.x &&
        r.y === edit.rect.y &&
        r.width === edit.rect.width &&
        r.height === edit.rect.height;
      next = items.some(same) ? items.filter((r) => !same(r)) : [...items, { ...edit.rect }];
    } else {
      const picked = squaresOfItems([edit.rect]);
      const has = (s: Item) => items.some((i) => i.x === s.x && i.y === s.y);
      next = picked.every(has)
        ? items.filter((i) => !picked.some((s) => s.x === i.x && s.y === i.y))
        : [...items, ...picked.filter((s) => !has(s))];
    }
  }
  if (next.length > field.max)
    return { refused: `${capitalise(name)} has at most ${field.max} ${label} (format v1).` };
  if (next.length < field.min)
    return {
      refused: `${capitalise(name)} keeps at least ${field.min} of its ${label}: add another before taking this one away.`,
    };
  return editThing(map, ref, { [list]: next });
}
