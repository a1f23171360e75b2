import { describe, expect, it } from 'vitest';
import { blockBy, board, named, play } from '../testing/fixture';
import { view } from '../view';

const hall = ['.........', '.........', '.........', '.........', '.........'];

describe('a failed test waiting for a re-roll holds what its kind needs, and nothing else', () => {
  it('BB-RR-1 Dauntless: the offer holds the roll alone; the block at the opponent waits beneath it', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Dauntless'] })
      .player('d', 3, 2, { team: 1, st: 5 })
      .withRerolls(0, 1)
      .withDice([1, 3, 3])
      .build();
    const offered = play(start, ...blockBy('0-1', '1-1')).state;
    expect(offered.pending).toEqual([
      { kind: 'strike', team: 0, player: '0-1', opponent: '1-1', strike: 'block' },
      {
        kind: 'reroll',
        team: 0,
        test: { kind: 'dauntless', player: '0-1', target: 3, modifier: 0, rolled: 1, skills: [] },
        teamReroll: true,
        pro: false,
      },
    ]);
    expect(view(offered, 1).state.pending.map((d) => d.kind)).toEqual(['reroll']);
    // Re-rolled to a 3, which beats the target's ST: the block goes on at his strength.
    const { state, events } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dauntless', rolled: 3, success: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
    expect(state.pending.some((f) => f.kind === 'strike')).toBe(false);
  });

  it('BB-SKILL-1 Foul Appearance: the strike that goes ahead once it passes waits beneath the offer', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withRerolls(0, 1)
      .withDice([1, 2, 3])
      .build();
    const offered = play(start, ...blockBy('0-1', '1-1')).state;
    expect(offered.pending).toEqual([
      { kind: 'strike', team: 0, player: '0-1', opponent: '1-1', strike: 'block' },
      expect.objectContaining({ kind: 'reroll' }),
    ]);
    const decision = offered.pending.at(-1);
    expect(decision?.kind === 'reroll' && decision.test).toEqual({
      kind: 'foul-appearance',
      player: '0-1',
      target: 2,
      modifier: 0,
      rolled: 1,
      skills: [],
    });
    const { state, events } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
    expect(state.pending.some((f) => f.kind === 'strike')).toBe(false);
    // Declined, the strike is taken off with the offer, and the activation ends.
    const declined = play(offered, { type: 'use-reroll', source: 'none' }).state;
    expect(declined.pending).toEqual([]);
    expect(declined.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Hypnotic Gaze: the gaze at its target waits beneath the re-roll of its test', () => {
    const start = board(hall)
      .player('g', 2, 2, { skills: ['Hypnotic Gaze'] })
      .player('d', 3, 2, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 6])
      .build();
    const offered = play(
      start,
      { type: 'activate', player: '0-1', action: 'hypnotic-gaze' },
      { type: 'hypnotic-gaze', target: '1-1' },
    ).state;
    expect(offered.pending).toEqual([
      { kind: 'strike', team: 0, player: '0-1', opponent: '1-1', strike: 'gaze' },
      expect.objectContaining({ kind: 'reroll', test: expect.objectContaining({ rolled: 1 }) }),
    ]);
    const { state } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(state.pending).toEqual([]);
    expect(named(state, 'd').distracted).toBe(true);
  });
});

describe('what is left of a step waits on the stack beneath the decision about its roll', () => {
  const at = (x: number, y: number) => ({ floor: 0, x, y });
  const start = board(hall)
    .player('s', 1, 1)
    .player('f', 2, 1, { team: 1 })
    .ballOn(0, 2)
    .withRerolls(0, 1)
    .withDice([1, 6, 6])
    .build();
  const offered = play(
    start,
    { type: 'activate', player: '0-1', action: 'move' },
    { type: 'move', to: at(0, 2) },
  ).state;

  it('BB-MOVE-5, BB-RR-1: a failed Dodge is offered a re-roll, the pick-up after it waiting beneath', () => {
    expect(offered.pending).toEqual([
      { kind: 'step', team: 0, player: '0-1', from: at(1, 1), to: at(0, 2), rest: ['pick-up'] },
      expect.objectContaining({ kind: 'reroll', test: expect.objectContaining({ kind: 'dodge' }) }),
    ]);
  });

  it('BB-MOVE-5, BB-RR-1: the re-rolled Dodge passing, the step goes on with its pick-up and nothing waits', () => {
    const { state, events } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'ball-picked-up' }));
    expect(state.ball.carrier).toBe('0-1');
    expect(state.pending).toEqual([]);
  });
});
