import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import { defaultOptions } from '../../flow/create';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';

const f0 = (x: number, y: number) => ({ floor: 0, x, y });
const f1 = (x: number, y: number) => ({ floor: 1, x, y });
const f2 = (x: number, y: number) => ({ floor: 2, x, y });

/** A first floor with a void at (2, 3) over the ground floor. */
const ground = ['.......', '.......', '.......', '.......', '.......'];
const first = ['#######', '#.....#', '#.....#', '#._...#', '#######'];
const withVoid = () => board(ground, first);

const activate = (id: string, action: 'move' | 'block' = 'move'): Action => ({
  type: 'activate',
  player: id,
  action,
});
const jumpDown = (id: string): Action[] => [activate(id), { type: 'move', to: f1(2, 3) }];
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));

describe('falling and jumping down a floor', () => {
  it('DB-FLOOR-1, DB-GEN-4: floors stack: a footbridge over the void carries a player across, above another on the floor below', () => {
    const bridges = ['#######', '#_._._#', '#_._._#', '#_._._#', '#######'];
    const start = board(ground, bridges)
      .player('crosser', 2, 1, { floor: 1 })
      .player('below', 2, 2)
      .build();
    const { state } = play(
      start,
      activate('0-1'),
      { type: 'move', to: f1(2, 2) },
      { type: 'move', to: f1(2, 3) },
    );
    expect(named(state, 'crosser')).toMatchObject({ at: f1(2, 3), stance: 'standing' });
    expect(named(state, 'below').at).toEqual(f0(2, 2));
    // Off the bridge is the void: a jump down, not a walk across.
    expect(moves(state)).toContainEqual(f1(3, 3));
    expect(moves(state)).not.toContainEqual(f0(2, 3));
  });

  it('DB-FLOOR-3: a player next to a void may step into it, for 1 square, to jump down', () => {
    const start = withVoid().player('jumper', 1, 3, { floor: 1 }).build();
    expect(moves(play(start, activate('0-1')).state)).toContainEqual(f1(2, 3));
    const far = withVoid().player('walker', 4, 1, { floor: 1 }).build();
    expect(moves(play(far, activate('0-1')).state)).not.toContainEqual(f1(2, 3));
  });

  it('DB-FLOOR-2: jumping or falling only goes down: under the void, nothing leads up', () => {
    const below = withVoid().player('looker', 2, 3).build();
    const state = play(below, activate('0-1')).state;
    expect(legalActions(state).some((a) => 'to' in a && a.to.floor !== 0)).toBe(false);
  });

  it('DB-FLOOR-4, DB-FLOOR-5: a passed landing test puts him Standing on the square below, and he may go on moving', () => {
    // AG 3+ or ST 3 (4+): the Agility test, 3 passes.
    const start = withVoid().player('jumper', 1, 3, { floor: 1 }).withDice([3]).build();
    const { state, events } = play(start, ...jumpDown('0-1'));
    expect(named(state, 'jumper')).toMatchObject({ at: f0(2, 3), stance: 'standing' });
    expect(events).toContainEqual({
      type: 'fell',
      player: '0-1',
      into: f1(2, 3),
      to: f0(2, 3),
      floors: 1,
    });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', target: 3, modifier: 0, success: true }),
    );
    expect(state.turn.activation).toMatchObject({ player: '0-1', spent: 1 });
    expect(moves(state)).toContainEqual(f0(3, 3));
    expect(state.turn.turnover).toBeNull(); // DB-FLOOR-13: a good jump is no turnover
  });

  it('DB-FLOOR-4: a strong player makes the Strength test instead, D6 ≥ 7 − ST', () => {
    // AG 4+, ST 5: the Strength test needs 2+.
    const start = withVoid().player('ogre', 1, 3, { floor: 1, ag: 4, st: 5 }).withDice([2]).build();
    const { state, events } = play(start, ...jumpDown('0-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', target: 2, success: true }),
    );
    expect(named(state, 'ogre').stance).toBe('standing');
  });

  it('DB-FLOOR-6, DB-FLOOR-13: a failed landing test: Prone, Armour and Injury +1 a floor, and a turnover', () => {
    // Fails (2); Armour 5 + 4 + 1 = 10 breaks 9+; Injury 4 + 3 + 1 = 8: KO.
    const start = withVoid().player('jumper', 1, 3, { floor: 1 }).withDice([2, 5, 4, 4, 3]).build();
    const { state, events } = play(start, ...jumpDown('0-1'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 1 }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', modifier: 1, result: 'ko' }),
    );
    expect(named(state, 'jumper').box).toBe('ko');
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-FLOOR-11: over a void on the floor below, the fall goes on: two floors, +2', () => {
    const upper = ['#######', '#.....#', '#.....#', '#._...#', '#######'];
    const start = board(ground, first, upper)
      .player('jumper', 1, 3, { floor: 2 })
      .withDice([2, 1, 1])
      .build();
    const { state, events } = play(start, activate('0-1'), { type: 'move', to: f2(2, 3) });
    expect(named(state, 'jumper')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'fell', floors: 2 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 2 }));
  });

  it('DB-FLOOR-7, DB-FLOOR-8: landing on his feet on a player, he knocks him down (Armour +1) and goes next to him where his coach chooses', () => {
    const start = withVoid()
      .player('jumper', 1, 3, { floor: 1 })
      .player('below', 2, 3, { team: 1 })
      .withDice([4, 1, 1])
      .build();
    const { state } = play(start, ...jumpDown('0-1'));
    expect(state.pending.at(-1)).toMatchObject({ kind: 'choose-landing', team: 0 });
    expect(legalActions(state)).toContainEqual({ type: 'land', square: f0(1, 2) });
    const { state: after, events } = play(state, { type: 'land', square: f0(1, 2) });
    expect(named(after, 'jumper')).toMatchObject({ at: f0(1, 2), stance: 'standing' });
    expect(named(after, 'below')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 1 }),
    );
    expect(after.turn.activation).toMatchObject({ player: '0-1' });
  });

  it('DB-FLOOR-8: failing the test onto a player, he ends in a square next to it the D8 chooses, rolled again onto a wall or a player', () => {
    // Fails (2); D8 1 (north-west, a player there), then 2 (north, free); Armour below, his.
    const start = withVoid()
      .player('jumper', 1, 3, { floor: 1 })
      .player('below', 2, 3, { team: 1 })
      .player('beside', 1, 2, { team: 1 })
      .withDice([2, 1, 2, 1, 1, 1, 1])
      .build();
    const { state } = play(start, ...jumpDown('0-1'));
    expect(named(state, 'jumper')).toMatchObject({ at: f0(2, 2), stance: 'prone' });
    expect(named(state, 'below').stance).toBe('prone');
    expect(named(state, 'beside')).toMatchObject({ at: f0(1, 2), stance: 'standing' });
  });

  it('DB-FLOOR-7, BB-TO-2: falling on a team-mate of the active team knocks him down, a turnover', () => {
    const start = withVoid()
      .player('jumper', 1, 3, { floor: 1 })
      .player('mate', 2, 3)
      .withDice([4, 1, 1])
      .build();
    const { state } = play(start, ...jumpDown('0-1'), { type: 'land', square: f0(3, 3) });
    expect(named(state, 'mate').stance).toBe('prone');
    expect(state.turn.team).toBe(1);
  });

  it('DB-FLOOR-6, BB-BALL-6: a jumper who crashes on the ball below and is knocked out leaves it to bounce from the square he lay in', () => {
    // Fails (2); Armour 5 + 4 + 1 breaks; Injury 4 + 3 + 1: KO; the ball bounces east (5).
    const start = withVoid()
      .player('jumper', 1, 3, { floor: 1 })
      .ballOn(2, 3)
      .withDice([2, 5, 4, 4, 3, 5])
      .build();
    const { state } = play(start, ...jumpDown('0-1'));
    expect(named(state, 'jumper').box).toBe('ko');
    expect(state.ball).toEqual({ at: f0(3, 3), carrier: null });
  });

  it('DB-FLOOR-12: a ball carrier who lands on his feet keeps the ball; one who falls drops it', () => {
    const keeps = withVoid().player('jumper', 1, 3, { floor: 1 }).ballHeldBy('jumper');
    const landed = play(keeps.withDice([3]).build(), ...jumpDown('0-1')).state;
    expect(landed.ball).toEqual({ at: f0(2, 3), carrier: '0-1' });
    const falls = withVoid().player('jumper', 1, 3, { floor: 1 }).ballHeldBy('jumper');
    // Fails (2), Armour (1, 1), the ball bounces east (5).
    const fallen = play(falls.withDice([2, 1, 1, 5]).build(), ...jumpDown('0-1')).state;
    expect(fallen.ball).toEqual({ at: f0(3, 3), carrier: null });
  });

  it('DB-BALL-1, DB-BALL-2: a carrier who slips into the void keeps the ball as he falls: landing on his feet he holds it, falling it bounces from where he lands', () => {
    // He is precarious beside the void and rolls a 1 before his pass; then the landing test.
    const slip = (landing: number) =>
      play(
        withVoid()
          .player('carrier', 1, 3, { floor: 1 })
          .player('receiver', 5, 1, { floor: 1 })
          .ballHeldBy('carrier')
          .withDice([1, landing, 1, 1, 1])
          .build(),
        { type: 'activate', player: '0-1', action: 'pass' },
        { type: 'pass', target: f1(5, 1) },
      );
    const onFeet = slip(6);
    expect(named(onFeet.state, 'carrier')).toMatchObject({ at: f0(2, 3), stance: 'standing' });
    expect(onFeet.state.ball).toEqual({ at: f0(2, 3), carrier: '0-1' });
    const fallen = slip(1);
    expect(named(fallen.state, 'carrier')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(fallen.events).toContainEqual({
      type: 'ball-bounced',
      from: f0(2, 3),
      to: f0(1, 2),
      direction: 1,
    });
  });

  it('DB-FLOOR-3: leaving a Marked square to jump down takes a Dodge, with no marking counted for the void', () => {
    const start = withVoid()
      .player('jumper', 1, 3, { floor: 1 })
      .player('marker', 1, 2, { floor: 1, team: 1 })
      .withDice([3, 3])
      .build();
    const { state, events } = play(start, ...jumpDown('0-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge', modifier: 0, success: true }),
    );
    expect(named(state, 'jumper').at).toEqual(f0(2, 3));
  });

  it('DB-PREC-7, DB-FLOOR-4: pushed into a void, the landing test is at −1; an opponent falling is no turnover', () => {
    // His precarious roll next to the void (2); Push (3) west into it; the test 3 − 1 fails;
    // Armour (1, 1).
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .withDice([2, 3, 3, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 3) },
      { type: 'follow-up', follow: true },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: -1, success: false }),
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(named(state, 'attacker').at).toEqual(f1(3, 3));
    expect(state.turn.team).toBe(0);
  });

  it('DB-FLOOR-8, BB-BLOCK-6: pushed into a void onto a player, his coach chooses where he lands, the rest of the push waiting beneath; then the follow-up', () => {
    // His precarious roll (2); Push (3) west into the void; the landing test (6) passes onto
    // the player below, who is knocked down: Armour (1, 1).
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .player('below', 2, 3, { team: 1 })
      .withDice([2, 3, 6, 1, 1])
      .build();
    const { state } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 3) },
    );
    const followUp = { attacker: '0-1', defender: '1-1', vacated: f1(3, 3), face: 'push' };
    expect(state.pending).toEqual([
      { kind: 'push-rest', team: 1, player: '1-1', fallers: [], followUp },
      expect.objectContaining({ kind: 'choose-landing', team: 1 }),
    ]);
    const { state: after } = play(state, { type: 'land', square: f0(1, 2) });
    expect(named(after, 'defender')).toMatchObject({ at: f0(1, 2), stance: 'standing' });
    expect(after.pending).toEqual([
      { kind: 'after-push', team: 0, ...followUp },
      { kind: 'follow-up', team: 0, attacker: '0-1', square: f1(3, 3) },
    ]);
  });

  it('DB-MOVE-4, DB-PREC-7: a void is a square a player may be pushed into, never a wall', () => {
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .withDice([2, 3])
      .build();
    const { state } = play(start, activate('0-1', 'block'), { type: 'block', target: '1-1' });
    expect(legalActions(state)).toEqual([
      { type: 'push-to', square: f1(2, 3) },
      { type: 'push-to', square: f1(2, 2) },
    ]);
  });

  it('DB-FLOOR-10: pushed and Knocked Down off the edge, he falls with no test and one Armour roll', () => {
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .withDice([2, 6, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(events.filter((e) => e.type === 'test' && e.test === 'floor-landing')).toEqual([]);
    expect(events.filter((e) => e.type === 'armour')).toHaveLength(1);
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
  });

  it('DB-FLOOR-10: knocked off the edge onto a free square below, he ends exactly there: no D8 for a random square', () => {
    // His precarious roll (2); POW (6); Armour 1 + 1. No die more: the seeded generator is untouched.
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .player('beside', 1, 3, { team: 1 })
      .withDice([2, 6, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(events).toContainEqual({
      type: 'fell',
      player: '1-1',
      into: f1(2, 3),
      to: f0(2, 3),
      floors: 1,
    });
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(named(state, 'beside')).toMatchObject({ at: f0(1, 3), stance: 'standing' });
    expect(state.dice).toEqual({ rng: start.dice.rng, forced: [] });
  });

  it('DB-FLOOR-10, DB-FLOOR-7, DB-FLOOR-8: knocked off the edge onto a player below, he hits him (Armour +1) and ends in a square next to it by the D8, rolled again past a taken one', () => {
    // Precarious roll (2); POW (6); the D8 names (1, 2), taken (1), then (2, 2) (2); the player
    // below: Armour 1 + 1 + 1; the faller: Armour 1 + 1 + 1.
    const start = withVoid()
      .player('attacker', 4, 3, { floor: 1 })
      .player('defender', 3, 3, { floor: 1, team: 1 })
      .player('below', 2, 3)
      .player('taken', 1, 2)
      .withDice([2, 6, 1, 2, 1, 1, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(events.filter((e) => e.type === 'test' && e.test === 'floor-landing')).toEqual([]);
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'prone' });
    expect(named(state, 'below')).toMatchObject({ at: f0(2, 3), stance: 'prone' });
    expect(named(state, 'taken').at).toEqual(f0(1, 2));
    const armour = events.flatMap((e) => (e.type === 'armour' ? [[e.player, e.modifier]] : []));
    expect(armour).toEqual([
      ['0-2', 1],
      ['1-1', 1],
    ]);
    expect(state.dice.forced).toEqual([]);
    expect(state.turn.team).toBe(1); // DB-FLOOR-7: a player of the active team was knocked down
  });

  it('DB-FLOOR-4: a team-mate chain-pushed off the edge may use a team re-roll on his landing', () => {
    // The attacker pushes an opponent (3) onto his own team-mate, who goes into the void.
    const start = withVoid()
      .player('attacker', 5, 3, { floor: 1 })
      .player('defender', 4, 3, { floor: 1, team: 1 })
      .player('mate', 3, 3, { floor: 1 })
      .player('wall-a', 3, 2, { floor: 1, team: 1 })
      .player('wall-b', 3, 1, { floor: 1, team: 1 })
      .withRerolls(0, 1)
      .withDice([3, 1, 4])
      .build();
    const { state } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'use-reroll', source: 'none' },
      { type: 'push-to', square: f1(3, 3) },
      { type: 'push-to', square: f1(2, 3) },
    );
    expect(state.pending.at(-1)).toMatchObject({ kind: 'reroll', test: { kind: 'floor-landing' } });
    const { state: after } = play(
      state,
      { type: 'use-reroll', source: 'team' },
      { type: 'follow-up', follow: true },
    );
    expect(named(after, 'mate')).toMatchObject({ at: f0(2, 3), stance: 'standing' });
    expect(named(after, 'attacker').at).toEqual(f1(4, 3));
    expect(after.turn.team).toBe(1); // DB-FLOOR-13: his involuntary fall is a turnover
  });

  it('DB-PASS-5, DB-BALL-5: a ball bouncing into a void falls to the floor below and bounces once there', () => {
    // Precarious roll (2), failed pick-up (1); the ball bounces south-east (8) into the void,
    // then south (7) below.
    const start = withVoid()
      .player('runner', 1, 1, { floor: 1 })
      .ballOn(1, 2, 1)
      .withDice([2, 1, 8, 7])
      .build();
    const { state, events } = play(start, activate('0-1'), { type: 'move', to: f1(1, 2) });
    expect(events).toContainEqual({ type: 'ball-fell', from: f1(2, 3), to: f0(2, 3) });
    expect(state.ball).toEqual({ at: f0(2, 4), carrier: null });
  });

  it('DB-HOLE-3: a hole on the ground floor is a pit: Armour +1, then out to the Reserves; the ball comes back on a teleporter (DB-BALL-3)', () => {
    const pit = ['......', '..o...', '......'];
    // Precarious roll (2); Push (3) into the pit; the ball reappears on teleporter 1 (1), then
    // bounces east (5); Armour (1, 1) + 1 unbroken.
    const start = board(pit)
      .player('attacker', 4, 1)
      .player('defender', 3, 1, { team: 1 })
      .ballHeldBy('defender')
      .teleporter(1, 0, 0)
      .withDice([2, 3, 1, 5, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f0(2, 1) },
    );
    expect(named(state, 'defender')).toMatchObject({ box: 'reserves', at: null });
    expect(events).toContainEqual({ type: 'ball-reappeared', rolled: 1, at: f0(0, 0) });
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 1 }));
    expect(state.ball).toEqual({ at: f0(1, 0), carrier: null });
  });

  it('DB-HAZ-6: [Jervis 1998] a plain pit takes a player out of the match, as if lost in space', () => {
    const pit = ['......', '..o...', '......'];
    const start = board(pit)
      .player('attacker', 4, 1)
      .player('defender', 3, 1, { team: 1 })
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([2, 3])
      .build();
    const { state } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f0(2, 1) },
    );
    expect(named(state, 'defender')).toMatchObject({ box: 'lost', at: null });
  });
});
