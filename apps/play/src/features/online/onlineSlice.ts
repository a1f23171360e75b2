import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreatedMatch, ServerMessages } from '@dungeonbowl/online-protocol';
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
}

const initialState: OnlineState = {
  ticket: null,
  connection: 'closed',
  welcome: null,
  presence: null,
  created: null,
  problem: null,
  waiting: false,
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
      const sameMatch = state.ticket?.matchId === payload.matchId;
      return {
        ...initialState,
        created: sameMatch || state.created?.matchId === payload.matchId ? state.created : null,
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
      state.problem = payload.reason;
    },
    teamSent(state, { payload }: PayloadAction<ServerMessages['welcome']['team']>) {
      return {
        ...state,
        welcome: state.welcome && { ...state.welcome, team: payload },
        problem: null,
      };
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
  connectionDropped,
  connectionClosed,
  onlineLeft,
} = onlineSlice.actions;
