import { terrainInfo } from '@dungeonbowl/dungeon-schema';
import { isStatue, neighbours, terrainAt } from '../../board/squares';
import type { Board, Square } from '../../model/state';
import { ballFalls, fallDown } from '../../rules/falling';
import type { Mechanism, Passage, Place } from '../mechanism';
import { getOverIt, shakenRefusal } from '../../rules/shaken';

/** A ladder or a rope: its foot, on `floor`; its hole is the square above (map format v1 `links`). */
export interface LadderSpot {
  readonly kind: 'ladder' | 'rope';
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

const KIND = 'ladders';

export const laddersOf = (board: Board): readonly LadderSpot[] =>
  (board.mechanisms?.[KIND] as readonly LadderSpot[] | undefined) ?? [];

/** Movement points up and down, before the square arrived in (DB-LADDER-1, DB-ROPE-1). */
const climbing = { ladder: { up: 2, down: 2 }, rope: { up: 2, down: 1 } } as const;

const foot = (link: LadderSpot): Square => ({ floor: link.floor, x: link.x, y: link.y });
const hole = (link: LadderSpot): Square => ({ floor: link.floor + 1, x: link.x, y: link.y });

/**
 * The ways up and down: from the foot to each square next to the hole above, and back (DB-LADDER-2
 * interpretation: the climb, then a square to step off onto at the other end). Which squares a
 * player can stand on is read from the terrain, the board's index being built from these.
 */
function passages(board: Board): Passage[] {
  return laddersOf(board).flatMap((link) => {
    const tops = neighbours(board, hole(link)).filter(
      (q) => terrainInfo(terrainAt(board, q)).walkable && !isStatue(board, q),
    );
    const { up, down } = climbing[link.kind];
    return tops.flatMap((top) => [
      { from: foot(link), to: top, cost: up, via: link.kind },
      { from: top, to: foot(link), cost: down, via: link.kind },
    ]);
  });
}

/** The holes at the top: drops to the foot, hazardous zones (DB-LADDER-6). */
const places = (board: Board): Place[] =>
  laddersOf(board).map((link) => ({
    at: hole(link),
    properties: { moveCost: null, hazard: true, drop: true },
  }));

/**
 * Ladders (DB-LADDER) and ropes (DB-ROPE) between a floor and the one above: a `move` from the
 * foot to a square next to the hole, or back, costs the climb plus that square (2 + 1 for a
 * ladder either way and a rope up, 1 + 1 down a rope), Rushes allowed; a failed Rush or Dodge
 * leaves him fallen where he started (DB-LADDER-5). Pushed into the hole he may catch himself
 * (DB-FLOOR-9); pushed and Knocked Down, he falls (DB-FLOOR-10). The ball falls to the foot.
 */
export const ladders: Mechanism = {
  kind: KIND,
  fromMap: (map) =>
    map.links && map.links.length > 0
      ? map.links.map(({ kind, floor, x, y }): LadderSpot => ({ kind, floor, x, y }))
      : undefined,
  places,
  passages,
  onFall: (step, fall) => fallDown(step, { ...fall, hole: fall.cause !== 'knocked-down' }),
  onBall: ballFalls,
  movingRefusal: shakenRefusal,
  endOfTurn: getOverIt,
};
