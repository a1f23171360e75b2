import type { PushAftermath } from './decisions';
import type { Frame } from './frames';
import type { GameEvent } from './events';
import type { Activation, BallState, GameState, PlayerState, TeamState, TurnState } from './state';

/**
 * `T` with its own fields writable, what they hold staying read-only: a player or a team copied
 * for the step (`changing`, `changingTeam` in `../rules/context.ts`), or a part of the draft.
 */
export type Changing<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The state one `apply` builds (`draftOf` in `../rules/context.ts`), the one place the rules
 * write: a copy of the state it was given whose own fields, ball, turn, activation and dice are
 * its own, and whose lists of players, teams and pending frames are its own too, but not the
 * players and teams in them, which it shares until a rule takes one with `changing` or
 * `changingTeam`. Everything else (the board, the chests, every list of ids) is shared, and only
 * ever replaced as a whole.
 */
export interface DraftState extends Changing<GameState> {
  teams: TeamState[];
  players: PlayerState[];
  pending: Frame[];
  ball: Changing<BallState>;
  turn: DraftTurn;
  dice: Changing<GameState['dice']>;
}

/** The turn of a `DraftState`: its own, and its activation too. */
export interface DraftTurn extends Changing<TurnState> {
  activation: Changing<Activation> | null;
}

/**
 * A step as the rules that only read one see it (the movement left, why a move is refused, the
 * block dice): an `apply`'s `Step`, or a state wrapped for the question (`{ state, events: [] }`),
 * which they may not change. A rule that a coach's view (`PublicState`) asks too names the part
 * of the state it reads (`S`, a `Pick` of `GameState`), so that it cannot read the dice or what
 * the chests hold.
 */
export interface ReadStep<S = GameState> {
  readonly state: S;
  readonly events: readonly GameEvent[];
  /**
   * The dice rolled now may not be re-rolled: the dungeon's mechanisms act at the end of a team
   * turn or a round, when the team's turn is over (BB-RR-1).
   */
  readonly noRerolls?: boolean;
}

/** The state being built by one `apply`, and the events it produces, passed to every rule. */
/**
 * Where a player was found last in a list of players (`placeFound` in `../rules/context.ts`), kept
 * by whoever asks the same list about the same player again and again (a step, `Step.found`; a
 * match's listing): a match's list keeps its order, a player only ever added at its end and a
 * copy taking the place of the player copied, so he is most often still there.
 */
export interface PlaceFound {
  id: string;
  place: number;
}

export interface Step extends ReadStep {
  readonly state: DraftState;
  readonly events: GameEvent[];
  /**
   * The players and teams this step has copied already (`changing`, `changingTeam`), which it may
   * change in place; every other one is shared with the state `apply` was given. A step without
   * it copies a player or a team each time it changes one. A list rather than a set: most
   * steps copy one or two (the end of a turn, every player at most), and a list is much cheaper
   * to make for every action.
   */
  readonly copied?: (PlayerState | TeamState)[];
  /**
   * The player this step found last in `state.players` by id (`player`, `changing` in
   * `../rules/context.ts`), and his place there (`placeFound`): the rules of a step ask for the
   * same player, most often the active one, many times over. A step without it scans the list
   * every time.
   */
  readonly found?: PlaceFound;
  /**
   * What the match's flow does once an action's consequences are in (`settle` in
   * `../flow/turn-sequence.ts`): a touchdown ends the match, a turnover the team turn. Handed in
   * by `apply`, for a mechanism that acts after an action and causes a turnover to end the turn.
   */
  readonly settle?: (step: Step) => void;
  /**
   * The rest of the push chain a fall came from (its `push-rest` frame on `state.pending`, taken
   * off by `pushGoesOn` in `../rules/falling.ts`), once the fallen player is down:
   * the next player it left in a hazard falls in, then the follow-up (`continuePush` in
   * `../rules/push.ts`). Handed in by `apply`, as the fall's rules sit below the push's.
   */
  readonly continuePush?: (step: Step, push: PushAftermath) => void;
  /**
   * What the action does once a block is over (`finishBlock` in `../rules/move.ts`): a Frenzy's
   * second block, a Multiple Block's next, a Blitz moving on, or the end of a Block action.
   * Handed in by `apply`, as the block's rules sit below those of the actions that make blocks.
   */
  readonly finishBlock?: (step: Step, followedUp?: string) => void;
  /**
   * A player the ball lands on tries to catch it (`catchBall` in `../rules/catch.ts`). Handed in
   * by `apply`, as a catch (its precarious roll, the fall that may follow, the ball that fall
   * drops) sits above the ball's bounces.
   */
  readonly catchBall?: (step: Step, id: string, ballModifier: number) => void;
}
