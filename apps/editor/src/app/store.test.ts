import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { terrainPainted } from '../features/map/mapSlice';
import { createEditorStore, selectValidation } from './store';

describe('the editor store', () => {
  it('starts on the map it is given, with live findings', () => {
    const store = createEditorStore(sampleMaps[1]!.map);
    expect(store.getState().map.map).toBe(sampleMaps[1]!.map);
    expect(selectValidation(store.getState()).valid).toBe(true);
    store.dispatch(terrainPainted({ floor: 0, squares: [{ x: 7, y: 2 }], terrain: '~' }));
    expect(selectValidation(store.getState()).findings.map((f) => f.rule)).toContain('MAP-SQUARE');
  });
});
