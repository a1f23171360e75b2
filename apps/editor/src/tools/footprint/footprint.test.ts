import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { footprint } from './footprint';

const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;
const settings = { featureKind: 'statue', shape: 'upright' } as const;
const at = (x: number, y: number) => ({ floor: 0, x, y });

describe('what a placing tool would cover under the pointer', () => {
  it('an end zone covers 2 x 4 from the square under the pointer, 4 x 2 when lying', () => {
    expect(footprint(hall, 'end-zone', settings, at(10, 5))).toEqual([
      { x: 10, y: 5 },
      { x: 11, y: 5 },
      { x: 10, y: 6 },
      { x: 11, y: 6 },
      { x: 10, y: 7 },
      { x: 11, y: 7 },
      { x: 10, y: 8 },
      { x: 11, y: 8 },
    ]);
    const lying = footprint(hall, 'end-zone', { ...settings, shape: 'lying' }, at(10, 5));
    expect(lying).toHaveLength(8);
    expect(Math.max(...lying.map((s) => s.x))).toBe(13);
    expect(Math.max(...lying.map((s) => s.y))).toBe(6);
  });

  it('a feature covers its squares as the map format lays them: a boat two, a tilting corridor four', () => {
    expect(footprint(hall, 'feature', { ...settings, featureKind: 'boat' }, at(3, 3))).toHaveLength(
      2,
    );
    expect(
      footprint(hall, 'feature', { ...settings, featureKind: 'tilting-corridor' }, at(3, 3)),
    ).toHaveLength(4);
    expect(footprint(hall, 'chest', settings, at(3, 3))).toEqual([{ x: 3, y: 3 }]);
  });

  it('squares off the grid are left out, and the painting tools or no square show nothing', () => {
    expect(footprint(hall, 'end-zone', settings, at(hall.width - 1, hall.height - 2))).toEqual([
      { x: hall.width - 1, y: hall.height - 2 },
      { x: hall.width - 1, y: hall.height - 1 },
    ]);
    expect(footprint(hall, 'brush', settings, at(3, 3))).toEqual([]);
    expect(footprint(hall, 'end-zone', settings, null)).toEqual([]);
  });
});
