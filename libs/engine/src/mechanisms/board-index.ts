import { terrainInfo } from '@dungeonbowl/dungeon-schema';
import { placeIn, squareOf } from '../board/square-index';
import { perBoard } from '../board/same-board';
import { adjacent, neighbours } from '../board/squares';
import type { Board, GameState, Square } from '../model/state';
import type { Move, Passage, SquareProperties, WayOut } from '../board/dungeon';
import type { Mechanism } from './mechanism';
import { mechanisms, withHook } from './registry';

/*
 * What each square of a board is, as the mechanisms governing it say (its cost, whether it is a
 * hazard, precarious, a drop...), and the moves between neighbouring squares: worked out once per
 * board, which never changes during a match. What depends on the dungeon's moving parts too is
 * asked through the registry (`registry.ts`).
 */

const HAZARD = 1;
const PRECARIOUS = 2;
const DROP = 4;
const JUMP_DOWN = 8;
const NO_FOLLOW_UP = 16;
const BALL_LOST = 32;
const NO_STAY = 64;

/**
 * What the rules ask of every square, worked out once per board (which never changes during a
 * match) into flat arrays indexed by (floor, y, x): the hot paths read a number, not the map.
 */
interface BoardIndex {
  /** Index into `mechanisms()` plus one of the mechanism governing the square, 0 for none. */
  readonly governed: Uint8Array;
  /** Movement points to walk in and stand, −1 where nobody stands (walls, drops, statues). */
  readonly cost: Int8Array;
  readonly flags: Uint8Array;
  /** What the square adds to the ball-handling tests of a player in it. */
  readonly handling: Int8Array;
  readonly passages: ReadonlyMap<number, readonly Passage[]>;
  /**
   * A bit for each mechanism (`1 << its place in mechanisms()`) whose `barrier` or `stepRefusal`
   * may concern a step into or out of the square: those of its `guards`, and every square for one
   * without them.
   */
  readonly guards: Uint32Array;
  /**
   * `moveBetween` a square and each square around it, by square and then by (dy + 1) * 3 + (dx + 1);
   * undefined until first asked.
   */
  readonly moves: (Move | null | undefined)[];
  /** `waysOut` of each square, by square; undefined until first asked. */
  readonly waysOut: (readonly WayOut[] | undefined)[];
}

const plain = (char: string | undefined): SquareProperties => ({
  moveCost: terrainInfo(char).walkable ? 1 : null,
});

const boardIndex = perBoard((board): BoardIndex => {
  const list = mechanisms();
  const size = board.width * board.height * board.floors.length;
  const governed = new Uint8Array(size);
  const cost = new Int8Array(size).fill(-1);
  const flags = new Uint8Array(size);
  const handling = new Int8Array(size);
  const set = (i: number, properties: SquareProperties, by: number) => {
    governed[i] = by;
    cost[i] = properties.moveCost ?? -1;
    handling[i] = properties.ballHandling ?? 0;
    flags[i] =
      (properties.hazard ? HAZARD : 0) |
      (properties.precarious ? PRECARIOUS : 0) |
      (properties.drop ? DROP : 0) |
      (properties.jumpDown ? JUMP_DOWN : 0) |
      (properties.noFollowUp ? NO_FOLLOW_UP : 0) |
      (properties.ballLost ? BALL_LOST : 0) |
      (properties.noStay ? NO_STAY : 0);
  };
  board.floors.forEach((rows, floor) =>
    rows.forEach((row, y) => {
      for (let x = 0; x < board.width; x++) {
        const char = row.charAt(x);
        const by = list.findIndex((m) => m.terrain && Object.hasOwn(m.terrain, char));
        set(placeIn(board, { floor, x, y }), list[by]?.terrain?.[char] ?? plain(char), by + 1);
      }
    }),
  );
  list.forEach((m, by) => {
    for (const { at, properties } of m.places?.(board) ?? []) {
      const i = placeIn(board, at);
      if (i >= 0) set(i, properties, by + 1);
    }
  });
  for (const s of board.statues) {
    const i = placeIn(board, s);
    if (i >= 0) cost[i] = -1; // DB-STATUE-1
  }
  // Next to a hazard, a player is precarious (DB-PREC-2); in one (water), he is in it already.
  const hazards = flags.map((f) => f & HAZARD);
  for (let i = 0; i < size; i++) {
    if (!hazards[i]) continue;
    for (const q of neighbours(board, squareOf(board, i))) {
      const j = placeIn(board, q);
      if (!hazards[j]) flags[j]! |= PRECARIOUS;
    }
  }
  const passages = new Map<number, Passage[]>();
  for (const m of list)
    for (const p of m.passages?.(board) ?? []) {
      const i = placeIn(board, p.from);
      if (i >= 0) passages.set(i, [...(passages.get(i) ?? []), p]);
    }
  const guards = new Uint32Array(size);
  if (list.length > 31) throw new Error('The guards have a bit for 31 mechanisms at most.');
  list.forEach((m, by) => {
    if (!m.barrier && !m.stepRefusal) return;
    const bit = 1 << by;
    if (!m.guards) guards.forEach((_, i) => (guards[i]! |= bit));
    for (const q of m.guards?.(board) ?? []) {
      const i = placeIn(board, q);
      if (i >= 0) guards[i]! |= bit;
    }
  });
  // Filled with undefined, not made with holes (`new Array(n)`), which a large board would make a
  // dictionary, much slower to read.
  const moves = Array.from({ length: size * 9 }, (): Move | null | undefined => undefined);
  const waysOut = Array.from({ length: size }, (): readonly WayOut[] | undefined => undefined);
  return { governed, cost, flags, handling, passages, guards, moves, waysOut };
});

