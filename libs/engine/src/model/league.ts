import type { MatchOptions } from './state';

/**
 * The Ligue Mythril's house rules (LM-…, blood-bowl-core.md) a match may switch on, each with
 * what it changes. The others are left out: they concern the league's calendar or bets (LM-8,
 * LM-9, LM-22, LM-26), team development between matches (LM-11, LM-12), things Dungeonbowl does not
 * have (kick-offs LM-6, halves LM-13, star players and allies LM-2, LM-3, LM-4, LM-5, LM-7, LM-16),
 * or say what BB2020 already says (LM-18, LM-20, LM-28, LM-35, LM-38, LM-39).
 */
export const leagueRules = {
  'LM-10': 'At most 2 big guys in a team',
  'LM-23': 'A failed Rush causes no Armour roll',
  'LM-27': 'A coach may concede the match',
  'LM-31': "A pass is fumbled on a 1 after the thrower's tackle zones",
  'LM-32': 'Regeneration works on 3+',
} as const;

export type LeagueRule = keyof typeof leagueRules;

export const LEAGUE_RULES = Object.keys(leagueRules) as readonly LeagueRule[];

export const isLeagueRule = (id: unknown): id is LeagueRule =>
  typeof id === 'string' && Object.hasOwn(leagueRules, id);

/** Whether the match plays with this league rule switched on. */
export const withLeagueRule = (options: MatchOptions, rule: LeagueRule): boolean =>
  options.league?.includes(rule) ?? false;
