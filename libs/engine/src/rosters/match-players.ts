/**
 * From a team sheet to the players of a match: each player's profile and skills as a team list
 * prints them ("Loner (4+)", "Mighty Blow (+1)"), the form the engine's skill look-ups read.
 */
import { collegeRoster, getCollege } from './colleges';
import { getRoster } from './rosters-bb2020';
import { skillDefinition } from './skills';
import type { TeamSetup } from '../model/team-setup';
import type { Position, Roster, TeamSheet } from './types';

/** A position's skills written out with their values: `['Loner (4+)', 'Mighty Blow (+1)']`. */
export function writtenSkills(position: Position): string[] {
  const params = position.skillParams ?? {};
  return position.skills.map((skill) => {
    const parameter = skillDefinition(skill)?.parameter;
    if (parameter === 'loner' && params.loner !== undefined) return `${skill} (${params.loner}+)`;
    if (parameter === 'animosity' && params.animosity !== undefined) {
      return `${skill} (${params.animosity})`;
    }
    if (parameter === 'mightyBlow' || parameter === 'dirtyPlayer') {
      const value = params[parameter];
      if (value !== undefined) return `${skill} (+${value})`;
    }
    return skill;
  });
}

export interface MatchPlayer {
  number: number;
  name: string;
  /** The position's name, e.g. "Blitzer" ("Dwarf Runner" on a College team). */
  position: string;
  positionId: string;
  ma: number;
  st: number;
  ag: number;
  pa: number | null;
  av: number;
  skills: string[];
  /** From the sheet (BB-INJ-8); left out when none. */
  nigglingInjuries?: number;
}

/** A sheet's count of Niggling Injuries that counts (BB-INJ-8): a whole number above 0. */
const isNiggling = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

/** The roster a sheet's `rosterId` names: a BB2020 roster or a College. */
export function rosterFor(rosterId: string): Roster | undefined {
  const college = getCollege(rosterId);
  return getRoster(rosterId) ?? (college ? collegeRoster(college) : undefined);
}

/**
 * The sheet's players with their profiles, in sheet order. Entries without a known position are
 * left out (`checkTeam` reports them); never throws.
 */
export function matchPlayers(sheet: TeamSheet): MatchPlayer[] {
  const input: unknown = sheet;
  if (typeof input !== 'object' || input === null) return [];
  const { rosterId, players } = input as Partial<Record<keyof TeamSheet, unknown>>;
  const roster = typeof rosterId === 'string' ? rosterFor(rosterId) : undefined;
  if (!roster || !Array.isArray(players)) return [];
  return players.flatMap((player: unknown) => {
    if (typeof player !== 'object' || player === null) return [];
    const { number, name, positionId, nigglingInjuries } = player as Record<string, unknown>;
    const position = roster.positions.find((entry) => entry.id === positionId);
    if (!position || typeof number !== 'number' || typeof name !== 'string') return [];
    const { ma, st, ag, pa, av } = position;
    return [
      {
        number,
        name,
        position: position.name,
        positionId: position.id,
        ma,
        st,
        ag,
        pa,
        av,
        skills: writtenSkills(position),
        ...(isNiggling(nigglingInjuries) && { nigglingInjuries }),
      },
    ];
  });
}

/** A team sheet as a team of a match: its name, roster, team re-rolls and players. */
export function teamSetup(sheet: TeamSheet): TeamSetup {
  return {
    name: sheet.name,
    rosterId: sheet.rosterId,
    rerolls: sheet.rerolls,
    ...(sheet.apothecary && { apothecaries: 1 }),
    players: matchPlayers(sheet).map(({ positionId: _positionId, ...p }) => p),
  };
}
