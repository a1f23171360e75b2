import { terrainInfo, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { indexIn, squareOf } from '../board/grid';
import { sameBoard } from '../board/same-board';
import { adjacent, neighbours } from '../board/squares';
import type { Board, GameState, MechanismData, Square } from '../model/state';
import { boilingSpring } from './boiling-spring';
import { chute } from './chute';
import { doors } from './doors';
import { drop } from './drop';
import { gangway } from './gangway';
import { geysers } from './geysers';
import { ladders } from './ladders';
import { magicStatue } from './magic-statue';
import { lava } from './lava';
import type { Mechanism, MechanismMark, Passage, SquareProperties } from './mechanism';
import { mudRiver } from './mud-river';
import { portcullis } from './portcullis';
import { prisons } from './prisons';
import { rubble } from './rubble';
import { slowGround } from './slow-ground';
import { spikeRoom } from './spike-room';
import { tiltingCorridor } from './tilting-corridor';
import { spikedPit } from './spiked-pit';
import { water } from './water';

/**
 * Every mechanism the engine knows, in the order their hooks run at the end of a turn or a round.
 * Listed on first use, not when this module loads, so that mechanisms may use the rules that use
 * this registry.
 */
let known: readonly Mechanism[] | null = null;
export const mechanisms = (): readonly Mechanism[] =>
  (known ??= [
    slowGround,
    rubble,
    water,
    gangway,
    drop,
    ladders,
    spikedPit,
    lava,
    mudRiver,
    boilingSpring,
    portcullis,
    doors,
    magicStatue,
    prisons,
    geysers,
    spikeRoom,
    tiltingCorridor,
    chute,
  ]);

/** The board data of every mechanism the map has something for, or undefined when none has. */
export function mechanismData(map: DungeonMap): MechanismData | undefined {
  const data: Record<string, unknown> = {};
  for (const m of mechanisms()) {
    const kept = m.fromMap?.(map);
    if (kept !== undefined) data[m.kind] = kept;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

const HAZARD = 1;
const PRECARIOUS = 2;
const DROP = 4;
const JUMP_DOWN = 8;
const NO_FOLLOW_UP = 16;

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
}

const indexes = new WeakMap<Board, BoardIndex>();

/** A square's place in the board's flat arrays (the grid's, `indexIn`), or −1 off the board. */
function squareIndex(board: Board, q: Square): number {
  if (q.x < 0 || q.y < 0 || q.x >= board.width || q.y >= board.height) return -1;
  if (q.floor < 0 || q.floor >= board.floors.length) return -1;
  return indexIn(board, q);
}

const plain = (char: string | undefined): SquareProperties => ({
  moveCost: terrainInfo(char).walkable ? 1 : null,
});

function boardIndex(board: Board): BoardIndex {
  const known = indexes.get(board);
  if (known) return known;
  const shared = indexes.get(sameBoard(board));
  if (shared) {
    indexes.set(board, shared);
    return shared;
  }
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
      (properties.noFollowUp ? NO_FOLLOW_UP : 0);
  };
  board.floors.forEach((rows, floor) =>
    rows.forEach((row, y) => {
      for (let x = 0; x < board.width; x++) {
        const char = row.charAt(x);
        const by = list.findIndex((m) => m.terrain && Object.hasOwn(m.terrain, char));
        set(squareIndex(board, { floor, x, y }), list[by]?.terrain?.[char] ?? plain(char), by + 1);
      }
    }),
  );
  list.forEach((m, by) => {
    for (const { at, properties } of m.places?.(board) ?? []) {
      const i = squareIndex(board, at);
      if (i >= 0) set(i, properties, by + 1);
    }
  });
  for (const s of board.statues) {
    const i = squareIndex(board, s);
    if (i >= 0) cost[i] = -1; // DB-STATUE-1
  }
  // Next to a hazard, a player is precarious (DB-PREC-2); in one (water), he is in it already.
  const hazards = flags.map((f) => f & HAZARD);
  for (let i = 0; i < size; i++) {
    if (!hazards[i]) continue;
    for (const q of neighbours(board, squareOf(board, i))) {
      const j = squareIndex(board, q);
      if (!hazards[j]) flags[j]! |= PRECARIOUS;
    }
  }
  const passages = new Map<number, Passage[]>();
  for (const m of list)
    for (const p of m.passages?.(board) ?? []) {
      const i = squareIndex(board, p.from);
      if (i >= 0) passages.set(i, [...(passages.get(i) ?? []), p]);
    }
  const index = { governed, cost, flags, handling, passages };
  indexes.set(board, index);
  return index;
}

/** The mechanism governing a square, if any. */
export function governing(board: Board, q: Square): Mechanism | undefined {
  const i = squareIndex(board, q);
  return i < 0 ? undefined : mechanisms()[boardIndex(board).governed[i]! - 1];
}

/** Movement points to walk into a square and stand there, or null (walls, drops, statues...). */
export function standingCost(board: Board, q: Square): number | null {
  const i = squareIndex(board, q);
  if (i < 0) return null;
  const cost = boardIndex(board).cost[i]!;
  return cost < 0 ? null : cost;
}

const flagged = (board: Board, q: Square, flag: number): boolean => {
  const i = squareIndex(board, q);
  return i >= 0 && (boardIndex(board).flags[i]! & flag) !== 0;
};

/** A hazardous zone (DB-PREC-1). */
export const isHazard = (board: Board, q: Square): boolean => flagged(board, q, HAZARD);

/** A hazard nobody stands in: whoever is pushed or slips into it falls (DB-PREC-7, DB-HAZ). */
export const fallsInto = (board: Board, q: Square): boolean =>
  isHazard(board, q) && standingCost(board, q) === null;

/** Open to the floor below (DB-FLOOR, DB-BALL-5). */
export const isDrop = (board: Board, q: Square): boolean => flagged(board, q, DROP);

/** A player may step into it to jump down a floor (DB-FLOOR-3). */
export const jumpsDown = (board: Board, q: Square): boolean => flagged(board, q, JUMP_DOWN);

/** Standing there is precarious: on a gangway, or next to a hazard (DB-PREC-2, DB-PREC-3). */
export const isPrecarious = (board: Board, q: Square): boolean => flagged(board, q, PRECARIOUS);

/** A player in this square never follows up a block (DB-WATER-7). */
export const noFollowUp = (board: Board, q: Square): boolean => flagged(board, q, NO_FOLLOW_UP);

/** What a square adds to the pass, catch, interference and pick-up tests made in it (DB-WATER-4). */
export function ballHandling(board: Board, q: Square | null): number {
  const i = q ? squareIndex(board, q) : -1;
  return i < 0 ? 0 : boardIndex(board).handling[i]!;
}

/** The ladders and ropes that start from a square (DB-LADDER, DB-ROPE). */
export function passagesFrom(board: Board, q: Square): readonly Passage[] {
  const i = squareIndex(board, q);
  return i < 0 ? [] : (boardIndex(board).passages.get(i) ?? []);
}

/**
 * How a `move` goes from one square to another and what it costs: a step to a neighbour, a way up
 * or down a ladder or rope plus the square arrived in (DB-LADDER-1, DB-ROPE-1), or a jump down
 * into a void for 1 (DB-FLOOR-3); null when no move leads there.
 */
export function moveBetween(
  board: Board,
  from: Square,
  to: Square,
): { readonly cost: number; readonly way: 'step' | 'jump-down' | 'passage' } | null {
  if (adjacent(board, from, to)) {
    const cost = standingCost(board, to);
    if (cost !== null) return { cost: stepCostBetween(board, from, to) ?? cost, way: 'step' };
    return jumpsDown(board, to) ? { cost: 1, way: 'jump-down' } : null;
  }
  const passage = passageBetween(board, from, to);
  const arrival = passage ? standingCost(board, to) : null;
  return passage && arrival !== null ? { cost: passage.cost + arrival, way: 'passage' } : null;
}

/** What a mechanism makes a step between neighbours cost, or null for the square's own cost. */
function stepCostBetween(board: Board, from: Square, to: Square): number | null {
  for (const m of mechanisms()) {
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
 * Why nothing but the ball goes between two neighbouring squares now (a closed portcullis,
 * DB-PORT-2), or null.
 */
export function barrierBetween(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  a: Square,
  b: Square,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of mechanisms()) {
    const reason = m.barrier?.(state, a, b);
    if (reason) return reason;
  }
  return null;
}

/**
 * What the Armour and Injury rolls of a player pushed against a wall from a square add, by the
 * mechanisms there (the spikes of DB-SPIKE-1), or null for an ordinary wall (DB-MOVE-4, DB-MOVE-5).
 */
export function wallShock(
  board: Board,
  at: Square,
): { readonly armour: number; readonly injury: number } | null {
  for (const m of mechanisms()) {
    const shock = m.wallShock?.(board, at);
    if (shock) return shock;
  }
  return null;
}

/** Why a player may not walk or jump from one square into another now, or null (DB-TILT-1). */
export function stepRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of mechanisms()) {
    const reason = m.stepRefusal?.(state, from, to);
    if (reason) return reason;
  }
  return null;
}

/** What every mechanism of the match shows a coach now, in registry order. */
export const mechanismMarks = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): MechanismMark[] => mechanisms().flatMap((m) => m.shown?.(state) ?? []);
