import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { blankMap } from './blank';
import { initialMapState, mapReducer, paintSquares, thingMovedToFloor, undone } from './mapSlice';
import { moveToFloor, thingFloor } from './move-to-floor';
import type { ThingRef } from './things';

const sample = (id: string) => sampleMaps.find((s) => s.id === id)!.map;
const valdemor = sample('fortress-of-valdemor');
const pyramid = sample('pyramid-of-death');
const moved = (map: DungeonMap, ref: ThingRef, floor: number): DungeonMap => {
  const result = moveToFloor(map, ref, floor);
  if ('refused' in result) throw new Error(result.refused);
  return result.map;
};
const square = (map: DungeonMap, floor: number, x: number, y: number) =>
  map.floors[floor]!.rows[y]!.charAt(x);
const everySquare = (map: DungeonMap) =>
  Array.from({ length: map.width * map.height }, (_, i) => ({
    x: i % map.width,
    y: Math.floor(i / map.width),
  }));

describe('moving a thing to another floor', () => {
  it('a chest goes to the same square of another floor, unless it cannot stand there', () => {
    const map = moved(valdemor, { kind: 'chest', index: 0 }, 1);
    expect(map.chests[0]).toEqual({ ...valdemor.chests[0], floor: 1 });
    expect(moveToFloor(valdemor, { kind: 'chest', index: 0 }, 2)).toEqual({
      refused: expect.stringMatching(/^MAP-SQUARE: Chest 1 stands on wall .* on Second floor/),
    });
  });

  it('a ladder takes its foot to the new floor and gets a hole above it; the old hole stays', () => {
    const ladder = { kind: 'link', index: 3 } as const; // First floor (20, 30), up to Second floor
    const map = moved(valdemor, ladder, 0);
    expect(map.links![3]).toEqual({ kind: 'ladder', floor: 0, x: 20, y: 30 });
    expect(square(map, 1, 20, 30)).toBe('o');
    expect(square(map, 2, 20, 30)).toBe('o');
    expect(moveToFloor(valdemor, { kind: 'link', index: 0 }, 2)).toEqual({
      refused:
        'A ladder climbs to the floor above its foot; Second floor is the top floor. Add a floor above it first (Map panel: Add a floor above this one).',
    });
  });

  it('a geysers room takes its vents along', () => {
    const room = valdemor.rooms!.findIndex((r) => r.kind === 'geysers');
    expect(moveToFloor(valdemor, { kind: 'room', index: room }, 2)).toEqual({
      refused: expect.stringMatching(/^MAP-FEATURE: Geyser vent 1 is on wall/),
    });
    const carved = paintSquares(valdemor, 2, everySquare(valdemor), '.');
    const map = moved(carved, { kind: 'room', index: room }, 2);
    expect(map.rooms![room]!.floor).toBe(2);
    const vents = map.features!.filter((f) => f.kind === 'geyser-vent');
    expect(vents).toHaveLength(20);
    expect(vents.every((v) => v.floor === 2)).toBe(true);
  });

  it('a prison takes its levers, and the trapdoors above it go to the floor above its new one', () => {
    const room = pyramid.rooms!.findIndex((r) => r.id === 'prison-ground');
    let carved = paintSquares(
      pyramid,
      2,
      [
        { x: 26, y: 6 },
        { x: 29, y: 6 },
      ],
      'o',
    );
    carved = paintSquares(carved, 1, [{ x: 23, y: 5 }], '.');
    const map = moved(carved, { kind: 'room', index: room }, 1);
    const ofPrison = map.features!.filter(
      (f) =>
        (f.kind === 'prison-trapdoor' || f.kind === 'prison-lever') && f.prison === 'prison-ground',
    );
    expect(ofPrison.map((f) => [f.kind, f.floor])).toEqual([
      ['prison-lever', 1],
      ['prison-trapdoor', 2],
      ['prison-trapdoor', 2],
    ]);
    // The other prison's trapdoors stay where they were.
    expect(map.features!.filter((f) => f.kind === 'prison-trapdoor' && f.floor === 2)).toHaveLength(
      4,
    );
  });

  describe('a chute', () => {
    let open = blankMap(12, 10, 3);
    for (const floor of [1, 2]) open = paintSquares(open, floor, everySquare(open), '.');
    const withChute: DungeonMap = {
      ...open,
      chutes: [
        {
          id: 'slide',
          entries: [
            { floor: 1, x: 3, y: 3 },
            { floor: 1, x: 4, y: 3 },
          ],
          exit: { floor: 0, x: 5, y: 5 },
          landing: [{ x: 5, y: 6 }],
        },
      ],
    };

    it('the entry picked moves alone', () => {
      const ref = { kind: 'chute', index: 0, part: { role: 'entry', n: 1 } } as const;
      expect(thingFloor(withChute, ref)).toBe(1);
      expect(moved(withChute, ref, 2).chutes![0]!.entries.map((e) => e.floor)).toEqual([1, 2]);
    });

    it('the exit picked takes its landing squares; it cannot go up to its entries', () => {
      const exit = { kind: 'chute', index: 0, part: { role: 'exit' } } as const;
      expect(moveToFloor(withChute, exit, 1)).toEqual({
        refused: expect.stringMatching(/^MAP-CHUTE: Entry 1 of chute slide .* not above/),
      });
    });

    it('the whole chute, when no square of it was picked, is on the floor of its first entry and keeps its drop', () => {
      // The properties name the first entry's square first: the floor field agrees with it.
      expect(thingFloor(withChute, { kind: 'chute', index: 0 })).toBe(1);
      const map = moved(withChute, { kind: 'chute', index: 0 }, 2);
      expect(map.chutes![0]).toMatchObject({
        entries: [{ floor: 2 }, { floor: 2 }],
        exit: { floor: 1, x: 5, y: 5 },
      });
    });
  });

  it('an elevator has no one floor: it is moved by ticking the floors it serves', () => {
    expect(thingFloor(valdemor, { kind: 'elevator', index: 0 })).toBeNull();
    expect(moveToFloor(valdemor, { kind: 'elevator', index: 0 }, 1)).toEqual({ map: valdemor });
  });

  it('is one step of history, undone as one; a refused move keeps the reason', () => {
    let state = mapReducer(
      initialMapState(valdemor),
      thingMovedToFloor({ ref: { kind: 'teleporter', index: 0 }, floor: 1 }),
    );
    expect(state.map.teleporters[0]!.floor).toBe(1);
    expect(state.past).toHaveLength(1);
    state = mapReducer(state, undone());
    expect(state.map).toBe(valdemor);
    state = mapReducer(state, thingMovedToFloor({ ref: { kind: 'chest', index: 0 }, floor: 2 }));
    expect(state.map).toBe(valdemor);
    expect(state.refusal).toMatch(/^MAP-SQUARE/);
  });
});
