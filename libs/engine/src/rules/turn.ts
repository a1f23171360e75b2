import type { TurnState } from '../model/state';
import { forgetAssists } from './dungeonbowl/alliances/assists';
import { forgetTackleZones } from './dungeonbowl/alliances/tackle-zones';
import { checkTouchdown } from '../flow/match-end';
import { changing, findPlayer, type Step } from './context';
import { endTurn } from '../flow/turn-sequence';

/** A team turn before anything has happened in it. */
export function freshTurn(team: number, number: number, round: number): TurnState {
  return {
    team,
    number,
    round,
    blitzUsed: false,
    passUsed: false,
    handOffUsed: false,
    foulUsed: false,
    ballInPlay: false,
    activation: null,
    turnover: null,
    teleported: [],
    dugoutUsed: false,
    pitArrival: null,
  };
}

/** A turnover: the team turn will end as soon as the running procedure has finished (BB-TURN-7). */
export function turnover(step: Step, reason: string): void {
  const { turn } = step.state;
  if (turn.turnover !== null) return;
  turn.turnover = reason;
  step.events.push({ type: 'turnover', team: turn.team, reason });
}

/** The active player's activation is over. */
export function endActivation(step: Step): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  if (step.state.players.some((p) => p.id === activation.player))
    changing(step, activation.player).activated = true;
  step.state.turn.activation = null;
  forgetAssists(step.state); // a block or foul cut short before its dice (DB-MULTI-4)
}

/**
 * Called after every action: once nothing waits for a coach, the coaches' answers on their tackle
 * zones lapse, a pass or hand-off whose ball is not held by the active team is a turnover
 * (BB-TO-5), a touchdown ends the match (DB-MATCH-4), and a turnover ends the team turn.
 */
export function settle(step: Step): void {
  const { state } = step;
  if (state.pending.length > 0) return;
  forgetTackleZones(state); // the tests they were given for are made (DB-MULTI-5)
  if (state.turn.ballInPlay) {
    state.turn.ballInPlay = false;
    const holder = findPlayer(state.players, state.ball.carrier);
    if (holder?.team !== state.turn.team)
      turnover(step, holder ? 'the pass was intercepted' : 'the ball was not caught');
  }
  checkTouchdown(step);
  if (state.result === null && state.turn.turnover !== null) endTurn(step);
}
