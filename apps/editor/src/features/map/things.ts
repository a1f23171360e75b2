import {
  featureName,
  featureSquares,
  pieceName,
  roomKindNames,
  type DungeonMap,
} from '@dungeonbowl/dungeon-schema';
import type { At } from './placement';

/** The lists of a map that hold placed things, by the name the select tool gives them. */
export const thingLists = {
  chest: 'chests',
  teleporter: 'teleporters',
  'end-zone': 'endZones',
  link: 'links',
  chute: 'chutes',
  elevator: 'elevators',
  feature: 'features',
  room: 'rooms',
} as const;

export type ThingKind = keyof typeof thingLists;

/** One square of a chute: an entry, its exit, or a landing square (A to D). */
export type ChutePart =
  | { readonly role: 'entry'; readonly n: number }
  | { readonly role: 'exit' }
  | { readonly role: 'landing'; readonly n: number };

/**
 * A placed thing, by its list and its place in it. A chute is also told by the square of it that
 * was picked, so that dragging moves that square alone.
 */
export interface ThingRef {
  readonly kind: ThingKind;
  readonly index: number;
  readonly part?: ChutePart;
}

const rect = (floor: number, r: { x: number; y: number; width: number; height: number }) => {
  const squares: At[] = [];
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++) squares.push({ floor, x, y });
  return squares;
};

/** Every square a thing covers, on every floor: the board outlines these when it is selected. */
export function thingSquares(map: DungeonMap, ref: ThingRef): At[] {
  switch (ref.kind) {
    case 'chest':
    case 'teleporter': {
      const thing = map[thingLists[ref.kind]][ref.index];
      return thing ? [thing] : [];
    }
    case 'end-zone': {
      const zone = map.endZones[ref.index];
      return zone ? rect(zone.floor, zone) : [];
    }
    case 'link': {
      const link = map.links?.[ref.index];
      return link ? [link, { ...link, floor: link.floor + 1 }] : [];
    }
    case 'chute': {
      const chute = map.chutes?.[ref.index];
      if (!chute) return [];
      const floor = chute.exit.floor;
      return [...chute.entries, chute.exit, ...chute.landing.map((s) => ({ floor, ...s }))];
    }
    case 'elevator': {
      const elevator = map.elevators?.[ref.index];
      return (elevator?.floors ?? []).flatMap((floor) =>
        elevator!.squares.map((s) => ({ floor, ...s })),
      );
    }
    case 'feature': {
      const feature = map.features?.[ref.index];
      return feature ? featureSquares(feature) : [];
    }
    case 'room': {
      const room = map.rooms?.[ref.index];
      return room ? room.squares.flatMap((r) => rect(room.floor, r)) : [];
    }
  }
}

/**
 * Every square a thing needs on the grid: its own, and those it refers to on its floor (a cart
 * station's boarding squares, the corners of a lair's protected rectangles). A thing moved or
 * cut by a resize must keep all of them on the grid.
 */
export function footprint(map: DungeonMap, ref: ThingRef): { x: number; y: number }[] {
  const own = thingSquares(map, ref);
  const feature = ref.kind === 'feature' ? map.features?.[ref.index] : undefined;
  if (feature?.kind === 'cart-station') return [...own, ...feature.boarding];
  if (feature?.kind === 'monster-lair')
    return [
      ...own,
      ...feature.protects.flatMap((r) => [r, { x: r.x + r.width - 1, y: r.y + r.height - 1 }]),
    ];
  return own;
}

export function thingExists(map: DungeonMap, ref: ThingRef): boolean {
  return thingSquares(map, ref).length > 0;
}

const on = (at: At) => (s: At) => s.floor === at.floor && s.x === at.x && s.y === at.y;

/** The part of a chute on a square, or null. */
function chutePartAt(map: DungeonMap, index: number, at: At): ChutePart | null {
  const chute = map.chutes?.[index];
  if (!chute) return null;
  const entry = chute.entries.findIndex(on(at));
  if (entry >= 0) return { role: 'entry', n: entry };
  if (on(at)(chute.exit)) return { role: 'exit' };
  const landing = chute.landing.findIndex((s) => on(at)({ floor: chute.exit.floor, ...s }));
  return landing >= 0 ? { role: 'landing', n: landing } : null;
}

/** Which kinds lie on top when things overlap: the board draws them in the reverse order. */
const pickOrder: readonly ThingKind[] = [
  'chest',
  'teleporter',
  'feature',
  'elevator',
  'chute',
  'link',
  'end-zone',
  'room',
];

/** The thing under a square, the one drawn on top, or null. Pure arithmetic, no canvas. */
export function thingAt(map: DungeonMap, at: At): ThingRef | null {
  for (const kind of pickOrder) {
    const list: readonly unknown[] = map[thingLists[kind]] ?? [];
    for (let index = list.length - 1; index >= 0; index--) {
      if (!thingSquares(map, { kind, index }).some(on(at))) continue;
      if (kind !== 'chute') return { kind, index };
      const part = chutePartAt(map, index, at);
      return part ? { kind, index, part } : { kind, index };
    }
  }
  return null;
}

/** How the editor names a thing: "chest 3", "teleporter 4", "end zone Z1", "door 2", "the chute". */
export function thingName(map: DungeonMap, ref: ThingRef): string {
  switch (ref.kind) {
    case 'chest':
      return `chest ${ref.index + 1}`;
    case 'teleporter':
      return `teleporter ${map.teleporters[ref.index]?.number ?? '?'}`;
    case 'end-zone':
      return `end zone ${map.endZones[ref.index]?.id ?? '?'}`;
    case 'link':
      return `${map.links?.[ref.index]?.kind ?? 'link'} ${ref.index + 1}`;
    case 'chute':
      return pieceName('chute', map.chutes?.[ref.index]?.id ?? '?');
    case 'elevator':
      return pieceName('elevator', map.elevators?.[ref.index]?.id ?? '?');
    case 'feature': {
      const feature = map.features?.[ref.index];
      return feature ? featureName(feature) : 'feature';
    }
    case 'room': {
      const room = map.rooms?.[ref.index];
      return room
        ? (room.name ?? pieceName(roomKindNames[room.kind].toLowerCase(), room.id))
        : 'room';
    }
  }
}

const listOfPath = Object.fromEntries(
  Object.entries(thingLists).map(([kind, list]) => [list, kind as ThingKind]),
);

/** The thing a finding's JSON Pointer names ("/teleporters/2", "/features/4/room"), or null. */
export function thingOfPath(map: DungeonMap, path: string | undefined): ThingRef | null {
  const [, list, index] = path?.split('/') ?? [];
  const kind = list === undefined ? undefined : listOfPath[list];
  if (!kind || index === undefined || !/^\d+$/.test(index)) return null;
  const ref = { kind, index: Number(index) };
  return thingExists(map, ref) ? ref : null;
}
