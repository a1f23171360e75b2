import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { actionProblem } from '../model/action-shape';
import type { Action } from '../model/actions';
import type { TeamSetup } from '../model/team-setup';
import type { GameState, MatchOptions } from '../model/state';
import { LEAGUE_RULES, isLeagueRule } from '../model/league';
import { summarise, type GameSummary } from './game-summary';
import { sha256 } from './sha256';
import { wanderingMonsters } from '../mechanisms/monsters';

export const REPLAY_FORMAT = 'dungeonbowl-replay';
/** Version 2 hashes the start with the final state; version 1 hashed the final state alone. */
export const REPLAY_VERSION = 2;

/** What `startMatch` was given: the start of a match, which its actions follow. */
export interface ReplayStart {
  readonly map: DungeonMap;
  readonly teams: readonly TeamSetup[];
  readonly seed: string;
  readonly options: MatchOptions;
}

/**
 * A saved match, `*.replay.json` (described in libs/engine/README.md): what `startMatch` was
 * given, every action applied after it, and what came of them. Replaying is
 * `startMatch(map, teams, seed, options)` then `apply` of each action in turn.
 */
export interface ReplayFile extends ReplayStart {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: 1 | typeof REPLAY_VERSION;
  readonly actions: readonly Action[];
  readonly result: GameSummary;
  /** `startHash` of the start (version 2; absent from version 1). */
  readonly startHash?: string;
  /** `finalHash` of the file and the state its actions lead to. */
  readonly finalHash: string;
  /** Who coached each team, in team order: a person or a bot; left out, every team a person. */
  readonly coaches?: readonly ReplayCoach[];
  /**
   * True when a person chose the seed (typed it) rather than the program drawing it at random:
   * whoever knew it could know the chests and the dice before they were rolled.
   */
  readonly seedTyped?: true;
  /**
   * The colour each team's coach chose for it (`#rrggbb`), in team order, `null` for a team with
   * none; left out when no coach chose one. Only how the teams look: replaying ignores it.
   */
  readonly teamColours?: readonly (string | null)[];
}

/** Who coaches a team: a person, or one of the engine's bots (`agents`). */
export type ReplayCoach = 'human' | 'heuristic' | 'random';
const COACHES: readonly ReplayCoach[] = ['human', 'heuristic', 'random'];

/** JSON with every object's keys in order, so that equal data gives equal text however laid out. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const record = value as Record<string, unknown>;
  const fields = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`);
  return `{${fields.join(',')}}`;
}

/**
 * The text a replay's start hash is taken of: its map, teams, seed and options as JSON, keys
 * sorted, so that a file laid out anew by an editor keeps its hash and a changed name, square or
 * seed does not.
 */
const startText = (start: ReplayStart): string =>
  sortedJson({ map: start.map, teams: start.teams, seed: start.seed, options: start.options });

/** A replay file's `startHash`: the SHA-256 of its start, however the file is laid out. */
export const startHash = (start: ReplayStart): string => sha256(startText(start));

/**
 * The `finalHash` a replay file must hold once its actions are replayed to `state`: the SHA-256
 * of its start, its actions and that state, so that a change to any of them is told; a version 1
 * file's is of the state alone.
 */
export const finalHash = (
  file: ReplayStart & Pick<ReplayFile, 'version' | 'actions'>,
  state: GameState,
): string =>
  sha256(
    file.version === 1
      ? JSON.stringify(state)
      : `${startText(file)}\n${sortedJson(file.actions)}\n${JSON.stringify(state)}`,
  );

/** A match as a replay file: its start, its actions and the state they led to, hashed. */
export function replayFileOf(
  start: ReplayStart,
  actions: readonly Action[],
  state: GameState,
): ReplayFile {
  const { map, teams, seed, options } = start;
  const played = {
    version: REPLAY_VERSION as typeof REPLAY_VERSION,
    map,
    teams,
    seed,
    options,
    actions,
  };
  return {
    format: REPLAY_FORMAT,
    ...played,
    result: summarise(state, map.chests.length, actions.length),
    startHash: startHash(start),
    finalHash: finalHash(played, state),
  };
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isHash = (v: unknown): boolean => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);

