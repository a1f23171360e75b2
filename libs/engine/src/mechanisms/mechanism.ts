import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Action } from '../model/actions';
import type { Board, GameState, PlayerState, Square } from '../model/state';
import type { Passage, Place, SquareMechanism, SquareProperties } from '../board/dungeon';
import type { Step } from '../model/step';

export type { Passage, Place, SquareProperties } from '../board/dungeon';

/**
 * A dungeon mechanism: data read from the map, the properties of the squares it governs, and
 * small handlers the rules call at fixed points. Every field but `kind` is optional; a new kind
 * of room or feature is one folder exporting one of these, added to the registry.
 */
export interface Mechanism extends SquareMechanism {
  /** Its name, also the key of its data on the board and of its memory in the match. */
  readonly kind: string;
  /** Terrain characters (map format v1) whose squares it governs, with their properties. */
  readonly terrain?: Readonly<Record<string, SquareProperties>>;
  /**
   * What it keeps from the map on the board, as plain JSON (`board.mechanisms[kind]`), or
   * undefined when the map has none of it.
   */
  readonly fromMap?: (map: DungeonMap) => unknown;
  /** Squares it governs from its board data; these override what the terrain says. */
  readonly places?: (board: Board) => readonly Place[];
  /**
   * What a step from a square into a neighbour costs, in place of the cost of the square arrived
   * in, or null: jumping into the water from a jetty, climbing out onto one (DB-WATER-2, DB-WATER-3).
   */
  readonly stepCost?: (board: Board, from: Square, to: Square) => number | null;
  /** Ways between squares besides a step, which a `move` action may take (see `Passage`). */
  readonly passages?: (board: Board) => readonly Passage[];

  /**
   * Why nothing but the ball goes between two neighbouring squares now, or null: a closed
   * portcullis (DB-PORT-2). It parts them for movement, push-backs, tackle zones, assists and
   * blocks, and a pass across it is harder (DB-PORT-4), unless `barrierFliesOver` says the ball
   * flies over it. Like `stepRefusal`, it reads only the board and this mechanism's own memory:
   * the bots keep what it refuses until that memory changes (`../bots/distance-fields.ts`).
   */
  readonly barrier?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    a: Square,
    b: Square,
  ) => string | null;
  /** Its `barrier` parts players only: a pass flies over it (a mine cart's rider, DB-CART-7). */
  readonly barrierFliesOver?: boolean;
  /**
   * A player in one of its squares is pushed against a wall, with nowhere to go: what his Armour
   * roll and his Injury roll add, instead of the wall's (DB-SPIKE-1), or null for the wall's own.
   */
  readonly wallShock?: (
    board: Board,
    at: Square,
  ) => { readonly armour: number; readonly injury: number } | null;
  /**
   * Why a player may not walk or jump from one square into another, or null (DB-TILT-1). It reads
   * only the board and this mechanism's own memory, as `barrier` does.
   */
  readonly stepRefusal?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    from: Square,
    to: Square,
  ) => string | null;
  /**
   * The squares its `barrier` and `stepRefusal` concern on a board: whatever it remembers, they
   * part or refuse only the steps into or out of one of these. The rules then ask them of no other
   * step, which most steps are; without it, they are asked of every step.
   */
  readonly guards?: (board: Board) => readonly Square[];
  /** Why no pass may be aimed at a square now, or null (a mine cart, DB-CART-10). */
  readonly passRefusal?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    to: Square,
  ) => string | null;
  /** Why a player may not move now, or null (a player shaken off a ladder, DB-FLOOR-9). */
  readonly movingRefusal?: (
    state: Pick<GameState, 'mechanismState'>,
    p: PlayerState,
  ) => string | null;

  /** Once the match is set up, before the first team turn. */
  readonly startOfMatch?: (step: Step) => void;
  /** At the start of every team turn, before the team acts. */
  readonly startOfTurn?: (step: Step) => void;
  /** At the end of every team turn, before its Stunned players turn over (see `turn-sequence.ts`). */
  readonly endOfTurn?: (step: Step) => void;
  /** At the end of every round, after the last team's turn, before initiative (DB-GEN-5). */
  readonly endOfRound?: (step: Step) => void;
  /** After every action, once it is settled: what the players' new places change (DB-TILT-4). */
  readonly afterAction?: (step: Step) => void;
  /** What a coach should see of it now (a portcullis closed, a corridor's lowered side), for the screens. */
  readonly shown?: (state: Pick<GameState, 'board' | 'mechanismState'>) => readonly MechanismMark[];

  /**
   * What a step between neighbours costs now, in place of what `moveBetween` says, or null:
   * boarding or leaving a boat, which moves during a match (DB-BOAT-5, DB-BOAT-6).
   */
  readonly stepCostNow?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    from: Square,
    to: Square,
  ) => number | null;
  /**
   * Something it moves during a match takes the square now (a boat): a push stops at it, the
   * ball bounces on, a thrown player does not come down there. Walking in is `stepRefusal`'s.
   */
  readonly occupies?: (state: Pick<GameState, 'board' | 'mechanismState'>, at: Square) => boolean;
  /** Why this player may not move into a square now, or null (a big guy boarding a boat, DB-BOAT-3). */
  readonly standRefusal?: (
    state: Pick<GameState, 'board' | 'mechanismState' | 'teams'>,
    p: PlayerState,
    at: Square,
  ) => string | null;
  /** Where he is now, a Standing player exerts no tackle zone and assists no block (DB-BOAT-12). */
  readonly unsteady?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    p: PlayerState,
  ) => boolean;
  /** Why a player may not block (or Stab) a Standing opponent next to him now, or null (DB-BOAT-9). */
  readonly blockRefusal?: (
    state: Pick<GameState, 'board' | 'mechanismState'>,
    attacker: PlayerState,
    target: PlayerState,
  ) => string | null;
  /** Actions of its own it offers the player being activated now (rowing a boat, DB-BOAT-4). */
  readonly activationActions?: (state: GameState) => readonly Action[];
  /** Performs one of the actions its `activationActions` offered. */
  readonly act?: (step: Step, action: Action) => void;
}

/** Something a mechanism shows on the board: its squares and a sentence about its state. */
export interface MechanismMark {
  /** The mechanism's kind (`portcullis`, `tilting-corridor`...). */
  readonly kind: string;
  readonly squares: readonly Square[];
  /** Its state in a word, for a screen to draw it: `open`, `closed`, `lowered`, `steam`... */
  readonly state: string;
  /** What a coach reads: "Portcullis P1 is closed." */
  readonly label: string;
}
