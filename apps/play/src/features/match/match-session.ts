import {
  NO_TAKE_BACKS,
  agents,
  apply,
  keepTakeBack,
  takeBack,
  takeBackOffer,
  replayFileOf,
  resumableChoice,
  type ReplayFile,
  startMatch,
  view,
  type Action,
  type GameEvent,
  type GameState,
  type MatchView,
  type TakeBackOffer,
  type TakeBacks,
} from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';

/**
 * The full state of a match in progress: it knows where the ball is and the dice to come, so it
 * lives only where the engine runs (the match worker); screens see `MatchView`s.
 */
export interface MatchSession {
  readonly record: MatchRecord;
  readonly state: GameState;
  /** The states before the last actions that may be taken back (the engine's `keepTakeBack`). */
  readonly takeBacks: TakeBacks;
}

/**
 * What a screen is told after each step: the match as the coach to act sees it, what happened,
 * and what his Undo would take back (null: nothing, or it is not a person's to act).
 */
export interface SessionUpdate {
  readonly view: MatchView;
  readonly events: readonly GameEvent[];
  readonly undo: TakeBackOffer | null;
  /**
   * On opening a match: where the events of each of its actions begin in `events`, action by
   * action (those before the first are its start's), so that the log can tell each step apart.
   */
  readonly actionStarts?: readonly number[];
}

export type Stepped =
  | { readonly session: MatchSession; readonly update: SessionUpdate; readonly action: Action }
  | { readonly error: string };

/** The match after an Undo: `undone` says whose action went and how many actions it was. */
export type Undone =
  | {
      readonly session: MatchSession;
      readonly update: SessionUpdate;
      readonly undone: TakeBackOffer;
    }
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

/** What the Undo of the person to act would take back now. */
function undoOffer(session: MatchSession): TakeBackOffer | null {
  const acting = view(session.state, null).acting;
  if (acting === null || session.record.coaches[acting] !== 'human') return null;
  return takeBackOffer(session.takeBacks, session.state, acting);
}

/** What the screen is told of the session as it stands, with the events of its last step. */
const updateOf = (session: MatchSession, events: readonly GameEvent[]): SessionUpdate => ({
  view: currentView(session),
  events,
  undo: undoOffer(session),
});

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
    let takeBacks = NO_TAKE_BACKS;
    const events: GameEvent[] = [...started.events];
    const actionStarts: number[] = [];
    for (const action of record.actions) {
      index++;
      actionStarts.push(events.length);
      const result = apply(state, action);
      if ('error' in result)
        return {
          error: `/actions/${index} (${JSON.stringify(action)}) is refused: ${result.error}`,
        };
      takeBacks = keepTakeBack(takeBacks, index, state, result.state, result.events);
      state = result.state;
      events.push(...result.events);
    }
    const session = { record, state, takeBacks };
    return { session, update: { ...updateOf(session, events), actionStarts } };
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
  const { actions } = session.record;
  const next = {
    record: { ...session.record, actions: [...actions, action] },
    state: result.state,
    takeBacks: keepTakeBack(
      session.takeBacks,
      actions.length,
      session.state,
      result.state,
      result.events,
    ),
  };
  return { session: next, action, update: updateOf(next, result.events) };
}

/**
 * The Undo of the person to act: the match goes back to before his player's last actions that
 * rolled no die and told nothing new, in his turn, and they leave its record as if never played
 * (the dice are where they were, so the match replays the same). Refused, with why, otherwise.
 */
export function undo(session: MatchSession): Undone {
  const acting = view(session.state, null).acting;
  if (acting === null) return { error: 'The match is over.' };
  if (session.record.coaches[acting] !== 'human')
    return { error: 'A bot is acting: only a coach takes back his own steps.' };
  const taken = takeBack(session.takeBacks, session.state, acting);
  if ('error' in taken) return taken;
  const next = {
    record: { ...session.record, actions: session.record.actions.slice(0, taken.index) },
    state: taken.state,
    takeBacks: taken.takeBacks,
  };
  const { undone } = taken;
  return { session: next, undone, update: updateOf(next, []) };
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
  return { view: view(state, null), events, undo: null };
}
