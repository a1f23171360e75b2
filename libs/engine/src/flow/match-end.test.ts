import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { defaultOptions } from './create';
import { board, named, play } from '../testing/fixture';
import { readyMatch } from '../testing/matches';
import { view } from '../view';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
/** Team 1's end zone on the right of the hall, team 0's on the left, one more nobody chose. */
const zones = (builder: ReturnType<typeof board>) =>
  builder
    .endZone({ id: 'west', x: 0, y: 0, width: 2, height: 4 }, 0)
    .endZone({ id: 'east', x: 8, y: 0, width: 2, height: 4 }, 1)
    .endZone({ id: 'spare', x: 4, y: 4, width: 2, height: 1 });

describe('sudden death', () => {
  it("DB-MATCH-4, DB-MATCH-5, BB-TO-9: a Standing ball carrier stepping into an opponent's end zone wins at once", () => {
    const start = zones(board(hall)).player('runner', 7, 1).ballHeldBy('runner').build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(8, 1) },
    );
    expect(state.result).toEqual({ winner: 0, reason: 'touchdown', scorer: '0-1' });
    expect(events).toContainEqual({ type: 'touchdown', player: '0-1', team: 0 });
    expect(legalActions(state)).toEqual([]);
    expect(apply(state, { type: 'end-turn' })).toEqual({ error: 'The match is over.' });
  });

  it('DB-MATCH-5: his own end zone and an end zone nobody chose never count (DB-SETUP-13)', () => {
    const start = zones(board(hall))
      .player('runner', 2, 1)
      .player('other', 4, 3)
      .ballHeldBy('runner')
      .build();
    const own = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 1) },
    ).state;
    expect(own.result).toBeNull();
    const spare = zones(board(hall)).player('runner', 4, 3).ballHeldBy('runner').build();
    const unused = play(
      spare,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(4, 4) },
    ).state;
    expect(unused.result).toBeNull();
  });

  it("DB-MATCH-5, BB-BALL-11: a ball carrier pushed into the opponent's end zone on his opponent's turn scores if he stays Standing", () => {
    const start = zones(board(hall))
      .player('carrier', 7, 1)
      .player('blocker', 6, 1, { team: 1 })
      .ballHeldBy('carrier')
      .activeTeam(1)
      .withDice([3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '1-1', action: 'block' },
      { type: 'block', target: '0-1' },
      { type: 'push-to', square: at(8, 1) },
      { type: 'follow-up', follow: true },
    );
    expect(state.result).toMatchObject({ winner: 0, reason: 'touchdown' });
  });

  it('DB-MULTI-8: with 3 teams, a touchdown by any team ends the match: that team wins, the others lose', () => {
    const start = zones(board(hall))
      .player('runner', 2, 1, { team: 2 })
      .player('other', 5, 3, { team: 1 })
      .ballHeldBy('runner')
      .activeTeam(2)
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '2-1', action: 'move' },
      { type: 'move', to: at(1, 1) },
    );
    expect(state.result).toEqual({ winner: 2, reason: 'touchdown', scorer: '2-1' });
    expect(legalActions(state)).toEqual([]);
  });

  it('DB-MATCH-5: a ball carrier who falls as he enters the end zone does not score', () => {
    const start = zones(board(hall))
      .player('runner', 7, 1)
      .player('foe', 6, 0, { team: 1 })
      .ballHeldBy('runner')
      .withDice([1, 1, 1, 4])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(8, 1) },
    );
    expect(named(state, 'runner').stance).toBe('prone');
    expect(state.result).toBeNull();
  });

  it("DB-MATCH-6: no turn limit, but a simulation's round limit ends the match in a draw", () => {
    const start = board(hall)
      .player('a', 1, 1)
      .player('b', 5, 1, { team: 1 })
      .withOptions({ ...defaultOptions, maxRounds: 2 })
      .build();
    const two = play(start, { type: 'end-turn' }, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(two.result).toBeNull();
    const { state, events } = play(two, { type: 'end-turn' });
    expect(state.result).toEqual({ winner: null, reason: 'round-limit', scorer: null });
    expect(events).toContainEqual({ type: 'match-ended', winner: null, reason: 'round-limit' });
  });
});

describe('what a coach sees', () => {
  const match = readyMatch(sampleMaps[0].map, ['human', 'orc'], 'view');

  it('DB-SETUP-7: no view tells which chest holds the ball, nor the dice to come', () => {
    for (const viewer of [0, 1, null]) {
      const seen = view(match, viewer);
      const text = JSON.stringify(seen);
      expect(text).not.toContain('"ball":true');
      expect(text).not.toContain('rng');
      expect(seen.state.chests).toHaveLength(6);
      expect(Object.keys(seen.state)).not.toContain('dice');
    }
  });

  it('lists actions only for the coach who must act', () => {
    const acting = match.turn.team;
    expect(view(match, acting).actions).toEqual(legalActions(match));
    expect(view(match, 1 - acting).actions).toEqual([]);
    expect(view(match, null).actions).toEqual([]);
  });
});
