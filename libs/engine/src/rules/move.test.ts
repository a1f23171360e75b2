import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import { defaultOptions } from '../flow/create';
import { board, named, play } from '../testing/fixture';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

describe('movement', () => {
  it('BB-MOVE-1, BB-CHAR-2: a player moves one square at a time, 1 MA a square, and stops when his MA and 2 Rushes are spent', () => {
    const start = board(hall).player('runner', 0, 0, { ma: 2 }).withDice([2, 2]).build();
    const id = named(start, 'runner').id;
    const { state } = play(
      start,
      { type: 'activate', player: id, action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
      { type: 'move', to: at(3, 0) },
      { type: 'move', to: at(4, 0) },
    );
    expect(named(state, 'runner').at).toEqual(at(4, 0));
    expect(legalActions(state).filter((a) => a.type === 'move')).toEqual([]);
  });

  it('BB-MOVE-1: a player may not enter an occupied square', () => {
    const start = board(hall).player('a', 0, 0).player('b', 1, 0).build();
    const { state } = play(start, {
      type: 'activate',
      player: named(start, 'a').id,
      action: 'move',
    });
    expect(legalActions(state)).not.toContainEqual({ type: 'move', to: at(1, 0) });
  });

  it('BB-MOVE-1: the square a player has just left is free again, to him and to a team-mate, and the one he entered is taken', () => {
    const start = board(hall).player('a', 1, 1).player('b', 3, 1).build();
    const moving = play(
      start,
      { type: 'activate', player: named(start, 'a').id, action: 'move' },
      { type: 'move', to: at(2, 1) },
      { type: 'move', to: at(2, 2) },
    ).state;
    expect(legalActions(moving)).toContainEqual({ type: 'move', to: at(2, 1) });
    const { state } = play(
      moving,
      { type: 'end-activation' },
      { type: 'activate', player: named(start, 'b').id, action: 'move' },
    );
    const moves = legalActions(state).filter((a) => a.type === 'move');
    expect(moves).toContainEqual({ type: 'move', to: at(2, 1) });
    expect(moves).not.toContainEqual({ type: 'move', to: at(2, 2) });
  });

  it('DB-MOVE-1: no diagonal step past a wall corner; the straight way round is fine', () => {
    const walls = ['.#...', '.....', '.....'];
    const start = board(walls).player('a', 0, 1).build();
    const { state } = play(start, {
      type: 'activate',
      player: named(start, 'a').id,
      action: 'move',
    });
    const moves = legalActions(state).filter((a) => a.type === 'move');
    expect(moves).not.toContainEqual({ type: 'move', to: at(1, 0) }); // the wall itself
    expect(moves).toContainEqual({ type: 'move', to: at(0, 0) });
    const corner = play(board(['.#.', '...']).player('a', 0, 1).build(), {
      type: 'activate',
      player: '0-1',
      action: 'move',
    }).state;
    expect(legalActions(corner)).not.toContainEqual({ type: 'move', to: at(2, 0) }); // (1, 0) is wall: no cut past it
  });

  it('BB-MOVE-3, BB-GEN-3: leaving a Marked square needs a Dodge at −1 per opponent Marking the square entered, the two adding up', () => {
    const start = board(hall)
      .player('dodger', 1, 1)
      .player('foe', 2, 1, { team: 1 })
      .player('foe2', 3, 3, { team: 1 })
      .withDice([4])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: named(start, 'dodger').id, action: 'move' },
      { type: 'move', to: at(2, 2) },
    );
    // (2, 2) is Marked by both opponents: 4 − 2 = 2 < 3+, the Dodge fails.
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'test',
        test: 'dodge',
        target: 3,
        modifier: -2,
        rolled: 4,
        success: false,
      }),
    );
  });

  it('BB-MOVE-4, BB-STATE-5: a failed Dodge: the player Falls Over in the square he entered, and it is a turnover', () => {
    const start = board(hall)
      .player('dodger', 1, 1)
      .player('foe', 2, 1, { team: 1 })
      .withDice([1, 3, 3])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
    );
    expect(named(state, 'dodger')).toMatchObject({ at: at(0, 0), stance: 'prone' });
    expect(events).toContainEqual({ type: 'turnover', team: 0, reason: 'failed Dodge' });
    expect(state.turn.team).toBe(1);
  });

  it('BB-GEN-2: a natural 6 passes a Dodge whatever the modifiers; a natural 1 fails it even for an AG 1+ player', () => {
    const crowd = board(hall)
      .player('d', 1, 1, { ag: 5 })
      .player('f1', 2, 1, { team: 1 })
      .player('f2', 2, 3, { team: 1 })
      .player('f3', 1, 3, { team: 1 });
    const six = play(
      crowd.withDice([6]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 2) },
    );
    expect(six.events).toContainEqual(
      expect.objectContaining({ test: 'dodge', rolled: 6, success: true }),
    );
    const one = play(
      board(hall)
        .player('d', 1, 1, { ag: 1 })
        .player('f', 2, 1, { team: 1 })
        .withDice([1, 3, 3])
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
    );
    expect(one.events).toContainEqual(
      expect.objectContaining({ test: 'dodge', rolled: 1, success: false }),
    );
  });

  it('BB-MOVE-5, BB-NA-3: each Rush needs a 2+, the weather always perfect (no Blizzard); a 1 Falls Over in the square entered, turnover', () => {
    const start = board(hall).player('r', 0, 0, { ma: 1 }).withDice([2, 1, 3, 3]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
      { type: 'move', to: at(3, 0) },
    );
    expect(
      events.filter((e) => e.type === 'test').map((e) => (e as { rolled: number }).rolled),
    ).toEqual([2, 1]);
    expect(named(state, 'r')).toMatchObject({ at: at(3, 0), stance: 'prone' });
    expect(state.turn.team).toBe(1);
  });

  it('BB-MOVE-5: a square that needs a Rush and a Dodge rolls the Rush first', () => {
    const start = board(hall)
      .player('r', 1, 1, { ma: 0 })
      .player('f', 2, 1, { team: 1 })
      .withDice([5, 5])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 1) },
    );
    expect(
      events.filter((e) => e.type === 'test').map((e) => (e as { test: string }).test),
    ).toEqual(['rush', 'dodge']);
  });

  it('BB-MOVE-7: standing up costs 3 MA and needs no Dodge even when Marked', () => {
    const start = board(hall)
      .player('p', 1, 1, { stance: 'prone' })
      .player('f', 2, 1, { team: 1 })
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'stand-up' },
    );
    expect(named(state, 'p').stance).toBe('standing');
    expect(events.some((e) => e.type === 'test')).toBe(false);
    expect(state.turn.activation?.spent).toBe(3);
  });

  it('BB-MOVE-7: a player with MA 2 stands up on a 4+, then may only Rush; on a 3 he stays down and his activation ends', () => {
    const up = play(
      board(hall).player('slow', 1, 1, { ma: 2, stance: 'prone' }).withDice([4]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'stand-up' },
    );
    expect(named(up.state, 'slow').stance).toBe('standing');
    expect(up.state.turn.activation).toMatchObject({ spent: 2, rushes: 0 });
    const down = play(
      board(hall).player('slow', 1, 1, { ma: 2, stance: 'prone' }).withDice([3]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'stand-up' },
    );
    expect(named(down.state, 'slow').stance).toBe('prone');
    expect(down.state.turn.activation).toBeNull();
    expect(down.state.turn.team).toBe(0); // no turnover (BB-TO-12 spirit): his team plays on
  });

  it('BB-MOVE-2, BB-STATE-1, BB-STATE-2, BB-GEN-5: a Standing opponent marks the 8 squares round him, diagonals too; a Prone one marks none; 2 squares away a player is Open', () => {
    const dodges = (stance: 'standing' | 'prone', to: { x: number; y: number }) =>
      play(
        board(hall)
          .player('m', 2, 2)
          .player('foe', 3, 3, { team: 1, stance })
          .withDice([6])
          .build(),
        { type: 'activate', player: '0-1', action: 'move' },
        { type: 'move', to: at(to.x, to.y) },
      ).events.filter((e) => e.type === 'test' && e.test === 'dodge');
    expect(dodges('standing', { x: 1, y: 1 })).toHaveLength(1);
    expect(dodges('prone', { x: 1, y: 1 })).toEqual([]);
    const open = play(
      board(hall).player('m', 0, 0).player('foe', 3, 3, { team: 1 }).withDice([6]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 1) },
    );
    expect(open.events.filter((e) => e.type === 'test')).toEqual([]); // 2 squares away: Open
  });

  it('BB-STATE-2: a Prone player cannot catch: the ball bouncing onto him bounces on', () => {
    const { state, events } = play(
      board(hall)
        .player('p', 0, 0)
        .player('down', 2, 0, { stance: 'prone' })
        .ballOn(1, 0)
        .withDice([2, 5, 5])
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );
    expect(events.filter((e) => e.type === 'test' && e.test === 'catch')).toEqual([]);
    expect(state.ball).toEqual({ at: at(3, 0), carrier: null });
  });

  it('BB-CHAR-4: the Agility value is the target of a pick-up: AG 3+ passes on a 3, AG 4+ fails on it', () => {
    const pickUp = (ag: number) =>
      play(
        board(hall).player('p', 0, 0, { ag }).ballOn(1, 0).withDice([3, 5]).build(),
        { type: 'activate', player: '0-1', action: 'move' },
        { type: 'move', to: at(1, 0) },
      ).events.find((e) => e.type === 'test');
    expect(pickUp(3)).toMatchObject({ test: 'pick-up', target: 3, rolled: 3, success: true });
    expect(pickUp(4)).toMatchObject({ test: 'pick-up', target: 4, rolled: 3, success: false });
  });

  it('BB-BALL-7: moving onto the ball means a pick-up at −1 per marker; success and the move goes on', () => {
    const start = board(hall).player('p', 0, 0).ballOn(1, 0).withDice([3]).build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
    );
    expect(state.ball).toEqual({ at: at(2, 0), carrier: '0-1' });
  });

  it('BB-BALL-7: a failed pick-up bounces the ball and is a turnover', () => {
    const start = board(hall).player('p', 0, 0).ballOn(1, 0).withDice([2, 5]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );
    expect(events).toContainEqual({
      type: 'ball-bounced',
      from: at(1, 0),
      to: at(2, 0),
      direction: 5,
    });
    expect(state.ball).toEqual({ at: at(2, 0), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('BB-TO-4: a failed pick-up is a turnover even when the bounce is caught by a team-mate', () => {
    // Pick-up 2 fails (AG 3+), the ball bounces right (5) onto the team-mate, who catches it on a 6.
    const start = board(hall)
      .player('p', 0, 0)
      .player('mate', 2, 0)
      .ballOn(1, 0)
      .withDice([2, 5, 6])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', rolled: 6, success: true }),
    );
    expect(state.ball).toEqual({ at: at(2, 0), carrier: named(state, 'mate').id });
    expect(events).toContainEqual({ type: 'turnover', team: 0, reason: 'failed pick-up' });
    expect(state.turn.team).toBe(1);
  });
});

describe('re-rolls', () => {
  it('BB-RR-1: a failed Dodge may be re-rolled with a team re-roll; the coach is asked', () => {
    const start = board(hall)
      .player('d', 1, 1)
      .player('f', 2, 1, { team: 1 })
      .withRerolls(0, 2)
      .withDice([2, 5])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
    );
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(asked.state, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'd')).toMatchObject({ at: at(0, 0), stance: 'standing' });
    expect(state.teams[0]?.rerolls).toBe(1);
  });

  it('BB-RR-2: several team re-rolls may be used in one turn; with the pre-2020 option only one', () => {
    const twice = board(hall).player('r', 0, 0, { ma: 0 }).withRerolls(0, 3).withDice([1, 2, 1, 2]);
    const move = (x: number) => ({ type: 'move', to: at(x, 0) }) as const;
    const { state } = play(
      twice.build(),
      { type: 'activate', player: '0-1', action: 'move' },
      move(1),
      { type: 'use-reroll', source: 'team' },
      move(2),
      { type: 'use-reroll', source: 'team' },
    );
    expect(state.teams[0]?.rerolls).toBe(1);
    const limited = twice.withOptions({ ...defaultOptions, oneTeamRerollPerTurn: true }).build();
    const after = play(
      limited,
      { type: 'activate', player: '0-1', action: 'move' },
      move(1),
      { type: 'use-reroll', source: 'team' },
      move(2),
    );
    expect(after.state.turn.team).toBe(1); // the second failed Rush could not be re-rolled
  });

  it('BB-RR-6, DB-MATCH-12: a team re-roll spent is gone for the match: no half-time refreshes it', () => {
    const start = board(hall)
      .player('d', 1, 1)
      .player('f', 2, 1, { team: 1 })
      .withRerolls(0, 1)
      .withDice([2, 5])
      .build();
    const used = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
      { type: 'use-reroll', source: 'team' },
    ).state;
    expect(used.teams[0]?.rerolls).toBe(0);
    let later = used;
    for (let turn = 0; turn < 20; turn++) later = play(later, { type: 'end-turn' }).state;
    expect(later.turn.team).toBe(0);
    expect(later.teams[0]?.rerolls).toBe(0);
  });

  it('BB-GEN-4, BB-RR-3: a re-rolled test stands even if it fails again: no second re-roll', () => {
    const start = board(hall)
      .player('d', 1, 1, { skills: ['Dodge'] })
      .player('f', 2, 1, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 1, 3, 3])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
    );
    expect(legalActions(asked.state)).toContainEqual({ type: 'use-reroll', source: 'skill' });
    const { state } = play(asked.state, { type: 'use-reroll', source: 'skill' });
    expect(state.pending).toEqual([]);
    expect(named(state, 'd').stance).toBe('prone');
    expect(state.teams[0]?.rerolls).toBe(1);
  });

  it('BB-RR-4: the Dodge skill re-roll is usable once per activation', () => {
    const start = board(hall)
      .player('d', 2, 2, { skills: ['Dodge'] })
      .player('f', 3, 2, { team: 1 })
      .player('g', 1, 0, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 6, 1])
      .build();
    const first = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 1) },
    );
    expect(legalActions(first.state)).toContainEqual({ type: 'use-reroll', source: 'skill' });
    const second = play(
      first.state,
      { type: 'use-reroll', source: 'skill' },
      { type: 'move', to: at(1, 1) },
    );
    expect(legalActions(second.state)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
  });

  it('BB-RR-5: a Loner must roll his number to use a team re-roll, which is spent either way', () => {
    const start = board(hall)
      .player('l', 0, 0, { ma: 0, skills: ['Loner (4+)'] })
      .withRerolls(0, 1)
      .withDice([1, 3, 3, 3])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'use-reroll', source: 'team' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'loner', rolled: 3, success: false }),
    );
    expect(state.teams[0]?.rerolls).toBe(0);
    expect(named(state, 'l').stance).toBe('prone');
  });
});
