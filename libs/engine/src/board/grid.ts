import type { Board, Square } from '../model/state';
import { moveCost, neighbours } from './squares';

/**
 * The squares of a board as a graph, for searches over many squares (the bots' distance fields,
 * the move plan): what entering each costs (Infinity when it cannot be walked into), and which
 * squares one step reaches from it, in the order of the D8 template, wall corners respected.
 */
export interface Grid {
  readonly cost: Float64Array;
  readonly steps: readonly Int32Array[];
}

const grids = new WeakMap<Board, Grid>();

/** The board's graph, built once per board: walls never move during a match. */
export function gridOf(board: Board): Grid {
  const known = grids.get(board);
  if (known) return known;
  const size = board.width * board.height * board.floors.length;
  const cost = new Float64Array(size).fill(Infinity);
  const steps: Int32Array[] = [];
  for (let i = 0; i < size; i++) {
    const q = squareOf(board, i);
    cost[i] = moveCost(board, q) ?? Infinity;
    steps.push(Int32Array.from(neighbours(board, q), (r) => indexIn(board, r)));
  }
  const grid = { cost, steps };
  grids.set(board, grid);
  return grid;
}

/** A square's place in a flat array covering every floor. */
export const indexIn = (board: Board, q: Square): number =>
  (q.floor * board.height + q.y) * board.width + q.x;

/** The square at a place of the flat array. */
export function squareOf(board: Board, i: number): Square {
  const perFloor = board.width * board.height;
  const floor = Math.floor(i / perFloor);
  const rest = i - floor * perFloor;
  return { floor, x: rest % board.width, y: Math.floor(rest / board.width) };
}
