import { terrains } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { terrainFills, terrainStyle } from './terrain-style';

describe('terrain colours', () => {
  it('every terrain of the map format has its own colour', () => {
    const chars = Object.keys(terrains);
    expect(Object.keys(terrainFills).sort()).toEqual(chars.sort());
    expect(new Set(Object.values(terrainFills)).size).toBe(chars.length);
  });

  it('names come from the map format', () => {
    expect(terrainStyle('~')).toEqual({ fill: '#3f6fa8', name: 'water' });
  });

  it('an unknown character is painted loud magenta, not skipped', () => {
    expect(terrainStyle('?')).toEqual({ fill: '#ff00ff', name: 'unknown' });
  });
});
