import type { HeatFloor } from '@dungeonbowl/engine';

/** Which count of the heat map is shown. */
export type HeatKind = 'knockedDown' | 'lost';

/** A heat map's colour from cool to hot, one a fifth of the floor's highest count. */
const STEPS = ['#fde68a', '#fbbf24', '#f97316', '#dc2626', '#7f1d1d'];
const ALPHA = 'b3'; // 70% opaque, so the terrain shows through.

/** One tint a step: what the board draws over the floor (`BoardStage`'s `shades`). */
export interface HeatShade {
  readonly squares: readonly { x: number; y: number }[];
  readonly fill: string;
}

/** The highest count of one square of `floor` (0 when nobody went down there). */
export function heatMost(heat: readonly HeatFloor[], floor: number, kind: HeatKind): number {
  const squares = heat.find((h) => h.floor === floor)?.squares ?? [];
  return squares.reduce((most, s) => Math.max(most, s[kind]), 0);
}

/**
 * The squares of `floor` where players went down, tinted by how often against the busiest square
 * of that floor: the first fifth palest, the top fifth darkest. Squares with none are left alone.
 */
export function heatShades(heat: readonly HeatFloor[], floor: number, kind: HeatKind): HeatShade[] {
  const squares = heat.find((h) => h.floor === floor)?.squares ?? [];
  const most = heatMost(heat, floor, kind);
  if (most === 0) return [];
  const steps = STEPS.map((colour) => ({
    squares: [] as { x: number; y: number }[],
    fill: colour + ALPHA,
  }));
  for (const square of squares) {
    const count = square[kind];
    if (count === 0) continue;
    const step = Math.min(STEPS.length - 1, Math.ceil((count / most) * STEPS.length) - 1);
    steps[step]!.squares.push({ x: square.x, y: square.y });
  }
  return steps.filter((s) => s.squares.length > 0);
}

/** The heat map's colours, palest first: its key. */
export const HEAT_COLOURS: readonly string[] = STEPS;
