import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import { boardFromMap, defaultOptions } from '../../flow/create';
import { board, named, play } from '../../testing/fixture';

const hall = ['........', '........', '........', '........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

describe('statues', () => {
  it('DB-STATUE-1: nobody may step onto a statue', () => {
    const start = board(hall).player('a', 1, 1).statue(2, 1).build();
    const moving = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(legalActions(moving)).not.toContainEqual({ type: 'move', to: at(2, 1) });
    expect(apply(moving, { type: 'move', to: at(2, 1) })).toHaveProperty('error');
  });

  it.each(['torguer-2021', 'jervis-1998'] as const)(
    'DB-GEN-3: statues, from the 1998 rules alone, stand in the dungeon under the %s rules too',
    (ruleset) => {
      const start = board(hall)
        .player('a', 1, 1)
        .statue(2, 1)
        .withOptions({ ...defaultOptions, ruleset })
        .build();
      const moving = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
      expect(moving.options.ruleset).toBe(ruleset);
      expect(legalActions(moving)).not.toContainEqual({ type: 'move', to: at(2, 1) });
      expect(apply(moving, { type: 'move', to: at(2, 1) })).toEqual({
        error: 'That square cannot be walked into.',
      });
    },
  );

  it('DB-STATUE-1: a statue stops a push like a wall', () => {
    const start = board(hall)
      .player('attacker', 1, 1)
      .player('defender', 2, 1, { team: 1 })
      .statue(3, 0)
      .statue(3, 1)
      .statue(3, 2)
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-1' });
    expect(named(state, 'defender').at).toEqual(at(2, 1));
  });

  it('DB-STATUE-1: the ball never bounces onto a statue: the direction is rolled again', () => {
    const start = board(hall)
      .player('carrier', 1, 1)
      .player('foe', 0, 0, { team: 1 })
      .ballHeldBy('carrier')
      .statue(3, 1)
      // Dodge to (2, 1) fails, armour holds, the bounce towards the statue (D8 5) is rolled again: down (7).
      .withDice([1, 1, 1, 5, 7])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 1) },
    );
    expect(state.ball.at).toEqual(at(2, 2));
  });

  it('DB-STATUE-1: the statues of a map are on its board', () => {
    const crypt = sampleMaps.find((s) => s.id === 'jervis-crypt')!.map;
    expect(boardFromMap(crypt).statues).toContainEqual(at(19, 11));
  });
});

describe('passes over statues', () => {
  const passOver = (dice: number[]) =>
    board(hall)
      .player('thrower', 1, 2)
      .player('catcher', 4, 2)
      .ballHeldBy('thrower')
      .statue(2, 2)
      .statue(3, 2)
      .withDice(dice)
      .build();
  const activate = { type: 'activate', player: '0-1', action: 'pass' } as const;
  const throwIt = { type: 'pass', target: at(4, 2) } as const;
  const pass = [activate, throwIt] as const;

  it('DB-STATUE-1: statues do not block a pass: the ball flies over them', () => {
    const moving = play(passOver([]), activate).state;
    expect(legalActions(moving)).toContainEqual(throwIt);
  });

  it('DB-STATUE-2: a D6 for each statue flown over, nearest the thrower first; a 2 and a 6 let it by', () => {
    const { state, events } = play(passOver([4, 2, 6, 4]), ...pass);
    expect(events.filter((e) => e.type === 'statue-hit')).toEqual([]);
    expect(state.ball.carrier).toBe('0-2');
  });

  it('DB-STATUE-2: on a 1 the ball hits the statue and bounces off it, uncaught: a turnover', () => {
    // The second statue is hit; the ball bounces up from it (D8 2), where nobody stands.
    const { state, events } = play(passOver([4, 3, 1, 2]), ...pass);
    expect(events).toContainEqual({ type: 'statue-hit', at: at(3, 2) });
    expect(state.ball).toEqual({ at: at(3, 1), carrier: null });
    expect(state.turn.team).toBe(1);
  });
});
