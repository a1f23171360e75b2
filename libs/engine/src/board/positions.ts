import type { Board, PlayerState, Square } from '../model/state';
import { placeIn } from './grid';
import { sameSquare } from './squares';

/**
 * Who is on each square of the match's latest state, so that the rules asking "who stands there?"
 * many times over for one state (every square a player might move or jump to, `legalActions`,
 * then `apply` checking the action chosen) read one entry rather than scan every player.
 *
 * Kept for one list of players, by its identity: the one `apply` returned last (`settled`).
 * `apply` builds each new state's list afresh (`draftOf`) and changes it in place only while it
 * works on it, and the state it returns, like every state it is given, is never changed again.
 * Any other list (an older state's, a match just started, a test's hand-made state, a draft being
 * worked on) is scanned, as before. One list only, as the bots and the screens ask about the
 * latest state: an index kept for every state would cost more to keep than it saves.
 */
let settledPlayers: readonly PlayerState[] | null = null;
/** The board the settled list stands on, whose size lays out `places`. */
let settledBoard: Board | null = null;
/** Whether `places` holds the settled list yet: it is filled when first asked. */
let placed = false;
/**
 * By square of the board (floor by floor, row by row), 1 + the place in the settled list of the
 * first player on it, as a scan finds him, or 0; reused from one list to the next while the board
 * stays the same, only the squares filled (`filled`) being cleared.
 */
let places = new Uint16Array(0);
let filled: number[] = [];

/** A square's place in `places` (the grid's, `placeIn`), or −1 off the settled board. */
const placeOf = (q: Square): number => placeIn(settledBoard!, q);

/** `apply` is done with this list of players: from now on it never changes, and may be indexed. */
export function settled(board: Board, players: readonly PlayerState[]): void {
  if (board !== settledBoard) {
    settledBoard = board;
    places = new Uint16Array(board.width * board.height * board.floors.length);
    filled = [];
  }
  settledPlayers = players;
  placed = false;
}

/** The player on a square, as `playerAt` says: read from the index for the settled list. */
export function playerOn(players: readonly PlayerState[], q: Square): PlayerState | undefined {
  const i = players === settledPlayers ? placeOf(q) : -1;
  if (i < 0 || !(placed || place(players)))
    return players.find((p) => p.box === null && sameSquare(p.at, q));
  const n = places[i]!;
  return n === 0 ? undefined : players[n - 1];
}

/**
 * Fills `places` for the settled list; false, the list left to be scanned, when a player stands
 * off the board, where the index does not reach.
 */
function place(players: readonly PlayerState[]): boolean {
  for (const i of filled) places[i] = 0;
  filled = [];
  for (let n = 0; n < players.length; n++) {
    const p = players[n]!;
    if (p.box !== null || !p.at) continue;
    const i = placeOf(p.at);
    if (i < 0) {
      settledPlayers = null;
      return false;
    }
    if (places[i] === 0) {
      places[i] = n + 1;
      filled.push(i);
    }
  }
  placed = true;
  return true;
}
