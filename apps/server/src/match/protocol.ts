/**
 * What a coach's screen and the match room say to each other, both ways. A message from a client
 * is checked against its schema, and against a size limit, before anything reads it.
 */
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action, GameEvent, MatchOptions, MatchView, TeamSheet } from '@dungeonbowl/engine';
import { z } from 'zod';
import type { MatchSettings } from '../db/match-store';
import type { MatchStatus, SeatKind } from '../db/tables';

/** The room's name in the matchmaker; its `matchId` option picks the match. */
export const MATCH_ROOM = 'match';

/** What a client gives to join a match's room: its id and a seat's or the spectators' token. */
export interface JoinOptions {
  readonly matchId: string;
  readonly token: string;
}

/** The most a message from a client may weigh, as JSON: a team sheet is far less. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const name = z.string().trim().min(1).max(40);

/** Messages from a client to the room. */
const clientMessages = {
  /** In the lobby: the team sheet the coach's seat plays, checked with the engine's `checkTeam`. */
  'choose-team': z.strictObject({
    sheet: z.record(z.string(), z.unknown()),
    /** The coach's name, if he wants to change it. */
    coach: name.optional(),
  }),
  /** In the lobby: the coach is ready to play with his team, or no longer. */
  ready: z.strictObject({ ready: z.boolean() }),
  /**
   * In the match: one action of the coach, refused with the engine's reason unless it is his to
   * act and the action is legal. `at` is the number of actions the coach had seen: when given,
   * an action sent for a match that has moved on since is refused rather than applied.
   */
  act: z.strictObject({
    action: z.looseObject({ type: z.string().min(1).max(40) }),
    at: z.number().int().nonnegative().optional(),
  }),
} as const;

export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage = {
  [K in ClientMessageType]: { type: K } & z.infer<(typeof clientMessages)[K]>;
}[ClientMessageType];

const messageTypes = Object.keys(clientMessages) as ClientMessageType[];
const isMessageType = (type: unknown): type is ClientMessageType =>
  typeof type === 'string' && Object.hasOwn(clientMessages, type);

/** A message from a client, read and checked, or why it is refused. */
export function readClientMessage(
  type: unknown,
  payload: unknown,
): { message: ClientMessage } | { error: string } {
  if (!isMessageType(type))
    return {
      error: `There is no message "${String(type).slice(0, 40)}": a client sends ${messageTypes.join(', ')}.`,
    };
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(payload) ?? '', 'utf8');
  } catch {
    return { error: `The ${type} message is not plain data.` };
  }
  if (size > MAX_MESSAGE_BYTES)
    return {
      error: `The ${type} message is too large: ${size} bytes, at most ${MAX_MESSAGE_BYTES}.`,
    };
  const parsed = clientMessages[type].safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return { error: `The ${type} message is malformed${where}: ${issue?.message ?? 'no reason'}.` };
  }
  return { message: { type, ...parsed.data } as ClientMessage };
}

/** A seat as everyone in the room sees it. */
export interface SeatPresence {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly coach: string;
  /** The name of the team chosen, if one is. */
  readonly team: string | null;
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
    readonly events: readonly GameEvent[];
    /** How many actions the match has had: the `at` of the next action. */
    readonly actions: number;
    /** The action just applied, or null on joining and at the start. */
    readonly action: Action | null;
  };
  /** The client's message was not taken, and why, in words a coach understands. */
  refused: {
    /** The type of the message refused. */
    readonly to: string;
    readonly reason: string;
  };
}

/** The team sheet a `choose-team` message carries, as the engine reads it. */
export const teamSheetOf = (message: { sheet: Record<string, unknown> }): TeamSheet =>
  message.sheet as unknown as TeamSheet;
