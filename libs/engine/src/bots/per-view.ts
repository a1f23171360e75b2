import { indexIn } from '../board/square-index';
import { sameSquare } from '../board/squares';
import type { PublicState } from '../view';
import type { BotMemory } from './memory';
import type { Square } from '../model/state';

/**
 * What one bot's memory (`BotMemory`) keeps of the latest view it was asked about: the answers to
 * the questions asked of it (`perView`), and who stands on each square (`nobodyElseOn`).
 */
export class ViewMemory {
  /** The view the answers are about. */
  view: PublicState | undefined;
  /** By question, its answers by key. */
  readonly answers = new Map<unknown, Map<unknown, unknown>>();
  /** The view `players` and `chests` are filled for. */
  placed: PublicState | undefined;
  /**
   * By square (the board grid's places), how many players stand on it and whether a chest does:
   * two arrays filled again for each view rather than made anew, as a bot asks this of nearly
   * every view it sees.
   */
  players = new Uint8Array(0);
  chests = new Uint8Array(0);
}

/**
 * A question about a view asked many times while a bot decides, answered once per view and key.
 * A view is never changed, so its answers hold as long as it lives; a bot decides on one view at
 * a time, so its memory keeps only the answers about the latest view asked about (no weak map of
 * every view for the garbage collector to go through). Answers are shared: callers must not
 * change them (their types are readonly).
 */
export function perView<K, V>(
  answer: (memory: BotMemory, s: PublicState, key: K) => V,
): (memory: BotMemory, s: PublicState, key: K) => V {
  return (memory, s, key) => {
    const views = memory.views;
    if (s !== views.view) {
      views.view = s;
      views.answers.clear();
    }
    let known = views.answers.get(answer) as Map<K, V> | undefined;
    if (!known) views.answers.set(answer, (known = new Map()));
    if (known.has(key)) return known.get(key)!;
    const value = answer(memory, s, key);
    known.set(key, value);
    return value;
  };
}

function occupancyOf(memory: BotMemory, s: PublicState): ViewMemory {
  const views = memory.views;
  if (views.placed === s) return views;
  const { board } = s;
  const size = board.width * board.height * board.floors.length;
  if (views.players.length !== size) {
    views.players = new Uint8Array(size);
    views.chests = new Uint8Array(size);
  } else {
    views.players.fill(0);
    views.chests.fill(0);
  }
  const { players, chests } = views;
  for (const p of s.players) if (p.at) players[indexIn(board, p.at)]!++;
  for (const c of s.chests) chests[indexIn(board, c.at)] = 1;
  views.placed = s;
  return views;
}

/** Whether nobody but `except` stands on the square at place i (the board grid's), nor a chest. */
export function nobodyElseOn(
  memory: BotMemory,
  s: PublicState,
  i: number,
  except: { readonly at: Square | null },
): boolean {
  const { players, chests } = occupancyOf(memory, s);
  const own = except.at && indexIn(s.board, except.at) === i ? 1 : 0;
  return players[i]! - own === 0 && chests[i] !== 1;
}

/**
 * Whether, from one view to a later one, no player but `mover` (none if null) can have moved or
 * changed, nor the chests, the board or the dungeon's moving parts: they are the same objects.
 * The engine replaces what it changes and shares the rest, so over an activation, where only the
 * active player moves, what a bot worked out without him holds from step to step.
 */
export function onlyMoved(before: PublicState, s: PublicState, mover: string | null): boolean {
  if (
    before.board !== s.board ||
    before.mechanismState !== s.mechanismState ||
    before.chests !== s.chests ||
    before.players.length !== s.players.length
  )
    return false;
  for (let k = 0; k < s.players.length; k++) {
    const p = s.players[k]!;
    if (p !== before.players[k] && (p.id !== mover || before.players[k]!.id !== mover))
      return false;
  }
  return true;
}

/** Whether the ball is in the same place, held by the same player: it is copied at each action. */
export const sameBall = (a: PublicState['ball'], b: PublicState['ball']): boolean =>
  a === b || (a.carrier === b.carrier && (a.at === b.at || sameSquare(a.at, b.at)));