/** The mechanism governing a square, if any. */
export function governing(board: Board, q: Square): Mechanism | undefined {
  const i = placeIn(board, q);
  return i < 0 ? undefined : mechanisms()[boardIndex(board).governed[i]! - 1];
}

/** Movement points to walk into a square and stand there, or null (walls, drops, statues...). */
export function standingCost(board: Board, q: Square): number | null {
  const i = placeIn(board, q);
  if (i < 0) return null;
  const cost = boardIndex(board).cost[i]!;
  return cost < 0 ? null : cost;
}

const flagged = (board: Board, q: Square, flag: number): boolean => {
  const i = placeIn(board, q);
  return i >= 0 && (boardIndex(board).flags[i]! & flag) !== 0;
};

/** A hazardous zone (DB-PREC-1). */
export const isHazard = (board: Board, q: Square): boolean => flagged(board, q, HAZARD);

/** A hazard nobody stands in: whoever is pushed or slips into it falls (DB-PREC-7, DB-HAZ). */
export const fallsInto = (board: Board, q: Square): boolean =>
  isHazard(board, q) && standingCost(board, q) === null;

/**
 * A square that a player pushed in falls into now, and the ball too: one nobody stands in
 * (`fallsInto`), or one its mechanism says is open now, an elevator shaft where the cabin is not
 * (DB-LIFT-9).
 */
export function fallsIntoNow(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  q: Square,
): boolean {
  if (fallsInto(state.board, q)) return true;
  if (state.mechanismState === undefined) return false;
  return governing(state.board, q)?.openNow?.(state, q) ?? false;
}

/** Open to the floor below (DB-FLOOR, DB-BALL-5). */
export const isDrop = (board: Board, q: Square): boolean => flagged(board, q, DROP);

/** A player may step into it to jump down a floor (DB-FLOOR-3). */
export const jumpsDown = (board: Board, q: Square): boolean => flagged(board, q, JUMP_DOWN);

/** Standing there is precarious: on a gangway, or next to a hazard (DB-PREC-2, DB-PREC-3). */
export const isPrecarious = (board: Board, q: Square): boolean => flagged(board, q, PRECARIOUS);

/**
 * The ball does not rest in this square: a hazard it falls into (DB-BALL-4), or the mine-cart
 * rails (DB-CART-9); `ballInto` (`ball.ts`) says where it goes.
 */
export const losesBall = (board: Board, q: Square): boolean =>
  fallsInto(board, q) || flagged(board, q, BALL_LOST);

/** A player in this square never follows up a block (DB-WATER-7). */
export const noFollowUp = (board: Board, q: Square): boolean => flagged(board, q, NO_FOLLOW_UP);

/** Nobody may stay in this square once his activation is over (DB-ROTLIFT-6). */
export const noStay = (board: Board, q: Square): boolean => flagged(board, q, NO_STAY);

