import { describe, expect, it } from 'vitest';
import { board, play } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const blockBy = (attacker: string, target: string) => [
  { type: 'activate', player: attacker, action: 'block' } as const,
  { type: 'block', target } as const,
];

describe('a failed test waiting for a re-roll holds what its kind needs, and nothing else', () => {
  it('BB-RR-1 Dauntless: the offer holds the opponent the block is at, and nothing of a step', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Dauntless'] })
      .player('d', 3, 2, { team: 1, st: 5 })
      .withRerolls(0, 1)
      .withDice([1, 3, 3])
      .build();
    const offered = play(start, ...blockBy('0-1', '1-1')).state;
    expect(offered.pending.at(-1)).toEqual({
      kind: 'reroll',
      team: 0,
      test: {
        kind: 'dauntless',
        player: '0-1',
        target: 3,
        modifier: 0,
        rolled: 1,
        skills: [],
        opponent: '1-1',
      },
      teamReroll: true,
      pro: false,
    });
    // Re-rolled to a 3, which beats the target's ST: the block goes on at his strength.
    const { events } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dauntless', rolled: 3, success: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
  });

  it('BB-SKILL-1 Foul Appearance: the offer names the strike that goes ahead once it passes', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withRerolls(0, 1)
      .withDice([1, 2, 3])
      .build();
    const offered = play(start, ...blockBy('0-1', '1-1')).state;
    expect(offered.pending.at(-1)).toMatchObject({ kind: 'reroll' });
    const decision = offered.pending.at(-1);
    expect(decision?.kind === 'reroll' && decision.test).toEqual({
      kind: 'foul-appearance',
      player: '0-1',
      target: 2,
      modifier: 0,
      rolled: 1,
      skills: [],
      opponent: '1-1',
      strike: 'block',
    });
    const { events } = play(offered, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
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
