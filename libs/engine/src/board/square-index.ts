import type { Board, Square } from '../model/state';

export const sameSquare = (a: Square | null, b: Square | null): boolean =>
  !!a && !!b && a.floor === b.floor && a.x === b.x && a.y === b.y;

/** A square's place in a flat array covering every floor (the square must be on the board). */
export const indexIn = (board: Board, q: Square): number =>
  (q.floor * board.height + q.y) * board.width + q.x;

/** A square's place in the flat arrays (`indexIn`), or −1 off the board. */
export function placeIn(board: Board, q: Square): number {
  if (q.x < 0 || q.y < 0 || q.x >= board.width || q.y >= board.height) return -1;
  if (q.floor < 0 || q.floor >= board.floors.length) return -1;
  return indexIn(board, q);
}

/** By place (`placeIn`), 1 for each of `squares` on the board, 0 for every other square. */
export function markedPlaces(board: Board, squares: Iterable<Square>): Uint8Array {
  const marked = new Uint8Array(board.width * board.height * board.floors.length);
  for (const q of squares) {
    const i = placeIn(board, q);
    if (i >= 0) marked[i] = 1;
  }
  return marked;
}

/** The square at a place of the flat array. */
export function squareOf(board: Board, i: number): Square {
  const perFloor = board.width * board.height;
  const floor = Math.floor(i / perFloor);
  const rest = i - floor * perFloor;
  return { floor, x: rest % board.width, y: Math.floor(rest / board.width) };
}
