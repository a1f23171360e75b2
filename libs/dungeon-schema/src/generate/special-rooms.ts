import type { Feature, Room } from '../generated/dungeon-map.v1';
import { roomKindNames } from '../names';
import {
  canClose,
  close,
  inset,
  isFree,
  pickFitting,
  rectSquares,
  setTerrain,
  take,
  unit,
  type Draft,
  type DraftRoom,
  type Square,
} from './draft';

/** Kept well inside the format's limits (64 rooms, 512 features) on the largest maps. */
const MAX_SPECIAL_ROOMS = 16;
const MAX_VENTS = 12;

type SpecialKind = Extract<
  Room['kind'],
  | 'spikes'
  | 'geysers'
  | 'moss'
  | 'collapsed'
  | 'cursed-pool'
  | 'magic-statue'
  | 'monster'
  | 'potions'
  | 'prison'
  | 'boats'
>;

const VALDEMOR: readonly SpecialKind[] = ['spikes', 'geysers', 'moss'];
const PYRAMID: readonly SpecialKind[] = [
  'collapsed',
  'cursed-pool',
  'magic-statue',
  'monster',
  'potions',
  'prison',
  'boats',
];

/** Free floor squares of a room, optionally off its edge ring. */
function freeSquares(d: Draft, room: DraftRoom, ring = 0): Square[] {
  return rectSquares(inset(room.rect, ring)).filter((s) => isFree(d, room.floor, s));
}

/** Turns the free floor squares of a room (or of its middle) into another terrain. */
function retile(d: Draft, room: DraftRoom, ring: number, char: () => string): Square[] {
  const squares = freeSquares(d, room, ring);
  for (const s of squares) setTerrain(d, room.floor, s.x, s.y, char());
  return squares;
}

/** One closed square (a statue, a lair) somewhere it keeps every way open, or null. */
function closable(d: Draft, room: DraftRoom, width = 1): Square[] | null {
  const spot = pickFitting(d.rng, rectSquares(room.rect), (s) =>
    canClose(d, room, { x: s.x, y: s.y, width, height: 1 }),
  );
  if (!spot) return null;
  return Array.from({ length: width }, (_, i) => ({ x: spot.x + i, y: spot.y }));
}

/**
 * Fits a special room of this kind into the room, with the mechanisms its rules need; returns the
 * room's extra record, or null (leaving the draft as it was) when it does not fit.
 */
