import { describe, expect, it } from 'vitest';
import { openSession } from './match-session';
import { ballWords, playFloor } from './play-focus';
import { testRecord } from './test-record';

describe('where the play is', () => {
  it('the floor shown is the acting player’s, else the chosen player’s', () => {
    const opened = openSession(testRecord(['human', 'human'], 'focus-test'));
    if ('error' in opened) throw new Error(opened.error);
    const { state } = opened.update.view;
    expect(playFloor(state, null)).toBeNull();
    const onBoard = (floor: number) => ({
      ...state,
      players: state.players.map((p, i) =>
        i === 0 ? { ...p, box: null, at: { floor, x: 3, y: 3 } } : p,
      ),
    });
    const first = state.players[0]!;
    expect(playFloor(onBoard(2), first.id)).toBe(2);
    const acting = {
      ...onBoard(1),
      turn: { ...state.turn, activation: { ...(state.turn.activation ?? {}), player: first.id } },
    } as typeof state;
    expect(playFloor(acting, state.players[1]!.id)).toBe(1);
  });

  it('the ball is said to be held by its carrier, lying loose, or still in a chest', () => {
    const opened = openSession(testRecord(['human', 'human'], 'focus-test'));
    if ('error' in opened) throw new Error(opened.error);
    const { state } = opened.update.view;
    expect(ballWords(state)).toBe('The ball: still hidden in one of the chests');
    const carrier = state.players[0]!;
    const held = {
      ...state,
      players: state.players.map((p, i) =>
        i === 0 ? { ...p, box: null, at: { floor: 0, x: 3, y: 3 } } : p,
      ),
      ball: { at: { floor: 0, x: 3, y: 3 }, carrier: carrier.id },
    };
    expect(ballWords(held)).toMatch(new RegExp(`^The ball: held by ${carrier.name} \\(#`));
    expect(ballWords({ ...state, ball: { at: { floor: 0, x: 4, y: 6 }, carrier: null } })).toBe(
      'The ball: loose at (4, 6)',
    );
  });
});
