import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { initialMapState, mapReducer, mapResized, undone } from './mapSlice';
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
