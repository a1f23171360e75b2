import { distance, distanceToEndZone, type At } from '../geometry';
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
  pickFitting,
  take,
  unit,
  type Draft,
  type DraftRoom,
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
  const squaresOf = (rooms: readonly DraftRoom[]) =>
    rooms.flatMap((room) => rectSquares(room.rect).map((square) => ({ room, square })));
  const chestFits = ({ room, square }: { room: DraftRoom; square: Square }) =>
    fits(room.floor, square) && canClose(d, room, unit(square), HOLDS_THINGS);
  counts.forEach((count, floor) => {
    for (let i = 0; i < count; i++) {
      let spot = pickFitting(d.rng, squaresOf(roomsOn(d, floor)), chestFits);
      // A full floor sends its extra chests to the others (torguer-2021 asks for one a floor).
      if (!spot && (i > 0 || d.ruleset === 'jervis-1998'))
        spot = pickFitting(d.rng, squaresOf(d.rooms), chestFits);
      if (!spot) throw new NoRoom('no room for a chest');
      close(d, spot.room.floor, [spot.square]);
      d.chests.push({ floor: spot.room.floor, ...spot.square });
    }
  });
  if (d.chests.length !== COUNT) throw new NoRoom('no room for six chests');
}

/**
 * Six teleporters, numbered 1 to 6 in a random order, on free squares of rooms, never in an end
 * zone (whose squares are taken): one on every floor, the others wherever they stay at least
 * TELEPORTER_SPACING from those on their floor. Under jervis-1998 the spacing is not a rule, but
 * spreading them still makes a better dungeon, so it is only let go when they do not fit.
 */
function placeTeleporters(d: Draft): void {
  const free = Array.from({ length: d.floors }, (_, floor) =>
    roomsOn(d, floor).flatMap((room) =>
      rectSquares(room.rect)
        .filter((s) => isFree(d, floor, s, HOLDS_THINGS))
        .map((s) => ({ floor, ...s })),
    ),
  );
  const gap = (s: At, placed: At[]) => {
    let least = Infinity;
    for (const p of placed) least = Math.min(least, distance(p, s));
    return least;
  };
  const everywhere = free.flat();
  let best: At[] = [];
  for (let attempt = 0; attempt < 20 && best.length < COUNT; attempt++) {
    const placed: At[] = [];
    const add = (spots: At[]) => {
      const spot = pickFitting(d.rng, spots, (s) => gap(s, placed) >= TELEPORTER_SPACING);
      if (spot) placed.push(spot);
      return spot !== null;
    };
    if (!free.every((spots) => add(spots))) continue;
    while (placed.length < COUNT && add(everywhere));
    if (placed.length > best.length) best = placed;
  }
  if (best.length < COUNT) {
    if (d.ruleset !== 'jervis-1998' || best.length < d.floors)
      throw new NoRoom('no room for the teleporters');
    while (best.length < COUNT) {
      const spots = everywhere.filter((s) => gap(s, best) > 0);
      if (spots.length === 0) throw new NoRoom('no room for the teleporters');
      const far = spots.reduce((most, s) => Math.max(most, gap(s, best)), 0);
      best.push(d.rng.pick(spots.filter((s) => gap(s, best) === far)));
    }
  }
  const numbers = d.rng.shuffled([1, 2, 3, 4, 5, 6]);
  for (const s of best) {
    take(d, s.floor, [s]);
    d.teleporters.push({ number: numbers.pop() as number, ...s });
  }
}

export function placeTreasure(d: Draft): void {
  placeChests(d);
  placeTeleporters(d);
}
