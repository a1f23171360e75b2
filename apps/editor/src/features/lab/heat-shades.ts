import type { HeatFloor } from '@dungeonbowl/engine';

/** Which count of the heat map is shown. */
export type HeatKind = 'knockedDown' | 'lost';

/** A heat map's colours from cool to hot, chosen to stand out on every terrain's colour. */
const STEPS = ['#38bdf8', '#6366f1', '#a21caf', '#e11d48', '#450a0a'];
const ALPHA = 'cc'; // 80% opaque, so the terrain shows through.

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
 * of that floor, in five steps of the square root of the ratio (a few squares where fights always
 * happen would otherwise leave every other square in the first step). Squares with none are left
 * alone.
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
    const step = Math.min(STEPS.length - 1, Math.ceil(Math.sqrt(count / most) * STEPS.length) - 1);
    steps[step]!.squares.push({ x: square.x, y: square.y });
  }
  return steps.filter((s) => s.squares.length > 0);
}

/** The heat map's colours, palest first: its key. */
export const HEAT_COLOURS: readonly string[] = STEPS;
