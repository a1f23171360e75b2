import type { Board, Square } from '../model/state';
import { fallsInto, governing, isDrop } from './dungeon';

/**
 * Where something falling into a square comes down: the first square below that is not open to
 * the floor under it, and the floors of height (DB-FLOOR-6, DB-FLOOR-11); null when there is no
 * floor below (a pit on the ground floor).
 */
export function below(board: Board, into: Square): { landing: Square; floors: number } | null {
  let at = into;
  let floors = 0;
  do {
    at = { floor: at.floor - 1, x: at.x, y: at.y };
    floors += 1;
    if (at.floor < 0) return null;
  } while (isDrop(board, at));
  return { landing: at, floors };
}

/**
 * Where a player falling into a square open to the floor below comes down: the landing square and
 * the floors of height (`below`), and whether what lies there takes him instead, a hazard he
 * cannot stand in (DB-FLOOR-11); null when there is no floor below.
 */
export function fallBelow(
  board: Board,
  into: Square,
): { landing: Square; floors: number; hazard: boolean } | null {
  const found = below(board, into);
  if (!found) return null;
  const hazard = fallsInto(board, found.landing) && !!governing(board, found.landing)?.onFall;
  return { landing: found.landing, floors: found.floors, hazard };
}

/**
 * Where a player who jumps into a square on purpose comes down if all goes well: where the
 * mechanism there sends him (the chute's square A), or the floor below (`fallBelow`); null when
 * nothing lets him land (a pit, a hazard below, DB-FLOOR-11).
 */
export function jumpLanding(board: Board, into: Square): Square | null {
  const there = governing(board, into);
  if (there?.jumpLanding) return there.jumpLanding(board, into);
  const found = fallBelow(board, into);
  return found && !found.hazard ? found.landing : null;
}
