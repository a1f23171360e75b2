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

export function terrainOf(d: Draft, floor: number, x: number, y: number): string {
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

export function isTaken(d: Draft, floor: number, s: Square): boolean {
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

/**
 * Can these squares of a room be closed to walkers (a chest, a statue, a hole) without cutting any
 * way through the dungeon? They must lie off the room's edge ring, on free squares of the given
 * terrain, with every square around them open. Closed spots are then islands inside open ground,
 * which walkers go around, and no later closed spot may touch them.
 */
export function canClose(d: Draft, room: DraftRoom, squares: readonly Square[], terrains = '.') {
  const inner = inset(room.rect, 1);
  const inside = (s: Square) =>
    s.x >= inner.x && s.y >= inner.y && s.x < inner.x + inner.width && s.y < inner.y + inner.height;
  const own = (x: number, y: number) => squares.some((s) => s.x === x && s.y === y);
  return squares.every((s) => {
    if (!inside(s) || !isFree(d, room.floor, s, terrains)) return false;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = s.x + dx;
        const y = s.y + dy;
        if ((dx !== 0 || dy !== 0) && !own(x, y) && !isOpen(d, room.floor, x, y)) return false;
      }
    return true;
  });
}

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

/** A random square of the given rooms that passes `fits`, or NoRoom. */
export function pickSquare(
  d: Draft,
  rooms: readonly DraftRoom[],
  fits: (room: DraftRoom, s: Square) => boolean,
  what: string,
): { room: DraftRoom; square: Square } {
  const found: { room: DraftRoom; square: Square }[] = [];
  for (const room of rooms)
    for (const square of rectSquares(room.rect))
      if (fits(room, square)) found.push({ room, square });
  if (found.length === 0) throw new NoRoom(`no room for ${what}`);
  return d.rng.pick(found);
}
