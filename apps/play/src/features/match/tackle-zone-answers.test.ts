import { describe, expect, it } from 'vitest';
import type { Action, MatchView } from '@dungeonbowl/engine';
import { openSession } from './match-session';
import { answerKey, standingAnswer } from './tackle-zone-answers';
import { testRecord } from './test-record';

const marks: Action[] = [
  { type: 'mark', mark: true },
  { type: 'mark', mark: false },
];

/** A view where team 1's coach is asked whether his players mark team 0's first player. */
function asked(): MatchView {
  const opened = openSession(testRecord(['human', 'human'], 'answers-test'));
  if ('error' in opened) throw new Error(opened.error);
  const { view } = opened.update;
  const mover = view.state.players[0]!;
  return {
    ...view,
    acting: 1,
    viewer: 1,
    actions: marks,
    state: {
      ...view.state,
      pending: [
        {
          kind: 'tackle-zones',
          team: 1,
          player: mover.id,
          test: { kind: 'step', from: { floor: 0, x: 2, y: 2 }, to: { floor: 0, x: 3, y: 2 } },
        },
      ],
    },
  };
}

describe('standing answers about tackle zones', () => {
  it('DB-MULTI-5: until told otherwise, a person’s players mark every mover, without asking him', () => {
    expect(standingAnswer(asked(), ['human', 'human'], {})).toEqual({ type: 'mark', mark: true });
  });

  it('DB-MULTI-5: a standing answer is kept per coach and per team moving', () => {
    const view = asked();
    expect(standingAnswer(view, ['human', 'human'], { [answerKey(1, 0)]: 'let-through' })).toEqual({
      type: 'mark',
      mark: false,
    });
    // The answer about another team's movers, or another coach's, does not apply.
    expect(
      standingAnswer(view, ['human', 'human'], {
        [answerKey(1, 2)]: 'let-through',
        [answerKey(0, 1)]: 'let-through',
      }),
    ).toEqual({ type: 'mark', mark: true });
  });

  it('DB-MULTI-5: “ask me” leaves the question to the coach, and a bot answers for itself', () => {
    const view = asked();
    expect(standingAnswer(view, ['human', 'human'], { [answerKey(1, 0)]: 'ask' })).toBeNull();
    expect(standingAnswer(view, ['human', 'heuristic'], {})).toBeNull();
  });

  it('no question about tackle zones, no answer', () => {
    const view = asked();
    expect(
      standingAnswer({ ...view, state: { ...view.state, pending: [] } }, ['human'], {}),
    ).toBeNull();
  });
});
