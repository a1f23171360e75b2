import { indexIn } from '../board/grid';
import { areaSquares } from '../board/squares';
import { perBoard } from '../board/same-board';
import type { PublicState } from '../dungeonbowl/view';
import type { PlayerState, Square } from '../model/state';
import { ownWay, type DistanceField } from './distance-fields';
import { keptFromSearches } from './field-search';
import { boardPlaces } from './board-places';
import { onlyMoved, perView } from './per-view';

/*
 * The heuristic bot's reading of the ball carrier's way to the end zone, for his team-mates:
 * where he scores, the squares beside his next steps, and the opponents standing there.
 */

/**
 * The end-zone squares of the other teams: where this team scores (DB-MATCH-5). One list for
 * each board and set of end zones, so that the fields heading for it are found again by it.
 */
export function scoringSquares(s: PublicState, team: number): readonly Square[] {
  const kept = scoringKept(s.board);
  // Found first among the latest lists by the team and the end zone of every team, as the list
  // of teams is copied at each action; else by the end zones written out.
  const known = kept.latest.find(
    (k) =>
      k.team === team &&
      k.zones.length === s.teams.length &&
      k.zones.every((z, i) => z === s.teams[i]!.endZone),
  );
  if (known) return known.squares;
  let zones = '';
  s.teams.forEach((t, i) => {
    if (i !== team && t.endZone !== null) zones += `${t.endZone}\n`;
  });
  let squares = kept.byZones.get(zones);
  if (!squares) {
    const ids = zones.split('\n');
    squares = s.board.endZones.filter((z) => ids.includes(z.id)).flatMap(areaSquares);
    kept.byZones.set(zones, squares);
  }
  if (kept.latest.length >= KEPT_SCORING) kept.latest.shift();
  kept.latest.push({ team, zones: s.teams.map((t) => t.endZone), squares });
  return squares;
}

/** By board, the scoring squares by end zones written out, and the latest lists found. */
const scoringKept = perBoard(() => ({
  byZones: new Map<string, readonly Square[]>(),
  latest: [] as {
    readonly team: number;
    readonly zones: readonly (string | null)[];
    readonly squares: readonly Square[];
  }[],
}));
const KEPT_SCORING = 8;

/**
 * The Standing opponents on the next squares of the carrier's way to the end zone, or next to
 * them: the players his team-mates should knock out of the way.
 */
export const obstacles = perView((s: PublicState, carrier: PlayerState): readonly PlayerState[] => {
  const near = besideTheWay(s, carrier);
  return s.players.filter(
    (q) =>
      q.team !== carrier.team &&
      q.at &&
      q.stance === 'standing' &&
      near.includes(indexIn(s.board, q.at)),
  );
});

/**
 * The squares (the board grid's places) on the next squares of the carrier's way to the end zone
 * or next to them. His way goes from his square, up to 10 times to the nearest neighbour (the
 * first of the nearest on a tie) while it is nearer.
 *
 * It is read from his own way's field (`ownWay`), true at his square and nearer the end zone, so
 * along all of his way. While a team-mate moves, it is read if it can be from the carrier's field
 * with that team-mate left out instead, which lasts the team-mate's activation: the way is the
 * same if that field reads true at each of its squares (`readsTrueWith`), as it never reads a
 * square farther than it is. So it is too once his activation is over, until someone else moves.
 */
function besideTheWay(s: PublicState, carrier: PlayerState): readonly number[] {
  const ends = scoringSquares(s, carrier.team);
  const mover = movingMate(s, carrier);
  if (mover?.at) {
    lastMate = { view: s, player: mover.id };
    const near = wayFrom(s, carrier, ownWay(s, mover, ends), indexIn(s.board, mover.at));
    if (near) return near;
  }
  return wayFrom(s, carrier, ownWay(s, carrier, ends), -1)!;
}

/**
 * The carrier's team-mate on the move: the active player, or between activations the team-mate
 * whose field the carrier's way was last read from, if only he has moved since (`onlyMoved`).
 */
function movingMate(s: PublicState, carrier: PlayerState): PlayerState | undefined {
  const activation = s.turn.activation;
  const id = activation
    ? activation.player
    : lastMate && onlyMoved(lastMate.view, s, lastMate.player)
      ? lastMate.player
      : undefined;
  const mover = id === undefined ? undefined : s.players.find((q) => q.id === id);
  return mover !== carrier && mover?.team === carrier.team ? mover : undefined;
}

let lastMate: { readonly view: PublicState; readonly player: string } | undefined;

/**
 * The squares beside the carrier's way read from a field, or undefined if the field, which
 * leaves out the player on square `left` (-1: none but the carrier), does not read true along it.
 */
function wayFrom(
  s: PublicState,
  carrier: PlayerState,
  field: DistanceField,
  left: number,
): readonly number[] | undefined {
  const way = wayOn(s, carrier, field);
  if (left >= 0) for (const i of way.path) if (!field.readsTrueWith(i, left)) return undefined;
  return way.near;
}

/**
 * The carrier's way as read from a field: the squares he goes through, his own first, and the
 * squares on or beside his next ones.
 */
interface Way {
  /** The field the way was read from. */
  readonly field: DistanceField;
  readonly from: number;
  readonly path: readonly number[];
  /**
   * The squares on or beside his next ones, some more than once: a list is quicker to make than a
   * set, and is read little.
   */
  readonly near: readonly number[];
}

/**
 * The carrier's way as a field reads it, whether or not it reads true there. Kept with the field,
 * which never changes, for the carrier's square: the field with a moving team-mate left out lasts
 * that team-mate's activation, over which the carrier mostly stays put, and only whether it reads
 * true along the way changes with each of his steps. Only the ways of the latest fields are kept:
 * a field is asked about over one activation and the decision after it.
 */
function wayOn(s: PublicState, carrier: PlayerState, field: DistanceField): Way {
  const from = indexIn(s.board, carrier.at!);
  const known = ways.find((w) => w.field === field);
  if (known?.from === from) return known;
  const places = boardPlaces(s.board);
  const path = [from];
  const near: number[] = [];
  let at = from;
  for (let i = 0; i < 10 && field.to(at) > 0; i++) {
    // Only the neighbours nearer than his square count: the search goes no farther than it.
    const here = field.to(at);
    let next = -1;
    let nearest = Infinity;
    const around = places.neighbours(at);
    for (let k = 0; k < around.length; k++) {
      const q = around[k]!;
      const d = field.nearerThan(q, here);
      if (next < 0 || d < nearest) {
        next = q;
        nearest = d;
      }
    }
    if (next < 0 || nearest >= here) break;
    path.push(next);
    near.push(next);
    const beside = places.neighbours(next);
    for (let k = 0; k < beside.length; k++) near.push(beside[k]!);
    at = next;
  }
  const way = { field, from, path, near };
  if (known) ways.splice(ways.indexOf(known), 1);
  else if (ways.length >= KEPT_WAYS) ways.shift();
  ways.push(way);
  return way;
}

/** The ways traced latest, oldest first. */
const ways: Way[] = [];
const KEPT_WAYS = 8;
// Each way keeps its field, forgotten before the searches' memory is reused.
keptFromSearches(() => (ways.length = 0));
