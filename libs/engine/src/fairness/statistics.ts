/** The 97.5th percentile of the normal distribution: a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a share: `successes` of `trials`, at 95%. Unlike the plain
 * `p ± z·√(p(1-p)/n)` it stays within 0 and 1 and keeps its width at shares near 0 or 1 and
 * with few trials. No trials: the whole range.
 */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** How a count of rounds spread over the games where it was seen. */
export interface Spread {
  /** Games in which it happened. */
  readonly games: number;
  readonly min: number;
  /** The first quartile: a quarter of those games took this many rounds or fewer. */
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

/** The `q`-quantile of sorted values, interpolated between the two nearest (R's type 7). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** The quartiles, least and most of some values; null when there are none. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    games: sorted.length,
    min: sorted[0]!,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted.at(-1)!,
  };
}
