import { describe, expect, it } from 'vitest';
import { board } from '../testing/fixture';
import { chestAt, chestOn } from './squares';

describe('where the closed chests stand (DB-CHEST-1)', () => {
  it.each([3, 12])(
    'DB-CHEST-1: with %i chests on the board, every square tells a chest as a scan of them does',
    (count) => {
      let built = board(['......', '......', '......']);
      for (let k = 0; k < count; k++) built = built.chest(k % 6, Math.floor(k / 6), 'trap');
      const state = built.build();
      expect(state.chests).toHaveLength(count);
      for (let y = -1; y <= 3; y++)
        for (let x = -1; x <= 6; x++) {
          const q = { floor: 0, x, y };
          expect(chestOn(state, q)).toBe(chestAt(state, q) !== undefined);
        }
      // Asked again (an index made already), the same.
      expect(chestOn(state, { floor: 0, x: 0, y: 0 })).toBe(true);
      expect(chestOn(state, { floor: 0, x: 5, y: 2 })).toBe(false);
    },
  );
});
