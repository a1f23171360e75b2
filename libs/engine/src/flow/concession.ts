import { noActions, type Action } from '../model/actions';
import type { GameState } from '../model/state';
import { bounce } from '../rules/ball';
import { changing, type Step } from '../rules/context';
import { withLeagueRule } from '../model/league';
import { turnover } from '../rules/turn';
import { endMatch } from './match-end';

/**
 * Concession (LM-27, a league rule): the acting coach may concede during his own team turn, when
 * no decision is waiting. Readings:
 * - With 2 teams the other team wins at once, whatever happened before. Its coach first names one
 *   of its players in the dungeon, who gets the touchdown's 5 SPP (DB-POST-4); with nobody in the
 *   dungeon the touchdown goes to nobody.
 * - With 3 or 4 teams the conceding team walks out: its players in the dungeon go to the Reserves,
 *   the ball its carrier held bounces from his square, its turn ends and it leaves the play order
 *   (its end zone still counts, DB-SETUP-13). When one team is left it wins as above.
 * - Every team that conceded rolls its Dedicated Fans with −2 after the match (BB-SPP-3).
 * - "Once each team has played a turn" is read as after the first round: a concession that ends
 *   the match in round 1 has the same result, but no post-match sequence (`postMatch` stays null).
 */
export const concessionOffered = (state: GameState): readonly Action[] =>
  withLeagueRule(state.options, 'LM-27') ? [{ type: 'concede' }] : noActions;

/** Why the acting coach may not concede now, or null. */
export const concessionRefusal = (state: GameState): string | null =>
  withLeagueRule(state.options, 'LM-27')
    ? null
    : 'This match is played without concessions (league rule LM-27).';

/** The teams that conceded so far. */
export const concededTeams = (state: Pick<GameState, 'conceded'>): readonly number[] =>
  state.conceded ?? [];

/** The team whose coach concedes: the active one. */
export function concede(step: Step): void {
  const { state } = step;
  const team = state.turn.team;
  state.conceded = [...concededTeams(state), team];
  step.events.push({ type: 'conceded', team });
  const left = state.order.filter((t) => !state.conceded!.includes(t));
  if (left.length === 1) return askForTouchdown(step, left[0]!);
  const carrier = state.players.find((p) => p.id === state.ball.carrier && p.team === team);
  for (const p of state.players)
    if (p.team === team && p.box === null) {
      const leaving = changing(step, p.id);
      leaving.at = null;
      leaving.box = 'reserves';
    }
  if (carrier && state.ball.at) bounce(step, state.ball.at);
  turnover(step, 'the team conceded');
}

/** The last team left wins: it names the player who gets the touchdown, if it has any in the dungeon. */
function askForTouchdown(step: Step, winner: number): void {
  const { state } = step;
  const candidates = state.players
    .filter((p) => p.team === winner && p.box === null && p.at !== null)
    .map((p) => p.id);
  if (candidates.length === 0) return endMatch(step, winner, 'conceded');
  state.turn.activation = null;
  state.pending.push({ kind: 'award-touchdown', team: winner, candidates });
}

/** The winner's answer: the touchdown's SPP go to this player, and the match is over. */
export function awardTouchdown(step: Step, team: number, player: string): void {
  step.events.push({ type: 'touchdown-awarded', player, team });
  endMatch(step, team, 'conceded');
}

/** A concession before every team has played a turn has no post-match sequence (LM-27). */
export const postMatchSkipped = (state: GameState): boolean =>
  state.result?.reason === 'conceded' && state.turn.round === 1;
