import { inArea } from '../board/squares';
import { isMonster, type GameState, type MatchEndReason, type Square } from '../model/state';
import { playerIn, type Step } from '../rules/context';

/** The match is over: nothing more may happen in it. */
export function endMatch(
  step: Step,
  winner: number | null,
  reason: MatchEndReason,
  scorer: string | null = null,
): void {
  const { state } = step;
  state.result = { winner, reason, scorer };
  state.pending = [];
  state.turn.activation = null;
  step.events.push({ type: 'match-ended', winner, reason });
}

/**
 * Sudden death (DB-MATCH-4, DB-MATCH-5, DB-MULTI-8): a Standing player holding the ball in an end
 * zone chosen by another team scores, and his team wins at once. A team's own end zone and the
 * end zones nobody chose never count (DB-SETUP-13).
 */
export function checkTouchdown(step: Step): void {
  const { state } = step;
  if (state.ball.carrier === null) return;
  const carrier = playerIn(step, state.ball.carrier);
  if (!carrier?.at || carrier.box !== null || carrier.stance !== 'standing') return;
  if (!scoresIn(state, carrier.team, carrier.at)) return;
  step.events.push({ type: 'touchdown', player: carrier.id, team: carrier.team });
  endMatch(step, carrier.team, 'touchdown', carrier.id);
}

/** Whether a player of `team` holding the ball there scores: in an end zone another team chose (DB-MATCH-5, DB-SETUP-13). */
export function scoresIn(
  state: Pick<GameState, 'board' | 'teams'>,
  team: number,
  square: Square,
): boolean {
  const zone = state.board.endZones.find((z) => inArea(z, square));
  if (!zone) return false;
  const owner = state.teams.findIndex((t) => t.endZone === zone.id);
  return owner >= 0 && owner !== team;
}

/** Whether any team still in the play order has a player in the dungeon or in the Reserves to bring in. */
export const anyoneLeft = (state: GameState): boolean =>
  state.players.some(
    (p) =>
      !isMonster(p) && state.order.includes(p.team) && (p.box === null || p.box === 'reserves'),
  );
