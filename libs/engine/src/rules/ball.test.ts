import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../flow/create';
import { board, editable, named, play } from '../testing/fixture';

const hall = ['.......', '.......', '.......', '.......', '.......'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
// A failed pick-up at (3, 2) makes the ball bounce; the dice after the pick-up's 1 are the bounce.
const failedPickUp = (
  rows: string[],
  dice: number[],
  extra?: (b: ReturnType<typeof board>) => ReturnType<typeof board>,
) => {
  const builder = board(rows)
    .player('p', 2, 2)
    .ballOn(3, 2)
    .withDice([1, ...dice]);
  return play(
    (extra ? extra(builder) : builder).build(),
    { type: 'activate', player: '0-1', action: 'move' },
    { type: 'move', to: at(3, 2) },
  );
};

describe('the ball', () => {
  it('BB-BALL-2, BB-BALL-3: a bounce moves the ball one square in the D8 direction of the template (1 up-left ... 8 down-right)', () => {
    const directions: [number, { x: number; y: number }][] = [
      [1, { x: 2, y: 1 }],
      [2, { x: 3, y: 1 }],
      [3, { x: 4, y: 1 }],
      [4, { x: 2, y: 2 }],
      [5, { x: 4, y: 2 }],
      [6, { x: 2, y: 3 }],
      [7, { x: 3, y: 3 }],
      [8, { x: 4, y: 3 }],
    ];
    for (const [d8, to] of directions) {
      const { events } = failedPickUp(hall, [d8, 3]);
      expect(events.find((e) => e.type === 'ball-bounced')).toMatchObject({
        direction: d8,
        to: at(to.x, to.y),
      });
    }
  });

  it('DB-PASS-4: a ball never bounces into a wall; the direction is rolled again', () => {
    const walled = ['.......', '...#...', '.......', '.......', '.......'];
    const { events } = failedPickUp(walled, [2, 7]);
    expect(events.filter((e) => e.type === 'ball-bounced')).toEqual([
      { type: 'ball-bounced', from: at(3, 2), to: at(3, 3), direction: 7 },
    ]);
  });

  it('BB-GEN-6: no sideline: a ball at the edge of the board never bounces off it; the direction is rolled again', () => {
    const start = board(hall).player('p', 2, 0).ballOn(3, 0).withDice([1, 2, 3, 5]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(3, 0) },
    );
    expect(events.filter((e) => e.type === 'ball-bounced')).toEqual([
      { type: 'ball-bounced', from: at(3, 0), to: at(4, 0), direction: 5 },
    ]);
    expect(state.ball).toEqual({ at: at(4, 0), carrier: null });
  });

  it('BB-BALL-6: a ball landing on a Prone player bounces again; on an empty square it comes to rest', () => {
    const { state, events } = failedPickUp(hall, [5, 5], (b) =>
      b.player('down', 4, 2, { team: 1, stance: 'prone' }),
    );
    expect(
      events.filter((e) => e.type === 'ball-bounced').map((e) => (e as { to: unknown }).to),
    ).toEqual([at(4, 2), at(5, 2)]);
    expect(state.ball).toEqual({ at: at(5, 2), carrier: null });
  });

  it('BB-BALL-6, BB-BALL-8: a ball bouncing onto a Standing player is a catch at −1; BB-BALL-9: a failed catch bounces on', () => {
    const caught = failedPickUp(hall, [5, 4], (b) => b.player('mate', 4, 2));
    expect(caught.events).toContainEqual(
      expect.objectContaining({
        type: 'test',
        test: 'catch',
        modifier: -1,
        rolled: 4,
        success: true,
      }),
    );
    expect(caught.state.ball.carrier).toBe(named(caught.state, 'mate').id);
    const dropped = failedPickUp(hall, [5, 3, 5], (b) => b.player('mate', 4, 2));
    expect(dropped.state.ball).toEqual({ at: at(5, 2), carrier: null });
  });

  it('BB-BALL-1, BB-BALL-10: a carrier knocked down loses the ball; it bounces from his square and his team suffers a turnover only if it is the active team', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('carrier', 3, 2, { team: 1 })
      .ballHeldBy('carrier')
      .withDice([6, 1, 1, 7])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(events).toContainEqual({ type: 'ball-dropped', player: '1-1' });
    expect(state.ball).toEqual({ at: at(4, 3), carrier: null });
    expect(state.turn.team).toBe(0);
  });
});

