import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { GameState } from '../model/state';
import { defaultOptions } from '../flow/create';
import { board, named, play } from '../testing/fixture';
import { hallTeleporter as teleporter, teleporterHall } from '../testing/teleporter-hall';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const jumpTo = (x: number, y: number, action: 'move' | 'blitz' = 'move') => [
  { type: 'activate', player: '0-1', action } as const,
  { type: 'jump', to: at(x, y) } as const,
];
const jumps = (state: GameState) => legalActions(state).filter((a) => a.type === 'jump');
const activated = (state: GameState, action: 'move' | 'block' | 'blitz' = 'move') =>
  play(state, { type: 'activate', player: '0-1', action }).state;

describe('Jump', () => {
  it('BB-MOVE-8: a Standing player jumps over a Prone player into the square beyond, for 2 squares of movement', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([3])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    expect(named(state, 'j').at).toEqual(at(3, 1));
    expect(state.turn.activation).toMatchObject({ spent: 2, rushes: 0 });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'jump', target: 3, modifier: 0, rolled: 3, success: true }),
    );
  });

  it('BB-MOVE-8: a Stunned player of his own team may be jumped, diagonally too', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('mate', 2, 2, { stance: 'stunned' })
      .withDice([4])
      .build();
    expect(jumps(activated(start))).toContainEqual({ type: 'jump', to: at(3, 3) });
    expect(named(play(start, ...jumpTo(3, 3)).state, 'j').at).toEqual(at(3, 3));
  });

  it('BB-MOVE-8: without Leap there is no jump over an empty square or a Standing player', () => {
    const start = board(hall).player('j', 1, 1).player('up', 2, 1, { team: 1 }).build();
    const moving = activated(start);
    expect(jumps(moving)).toEqual([]);
    expect(apply(moving, { type: 'jump', to: at(3, 1) })).toEqual({
      error:
        'Only Leap jumps over an empty square or a Standing player; a Jump is over a Prone or Stunned player, a chest, a statue or a hazard one square wide (BB-MOVE-8, DB-JUMP-1, DB-JUMP-2).',
    });
    expect(apply(moving, { type: 'jump', to: at(1, 3) })).toHaveProperty('error');
  });

  it('BB-MOVE-8: −1 per opponent Marking the square left or the square landed in, whichever has more', () => {
    const start = board(hall)
      .player('j', 1, 1, { ag: 2 })
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('m1', 0, 0, { team: 1 })
      .player('m2', 0, 2, { team: 1 })
      .player('m3', 4, 1, { team: 1 })
      .withDice([4])
      .build();
    const { events } = play(start, ...jumpTo(3, 1));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: -2, rolled: 4, success: true }),
    );
  });

  it('BB-MOVE-8: jumping out of a Marked square needs no Dodge, only the Jump test', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('m', 1, 0, { team: 1 })
      .withDice([3])
      .build();
    const { events } = play(start, ...jumpTo(3, 1));
    expect(events.filter((e) => e.type === 'test').map((e) => e.type === 'test' && e.test)).toEqual(
      ['jump'],
    );
  });

  it('BB-MOVE-8: a failed jump falls over in the landing square, a turnover (BB-TO-1)', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([2, 1, 1])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    expect(named(state, 'j')).toMatchObject({ at: at(3, 1), stance: 'prone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'knocked-down', fell: true }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'turnover', reason: 'failed Jump' }),
    );
    expect(state.turn.team).toBe(1);
  });

  it('BB-MOVE-8: a natural 1 fails and a natural 6 passes, whatever the modifiers (BB-GEN-2)', () => {
    const marked = (ag: number, die: number) =>
      board(hall)
        .player('j', 1, 1, { ag })
        .player('down', 2, 1, { team: 1, stance: 'prone' })
        .player('m1', 0, 1, { team: 1 })
        .player('m2', 1, 0, { team: 1 })
        .withDice([die, 1, 1])
        .build();
    expect(named(play(marked(6, 6), ...jumpTo(3, 1)).state, 'j').stance).toBe('standing');
    expect(named(play(marked(1, 1), ...jumpTo(3, 1)).state, 'j').stance).toBe('prone');
  });

  it('BB-MOVE-8: a failed jump may be re-rolled with a team re-roll (BB-RR-1)', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withRerolls(0, 1)
      .withDice([1, 5])
      .build();
    const asked = play(start, ...jumpTo(3, 1)).state;
    expect(legalActions(asked)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(asked, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'j')).toMatchObject({ at: at(3, 1), stance: 'standing' });
    expect(state.turn.activation).not.toBeNull();
  });

  it('BB-MOVE-8, BB-MOVE-5: with 1 square of MA left the jump takes a Rush, rolled before the Jump test', () => {
    const start = board(hall)
      .player('j', 1, 1, { ma: 1 })
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([2, 3])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    const tests = events.filter((e) => e.type === 'test').map((e) => e.type === 'test' && e.test);
    expect(tests).toEqual(['rush', 'jump']);
    expect(state.turn.activation).toMatchObject({ spent: 2, rushes: 1 });
  });

  it('BB-MOVE-8, BB-MOVE-5: a failed Rush falls over in the landing square with no Jump test', () => {
    const start = board(hall)
      .player('j', 1, 1, { ma: 0 })
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([1, 1, 1])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    expect(events.some((e) => e.type === 'test' && e.test === 'jump')).toBe(false);
    expect(named(state, 'j')).toMatchObject({ at: at(3, 1), stance: 'prone' });
    expect(state.turn.team).toBe(1);
  });

  it('BB-MOVE-8: the jump needs both squares of movement: with one Rush left there is none', () => {
    const start = board(hall)
      .player('j', 0, 1, { ma: 0 })
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([2])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 1) },
    );
    expect(jumps(state)).toEqual([]);
    expect(apply(state, { type: 'jump', to: at(3, 1) })).toEqual({
      error: 'j has not enough movement left (0 and 1 Rushes; the jump costs 2).',
    });
  });

  it('BB-MOVE-8: the landing square must be empty', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('there', 3, 1, { team: 1, stance: 'prone' })
      .build();
    expect(apply(activated(start), { type: 'jump', to: at(3, 1) })).toEqual({
      error: 'The landing square is taken (BB-MOVE-8, DB-CHEST-2).',
    });
  });

  it('BB-MOVE-8: a jump lands on the ball and picks it up after the Jump test (BB-BALL-7)', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .ballOn(3, 1)
      .withDice([3, 3])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    const tests = events.filter((e) => e.type === 'test').map((e) => e.type === 'test' && e.test);
    expect(tests).toEqual(['jump', 'pick-up']);
    expect(state.ball.carrier).toBe('0-1');
  });

  it('BB-MOVE-8: a Blitz may jump; a Block action may not (BB-BLOCK-1)', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .withDice([3])
      .build();
    expect(named(play(start, ...jumpTo(3, 1, 'blitz')).state, 'j').at).toEqual(at(3, 1));
    expect(apply(activated(start, 'block'), { type: 'jump', to: at(3, 1) })).toEqual({
      error: 'A Block action includes no movement (BB-BLOCK-1).',
    });
  });

  it('BB-SKILL-1 Tentacles: holds a jumper leaving his tackle zone before he jumps', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('t', 1, 0, { team: 1, skills: ['Tentacles'] })
      .withDice([6])
      .build();
    const { state } = play(start, ...jumpTo(3, 1));
    expect(named(state, 'j').at).toEqual(at(1, 1));
    expect(jumps(state)).toEqual([]);
  });
});

