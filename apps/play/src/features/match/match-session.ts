import {
  agents,
  apply,
  replayFileOf,
  resumableChoice,
  type ReplayFile,
  startMatch,
  view,
  type Action,
  type GameEvent,
  type GameState,
  type MatchView,
} from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';

/**
 * The full state of a match in progress: it knows where the ball is and the dice to come, so it
 * lives only where the engine runs (the match worker); screens see `MatchView`s.
 */
export interface MatchSession {
  readonly record: MatchRecord;
  readonly state: GameState;
}

/** What a screen is told after each step: the match as the coach to act sees it, and what happened. */
export interface SessionUpdate {
  readonly view: MatchView;
  readonly events: readonly GameEvent[];
}

export type Stepped =
  | { readonly session: MatchSession; readonly update: SessionUpdate; readonly action: Action }
  | { readonly error: string };

/**
 * The view to show: hot-seat, so the coach whose turn it is sees what he may do; while a bot
 * acts, and once the match is over, the board is shown as a spectator sees it.
 */
export function currentView(session: MatchSession): MatchView {
  const spectator = view(session.state, null);
  const acting = spectator.acting;
  if (acting === null || session.record.coaches[acting] !== 'human') return spectator;
  return view(session.state, acting);
}

/**
 * Starts a match from its record and replays the actions already taken, so a saved match
 * resumes where it was. Each action must be one the engine lists at its turn (its strict
 * `apply`): the first that is not is refused with its index in `/actions` and the reason.
 */
export function openSession(
  record: MatchRecord,
): { session: MatchSession; update: SessionUpdate } | { error: string } {
  let index = -1;
  try {
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) return { error: `The match cannot start: ${started.error}` };
    let state = started.state;
    const events: GameEvent[] = [...started.events];
    for (const action of record.actions) {
      index++;
      const result = apply(state, action);
      if ('error' in result)
        return {
          error: `/actions/${index} (${JSON.stringify(action)}) is refused: ${result.error}`,
        };
      state = result.state;
      events.push(...result.events);
    }
    const session = { record, state };
    return { session, update: { view: currentView(session), events } };
  } catch (error) {
    // The engine refuses what it does not list; one it fails on is its own defect, told as such.
    const where = index < 0 ? 'its start' : `/actions/${index}`;
    return { error: `The match engine failed on ${where}, a defect to report: ${String(error)}` };
  }
}

/** One action of the coach to act; an illegal one is refused with the engine's reason. */
export function act(session: MatchSession, action: Action): Stepped {
  const result = apply(session.state, action);
  if ('error' in result) return { error: result.error };
  const next = {
    record: { ...session.record, actions: [...session.record.actions, action] },
    state: result.state,
  };
  return { session: next, action, update: { view: currentView(next), events: result.events } };
}

/**
 * One action chosen by the bot coaching the team to act. Its generator is drawn from the seed,
 * the team and the number of actions so far, so a resumed match goes on exactly as it would have.
 */
export function botStep(session: MatchSession): Stepped {
  const acting = view(session.state, null).acting;
  if (acting === null) return { error: 'The match is over.' };
  const coach = session.record.coaches[acting];
  const agent = coach === undefined ? undefined : agents[coach];
  if (coach === 'human' || agent === undefined)
    return { error: `Team ${acting + 1} is coached by a person, not a bot.` };
  const { seed, actions } = session.record;
  return act(session, resumableChoice(agent, session.state, acting, seed, actions.length));
}

/** The match as the engine's replay file (`*.replay.json`), which the command line replays too. */
export function replayFile(session: MatchSession): ReplayFile {
  const { map, teams, seed, options, actions, coaches, seedTyped, teamColours } = session.record;
  return {
    ...replayFileOf({ map, teams, seed, options }, actions, session.state),
    coaches,
    ...(seedTyped && { seedTyped }),
    ...(teamColours && { teamColours }),
  };
}

/** States kept while replaying, one every so many actions, so stepping back is quick. */
const CHECKPOINT_EVERY = 100;

/**
 * The match as a spectator saw it after `step` actions (0: just after the start), with the
 * events of that step. Checkpoints kept in `cache` make stepping back and forth cheap.
 */
export function replayStep(
  record: MatchRecord,
  step: number,
  cache: GameState[],
): SessionUpdate | { error: string } {
  if (cache.length === 0) {
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) return { error: started.error };
    cache.push(started.state);
  }
  const target = Math.max(0, Math.min(step, record.actions.length));
  const from = Math.min(Math.floor(target / CHECKPOINT_EVERY), cache.length - 1);
  let state = cache[from]!;
  let events: readonly GameEvent[] = [];
  for (let i = from * CHECKPOINT_EVERY; i < target; i++) {
    const result = apply(state, record.actions[i]!);
    if ('error' in result) return { error: `Action ${i + 1} is refused: ${result.error}` };
    state = result.state;
    events = result.events;
    if ((i + 1) % CHECKPOINT_EVERY === 0 && cache.length === (i + 1) / CHECKPOINT_EVERY)
      cache.push(state);
  }
  return { view: view(state, null), events };
}
