import {
  READY_TEAMS,
  checkInducements,
  checkTeam,
  getCollege,
  getRoster,
  inducementBudgets,
  sortedJson,
  teamSetup,
  withInducements,
  type ApothecaryUse,
  type Inducements,
  type LeagueRule,
  type TeamSetup,
  type TeamSheet,
} from '@dungeonbowl/engine';

/** A ready team offered on the start screen, with the roster it belongs to. */
export interface TeamOffer {
  readonly id: string;
  readonly label: string;
  readonly sheet: TeamSheet;
  readonly setup: TeamSetup;
  /** Where the coach's own team came from; none for a ready team. */
  readonly from?: TeamSource;
}

/** Where a coach's own team came from: a team sheet file, or the team builder. */
export type TeamSource = 'a file' | 'the team builder';

const rosterName = (rosterId: string): string =>
  getRoster(rosterId)?.name ?? getCollege(rosterId)?.name ?? rosterId;

/** Every ready team, BB2020 rosters then Colleges of Magic, labelled "Roster — Team name". */
export const TEAM_OFFERS: readonly TeamOffer[] = READY_TEAMS.map((sheet, i) => ({
  id: `${sheet.rosterId}-${i}`,
  label: `${rosterName(sheet.rosterId)} — ${sheet.name}`,
  sheet,
  setup: teamSetup(sheet),
}));

/** The ready team of a roster, for the start screen's first choices. */
export const offerFor = (rosterId: string): TeamOffer =>
  TEAM_OFFERS.find((o) => o.sheet.rosterId === rosterId) ?? TEAM_OFFERS[0]!;

/**
 * The coach's own team for a slot, from a team sheet file or the team builder; `null` when this
 * screen does not know where it came from (a seat's team chosen on another screen).
 */
export const ownTeam = (sheet: TeamSheet, from: TeamSource | null): TeamOffer => ({
  id: 'own',
  label: `${sheet.name} (${from ? `from ${from}` : 'your own team'})`,
  sheet,
  setup: teamSetup(sheet),
  ...(from && { from }),
});

/** A team picker's choice: the ready team's id, or the own team's with that team. */
export interface TeamChoice {
  readonly offer: string;
  readonly own: TeamOffer | null;
}

/**
 * The ready teams by their sheet as JSON with its keys sorted: the room may keep a sheet's fields
 * in another order (a database's JSON).
 */
const readyBySheet = new Map(TEAM_OFFERS.map((o) => [sortedJson(o.sheet), o]));

/**
 * What a team picker shows for a sheet already chosen (an online seat's, as the room keeps it):
 * the ready team it is, else the coach's own team, named after where it came from (`from`, when
 * known); the ready team of `rosterId` when none is chosen yet.
 */
export function choiceOf(
  sheet: TeamSheet | null,
  from: TeamSource | null,
  rosterId = 'human',
): TeamChoice {
  if (sheet === null) return { offer: offerFor(rosterId).id, own: null };
  const ready = readyBySheet.get(sortedJson(sheet));
  if (ready) return { offer: ready.id, own: null };
  const own = ownTeam(sheet, from);
  return { offer: own.id, own };
}

/**
 * The colour the coach chose for a team of his own (team builder, team sheet file), as `#rrggbb`
 * (a sheet's short `#rgb` written out); null for a ready team, which plays in its usual colour.
 */
export function chosenColour(team: TeamOffer): string | null {
  if (team.id !== 'own') return null;
  const colour = team.sheet.colours.primary.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  return short
    ? `#${short
        .slice(1)
        .map((d) => d + d)
        .join('')}`
    : colour;
}

/** The team a start screen slot plays: its own team if it has one, else the ready team chosen. */
export const slotTeam = (offerId: string, own: TeamOffer | null): TeamOffer =>
  own ?? TEAM_OFFERS.find((o) => o.id === offerId) ?? TEAM_OFFERS[0]!;

/**
 * A team sheet read from a file, checked like the team builder checks it: a team that breaks a
 * roster's limits or the budget is refused with the problems in words, those that break a rule
 * of the game (the team's size, its positions, its budget) before those of single entries, which
 * a sheet of thousands of players may have thousands of.
 */
export function teamFromText(text: string): { team: TeamOffer } | { problems: string[] } {
  let sheet: unknown;
  try {
    sheet = JSON.parse(text);
  } catch {
    return { problems: ['The file is not JSON: it should be a team sheet.'] };
  }
  const problems = checkTeam(sheet as TeamSheet);
  if (problems.length > 0)
    return {
      problems: problems
        .toSorted((a, b) => Number(a.ruleId === undefined) - Number(b.ruleId === undefined))
        .map((p) => p.message),
    };
  return { team: ownTeam(sheet as TeamSheet, 'a file') };
}

/**
 * What the league rules switched on say against the teams about to play (LM-10), each problem
 * naming its team; none when they may all play.
 */
export function leagueProblems(
  teams: readonly TeamOffer[],
  league: readonly LeagueRule[],
): string[] {
  if (league.length === 0) return [];
  return teams.flatMap((team, i) =>
    checkTeam(team.sheet, Infinity, { league, minPlayers: 0 })
      .filter((p) => p.ruleId?.startsWith('LM-'))
      .map((p) => `Team ${i + 1} (${team.sheet.name}): ${p.message}`),
  );
}

/**
 * The teams of a match as they play it: each with its inducements (DB-TEAM-5), or every problem
 * with their inducements and the league rules, each naming its team.
 */
export function matchTeams(
  teams: readonly TeamOffer[],
  league: readonly LeagueRule[],
  inducements: readonly Inducements[],
  apothecaryUses: readonly ApothecaryUse[] = [],
): { setups: TeamSetup[] } | { problems: string[] } {
  const budgets = inducementBudgets(teams.map((t) => t.sheet));
  const problems = [
    ...leagueProblems(teams, league),
    ...teams.flatMap((team, i) =>
      checkInducements(team.sheet, inducements[i] ?? {}, budgets[i]!).map(
        (p) => `Team ${i + 1} (${team.sheet.name}): ${p.message}`,
      ),
    ),
  ];
  if (problems.length > 0) return { problems };
  return {
    setups: teams.map((team, i) => {
      const setup = withInducements(team.setup, inducements[i] ?? {});
      const use = apothecaryUses[i] ?? 'any';
      return setup.apothecaries && use !== 'any' ? { ...setup, apothecaryUse: use } : setup;
    }),
  };
}

/** What a coach may keep his apothecaries for (BB-INJ-10), in words. */
export const apothecaryUseLabels: Record<ApothecaryUse, string> = {
  any: 'the first player knocked out or hurt',
  casualty: 'the first Casualty',
  serious: 'the first Casualty worse than Badly Hurt',
};
