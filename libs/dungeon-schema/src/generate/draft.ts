import type {
  Chest,
  Chute,
  Elevator,
  EndZone,
  Feature,
  Link,
  Room,
  Teleporter,
} from '../generated/dungeon-map.v1';
import type { Ruleset } from '../rules/catalog';
import { terrainInfo } from '../terrain';
import type { Rng } from './prng';

/** Which dungeon's special rooms and mechanisms a generated map draws from. */
export type DungeonStyle = 'valdemor' | 'pyramid' | 'mixed';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One box of the layout grid; every floor's room in it covers its core. */
export interface Cell {
  readonly col: number;
  readonly row: number;
  readonly bounds: Rect;
  /** The 4x4 middle of the cell: inside every room of the cell, where corridors meet it. */
  readonly core: Rect;
}

export interface DraftRoom {
  readonly floor: number;
  readonly cell: Cell;
  /** The room's open squares (its walls are around it). */
  readonly rect: Rect;
  /** What the room became: nothing yet, an end zone's room, the river's, or a special room. */
  use: 'plain' | 'end-zone' | 'river' | 'special';
}

export interface Corridor {
  readonly floor: number;
  readonly horizontal: boolean;
  readonly rect: Rect;
  /** A hazard or a mechanism lies along it already. */
  used: boolean;
}

/**
 * A map under construction: terrain as one character array per floor, and per floor which squares
 * hold something (`taken`) and which a player cannot walk through (`blocked`: chests, filling
 * features, holes, hazards, the river). Every step of the generator keeps the open squares of the
 * whole dungeon connected; `blocked` is what makes that checkable locally.
 */
export interface Draft {
  readonly width: number;
  readonly height: number;
  readonly floors: number;
  readonly ruleset: Ruleset;
  readonly style: DungeonStyle;
  readonly rng: Rng;
  readonly terrain: string[][];
  readonly taken: Uint8Array[];
  readonly blocked: Uint8Array[];
  readonly cells: Cell[];
  readonly rooms: DraftRoom[];
  readonly corridors: Corridor[];
  readonly chests: Chest[];
  readonly teleporters: Teleporter[];
  readonly endZones: EndZone[];
  readonly links: Link[];
  readonly chutes: Chute[];
  readonly elevators: Elevator[];
  readonly features: Feature[];
  readonly specialRooms: Room[];
}

export interface Square {
  readonly x: number;
  readonly y: number;
}

/** Thrown inside one attempt when the dice left no room for something; the attempt is retried. */
export class NoRoom extends Error {}

export function newDraft(
  options: { width: number; height: number; floors: number; ruleset: Ruleset; style: DungeonStyle },
  rng: Rng,
): Draft {
  const size = options.width * options.height;
  const perFloor = <T>(make: () => T) => Array.from({ length: options.floors }, make);
  return {
    ...options,
    rng,
    terrain: perFloor(() => new Array<string>(size).fill('#')),
    taken: perFloor(() => new Uint8Array(size)),
    blocked: perFloor(() => new Uint8Array(size)),
    cells: [],
    rooms: [],
    corridors: [],
    chests: [],
    teleporters: [],
    endZones: [],
    links: [],
    chutes: [],
    elevators: [],
    features: [],
    specialRooms: [],
  };
}

function terrainOf(d: Draft, floor: number, x: number, y: number): string {
  if (x < 0 || y < 0 || x >= d.width || y >= d.height) return '#';
  return d.terrain[floor]?.[y * d.width + x] ?? '#';
}

export function setTerrain(d: Draft, floor: number, x: number, y: number, char: string): void {
  (d.terrain[floor] as string[])[y * d.width + x] = char;
}

export function fillRect(d: Draft, floor: number, r: Rect, char: string): void {
  for (const s of rectSquares(r)) setTerrain(d, floor, s.x, s.y, char);
}

export function rectSquares(r: Rect): Square[] {
  const squares: Square[] = [];
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++) squares.push({ x, y });
  return squares;
}

/** The rectangle shrunk by `by` squares on every side (maybe empty). */
export function inset(r: Rect, by: number): Rect {
  return {
    x: r.x + by,
    y: r.y + by,
    width: Math.max(0, r.width - 2 * by),
    height: Math.max(0, r.height - 2 * by),
  };
}

function isTaken(d: Draft, floor: number, s: Square): boolean {
  return (d.taken[floor] as Uint8Array)[s.y * d.width + s.x] === 1;
}

