import { sampleMaps, validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { blankMap } from './blank';
import { addedStack, movedStack, removedStack, restackFloors } from './floor-stack';
import {
  floorAdded,
  floorMoved,
  floorRemoved,
  initialMapState,
  mapReducer,
  undone,
} from './mapSlice';
import { toggleLink } from './placement';

const sample = (id: string) => sampleMaps.find((s) => s.id === id)!.map;
const valdemor = sample('fortress-of-valdemor');
const pyramid = sample('pyramid-of-death');
const square = (map: DungeonMap, floor: number, x: number, y: number) =>
  map.floors[floor]!.rows[y]!.charAt(x);
/** Findings that say the map's floor references no longer hold together. */
const broken = (map: DungeonMap) =>
  validateMap(map).findings.filter((f) =>
    ['MAP-SCHEMA', 'MAP-BOUNDS', 'MAP-LINK', 'MAP-ELEVATOR'].includes(f.rule),
  );

describe('reordering floors', () => {
  it('everything keeps to its floor: rooms, features, chute squares, elevator floors and start', () => {
    const { map } = restackFloors(pyramid, movedStack(3, 0, 2)); // the ground floor goes on top
    expect(map.floors.map((f) => f.name)).toEqual(['First floor', 'Apex', 'Ground floor']);
    expect(map.rooms!.find((r) => r.id === 'prison-ground')!.floor).toBe(2);
    expect(map.rooms!.find((r) => r.id === 'potion-room')!.floor).toBe(0);
    expect(map.features!.filter((f) => f.kind === 'portal').map((f) => f.floor)).toEqual([
      2, 2, 2, 2,
    ]);
    expect(map.chutes![0]).toMatchObject({
      entries: [{ floor: 0 }, { floor: 1 }],
      exit: { floor: 2, x: 20, y: 4 },
    });
    expect(map.elevators![0]).toMatchObject({ floors: [0, 1, 2], startFloor: 2 });
    expect(map.endZones.every((z) => z.floor === 2)).toBe(true);
    expect(map.chests.map((c) => c.floor)).toEqual(pyramid.chests.map((c) => [2, 0, 1][c.floor]));
  });

  it('a ladder between two floors that swap places still joins them: its foot and its hole swap squares', () => {
    const { map, lost } = restackFloors(valdemor, movedStack(3, 2, 1));
    // Ladder 4 went from First floor (20, 30) up to Second floor; now Second floor is below.
    const ladder = map.links!.find((l) => l.x === 20 && l.y === 30)!;
    expect(ladder.floor).toBe(1);
    expect(map.floors[1]!.name).toBe('Second floor');
    expect(square(map, 2, 20, 30)).toBe('o');
    expect(square(map, 1, 20, 30)).toBe(square(valdemor, 1, 20, 30));
    expect(lost).not.toContainEqual(expect.stringMatching(/ladder 4/));
    expect(broken(map)).toEqual([]);
    // Swapped back, the floors are as they were.
    expect(restackFloors(map, movedStack(3, 2, 1)).map.floors).toEqual(valdemor.floors);
  });

  it('on a two-floor map, swapping the floors keeps every ladder', () => {
    const two = toggleLink(blankMap(12, 10, 2), { floor: 0, x: 3, y: 3 }, 'rope');
    const { map, lost } = restackFloors(two, movedStack(2, 1, 0));
    expect(lost).toEqual([]);
    expect(map.links).toEqual([{ kind: 'rope', floor: 0, x: 3, y: 3 }]);
    expect(square(map, 1, 3, 3)).toBe('o');
    expect(square(map, 0, 3, 3)).toBe('.');
    expect(broken(map)).toEqual([]);
  });

  it('a ladder whose floors are no longer next to each other is taken away and listed; its hole stays', () => {
    const { map, lost } = restackFloors(valdemor, movedStack(3, 2, 1));
    expect(lost).toEqual([
      'ladder 1 at (13, 4): Ground floor and First floor are no longer next to each other',
      'ladder 2 at (36, 4): Ground floor and First floor are no longer next to each other',
      'rope 3 at (47, 33): Ground floor and First floor are no longer next to each other',
    ]);
    expect(map.links).toHaveLength(1);
    expect(square(map, 2, 13, 4)).toBe('o');
  });

  it('a move to where the floor already is, or off the stack, changes nothing', () => {
    expect(restackFloors(valdemor, movedStack(3, 1, 1)).map).toBe(valdemor);
    expect(restackFloors(valdemor, movedStack(3, 0, 3)).map).toBe(valdemor);
    expect(restackFloors(valdemor, [0, 0, 1]).map).toBe(valdemor);
    expect(restackFloors(valdemor, [0, 1, 5]).map).toBe(valdemor);
    expect(restackFloors(valdemor, []).map).toBe(valdemor);
    expect(restackFloors(valdemor, [0, 1, 2, 'new', 'new']).map).toBe(valdemor);
  });
});

describe('removing a floor', () => {
  it('takes away what is on it and leads to it, says what, and renumbers the floors above', () => {
    const { map, lost } = restackFloors(valdemor, removedStack(3, 1));
    expect(map.floors.map((f) => f.name)).toEqual(['Ground floor', 'Second floor']);
    expect(lost).toContain('First floor and the squares painted on it');
    expect(lost).toContain('ladder 1 at (13, 4), with First floor');
    expect(lost).toContain('ladder 4 at (20, 30), with First floor');
    expect(lost).toContain('the chute, with First floor');
    expect(lost).toContain('elevator troll-lift stops serving First floor');
    expect(lost).toContain('Geyser room on First floor');
    expect(lost).toContain('geyser vent 7 on First floor');
    expect(map.links).toEqual([]);
    expect(map.chutes).toEqual([]);
    expect(map.elevators![0]).toMatchObject({ floors: [0, 1], startFloor: 0 });
    expect(map.teleporters.filter((t) => t.floor === 1)).toHaveLength(
      valdemor.teleporters.filter((t) => t.floor === 2).length,
    );
    expect(map.features!.every((f) => f.floor === 0)).toBe(true);
    expect(broken(map)).toEqual([]);
  });

  it('a chute keeps its entries on the other floors', () => {
    const { map, lost } = restackFloors(pyramid, removedStack(3, 2));
    expect(lost).toContain('entry 2 of chute A, on Apex');
    expect(map.chutes![0]!.entries).toEqual([{ floor: 1, x: 7, y: 5 }]);
  });

  it('an elevator left with one floor goes', () => {
    const { map, lost } = restackFloors(valdemor, [0]);
    expect(map.elevators).toEqual([]);
    expect(lost).toContain('elevator troll-lift');
  });

  it('an empty floor of rock goes without a word', () => {
    const three = blankMap(12, 10, 3);
    const { map, lost } = restackFloors(three, removedStack(3, 1));
    expect(lost).toEqual([]);
    expect(map.floors.map((f) => f.name)).toEqual(['Ground floor', 'Second floor']);
  });
});

describe('adding a floor', () => {
  it('between two floors: the floors above move up one, and ladders across the gap are listed', () => {
    const { map, lost } = restackFloors(valdemor, addedStack(3, 1));
    expect(map.floors.map((f) => f.name)).toEqual([
      'Ground floor',
      'Third floor',
      'First floor',
      'Second floor',
    ]);
    expect(map.floors[1]!.rows.every((row) => /^#+$/.test(row))).toBe(true);
    expect(map.rooms!.find((r) => r.kind === 'geysers')!.floor).toBe(2);
    expect(map.elevators![0]).toMatchObject({ floors: [0, 2, 3], startFloor: 0 });
    expect(map.chutes![0]!.exit.floor).toBe(0);
    expect(map.chutes![0]!.entries.every((e) => e.floor === 2)).toBe(true);
    expect(map.links).toEqual([{ kind: 'ladder', floor: 2, x: 20, y: 30 }]);
    expect(lost).toHaveLength(3);
  });

  it('on top, nothing moves', () => {
    const { map, lost } = restackFloors(valdemor, addedStack(3, 3));
    expect(lost).toEqual([]);
    expect(map.floors[3]!.name).toBe('Third floor');
    expect(map.links).toEqual(valdemor.links);
  });
});

describe('floors in the history', () => {
  it('adding, moving and removing floors are one step each, and undo brings everything back', () => {
    let state = initialMapState(valdemor);
    state = mapReducer(state, floorMoved({ from: 2, to: 1 }));
    state = mapReducer(state, floorRemoved({ floor: 0 }));
    state = mapReducer(state, floorAdded({ at: 0 }));
    expect(state.past).toHaveLength(3);
    expect(state.map.floors.map((f) => f.name)).toEqual([
      'Ground floor',
      'Second floor',
      'First floor',
    ]);
    for (let i = 0; i < 3; i++) state = mapReducer(state, undone());
    expect(state.map).toBe(valdemor);
  });

  it('the only floor cannot be removed; a fifth cannot be added', () => {
    const one = initialMapState(blankMap(12, 10, 1));
    expect(mapReducer(one, floorRemoved({ floor: 0 }))).toBe(one);
    const four = initialMapState(blankMap(12, 10, 4));
    expect(mapReducer(four, floorAdded()).map).toBe(four.map);
  });
});
