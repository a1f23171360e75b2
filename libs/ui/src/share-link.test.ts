import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { shareLink, sharedMapText } from './share-link';

describe('share links', () => {
  it('a map survives the round trip through a link, and the link stays short enough to paste', () => {
    for (const { map } of sampleMaps) {
      const link = shareLink(JSON.stringify(map), 'http://127.0.0.1:4300/editor/');
      expect(link.startsWith('http://127.0.0.1:4300/editor/#map=')).toBe(true);
      expect(link.length).toBeLessThan(16_000);
      expect(validateMap(sharedMapText(new URL(link).hash) ?? '').map).toEqual(map);
    }
  });

  it('a page without a map in its fragment has none; a damaged one gives text the validator refuses', () => {
    expect(sharedMapText('')).toBeNull();
    expect(sharedMapText('#other')).toBeNull();
    expect(validateMap(sharedMapText('#map=@@@') ?? '').valid).toBe(false);
  });
});
