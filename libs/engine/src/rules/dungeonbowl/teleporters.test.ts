import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import { defaultOptions } from '../../flow/create';
import { named, play } from '../../testing/fixture';
import { hallTeleporter, teleporterHall } from '../../testing/teleporter-hall';

const at = (x: number, y: number) => ({ floor: 0, x, y });
const withTeleporters = teleporterHall;
const teleporter = hallTeleporter;
const moveInto = (id: string, ...squares: ReturnType<typeof at>[]) => [
  { type: 'activate', player: id, action: 'move' } as const,
  ...squares.map((to) => ({ type: 'move', to }) as const),
];

describe('teleporters', () => {
  it('DB-TELE-2: stepping onto a teleporter sends the player to the teleporter the D6 names', () => {
    const start = withTeleporters().player('runner', 1, 2).withDice([4]).build();
    const { state, events } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'runner').at).toEqual(teleporter(4));
    expect(events).toContainEqual({
      type: 'teleported',
      player: '0-1',
      from: teleporter(1),
      rolled: 4,
      to: teleporter(4),
    });
  });

  it('DB-TELE-2: a 1 and a 6 reach the first and the last teleporter', () => {
    for (const [rolled, from] of [
      [1, 6],
      [6, 1],
    ] as const) {
      const square = teleporter(from);
      const start = withTeleporters()
        .player('runner', square.x - 1, 2)
        .withDice([rolled])
        .build();
      const { state } = play(start, ...moveInto('0-1', square));
      expect(named(state, 'runner').at).toEqual(teleporter(rolled));
    }
  });

  it('DB-TELE-3: after teleporting he spends a square recovering, and may go on moving', () => {
    const start = withTeleporters().player('runner', 1, 2, { ma: 6 }).withDice([3]).build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(state.turn.activation).toMatchObject({ spent: 2 });
    expect(legalActions(state)).toContainEqual({ type: 'move', to: at(9, 2) });
  });

  it('DB-TELE-3: with no movement left to recover, his movement ends and no Rush pays for it', () => {
    const start = withTeleporters().player('runner', 1, 2, { ma: 1 }).withDice([3]).build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'runner').at).toEqual(teleporter(3));
    expect(state.turn.activation).toMatchObject({ spent: 1, rushes: 0, held: true });
    expect(legalActions(state).filter((a) => a.type === 'move')).toEqual([]);
  });

  it('DB-TELE-11, DB-TELE-12: rolling the number of his own teleporter loses him in the Interstice', () => {
    const start = withTeleporters().player('runner', 1, 2).withDice([1]).build();
    const { state, events } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'runner')).toMatchObject({ box: 'lost', at: null });
    expect(events).toContainEqual({ type: 'lost-in-interstice', player: '0-1', rolled: 1 });
    expect(state.turn.activation).toBeNull();
    expect(state.turn.team).toBe(0); // no turnover without the ball
  });

  it('DB-TELE-13, DB-INJ-6: lost in the Interstice, nothing more happens to him, not even the armour roll of a block', () => {
    // A POW pushes the defender onto teleporter 2, which sends him nowhere: no Armour roll.
    const start = withTeleporters()
      .player('attacker', 3, 2)
      .player('defender', 4, 2, { team: 1 })
      .withDice([6, 2])
      .build();
    const square = teleporter(2); // (5, 2)
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender').box).toBe('lost');
    expect(events.filter((e) => e.type === 'armour')).toEqual([]);
  });

  it('DB-TELE-13: knocked down onto a teleporter, he is teleported first and the Armour roll is made where he lands', () => {
    const start = withTeleporters()
      .player('attacker', 3, 2)
      .player('defender', 4, 2, { team: 1 })
      .withDice([6, 5, 3, 3])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: teleporter(2) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender')).toMatchObject({ at: teleporter(5), stance: 'prone' });
    const order = events.map((e) => e.type);
    expect(order.indexOf('teleported')).toBeLessThan(order.indexOf('armour'));
  });

  it('DB-TELE-14, DB-BALL-7: the ball is never lost: it bounces from the teleporter, a turnover for the active team', () => {
    const start = withTeleporters()
      .player('carrier', 1, 2)
      .ballHeldBy('carrier')
      .withDice([1, 2])
      .build();
    const { state, events } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'carrier').box).toBe('lost');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ball-bounced', from: teleporter(1) }),
    );
    expect(state.ball.carrier).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
    expect(state.turn.team).toBe(1);
  });

  it('DB-TELE-8: the ball carrier takes the ball with him', () => {
    const start = withTeleporters()
      .player('carrier', 1, 2)
      .ballHeldBy('carrier')
      .withDice([5])
      .build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(state.ball).toEqual({ at: teleporter(5), carrier: '0-1' });
  });

  it('DB-TELE-4, BB-INJ-12: a second teleport in one team turn removes him with an Injury roll and no Armour roll, Stunned counting as KO', () => {
    // Teleporter 1 → 3 (roll 3), then he steps off and back on: the second teleport hurts.
    const start = withTeleporters().player('runner', 1, 2).withDice([3, 1, 1]).build();
    const { state, events } = play(
      start,
      ...moveInto('0-1', teleporter(1), at(9, 2), teleporter(3)),
    );
    expect(events).toContainEqual({ type: 'teleported-twice', player: '0-1' });
    expect(events.filter((e) => e.type === 'armour')).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', dice: [1, 1], result: 'ko' }),
    );
    expect(named(state, 'runner').box).toBe('ko');
    expect(state.turn.team).toBe(1); // DB-TELE-6: the active team's player, a turnover
  });

  it("DB-TELE-4: a 10 on the second teleport's Injury roll is a Casualty", () => {
    const start = withTeleporters().player('runner', 1, 2).withDice([3, 5, 5, 1]).build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1), at(9, 2), teleporter(3)));
    expect(named(state, 'runner').box).toBe('casualty');
  });

  it('DB-TELE-6: the ball of a player teleported twice bounces from the teleporter he was leaving', () => {
    const start = withTeleporters()
      .player('carrier', 1, 2)
      .ballHeldBy('carrier')
      .withDice([3, 2, 2, 4])
      .build();
    const { state, events } = play(
      start,
      ...moveInto('0-1', teleporter(1), at(9, 2), teleporter(3)),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ball-bounced', from: teleporter(3) }),
    );
    expect(state.ball.carrier).toBeNull();
  });

  it("DB-TELE-5: with Jervis's rules he arrives the second time, then makes the Injury roll, and Stunned stays Stunned", () => {
    const start = withTeleporters()
      .player('runner', 1, 2)
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([3, 6, 1, 2])
      .build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1), at(9, 2), teleporter(3)));
    expect(named(state, 'runner')).toMatchObject({
      at: teleporter(6),
      stance: 'stunned',
      box: null,
    });
  });

  it("DB-TELE-5, DB-TELE-13: with Jervis's rules, a player the chain reaction sends on into the Interstice makes no Injury roll for his second teleport", () => {
    // His second trip (5) lands on one opponent, who goes to 6 onto another, who comes back to 5
    // and sends him on a third trip: a 5, his own number, loses him.
    const five = teleporter(5);
    const six = teleporter(6);
    const start = withTeleporters()
      .player('runner', 1, 2)
      .player('first', five.x, five.y, { team: 1 })
      .player('second', six.x, six.y, { team: 1 })
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([3, 5, 6, 5, 5])
      .build();
    const { state, events } = play(
      start,
      ...moveInto('0-1', teleporter(1), at(9, 2), teleporter(3)),
    );
    expect(named(state, 'runner')).toMatchObject({ box: 'lost', at: null });
    expect(events.filter((e) => e.type === 'injury')).toEqual([]);
    expect(state.turn.team).toBe(1); // still a turnover (DB-TELE-5)
  });

  it('DB-TELE-7, DB-BALL-6: the ball alone never teleports: landing on a teleporter it bounces again', () => {
    const start = withTeleporters()
      .player('carrier', 4, 1)
      .ballHeldBy('carrier')
      .player('foe', 4, 0, { team: 1 })
      // The Dodge fails on a 1, the armour holds (1 + 1), the ball bounces from (5, 1) down (D8 7)
      // onto teleporter 2 at (5, 2), then on to the right (D8 5).
      .withDice([1, 1, 1, 7, 5])
      .build();
    const { events } = play(start, ...moveInto('0-1', at(5, 1)));
    const bounces = events.filter((e) => e.type === 'ball-bounced');
    expect(bounces[0]).toMatchObject({ to: teleporter(2) });
    expect(bounces[1]).toMatchObject({ from: teleporter(2) });
  });

  it('DB-TELE-9: a Blitzing player may not take a teleporter before his block, and may after it', () => {
    const start = withTeleporters()
      .player('blitzer', 1, 2)
      .player('foe', 1, 3, { team: 1 })
      .withDice([3, 3])
      .build();
    const before = play(start, { type: 'activate', player: '0-1', action: 'blitz' }).state;
    expect(legalActions(before)).not.toContainEqual({ type: 'move', to: teleporter(1) });
    const after = play(
      before,
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(1, 4) },
      { type: 'follow-up', follow: false },
    ).state;
    expect(legalActions(after)).toContainEqual({ type: 'move', to: teleporter(1) });
  });

  it('DB-TELE-10: arriving on an occupied teleporter teleports its occupant in turn, who keeps his state', () => {
    const start = withTeleporters()
      .player('runner', 1, 2)
      .player('sleeper', teleporter(4).x, 2, { team: 1, stance: 'prone' })
      .withDice([4, 6])
      .build();
    const { state } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'runner').at).toEqual(teleporter(4));
    expect(named(state, 'sleeper')).toMatchObject({ at: teleporter(6), stance: 'prone' });
  });

  it('DB-TELE-10: a chain that comes back to a player teleported already hurts him', () => {
    // The runner goes 1 → 4, where b stands; b goes 4 → 5, where c stands; c rolls 4 and lands on
    // the runner, whose second teleport this is: Injury roll 1 + 1, KO.
    const start = withTeleporters()
      .player('runner', 1, 2)
      .player('b', teleporter(4).x, 2, { team: 1 })
      .player('c', teleporter(5).x, 2, { team: 1 })
      .withDice([4, 5, 4, 1, 1])
      .build();
    const { state, events } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'b').at).toEqual(teleporter(5));
    expect(named(state, 'c').at).toEqual(teleporter(4));
    expect(events).toContainEqual({ type: 'teleported-twice', player: '0-1' });
    expect(named(state, 'runner').box).toBe('ko');
  });

  it('DB-TELE-2: a player pushed onto a teleporter is teleported', () => {
    const start = withTeleporters()
      .player('attacker', 3, 2)
      .player('defender', 4, 2, { team: 1 })
      .withDice([3, 3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: teleporter(2) },
    );
    expect(named(state, 'defender').at).toEqual(teleporter(3));
  });

  it('DB-TELE-16: a teleporter closed by a rooted Treeman is never a destination: its number is rolled again', () => {
    const start = withTeleporters().player('runner', 1, 2).withDice([4, 4, 5]).build();
    start.closedTeleporters = [4];
    const { state } = play(start, ...moveInto('0-1', teleporter(1)));
    expect(named(state, 'runner').at).toEqual(teleporter(5));
  });
});
