/**
 * Checks a team sheet against its team list and the Dungeonbowl team rules, and prices it.
 *
 * Both functions take whatever they are given (a sheet read from a file may be anything) and
 * never throw: a broken sheet comes back as problems, a broken entry is worth nothing.
 *
 * Team size: Dungeonbowl sets up only 6 players (DB-MATCH-10) and hires no journeymen (BB-NA-8),
 * but a team is still drafted as a BB2020 team (DB-GEN-1, DB-TEAM-1): 11 to 16 players by
 * default. A College team has at most 16 (DB-TEAM-8); Jervis gives no minimum, so the same 11
 * applies. `options.minPlayers` lowers it (e.g. 6 for a pick-up match).
 */
import {
  COLLEGE_PER_POSITION_ROLES,
  COLLEGE_RULES,
  collegePositions,
  collegeRoster,
  getCollege,
  type CollegePosition,
} from './colleges';
import type { LeagueRule } from '../model/league';
import { getRoster } from './rosters-bb2020';
import type { College, Position, Roster, TeamProblem, TeamSheet } from './types';

export const DEFAULT_BUDGET = 1_000_000;
export const APOTHECARY_COST = 50_000;
/** Every BB2020 team list allows 0-8 team re-rolls. */
export const MAX_REROLLS = 8;
export const TEAM_SIZE = { min: 11, max: 16 } as const;

export interface CheckTeamOptions {
  /** The fewest players a legal team may have; 11 unless given. */
  minPlayers?: number;
  /** League rules the team must also meet (LM-10). */
  league?: readonly LeagueRule[];
}

interface TeamList {
  roster: Roster;
  college?: College;
  /** For a College: where each position comes from, by position id. */
  origins?: ReadonlyMap<string, CollegePosition>;
}

type Entry = Record<string, unknown>;

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function findTeamList(rosterId: unknown): TeamList | undefined {
  if (typeof rosterId !== 'string') return undefined;
  const roster = getRoster(rosterId);
  if (roster) return { roster };
  const college = getCollege(rosterId);
  if (!college) return undefined;
  const origins = new Map(collegePositions(college).map((origin) => [origin.id, origin]));
  return { roster: collegeRoster(college), college, origins };
}

