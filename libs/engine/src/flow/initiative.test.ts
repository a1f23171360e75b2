import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import { play } from '../testing/fixture';
import { readyMatch } from '../testing/matches';

const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;

/** A three- or four-team match, set up, with its next dice forced. */
function multi(teams: number, dice: number[]): GameState {
  const rosters = ['human', 'orc', 'dwarf', 'skaven'].slice(0, teams);
  const state = readyMatch(pyramid, rosters, `initiative-${teams}`);
  return { ...state, dice: { ...state.dice, forced: dice } };
}

/** Ends every team turn of the first round. */
const endRound = (state: GameState) =>
  play(state, ...state.teams.map(() => ({ type: 'end-turn' }) as const));

describe('initiative with 3 or 4 teams', () => {
  it('DB-MULTI-1, DB-MULTI-2: every new round each team rolls 2D6, the highest playing first', () => {
    // The Pyramid's doors roll 1 at the end of the round (DB-DOOR-4); then round 2: team 0 rolls 4,
    // team 1 rolls 12, team 2 rolls 7.
    const start = multi(3, [1, 2, 2, 6, 6, 3, 4]);
    const { state, events } = endRound(start);
    expect(events).toContainEqual({
      type: 'initiative-roll',
      rolls: [
        { team: 0, dice: [2, 2] },
        { team: 1, dice: [6, 6] },
        { team: 2, dice: [3, 4] },
      ],
    });
    const last = start.order[2]!;
    const expected = last === 1 ? [2, 1, 0] : [1, 2, 0];
    expect(state.order).toEqual(expected);
    expect(state.turn).toMatchObject({ team: expected[0], round: 2 });
  });

  it('DB-MULTI-1: tied teams roll again among themselves only', () => {
    // After the doors' 1 (DB-DOOR-4), teams 0 and 2 tie on 8 above team 1 (3); the re-roll puts
    // team 2 first; four-team ties alike.
    const start = multi(3, [1, 4, 4, 1, 2, 5, 3, 1, 1, 6, 6]);
    const { state, events } = endRound(start);
    const rolls = events.filter((e) => e.type === 'initiative-roll');
    expect(rolls).toHaveLength(2);
    expect(rolls[1]).toMatchObject({ rolls: [{ team: 0 }, { team: 2 }] });
    const last = start.order[2]!;
    expect(state.order).toEqual(last === 2 ? [0, 2, 1] : [2, 0, 1]);
  });

  it('DB-MULTI-3: the team that played last never plays twice in a row: it swaps with the second', () => {
    const start = multi(4, []);
    const last = start.order[3]!;
    // After the doors' 1 (DB-DOOR-4), the last team of round 1 rolls 12, the others 2, 3 and 4.
    const dice = [0, 1, 2, 3].flatMap((team) =>
      team === last
        ? [6, 6]
        : ([
            [1, 1],
            [1, 2],
            [2, 2],
          ][team > last ? team - 1 : team] as number[]),
    );
    const { state, events } = endRound({ ...start, dice: { ...start.dice, forced: [1, ...dice] } });
    expect(state.order[0]).not.toBe(last);
    expect(state.order[1]).toBe(last);
    expect(state.turn.team).toBe(state.order[0]);
    // The swap is told, so the log can say why the winner plays second.
    expect(events).toContainEqual({
      type: 'initiative-swapped',
      team: last,
      first: state.order[0],
    });
  });

  it('DB-MATCH-11: two teams keep alternating, with no initiative roll', () => {
    const state = readyMatch(pyramid, ['human', 'orc'], 'two');
    const { state: next, events } = endRound(state);
    expect(events.some((e) => e.type === 'initiative-roll')).toBe(false);
    expect(next.order).toEqual(state.order);
  });
});
