import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../../bots/heuristic';
import { createRng } from '../../dice/rng';
import { view } from '../../view';
import { apply } from '../../engine';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import type { Step } from '../../rules/context';
import { startOfMatch } from '../../flow/turn-sequence';
import { board, named, play } from '../../testing/fixture';
import { mechanismMarks } from '../registry';
import type { RotatingCorridor } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** Its slab at (3, 3), arms of 2 squares; it runs north-south and is entered by its north end. */
const corridor: RotatingCorridor = {
  id: 'rc',
  slab: at(3, 3),
  arm: 2,
  ends: ['north', 'south'],
  entries: ['north'],
};
const cross = ['###.###', '###.###', '###.###', '.......', '###.###', '###.###', '###.###'];
const pyramid = (turns = 0) =>
  board(cross)
    .mechanism('rotating-corridor', [corridor])
    .remembering('rotating-corridor', { rc: { turns, onSlab: null } });
const moveTo = (x: number, y: number): Action => ({ type: 'move', to: at(x, y) });
const activate = (player = '0-1'): Action => ({ type: 'activate', player, action: 'move' });
const turned = (state: GameState) =>
  (state.mechanismState?.['rotating-corridor'] as Record<string, { turns: number }>).rc!.turns;

describe('the rotating corridor', () => {
  it('DB-ROTCOR-1: it is entered by its entry end only, and its turned-away arms are walls', () => {
    const north = play(pyramid().player('walker', 3, 0).build(), activate(), moveTo(3, 1));
    expect(named(north.state, 'walker').at).toEqual(at(3, 1));
    const south = play(pyramid().player('walker', 3, 6).build(), activate()).state;
    expect(apply(south, moveTo(3, 5))).toMatchObject({
      error: expect.stringContaining('DB-ROTCOR-1'),
    });
    const east = play(pyramid().player('walker', 6, 3).build(), activate()).state;
    expect(apply(east, moveTo(5, 3))).toMatchObject({
      error: expect.stringContaining('DB-ROTCOR-2'),
    });
    const set = board(cross).mechanism('rotating-corridor', [corridor]).build();
    const step: Step = { state: set, events: [] };
    startOfMatch(step);
    expect(turned(step.state)).toBe(0);
  });

  it('DB-ROTCOR-2: reaching the slab turns it a D6 of quarter turns, 1 clockwise: everybody on it turns with it, and he walks on out by the far end', () => {
    const start = pyramid()
      .player('walker', 3, 2)
      .player('passenger', 3, 1)
      .ballHeldBy('passenger')
      .withDice([1])
      .build();
    const turn = play(start, activate(), moveTo(3, 3));
    expect(turn.events).toContainEqual({
      type: 'corridor-turned',
      id: 'rc',
      rolled: 1,
      runs: 'east-west',
    });
    expect(named(turn.state, 'passenger').at).toEqual(at(5, 3));
    expect(turn.state.ball.at).toEqual(at(5, 3));
    expect(named(turn.state, 'walker').at).toEqual(at(3, 3));
    // The entry end now lies east: he leaves by the west end, not the east one.
    const east = play(pyramid(1).player('walker', 5, 3).build(), activate()).state;
    expect(apply(east, moveTo(6, 3))).toMatchObject({
      error: expect.stringContaining('DB-ROTCOR-1'),
    });
    const out = play(turn.state, moveTo(2, 3), moveTo(1, 3), moveTo(0, 3));
    expect(named(out.state, 'walker').at).toEqual(at(0, 3));
  });

  it('DB-ROTCOR-2: a D6 of 4 is a full turn, back as it was; a 2 a half turn', () => {
    const start = (dice: number[]) =>
      pyramid().player('walker', 3, 2).player('passenger', 3, 1).withDice(dice).build();
    const full = play(start([4]), activate(), moveTo(3, 3));
    expect(full.events).toContainEqual(expect.objectContaining({ rolled: 4, runs: 'north-south' }));
    expect(turned(full.state)).toBe(0);
    expect(named(full.state, 'passenger').at).toEqual(at(3, 1));
    const out = play(full.state, moveTo(3, 4), moveTo(3, 5), moveTo(3, 6));
    expect(named(out.state, 'walker').at).toEqual(at(3, 6));
    const half = play(start([2]), activate(), moveTo(3, 3));
    expect(turned(half.state)).toBe(2);
    expect(named(half.state, 'passenger').at).toEqual(at(3, 5));
    expect(apply(half.state, moveTo(3, 2))).not.toHaveProperty('error');
  });

  it('DB-ROTCOR-3: it turns again only once he has left the slab and come back onto it', () => {
    const start = pyramid().player('walker', 3, 2).withDice([4, 2]).build();
    const on = play(start, activate(), moveTo(3, 3));
    const off = play(on.state, moveTo(3, 4));
    expect(off.events).not.toContainEqual(expect.objectContaining({ type: 'corridor-turned' }));
    const back = play(off.state, moveTo(3, 3));
    expect(back.events).toContainEqual(
      expect.objectContaining({ type: 'corridor-turned', rolled: 2 }),
    );
    const stay = play(back.state, { type: 'end-activation' });
    expect(stay.events).not.toContainEqual(expect.objectContaining({ type: 'corridor-turned' }));
  });

  it('DB-ROTCOR-2: the board shows which way it runs and its walled arms', () => {
    const marks = mechanismMarks(pyramid(1).build());
    const open = marks.find((m) => m.state === 'open')!;
    expect(open.label).toBe(
      'Rotating corridor rc runs east-west: in by its east end, out by its west end.',
    );
    expect(open.squares).toContainEqual(at(5, 3));
    const walls = marks.find((m) => m.state === 'closed')!;
    expect(walls.squares).toContainEqual(at(3, 1));
  });

  it('DB-ROTCOR-2: the heuristic bot goes through it, turning it on the way, to a chest beyond', () => {
    let state: GameState = pyramid()
      .player('walker', 3, 0)
      .chest(3, 6, 'ball')
      .withDice([4, 6, 6, 6])
      .build();
    let rng = createRng('bot');
    for (let i = 0; i < 30 && state.turn.team === 0 && state.ballFoundBy === null; i++) {
      const choice = heuristicAgent.choose(view(state, 0), rng);
      rng = choice.rng;
      const result = apply(state, choice.action);
      if ('error' in result) throw new Error(result.error);
      state = result.state;
    }
    expect(named(state, 'walker').at).toEqual(at(3, 5));
    expect(state.ballFoundBy).toBe('0-1');
  });
});
