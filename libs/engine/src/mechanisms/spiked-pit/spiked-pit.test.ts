import { describe, expect, it } from 'vitest';
import type { Action } from '../../model/actions';
import { defaultOptions } from '../../flow/create';
import type { GameEvent } from '../../model/events';
import { board, named, play } from '../../testing/fixture';

const f0 = (x: number, y: number) => ({ floor: 0, x, y });
const f1 = (x: number, y: number) => ({ floor: 1, x, y });

/** A first floor with a spiked pit at (2, 2), over a ground floor of plain squares. */
const ground = ['.......', '.......', '.......', '.......', '.......'];
const first = ['#######', '#.....#', '#.^...#', '#.....#', '#######'];

/**
 * The attacker at (4, 2) pushes the defender at (3, 2) west into the pit at (2, 2) of `floor`.
 * Next to the pit, the defender first makes his precarious roll (DB-PREC-4): the first die; the
 * block die is the second.
 */
const pushInto = (floor: number): Action[] => [
  { type: 'activate', player: '0-1', action: 'block' },
  { type: 'block', target: '1-1' },
  { type: 'push-to', square: { floor, x: 2, y: 2 } },
  { type: 'follow-up', follow: false },
];
const upstairs = () =>
  board(ground, first)
    .player('attacker', 4, 2, { floor: 1 })
    .player('defender', 3, 2, { floor: 1, team: 1 });
const rolls = (events: readonly GameEvent[], type: 'armour' | 'injury') =>
  events.flatMap((e) => (e.type === type ? [e] : []));

describe('the spiked pit on an upper floor', () => {
  it('DB-HOLE-2, DB-FLOOR-6: it is a hole: pushed in, he falls to the square below, and failing his landing test, his Armour and Injury rolls are at +2, one for the floor and one for the stakes', () => {
    // Precarious roll (2); Push (3); landing test 3 − 1 fails; Armour 4 + 3 + 2 = 9 breaks his 9+
    // (at +1 it would hold); Injury 3 + 3 + 2 = 8: KO (at +1, Stunned).
    const start = upstairs().withDice([2, 3, 3, 4, 3, 3, 3]).build();
    const { state, events } = play(start, ...pushInto(1));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: -1, rolled: 3, success: false }),
    );
    expect(events).toContainEqual({
      type: 'fell',
      player: '1-1',
      into: f1(2, 2),
      to: f0(2, 2),
      floors: 1,
    });
    expect(rolls(events, 'armour')).toEqual([
      expect.objectContaining({ modifier: 2, broken: true }),
    ]);
    expect(rolls(events, 'injury')).toEqual([
      expect.objectContaining({ modifier: 2, result: 'ko' }),
    ]);
    expect(named(state, 'defender').box).toBe('ko');
    expect(events.some((e) => e.type === 'fell-in')).toBe(false); // no pit holds him
  });

  it('DB-HOLE-2, DB-FLOOR-5: passing his landing test, he lands Standing on the square below, with no roll for the stakes', () => {
    const start = upstairs().withDice([2, 3, 4]).build();
    const { state, events } = play(start, ...pushInto(1));
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'standing', box: null });
    expect(rolls(events, 'armour')).toEqual([]);
  });

  it('DB-HOLE-2, DB-FLOOR-10: knocked down into it, he falls with no test, Prone on the free square below with Armour +2, and no D8', () => {
    // Precarious roll (2); POW (6); Armour 3 + 3 + 2 = 8 holds.
    const start = upstairs().withDice([2, 6, 3, 3]).build();
    const { state, events } = play(start, ...pushInto(1));
    expect(events.filter((e) => e.type === 'test' && e.test === 'floor-landing')).toEqual([]);
    expect(rolls(events, 'armour')).toEqual([
      expect.objectContaining({ player: '1-1', modifier: 2, broken: false }),
    ]);
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'prone' });
    expect(state.dice).toEqual({ rng: start.dice.rng, forced: [] });
  });

  it('DB-HOLE-2, DB-FLOOR-7, DB-FLOOR-8: knocked down onto a player below, the stakes are his alone: the player below at +1, he at +2, in a square next to it by the D8', () => {
    // Precarious roll (2); POW (6); the D8 puts him north (2), at (2, 1); the player below:
    // Armour 1 + 1 + 1; the faller: Armour 1 + 1 + 2.
    const start = upstairs().player('below', 2, 2).withDice([2, 6, 2, 1, 1, 1, 1]).build();
    const { state, events } = play(start, ...pushInto(1));
    expect(rolls(events, 'armour').map((e) => [e.player, e.modifier])).toEqual([
      ['0-2', 1],
      ['1-1', 2],
    ]);
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(named(state, 'below')).toMatchObject({ at: f0(2, 2), stance: 'prone' });
  });

  it('DB-HOLE-2, DB-FLOOR-11: falling two floors onto it, he goes on down through it: Armour +3, two floors and the stakes', () => {
    // A void on the second floor over the pit. Precarious roll (2); Push (3); the landing test
    // 2 − 1 fails; Armour 3 + 3 + 3 = 9 breaks (at +2 it would hold); Injury 1 + 1 + 3: Stunned.
    const second = ['#######', '#.....#', '#._...#', '#.....#', '#######'];
    const start = board(ground, first, second)
      .player('attacker', 4, 2, { floor: 2 })
      .player('defender', 3, 2, { floor: 2, team: 1 })
      .withDice([2, 3, 2, 3, 3, 1, 1])
      .build();
    const { state, events } = play(start, ...pushInto(2));
    expect(events).toContainEqual({
      type: 'fell',
      player: '1-1',
      into: f1(2, 2),
      to: f0(2, 2),
      floors: 2,
    });
    expect(rolls(events, 'armour')).toEqual([
      expect.objectContaining({ modifier: 3, broken: true }),
    ]);
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'stunned' });
  });

  it('DB-HOLE-2, DB-BALL-5: a ball bouncing into it falls to the floor below and bounces there', () => {
    // Next to the pit, the runner's precarious roll (2); he fails to pick the ball up (1): it
    // bounces west (4) into the pit, falls to (2, 2) below and bounces south (7).
    const start = board(ground, first)
      .player('runner', 4, 1, { floor: 1 })
      .ballOn(3, 2, 1)
      .withDice([2, 1, 4, 7])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: f1(3, 2) },
    );
    expect(events).toContainEqual({ type: 'ball-fell', from: f1(2, 2), to: f0(2, 2) });
    expect(state.ball).toEqual({ at: f0(2, 3), carrier: null });
  });

  it('DB-HOLE-2, DB-HAZ-5: with Jervis’s rules too it is a hole: he falls to the floor below rather than into a deadly pit', () => {
    const start = upstairs()
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([2, 3, 4])
      .build();
    const { state, events } = play(start, ...pushInto(1));
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'standing' });
    expect(events.some((e) => e.type === 'casualty')).toBe(false);
  });
});

