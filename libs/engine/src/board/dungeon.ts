import type { Fall, FallDown } from '../model/decisions';
import type { Step } from '../model/step';
import type { Board, GameState, PlayerState, Square } from '../model/state';

/*
 * What the board and the rules ask of the dungeon's mechanisms (`../mechanisms/`), which sit above
 * them: what a square is, the ways between squares, and what the dungeon's moving parts allow now.
 * The mechanisms layer implements `Dungeon` (`../mechanisms/registry.ts`) and hands it in with the
 * board: `boardFromMap` makes every board with it, and the engine's entry points give it to a
 * board that comes without (one read back from JSON, which leaves it out, so that a saved match
 * and its hashes are the same). The functions below ask the board's own dungeon.
 */

/** What a square governed by a mechanism is like: the properties the rules ask about. */
export interface SquareProperties {
  /** Movement points to walk into the square and stand there, or null: nobody stands on it. */
  readonly moveCost: number | null;
  /**
   * A hazardous zone (DB-PREC-1): a player may be pushed into it (DB-PREC-7) and, when he cannot
   * stand on it, falls in with the mechanism's effects (`onFall`); the squares next to it are
   * precarious (DB-PREC-2).
   */
  readonly hazard?: boolean;
  /** Standing on it is precarious in itself, as on a gangway (DB-PREC-3). */
  readonly precarious?: boolean;
  /** Open to the floor below: whoever or whatever goes in comes down there (DB-FLOOR, DB-BALL-5). */
  readonly drop?: boolean;
  /** A player may step into it on purpose, to jump down to the floor below (DB-FLOOR-3). */
  readonly jumpDown?: boolean;
  /** Added to the pass, catch, interference and pick-up tests of a player in it (DB-WATER-4). */
  readonly ballHandling?: number;
  /** A player in it who blocks never follows up (DB-WATER-7). */
  readonly noFollowUp?: boolean;
  /**
   * The ball never rests in it: whether it bounces, scatters or is thrown in, the mechanism's
   * `onBall` takes it (the mine-cart rails, DB-CART-9).
   */
  readonly ballLost?: boolean;
  /**
   * Nobody stays in it: a player left there once his activation is over is carried away
   * (DB-ROTLIFT-6), so the bots end their moves elsewhere.
   */
  readonly noStay?: boolean;
}

/** A square a mechanism governs from its own data (a ladder's hole...), with its properties. */
export interface Place {
  readonly at: Square;
  readonly properties: SquareProperties;
}

/**
 * A way from one square to another besides a step: a ladder, a rope, a lift, into, along or out
 * of a mine cart. Between neighbours it is taken instead of the step.
 */
export interface Passage {
  readonly from: Square;
  readonly to: Square;
  /** Movement points the way itself costs, before the cost of the square arrived in. */
  readonly cost: number;
  /** What the way is, for the events: `ladder`, `rope`... */
  readonly via: string;
  /**
   * He is carried there before the step's rolls, rather than rolling them before he leaves: an
   * elevator's cabin moves with him, and a failed Rush leaves him fallen where it took him
   * (DB-LIFT-7), not where he started as on a ladder (DB-LADDER-5).
   */
  readonly carried?: boolean;
  /**
   * It ends aboard something standing on a square nobody stands on (a mine cart on its rails):
   * `cost` is the whole move's, with no square's cost added.
   */
  readonly aboard?: boolean;
  /**
   * It is free when the player has no movement left and has not Rushed in this activation
   * (getting off a mine cart, DB-CART-4).
   */
  readonly freeWhenSpent?: boolean;
  /**
   * Why Rushes may not pay for the way, when they may not: riding the lift (DB-ROTLIFT-10), the
   * stations of a mine-cart ride (DB-CART-5).
   */
  readonly noRush?: string;
}

/** A way a `move` goes from one square to another, and what it costs (`moveBetween`). */
export interface Move {
  readonly cost: number;
  readonly way: 'step' | 'jump-down' | 'passage';
  readonly passage?: Passage;
}

/** A way a `move` action leads out of a square: where to, and the move (`moveBetween`). */
export interface WayOut {
  readonly to: Square;
  readonly move: Move;
}

