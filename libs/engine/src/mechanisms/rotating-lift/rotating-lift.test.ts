import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../../bots/heuristic';
import { createRng } from '../../dice/rng';
import { view } from '../../view';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import { movePlan } from '../../plan/move-plan';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';
import { mechanismMarks } from '../registry';
import type { RotatingLift } from '.';

const at = (x: number, y: number, floor = 0) => ({ floor, x, y });
/** Its side going up at (1, 1), its side going down at (2, 1), on floors 0, 1 and 2. */
const lift: RotatingLift = {
  id: 'trolls',
  floors: [0, 1, 2],
  up: [{ x: 1, y: 1 }],
  down: [{ x: 2, y: 1 }],
};
const rows = ['.....', '.....', '.....', '.....'];
/** Three floors of open floor, the lift in the middle of their second row, teleporters on the ground floor. */
const fortress = () => {
  const b = board(rows, rows, rows).mechanism('rotating-lift', [lift]);
  [0, 1, 2, 3, 4].forEach((x, i) => b.teleporter(i + 1, x, 3));
  return b.teleporter(6, 4, 0);
};
const moveTo = (x: number, y: number, floor = 0): Action => ({ type: 'move', to: at(x, y, floor) });
const activate = (action: 'move' | 'blitz' | 'block', player = '0-1'): Action => ({
  type: 'activate',
  player,
  action,
});
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
const spent = (state: GameState) => state.turn.activation?.spent;

