import type { GameState, Square } from '../../model/state';
import { squaresFlownOver } from '../pass-lines';
import { barrierBetween } from '../../board/dungeon';

/** Whether a closed portcullis lies between two neighbouring squares, in the way of the ball in flight (DB-PORT-4). */
export const portcullisBetween = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  a: Square,
  b: Square,
): boolean => barrierBetween(state, a, b, true) !== null;

/**
 * Where a pass from one square to another on one floor meets a closed portcullis: the last square
 * before it on the thrower's side, or null when its line crosses none (DB-PORT-4).
 */
export function portcullisInFlight(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): Square | null {
  if (state.mechanismState === undefined || from.floor !== to.floor) return null;
  const line = [from, ...squaresFlownOver(from, to), to];
  for (let i = 1; i < line.length; i++)
    if (portcullisBetween(state, line[i - 1]!, line[i]!)) return line[i - 1]!;
  return null;
}
