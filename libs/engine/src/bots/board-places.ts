import { indexIn, squareOf } from '../board/square-index';
import { moveCost, neighbours } from '../board/squares';
import { perBoard } from '../board/same-board';
import type { PublicState } from '../view';

type Board = PublicState['board'];

/**
 * What the heuristic bot reads of a board square by square, by place (the board grid's flat
 * index): the places of a square's `neighbours`, in their order, and whether a player may stand
 * on it (`moveCost`). Worked out as asked, once per board, whose walls and terrain never move
 * during a match.
 */
export class BoardPlaces {
  private readonly around: Int32Array[] = [];
  /** By square: 0 not asked yet, 1 a player may stand there, 2 not. */
  private readonly standing: Int8Array;

  constructor(private readonly board: Board) {
    this.standing = new Int8Array(board.width * board.height * board.floors.length);
  }

  neighbours(i: number): Int32Array {
    const { board } = this;
    return (this.around[i] ??= Int32Array.from(neighbours(board, squareOf(board, i)), (q) =>
      indexIn(board, q),
    ));
  }

  standable(i: number): boolean {
    if (this.standing[i] === 0)
      this.standing[i] = moveCost(this.board, squareOf(this.board, i)) === null ? 2 : 1;
    return this.standing[i] === 1;
  }
}

/** The board's places, made once per board. */
export const boardPlaces = perBoard((board) => new BoardPlaces(board));
