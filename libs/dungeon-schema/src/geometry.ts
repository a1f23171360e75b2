import type { DungeonMap, EndZone } from './generated/dungeon-map.v1';
import { terrainInfo } from './terrain';
import { counted } from './names';

export interface At {
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

export type Side = 'north' | 'east' | 'south' | 'west';

export const sideStep: Readonly<Record<Side, { dx: number; dy: number }>> = {
  north: { dx: 0, dy: -1 },
  east: { dx: 1, dy: 0 },
  south: { dx: 0, dy: 1 },
  west: { dx: -1, dy: 0 },
};

/** Blood Bowl distance between two squares: max(|dx|, |dy|); squares on different floors are never near. */
export function distance(a: At, b: At): number {
  return a.floor === b.floor ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) : Infinity;
}

/** Distance from a square to the nearest square of an end zone. */
export function distanceToEndZone(at: At, zone: EndZone): number {
  if (at.floor !== zone.floor) return Infinity;
  const dx = Math.max(zone.x - at.x, 0, at.x - (zone.x + zone.width - 1));
  const dy = Math.max(zone.y - at.y, 0, at.y - (zone.y + zone.height - 1));
  return Math.max(dx, dy);
}

export function inEndZone(at: At, zone: EndZone): boolean {
  return distanceToEndZone(at, zone) === 0;
}

export function endZoneSquares(zone: EndZone): At[] {
  const squares: At[] = [];
  for (let y = zone.y; y < zone.y + zone.height; y++) {
    for (let x = zone.x; x < zone.x + zone.width; x++) squares.push({ floor: zone.floor, x, y });
  }
  return squares;
}

export function rectangleSquares(
  r: { x: number; y: number; width: number; height: number },
  floor: number,
): At[] {
  const squares: At[] = [];
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) squares.push({ floor, x, y });
  }
  return squares;
}

export function inGrid(map: DungeonMap, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < map.width && y < map.height;
}

export function onMap(map: DungeonMap, at: At): boolean {
  return at.floor >= 0 && at.floor < map.floors.length && inGrid(map, at.x, at.y);
}

/** The terrain character at a square, or undefined off the map. */
export function terrainAt(map: DungeonMap, at: At): string | undefined {
  if (!onMap(map, at)) return undefined;
  return map.floors[at.floor]?.rows[at.y]?.charAt(at.x);
}

export function isWalkable(map: DungeonMap, at: At): boolean {
  return terrainInfo(terrainAt(map, at)).walkable;
}

export function floorName(map: DungeonMap, floor: number): string {
  return map.floors[floor]?.name ?? `floor ${floor}`;
}

/** "(3, 4) on Ground floor": how messages name a square. */
export function squareName(map: DungeonMap, at: At): string {
  return `(${at.x}, ${at.y}) on ${floorName(map, at.floor)}`;
}

export function sameSquare(a: At, b: At): boolean {
  return a.floor === b.floor && a.x === b.x && a.y === b.y;
}

/** "1 floor", "3 floors": how messages say how many floors a map has. */
export function floorCount(map: DungeonMap): string {
  return counted(map.floors.length, 'floor');
}
