import { describe, expect, it } from 'vitest';
import { replayProblems, type GameState } from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';
import { dieFreeMove, firstTurn, testRecord } from './test-record';
import {
  act,
  botStep,
  openSession,
  replayFile,
  replayStep,
  undo,
  type MatchSession,
} from './match-session';

const record = (coaches: MatchRecord['coaches']) => testRecord(coaches, 'session-test');

function opened(r: MatchRecord): MatchSession {
  const result = openSession(r);
  if ('error' in result) throw new Error(result.error);
  return result.session;
}

/** Lets the bots play until the match ends, as the play app's listener does. */
function playOut(session: MatchSession, limit = 20_000): MatchSession {
  let s = session;
  for (let i = 0; i < limit && s.state.result === null; i++) {
    const step = botStep(s);
    if ('error' in step) throw new Error(step.error);
    s = step.session;
  }
  return s;
}

describe('a match session', () => {
  it('an Undo takes a die-free move out of the match: the record, the state and the dice as before it', () => {
    const before = firstTurn();
    const moved = dieFreeMove(before);
    const offered = openSession(moved.record);
    if ('error' in offered) throw new Error(offered.error);
    expect(offered.update.undo).toEqual({ player: expect.any(String), actions: 2 });
    const taken = undo(moved);
    if ('error' in taken) throw new Error(taken.error);
    expect(taken.undone.actions).toBe(2);
    expect(taken.session.record.actions).toEqual(before.record.actions);
    expect(taken.session.state).toEqual(before.state);
    expect(taken.update.undo).toBeNull();
    // Reopened, as after a reload: the same match, the taken-back steps gone as if never played.
    expect(opened(taken.session.record).state).toEqual(before.state);
    expect(replayProblems(JSON.parse(JSON.stringify(replayFile(taken.session))))).toEqual([]);
  });

  it('refuses an Undo with nothing to take back, and a bot’s', () => {
    const session = firstTurn();
    expect(undo(session)).toEqual({ error: expect.stringMatching(/^Nothing to undo/) });
    const bots: MatchSession = {
      ...session,
      record: { ...session.record, coaches: ['heuristic', 'heuristic'] },
    };
    expect(undo(dieFreeMove(bots))).toEqual({ error: expect.stringMatching(/bot is acting/) });
  });

  it('shows the coach to act his own view and a bot’s turn as a spectator sees it', () => {
    const session = opened(record(['human', 'human']));
    const acting = session.state.pending.at(-1)!.team;
    const result = openSession(session.record);
    if ('error' in result) throw new Error(result.error);
    expect(result.update.view.viewer).toBe(acting);
    expect(result.update.view.actions.length).toBeGreaterThan(0);
    const bots = openSession(record(['heuristic', 'random']));
    if ('error' in bots) throw new Error(bots.error);
    expect(bots.update.view.viewer).toBeNull();
    expect(bots.update.view.actions).toEqual([]);
  });

  it('never shows which chest holds the ball', () => {
    const result = openSession(record(['human', 'human']));
    if ('error' in result) throw new Error(result.error);
    expect(JSON.stringify(result.update.view)).not.toMatch(/"ball":(true|false)/);
    expect('dice' in result.update.view.state).toBe(false);
  });

  it('refuses an illegal action with the engine’s reason and keeps the match as it was', () => {
    const session = opened(record(['human', 'human']));
    const refused = act(session, { type: 'end-turn' });
    expect(refused).toEqual({ error: expect.any(String) });
  });

  it('refuses to let a bot act for a person', () => {
    const session = opened(record(['human', 'human']));
    expect(botStep(session)).toEqual({ error: expect.stringMatching(/coached by a person/) });
  });

  it('resumes a saved match exactly where it was, bots included', () => {
    let session = opened(record(['heuristic', 'heuristic']));
    for (let i = 0; i < 60; i++) {
      const step = botStep(session);
      if ('error' in step) throw new Error(step.error);
      session = step.session;
    }
    const resumed = opened(session.record);
    expect(resumed.state).toEqual(session.state);
    const next = botStep(session);
    const nextResumed = botStep(resumed);
    if ('error' in next || 'error' in nextResumed) throw new Error('a bot step was refused');
    expect(nextResumed.action).toEqual(next.action);
  });

  it('a saved match whose actions the engine refuses is explained, not opened', () => {
    const broken = { ...record(['human', 'human']), actions: [{ type: 'end-turn' } as const] };
    expect(openSession(broken)).toEqual({
      error: expect.stringMatching(/^\/actions\/0 \(\{"type":"end-turn"\}\) is refused: /),
    });
  });

  it('exports a replay file the command line accepts, and steps through it back and forth', async () => {
    const session = playOut(opened(record(['heuristic', 'random'])));
    expect(session.state.result).not.toBeNull();
    const file = replayFile(session);
    expect(replayProblems(JSON.parse(JSON.stringify(file)))).toEqual([]);
    expect(file.actions).toHaveLength(session.record.actions.length);
    const cache: GameState[] = [];
    const last = replayStep(session.record, file.actions.length, cache);
    if ('error' in last) throw new Error(last.error);
    expect(last.view.state.result).toEqual(session.state.result);
    const back = replayStep(session.record, 150, cache);
    const again = replayStep(session.record, 150, []);
    expect(back).toEqual(again);
  });
});
