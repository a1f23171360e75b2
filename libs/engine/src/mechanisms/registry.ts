import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { noActions, sameAction, type Action } from '../model/actions';
import { perBoard } from '../board/same-board';
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
import { guardsAround, moveBetween, type Move } from '../board/board-index';
import type { Mechanism, MechanismMark } from './mechanism';
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

/**
 * `withHook` for one hook, kept by its caller once found: the hooks asked for every square and
 * player (what a step costs now, who is unsteady...) then need no look-up by the hook's name.
 */
export function hookedBy<K extends keyof Mechanism>(hook: K): () => readonly Mechanism[] {
  let found: readonly Mechanism[] | null = null;
  return () => (found ??= withHook(hook));
}
const withStepCostNow = hookedBy('stepCostNow');
const withStandRefusal = hookedBy('standRefusal');
const withUnsteady = hookedBy('unsteady');
const withBlockRefusal = hookedBy('blockRefusal');
const withActivationActions = hookedBy('activationActions');
const withOccupies = hookedBy('occupies');
const withPassRefusal = hookedBy('passRefusal');

/** The hooks a match runs at fixed points of its turn sequence (`flow/turn-sequence.ts`). */
export type SequenceHook =
  'startOfMatch' | 'startOfTurn' | 'endOfTurn' | 'endOfRound' | 'afterAction';

/**
 * The mechanisms with a hook of the turn sequence that are on a board, in the registry's order. A
 * mechanism that keeps data from the map (`fromMap`) is on a board only when the board keeps some
 * (`mechanismData`): with none, its hooks have nothing to act on, and are not run at all (the
 * Training Hall has no mechanism with such a hook, and runs none after each action). Kept per
 * board (`perBoard`), which never changes during a match.
 */
export const hookedOn = (board: Board, hook: SequenceHook): readonly Mechanism[] =>
  (sequenceHooks(board)[hook] ??= withHook(hook).filter(
    (m) => !m.fromMap || board.mechanisms?.[m.kind] !== undefined,
  ));
const sequenceHooks = perBoard((): Partial<Record<SequenceHook, readonly Mechanism[]>> => ({}));

/** The board data of every mechanism the map has something for, or undefined when none has. */
export function mechanismData(map: DungeonMap): MechanismData | undefined {
  const data: Record<string, unknown> = {};
  for (const m of mechanisms()) {
    const kept = m.fromMap?.(map);
    if (kept !== undefined) data[m.kind] = kept;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

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

/** What every mechanism of the match shows a coach now, in registry order. */
export const mechanismMarks = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): MechanismMark[] => mechanisms().flatMap((m) => m.shown?.(state) ?? []);

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
  for (const m of withStepCostNow()) {
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
  for (const m of withStandRefusal()) {
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

/** The actions of their own the mechanisms offer the player being activated now (DB-BOAT-4). */
export const mechanismActions = (state: GameState): readonly Action[] =>
  state.mechanismState === undefined
    ? noActions
    : withActivationActions().flatMap((m) => m.activationActions!(state));

/**
 * Performs a mechanism's own action, by the mechanism that offered it: `apply` takes only the
 * actions `legalActions` lists, so one did.
 */
export function performMechanismAction(step: Step, action: Action): void {
  const by = withHook('act').find((m) =>
    m.activationActions?.(step.state).some((a) => sameAction(a, action)),
  );
  by?.act!(step, action);
}
