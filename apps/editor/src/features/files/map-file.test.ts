import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { mapFileName, serialiseMap } from './map-file';

describe('map files', () => {
  it('are named after the map', () => {
    expect(mapFileName(sampleMaps[0].map)).toBe('training-hall.dungeon.json');
    expect(
      mapFileName({ ...sampleMaps[0].map, meta: { name: "Jervis's Crypt: Ümlaut edition!" } }),
    ).toBe('jerviss-crypt-umlaut-edition.dungeon.json');
    expect(mapFileName({ ...sampleMaps[0].map, meta: { name: '???' } })).toBe(
      'dungeon.dungeon.json',
    );
  });

  it('save what was opened: the saved text validates back to the same map, fields in the format order', () => {
    for (const { map } of sampleMaps) {
      const text = serialiseMap(map);
      expect(validateMap(text).map).toEqual(map);
      expect(Object.keys(JSON.parse(text))[0]).toBe('format');
    }
  });
});
