import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { readyTeamsFor, startMatch, teamSetup, type GameEvent } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { eventsSeen } from './events-seen';

const teams = ['human', 'orc'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
const started = startMatch(sampleMaps[0]!.map, teams, 'seed', {});
if ('error' in started) throw new Error(started.error);
const { state } = started;

describe('the events a coach is told', () => {
  it('tell what a chest held once it is open, never while it is closed', () => {
    const closed = state.chests[0]!.at;
    const opened = { floor: 99, x: 0, y: 0 };
    const events: GameEvent[] = [
      { type: 'chest-opened', player: '0-1', at: opened, content: 'trap' },
      { type: 'chest-opened', player: '0-1', at: closed, content: 'ball' },
      { type: 'turn-ended', team: 0 },
    ];
    expect(eventsSeen(events, state)).toEqual([events[0], events[2]]);
  });
});
