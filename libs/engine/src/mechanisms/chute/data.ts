import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { sameSquare } from '../../board/squares';
import type { Board, Square } from '../../model/state';

/**
 * A chute on the board: the squares a player jumps or is pushed into on the upper floor, its last
 * square on the lower floor, and the landing squares A, B, C and D there, in that order.
 */
export interface ChuteSpot {
  readonly id: string;
  readonly entries: readonly Square[];
  readonly exit: Square;
  readonly landing: readonly Square[];
}

export const CHUTE = 'chute';

export const chutesOf = (board: Board): readonly ChuteSpot[] =>
  (board.mechanisms?.[CHUTE] as readonly ChuteSpot[] | undefined) ?? [];

/** The chute one of whose entries a square is, if any. */
export const chuteAt = (board: Board, q: Square): ChuteSpot | undefined =>
  chutesOf(board).find((c) => c.entries.some((e) => sameSquare(e, q)));

/** Which rules a chute of the map follows. */
export type ChuteRules = 'valdemor' | 'pyramid';

/**
 * Map format 1 does not name a chute's rules, so its entries do, here and nowhere else: a chute
 * whose entries all lie on one floor is the Valdemor chute (DB-CHUTE-1: from the 1st floor, its 3
 * start squares), this folder's; one with entries on several floors is a Pyramid chute
 * (DB-PCHUTE-1: accesses on the 1st and the 2nd floor), `../pyramid-chutes/`'s.
 */
export const chuteRules = (c: {
  readonly entries: readonly { readonly floor: number }[];
}): ChuteRules =>
  c.entries.every((e) => e.floor === c.entries[0]?.floor) ? 'valdemor' : 'pyramid';

/** A map's chutes that follow some rules, as the board keeps them, landing squares on the exit's floor. */
export function chuteSpots(map: DungeonMap, rules: ChuteRules): ChuteSpot[] {
  return (map.chutes ?? [])
    .filter((c) => chuteRules(c) === rules)
    .map((c) => ({
      id: c.id,
      entries: c.entries.map(({ floor, x, y }) => ({ floor, x, y })),
      exit: { floor: c.exit.floor, x: c.exit.x, y: c.exit.y },
      landing: c.landing.map(({ x, y }) => ({ floor: c.exit.floor, x, y })),
    }));
}

/** The map's Valdemor chutes (`chuteRules`); undefined when it has none. */
export function chutesFromMap(map: DungeonMap): ChuteSpot[] | undefined {
  const chutes = chuteSpots(map, 'valdemor');
  return chutes.length > 0 ? chutes : undefined;
}

/** A square moved by a whole step. */
export const shifted = (q: Square, [dx, dy]: readonly [number, number]): Square => ({
  floor: q.floor,
  x: q.x + dx,
  y: q.y + dy,
});

/** The unit step from one square towards another on the same floor. */
export const towards = (from: Square, to: Square): [number, number] => [
  Math.sign(to.x - from.x),
  Math.sign(to.y - from.y),
];
