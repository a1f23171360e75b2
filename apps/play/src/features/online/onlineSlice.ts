import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreatedMatch, ServerMessages } from '@dungeonbowl/online-protocol';
import type { TeamSheet } from '@dungeonbowl/engine';
import type { TeamSource } from '../start/team-choice';
import type { OnlineTicket } from './online-link';

/** How this screen stands with the match's room. */
export type Connection = 'joining' | 'connected' | 'reconnecting' | 'closed';

/**
 * The online match this screen is in: the ticket it joined with, what the room said on
 * welcoming it and who is there. The match itself, once started, is the match slice's, as
 * at one screen; the seed never reaches this screen.
 */
export interface OnlineState {
  readonly ticket: OnlineTicket | null;
  readonly connection: Connection;
  readonly welcome: ServerMessages['welcome'] | null;
  readonly presence: ServerMessages['presence'] | null;
  /** The match this screen created: the links to hand out, shown until the match starts. */
  readonly created: CreatedMatch | null;
  /** The last refusal or failure, in words. */
  readonly problem: string | null;
  /** The screen waits for the server (creating a match, joining). */
  readonly waiting: boolean;
  /**
   * Where the team this screen chose for its seat came from, when the coach's own (the team
   * builder, a file): the lobby names it so. Null for a ready team, or when not known here.
   */
  readonly teamFrom: TeamSource | null;
  /** The seat's team and where it came from before the last one sent: back if the room refuses it. */
  readonly teamBefore: {
    readonly sheet: TeamSheet | null;
    readonly from: TeamSource | null;
  } | null;
}

const initialState: OnlineState = {
  ticket: null,
  connection: 'closed',
  welcome: null,
  presence: null,
  created: null,
  problem: null,
  waiting: false,
  teamFrom: null,
  teamBefore: null,
};

export const onlineSlice = createSlice({
  name: 'online',
  initialState,
  reducers: {
    matchCreationAsked(state) {
      state.waiting = true;
      state.problem = null;
    },
    matchCreated(state, { payload }: PayloadAction<CreatedMatch>) {
      return { ...state, created: payload, waiting: false };
    },
    matchCreationRefused(state, { payload }: PayloadAction<string>) {
      state.waiting = false;
      state.problem = payload;
    },
    joinAsked(state, { payload }: PayloadAction<OnlineTicket>) {
      const sameMatch =
        state.ticket?.matchId === payload.matchId || state.created?.matchId === payload.matchId;
      return {
        ...initialState,
        created: sameMatch ? state.created : null,
        teamFrom: sameMatch ? state.teamFrom : null,
        ticket: payload,
        connection: 'joining',
        waiting: true,
      };
    },
    joinRefused(state, { payload }: PayloadAction<string>) {
      state.connection = 'closed';
      state.waiting = false;
      state.problem = payload;
    },
    welcomed(state, { payload }: PayloadAction<ServerMessages['welcome']>) {
      return { ...state, welcome: payload, connection: 'connected', waiting: false, problem: null };
    },
    presenceReceived(state, { payload }: PayloadAction<ServerMessages['presence']>) {
      return {
        ...state,
        presence: payload,
        created: payload.status === 'lobby' ? state.created : null,
      };
    },
    messageRefused(state, { payload }: PayloadAction<ServerMessages['refused']>) {
      const before = payload.to === 'choose-team' ? state.teamBefore : null;
      return {
        ...state,
        problem: payload.reason,
        // The team refused is not the seat's: the one it had is shown again.
        ...(before && {
          welcome: state.welcome && { ...state.welcome, team: before.sheet },
          teamFrom: before.from,
          teamBefore: null,
        }),
      };
    },
    /** In the lobby, the coach sent the team of his seat: a ready team, or his own (`from`). */
    teamSent(state, { payload }: PayloadAction<{ sheet: TeamSheet; from: TeamSource | null }>) {
      return {
        ...state,
        welcome: state.welcome && { ...state.welcome, team: payload.sheet },
        teamFrom: payload.from,
        teamBefore: { sheet: state.welcome?.team ?? null, from: state.teamFrom },
        problem: null,
      };
    },
    /** Where the team of this screen's seat came from, as the match was created or after a reload. */
    teamSourceKnown(state, { payload }: PayloadAction<TeamSource | null>) {
      state.teamFrom = payload;
    },
    connectionDropped(state) {
      if (state.connection !== 'closed') state.connection = 'reconnecting';
    },
    connectionClosed(state, { payload }: PayloadAction<string>) {
      state.connection = 'closed';
      state.problem = payload;
    },
    onlineLeft() {
      return initialState;
    },
  },
});

export const {
  matchCreationAsked,
  matchCreated,
  matchCreationRefused,
  joinAsked,
  joinRefused,
  welcomed,
  presenceReceived,
  messageRefused,
  teamSent,
  teamSourceKnown,
  connectionDropped,
  connectionClosed,
  onlineLeft,
} = onlineSlice.actions;
