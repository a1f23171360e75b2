/**
 * What a coach's screen and the match room say to each other, both ways. A message from a client
 * is checked against its schema, and against a size limit, before anything reads it.
 */
import type { TeamSheet } from '@dungeonbowl/engine';
import {
  CLIENT_MESSAGE_TYPES,
  MAX_MESSAGE_BYTES,
  TEAM_COLOUR,
  type ClientMessages,
  type ClientMessageType,
} from '@dungeonbowl/online-protocol';
import { z } from 'zod';
import type { Holds, SameFields } from './schema-check';

// The protocol's types are defined once, in the shared library the play app reads too.
export {
  MATCH_ROOM,
  MAX_MESSAGE_BYTES,
  type ClientMessageType,
  type JoinOptions,
  type SeatPresence,
  type ServerMessages,
} from '@dungeonbowl/online-protocol';

const name = z.string().trim().min(1).max(40);

const colourWords = "a team's colour is written #rrggbb, such as #1d4ed8";

/** A team's colour as a coach chose it (`TEAM_COLOUR`), kept in lower case. */
export const teamColour = z
  .string({ error: colourWords })
  .regex(TEAM_COLOUR, { error: colourWords })
  .transform((colour) => colour.toLowerCase());

/** Messages from a client to the room. */
const clientMessages = {
  /** In the lobby: the team sheet the coach's seat plays, checked with the engine's `checkTeam`. */
  'choose-team': z.strictObject({
    sheet: z.record(z.string(), z.unknown()),
    /** The coach's name, if he wants to change it. */
    coach: name.optional(),
    /** The colour he chose for the team; left out for a ready team's usual one. */
    colour: teamColour.optional(),
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
  /** In the match: the acting coach takes back his player's last steps that rolled no die. */
  undo: z.strictObject({ at: z.number().int().nonnegative().optional() }),
} as const satisfies Record<ClientMessageType, z.ZodType>;

/**
 * Fails to compile when a schema reads a message or a field the shared protocol does not name,
 * or misses one: the schemas and the protocol's types cannot drift apart.
 */
export type SchemasMatchProtocol = Holds<
  {
    [K in ClientMessageType]: SameFields<z.output<(typeof clientMessages)[K]>, ClientMessages[K]>;
  }[ClientMessageType]
>;

export type ClientMessage = {
  [K in ClientMessageType]: { type: K } & z.infer<(typeof clientMessages)[K]>;
}[ClientMessageType];

const isMessageType = (type: unknown): type is ClientMessageType =>
  typeof type === 'string' && Object.hasOwn(clientMessages, type);

/** A message from a client, read and checked, or why it is refused. */
export function readClientMessage(
  type: unknown,
  payload: unknown,
): { message: ClientMessage } | { error: string } {
  if (!isMessageType(type))
    return {
      error: `There is no message "${String(type).slice(0, 40)}": a client sends ${CLIENT_MESSAGE_TYPES.join(', ')}.`,
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

/** The team sheet a `choose-team` message carries, as the engine reads it. */
export const teamSheetOf = (message: { sheet: Record<string, unknown> }): TeamSheet =>
  message.sheet as unknown as TeamSheet;
