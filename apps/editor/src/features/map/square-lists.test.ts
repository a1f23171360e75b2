import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { initialMapState, mapReducer, squareListEdited, undone } from './mapSlice';
import { editSquareList, squareListsOf, type SquareListEdit } from './square-lists';
import type { ThingRef } from './things';

const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
const featureIndex = (kind: string, floor: number) =>
  pyramid.features!.findIndex((f) => f.kind === kind && f.floor === floor);
// Station 1 on the ground floor at (47, 20), boarding from (46..48, 20).
const station: ThingRef = { kind: 'feature', index: featureIndex('cart-station', 0) };
const lair: ThingRef = { kind: 'feature', index: featureIndex('monster-lair', 0) };
const prison: ThingRef = {
  kind: 'room',
  index: pyramid.rooms!.findIndex((r) => r.id === 'prison-ground'),
};
const pick = (x: number, y: number, width = 1, height = 1, floor = 0): SquareListEdit => ({
  type: 'pick',
  floor,
  rect: { x, y, width, height },
});
const edited = (map: DungeonMap, ref: ThingRef, list: string, edit: SquareListEdit) => {
  const result = editSquareList(map, ref, list, edit);
  if ('refused' in result) throw new Error(result.refused);
  return result.map;
};
const boarding = (map: DungeonMap) => {
  const f = map.features![station.index]!;
  return f.kind === 'cart-station' ? f.boarding : [];
};

describe('lists of squares picked on the board', () => {
  it('each feature and room kind offers the lists the format gives it', () => {
    expect(squareListsOf(pyramid, station).map((l) => l.name)).toEqual(['boarding']);
    expect(squareListsOf(pyramid, lair).map((l) => l.name)).toEqual(['protects']);
    expect(squareListsOf(pyramid, prison).map((l) => l.name)).toEqual(['squares']);
    expect(squareListsOf(pyramid, { kind: 'chest', index: 0 })).toEqual([]);
  });

  it('a square picked is added to the boarding squares, and picked again taken away', () => {
    const added = edited(pyramid, station, 'boarding', pick(45, 20));
    expect(boarding(added)).toEqual([...boarding(pyramid), { x: 45, y: 20 }]);
    expect(edited(added, station, 'boarding', pick(45, 20))).toEqual(pyramid);
  });

  it('a drag over squares all listed takes them all away; over some, adds the others', () => {
    const none = edited(pyramid, station, 'boarding', pick(46, 20, 3, 1));
    expect(boarding(none)).toEqual([]);
    const two = edited(none, station, 'boarding', pick(46, 20, 2, 1));
    expect(boarding(two)).toEqual([
      { x: 46, y: 20 },
      { x: 47, y: 20 },
    ]);
  });

  it('no more boarding squares than the format allows (4)', () => {
    const four = edited(pyramid, station, 'boarding', pick(45, 20));
    expect(editSquareList(four, station, 'boarding', pick(44, 20))).toEqual({
      refused: 'Cart station 1 has at most 4 boarding squares (format v1).',
    });
  });

  it('a boarding square in a wall is refused with the rule', () => {
    expect(editSquareList(pyramid, station, 'boarding', pick(47, 21))).toEqual({
      refused: expect.stringMatching(
        /^MAP-FEATURE: Boarding square 4 .* not a square players can stand on/,
      ),
    });
  });

  it('squares are picked on the thing’s own floor', () => {
    expect(editSquareList(pyramid, station, 'boarding', pick(47, 21, 1, 1, 1))).toEqual({
      refused:
        'The boarding squares of cart station 1 are on its floor, Ground floor: pick them there.',
    });
  });

  it('a rectangle dragged is added to a lair’s protected areas; the same one again takes it away', () => {
    const before = pyramid.features![lair.index]!;
    const added = edited(pyramid, lair, 'protects', pick(40, 12, 3, 2));
    const after = added.features![lair.index]!;
    expect(after.kind === 'monster-lair' && after.protects).toEqual([
      ...(before.kind === 'monster-lair' ? before.protects : []),
      { x: 40, y: 12, width: 3, height: 2 },
    ]);
    expect(edited(added, lair, 'protects', pick(40, 12, 3, 2))).toEqual(pyramid);
  });

  it('a lair keeps at least one protected area, a room at least one rectangle', () => {
    expect(editSquareList(pyramid, lair, 'protects', { type: 'remove', index: 0 })).toEqual({
      refused: expect.stringMatching(/keeps at least 1 of its protected areas/),
    });
    const room = edited(pyramid, prison, 'squares', { type: 'remove', index: 1 });
    expect(room.rooms![prison.index]!.squares).toEqual([{ x: 25, y: 3, width: 6, height: 5 }]);
    expect(editSquareList(room, prison, 'squares', { type: 'remove', index: 0 })).toEqual({
      refused: expect.stringMatching(/keeps at least 1 of its rectangles/),
    });
  });

  it('an edit is one step of history', () => {
    let state = mapReducer(
      initialMapState(pyramid),
      squareListEdited({ ref: station, list: 'boarding', edit: { type: 'remove', index: 2 } }),
    );
    expect(boarding(state.map)).toHaveLength(2);
    state = mapReducer(state, undone());
    expect(state.map).toBe(pyramid);
  });
});