describe('Jump geometry underground', () => {
  it('DB-JUMP-6: a jump is a straight line of two squares, never past a wall corner', () => {
    const start = board(['......', '.#....', '......', '......'])
      .player('j', 0, 1)
      .player('d1', 1, 2, { team: 1, stance: 'prone' })
      .player('d2', 0, 2, { team: 1, stance: 'prone' })
      .build();
    const moving = activated(start);
    expect(jumps(moving)).toEqual([{ type: 'jump', to: at(0, 3) }]);
    expect(apply(moving, { type: 'jump', to: at(2, 3) })).toEqual({
      error: 'A jump cannot pass a wall or a wall corner (DB-JUMP-6).',
    });
    expect(apply(moving, { type: 'jump', to: at(3, 1) })).toEqual({
      error: 'A jump goes two squares in a straight line, over the square between (DB-JUMP-6).',
    });
  });

  it('DB-JUMP-6: no jump over a wall square, nor out of the dungeon at its edge', () => {
    const start = board(['.#..', '....'])
      .player('j', 0, 0, { skills: ['Leap'] })
      .build();
    const moving = activated(start);
    expect(apply(moving, { type: 'jump', to: at(2, 0) })).toEqual({
      error: 'A jump cannot pass a wall or a wall corner (DB-JUMP-6).',
    });
    expect(jumps(moving)).toEqual([]);
  });

  it('DB-JUMP-2: a chest is jumped like a Prone player, without Leap; nobody lands on one (DB-CHEST-2)', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .chest(2, 1, 'trap')
      .chest(3, 3, 'trap')
      .player('down', 2, 2, { team: 1, stance: 'prone' })
      .withDice([3])
      .build();
    const moving = activated(start);
    expect(jumps(moving)).toEqual([{ type: 'jump', to: at(3, 1) }]);
    expect(apply(moving, { type: 'jump', to: at(3, 3) })).toEqual({
      error: 'The landing square is taken (BB-MOVE-8, DB-CHEST-2).',
    });
    expect(named(play(start, ...jumpTo(3, 1)).state, 'j').at).toEqual(at(3, 1));
  });

  it('DB-TELE-9: a Blitzing player may not jump onto a teleporter before his block', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .teleporter(1, 3, 1)
      .teleporter(2, 8, 4)
      .build();
    expect(apply(activated(start, 'blitz'), { type: 'jump', to: at(3, 1) })).toEqual({
      error: 'A Blitzing player may take a teleporter only after his block (DB-TELE-9).',
    });
  });

  it('DB-TELE-2: a jump that lands on a teleporter enters it', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .teleporter(1, 3, 1)
      .teleporter(2, 8, 4)
      .withDice([3, 2])
      .build();
    const { state, events } = play(start, ...jumpTo(3, 1));
    expect(events).toContainEqual(expect.objectContaining({ type: 'teleported', player: '0-1' }));
    expect(named(state, 'j').at).toEqual(at(8, 4));
  });

  it('DB-JUMP-6: the landing square costs its own movement (rubble 3): the jump costs 4', () => {
    const start = board(['...r', '....'])
      .player('j', 1, 0, { ma: 2 })
      .player('down', 2, 0, { team: 1, stance: 'prone' })
      .withDice([2, 2, 4])
      .build();
    const { state } = play(start, ...jumpTo(3, 0));
    expect(state.turn.activation).toMatchObject({ spent: 4, rushes: 2 });
  });
});

