import {
  MAX_FILE_BYTES,
  sampleMaps,
  validateMap,
  type DungeonMap,
} from '@dungeonbowl/dungeon-schema';
import {
  DEFAULT_BUDGET,
  checkTeam,
  isLeagueRule,
  readyTeamsFor,
  startMatch,
  teamSetup,
  wanderingMonsters,
  type MatchOptions,
  type TeamSheet,
  type WanderingMonster,
} from '@dungeonbowl/engine';
import {
  MATCH_ROOM,
  type CreateMatchRequest,
  type CreatedMatch,
  type MatchOptionsRequest,
  type SeatKind,
  type SeatRequest,
} from '@dungeonbowl/online-protocol';
import { z } from 'zod';
import type { MatchStore, StoredSeat } from '../db/match-store';
import { teamColour } from './protocol';
import type { Holds, SameFields } from './schema-check';
import { hashToken, newMatchId, newSeed, newToken } from './secrets';

const seatRequest = z.strictObject({
  kind: z.enum(['remote', 'bot-heuristic', 'bot-random']),
  /** The coach's name; a default one when left out. */
  coach: z.string().trim().min(1).max(40).optional(),
  /** The team sheet: a bot's seat needs one, a coach may bring his or choose it in the lobby. */
  team: z.record(z.string(), z.unknown()).optional(),
  /** The colour the coach chose for the team; left out for a ready team's usual one. */
  colour: teamColour.optional(),
});

/** What the HTTP API is given to create a match. */
const matchRequest = z.strictObject({
  /** A dungeon map (map format v1), or `sample`: the id of one of the sample maps. */
  map: z.unknown().optional(),
  sample: z.string().optional(),
  /** One seat a team, in team order: 2 to 4. */
  seats: z.array(seatRequest).min(2).max(4),
  /** The engine's match options; the map's ruleset and the engine's defaults otherwise. */
  options: z
    .strictObject({
      ruleset: z.enum(['torguer-2021', 'jervis-1998']).optional(),
      maxRounds: z.number().int().min(1).max(1000).nullable().optional(),
      oneTeamRerollPerTurn: z.boolean().optional(),
      league: z.array(z.string().refine(isLeagueRule, 'not a league rule')).optional(),
      wanderingMonster: z
        .enum(wanderingMonsters.map((m) => m.kind) as [WanderingMonster, ...WanderingMonster[]])
        .nullable()
        .optional(),
    })
    .optional(),
  /** The turn timer: how long a coach has for a team turn, in seconds. Off when left out. */
  turnSeconds: z.number().min(1).max(86_400).nullable().optional(),
});

export type { CreatedMatch };

/**
 * Fails to compile when the request's schemas read a field the shared protocol does not name,
 * or miss one.
 */
export type RequestSchemasMatchProtocol = Holds<
  | SameFields<z.output<typeof matchRequest>, CreateMatchRequest>
  | SameFields<z.output<typeof seatRequest>, SeatRequest>
  | SameFields<NonNullable<z.output<typeof matchRequest>['options']>, MatchOptionsRequest>
>;

const defaultCoach = (kind: SeatKind, seat: number): string =>
  kind === 'remote'
    ? `Coach ${seat + 1}`
    : kind === 'bot-heuristic'
      ? 'Heuristic bot'
      : 'Random bot';

/** The map a request names, checked by the map validator, or why it cannot be played. */
function requestedMap(map: unknown, sample: string | undefined): DungeonMap | string {
  if ((map === undefined) === (sample === undefined)) return 'Give either a map or a sample id.';
  if (sample !== undefined)
    return sampleMaps.find((s) => s.id === sample)?.map ?? `There is no sample map "${sample}".`;
  // The map format's limit on a file, as the editor and the command line apply it.
  if (Buffer.byteLength(JSON.stringify(map) ?? '', 'utf8') > MAX_FILE_BYTES)
    return 'The map is larger than 2 MiB, the most a map file may be.';
  const { valid, map: checked, findings } = validateMap(map);
  if (valid && checked) return checked;
  return `The map cannot be played: ${findings
    .filter((f) => f.severity === 'error')
    .slice(0, 5)
    .map((f) => f.message)
    .join(' ')}`;
}

/**
 * Creates a match in the lobby from an HTTP request: its map, its seats and options checked,
 * its seed and tokens drawn here, only their hashes kept. Nothing is kept when a problem is found.
 */
export async function createMatch(
  store: MatchStore,
  body: unknown,
): Promise<{ created: CreatedMatch } | { problems: string[] }> {
  const parsed = matchRequest.safeParse(body);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map(
        (i) => `${i.path.length > 0 ? `${i.path.join('.')}: ` : ''}${i.message}`,
      ),
    };
  const request = parsed.data;
  const map = requestedMap(request.map, request.sample);
  if (typeof map === 'string') return { problems: [map] };
  const options: Partial<MatchOptions> = Object.fromEntries(
    Object.entries(request.options ?? {}).filter(([, value]) => value !== undefined),
  );
  const problems = request.seats.flatMap((seat, i) => {
    if (seat.team === undefined) {
      const colour =
        seat.colour === undefined ? [] : [`Seat ${i + 1}: a colour comes with a team.`];
      return seat.kind === 'remote' ? colour : [`Seat ${i + 1}: a bot needs its team sheet.`];
    }
    const league = options.league;
    return checkTeam(
      seat.team as unknown as TeamSheet,
      DEFAULT_BUDGET,
      league ? { league } : {},
    ).map((p) => `Seat ${i + 1}: ${p.message}`);
  });
  // The map and the options are tried with stand-in teams: a dungeon with too few end zones
  // for the seats, say, is refused now rather than when the coaches are ready.
  const standIn = teamSetup(readyTeamsFor('human')[0]!);
  const tried = startMatch(
    map,
    request.seats.map(() => standIn),
    'trial',
    options,
  );
  if ('error' in tried) problems.push(tried.error);
  if (problems.length > 0) return { problems };

  const matchId = newMatchId();
  const spectatorToken = newToken();
  const seats = request.seats.map((seat, i) => ({
    seat: i,
    kind: seat.kind,
    coach: seat.coach ?? defaultCoach(seat.kind, i),
    token: seat.kind === 'remote' ? newToken() : null,
    team: (seat.team ?? null) as TeamSheet | null,
    colour: seat.colour ?? null,
  }));
  const stored: StoredSeat[] = seats.map(({ token, ...seat }) => ({
    ...seat,
    tokenHash: token === null ? null : hashToken(token),
    // A bot is ready with its team; a coach says so himself.
    ready: seat.kind !== 'remote',
  }));
  await store.create({
    id: matchId,
    map,
    options,
    settings: { turnSeconds: request.turnSeconds ?? null },
    seed: newSeed(),
    spectatorTokenHash: hashToken(spectatorToken),
    seats: stored,
  });
  return {
    created: {
      matchId,
      room: MATCH_ROOM,
      spectatorToken,
      seats: seats.map(({ seat, kind, coach, token }) => ({ seat, kind, coach, token })),
    },
  };
}
