import { describe, expect, it } from 'vitest';
import { HANDOFF_PARAM, handedMap, handMapToPlay } from './handoff';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('handing a map from the editor to the play app', () => {
  it('the play app reads back exactly the text the editor handed over', () => {
    const storage = memoryStorage();
    const text = '{"format":"dungeonbowl-map","meta":{"name":"Ünïcode Hall"}}';
    const url = handMapToPlay(text, storage);
    expect(url).toBe(`../play/?map=${HANDOFF_PARAM}`);
    expect(handedMap(storage)).toBe(text);
  });

  it('there is no map before the editor hands one over', () => {
    expect(handedMap(memoryStorage())).toBeNull();
  });
});
