import type { Board, PlayerState, Square } from '../model/state';
import { placeIn, sameSquare } from './square-index';

/**
 * Who is on each square for the latest list of players `apply` returned on a board, so that the
 * rules asking "who stands there?" many times over for one state (every square a player might
 * move or jump to, `legalActions`, then `apply` checking the action chosen) read one entry rather
 * than scan every player.
 */
interface Places {
  /**
   * The list indexed: the one `apply` returned last on the board (`settled`). `apply` builds each
   * new state's list afresh (`draftOf`) and changes it in place only while it works on it, and
   * the state it returns, like every state it is given, is never changed again. Any other list
   * (an older state's, another match's on the same board, a match just started, a test's
   * hand-made state, a draft being worked on) is scanned, as it would be without an index.
   */
  list: readonly PlayerState[];
  /**
   * By square of the board (floor by floor, row by row), 1 + the place in the list of the first
   * player on it, as a scan finds him, or 0.
   */
  readonly at: Uint16Array;
  /**
   * Whether `at` holds the list yet: it is filled when first asked, or brought up to date from
   * the list before when that one was (`moved`).
   */
  placed: boolean;
  /**
   * Whether two players of the list stand on one square: `at` then holds the first of them only,
   * and cannot be brought up to date player by player (`moved`).
   */
  crowded: boolean;
}

/**
 * The index of each board (never changed in place), for one list of players at a time: the bots
 * and the screens ask about a match's latest state, and an index kept for every state would cost
 * more to keep (a weak map's entry for each state made) than it saves. Which list it holds
 * depends on what was played last on the board, but never what `playerOn` answers: the index
 * answers as a scan of that list would.
 */
const placesOf = new WeakMap<Board, Places>();

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
  const places = placesOf.get(board);
  if (places === undefined)
    placesOf.set(board, {
      list: players,
      at: new Uint16Array(board.width * board.height * board.floors.length),
      placed: false,
      crowded: false,
    });
  else {
    places.placed =
      places.placed && places.list === before && moved(board, places, before, players, changed);
    places.list = players;
  }
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
  board: Board,
  places: Places,
  before: readonly PlayerState[],
  after: readonly PlayerState[],
  changed: readonly object[],
): boolean {
  if (places.crowded || before.length !== after.length) return false;
  const { at } = places;
  for (const own of changed) {
    const n = after.indexOf(own as PlayerState);
    const was = before[n];
    if (was && was.box === null && was.at) at[placeIn(board, was.at)] = 0;
  }
  for (const own of changed) {
    const n = after.indexOf(own as PlayerState);
    const p = after[n];
    if (!p || p.box !== null || !p.at) continue;
    const i = placeIn(board, p.at);
    if (i < 0 || at[i] !== 0) return false;
    at[i] = n + 1;
  }
  return true;
}

/**
 * The player on a square of `board`, as `playerAt` says: read from the board's index when it
 * holds this list of players.
 */
export function playerOn(
  board: Board,
  players: readonly PlayerState[],
  q: Square,
): PlayerState | undefined {
  const places = placesOf.get(board);
  const i = places === undefined || places.list !== players ? -1 : placeIn(board, q);
  if (i < 0 || !(places!.placed || place(board, places!, players)))
    return players.find((p) => p.box === null && sameSquare(p.at, q));
  const n = places!.at[i]!;
  return n === 0 ? undefined : players[n - 1];
}

/**
 * Fills `places` for its list; false, the list left to be scanned from then on, when a player
 * stands off the board, where the index does not reach.
 */
function place(board: Board, places: Places, players: readonly PlayerState[]): boolean {
  const { at } = places;
  at.fill(0);
  places.crowded = false;
  for (let n = 0; n < players.length; n++) {
    const p = players[n]!;
    if (p.box !== null || !p.at) continue;
    const i = placeIn(board, p.at);
    if (i < 0) {
      places.list = [];
      return false;
    }
    if (at[i] === 0) at[i] = n + 1;
    else places.crowded = true;
  }
  places.placed = true;
  return true;
}
