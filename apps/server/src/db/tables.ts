import type { MatchStatus, SeatKind } from '@dungeonbowl/online-protocol';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type { MatchStatus, SeatKind };

/** A JSON column: written as JSON text, read back as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

/** A time the database fills in when the row is written. */
type CreatedAt = ColumnType<Date, never, never>;

/**
 * A match: what the engine's `startMatch` is given, and how it ended. The seed is the match's
 * secret (it fixes every die to come) and never leaves the server.
 */
export interface MatchesTable {
  id: string;
  /** The dungeon map (map format v1) the match is played on. */
  map: Json<unknown>;
  /** The engine's `TeamSetup` of each team, in team order, once the match has started. */
  teams: Json<unknown> | null;
  /** The engine's `MatchOptions` given to `startMatch`. */
  options: Json<unknown>;
  /** The server's own settings of the match, such as the turn timer. */
  settings: Json<unknown>;
  seed: string;
  /** SHA-256 of the spectators' token, in hex. */
  spectator_token_hash: string;
  status: MatchStatus;
  /** The engine's match result, once finished. */
  result: Json<unknown> | null;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, never, Date>;
}

/** One team's place in a match, and who coaches it. */
export interface SeatsTable {
  match_id: string;
  /** The team's index in the match. */
  seat: number;
  /** SHA-256 of the coach's token, in hex; null for a bot. */
  token_hash: string | null;
  kind: SeatKind;
  coach: string;
  /** The team sheet chosen for the seat, as the engine's `TeamSheet`. */
  team: Json<unknown> | null;
  /** The colour the coach chose for the team, `#rrggbb` in lower case; null for its usual one. */
  colour: string | null;
  ready: Generated<boolean>;
}

/** Every action applied to a match, in order: with the match's start, its whole replay. */
export interface ActionsTable {
  match_id: string;
  /** The action's place in the match, from 0. */
  index: number;
  action: Json<unknown>;
  created_at: CreatedAt;
}

export interface Database {
  matches: MatchesTable;
  seats: SeatsTable;
  actions: ActionsTable;
}

export type MatchRow = Selectable<MatchesTable>;
export type SeatRow = Selectable<SeatsTable>;
export type NewSeat = Insertable<SeatsTable>;
