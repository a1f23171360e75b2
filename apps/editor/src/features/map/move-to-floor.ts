import type { DungeonMap, Feature } from '@dungeonbowl/dungeon-schema';
import { noFloorAbove, withHoleAbove } from './placement';
import { checkedEdit, replaced, type Checked } from './thing-edits';
import { thingLists, type ThingRef } from './things';

type Chute = NonNullable<DungeonMap['chutes']>[number];
type Room = NonNullable<DungeonMap['rooms']>[number];

/**
 * The floor a thing is on, as the properties panel shows it: a ladder's or rope's foot, the part of
 * a chute that was picked (its exit when none was); null for an elevator, which serves several.
 */
export function thingFloor(map: DungeonMap, ref: ThingRef): number | null {
  if (ref.kind === 'elevator') return null;
  if (ref.kind === 'chute') {
    const chute = map.chutes?.[ref.index];
    if (!chute) return null;
    // The whole chute goes by its first entry, the square the properties name first.
    if (!ref.part) return chute.entries[0]?.floor ?? chute.exit.floor;
    return ref.part.role === 'entry'
      ? (chute.entries[ref.part.n]?.floor ?? null)
      : chute.exit.floor;
  }
  const list = map[thingLists[ref.kind]] as readonly { floor: number }[] | undefined;
  return list?.[ref.index]?.floor ?? null;
}

/** What belongs to a room on another floor than its own, by its rules: a prison's trapdoors above it. */
function followsRoom(room: Room, feature: Feature): number | null {
  if (feature.kind === 'geyser-vent' && feature.room === room.id && feature.floor === room.floor)
    return 0;
  if (feature.kind === 'prison-lever' && feature.prison === room.id && feature.floor === room.floor)
    return 0;
  if (
    feature.kind === 'prison-trapdoor' &&
    feature.prison === room.id &&
    feature.floor === room.floor + 1
  )
    return 1;
  return null;
}

/**
 * A chute with the part picked on another floor; no part picked moves the whole chute alike, its
 * first entry to that floor.
 */
function chuteOnFloor(chute: Chute, part: ThingRef['part'], floor: number): Chute {
  if (part?.role === 'entry')
    return {
      ...chute,
      entries: chute.entries.map((e, i) => (i === part.n ? { ...e, floor } : e)),
    };
  if (part) return { ...chute, exit: { ...chute.exit, floor } };
  const by = floor - (chute.entries[0]?.floor ?? chute.exit.floor);
  return {
    ...chute,
    entries: chute.entries.map((e) => ({ ...e, floor: e.floor + by })),
    exit: { ...chute.exit, floor: chute.exit.floor + by },
  };
}

/**
 * A placed thing moved to another floor at the same x and y, with what hangs on it: a ladder or
 * rope gets its hole on the floor above its new foot (the old hole stays, as when it is dragged);
 * a geysers room takes its vents, a prison its levers and the trapdoors above it; a cart station
 * its boarding squares and a lair its protected squares, which are on its floor. Refused, with the
 * rule's own sentence, where the thing cannot stand or would break a rule that held.
 */
export function moveToFloor(map: DungeonMap, ref: ThingRef, floor: number): Checked {
  const from = thingFloor(map, ref);
  if (from === null || from === floor) return { map };
  if (!Number.isInteger(floor) || floor < 0 || floor >= map.floors.length)
    return { refused: `The map has no floor ${floor}.` };
  let next: DungeonMap;
  switch (ref.kind) {
    case 'chute':
      next = replaced(map, ref, (c: Chute) => chuteOnFloor(c, ref.part, floor));
      break;
    case 'link': {
      const link = map.links![ref.index]!;
      const topFloor = noFloorAbove(map, link.kind, floor);
      if (topFloor) return { refused: topFloor };
      next = withHoleAbove(
        replaced(map, ref, () => ({ ...link, floor })),
        { ...link, floor },
      );
      break;
    }
    case 'room': {
      const room = map.rooms![ref.index]!;
      next = replaced(map, ref, () => ({ ...room, floor }));
      next = {
        ...next,
        features: (next.features ?? []).map((f) => {
          const above = followsRoom(room, f);
          return above === null ? f : { ...f, floor: floor + above };
        }),
      };
      break;
    }
    default:
      next = replaced(map, ref, (t: { floor: number }) => ({ ...t, floor }));
  }
  return checkedEdit(map, next);
}
