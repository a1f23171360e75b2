/**
 * The server's JSON API under /api, as its clients see it: create a match, list the recent
 * ones, download a finished match's replay file.
 */
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { GameSummary, MatchOptions, TeamSheet } from '@dungeonbowl/engine';
import type { MatchStatus, SeatKind } from './room-messages';

/** The path of the API, on the server's own origin. */
export const MATCHES_PATH = '/api/matches';

/** The path of a finished match's replay file. */
export const replayPath = (matchId: string): string =>
  `${MATCHES_PATH}/${encodeURIComponent(matchId)}/replay`;

/** One seat of a match asked for: a person at another screen, or a bot with its team. */
export interface SeatRequest {
  readonly kind: SeatKind;
  /** The coach's name (1 to 40 characters); a default one when left out. */
  readonly coach?: string;
  /** The team sheet: a bot's seat needs one, a coach may bring his or choose it in the lobby. */
  readonly team?: TeamSheet;
  /**
   * The colour the team's coach chose for it (`TEAM_COLOUR`), as at one screen: given with a team
   * of the team builder or a team sheet file, left out for a ready team's usual colour.
   */
  readonly colour?: string;
}

/** The match options a request may set; the map's ruleset and the engine's defaults otherwise. */
export type MatchOptionsRequest = Partial<
  Pick<
    MatchOptions,
    'ruleset' | 'maxRounds' | 'oneTeamRerollPerTurn' | 'league' | 'wanderingMonster'
  >
>;

/** `POST /api/matches`: a match to create, in its lobby. */
export interface CreateMatchRequest {
  /** A whole dungeon map (map format v1); or `sample`, the id of a sample map. */
  readonly map?: DungeonMap;
  readonly sample?: string;
  /** One seat a team, in team order: 2 to 4. */
  readonly seats: readonly SeatRequest[];
  readonly options?: MatchOptionsRequest;
  /** The turn timer: how long a coach has for a team turn, in seconds. Off when left out. */
  readonly turnSeconds?: number | null;
}

/** A match just created (201): who may join it, with which token. The tokens are shown this once. */
export interface CreatedMatch {
  readonly matchId: string;
  /** The room to join, with `{ matchId, token }`. */
  readonly room: string;
  readonly spectatorToken: string;
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: SeatKind;
    readonly coach: string;
    /** The coach's token; null for a bot. */
    readonly token: string | null;
  }[];
}

/** A request refused (400, 404, 409, 413): why, in words; `problems` lists each one found. */
export interface ApiRefusal {
  readonly error: string;
  readonly problems?: readonly string[];
}

/** One match of the list of recent matches: no seed, no token. */
export interface MatchListing {
  readonly id: string;
  readonly mapName: string;
  readonly status: MatchStatus;
  /** As JSON: an ISO date. */
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly result: GameSummary | null;
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: SeatKind;
    readonly coach: string;
    readonly team: string | null;
  }[];
}

/** `GET /api/matches?limit=20`: the recent matches, newest first. */
export interface RecentMatches {
  readonly matches: readonly MatchListing[];
}
