import { validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { configureStore, createSelector } from '@reduxjs/toolkit';
import { initialMapState, mapReducer } from '../features/map/mapSlice';

export function createEditorStore(map: DungeonMap) {
  return configureStore({
    reducer: { map: mapReducer },
    preloadedState: { map: initialMapState(map) },
    // Maps are plain JSON and large: skip the development-only deep checks on every action.
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
export type EditorState = ReturnType<EditorStore['getState']>;

export const selectMap = (state: EditorState) => state.map.map;

/** The live findings: validated again only when the map changes. */
export const selectValidation = createSelector([selectMap], (map) => validateMap(map));

/** Where the browser keeps the map being edited, so a reload or a crash loses nothing. */
export const AUTOSAVE_KEY = 'dungeonbowl.editor.autosave';

/** The autosaved map if there is a valid one, else null. */
export function restoreAutosave(storage: Pick<Storage, 'getItem'>): DungeonMap | null {
  const text = storage.getItem(AUTOSAVE_KEY);
  if (text === null) return null;
  return validateMap(text).map;
}

/** Saves the map after every change, at most once per animation frame's worth of edits. */
export function autosave(store: EditorStore, storage: Pick<Storage, 'setItem'>): () => void {
  let last = selectMap(store.getState());
  let timer: ReturnType<typeof setTimeout> | null = null;
  return store.subscribe(() => {
    const map = selectMap(store.getState());
    if (map === last) return;
    last = map;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => storage.setItem(AUTOSAVE_KEY, JSON.stringify(map)), 200);
  });
}
