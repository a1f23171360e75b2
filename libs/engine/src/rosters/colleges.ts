/**
 * Jervis Johnson's Colleges of Magic (Dungeonbowl, White Dwarf 55, 1998): DB-TEAM-7, DB-TEAM-8,
 * DB-TEAM-9, DB-TEAM-10 in `shared/rules/dungeonbowl.md`, French original in
 * `shared/seeds/001_*.txt`.
 *
 * How the rules text is read here (each choice cites the rule it interprets):
 *
 * - DB-TEAM-10 (and its interpretation): each race is the BB2020 roster of that race, with its
 *   positions, profiles and costs; "Chaos" is Chaos Chosen and "Undead" Shambling Undead. A
 *   big-guy race supplies one big-guy position only. Where the chart's race could come from
 *   several rosters, the one that does not also appear as another race of a College is used, so
 *   a player's race is never ambiguous: Ogres = the Ogre team's Ogre Blocker, Trolls = the
 *   Underworld Troll, Treemen = the Altern Forest Treeman (Halfling team), Minotaurs = the Chaos
 *   Chosen Minotaur.
 * - DB-TEAM-7: at most 16 players of the main race (any number), 6 of the other race, 2 of the
 *   last race.
 * - DB-TEAM-8: at most 16 players; at most 2 blitzers, 4 blockers, 4 catchers and 2 throwers in
 *   all, each total counted over the three races. The French "Coureurs" is read as blitzers, as
 *   the interpretation under DB-TEAM-8 says (the word literally means runners; runners are then a
 *   position outside the categories). The one "joueur Champion" is read as the team's one big guy
 *   (positions with `bigGuy`); team sheets hold no Star Players, so the star-player half of
 *   DB-TEAM-9 is not checked. Linemen: any number. Every other position (runners, Witch Elves,
 *   Troll Slayers, Mummies...) at most 2 of that position.
 * - DB-TEAM-10 (roster interpretation): a position's own BB2020 maximum still applies, so a College
 *   never fields more of a position than that race's team could.
 * - DB-TEAM-9: total cost at most 1,000,000 gold pieces; team re-rolls cost 50,000 each; the
 *   apothecary is bought "as usual", read as: allowed when the main race's roster allows one.
 * - Re-rolls: at most 8, as on every BB2020 team list (not stated by Jervis).
 */
import { getRoster } from './rosters-bb2020';
import type { College, CollegeRaceSlot, Position, PositionRole, Roster } from './types';

export const COLLEGE_RULES = {
  /** DB-TEAM-8. */
  maxPlayers: 16,
  /** DB-TEAM-9. */
  budget: 1_000_000,
  /** DB-TEAM-9. */
  rerollCost: 50_000,
  /** DB-TEAM-7: players of each column of the chart. */
  raceMax: { main: 16, other: 6, last: 2 } satisfies Record<CollegeRaceSlot, number>,
  /** DB-TEAM-8: totals by role over the whole team ('big-guy' is the "Champion"). */
  roleMax: { blitzer: 2, blocker: 4, catcher: 4, thrower: 2, 'big-guy': 1 } satisfies Partial<
    Record<PositionRole, number>
  >,
  /** DB-TEAM-8: the most of any one position outside the categories (runners, specials). */
  otherPositionMax: 2,
} as const;

/** The roles DB-TEAM-8 caps per position rather than by a total. */
export const COLLEGE_PER_POSITION_ROLES: readonly PositionRole[] = ['runner', 'special'];

