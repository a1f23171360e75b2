import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';
import { view } from '../view';
import { clearLine, passRange } from './pass-lines';

const hall = Array.from({ length: 9 }, () => '..............');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const passing = (target: { floor: number; x: number; y: number }) => [
  { type: 'activate', player: '0-1', action: 'pass' } as const,
  { type: 'pass', target } as const,
];

describe('passing', () => {
  it('BB-PASS-3: the range ruler by squares across and down', () => {
    expect([
      passRange(at(0, 0), at(3, 0)),
      passRange(at(0, 0), at(4, 0)),
      passRange(at(0, 0), at(6, 0)),
      passRange(at(0, 0), at(7, 0)),
    ]).toEqual(['Q', 'S', 'S', 'L']);
    expect([
      passRange(at(0, 0), at(2, 3)),
      passRange(at(0, 0), at(4, 6)),
      passRange(at(0, 0), at(13, 13)),
    ]).toEqual(['S', 'L', null]);
  });

  it('DB-PASS-1: only Quick and Short passes are offered underground', () => {
    const start = board(hall).player('t', 0, 4).ballHeldBy('t').build();
    const { state } = play(start, { type: 'activate', player: '0-1', action: 'pass' });
    const targets = legalActions(state)
      .filter((a) => a.type === 'pass')
      .map((a) => (a as { target: { x: number } }).target.x);
    expect(Math.max(...targets)).toBe(6);
    expect(apply(state, { type: 'pass', target: at(7, 4) })).toHaveProperty('error');
  });

  it('DB-PASS-3, DB-PASS-16: no pass through a wall, nor exactly through a wall corner', () => {
    const walled = ['......', '..#...', '......', '......'];
    const state = board(walled).build();
    expect(clearLine(state, at(0, 1), at(4, 1))).toBe(false);
    expect(clearLine(state, at(0, 0), at(4, 0))).toBe(true);
    const corner = ['.#....', '#.....', '......'];
    expect(clearLine(board(corner).build(), at(0, 0), at(2, 2))).toBe(false);
    expect(clearLine(board(['......', '#.....', '......']).build(), at(0, 0), at(2, 2))).toBe(
      false,
    );
  });

  it('BB-PASS-6: an Accurate pass lands on the target, whose player catches it (BB-BALL-8, no modifier when Open)', () => {
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([4, 3])
      .build();
    const { state, events } = play(start, ...passing(at(5, 4)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'accurate' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'test',
        test: 'catch',
        modifier: 0,
        rolled: 3,
        success: true,
      }),
    );
    expect(state.ball).toEqual({ at: at(5, 4), carrier: named(state, 'c').id });
    expect(state.turn.team).toBe(0);
  });

  it('BB-NA-3: Perfect Conditions always: a Quick pass needs the thrower’s bare PA, a catch the catcher’s bare AG (no Very Sunny, no Pouring Rain)', () => {
    const start = board(hall)
      .player('t', 2, 4, { pa: 3 })
      .player('c', 5, 4, { ag: 2 })
      .ballHeldBy('t')
      .withDice([3, 2])
      .build();
    const { state, events } = play(start, ...passing(at(5, 4)));
    const tests = events.flatMap((e) =>
      e.type === 'test' ? [{ test: e.test, target: e.target, modifier: e.modifier }] : [],
    );
    expect(tests).toEqual([
      { test: 'pass', target: 3, modifier: 0 },
      { test: 'catch', target: 2, modifier: 0 },
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'accurate' }),
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
  });

  it('BB-PASS-5: a natural 1 is a Fumble: the ball bounces from the thrower and it is a turnover (BB-PASS-9)', () => {
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([1, 5])
      .build();
    const { state, events } = play(start, ...passing(at(5, 4)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'fumbled' }),
    );
    expect(state.ball).toEqual({ at: at(3, 4), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('BB-PASS-5: a Short pass is at −1: a 3 for a PA 4+ thrower is Inaccurate and scatters three times (BB-PASS-7, BB-BALL-4)', () => {
    const start = board(hall)
      .player('t', 2, 4, { pa: 4 })
      .player('c', 7, 4)
      .ballHeldBy('t')
      .withDice([4, 5, 5, 5, 2])
      .build();
    const { state, events } = play(start, ...passing(at(7, 4)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: -1, rolled: 4 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'inaccurate', landing: at(10, 4) }),
    );
    expect(state.turn.team).toBe(1); // the ball came to rest away from the team: turnover (BB-TO-5)
  });

  it('BB-PASS-10, BB-TO-7: an opponent under the line may interfere; a deflection he then catches is an interception, a turnover', () => {
    const start = board(hall)
      .player('t', 1, 4)
      .player('c', 5, 4)
      .player('i', 3, 4, { team: 1, ag: 2 })
      .ballHeldBy('t')
      .withDice([6, 6, 6])
      .build();
    const offered = play(start, ...passing(at(5, 4)));
    expect(legalActions(offered.state)).toEqual([
      { type: 'interfere', player: named(start, 'i').id },
      { type: 'interfere', player: null },
    ]);
    const { state, events } = play(offered.state, {
      type: 'interfere',
      player: named(start, 'i').id,
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'test',
        test: 'interference',
        modifier: -3,
        rolled: 6,
        success: true,
      }),
    );
    expect(events).toContainEqual({ type: 'pass-intercepted', player: '1-1' });
    expect(state.ball.carrier).toBe('1-1');
    expect(state.turn.team).toBe(1);
  });

  it('BB-PASS-10: the pass waits in flight beneath the interference decision, which holds only the candidates', () => {
    const start = board(hall)
      .player('t', 1, 4)
      .player('c', 5, 4)
      .player('i', 3, 4, { team: 1 })
      .ballHeldBy('t')
      .withDice([6, 1])
      .build();
    const offered = play(start, ...passing(at(5, 4))).state;
    const decision = { kind: 'interference', team: 1, candidates: ['1-1'] };
    const pass = { thrower: '0-1', target: at(5, 4), quality: 'accurate', landing: at(5, 4) };
    expect(offered.pending).toEqual([{ kind: 'flight', team: 1, pass, later: [] }, decision]);
    expect(view(offered, 0).state.pending).toEqual([decision]);
    // Nobody deflects it: the flight is taken off and the pass comes down to its catcher.
    const { state, events } = play(offered, { type: 'interfere', player: null });
    expect(state.pending).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'test', test: 'catch' }));
  });

  it('BB-PASS-1: the thrower may move first, then throws once, and his activation ends', () => {
    const start = board(hall)
      .player('t', 1, 4)
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([4, 3])
      .build();
    const { state: moved } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'move', to: at(2, 4) },
    );
    expect(legalActions(moved)).toContainEqual({ type: 'pass', target: at(5, 4) });
    const { state } = play(moved, { type: 'pass', target: at(5, 4) });
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    expect(state.turn.activation).toBeNull();
    expect(named(state, 't').activated).toBe(true);
    const empty = play(board(hall).player('t', 1, 4).player('c', 5, 4).ballOn(8, 8).build(), {
      type: 'activate',
      player: '0-1',
      action: 'pass',
    }).state;
    expect(legalActions(empty).filter((a) => a.type === 'pass')).toEqual([]);
  });

  it('BB-PASS-2, BB-TO-5: an Accurate pass to an empty square lands there and bounces; caught by a team-mate, no turnover', () => {
    const thrown = (dice: number[]) =>
      play(
        board(hall).player('t', 2, 4).player('c', 6, 4).ballHeldBy('t').withDice(dice).build(),
        ...passing(at(5, 4)),
      );
    // Accurate on a 4; the ball bounces right (5) onto the team-mate, who catches at −1 on a 4.
    const caught = thrown([4, 5, 4]);
    expect(caught.events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'accurate', landing: at(5, 4) }),
    );
    expect(caught.events).toContainEqual(
      expect.objectContaining({ type: 'ball-bounced', from: at(5, 4), to: at(6, 4) }),
    );
    expect(caught.state.ball).toEqual({ at: at(6, 4), carrier: named(caught.state, 'c').id });
    expect(caught.state.turn.team).toBe(0);
    // It bounces left (4) onto an empty square: the ball came to rest away from the team.
    const lost = thrown([4, 4]);
    expect(lost.state.ball).toEqual({ at: at(4, 4), carrier: null });
    expect(lost.events).toContainEqual({
      type: 'turnover',
      team: 0,
      reason: 'the ball was not caught',
    });
    expect(lost.state.turn.team).toBe(1);
  });

  it('BB-PASS-8, BB-BALL-5: Wildly Inaccurate deviates D6 squares in a D8 direction from the thrower, then a catch at −1', () => {
    // A 2 at −1 for a Short pass is 1: Wildly Inaccurate. Direction 5 (right), 3 squares.
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([2, 5, 3, 4])
      .build();
    const { state, events } = play(start, ...passing(at(7, 4)));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'pass-thrown',
        quality: 'wildly-inaccurate',
        target: at(7, 4),
        landing: at(5, 4),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', modifier: -1, rolled: 4 }),
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    const far = play(
      board(hall)
        .player('t', 2, 4)
        .player('c', 9, 4)
        .ballHeldBy('t')
        .withDice([2, 2, 6, 1])
        .build(),
      ...passing(at(7, 4)),
    );
    expect(far.events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', landing: at(2, 0) }), // 6 up, stopped by the edge at 4
    );
  });

  it('BB-PASS-11: only an opponent nearer to both ends than they are to each other, and within 0.87 of a square of the line, may interfere', () => {
    const start = board(hall)
      .player('t', 1, 4)
      .player('c', 7, 4)
      .player('beside', 4, 5, { team: 1 })
      .player('near', 6, 5, { team: 1 })
      .player('wide', 4, 6, { team: 1 })
      .player('past', 7, 5, { team: 1 })
      .player('behind', 0, 4, { team: 1 })
      .ballHeldBy('t')
      .withDice([6])
      .build();
    const { state } = play(start, ...passing(at(7, 4)));
    expect(legalActions(state)).toEqual([
      { type: 'interfere', player: named(start, 'beside').id },
      { type: 'interfere', player: named(start, 'near').id },
      { type: 'interfere', player: null },
    ]);
  });

  it('BB-TURN-4: one Pass action a team turn', () => {
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 4, 4)
      .ballHeldBy('t')
      .withDice([6, 6])
      .build();
    const { state } = play(start, ...passing(at(4, 4)));
    expect(
      apply(state, { type: 'activate', player: named(state, 'c').id, action: 'pass' }),
    ).toEqual({
      error: 'The team has already made its Pass or Throw Team-mate this turn (BB-TURN-4).',
    });
  });

  it('BB-PASS-12: a hand-off to an adjacent team-mate needs only his catch; a failed catch is a turnover', () => {
    const good = play(
      board(hall).player('g', 2, 4).player('r', 3, 4).ballHeldBy('g').withDice([3]).build(),
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(good.state.ball.carrier).toBe('0-2');
    const bad = play(
      board(hall).player('g', 2, 4).player('r', 3, 4).ballHeldBy('g').withDice([2, 5]).build(),
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(bad.state.ball.carrier).toBeNull();
    expect(bad.state.turn.team).toBe(1);
  });

  it('BB-RR-4: the Catch skill re-rolls a failed catch', () => {
    const start = board(hall)
      .player('g', 2, 4)
      .player('r', 3, 4, { skills: ['Catch'] })
      .ballHeldBy('g')
      .withDice([2, 4])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    const { state } = play(asked.state, { type: 'use-reroll', source: 'skill' });
    expect(state.ball.carrier).toBe('0-2');
  });
});

