import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action, MatchOptions, ReplayCoach, TeamSetup } from '@dungeonbowl/engine';
import type { TackleZoneAnswer } from './tackle-zone-answers';

/** Who plays a team: a person at this screen, or one of the engine's bots. */
export type Coach = ReplayCoach;

/**
 * A match as the play app keeps it: what the engine's `startMatch` was given, who coaches each
 * team and every action taken since. Plain JSON: it is what the browser autosaves, and with the
 * result and hash added it is the engine's replay file.
 */
export interface MatchRecord {
  readonly map: DungeonMap;
  /** Where the map came from, in words ("Sample: Training Hall", "From the editor"). */
  readonly mapSource: string;
  readonly teams: readonly TeamSetup[];
  readonly coaches: readonly Coach[];
  readonly seed: string;
  readonly options: MatchOptions;
  readonly actions: readonly Action[];
  /**
   * With 3 or 4 teams, each coach's standing answers about marking other teams' movers
   * (DB-MULTI-5), by `answerKey`; left out until one is chosen.
   */
  readonly tackleZoneAnswers?: Readonly<Record<string, TackleZoneAnswer>>;
  /**
   * The coach typed the seed on the start screen rather than letting the app draw one: whoever
   * knows it may know the dice, so the match says so.
   */
  readonly seedTyped?: true;
  /**
   * The colour each team's coach chose in the team builder or team sheet (`#rrggbb`), in team
   * order, `null` for a ready team; left out when none was chosen, as in older saves and files.
   * The board draws it unless it clashes (`boardTeamColours`).
   */
  readonly teamColours?: readonly (string | null)[];
}

/**
 * Whether the seed may be shown: once the match is over, or when a coach typed it. Before the
 * end a drawn seed stays off the screen, as it tells the ball's chest and every roll to come.
 */
export const seedShown = (record: MatchRecord, over: boolean): boolean =>
  record.seed !== '' && (over || record.seedTyped === true);

export const coachLabels: Record<Coach, string> = {
  human: 'Human',
  heuristic: 'Bot (heuristic)',
  random: 'Bot (random)',
};
