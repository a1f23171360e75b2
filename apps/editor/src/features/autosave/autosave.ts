import { validateMap, type DungeonMap, type Finding } from '@dungeonbowl/dungeon-schema';
import { sharedMapText } from '@dungeonbowl/ui';
import type { EditorState, EditorStore } from '../../app/store';
import { selectAutosaveHeldBack } from '../../app/store';
import { HISTORY_LIMIT, mapOpened } from '../map/mapSlice';
import {
  AUTOSAVE_KEY,
  discardRecoveryCopy,
  keepRecoveryCopy,
  readAutosave,
  readRecoveryCopy,
  recoveryCopies,
  setAsideAutosave,
  writeAutosave,
  type BrowserStorage,
  type RecoveryCopy,
  type Session,
} from './browser-storage';
import {
  autosaveRefused,
  autosaveStored,
  copyDiscarded,
  linkReplacedMap,
  type Notice,
} from './storageSlice';

export interface Start {
  readonly session: Session;
  readonly notices: readonly Notice[];
  /** What is wrong with the map a share link carried. */
  readonly problems: { file: string; findings: readonly Finding[] } | null;
  /** A share link's map was opened: store it at once, since the link is cleared from the address. */
  readonly fromLink: boolean;
}

const fresh = (map: DungeonMap): Session => ({ map, past: [], future: [], dirty: false });

/**
 * What the editor opens on: a share link's map first, else the autosave, else `fallback`. An
 * autosave that cannot be read is set aside as a recovery copy; one a link replaces is kept as a
 * recovery copy too, and Undo brings it back.
 */
export function startingSession(
  storage: BrowserStorage | null,
  fragment: string,
  now: number,
  fallback: DungeonMap,
): Start {
  const notices: Notice[] = storage ? [] : [{ kind: 'refused', id: 'refused' }];
  const saved = storage ? readAutosave(storage) : ({ kind: 'none' } as const);
  if (storage && saved.kind === 'unreadable') {
    const copy = setAsideAutosave(storage, saved.text, now) ?? {
      key: AUTOSAVE_KEY,
      reason: 'unreadable',
      savedAt: now,
    };
    notices.push({ kind: 'unreadable', id: copy.key, copy, problem: saved.problem });
  }
  const own = saved.kind === 'session' ? saved.session : fresh(fallback);
  const text = sharedMapText(fragment);
  if (text === null) return { session: own, notices, problems: null, fromLink: false };
  const { map, findings } = validateMap(text);
  const problems = findings.length > 0 ? { file: 'The shared link', findings } : null;
  if (!map) return { session: own, notices, problems, fromLink: false };
  if (storage && saved.kind === 'session' && JSON.stringify(map) !== saved.text) {
    notices.push(keepReplaced(storage, saved.text, own.map, map, now));
    const past = [...own.past, own.map].slice(-HISTORY_LIMIT);
    return { session: { ...fresh(map), past }, notices, problems, fromLink: true };
  }
  return { session: fresh(map), notices, problems, fromLink: true };
}

/** The map a link replaces, kept as a recovery copy, and the notice that says so. */
function keepReplaced(
  storage: BrowserStorage | null,
  text: string,
  mine: DungeonMap,
  link: DungeonMap,
  now: number,
): Notice {
  const copy = storage && keepRecoveryCopy(storage, text, 'replaced', now);
  const id = copy?.key ?? `replaced-${now}`;
  return { kind: 'replaced', id, copy, name: mine.meta.name, link: link.meta.name };
}

/**
 * A share link followed while the editor is open (only the address's fragment changed): its map
 * takes the place of the one edited, as at start: kept as a recovery copy, said, and undoable.
 * Gives what is wrong with the link's map, if anything.
 */
export const linkFollowed =
  (fragment: string): Thunk<Start['problems']> =>
  (dispatch, getState, { storage }) => {
    const text = sharedMapText(fragment);
    if (text === null) return null;
    const { map, findings } = validateMap(text);
    const problems = findings.length > 0 ? { file: 'The shared link', findings } : null;
    const mine = getState().map.map;
    const mineText = JSON.stringify(mine);
    if (!map || JSON.stringify(map) === mineText) return problems;
    const notice = keepReplaced(storage, mineText, mine, map, Date.now());
    dispatch(mapOpened(map));
    dispatch(linkReplacedMap({ notice, copies: storage ? recoveryCopies(storage) : [] }));
    return problems;
  };

const sessionOf = (state: EditorState): Session => state.map;

/**
 * Stores the session a moment after each change (edits come in bursts), and says when it no
 * longer fits. `flush` stores what is pending at once (before the page is left), `writeNow`
 * stores the session even when nothing changed.
 */
export function startAutosave(
  store: EditorStore,
  storage: BrowserStorage,
  delay = 300,
): { flush: () => void; writeNow: () => void; stop: () => void } {
  let last = sessionOf(store.getState());
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state = store.getState();
    if (selectAutosaveHeldBack(state)) return;
    const { saved, freed } = writeAutosave(storage, sessionOf(state));
    if (saved && (state.storage.full || freed.length > 0))
      store.dispatch(autosaveStored({ freed }));
    else if (!saved && (!state.storage.full || freed.length > 0))
      store.dispatch(autosaveRefused({ freed }));
  };
  const stop = store.subscribe(() => {
    const now = sessionOf(store.getState());
    if (
      now.map === last.map &&
      now.past === last.past &&
      now.future === last.future &&
      now.dirty === last.dirty
    )
      return;
    last = now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, delay);
  });
  return {
    flush: () => {
      if (timer) write();
    },
    writeNow: write,
    stop: () => {
      if (timer) clearTimeout(timer);
      stop();
    },
  };
}

type Extra = { storage: BrowserStorage | null };
type Thunk<R> = (dispatch: EditorStore['dispatch'], getState: () => EditorState, extra: Extra) => R;

/** The text of a recovery copy, or null when it is gone. */
export const recoveryText =
  (copy: RecoveryCopy): Thunk<string | null> =>
  (_dispatch, _getState, { storage }) =>
    storage && readRecoveryCopy(storage, copy);

/** A recovery copy deleted from the browser, with any notice that offered it. */
export const recoveryDiscarded =
  (copy: RecoveryCopy): Thunk<void> =>
  (dispatch, _getState, { storage }) => {
    if (storage) discardRecoveryCopy(storage, copy);
    dispatch(copyDiscarded(copy.key));
  };
