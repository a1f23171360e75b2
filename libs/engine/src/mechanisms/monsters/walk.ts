import { indexIn, placeIn, squareOf } from '../../board/square-index';
import {
  chestOn,
  hasSkill,
  markers,
  neighbours,
  sameSquare,
  teleporterAt,
} from '../../board/squares';
import { roll } from '../../dice/draw';
import {
  MONSTERS,
  type Board,
  type GameState,
  type PlayerState,
  type Square,
} from '../../model/state';
import type { Changing, Step } from '../../rules/context';
import { passes } from '../../rules/d6-test';
import { dodgeModifier, tackled } from '../../rules/dodge';
import { knockDown } from '../../rules/injury';
import { crossingRefusal } from '../../rules/move';
import { moveBetween } from '../../board/dungeon';
import { perBoard } from '../../board/same-board';

/**
 * A search weight: movement points first, then the squares left in a tackle zone, so that of two
 * paths of the same length the monster takes the one with fewer Dodges.
 */
const MP = 16;

/**
 * Where the players but the monster searching stand on one floor, by square of the floor: 1 where
 * `playerAt` finds one. Worked out once for the search rather than from every player for each
 * square; the monster's own square is the search's start, which no step enters.
 */
function occupiedSquares(state: GameState, monster: PlayerState, floor: number): Uint8Array {
  const { board } = state;
  const occupied = new Uint8Array(board.width * board.height);
  for (const p of state.players) {
    if (p.box !== null || p.at === null || p.at.floor !== floor || p.id === monster.id) continue;
    if (placeIn(board, p.at) >= 0) occupied[p.at.y * board.width + p.at.x] = 1;
  }
  return occupied;
}

/**
 * Where a monster may step (square `k` of its floor, with `occupied` of this state): a square it
 * can stand on, free of players, chests, teleporters and the loose ball.
 */
function free(state: GameState, occupied: Uint8Array, q: Square, k: number): boolean {
  if (occupied[k] === 1 || chestOn(state, q) || teleporterAt(state.board, q)) return false;
  return !(state.ball.carrier === null && sameSquare(state.ball.at, q));
}

/** A step between neighbours (`moveBetween`'s `step`): the square, its place (`indexIn`), its cost. */
interface StepOut {
  readonly to: Square;
  readonly at: number;
  readonly cost: number;
}

/**
 * By square of a board (`indexIn`), the steps out of it, in the order of `neighbours`: found the
 * first time a search asks, once per board, as `moveBetween` reads nothing else.
 */
const stepsOut = perBoard((board) =>
  Array.from(
    { length: board.width * board.height * board.floors.length },
    (): readonly StepOut[] | undefined => undefined,
  ),
);

/** The steps out of a square (`stepsOut`), worked out from the board. */
function stepsAsked(board: Board, q: Square): StepOut[] {
  return neighbours(board, q).flatMap((to) => {
    const move = moveBetween(board, q, to);
    return move?.way === 'step' ? [{ to, at: indexIn(board, to), cost: move.cost }] : [];
  });
}

/**
 * The cheapest ways for a monster from its square over its floor (DB-GOBLOURS-1: the shortest
 * legal path, dodging if needed): steps to free neighbours only, no ladders, jumps or hazards, as
 * it never leaves its floor of its own will. Weights by square of that floor, from `base`, the
 * index (`indexIn`) of its first square; -1 where it cannot go (`weightAt`).
 * `within`, when given, is the most movement points asked about: the search stops there, and a
 * square beyond it may be left at -1 or at a weight beyond it. `wanted`, when given, are the only
 * squares asked about: the search stops once it has their cheapest ways, and any other square may
 * be left at -1 or at a weight above its cheapest. `start`, when given, is where the search starts
 * instead of the monster's square, as if it stood there (its way home, `homeDistances`).
 */
export interface Paths {
  readonly base: number;
  readonly weight: Int32Array;
  /** The index (`indexIn`) of the square each way comes from, -1 for none. */
  readonly from: Int32Array;
}

/** The weight of the way to the square of index `i` (`indexIn`), -1 where there is none. */
const weightAt = (paths: Paths, i: number): number =>
  i >= paths.base && i < paths.base + paths.weight.length ? paths.weight[i - paths.base]! : -1;

