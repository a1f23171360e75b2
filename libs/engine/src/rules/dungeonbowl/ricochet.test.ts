import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import type { GameEvent } from '../../model/events';
import { defaultOptions } from '../../flow/create';
import type { GameState, Square } from '../../model/state';
import { board, named, play } from '../../testing/fixture';

/** A room 12 squares by 7 inside its walls: x 1-12, y 1-7; walls at x 0 and 13, y 0 and 8. */
const room = [
  '##############',
  '#............#',
  '#............#',
  '#............#',
  '#............#',
  '#............#',
  '#............#',
  '#............#',
  '##############',
];
/** The same room with a 2×2 pillar whose lower-left square is (7, 3). */
const pillared = room.map((row, y) =>
  y === 2 || y === 3 ? `${row.slice(0, 7)}##${row.slice(9)}` : row,
);
const at = (x: number, y: number): Square => ({ floor: 0, x, y });
const jervis = { ...defaultOptions, ruleset: 'jervis-1998' as const };

/** The ball carrier `t` activates a Pass action and throws a ricochet at the wall square. */
const ricochet = (state: GameState, wall: Square) =>
  play(
    state,
    { type: 'activate', player: named(state, 't').id, action: 'pass' },
    { type: 'ricochet', wall },
  );

/** The squares the ball travels through after the wall, from the first one on (the rebound path). */
const path = (events: readonly GameEvent[]): Square[] => {
  const first = events.find((e) => e.type === 'wall-hit');
  const steps = events.flatMap((e) => (e.type === 'ball-travelled' ? [e.to] : []));
  return first?.type === 'wall-hit' ? [first.from, ...steps] : [];
};
const wallHits = (events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.type === 'wall-hit' ? [e] : []));
const bounced = (events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.type === 'ball-bounced' ? [e.from] : []));

