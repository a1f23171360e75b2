/**
 * Ready-made legal teams for quick matches: one per BB2020 roster and one per College of Magic.
 * Each is a plain `TeamSheet` that passes `checkTeam` with the default budget.
 */
import * as bb2020A from './ready-teams-bb2020-a-h';
import * as bb2020B from './ready-teams-bb2020-i-w';
import * as colleges from './ready-teams-colleges';
import type { TeamSheet } from './types';

export const READY_TEAMS: readonly TeamSheet[] = [
  ...Object.values(bb2020A),
  ...Object.values(bb2020B),
  ...Object.values(colleges),
];

/** The ready teams of one roster or College. */
export function readyTeamsFor(rosterId: string): TeamSheet[] {
  return READY_TEAMS.filter((team) => team.rosterId === rosterId);
}
