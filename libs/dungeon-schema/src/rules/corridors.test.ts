import { describe, expect, it } from 'vitest';
import { baseMap, findingsOf, paintRect } from '../test-support/maps';

describe('corridors (Jervis 1998)', () => {
  it('MAP-CORRIDOR, DB-SETUP-11: a 1-square-wide corridor warns on each of its squares; a 2-wide one does not', () => {
    const narrow = { ...baseMap(), ruleset: 'jervis-1998' as const };
    paintRect(narrow, 0, 16, 6, 8, 5, '#');
    paintRect(narrow, 0, 16, 8, 8, 1, '.'); // a corridor 1 wide, 8 long, through the block
    const warnings = findingsOf(narrow, 'MAP-CORRIDOR');
    expect(warnings).toHaveLength(8);
    expect(warnings.every((w) => w.severity === 'warning' && w.y === 8)).toBe(true);
    expect(warnings[0]?.message).toBe(
      'The corridor at (16, 8) on Ground floor is 1 square wide; corridors should be at least 2 wide.',
    );

    const wide = { ...baseMap(), ruleset: 'jervis-1998' as const };
    paintRect(wide, 0, 16, 6, 8, 5, '#');
    paintRect(wide, 0, 16, 8, 8, 2, '.');
    expect(findingsOf(wide, 'MAP-CORRIDOR')).toEqual([]);
  });

  it('MAP-CORRIDOR is not checked on torguer-2021 maps, whose corridors are 1 square wide', () => {
    const map = paintRect(baseMap(), 0, 16, 6, 8, 5, '#');
    paintRect(map, 0, 16, 8, 8, 1, '.');
    expect(findingsOf(map, 'MAP-CORRIDOR')).toEqual([]);
  });
});
