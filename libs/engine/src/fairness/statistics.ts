/**
 * The `p`-quantile of the standard normal distribution, 0 < p < 1 (Acklam's rational
 * approximation, relative error under 1.2e-9): 1.96 for 0.975.
 */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * The Wilson score interval of a share: `successes` of `trials`, holding the true share with the
 * given `confidence` (95% unless said). Unlike the plain `p ± z·√(p(1-p)/n)` it stays within 0
 * and 1 and keeps its width at shares near 0 or 1 and with few trials. No trials: the whole range.
 */
export function wilsonInterval(
  successes: number,
  trials: number,
  confidence = 0.95,
): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * How sure each end zone's interval is, so that all the map's intervals hold their true shares
 * together 95% of the time (Bonferroni): with five end zones, each at 99%. At 95% each, one end
 * zone of a fair five-zone map would be flagged in about one run in four.
 */
export const intervalConfidence = (endZones: number) => 1 - 0.05 / Math.max(1, endZones);

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
