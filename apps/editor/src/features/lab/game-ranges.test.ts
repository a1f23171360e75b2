import { describe, expect, it } from 'vitest';
import { gameRanges, workerCount } from './game-ranges';

const gamesOf = (ranges: readonly { from: number; to: number }[]) =>
  ranges.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('the fairness games split among Web Workers', () => {
  it('gives every game to one worker, in order, the ranges as even as can be', () => {
    expect(gameRanges(500, 2)).toEqual([
      { from: 1, to: 250 },
      { from: 251, to: 500 },
    ]);
    expect(gameRanges(10, 3)).toEqual([
      { from: 1, to: 4 },
      { from: 5, to: 7 },
      { from: 8, to: 10 },
    ]);
    for (const [games, workers] of [
      [1, 8],
      [7, 7],
      [499, 16],
      [500, 1],
    ] as const) {
      const ranges = gameRanges(games, workers);
      expect(gamesOf(ranges)).toEqual(Array.from({ length: games }, (_, i) => i + 1));
      const sizes = ranges.map((r) => r.to - r.from + 1);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('starts no more workers than games, and never an empty one', () => {
    expect(gameRanges(2, 8)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ]);
  });

  it('uses one worker a logical processor, and one when the browser does not say', () => {
    expect(workerCount(8)).toBe(8);
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(0)).toBe(1);
  });
});
