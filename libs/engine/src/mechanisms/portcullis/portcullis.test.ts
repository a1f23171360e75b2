import { describe, expect, it } from 'vitest';
import { view } from '../../view';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import type { GameState } from '../../model/state';
import { startOfMatch } from '../../flow/turn-sequence';
import type { DraftState, Step } from '../../rules/context';
import { board, named, play } from '../../testing/fixture';
import type { GameEvent } from '../../model/events';
import type { PortcullisSpot } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** A hall with a portcullis on the east edge of (3, 1): between (3, 1) and (4, 1). */
const gate = (start: PortcullisSpot['start'] = 'random'): PortcullisSpot => ({
  id: 'gate',
  at: at(3, 1),
  side: 'east',
  start,
});
const hall = (position?: 'open' | 'closed') => {
  const b = board(['........', '........', '........']).mechanism('portcullis', [gate()]);
  return position ? b.remembering('portcullis', { gate: position }) : b;
};
const positionOf = (state: GameState) =>
  (state.mechanismState?.portcullis as Record<string, string> | undefined)?.gate;

function matchStarts(start: DraftState): Step {
  const step: Step = { state: start, events: [] };
  startOfMatch(step);
  return step;
}

describe('the portcullis', () => {
  it('DB-PORT-6: at the start a D6 of 3 leaves it open, a 4 closes it', () => {
    const three = matchStarts(hall().withDice([3]).build());
    expect(positionOf(three.state)).toBe('open');
    expect(three.events).toContainEqual({
      type: 'portcullis',
      id: 'gate',
      rolled: 3,
      position: 'open',
    });
    expect(positionOf(matchStarts(hall().withDice([4]).build()).state)).toBe('closed');
  });

  it('DB-PORT-6: a map may set it open or closed, with no die', () => {
    const closed = board(['........', '........', '........'])
      .mechanism('portcullis', [gate('closed')])
      .build();
    const step = matchStarts(closed);
    expect(positionOf(step.state)).toBe('closed');
    expect(step.events).toContainEqual(expect.objectContaining({ rolled: null }));
  });

  it('DB-PORT-5, DB-GEN-5: only the end of a round rolls; a 5 leaves it, a 6 moves it', () => {
    const two = (b: ReturnType<typeof hall>) =>
      b.player('home', 0, 0).player('away', 7, 2, { team: 1 });
    const afterTeam0 = play(two(hall('closed')).withDice([5]).build(), { type: 'end-turn' });
    expect(afterTeam0.events.some((e) => e.type === 'portcullis')).toBe(false);
    const five = play(afterTeam0.state, { type: 'end-turn' });
    expect(five.events).toContainEqual(
      expect.objectContaining({ type: 'portcullis', rolled: 5, position: 'closed' }),
    );
    const six = play(two(hall('closed')).activeTeam(1).withDice([6]).build(), { type: 'end-turn' });
    expect(positionOf(six.state)).toBe('open');
    const again = play(two(hall('open')).activeTeam(1).withDice([6]).build(), { type: 'end-turn' });
    expect(positionOf(again.state)).toBe('closed');
  });

  it('DB-PORT-2: closed, nobody walks through it, nor diagonally past its end; open, he does', () => {
    const closed = play(hall('closed').player('runner', 3, 1).build(), {
      type: 'activate',
      player: '0-1',
      action: 'move',
    }).state;
    const moves = legalActions(closed).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves).not.toContainEqual(at(4, 1));
    expect(moves).not.toContainEqual(at(4, 0));
    expect(moves).not.toContainEqual(at(4, 2));
    expect(moves).toContainEqual(at(3, 0));
    expect(apply(closed, { type: 'move', to: at(4, 1) })).toMatchObject({
      error: expect.stringContaining('DB-PORT-2'),
    });
    const beside = play(hall('closed').player('runner', 3, 0).build(), {
      type: 'activate',
      player: '0-1',
      action: 'move',
    }).state;
    expect(apply(beside, { type: 'move', to: at(4, 1) })).toMatchObject({
      error: expect.stringContaining('DB-PORT-2'),
    });
    expect('error' in apply(beside, { type: 'move', to: at(4, 0) })).toBe(false);
    const open = play(
      hall('open').player('runner', 3, 1).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(4, 1) },
    );
    expect(named(open.state, 'runner').at).toEqual(at(4, 1));
  });

  it('DB-PORT-2: closed, an opponent behind it has no tackle zone over the square in front', () => {
    const { events } = play(
      hall('closed').player('runner', 3, 1).player('guard', 4, 1, { team: 1 }).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 1) },
    );
    expect(events.some((e) => e.type === 'test')).toBe(false);
  });

  it('DB-PORT-2: closed, nobody blocks through it; a player pushed against it stays put, as against a wall', () => {
    const through = play(hall('closed').player('a', 4, 1).player('d', 3, 1, { team: 1 }).build(), {
      type: 'activate',
      player: '0-1',
      action: 'block',
    }).state;
    expect(apply(through, { type: 'block', target: '1-1' })).toHaveProperty('error');
    // Push (3), Armour 2 + 2: the defender cannot go east through the gate.
    const { state, events } = play(
      hall('closed').player('a', 2, 1).player('d', 3, 1, { team: 1 }).withDice([3, 2, 2]).build(),
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(named(state, 'd').at).toEqual(at(3, 1));
    expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-1' });
  });

  it('DB-PORT-2: closed, a team-mate behind it gives no assist', () => {
    // ST 3 against ST 3 from (5, 1): the mate at (3, 1) is next to the defender but beyond the
    // gate, so one die, not two.
    const start = hall('closed')
      .player('a', 5, 1)
      .player('mate', 3, 1)
      .player('d', 4, 1, { team: 1 })
      .withDice([3, 3])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
  });

  it('DB-PORT-3, DB-PORT-4: a pass through it is at −1, a hand-off through it has no modifier', () => {
    const pass = play(
      hall('closed')
        .player('thrower', 2, 1)
        .player('catcher', 5, 1)
        .ballHeldBy('thrower')
        .withDice([6, 6])
        .build(),
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(5, 1) },
    );
    expect(pass.events).toContainEqual(
      expect.objectContaining({ test: 'pass', modifier: -1, success: true }),
    );
    const open = play(
      hall('open')
        .player('thrower', 2, 1)
        .player('catcher', 5, 1)
        .ballHeldBy('thrower')
        .withDice([6, 6])
        .build(),
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(5, 1) },
    );
    expect(open.events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: 0 }));
    const handOff = play(
      hall('closed')
        .player('giver', 3, 1)
        .player('taker', 4, 1)
        .ballHeldBy('giver')
        .withDice([6])
        .build(),
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(handOff.events).toContainEqual(expect.objectContaining({ test: 'catch', modifier: 0 }));
    expect(named(handOff.state, 'taker').at).toEqual(at(4, 1));
    expect(handOff.state.ball.carrier).toBe('0-2');
  });

  it('DB-PORT-2: its position is in what every coach sees, for the board to draw', () => {
    const state = hall('closed').build();
    expect(view(state, 1).state.mechanismState).toEqual({ portcullis: { gate: 'closed' } });
    expect(view(state, null).state.board.mechanisms?.portcullis).toEqual([gate()]);
  });
});

