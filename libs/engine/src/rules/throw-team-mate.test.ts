import { describe, expect, it } from 'vitest';
import { passRange } from './pass-lines';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { GameState } from '../model/state';
import { board, named, play, type PlayerSpec } from '../testing/fixture';

const hall = Array.from({ length: 7 }, () => '............');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const thrower: PlayerSpec = { st: 5, skills: ['Throw Team-mate'] };
const rightStuff: PlayerSpec = { st: 2, skills: ['Right Stuff'] };
// D8 scatter faces: 1 up-left, 2 up, 3 up-right, 4 left, 5 right, 6 down-left, 7 down, 8 down-right.

/** The thrower (2,2) and the Right Stuff player (3,2) of team 0, with the fixture's other players. */
const throwing = () => board(hall).player('t', 2, 2, thrower).player('r', 3, 2, rightStuff);
const throwAt = (x: number, y: number) => [
  { type: 'activate', player: '0-1', action: 'throw-team-mate' } as const,
  { type: 'throw-team-mate', player: '0-2', target: at(x, y) } as const,
];
const thrown = (events: readonly { type: string }[]) =>
  events.find((e) => e.type === 'team-mate-thrown');
const tests = (events: readonly { type: string; test?: string }[]) =>
  events.filter((e) => e.type === 'test').map((e) => e.test);
const throws = (state: GameState) =>
  legalActions(state).filter((a) => a.type === 'throw-team-mate');

