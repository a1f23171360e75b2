import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import { boardFromMap } from '../../flow/create';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';
import { moveBetween } from '../../board/dungeon';
import { mechanismData, mechanismMarks } from '../registry';
import type { CageLift } from '.';

const f = (floor: number) => (x: number, y: number) => ({ floor, x, y });
const [f0, f1, f2] = [f(0), f(1), f(2)];

/**
 * Three floors alike; the elevator's shaft at (1, 2) against the west wall, the five squares
 * around it in front of it on every floor.
 */
const rows = ['######', '#....#', '#....#', '#....#', '######'];
const lift: CageLift = {
  id: 'lift',
  squares: [{ x: 1, y: 2 }],
  floors: [0, 1, 2],
  startFloor: 0,
};
const withLift = (cabin: number) =>
  board(rows, rows, rows)
    .mechanism('cage-lifts', [lift])
    .remembering('cage-lifts', { lift: cabin });

const activate = (id: string, action: 'move' | 'block' = 'move'): Action => ({
  type: 'activate',
  player: id,
  action,
});
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
const cabinOf = (state: GameState) =>
  (state.mechanismState?.['cage-lifts'] as Record<string, number>).lift;
/** Plays the actions, every die given to the fixture used. */
const settled = (start: GameState, ...actions: Action[]) => {
  const result = play(start, ...actions);
  expect(result.state.dice.forced).toEqual([]);
  return result;
};
/** The attacker at (3, 2) pushes the defender at (2, 2) into the shaft on a floor. */
const pushIn = (floor: number): Action[] => [
  activate('0-1', 'block'),
  { type: 'block', target: '1-1' },
  { type: 'push-to', square: f(floor)(1, 2) },
  { type: 'follow-up', follow: false },
];