describe('Leap', () => {
  it('BB-SKILL-1 Leap: jumps over an empty square and over a Standing player', () => {
    const start = board(hall)
      .player('l', 1, 1, { skills: ['Leap'] })
      .player('up', 2, 2, { team: 1 })
      .withDice([4])
      .build();
    const moving = activated(start);
    expect(jumps(moving)).toContainEqual({ type: 'jump', to: at(3, 1) });
    expect(jumps(moving)).toContainEqual({ type: 'jump', to: at(3, 3) });
    expect(named(play(start, ...jumpTo(3, 3)).state, 'l').at).toEqual(at(3, 3));
  });

  it('BB-SKILL-1 Leap: a negative modifier is reduced by 1 (−3 to −2)', () => {
    const start = board(hall)
      .player('l', 1, 1, { ag: 1, skills: ['Leap'] })
      .player('m1', 0, 0, { team: 1 })
      .player('m2', 0, 1, { team: 1 })
      .player('m3', 0, 2, { team: 1 })
      .withDice([3])
      .build();
    const { events } = play(start, ...jumpTo(3, 1));
    expect(events).toContainEqual(expect.objectContaining({ test: 'jump', modifier: -2 }));
  });

  it('BB-SKILL-1 Leap: never better than −1: a −1 stays −1, a 0 stays 0', () => {
    const once = board(hall)
      .player('l', 1, 1, { skills: ['Leap'] })
      .player('m1', 0, 1, { team: 1 })
      .withDice([4])
      .build();
    expect(play(once, ...jumpTo(3, 1)).events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: -1 }),
    );
    const open = board(hall)
      .player('l', 1, 1, { skills: ['Leap'] })
      .withDice([4])
      .build();
    expect(play(open, ...jumpTo(3, 1)).events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: 0 }),
    );
  });
});