/** What must hold of each player of a team: the fields `createMatch` reads, by type. */
const playerFields: Record<string, (v: unknown) => boolean> = {
  number: Number.isInteger,
  name: (v) => typeof v === 'string',
  position: (v) => typeof v === 'string',
  ma: Number.isInteger,
  st: Number.isInteger,
  ag: Number.isInteger,
  pa: (v) => v === null || Number.isInteger(v),
  av: Number.isInteger,
  skills: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
};

function teamProblems(team: unknown, at: string): string[] {
  if (!isRecord(team)) return [`${at} is not a team.`];
  const problems: string[] = [];
  if (typeof team.name !== 'string') problems.push(`${at}/name should be the team's name.`);
  if (typeof team.rosterId !== 'string') problems.push(`${at}/rosterId should be a roster id.`);
  if (!Number.isInteger(team.rerolls)) problems.push(`${at}/rerolls should be a whole number.`);
  const fans = team.dedicatedFans;
  if (
    fans !== undefined &&
    !(Number.isInteger(fans) && (fans as number) >= 1 && (fans as number) <= 7)
  )
    problems.push(`${at}/dedicatedFans should be a whole number from 1 to 7 (BB-SPP-3).`);
  const apothecaries = team.apothecaries;
  if (
    apothecaries !== undefined &&
    !(
      Number.isInteger(apothecaries) &&
      (apothecaries as number) >= 0 &&
      (apothecaries as number) <= 3
    )
  )
    problems.push(
      `${at}/apothecaries should be a whole number from 0 to 3 (BB-INJ-10, DB-TEAM-5).`,
    );
  const use = team.apothecaryUse;
  if (use !== undefined && use !== 'any' && use !== 'casualty' && use !== 'serious')
    problems.push(`${at}/apothecaryUse should be "any", "casualty" or "serious" (BB-INJ-10).`);
  const induced = team.inducements;
  if (
    induced !== undefined &&
    !(isRecord(induced) && Object.values(induced).every((n) => Number.isInteger(n)))
  )
    problems.push(`${at}/inducements should map inducements to whole numbers (DB-TEAM-5).`);
  if (!Array.isArray(team.players) || team.players.length === 0)
    return [...problems, `${at}/players should be a list of players.`];
  team.players.forEach((p: unknown, i) => {
    if (!isRecord(p)) return problems.push(`${at}/players/${i} is not a player.`);
    const wrong = Object.keys(playerFields).filter((key) => !playerFields[key]!(p[key]));
    if (wrong.length > 0)
      problems.push(`${at}/players/${i} has a missing or wrong ${wrong.join(', ')}.`);
    const niggling = p.nigglingInjuries;
    if (niggling !== undefined && !(Number.isInteger(niggling) && (niggling as number) >= 0))
      problems.push(
        `${at}/players/${i}/nigglingInjuries should be a whole number, 0 or more (BB-INJ-8).`,
      );
  });
  return problems;
}

function optionsProblems(options: unknown): string[] {
  if (!isRecord(options)) return ['/options should be an object of match options.'];
  const problems: string[] = [];
  const { maxRounds, ruleset, oneTeamRerollPerTurn, league, wanderingMonster } = options;
  if (
    maxRounds !== undefined &&
    maxRounds !== null &&
    !(Number.isInteger(maxRounds) && (maxRounds as number) > 0)
  )
    problems.push('/options/maxRounds should be a whole number of rounds, or null.');
  if (ruleset !== undefined && ruleset !== 'torguer-2021' && ruleset !== 'jervis-1998')
    problems.push('/options/ruleset should be "torguer-2021" or "jervis-1998".');
  if (oneTeamRerollPerTurn !== undefined && typeof oneTeamRerollPerTurn !== 'boolean')
    problems.push('/options/oneTeamRerollPerTurn should be true or false.');
  if (league !== undefined && !(Array.isArray(league) && league.every(isLeagueRule)))
    problems.push(
      `/options/league should be a list of league rules among ${LEAGUE_RULES.join(', ')}.`,
    );
  const monsters = wanderingMonsters.map((m) => m.kind);
  if (
    wanderingMonster !== undefined &&
    wanderingMonster !== null &&
    !monsters.some((kind) => kind === wanderingMonster)
  )
    problems.push(`/options/wanderingMonster should be null or one of ${monsters.join(', ')}.`);
  return problems;
}

