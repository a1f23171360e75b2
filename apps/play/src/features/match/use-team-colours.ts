import { useMemo } from 'react';
import { useAppSelector } from '../../hooks';
import { boardTeamColours } from './team-colours';

/**
 * The teams' colours of the match open, in team order, as the board draws them: those the coaches
 * chose, unless they clash (`boardTeamColours`), else the usual ones. Use `pieceColour` for a team.
 */
export function useTeamColours(): readonly string[] {
  const chosen = useAppSelector((s) => s.match.record?.teamColours);
  const count = useAppSelector((s) => s.match.record?.teams.length ?? 0);
  return useMemo(() => boardTeamColours(count, chosen).colours, [count, chosen]);
}
