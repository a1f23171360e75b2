import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { moveFloor } from './floor-order';
import { initialMapState, mapReducer, mapResized, floorMoved, undone } from './mapSlice';
import { resizeMap } from './resize';

const hall = sampleMaps[0].map;
const valdemor = sampleMaps[1]!.map;

describe('resizing the map', () => {
  it('growing adds solid rock at the east and south and loses nothing', () => {
    const { map, lost } = resizeMap(hall, 30, 16);
    expect(lost).toEqual([]);
    expect(map.floors[0]!.rows).toHaveLength(16);
    expect(map.floors[0]!.rows[1]).toBe(`${hall.floors[0]!.rows[1]}####`);
    expect(validateMap(map).valid).toBe(true);
  });

  it('shrinking lists the painted squares and the things it would cut away', () => {
    const { map, lost } = resizeMap(hall, 20, 15);
    expect(lost).toEqual([
      '61 painted squares on Ground floor',
      'teleporter 3',
      'teleporter 4',
      'end zone Z2',
    ]);
    expect(map.teleporters.map((t) => t.number)).toEqual([1, 2, 5, 6]);
    expect(map.endZones.map((z) => z.id)).toEqual(['Z1']);
    expect(validateMap(map).map).not.toBeNull(); // still a map-format file
  });

  it('a room loses the part cut away, and is named', () => {
    const { lost } = resizeMap(valdemor, 26, 40);
    expect(lost).toContain('part of Geyser room');
  });

  it('is one step of history', () => {
    let state = mapReducer(initialMapState(hall), mapResized({ width: 20, height: 12 }));
    expect(state.map.width).toBe(20);
    state = mapReducer(state, undone());
    expect(state.map).toBe(hall);
  });
});

describe('reordering floors', () => {
  it('everything keeps to its floor when floors change places', () => {
    const moved = moveFloor(valdemor, 2, 1);
    expect(moved.floors.map((f) => f.name)).toEqual([
      valdemor.floors[0]!.name,
      valdemor.floors[2]!.name,
      valdemor.floors[1]!.name,
    ]);
    const geyserRoom = moved.rooms!.find((r) => r.kind === 'geysers')!;
    expect(geyserRoom.floor).toBe(2);
    expect(moved.chutes![0]!.entries[0]!.floor).toBe(2);
    expect(moved.elevators![0]!.floors).toEqual([0, 1, 2]);
    expect(moved.links![3]).toMatchObject({ floor: 1 }); // between the same two floors, now 1 and 2
    expect(moveFloor(moved, 1, 2)).toEqual(valdemor);
  });

  it('a move off the stack changes nothing; a move is one step of history', () => {
    expect(moveFloor(hall, 0, 1)).toBe(hall);
    const state = mapReducer(initialMapState(valdemor), floorMoved({ from: 0, to: 1 }));
    expect(state.past).toHaveLength(1);
  });
});
