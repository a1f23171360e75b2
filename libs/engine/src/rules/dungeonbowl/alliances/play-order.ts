import type { GameState } from '../../../model/state';

/**
 * A match of 3 or 4 teams, where the alliance rules apply (DB-MULTI-4, DB-MULTI-5, DB-MULTI-6,
 * DB-MULTI-7).
 */
export const multiTeam = (state: Pick<GameState, 'teams'>): boolean => state.teams.length > 2;

/**
 * The other teams in turn order, starting with the one that plays after the active team in this
 * round's order and wrapping round (DB-MULTI-1, DB-MULTI-7).
 */
export function teamsAfterActive(state: Pick<GameState, 'order' | 'turn'>): number[] {
  const { order } = state;
  const at = order.indexOf(state.turn.team);
  return Array.from({ length: order.length - 1 }, (_, i) => order[(at + 1 + i) % order.length]!);
}
