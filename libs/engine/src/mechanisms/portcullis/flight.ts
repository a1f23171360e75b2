import type { GameState, Square } from '../../model/state';
import { squaresFlownOver } from '../../rules/pass';
import { barrierBetween } from '../registry';

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
    if (barrierBetween(state, line[i - 1]!, line[i]!, true) !== null) return line[i - 1]!;
  return null;
}
