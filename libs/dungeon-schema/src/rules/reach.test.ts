import { describe, expect, it } from 'vitest';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { baseMap, findingsOf, paint, paintRect } from '../test-support/maps';

/** Walls in chest 1 at (12, 3): a wall from x 9 to 15 down to y 5, the room x 10-14, y 1-4 inside. */
function sealChestOne(map: DungeonMap): DungeonMap {
  paintRect(map, 0, 9, 1, 7, 5, '#');
  paintRect(map, 0, 10, 1, 5, 4, '.');
  map.teleporters[1] = { number: 2, floor: 0, x: 18, y: 8 }; // out of the sealed room
  return map;
}

/**
 * Two floors, under the 1998 rules (no chest or teleporter needed on each floor): the first
 * floor is solid rock but for a sealed room (x 24-30, y 17-22) holding chest 6.
 */
function upstairsChest(): DungeonMap {
  const map = baseMap();
  map.ruleset = 'jervis-1998';
  map.floors.push({ name: 'First floor', rows: Array.from({ length: 24 }, () => '#'.repeat(40)) });
  paintRect(map, 1, 24, 17, 7, 6, '.');
  map.chests[5] = { floor: 1, x: 27, y: 20 };
  return map;
}

const unreached = (map: DungeonMap) => findingsOf(map, 'MAP-REACH').map((f) => f.message);

describe('MAP-REACH', () => {
  it('a chest walled in is reported once, naming every end zone that cannot reach it', () => {
    expect(findingsOf(sealChestOne(baseMap()), 'MAP-REACH')).toEqual([
      {
        rule: 'MAP-REACH',
        severity: 'error',
        message: 'Chest 1 at (12, 3) on Ground floor cannot be reached from end zones Z1, Z2.',
        floor: 0,
        x: 12,
        y: 3,
        path: '/chests/0',
      },
    ]);
  });

  it('a one-square door in the wall opens the room', () => {
    expect(unreached(paint(sealChestOne(baseMap()), 0, 12, 5, '.'))).toEqual([]);
  });

  it('a gap at the corner of the wall lets nobody in: no diagonal step past a wall corner', () => {
    // Opening the ring's south-east corner leaves only a diagonal step between two walls.
    expect(unreached(paint(sealChestOne(baseMap()), 0, 15, 5, '.'))).toHaveLength(1);
  });

  it('a chest is reached from any square next to it, diagonals included, but not round a wall corner', () => {
    const map = baseMap();
    // Chest 1 at (12, 3) in a pocket whose only opening is its north-east diagonal neighbour.
    paintRect(map, 0, 10, 1, 5, 5, '#');
    paint(map, 0, 12, 3, '.');
    paint(map, 0, 13, 2, '.');
    paint(map, 0, 14, 2, '.');
    map.teleporters[1] = { number: 2, floor: 0, x: 18, y: 8 };
    // (13, 2) is reached through (14, 2), but from there the chest is past the corners of (12, 2) and (13, 3).
    expect(unreached(map)).toEqual([
      'Chest 1 at (12, 3) on Ground floor cannot be reached from end zones Z1, Z2.',
    ]);
    paint(map, 0, 12, 2, '.'); // now (12, 2), straight north of the chest, is open
    expect(unreached(map)).toEqual([]);
  });

  it('teleporters join every teleporter: a walled room with a teleporter in it is reached', () => {
    const map = sealChestOne(baseMap());
    map.teleporters[1] = { number: 2, floor: 0, x: 13, y: 2 }; // back inside the sealed room
    expect(unreached(map)).toEqual([]);
  });

  it('an end zone walled in can neither be reached nor reach anything', () => {
    const map = baseMap();
    paintRect(map, 0, 34, 8, 6, 8, '#');
    paintRect(map, 0, 35, 9, 4, 6, '.');
    map.teleporters[3] = { number: 4, floor: 0, x: 30, y: 2 };
    const messages = unreached(map);
    expect(messages).toContain(
      'End zone Z2 at (37, 10) on Ground floor cannot be reached from end zone Z1.',
    );
    expect(messages).toContain(
      'End zone Z1 at (1, 10) on Ground floor cannot be reached from end zone Z2.',
    );
    expect(messages).toContain(
      'Chest 1 at (12, 3) on Ground floor cannot be reached from end zone Z2.',
    );
  });

  it('a chest on a floor with no way up is not reached', () => {
    expect(unreached(upstairsChest())).toEqual([
      'Chest 6 at (27, 20) on First floor cannot be reached from end zones Z1, Z2.',
    ]);
  });

  it.each(['ladder', 'rope'] as const)(
    'a %s leads up to the floor above, through the hole at its top',
    (kind) => {
      const map = upstairsChest();
      paint(map, 1, 25, 18, 'o');
      map.links = [{ kind, floor: 0, x: 25, y: 18 }];
      expect(unreached(map)).toEqual([]);
    },
  );

  it('an elevator joins its squares on every floor it serves', () => {
    const map = upstairsChest();
    map.elevators = [
      { id: 'cage', kind: 'cage', squares: [{ x: 25, y: 18 }], floors: [0, 1], startFloor: 0 },
    ];
    expect(unreached(map)).toEqual([]);
  });

  it('a chute goes down only: it does not take players up to the chest', () => {
    const map = upstairsChest();
    map.chutes = [
      {
        id: 'slide',
        entries: [{ floor: 1, x: 25, y: 18 }],
        exit: { floor: 0, x: 30, y: 12 },
        landing: [{ x: 31, y: 12 }],
      },
    ];
    expect(unreached(map)).toHaveLength(1);
  });

  it('a chute brings players down into a room they could not walk into', () => {
    const map = sealChestOne(upstairsChest());
    map.chests[5] = { floor: 0, x: 27, y: 20 }; // the upper room is now empty
    paint(map, 1, 25, 18, 'o');
    map.links = [{ kind: 'ladder', floor: 0, x: 25, y: 18 }];
    // From the upper room a chute whose entry is a hole drops into the sealed room around chest 1.
    paint(map, 1, 28, 19, 'o');
    map.chutes = [
      {
        id: 'slide',
        entries: [{ floor: 1, x: 28, y: 19 }],
        exit: { floor: 0, x: 11, y: 2 },
        landing: [{ x: 11, y: 3 }],
      },
    ];
    expect(unreached(map)).toEqual([]);
  });
});
