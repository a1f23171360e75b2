export {
  SKILLS,
  isSkillName,
  skillDefinition,
  type SkillCategoryLetter,
  type SkillDefinition,
  type SkillName,
} from './skills';
export { SKILL_DESCRIPTIONS, skillDescription } from './skill-descriptions';
export { SOURCE_FRENCH_TERMS, sourceFrenchIn } from './source-terms';
export type {
  College,
  CollegeRace,
  CollegeRaceSlot,
  Position,
  PositionRole,
  Roster,
  SkillCategory,
  SkillParams,
  TeamPlayer,
  TeamProblem,
  TeamProblemCode,
  TeamSheet,
} from './types';
export { BB2020_ROSTERS, getRoster } from './rosters-bb2020';
export {
  COLLEGES,
  COLLEGE_RULES,
  collegePositions,
  collegeRoster,
  getCollege,
  type CollegePosition,
} from './colleges';
export {
  APOTHECARY_COST,
  DEFAULT_BUDGET,
  MAX_REROLLS,
  TEAM_SIZE,
  checkTeam,
  formatGold,
  pluralName,
  positionLimit,
  teamValue,
  type CheckTeamOptions,
} from './team-builder';
export { READY_TEAMS, readyTeamsFor } from './ready-teams';
export {
  INDUCEMENTS,
  INDUCEMENT_IDS,
  checkInducements,
  inducementBudgets,
  inducementCost,
  withInducements,
  type InducementId,
  type Inducements,
} from './inducements';
export {
  matchPlayers,
  rosterFor,
  teamSetup,
  writtenSkills,
  type MatchPlayer,
} from './match-players';
