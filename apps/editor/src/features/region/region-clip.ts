import type { DungeonMap, Feature, Room } from '@dungeonbowl/dungeon-schema';
import { addedStack, MAX_FLOORS, restackFloors } from '../map/floor-stack';
import { featureIdPrefix, freeId } from '../map/new-feature';
import { nextTeleporterNumber, withHoleAbove } from '../map/placement';
import { removeThing } from '../map/thing-edits';
import { footprint, thingLists, thingName, thingSquares, type ThingKind } from '../map/things';
import {
  placeThings,
  regionTransform,
  transformedSize,
  transformRows,
  translation,
  type Rect,
  type RegionThings,
  type RegionTransform,
} from './region-transform';

/**
 * A region of one floor taken out of a map: its terrain and the things on it, as plain JSON (a
 * stamp is one, kept in the browser). Squares count from the region's north-west corner and
 * floors from the region's floor, so a thing on the floor above has floor 1 and one below -1.
 */
export interface Clip {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly things: RegionThings;
}

/** A paste done, with what had to be left out, one line each; or refused, with the reason. */
export type Pasted =
  { readonly map: DungeonMap; readonly left: readonly string[] } | { readonly refused: string };

const kinds = Object.keys(thingLists) as ThingKind[];

/** The part of a rectangle on the grid, or null when none of it is. */
export function rectOnGrid(map: DungeonMap, rect: Rect): Rect | null {
  const x = Math.max(rect.x, 0);
  const y = Math.max(rect.y, 0);
  const width = Math.min(rect.x + rect.width, map.width) - x;
  const height = Math.min(rect.y + rect.height, map.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

const inside = (rect: Rect) => (s: { x: number; y: number }) =>
  s.x >= rect.x && s.y >= rect.y && s.x < rect.x + rect.width && s.y < rect.y + rect.height;

/**
 * The things a region holds, by kind, in the map's order: those with a square on its floor and
 * every square they need (on any floor) inside its rectangle. A ladder or rope is held by the
 * region of its foot, not of its hole; an elevator by the region of any floor it serves.
 */
export function thingsInRegion(
  map: DungeonMap,
  floor: number,
  rect: Rect,
): { kind: ThingKind; index: number }[] {
  const within = inside(rect);
  return kinds.flatMap((kind) => {
    const list: readonly unknown[] = map[thingLists[kind]] ?? [];
    return list.flatMap((_, index) => {
      const ref = { kind, index };
      const here =
        kind === 'link'
          ? map.links![index]!.floor === floor
          : thingSquares(map, ref).some((s) => s.floor === floor);
      return here && footprint(map, ref).every(within) ? [ref] : [];
    });
  });
}

const emptyThings = (): { -readonly [K in keyof RegionThings]: RegionThings[K][number][] } => ({
  chests: [],
  teleporters: [],
  endZones: [],
  links: [],
  chutes: [],
  elevators: [],
  features: [],
  rooms: [],
});

/** The terrain and things of a rectangle of one floor (the part of it on the grid). */
export function copyRegion(map: DungeonMap, floor: number, rect: Rect): Clip | null {
  const r = rectOnGrid(map, rect);
  const rows = map.floors[floor]?.rows;
  if (!r || !rows) return null;
  const taken = emptyThings();
  for (const { kind, index } of thingsInRegion(map, floor, r)) {
    const list = thingLists[kind];
    (taken[list] as unknown[]).push(map[list]![index]);
  }
  return {
    width: r.width,
    height: r.height,
    rows: rows.slice(r.y, r.y + r.height).map((row) => row.slice(r.x, r.x + r.width)),
    things: placeThings(taken, translation(-r.x, -r.y, -floor)),
  };
}

/** The map with a block of terrain written on a floor at a place; what falls off the grid is cut. */
function writeRows(
  map: DungeonMap,
  floor: number,
  at: { x: number; y: number },
  block: readonly string[],
): DungeonMap {
  const target = map.floors[floor];
  if (!target) return map;
  const rows = target.rows.map((row, y) => {
    const line = block[y - at.y];
    if (line === undefined) return row;
    const from = Math.max(0, -at.x);
    const to = Math.min(line.length, map.width - at.x);
    if (to <= from) return row;
    return row.slice(0, at.x + from) + line.slice(from, to) + row.slice(at.x + to);
  });
  return { ...map, floors: map.floors.map((f, i) => (i === floor ? { ...f, rows } : f)) };
}

/** The map with a region emptied: solid rock, and the things it holds taken away. */
export function clearRegion(map: DungeonMap, floor: number, rect: Rect): DungeonMap {
  const r = rectOnGrid(map, rect);
  if (!r || !map.floors[floor]) return map;
  const rock = Array.from({ length: r.height }, () => '#'.repeat(r.width));
  let next = writeRows(map, floor, r, rock);
  // Last first, so that taking one away leaves the indexes of the others as they were.
  for (const ref of thingsInRegion(map, floor, r).reverse()) next = removeThing(next, ref);
  return next;
}

/** The nine end zone ids the end zone tool gives. */
const endZoneIds = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7', 'Z8', 'Z9'];
const stationNumbers = [1, 2, 3, 4, 5, 6, 7, 8];
const idPrefix: Partial<Record<Feature['kind'], string>> = featureIdPrefix;

/**
 * A clip written onto a floor with its north-west corner at a square: its terrain over what was
 * there (cut at the grid's edge), its things added beside those there. With `fresh` ids (a paste,
 * a stamp), each thing gets the next free id or number as its tool gives one (teleporters 1-6,
 * end zones Z1-Z9, `door-N`, cart stations 1-8...) and the things of the clip that name one
 * another (a portal its end zone, a vent its room, a cart its station) follow. A thing that would
 * stand off the grid or on a floor the map lacks, or finds no free number, is left out and named
 * in `left`; a room keeps its squares on the grid. A ladder or rope gets its hole above. The
 * result is a valid map file (the map keeps checking it: see `regionPasted`).
 */
export function pasteClip(
  map: DungeonMap,
  floor: number,
  at: { x: number; y: number },
  clip: Clip,
  ids: 'fresh' | 'kept' = 'fresh',
): Pasted {
  if (!map.floors[floor]) return { refused: `The map has no floor ${floor}.` };
  const fresh = ids === 'fresh';
  const placed = placeThings(clip.things, translation(at.x, at.y, floor));
  const shown = { ...map, ...placed };
  const onGrid = (s: { x: number; y: number }) =>
    s.x >= 0 && s.y >= 0 && s.x < map.width && s.y < map.height;
  const onFloors = (s: { floor: number }) => s.floor >= 0 && s.floor < map.floors.length;
  const left: string[] = [];
  const describe = (kind: ThingKind, index: number) => {
    const square = thingSquares(shown, { kind, index })[0];
    // A chest, a ladder or a rope is named by its place in the map's list, which it has no more.
    const name =
      kind === 'chest'
        ? 'a chest'
        : kind === 'link'
          ? `a ${placed.links[index]!.kind}`
          : thingName(shown, { kind, index });
    return square ? `${name} at (${square.x}, ${square.y})` : name;
  };
  /** Whether a thing of the clip can stand where it lands; if not, it is named in `left`. */
  const fits = (kind: ThingKind, index: number) => {
    const ref = { kind, index };
    const reason = !thingSquares(shown, ref).every(onFloors)
      ? 'the map has no floor for it there'
      : !footprint(shown, ref).every(onGrid)
        ? 'off the map'
        : null;
    if (reason) left.push(`${describe(kind, index)}: ${reason}`);
    return reason === null;
  };

  let next = writeRows(map, floor, at, clip.rows);
  const renamedZones = new Map<string, string>();
  const renamedRooms = new Map<string, string>();
  const renamedStations = new Map<number, number>();

  const endZones = [...next.endZones];
  placed.endZones.forEach((zone, i) => {
    if (!fits('end-zone', i)) return;
    const id = fresh ? endZoneIds.find((z) => !endZones.some((e) => e.id === z)) : zone.id;
    if (!id) return left.push(`${describe('end-zone', i)}: all nine end zone ids are taken`);
    renamedZones.set(zone.id, id);
    endZones.push({ ...zone, id });
  });
  next = { ...next, endZones };

  const rooms: Room[] = [...(next.rooms ?? [])];
  placed.rooms.forEach((room, i) => {
    if (!onFloors(room))
      return left.push(`${describe('room', i)}: the map has no floor for it there`);
    const squares = room.squares.flatMap((r) => {
      const cut = rectOnGrid(map, r);
      return cut ? [cut] : [];
    });
    if (squares.length === 0) return left.push(`${describe('room', i)}: off the map`);
    const area = (rects: readonly Rect[]) => rects.reduce((n, r) => n + r.width * r.height, 0);
    if (area(squares) < area(room.squares))
      left.push(`part of ${describe('room', i)}: off the map`);
    const id = fresh ? freeId({ ...next, rooms }, room.kind) : room.id;
    renamedRooms.set(room.id, id);
    rooms.push({ ...room, id, squares } as Room);
  });
  next = { ...next, rooms };

  const teleporters = [...next.teleporters];
  placed.teleporters.forEach((t, i) => {
    if (!fits('teleporter', i)) return;
    const number = fresh ? nextTeleporterNumber({ ...next, teleporters }) : t.number;
    if (number === null)
      return left.push(`${describe('teleporter', i)}: all six teleporter numbers are taken`);
    teleporters.push({ ...t, number });
  });
  next = {
    ...next,
    teleporters,
    chests: [...next.chests, ...placed.chests.filter((_, i) => fits('chest', i))],
  };

  const features: Feature[] = [...(next.features ?? [])];
  // Stations first, so that the carts pasted with them follow their new numbers.
  const order = placed.features
    .map((f, i) => ({ f, i }))
    .sort((a, b) => Number(b.f.kind === 'cart-station') - Number(a.f.kind === 'cart-station'));
  for (const { f, i } of order) {
    if (!fits('feature', i)) continue;
    if (!fresh) {
      features.push(f);
      continue;
    }
    let feature: Feature = f;
    const prefix = idPrefix[f.kind];
    if (prefix && 'id' in f) feature = { ...f, id: freeId({ ...next, features }, prefix) };
    if (f.kind === 'cart-station') {
      const number = stationNumbers.find(
        (n) => !features.some((g) => g.kind === 'cart-station' && g.number === n),
      );
      if (number === undefined) {
        left.push(`${describe('feature', i)}: all eight station numbers are taken`);
        continue;
      }
      renamedStations.set(f.number, number);
      feature = { ...f, number };
    }
    if (feature.kind === 'mine-cart')
      feature = { ...feature, station: renamedStations.get(feature.station) ?? feature.station };
    if (feature.kind === 'portal')
      feature = { ...feature, endZone: renamedZones.get(feature.endZone) ?? feature.endZone };
    if (feature.kind === 'geyser-vent')
      feature = { ...feature, room: renamedRooms.get(feature.room) ?? feature.room };
    if (feature.kind === 'prison-lever' || feature.kind === 'prison-trapdoor')
      feature = { ...feature, prison: renamedRooms.get(feature.prison) ?? feature.prison };
    features.push(feature);
  }
  next = { ...next, features };

  const chutes = [...(next.chutes ?? [])];
  placed.chutes.forEach((c, i) => {
    if (fits('chute', i))
      chutes.push(fresh ? { ...c, id: freeId({ ...next, chutes }, 'chute') } : c);
  });
  const elevators = [...(next.elevators ?? [])];
  placed.elevators.forEach((e, i) => {
    if (fits('elevator', i))
      elevators.push(fresh ? { ...e, id: freeId({ ...next, elevators }, 'lift') } : e);
  });
  const links = placed.links.filter((_, i) => fits('link', i));
  next = { ...next, chutes, elevators, links: [...(next.links ?? []), ...links] };
  for (const link of links) next = withHoleAbove(next, link);

  return { map: next, left };
}

/** A clip flipped or turned a quarter, its things with it. */
export function transformClip(clip: Clip, transform: RegionTransform): Clip {
  const size = transformedSize(transform, clip);
  return {
    ...size,
    rows: transformRows(clip.rows, transform, clip.width),
    things: placeThings(clip.things, regionTransform(transform, clip.width, clip.height)),
  };
}

/**
 * A region flipped or turned in place, about its north-west corner. Its things keep their ids and
 * their places in the map's lists (chest 1 stays chest 1). A turned region that is not square
 * reaches further east or south; what leaves the grid is taken away and named.
 */
export function transformRegion(
  map: DungeonMap,
  floor: number,
  rect: Rect,
  transform: RegionTransform,
): Pasted {
  const r = rectOnGrid(map, rect);
  const clip = r && copyRegion(map, floor, r);
  if (!r || !clip) return { map, left: [] };
  const turned = transformClip(clip, transform);
  const rock = Array.from({ length: r.height }, () => '#'.repeat(r.width));
  let next = writeRows(writeRows(map, floor, r, rock), floor, r, turned.rows);
  const refs = thingsInRegion(map, floor, r);
  const placed = placeThings(turned.things, translation(r.x, r.y, floor));
  for (const kind of kinds) {
    const list = thingLists[kind];
    const indexes = refs.filter((ref) => ref.kind === kind).map((ref) => ref.index);
    if (indexes.length === 0) continue;
    const moved = placed[list] as readonly unknown[];
    const old = (next[list] ?? []) as readonly unknown[];
    next = {
      ...next,
      [list]: old.map((t, i) => (indexes.includes(i) ? moved[indexes.indexOf(i)] : t)),
    };
  }
  const left: string[] = [];
  const onGrid = (s: { x: number; y: number }) =>
    s.x >= 0 && s.y >= 0 && s.x < map.width && s.y < map.height;
  const fits = refs.map((ref) => footprint(next, ref).every(onGrid));
  for (const [n, ref] of refs.entries())
    if (ref.kind === 'link' && fits[n]) next = withHoleAbove(next, next.links![ref.index]!);
  // Last first, so that taking one away leaves the indexes of the others as they were.
  for (let n = refs.length - 1; n >= 0; n--) {
    if (fits[n]) continue;
    left.unshift(`${thingName(next, refs[n]!)}: off the map`);
    next = removeThing(next, refs[n]!);
  }
  return { map: next, left };
}

/**
 * A copy of a floor put on top of the stack, with its terrain and the things it holds, given fresh
 * ids (move it down the stack from the floor list). On top, so that no ladder between two floors
 * is parted; what stands on it and needs another floor (a ladder's foot, which has no floor above
 * there, an elevator) is left out and named.
 */
export function duplicateFloor(map: DungeonMap, floor: number): Pasted {
  const source = map.floors[floor];
  if (!source) return { refused: `The map has no floor ${floor}.` };
  if (map.floors.length >= MAX_FLOORS)
    return {
      refused: `A map has at most ${MAX_FLOORS} floors; remove one to copy ${source.name}.`,
    };
  const clip = copyRegion(map, floor, { x: 0, y: 0, width: map.width, height: map.height })!;
  const grown = restackFloors(map, addedStack(map.floors.length, map.floors.length)).map;
  return pasteClip(grown, map.floors.length, { x: 0, y: 0 }, clip);
}
