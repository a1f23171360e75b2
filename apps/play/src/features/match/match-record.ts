import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action, MatchOptions, ReplayCoach, TeamSetup } from '@dungeonbowl/engine';
import type { TackleZoneAnswer } from './tackle-zone-answers';

/** Who plays a team: a person at this screen, or one of the engine's bots. */
export type Coach = ReplayCoach;

/**
 * A match as the play app keeps it: what the engine's `startMatch` was given, who coaches each
 * team and every action taken since, and the coaches' own choices for it at this screen (their
 * standing answers, the bots' pace and pause). Plain JSON: it is what the browser autosaves, and
 * with the result and hash added (and the screen's choices left out) it is the engine's replay file.
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
  /** The pace the bots of this match play at, at this screen; left out until a coach chooses one (Normal). */
  readonly botPace?: BotPace;
  /** The coach paused the bots of this match; left out while they play. */
  readonly botsPaused?: true;
}

/**
 * The bots' paces, as milliseconds a bot waits before each action. A three-bot match on the
 * Fortress of Valdemor of 2,305 actions, the floor followed, lasted 197 s at Normal and 62 s at a
 * 15 ms Fast, the bots' thinking and the board's drawing being some 27 s of it: Fast waits 5 ms,
 * for under a minute. Slow lets each step be followed.
 */
export const BOT_PACES = { Slow: 400, Normal: 70, Fast: 5, Instant: 0 } as const;

export type BotPace = keyof typeof BOT_PACES;

/** The pace of a match's bots, Normal unless the coach chose another. */
export const botPaceOf = (record: MatchRecord | null): BotPace => record?.botPace ?? 'Normal';

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
