import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { apply } from '../engine';
import { autoPlacement, startMatch } from '../flow/setup';
import type { Action } from '../model/actions';
import type { TeamSetup } from '../model/team-setup';
import type { GameState, MatchOptions } from '../model/state';
import { readyTeamsFor, teamSetup } from '../rosters';

/** Answers the set-up decisions: each team takes the first free end zone and auto-places. */
export function finishSetup(start: GameState): GameState {
  let state = start;
  for (let decision = state.pending.at(-1); decision; decision = state.pending.at(-1)) {
    const actions: Action[] =
      decision.kind === 'choose-end-zone'
        ? [{ type: 'choose-end-zone', endZone: decision.options[0]! }]
        : decision.kind === 'set-up'
          ? autoPlacement(state)
          : [];
    if (actions.length === 0) break;
    for (const action of actions) {
      const result = apply(state, action);
      if ('error' in result) throw new Error(result.error);
      state = result.state;
    }
  }
  return state;
}

/** A match on a map between the ready teams of some rosters, set up and ready for its first turn. */
export function readyMatch(
  map: DungeonMap,
  rosterIds: readonly string[],
  seed: string,
  options: Partial<MatchOptions> = {},
): GameState {
  const teams = rosterIds.map(readyTeam);
  const result = startMatch(map, teams, seed, options);
  if ('error' in result) throw new Error(result.error);
  return finishSetup(result.state);
}

/**
 * The first ready team of a roster, as a team of a match: made once per roster, as the command
 * line's simulations make theirs once per run, since a ready team's sheet never changes and a
 * match never changes the setup it starts from.
 */
function readyTeam(rosterId: string): TeamSetup {
  let team = readyTeams.get(rosterId);
  if (!team) {
    const sheet = readyTeamsFor(rosterId)[0];
    if (!sheet) throw new Error(`No ready team for ${rosterId}`);
    readyTeams.set(rosterId, (team = teamSetup(sheet)));
  }
  return team;
}
// A pure memo by roster: a ready team's setup follows from its roster id alone (see above).
// eslint-disable-next-line no-restricted-syntax -- a memo by roster id
const readyTeams = new Map<string, TeamSetup>();
