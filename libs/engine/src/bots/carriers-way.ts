import { gridOf, indexIn, squareOf } from '../board/grid';
import { areaSquares } from '../board/squares';
import { perBoard } from '../board/same-board';
import type { PublicState } from '../dungeonbowl/view';
import type { PlayerState, Square } from '../model/state';
import { ownWay, type DistanceField } from './distance-fields';
import { edgesOf, keptFromSearches, Marks } from './field-search';
import { boardPlaces } from './board-places';
import { nobodyElseOn, onlyMoved, perView } from './per-view';

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
  const { near } = carriersWay(s, carrier);
  return s.players.filter(
    (q) =>
      q.team !== carrier.team &&
      q.at &&
      q.stance === 'standing' &&
      near.includes(indexIn(s.board, q.at)),
  );
});

/**
 * Where a team-mate of the carrier heads when no opponent stands in his way: the free squares
 * beside his next ones (`carriersWay`), never on his way itself nor on a teleporter, so that his
 * team-mates run ahead of him on either side and leave his way open, into the end zone too.
 * Without such a square, the free squares round the carrier off his way; without those, where
 * the team-mate stands. Kept over the team-mate's steps while only he moves (`onlyMoved`): he
 * heads for the squares he set out for.
 */
export function escortSquares(s: PublicState, mate: PlayerState): readonly Square[] {
  const held = heldEscort;
  if (
    held?.mate === mate.id &&
    held.carrier === s.ball.carrier &&
    (held.view === s || onlyMoved(held.view, s, mate.id))
  ) {
    held.view = s;
    return held.squares;
  }
  const carrier = s.players.find((q) => q.id === s.ball.carrier)!;
  const { path, near } = carriersWay(s, carrier);
  const { board } = s;
  const places = boardPlaces(board);
  const { closed } = edgesOf(gridOf(board), board);
  const beside = (squares: ArrayLike<number>): Square[] => {
    const seen = escorts.begin(closed.length);
    const found: Square[] = [];
    for (let k = 0; k < squares.length; k++) {
      const i = squares[k]!;
      if (seen.at[i] === seen.now) continue;
      seen.at[i] = seen.now;
      if (path.includes(i) || closed[i]! < 0 || !places.standable(i)) continue;
      if (nobodyElseOn(s, i, mate)) found.push(squareOf(board, i));
    }
    return found;
  };
  const ahead = beside(near);
  const round = ahead.length > 0 ? ahead : beside(places.neighbours(path[0]!));
  const squares = round.length > 0 ? round : [mate.at!];
  heldEscort = { view: s, mate: mate.id, carrier: carrier.id, squares };
  return squares;
}

/** The squares a team-mate of the carrier last set out for (`escortSquares`). */
let heldEscort:
  | {
      view: PublicState;
      readonly mate: string;
      readonly carrier: string;
      readonly squares: readonly Square[];
    }
  | undefined;

/** The squares already looked at for `escortSquares`. */
const escorts = new Marks();

/**
 * The carrier's next squares on his way to the end zone, and the squares on them or next to them
 * (the board grid's places). His way goes from his square up to 10 squares along a shortest way of
 * the field (`nextOnWay`): by steps, ladders, passages and jumps down alike.
 *
 * It is read from his own way's field (`ownWay`), true at his square and nearer the end zone, so
 * along all of his way. While a team-mate moves, it is read if it can be from the carrier's field
 * with that team-mate left out instead, which lasts the team-mate's activation: the way is the
 * same if that field reads true at each of its squares (`readsTrueWith`), as it never reads a
 * square farther than it is. So it is too once his activation is over, until someone else moves.
 */
const carriersWay = perView((s: PublicState, carrier: PlayerState): Way => {
  const ends = scoringSquares(s, carrier.team);
  const mover = movingMate(s, carrier);
  if (mover?.at) {
    lastMate = { view: s, player: mover.id };
    const way = wayFrom(s, carrier, ownWay(s, mover, ends), indexIn(s.board, mover.at));
    if (way) return way;
  }
  return wayFrom(s, carrier, ownWay(s, carrier, ends), -1)!;
});

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
 * The carrier's way read from a field, or undefined if the field, which leaves out the player on
 * square `left` (-1: none but the carrier), does not read true along it.
 */
function wayFrom(
  s: PublicState,
  carrier: PlayerState,
  field: DistanceField,
  left: number,
): Way | undefined {
  const way = wayOn(s, carrier, field);
  if (left >= 0) for (const i of way.path) if (!field.readsTrueWith(i, left)) return undefined;
  return way;
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
  for (let i = 0, at = field.nextOnWay(from); i < 10 && at >= 0; i++, at = field.nextOnWay(at)) {
    path.push(at);
    near.push(at);
    const beside = places.neighbours(at);
    for (let k = 0; k < beside.length; k++) near.push(beside[k]!);
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
