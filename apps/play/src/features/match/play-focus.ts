import type { PublicState } from '@dungeonbowl/engine';
import { squareWords } from '../log/square-words';
import { playerWords } from './action-words';

/**
 * The floor where the play is: the acting player's, else the selected player's; null when neither
 * is on the board, and the floor shown stays as it is.
 */
export function playFloor(state: PublicState, selected: string | null): number | null {
  const id = state.turn.activation?.player ?? selected;
  return state.players.find((p) => p.id === id && p.box === null)?.at?.floor ?? null;
}

/** Where the ball is, in words: who holds it, where it lies, or that it is still in a chest. */
export function ballWords(state: PublicState): string {
  const { ball } = state;
  const carrier = state.players.find((p) => p.id === ball.carrier);
  if (carrier) {
    const team = state.teams[carrier.team]?.name;
    return `The ball: held by ${playerWords(state, carrier.id)}${team ? `, ${team}` : ''}`;
  }
  if (ball.at) return `The ball: loose at ${squareWords(ball.at, state.board.floors.length)}`;
  return 'The ball: still hidden in one of the chests';
}
