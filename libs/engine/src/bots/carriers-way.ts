import { gridOf } from '../board/grid';
import { indexIn, squareOf } from '../board/square-index';
import { areaSquares } from '../board/squares';
import { perBoard } from '../board/same-board';
import type { PublicState } from '../view';
import type { PlayerState, Square } from '../model/state';
import { ownWay, type DistanceField } from './distance-fields';
import { edgesOf, Marks } from './field-search';
import type { BotMemory } from './memory';
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

/**
 * A pure memo by board (never changed): the scoring squares by end zones written out, and the
 * latest lists found.
 */
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
export const obstacles = perView(
  (memory: BotMemory, s: PublicState, carrier: PlayerState): readonly PlayerState[] => {
    const { near } = carriersWay(memory, s, carrier);
    return s.players.filter(
      (q) =>
        q.team !== carrier.team &&
        q.at &&
        q.stance === 'standing' &&
        near.includes(indexIn(s.board, q.at)),
    );
  },
);

/**
 * Where a team-mate of the carrier heads when no opponent stands in his way: the free squares
 * beside his next ones (`carriersWay`), never on his way itself nor on a teleporter, so that his
 * team-mates run ahead of him on either side and leave his way open, into the end zone too.
 * Without such a square, the free squares round the carrier off his way; without those, where
 * the team-mate stands. Kept over the team-mate's steps while only he moves (`onlyMoved`): he
 * heads for the squares he set out for.
 */
export function escortSquares(
  memory: BotMemory,
  s: PublicState,
  mate: PlayerState,
  carrier: PlayerState,
): readonly Square[] {
  const { escortsHeld, escorts } = memory.carriers;
  const held = escortsHeld.get(carrier);
  if (held?.mate === mate.id && (held.view === s || onlyMoved(held.view, s, mate.id))) {
    held.view = s;
    return held.squares;
  }
  const { path, near } = carriersWay(memory, s, carrier);
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
      if (nobodyElseOn(memory, s, i, mate)) found.push(squareOf(board, i));
    }
    return found;
  };
  const ahead = beside(near);
  const round = ahead.length > 0 ? ahead : beside(places.neighbours(path[0]!));
  const squares = round.length > 0 ? round : [mate.at!];
  escortsHeld.set(carrier, { view: s, mate: mate.id, squares });
  return squares;
}

/**
 * The carrier's next squares on his way to the end zone, and the squares on them or next to them
 * (the board grid's places). His way goes from his square up to 10 squares along a shortest way of
 * his own way's field (`ownWay`, `nextOnWay`): by steps, ladders, passages and jumps down alike.
 * Once read, it is kept while he stands where he was, unchanged, the dungeon and the chests are
 * as they were, and nobody has stepped onto his way or off it: his team-mates head for where they
 * set out for, and no field is searched again for them at each of their steps and activations.
 */
function carriersWay(memory: BotMemory, s: PublicState, carrier: PlayerState): Way {
  const { waysHeld } = memory.carriers;
  const held = waysHeld.get(carrier);
  if (
    held &&
    (held.view === s ||
      (held.view.board === s.board &&
        held.view.mechanismState === s.mechanismState &&
        held.view.chests === s.chests &&
        takenOn(memory, s, held.way, carrier) === held.taken))
  ) {
    held.view = s;
    return held.way;
  }
  const way = wayOn(
    memory,
    s,
    carrier,
    ownWay(memory, s, carrier, scoringSquares(s, carrier.team)),
  );
  waysHeld.set(carrier, { view: s, way, taken: takenOn(memory, s, way, carrier) });
  return way;
}

/** Which of the squares of the carrier's way someone stands on, as the bits of a number. */
function takenOn(memory: BotMemory, s: PublicState, way: Way, carrier: PlayerState): number {
  let taken = 0;
  for (let k = 1; k < way.path.length; k++)
    if (!nobodyElseOn(memory, s, way.path[k]!, carrier)) taken |= 1 << k;
  return taken;
}

/**
 * The carrier's way as read from a field: the squares he goes through, his own first, and the
 * squares on or beside his next ones.
 */
interface Way {
  readonly from: number;
  readonly path: readonly number[];
  /**
   * The squares on or beside his next ones, some more than once: a list is quicker to make than a
   * set, and is read little.
   */
  readonly near: readonly number[];
}

/**
 * The carrier's way as a field reads it. Kept with the field, which never changes, for the
 * carrier's square: only the ways of the latest fields are kept, as a field is asked about over
 * one activation and the decisions after it.
 */
function wayOn(memory: BotMemory, s: PublicState, carrier: PlayerState, field: DistanceField): Way {
  const { ways } = memory.carriers;
  const from = indexIn(s.board, carrier.at!);
  const known = ways.find((w) => w.field === field);
  if (known?.way.from === from) return known.way;
  const places = boardPlaces(s.board);
  const path = [from];
  const near: number[] = [];
  for (let i = 0, at = field.nextOnWay(from); i < 10 && at >= 0; i++, at = field.nextOnWay(at)) {
    path.push(at);
    near.push(at);
    const beside = places.neighbours(at);
    for (let k = 0; k < beside.length; k++) near.push(beside[k]!);
  }
  const way = { from, path, near };
  if (known) ways.splice(ways.indexOf(known), 1);
  else if (ways.length >= KEPT_WAYS) ways.shift();
  ways.push({ field, way });
  return way;
}

const KEPT_WAYS = 8;

/**
 * What one bot's memory (`BotMemory`) keeps of the carriers' ways, for one match.
 */
export class CarrierMemory {
  /**
   * The squares a team-mate of the carrier last set out for (`escortSquares`), kept by the
   * carrier: they hold while nobody but the team-mate moves, the carrier unchanged, so they last
   * no longer than he does as he is. Never forgotten with the searches (`forget`): found again
   * later, they could be others, as the team-mate has moved since.
   */
  readonly escortsHeld = new WeakMap<
    PlayerState,
    { view: PublicState; readonly mate: string; readonly squares: readonly Square[] }
  >();
  /** The squares already looked at for `escortSquares`. */
  readonly escorts = new Marks();
  /**
   * The carrier's way as last read (`carriersWay`), kept by the carrier himself, with the view it
   * was last asked about and who stood on it: it lasts no longer than he stands where he was,
   * unchanged. Never forgotten with the searches (`forget`): read again later, the way could be
   * another, as others have moved since, and the match would then follow when the memory's block
   * was reused.
   */
  readonly waysHeld = new WeakMap<
    PlayerState,
    { view: PublicState; readonly way: Way; readonly taken: number }
  >();
  /** The ways traced latest, oldest first, with the fields they were read from. */
  readonly ways: { readonly field: DistanceField; readonly way: Way }[] = [];

  /** Forgets the fields kept, before the memory's block is reused. */
  forget(): void {
    this.ways.length = 0;
  }
}