describe('the cage elevators', () => {
  it('DB-LIFT-2, DB-LIFT-4, DB-LIFT-3: a player steps into the cabin from in front of it and rides it 1 a floor, the cabin staying where he left it', () => {
    const start = withLift(0).player('rider', 2, 2).build();
    const { state: boarded } = settled(start, activate('0-1'), { type: 'move', to: f0(1, 2) });
    expect(boarded.turn.activation).toMatchObject({ spent: 1 });
    expect(moves(boarded)).toEqual(
      expect.arrayContaining([f1(1, 2), f2(1, 2), f1(2, 2), f2(2, 2), f2(1, 3)]),
    );
    const { state, events } = settled(boarded, { type: 'move', to: f2(1, 2) });
    expect(named(state, 'rider').at).toEqual(f2(1, 2));
    expect(state.turn.activation).toMatchObject({ spent: 3, rushes: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', via: 'cage' }));
    expect(events).toContainEqual({ type: 'cage-moved', id: 'lift', from: 0, to: 2 });
    expect(cabinOf(state)).toBe(2);
    // He steps out for 1 more; the cabin stays on the second floor (DB-LIFT-5).
    const out = settled(state, { type: 'move', to: f2(2, 2) }).state;
    expect(out.turn.activation).toMatchObject({ spent: 4 });
    expect(cabinOf(out)).toBe(2);
  });

  it('DB-LIFT-3: a ride and the step out onto another floor is one move, 1 a floor plus the square', () => {
    const start = withLift(0).player('rider', 1, 2).build();
    const { state } = settled(start, activate('0-1'), { type: 'move', to: f1(2, 3) });
    expect(named(state, 'rider').at).toEqual(f1(2, 3));
    expect(state.turn.activation).toMatchObject({ spent: 2 });
    expect(cabinOf(state)).toBe(1);
  });

  it('DB-LIFT-5, DB-LIFT-6: the cabin is boarded only on its floor and cannot be called', () => {
    const below = withLift(2).player('caller', 2, 2).build();
    const { state } = play(below, activate('0-1'));
    expect(moves(state)).not.toContainEqual(f0(1, 2));
    expect(() => play(state, { type: 'move', to: f0(1, 2) })).toThrow(/cannot be called/);
    const above = withLift(2).player('boarder', 2, 2, { floor: 2 }).build();
    expect(moves(play(above, activate('0-1')).state)).toContainEqual(f2(1, 2));
  });

  it('DB-LIFT-3: the cabin holds one player: nobody boards it while someone is in it', () => {
    const start = withLift(0).player('boarder', 2, 2).player('inside', 1, 2, { team: 1 }).build();
    expect(moves(play(start, activate('0-1')).state)).not.toContainEqual(f0(1, 2));
  });

  it('DB-LIFT-7: in the cabin on the second floor with 1 MA, he rides down one floor, or two with a Rush', () => {
    const start = withLift(2).player('rider', 1, 2, { floor: 2, ma: 1 }).withDice([2]).build();
    const { state: active } = play(start, activate('0-1'));
    expect(moves(active)).toEqual(expect.arrayContaining([f1(1, 2), f0(1, 2)]));
    const one = play(active, { type: 'move', to: f1(1, 2) });
    expect(one.events).not.toContainEqual(expect.objectContaining({ test: 'rush' }));
    const { state, events } = settled(active, { type: 'move', to: f0(1, 2) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'rush', success: true }));
    expect(state.turn.activation).toMatchObject({ spent: 2, rushes: 1 });
    expect(cabinOf(state)).toBe(0);
  });

  it('DB-LIFT-7: on a failed Rush the cabin still moves and he Falls Over in it, a turnover', () => {
    // Rush fails (1); Armour 3 + 3 holds.
    const start = withLift(2)
      .player('rider', 1, 2, { floor: 2, ma: 1 })
      .withDice([1, 3, 3])
      .build();
    const { state } = settled(start, activate('0-1'), { type: 'move', to: f0(1, 2) });
    expect(named(state, 'rider')).toMatchObject({ at: f0(1, 2), stance: 'prone' });
    expect(cabinOf(state)).toBe(0);
    expect(state.turn.team).toBe(1);
  });

  it('DB-HAZ-3: the shaft above the bottom floor is a hazard: a player in front of it there is precarious; at the bottom he is not', () => {
    const precarious = (floor: number) =>
      play(
        withLift(0)
          .player('attacker', 3, 2, { floor })
          .player('defender', 2, 2, { floor, team: 1 })
          .withDice([2, 3])
          .build(),
        activate('0-1', 'block'),
        { type: 'block', target: '1-1' },
      ).events.filter((e) => e.type === 'test' && e.test === 'precarious');
    expect(precarious(1)).toEqual([expect.objectContaining({ player: '1-1' })]);
    expect(precarious(2)).toHaveLength(1);
    expect(precarious(0)).toEqual([]);
  });

  it('DB-LIFT-8: a player pushed into the cabin stays in it and does not make it move', () => {
    // The defender, in front of the shaft on the first floor, is precarious: his roll (2); Push (3).
    const start = withLift(1)
      .player('attacker', 3, 2, { floor: 1 })
      .player('defender', 2, 2, { floor: 1, team: 1 })
      .withDice([2, 3])
      .build();
    const { state, events } = settled(start, ...pushIn(1));
    expect(named(state, 'defender')).toMatchObject({ at: f1(1, 2), stance: 'standing' });
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'fell' }));
    expect(cabinOf(state)).toBe(1);
  });

  it('DB-LIFT-9: at the bottom of the shaft, under the cabin, a player pushed in just stands there', () => {
    // Nothing around the bottom is precarious: Push (3).
    const start = withLift(2)
      .player('attacker', 3, 2)
      .player('defender', 2, 2, { team: 1 })
      .withDice([3])
      .build();
    const { state, events } = settled(start, ...pushIn(0));
    expect(named(state, 'defender')).toMatchObject({ at: f0(1, 2), stance: 'standing' });
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'fell' }));
  });

  it('DB-LIFT-9: pushed into the open shaft on the first floor, the cabin above, he falls to the bottom', () => {
    // Precarious roll (2); Push (3); landing test at −1 for the push, 4 passes 3+ +1.
    const start = withLift(2)
      .player('attacker', 3, 2, { floor: 1 })
      .player('defender', 2, 2, { floor: 1, team: 1 })
      .withDice([2, 3, 5])
      .build();
    const { state, events } = settled(start, ...pushIn(1));
    expect(events).toContainEqual({
      type: 'fell',
      player: '1-1',
      into: f1(1, 2),
      to: f0(1, 2),
      floors: 1,
    });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: -1, success: true }),
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(1, 2), stance: 'standing' });
  });

  it('DB-LIFT-9: from the second floor he lands on the cabin at the intermediate level', () => {
    const start = withLift(1)
      .player('attacker', 3, 2, { floor: 2 })
      .player('defender', 2, 2, { floor: 2, team: 1 })
      .withDice([2, 3, 5])
      .build();
    const { state, events } = settled(start, ...pushIn(2));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'fell', to: f1(1, 2), floors: 1 }),
    );
    expect(named(state, 'defender').at).toEqual(f1(1, 2));
  });

  it('DB-LIFT-9, DB-FLOOR-6: from the second floor onto the cabin at the bottom, two floors: a failed landing is Armour and Injury +2', () => {
    // Precarious roll (2); Push (3); landing test fails (1); Armour 4 + 3 + 2 = 9 breaks 9+;
    // Injury 1 + 1 + 2 = 4: Stunned.
    const start = withLift(0)
      .player('attacker', 3, 2, { floor: 2 })
      .player('defender', 2, 2, { floor: 2, team: 1 })
      .withDice([2, 3, 1, 4, 3, 1, 1])
      .build();
    const { state, events } = settled(start, ...pushIn(2));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'fell', to: f0(1, 2), floors: 2 }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 2 }));
    expect(named(state, 'defender')).toMatchObject({ at: f0(1, 2), stance: 'stunned' });
  });

  it('DB-LIFT-9: the cabin coming down crushes a player at the bottom: Injury roll, no Armour roll, then down next to the shaft', () => {
    // The D8 (2) puts him north of the shaft, at (1, 1); Injury 1 + 2: Stunned.
    const start = withLift(2)
      .player('rider', 1, 2, { floor: 2 })
      .player('victim', 1, 2, { team: 1 })
      .withDice([2, 1, 2])
      .build();
    const { state, events } = settled(start, activate('0-1'), { type: 'move', to: f0(2, 2) });
    expect(named(state, 'rider').at).toEqual(f0(2, 2));
    expect(events).toContainEqual({ type: 'crushed', player: '1-1', by: 'lift' });
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'armour' }));
    expect(named(state, 'victim')).toMatchObject({ at: f0(1, 1), stance: 'stunned' });
    expect(cabinOf(state)).toBe(0);
  });

  it('DB-LIFT-9, BB-BALL-6: a crushed player put down Stunned on the ball next to the shaft makes it bounce', () => {
    // The D8 (2) puts him north of the shaft, at (1, 1), on the ball; Injury 1 + 2: Stunned; the
    // ball bounces east (5).
    const start = withLift(2)
      .player('rider', 1, 2, { floor: 2 })
      .player('victim', 1, 2, { team: 1 })
      .ballOn(1, 1)
      .withDice([2, 1, 2, 5])
      .build();
    const { state, events } = settled(start, activate('0-1'), { type: 'move', to: f0(2, 2) });
    expect(named(state, 'victim')).toMatchObject({ at: f0(1, 1), stance: 'stunned' });
    expect(events).toContainEqual({
      type: 'ball-bounced',
      from: f0(1, 1),
      to: f0(2, 1),
      direction: 5,
    });
    expect(state.ball).toEqual({ at: f0(2, 1), carrier: null });
  });

  it('DB-LIFT-9, DB-BALL-5: the ball bouncing into the open shaft falls to the bottom and bounces there', () => {
    // Next to the shaft: precarious roll (2), pick-up fails (1); the bounce west (4) into the
    // shaft; down at the bottom it bounces east (5).
    const start = withLift(2)
      .player('catcher', 3, 2, { floor: 1 })
      .ballOn(2, 2, 1)
      .withDice([2, 1, 4, 5])
      .build();
    const { state, events } = settled(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(events).toContainEqual({ type: 'ball-fell', from: f1(1, 2), to: f0(1, 2) });
    expect(state.ball).toEqual({ at: f0(2, 2), carrier: null });
  });

  it('DB-LIFT-5: the screens see the floor each cabin is on', () => {
    const state = withLift(2).build();
    expect(mechanismMarks(state)).toContainEqual({
      kind: 'cage-lifts',
      squares: [f2(1, 2)],
      state: 'cabin',
      label: 'The cabin of elevator lift is on the second floor.',
    });
  });

  it('DB-LIFT-1, DB-LIFT-4: the Pyramid central room has two cage elevators from the ground floor, each boarded from the three squares in front of it', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const lifts = mechanismData(pyramid)?.['cage-lifts'] as CageLift[];
    expect(lifts.map((l) => [l.id, l.startFloor])).toEqual([
      ['lift-west', 0],
      ['lift-east', 0],
    ]);
    const b = boardFromMap(pyramid);
    for (const floor of [0, 1, 2])
      for (const y of [18, 19, 20])
        expect(moveBetween(b, f(floor)(21, y), f(floor)(20, 19))).toMatchObject({ cost: 1 });
    expect(moveBetween(b, f0(20, 19), f2(20, 19))).toMatchObject({ cost: 2, way: 'passage' });
    expect(moveBetween(b, f0(35, 20), f1(34, 21))).toMatchObject({ cost: 2, way: 'passage' });
  });
});