/**
 * The problems with a replay file's shape, each a sentence with the JSON path it is about; none
 * means the file can be replayed (the map is checked apart, by the map validator).
 */
export function replayProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['The file is not a replay: it should hold one JSON object.'];
  if (value.format !== REPLAY_FORMAT)
    return [`The file is not a replay: /format should be "${REPLAY_FORMAT}".`];
  if (typeof value.version !== 'number')
    return ['/version should be the replay format version, a number.'];
  if (value.version > REPLAY_VERSION)
    return [
      `This replay is format version ${value.version}, newer than this program reads (${REPLAY_VERSION}); update Dungeonbowl Studio.`,
    ];
  if (value.version !== 1 && value.version !== REPLAY_VERSION)
    return [`/version ${value.version} is not a replay format version (they are 1 and 2).`];
  const problems = matchProblems(value);
  if (!isRecord(value.result)) problems.push('/result should be the result of the match.');
  if (value.version !== 1 && !isHash(value.startHash))
    problems.push('/startHash should be a SHA-256 hash in hex (64 characters).');
  if (!isHash(value.finalHash))
    problems.push('/finalHash should be a SHA-256 hash in hex (64 characters).');
  return problems;
}

/**
 * The problems with a match's start (map, teams, seed, options), its coaches if it names them and
 * its actions, as a replay file or a saved match holds them, each a sentence with the JSON path it is about; the map is checked apart,
 * by the map validator, and whether the engine takes each action by replaying them.
 */
export function matchProblems(value: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!isRecord(value.map))
    problems.push('/map should be the dungeon map the match was played on.');
  if (!Array.isArray(value.teams) || value.teams.length < 2 || value.teams.length > 4)
    problems.push('/teams should be a list of 2 to 4 teams.');
  else
    value.teams.forEach((team: unknown, i) => problems.push(...teamProblems(team, `/teams/${i}`)));
  const { coaches, teams } = value;
  if (
    coaches !== undefined &&
    !(
      Array.isArray(coaches) &&
      Array.isArray(teams) &&
      coaches.length === teams.length &&
      coaches.every((c) => COACHES.some((known) => known === c))
    )
  )
    problems.push(`/coaches should list one coach a team, each of ${COACHES.join(', ')}.`);
  if (typeof value.seed !== 'string') problems.push('/seed should be the match seed, a string.');
  if (value.seedTyped !== undefined && value.seedTyped !== true)
    problems.push('/seedTyped should be true, or left out when the seed was drawn at random.');
  const { teamColours } = value;
  if (
    teamColours !== undefined &&
    !(
      Array.isArray(teamColours) &&
      Array.isArray(teams) &&
      teamColours.length === teams.length &&
      teamColours.every((c) => c === null || (typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c)))
    )
  )
    problems.push('/teamColours should list one colour a team, each "#rrggbb" or null.');
  problems.push(...optionsProblems(value.options));
  if (!Array.isArray(value.actions)) problems.push('/actions should be the list of actions.');
  else {
    // The first malformed action only: one edit usually spoils one action.
    const bad = value.actions.findIndex((a: unknown) => actionProblem(a) !== null);
    if (bad >= 0) problems.push(`/actions/${bad}: ${actionProblem(value.actions[bad])}`);
  }
  return problems;
}
