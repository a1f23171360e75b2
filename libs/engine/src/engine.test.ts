import { describe, expect, it } from 'vitest';
import { apply, legalActions } from './engine';
import type { GameState } from './model/state';
import { board, play } from './testing/fixture';
import { brokenInvariants } from './testing/invariants';
import { randomPlay, trainingMatch } from './testing/random-match';

function invariants(state: GameState): void {
  expect(brokenInvariants(state, 12)).toEqual([]);
}

describe('the engine', () => {
  it('an illegal action is refused with a reason and changes nothing', () => {
    const start = board(['.....', '.....'])
      .player('a', 0, 0)
      .player('b', 4, 1, { team: 1 })
      .build();
    const before = JSON.stringify(start);
    expect(apply(start, { type: 'activate', player: '1-1', action: 'move' })).toEqual({
      error: 'Player 1-1 is not in the active team.',
    });
    expect(apply(start, { type: 'move', to: { floor: 0, x: 1, y: 0 } })).toEqual({
      error: 'No player is moving.',
    });
    expect(apply(start, { type: 'follow-up', follow: true })).toEqual({
      error: 'No decision is waiting for that answer.',
    });
    expect(JSON.stringify(start)).toBe(before);
  });

  it('apply never changes the state it is given', () => {
    const start = trainingMatch('purity');
    const before = JSON.stringify(start);
    randomPlay(start, 300, 'purity');
    expect(JSON.stringify(start)).toBe(before);
  });

  it('apply never changes the state it is given, not even the skills used in an activation', () => {
    const asked = play(
      board(['.....', '.....'])
        .player('d', 1, 1, { skills: ['Dodge'] })
        .player('f', 2, 1, { team: 1 })
        .withDice([1, 6])
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: { floor: 0, x: 0, y: 0 } },
    ).state;
    const before = JSON.stringify(asked);
    play(asked, { type: 'use-reroll', source: 'skill' });
    expect(JSON.stringify(asked)).toBe(before);
  });

  it('the same seed and the same actions give the same match, byte for byte; a replay is start plus actions', () => {
    const first = randomPlay(trainingMatch('seed-1'), 800, 'choices');
    const second = randomPlay(trainingMatch('seed-1'), 800, 'choices');
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    const replayed = first.actions.reduce<GameState>((s, a) => {
      const r = apply(s, a);
      if ('error' in r) throw new Error(r.error);
      return r.state;
    }, trainingMatch('seed-1'));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(first.state));
  });

  it('a different seed gives a different match', () => {
    const a = randomPlay(trainingMatch('seed-1'), 400, 'choices').state;
    const b = randomPlay(trainingMatch('seed-2'), 400, 'choices').state;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it(
    'random play keeps every invariant after every action, and the state survives JSON',
    { timeout: 60_000 },
    () => {
      for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5']) {
        let previous: GameState | null = null;
        const { state } = randomPlay(trainingMatch(seed), 2000, `choices-${seed}`, (s) => {
          invariants(s);
          if (previous) expect(previous.turn.number <= s.turn.number).toBe(true);
          previous = s;
        });
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(state.turn.number).toBeGreaterThan(10);
      }
    },
  );

  it('only the coach asked may answer a decision, and only with an answer it offers', () => {
    const start = board(['.....', '.....'])
      .player('a', 1, 0)
      .player('d', 2, 0, { team: 1 })
      .withDice([3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(state.pending.at(-1)?.kind).toBe('push');
    expect(apply(state, { type: 'end-turn' })).toEqual({
      error: 'Waiting for team 1 to decide (push).',
    });
    expect(apply(state, { type: 'push-to', square: { floor: 0, x: 0, y: 0 } })).toEqual({
      error: 'That answer does not fit the decision waiting (push).',
    });
    expect(legalActions(state).every((a) => a.type === 'push-to')).toBe(true);
  });
});