// prettier-ignore
export const COLLEGES: readonly College[] = [
  college('light-wizards', 'Light Wizards', 'Sorciers de Lumière', ['Dwarfs', 'dwarf'], ['Halflings', 'halfling'], ['Norse', 'norse']),
  college('gold-wizards', 'Gold Wizards', "Sorciers d'Or", ['Orcs', 'orc'], ['Chaos Dwarfs', 'chaos-dwarf'], ['Ogres', 'ogre', 'ogre-blocker']),
  college('jade-wizards', 'Jade Wizards', 'Sorciers de Jade', ['Goblins', 'goblin'], ['Orcs', 'orc'], ['Trolls', 'underworld-denizens', 'underworld-troll']),
  college('celestial-wizards', 'Celestial Wizards', 'Sorciers Célestes', ['High Elves', 'high-elf'], ['Wood Elves', 'wood-elf'], ['Treemen', 'halfling', 'altern-forest-treeman']),
  college('grey-wizards', 'Grey Wizards', 'Sorciers Gris', ['Humans', 'human'], ['Chaos', 'chaos-chosen'], ['Ogres', 'ogre', 'ogre-blocker']),
  college('amethyst-wizards', 'Amethyst Wizards', 'Sorciers Améthyste', ['Skaven', 'skaven'], ['Goblins', 'goblin'], ['Minotaurs', 'chaos-chosen', 'minotaur']),
  college('bright-wizards', 'Bright Wizards', 'Sorciers Étincelants', ['Dwarfs', 'dwarf'], ['Humans', 'human'], ['Norse', 'norse']),
  college('amber-wizards', 'Amber Wizards', "Sorciers d'Ambre", ['Dark Elves', 'dark-elf'], ['Orcs', 'orc'], ['Skaven', 'skaven']),
  college('rainbow-wizards', 'Rainbow Wizards', 'Sorciers Arc-en-Ciel', ['Wood Elves', 'wood-elf'], ['Halflings', 'halfling'], ['Humans', 'human']),
  college('black-wizards', 'Black Wizards', 'Sorciers Noirs', ['Undead', 'shambling-undead'], ['Dark Elves', 'dark-elf'], ['Trolls', 'underworld-denizens', 'underworld-troll']),
];

type RaceSpec = [name: string, rosterId: string, bigGuyPositionId?: string];

function college(
  id: string,
  name: string,
  frenchName: string,
  main: RaceSpec,
  other: RaceSpec,
  last: RaceSpec,
): College {
  const race = ([raceName, rosterId, positionId]: RaceSpec) =>
    positionId === undefined
      ? { name: raceName, rosterId }
      : { name: raceName, rosterId, positionIds: [positionId] };
  return {
    id,
    name,
    frenchName,
    races: { main: race(main), other: race(other), last: race(last) },
  };
}

/** The College with this id, or undefined. */
export function getCollege(id: string): College | undefined {
  return COLLEGES.find((entry) => entry.id === id);
}

/** A position a College team may field, with the race it comes from. */
export interface CollegePosition {
  /** "rosterId/positionId", the id a College team sheet uses. */
  id: string;
  slot: CollegeRaceSlot;
  raceName: string;
  roster: Roster;
  position: Position;
}

const SLOTS: readonly CollegeRaceSlot[] = ['main', 'other', 'last'];

/** Every position of the College's three races, main race first. */
export function collegePositions(entry: College): CollegePosition[] {
  return SLOTS.flatMap((slot) => {
    const race = entry.races[slot];
    const roster = getRoster(race.rosterId);
    if (!roster) return [];
    return roster.positions
      .filter(
        (position) => race.positionIds === undefined || race.positionIds.includes(position.id),
      )
      .map((position) => ({
        id: `${roster.id}/${position.id}`,
        slot,
        raceName: race.name,
        roster,
        position,
      }));
  });
}

/**
 * The College as a roster, so a College team is listed and priced like any other: positions are
 * named after their race ("Dwarf Runner") and cost as in their own roster; re-rolls cost 50,000
 * (DB-TEAM-9); an apothecary is allowed when the main race's roster allows one.
 */
export function collegeRoster(entry: College): Roster {
  const positions = collegePositions(entry).map(({ id, roster, position }) => ({
    ...position,
    id,
    name: position.name.startsWith(roster.name) ? position.name : `${roster.name} ${position.name}`,
  }));
  return {
    id: entry.id,
    name: entry.name,
    rerollCost: COLLEGE_RULES.rerollCost,
    apothecary: getRoster(entry.races.main.rosterId)?.apothecary ?? false,
    positions,
    specialRules: [
      `College of Magic: ${entry.races.main.name}, ${entry.races.other.name}, ${entry.races.last.name}`,
    ],
    source:
      'Jervis Johnson, "Dungeonbowl", White Dwarf 55 (November 1998), French translation, College ' +
      'chart (DB-TEAM-7, DB-TEAM-8, DB-TEAM-9, DB-TEAM-10); positions and costs from the BB2020 rosters of this module.',
  };
}
