import { decodeUtf8 } from '@dungeonbowl/dungeon-schema';
import {
  autoPlacement,
  sameSquare,
  type Action,
  type MatchView,
  type PlannedStep,
  type Square,
} from '@dungeonbowl/engine';
import type { AppThunk } from '../../store';
import { clickIntent } from './board-intent';
import { checkedRecord } from './match-check';
import { recordFromReplay } from './match-file';
import type { HostReply, MatchHost } from './match-host';
import type { MatchRecord } from './match-record';
import { keepForRecovery, savedMatchText } from './match-storage';
import {
  actionApplied,
  actionRefused,
  matchOpened,
  matchRefused,
  problemShown,
  requestSent,
  stepsTakenBack,
} from './matchSlice';

/**
 * Where a match to open comes from: the start screen, a match file, or the browser's save (its
 * text as saved, kept for recovery if the match cannot be resumed).
 */
export type MatchOrigin =
  | { readonly kind: 'new' }
  | { readonly kind: 'file'; readonly name: string }
  | { readonly kind: 'saved'; readonly text: string };

/**
 * Opens a match, new, from a file or saved: the host replays its actions and answers with the
 * view. A match it refuses is told with the reason; a saved one is put aside for recovery first.
 */
export const openMatch =
  (record: MatchRecord, origin: MatchOrigin = { kind: 'new' }): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    const reply = await host.open(record);
    if ('error' in reply) {
      dispatch(refuseMatch(origin, [reply.error]));
      return false;
    }
    const { view, events, undo, actionStarts } = reply.update;
    dispatch(matchOpened({ record, view, events, undo, ...(actionStarts && { actionStarts }) }));
    return true;
  };

/**
 * Opens a match file (a `*.replay.json`), its bytes or its text, or tells why it cannot be,
 * naming the file: bytes that are not UTF-8 are refused with the first bad one's place.
 */
export const openMatchFile =
  (file: string | Uint8Array, name: string): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const origin = { kind: 'file', name } as const;
    const decoded = typeof file === 'string' ? { text: file } : decodeUtf8(file);
    if ('problem' in decoded) {
      dispatch(refuseMatch(origin, [decoded.problem]));
      return false;
    }
    const read = recordFromReplay(decoded.text, name);
    if ('record' in read) return dispatch(openMatch(read.record, origin));
    dispatch(refuseMatch(origin, read.problems));
    return false;
  };

/**
 * Resumes the match saved in the browser, if there is one, checked as a match file is: one that
 * is not a match or that the engine refuses is told with the reason and kept as a recovery copy.
 */
export const resumeSavedMatch =
  (): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { storage }) => {
    const text = storage && savedMatchText(storage);
    if (!text) return false;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const checked = value === undefined ? { problems: ['It is not JSON.'] } : checkedRecord(value);
    const origin = { kind: 'saved', text } as const;
    if ('problems' in checked) {
      dispatch(refuseMatch(origin, checked.problems));
      return false;
    }
    return dispatch(openMatch(checked.record, origin));
  };

/** Tells why a match cannot be opened; a saved one is moved to a recovery key first. */
const refuseMatch =
  (origin: MatchOrigin, problems: readonly string[]): AppThunk =>
  (dispatch, _getState, { storage }) => {
    const why = problems.join(' ');
    if (origin.kind === 'file')
      return void dispatch(matchRefused(`${origin.name} cannot be opened: ${why}`));
    if (origin.kind === 'new') return void dispatch(matchRefused(why));
    const kept =
      storage !== null && keepForRecovery(storage, origin.text, new Date().toISOString());
    dispatch(
      matchRefused(
        `The match saved in this browser cannot be resumed: ${why} ${kept ? 'It is kept as a recovery copy, to download from the list of recovery copies above.' : 'It stays in the browser until a new match is started.'}`,
      ),
    );
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

/**
 * The Undo of the coach at the screen: his player's last steps since the last die or reveal are
 * taken back, or the host's reason why not is shown.
 */
export const undoSteps =
  (): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    const reply = await host.undo();
    if ('error' in reply || !reply.undone) {
      dispatch(actionRefused('error' in reply ? reply.error : 'Nothing was taken back.'));
      return false;
    }
    dispatch(stepsTakenBack({ undone: reply.undone, ...reply.update }));
    return true;
  };

/** One action of the bot coaching the team to act. */
export const playBotStep =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { host }) => {
    dispatch(requestSent());
    dispatch(applied(await host.botStep(), undefined));
  };

/**
 * Walks a player along a planned way, step by step as the coach would click it, activating him
 * for a Move first if he is not acting yet. It stops where a step does not end on its square (a
 * failed roll, a teleporter), when a decision waits or when his activation is over. A Prone
 * player stands up first, as the way's plan counts on (BB-MOVE-7).
 */
export const moveAlong =
  (player: string, steps: readonly PlannedStep[]): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const acting = () => getState().match.view?.state.turn.activation?.player === player;
    if (!acting() && !(await dispatch(playAction({ type: 'activate', player, action: 'move' }))))
      return;
    if (!(await standUpFirst(dispatch, getState))) return;
    for (const step of steps) {
      const view = getState().match.view;
      if (!view || view.state.pending.length > 0 || !acting()) return;
      const done = await dispatch(
        playAction({ type: step.jump ? 'jump' : 'move', to: step.square }),
      );
      const mover = getState().match.view?.state.players.find((p) => p.id === player);
      if (!done || !sameSquare(mover?.at ?? null, step.square)) return;
    }
  };

/**
 * Stands the acting player up when he is Prone and the engine offers it (BB-MOVE-7), as the first
 * part of what the coach clicked; whether he may go on (he is acting and Standing).
 */
async function standUpFirst(
  dispatch: Parameters<AppThunk>[0],
  getState: Parameters<AppThunk>[1],
): Promise<boolean> {
  const standing = () => {
    const state = getState().match.view?.state;
    const id = state?.turn.activation?.player;
    return state?.players.find((p) => p.id === id)?.stance === 'standing';
  };
  if (standing()) return true;
  const offered = getState().match.view?.actions.some((a) => a.type === 'stand-up');
  return !!offered && (await dispatch(playAction({ type: 'stand-up' }))) && standing();
}

/**
 * Stands the Prone acting player up, then reads the coach's click on `square` again: what it
 * stands for now (a Blitz's block, a pass) is taken, or offered among others.
 */
export const standUpThenClick =
  (square: Square): AppThunk<Promise<{ view: MatchView; actions: readonly Action[] } | null>> =>
  async (dispatch, getState) => {
    if (!(await standUpFirst(dispatch, getState))) return null;
    const { view, selected } = getState().match;
    if (!view) return null;
    const intent = clickIntent(view, selected, square);
    if (intent.kind === 'act') await dispatch(playAction(intent.action));
    else if (intent.kind === 'choose') return { view, actions: intent.actions };
    else if (intent.kind === 'explain') dispatch(problemShown(intent.reason));
    return null;
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