/** The index of the square the way to square `i` comes from, -1 for none. */
const fromAt = (paths: Paths, i: number): number =>
  i >= paths.base && i < paths.base + paths.from.length ? paths.from[i - paths.base]! : -1;

export function pathsFrom(
  state: GameState,
  monster: PlayerState,
  within?: number,
  wanted?: ReadonlySet<number>,
  start: Square = monster.at!,
): Paths {
  const { board } = state;
  const perFloor = board.width * board.height;
  const base = start.floor * perFloor;
  const weight = new Int32Array(perFloor).fill(-1);
  const from = new Int32Array(perFloor).fill(-1);
  const buckets: number[][] = [[indexIn(board, start)]];
  weight[indexIn(board, start) - base] = 0;
  // The heaviest weight still worth settling: every square up to it has its way, and a square
  // beyond it keeps -1 or a weight beyond it too.
  const last = within === undefined ? Infinity : (within + 1) * MP - 1;
  let unsettled = wanted?.size ?? Infinity;
  const occupied = occupiedSquares(state, monster, start.floor);
  const steps = stepsOut(board);
  for (let w = 0; w < buckets.length && w <= last; w++) {
    for (const i of buckets[w] ?? []) {
      if (weight[i - base] !== w) continue;
      // Taken from its bucket, a square has its cheapest way: every weight still to come is more.
      if (wanted?.has(i) && --unsettled === 0) return { base, weight, from };
      const q = squareOf(board, i);
      const dodge = markers(state, MONSTERS, q).length > 0 ? 1 : 0;
      for (const { to, at: j, cost } of (steps[i] ??= stepsAsked(board, q))) {
        const nw = w + cost * MP + dodge;
        // No better way: the checks of the step below are not worth asking.
        if (weight[j - base] !== -1 && weight[j - base]! <= nw) continue;
        // A neighbour is adjacent (`neighbours`); a barrier between them now is `crossingRefusal`'s.
        if (!free(state, occupied, to, j - base) || crossingRefusal(state, q, to, 'step') !== null)
          continue;
        weight[j - base] = nw;
        from[j - base] = i;
        (buckets[nw] ??= []).push(j);
      }
    }
  }
  return { base, weight, from };
}

/** Movement points of the cheapest way to a square, or null when there is none. */
export function costTo(state: GameState, paths: Paths, q: Square): number | null {
  const w = weightAt(paths, indexIn(state.board, q));
  return w < 0 ? null : Math.floor(w / MP);
}

/** The squares of the cheapest way to a square, its start left out. */
export function pathTo(state: GameState, paths: Paths, q: Square): Square[] {
  const path: Square[] = [];
  for (let i = indexIn(state.board, q); fromAt(paths, i) !== -1; i = fromAt(paths, i))
    path.unshift(squareOf(state.board, i));
  return path;
}

/** One D6 for a monster: the rolls of its walk, which nobody may re-roll but its own Dodge. */
function test(
  step: Step,
  monster: PlayerState,
  kind: 'dodge' | 'rush',
  target: number,
  modifier: number,
  reroll = false,
): boolean {
  const rolled = roll(step.state, 6);
  const success = passes(rolled, modifier, target);
  step.events.push({
    type: 'test',
    test: kind,
    player: monster.id,
    target,
    modifier,
    rolled,
    success,
    ...(reroll ? { reroll: 'skill' as const } : {}),
  });
  return success;
}

/**
 * The Rushes for movement points spent beyond the monster's MA (BB-MOVE-5, 2+ each, DB-GOBLOURS-1):
 * false when one fails.
 */
export function rushes(step: Step, monster: PlayerState, spent: number, cost: number): boolean {
  const over = Math.max(0, spent + cost - monster.ma) - Math.max(0, spent - monster.ma);
  for (let i = 0; i < over; i++) if (!test(step, monster, 'rush', 2, 0)) return false;
  return true;
}

/**
 * A Prone monster stands up for 3 movement points (BB-MOVE-6); returns what it has spent.
 */
export function standUp(step: Step, monster: Changing<PlayerState>): number {
  if (monster.stance !== 'prone') return 0;
  monster.stance = 'standing';
  step.events.push({ type: 'stood-up', player: monster.id });
  return 3;
}

