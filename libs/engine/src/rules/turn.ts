import type { Step } from './context';

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
 * were stunned in this very turn (BB-STATE-3); then the next team's turn starts.
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
    p.activated = false;
  }
  state.teams[team]!.rerollUsedThisTurn = false;
  step.events.push({ type: 'turn-ended', team });
  const next = (team + 1) % state.teams.length;
  state.turn = {
    team: next,
    number: state.turn.number + 1,
    blitzUsed: false,
    activation: null,
    turnover: null,
  };
  step.events.push({ type: 'turn-started', team: next, number: state.turn.number });
}

/** Called after every action: once nothing waits for a coach, a turnover ends the team turn. */
export function settle(step: Step): void {
  if (step.state.pending.length > 0) return;
  if (step.state.turn.turnover !== null) endTurn(step);
}
