import type { Board, PlayerState, Square } from '../model/state';
import { placeIn } from './square-index';
import { sameSquare } from './square-index';

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
/**
 * Whether `places` holds the settled list yet: it is filled when first asked, or brought up to
 * date from the list before when that one was (`moved`).
 */
let placed = false;
/**
 * By square of the board (floor by floor, row by row), 1 + the place in the settled list of the
 * first player on it, as a scan finds him, or 0; reused from one list to the next while the board
 * stays the same.
 */
let places = new Uint16Array(0);
/**
 * Whether two players of the settled list stand on one square: `places` then holds the first of
 * them only, and cannot be brought up to date player by player (`moved`).
 */
let crowded = false;

/** A square's place in `places` (the grid's, `placeIn`), or −1 off the settled board. */
const placeOf = (q: Square): number => placeIn(settledBoard!, q);

/**
 * `apply` is done with this list of players, made from `before` (the list of the state it was
 * given) by copying the players in `changed` (the step's copies, `Step.copied`, which may hold
 * teams too): from now on it never changes, and may be indexed.
 */
export function settled(
  board: Board,
  players: readonly PlayerState[],
  before: readonly PlayerState[],
  changed: readonly object[],
): void {
  if (board !== settledBoard) {
    settledBoard = board;
    places = new Uint16Array(board.width * board.height * board.floors.length);
    placed = false;
  } else placed = placed && before === settledPlayers && moved(before, players, changed);
  settledPlayers = players;
}

/**
 * Brings `places` from the list `before` up to date for `after`, made from it by `apply`: a player
 * is never changed in place (a rule changes a copy, `changing`, which puts it at the same place in
 * the list and among the step's copies, `changed`), so only the players copied are moved, and the
 * others stand where they stood. False, `places` left for a fresh fill, when this cannot be done
 * so: the list grew or shrank (a monster comes in), two players share a square, or one stands off
 * the board.
 */
function moved(
  before: readonly PlayerState[],
  after: readonly PlayerState[],
  changed: readonly object[],
): boolean {
  if (crowded || before.length !== after.length) return false;
  for (const own of changed) {
    const n = after.indexOf(own as PlayerState);
    const was = before[n];
    if (was && was.box === null && was.at) places[placeOf(was.at)] = 0;
  }
  for (const own of changed) {
    const n = after.indexOf(own as PlayerState);
    const p = after[n];
    if (!p || p.box !== null || !p.at) continue;
    const i = placeOf(p.at);
    if (i < 0 || places[i] !== 0) return false;
    places[i] = n + 1;
  }
  return true;
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
  places.fill(0);
  crowded = false;
  for (let n = 0; n < players.length; n++) {
    const p = players[n]!;
    if (p.box !== null || !p.at) continue;
    const i = placeOf(p.at);
    if (i < 0) {
      settledPlayers = null;
      return false;
    }
    if (places[i] === 0) places[i] = n + 1;
    else crowded = true;
  }
  placed = true;
  return true;
}
