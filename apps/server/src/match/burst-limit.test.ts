import { describe, expect, it } from 'vitest';
import { BurstLimit } from './burst-limit';

describe('the burst limit of a client', () => {
  it('lets a burst through, refuses what follows at once, and lets more through as time passes', () => {
    let now = 0;
    const limit = new BurstLimit(3, 2, () => now);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 500;
    expect([limit.take(), limit.take()]).toEqual([true, false]);
    now += 10_000;
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
