import { describe, expect, it } from 'vitest';
import type { Clip } from './region-clip';
import { loadStamps, STAMPS_KEY, storeStamps, withStamp } from './stamps';

const clip: Clip = {
  width: 2,
  height: 1,
  rows: ['.~'],
  things: {
    chests: [{ floor: 0, x: 0, y: 0 }],
    teleporters: [],
    endZones: [],
    links: [],
    chutes: [],
    elevators: [],
    features: [],
    rooms: [],
  },
};

function memory(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[STAMPS_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('stamps kept in the browser', () => {
  it('are stored under their own key and read back', () => {
    const storage = memory();
    expect(storeStamps(storage, withStamp([], ' pillar ', clip))).toBeNull();
    expect(loadStamps(storage)).toEqual([{ name: 'pillar', clip }]);
  });

  it('a stamp saved under a name taken replaces the old one', () => {
    const stamps = withStamp(withStamp([], 'a', clip), 'a', { ...clip, rows: ['~~'] });
    expect(stamps).toEqual([{ name: 'a', clip: { ...clip, rows: ['~~'] } }]);
  });

  it('what cannot be read is skipped, never a crash', () => {
    expect(loadStamps(memory('{not json'))).toEqual([]);
    expect(loadStamps(memory('{"name":"x"}'))).toEqual([]);
    const bad = { name: 'short rows', clip: { ...clip, rows: ['.'] } };
    const old = { name: 'no lists', clip: { width: 1, height: 1, rows: ['.'], things: {} } };
    expect(loadStamps(memory(JSON.stringify([bad, old])))).toEqual([
      { name: 'no lists', clip: { ...old.clip, things: { ...clip.things, chests: [] } } },
    ]);
  });

  it('a browser that refuses the page any storage has no stamps, and says it keeps none', () => {
    expect(loadStamps(null)).toEqual([]);
    expect(storeStamps(null, [{ name: 'a', clip }])).toMatch(/keeps nothing/);
  });

  it('a full browser storage is said in words', () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(storeStamps(full, [{ name: 'a', clip }])).toMatch(/no room left/);
  });
});
