/**
 * Inducements (coups de pouce, DB-TEAM-3, DB-TEAM-4, DB-TEAM-5, DB-TEAM-6): a team whose
 * Dungeonbowl Team Value is below the highest in the match may spend the difference on the few
 * inducements that make sense underground.
 *
 * Offered: Extra Team Training and Wandering Apothecaries, at their BB2020 prices. Not offered,
 * although DB-TEAM-5 allows them: the Mortuary Assistant and the Plague Doctor (their BB2020 text
 * is not in the rules files, which ask to verify it), Riotous Rookies (journeymen, which
 * Dungeonbowl does not hire, BB-NA-8), Mercenaries (not in the BB2020 core list, as DB-TEAM-5
 * notes) and Star Players (the project has no Star Player data).
 */
import type { TeamSetup } from '../model/team-setup';
import { rosterFor } from './match-players';
import { formatGold, teamValue } from './team-builder';
import type { TeamProblem, TeamSheet } from './types';

export const INDUCEMENTS = {
  'extra-team-training': {
    name: 'Extra Team Training',
    price: 100_000,
    max: 4,
    gives: 'one more team re-roll for this match',
  },
  'wandering-apothecary': {
    name: 'Wandering Apothecary',
    price: 100_000,
    max: 2,
    gives: 'an apothecary for this match (BB-INJ-10)',
  },
} as const;

export type InducementId = keyof typeof INDUCEMENTS;
export const INDUCEMENT_IDS = Object.keys(INDUCEMENTS) as readonly InducementId[];

/** How many of each inducement a team takes; those left out are none. */
export type Inducements = Partial<Record<InducementId, number>>;

/**
 * Each team's inducement budget (DB-TEAM-4): the highest Dungeonbowl Team Value of the match
 * less its own (DB-TEAM-3, `teamValue`); the highest team gets none.
 */
export function inducementBudgets(sheets: readonly TeamSheet[]): number[] {
  const values = sheets.map(teamValue);
  const highest = Math.max(...values);
  return values.map((value) => highest - value);
}

/** What the inducements cost. */
export const inducementCost = (chosen: Inducements): number =>
  INDUCEMENT_IDS.reduce((sum, id) => sum + (chosen[id] ?? 0) * INDUCEMENTS[id].price, 0);

/** Every problem with a team's inducements: limits, who may take them, the budget (DB-TEAM-5). */
export function checkInducements(
  sheet: TeamSheet,
  chosen: Inducements,
  budget: number,
): TeamProblem[] {
  const problems: TeamProblem[] = [];
  for (const id of INDUCEMENT_IDS) {
    const { name, max } = INDUCEMENTS[id];
    const count = chosen[id] ?? 0;
    if (!Number.isInteger(count) || count < 0 || count > max)
      problems.push({
        code: 'inducement-max',
        message: `A team may take 0 to ${max} ${name}; this team takes ${count}.`,
        ruleId: 'DB-TEAM-5',
      });
  }
  const apothecaries = chosen['wandering-apothecary'] ?? 0;
  if (apothecaries > 0 && rosterFor(sheet.rosterId)?.apothecary === false)
    problems.push({
      code: 'inducement-not-allowed',
      message: `${sheet.name} may not take a Wandering Apothecary: its team list allows no apothecary.`,
      ruleId: 'DB-INJ-4',
    });
  const cost = inducementCost(chosen);
  if (cost > budget)
    problems.push({
      code: 'inducements-over-budget',
      message: `These inducements cost ${formatGold(cost)} gold pieces; ${sheet.name} may spend ${formatGold(budget)}.`,
      ruleId: 'DB-TEAM-4',
    });
  return problems;
}

/** A team for the match with its inducements: more team re-rolls, more apothecaries. */
export function withInducements(setup: TeamSetup, chosen: Inducements): TeamSetup {
  const training = chosen['extra-team-training'] ?? 0;
  const apothecaries = (setup.apothecaries ?? 0) + (chosen['wandering-apothecary'] ?? 0);
  return {
    ...setup,
    rerolls: setup.rerolls + training,
    ...(apothecaries > 0 && { apothecaries }),
    ...(INDUCEMENT_IDS.some((id) => (chosen[id] ?? 0) > 0) && { inducements: chosen }),
  };
}