/**
 * The monster walks a path, `spent` movement points already spent: each step rolls its Rushes,
 * then a Dodge out of a tackle zone at its Agility, its Dodge skill re-rolling one failure (not
 * against Tackle); its Agility serves for nothing else (DB-GOBLOURS-5). A failed roll leaves it
 * Knocked Down in the square it went for (BB-MOVE-4, BB-MOVE-5). Returns the movement points
 * spent in all, or null if it fell.
 */
export function walk(
  step: Step,
  monster: Changing<PlayerState>,
  path: readonly Square[],
  spent: number,
): number | null {
  let dodged = false;
  for (const to of path) {
    const from = monster.at!;
    const cost = moveBetween(step.state.board, from, to)?.cost ?? 1;
    let safe = rushes(step, monster, spent, cost);
    if (safe && markers(step.state, MONSTERS, from).length > 0) {
      const modifier = dodgeModifier(step.state, monster, from, to);
      safe = test(step, monster, 'dodge', monster.ag, modifier);
      if (!safe && !dodged && hasSkill(monster, 'Dodge') && !tackled(step.state, monster, from)) {
        dodged = true;
        step.events.push({ type: 'skill-used', player: monster.id, skill: 'Dodge' });
        safe = test(step, monster, 'dodge', monster.ag, modifier, true);
      }
    }
    monster.at = to;
    step.events.push({ type: 'moved', player: monster.id, from, to });
    spent += cost;
    if (!safe) {
      knockDown(step, monster.id, { fell: true });
      return null;
    }
  }
  return spent;
}

/**
 * The monster goes back toward its lair with the movement points it has left, no Rush
 * (DB-GOBLOURS-6): to the square it can reach that is nearest its lair by the way there, or stays
 * where it is when none is nearer.
 */
export function goHome(
  step: Step,
  monster: Changing<PlayerState>,
  lair: Square,
  spent: number,
): void {
  const { state } = step;
  if (!monster.at || monster.box !== null || monster.stance !== 'standing') return;
  if (sameSquare(monster.at, lair)) return;
  const paths = pathsFrom(state, monster, monster.ma - spent);
  const reached = (w: number) => w >= 0 && spent + Math.floor(w / MP) <= monster.ma;
  const start = indexIn(state.board, monster.at);
  // It can reach no square but its own: none is nearer its lair, and the way home is not asked.
  if (!paths.weight.some((w, k) => paths.base + k !== start && reached(w))) return;
  const home = homeDistances(state, monster, lair, start);
  let best: { q: Square; left: number; cost: number; line: number } | null = null;
  const here = home(start);
  for (let k = 0; k < paths.weight.length; k++) {
    const w = paths.weight[k]!;
    if (!reached(w)) continue;
    const i = paths.base + k;
    const left = home(i);
    if (left < 0) continue;
    if (here >= 0 && left >= here) continue;
    const q = squareOf(state.board, i);
    // Of squares as near by the way, the cheapest to reach, then the nearest as the crow flies.
    const line = (q.x - lair.x) ** 2 + (q.y - lair.y) ** 2;
    if (
      !best ||
      left < best.left ||
      (left === best.left && (w < best.cost || (w === best.cost && line < best.line)))
    )
      best = { q, left, cost: w, line };
  }
  if (best) walk(step, monster, pathTo(state, paths, best.q), spent);
}

/**
 * The movement points from a square to the lair (as if the monster stood on the lair and walked
 * out: steps cost the same both ways but for water's jetties), -1 where it cannot go: true for
 * `start`, the monster's square, and for every square nearer the lair than it; any other square
 * reads as far as `start` or farther, or -1. Only those nearer are where it goes (`goHome`), and
 * the search stops once it has the way from `start`.
 */
function homeDistances(
  state: GameState,
  monster: PlayerState,
  lair: Square,
  start: number,
): (i: number) => number {
  const paths = pathsFrom(state, monster, undefined, new Set([start]), lair);
  return (i) => {
    const w = weightAt(paths, i);
    return w < 0 ? -1 : Math.floor(w / MP);
  };
}
