import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { paintSquares } from '../map/mapSlice';
import { resizeMap } from '../map/resize';
import { applyDelta, jsonDelta } from './json-delta';

const hall = sampleMaps[0].map;

describe('the difference between two versions of a map', () => {
  it('is the rows painted, and gives the other version back without touching either', () => {
    const painted = paintSquares(hall, 0, [{ x: 3, y: 2 }], '~');
    const delta = jsonDelta(painted, hall);
    expect(delta).toEqual([[['floors', 0, 'rows', 2], hall.floors[0]!.rows[2]]]);
    const back = applyDelta(painted, delta);
    expect(back).toEqual(hall);
    expect(painted.floors[0]!.rows[2]!.charAt(3)).toBe('~');
    expect(back.floors[0]!.rows[1]).toBe(painted.floors[0]!.rows[1]); // the rest is shared
  });

  it('survives JSON and works both ways for fields added, removed and resized grids', () => {
    const resized = resizeMap(hall, 30, 12).map;
    const described = { ...resized, meta: { ...resized.meta, description: 'Deep' } };
    const trimmed = { ...hall, rooms: undefined };
    for (const [a, b] of [
      [hall, described],
      [described, hall],
      [hall, trimmed],
      [trimmed, hall],
    ] as const) {
      const delta = JSON.parse(JSON.stringify(jsonDelta(a, b))) as ReturnType<typeof jsonDelta>;
      expect(JSON.parse(JSON.stringify(applyDelta(a, delta)))).toEqual(
        JSON.parse(JSON.stringify(b)),
      );
    }
  });

  it('is empty between equal maps, even when they share nothing', () => {
    expect(jsonDelta(hall, JSON.parse(JSON.stringify(hall)))).toEqual([]);
  });
});