describe('a pass that hits the closed portcullis', () => {
  /**
   * A room 7 squares by 5 inside its walls (x 1-7, y 1-5) with the portcullis closed on the east
   * edge of (4, 3), between (4, 3) and (5, 3).
   */
  const room = () =>
    board([
      '#########',
      '#.......#',
      '#.......#',
      '#.......#',
      '#.......#',
      '#.......#',
      '#########',
    ])
      .mechanism('portcullis', [{ id: 'gate', at: at(4, 3), side: 'east', start: 'random' }])
      .remembering('portcullis', { gate: 'closed' });
  const passTo = (target: ReturnType<typeof at>) => [
    { type: 'activate', player: '0-1', action: 'pass' } as const,
    { type: 'pass', target } as const,
  ];
  /** The squares the rebounding ball goes through, from the one before the portcullis on. */
  const path = (events: readonly GameEvent[]) => {
    const hit = events.find((e) => e.type === 'portcullis-hit');
    const steps = events.flatMap((e) => (e.type === 'ball-travelled' ? [e.to] : []));
    return hit?.type === 'portcullis-hit' ? [hit.at, ...steps] : [];
  };
  const bounced = (events: readonly GameEvent[]) =>
    events.flatMap((e) => (e.type === 'ball-bounced' ? [e.from] : []));

  it('DB-PORT-4, DB-PASS-11, DB-PASS-12: an Inaccurate pass straight at it rebounds straight back from the square before it, 2D6 squares counting that one, then bounces', () => {
    // Short pass at −1, −1 more for the portcullis: 4 − 2 = 2 is Inaccurate. Rebound 1 + 2 = 3
    // squares, then a bounce north (2).
    const start = room()
      .player('thrower', 1, 3)
      .player('catcher', 6, 3)
      .ballHeldBy('thrower')
      .withDice([4, 1, 2, 2])
      .build();
    const { state, events } = play(start, ...passTo(at(6, 3)));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'pass', modifier: -2, rolled: 4, success: false }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'inaccurate', landing: at(4, 3) }),
    );
    expect(events).toContainEqual({
      type: 'portcullis-hit',
      at: at(4, 3),
      direction: [-1, 0],
      corner: null,
      rolled: null,
    });
    expect(events).toContainEqual({ type: 'rebound-distance', dice: [1, 2] });
    expect(path(events)).toEqual([at(4, 3), at(3, 3), at(2, 3)]);
    expect(bounced(events)).toEqual([at(2, 3)]);
    expect(state.ball).toEqual({ at: at(2, 2), carrier: null });
    expect(events.some((e) => e.type === 'ball-scattered')).toBe(false);
    expect(state.turn.team).toBe(1); // the pass was not caught (BB-TO-5)
  });

  it('DB-PORT-4, DB-PASS-15: a Wildly Inaccurate pass (2 − 2 = 0) rebounds too, and a team-mate in its path catches it at −1: no turnover', () => {
    // Rebound 3 + 3; the mate at (3, 3) is the first player on it: his catch, 4 − 1, holds.
    const start = room()
      .player('thrower', 1, 3)
      .player('catcher', 6, 3)
      .player('mate', 3, 3)
      .ballHeldBy('thrower')
      .withDice([2, 3, 3, 4])
      .build();
    const { state, events } = play(start, ...passTo(at(6, 3)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'wildly-inaccurate' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'catch', player: '0-3', modifier: -1, success: true }),
    );
    expect(state.ball).toEqual({ at: at(3, 3), carrier: '0-3' });
    expect(state.turn.team).toBe(0);
  });

  it('DB-PORT-4, DB-PASS-11: met slantwise, the ball keeps its course along the portcullis and reverses across it', () => {
    // From (2, 1) to (6, 5), south-east: it meets the portcullis from (4, 3) and rebounds
    // south-west, 1 + 1 squares, then bounces north (2).
    const start = room()
      .player('thrower', 2, 1)
      .player('catcher', 6, 5)
      .ballHeldBy('thrower')
      .withDice([4, 1, 1, 2])
      .build();
    const { events } = play(start, ...passTo(at(6, 5)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'portcullis-hit', at: at(4, 3), direction: [-1, 1] }),
    );
    expect(path(events)).toEqual([at(4, 3), at(3, 4)]);
    expect(bounced(events)).toEqual([at(3, 4)]);
  });

  it.each([
    { rolled: 3, turn: 'left', direction: [1, -1], next: at(5, 1) },
    { rolled: 4, turn: 'right', direction: [-1, 1], next: at(3, 3) },
  ])(
    'DB-PORT-4, DB-PASS-14: a pass meeting exactly the end of the portcullis turns 90° to the $turn on a $rolled, as at a wall corner',
    ({ rolled, direction, next }) => {
      // From (3, 1) to (7, 5), south-east: from (4, 2) its next square, (5, 3), is past the
      // portcullis's north end.
      const start = room()
        .player('thrower', 3, 1)
        .player('catcher', 7, 5)
        .ballHeldBy('thrower')
        .withDice([4, rolled, 1, 1, 7])
        .build();
      const { events } = play(start, ...passTo(at(7, 5)));
      expect(events).toContainEqual({
        type: 'portcullis-hit',
        at: at(4, 2),
        direction,
        corner: 'convex',
        rolled,
      });
      expect(path(events)).toEqual([at(4, 2), next]);
    },
  );

  it('DB-PORT-4: a pass across it so slantwise that its course runs along it glances off, and goes on along it on the thrower’s side', () => {
    // From (4, 1) to (5, 5), its course snapped south: it crosses from (4, 3) to (5, 3), and goes
    // on south from (4, 3), 1 + 1 squares, then bounces west (4).
    const start = room()
      .player('thrower', 4, 1)
      .player('catcher', 5, 5)
      .ballHeldBy('thrower')
      .withDice([4, 1, 1, 4])
      .build();
    const { state, events } = play(start, ...passTo(at(5, 5)));
    expect(events).toContainEqual({
      type: 'portcullis-hit',
      at: at(4, 3),
      direction: [0, 1],
      corner: null,
      rolled: null,
    });
    expect(path(events)).toEqual([at(4, 3), at(4, 4)]);
    expect(state.ball).toEqual({ at: at(3, 4), carrier: null });
  });

  it('DB-PORT-4, DB-PASS-9: a missed ricochet thrown through it hits the portcullis, not the wall beyond', () => {
    // Short at −1, −1 for the portcullis: 4 − 2 misses. Rebound 1 + 1, then a bounce north (2).
    const start = room()
      .player('thrower', 2, 3)
      .ballHeldBy('thrower')
      .withDice([4, 1, 1, 2])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'ricochet', wall: at(8, 3) },
    );
    expect(events.some((e) => e.type === 'ricochet-missed' || e.type === 'wall-hit')).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'portcullis-hit', at: at(4, 3), direction: [-1, 0] }),
    );
    expect(path(events)).toEqual([at(4, 3), at(3, 3)]);
    expect(state.ball).toEqual({ at: at(3, 2), carrier: null });
  });

  it('DB-PORT-4: an Accurate pass goes through it, on a 6 whatever the modifiers', () => {
    const start = room()
      .player('thrower', 1, 3)
      .player('catcher', 6, 3)
      .ballHeldBy('thrower')
      .withDice([6, 6])
      .build();
    const { state, events } = play(start, ...passTo(at(6, 3)));
    expect(events.some((e) => e.type === 'portcullis-hit')).toBe(false);
    expect(state.ball).toEqual({ at: at(6, 3), carrier: '0-2' });
  });
});
