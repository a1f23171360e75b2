import { describe, expect, it } from 'vitest';
import { createStore } from '../../store';
import { createLocalHost } from './match-host';
import type { MatchRecord } from './match-record';
import { testRecord } from './test-record';
import { SAVED_MATCH_KEY, savedMatch } from './match-storage';
import { openMatch, playAction } from './match-thunks';
import { botDelayChanged, tackleZoneAnswerChosen } from './matchSlice';

/** Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const record = (coaches: MatchRecord['coaches']) => testRecord(coaches, 'slice-test');

describe('the match slice', () => {
  it('opens a match, takes an action, records it and autosaves it', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    expect(await store.dispatch(openMatch(record(['human', 'human'])))).toBe(true);
    const view = store.getState().match.view!;
    const first = view.actions[0]!;
    expect(await store.dispatch(playAction(first))).toBe(true);
    const { record: saved, log, problem } = store.getState().match;
    expect(saved?.actions).toEqual([first]);
    expect(log.length).toBeGreaterThan(0);
    expect(problem).toBeNull();
    expect(savedMatch(storage)?.actions).toEqual([first]);
  });

  it('DB-MULTI-5: a coach’s standing answer about marking is saved with the match and is there after a reload', async () => {
    const storage = memoryStorage();
    const store = createStore({ host: createLocalHost(), storage });
    await store.dispatch(openMatch(record(['human', 'human'])));
    store.dispatch(tackleZoneAnswerChosen({ coach: 1, mover: 0, answer: 'ask' }));
    const saved = savedMatch(storage)!;
    expect(saved.tackleZoneAnswers).toEqual({ '1>0': 'ask' });
    const reloaded = createStore({ host: createLocalHost(), storage });
    await reloaded.dispatch(openMatch(saved));
    expect(reloaded.getState().match.record?.tackleZoneAnswers).toEqual({ '1>0': 'ask' });
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
    store.dispatch(botDelayChanged(0));
    await store.dispatch(openMatch(record(['heuristic', 'random'])));
    for (let i = 0; i < 400 && store.getState().match.view?.state.result === null; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().match.view?.state.result).not.toBeNull();
  }, 30_000);

  it('an unreadable saved match is ignored rather than crashing the page', () => {
    const storage = memoryStorage();
    storage.setItem(SAVED_MATCH_KEY, '{"map": 1');
    expect(savedMatch(storage)).toBeNull();
    storage.setItem(SAVED_MATCH_KEY, '[1, 2]');
    expect(savedMatch(storage)).toBeNull();
  });
});
