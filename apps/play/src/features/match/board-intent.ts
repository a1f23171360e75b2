import {
  playerAt,
  sameSquare,
  type Action,
  type MatchView,
  type Square,
} from '@dungeonbowl/engine';
import { actionSquare } from './action-words';

/** What a click on a square of the board means for the coach at the screen. */
export type Intent =
  | { readonly kind: 'act'; readonly action: Action }
  /** Several actions point at the square (block or stab, say): the coach picks one. */
  | { readonly kind: 'choose'; readonly actions: readonly Action[] }
  | { readonly kind: 'select'; readonly player: string | null }
  | { readonly kind: 'explain'; readonly reason: string };

/** The legal actions a square stands for: every action but activations, which a click on a player selects. */
export function actionsAt(view: MatchView, square: Square): Action[] {
  return view.actions.filter(
    (a) => a.type !== 'activate' && sameSquare(actionSquare(a, view.state), square),
  );
}

/**
 * Reads a click: an action the square stands for is taken (or offered among others), a player
 * is selected, and anything else is explained rather than ignored.
 */
export function clickIntent(view: MatchView, selected: string | null, square: Square): Intent {
  const state = view.state;
  const occupant = playerAt(state, square);
  if (view.acting === null)
    return state.result
      ? { kind: 'explain', reason: 'The match is over.' }
      : { kind: 'select', player: occupant?.id ?? null };
  if (view.viewer === null)
    return { kind: 'explain', reason: 'A bot is playing: wait for your turn.' };

  if (state.pending.at(-1)?.kind === 'set-up')
    return setUpIntent(view, selected, square, occupant?.id);

  const here = actionsAt(view, square);
  const mine = here.filter((a) => !('player' in a) || selected === null || a.player === selected);
  const offered = mine.length > 0 ? mine : here;
  if (offered.length === 1) return { kind: 'act', action: offered[0]! };
  if (offered.length > 1) return { kind: 'choose', actions: offered };
  if (occupant) return { kind: 'select', player: occupant.id };
  if (state.pending.length > 0)
    return { kind: 'explain', reason: 'Answer the question in the panel first.' };
  const activation = state.turn.activation;
  if (activation)
    return { kind: 'explain', reason: 'That square is out of reach for this action.' };
  return { kind: 'explain', reason: 'Select one of your players first.' };
}

/** During set-up a click places the selected Reserve (or the next one) or takes a placed player back. */
function setUpIntent(
  view: MatchView,
  selected: string | null,
  square: Square,
  occupant: string | undefined,
): Intent {
  const unplace = view.actions.find((a) => a.type === 'unplace' && a.player === occupant);
  if (unplace) return { kind: 'act', action: unplace };
  const places = view.actions.filter((a) => a.type === 'place' && sameSquare(a.square, square));
  if (places.length === 0)
    return { kind: 'explain', reason: 'Players are set up on free squares of your end zone.' };
  const chosen = places.find((a) => a.type === 'place' && a.player === selected) ?? places[0]!;
  return { kind: 'act', action: chosen };
}
