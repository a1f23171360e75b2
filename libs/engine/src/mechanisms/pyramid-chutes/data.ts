import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { sameSquare } from '../../board/squares';
import type { Board, Square } from '../../model/state';
import { chuteSpots, shifted, towards, type ChuteSpot } from '../chute/data';

export const KIND = 'pyramid-chutes';

/** The map's Pyramid chutes. */
export interface PyramidChutesData {
  readonly chutes: readonly ChuteSpot[];
}

export function fromMap(map: DungeonMap): PyramidChutesData | undefined {
  const chutes = chuteSpots(map, 'pyramid');
  if (chutes.length === 0) return undefined;
  return { chutes };
}

const dataOf = (board: Board): PyramidChutesData | undefined =>
  board.mechanisms?.[KIND] as PyramidChutesData | undefined;

export const chutesOf = (board: Board): readonly ChuteSpot[] => dataOf(board)?.chutes ?? [];

/** The Pyramid chute one of whose accesses a square is, if any. */
export const chuteAt = (board: Board, q: Square): ChuteSpot | undefined =>
  chutesOf(board).find((c) => c.entries.some((e) => sameSquare(e, q)));

/** The square at the foot of the chute, where a slider who masters it stands (DB-PCHUTE-3). */
export const footOf = (chute: ChuteSpot): Square => chute.exit;

/** The square after the foot, along the chute's way out, where a slider who fails lands (DB-PCHUTE-5). */
export const nextOf = (chute: ChuteSpot): Square => chute.landing[0] ?? chute.exit;

/**
 * The chute seen as the Valdemor chute's line of landing squares, for its collision
 * (`../chute/collision.ts`, DB-PCHUTE-7): the foot is its A, the next square its B, and from there
 * players are pushed straight on along the chute's way out.
 */
export function lineOf(chute: ChuteSpot): ChuteSpot {
  const foot = footOf(chute);
  const next = nextOf(chute);
  const beyond = shifted(next, towards(foot, next));
  return { ...chute, landing: [foot, next, next, beyond] };
}
