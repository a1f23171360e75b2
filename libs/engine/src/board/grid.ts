import { jumpLanding } from './landing';
import { jumpsDown, moveBetween, passagesFrom } from './dungeon';
import { indexIn, squareOf } from './square-index';
import { perBoard } from './same-board';
import { adjacent, moveCost, neighbours } from './squares';

/**
 * How an edge of the grid goes: a `move` action's ways (`moveBetween`: a step to a neighbour, a
 * ladder or rope, a jump down into a void), and the fall from a void to where he lands below,
 * which is no action of his and costs no movement (DB-FLOOR-3).
 */
export type GridWay = 'step' | 'passage' | 'jump-down' | 'fall';

/** Edges of the grid at one square: the squares at their other end, what each costs, its way. */
export interface Edges {
  readonly squares: Int32Array;
  readonly costs: Int8Array;
  readonly ways: readonly GridWay[];
}

/**
 * The squares of a board as a graph, for searches over many squares (the bots' distance fields,
 * the move plan). Out of each square, the moves a `move` action takes, in the order
 * `legalActions` offers them: steps to the neighbours he may stand on, in the order of the D8
 * template with wall corners respected, and jumps down into voids, then the ladders and ropes
 * from it; each costs what `moveBetween` says. Out of a void, the fall to where he lands.
 */
export interface Grid {
  /**
   * By square, whether a player may be in it: a square he may stand on, a void he jumps down
   * through, or a mine cart's square. Edges lead out of the others too, as a `move` leads out of
   * any square, but none in.
   */
  readonly open: Uint8Array;
  /** By square, the edges out of it. */
  readonly out: readonly Edges[];
  /** By square, the edges into it, for searches back from their targets: `squares` are where they come from. */
  readonly into: readonly Edges[];
}

/**
 * The board's graph, built once per board: walls, ladders and voids never move during a match.
 * What does (a closed portcullis, the tilting corridor's raised end) is not in it: a search over
 * it asks `crossingRefusal` (`rules/move.ts`) of each move it takes.
 */
export const gridOf = perBoard((board): Grid => {
  const size = board.width * board.height * board.floors.length;
  const open = new Uint8Array(size);
  const out = Array.from({ length: size }, () => new EdgeList());
  const into = Array.from({ length: size }, () => new EdgeList());
  const link = (from: number, to: number, cost: number, way: GridWay) => {
    out[from]!.add(to, cost, way);
    into[to]!.add(from, cost, way);
  };
  for (let i = 0; i < size; i++) {
    const q = squareOf(board, i);
    if (jumpsDown(board, q) || moveCost(board, q) !== null) open[i] = 1;
    if (jumpsDown(board, q)) {
      const landing = jumpLanding(board, q);
      if (landing && moveCost(board, landing) !== null) link(i, indexIn(board, landing), 0, 'fall');
      continue;
    }
    for (const r of neighbours(board, q)) {
      const move = moveBetween(board, q, r);
      if (move) link(i, indexIn(board, r), move.cost, move.way);
    }
    for (const { to, aboard } of passagesFrom(board, q)) {
      if (aboard) open[indexIn(board, to)] = 1; // in a mine cart (DB-CART-1)
      if (adjacent(board, q, to)) continue; // linked with the neighbours
      const move = moveBetween(board, q, to);
      if (move) link(i, indexIn(board, to), move.cost, move.way);
    }
  }
  return { open, out: out.map((e) => e.done()), into: into.map((e) => e.done()) };
});

/** Edges being gathered at a square. */
class EdgeList {
  private readonly squares: number[] = [];
  private readonly costs: number[] = [];
  private readonly ways: GridWay[] = [];

  add(square: number, cost: number, way: GridWay): void {
    this.squares.push(square);
    this.costs.push(cost);
    this.ways.push(way);
  }

  done(): Edges {
    return {
      squares: Int32Array.from(this.squares),
      costs: Int8Array.from(this.costs),
      ways: this.ways,
    };
  }
}
