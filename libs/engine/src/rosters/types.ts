import type { SkillName } from './skills';

/** The skill categories a player may learn from (traits, T, are never learnt). */
export type SkillCategory = 'A' | 'G' | 'M' | 'P' | 'S';

/**
 * What a position does on its team. The College rules of Jervis 1998 (DB-TEAM-8) limit players by
 * these roles; BB2020 itself only names positions, so each roster entry below assigns one.
 */
export type PositionRole =
  'lineman' | 'thrower' | 'catcher' | 'blitzer' | 'blocker' | 'runner' | 'big-guy' | 'special';

/** The values some skills carry on a roster, e.g. Loner (4+) is `{ loner: 4 }`. */
export interface SkillParams {
  /** Loner (X+): the D6 result needed to use a team re-roll. */
  loner?: number;
  /** Mighty Blow (+X). */
  mightyBlow?: number;
  /** Dirty Player (+X). */
  dirtyPlayer?: number;
  /** Animosity (target), e.g. "all team-mates" or "Orc Linemen". */
  animosity?: string;
}

export interface Position {
  /** Kebab-case, unique in its roster. */
  id: string;
  name: string;
  role: PositionRole;
  /** How many players of this position a team may have. */
  max: number;
  /** In gold pieces. */
  cost: number;
  ma: number;
  st: number;
  /** Target number of the Agility test: 3 means AG 3+. */
  ag: number;
  /** Target number of the Passing Ability test, or null for "–". */
  pa: number | null;
  /** Target number of the Armour roll: 9 means AV 9+. */
  av: number;
  skills: SkillName[];
  skillParams?: SkillParams;
  primary: SkillCategory[];
  secondary: SkillCategory[];
  /** True exactly when `role` is 'big-guy'. */
  bigGuy: boolean;
}

export interface Roster {
  /** Kebab-case, e.g. 'wood-elf'. */
  id: string;
  name: string;
  /** Cost of one team re-roll, in gold pieces. */
  rerollCost: number;
  /** Whether the team may buy an apothecary. */
  apothecary: boolean;
  positions: Position[];
  specialRules: string[];
  /** Where the figures come from, and how far they were checked. */
  source: string;
}

export interface TeamPlayer {
  /** Shirt number, 1 to 99, unique in the team. */
  number: number;
  name: string;
  /** A position id of the team's roster (for a College team: "rosterId/positionId"). */
  positionId: string;
  /**
   * Niggling Injuries from earlier matches, as a league's team sheet records them: each gives +1
   * to his Casualty rolls (BB-INJ-8). None when left out.
   */
  nigglingInjuries?: number;
}

export interface TeamSheet {
  name: string;
  /** A roster id (e.g. 'human') or a College id (e.g. 'light-wizards'). */
  rosterId: string;
  coach?: string;
  /** CSS hex colours, e.g. '#1d4ed8'. */
  colours: { primary: string; secondary: string };
  rerolls: number;
  apothecary: boolean;
  players: TeamPlayer[];
}

/** The three columns of the College chart (DB-TEAM-7, DB-TEAM-10). */
export type CollegeRaceSlot = 'main' | 'other' | 'last';

export interface CollegeRace {
  /** The race as the College chart names it, e.g. 'Dwarfs'. */
  name: string;
  /** The BB2020 roster the race's players come from. */
  rosterId: string;
  /** Only these positions of the roster (a big-guy race supplies its big guy only). */
  positionIds?: string[];
}

/**
 * A Jervis Johnson College of Magic team type (Dungeonbowl 1998, DB-TEAM-7, DB-TEAM-8, DB-TEAM-9,
 * DB-TEAM-10).
 */
export interface College {
  /** Kebab-case, e.g. 'light-wizards'; never the id of a roster. */
  id: string;
  name: string;
  /** The name in the French text, e.g. 'Sorciers de Lumière'. */
  frenchName: string;
  races: Record<CollegeRaceSlot, CollegeRace>;
}

export type TeamProblemCode =
  | 'invalid-sheet'
  | 'invalid-name'
  | 'invalid-colour'
  | 'unknown-roster'
  | 'unknown-position'
  | 'invalid-player-number'
  | 'duplicate-player-number'
  | 'invalid-player-name'
  | 'invalid-niggling-injuries'
  | 'position-max'
  | 'too-few-players'
  | 'too-many-players'
  | 'invalid-rerolls'
  | 'apothecary-not-allowed'
  | 'over-budget'
  | 'college-race-max'
  | 'college-role-max'
  | 'college-position-max'
  | 'league-big-guys'
  | 'inducement-max'
  | 'inducement-not-allowed'
  | 'inducements-over-budget';

export interface TeamProblem {
  code: TeamProblemCode;
  /** A sentence a coach understands. */
  message: string;
  /** The player concerned, when there is one. */
  playerNumber?: number;
  /** The rule the problem breaks, when the rules files name it. */
  ruleId?: string;
}
