import { sampleMaps, type DungeonMap, type Feature } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import {
  checkedEdit,
  editThing,
  moveThing,
  removeThing,
  renumberTeleporter,
  translateThing,
  turnEndZone,
} from './thing-edits';
import { thingAt, thingName, thingOfPath, thingSquares } from './things';

const hall = sampleMaps[0].map;
const valdemor = sampleMaps[1]!.map;

describe('finding the thing under a square', () => {
  it('a chest, a teleporter, an end zone, or nothing on bare floor', () => {
    expect(thingAt(hall, { floor: 0, x: 9, y: 2 })).toEqual({ kind: 'chest', index: 0 });
    expect(thingAt(hall, { floor: 0, x: 12, y: 2 })).toEqual({ kind: 'teleporter', index: 1 });
    expect(thingAt(hall, { floor: 0, x: 2, y: 8 })).toEqual({ kind: 'end-zone', index: 0 });
    expect(thingAt(hall, { floor: 0, x: 5, y: 7 })).toBeNull();
  });

  it('a chute is picked with the square of it under the pointer', () => {
    expect(thingAt(valdemor, { floor: 0, x: 2, y: 34 })).toEqual({
      kind: 'chute',
      index: 0,
      part: { role: 'landing', n: 1 },
    });
    expect(thingAt(valdemor, { floor: 1, x: 3, y: 31 })).toMatchObject({
      part: { role: 'entry', n: 2 },
    });
  });

  it('an elevator on every floor it serves; a ladder at its foot and at its top', () => {
    expect(thingAt(valdemor, { floor: 2, x: 25, y: 24 })).toEqual({ kind: 'elevator', index: 0 });
    expect(thingAt(valdemor, { floor: 1, x: 13, y: 4 })).toEqual({ kind: 'link', index: 0 });
  });

  it('findings name things by JSON Pointer', () => {
    expect(thingOfPath(hall, '/teleporters/2')).toEqual({ kind: 'teleporter', index: 2 });
    expect(thingOfPath(valdemor, '/features/6/room')).toEqual({ kind: 'feature', index: 6 });
    expect(thingOfPath(hall, '/chests/9')).toBeNull();
    expect(thingOfPath(hall, '/floors/0/rows/3')).toBeNull();
    expect(thingOfPath(hall, undefined)).toBeNull();
  });

  it('names read as the findings do', () => {
    expect(thingName(hall, { kind: 'teleporter', index: 3 })).toBe('teleporter 4');
    expect(thingName(hall, { kind: 'end-zone', index: 1 })).toBe('end zone Z2');
    expect(thingSquares(hall, { kind: 'end-zone', index: 1 })).toHaveLength(8);
  });

  it("an unnamed room is named by its kind as the legend says it, not by its kind's key", () => {
    const map: DungeonMap = {
      ...hall,
      rooms: [
        { id: 'east', kind: 'magic-statue', floor: 0, squares: [] },
        { id: 'potions-1', kind: 'potions', floor: 0, squares: [] },
      ],
    };
    expect(thingName(map, { kind: 'room', index: 0 })).toBe('magic statue room east');
    expect(thingName(map, { kind: 'room', index: 1 })).toBe('magic potion room potions-1');
  });
});