function furnish(d: Draft, room: DraftRoom, kind: SpecialKind, id: string): Room['options'] | null {
  const features: Feature[] = [];
  const floor = room.floor;
  switch (kind) {
    case 'spikes':
      return {};
    case 'moss':
      retile(d, room, 0, () => 'm');
      return {};
    case 'collapsed':
      retile(d, room, 0, () => (d.rng.chance(0.3) ? 'r' : 's'));
      return {};
    case 'cursed-pool':
      if (freeSquares(d, room, 1).length < 4) return null;
      retile(d, room, 1, () => '~');
      return {};
    case 'geysers': {
      const spots = d.rng.shuffled(freeSquares(d, room));
      const count = Math.min(MAX_VENTS, Math.floor(spots.length / 3));
      if (count < 3) return null;
      spots.slice(0, count).forEach((s, i) => {
        features.push({ kind: 'geyser-vent', floor, x: s.x, y: s.y, number: i + 1, room: id });
        take(d, floor, [s]);
      });
      d.features.push(...features);
      return { steam: d.rng.chance(0.5) ? 'hot' : 'explosive' };
    }
    case 'magic-statue': {
      const spot = closable(d, room);
      if (!spot) return null;
      close(d, floor, spot);
      d.features.push({ kind: 'statue', floor, ...(spot[0] as Square) });
      return { boltOn: 6 };
    }
    case 'monster': {
      const spot = closable(d, room);
      if (!spot) return null;
      close(d, floor, spot);
      d.features.push({
        kind: 'monster-lair',
        floor,
        ...(spot[0] as Square),
        id: `lair-${id}`,
        monster: 'goblours',
        protects: [room.rect],
      });
      return {};
    }
    case 'potions': {
      const spot = closable(d, room, 2);
      if (!spot) return null;
      close(d, floor, spot);
      d.features.push({
        kind: 'potion-table',
        floor,
        ...(spot[0] as Square),
        width: 2,
        height: 1,
        potions: 14,
      });
      return {};
    }
    case 'prison': {
      const above = d.rooms.filter((r) => r.floor === floor + 1);
      const trapdoor = pickFitting(d.rng, rectSquares(room.rect), (s) =>
        above.some((r) => canClose(d, r, unit(s))),
      );
      const levers = freeSquares(d, room);
      if (!trapdoor || levers.length === 0) return null;
      const lever = d.rng.pick(levers);
      close(d, floor + 1, [trapdoor], 'o');
      take(d, floor, [lever]);
      d.features.push(
        { kind: 'prison-trapdoor', floor: floor + 1, ...trapdoor, prison: id },
        { kind: 'prison-lever', floor, ...lever, prison: id },
      );
      return { capacity: 6 };
    }
    case 'boats': {
      const pool = inset(room.rect, 1);
      const water = rectSquares(pool);
      if (pool.width < 2 || pool.height < 2 || water.some((s) => !isFree(d, floor, s))) return null;
      const jetties = rectSquares(room.rect).filter(
        (s) =>
          isFree(d, floor, s) &&
          !water.some((w) => w.x === s.x && w.y === s.y) &&
          water.some((w) => Math.abs(w.x - s.x) + Math.abs(w.y - s.y) === 1),
      );
      if (jetties.length === 0) return null;
      for (const s of water) setTerrain(d, floor, s.x, s.y, '~');
      const rows = d.rng.shuffled(Array.from({ length: pool.height }, (_, i) => pool.y + i));
      rows.slice(0, 2).forEach((y, i) => {
        const x = d.rng.between(pool.x, pool.x + pool.width - 2);
        features.push({ kind: 'boat', floor, x, y, id: `boat-${id}-${i + 1}`, facing: 'east' });
        take(d, floor, [
          { x, y },
          { x: x + 1, y },
        ]);
      });
      const jetty = d.rng.pick(jetties);
      take(d, floor, [jetty]);
      features.push({ kind: 'jetty', floor, ...jetty, width: 1, height: 1 });
      d.features.push(...features);
      return {};
    }
  }
}

/**
 * Special rooms of Valdemor and the Pyramid (or both), in about a third of the rooms still plain,
 * at least one: moss, sand and rubble, water, geyser vents, a statue, a monster's lair, a potion
 * table, a prison under trapdoors from the floor above, boats on a pool.
 */
export function placeSpecialRooms(d: Draft): void {
  const kinds =
    d.style === 'valdemor' ? VALDEMOR : d.style === 'pyramid' ? PYRAMID : [...VALDEMOR, ...PYRAMID];
  const plain = d.rng.shuffled(d.rooms.filter((r) => r.use === 'plain'));
  const wanted = Math.min(MAX_SPECIAL_ROOMS, Math.max(1, Math.round(plain.length * 0.35)));
  let queue = d.rng.shuffled(kinds);
  let tries = 0;
  for (const room of plain) {
    if (d.specialRooms.length >= wanted || tries > plain.length * 2) break;
    for (let k = 0; k < queue.length; k++) {
      tries++;
      const kind = queue[k] as SpecialKind;
      if (kind === 'prison' && room.floor + 1 >= d.floors) continue;
      if (kind === 'potions' && d.floors > 1 && room.floor !== 1) continue;
      const id = `${kind}-${d.specialRooms.length + 1}`;
      const options = furnish(d, room, kind, id);
      if (!options) continue;
      room.use = 'special';
      d.specialRooms.push({
        id,
        kind,
        floor: room.floor,
        name: roomKindNames[kind],
        squares: [room.rect],
        ...(Object.keys(options).length > 0 ? { options } : {}),
      } as Room);
      queue = queue.filter((_, i) => i !== k);
      if (queue.length === 0) queue = d.rng.shuffled(kinds);
      break;
    }
  }
}

/** Statues standing in a plain room (Jervis's statues, the Valdemor hall). */
export function placeStatues(d: Draft): void {
  const plain = d.rooms.filter((r) => r.use === 'plain');
  if (plain.length === 0) return;
  const room = d.rng.pick(plain);
  for (let i = d.rng.between(2, 4); i > 0; i--) {
    const spot = closable(d, room);
    if (!spot) return;
    close(d, room.floor, spot);
    d.features.push({ kind: 'statue', floor: room.floor, ...(spot[0] as Square) });
  }
}
