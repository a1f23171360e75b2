import { describe, expect, it } from 'vitest';
import { sampleMaps } from './samples';

describe('sample dungeons', () => {
  it.each(sampleMaps.map((s) => [s.id, s.map] as const))(
    '%s has one row of exactly width squares per line of the grid on every floor',
    (_id, map) => {
      for (const floor of map.floors) {
        expect(floor.rows).toHaveLength(map.height);
        for (const row of floor.rows) expect(row).toHaveLength(map.width);
      }
    },
  );
});
