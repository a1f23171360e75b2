import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { shareLink } from '@dungeonbowl/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore, selectMap } from '../../app/store';
import { mapOpened, redone, saved, terrainPainted, undone } from '../map/mapSlice';
import { linkFollowed, recoveryDiscarded, startAutosave, startingSession } from './autosave';
import {
  AUTOSAVE_KEY,
  HISTORY_KEY,
  readAutosave,
  readRecoveryCopy,
  recoveryCopies,
  SAVED_STEPS,
  type BrowserStorage,
} from './browser-storage';

const [hall, crypt] = [sampleMaps[0].map, sampleMaps.find((s) => s.id === 'jervis-crypt')!.map];

/** A Storage that, like the browser's, refuses what would take it past `quota` characters. */
function fakeStorage(quota = Infinity): BrowserStorage & { used: () => number } {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (used() - (items.get(k)?.length ?? -k.length) + v.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
    used,
  };
}

/** A different stroke each time: one step of history each. */
const stroke = (i: number) =>
  terrainPainted({
    floor: 0,
    squares: [{ x: 1 + (i % 20), y: 7 }],
    terrain: Math.floor(i / 20) % 2 ? 'm' : 's',
  });

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the autosave', () => {
  it(`keeps the map with its last ${SAVED_STEPS} undo steps and its redo steps: a reload undoes as before`, () => {
    const storage = fakeStorage();
    const store = createEditorStore(hall, { storage });
    startAutosave(store, storage);
    for (let i = 0; i < 130; i++) store.dispatch(stroke(i));
    store.dispatch(undone());
    store.dispatch(undone());
    vi.advanceTimersByTime(1000);
    const restored = readAutosave(storage);
    if (restored.kind !== 'session') throw new Error(restored.kind);
    const { map, past, future } = store.getState().map;
    expect(restored.session.map).toEqual(map);
    expect(restored.session.past).toEqual(past.slice(-SAVED_STEPS));
    expect(restored.session.future).toEqual(future);
    expect(restored.session.dirty).toBe(true);
    // Whole maps would take 100 times the map; a step takes a row or two.
    expect(storage.getItem(HISTORY_KEY)!.length).toBeLessThan(5 * JSON.stringify(map).length);
  });

  it('remembers whether the map was saved to a file; a history of another map is not taken for its own', () => {
    const storage = fakeStorage();
    const store = createEditorStore(hall, { storage });
    startAutosave(store, storage);
    store.dispatch(stroke(1));
    store.dispatch(saved());
    vi.advanceTimersByTime(1000);
    expect(readAutosave(storage)).toMatchObject({ kind: 'session', session: { dirty: false } });
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(crypt));
    expect(readAutosave(storage)).toMatchObject({
      kind: 'session',
      session: { map: crypt, past: [], future: [], dirty: true },
    });
  });

  it.each([
    ['garbage', 'ǝbɐqɹɐƃ \u0000 not a map'],
    ['half a map file', JSON.stringify(hall).slice(0, 900)],
    ['a 4 MB string', 'x'.repeat(4 * 1024 * 1024)],
    ['JSON that is not a map', '{"format":"something-else","rows":[1,2,3]}'],
    ['a map from a newer version', JSON.stringify({ ...hall, version: 99 })],
  ])(
    'that cannot be read (%s) is set aside as a recovery copy, said on start, never written over',
    (_, text) => {
      const storage = fakeStorage();
      storage.setItem(AUTOSAVE_KEY, text);
      const start = startingSession(storage, '', 1000, hall);
      expect(start.session.map).toBe(hall);
      expect(start.notices).toHaveLength(1);
      const [notice] = start.notices;
      if (notice?.kind !== 'unreadable' || !notice.copy) throw new Error('no recovery copy');
      expect(notice.problem).toMatch(/^MAP-/);
      expect(readRecoveryCopy(storage, notice.copy)).toBe(text);
      expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();

      const store = createEditorStore(start.session, { storage, notices: start.notices });
      startAutosave(store, storage);
      store.dispatch(stroke(1));
      vi.advanceTimersByTime(1000);
      expect(readRecoveryCopy(storage, notice.copy)).toBe(text); // the first edit leaves it alone
      store.dispatch(recoveryDiscarded(notice.copy));
      expect(recoveryCopies(storage)).toEqual([]);
      expect(store.getState().storage.notices).toEqual([]);
    },
  );

  it('an unreadable autosave with no room to move stays where it is, and nothing is written over it', () => {
    const text = 'y'.repeat(500);
    const storage = fakeStorage(AUTOSAVE_KEY.length + text.length + 10);
    storage.setItem(AUTOSAVE_KEY, text);
    const start = startingSession(storage, '', 1000, hall);
    expect(start.notices[0]).toMatchObject({ kind: 'unreadable', copy: { key: AUTOSAVE_KEY } });
    const store = createEditorStore(start.session, { storage, notices: start.notices });
    startAutosave(store, storage);
    store.dispatch(stroke(1));
    vi.advanceTimersByTime(1000);
    expect(storage.getItem(AUTOSAVE_KEY)).toBe(text);
  });
});

describe('a browser that refuses storage', () => {
  it('opens the editor on the first map and says nothing is autosaved', () => {
    const start = startingSession(null, '', 1000, hall);
    expect(start.session.map).toBe(hall);
    expect(start.notices).toEqual([{ kind: 'refused', id: 'refused' }]);
  });
});

