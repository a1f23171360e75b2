import { describe, expect, it } from 'vitest';
import { baseMap, findingsOf, paint, twoFloorMap } from '../test-support/maps';

describe('links, chutes and elevators', () => {
  it('MAP-LINK: a ladder needs a hole above its foot and a foot players can stand on', () => {
    const good = paint(twoFloorMap(), 1, 20, 12, 'o');
    good.links = [{ kind: 'ladder', floor: 0, x: 20, y: 12 }];
    expect(findingsOf(good, 'MAP-LINK')).toEqual([]);

    const noHole = twoFloorMap();
    noHole.links = [{ kind: 'rope', floor: 0, x: 20, y: 12 }];
    expect(findingsOf(noHole, 'MAP-LINK').map((f) => f.message)).toEqual([
      'Above rope 1, (20, 12) on First floor is floor; it must be a hole (o).',
    ]);

    const badFoot = paint(paint(twoFloorMap(), 1, 20, 12, 'o'), 0, 20, 12, '*');
    badFoot.links = [{ kind: 'ladder', floor: 0, x: 20, y: 12 }];
    expect(findingsOf(badFoot, 'MAP-LINK')[0]).toMatchObject({
      floor: 0,
      x: 20,
      y: 12,
      path: '/links/0',
    });
  });

  it('MAP-LINK: a ladder from the top floor leads nowhere', () => {
    const map = baseMap();
    map.links = [{ kind: 'ladder', floor: 0, x: 20, y: 12 }];
    expect(findingsOf(map, 'MAP-LINK').map((f) => f.message)).toEqual([
      'Ladder 1 starts on the top floor; a ladder needs a floor above its foot.',
    ]);
  });

  it('MAP-CHUTE: entries must be above the exit, exit and landing squares walkable', () => {
    const map = twoFloorMap();
    map.chutes = [
      {
        id: 'slide',
        entries: [{ floor: 1, x: 5, y: 5 }],
        exit: { floor: 0, x: 6, y: 6 },
        landing: [
          { x: 7, y: 6 },
          { x: 8, y: 6 },
        ],
      },
    ];
    expect(findingsOf(map, 'MAP-CHUTE')).toEqual([]);
    map.chutes[0]!.entries.push({ floor: 0, x: 9, y: 9 });
    paint(map, 0, 8, 6, '#');
    expect(findingsOf(map, 'MAP-CHUTE').map((f) => f.message)).toEqual([
      "Entry 2 of chute slide is on Ground floor, not above its exit's floor; a chute only goes down.",
      'Landing square B of chute slide is on wall at (8, 6) on Ground floor; it must be a square players can stand on.',
    ]);
  });

  it('MAP-ELEVATOR: at least 2 floors, walkable on each, starting on one of them', () => {
    const map = twoFloorMap();
    map.elevators = [
      {
        id: 'lift',
        kind: 'rotating',
        squares: [
          { x: 30, y: 12 },
          { x: 31, y: 12 },
        ],
        floors: [0, 1],
        startFloor: 0,
      },
    ];
    expect(findingsOf(map, 'MAP-ELEVATOR')).toEqual([]);
    paint(map, 1, 31, 12, '_');
    map.elevators[0]!.startFloor = 2;
    expect(findingsOf(map, 'MAP-ELEVATOR').map((f) => f.message)).toEqual([
      'Elevator lift starts on floor 2, which it does not serve.',
      'Elevator lift has void at (31, 12) on First floor; its squares must be walkable on every floor it serves.',
    ]);
  });

  it('MAP-ELEVATOR: an elevator serving one existing floor fails, as do repeated floors', () => {
    const map = baseMap();
    map.elevators = [
      { id: 'lift', kind: 'cage', squares: [{ x: 30, y: 12 }], floors: [0, 0], startFloor: 0 },
    ];
    expect(findingsOf(map, 'MAP-ELEVATOR').map((f) => f.message)).toEqual([
      'Elevator lift lists a floor twice.',
      'Elevator lift serves 1 existing floor; an elevator serves at least 2.',
    ]);
  });
});

describe('bounds', () => {
  it('MAP-BOUNDS: a chest on the last column passes, one past it fails', () => {
    const edge = baseMap();
    edge.floors[0]!.rows = edge.floors[0]!.rows.map((r, y) =>
      y === 0 || y === 23 ? r : `${r.slice(0, 39)}.`,
    );
    edge.chests[2] = { floor: 0, x: 39, y: 3 };
    expect(findingsOf(edge, 'MAP-BOUNDS')).toEqual([]);
    const past = baseMap();
    past.chests[2] = { floor: 0, x: 40, y: 3 };
    expect(findingsOf(past, 'MAP-BOUNDS')).toEqual([
      {
        rule: 'MAP-BOUNDS',
        severity: 'error',
        message: 'Chest 3 at (40, 3) is off the 40x24 grid of Ground floor.',
        path: '/chests/2',
      },
    ]);
  });

  it('MAP-BOUNDS: a teleporter on a floor the map does not have fails', () => {
    const map = baseMap();
    map.teleporters[0]!.floor = 1;
    expect(findingsOf(map, 'MAP-BOUNDS').map((f) => f.message)).toEqual([
      'Teleporter 1 is on floor 1, but the map has only 1 floor.',
    ]);
  });

  it('MAP-BOUNDS: an end zone reaching over the edge fails', () => {
    const map = baseMap();
    map.endZones[1] = { id: 'Z2', floor: 0, x: 37, y: 21, width: 2, height: 4 };
    expect(findingsOf(map, 'MAP-BOUNDS').map((f) => f.path)).toEqual(['/endZones/1']);
  });
});