/** What the mechanism governing a square does when something comes into it (see `Mechanism`). */
export interface SquareMechanism {
  /**
   * A player falls into one of its squares: pushed, knocked down, slipping, jumping (see
   * `Fall`). The handler must end by calling `fallDone(step, fall)` from `rules/falling.ts`, at once or
   * once the decisions it waits for are answered, so that a push goes on (its `push-rest` frame,
   * left on the stack until then).
   */
  readonly onFall?: (step: Step, fall: Fall) => void;
  /**
   * The landing test of a fall into one of its squares (rolled by its `onFall` as a
   * `floor-landing` test) is settled, re-rolled or not: what follows instead of a fall down a
   * floor (DB-CHUTE-4, DB-CHUTE-5, DB-CHUTE-6).
   */
  readonly landingTest?: (step: Step, fall: FallDown, success: boolean) => void;
  /**
   * Where a player who jumps into one of its squares comes down if all goes well, instead of the
   * floor below (the chute's square A), or null when nothing there lets him land: the move plan
   * and the board's grid follow it.
   */
  readonly jumpLanding?: (board: Board, into: Square) => Square | null;
  /** The ball comes into one of its squares where it cannot rest (DB-BALL-4). */
  readonly onBall?: (step: Step, at: Square) => void;
  /**
   * A player is pushed into one of its squares that he can stand on (rubble, DB-RUBBLE-3), by the
   * attacker `by`, the block's face knocking him down or not. Returns true when it has knocked
   * him down itself, so that the block does not knock him down again.
   */
  readonly onPushedIn?: (
    step: Step,
    pushed: { readonly player: string; readonly knockedDown: boolean; readonly by: string },
  ) => boolean;
  /**
   * Whether one of its squares that a player can stand on is open now, so that a player pushed in
   * falls (`onFall`) and the ball goes in (`onBall`): an elevator shaft where the cabin is not
   * (DB-LIFT-9). Squares nobody stands on are always open (`fallsInto`).
   */
  readonly openNow?: (state: Pick<GameState, 'board' | 'mechanismState'>, q: Square) => boolean;
}

/** Where the dungeon's mechanisms are asked: the board and what they remember in this match. */
type Where = Pick<GameState, 'board' | 'mechanismState'>;

/**
 * The dungeon's answers to the board and the rules, each documented where the mechanisms layer
 * works it out (`../mechanisms/board-index.ts` for the squares, `../mechanisms/registry.ts` for
 * what the moving parts allow now).
 */
export interface Dungeon {
  readonly governing: (board: Board, q: Square) => SquareMechanism | undefined;
  readonly standingCost: (board: Board, q: Square) => number | null;
  readonly isHazard: (board: Board, q: Square) => boolean;
  readonly fallsInto: (board: Board, q: Square) => boolean;
  readonly fallsIntoNow: (state: Where, q: Square) => boolean;
  readonly isDrop: (board: Board, q: Square) => boolean;
  readonly jumpsDown: (board: Board, q: Square) => boolean;
  readonly isPrecarious: (board: Board, q: Square) => boolean;
  readonly losesBall: (board: Board, q: Square) => boolean;
  readonly noFollowUp: (board: Board, q: Square) => boolean;
  readonly noStay: (board: Board, q: Square) => boolean;
  readonly ballHandling: (board: Board, q: Square | null) => number;
  readonly passagesFrom: (board: Board, q: Square) => readonly Passage[];
  readonly passageBetween: (board: Board, from: Square, to: Square) => Passage | undefined;
  readonly moveBetween: (board: Board, from: Square, to: Square) => Move | null;
  readonly waysOut: (board: Board, from: Square) => readonly WayOut[];
  readonly barrierBetween: (state: Where, a: Square, b: Square, forPass?: boolean) => string | null;
  readonly wallShock: (
    board: Board,
    at: Square,
  ) => { readonly armour: number; readonly injury: number } | null;
  readonly stepRefusal: (state: Where, from: Square, to: Square) => string | null;
  readonly passRefusal: (state: Where, to: Square) => string | null;
  readonly moveBetweenNow: (state: Where, from: Square, to: Square) => Move | null;
  readonly moveNow: (state: Where, from: Square, to: Square, move: Move | null) => Move | null;
  readonly stepCostNow: (state: Where, from: Square, to: Square) => number | null;
  readonly occupiedNow: (state: Where, q: Square) => boolean;
  readonly standRefusal: (
    state: Pick<GameState, 'board' | 'mechanismState' | 'teams'>,
    p: PlayerState,
    q: Square,
  ) => string | null;
  readonly unsteady: (state: Where, p: PlayerState) => boolean;
  readonly blockRefusal: (
    state: Where,
    attacker: PlayerState,
    target: PlayerState,
  ) => string | null;
  readonly movingRefusal: (state: Where, p: PlayerState) => string | null;
}

