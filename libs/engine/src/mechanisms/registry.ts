import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { noActions, sameAction, type Action } from '../model/actions';
import { perBoard } from '../board/same-board';
import type { Board, GameState, MechanismData } from '../model/state';
import type { Step } from '../model/step';
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

/** Every mechanism the engine knows, in the order their hooks run at the end of a turn or a round. */
const known: readonly Mechanism[] = [
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
];
export const mechanisms = (): readonly Mechanism[] => known;

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

/** The hooks a match runs at fixed points of its turn sequence (`flow/turn-sequence.ts`). */
export type SequenceHook =
  'startOfMatch' | 'startOfTurn' | 'endOfTurn' | 'endOfRound' | 'afterAction';

/**
 * The hooks asked only of the mechanisms on the board (`hookedOn`): those of the turn sequence,
 * the actions of their own (`activationActions`), and what a square costs or refuses a player
 * now (`stepCostNow`, `standRefusal`), asked of every square a player might move to.
 */
export type BoardHook = SequenceHook | 'activationActions' | 'stepCostNow' | 'standRefusal';

/**
 * The mechanisms with a hook (`BoardHook`) that are on a board, in the registry's order. A
 * mechanism that keeps data from the map (`fromMap`) is on a board only when the board keeps some
 * (`mechanismData`): with none, its hooks have nothing to act on, and are not run at all (the
 * Training Hall has no mechanism with such a hook, and runs none after each action; on the
 * Fortress of Valdemor, with no boat, nobody is offered a row, and no square is asked whether a
 * boat takes it). Kept per board (`perBoard`), which never changes during a match.
 */
export const hookedOn = (board: Board, hook: BoardHook): readonly Mechanism[] =>
  (boardHooks(board)[hook] ??= withHook(hook).filter(
    (m) => !m.fromMap || board.mechanisms?.[m.kind] !== undefined,
  ));
const boardHooks = perBoard((): Partial<Record<BoardHook, readonly Mechanism[]>> => ({}));

/** The board data of every mechanism the map has something for, or undefined when none has. */
export function mechanismData(map: DungeonMap): MechanismData | undefined {
  const data: Record<string, unknown> = {};
  for (const m of mechanisms()) {
    const kept = m.fromMap?.(map);
    if (kept !== undefined) data[m.kind] = kept;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/** What every mechanism of the match shows a coach now, in registry order. */
export const mechanismMarks = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
): MechanismMark[] => mechanisms().flatMap((m) => m.shown?.(state) ?? []);

/**
 * The actions of their own the mechanisms on the board (`hookedOn`) offer the player being
 * activated now (DB-BOAT-4).
 */
export function mechanismActions(state: GameState): readonly Action[] {
  if (state.mechanismState === undefined) return noActions;
  const offering = hookedOn(state.board, 'activationActions');
  return offering.length === 0 ? noActions : offering.flatMap((m) => m.activationActions!(state));
}

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
