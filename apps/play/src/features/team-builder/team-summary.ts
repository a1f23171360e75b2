import {
  COLLEGE_RULES,
  DEFAULT_BUDGET,
  checkTeam,
  collegePositions,
  getCollege,
  positionLimit,
  rosterFor,
  teamValue,
  type CollegeRaceSlot,
  type Position,
  type PositionRole,
  type TeamProblem,
  type TeamSheet,
} from '@dungeonbowl/engine';

/** A count against its limit, shown as "2/4". */
export interface Tally {
  readonly label: string;
  readonly count: number;
  readonly limit: number;
}

/** One position of the team list: its profile, how many the team has and may have. */
export interface PositionLine {
  readonly position: Position;
  readonly count: number;
  readonly limit: number;
}

/** For a College: the positions of one race of the chart, with the race's limit (DB-TEAM-7). */
export interface PositionGroup {
  /** "Dwarfs (main race)", or null for a roster's single list. */
  readonly title: string | null;
  readonly tally: Tally | null;
  readonly lines: readonly PositionLine[];
}

/** What the team builder shows of a sheet: the positions, the costs and what `checkTeam` says. */
export interface TeamSummary {
  /** The team list's name, or null when the sheet names no known list. */
  readonly listName: string | null;
  readonly groups: readonly PositionGroup[];
  /** For a College: the totals by role over the whole team (DB-TEAM-8). */
  readonly roles: readonly Tally[];
  readonly rerollCost: number;
  readonly apothecaryAllowed: boolean;
  /** Team value as Dungeonbowl counts it (DB-TEAM-3), against the budget. */
  readonly total: number;
  readonly budget: number;
  readonly left: number;
  readonly problems: readonly TeamProblem[];
}

const SLOT_WORDS: Record<CollegeRaceSlot, string> = {
  main: 'main race',
  other: 'other race',
  last: 'last race',
};

const ROLE_WORDS: Partial<Record<PositionRole, string>> = {
  blitzer: 'Blitzers',
  blocker: 'Blockers',
  catcher: 'Catchers',
  thrower: 'Throwers',
  'big-guy': 'Big guys',
};

/**
 * The team builder's view of a sheet. The limits shown are the engine's (`positionLimit`,
 * `COLLEGE_RULES`), and every problem is `checkTeam`'s, with the default budget and team size,
 * the same check a team sheet read from a file passes on the start screen.
 */
export function summariseTeam(sheet: TeamSheet): TeamSummary {
  const roster = rosterFor(sheet.rosterId);
  const college = getCollege(sheet.rosterId);
  const fielded = sheet.players.flatMap(
    (p) => roster?.positions.find((position) => position.id === p.positionId) ?? [],
  );
  const count = (test: (position: Position) => boolean) => fielded.filter(test).length;
  const line = (position: Position): PositionLine => ({
    position,
    count: count((p) => p.id === position.id),
    limit: positionLimit(sheet.rosterId, position.id) ?? position.max,
  });

  let groups: PositionGroup[] = [];
  if (college && roster) {
    const origins = collegePositions(college);
    groups = (['main', 'other', 'last'] as const).map((slot) => {
      const ids = new Set(origins.filter((o) => o.slot === slot).map((o) => o.id));
      const race = college.races[slot].name;
      return {
        title: `${race} (${SLOT_WORDS[slot]})`,
        tally: {
          label: race,
          count: count((p) => ids.has(p.id)),
          limit: COLLEGE_RULES.raceMax[slot],
        },
        lines: roster.positions.filter((p) => ids.has(p.id)).map(line),
      };
    });
  } else if (roster) {
    groups = [{ title: null, tally: null, lines: roster.positions.map(line) }];
  }

  const roles = college
    ? Object.entries(COLLEGE_RULES.roleMax).map(([role, limit]) => ({
        label: ROLE_WORDS[role as PositionRole] ?? role,
        count: count((p) => p.role === role),
        limit,
      }))
    : [];
  const total = teamValue(sheet);
  return {
    listName: roster?.name ?? null,
    groups,
    roles,
    rerollCost: roster?.rerollCost ?? 0,
    apothecaryAllowed: roster?.apothecary ?? false,
    total,
    budget: DEFAULT_BUDGET,
    left: DEFAULT_BUDGET - total,
    problems: checkTeam(sheet, DEFAULT_BUDGET),
  };
}
