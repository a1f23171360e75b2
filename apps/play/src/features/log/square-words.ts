import type { Square } from '@dungeonbowl/engine';

const floorNames = ['ground floor', 'first floor', 'second floor', 'third floor'];

/** A floor as coaches say it: "first floor". */
export const floorWords = (floor: number): string => floorNames[floor] ?? `floor ${floor}`;

/**
 * A square as coaches say it: "(12, 4)", with its floor when the dungeon has more than one,
 * "(12, 4) on the first floor", counted as the floor tabs count them.
 */
export function squareWords(square: Square, floors: number): string {
  if (floors <= 1) return `(${square.x}, ${square.y})`;
  return `(${square.x}, ${square.y}) on the ${floorWords(square.floor)}`;
}
