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
 * The match record an online match is shown with: the map, the options and who coaches each
 * team. The seed, the teams' setups and the full state stay on the server; the actions are
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
    coaches: Array.from({ length: teams }, (_, i) => {
      const kind = presence?.seats[i]?.kind;
      return kind ? coachOfSeat[kind] : 'human';
    }),
    seed: '',
    options: {
      ...defaultOptions,
      ruleset: welcome.map.ruleset ?? defaultOptions.ruleset,
      ...welcome.options,
    },
    actions: [],
  };
}
