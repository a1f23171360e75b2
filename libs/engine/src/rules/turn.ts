import type { TurnState } from '../model/state';
import { forgetAssists } from './dungeonbowl/alliances/assists';
import { changing, playerIn, type Step } from './context';

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
  if (playerIn(step, activation.player)) changing(step, activation.player).activated = true;
  step.state.turn.activation = null;
  forgetAssists(step.state); // a block or foul cut short before its dice (DB-MULTI-4)
}
