import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../hooks';
import type { RootState } from '../../store';
import { boardTeamColours } from './team-colours';

/**
 * The teams' colours of the match open, in team order, as the board draws them: those the coaches
 * chose, unless they clash (`boardTeamColours`), else the usual ones; one a team that has a
 * coach, at one screen or online (where the teams' setups stay on the server).
 */
export const selectTeamColours = createSelector(
  [
    (s: RootState) => s.match.record?.teamColours,
    (s: RootState) => s.match.record?.coaches.length ?? 0,
  ],
  (chosen, count): readonly string[] => boardTeamColours(count, chosen).colours,
);

/** The teams' colours of the match open (`selectTeamColours`). Use `pieceColour` for a team. */
export const useTeamColours = (): readonly string[] => useAppSelector(selectTeamColours);
