/**
 * What a coach's screen and a match's room say to each other, both ways. Types and constants
 * only: the server checks every message from a client against its own schemas, typed to match.
 */
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type {
  Action,
  GameEvent,
  MatchOptions,
  MatchView,
  TakeBackOffer,
  TeamSheet,
} from '@dungeonbowl/engine';

/**
 * A team's colour as a coach chooses it, in the team builder or a team sheet file: `#rrggbb`. Every
 * screen draws it for the team, unless it clashes with the board or another team's.
 */
export const TEAM_COLOUR = /^#[0-9a-f]{6}$/i;

/** The room's name in the matchmaker; its `matchId` option picks the match. */
export const MATCH_ROOM = 'match';

/** What a client gives to join a match's room: its id and a seat's or the spectators' token. */
export interface JoinOptions {
  readonly matchId: string;
  readonly token: string;
}

/** The most a message from a client may weigh, as JSON: a team sheet is far less. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** Where a match stands: coaches choosing teams, being played, or over. */
export type MatchStatus = 'lobby' | 'playing' | 'finished';

/** Who coaches a seat: a person at another machine, or one of the engine's bots run by the server. */
export type SeatKind = 'remote' | 'bot-heuristic' | 'bot-random';

/** The server's own settings of a match. */
export interface MatchSettings {
  /** How long a coach has for a team turn, in seconds; null for no limit. */
  readonly turnSeconds: number | null;
}

/** Messages from a client to the room, by type. */
export interface ClientMessages {
  /** In the lobby: the team sheet the coach's seat plays, checked with the engine's `checkTeam`. */
  'choose-team': {
    readonly sheet: TeamSheet;
    /** The coach's name, if he wants to change it (1 to 40 characters). */
    readonly coach?: string;
    /** The colour he chose for the team (`TEAM_COLOUR`); left out for a ready team's usual one. */
    readonly colour?: string;
  };
  /** In the lobby: the coach is ready to play with his team, or no longer. */
  ready: { readonly ready: boolean };
  /**
   * In the match: one action of the coach, refused with the engine's reason unless it is his to
   * act and the action is legal. `at` is the number of actions the coach had seen: when given,
   * an action sent for a match that has moved on since is refused rather than applied.
   */
  act: { readonly action: Action; readonly at?: number };
  /**
   * In the match: the acting coach takes back his player's last steps, those since the last die
   * rolled or thing revealed, in his turn (the engine's `takeBackFor`); refused otherwise. `at`
   * as for `act`.
   */
  undo: { readonly at?: number };
}

export type ClientMessageType = keyof ClientMessages;

/** The types of the messages a client may send, in the order they are told. */
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = [
  'choose-team',
  'ready',
  'act',
  'undo',
];

/** A seat as everyone in the room sees it. */
export interface SeatPresence {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly coach: string;
  /** The name of the team chosen, if one is. */
  readonly team: string | null;
  /** The colour its coach chose for the team (`TEAM_COLOUR`, lower case), or null for the usual one. */
  readonly colour: string | null;
  readonly ready: boolean;
  /** A person's screen is connected to the room; bots always are. */
  readonly connected: boolean;
  /** The coach's connection dropped: his seat is held while he comes back. */
  readonly away: boolean;
}

/** Messages from the room to a client, by type. */
export interface ServerMessages {
  /** Sent once on joining: who the client is in the match, and what it is played on. */
  welcome: {
    readonly matchId: string;
    /** The client's seat (his team's index), or null for a spectator. */
    readonly seat: number | null;
    /** The team sheet chosen for the client's seat so far; null for none and for a spectator. */
    readonly team: TeamSheet | null;
    readonly map: DungeonMap;
    readonly options: Partial<MatchOptions>;
    readonly settings: MatchSettings;
  };
  /** Who is there, who is ready, whose turn it is; sent whenever any of it changes. */
  presence: {
    readonly status: MatchStatus;
    readonly seats: readonly SeatPresence[];
    readonly spectators: number;
    /** The seat that must act now, or null in the lobby and once the match is over. */
    readonly acting: number | null;
    /** When the turn timer ends the acting team's turn (ms since 1970), or null. */
    readonly turnEndsAt: number | null;
  };
  /**
   * The match as this client may see it, after the start or an action: a coach's own view, or
   * the spectators'; and the events of that step, none telling a closed chest's contents.
   */
  match: {
    readonly view: MatchView;
    /**
     * The step's events; as the client joins, those of the whole match so far; as it comes back
     * after its connection dropped, those of the steps it missed.
     */
    readonly events: readonly GameEvent[];
    /**
     * With the events of several actions (as the client joins or comes back): where each action's
     * events begin in `events`, one entry an action, those of the match's last
     * `actionStarts.length` actions; events before the first are the match's start's. A log can
     * then take the steps of a later Undo out of it.
     */
    readonly actionStarts?: readonly number[];
    /** How many actions the match has had: the `at` of the next action. */
    readonly actions: number;
    /** The action just applied, or null on joining, at the start and after an Undo. */
    readonly action: Action | null;
    /** What this client's Undo would take back now; null when nothing may be, or not by him. */
    readonly undo: TakeBackOffer | null;
    /**
     * Set when this step is an Undo: what it took back, out of the match as if never played. As a
     * screen comes back after its connection dropped, the Undos made meanwhile that took back
     * actions it was told, told as one (of their player, or of none when they were several
     * players'): its log loses the last `actions` actions it was told, then goes on with `events`,
     * those of the actions played since.
     */
    readonly undone?: TakeBackOffer;
  };
  /** The client's message was not taken, and why, in words a coach understands. */
  refused: {
    /** The type of the message refused. */
    readonly to: string;
    readonly reason: string;
  };
}

export type ServerMessageType = keyof ServerMessages;

/** The close code of a screen whose seat was taken over by another screen with the same token. */
export const SEAT_TAKEN_OVER = 4101;