describe('moving a thing', () => {
  it('a chest moves to a free floor square', () => {
    const moved = moveThing(hall, { kind: 'chest', index: 3 }, 1, -1);
    expect('map' in moved && moved.map.chests[3]).toEqual({ floor: 0, x: 15, y: 9 });
  });

  it('is refused with the rule it would break (MAP-SQUARE, MAP-CHEST-EZ)', () => {
    expect(moveThing(hall, { kind: 'chest', index: 0 }, 3, 3)).toEqual({
      refused: expect.stringMatching(/^MAP-SQUARE: .*wall/),
    });
    expect(moveThing(hall, { kind: 'chest', index: 0 }, -5, 3)).toEqual({
      refused: expect.stringMatching(/^MAP-CHEST-EZ: /),
    });
    expect(moveThing(hall, { kind: 'teleporter', index: 0 }, 3, 0)).toEqual({
      refused: expect.stringMatching(/^MAP-TELE-SPACING: /),
    });
  });

  it('is refused when any square would leave the map', () => {
    expect(moveThing(hall, { kind: 'end-zone', index: 1 }, 3, 0)).toEqual({
      refused: expect.stringMatching(/leave the map/),
    });
  });

  it("is refused when a lair's protected squares would leave the map", () => {
    const lair: Feature = {
      kind: 'monster-lair',
      floor: 0,
      x: 3,
      y: 6,
      id: 'lair-1',
      monster: 'goblours',
      protects: [{ x: 1, y: 6, width: 2, height: 2 }],
    };
    const withLair = { ...hall, features: [lair] };
    expect(moveThing(withLair, { kind: 'feature', index: 0 }, -2, 0)).toEqual({
      refused: expect.stringMatching(/leave the map/),
    });
  });

  it('a chute square picked alone moves alone', () => {
    const ref = { kind: 'chute', index: 0, part: { role: 'landing', n: 3 } } as const;
    const moved = translateThing(valdemor, ref, 1, 0).chutes![0]!;
    expect(moved.landing[3]).toEqual({ x: 3, y: 35 });
    expect(moved.landing[0]).toEqual({ x: 2, y: 33 });
    expect(moved.exit).toEqual(valdemor.chutes![0]!.exit);
  });

  it('a ladder moved makes the hole above its new foot', () => {
    const moved = translateThing(valdemor, { kind: 'link', index: 0 }, 1, 0);
    expect(moved.links![0]).toMatchObject({ x: 14, y: 4 });
    expect(moved.floors[1]!.rows[4]!.charAt(14)).toBe('o');
  });

  it('a map already broken may still be rearranged', () => {
    const broken = { ...hall, chests: hall.chests.slice(1) };
    expect(
      'map' in checkedEdit(broken, translateThing(broken, { kind: 'chest', index: 0 }, 0, 1)),
    ).toBe(true);
  });
});

describe('editing a thing', () => {
  it('renumbering a teleporter swaps numbers, so 1 to 6 stay unique', () => {
    const renumbered = renumberTeleporter(hall, 0, 4);
    expect(renumbered.teleporters.map((t) => t.number)).toEqual([4, 2, 3, 1, 5, 6]);
    expect(renumberTeleporter(hall, 0, 9)).toBe(hall);
  });

  it('an end zone turns between 2 x 4 and 4 x 2, unless it would leave the map', () => {
    const turned = turnEndZone({ ...hall, chests: [] }, 0);
    expect('map' in turned && turned.map.endZones[0]).toMatchObject({ width: 4, height: 2 });
    expect(turnEndZone(hall, 0)).toEqual({ refused: expect.stringMatching(/^MAP-CHEST-EZ/) });
    expect(turnEndZone(hall, 1)).toEqual({ refused: expect.stringMatching(/leave the map/) });
  });

  it('renaming an end zone renames the portals that lead to it', () => {
    const withPortal = {
      ...hall,
      features: [
        { kind: 'portal', floor: 0, x: 3, y: 6, id: 'p', side: 'west', endZone: 'Z1' } as const,
      ],
    };
    const renamed = editThing(withPortal, { kind: 'end-zone', index: 0 }, { id: 'Z3' });
    expect('map' in renamed && renamed.map.features).toEqual([
      expect.objectContaining({ endZone: 'Z3' }),
    ]);
  });

  it('an id taken twice is refused; an option set to undefined is taken away', () => {
    const geysers = valdemor.rooms!.findIndex((r) => r.kind === 'geysers');
    expect(editThing(valdemor, { kind: 'room', index: geysers }, { id: 'spike-room' })).toEqual({
      refused: expect.stringMatching(/^MAP-FEATURE/),
    });
    const named = editThing(valdemor, { kind: 'room', index: geysers }, { name: undefined });
    expect('map' in named && 'name' in named.map.rooms![geysers]!).toBe(false);
  });

  it('an edit the map format does not allow is refused, so the file can always be saved', () => {
    expect(editThing(valdemor, { kind: 'elevator', index: 0 }, { floors: [0] })).toEqual({
      refused: expect.stringMatching(/^MAP-SCHEMA/),
    });
  });

  it('removing takes the thing out of its list', () => {
    expect(removeThing(hall, { kind: 'chest', index: 0 }).chests).toHaveLength(5);
  });
});
