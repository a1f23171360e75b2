import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import type { Action } from '../model/actions';
import type { GameState } from '../model/state';
import { board, named } from '../testing/fixture';
import {
  NO_TAKE_BACKS,
  keepTakeBack,
  takeBack,
  takeBackFor,
  takeBackOffer,
  takesBackCleanly,
  type TakeBacks,
} from './take-back';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const activate = (player: string, action: 'move' | 'blitz' = 'move') =>
  ({ type: 'activate', player, action }) as const;

/** Plays the actions as a screen does, keeping what may be taken back after each one. */
function played(
  start: GameState,
  ...actions: Action[]
): { state: GameState; takeBacks: TakeBacks } {
  let state = start;
  let takeBacks = NO_TAKE_BACKS;
  for (const [index, action] of actions.entries()) {
    const result = apply(state, action);
    if ('error' in result) throw new Error(`Refused ${JSON.stringify(action)}: ${result.error}`);
    takeBacks = keepTakeBack(takeBacks, index, state, result.state, result.events);
    state = result.state;
  }
  return { state, takeBacks };
}

describe('taking back a step', () => {
  it('a die-free move of two squares is taken back whole: the player back, his movement his again', () => {
    const start = board(hall).player('a', 1, 1, { ma: 6 }).build();
    const { state, takeBacks } = played(
      start,
      activate('0-1'),
      { type: 'move', to: at(2, 1) },
      { type: 'move', to: at(3, 1) },
    );
    expect(named(state, 'a').at).toEqual(at(3, 1));
    const point = takeBackFor(takeBacks, state, 0);
    expect(point?.index).toBe(0);
    expect(point?.state).toBe(start);
    expect(named(point!.state, 'a').at).toEqual(at(1, 1));
    expect(point!.state.turn.activation).toBeNull();
  });

  it('one Undo takes back one player’s action: the last one first', () => {
    const start = board(hall).player('a', 1, 1).player('b', 1, 3).build();
    const { state, takeBacks } = played(
      start,
      activate('0-1'),
      { type: 'move', to: at(2, 1) },
      { type: 'end-activation' },
      activate('0-2'),
      { type: 'move', to: at(2, 3) },
    );
    expect(takeBackFor(takeBacks, state, 0)?.index).toBe(3);
    expect(takeBackOffer(takeBacks, state, 0)).toEqual({ player: '0-2', actions: 2 });
    const taken = takeBack(takeBacks, state, 0);
    if ('error' in taken) throw new Error(taken.error);
    expect(taken).toMatchObject({ index: 3, undone: { player: '0-2', actions: 2 } });
    const again = takeBack(taken.takeBacks, taken.state, 0);
    if ('error' in again) throw new Error(again.error);
    expect(again).toMatchObject({ index: 0, state: start, undone: { player: '0-1', actions: 3 } });
    expect(takeBack(again.takeBacks, start, 0)).toEqual({
      error: expect.stringMatching(/^Nothing to undo/),
    });
  });

  it('BB-MOVE-3: a Dodge rolls a die, so neither it nor anything before it is taken back', () => {
    const start = board(hall)
      .player('a', 1, 1)
      .player('marker', 2, 1, { team: 1 })
      .withDice([6])
      .build();
    const dodged = played(start, activate('0-1'), { type: 'move', to: at(1, 2) });
    const result = apply(start, activate('0-1'));
    if ('error' in result) throw new Error(result.error);
    const step = apply(result.state, { type: 'move', to: at(1, 2) });
    if ('error' in step) throw new Error(step.error);
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'test', test: 'dodge' }));
    expect(takesBackCleanly(result.state, step.state, step.events)).toBe(false);
    expect(takeBackFor(dodged.takeBacks, dodged.state, 0)).toBeNull();
  });

  it('BB-MOVE-3: a step after the Dodge is taken back, to just after the Dodge', () => {
    const start = board(hall)
      .player('a', 1, 1, { ma: 6 })
      .player('marker', 2, 1, { team: 1 })
      .withDice([6])
      .build();
    const { state, takeBacks } = played(
      start,
      activate('0-1'),
      { type: 'move', to: at(0, 2) },
      { type: 'move', to: at(0, 3) },
    );
    const point = takeBackFor(takeBacks, state, 0);
    expect(point?.index).toBe(2);
    expect(named(point!.state, 'a').at).toEqual(at(0, 2));
  });

  it('DB-CHEST-1: once a chest is opened nothing is taken back, though no die was rolled', () => {
    const start = board(hall).player('a', 1, 1, { ma: 6 }).chest(2, 2, 'trap').build();
    const before = played(start, activate('0-1')).state;
    const opened = apply(before, { type: 'open-chest', chest: at(2, 2) });
    if ('error' in opened) throw new Error(opened.error);
    expect(opened.events).toContainEqual(expect.objectContaining({ type: 'chest-opened' }));
    expect(takesBackCleanly(before, opened.state, opened.events)).toBe(false);
    const { state, takeBacks } = played(start, activate('0-1'), {
      type: 'open-chest',
      chest: at(2, 2),
    });
    expect(takeBackFor(takeBacks, state, 0)).toBeNull();
  });

  it('BB-TURN-1: nothing is taken back across the end of a turn, by either coach', () => {
    const start = board(hall).player('a', 1, 1).player('z', 8, 3, { team: 1 }).build();
    const { state, takeBacks } = played(
      start,
      activate('0-1'),
      { type: 'move', to: at(2, 1) },
      { type: 'end-turn' },
    );
    expect(state.turn.team).toBe(1);
    expect(takeBackFor(takeBacks, state, 0)).toBeNull();
    expect(takeBackFor(takeBacks, state, 1)).toBeNull();
  });

  it('only the coach who took the steps may take them back', () => {
    const start = board(hall).player('a', 1, 1).player('z', 8, 3, { team: 1 }).build();
    const { state, takeBacks } = played(start, activate('0-1'), { type: 'move', to: at(2, 1) });
    expect(takeBackFor(takeBacks, state, 1)).toBeNull();
  });

  it('an action that drew from the dice generator is never taken back, whatever its events', () => {
    const start = board(hall).player('a', 1, 1).build();
    const result = apply(start, activate('0-1'));
    if ('error' in result) throw new Error(result.error);
    expect(takesBackCleanly(start, result.state, result.events)).toBe(true);
    const drawn = {
      ...result.state,
      dice: { ...result.state.dice, rng: { ...start.dice.rng, words: [1, 2, 3, 4] as const } },
    };
    expect(takesBackCleanly(start, drawn, result.events)).toBe(false);
  });
});
