import { validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { configureStore, createSelector } from '@reduxjs/toolkit';
import {
  AUTOSAVE_KEY,
  type BrowserStorage,
  type RecoveryCopy,
  type Session,
} from '../features/autosave/browser-storage';
import {
  initialStorageState,
  storageReducer,
  type Notice,
} from '../features/autosave/storageSlice';
import { initialMapState, mapReducer } from '../features/map/mapSlice';

export interface EditorStart {
  /** The browser's storage, or null where it is refused (the editor then runs without autosave). */
  readonly storage?: BrowserStorage | null;
  /** What the user is told about that storage on start. */
  readonly notices?: readonly Notice[];
  /** The recovery copies kept in that storage. */
  readonly copies?: readonly RecoveryCopy[];
}

/** The store, on a map or on a restored session (map, history and whether it is saved to a file). */
export function createEditorStore(
  start: DungeonMap | Session,
  { storage = null, notices, copies }: EditorStart = {},
) {
  const session = 'floors' in start ? initialMapState(start) : { ...start, refusal: null };
  return configureStore({
    reducer: { map: mapReducer, storage: storageReducer },
    preloadedState: { map: session, storage: initialStorageState(notices, copies) },
    // Maps are plain JSON and large: skip the development-only deep checks on every action.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: false,
        serializableCheck: false,
        thunk: { extraArgument: { storage } },
      }),
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
export type EditorState = ReturnType<EditorStore['getState']>;

export const selectMap = (state: EditorState) => state.map.map;

/** The live findings: validated again only when the map changes. */
export const selectValidation = createSelector([selectMap], (map) => validateMap(map));

/** The unreadable autosave had no room to move: nothing is written over it until it is let go. */
export const selectAutosaveHeldBack = (state: EditorState) =>
  state.storage.notices.some((n) => n.kind === 'unreadable' && n.copy?.key === AUTOSAVE_KEY);
