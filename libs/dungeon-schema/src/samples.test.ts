import { describe, expect, it } from 'vitest';
import { sampleMaps } from './samples';
import { validateMap } from './validate';

describe('sample dungeons', () => {
  it.each(sampleMaps.map((s) => [s.id, s.map] as const))(
    '%s is valid, without even a warning',
    (_id, map) => {
      expect(validateMap(JSON.stringify(map)).findings).toEqual([]);
    },
  );

  it('ids are unique', () => {
    expect(new Set(sampleMaps.map((s) => s.id)).size).toBe(sampleMaps.length);
  });

  it('the Jervis sample follows the 1998 rules, the others the 2021 rules', () => {
    expect(sampleMaps.map((s) => [s.id, s.map.ruleset])).toEqual([
      ['training-hall', 'torguer-2021'],
      ['fortress-of-valdemor', 'torguer-2021'],
      ['pyramid-of-death', 'torguer-2021'],
      ['jervis-crypt', 'jervis-1998'],
    ]);
  });
});