/** What a square adds to the pass, catch, interference and pick-up tests made in it (DB-WATER-4). */
export function ballHandling(board: Board, q: Square | null): number {
  const i = q ? placeIn(board, q) : -1;
  return i < 0 ? 0 : boardIndex(board).handling[i]!;
}

/** The ladders and ropes that start from a square (DB-LADDER, DB-ROPE). */
export function passagesFrom(board: Board, q: Square): readonly Passage[] {
  const i = placeIn(board, q);
  return i < 0 ? [] : (boardIndex(board).passages.get(i) ?? []);
}

/**
 * How a `move` goes from one square to another and what it costs: a way that joins them (a ladder
 * or rope plus the square arrived in, DB-LADDER-1, DB-ROPE-1; into, along and out of a mine cart,
 * DB-CART-1), else a step to a neighbour, or a jump down into a void for 1 (DB-FLOOR-3); null
 * when no move leads there. It reads only the board: between neighbours, the answer is kept in
 * the board's index the first time it is asked, and shared.
 */
export function moveBetween(board: Board, from: Square, to: Square): Move | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const i = placeIn(board, from);
  if (i < 0 || from.floor !== to.floor || Math.abs(dx) > 1 || Math.abs(dy) > 1)
    return moveAsked(board, from, to);
  const { moves } = boardIndex(board);
  const k = i * 9 + (dy + 1) * 3 + (dx + 1);
  const known = moves[k];
  return known !== undefined ? known : (moves[k] = moveAsked(board, from, to));
}

/**
 * Every way a `move` action leads out of a square, in the order `legalActions` offers them: to
 * the neighbours a move leads to, in the order of `neighbours`, then by the ladders, ropes and
 * mine carts from it (`passagesFrom`) to squares that are not neighbours, one for each. It reads
 * only the board: kept in the board's index for each square the first time it is asked.
 */
export function waysOut(board: Board, from: Square): readonly WayOut[] {
  const i = placeIn(board, from);
  if (i < 0) return waysAsked(board, from);
  const known = boardIndex(board).waysOut;
  return (known[i] ??= waysAsked(board, from));
}

/** `waysOut` worked out from the board. */
function waysAsked(board: Board, from: Square): WayOut[] {
  const ways: WayOut[] = [];
  for (const to of neighbours(board, from)) {
    const move = moveBetween(board, from, to);
    if (move) ways.push({ to, move });
  }
  for (const { to } of passagesFrom(board, from)) {
    const move = adjacent(board, from, to) ? null : moveBetween(board, from, to);
    if (move) ways.push({ to, move });
  }
  return ways;
}

/** `moveBetween` worked out from the board. */
function moveAsked(board: Board, from: Square, to: Square): Move | null {
  const passage = passageBetween(board, from, to);
  if (passage) {
    const arrival = passage.aboard ? 0 : standingCost(board, to);
    return arrival === null ? null : { cost: passage.cost + arrival, way: 'passage', passage };
  }
  if (!adjacent(board, from, to)) return null;
  const cost = standingCost(board, to);
  if (cost !== null) return { cost: stepCostBetween(board, from, to) ?? cost, way: 'step' };
  return jumpsDown(board, to) ? { cost: 1, way: 'jump-down' } : null;
}

/** What a mechanism makes a step between neighbours cost, or null for the square's own cost. */
function stepCostBetween(board: Board, from: Square, to: Square): number | null {
  for (const m of withHook('stepCost')) {
    const cost = m.stepCost?.(board, from, to);
    if (cost !== undefined && cost !== null) return cost;
  }
  return null;
}

/** The cheapest way from one square to another that is not a step, if there is one. */
export function passageBetween(board: Board, from: Square, to: Square): Passage | undefined {
  let best: Passage | undefined;
  for (const p of passagesFrom(board, from))
    if (
      p.to.floor === to.floor &&
      p.to.x === to.x &&
      p.to.y === to.y &&
      (!best || p.cost < best.cost)
    )
      best = p;
  return best;
}

/**
 * The mechanisms whose `barrier` or `stepRefusal` may concern a step between two squares, as the
 * bits of `BoardIndex.guards`; every one for a square off the board.
 */
export function guardsAround(board: Board, a: Square, b: Square): number {
  const { guards } = boardIndex(board);
  const i = placeIn(board, a);
  const j = placeIn(board, b);
  return i < 0 || j < 0 ? ~0 : guards[i]! | guards[j]!;
}
