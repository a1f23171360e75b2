import { isWall, neighbours } from '../../board/squares';
import { isDrop } from '../../board/dungeon';
import type { GameState, Square } from '../../model/state';
import { clearLine, passRange } from '../pass-lines';

const onFloor = (q: Square, floor: number): Square => ({ floor, x: q.x, y: q.y });

/** On the edge of his floor: next to a drop to the floor below (DB-PASS-20, DB-PASS-23). */
const onEdge = (state: GameState, q: Square): boolean =>
  neighbours(state.board, q).some((n) => isDrop(state.board, n));

/**
 * The range a pass to another floor is read at, by the squares between thrower and target on the
 * grid (DB-PASS-27): one floor down, Quick or Short by the squares (DB-PASS-21); two floors down
 * or one up, always Short, within Short range (DB-PASS-22, DB-PASS-24); never two floors up
 * (DB-PASS-25). Null when no pass goes there.
 */
export function floorPassRange(from: Square, to: Square): 'Q' | 'S' | null {
  const rise = to.floor - from.floor;
  if (rise === 0 || rise > 1 || rise < -2) return null;
  const band = passRange(from, onFloor(to, from.floor));
  if (band !== 'Q' && band !== 'S') return null;
  return rise === -1 ? band : 'S';
}

/**
 * A downward pass (DB-PASS-20, DB-PASS-27): the thrower stands on the edge, and sees the square
 * below: every floor between is open above it, and the line to it crosses no wall of his floor.
 */
function seesDown(state: GameState, from: Square, to: Square): boolean {
  if (!onEdge(state, from)) return false;
  for (let floor = from.floor; floor > to.floor; floor--)
    if (!isDrop(state.board, onFloor(to, floor))) return false;
  return clearLine(state, from, onFloor(to, from.floor));
}

/**
 * An upward pass (DB-PASS-23, DB-PASS-27): the receiver's square is on the edge of its floor, and
 * the thrower sees that edge: the drop beside it is open above a square of his floor that the
 * line to it reaches with no wall in the way.
 */
function seesUp(state: GameState, from: Square, to: Square): boolean {
  const { board } = state;
  return neighbours(board, to).some(
    (edge) =>
      isDrop(board, edge) &&
      !isWall(board, onFloor(edge, from.floor)) &&
      clearLine(state, from, onFloor(edge, from.floor)),
  );
}

/**
 * The squares of other floors a pass may aim at from a square (DB-PASS-20, DB-PASS-21, DB-PASS-22,
 * DB-PASS-23, DB-PASS-24, DB-PASS-25, DB-PASS-26, DB-PASS-27).
 */
export function floorPassTargets(state: GameState, from: Square): Square[] {
  const { board } = state;
  const targets: Square[] = [];
  for (const floor of [from.floor - 2, from.floor - 1, from.floor + 1]) {
    if (floor < 0 || floor >= board.floors.length) continue;
    const sees = floor < from.floor ? seesDown : seesUp;
    for (let dy = -6; dy <= 6; dy++)
      for (let dx = -6; dx <= 6; dx++) {
        const to = { floor, x: from.x + dx, y: from.y + dy };
        if (floorPassRange(from, to) && !isWall(board, to) && sees(state, from, to))
          targets.push(to);
      }
  }
  return targets;
}
