import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';

const hall = Array.from({ length: 9 }, () => '..............');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const passing = (target: { floor: number; x: number; y: number }) => [
  { type: 'activate', player: '0-1', action: 'pass' } as const,
  { type: 'pass', target } as const,
];

describe('Nerves of Steel', () => {
  it('BB-SKILL-1 Nerves of Steel: ignores Marking on his Passing test (BB-PASS-4)', () => {
    const start = board(hall)
      .player('t', 2, 1, { skills: ['Nerves of Steel'] })
      .player('c', 5, 1)
      .player('m', 1, 1, { team: 1 })
      .ballHeldBy('t')
      .withDice([4, 4])
      .build();
    const { events } = play(start, ...passing(at(5, 1)));
    expect(events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: 0 }));
  });

  it('BB-SKILL-1 Nerves of Steel: ignores Marking on his Catch test (BB-BALL-8)', () => {
    const start = board(hall)
      .player('t', 1, 1)
      .player('c', 2, 1, { skills: ['Nerves of Steel'] })
      .player('m', 3, 1, { team: 1 })
      .ballHeldBy('t')
      .withDice([3])
      .build();
    const { events, state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'catch', modifier: 0, success: true }),
    );
    expect(state.ball.carrier).toBe('0-2');
  });

  it('BB-SKILL-1 Nerves of Steel: ignores Marking on his Interference test (BB-PASS-10)', () => {
    const start = board(hall)
      .player('t', 1, 4)
      .player('c', 5, 4)
      .player('x', 3, 3)
      .player('i', 3, 4, { team: 1, skills: ['Nerves of Steel'] })
      .ballHeldBy('t')
      .withDice([6, 6, 6])
      .build();
    const { events } = play(start, ...passing(at(5, 4)), {
      type: 'interfere',
      player: named(start, 'i').id,
    });
    expect(events).toContainEqual(expect.objectContaining({ test: 'interference', modifier: -3 }));
  });
});

describe('Safe Pass', () => {
  it('BB-SKILL-1 Safe Pass: a Fumbled pass is not dropped and is no turnover (BB-PASS-9, BB-TO-6); his activation ends', () => {
    const start = board(hall)
      .player('t', 2, 4, { skills: ['Safe Pass'] })
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([1])
      .build();
    const { state, events } = play(start, ...passing(at(5, 4)));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'fumbled' }),
    );
    expect(state.ball).toEqual({ at: at(2, 4), carrier: '0-1' });
    expect(state.turn).toMatchObject({ team: 0, activation: null });
  });
});

describe('Disturbing Presence', () => {
  it('BB-SKILL-1 Disturbing Presence: −1 to an opposing Passing test for each within 3 squares (BB-PASS-4)', () => {
    const start = board(hall)
      .player('t', 4, 1)
      .player('c', 7, 1)
      .player('p1', 1, 1, { team: 1, skills: ['Disturbing Presence'] })
      .player('p2', 4, 4, { team: 1, skills: ['Disturbing Presence'], stance: 'prone' })
      .player('far', 4, 5, { team: 1, skills: ['Disturbing Presence'] })
      .ballHeldBy('t')
      .withDice([6, 6])
      .build();
    const { events } = play(start, ...passing(at(7, 1)));
    expect(events).toContainEqual(expect.objectContaining({ test: 'pass', modifier: -2 }));
  });

  it('BB-SKILL-1 Disturbing Presence: −1 to an opposing Catch test, even from a Stunned player (BB-BALL-8)', () => {
    const start = board(hall)
      .player('t', 1, 1)
      .player('c', 2, 1)
      .player('p', 5, 4, { team: 1, skills: ['Disturbing Presence'], stance: 'stunned' })
      .player('own', 3, 3, { skills: ['Disturbing Presence'] })
      .ballHeldBy('t')
      .withDice([6])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(events).toContainEqual(expect.objectContaining({ test: 'catch', modifier: -1 }));
  });

  it('BB-SKILL-1 Disturbing Presence: −1 to an opposing Interference test (BB-PASS-10)', () => {
    const start = board(hall)
      .player('t', 1, 4, { skills: ['Disturbing Presence'] })
      .player('c', 5, 4)
      .player('i', 3, 4, { team: 1 })
      .ballHeldBy('t')
      .withDice([6, 6, 6])
      .build();
    const { events } = play(start, ...passing(at(5, 4)), {
      type: 'interfere',
      player: named(start, 'i').id,
    });
    expect(events).toContainEqual(expect.objectContaining({ test: 'interference', modifier: -4 }));
  });
});

describe('Pro', () => {
  it('BB-SKILL-1 Pro: may be tried on his own Passing test, made during his activation (BB-RR-4)', () => {
    const start = board(hall)
      .player('t', 2, 4, { skills: ['Pro'] })
      .player('c', 5, 4)
      .ballHeldBy('t')
      .withDice([2, 4, 6, 6])
      .build();
    const asked = play(start, ...passing(at(5, 4))).state;
    expect(legalActions(asked)).toEqual([
      { type: 'use-reroll', source: 'pro' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state, events } = play(asked, { type: 'use-reroll', source: 'pro' });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'pass', reroll: 'pro', rolled: 6 }),
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    expect(state.turn.activation).toBeNull();
  });
});

describe('skills that do nothing underground', () => {
  /** Everything offered to a ball carrier with these skills, before and after each action he may declare. */
  function offers(skills: string[]): string {
    const start = board(hall)
      .player('t', 2, 4, { skills })
      .player('c', 12, 4)
      .player('o', 3, 3, { team: 1, stance: 'prone' })
      .ballHeldBy('t')
      .build();
    const kinds = ['move', 'block', 'blitz', 'pass', 'hand-off', 'foul'] as const;
    const declared = kinds.map((action) =>
      legalActions(play(start, { type: 'activate', player: '0-1', action }).state),
    );
    return JSON.stringify([legalActions(start), ...declared]);
  }

  it('DB-PASS-2: Hail Mary Pass cannot be used: its thrower aims at Quick and Short range only, like any other', () => {
    expect(offers(['Hail Mary Pass'])).toBe(offers([]));
    const declared = play(
      board(hall)
        .player('t', 2, 4, { skills: ['Hail Mary Pass'] })
        .ballHeldBy('t')
        .build(),
      { type: 'activate', player: '0-1', action: 'pass' },
    ).state;
    expect(legalActions(declared)).not.toContainEqual({ type: 'pass', target: at(12, 4) });
  });

  it('DB-PASS-2: the Blunderbuss cannot be used: it gives no action', () => {
    expect(offers(['Blunderbuss'])).toBe(offers([]));
  });

  it('BB-SKILL-1 Kick: not used underground (no kick-off, BB-NA-1): it gives no action', () => {
    expect(offers(['Kick'])).toBe(offers([]));
  });
});