describe('Throw Team-mate', () => {
  it('BB-PASS-14: only a player with Throw Team-mate and ST 5 or more may take the action', () => {
    const start = board(hall)
      .player('ogre', 2, 2, thrower)
      .player('weak', 5, 5, { st: 4, skills: ['Throw Team-mate'] })
      .player('plain', 8, 5, { st: 5 })
      .build();
    const starts = legalActions(start).filter(
      (a) => a.type === 'activate' && a.action === 'throw-team-mate',
    );
    expect(starts).toEqual([{ type: 'activate', player: '0-1', action: 'throw-team-mate' }]);
    expect(apply(start, { type: 'activate', player: '0-2', action: 'throw-team-mate' })).toEqual({
      error:
        'weak cannot throw team-mates: that needs Throw Team-mate and ST 5 or more (BB-PASS-14).',
    });
  });

  it('BB-PASS-14: he throws an adjacent Standing team-mate with Right Stuff and ST 3 or less, and no other', () => {
    const start = board(hall)
      .player('t', 2, 2, thrower)
      .player('r', 3, 2, rightStuff)
      .player('strong', 1, 2, { st: 4, skills: ['Right Stuff'] })
      .player('down', 2, 1, { ...rightStuff, stance: 'prone' })
      .player('far', 5, 2, rightStuff)
      .player('plain', 2, 3, { st: 2 })
      .player('foe', 3, 3, { ...rightStuff, team: 1 })
      .build();
    const moving = play(start, {
      type: 'activate',
      player: '0-1',
      action: 'throw-team-mate',
    }).state;
    expect(new Set(throws(moving).map((a) => a.type === 'throw-team-mate' && a.player))).toEqual(
      new Set(['0-2']),
    );
  });

  it('BB-SKILL-1 Take Root: a rooted team-mate cannot be thrown', () => {
    const start = throwing().build();
    named(start, 'r').rooted = true;
    const moving = play(start, {
      type: 'activate',
      player: '0-1',
      action: 'throw-team-mate',
    }).state;
    expect(throws(moving)).toEqual([]);
  });

  it('DB-PASS-28, DB-PASS-30: on one floor a player is thrown at Quick range at most', () => {
    const start = throwing().build();
    const moving = play(start, {
      type: 'activate',
      player: '0-1',
      action: 'throw-team-mate',
    }).state;
    const targets = throws(moving).map((a) => (a.type === 'throw-team-mate' ? a.target : null));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((t) => passRange(at(2, 2), t!) === 'Q')).toBe(true);
    expect(targets).toContainEqual(at(5, 2));
    expect(apply(moving, { type: 'throw-team-mate', player: '0-2', target: at(6, 2) })).toEqual({
      error:
        'A thrower throws a Standing team-mate with Right Stuff and ST 3 or less next to him, at Quick range at most on his floor or one floor down, as a Short throw one floor up, never two floors (BB-PASS-14, DB-PASS-28, DB-PASS-29, DB-PASS-30).',
    });
  });

  it('BB-TURN-4: Throw Team-mate uses the team Pass action: one or the other in a team turn', () => {
    const start = throwing().player('p', 8, 5).ballHeldBy('p').withDice([6, 4, 5, 2, 3]).build();
    const { state } = play(start, ...throwAt(5, 2));
    expect(apply(state, { type: 'activate', player: '0-3', action: 'pass' })).toEqual({
      error: 'The team has already made its Pass or Throw Team-mate this turn (BB-TURN-4).',
    });
    const passed = play(start, { type: 'activate', player: '0-3', action: 'pass' }).state;
    expect(
      apply(play(passed, { type: 'end-activation' }).state, {
        type: 'activate',
        player: '0-1',
        action: 'throw-team-mate',
      }),
    ).toHaveProperty('error');
  });

  it('BB-PASS-15: a Superb throw scatters him three times from the target; he lands with no modifier and may still act', () => {
    const start = throwing().withDice([6, 4, 5, 2, 3]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({
      quality: 'superb',
      target: at(5, 2),
      landing: at(5, 1),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'landing', modifier: 0, rolled: 3, success: true }),
    );
    expect(named(state, 'r')).toMatchObject({ at: at(5, 1), stance: 'standing', activated: false });
    expect(named(state, 't').activated).toBe(true);
    expect(state.turn).toMatchObject({ team: 0, activation: null });
    expect(legalActions(state)).toContainEqual({ type: 'activate', player: '0-2', action: 'move' });
  });

  it('DB-PASS-30, DB-FLOOR-4: a thrown player who comes down in a void falls to the floor below as if pushed, a turnover', () => {
    // As above, but on a first floor with a void at (5, 1): his landing test below is at −1 (4).
    const f1 = (x: number, y: number) => ({ floor: 1, x, y });
    const upper = hall.map((row, y) => (y === 1 ? '....._......' : row));
    const start = board(hall, upper)
      .player('t', 2, 2, { ...thrower, floor: 1 })
      .player('r', 3, 2, { ...rightStuff, floor: 1 })
      .withDice([6, 4, 5, 2, 4])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'throw-team-mate' },
      { type: 'throw-team-mate', player: '0-2', target: f1(5, 2) },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: -1, success: true }),
    );
    expect(named(state, 'r')).toMatchObject({ at: at(5, 1), stance: 'standing' });
    expect(state.turn.team).toBe(1);
  });

  it('BB-PASS-15: a failed Passing test above 1 is a Subpar throw: he scatters three times and lands at −1', () => {
    const start = throwing().withDice([3, 5, 5, 5, 4]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({ quality: 'subpar', landing: at(8, 2) });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'landing', modifier: -1, success: true }),
    );
    expect(named(state, 'r').at).toEqual(at(8, 2));
  });

  it('BB-PASS-15: a result of 1 or less is a Terrible throw: he deviates D6 squares from his own square and lands at −2', () => {
    const start = throwing().player('m', 1, 2, { team: 1 }).withDice([2, 7, 2, 6]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'throw-team-mate', modifier: -1, rolled: 2 }),
    );
    expect(thrown(events)).toMatchObject({ quality: 'terrible', landing: at(3, 4) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'landing', modifier: -2 }));
    expect(named(state, 'r').at).toEqual(at(3, 4));
  });

  it('BB-PASS-15: a natural 1 is a Fumbled throw: he scatters once from his own square and lands at −1; no turnover without the ball', () => {
    const start = throwing().withDice([1, 8, 5]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({ quality: 'fumbled', landing: at(4, 3) });
    expect(events).toContainEqual(expect.objectContaining({ test: 'landing', modifier: -1 }));
    expect(named(state, 'r')).toMatchObject({ at: at(4, 3), stance: 'standing' });
    expect(state.turn.team).toBe(0);
  });

  it('BB-CHAR-5: a thrower with PA "–" always fumbles, with no Passing test', () => {
    const start = board(hall)
      .player('t', 2, 2, { ...thrower, pa: null })
      .player('r', 3, 2, rightStuff)
      .withDice([8, 5])
      .build();
    const { events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({ quality: 'fumbled' });
    expect(tests(events)).toEqual(['landing']);
  });

  it('BB-PASS-15: −1 Marked and −1 per Disturbing Presence, +1 Strong Arm; Accurate and Nerves of Steel do not count', () => {
    const start = board(hall)
      .player('t', 2, 2, {
        ...thrower,
        skills: ['Throw Team-mate', 'Strong Arm', 'Accurate', 'Nerves of Steel'],
      })
      .player('r', 3, 2, rightStuff)
      .player('m', 1, 2, { team: 1 })
      .player('dp', 2, 5, { team: 1, skills: ['Disturbing Presence'] })
      .withDice([6, 4, 5, 2, 3])
      .build();
    const { events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'throw-team-mate', target: 4, modifier: -1 }),
    );
  });

  it('BB-PASS-16: −1 per opponent Marking the landing square; a failed landing Falls Over there, no turnover without the ball (BB-PASS-18)', () => {
    const start = throwing().player('m', 6, 0, { team: 1 }).withDice([6, 4, 5, 2, 2, 1, 1]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'landing', modifier: -1, rolled: 2, success: false }),
    );
    expect(named(state, 'r')).toMatchObject({ at: at(5, 1), stance: 'prone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'knocked-down', fell: true }));
    expect(state.turn.team).toBe(0);
  });

  it('BB-PASS-16: a failed landing may be re-rolled with a team re-roll; Pro is not his, he is not activated', () => {
    const start = board(hall)
      .player('t', 2, 2, thrower)
      .player('r', 3, 2, { ...rightStuff, skills: ['Right Stuff', 'Pro'] })
      .withRerolls(0, 1)
      .withDice([6, 4, 5, 2, 1, 4])
      .build();
    const asked = play(start, ...throwAt(5, 2)).state;
    expect(legalActions(asked)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(asked, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'r')).toMatchObject({ at: at(5, 1), stance: 'standing' });
  });

  it('BB-SKILL-1 Pro: the thrower may try Pro on his Passing test; a re-roll is read again for quality', () => {
    const start = board(hall)
      .player('t', 2, 2, { ...thrower, skills: ['Throw Team-mate', 'Pro'] })
      .player('r', 3, 2, rightStuff)
      .withDice([3, 3, 6, 4, 5, 2, 3])
      .build();
    const asked = play(start, ...throwAt(5, 2)).state;
    expect(legalActions(asked)).toContainEqual({ type: 'use-reroll', source: 'pro' });
    const { events } = play(asked, { type: 'use-reroll', source: 'pro' });
    expect(thrown(events)).toMatchObject({ quality: 'superb', landing: at(5, 1) });
  });

  it('BB-PASS-18: a thrown ball carrier who lands keeps the ball', () => {
    const start = throwing().ballHeldBy('r').withDice([6, 4, 5, 2, 3]).build();
    const { state } = play(start, ...throwAt(5, 2));
    expect(state.ball).toEqual({ at: at(5, 1), carrier: '0-2' });
    expect(state.turn.team).toBe(0);
  });

  it('BB-TO-8: a thrown ball carrier who fails to land drops the ball: a turnover', () => {
    const start = throwing()
      .player('m', 6, 0, { team: 1 })
      .ballHeldBy('r')
      .withDice([6, 4, 5, 2, 2, 1, 1, 8])
      .build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(expect.objectContaining({ type: 'ball-bounced', to: at(6, 2) }));
    expect(state.ball.carrier).toBeNull();
    expect(state.turn.team).toBe(1);
  });

  it('BB-TO-8: a fumbled ball carrier is a turnover even when he lands', () => {
    const start = throwing().ballHeldBy('r').withDice([1, 8, 5]).build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(expect.objectContaining({ test: 'landing', success: true }));
    expect(state.ball).toEqual({ at: at(4, 3), carrier: '0-2' });
    expect(state.turn.team).toBe(1);
  });

  it('BB-PASS-17: landing on an opponent knocks him down; the thrown player scatters on and Falls Over with no landing test', () => {
    const start = throwing()
      .player('o', 6, 2, { team: 1 })
      .withDice([6, 4, 5, 5, 5, 1, 1, 1, 1])
      .build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({ landing: at(6, 2) });
    expect(tests(events)).toEqual(['throw-team-mate']);
    expect(named(state, 'r')).toMatchObject({ at: at(7, 2), stance: 'prone' });
    expect(named(state, 'o')).toMatchObject({ at: at(6, 2), stance: 'prone' });
    expect(state.turn.team).toBe(0);
  });

  it('BB-PASS-17: landing on a team-mate knocks him down: a turnover (BB-TO-2)', () => {
    const start = throwing().player('mate', 6, 2).withDice([6, 4, 5, 5, 5, 1, 1, 1, 1]).build();
    const { state } = play(start, ...throwAt(5, 2));
    expect(named(state, 'mate').stance).toBe('prone');
    expect(state.turn.team).toBe(1);
  });

  it('DB-PASS-30: a thrown player scattering into a wall rolls the direction again', () => {
    const start = board(['############', ...hall.slice(1)])
      .player('t', 2, 2, thrower)
      .player('r', 3, 2, rightStuff)
      .withDice([6, 2, 4, 5, 7, 3])
      .build();
    const { events } = play(start, ...throwAt(5, 1));
    expect(thrown(events)).toMatchObject({ landing: at(5, 2) });
  });

  it('BB-PASS-15: a landing on the ball makes it bounce, as for a player pushed onto it (BB-BLOCK-10)', () => {
    const start = throwing().ballOn(5, 1).withDice([6, 4, 5, 2, 3, 5]).build();
    const { state } = play(start, ...throwAt(5, 2));
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
    expect(state.turn.team).toBe(0);
  });

  it('DB-TELE-2: a thrown player who comes down on a teleporter is teleported', () => {
    const start = throwing()
      .teleporter(1, 5, 1)
      .teleporter(2, 9, 5)
      .withDice([6, 4, 5, 2, 3, 2])
      .build();
    const { state, events } = play(start, ...throwAt(5, 2));
    expect(events).toContainEqual(expect.objectContaining({ type: 'teleported', player: '0-2' }));
    expect(named(state, 'r')).toMatchObject({ at: at(9, 5), stance: 'standing' });
  });

  it('DB-TELE-13: a failed landing on a teleporter teleports him first; he falls where he arrives', () => {
    const start = throwing()
      .teleporter(1, 5, 1)
      .teleporter(2, 9, 5)
      .withDice([6, 4, 5, 2, 1, 2, 1, 1])
      .build();
    const { state } = play(start, ...throwAt(5, 2));
    expect(named(state, 'r')).toMatchObject({ at: at(9, 5), stance: 'prone' });
  });

  it('DB-CHEST-2: a thrown player never comes down on a chest: the direction is rolled again', () => {
    const start = throwing().chest(5, 1, 'trap').withDice([6, 4, 5, 2, 3, 3]).build();
    const { events } = play(start, ...throwAt(5, 2));
    expect(thrown(events)).toMatchObject({ landing: at(6, 1) });
  });

  describe('between floors', () => {
    const f0 = (x: number, y: number) => ({ floor: 0, x, y });
    const f1 = (x: number, y: number) => ({ floor: 1, x, y });
    /** A void at (3..6, 1..2) over the floor below. */
    const ground = ['........', '........', '........', '........'];
    const upper = ['........', '...____.', '...____.', '........'];
    const aiming = (start: GameState) =>
      throws(play(start, { type: 'activate', player: '0-1', action: 'throw-team-mate' }).state).map(
        (a) => (a.type === 'throw-team-mate' ? a.target : null),
      );

    it('DB-PASS-28: from the edge, a player is thrown one floor down at Quick range, never at Short', () => {
      // Superb (6); he scatters right (5), left (4), right (5) from (4, 2), and lands (4).
      const start = board(ground, upper)
        .player('t', 2, 1, { ...thrower, floor: 1 })
        .player('r', 1, 1, { ...rightStuff, floor: 1 })
        .withDice([6, 5, 4, 5, 4])
        .build();
      const down = aiming(start).filter((t) => t?.floor === 0);
      expect(down).toContainEqual(f0(5, 2)); // 3 squares away: Quick
      expect(down).not.toContainEqual(f0(6, 1)); // 4 squares away: Short, which a pass may reach
      const { state, events } = play(
        start,
        { type: 'activate', player: '0-1', action: 'throw-team-mate' },
        { type: 'throw-team-mate', player: '0-2', target: f0(4, 2) },
      );
      expect(events).toContainEqual(
        expect.objectContaining({ test: 'throw-team-mate', modifier: 0 }),
      );
      expect(named(state, 'r')).toMatchObject({ at: f0(5, 2), stance: 'standing' });
    });

    it('DB-PASS-28: away from the edge he cannot see down, and throws nobody down', () => {
      const start = board(ground, upper)
        .player('t', 0, 3, { ...thrower, floor: 1 })
        .player('r', 0, 2, { ...rightStuff, floor: 1 })
        .build();
      expect(aiming(start).filter((t) => t?.floor === 0)).toEqual([]);
    });

    it('DB-PASS-29: one floor up, a Short throw at −1, to a square on the edge within Short range', () => {
      // Superb (6, 6 − 1 ≥ 4); he scatters left (4), right (5), left (4) from (2, 1), and lands (4).
      const start = board(ground, upper)
        .player('t', 0, 1, thrower)
        .player('r', 1, 1, rightStuff)
        .withDice([6, 4, 5, 4, 4])
        .build();
      const up = aiming(start).filter((t) => t?.floor === 1);
      expect(up).toContainEqual(f1(2, 1)); // Quick by its squares, thrown as Short all the same
      expect(up).not.toContainEqual(f1(1, 1)); // not on the edge
      expect(up).not.toContainEqual(f1(7, 1)); // on the edge, but Long
      const { state, events } = play(
        start,
        { type: 'activate', player: '0-1', action: 'throw-team-mate' },
        { type: 'throw-team-mate', player: '0-2', target: f1(2, 1) },
      );
      expect(events).toContainEqual(
        expect.objectContaining({ test: 'throw-team-mate', modifier: -1 }),
      );
      expect(thrown(events)).toMatchObject({ quality: 'superb', landing: f1(1, 1) });
      expect(named(state, 'r')).toMatchObject({ at: f1(1, 1), stance: 'standing' });
    });

    it('DB-PASS-29: the Short throw up reads the −1: a 4 is Subpar for PA 4+', () => {
      // 4 − 1 = 3 < 4: Subpar; scatters left (4), right (5), left (4); lands at −1 (4 − 1 ≥ 3).
      const start = board(ground, upper)
        .player('t', 0, 1, thrower)
        .player('r', 1, 1, rightStuff)
        .withDice([4, 4, 5, 4, 4])
        .build();
      const { events } = play(
        start,
        { type: 'activate', player: '0-1', action: 'throw-team-mate' },
        { type: 'throw-team-mate', player: '0-2', target: f1(2, 1) },
      );
      expect(thrown(events)).toMatchObject({ quality: 'subpar' });
    });

    it('DB-PASS-30: never two floors down, where a pass may go', () => {
      const top = ['........', '...____.', '...____.', '........'];
      const start = board(ground, upper, top)
        .player('t', 2, 1, { ...thrower, floor: 2 })
        .player('r', 1, 1, { ...rightStuff, floor: 2 })
        .build();
      expect(aiming(start).filter((t) => t?.floor === 0)).toEqual([]);
      expect(aiming(start).some((t) => t?.floor === 1)).toBe(true);
    });
  });
});
