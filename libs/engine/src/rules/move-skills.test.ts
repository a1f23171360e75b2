import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

describe('Jump Up', () => {
  it('BB-SKILL-1 Jump Up: stands up for free, with no roll even with MA under 3 (BB-MOVE-7)', () => {
    const start = board(hall)
      .player('j', 1, 1, { ma: 2, stance: 'prone', skills: ['Jump Up'] })
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'stand-up' },
    );
    expect(named(state, 'j').stance).toBe('standing');
    expect(state.turn.activation).toMatchObject({ spent: 0 });
    expect(events.some((e) => e.type === 'test')).toBe(false);
  });

  it('BB-SKILL-1 Jump Up: a Prone player may take a Block action (BB-TURN-6): Agility test at +1, then he blocks', () => {
    const start = board(hall)
      .player('j', 1, 1, { stance: 'prone', skills: ['Jump Up'] })
      .player('d', 2, 1, { team: 1 })
      .withDice([2])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'stand-up' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        test: 'jump-up',
        target: 3,
        modifier: 1,
        rolled: 2,
        success: true,
      }),
    );
    expect(legalActions(state)).toContainEqual({ type: 'block', target: '1-1' });
  });

  it('BB-SKILL-1 Jump Up: a failed Jump Up leaves him Prone and ends his activation, no turnover (BB-TO-12 spirit)', () => {
    const start = board(hall)
      .player('j', 1, 1, { ag: 4, stance: 'prone', skills: ['Jump Up'] })
      .player('d', 2, 1, { team: 1 })
      .withDice([2])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'stand-up' },
    );
    expect(named(state, 'j').stance).toBe('prone');
    expect(state.turn.activation).toBeNull();
    expect(state.turn.team).toBe(0);
  });

  it('BB-TURN-6: without Jump Up a Prone player cannot take a Block action', () => {
    const start = board(hall).player('p', 1, 1, { stance: 'prone' }).build();
    expect(apply(start, { type: 'activate', player: '0-1', action: 'block' })).toHaveProperty(
      'error',
    );
  });
});

describe('Sprint', () => {
  it('BB-SKILL-1 Sprint: three Rushes instead of two (BB-MOVE-5)', () => {
    const start = board(hall)
      .player('s', 0, 0, { ma: 0, skills: ['Sprint'] })
      .withDice([2, 2, 2]);
    const { state } = play(
      start.build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
      { type: 'move', to: at(3, 0) },
    );
    expect(named(state, 's').at).toEqual(at(3, 0));
    expect(legalActions(state).filter((a) => a.type === 'move')).toEqual([]);
    const plain = play(
      board(hall).player('p', 0, 0, { ma: 0 }).withDice([2, 2]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
    );
    expect(legalActions(plain.state).filter((a) => a.type === 'move')).toEqual([]);
  });
});

describe('Sure Feet', () => {
  it('BB-SKILL-1 Sure Feet: re-rolls a failed Rush, once per activation (BB-RR-4)', () => {
    const start = board(hall)
      .player('r', 0, 0, { ma: 0, skills: ['Sure Feet'] })
      .withDice([1, 2, 1, 3, 3])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-reroll', source: 'skill' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(
      asked.state,
      { type: 'use-reroll', source: 'skill' },
      { type: 'move', to: at(2, 0) },
    );
    expect(named(state, 'r')).toMatchObject({ at: at(2, 0), stance: 'prone' });
    expect(state.turn.team).toBe(1);
  });

  it("BB-SKILL-1 Sure Feet: also re-rolls the Rush that pays for a Blitz's block (BB-MOVE-6)", () => {
    const start = board(hall)
      .player('b', 1, 1, { ma: 0, skills: ['Sure Feet'] })
      .player('d', 2, 1, { team: 1 })
      .withDice([1, 2, 3])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'block', target: '1-1' },
    );
    expect(legalActions(asked.state)).toContainEqual({ type: 'use-reroll', source: 'skill' });
    const { events } = play(asked.state, { type: 'use-reroll', source: 'skill' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
  });
});

describe('Pro', () => {
  const rusher = (dice: number[]) =>
    play(
      board(hall)
        .player('p', 0, 0, { ma: 0, skills: ['Pro'] })
        .withDice(dice)
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );

  it('BB-SKILL-1 Pro: on 3+ his failed roll is re-rolled (BB-RR-4)', () => {
    const asked = rusher([1, 3, 2]);
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-reroll', source: 'pro' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state, events } = play(asked.state, { type: 'use-reroll', source: 'pro' });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'pro', rolled: 3, success: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'rush', reroll: 'pro', success: true }),
    );
    expect(named(state, 'p')).toMatchObject({ at: at(1, 0), stance: 'standing' });
  });

  it('BB-SKILL-1 Pro: on 1-2 the roll stands and no other re-roll may be used on it', () => {
    const start = board(hall)
      .player('p', 0, 0, { ma: 0, skills: ['Pro'] })
      .withRerolls(0, 1)
      .withDice([1, 2, 3, 3])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
    );
    const { state } = play(asked.state, { type: 'use-reroll', source: 'pro' });
    expect(state.pending).toEqual([]);
    expect(named(state, 'p').stance).toBe('prone');
    expect(state.teams[0]?.rerolls).toBe(1);
  });

  it('BB-SKILL-1 Pro: once per activation', () => {
    const first = play(rusher([1, 4, 2, 1]).state, { type: 'use-reroll', source: 'pro' });
    const second = play(first.state, { type: 'move', to: at(2, 0) });
    expect(second.state.pending).toEqual([]);
    expect(named(second.state, 'p').stance).toBe('prone');
  });

  it("BB-SKILL-1 Pro: only during his own activation, not on a catch in a team-mate's hand-off", () => {
    const start = board(hall)
      .player('t', 1, 1)
      .player('c', 2, 1, { skills: ['Pro'] })
      .ballHeldBy('t')
      .withDice([1, 5])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(state.pending).toEqual([]);
    expect(state.turn.team).toBe(1);
  });
});
