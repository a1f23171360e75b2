import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import type { GameState, Square } from '../../model/state';
import { board, named, play } from '../../testing/fixture';

const f0 = (x: number, y: number) => ({ floor: 0, x, y });
const f1 = (x: number, y: number) => ({ floor: 1, x, y });
const f2 = (x: number, y: number) => ({ floor: 2, x, y });

/** Three floors with a shaft of void at (3..4, 1..2) on the first and second floors. */
const ground = ['........', '........', '........', '........'];
const upper = ['........', '...__...', '...__...', '........'];
const shaft = () => board(ground, upper, upper);

const passFrom = (id: string): Action => ({ type: 'activate', player: id, action: 'pass' });
const targets = (state: GameState): Square[] =>
  legalActions(state).flatMap((a) => (a.type === 'pass' ? [a.target] : []));

describe('passes between floors', () => {
  it('DB-PASS-20, DB-PASS-21: from the edge, a pass down one floor to a square he sees, at the range its squares give', () => {
    // On the edge he is precarious (DB-PREC-4): his roll (2); accurate (4 + 0 ≥ 4, Quick);
    // caught (3).
    const start = shaft()
      .player('thrower', 2, 1, { floor: 1 })
      .player('receiver', 4, 2)
      .ballHeldBy('thrower')
      .withDice([2, 4, 3])
      .build();
    const aiming = play(start, passFrom('0-1')).state;
    expect(targets(aiming)).toContainEqual(f0(4, 2));
    const { state, events } = play(aiming, { type: 'pass', target: f0(4, 2) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: 0 }));
    expect(state.ball).toEqual({ at: f0(4, 2), carrier: '0-2' });
  });

  it('DB-PASS-20, DB-PASS-27: not from away from the edge, and not to a square the floor above covers', () => {
    const away = shaft().player('thrower', 0, 0, { floor: 1 }).ballHeldBy('thrower').build();
    expect(targets(play(away, passFrom('0-1')).state).filter((s) => s.floor === 0)).toEqual([]);
    const edge = shaft().player('thrower', 2, 1, { floor: 1 }).ballHeldBy('thrower').build();
    const down = targets(play(edge, passFrom('0-1')).state).filter((s) => s.floor === 0);
    expect(new Set(down.map((s) => `${s.x},${s.y}`))).toEqual(
      new Set(['3,1', '4,1', '3,2', '4,2']),
    );
  });

  it('DB-PASS-22: two floors down is read as a Short pass, even at Quick distance', () => {
    const start = shaft()
      .player('thrower', 2, 1, { floor: 2 })
      .player('receiver', 3, 1)
      .ballHeldBy('thrower')
      .withDice([2, 5, 3])
      .build();
    const { state, events } = play(start, passFrom('0-1'), { type: 'pass', target: f0(3, 1) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: -1 }));
    expect(state.ball.carrier).toBe(named(state, 'receiver').id);
  });

  it('DB-PASS-23, DB-PASS-24: a pass up one floor goes to a square on the edge, read as Short', () => {
    const start = shaft()
      .player('thrower', 0, 1)
      .player('receiver', 5, 1, { floor: 1 })
      .ballHeldBy('thrower')
      .withDice([6, 2, 3])
      .build();
    const aiming = play(start, passFrom('0-1')).state;
    const up = targets(aiming).filter((s) => s.floor === 1);
    expect(up).toContainEqual(f1(5, 1));
    expect(up).not.toContainEqual(f1(6, 1)); // not on the edge
    // Accurate (6); the receiver, on the edge, makes his precarious roll (2), then catches (3).
    const { state, events } = play(aiming, { type: 'pass', target: f1(5, 1) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: -1 }));
    expect(state.ball.carrier).toBe('0-2');
  });

  it('DB-PASS-25: never from the ground floor to the second floor', () => {
    const start = shaft().player('thrower', 1, 1).ballHeldBy('thrower').build();
    expect(targets(play(start, passFrom('0-1')).state).filter((s) => s.floor === 2)).toEqual([]);
  });

  it('DB-PASS-26: a pass down that is not caught bounces on the lower floor', () => {
    // Precarious roll (2); accurate (4) to an empty square below; it bounces east (5).
    const start = shaft()
      .player('thrower', 2, 1, { floor: 1 })
      .ballHeldBy('thrower')
      .withDice([2, 4, 5])
      .build();
    const { state } = play(start, passFrom('0-1'), { type: 'pass', target: f0(3, 2) });
    expect(state.ball).toEqual({ at: f0(4, 2), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PASS-27: an opponent on the receiver’s floor, under the ball’s path, may interfere', () => {
    const start = shaft()
      .player('thrower', 0, 1, { floor: 2 })
      .player('receiver', 4, 1)
      .player('below', 3, 1, { team: 1 })
      .ballHeldBy('thrower')
      .withDice([2, 6])
      .build();
    // From (0, 1) on the second floor there is no edge: put him on it first.
    const onEdge = play(
      start,
      passFrom('0-1'),
      { type: 'move', to: f2(1, 1) },
      { type: 'move', to: f2(2, 1) },
    ).state;
    const { state } = play(onEdge, { type: 'pass', target: f0(4, 1) });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'interference', candidates: ['1-1'] });
  });
});
