import { preparedState } from './mechanisms/dungeon';
import { legalActions } from './legal-actions';
import type { Action } from './model/actions';
import { decisionsOf } from './model/frames';
import type { Chest, GameState, PublicState } from './model/state';
import type { Changing } from './model/step';

export type { PublicState } from './model/state';

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
 * The chests as a coach sees them, where they stand only, kept by the state's list of chests:
 * that list is only ever replaced, never changed in place, so its public copy holds while it lives
 * and is shared by every view until a chest is opened.
 */
const publicChests = new WeakMap<readonly Chest[], PublicState['chests']>();
function chestsSeen(chests: readonly Chest[]): PublicState['chests'] {
  let seen = publicChests.get(chests);
  if (!seen) publicChests.set(chests, (seen = chests.map((c) => ({ at: c.at }))));
  return seen;
}

/**
 * The match as one coach (or a spectator) sees it: every UI is drawn from this, never from the
 * full state, so no screen and no UI code can learn which chest holds the ball or the dice to come.
 * The state is copied field by field, every field but the dice and the chests' contents, for
 * speed: the bots ask for a view at every decision.
 */
export function view(given: GameState, viewer: number | null): MatchView {
  return viewWith(preparedState(given), viewer, legalActions);
}

/**
 * `view` of a state whose board has the dungeon (`preparedState`), its actions listed by `listed` when the viewer is the one to act: a `Match` hands it the
 * list it keeps for its state, which its `apply` then checks an action against.
 */
export function viewWith(
  state: GameState,
  viewer: number | null,
  listed: (state: GameState) => readonly Action[],
): MatchView {
  const acting = actingTeam(state);
  const open: Changing<PublicState> = {
    board: state.board,
    options: state.options,
    teams: state.teams,
    players: state.players,
    ball: state.ball,
    turn: state.turn,
    ballFoundBy: state.ballFoundBy,
    closedTeleporters: state.closedTeleporters,
    order: state.order,
    setup: state.setup,
    pending: decisionsOf(state.pending),
    result: state.result,
    mechanismState: state.mechanismState,
    spp: state.spp,
    postMatch: state.postMatch,
    chests: chestsSeen(state.chests),
  };
  if (state.conceded) open.conceded = state.conceded;
  return {
    state: open,
    viewer,
    acting,
    actions: acting !== null && acting === viewer ? listed(state) : [],
  };
}
