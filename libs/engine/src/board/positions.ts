import type { PlayerState, Square } from '../model/state';
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
/** Where they stand, worked out when first asked; null until then. */
let settledPlaces: Map<number, PlayerState> | null = null;

/**
 * A square as one number, for the index; −1 for coordinates it does not cover, which are
 * scanned. Any board fits: a floor is far smaller than 1024 by 1024 squares.
 */
const placeKey = (q: Square): number =>
  q.x >= 0 && q.y >= 0 && q.x < 1024 && q.y < 1024 && q.floor >= 0
    ? (q.floor * 1024 + q.y) * 1024 + q.x
    : -1;

/** `apply` is done with this list of players: from now on it never changes, and may be indexed. */
export function settled(players: readonly PlayerState[]): void {
  settledPlayers = players;
  settledPlaces = null;
}

/** The player on a square, as `playerAt` says: read from the index for the settled list. */
export function playerOn(players: readonly PlayerState[], q: Square): PlayerState | undefined {
  const key = players === settledPlayers ? placeKey(q) : -1;
  const index = key < 0 ? null : (settledPlaces ?? indexed(players));
  return index ? index.get(key) : players.find((p) => p.box === null && sameSquare(p.at, q));
}

/**
 * The index of the settled list: the first player in the list on each square, as a scan finds
 * him; null, the list left to be scanned, when a player stands where the index does not reach.
 */
function indexed(players: readonly PlayerState[]): Map<number, PlayerState> | null {
  const index = new Map<number, PlayerState>();
  for (const p of players) {
    if (p.box !== null || !p.at) continue;
    const key = placeKey(p.at);
    if (key < 0) {
      settledPlayers = null;
      return null;
    }
    if (!index.has(key)) index.set(key, p);
  }
  settledPlaces = index;
  return index;
}
