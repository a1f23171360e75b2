import { isMonster, type GameState, type PlayerState } from '../model/state';

/**
 * The coach who decides for a piece facing an opponent (block dice, push squares, follow-up): its
 * own team's coach; for a dungeon monster, which belongs to no team, the opponent's rival who
 * plays next in the play order (DB-GOBLOURS-12: the victim's opposing coach, with 3 or 4 teams
 * the next coach in turn order other than the victim's).
 */
export function coachOf(
  state: Pick<GameState, 'order'>,
  piece: PlayerState,
  opponent: PlayerState,
): number {
  if (!isMonster(piece)) return piece.team;
  const { order } = state;
  const at = order.indexOf(opponent.team);
  for (let i = 1; i <= order.length; i++) {
    const team = order[(at + i) % order.length]!;
    if (team !== opponent.team) return team;
  }
  return opponent.team === 0 ? 1 : 0;
}
