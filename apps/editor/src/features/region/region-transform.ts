import type { DungeonMap, Feature, Room } from '@dungeonbowl/dungeon-schema';

/**
 * The geometry of moving a region of squares and the things on it: flipping, turning a quarter,
 * and shifting to another place or floor. One place for it, so that the copy, the paste, a stamp
 * and a flip in place all agree on where a square and a thing's orientation go. Rule-free: what
 * the moved things break is for the findings to say.
 */

export type Side = 'north' | 'east' | 'south' | 'west';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where a square, a side and a floor go. `turned`: a quarter turn, so widths and heights swap. */
export interface Placement {
  readonly point: (p: { x: number; y: number }) => { x: number; y: number };
  readonly side: (side: Side) => Side;
  readonly floor: (floor: number) => number;
  readonly turned: boolean;
}

/** The things of a map: what a region carries with its squares. */
export interface RegionThings {
  readonly chests: DungeonMap['chests'];
  readonly teleporters: DungeonMap['teleporters'];
  readonly endZones: DungeonMap['endZones'];
  readonly links: NonNullable<DungeonMap['links']>;
  readonly chutes: NonNullable<DungeonMap['chutes']>;
  readonly elevators: NonNullable<DungeonMap['elevators']>;
  readonly features: NonNullable<DungeonMap['features']>;
  readonly rooms: NonNullable<DungeonMap['rooms']>;
}

export type RegionTransform = 'flip-x' | 'flip-y' | 'rotate-cw' | 'rotate-ccw';

const same = <T>(value: T) => value;
const clockwise: Record<Side, Side> = {
  north: 'east',
  east: 'south',
  south: 'west',
  west: 'north',
};
const anticlockwise: Record<Side, Side> = {
  north: 'west',
  west: 'south',
  south: 'east',
  east: 'north',
};

/** Shifted by whole squares and floors. */
export function translation(dx: number, dy: number, dfloor = 0): Placement {
  return {
    point: ({ x, y }) => ({ x: x + dx, y: y + dy }),
    side: same,
    floor: (f) => f + dfloor,
    turned: false,
  };
}

/** A flip or quarter turn of a region of `width` x `height` squares, kept at its north-west corner. */
export function regionTransform(
  transform: RegionTransform,
  width: number,
  height: number,
): Placement {
  switch (transform) {
    case 'flip-x':
      return {
        point: ({ x, y }) => ({ x: width - 1 - x, y }),
        side: (s) => (s === 'east' ? 'west' : s === 'west' ? 'east' : s),
        floor: same,
        turned: false,
      };
    case 'flip-y':
      return {
        point: ({ x, y }) => ({ x, y: height - 1 - y }),
        side: (s) => (s === 'north' ? 'south' : s === 'south' ? 'north' : s),
        floor: same,
        turned: false,
      };
    case 'rotate-cw':
      return {
        point: ({ x, y }) => ({ x: height - 1 - y, y: x }),
        side: (s) => clockwise[s],
        floor: same,
        turned: true,
      };
    case 'rotate-ccw':
      return {
        point: ({ x, y }) => ({ x: y, y: width - 1 - x }),
        side: (s) => anticlockwise[s],
        floor: same,
        turned: true,
      };
  }
}

/** The size of a region after a transform: a quarter turn swaps its sides. */
export function transformedSize(
  transform: RegionTransform,
  size: { width: number; height: number },
): { width: number; height: number } {
  return transform === 'rotate-cw' || transform === 'rotate-ccw'
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height };
}

/** A square moved, its other fields kept. */
export function placePoint<T extends { x: number; y: number }>(p: T, at: Placement): T {
  return { ...p, ...at.point(p) };
}

/** A square on a floor moved. */
const placeAt = <T extends { floor: number; x: number; y: number }>(p: T, at: Placement): T => ({
  ...placePoint(p, at),
  floor: at.floor(p.floor),
});

