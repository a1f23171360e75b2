import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { blankMap } from '../map/blank';
import {
  floorDuplicated,
  initialMapState,
  mapReducer,
  redone,
  regionCleared,
  regionPasted,
  regionTransformed,
  undone,
} from '../map/mapSlice';
import { copyRegion } from './region-clip';

const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
const rect = { x: 20, y: 2, width: 10, height: 7 };

describe('region edits in the history', () => {
  it('a paste, a clear, a turn and a copied floor are each one step of undo', () => {
    const clip = copyRegion(valdemor, 0, rect)!;
    const edits = [
      regionPasted({ floor: 1, at: { x: 19, y: 2 }, clip }),
      regionCleared({ floor: 0, rect }),
      regionTransformed({ floor: 0, rect, transform: 'rotate-cw' }),
      floorDuplicated({ floor: 0 }),
    ];
    for (const edit of edits) {
      const start = initialMapState(valdemor);
      const after = mapReducer(start, edit);
      expect(after.map).not.toBe(valdemor);
      expect(after.past).toEqual([valdemor]);
      expect(mapReducer(after, undone()).map).toBe(valdemor);
      expect(mapReducer(mapReducer(after, undone()), redone()).map).toBe(after.map);
    }
  });

  it('a floor copied on a map of four floors is refused, with the reason kept to show', () => {
    const four = blankMap(20, 20, 4);
    const state = mapReducer(initialMapState(four), floorDuplicated({ floor: 1 }));
    expect(state.map).toBe(four);
    expect(state.refusal).toBe('A map has at most 4 floors; remove one to copy First floor.');
  });
});
