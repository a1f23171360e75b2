import type { Board } from '../model/state';
import { hasDungeon } from './dungeon';

/**
 * The first board met with the same content as this one: what is worked out once per board (its
 * grid, the squares' properties, the neighbours) is worked out once for all the matches played on
 * one map, each of which has a board of its own. Boards are never changed in place. The last few
 * contents met are kept. A board with its dungeon (`dungeon.ts`) takes the place of a first one
 * without, read back from JSON: what is worked out from the first may need the dungeon.
 */
export function sameBoard(board: Board): Board {
  const known = firsts.get(board);
  if (known && (hasDungeon(known) || !hasDungeon(board))) return known;
  const text = JSON.stringify(board);
  let first = byText.get(text);
  if (first && !hasDungeon(first) && hasDungeon(board)) {
    byText.delete(text);
    first = undefined;
  }
  if (!first) {
    first = board;
    if (byText.size >= KEPT) byText.delete(byText.keys().next().value!);
    byText.set(text, board);
  }
  firsts.set(board, first);
  return first;
}

const KEPT = 8;
/** A pure memo: by board (never changed in place), the first board met with its content. */
const firsts = new WeakMap<Board, Board>();
// A board's content is its key: any board kept for it has that very content, whatever came before.
// eslint-disable-next-line no-restricted-syntax -- a memo by content, see above
const byText = new Map<string, Board>();

/**
 * What is worked out once per board, from its content (`make`): kept by board, and shared by
 * every board with the same content (`sameBoard`).
 */
export function perBoard<T>(make: (board: Board) => T): (board: Board) => T {
  const kept = new WeakMap<Board, T>();
  // The board asked last and its answer, checked first: a match asks about one board many times
  // an action, and comparing it is cheaper than a look-up in the weak map.
  let lastBoard: Board | null = null;
  let lastKnown: T | undefined;
  return (board) => {
    if (board === lastBoard) return lastKnown!;
    let known = kept.get(board);
    if (known === undefined) {
      const first = sameBoard(board);
      known = kept.get(first);
      // Made from the board asked about, not the first: the same content, and the dungeon it
      // may have (`dungeon.ts`), which a first board read from JSON lacks.
      if (known === undefined) kept.set(first, (known = make(board)));
      kept.set(board, known);
    }
    lastBoard = board;
    lastKnown = known;
    return known;
  };
}
