import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it, vi } from 'vitest';
import { terrainPainted } from '../features/map/mapSlice';
import {
  AUTOSAVE_KEY,
  autosave,
  createEditorStore,
  restoreAutosave,
  selectValidation,
} from './store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('the editor store', () => {
  it('starts on the map it is given, with live findings', () => {
    const store = createEditorStore(sampleMaps[1]!.map);
    expect(store.getState().map.map).toBe(sampleMaps[1]!.map);
    expect(selectValidation(store.getState()).valid).toBe(true);
    store.dispatch(terrainPainted({ floor: 0, squares: [{ x: 7, y: 2 }], terrain: '~' }));
    expect(selectValidation(store.getState()).findings.map((f) => f.rule)).toContain('MAP-SQUARE');
  });

  it('autosaves every change and restores it; a broken autosave is ignored', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createEditorStore(sampleMaps[0].map);
    autosave(store, storage);
    store.dispatch(terrainPainted({ floor: 0, squares: [{ x: 3, y: 3 }], terrain: 'm' }));
    vi.advanceTimersByTime(500);
    expect(restoreAutosave(storage)?.floors[0]?.rows[3]?.charAt(3)).toBe('m');
    storage.setItem(AUTOSAVE_KEY, '{"format": "dungeonbowl-map", broken');
    expect(restoreAutosave(storage)).toBeNull();
    vi.useRealTimers();
  });
});