describe('a share link', () => {
  const link = shareLink(JSON.stringify(crypt), 'http://x/editor/');
  const fragment = new URL(link).hash;

  it('opens its map in place of the autosaved one, which is kept as a recovery copy and which Undo brings back', () => {
    const storage = fakeStorage();
    const mine = createEditorStore(hall, { storage });
    startAutosave(mine, storage);
    mine.dispatch(stroke(3));
    vi.advanceTimersByTime(1000);
    const myMap = selectMap(mine.getState());

    const start = startingSession(storage, fragment, 5000, hall);
    expect(start.fromLink).toBe(true);
    expect(start.session.map).toEqual(crypt);
    expect(start.session.past.at(-1)).toEqual(myMap);
    const [notice] = start.notices;
    if (notice?.kind !== 'replaced' || !notice.copy) throw new Error('no recovery copy');
    expect(notice).toMatchObject({ name: 'Training Hall', link: "Jervis's Crypt" });
    expect(JSON.parse(readRecoveryCopy(storage, notice.copy)!)).toEqual(myMap);

    const store = createEditorStore(start.session, { storage, notices: start.notices });
    startAutosave(store, storage).writeNow();
    store.dispatch(undone());
    expect(selectMap(store.getState())).toEqual(myMap);
  });

  it('followed while the editor is open replaces the open map in the same way', () => {
    const storage = fakeStorage();
    const store = createEditorStore(hall, { storage });
    store.dispatch(stroke(4));
    const mine = selectMap(store.getState());
    expect(store.dispatch(linkFollowed(fragment))).toBeNull();
    expect(selectMap(store.getState())).toEqual(crypt);
    const { notices, copies } = store.getState().storage;
    expect(notices).toMatchObject([{ kind: 'replaced', name: 'Training Hall' }]);
    expect(copies).toHaveLength(1);
    expect(JSON.parse(readRecoveryCopy(storage, copies[0]!)!)).toEqual(mine);
    store.dispatch(undone());
    expect(selectMap(store.getState())).toBe(mine);
    store.dispatch(redone());
    expect(store.dispatch(linkFollowed(fragment))).toBeNull(); // the same map again: nothing to keep
    expect(store.getState().storage.copies).toHaveLength(1);
  });

  it('that carries the map already autosaved keeps no copy and says nothing', () => {
    const storage = fakeStorage();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(crypt));
    expect(startingSession(storage, fragment, 5000, hall).notices).toEqual([]);
  });
});

describe('when the storage is full', () => {
  it('old recovery copies go first, then the editor says the map is no longer saved, until there is room again', () => {
    const mapSize = JSON.stringify(hall).length;
    const storage = fakeStorage(mapSize * 4);
    for (const at of [1, 2]) {
      storage.setItem(AUTOSAVE_KEY, `broken ${at}`.padEnd(mapSize / 2, '!'));
      startingSession(storage, '', at, hall); // each sets a copy aside
    }
    storage.setItem('someone-else', 'z'.repeat(mapSize * 2.5 - 200));
    const store = createEditorStore(hall, { storage });
    startAutosave(store, storage);

    store.dispatch(stroke(1)); // fits once the older copy is let go
    vi.advanceTimersByTime(1000);
    expect(storage.getItem(AUTOSAVE_KEY)).toBe(JSON.stringify(selectMap(store.getState())));
    expect(store.getState().storage.full).toBe(false);
    expect(recoveryCopies(storage)).toMatchObject([{ savedAt: 2 }]);
    expect(store.getState().storage.notices).toMatchObject([
      { kind: 'freed', copies: [{ savedAt: 1 }] },
    ]);
    const stored = selectMap(store.getState());

    const fortress = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    expect(JSON.stringify(fortress).length).toBeGreaterThan(mapSize * 3);
    store.dispatch(mapOpened(fortress)); // nothing makes room for it
    vi.advanceTimersByTime(1000);
    expect(store.getState().storage.full).toBe(true);
    expect(recoveryCopies(storage)).toMatchObject([{ savedAt: 2 }]); // letting it go would not help
    expect(readAutosave(storage)).toMatchObject({ kind: 'session', session: { map: stored } });

    storage.removeItem('someone-else');
    store.dispatch(undone());
    vi.advanceTimersByTime(1000);
    expect(store.getState().storage.full).toBe(false);
    expect(readAutosave(storage)).toMatchObject({
      kind: 'session',
      session: { map: selectMap(store.getState()) },
    });
  });

  it('the history kept shrinks to what fits beside the map', () => {
    const mapSize = JSON.stringify(hall).length;
    const storage = fakeStorage(mapSize + 2500);
    const store = createEditorStore(hall, { storage });
    startAutosave(store, storage);
    for (let i = 0; i < 150; i++) store.dispatch(stroke(i));
    vi.advanceTimersByTime(1000);
    const restored = readAutosave(storage);
    if (restored.kind !== 'session') throw new Error(restored.kind);
    expect(restored.session.map).toEqual(selectMap(store.getState()));
    expect(restored.session.past.length).toBeGreaterThan(0);
    expect(restored.session.past.length).toBeLessThan(SAVED_STEPS);
    expect(restored.session.past).toEqual(
      store.getState().map.past.slice(-restored.session.past.length),
    );
  });
});
