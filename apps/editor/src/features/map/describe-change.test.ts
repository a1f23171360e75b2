import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';
import {
  mapReducer,
  paintSquares,
  redone,
  thingToggled,
  undone,
  initialMapState,
} from './mapSlice';

const fortress = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map as DungeonMap;

describe('describeChange', () => {
  it('says which squares were painted, and on which floor', () => {
    const after = paintSquares(
      fortress,
      1,
      [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
      ],
      'w',
    );
    expect(describeChange(fortress, after)).toEqual({
      text: `painted 2 squares on ${fortress.floors[1]!.name}`,
      floor: 1,
    });
  });

  it('a map opened again as it was is no painting', () => {
    const copy = JSON.parse(JSON.stringify(fortress)) as DungeonMap;
    expect(describeChange(fortress, copy)).toEqual({ text: 'changed the map', floor: null });
  });

  it('says which thing was placed or removed, on its floor', () => {
    const more = { ...fortress, chests: [...fortress.chests, { floor: 2, x: 3, y: 3 }] };
    expect(describeChange(fortress, more)).toEqual({
      text: `placed chest ${more.chests.length}`,
      floor: 2,
    });
    expect(describeChange(more, fortress)).toEqual({
      text: `removed chest ${more.chests.length}`,
      floor: 2,
    });
  });

  it('Undo and Redo say what they did and on which floor', () => {
    const start = initialMapState(fortress);
    const placed = mapReducer(
      start,
      thingToggled({ thing: 'chest', at: { floor: 1, x: 19, y: 20 } }),
    );
    expect(placed.map).not.toBe(fortress);
    const back = mapReducer(placed, undone());
    expect(back.told).toEqual({
      step: 'Undone',
      text: `placed chest ${fortress.chests.length + 1}`,
      floor: 1,
    });
    expect(mapReducer(back, redone()).told).toMatchObject({ step: 'Redone', floor: 1 });
  });
});
