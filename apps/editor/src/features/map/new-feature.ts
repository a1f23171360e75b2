import {
  featureKinds,
  type DungeonMap,
  type Feature,
  type FeatureKind,
  type Room,
} from '@dungeonbowl/dungeon-schema';
import type { At } from './placement';

export type { FeatureKind };
export type RoomKind = Room['kind'];

/** Every kind of mechanism, in the order of the map format. */
export const featureKindList = Object.keys(featureKinds) as FeatureKind[];

export const roomKindList: readonly RoomKind[] = [
  'spikes',
  'geysers',
  'moss',
  'monster',
  'magic-statue',
  'potions',
  'prison',
  'collapsed',
  'boats',
  'cursed-pool',
  'labyrinth',
  'central',
];

/** The first id of the form `prefix-N` that nothing in the map uses yet. */
export function freeId(map: DungeonMap, prefix: string): string {
  const used = new Set<string>([
    ...(map.features ?? []).flatMap((f) => ('id' in f ? [f.id] : [])),
    ...(map.rooms ?? []).map((r) => r.id),
    ...(map.chutes ?? []).map((c) => c.id),
    ...(map.elevators ?? []).map((e) => e.id),
  ]);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** The prefix of the ids the editor gives each kind of feature that has one (`door-1`, `tilt-2`). */
export const featureIdPrefix = {
  door: 'door',
  portcullis: 'portcullis',
  portal: 'portal',
  'tilting-corridor': 'tilt',
  'rotating-corridor': 'rotor',
  'mine-cart': 'cart',
  boat: 'boat',
  'monster-lair': 'lair',
} as const satisfies Partial<Record<FeatureKind, string>>;

/**
 * A feature of a kind placed on a square with sensible defaults: the next free id or number, and
 * links to the first room, end zone or station it can belong to. What cannot be guessed shows up
 * as a MAP-FEATURE finding to fix in the file or, later, in the properties panel.
 */
export function newFeature(map: DungeonMap, kind: FeatureKind, at: At): Feature {
  const base = { floor: at.floor, x: at.x, y: at.y };
  const features = map.features ?? [];
  const roomOf = (roomKind: RoomKind, floor?: number) =>
    (map.rooms ?? []).find((r) => r.kind === roomKind && (floor === undefined || r.floor === floor))
      ?.id ?? `no-${roomKind}-room`;
  switch (kind) {
    case 'door':
      return { kind, ...base, id: freeId(map, featureIdPrefix.door), start: 'random' };
    case 'portcullis':
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix.portcullis),
        side: 'north',
        start: 'random',
      };
    case 'portal':
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix.portal),
        side: 'north',
        start: 'random',
        endZone: map.endZones[0]?.id ?? 'Z1',
      };
    case 'statue':
      return { kind, ...base };
    case 'geyser-vent': {
      const room = roomOf('geysers', at.floor);
      const taken = new Set(
        features.flatMap((f) => (f.kind === 'geyser-vent' && f.room === room ? [f.number] : [])),
      );
      return {
        kind,
        ...base,
        number: Array.from({ length: 20 }, (_, i) => i + 1).find((n) => !taken.has(n)) ?? 20,
        room,
      };
    }
    case 'tilting-corridor':
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix['tilting-corridor']),
        direction: 'east',
        length: 4,
        start: 'random',
      };
    case 'rotating-corridor':
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix['rotating-corridor']),
        armLength: 2,
        start: 'north-south',
        entries: ['north'],
      };
    case 'prison-trapdoor':
      return { kind, ...base, prison: roomOf('prison', at.floor - 1) };
    case 'prison-lever':
      return { kind, ...base, prison: roomOf('prison', at.floor) };
    case 'cart-station': {
      const taken = new Set(features.flatMap((f) => (f.kind === 'cart-station' ? [f.number] : [])));
      return {
        kind,
        ...base,
        number: [1, 2, 3, 4, 5, 6, 7, 8].find((n) => !taken.has(n)) ?? 8,
        boarding: [],
      };
    }
    case 'mine-cart': {
      const station = features.find((f) => f.kind === 'cart-station');
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix['mine-cart']),
        station: station?.kind === 'cart-station' ? station.number : 1,
      };
    }
    case 'boat':
      return { kind, ...base, id: freeId(map, featureIdPrefix.boat), facing: 'east' };
    case 'jetty':
      return { kind, ...base, width: 1, height: 1 };
    case 'potion-table':
      return { kind, ...base, width: 2, height: 1, potions: 14 };
    case 'monster-lair':
      return {
        kind,
        ...base,
        id: freeId(map, featureIdPrefix['monster-lair']),
        monster: 'goblours',
        protects: [{ x: at.x, y: at.y, width: 1, height: 1 }],
      };
  }
}

/** A room of a kind over a rectangle of squares, with the next free id. */
export function newRoom(
  map: DungeonMap,
  kind: RoomKind,
  floor: number,
  rect: { x: number; y: number; width: number; height: number },
): Room {
  return { id: freeId(map, kind), kind, floor, squares: [rect] } as Room;
}