function positionOf(list: TeamList | undefined, positionId: unknown): Position | undefined {
  if (!list || typeof positionId !== 'string') return undefined;
  return list.roster.positions.find((position) => position.id === positionId);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** 1005000 → "1,005,000". */
export function formatGold(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The plural of a position name: Blitzer → Blitzers, Lineman → Linemen, Witch Elf → Witch Elves. */
export function pluralName(name: string): string {
  if (/man$/.test(name)) return name.replace(/man$/, 'men');
  if (/Elf$/.test(name)) return name.replace(/Elf$/, 'Elves');
  if (/wolf$/.test(name)) return name.replace(/wolf$/, 'wolves');
  if (/[^aeiou]y$/.test(name)) return name.replace(/y$/, 'ies');
  if (/(s|x|ch|sh)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

function countOf(limit: number, singular: string, plural: string): string {
  return `${limit} ${limit === 1 ? singular : plural}`;
}

/**
 * Team value as Dungeonbowl counts it (VEDB, DB-TEAM-3): the players' costs, plus the team
 * re-rolls at the team list's price, plus 50,000 for an apothecary. Unknown positions and
 * malformed entries count for nothing.
 */
export function teamValue(sheet: TeamSheet): number {
  const input: unknown = sheet;
  if (!isRecord(input)) return 0;
  const list = findTeamList(input.rosterId);
  const players = Array.isArray(input.players) ? input.players : [];
  let total = 0;
  for (const player of players) {
    if (isRecord(player)) total += positionOf(list, player.positionId)?.cost ?? 0;
  }
  if (list && isWholeNumber(input.rerolls) && input.rerolls > 0) {
    total += input.rerolls * list.roster.rerollCost;
  }
  if (input.apothecary === true) total += APOTHECARY_COST;
  return total;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Every problem with the team sheet; an empty list means the team is legal. */
export function checkTeam(
  sheet: TeamSheet,
  budget: number = DEFAULT_BUDGET,
  options: CheckTeamOptions = {},
): TeamProblem[] {
  const input: unknown = sheet;
  if (!isRecord(input)) return [{ code: 'invalid-sheet', message: 'This is not a team sheet.' }];
  const problems: TeamProblem[] = [];
  const add = (problem: TeamProblem) => problems.push(problem);

  if (typeof input.name !== 'string' || input.name.trim() === '') {
    add({ code: 'invalid-name', message: 'The team needs a name.' });
  }
  checkColours(input.colours, add);

  const list = findTeamList(input.rosterId);
  if (!list) {
    add({
      code: 'unknown-roster',
      message:
        typeof input.rosterId === 'string'
          ? `There is no team list called "${input.rosterId}".`
          : 'The team sheet does not say which team list it uses.',
    });
  }

  const players = Array.isArray(input.players) ? input.players : [];
  if (!Array.isArray(input.players)) {
    add({ code: 'invalid-sheet', message: 'The team sheet has no list of players.' });
  }
  const fielded = checkPlayers(players, list, add);

  const college = list?.college;
  const maxPlayers = college ? COLLEGE_RULES.maxPlayers : TEAM_SIZE.max;
  const asked = (options as CheckTeamOptions | null | undefined)?.minPlayers;
  const minPlayers = typeof asked === 'number' && asked >= 0 ? asked : TEAM_SIZE.min;
  if (players.length > maxPlayers) {
    add({
      code: 'too-many-players',
      message: `A team may have at most ${maxPlayers} players; this team has ${players.length}.`,
      ruleId: college ? 'DB-TEAM-8' : 'DB-TEAM-1',
    });
  }
  if (players.length < minPlayers) {
    add({
      code: 'too-few-players',
      message: `A team needs at least ${minPlayers} players; this team has ${players.length}.`,
      // A BB2020 team is drafted with 11 or more; Jervis sets no minimum for a College.
      ...(college ? {} : { ruleId: 'DB-TEAM-1' }),
    });
  }

  if (list) {
    checkPositionLimits(list, fielded, add);
    if (list.college && list.origins) checkCollegeLimits(list.college, list.origins, fielded, add);
  }
  const league = (options as CheckTeamOptions | null | undefined)?.league;
  if (Array.isArray(league) && league.includes('LM-10')) checkLeagueBigGuys(fielded, add);

  if (!isWholeNumber(input.rerolls) || input.rerolls < 0 || input.rerolls > MAX_REROLLS) {
    add({
      code: 'invalid-rerolls',
      message:
        typeof input.rerolls === 'number'
          ? `Team re-rolls must be a whole number from 0 to ${MAX_REROLLS}; this team has ${input.rerolls}.`
          : `Team re-rolls must be a whole number from 0 to ${MAX_REROLLS}.`,
    });
  }
  if (typeof input.apothecary !== 'boolean') {
    add({ code: 'invalid-sheet', message: 'The apothecary must be yes (true) or no (false).' });
  } else if (input.apothecary && list && !list.roster.apothecary) {
    add(
      college
        ? {
            code: 'apothecary-not-allowed',
            message: `${college.name} teams may not have an apothecary: their main race (${college.races.main.name}) may not.`,
            ruleId: 'DB-TEAM-9',
          }
        : {
            code: 'apothecary-not-allowed',
            message: `${list.roster.name} teams may not have an apothecary.`,
            ruleId: 'DB-TEAM-1',
          },
    );
  }

  const limit = Number.isFinite(budget) && budget >= 0 ? budget : DEFAULT_BUDGET;
  const value = teamValue(sheet);
  if (value > limit) {
    add({
      code: 'over-budget',
      message: `This team costs ${formatGold(value)} gold pieces; the budget is ${formatGold(limit)}.`,
      ruleId: college ? 'DB-TEAM-9' : 'DB-TEAM-3',
    });
  }
  return problems;
}

function checkColours(colours: unknown, add: (problem: TeamProblem) => void): void {
  for (const which of ['primary', 'secondary'] as const) {
    const colour = isRecord(colours) ? colours[which] : undefined;
    if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) {
      const shown = typeof colour === 'string' ? `; "${colour}" is not` : '';
      add({
        code: 'invalid-colour',
        message: `The ${which} colour must be a CSS hex colour such as #1d4ed8${shown}.`,
      });
    }
  }
}

/** Checks each player entry; returns the positions of the well-formed ones, in order. */
function checkPlayers(
  players: readonly unknown[],
  list: TeamList | undefined,
  add: (problem: TeamProblem) => void,
): Position[] {
  const fielded: Position[] = [];
  const seen = new Map<number, number>();
  players.forEach((player, index) => {
    if (!isRecord(player)) {
      add({ code: 'invalid-sheet', message: `Player entry ${index + 1} is not a player.` });
      return;
    }
    const number = player.number;
    const numbered = isWholeNumber(number) && number >= 1 && number <= 99;
    const who = numbered ? `Player ${number}` : `Player entry ${index + 1}`;
    const about = numbered ? { playerNumber: number } : {};
    if (!numbered) {
      add({
        code: 'invalid-player-number',
        message:
          typeof number === 'number'
            ? `${who} has the number ${number}; shirt numbers are whole numbers from 1 to 99.`
            : `${who} needs a shirt number from 1 to 99.`,
      });
    } else {
      seen.set(number, (seen.get(number) ?? 0) + 1);
      if (seen.get(number) === 2) {
        add({
          code: 'duplicate-player-number',
          message: `Number ${number} is worn by more than one player; each player needs a number of their own.`,
          playerNumber: number,
        });
      }
    }
    if (typeof player.name !== 'string' || player.name.trim() === '') {
      add({ code: 'invalid-player-name', message: `${who} needs a name.`, ...about });
    }
    const niggling = player.nigglingInjuries;
    if (niggling !== undefined && !(isWholeNumber(niggling) && niggling >= 0)) {
      add({
        code: 'invalid-niggling-injuries',
        message: `${who}'s Niggling Injuries must be a whole number, 0 or more.`,
        ruleId: 'BB-INJ-8',
        ...about,
      });
    }
    const position = positionOf(list, player.positionId);
    if (position) {
      fielded.push(position);
    } else if (list) {
      add({
        code: 'unknown-position',
        message:
          typeof player.positionId === 'string'
            ? `${who} plays "${player.positionId}", which is not a position of the ${list.roster.name} team list.`
            : `${who} has no position.`,
        ...about,
      });
    }
  });
  return fielded;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The most a College fields of one position outside DB-TEAM-8's categories; Infinity otherwise. */
function collegeCap(list: TeamList, position: Position): number {
  return list.college && COLLEGE_PER_POSITION_ROLES.includes(position.role)
    ? COLLEGE_RULES.otherPositionMax
    : Infinity;
}

/**
 * How many players of a position a team of this team list (a roster or a College id) may have:
 * the position's own maximum (BB2020 team lists; DB-TEAM-10 for a College's races), and for a
 * College at most 2 of a position outside DB-TEAM-8's categories. Undefined for an unknown team
 * list or position. The College's race and role totals (DB-TEAM-7, DB-TEAM-8) are not included.
 */
export function positionLimit(rosterId: string, positionId: string): number | undefined {
  const list = findTeamList(rosterId);
  const position = positionOf(list, positionId);
  return list && position ? Math.min(position.max, collegeCap(list, position)) : undefined;
}

/** Each position's own maximum (BB2020 team lists; DB-TEAM-10 for a College's races). */
function checkPositionLimits(
  list: TeamList,
  fielded: readonly Position[],
  add: (problem: TeamProblem) => void,
): void {
  const counts = countBy(fielded, (position) => position.id);
  for (const position of list.roster.positions) {
    const count = counts.get(position.id) ?? 0;
    const cap = collegeCap(list, position);
    const limit = Math.min(position.max, cap);
    if (count <= limit) continue;
    const limitText = countOf(limit, position.name, pluralName(position.name));
    if (cap < position.max) {
      add({
        code: 'college-position-max',
        message: `${list.roster.name} teams may have at most ${limitText}; this team has ${count}.`,
        ruleId: 'DB-TEAM-8',
      });
    } else {
      add({
        code: 'position-max',
        message: `${list.roster.name} teams may have at most ${limitText}; this team has ${count}.`,
        ruleId: list.college ? 'DB-TEAM-10' : 'DB-TEAM-1',
      });
    }
  }
}

/** The league's big guys (LM-10), by the names it lists; a Bull Centaur is one though BB2020 calls him a blitzer. */
const LEAGUE_BIG_GUY = /bull centaur|ogre|minotaur|troll|treeman|vampire/i;
export const LEAGUE_BIG_GUYS_MAX = 2;

/** LM-10: at most 2 big guys in a team. */
function checkLeagueBigGuys(
  fielded: readonly Position[],
  add: (problem: TeamProblem) => void,
): void {
  const count = fielded.filter((position) => LEAGUE_BIG_GUY.test(position.name)).length;
  if (count <= LEAGUE_BIG_GUYS_MAX) return;
  add({
    code: 'league-big-guys',
    message: `League rules allow at most ${LEAGUE_BIG_GUYS_MAX} big guys (Bull Centaurs, Ogres, Minotaurs, Trolls, Rat Ogres, Treemen, Vampires) in a team; this team has ${count}.`,
    ruleId: 'LM-10',
  });
}

const ROLE_LABELS = {
  blitzer: ['blitzer', 'blitzers'],
  blocker: ['blocker', 'blockers'],
  catcher: ['catcher', 'catchers'],
  thrower: ['thrower', 'throwers'],
  'big-guy': ['big guy', 'big guys'],
} as const satisfies Record<keyof typeof COLLEGE_RULES.roleMax, readonly [string, string]>;

/** The College chart's race limits (DB-TEAM-7) and role limits (DB-TEAM-8). */
function checkCollegeLimits(
  college: College,
  origins: ReadonlyMap<string, CollegePosition>,
  fielded: readonly Position[],
  add: (problem: TeamProblem) => void,
): void {
  const fieldedOrigins = fielded.flatMap((position) => origins.get(position.id) ?? []);
  const bySlot = countBy(fieldedOrigins, (origin) => origin.slot);
  const slotWords = { main: 'main', other: 'other', last: 'last' } as const;
  for (const slot of ['main', 'other', 'last'] as const) {
    const count = bySlot.get(slot) ?? 0;
    const limit = COLLEGE_RULES.raceMax[slot];
    if (count > limit) {
      add({
        code: 'college-race-max',
        message: `${college.name} teams may have at most ${limit} ${college.races[slot].name} (their ${slotWords[slot]} race); this team has ${count}.`,
        ruleId: 'DB-TEAM-7',
      });
    }
  }
  const byRole = countBy(fielded, (position) => position.role);
  for (const [role, [singular, plural]] of Object.entries(ROLE_LABELS)) {
    const count = byRole.get(role) ?? 0;
    const limit = COLLEGE_RULES.roleMax[role as keyof typeof ROLE_LABELS];
    if (count > limit) {
      add({
        code: 'college-role-max',
        message: `${college.name} teams may have at most ${countOf(limit, singular, plural)}; this team has ${count}.`,
        ruleId: 'DB-TEAM-8',
      });
    }
  }
}
