import { legalActions } from '../engine';
import type { Action } from '../model/actions';
import type { GameState, Square } from '../model/state';

/**
 * What a coach may know of a match (DB-SETUP-7): everything but the dice generator, which would
 * tell the rolls to come, and the contents of the chests, which would tell where the ball is.
 */
export type PublicState = Omit<GameState, 'dice' | 'chests'> & {
  readonly chests: readonly { readonly at: Square }[];
};

export interface MatchView {
  readonly state: PublicState;
  /** The team this view is for, or null for a spectator. */
  readonly viewer: number | null;
  /** The team whose coach must act now, or null once the match is over. */
  readonly acting: number | null;
  /** What the viewer may do now: empty unless he is the one to act. */
  readonly actions: readonly Action[];
}

/** The coach who must act now: the one a decision waits for, else the active team's. */
export function actingTeam(state: GameState): number | null {
  if (state.result !== null) return null;
  return state.pending.at(-1)?.team ?? state.turn.team;
}

/**
 * The match as one coach (or a spectator) sees it: every UI is drawn from this, never from the
 * full state, so no screen and no UI code can learn which chest holds the ball or the dice to come.
 */
export function view(state: GameState, viewer: number | null): MatchView {
  const { dice: _dice, chests, ...open } = state;
  const acting = actingTeam(state);
  return {
    state: { ...open, chests: chests.map((c) => ({ at: c.at })) },
    viewer,
    acting,
    actions: acting !== null && acting === viewer ? legalActions(state) : [],
  };
}
