import { actingTeam } from '../view';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';

/**
 * Taking back a step, as BB3 and FUMBBL let a coach do: the match goes back to the state before
 * some of his own actions, and those actions leave its record as if never played. Only actions
 * that rolled no die, drew nothing from the generator and told nothing a coach could not know
 * (a chest's contents, a teleporter's roll, another coach's answer, a new turn) may be taken
 * back: otherwise a coach could look at what the dice or the dungeon say and try again.
 */

/**
 * The events of an action taken back cleanly: a player activated, stepping or standing up with
 * no roll. Any other event rolls a die, reveals something, or answers or ends something.
 */
const CLEAN_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['activated', 'moved', 'stood-up']);

/**
 * Whether the action that turned `before` into `after`, with `events`, may be taken back: the
 * dice are where they were (the generator not drawn from, no die forced by a test used up) and
 * every event is one that tells nothing new.
 */
export function takesBackCleanly(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  const [a, b] = [before.dice, after.dice];
  const diceKept =
    a.forced.length === b.forced.length && a.rng.words.every((w, i) => w === b.rng.words[i]);
  return diceKept && events.every((e) => CLEAN_EVENTS.has(e.type));
}

/** The match as it was before one action that may be taken back. */
export interface TakeBackPoint {
  /** The action's place in the match: the number of actions before it. */
  readonly index: number;
  /** The state before it. */
  readonly state: GameState;
  /** The player whose action it was part of (activated, moved or ended), or null. */
  readonly player: string | null;
}

/**
 * What may be taken back now: the points before each action since the last one that may not be,
 * all taken by the same team (`team`) in its turn. Kept beside the match's state, as plain data.
 */
export interface TakeBacks {
  readonly team: number | null;
  readonly points: readonly TakeBackPoint[];
}

export const NO_TAKE_BACKS: TakeBacks = { team: null, points: [] };

/**
 * The take-backs after the action at place `index` turned `before` into `after` with `events`:
 * one more point when it may be taken back too (a point of another team's starts the list
 * again), none when it may not, as nothing before it may be any more.
 */
export function keepTakeBack(
  takeBacks: TakeBacks,
  index: number,
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
): TakeBacks {
  const team = actingTeam(before);
  if (team === null || !takesBackCleanly(before, after, events)) return NO_TAKE_BACKS;
  const player = after.turn.activation?.player ?? before.turn.activation?.player ?? null;
  const point = { index, state: before, player };
  const kept = takeBacks.team === team ? takeBacks.points : [];
  return { team, points: [...kept, point] };
}

/**
 * Where one Undo of `team`'s coach goes back to: before the last of his player's actions that
 * may all be taken back (his activation, his steps, the end of his action), or null when there
 * is nothing of his to take back, or it is not his to act.
 */
export function takeBackFor(
  takeBacks: TakeBacks,
  state: GameState,
  team: number,
): TakeBackPoint | null {
  const { points } = takeBacks;
  if (takeBacks.team !== team || actingTeam(state) !== team || points.length === 0) return null;
  let first = points.length - 1;
  const player = points[first]!.player;
  while (first > 0 && points[first - 1]!.player === player) first--;
  return points[first]!;
}

/** What one Undo would take back, as a coach may be told it: no state, only whose and how much. */
export interface TakeBackOffer {
  /** The player whose action it takes back, or null. */
  readonly player: string | null;
  /** How many actions it takes out of the match. */
  readonly actions: number;
}

/** What one Undo of `team`'s coach would take back now, or null when nothing may be. */
export function takeBackOffer(
  takeBacks: TakeBacks,
  state: GameState,
  team: number,
): TakeBackOffer | null {
  const point = takeBackFor(takeBacks, state, team);
  if (point === null) return null;
  return { player: point.player, actions: takeBacks.points.at(-1)!.index + 1 - point.index };
}

/** An Undo worked out: the match before the actions from `index` on, and what they were. */
export interface TakenBack {
  /** The actions the match keeps: the place of the first one taken back. */
  readonly index: number;
  readonly state: GameState;
  readonly undone: TakeBackOffer;
  /** What may still be taken back after it. */
  readonly takeBacks: TakeBacks;
}

/** One Undo of `team`'s coach, or why there is nothing for it to take back. */
export function takeBack(
  takeBacks: TakeBacks,
  state: GameState,
  team: number,
): TakenBack | { readonly error: string } {
  const point = takeBackFor(takeBacks, state, team);
  const undone = takeBackOffer(takeBacks, state, team);
  if (point === null || undone === null)
    return {
      error:
        'Nothing to undo: a die was rolled, something was revealed or the turn changed since your last step.',
    };
  const { index } = point;
  return { index, state: point.state, undone, takeBacks: takenBackTo(takeBacks, point) };
}

/** The take-backs left once the match went back to `point`: those before it. */
function takenBackTo(takeBacks: TakeBacks, point: TakeBackPoint): TakeBacks {
  const points = takeBacks.points.filter((p) => p.index < point.index);
  return points.length === 0 ? NO_TAKE_BACKS : { team: takeBacks.team, points };
}
