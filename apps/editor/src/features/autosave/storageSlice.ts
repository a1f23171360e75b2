import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecoveryCopy } from './browser-storage';

/** Something about the browser's storage the user is told, in the banner under the file bar. */
export type Notice =
  /**
   * The autosave could not be read; it is kept as `copy`. A copy under AUTOSAVE_KEY is one there
   * was no room to move: the autosave is held back until the user has downloaded or discarded it.
   */
  | {
      readonly kind: 'unreadable';
      readonly id: string;
      readonly copy: RecoveryCopy | null;
      readonly problem: string;
    }
  /** A share link's map took the place of the user's map `name`, kept as `copy` (null: no room). */
  | {
      readonly kind: 'replaced';
      readonly id: string;
      readonly copy: RecoveryCopy | null;
      readonly name: string;
      readonly link: string;
    }
  /** Recovery copies let go to make room for the map being edited. */
  | { readonly kind: 'freed'; readonly id: string; readonly copies: readonly RecoveryCopy[] }
  /** The browser refuses this page any storage (a private window, a setting): nothing is autosaved. */
  | { readonly kind: 'refused'; readonly id: string }
  /** The map could not be handed to the play app: no room in the storage they share. */
  | { readonly kind: 'handover-failed'; readonly id: string };

export interface StorageState {
  /** The last autosave did not fit: changes since are not saved in this browser. */
  readonly full: boolean;
  readonly notices: readonly Notice[];
  /** The recovery copies kept in this browser, newest first: the Recovery copies panel lists them. */
  readonly copies: readonly RecoveryCopy[];
}

export const initialStorageState = (
  notices: readonly Notice[] = [],
  copies: readonly RecoveryCopy[] = [],
): StorageState => ({ full: false, notices, copies });

const storageSlice = createSlice({
  name: 'storage',
  initialState: () => initialStorageState(),
  reducers: {
    /** The map was stored (again), perhaps after letting old recovery copies go. */
    autosaveStored(state, action: PayloadAction<{ freed: readonly RecoveryCopy[] }>) {
      return withFreed({ ...(state as StorageState), full: false }, action.payload.freed);
    },
    /** The map no longer fits in the browser's storage. */
    autosaveRefused(state, action: PayloadAction<{ freed: readonly RecoveryCopy[] }>) {
      return withFreed({ ...(state as StorageState), full: true }, action.payload.freed);
    },
    handOverRefused(state) {
      const notices = state.notices.filter((n) => n.kind !== 'handover-failed');
      return {
        ...(state as StorageState),
        notices: [...notices, { kind: 'handover-failed', id: 'handover' }],
      };
    },
    /** A share link's map opened in place of the one edited, which is kept as a recovery copy. */
    linkReplacedMap(
      state,
      action: PayloadAction<{ notice: Notice; copies: readonly RecoveryCopy[] }>,
    ) {
      const { notice, copies } = action.payload;
      return { ...(state as StorageState), notices: [...state.notices, notice], copies };
    },
    /** A recovery copy deleted by the user, or restored: gone from the list and the notices. */
    copyDiscarded(state, action: PayloadAction<string>) {
      return {
        ...(state as StorageState),
        copies: state.copies.filter((c) => c.key !== action.payload),
        notices: state.notices.filter((n) => !('copy' in n) || n.copy?.key !== action.payload),
      };
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
  },
});

function withFreed(state: StorageState, freed: readonly RecoveryCopy[]): StorageState {
  if (freed.length === 0) return state;
  const gone = new Set(freed.map((c) => c.key));
  // A notice about a copy now gone no longer offers it; one notice says what went.
  const notices = state.notices
    .filter((n) => n.kind !== 'freed')
    .map((n) => ('copy' in n && n.copy && gone.has(n.copy.key) ? { ...n, copy: null } : n));
  const earlier = state.notices.find((n) => n.kind === 'freed');
  const copies = [...(earlier?.kind === 'freed' ? earlier.copies : []), ...freed];
  return {
    ...state,
    copies: state.copies.filter((c) => !gone.has(c.key)),
    notices: [...notices, { kind: 'freed', id: 'freed', copies }],
  };
}

export const {
  autosaveStored,
  autosaveRefused,
  handOverRefused,
  linkReplacedMap,
  copyDiscarded,
  noticeDismissed,
} = storageSlice.actions;
export const storageReducer = storageSlice.reducer;