describe('the spiked pit on the ground floor', () => {
  /** The same push on a single floor: there is no floor below, and the pit holds him. */
  const hall = () =>
    board(['.......', '.......', '..^....', '.......', '.......'])
      .player('attacker', 4, 2)
      .player('defender', 3, 2, { team: 1 });

  it('DB-HOLE-2: Stunned by the fall, at +2, he is not Knocked Out: he climbs out into his Reserves', () => {
    // Precarious roll (2); Push (3); Armour 4 + 3 + 2 = 9 breaks; Injury 3 + 2 + 2 = 7: Stunned.
    const start = hall().withDice([2, 3, 4, 3, 3, 2]).build();
    const { state, events } = play(start, ...pushInto(0));
    expect(events).toContainEqual({
      type: 'fell-in',
      player: '1-1',
      into: f0(2, 2),
      hazard: 'spiked pit',
    });
    expect(rolls(events, 'armour')).toEqual([
      expect.objectContaining({ modifier: 2, broken: true }),
    ]);
    expect(rolls(events, 'injury')).toEqual([
      expect.objectContaining({ modifier: 2, result: 'stunned' }),
    ]);
    expect(named(state, 'defender')).toMatchObject({ box: 'reserves', at: null });
  });

  it('DB-HOLE-2, BB-INJ-6: a Casualty (Injury 4 + 4 + 2 = 10) goes to the Casualty box, as anywhere', () => {
    // Armour 4 + 3 + 2 breaks; Injury 10: the Casualty roll (D16 1: Badly Hurt).
    const start = hall().withDice([2, 3, 4, 3, 4, 4, 1]).build();
    const { state } = play(start, ...pushInto(0));
    expect(named(state, 'defender')).toMatchObject({ box: 'casualty', at: null });
  });
});
