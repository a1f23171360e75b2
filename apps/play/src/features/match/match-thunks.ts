import { autoPlacement, type Action, type Square } from '@dungeonbowl/engine';
import type { AppThunk } from '../../store';
import type { HostReply, MatchHost } from './match-host';
import type { MatchRecord } from './match-record';
import { actionApplied, actionRefused, matchOpened, matchRefused, requestSent } from './matchSlice';

/** Opens a match, new or saved: the host replays its actions and answers with the view. */
export const openMatch =
  (record: MatchRecord): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    const reply = await host.open(record);
    if ('error' in reply) {
      dispatch(matchRefused(reply.error));
      return false;
    }
    dispatch(matchOpened({ record, view: reply.update.view, events: reply.update.events }));
    return true;
  };

const applied = (reply: HostReply, action: Action | undefined) =>
  'error' in reply
    ? actionRefused(reply.error)
    : actionApplied({ action: reply.action ?? action!, ...reply.update });

/** One action of the coach at the screen; a refusal is shown with the engine's reason. */
export const playAction =
  (action: Action): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    const reply = await host.act(action);
    dispatch(applied(reply, action));
    return !('error' in reply);
  };

/** One action of the bot coaching the team to act. */
export const playBotStep =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    dispatch(applied(await host.botStep(), undefined));
  };

/**
 * Walks the activated player along a path square by square, as the coach clicked it. It stops
 * where a step does not end on its square (a failed roll, a teleporter), when a decision waits
 * or when the activation is over.
 */
export const moveAlong =
  (player: string, path: readonly Square[]): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    for (const square of path) {
      const done = await dispatch(playAction({ type: 'move', to: square }));
      const view = getState().match.view;
      if (!done || view === null) return;
      const mover = view.state.players.find((p) => p.id === player);
      const there =
        mover?.at?.floor === square.floor && mover.at.x === square.x && mover.at.y === square.y;
      if (!there || view.state.pending.length > 0 || view.state.turn.activation?.player !== player)
        return;
    }
  };

/** The match as it was after `step` actions, for the replay viewer; the match itself is untouched. */
export const replayAt =
  (step: number): AppThunk<Promise<HostReply>> =>
  (_dispatch, _getState, { host }) =>
    host.replayAt(step);

/** The match as a replay file, to download. */
export const exportMatch =
  (): AppThunk<ReturnType<MatchHost['exportFile']>> =>
  (_dispatch, _getState, { host }) =>
    host.exportFile();

/**
 * Places the players still to set up on the free squares of the end zone nearest the middle of
 * the dungeon, as the engine's bots do; the coach may still move them before "Set-up done".
 */
export const autoPlace = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const view = getState().match.view;
  if (!view) return;
  for (const action of autoPlacement(view.state)) {
    if (action.type !== 'place' || !(await dispatch(playAction(action)))) return;
  }
};
