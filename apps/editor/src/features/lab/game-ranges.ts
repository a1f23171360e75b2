/** One Web Worker's share of a fairness run: games `from` to `to`, both included. */
export interface GameRange {
  readonly from: number;
  readonly to: number;
}

/**
 * Games 1 to `games` split into at most `workers` ranges as even as can be (the first ones a game
 * longer), none empty, in order: every game is played once, by one worker.
 */
export function gameRanges(games: number, workers: number): GameRange[] {
  const count = Math.max(1, Math.min(Math.floor(workers), games));
  const base = Math.floor(games / count);
  const longer = games % count;
  const ranges: GameRange[] = [];
  let from = 1;
  for (let i = 0; i < count && from <= games; i++) {
    const to = from + base + (i < longer ? 1 : 0) - 1;
    ranges.push({ from, to });
    from = to + 1;
  }
  return ranges;
}

/** How many workers to start: one a logical processor the browser reports, at least one. */
export function workerCount(hardwareConcurrency: number | undefined): number {
  return Number.isInteger(hardwareConcurrency) && hardwareConcurrency! > 0
    ? hardwareConcurrency!
    : 1;
}