describe('Very Long Legs', () => {
  it('BB-SKILL-1 Very Long Legs: reduces a negative Jump modifier by 1, to no better than −1', () => {
    const start = board(hall)
      .player('v', 1, 1, { skills: ['Very Long Legs'] })
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('m1', 0, 0, { team: 1 })
      .player('m2', 0, 2, { team: 1 })
      .withDice([5])
      .build();
    expect(play(start, ...jumpTo(3, 1)).events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: -1 }),
    );
  });

  it('BB-SKILL-1 Very Long Legs: with Leap as well the modifier is reduced once', () => {
    const start = board(hall)
      .player('v', 1, 1, { skills: ['Very Long Legs', 'Leap'] })
      .player('m1', 0, 0, { team: 1 })
      .player('m2', 0, 1, { team: 1 })
      .player('m3', 0, 2, { team: 1 })
      .withDice([6])
      .build();
    expect(play(start, ...jumpTo(3, 1)).events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: -2 }),
    );
  });
});

describe('Jump and the skills of the players it leaves', () => {
  it('BB-SKILL-1 Prehensile Tail: −1 to a Jump out of a square he Marks', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('tail', 0, 1, { team: 1, skills: ['Prehensile Tail'] })
      .withDice([6])
      .build();
    expect(play(start, ...jumpTo(3, 1)).events).toContainEqual(
      expect.objectContaining({ test: 'jump', modifier: -2 }),
    );
  });

  it('BB-SKILL-1 Diving Tackle: −2 to a passed Jump out of his tackle zone; he lies Prone in the square left', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('diver', 0, 1, { team: 1, skills: ['Diving Tackle'] })
      .withDice([4, 1, 1])
      .build();
    const asked = play(start, ...jumpTo(3, 1)).state;
    expect(asked.pending.at(-1)).toMatchObject({ kind: 'use-skill', team: 1 });
    const { state } = play(asked, { type: 'use-skill', use: true });
    expect(named(state, 'diver')).toMatchObject({ at: at(1, 1), stance: 'prone' });
    expect(named(state, 'j')).toMatchObject({ at: at(3, 1), stance: 'prone' });
    expect(state.turn.team).toBe(1);
  });
});

describe('jumping over things in the dungeon', () => {
  const jervis = { ...defaultOptions, ruleset: 'jervis-1998' } as const;
  const f1 = (x: number, y: number) => ({ floor: 1, x, y });
  const upstairs = (row: string) => board(['....', '....'], [row, '....']);
  const jumpUpstairs = (x: number) => [
    { type: 'activate', player: '0-1', action: 'move' } as const,
    { type: 'jump', to: f1(x, 0) } as const,
  ];

  it('DB-JUMP-1, DB-HOLE-1, DB-LADDER-6: a hole one square wide (a ladder hole) is jumped over without Leap, for 2 squares', () => {
    const start = board(['.o..', '....']).player('j', 0, 0).withDice([3]).build();
    expect(jumps(activated(start))).toEqual([{ type: 'jump', to: at(2, 0) }]);
    const { state } = play(start, ...jumpTo(2, 0));
    expect(named(state, 'j').at).toEqual(at(2, 0));
    expect(state.turn.activation).toMatchObject({ spent: 2 });
  });

  it('DB-JUMP-3: a natural 1 over a hole drops him into it: a fall down a floor, and a turnover', () => {
    // Jump 1; his landing test below (3) passes, but an involuntary fall is a turnover (DB-FLOOR-13).
    const start = upstairs('.o..').player('j', 0, 0, { floor: 1 }).withDice([1, 3]).build();
    const { state, events } = play(start, ...jumpUpstairs(2));
    expect(named(state, 'j')).toMatchObject({ at: at(1, 0), stance: 'standing' });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: 0, success: true }),
    );
    expect(state.turn.team).toBe(1);
  });

  it('DB-JUMP-3: another failure over a hole is a fall in the landing square', () => {
    const start = upstairs('._..').player('j', 0, 0, { floor: 1 }).withDice([2, 1, 1]).build();
    const { state } = play(start, ...jumpUpstairs(2));
    expect(named(state, 'j')).toMatchObject({ at: f1(2, 0), stance: 'prone' });
  });

  it('DB-JUMP-1: the void at the edge of a floor is jumped over too, and lava', () => {
    const start = upstairs('._..').player('j', 0, 0, { floor: 1 }).build();
    expect(jumps(activated(start))).toEqual([{ type: 'jump', to: f1(2, 0) }]);
    const lava = board(['.*..', '....']).player('j', 0, 0).withDice([1, 1]).build();
    expect(play(lava, ...jumpTo(2, 0)).events).toContainEqual(
      expect.objectContaining({ type: 'fell-in', hazard: 'lava' }),
    );
  });

  it('DB-STATUE-1, DB-JUMP-2: a statue is jumped over like any object', () => {
    const start = board(hall).player('j', 1, 1).statue(2, 1).withDice([3]).build();
    expect(named(play(start, ...jumpTo(3, 1)).state, 'j').at).toEqual(at(3, 1));
  });

  it('DB-JUMP-5: [Jervis 1998] a one-square jump fails only below 1: with no tackle zone around, a 1 passes', () => {
    const start = board(['.o..', '....'])
      .player('j', 0, 0)
      .withOptions(jervis)
      .withDice([1])
      .build();
    const { state, events } = play(start, ...jumpTo(2, 0));
    expect(named(state, 'j').at).toEqual(at(2, 0));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'obstacle-jump', target: 1, modifier: 0, success: true }),
    );
  });

  it('DB-JUMP-5: [Jervis 1998] −1 with an opponent’s tackle zone on either square, and failing over a hazard he falls in', () => {
    // 1 − 1 < 1: into the pit, deadly with Jervis (1: dead).
    const start = board(['.^..', '....'])
      .player('j', 0, 0)
      .player('marker', 3, 1, { team: 1 })
      .withOptions(jervis)
      .withDice([1, 1])
      .build();
    const { state, events } = play(start, ...jumpTo(2, 0));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'obstacle-jump', modifier: -1, success: false }),
    );
    expect(named(state, 'j').box).toBe('casualty');
  });

  it('DB-JUMP-5: [Jervis 1998] failing over a Prone player, he Falls Over in the square he jumped from', () => {
    const start = board(hall)
      .player('j', 1, 1)
      .player('down', 2, 1, { team: 1, stance: 'prone' })
      .player('marker', 4, 1, { team: 1 })
      .withOptions(jervis)
      .withDice([1, 1, 1])
      .build();
    const { state } = play(start, ...jumpTo(3, 1));
    expect(named(state, 'j')).toMatchObject({ at: at(1, 1), stance: 'prone' });
    expect(state.turn.team).toBe(1);
  });
});