/** The heuristic bot plays team 0 until its turn ends. */
function botTurn(start: GameState): GameState {
  let state = start;
  let rng = createRng('bot');
  for (let i = 0; i < 30 && state.turn.team === 0 && state.result === null; i++) {
    const choice = heuristicAgent.choose(view(state, 0), rng);
    rng = choice.rng;
    const result = apply(state, choice.action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
  }
  return state;
}

describe('the rotating lift', () => {
  it('DB-ROTLIFT-3: stepping in costs 1 square, each floor 1, stepping out 1; he walks on', () => {
    const start = fortress().player('rider', 1, 0).build();
    const inside = play(start, activate('move'), moveTo(1, 1));
    expect(spent(inside.state)).toBe(1);
    const up = play(inside.state, moveTo(1, 1, 1), moveTo(1, 1, 2));
    expect(spent(up.state)).toBe(3);
    expect(up.events).toContainEqual({
      type: 'moved',
      player: '0-1',
      from: at(1, 1, 1),
      to: at(1, 1, 2),
      via: 'rotating lift',
    });
    const out = play(up.state, moveTo(1, 2, 2), moveTo(1, 3, 2));
    expect(spent(out.state)).toBe(5);
    expect(named(out.state, 'rider').at).toEqual(at(1, 3, 2));
  });

  it('DB-ROTLIFT-1: the first side only goes up, the second only down', () => {
    const up = play(
      fortress().player('rider', 1, 0, { floor: 1 }).build(),
      activate('move'),
      moveTo(1, 1, 1),
    );
    expect(moves(up.state)).toContainEqual(at(1, 1, 2));
    expect(moves(up.state)).not.toContainEqual(at(1, 1, 0));
    const down = play(
      fortress().player('rider', 2, 0, { floor: 1 }).build(),
      activate('move'),
      moveTo(2, 1, 1),
    );
    expect(moves(down.state)).toContainEqual(at(2, 1, 0));
    expect(moves(down.state)).not.toContainEqual(at(2, 1, 2));
    const top = play(
      fortress().player('rider', 1, 0, { floor: 2 }).build(),
      activate('move'),
      moveTo(1, 1, 2),
    );
    expect(moves(top.state).filter((q) => q.floor !== 2)).toEqual([]);
  });

  it('DB-ROTLIFT-3: with 1 square of movement left he rides one more floor, and then may only Rush out', () => {
    const start = fortress().player('rider', 1, 0, { ma: 3 }).withDice([2]).build();
    const last = play(start, activate('move'), moveTo(1, 1), moveTo(1, 1, 1));
    expect(moves(last.state)).toContainEqual(at(1, 1, 2));
    const top = play(last.state, moveTo(1, 1, 2));
    const out = play(top.state, moveTo(1, 2, 2));
    expect(out.events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'rush', success: true }),
    );
    expect(named(out.state, 'rider').at).toEqual(at(1, 2, 2));
  });

  it('DB-ROTLIFT-10: with no movement left he may not Rush up or down, only out', () => {
    const start = fortress().player('rider', 1, 0, { ma: 2 }).withDice([2]).build();
    const stuck = play(start, activate('move'), moveTo(1, 1), moveTo(1, 1, 1));
    expect(moves(stuck.state)).not.toContainEqual(at(1, 1, 2));
    expect(apply(stuck.state, moveTo(1, 1, 2))).toMatchObject({
      error: expect.stringContaining('DB-ROTLIFT-10'),
    });
    expect(moves(stuck.state)).toContainEqual(at(1, 2, 1));
    const out = play(stuck.state, moveTo(1, 2, 1));
    expect(named(out.state, 'rider').at).toEqual(at(1, 2, 1));
    expect(out.state.turn.activation?.rushes).toBe(1);
  });

  it('DB-ROTLIFT-6, DB-ROTLIFT-8, DB-ROTLIFT-2: a player whose activation ends in the lift goes into the machinery: Reserves and turnover', () => {
    const start = fortress().player('rider', 1, 0).player('other', 4, 0).build();
    const left = play(start, activate('move'), moveTo(1, 1), moveTo(1, 1, 1), {
      type: 'end-activation',
    });
    const rider = named(left.state, 'rider');
    expect(rider.box).toBe('reserves');
    expect(left.events).toContainEqual({
      type: 'lift-machinery',
      player: '0-1',
      lift: 'trolls',
      end: 'top',
      waits: 0,
    });
    expect(left.events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
    expect(left.state.turn.team).toBe(1);
    // DB-ROTLIFT-7: unhurt, he may come back from his team's next team turn (DB-PIT-8).
    expect(rider.waits).toBe(0);
  });

  it('DB-ROTLIFT-5, DB-ROTLIFT-7, DB-ROTLIFT-2: pushed in during the opponent’s turn, he goes into the machinery at once, with no turnover', () => {
    const start = fortress()
      .player('blocker', 1, 3)
      .player('victim', 1, 2, { team: 1 })
      .withDice([3])
      .build();
    const pushed = play(
      start,
      activate('block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(1, 1) },
      { type: 'follow-up', follow: false },
    );
    const victim = named(pushed.state, 'victim');
    expect(victim.box).toBe('reserves');
    expect(victim.waits).toBe(0);
    expect(pushed.events).toContainEqual(
      expect.objectContaining({ type: 'lift-machinery', end: 'top', waits: 0 }),
    );
    expect(pushed.events).not.toContainEqual(expect.objectContaining({ type: 'turnover' }));
    expect(pushed.state.turn.team).toBe(0);
  });

  it('DB-ROTLIFT-7: knocked down into it, a Prone player waits 1 turn and a Stunned one 2', () => {
    const pow = (armour: number[], injury: number[]) =>
      play(
        fortress()
          .player('blocker', 2, 3)
          .player('victim', 2, 2, { team: 1 })
          .withDice([6, ...armour, ...injury])
          .build(),
        activate('block'),
        { type: 'block', target: '1-1' },
        { type: 'push-to', square: at(2, 1) },
        { type: 'follow-up', follow: false },
      );
    const prone = pow([1, 1], []);
    expect(prone.events).toContainEqual(
      expect.objectContaining({ type: 'lift-machinery', end: 'bottom', waits: 1 }),
    );
    expect(named(prone.state, 'victim').waits).toBe(1);
    const stunned = pow([6, 6], [1, 2]);
    expect(stunned.events).toContainEqual(
      expect.objectContaining({ type: 'lift-machinery', waits: 2 }),
    );
    expect(named(stunned.state, 'victim')).toMatchObject({ box: 'reserves', waits: 2 });
  });

  it('DB-ROTLIFT-10, DB-BALL-3: a ball carrier carried into the machinery: the ball reappears on a random teleporter', () => {
    const start = fortress().player('carrier', 1, 0).ballHeldBy('carrier').withDice([5, 1]).build();
    const left = play(start, activate('move'), moveTo(1, 1), { type: 'end-activation' });
    expect(left.events).toContainEqual({ type: 'ball-reappeared', rolled: 5, at: at(4, 3) });
    expect(left.state.ball.carrier).toBeNull();
    expect(named(left.state, 'carrier').box).toBe('reserves');
  });

  it('DB-ROTLIFT-4, DB-ROTLIFT-9: a Blitz rides up a floor, blocks the opponent in the way and follows him out', () => {
    const start = fortress()
      .player('blitzer', 1, 0)
      .player('guard', 1, 2, { team: 1, floor: 1 })
      .withDice([3])
      .build();
    const blitz = play(
      start,
      activate('blitz'),
      moveTo(1, 1),
      moveTo(1, 1, 1),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(1, 3, 1) },
      { type: 'follow-up', follow: true },
    );
    expect(named(blitz.state, 'blitzer').at).toEqual(at(1, 2, 1));
    expect(spent(blitz.state)).toBe(3);
    const done = play(blitz.state, { type: 'end-activation' });
    expect(named(done.state, 'blitzer').box).toBeNull();
    expect(done.state.turn.turnover).toBeNull();
  });

  it('DB-ROTLIFT-9: a Blitz that Rushes to block, fails to clear the way and ends his activation in the lift ends in the machinery', () => {
    const start = fortress()
      .player('blitzer', 1, 0, { ma: 2 })
      .player('guard', 1, 2, { team: 1, floor: 1, skills: ['Stand Firm'] })
      .withDice([2, 3])
      .build();
    const blitz = play(
      start,
      activate('blitz'),
      moveTo(1, 1),
      moveTo(1, 1, 1),
      { type: 'block', target: '1-1' },
      { type: 'use-skill', use: true },
    );
    expect(named(blitz.state, 'blitzer').at).toEqual(at(1, 1, 1));
    expect(moves(blitz.state)).not.toContainEqual(at(1, 1, 2));
    const done = play(blitz.state, { type: 'end-activation' });
    expect(named(done.state, 'blitzer').box).toBe('reserves');
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-ROTLIFT-1: the board shows which side goes up and which down', () => {
    const marks = mechanismMarks(fortress().build());
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'rotating-lift', state: 'up' }));
    const down = marks.find((m) => m.state === 'down')!;
    expect(down.squares).toEqual([at(2, 1, 0), at(2, 1, 1), at(2, 1, 2)]);
    expect(down.label).toBe(
      'Rotating lift trolls: the side at (2, 1) goes down; nobody may stay in it.',
    );
  });

  it('DB-ROTLIFT-3: the heuristic bot rides the lift up to a chest upstairs and opens it', () => {
    const start = fortress()
      .player('runner', 0, 0)
      .chest(4, 3, 'ball', 1)
      .withDice([6, 6, 6])
      .build();
    const state = botTurn(start);
    expect(named(state, 'runner').at?.floor).toBe(1);
    expect(state.ballFoundBy).toBe('0-1');
  });

  it('DB-ROTLIFT-6, DB-ROTLIFT-10: short of movement, the heuristic bot Rushes out of the lift rather than stay in it', () => {
    const start = fortress()
      .player('runner', 0, 0, { ma: 2 })
      .chest(4, 3, 'ball', 1)
      .withDice([6, 6, 6])
      .build();
    const state = botTurn(start);
    expect(named(state, 'runner')).toMatchObject({ box: null, at: { floor: 1 } });
    expect(state.turn.turnover).toBeNull();
  });

  it('DB-ROTLIFT-3, DB-ROTLIFT-10: the move plan rides the lift on his MA only, and Rushes him out', () => {
    const state = fortress().player('rider', 1, 0, { ma: 2 }).build();
    const squares = movePlan(view(state, 0).state, '0-1').squares;
    const to = (q: { floor: number; x: number; y: number }) =>
      squares.find((s) => s.square.floor === q.floor && s.square.x === q.x && s.square.y === q.y);
    expect(to(at(1, 1, 1))?.movementLeft).toEqual({ ma: 0, rushes: 2 });
    expect(to(at(1, 1, 2))).toBeUndefined();
    expect(
      to(at(1, 2, 1))
        ?.steps.at(-1)
        ?.rolls.map((r) => r.kind),
    ).toEqual(['rush']);
  });
});
