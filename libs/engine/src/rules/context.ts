import type { GameEvent } from '../model/events';
import type { GameState, PlayerState } from '../model/state';

/** The state being built by one `apply`, and the events it produces, passed to every rule. */
export interface Step {
  readonly state: GameState;
  readonly events: GameEvent[];
}

export function player(step: Step, id: string): PlayerState {
  const found = step.state.players.find((p) => p.id === id);
  if (!found) throw new Error(`No player ${id} in this match`);
  return found;
}

/**
 * A copy of the state that `apply` may change: the parts that change are copied, the board and
 * the options (which never change during a match) are shared.
 */
export function draftOf(state: GameState): GameState {
  return {
    ...state,
    teams: state.teams.map((t) => ({ ...t })),
    players: state.players.map((p) => ({ ...p })),
    ball: { ...state.ball },
    turn: {
      ...state.turn,
      activation: state.turn.activation
        ? {
            ...state.turn.activation,
            skillRerolls: [...state.turn.activation.skillRerolls],
            skillsUsed: [...state.turn.activation.skillsUsed],
          }
        : null,
    },
    dice: { ...state.dice },
    pending: [...state.pending],
  };
}
