import type { TurnState } from '../model/state';
import { newRoundOrder } from '../dungeonbowl/initiative';
import { anyoneLeft, checkTouchdown, endMatch } from '../dungeonbowl/match-end';
import type { Step } from './context';

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
  const active = step.state.players.find((p) => p.id === activation.player);
  if (active) active.activated = true;
  step.state.turn.activation = null;
}

/**
 * The end of a team turn (BB-TURN-8): the active team's Stunned players turn Prone unless they
 * were stunned in this very turn (BB-STATE-3), its Reserves wait one turn less (DB-PIT-8); then
 * the next team in the play order starts its turn (DB-MATCH-11), a new round after the last team,
 * for which 3 or 4 teams roll initiative (DB-MULTI-1).
 * A simulation's round limit, or nobody left to play, ends the match in a draw (DB-MATCH-6).
 */
export function endTurn(step: Step): void {
  const { state } = step;
  endActivation(step);
  const team = state.turn.team;
  for (const p of state.players) {
    if (p.team === team && p.box === null && p.stance === 'stunned') {
      if (p.stunnedOnOwnTurn) p.stunnedOnOwnTurn = false;
      else p.stance = 'prone';
    }
    if (p.team === team && p.box === 'reserves' && p.waits > 0) p.waits -= 1;
    p.activated = false;
  }
  state.teams[team]!.rerollUsedThisTurn = false;
  step.events.push({ type: 'turn-ended', team });
  const place = state.order.indexOf(team) + 1;
  const newRound = place === state.order.length;
  const round = state.turn.round + (newRound ? 1 : 0);
  if (newRound) {
    const { maxRounds } = state.options;
    if (maxRounds !== null && round > maxRounds) return endMatch(step, null, 'round-limit');
    if (!anyoneLeft(state)) return endMatch(step, null, 'nobody-left');
    step.events.push({ type: 'round-started', round });
    newRoundOrder(step, team);
  }
  const next = state.order[newRound ? 0 : place]!;
  state.turn = freshTurn(next, state.turn.number + 1, round);
  step.events.push({ type: 'turn-started', team: next, number: state.turn.number });
}

/**
 * Called after every action: once nothing waits for a coach, a pass or hand-off whose ball is not
 * held by the active team is a turnover (BB-TO-5), a touchdown ends the match (DB-MATCH-4), and a
 * turnover ends the team turn.
 */
export function settle(step: Step): void {
  const { state } = step;
  if (state.pending.length > 0) return;
  if (state.turn.ballInPlay) {
    state.turn.ballInPlay = false;
    const holder = state.players.find((p) => p.id === state.ball.carrier);
    if (holder?.team !== state.turn.team)
      turnover(step, holder ? 'the pass was intercepted' : 'the ball was not caught');
  }
  checkTouchdown(step);
  if (state.result === null && state.turn.turnover !== null) endTurn(step);
}