/** A rectangle moved: its two far corners moved, the new one spanning them. */
export function placeRect<T extends Rect>(r: T, at: Placement): T {
  const a = at.point(r);
  const b = at.point({ x: r.x + r.width - 1, y: r.y + r.height - 1 });
  return {
    ...r,
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x) + 1,
    height: Math.abs(a.y - b.y) + 1,
  };
}

/** A feature moved with its orientation: a portcullis's side, a boat's bow, a door's start. */
export function placeFeature(feature: Feature, at: Placement): Feature {
  const f = { ...placePoint(feature, at), floor: at.floor(feature.floor) } as Feature;
  switch (f.kind) {
    case 'door':
      return at.turned && (f.start === 'horizontal' || f.start === 'vertical')
        ? { ...f, start: f.start === 'horizontal' ? 'vertical' : 'horizontal' }
        : f;
    case 'portcullis':
    case 'portal':
      return { ...f, side: at.side(f.side) };
    case 'boat':
      return { ...f, facing: at.side(f.facing) };
    case 'tilting-corridor':
      return { ...f, direction: at.side(f.direction) };
    case 'rotating-corridor': {
      const start = f.start ?? 'north-south';
      return {
        ...f,
        entries: f.entries.map(at.side),
        ...(at.turned ? { start: start === 'north-south' ? 'east-west' : 'north-south' } : {}),
      };
    }
    case 'jetty':
    case 'potion-table':
      // Its north-west square is where its far corner was carried, not where its origin was.
      return {
        ...f,
        ...placeRect({ x: feature.x, y: feature.y, width: f.width, height: f.height }, at),
      };
    case 'cart-station':
      return { ...f, boarding: f.boarding.map((s) => placePoint(s, at)) };
    case 'monster-lair':
      return { ...f, protects: f.protects.map((r) => placeRect(r, at)) };
    default:
      return f;
  }
}

/** Every thing of a region moved: squares, rectangles, floors and orientations. */
export function placeThings(things: RegionThings, at: Placement): RegionThings {
  return {
    chests: things.chests.map((c) => placeAt(c, at)),
    teleporters: things.teleporters.map((t) => placeAt(t, at)),
    endZones: things.endZones.map((z) => ({ ...placeRect(z, at), floor: at.floor(z.floor) })),
    links: things.links.map((l) => placeAt(l, at)),
    chutes: things.chutes.map((c) => ({
      ...c,
      entries: c.entries.map((e) => placeAt(e, at)),
      exit: placeAt(c.exit, at),
      landing: c.landing.map((s) => placePoint(s, at)),
    })),
    elevators: things.elevators.map((e) => ({
      ...e,
      squares: e.squares.map((s) => placePoint(s, at)),
      floors: e.floors.map(at.floor),
      startFloor: at.floor(e.startFloor),
    })),
    features: things.features.map((f) => placeFeature(f, at)),
    rooms: things.rooms.map(
      (r) =>
        ({
          ...r,
          floor: at.floor(r.floor),
          squares: r.squares.map((s) => placeRect(s, at)),
        }) as Room,
    ),
  };
}

/** The rows of a region's terrain flipped or turned. */
export function transformRows(
  rows: readonly string[],
  transform: RegionTransform,
  width: number,
): string[] {
  const height = rows.length;
  const size = transformedSize(transform, { width, height });
  const back = regionTransform(inverse[transform], size.width, size.height);
  return Array.from({ length: size.height }, (_, y) => {
    let row = '';
    for (let x = 0; x < size.width; x++) {
      const from = back.point({ x, y });
      row += rows[from.y]?.charAt(from.x) ?? '#';
    }
    return row;
  });
}

/** The transform that undoes each. */
export const inverse: Readonly<Record<RegionTransform, RegionTransform>> = {
  'flip-x': 'flip-x',
  'flip-y': 'flip-y',
  'rotate-cw': 'rotate-ccw',
  'rotate-ccw': 'rotate-cw',
};