describe('wall ricochet', () => {
  it('DB-PASS-7: a ricochet is offered to the ball carrier in his Pass action, and it is the team’s Pass', () => {
    const start = board(room)
      .player('t', 10, 4)
      .player('mate', 11, 4)
      .ballHeldBy('t')
      .withDice([6, 1, 1, 4])
      .build();
    const moving = play(start, { type: 'activate', player: named(start, 't').id, action: 'move' });
    expect(legalActions(moving.state).some((a) => a.type === 'ricochet')).toBe(false);
    expect(apply(moving.state, { type: 'ricochet', wall: at(13, 4) })).toEqual({
      error: 'A ricochet is thrown by the Standing ball carrier in his Pass action (DB-PASS-7).',
    });
    const passing = play(start, { type: 'activate', player: named(start, 't').id, action: 'pass' });
    expect(legalActions(passing.state)).toContainEqual({ type: 'ricochet', wall: at(13, 4) });
    const { state } = play(passing.state, { type: 'ricochet', wall: at(13, 4) });
    expect(state.ball.carrier).toBe(named(state, 'mate').id);
    expect(state.turn.team).toBe(0);
    expect(
      apply(state, { type: 'activate', player: named(state, 'mate').id, action: 'pass' }),
    ).toHaveProperty('error', expect.stringContaining('already made its Pass'));
  });

  it('DB-PASS-8: a wall out of Quick or Short range, or hidden behind another wall, is refused with its reason', () => {
    const far = board(room).player('t', 1, 4).ballHeldBy('t').build();
    const farPass = play(far, { type: 'activate', player: named(far, 't').id, action: 'pass' });
    expect(apply(farPass.state, { type: 'ricochet', wall: at(13, 4) })).toEqual({
      error:
        'That wall is out of range: a ricochet is a Quick or Short pass (DB-PASS-1, DB-PASS-8).',
    });
    expect(legalActions(farPass.state)).toContainEqual({ type: 'ricochet', wall: at(0, 4) });
    expect(legalActions(farPass.state)).not.toContainEqual({ type: 'ricochet', wall: at(13, 4) });
    const screened = ['#########', '#.......#', '#...#...#', '#.......#', '#########'];
    const hidden = board(screened).player('t', 2, 2).ballHeldBy('t').build();
    const hiddenPass = play(hidden, {
      type: 'activate',
      player: named(hidden, 't').id,
      action: 'pass',
    });
    expect(apply(hiddenPass.state, { type: 'ricochet', wall: at(8, 2) })).toHaveProperty(
      'error',
      'The thrower cannot see that wall square: another wall is in the way (DB-PASS-3, DB-PASS-8).',
    );
    expect(legalActions(hiddenPass.state)).toContainEqual({ type: 'ricochet', wall: at(4, 2) });
    expect(apply(hiddenPass.state, { type: 'ricochet', wall: at(6, 2) })).toHaveProperty(
      'error',
      'A ricochet is aimed at a wall square on the thrower’s floor (DB-PASS-8).',
    );
  });

  it('DB-PASS-8: the Passing test is a pass’s of that range: Short at −1, Quick at 0', () => {
    const short = ricochet(
      board(room).player('t', 9, 4).ballHeldBy('t').withDice([6, 1, 1, 1]).build(),
      at(13, 4),
    );
    expect(short.events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: -1 }),
    );
    const quick = ricochet(
      board(room).player('t', 10, 4).ballHeldBy('t').withDice([6, 1, 1, 1]).build(),
      at(13, 4),
    );
    expect(quick.events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: 0 }),
    );
  });

  it('DB-PASS-11: a ball thrown straight at a wall comes straight back, 2D6 squares from the wall, then bounces (DB-PASS-12)', () => {
    const start = board(room).player('t', 10, 4).ballHeldBy('t').withDice([4, 1, 1, 2]).build();
    const { state, events } = ricochet(start, at(13, 4));
    expect(events).toContainEqual({ type: 'ricochet-thrown', player: '0-1', wall: at(13, 4) });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'accurate', landing: at(13, 4) }),
    );
    expect(wallHits(events)).toEqual([
      {
        type: 'wall-hit',
        wall: at(13, 4),
        from: at(12, 4),
        direction: [-1, 0],
        corner: null,
        rolled: null,
      },
    ]);
    expect(events).toContainEqual({ type: 'rebound-distance', dice: [1, 1] });
    expect(path(events)).toEqual([at(12, 4), at(11, 4)]);
    expect(bounced(events)).toEqual([at(11, 4)]);
    expect(state.ball).toEqual({ at: at(11, 3), carrier: null });
    expect(state.turn.team).toBe(1); // DB-PASS-17
  });

  it('DB-PASS-11: a diagonal hit keeps the component along the wall and reverses the one across it', () => {
    const start = board(room).player('t', 10, 5).ballHeldBy('t').withDice([6, 1, 1, 7]).build();
    const { events } = ricochet(start, at(12, 8));
    expect(wallHits(events)).toEqual([
      expect.objectContaining({ wall: at(12, 8), from: at(11, 7), direction: [1, -1] }),
    ]);
    expect(path(events)).toEqual([at(11, 7), at(12, 6)]);
    expect(bounced(events)).toEqual([at(12, 6)]);
  });

  it.each([
    { ruleset: 'torguer-2021', options: defaultOptions, rolled: 2, side: 'left', hit: at(13, 3) },
    { ruleset: 'torguer-2021', options: defaultOptions, rolled: 5, side: 'right', hit: at(13, 5) },
    { ruleset: 'jervis-1998', options: jervis, rolled: 2, side: 'right', hit: at(13, 5) },
    { ruleset: 'jervis-1998', options: jervis, rolled: 5, side: 'left', hit: at(13, 3) },
  ])(
    'DB-PASS-9, DB-PASS-10: $ruleset, a miss and a $rolled hit the wall square to the thrower’s $side',
    ({ options, rolled, side, hit }) => {
      const start = board(room)
        .player('t', 10, 4)
        .ballHeldBy('t')
        .withOptions(options)
        .withDice([3, rolled, 1, 1, 2])
        .build();
      const { events } = ricochet(start, at(13, 4));
      expect(events).toContainEqual({
        type: 'ricochet-missed',
        target: at(13, 4),
        rolled,
        side,
        hit,
      });
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'pass-thrown', quality: 'inaccurate', landing: hit }),
      );
      expect(path(events)).toEqual([at(12, hit.y), at(11, hit.y)]);
    },
  );

  it('DB-PASS-9: thrown diagonally at a flat wall, the squares left and right run along the wall', () => {
    const left = ricochet(
      board(room).player('t', 9, 5).ballHeldBy('t').withDice([3, 2, 1, 1, 2]).build(),
      at(11, 8),
    );
    expect(left.events).toContainEqual(
      expect.objectContaining({ type: 'ricochet-missed', side: 'left', hit: at(12, 8) }),
    );
    const right = ricochet(
      board(room).player('t', 9, 5).ballHeldBy('t').withDice([3, 6, 1, 1, 2]).build(),
      at(11, 8),
    );
    expect(right.events).toContainEqual(
      expect.objectContaining({ type: 'ricochet-missed', side: 'right', hit: at(10, 8) }),
    );
  });

  it('DB-PASS-9: a miss beside the end of a wall flies past it and comes down there like an inaccurate pass', () => {
    const start = board(pillared).player('t', 4, 2).ballHeldBy('t').withDice([3, 2, 4]).build();
    const { state, events } = ricochet(start, at(7, 2));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ricochet-missed', side: 'left', hit: at(7, 1) }),
    );
    expect(wallHits(events)).toEqual([]);
    expect(bounced(events)).toEqual([at(7, 1)]);
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
  });

  it.each([
    { rolled: 3, turn: 'left', direction: [-1, -1], next: at(5, 3) },
    { rolled: 4, turn: 'right', direction: [1, 1], next: at(7, 5) },
  ])(
    'DB-PASS-14: a ball reaching exactly a convex wall corner turns 90° to the $turn on a $rolled',
    ({ rolled, direction, next }) => {
      const start = board(pillared)
        .player('t', 5, 5)
        .ballHeldBy('t')
        .withDice([6, rolled, 1, 1, 2])
        .build();
      const { events } = ricochet(start, at(7, 3));
      expect(wallHits(events)).toEqual([
        { type: 'wall-hit', wall: at(7, 3), from: at(6, 4), direction, corner: 'convex', rolled },
      ]);
      expect(path(events)).toEqual([at(6, 4), next]);
    },
  );

  it('DB-PASS-14: a ball thrown into a concave corner comes straight back', () => {
    const start = board(room).player('t', 10, 5).ballHeldBy('t').withDice([6, 1, 1, 2]).build();
    const { events } = ricochet(start, at(13, 8));
    expect(wallHits(events)).toEqual([
      expect.objectContaining({ wall: at(13, 8), from: at(12, 7), direction: [-1, -1] }),
    ]);
    expect(wallHits(events)[0]).toHaveProperty('corner', 'concave');
    expect(path(events)).toEqual([at(12, 7), at(11, 6)]);
  });

  it('DB-PASS-12, DB-PASS-13: 2D6 = 12 squares, rebounding off every wall in the way without losing a square', () => {
    const start = board(room).player('t', 10, 5).ballHeldBy('t').withDice([6, 6, 6, 2]).build();
    const { state, events } = ricochet(start, at(12, 8));
    expect(path(events)).toEqual([
      at(11, 7),
      at(12, 6),
      at(11, 5),
      at(10, 4),
      at(9, 3),
      at(8, 2),
      at(7, 1),
      at(6, 2),
      at(5, 3),
      at(4, 4),
      at(3, 5),
      at(2, 6),
    ]);
    expect(wallHits(events).map((e) => [e.wall, e.direction])).toEqual([
      [at(12, 8), [1, -1]],
      [at(13, 6), [-1, -1]],
      [at(7, 0), [-1, 1]],
    ]);
    expect(bounced(events)).toEqual([at(2, 6)]);
    expect(state.ball).toEqual({ at: at(2, 5), carrier: null });
  });

  it('DB-PASS-15: the first Standing player the path crosses catches the ball at −1; a team-mate’s catch keeps the turn (DB-PASS-17)', () => {
    const start = board(room)
      .player('t', 10, 5)
      .player('mate', 12, 6)
      .player('down', 11, 7, { stance: 'prone' })
      .ballHeldBy('t')
      .withDice([6, 3, 4, 4])
      .build();
    const { state, events } = ricochet(start, at(12, 8));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', player: '0-2', modifier: -1 }),
    );
    expect(events).toContainEqual({ type: 'ball-caught', player: '0-2' });
    expect(state.ball).toEqual({ at: at(12, 6), carrier: '0-2' });
    expect(state.turn.team).toBe(0);
  });

  it('DB-PASS-15, DB-PASS-19: an opponent under the throw may interfere; nearest the wall, he then tries the catch first, and his failed catch ends the ricochet', () => {
    const start = board(room)
      .player('t', 10, 5)
      .player('mate', 12, 6)
      .player('opp', 11, 7, { team: 1 })
      .ballHeldBy('t')
      .withDice([6, 6, 6, 2, 5])
      .build();
    const thrown = ricochet(start, at(12, 8));
    expect(legalActions(thrown.state)).toEqual([
      { type: 'interfere', player: '1-1' },
      { type: 'interfere', player: null },
    ]);
    const { state, events } = play(thrown.state, { type: 'interfere', player: null });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', player: '1-1', rolled: 2 }),
    );
    expect(events.some((e) => e.type === 'test' && e.player === '0-2')).toBe(false);
    expect(bounced(events)).toEqual([at(11, 7)]);
    expect(state.ball).toEqual({ at: at(12, 7), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PASS-17, DB-PASS-19: an opponent on the rebound path but away from the throw only catches; the ball ends with his team, a turnover', () => {
    const start = board(room)
      .player('t', 10, 5)
      .player('opp', 9, 3, { team: 1 })
      .ballHeldBy('t')
      .withDice([6, 2, 3, 4])
      .build();
    const { state, events } = ricochet(start, at(12, 8));
    expect(events.some((e) => e.type === 'test' && e.test === 'interference')).toBe(false);
    expect(path(events)).toEqual([at(11, 7), at(12, 6), at(11, 5), at(10, 4), at(9, 3)]);
    expect(events).toContainEqual({ type: 'ball-caught', player: '1-1' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'turnover', reason: 'the pass was intercepted' }),
    );
    expect(state.turn.team).toBe(1);
  });

  it('DB-PASS-4, DB-PASS-6, DB-TELE-7, DB-STATUE-2: the rebound flies over teleporters, chests and statues', () => {
    const start = board(room)
      .player('t', 8, 3)
      .teleporter(1, 11, 4)
      .chest(10, 4, 'trap')
      .statue(9, 4)
      .ballHeldBy('t')
      .withDice([6, 1, 3, 7])
      .build();
    const { state, events } = ricochet(start, at(13, 4));
    expect(path(events)).toEqual([at(12, 4), at(11, 4), at(10, 4), at(9, 4)]);
    expect(bounced(events)).toEqual([at(9, 4)]);
    expect(state.ball).toEqual({ at: at(9, 5), carrier: null });
  });

  it('DB-PASS-10: a Fumble is an ordinary fumble: the ball bounces from the thrower, a turnover, no ricochet', () => {
    const start = board(room).player('t', 10, 4).ballHeldBy('t').withDice([1, 2]).build();
    const { state, events } = ricochet(start, at(13, 4));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'fumbled' }),
    );
    expect(wallHits(events)).toEqual([]);
    expect(bounced(events)).toEqual([at(10, 4)]);
    expect(state.turn.team).toBe(1);
  });

  it('DB-PASS-8: a missed ricochet may be re-rolled like a pass, and the new roll is read again', () => {
    const start = board(room)
      .player('t', 10, 4, { skills: ['Pass'] })
      .ballHeldBy('t')
      .withDice([1, 5, 1, 1, 2])
      .build();
    const asked = ricochet(start, at(13, 4));
    expect(asked.state.pending.at(-1)).toHaveProperty('kind', 'reroll');
    const { events } = play(asked.state, { type: 'use-reroll', source: 'skill' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'accurate', landing: at(13, 4) }),
    );
    expect(path(events)).toEqual([at(12, 4), at(11, 4)]);
  });
});
