import type { Feature } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import {
  inverse,
  placeFeature,
  placeRect,
  placeThings,
  regionTransform,
  transformRows,
  translation,
  type RegionThings,
  type RegionTransform,
} from './region-transform';

const none: RegionThings = {
  chests: [],
  teleporters: [],
  endZones: [],
  links: [],
  chutes: [],
  elevators: [],
  features: [],
  rooms: [],
};
const all: RegionTransform[] = ['flip-x', 'flip-y', 'rotate-cw', 'rotate-ccw'];

describe('the geometry of a region transform', () => {
  // A 3 x 2 region:  abc
  //                  def
  const rows = ['abc', 'def'];

  it('flips and turns the terrain of a region', () => {
    expect(transformRows(rows, 'flip-x', 3)).toEqual(['cba', 'fed']);
    expect(transformRows(rows, 'flip-y', 3)).toEqual(['def', 'abc']);
    expect(transformRows(rows, 'rotate-cw', 3)).toEqual(['da', 'eb', 'fc']);
    expect(transformRows(rows, 'rotate-ccw', 3)).toEqual(['cf', 'be', 'ad']);
  });

  it('each transform followed by its inverse gives the region back', () => {
    for (const t of all) {
      const once = transformRows(rows, t, 3);
      expect(transformRows(once, inverse[t], once[0]!.length)).toEqual(rows);
    }
  });

  it('a square goes where its terrain goes', () => {
    for (const t of all) {
      const turned = transformRows(rows, t, 3);
      const at = regionTransform(t, 3, 2);
      for (let y = 0; y < 2; y++)
        for (let x = 0; x < 3; x++) {
          const to = at.point({ x, y });
          expect(turned[to.y]!.charAt(to.x)).toBe(rows[y]!.charAt(x));
        }
    }
  });

  it("an end zone's 2 x 4 becomes 4 x 2 when turned, and stays within the region", () => {
    const zone = { id: 'Z1', floor: 0, x: 1, y: 0, width: 2, height: 4 };
    // In a 5 x 4 region, turned clockwise: a 4 x 5 region.
    expect(placeRect(zone, regionTransform('rotate-cw', 5, 4))).toEqual({
      ...zone,
      x: 0,
      y: 1,
      width: 4,
      height: 2,
    });
    expect(placeRect(zone, regionTransform('flip-x', 5, 4))).toEqual({ ...zone, x: 2 });
  });

  it("a portcullis's side, a boat's bow and a tilting corridor's way turn and flip with the region", () => {
    const portcullis = {
      kind: 'portcullis',
      floor: 0,
      x: 0,
      y: 0,
      id: 'gate',
      side: 'north',
    } as Feature;
    const cw = regionTransform('rotate-cw', 4, 4);
    expect(placeFeature(portcullis, cw)).toMatchObject({ x: 3, y: 0, side: 'east' });
    expect(placeFeature(portcullis, regionTransform('rotate-ccw', 4, 4))).toMatchObject({
      x: 0,
      y: 3,
      side: 'west',
    });
    expect(placeFeature(portcullis, regionTransform('flip-y', 4, 4))).toMatchObject({
      y: 3,
      side: 'south',
    });
    expect(placeFeature(portcullis, regionTransform('flip-x', 4, 4))).toMatchObject({
      x: 3,
      side: 'north',
    });
    const boat = { kind: 'boat', floor: 0, x: 0, y: 1, id: 'b', facing: 'east' } as Feature;
    // The boat covers (0,1) and (1,1); flipped in a 4-wide region it covers (3,1) and (2,1).
    expect(placeFeature(boat, regionTransform('flip-x', 4, 4))).toMatchObject({
      x: 3,
      y: 1,
      facing: 'west',
    });
    const tilt = {
      kind: 'tilting-corridor',
      floor: 0,
      x: 1,
      y: 1,
      id: 't',
      direction: 'south',
    } as Feature;
    expect(placeFeature(tilt, cw)).toMatchObject({ x: 2, y: 1, direction: 'west' });
  });

  it("a door's start and a rotating corridor's rest turn a quarter with the region, not with a flip", () => {
    const door = { kind: 'door', floor: 0, x: 0, y: 0, id: 'd', start: 'horizontal' } as Feature;
    expect(placeFeature(door, regionTransform('rotate-cw', 2, 2))).toMatchObject({
      start: 'vertical',
    });
    expect(placeFeature(door, regionTransform('flip-x', 2, 2))).toMatchObject({
      start: 'horizontal',
    });
    const rotor = {
      kind: 'rotating-corridor',
      floor: 0,
      x: 2,
      y: 2,
      id: 'r',
      start: 'north-south',
      entries: ['north', 'east'],
    } as Feature;
    expect(placeFeature(rotor, regionTransform('rotate-cw', 5, 5))).toMatchObject({
      start: 'east-west',
      entries: ['east', 'south'],
    });
  });

  it("a lair's protected squares, a station's boarding squares and a table move with them", () => {
    const at = regionTransform('rotate-cw', 4, 3);
    const lair = {
      kind: 'monster-lair',
      floor: 0,
      x: 0,
      y: 0,
      id: 'l',
      monster: 'goblours',
      protects: [{ x: 0, y: 0, width: 3, height: 1 }],
    } as Feature;
    expect(placeFeature(lair, at)).toMatchObject({
      x: 2,
      y: 0,
      protects: [{ x: 2, y: 0, width: 1, height: 3 }],
    });
    const station = {
      kind: 'cart-station',
      floor: 0,
      x: 1,
      y: 0,
      number: 1,
      boarding: [{ x: 1, y: 1 }],
    } as Feature;
    expect(placeFeature(station, at)).toMatchObject({ x: 2, y: 1, boarding: [{ x: 1, y: 1 }] });
    const table = {
      kind: 'potion-table',
      floor: 0,
      x: 0,
      y: 2,
      width: 2,
      height: 1,
    } as Feature;
    expect(placeFeature(table, at)).toMatchObject({ x: 0, y: 0, width: 1, height: 2 });
  });

  it('a shift moves every thing by squares and floors, chute landings and elevator floors too', () => {
    const things: RegionThings = {
      ...none,
      chests: [{ floor: 0, x: 1, y: 1 }],
      chutes: [
        {
          id: 'c',
          entries: [{ floor: 1, x: 0, y: 0 }],
          exit: { floor: 0, x: 2, y: 2 },
          landing: [{ x: 3, y: 2 }],
        },
      ],
      elevators: [
        { id: 'e', kind: 'cage', squares: [{ x: 1, y: 0 }], floors: [0, 1], startFloor: 1 },
      ],
      rooms: [{ id: 'r', kind: 'moss', floor: 0, squares: [{ x: 0, y: 0, width: 2, height: 2 }] }],
    };
    const moved = placeThings(things, translation(10, 20, 1));
    expect(moved.chests).toEqual([{ floor: 1, x: 11, y: 21 }]);
    expect(moved.chutes[0]).toEqual({
      id: 'c',
      entries: [{ floor: 2, x: 10, y: 20 }],
      exit: { floor: 1, x: 12, y: 22 },
      landing: [{ x: 13, y: 22 }],
    });
    expect(moved.elevators[0]).toMatchObject({
      squares: [{ x: 11, y: 20 }],
      floors: [1, 2],
      startFloor: 2,
    });
    expect(moved.rooms[0]).toMatchObject({
      floor: 1,
      squares: [{ x: 10, y: 20, width: 2, height: 2 }],
    });
  });
});
