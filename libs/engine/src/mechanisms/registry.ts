import { terrainInfo, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { indexIn, squareOf } from '../board/grid';
import { sameBoard } from '../board/same-board';
import { adjacent, neighbours } from '../board/squares';
import { sameAction, type Action } from '../model/actions';
import type { Board, GameState, MechanismData, PlayerState, Square } from '../model/state';
import type { Step } from '../rules/context';
import { boats } from './boats';
import { boilingSpring } from './boiling-spring';
import { cageLifts } from './cage-lifts';
import { chute } from './chute';
import { doors } from './doors';
import { drop } from './drop';
import { gangway } from './gangway';
import { geysers } from './geysers';
import { ladders } from './ladders';
import { magicStatue } from './magic-statue';
import { mineCarts } from './mine-carts';
import { lava } from './lava';
import type { Mechanism, MechanismMark, Passage, SquareProperties } from './mechanism';
import { monsters } from './monsters';
import { mudRiver } from './mud-river';
import { portcullis } from './portcullis';
import { potions } from './potions';
import { prisons } from './prisons';
import { pyramidChutes } from './pyramid-chutes';
import { rotatingCorridor } from './rotating-corridor';
import { rotatingLift } from './rotating-lift';
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
    potions,
    boats,
    cageLifts,
    pyramidChutes,
    mineCarts,
    rotatingLift,
    rotatingCorridor,
    monsters,
  ]);

/** The mechanisms that have a hook, found once: some hooks are asked for every player and square. */
export const withHook = <K extends keyof Mechanism>(hook: K): readonly Mechanism[] =>
  (hooked[hook] ??= mechanisms().filter((m) => m[hook] !== undefined));
const hooked: Partial<Record<keyof Mechanism, readonly Mechanism[]>> = {};

/** The hooks a match runs at fixed points of its turn sequence (`rules/turn-sequence.ts`). */
export type SequenceHook =
  'startOfMatch' | 'startOfTurn' | 'endOfTurn' | 'endOfRound' | 'afterAction';

/**
 * The mechanisms with a hook of the turn sequence that are on a board, in the registry's order. A
 * mechanism that keeps data from the map (`fromMap`) is on a board only when the board keeps some
 * (`mechanismData`): with none, its hooks have nothing to act on, and are not run at all (the
 * Training Hall has no mechanism with such a hook, and runs none after each action). Kept by
 * board, which never changes during a match.
 */
export function hookedOn(board: Board, hook: SequenceHook): readonly Mechanism[] {
  let onBoard = hookedOnBoards.get(board);
  if (!onBoard) hookedOnBoards.set(board, (onBoard = {}));
  return (onBoard[hook] ??= withHook(hook).filter(
    (m) => !m.fromMap || board.mechanisms?.[m.kind] !== undefined,
  ));
}
const hookedOnBoards = new WeakMap<Board, Partial<Record<SequenceHook, readonly Mechanism[]>>>();

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
      (properties.noFollowUp ? NO_FOLLOW_UP : 0) |
      (properties.ballLost ? BALL_LOST : 0) |
      (properties.noStay ? NO_STAY : 0);
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
  const guards = new Uint32Array(size);
  if (list.length > 31) throw new Error('The guards have a bit for 31 mechanisms at most.');
  list.forEach((m, by) => {
    if (!m.barrier && !m.stepRefusal) return;
    const bit = 1 << by;
    if (!m.guards) guards.forEach((_, i) => (guards[i]! |= bit));
    for (const q of m.guards?.(board) ?? []) {
      const i = squareIndex(board, q);
      if (i >= 0) guards[i]! |= bit;
    }
  });
  const moves = new Array<Move | null | undefined>(size * 9);
  const index = { governed, cost, flags, handling, passages, guards, moves };
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
 * rails (DB-CART-9); `ballInto` (`falling.ts`) says where it goes.
 */
export const losesBall = (board: Board, q: Square): boolean =>
  fallsInto(board, q) || flagged(board, q, BALL_LOST);

/** A player in this square never follows up a block (DB-WATER-7). */
export const noFollowUp = (board: Board, q: Square): boolean => flagged(board, q, NO_FOLLOW_UP);

/** Nobody may stay in this square once his activation is over (DB-ROTLIFT-6). */
export const noStay = (board: Board, q: Square): boolean => flagged(board, q, NO_STAY);

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