export function take(d: Draft, floor: number, squares: readonly Square[]): void {
  for (const s of squares) (d.taken[floor] as Uint8Array)[s.y * d.width + s.x] = 1;
}

/** A square a player can walk on and nothing stands on: room for a thing that does not fill it. */
export function isFree(d: Draft, floor: number, s: Square, terrains = '.'): boolean {
  return (
    terrains.includes(terrainOf(d, floor, s.x, s.y)) &&
    !isTaken(d, floor, s) &&
    (d.blocked[floor] as Uint8Array)[s.y * d.width + s.x] === 0
  );
}

function isOpen(d: Draft, floor: number, x: number, y: number): boolean {
  return (
    terrainInfo(terrainOf(d, floor, x, y)).walkable &&
    (d.blocked[floor] as Uint8Array)[y * d.width + x] === 0
  );
}

/** The squares around a rectangle, in order round it: each is a side-by-side step from the last. */
function ringAround(r: Rect): Square[] {
  const x0 = r.x - 1;
  const y0 = r.y - 1;
  const x1 = r.x + r.width;
  const y1 = r.y + r.height;
  const ring: Square[] = [];
  for (let x = x0; x < x1; x++) ring.push({ x, y: y0 });
  for (let y = y0; y < y1; y++) ring.push({ x: x1, y });
  for (let x = x1; x > x0; x--) ring.push({ x, y: y1 });
  for (let y = y1; y > y0; y--) ring.push({ x: x0, y });
  return ring;
}

/**
 * Can this rectangle of a room be closed to walkers (a chest, a statue, a hole) without cutting any
 * way through the dungeon? Its squares must be free, of the given terrain, and nothing closed may
 * touch it; the open squares around it must form one unbroken run round it. Any walk through it
 * can then go round it instead, so the dungeon stays in one piece, and what touches it (a chest
 * needs a square beside it) keeps an open neighbour.
 */
export function canClose(d: Draft, room: DraftRoom, area: Rect, terrains = '.'): boolean {
  const r = room.rect;
  if (area.x < r.x || area.y < r.y || area.x + area.width > r.x + r.width) return false;
  if (area.y + area.height > r.y + r.height) return false;
  if (!rectSquares(area).every((s) => isFree(d, room.floor, s, terrains))) return false;
  const blocked = d.blocked[room.floor] as Uint8Array;
  const ring = ringAround(area);
  if (ring.some((s) => blocked[s.y * d.width + s.x] === 1)) return false;
  const open = ring.map((s) => isOpen(d, room.floor, s.x, s.y));
  const starts = open.filter((o, i) => o && !open[(i + open.length - 1) % open.length]).length;
  return open.every(Boolean) || starts === 1;
}

/** One square as a rectangle. */
export const unit = (s: Square): Rect => ({ x: s.x, y: s.y, width: 1, height: 1 });

/** Closes squares found by `canClose`, optionally changing their terrain (a hole, a pit). */
export function close(d: Draft, floor: number, squares: readonly Square[], char?: string): void {
  for (const s of squares) {
    (d.blocked[floor] as Uint8Array)[s.y * d.width + s.x] = 1;
    if (char) setTerrain(d, floor, s.x, s.y, char);
  }
  take(d, floor, squares);
}

export function roomsOn(d: Draft, floor: number): DraftRoom[] {
  return d.rooms.filter((r) => r.floor === floor);
}

/**
 * A random item that passes `fits`: a few random probes first (most tries succeed at once on a
 * large map), then every item, so that nothing that fits is ever missed. Null when none fits.
 */
export function pickFitting<T>(
  rng: Rng,
  items: readonly T[],
  fits: (item: T) => boolean,
): T | null {
  if (items.length === 0) return null;
  for (let i = 0; i < 24; i++) {
    const item = rng.pick(items);
    if (fits(item)) return item;
  }
  const all = items.filter(fits);
  return all.length > 0 ? rng.pick(all) : null;
}

/** A random square of the given rooms that passes `fits`, or NoRoom. */
export function pickSquare(
  d: Draft,
  rooms: readonly DraftRoom[],
  fits: (room: DraftRoom, s: Square) => boolean,
  what: string,
): { room: DraftRoom; square: Square } {
  const squares = rooms.flatMap((room) =>
    rectSquares(room.rect).map((square) => ({ room, square })),
  );
  const found = pickFitting(d.rng, squares, ({ room, square }) => fits(room, square));
  if (!found) throw new NoRoom(`no room for ${what}`);
  return found;
}
