import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { board, play } from '../../testing/fixture';

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
      from: { floor: 0, x: 2, y: 2 },
      to,
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
});