describe('a fall on the ball', () => {
  it("BB-BALL-6: a player who falls in the ball's square before picking it up leaves it to bounce", () => {
    const start = board(['.....', '.....', '.....'])
      .player('runner', 1, 1)
      .player('foe', 0, 0, { team: 1 })
      .ballOn(2, 1)
      // The Dodge into the ball's square fails on a 1; the armour holds; the ball bounces down (7).
      .withDice([1, 1, 1, 7])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: { floor: 0, x: 2, y: 1 } },
    );
    expect(state.ball).toEqual({ at: { floor: 0, x: 2, y: 2 }, carrier: null });
  });

  it('BB-BALL-6: a player who fails a Rush under LM-23 and falls on the ball makes it bounce', () => {
    const start = board(['.....', '.....', '.....'])
      .player('runner', 0, 1, { ma: 1 })
      .ballOn(2, 1)
      // The Rush into the ball's square fails on a 1: Prone, no Armour roll; the ball bounces down (7).
      .withDice([1, 7])
      .withOptions({ ...defaultOptions, league: ['LM-23'] })
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: { floor: 0, x: 1, y: 1 } },
      { type: 'move', to: { floor: 0, x: 2, y: 1 } },
    );
    expect(named(state, 'runner')).toMatchObject({ at: { floor: 0, x: 2, y: 1 }, stance: 'prone' });
    expect(events).toContainEqual({
      type: 'ball-bounced',
      from: { floor: 0, x: 2, y: 1 },
      to: { floor: 0, x: 2, y: 2 },
      direction: 7,
    });
    expect(state.ball).toEqual({ at: { floor: 0, x: 2, y: 2 }, carrier: null });
  });

  it.each([
    ['knocked out', [4, 4], 'ko'],
    ['a Casualty', [6, 6, 1], 'casualty'],
  ] as const)(
    'BB-BALL-6, BB-INJ-3: a player who falls on the ball and is %s leaves it to bounce from the square he lay in',
    (_, injury, box) => {
      const start = board(['.....', '.....', '.....'])
        .player('runner', 1, 1)
        .player('foe', 0, 0, { team: 1 })
        .ballOn(2, 1)
        // The Dodge into the ball's square fails on a 1; the armour breaks (12); the injury puts
        // him off the board; the ball bounces down (7).
        .withDice([1, 6, 6, ...injury, 7])
        .build();
      const { state } = play(
        start,
        { type: 'activate', player: '0-1', action: 'move' },
        { type: 'move', to: { floor: 0, x: 2, y: 1 } },
      );
      expect(named(state, 'runner')).toMatchObject({ box, at: null });
      expect(state.ball).toEqual({ at: { floor: 0, x: 2, y: 2 }, carrier: null });
    },
  );

  it('BB-BALL-1, BB-INJ-10: a carrier knocked out by a Stab and kept in play Stunned by his apothecary loses the ball', () => {
    const start = board(['.....', '.....', '.....'])
      .player('stabber', 1, 1, { skills: ['Stab'] })
      .player('carrier', 2, 1, { team: 1 })
      .ballHeldBy('carrier')
      // The Stab's armour roll breaks (12), the injury is a KO (8); the ball bounces down (7).
      .withDice([6, 6, 4, 4, 7])
      .build();
    editable(start.teams[1]!).apothecaries = 1;
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'stab', target: '1-1' },
    );
    expect(named(state, 'carrier')).toMatchObject({ box: null, stance: 'stunned' });
    expect(state.ball).toEqual({ at: { floor: 0, x: 2, y: 2 }, carrier: null });
  });
});
