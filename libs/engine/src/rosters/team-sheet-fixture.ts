/** Test fixtures: team sheets built from a line-up. Used by the tests of this folder only. */
import type { TeamProblem, TeamSheet } from './types';

/** A sheet of `rosterId` with `count` players of each position id, numbered from 1. */
export function sheet(
  rosterId: string,
  lineup: ReadonlyArray<readonly [positionId: string, count: number]>,
  extra: Partial<TeamSheet> = {},
): TeamSheet {
  const positions = lineup.flatMap(([id, count]) => Array<string>(count).fill(id));
  return {
    name: 'Test Team',
    rosterId,
    colours: { primary: '#112233', secondary: '#abc' },
    rerolls: 0,
    apothecary: false,
    players: positions.map((positionId, index) => ({
      number: index + 1,
      name: `Player ${index + 1}`,
      positionId,
    })),
    ...extra,
  };
}

export const codes = (problems: readonly TeamProblem[]) => problems.map((problem) => problem.code);
