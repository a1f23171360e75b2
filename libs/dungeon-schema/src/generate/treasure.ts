import { distance, distanceToEndZone } from '../geometry';
import {
  CHEST_FAR_FROM_END_ZONE,
  CHEST_NEAR_END_ZONE,
  CHEST_SPACING,
  TELEPORTER_SPACING,
} from '../rules/distances';
import {
  NoRoom,
  canClose,
  close,
  isFree,
  rectSquares,
  roomsOn,
  take,
  type Draft,
  type Square,
} from './draft';

/** Terrain a chest or a teleporter may stand on (MAP-SQUARE). */
const HOLDS_THINGS = '.ms';
const COUNT = 6;

/** How many of six things go on each floor: one on every floor, the rest where the rooms are. */
function perFloor(d: Draft): number[] {
  const counts = Array.from({ length: d.floors }, () => 1);
  const rooms = d.rooms.map((r) => r.floor);
  for (let n = d.floors; n < COUNT; n++) {
    const f = d.rng.pick(rooms);
    counts[f] = (counts[f] as number) + 1;
  }
  return counts;
}

/**
 * The six chests, each in a room where walkers go round it, spread at least CHEST_SPACING apart,
 * and further from every end zone than the ruleset allows (MAP-CHEST-EZ, MAP-CHEST-EZ-FAR).
 */
function placeChests(d: Draft): void {
  const limit = d.ruleset === 'jervis-1998' ? CHEST_FAR_FROM_END_ZONE : CHEST_NEAR_END_ZONE;
  const counts = perFloor(d);
  const fits = (floor: number, s: Square) => {
    const at = { floor, ...s };
    return (
      d.endZones.every((z) => distanceToEndZone(at, z) > limit) &&
      d.chests.every((c) => distance(c, at) >= CHEST_SPACING)
    );
  };
  const spotsOn = (floor: number) =>
    roomsOn(d, floor).flatMap((room) =>
      rectSquares(room.rect)
        .filter((s) => fits(floor, s) && canClose(d, room, [s], HOLDS_THINGS))
        .map((s) => ({ floor, ...s })),
    );
  counts.forEach((count, floor) => {
    for (let i = 0; i < count; i++) {
      let spots = spotsOn(floor);
      // A full floor sends its extra chests to the others (torguer-2021 asks for one a floor).
      if (spots.length === 0 && (i > 0 || d.ruleset === 'jervis-1998'))
        spots = counts.flatMap((_, f) => spotsOn(f));
      if (spots.length === 0) throw new NoRoom('no room for a chest');
      const spot = d.rng.pick(spots);
      close(d, spot.floor, [spot]);
      d.chests.push(spot);
    }
  });
  if (d.chests.length !== COUNT) throw new NoRoom('no room for six chests');
}

/**
 * Six teleporters, numbered 1 to 6 in a random order, on free squares of rooms, never in an end
 * zone (whose squares are taken), each at least TELEPORTER_SPACING from the others on its floor.
 * Under jervis-1998 the spacing is not a rule, but spreading them still makes a better dungeon.
 */
function placeTeleporters(d: Draft): void {
  const numbers = d.rng.shuffled([1, 2, 3, 4, 5, 6]);
  const strict = d.ruleset !== 'jervis-1998';
  const counts = perFloor(d);
  counts.forEach((count, floor) => {
    const free = roomsOn(d, floor).flatMap((room) =>
      rectSquares(room.rect).filter((s) => isFree(d, floor, s, HOLDS_THINGS)),
    );
    const gap = (s: Square, placed: Square[]) =>
      Math.min(Infinity, ...placed.map((p) => distance({ floor, ...p }, { floor, ...s })));
    let best: Square[] = [];
    for (let attempt = 0; attempt < 20 && best.length < count; attempt++) {
      const placed: Square[] = [];
      while (placed.length < count) {
        const spots = free.filter((s) => gap(s, placed) >= TELEPORTER_SPACING);
        if (spots.length === 0) break;
        placed.push(d.rng.pick(spots));
      }
      if (placed.length > best.length) best = placed;
    }
    if (best.length < count) {
      if (strict) throw new NoRoom('no room for the teleporters');
      // Spread them as far as they go.
      while (best.length < count) {
        const spots = free.filter((s) => !best.some((p) => p.x === s.x && p.y === s.y));
        if (spots.length === 0) throw new NoRoom('no room for the teleporters');
        const far = Math.max(...spots.map((s) => gap(s, best)));
        best.push(d.rng.pick(spots.filter((s) => gap(s, best) === far)));
      }
    }
    take(d, floor, best);
    for (const s of best) d.teleporters.push({ number: numbers.pop() as number, floor, ...s });
  });
}

export function placeTreasure(d: Draft): void {
  placeChests(d);
  placeTeleporters(d);
}
