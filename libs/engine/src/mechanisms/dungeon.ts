import { hasDungeon, withDungeon, type Dungeon, type Move } from '../board/dungeon';
import type { Board, GameState, PlayerState, Square } from '../model/state';
import {
  ballHandling,
  fallsInto,
  fallsIntoNow,
  governing,
  guardsAround,
  isDrop,
  isHazard,
  isPrecarious,
  jumpsDown,
  losesBall,
  moveBetween,
  noFollowUp,
  noStay,
  passageBetween,
  passagesFrom,
  standingCost,
  waysOut,
} from './board-index';
import type { Mechanism } from './mechanism';
import { hookedBy, hookedOn, mechanisms, withHook } from './registry';

/*
 * The dungeon the board and the rules ask (`../board/dungeon.ts`): what each square is
 * (`board-index.ts`) and what the mechanisms' moving parts allow now, asked of the mechanisms
 * that have the hook. Every board the engine makes or is given carries it (`prepared`).
 */

const withUnsteady = hookedBy('unsteady');
const withBlockRefusal = hookedBy('blockRefusal');
const withOccupies = hookedBy('occupies');
const withPassRefusal = hookedBy('passRefusal');
const withMovingRefusal = hookedBy('movingRefusal');

/**
 * The mechanisms that have a hook, each with its bit in `BoardIndex.guards`: one bit of a 32-bit
 * number each, which is room for 31 mechanisms.
 */
function guardedBy(hook: 'barrier' | 'stepRefusal'): () => readonly GuardedMechanism[] {
  let found: readonly GuardedMechanism[] | null = null;
  return () => (found ??= mechanisms().flatMap((m, by) => (m[hook] ? [{ m, bit: 1 << by }] : [])));
}
interface GuardedMechanism {
  readonly m: Mechanism;
  readonly bit: number;
}
const guardedByBarrier = guardedBy('barrier');
const guardedByStepRefusal = guardedBy('stepRefusal');

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
  for (const { m, bit } of guardedByBarrier()) {
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
  for (const { m, bit } of guardedByStepRefusal()) {
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
  for (const m of withPassRefusal()) {
    const reason = m.passRefusal?.(state, to);
    if (reason) return reason;
  }
  return null;
}

/**
 * As `moveBetween`, with what a step costs now that something the dungeon moves is in play
 * (boarding or leaving a boat, DB-BOAT-5, DB-BOAT-6): the engine and the move plan ask this.
 */
export const moveBetweenNow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): Move | null => moveNow(state, from, to, moveBetween(state.board, from, to));

/** A move between two squares (`moveBetween`), with what it costs now (`moveBetweenNow`). */
export function moveNow(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
  move: Move | null,
): Move | null {
  // Without the dungeon's moving parts (`stepCostNow`), a move costs what the board says.
  if (state.mechanismState === undefined) return move;
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
  for (const m of hookedOn(state.board, 'stepCostNow')) {
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
  state.mechanismState !== undefined && withOccupies().some((m) => m.occupies!(state, q));

/** Why this player may not move into a square now, or null (a big guy and a boat, DB-BOAT-3). */
export function standRefusal(
  state: Pick<GameState, 'board' | 'mechanismState' | 'teams'>,
  p: PlayerState,
  q: Square,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of hookedOn(state.board, 'standRefusal')) {
    const reason = m.standRefusal!(state, p, q);
    if (reason) return reason;
  }
  return null;
}

/** A Standing player who, where he is now, exerts no tackle zone and assists nobody (DB-BOAT-12). */
export const unsteady = (state: Pick<GameState, 'board' | 'mechanismState'>, p: PlayerState) =>
  state.mechanismState !== undefined && withUnsteady().some((m) => m.unsteady!(state, p));

/** Why a player may not block (or Stab) a Standing opponent next to him now, or null (DB-BOAT-9). */
export function blockRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  attacker: PlayerState,
  target: PlayerState,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withBlockRefusal()) {
    const reason = m.blockRefusal!(state, attacker, target);
    if (reason) return reason;
  }
  return null;
}

/** Why a player may not move now because of a mechanism, or null (a player shaken off a ladder, DB-FLOOR-9). */
function movingRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  p: PlayerState,
): string | null {
  if (state.mechanismState === undefined) return null;
  for (const m of withMovingRefusal()) {
    const refused = m.movingRefusal!(state, p);
    if (refused) return refused;
  }
  return null;
}

/** The dungeon of every match: what the mechanisms of `registry.ts` say. */
export const dungeon: Dungeon = {
  governing,
  standingCost,
  isHazard,
  fallsInto,
  fallsIntoNow,
  isDrop,
  jumpsDown,
  isPrecarious,
  losesBall,
  noFollowUp,
  noStay,
  ballHandling,
  passagesFrom,
  passageBetween,
  moveBetween,
  waysOut,
  barrierBetween,
  wallShock,
  stepRefusal,
  passRefusal,
  moveBetweenNow,
  moveNow,
  stepCostNow,
  occupiedNow,
  standRefusal,
  unsteady,
  blockRefusal,
  movingRefusal,
};

/** The board with the dungeon, for the rules to ask: itself when it has it, else a copy. */
export const prepared = (board: Board): Board => withDungeon(board, dungeon);

/**
 * A state (or a coach's view of one) whose board has the dungeon: itself when it has it, else a
 * copy with the board given it. Every entry point of the engine starts with it, so that a state
 * read back from JSON, which leaves the dungeon out, is played as any other.
 */
export const preparedState = <S extends { readonly board: Board }>(state: S): S =>
  hasDungeon(state.board) ? state : { ...state, board: prepared(state.board) };