describe('jumping over a teleporter', () => {
  /** A Leaper just west of teleporter 1 of the teleporter hall, at (2, 2): the jump over it is to (3, 2). */
  const leaper = (spec: { ma?: number; ag?: number } = {}) =>
    teleporterHall().player('j', 1, 2, { skills: ['Leap'], ...spec });
  const overTeleporter1 = { type: 'jump', to: at(3, 2) } as const;

  it('DB-JUMP-4, DB-TELE-15: a jump over a teleporter is offered, and teleports him as a step onto it would: no Jump test, a square to recover (DB-TELE-2, DB-TELE-3)', () => {
    const start = leaper().withDice([4]).build();
    const moving = activated(start);
    expect(jumps(moving)).toContainEqual(overTeleporter1);
    const { state, events } = play(moving, overTeleporter1);
    expect(events.filter((e) => e.type === 'test')).toEqual([]);
    expect(events).toContainEqual({ type: 'moved', player: '0-1', from: at(1, 2), to: at(2, 2) });
    expect(events).toContainEqual({
      type: 'teleported',
      player: '0-1',
      from: teleporter(1),
      rolled: 4,
      to: teleporter(4),
    });
    expect(named(state, 'j')).toMatchObject({ at: teleporter(4), stance: 'standing' });
    // The teleporter's square, then the square of recovery: the landing square is never reached.
    expect(state.turn.activation).toMatchObject({ spent: 2, rushes: 0 });
    expect(state.turn.team).toBe(0);
  });

  it('DB-JUMP-4, DB-TELE-11: a jump over a teleporter that rolls its own number loses him in the Interstice', () => {
    const { state, events } = play(activated(leaper().withDice([1]).build()), overTeleporter1);
    expect(named(state, 'j')).toMatchObject({ box: 'lost', at: null });
    expect(events).toContainEqual({ type: 'lost-in-interstice', player: '0-1', rolled: 1 });
  });

  it('DB-JUMP-4, DB-TELE-4: a jump over a teleporter after a teleport in the same turn removes him with an Injury roll and no Armour roll, Stunned counting as KO', () => {
    // Onto teleporter 1, to 3 (3) at (8, 2); two steps east, then the jump over teleporter 4 at
    // (11, 2): Injury 1 + 1 is Stunned, read as KO.
    const start = leaper().withDice([3, 1, 1]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: teleporter(1) },
      { type: 'move', to: at(9, 2) },
      { type: 'move', to: at(10, 2) },
      { type: 'jump', to: at(12, 2) },
    );
    expect(events).toContainEqual({ type: 'teleported-twice', player: '0-1' });
    expect(events.filter((e) => e.type === 'armour')).toEqual([]);
    expect(named(state, 'j')).toMatchObject({ box: 'ko', at: null });
    expect(state.turn.team).toBe(1); // DB-TELE-6: he was the active team's
  });

  it("DB-JUMP-4, DB-TELE-5: with Jervis's rules, the second teleport of the turn by a jump takes him to the teleporter rolled, then the Injury roll", () => {
    const start = leaper()
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([3, 5, 1, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: teleporter(1) },
      { type: 'move', to: at(9, 2) },
      { type: 'move', to: at(10, 2) },
      { type: 'jump', to: at(12, 2) },
    );
    expect(named(state, 'j')).toMatchObject({ at: teleporter(5), stance: 'stunned' });
  });

  it('DB-JUMP-4, BB-MOVE-3: out of a Marked square he Dodges into the teleporter as a step would, at −1 for the opponent Marking it; a 4 passes', () => {
    const start = leaper().player('m', 1, 1, { team: 1 }).withDice([4, 5]).build();
    const { state, events } = play(activated(start), overTeleporter1);
    expect(events.filter((e) => e.type === 'test')).toEqual([
      expect.objectContaining({ test: 'dodge', target: 3, modifier: -1, rolled: 4, success: true }),
    ]);
    expect(named(state, 'j')).toMatchObject({ at: teleporter(5), stance: 'standing' });
  });

  it('DB-JUMP-4, DB-TELE-13: a failed Dodge into the teleporter sends him through it all the same, to fall where he arrives: a turnover', () => {
    // Dodge 3 − 1 fails; teleporter 5 (5); Armour 1 + 1.
    const start = leaper().player('m', 1, 1, { team: 1 }).withDice([3, 5, 1, 1]).build();
    const { state, events } = play(activated(start), overTeleporter1);
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', rolled: 3, success: false }),
    );
    expect(named(state, 'j')).toMatchObject({ at: teleporter(5), stance: 'prone' });
    const order = events.map((e) => e.type);
    expect(order.indexOf('teleported')).toBeLessThan(order.indexOf('armour'));
    expect(state.turn.team).toBe(1);
  });

  it('DB-JUMP-4, DB-TELE-3: with his movement spent, the jump over a teleporter is one Rush, for its square alone; arriving, he has none left to recover and stops', () => {
    // A step east spends his 1 MA; the Rush (2), teleporter 4 (4).
    const start = teleporterHall()
      .player('j', 0, 2, { skills: ['Leap'], ma: 1 })
      .withDice([2, 4])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 2) },
      overTeleporter1,
    );
    expect(events.filter((e) => e.type === 'test')).toEqual([
      expect.objectContaining({ test: 'rush', rolled: 2, success: true }),
    ]);
    expect(named(state, 'j').at).toEqual(teleporter(4));
    expect(state.turn.activation).toMatchObject({ spent: 2, rushes: 1, held: true });
  });

  it('DB-JUMP-4, DB-TELE-9: a Blitzing player may not jump over a teleporter before his block', () => {
    const blitzing = activated(leaper().player('target', 5, 4, { team: 1 }).build(), 'blitz');
    expect(jumps(blitzing)).not.toContainEqual(overTeleporter1);
    expect(apply(blitzing, overTeleporter1)).toEqual({
      error:
        'A jump over a teleporter ends in it, as a step into it would (DB-JUMP-4): A Blitzing player may take a teleporter only after his block (DB-TELE-9).',
    });
  });

  it('DB-JUMP-4: a Prone player lying on a teleporter is not jumped: the jump would end in his square (BB-MOVE-1)', () => {
    const start = teleporterHall()
      .player('j', 1, 2)
      .player('down', 2, 2, { team: 1, stance: 'prone' })
      .build();
    const moving = activated(start);
    expect(jumps(moving)).toEqual([]);
    expect(apply(moving, overTeleporter1)).toEqual({
      error:
        'A jump over a teleporter ends in it, as a step into it would (DB-JUMP-4): That square is taken (BB-MOVE-1).',
    });
  });
});
