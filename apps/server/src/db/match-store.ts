import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action, GameSummary, MatchOptions, TeamSetup, TeamSheet } from '@dungeonbowl/engine';
import type { MatchSettings } from '@dungeonbowl/online-protocol';
import { sql, type Kysely } from 'kysely';
import type { Database, MatchStatus, SeatKind } from './tables';

/** The server's own settings of a match, beside the engine's options. */
export type { MatchSettings };

export interface StoredSeat {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly coach: string;
  /** SHA-256 of the coach's token, in hex; null for a bot. */
  readonly tokenHash: string | null;
  readonly team: TeamSheet | null;
  /** The colour the coach chose for the team (`TEAM_COLOUR`, lower case), or null for the usual one. */
  readonly colour: string | null;
  readonly ready: boolean;
}

/** A match as the database keeps it: enough to start it again and replay every action. */
export interface StoredMatch {
  readonly id: string;
  readonly map: DungeonMap;
  readonly teams: readonly TeamSetup[] | null;
  readonly options: Partial<MatchOptions>;
  readonly settings: MatchSettings;
  readonly seed: string;
  readonly spectatorTokenHash: string;
  readonly status: MatchStatus;
  readonly result: GameSummary | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly seats: readonly StoredSeat[];
  readonly actions: readonly Action[];
}

export type NewMatch = Omit<
  StoredMatch,
  'status' | 'result' | 'createdAt' | 'finishedAt' | 'actions' | 'teams'
>;

/** A line of the list of recent matches: nothing secret, no token, no seed. */
export interface MatchListing {
  readonly id: string;
  readonly mapName: string;
  readonly status: MatchStatus;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly result: GameSummary | null;
  readonly seats: readonly { seat: number; kind: SeatKind; coach: string; team: string | null }[];
}

const json = (value: unknown): string => JSON.stringify(value);

/** The queries of the matches, their seats and their actions, on PGlite or PostgreSQL alike. */
export class MatchStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(match: NewMatch): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('matches')
        .values({
          id: match.id,
          map: json(match.map),
          teams: null,
          options: json(match.options),
          settings: json(match.settings),
          seed: match.seed,
          spectator_token_hash: match.spectatorTokenHash,
          status: 'lobby',
          result: null,
        })
        .execute();
      await tx
        .insertInto('seats')
        .values(
          match.seats.map((s) => ({
            match_id: match.id,
            seat: s.seat,
            token_hash: s.tokenHash,
            kind: s.kind,
            coach: s.coach,
            team: s.team === null ? null : json(s.team),
            colour: s.colour,
            ready: s.ready,
          })),
        )
        .execute();
    });
  }

  /** The match with its seats and every action in order, or null when there is none by that id. */
  async find(id: string): Promise<StoredMatch | null> {
    const row = await this.db
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return null;
    const seats = await this.db
      .selectFrom('seats')
      .selectAll()
      .where('match_id', '=', id)
      .orderBy('seat')
      .execute();
    const actions = await this.db
      .selectFrom('actions')
      .select(['index', 'action'])
      .where('match_id', '=', id)
      .orderBy('index')
      .execute();
    actions.forEach((a, i) => {
      if (a.index !== i) throw new Error(`Match ${id} is missing its action ${i}.`);
    });
    return {
      id: row.id,
      map: row.map as DungeonMap,
      teams: row.teams as TeamSetup[] | null,
      options: row.options as Partial<MatchOptions>,
      settings: row.settings as MatchSettings,
      seed: row.seed,
      spectatorTokenHash: row.spectator_token_hash,
      status: row.status,
      result: row.result as GameSummary | null,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      seats: seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        coach: s.coach,
        tokenHash: s.token_hash,
        team: s.team as TeamSheet | null,
        colour: s.colour,
        ready: s.ready,
      })),
      actions: actions.map((a) => a.action as Action),
    };
  }

  /**
   * A seat's team sheet and the colour its coach chose for it (null: its usual one), chosen in the
   * lobby; choosing again makes the seat not ready.
   */
  async chooseTeam(
    id: string,
    seat: number,
    team: TeamSheet,
    colour: string | null,
    coach?: string,
  ): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ team: json(team), colour, ready: false, ...(coach !== undefined && { coach }) })
      .where('match_id', '=', id)
      .where('seat', '=', seat)
      .execute();
  }

  async setReady(id: string, seat: number, ready: boolean): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ ready })
      .where('match_id', '=', id)
      .where('seat', '=', seat)
      .execute();
  }

  /** The match leaves the lobby with the teams it is played with. False when it had left it already. */
  async start(id: string, teams: readonly TeamSetup[]): Promise<boolean> {
    const result = await this.db
      .updateTable('matches')
      .set({ status: 'playing', teams: json(teams) })
      .where('id', '=', id)
      .where('status', '=', 'lobby')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Keeps the action at its place in the match; with a result, the match is finished in the same
   * transaction. Throws when that place is taken: another server is playing the match.
   */
  async append(id: string, index: number, action: Action, result?: GameSummary): Promise<void> {
    // Most actions end nothing: one statement, without a transaction's two more round trips.
    if (result === undefined) {
      await this.db
        .insertInto('actions')
        .values({ match_id: id, index, action: json(action) })
        .execute();
      return;
    }
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('actions')
        .values({ match_id: id, index, action: json(action) })
        .execute();
      await tx
        .updateTable('matches')
        .set({ status: 'finished', result: json(result), finished_at: new Date() })
        .where('id', '=', id)
        .execute();
    });
  }

  /**
   * Takes an Undo out of the match: its actions from place `from` on are deleted, as if never
   * played, so its replay and a restarted server's match go on without them.
   */
  async takeBack(id: string, from: number): Promise<void> {
    await this.db
      .deleteFrom('actions')
      .where('match_id', '=', id)
      .where('index', '>=', from)
      .execute();
  }

  /** The latest matches, newest first. */
  async recent(limit: number): Promise<MatchListing[]> {
    const rows = await this.db
      .selectFrom('matches')
      .select(['id', 'status', 'created_at', 'finished_at', 'result'])
      .select(sql<string>`map -> 'meta' ->> 'name'`.as('map_name'))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    const seats = await this.db
      .selectFrom('seats')
      .select(['match_id', 'seat', 'kind', 'coach', 'team'])
      .where(
        'match_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('seat')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      mapName: row.map_name,
      status: row.status,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      result: row.result as GameSummary | null,
      seats: seats
        .filter((s) => s.match_id === row.id)
        .map((s) => ({
          seat: s.seat,
          kind: s.kind,
          coach: s.coach,
          team: (s.team as TeamSheet | null)?.name ?? null,
        })),
    }));
  }
}