describe('fouls', () => {
  it('BB-FOUL-2: the foul is an Armour roll at +1 per assisting team-mate and −1 per defensive assist', () => {
    const start = board(hall)
      .player('f', 2, 4)
      .player('mate', 4, 3)
      .player('v', 3, 4, { team: 1, stance: 'prone' })
      .player('guard', 1, 5, { team: 1 })
      .withDice([4, 4])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: named(start, 'v').id },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [4, 4], modifier: 0 }),
    );
  });

  it('BB-FOUL-1: only a Prone or Stunned opponent next to the fouler can be fouled', () => {
    const start = board(hall)
      .player('f', 2, 4)
      .player('up', 3, 4, { team: 1 })
      .player('down', 2, 5, { team: 1, stance: 'stunned' })
      .build();
    const { state } = play(start, { type: 'activate', player: '0-1', action: 'foul' });
    expect(legalActions(state).filter((a) => a.type === 'foul')).toEqual([
      { type: 'foul', target: named(start, 'down').id },
    ]);
  });

  it('BB-FOUL-4, DB-MATCH-7, DB-MATCH-8, BB-NA-5, BB-TO-10: a double on the foul sends nobody off underground (no referee), so no turnover', () => {
    const start = board(hall)
      .player('f', 2, 4)
      .player('v', 3, 4, { team: 1, stance: 'prone' })
      .withDice([3, 3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: named(start, 'v').id },
    );
    expect(named(state, 'f').box).toBeNull();
    expect(state.turn.team).toBe(0);
  });
});