/** A way a `move` goes from one square to another, and what it costs (`moveBetween`). */
export interface Move {
  readonly cost: number;
  readonly way: 'step' | 'jump-down' | 'passage';
  readonly passage?: Passage;
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
  const i = squareIndex(board, from);
  if (i < 0 || from.floor !== to.floor || Math.abs(dx) > 1 || Math.abs(dy) > 1)
    return moveAsked(board, from, to);
  const { moves } = boardIndex(board);
  const k = i * 9 + (dy + 1) * 3 + (dx + 1);
  const known = moves[k];
  return known !== undefined ? known : (moves[k] = moveAsked(board, from, to));
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
function guardsAround(board: Board, a: Square, b: Square): number {
  const { guards } = boardIndex(board);
  const i = squareIndex(board, a);
  const j = squareIndex(board, b);
  return i < 0 || j < 0 ? ~0 : guards[i]! | guards[j]!;
}

/**
 * The mechanisms that have a hook, each with its bit in `BoardIndex.guards`: one bit of a 32-bit
 * number each, which is room for 31 mechanisms.
 */
const guardedWithHook = (hook: 'barrier' | 'stepRefusal'): readonly GuardedMechanism[] =>
  (guarded[hook] ??= mechanisms().flatMap((m, by) => (m[hook] ? [{ m, bit: 1 << by }] : [])));
interface GuardedMechanism {
  readonly m: Mechanism;
  readonly bit: number;
}
const guarded: {
  barrier?: readonly GuardedMechanism[];
  stepRefusal?: readonly GuardedMechanism[];
} = {};

/**
 * Why nothing but the ball goes between two neighbouring squares now (a closed portcullis,
 * DB-PORT-2), or null; `forPass`, only what makes a pass across it harder (DB-PORT-4).
 */
export function barrierBetween(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  a: Square,
  b: Square,
  forPass = false,
): string | null {
  if (state.mechanismState === undefined) return null;
  const asked = guardsAround(state.board, a, b);
  if (asked === 0) return null;
  for (const { m, bit } of guardedWithHook('barrier')) {
    if ((asked & bit) === 0 || (forPass && m.barrierFliesOver)) continue;
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
  for (const m of withHook('wallShock')) {
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
  const asked = guardsAround(state.board, from, to);
  if (asked === 0) return null;
  for (const { m, bit } of guardedWithHook('stepRefusal')) {
    if ((asked & bit) === 0) continue;
    const reason = m.stepRefusal?.(state, from, to);
    if (reason) return reason;
  }
  return null;
}

/** Why no pass may be aimed at a square now, or null (DB-CART-10). */
export function passRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  to: Square,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withHook('passRefusal')) {
    const reason = m.passRefusal?.(state, to);
    if (reason) return reason;
  }
  return null;
}

/** What every mechanism of the match shows a coach now, in registry order. */
export const mechanismMarks = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): MechanismMark[] => mechanisms().flatMap((m) => m.shown?.(state) ?? []);

/**
 * As `moveBetween`, with what a step costs now that something the dungeon moves is in play
 * (boarding or leaving a boat, DB-BOAT-5, DB-BOAT-6): the engine and the move plan ask this.
 */
export function moveBetweenNow(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): Move | null {
  const move = moveBetween(state.board, from, to);
  const cost = move?.way === 'step' ? stepCostNow(state, from, to) : null;
  return cost === null ? move : { cost, way: 'step' };
}

/** What a step between neighbours costs now because of what the dungeon moves, or null (DB-BOAT-5). */
export function stepCostNow(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): number | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withHook('stepCostNow')) {
    const cost = m.stepCostNow!(state, from, to);
    if (cost !== null) return cost;
  }
  return null;
}

/** Something the dungeon moves takes the square now (a boat): pushes stop, the ball bounces on. */
export const occupiedNow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  q: Square,
): boolean =>
  state.mechanismState !== undefined && withHook('occupies').some((m) => m.occupies!(state, q));

/** Why this player may not move into a square now, or null (a big guy and a boat, DB-BOAT-3). */
export function standRefusal(
  state: Pick<GameState, 'board' | 'mechanismState' | 'teams'>,
  p: PlayerState,
  q: Square,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withHook('standRefusal')) {
    const reason = m.standRefusal!(state, p, q);
    if (reason) return reason;
  }
  return null;
}

/** A Standing player who, where he is now, exerts no tackle zone and assists nobody (DB-BOAT-12). */
export const unsteady = (state: Pick<GameState, 'board' | 'mechanismState'>, p: PlayerState) =>
  state.mechanismState !== undefined && withHook('unsteady').some((m) => m.unsteady!(state, p));

/** Why a player may not block (or Stab) a Standing opponent next to him now, or null (DB-BOAT-9). */
export function blockRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  attacker: PlayerState,
  target: PlayerState,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withHook('blockRefusal')) {
    const reason = m.blockRefusal!(state, attacker, target);
    if (reason) return reason;
  }
  return null;
}

/** The actions of their own the mechanisms offer the player being activated now (DB-BOAT-4). */
export const mechanismActions = (state: GameState): Action[] =>
  state.mechanismState === undefined
    ? []
    : withHook('activationActions').flatMap((m) => m.activationActions!(state));

/** Performs a mechanism's own action, by the mechanism that offered it; false if none did. */
export function performMechanismAction(step: Step, action: Action): boolean {
  const by = withHook('act').find((m) =>
    m.activationActions?.(step.state).some((a) => sameAction(a, action)),
  );
  by?.act!(step, action);
  return by !== undefined;
}
