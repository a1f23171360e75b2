import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import {
  apply,
  defaultOptions,
  legalActions,
  readyTeamsFor,
  takesBackCleanly,
  teamSetup,
} from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';
import { act, botStep, openSession, type MatchSession } from './match-session';

/** A new match on the Training Hall, Humans against Orcs, for the play app's tests. */
export const testRecord = (coaches: MatchRecord['coaches'], seed: string): MatchRecord => ({
  map: sampleMaps[0].map,
  mapSource: 'Sample: Training Hall',
  teams: [teamSetup(readyTeamsFor('human')[0]!), teamSetup(readyTeamsFor('orc')[0]!)],
  coaches,
  seed,
  options: defaultOptions,
  actions: [],
});

/**
 * A match of two people in its first turn, set up by the bots: the coach to act may activate a
 * player, nothing activated yet.
 */
export function firstTurn(seed = 'session-test'): MatchSession {
  const started = openSession(testRecord(['heuristic', 'heuristic'], seed));
  if ('error' in started) throw new Error(started.error);
  let session = started.session;
  const ready = (s: MatchSession) =>
    s.state.turn.activation === null &&
    s.state.pending.length === 0 &&
    legalActions(s.state).some((a) => a.type === 'activate');
  while (!ready(session)) {
    const step = botStep(session);
    if ('error' in step) throw new Error(step.error);
    session = step.session;
  }
  return { ...session, record: { ...session.record, coaches: ['human', 'human'] } };
}

/** A player's activation for a Move and a step that rolls no die, as the coach would click them. */
export function dieFreeMove(session: MatchSession): MatchSession {
  for (const activate of legalActions(session.state)) {
    if (activate.type !== 'activate' || activate.action !== 'move') continue;
    const active = act(session, activate);
    // A Bone Head's activation rolls a die already.
    if ('error' in active || active.session.takeBacks.points.length === 0) continue;
    const move = legalActions(active.session.state).find((a) => {
      if (a.type !== 'move') return false;
      const result = apply(active.session.state, a);
      return (
        !('error' in result) && takesBackCleanly(active.session.state, result.state, result.events)
      );
    });
    const moved = move && act(active.session, move);
    if (moved && !('error' in moved)) return moved.session;
  }
  throw new Error('No player can step without a die.');
}
