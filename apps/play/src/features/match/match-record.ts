import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action, MatchOptions, TeamSetup } from '@dungeonbowl/engine';
import type { TackleZoneAnswer } from './tackle-zone-answers';

/** Who plays a team: a person at this screen, or one of the engine's bots. */
export type Coach = 'human' | 'heuristic' | 'random';

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
}

export const coachLabels: Record<Coach, string> = {
  human: 'Human',
  heuristic: 'Bot (heuristic)',
  random: 'Bot (random)',
};
