import type { TeamSheet } from '@dungeonbowl/engine';
import {
  MATCHES_PATH,
  type ApiRefusal,
  type CreateMatchRequest,
  type CreatedMatch,
  type RecentMatches,
} from '@dungeonbowl/online-protocol';
import type { AppThunk } from '../../store';
import { matchClosed } from '../match/matchSlice';
import {
  forgetTicket,
  saveCreated,
  savedCreated,
  saveTeamSource,
  savedTeamSource,
  saveTicket,
  showInAddress,
  ticketHash,
  type OnlineTicket,
} from './online-link';
import {
  joinAsked,
  joinRefused,
  matchCreated,
  matchCreationAsked,
  matchCreationRefused,
  onlineLeft,
  teamSent,
  teamSourceKnown,
} from './onlineSlice';
import type { TeamSource } from '../start/team-choice';

/** The answer of the API as JSON, or its refusal in words. */
async function answerOf<T>(response: Response): Promise<T | { refused: string }> {
  const body = (await response.json().catch(() => null)) as T | ApiRefusal | null;
  if (response.ok && body) return body as T;
  const refusal = body as ApiRefusal | null;
  const problems = refusal?.problems?.length ? ` ${refusal.problems.join(' ')}` : '';
  return {
    refused: `${refusal?.error ?? `The server answered ${response.status}.`}${problems}`,
  };
}

/**
 * Joins an online match with a ticket. The ticket is kept in the browser and put in the
 * address, so that a reload returns to the seat; a refused ticket is forgotten.
 */
export const joinOnline =
  (ticket: OnlineTicket): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, { online, storage }) => {
    dispatch(matchClosed());
    // The links of a match this screen created come back with it after a reload.
    const created = storage && savedCreated(storage, ticket.matchId);
    if (created && getState().online.created === null) dispatch(matchCreated(created));
    dispatch(joinAsked(ticket));
    // Where the coach's own team came from, for the lobby to name it so after a reload.
    const from = storage && savedTeamSource(storage, ticket.matchId);
    if (from) dispatch(teamSourceKnown(from));
    showInAddress(ticketHash(ticket));
    const refused = await online.join(ticket);
    if (refused === null) {
      if (storage) saveTicket(storage, ticket);
      return true;
    }
    if (storage && /token|no match|no seat/i.test(refused)) forgetTicket(storage);
    dispatch(joinRefused(refused));
    return false;
  };

/**
 * Creates an online match on the server; the links to hand out are shown, and the coach's own
 * seat (`ownSeat`), if he has one, is joined at once, else the match is watched. `ownFrom`: where
 * the team of his seat came from when it is his own (the team builder, a file).
 */
export const createOnlineMatch =
  (
    request: CreateMatchRequest,
    ownSeat: number | null,
    ownFrom: TeamSource | null = null,
  ): AppThunk<Promise<CreatedMatch | null>> =>
  async (dispatch, _getState, { storage }) => {
    dispatch(matchCreationAsked());
    let answer: CreatedMatch | { refused: string };
    try {
      answer = await answerOf<CreatedMatch>(
        await fetch(MATCHES_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        }),
      );
    } catch {
      answer = { refused: 'The server cannot be reached.' };
    }
    if ('refused' in answer) {
      dispatch(matchCreationRefused(answer.refused));
      return null;
    }
    dispatch(matchCreated(answer));
    if (storage) saveCreated(storage, answer);
    if (ownSeat !== null) {
      dispatch(teamSourceKnown(ownFrom));
      if (storage) saveTeamSource(storage, answer.matchId, ownFrom);
    }
    // The screen opens its own seat; holding none (an organiser's match for other coaches, or
    // bots'), it watches, to see who comes, when the match starts and how it goes.
    const { matchId, spectatorToken } = answer;
    const token = ownSeat === null ? null : answer.seats[ownSeat]?.token;
    await dispatch(
      joinOnline(
        token
          ? { matchId, token, role: 'coach' }
          : { matchId, token: spectatorToken, role: 'spectator' },
      ),
    );
    return answer;
  };

/**
 * In the lobby: the team the coach's seat plays, in the colour he chose for it (null: its usual
 * one, `chosenColour`), with his name if he gives one; `from` where it came from when his own.
 */
export const chooseOnlineTeam =
  (
    sheet: TeamSheet,
    coach: string,
    colour: string | null,
    from: TeamSource | null = null,
  ): AppThunk =>
  (dispatch, getState, { online, storage }) => {
    const name = coach.trim();
    online.send('choose-team', {
      sheet,
      ...(name && { coach: name.slice(0, 40) }),
      ...(colour && { colour }),
    });
    dispatch(teamSent({ sheet, from }));
    const matchId = getState().online.ticket?.matchId;
    if (storage && matchId) saveTeamSource(storage, matchId, from);
  };

/** In the lobby: the coach is ready to play, or no longer. */
export const sayReady =
  (ready: boolean): AppThunk =>
  (_dispatch, _getState, { online }) =>
    online.send('ready', { ready });

/** Leaves the online match: its room, its ticket and the link in the address. */
export const leaveOnline =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { online, storage }) => {
    await online.leave();
    if (storage) forgetTicket(storage);
    showInAddress('');
    dispatch(matchClosed());
    dispatch(onlineLeft());
  };

/** The recent matches of the server, newest first, or why they cannot be listed. */
export const recentMatches = async (): Promise<RecentMatches | { refused: string }> => {
  try {
    return await answerOf<RecentMatches>(await fetch(`${MATCHES_PATH}?limit=20`));
  } catch {
    return { refused: 'The server cannot be reached.' };
  }
};
