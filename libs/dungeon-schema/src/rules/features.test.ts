import { describe, expect, it } from 'vitest';
import type { Feature, Room } from '../generated/dungeon-map.v1';
import { baseMap, findingsOf, paint, twoFloorMap } from '../test-support/maps';

function withFeatures(features: Feature[], rooms: Room[] = []) {
  const map = twoFloorMap();
  map.features = features;
  map.rooms = rooms;
  return map;
}

const featureMessages = (map: unknown) => findingsOf(map, 'MAP-FEATURE').map((f) => f.message);

describe('MAP-FEATURE', () => {
  it('a portcullis on floor passes; one in a wall fails', () => {
    expect(
      featureMessages(
        withFeatures([
          {
            kind: 'portcullis',
            id: 'gate',
            floor: 0,
            x: 20,
            y: 12,
            side: 'north',
            start: 'random',
          },
        ]),
      ),
    ).toEqual([]);
    expect(
      featureMessages(
        withFeatures([{ kind: 'portcullis', id: 'gate', floor: 0, x: 0, y: 12, side: 'north' }]),
      ),
    ).toEqual([
      'Portcullis gate is on wall at (0, 12) on Ground floor; it must be on a square players can walk on.',
    ]);
  });

  it('a boat needs water under both its squares, and the grid around its bow', () => {
    const map = paint(
      paint(
        withFeatures([{ kind: 'boat', id: 'skiff', floor: 0, x: 20, y: 12, facing: 'east' }]),
        0,
        20,
        12,
        '~',
      ),
      0,
      21,
      12,
      '~',
    );
    expect(featureMessages(map)).toEqual([]);
    paint(map, 0, 21, 12, '.');
    expect(featureMessages(map)).toEqual([
      'Boat skiff is on floor at (21, 12) on Ground floor; it must be on water squares (~).',
    ]);
  });

  it('a tilting corridor off the east edge fails', () => {
    const map = withFeatures([
      { kind: 'tilting-corridor', id: 'tilt', floor: 0, x: 37, y: 5, direction: 'east', length: 4 },
    ]);
    expect(featureMessages(map)).toContain(
      'Tilting corridor tilt reaches (40, 5), off the 40x24 grid.',
    );
  });

  it('a geyser vent belongs to a geysers room and stands inside it, numbers used once', () => {
    const room: Room = {
      id: 'steam',
      kind: 'geysers',
      floor: 0,
      squares: [{ x: 16, y: 8, width: 8, height: 8 }],
      options: { steam: 'explosive' },
    };
    const vent = (number: number, x: number): Feature => ({
      kind: 'geyser-vent',
      floor: 0,
      x,
      y: 10,
      number,
      room: 'steam',
    });
    expect(featureMessages(withFeatures([vent(1, 17), vent(20, 18)], [room]))).toEqual([]);
    expect(featureMessages(withFeatures([vent(1, 17), vent(1, 18), vent(2, 30)], [room]))).toEqual([
      'Two vents of room steam are numbered 1.',
      'Geyser vent 2 at (30, 10) on Ground floor is outside its room steam.',
    ]);
    expect(featureMessages(withFeatures([vent(1, 17)]))).toEqual([
      'Geyser vent 1 belongs to room steam, which is not a geysers room of this map.',
    ]);
  });

  it('a prison trapdoor is a hole over its prison, one floor down; its lever is on the prison floor', () => {
    const prison: Room = {
      id: 'cells',
      kind: 'prison',
      floor: 0,
      squares: [{ x: 16, y: 8, width: 4, height: 4 }],
      options: { capacity: 6 },
    };
    const good = paint(
      withFeatures(
        [
          { kind: 'prison-trapdoor', floor: 1, x: 17, y: 9, prison: 'cells' },
          { kind: 'prison-lever', floor: 0, x: 21, y: 9, prison: 'cells' },
        ],
        [prison],
      ),
      1,
      17,
      9,
      'o',
    );
    expect(featureMessages(good)).toEqual([]);
    const bad = paint(
      withFeatures(
        [
          { kind: 'prison-trapdoor', floor: 1, x: 25, y: 9, prison: 'cells' },
          { kind: 'prison-lever', floor: 1, x: 21, y: 9, prison: 'jail' },
        ],
        [prison],
      ),
      1,
      25,
      9,
      'o',
    );
    expect(featureMessages(bad)).toEqual([
      'Prison trapdoor at (25, 9) on First floor is not over prison cells: the square below it must be inside the prison, one floor down.',
      'Prison lever at (21, 9) on First floor opens jail, which is not a prison of this map.',
    ]);
  });

  it('a portal leads to an end zone of the map; a mine cart starts at a station of the map', () => {
    const map = withFeatures([
      { kind: 'portal', id: 'p1', floor: 0, x: 3, y: 10, side: 'east', endZone: 'Z3' },
      { kind: 'cart-station', floor: 0, x: 20, y: 12, number: 1, boarding: [{ x: 19, y: 12 }] },
      { kind: 'mine-cart', id: 'cart', floor: 0, x: 21, y: 12, station: 2 },
    ]);
    paint(map, 0, 21, 12, 'p');
    expect(featureMessages(map)).toEqual([
      'Portal p1 leads to end zone Z3, which this map does not have.',
      'The mine cart starts at station 2, which this map does not have.',
    ]);
  });

  it('ids are unique across features and rooms', () => {
    const map = withFeatures(
      [{ kind: 'door', id: 'hall', floor: 0, x: 20, y: 12 }],
      [{ id: 'hall', kind: 'moss', floor: 0, squares: [{ x: 16, y: 8, width: 2, height: 2 }] }],
    );
    expect(featureMessages(map)).toEqual([
      'Door hall uses the id hall, already taken by another feature or room.',
    ]);
  });

  it('a room reaching off the grid, or on a floor the map lacks, fails', () => {
    const map = baseMap();
    map.rooms = [
      { id: 'wide', kind: 'spikes', floor: 0, squares: [{ x: 35, y: 5, width: 6, height: 2 }] },
      { id: 'high', kind: 'spikes', floor: 2, squares: [{ x: 5, y: 5, width: 2, height: 2 }] },
    ];
    expect(featureMessages(map)).toEqual([
      'Part 1 of room wide reaches off the 40x24 grid.',
      'Room high is on floor 2, but the map has only 1 floor.',
    ]);
  });
});
