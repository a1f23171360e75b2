import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../legal-actions';
import { board, play } from '../../../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const to = { floor: 0, x: 3, y: 2 };
const step = [
  { type: 'activate', player: '0-1', action: 'move' } as const,
  { type: 'move', to } as const,
];

/** The mover at (2, 2) steps east to (3, 2): team 1 marks the square he leaves, team 2 the one he enters. */
const crossing = () =>
  board(hall)
    .player('mover', 2, 2)
    .player('behind', 1, 2, { team: 1 })
    .player('ahead', 4, 2, { team: 2 });

describe('tackle zones with 3 or 4 teams (DB-MULTI-5)', () => {
  it('DB-MULTI-5: the coach whose players mark the square left is asked; not marking, no Dodge is needed', () => {
    const asked = play(crossing().build(), ...step).state;
    expect(asked.pending.at(-1)).toEqual({
      kind: 'tackle-zones',
      team: 1,
      player: '0-1',
      test: { kind: 'step', from: { floor: 0, x: 2, y: 2 }, to },
    });
    expect(legalActions(asked)).toEqual([
      { type: 'mark', mark: true },
      { type: 'mark', mark: false },
    ]);
    const { state, events } = play(asked, { type: 'mark', mark: false });
    expect(events).toContainEqual({
      type: 'tackle-zones-chosen',
      team: 1,
      player: '0-1',
      mark: false,
    });
    // Team 2, marking only the square entered, is not asked: no Dodge, so its answer changes nothing.
    expect(events.some((e) => e.type === 'test')).toBe(false);
    expect(state.players.find((p) => p.id === '0-1')!.at).toEqual(to);
    expect(state.mechanismState?.['tackle-zones']).toBeUndefined();
  });

  it('DB-MULTI-5: marking, the Dodge is made; the team marking the square entered is asked next, and not marking it adds nothing', () => {
    const first = play(crossing().withDice([3]).build(), ...step).state;
    const second = play(first, { type: 'mark', mark: true }).state;
    expect(second.pending.at(-1)).toMatchObject({ kind: 'tackle-zones', team: 2 });
    const { events } = play(second, { type: 'mark', mark: false });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge', modifier: 0, success: true }),
    );
  });

  it('DB-MULTI-5: both marking, the square entered counts −1', () => {
    const first = play(crossing().withDice([4]).build(), ...step).state;
    const second = play(first, { type: 'mark', mark: true }).state;
    const { events } = play(second, { type: 'mark', mark: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge', modifier: -1, success: true }),
    );
  });

  it('DB-MULTI-5: nobody is asked when no other team marks the square left', () => {
    const start = board(hall)
      .player('mover', 2, 2)
      .player('ahead', 4, 2, { team: 2 })
      .player('far', 7, 2, { team: 1 })
      .build();
    const { state, events } = play(start, ...step);
    expect(state.pending).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', to }));
  });

  it('DB-MULTI-5: in a 2-team match tackle zones are mandatory: nobody is asked', () => {
    const start = board(hall)
      .player('mover', 2, 2)
      .player('behind', 1, 2, { team: 1 })
      .withDice([6])
      .build();
    const { state, events } = play(start, ...step);
    expect(state.pending).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'test', test: 'dodge' }));
  });

  it('DB-MULTI-5: the answers hold through a re-roll: a Rush re-rolled, the Dodge after it counts only the tackle zones that count', () => {
    const start = board(hall)
      .player('mover', 2, 2, { ma: 0 })
      .player('behind', 1, 2, { team: 1 })
      .player('ahead', 4, 2, { team: 2 })
      .withRerolls(0, 1)
      .withDice([1, 6, 6])
      .build();
    const first = play(start, ...step).state;
    const second = play(first, { type: 'mark', mark: true }).state; // team 1: a Dodge is needed
    const rerolling = play(second, { type: 'mark', mark: false }).state; // team 2: not in the Dodge
    expect(rerolling.pending.at(-1)).toMatchObject({ kind: 'reroll' });
    const { state, events } = play(rerolling, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge', modifier: 0, success: true }),
    );
    expect(state.mechanismState?.['tackle-zones']).toBeUndefined();
  });

  it('DB-MULTI-5: a Jump asks the coaches marking the square left, then those marking the square landed in', () => {
    const start = board(hall)
      .player('jumper', 2, 2)
      .player('lying', 3, 2, { stance: 'prone' })
      .player('behind', 2, 3, { team: 1 })
      .player('beyond', 5, 2, { team: 2 })
      .withDice([6])
      .build();
    const landing = { floor: 0, x: 4, y: 2 };
    const first = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'jump', to: landing },
    ).state;
    expect(first.pending.at(-1)).toEqual({
      kind: 'tackle-zones',
      team: 1,
      player: '0-1',
      test: { kind: 'jump', from: { floor: 0, x: 2, y: 2 }, to: landing },
    });
    const second = play(first, { type: 'mark', mark: false }).state;
    expect(second.pending.at(-1)).toMatchObject({ kind: 'tackle-zones', team: 2 });
    const { state, events } = play(second, { type: 'mark', mark: false });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'jump', modifier: 0 }),
    );
    expect(state.players.find((p) => p.id === '0-1')!.at).toEqual(landing);
  });

  /** The thrower at (2, 2) passes to (5, 2), a Quick pass; team 1 marks him from behind. */
  const target = { floor: 0, x: 5, y: 2 };
  const passAsked = (dice: readonly number[]) =>
    play(
      board(hall)
        .player('thrower', 2, 2)
        .player('receiver', 5, 2)
        .player('behind', 1, 2, { team: 1 })
        .player('far', 8, 4, { team: 2 })
        .ballHeldBy('thrower')
        .withDice(dice)
        .build(),
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target },
    ).state;

  it('DB-MULTI-5: a Passing test: the coach marking the thrower is asked; not marking, his player does not count', () => {
    const asked = passAsked([4, 6]);
    expect(asked.pending.at(-1)).toEqual({
      kind: 'tackle-zones',
      team: 1,
      player: '0-1',
      test: { kind: 'pass', target, ricochet: false },
    });
    const { state, events } = play(asked, { type: 'mark', mark: false });
    // A Quick pass (no modifier) with nobody marking the thrower: a 4 is Accurate.
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: 0, rolled: 4 }),
    );
    expect(state.ball.carrier).toBe('0-2');
  });

  it('DB-MULTI-5: marking, the thrower’s marker counts −1', () => {
    const { events } = play(passAsked([4, 6, 6]), { type: 'mark', mark: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: -1, rolled: 4 }),
    );
  });

  it('DB-MULTI-5: a catch: each coach marking the catcher is asked in turn order; only the one who marks counts', () => {
    const start = board(hall)
      .player('carrier', 2, 2)
      .player('receiver', 3, 2)
      .player('first', 4, 2, { team: 1 })
      .player('second', 4, 3, { team: 2 })
      .ballHeldBy('carrier')
      .withDice([6])
      .build();
    const first = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    ).state;
    expect(first.pending.at(-1)).toEqual({
      kind: 'tackle-zones',
      team: 1,
      player: '0-2',
      test: { kind: 'catch', ballModifier: 0, deflected: false },
    });
    const second = play(first, { type: 'mark', mark: false }).state;
    expect(second.pending.at(-1)).toMatchObject({ kind: 'tackle-zones', team: 2 });
    const { state, events } = play(second, { type: 'mark', mark: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', modifier: -1, success: true }),
    );
    expect(state.ball.carrier).toBe('0-2');
  });

  it('DB-MULTI-5: a pass interference: the coaches marking the interferer are asked, the thrower’s among them', () => {
    const start = board(hall)
      .player('thrower', 1, 1)
      .player('receiver', 6, 1)
      .player('interferer', 3, 1, { team: 1 })
      .player('beside', 3, 0, { team: 2 })
      .player('near', 4, 0)
      .ballHeldBy('thrower')
      .withDice([6, 1])
      .build();
    const nominating = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: { floor: 0, x: 6, y: 1 } },
    ).state;
    expect(nominating.pending.at(-1)).toMatchObject({ kind: 'interference', team: 1 });
    const first = play(nominating, { type: 'interfere', player: '1-1' }).state;
    // The pass waits beneath each coach's answer, as beneath the interference decision.
    expect(first.pending.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'flight', team: 0, later: [2] }),
      { kind: 'tackle-zones', team: 0, player: '1-1', test: { kind: 'interference' } },
    ]);
    const second = play(first, { type: 'mark', mark: false }).state;
    expect(second.pending.at(-1)).toMatchObject({ kind: 'tackle-zones', team: 2 });
    const { events } = play(second, { type: 'mark', mark: false });
    // An Accurate pass: −3, and no −1 for being marked.
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'interference', modifier: -3, rolled: 1 }),
    );
  });
});