/**
 * The key of a board's dungeon: a symbol, not enumerable, which JSON, copies of the board and
 * comparisons of states leave out.
 */
const DUNGEON: unique symbol = Symbol('dungeon');
type WithDungeon = Board & { readonly [DUNGEON]?: Dungeon };

/** Whether a board has its dungeon. */
export const hasDungeon = (board: Board): boolean => (board as WithDungeon)[DUNGEON] !== undefined;

/** The board with this dungeon: itself when it has it already, else a copy (the board is left alone). */
export function withDungeon(board: Board, dungeon: Dungeon): Board {
  if ((board as WithDungeon)[DUNGEON] === dungeon) return board;
  return Object.defineProperty({ ...board }, DUNGEON, { value: dungeon });
}

/** The board's dungeon; a board that did not come in through the engine's entry points has none. */
export function dungeonOf(board: Board): Dungeon {
  const dungeon = (board as WithDungeon)[DUNGEON];
  if (dungeon === undefined)
    throw new Error(
      'This board has no dungeon: pass it through the engine (boardFromMap, apply, legalActions, view).',
    );
  return dungeon;
}

export const governing = (board: Board, q: Square) => dungeonOf(board).governing(board, q);
export const standingCost = (board: Board, q: Square) => dungeonOf(board).standingCost(board, q);
export const isHazard = (board: Board, q: Square) => dungeonOf(board).isHazard(board, q);
export const fallsInto = (board: Board, q: Square) => dungeonOf(board).fallsInto(board, q);
export const fallsIntoNow = (state: Where, q: Square) =>
  dungeonOf(state.board).fallsIntoNow(state, q);
export const isDrop = (board: Board, q: Square) => dungeonOf(board).isDrop(board, q);
export const jumpsDown = (board: Board, q: Square) => dungeonOf(board).jumpsDown(board, q);
export const isPrecarious = (board: Board, q: Square) => dungeonOf(board).isPrecarious(board, q);
export const losesBall = (board: Board, q: Square) => dungeonOf(board).losesBall(board, q);
export const noFollowUp = (board: Board, q: Square) => dungeonOf(board).noFollowUp(board, q);
export const noStay = (board: Board, q: Square) => dungeonOf(board).noStay(board, q);
export const ballHandling = (board: Board, q: Square | null) =>
  dungeonOf(board).ballHandling(board, q);
export const passagesFrom = (board: Board, q: Square) => dungeonOf(board).passagesFrom(board, q);
export const passageBetween = (board: Board, from: Square, to: Square) =>
  dungeonOf(board).passageBetween(board, from, to);
export const moveBetween = (board: Board, from: Square, to: Square) =>
  dungeonOf(board).moveBetween(board, from, to);
export const waysOut = (board: Board, from: Square) => dungeonOf(board).waysOut(board, from);
export const barrierBetween = (state: Where, a: Square, b: Square, forPass = false) =>
  dungeonOf(state.board).barrierBetween(state, a, b, forPass);
export const wallShock = (board: Board, at: Square) => dungeonOf(board).wallShock(board, at);
export const stepRefusal = (state: Where, from: Square, to: Square) =>
  dungeonOf(state.board).stepRefusal(state, from, to);
export const passRefusal = (state: Where, to: Square) =>
  dungeonOf(state.board).passRefusal(state, to);
export const moveBetweenNow = (state: Where, from: Square, to: Square) =>
  dungeonOf(state.board).moveBetweenNow(state, from, to);
export const moveNow = (state: Where, from: Square, to: Square, move: Move | null) =>
  dungeonOf(state.board).moveNow(state, from, to, move);
export const stepCostNow = (state: Where, from: Square, to: Square) =>
  dungeonOf(state.board).stepCostNow(state, from, to);
export const occupiedNow = (state: Where, q: Square) =>
  dungeonOf(state.board).occupiedNow(state, q);
export const standRefusal = (
  state: Pick<GameState, 'board' | 'mechanismState' | 'teams'>,
  p: PlayerState,
  q: Square,
) => dungeonOf(state.board).standRefusal(state, p, q);
export const unsteady = (state: Where, p: PlayerState) => dungeonOf(state.board).unsteady(state, p);
export const blockRefusal = (state: Where, attacker: PlayerState, target: PlayerState) =>
  dungeonOf(state.board).blockRefusal(state, attacker, target);
