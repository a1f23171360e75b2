import { defaultOptions } from '@dungeonbowl/engine';
import type { SeatKind, ServerMessages } from '@dungeonbowl/online-protocol';
import type { Coach, MatchRecord } from '../match/match-record';

/** Who plays a seat, in the play app's words: a person (here or elsewhere), or a bot. */
export const coachOfSeat: Record<SeatKind, Coach> = {
  remote: 'human',
  'bot-heuristic': 'heuristic',
  'bot-random': 'random',
};

/**
 * Who coaches each of `teams` teams and in which colours, as the room's presence tells it: the
 * colours left out when no coach chose one, as in a match at one screen.
 */
export function seatsOf(
  presence: ServerMessages['presence'] | null,
  teams: number,
): Pick<MatchRecord, 'coaches' | 'teamColours'> {
  const seats = Array.from({ length: teams }, (_, i) => presence?.seats[i]);
  const colours = seats.map((s) => s?.colour ?? null);
  return {
    coaches: seats.map((s) => (s ? coachOfSeat[s.kind] : 'human')),
    ...(colours.some((c) => c !== null) && { teamColours: colours }),
  };
}

/**
 * The match record an online match is shown with: the map, the options, who coaches each
 * team and in which colours. The seed, the teams' setups and the full state stay on the server; the actions are
 * those seen on this screen.
 */
export function onlineRecord(
  welcome: ServerMessages['welcome'],
  presence: ServerMessages['presence'] | null,
  teams: number,
): MatchRecord {
  return {
    map: welcome.map,
    mapSource: 'Online match',
    teams: [],
    ...seatsOf(presence, teams),
    seed: '',
    options: {
      ...defaultOptions,
      ruleset: welcome.map.ruleset ?? defaultOptions.ruleset,
      ...welcome.options,
    },
    actions: [],
  };
}
