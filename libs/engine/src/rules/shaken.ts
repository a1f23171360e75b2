import type { GameState, PlayerState } from '../model/state';
import type { DraftState, Step } from './context';
import { remember, remembered } from '../model/memory';

/** A player who caught himself on a ladder or rope, and the team turn it happened in. */
interface Shaken {
  readonly player: string;
  readonly turn: number;
}

const KIND = 'ladders';
const shakenOf = (state: Pick<GameState, 'mechanismState'>): readonly Shaken[] =>
  remembered<{ shaken: readonly Shaken[] }>(state, KIND)?.shaken ?? [];

function keep(state: DraftState, shaken: readonly Shaken[]): void {
  remember(state, KIND, shaken.length > 0 ? { shaken } : undefined);
}

/** He caught himself on the way down a ladder or rope hole: he is shaken (DB-FLOOR-9). */
export function shake(step: Step, id: string): void {
  const { state } = step;
  keep(state, [
    ...shakenOf(state).filter((s) => s.player !== id),
    { player: id, turn: state.turn.number },
  ]);
}

/**
 * A shaken player cannot move until the end of his team's next team turn (DB-FLOOR-9
 * interpretation); he may still act without moving.
 */
export function shakenRefusal(
  state: Pick<GameState, 'mechanismState'>,
  p: PlayerState,
): string | null {
  return shakenOf(state).some((s) => s.player === p.id)
    ? `${p.name} is shaken from his fall down the ladder and cannot move this turn (DB-FLOOR-9).`
    : null;
}

/** At the end of a team turn, its players shaken before it began have got over it. */
export function getOverIt(step: Step): void {
  const { state } = step;
  const shaken = shakenOf(state);
  if (shaken.length === 0) return;
  const team = state.turn.team;
  const still = shaken.filter((s) => {
    const p = state.players.find((q) => q.id === s.player);
    return p !== undefined && p.box === null && !(p.team === team && s.turn < state.turn.number);
  });
  if (still.length !== shaken.length) keep(state, still);
}
