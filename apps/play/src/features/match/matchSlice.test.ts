import { describe, expect, it } from 'vitest';
import { createStore } from '../../store';
import { createLocalHost } from './match-host';
import type { MatchRecord } from './match-record';
import { dieFreeMove, firstTurn, testRecord } from './test-record';
import {
  RECOVERY_PREFIX,
  SAVED_MATCH_KEY,
  SAVED_MATCH_NOTE,
  recoveryCopies,
} from './match-storage';
import { openMatch, playAction, resumeSavedMatch, undoSteps } from './match-thunks';
import {
  botPaceChosen,
  botsPausedToggled,
  matchClosed,
  tackleZoneAnswerChosen,
} from './matchSlice';

/**
 * Storage in memory, as the browser's localStorage behaves: with a `quota` in characters, a
 * write that would pass it throws the browser's QuotaExceededError and changes nothing.
 */
function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      const after = used() - (items.has(key) ? key.length + items.get(key)!.length : 0);
      if (after + key.length + value.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

/** The match saved in `storage`, as JSON. */
const saved = (storage: Storage) =>
  JSON.parse(storage.getItem(SAVED_MATCH_KEY) ?? 'null') as MatchRecord | null;

const record = (coaches: MatchRecord['coaches']) => testRecord(coaches, 'slice-test');

describe('the match slice', () => {
  it('opens a match, takes an action, records it and autosaves it', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    expect(await store.dispatch(openMatch(record(['human', 'human'])))).toBe(true);
    const view = store.getState().match.view!;
    const first = view.actions[0]!;
    expect(await store.dispatch(playAction(first))).toBe(true);
    const { record: kept, log, problem } = store.getState().match;
    expect(kept?.actions).toEqual([first]);
    expect(log.length).toBeGreaterThan(0);
    expect(problem).toBeNull();
    expect(saved(storage)?.actions).toEqual([first]);
  });

  it('DB-MULTI-5: a coach’s standing answer about marking is saved with the match and is there after a reload', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    await store.dispatch(openMatch(record(['human', 'human'])));
    store.dispatch(tackleZoneAnswerChosen({ coach: 1, mover: 0, answer: 'ask' }));
    expect(saved(storage)?.tackleZoneAnswers).toEqual({ '1>0': 'ask' });
    const reloaded = createStore({ host: createLocalHost(), storage });
    expect(await reloaded.dispatch(resumeSavedMatch())).toBe(true);
    expect(reloaded.getState().match.record?.tackleZoneAnswers).toEqual({ '1>0': 'ask' });
  });

  it('keeps the bots’ pace and pause with the saved match, so a reload plays on as chosen', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    await store.dispatch(openMatch(record(['human', 'heuristic'])));
    expect(store.getState().match.record?.botPace).toBeUndefined();
    store.dispatch(botPaceChosen('Instant'));
    store.dispatch(botsPausedToggled());
    expect(saved(storage)).toMatchObject({ botPace: 'Instant', botsPaused: true });
    const reloaded = createStore({ host: createLocalHost(), storage });
    expect(await reloaded.dispatch(resumeSavedMatch())).toBe(true);
    expect(reloaded.getState().match.record).toMatchObject({
      botPace: 'Instant',
      botsPaused: true,
    });
    // Let the bots play on: the pause leaves the save too.
    reloaded.dispatch(botsPausedToggled());
    expect(saved(storage)?.botsPaused).toBeUndefined();
    expect(saved(storage)?.botPace).toBe('Instant');
  });

  it('refuses a saved match whose bots’ pace is none of the paces, saying which ones there are', async () => {
    const storage = memoryStorage();
    storage.setItem(
      SAVED_MATCH_KEY,
      JSON.stringify({ ...record(['human', 'heuristic']), botPace: 'Warp' }),
    );
    const store = createStore({ host: createLocalHost(), storage });
    expect(await store.dispatch(resumeSavedMatch())).toBe(false);
    expect(store.getState().match.problem).toMatch(
      /\/botPace should be one of "Slow", "Normal", "Fast", "Instant"\. It is kept as a recovery copy/,
    );
  });

  describe('an Undo', () => {
    // A coach's first turn, and the same match after his player's activation and a die-free step.
    const before = firstTurn('slice-undo').record;
    const moved = dieFreeMove(firstTurn('slice-undo')).record;
    const steps = moved.actions.slice(before.actions.length);
    const texts = (store: ReturnType<typeof createStore>) =>
      store.getState().match.log.map((l) => l.text);
    const undoLine = /^Undo: the last 2 actions of .+ taken back/;

    it('takes the lines of the steps it takes back out of the log, and says so', async () => {
      const store = createStore({ host: createLocalHost(), storage: null });
      await store.dispatch(openMatch(before));
      const shown = texts(store);
      for (const step of steps) expect(await store.dispatch(playAction(step))).toBe(true);
      expect(texts(store).length).toBeGreaterThan(shown.length);
      expect(await store.dispatch(undoSteps())).toBe(true);
      const [undo, ...rest] = texts(store).slice(shown.length);
      expect(texts(store).slice(0, shown.length)).toEqual(shown);
      expect(undo).toMatch(undoLine);
      expect(rest).toEqual([]);
    });

    it('takes them out of the log of a match resumed after a reload too, the log as the match now stands', async () => {
      const storage = memoryStorage();
      const store = createStore({ host: createLocalHost(), storage });
      await store.dispatch(openMatch(moved));
      const reloaded = createStore({ host: createLocalHost(), storage });
      expect(await reloaded.dispatch(resumeSavedMatch())).toBe(true);
      expect(await reloaded.dispatch(undoSteps())).toBe(true);
      const fresh = createStore({ host: createLocalHost(), storage: null });
      await fresh.dispatch(openMatch(before));
      expect(texts(reloaded).slice(0, -1)).toEqual(texts(fresh));
      expect(texts(reloaded).at(-1)).toMatch(undoLine);
    });
  });

  it('shows a refused action’s reason and records nothing', async () => {
    const store = createStore({ host: createLocalHost(), storage: null });
    await store.dispatch(openMatch(record(['human', 'human'])));
    expect(await store.dispatch(playAction({ type: 'end-turn' }))).toBe(false);
    expect(store.getState().match.problem).toEqual(expect.any(String));
    expect(store.getState().match.record?.actions).toEqual([]);
  });

  it('lets the bots play on their own until the match is over', async () => {
    const store = createStore({ host: createLocalHost(), storage: null });
    await store.dispatch(openMatch({ ...record(['heuristic', 'random']), botPace: 'Instant' }));
    for (let i = 0; i < 400 && store.getState().match.view?.state.result === null; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().match.view?.state.result).not.toBeNull();
  }, 30_000);

  it('says in the saved match that it holds the seed, and resumes a match saved before the note', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    await store.dispatch(openMatch(record(['human', 'human'])));
    expect(storage.getItem(SAVED_MATCH_KEY)).toMatch(/^\{"note":"A match in progress/);
    expect(SAVED_MATCH_NOTE).toContain('holds the match seed');
    storage.setItem(SAVED_MATCH_KEY, JSON.stringify(record(['human', 'heuristic'])));
    const reloaded = createStore({ host: createLocalHost(), storage });
    expect(await reloaded.dispatch(resumeSavedMatch())).toBe(true);
    expect(reloaded.getState().match.record?.coaches).toEqual(['human', 'heuristic']);
  });

  it('an unreadable saved match is refused with the reason and kept as a recovery copy', async () => {
    for (const text of ['{"map": 1', '[1, 2]', '{"map": {}, "actions": []}']) {
      const storage = memoryStorage();
      storage.setItem(SAVED_MATCH_KEY, text);
      const store = createStore({ host: createLocalHost(), storage });
      expect(await store.dispatch(resumeSavedMatch())).toBe(false);
      expect(store.getState().match.problem).toMatch(
        /^The match saved in this browser cannot be resumed: .+ It is kept as a recovery copy/,
      );
      const [copy] = recoveryCopies(storage);
      expect(storage.getItem(copy!.key)).toBe(text);
      expect(storage.getItem(SAVED_MATCH_KEY)).toBeNull();
    }
  });

  it.each([
    [{ type: 'move' }, /\/actions\/5: A "move" action needs "to"/],
    [
      { type: 'move', to: { floor: 0, x: '3', y: 4 } },
      /\/actions\/5: A "move" action's "to" should be a square/,
    ],
    [
      { type: 'activate', player: 'x', action: 'move' },
      /\/actions\/5 \(\{"type":"activate","player":"x","action":"move"\}\) is refused: Waiting for team/,
    ],
    [{ type: 'explode' }, /\/actions\/5: There is no action "explode"/],
  ])(
    'a saved match whose sixth action is %j is refused naming it and why, and kept for recovery',
    async (bad, reason) => {
      const storage = memoryStorage();
      const store = createStore({ host: createLocalHost(), storage });
      await store.dispatch(
        openMatch({ ...record(['heuristic', 'heuristic']), botPace: 'Instant' }),
      );
      for (let i = 0; i < 400 && (saved(storage)?.actions.length ?? 0) < 8; i++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      store.dispatch(matchClosed());
      const played = saved(storage)!;
      const text = JSON.stringify({ ...played, actions: played.actions.with(5, bad as never) });
      storage.setItem(SAVED_MATCH_KEY, text);

      const reloaded = createStore({ host: createLocalHost(), storage });
      expect(await reloaded.dispatch(resumeSavedMatch())).toBe(false);
      expect(reloaded.getState().match.record).toBeNull();
      expect(reloaded.getState().match.problem).toMatch(reason);
      expect(storage.getItem(recoveryCopies(storage)[0]!.key)).toBe(text);
    },
  );

  it('tells at once that a match is no longer saved when storage is full, after dropping the recovery copies', async () => {
    const match = record(['human', 'human']);
    const size =
      SAVED_MATCH_KEY.length + JSON.stringify({ note: SAVED_MATCH_NOTE, ...match }).length;
    const quota = size + 5_000;
    const storage = memoryStorage(quota);
    storage.setItem(`${RECOVERY_PREFIX}2026-01-01T00:00:00.000Z`, 'x'.repeat(10_000));
    const store = createStore({ host: createLocalHost(), storage });
    // The match fits once the old recovery copy is dropped.
    await store.dispatch(openMatch(match));
    expect(recoveryCopies(storage)).toEqual([]);
    expect(saved(storage)?.actions).toEqual([]);
    expect(store.getState().match.unsaved).toBe(false);
    // Something else fills the rest: the next save fails, and the screen is told.
    storage.setItem('another-app', 'x'.repeat(quota - size - 'another-app'.length - 10));
    const first = store.getState().match.view!.actions[0]!;
    expect(await store.dispatch(playAction(first))).toBe(true);
    expect(store.getState().match.unsaved).toBe(true);
    expect(store.getState().match.record?.actions).toEqual([first]);
    // Room made again, the next action is saved and the warning goes.
    storage.removeItem('another-app');
    expect(await store.dispatch(playAction(store.getState().match.view!.actions[0]!))).toBe(true);
    expect(store.getState().match.unsaved).toBe(false);
    expect(saved(storage)?.actions).toHaveLength(2);
  });
});
